//! bench/gen_parts: a run's part records made up, for timing `--merge`
//! and `--todo` on millions of parts (counting that many is not the
//! point). Writes M records of one case (N = 27, made-up board and split
//! digests, part i counting i + 1, so the merge prints M(M+1)/2) into F
//! files DIR/0.part .. DIR/F-1.part, each holding a run of consecutive
//! parts. The record format and its FNV-1a digests are written here from
//! docs/parallel.md, sharing no code with src/.
//!
//!     rustc -O bench/gen_parts.rs -o bench/work/gen_parts
//!     bench/work/gen_parts M F DIR

use std::fmt::Write as _;
use std::io::Write as _;

fn fnv1a(bytes: &[u8]) -> u64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for &byte in bytes {
        hash = (hash ^ u64::from(byte)).wrapping_mul(0x0000_0100_0000_01b3);
    }
    hash
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [parts, files, dir] = &args[..] else {
        panic!("usage: gen_parts M F DIR");
    };
    let (parts, files): (u64, u64) = (parts.parse().unwrap(), files.parse().unwrap());
    let (n, board, split) = (27u64, 0x1234_5678_9abc_def0u64, 0x0fed_cba9_8765_4321u64);
    let mut bytes = b"nqueens-part".to_vec();
    for number in [1, parts, 1, n, board, split] {
        bytes.extend(number.to_le_bytes());
    }
    let run = fnv1a(&bytes);
    std::fs::create_dir_all(dir).unwrap();
    let per_file = parts.div_ceil(files);
    for file in 0..files {
        let mut text = String::new();
        for index in file * per_file..((file + 1) * per_file).min(parts) {
            let start = text.len();
            let _ = write!(
                text,
                "nqueens-part 1 part {}/{} run {:016x} cases 1\ncase 1 n {} board {:016x} split {:016x} count {}\n",
                index,
                parts,
                run,
                n,
                board,
                split,
                index + 1
            );
            let check = fnv1a(&text.as_bytes()[start..]);
            let _ = writeln!(text, "check {:016x}", check);
        }
        let path = format!("{}/{}.part", dir, file);
        std::fs::File::create(path).unwrap().write_all(text.as_bytes()).unwrap();
    }
}
