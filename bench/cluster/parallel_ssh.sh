#!/usr/bin/env bash
# bench/cluster/parallel_ssh.sh: runs docs/parallel.md's `parallel -S` recipe for
# real, with this machine as the remote host over ssh (sshd on
# 127.0.0.1:2222, key login as root), and checks the merged total. Not part
# of CI (it installs packages and starts a daemon).
#
#   bench/cluster/parallel_ssh.sh [N]    N defaults to 17 (docs/parallel.md counts 22)
#
# The recipe is taken from docs/parallel.md (the block after "GNU parallel across
# hosts"); two things change: the host list `16/node1,16/node2` becomes
# this machine over ssh, M = 16 for 256, and N. nqueens is linked into /usr/local/bin for
# the remote shell's PATH while the script runs.
set -euo pipefail
N="${1:-17}"
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
ROOT=$PWD
W=$ROOT/bench/work/parallel_ssh
declare -A KNOWN=([12]=14200 [13]=73712 [14]=365596 [15]=2279184 [16]=14772512 [17]=95815104 [18]=666090624 [19]=4968057848)
[ -n "${KNOWN[$N]:-}" ] || { echo "N must be 12..19" >&2; exit 2; }
for tool in sshd rsync parallel; do
    command -v "$tool" >/dev/null || { apt-get update -qq; apt-get install -y -qq openssh-server rsync parallel >/dev/null; break; }
done
cargo build --release -q
rm -rf "$W" && mkdir -p "$W/etc"
ssh-keygen -q -t ed25519 -N "" -f "$W/etc/client_key"
ssh-keygen -q -t ed25519 -N "" -f "$W/etc/host_key"
mkdir -p /root/.ssh /run/sshd && chmod 700 /root/.ssh
cat "$W/etc/client_key.pub" >> /root/.ssh/authorized_keys
cat > "$W/etc/sshd_config" <<CONF
Port 2222
ListenAddress 127.0.0.1
HostKey $W/etc/host_key
PermitRootLogin prohibit-password
PidFile $W/etc/sshd.pid
CONF
/usr/sbin/sshd -f "$W/etc/sshd_config"
LINKED=""
if [ ! -e /usr/local/bin/nqueens ]; then ln -s "$ROOT/target/release/nqueens" /usr/local/bin/nqueens; LINKED=1; fi
stop() {
    kill "$(cat "$W/etc/sshd.pid")" 2>/dev/null || true
    [ -n "$LINKED" ] && rm -f /usr/local/bin/nqueens
    grep -v -F "$(cat "$W/etc/client_key.pub")" /root/.ssh/authorized_keys > "$W/etc/keys" || true
    cat "$W/etc/keys" > /root/.ssh/authorized_keys
}
trap stop EXIT
HOST="2/ssh -p 2222 -i $W/etc/client_key -o StrictHostKeyChecking=no -o UserKnownHostsFile=/dev/null -o LogLevel=ERROR root@127.0.0.1"

awk '/^GNU parallel across hosts/ {on=1} on && /^```sh$/ {in_block=1; next} on && in_block && /^```$/ {exit}
     in_block {print}' docs/parallel.md > "$W/recipe.sh"
echo "== docs/parallel.md's recipe"
cat "$W/recipe.sh"
sed -i -e "s|-S 16/node1,16/node2|-S '$HOST'|" -e "s|/256|/16|g" -e "s|--todo 256|--todo 16|" -e "s| 22| $N|g" "$W/recipe.sh"
echo "== as run here (host list and N replaced)"
cat "$W/recipe.sh"
cd "$W"
START=$SECONDS
TOTAL=$(bash recipe.sh)
echo "== $(ls parts/*.part | wc -l) parts returned over ssh, $((SECONDS - START)) s"
echo "== merged: $TOTAL (A000170 for N = $N: ${KNOWN[$N]})"
[ "$TOTAL" = "${KNOWN[$N]}" ] && echo "== OK" || { echo "== MISMATCH"; exit 1; }
