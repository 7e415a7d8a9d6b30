#!/usr/bin/env python3
"""bench/report.py: bench/RESULTS.md's tables and the charts, from the data
that bench/run and bench/batch write (nothing is parsed back from markdown).

    bench/report.py run WORK OUT.md [CHARTS]   the whole report, from WORK:
        run.json (the run's settings and machine), json/*.json (hyperfine's
        and bench/interleave.py's results), check/*.out (the counts each
        command printed), boards/boards.tsv, load.json, scaling.json,
        memory.csv, and the batch benchmark's data in WORK/batch; the charts
        (SVG) into CHARTS (default docs/charts)
    bench/report.py batch WORK OUT.md          the batch benchmark's section
        alone, from its WORK (bench/work/batch): meta.json, classes/classes.tsv
        and json/*.json

A section whose data is missing (a --quick run has no load, scaling, pinned
or memory data) is left out. Standard library only.
"""
import csv
import json
import math
import os
import sys



def sig3(x):
    """x with 3 significant digits, plain decimal notation."""
    if x == 0:
        return "0", 0
    dec = max(0, 2 - int(math.floor(math.log10(abs(x)))))
    s = "%.*f" % (dec, x)
    # rounding may have added a digit (9.996 -> 10.00)
    if dec > 0 and abs(float(s)) >= 10 ** (3 - dec):
        s = "%.*f" % (dec - 1, x)
    return s, dec


def num(x):
    return "0" if x == 0 else sig3(x)[0]


contended = set()

# A board whose faster peer takes less is start-up bound (marked †).
STARTUP_BOUND = 0.005


def cell(r, one_thread=True):
    """mean ± stddev; marked ‡ when a one-thread run spent much longer on
    the wall clock than on the CPU, i.e. it waited for a core."""
    mean = r["mean"]
    if mean == 0:
        return "0"
    s, dec = sig3(mean)
    sd = r.get("stddev")
    if sd is None or len(r.get("times", [])) < 2:
        s = "%s (1 run)" % s
    else:
        s = "%s ± %.*f" % (s, dec, sd)
    cpu = r.get("user", 0) + r.get("system", 0)
    if one_thread and mean >= 0.05 and mean > 1.2 * cpu:
        contended.add(r["command"])
        s += " ‡"
    return s


def runs(r):
    return len(r.get("times", []))


def ratio(a, b):
    if b["mean"] <= 0:
        return None
    return a["mean"] / b["mean"]


def rcell(x):
    return "n/a" if x is None else num(x) + "×"


def geomean(xs):
    return math.exp(sum(math.log(x) for x in xs) / len(xs))



def run_tables(W, env):
    """The report's lines from the run's data in W, its settings `env`."""

    def load(id_):
        with open(os.path.join(W, "json", id_ + ".json")) as f:
            return json.load(f)["results"][0]

    def count(id_):
        with open(os.path.join(W, "check", id_ + ".out")) as f:
            return f.read().strip()

    quick = env["QUICK"] == "1"
    j1 = env["J1"]
    lines = []
    add = lines.append
    add("# nqueens benchmark results" + (" (quick smoke test)" if quick else ""))
    add("")
    add("- Date: %s" % env["DATE"])
    add("- Machine: %s cores (`nproc`), %s; load average at start %s, at end %s "
        "(the benchmark itself adds about 1; much more means the timings "
        "shared the CPU with other work)"
        % (env["NPROC"], env["CPU"], env["LOAD"], env["LOAD_END"]))
    add("- Compilers: %s; %s; %s" % (env["RUSTC"], env["GCC"], env["HYPERFINE"]))
    add("- Command: `%s` (total %d s)" % (env["CMD"], int(env["ELAPSED"])))
    add("- Program: `bench/build.sh src OUT` (rustc -O: the library, then the program, "
        "with the flags `.cargo/config.toml` gives cargo: the C runtime linked statically, the conditional moves kept; git %s; sha256 of src/*.rs concatenated %s…)"
        % (env["GIT"], env["SHA"]))
    add("- Baseline: `gcc -O2 bench/textbook.c`, the textbook recursive bitmask "
        "counter (1×); single-threaded")
    add("- Peers on the masked boards: `gcc -O2 bench/mrv.c` (mrv: depth-first "
        "search filling the row with the fewest free cells) and `gcc -O2 "
        "bench/dlx.c` (dlx: dancing links, exact cover with rows and columns "
        "primary, diagonals secondary, fewest options first), both single-threaded; "
        "base: the program at %s, built the same way, its default engine, `-j 1`"
        % env["BASE_DESC"])
    if env["THREADS"] == "1":
        add("- Threads: every nqueens row in the first two tables runs with `%s` "
            "(one thread); the last table compares with `%s`" % (j1, env["JALL"]))
    else:
        add("- Threads: this nqueens has no `--threads` option; rows run with its default")
    add("- Timing: hyperfine, wall clock, mean ± standard deviation in seconds "
        "(3 significant digits). Every command first ran once, timed, to check its "
        "count (every plain N against its known count, every board's auto, mrv, "
        "dlx and base against its reference count); then about %d s of "
        "runs each (%d s for mrv, dlx and base; 2 to %d runs), with `--warmup 1` "
        "under 5 s and none above; a "
        "command over 20 s (mrv, dlx and base: over %d s) is not run again, its "
        "check run is its one run. Runs "
        "per command are in the `runs` column. Timed runs "
        "use `hyperfine -N` (no shell; `bench/feed.c` puts a board on stdin); a "
        "time under about a millisecond is mostly process start-up."
        % (int(env["BUDGET"]), int(env["PEER_BUDGET"]), int(env["MAXRUNS"]),
           int(env["PEER_ONE"])))
    add("")

    add("## Plain boards")
    add("")
    add("One thread. reference: `--engine reference`, the masked DFS; symmetry: "
        "`--engine symmetry`, the plain-board engine that auto used before the "
        "join; auto: the join from N = 12; v3: auto built with "
        "`-C target-cpu=x86-64-v3` as well (AVX2, BMI2 and the popcount "
        "instruction). N = %s has no textbook or reference run (minutes each): their "
        "cells, marked *, are N = 17 times the measured 17/16 ratio of each."
        % " and ".join(n for n in env["NS"].split() if int(n) > int(env["LARGEST_DFS_N"]))
        if any(int(n) > int(env["LARGEST_DFS_N"]) for n in env["NS"].split()) else
        "One thread. reference: `--engine reference`; symmetry: `--engine symmetry`; "
        "auto: the join from N = 12; v3: auto built with `-C target-cpu=x86-64-v3`.")
    add("")
    add("| N | count | textbook C (s) | reference (s) | symmetry (s) | auto (s) | v3 (s) | base (s) "
        "| textbook/auto | symmetry/auto | textbook/v3 | symmetry/v3 | base/auto | runs |")
    add("|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    measured = {}
    for n in env["NS"].split():
        row = {}
        for e in ("textbook", "plain", "symmetry", "auto", "v3", "base"):
            try:
                row[e] = load("n%s-%s" % (n, e))
            except FileNotFoundError:
                row[e] = None
        measured[int(n)] = row
    for n in env["NS"].split():
        row = measured[int(n)]
        cells, means = {}, {}
        for e in ("textbook", "plain"):
            if row[e] is not None:
                cells[e], means[e] = cell(row[e]), row[e]["mean"]
            elif all(measured.get(k, {}).get(e) for k in (16, 17)):
                growth = measured[17][e]["mean"] / measured[16][e]["mean"]
                means[e] = measured[17][e]["mean"] * growth ** (int(n) - 17)
                cells[e] = "%s *" % num(means[e])
            else:
                cells[e], means[e] = "–", None
        s_, a, nat, b = row["symmetry"], row["auto"], row["v3"], row["base"]
        def over(x, r):
            return rcell(None if x is None else x / r["mean"])
        add("| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |" % (
            n, count("n%s-auto" % n), cells["textbook"], cells["plain"], cell(s_),
            cell(a), cell(nat), cell(b), over(means["textbook"], a), rcell(ratio(s_, a)),
            over(means["textbook"], nat), rcell(ratio(s_, nat)), rcell(ratio(b, a)),
            "/".join(str(runs(row[e])) if row[e] else "–"
                     for e in ("textbook", "plain", "symmetry", "auto", "v3", "base"))))
    add("")
    big = env["BIG_NS"].split()
    if big:
        add("## Plain N = %s on all cores" % " and ".join(big))
        add("")
        add("The default thread count (`%s`), one run each." % env["JALL"])
        add("")
        add("| N | count | auto (s) | v3 (s) | base (s) | base/auto |")
        add("|---:|---:|---:|---:|---:|---:|")
        for n in big:
            a, b = load("n%s-big" % n), load("n%s-bigbase" % n)
            add("| %s | %s | %s | %s | %s | %s |" % (n, count("n%s-big" % n),
                cell(a, False), cell(load("n%s-bigv3" % n), False), cell(b, False),
                rcell(ratio(b, a))))
        add("")

    add("## Heavy masked boards")
    add("")
    add("Generated by `bench/gen_boards.py` (fixed seeds); density is the "
        "probability that a cell is `*` (LOW-HIGH: each row draws its own "
        "density in that range). A planted board has a valid placement forced "
        "onto `*` cells, with all its images under the board's symmetry. "
        "Symmetry: the group that maps the board onto itself: none, mirror "
        "(left-right), turn (180°), diagonal (reflection in r = c), c4 (90° "
        "turns), full (all 8 symmetries of the square).")
    add("")
    startup_nq, startup_c = load("startup-nqueens"), load("startup-c")

    add("plain, auto, base: one thread (`-j 1`). best peer/auto: the faster of "
        "mrv and dlx over auto (below 1×: a peer is faster than auto); "
        "base/auto: the base over auto (below 1×: the program got slower). "
        "Process start-up, on a trivial case (N = 1): nqueens %s ms, a C program "
        "(the textbook counter) %s ms. A board marked † is start-up bound: its "
        "faster peer finishes in under %d ms, so its times compare process "
        "start-up more than counting."
        % (num(startup_nq["mean"] * 1000), num(startup_c["mean"] * 1000),
           STARTUP_BOUND * 1000))
    add("")
    add("| board | N | density | planted | symmetry | count | plain (s) | auto (s) "
        "| mrv (s) | dlx (s) | base (s) | plain/auto | best peer/auto | base/auto | runs |")
    add("|---|---:|---:|:---:|:---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")


    ratios, peer_ratios, dense_base = [], [], []
    with open(os.path.join(W, "boards", "boards.tsv")) as f:
        rows = [l.rstrip("\n").split("\t") for l in f][1:]
    for name, n, dens, planted, sym, _quick in rows:
        p, a = load(name + "-plain"), load(name + "-auto")
        m, d, b = load(name + "-mrv"), load(name + "-dlx"), load(name + "-base")
        r = ratio(p, a)
        if r is not None:
            ratios.append((r, name))
        best = m if m["mean"] <= d["mean"] else d
        pr = ratio(best, a)
        bound = best["mean"] < STARTUP_BOUND
        if pr is not None:
            peer_ratios.append((pr, name, "mrv" if best is m else "dlx", bound))
        br = ratio(b, a)
        try:
            dense = float(dens) >= 0.85 and 16 <= int(n) <= 18
        except ValueError:  # a skewed board's LOW-HIGH
            dense = False
        if dense and br is not None:
            dense_base.append((br, name))
        add("| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |" % (
            name + (" †" if bound else ""), n, dens, planted, sym, count(name + "-plain"),
            cell(p), cell(a),
            cell(m), cell(d), cell(b), rcell(r), rcell(pr), rcell(br),
            "/".join(str(runs(x)) for x in (p, a, m, d, b))))
    add("")
    if ratios:
        gm = geomean([r for r, _ in ratios])
        lo = min(ratios)
        add("plain/auto over the %d boards: geometric mean **%s×**, minimum **%s×** (%s)."
            % (len(ratios), num(gm), num(lo[0]), lo[1]))
        add("")
    def peer_summary(label, xs):
        lo = min(xs)
        slower = [x for x in xs if x[0] < 1]
        add("best peer/auto over %s (%d): geometric mean %s×, minimum **%s×** "
            "(%s, %s); a peer is faster than auto on %d board(s)%s."
            % (label, len(xs), num(geomean([x[0] for x in xs])),
               num(lo[0]), lo[1], lo[2], len(slower),
               (": " + ", ".join("%s (%s, %s×)" % (x[1], x[2], num(x[0])) for x in slower))
               if slower else ""))
        add("")


    if peer_ratios:
        peer_summary("all boards", peer_ratios)
        if any(x[3] for x in peer_ratios) and not all(x[3] for x in peer_ratios):
            peer_summary("the boards not start-up bound", [x for x in peer_ratios if not x[3]])
    if dense_base:
        lo = min(dense_base)
        add("base/auto on the dense boards (density ≥ 0.85, N = 16..18): %s; "
            "minimum **%s×** (%s)."
            % (", ".join("%s %s×" % (b, num(r)) for r, b in dense_base), num(lo[0]), lo[1]))
        add("")

    batch = env["BATCH"].split()
    if batch:
        cases = int(env["BATCH_CASES"])
        add("## Start-up-bound boards, timed in alternation, 1 and %d cases per input" % cases)
        add("")
        add("Each board whose faster peer's check run took under 5 ms, as one case "
            "and repeated %d times in one input file (as a judge's test file holds "
            "many cases: one process start-up for all of them, so those times "
            "compare counting). auto (one thread), mrv and dlx run in alternation, "
            "in a random order each round (`bench/interleave.py --budget 6 "
            "--min-runs 20 --max-runs 400`), so a drift of the host lands on all "
            "three alike; the table above ran them one after the other. Every line "
            "of every %d-case output was checked against the board's count. "
            "Seconds, mean ± σ (median)." % (cases, cases))
        add("")
        add("| board | cases | auto (s) | mrv (s) | dlx (s) | best peer/auto, means "
            "| best peer/auto, medians | runs |")
        add("|---|---:|---:|---:|---:|---:|---:|---:|")
        batch_ratios = {1: [], cases: []}
        for b in batch:
            for k in (1, cases):
                with open(os.path.join(W, "json", "%s-batch%d.json" % (b, k))) as f:
                    a, m, d = json.load(f)["results"]
                best = m if m["mean"] <= d["mean"] else d
                best_med = min(m["median"], d["median"])
                pr, prm = best["mean"] / a["mean"], best_med / a["median"]
                batch_ratios[k].append((pr, prm, b, "mrv" if best is m else "dlx"))
                c = lambda r: "%s ± %s (%s)" % (num(r["mean"]), num(r["stddev"]), num(r["median"]))
                add("| %s | %d | %s | %s | %s | %s | %s | %d |" % (
                    b, k, c(a), c(m), c(d), rcell(pr), rcell(prm), len(a["times"])))
        add("")
        for k in (1, cases):
            xs = batch_ratios[k]
            add("best peer/auto, %d case%s per input, over the %d start-up-bound boards: "
                "minimum of the means **%s×** (%s, %s), minimum of the medians **%s×**."
                % (k, "" if k == 1 else "s", len(xs), num(min(xs)[0]), min(xs)[2], min(xs)[3],
                   num(min(x[1] for x in xs))))
            add("")

    scale = env["SCALE"].split()
    if env["THREADS"] == "1":
        add("## Thread scaling (auto engine)")
        add("")
        if scale:
            add("The 1-thread column repeats the auto column above; rows: plain N ≥ 16 "
                "and the boards where one thread needs at least 0.1 s.")
            add("")
            add("| case | 1 thread (s) | %s threads (s) | speedup | runs |" % env["NPROC"])
            add("|---|---:|---:|---:|---:|")
            for s in scale:
                one, many = load(s + "-auto"), load(s + "-autoj")
                label = "N = %s" % s[1:] if s.startswith("n") and s[1:].isdigit() else s
                add("| %s | %s | %s | %s | %d/%d |" % (
                    label, cell(one), cell(many, False), rcell(ratio(one, many)),
                    runs(one), runs(many)))
        else:
            add("No row needs 0.1 s on one thread; nothing to compare.")
        add("")

    if contended:
        add("‡ %d one-thread measurement(s) took over 1.2× their CPU time on the "
            "wall clock: the machine was busy with other work while they ran, "
            "so they (and their ratios) are not trustworthy; run again on an idle "
            "machine." % len(contended))
        add("")
        sys.stderr.write("bench/run: warning: %d measurement(s) waited for the CPU "
                         "(marked with a double dagger in the report)\n" % len(contended))

    return lines


def batch_tables(W):
    """The batch benchmark's section from its data in W."""
    with open(os.path.join(W, "meta.json")) as f:
        env = json.load(f)
    p = env["W"]


    def load(name):
        """The class's mean times and round counts by program id (textbook,
        mrv, judge, full1, full and the -base builds)."""
        means, runs = {}, {}
        for group in ("peers", "builds"):
            with open(os.path.join(W, "json", "%s.%s.json" % (name, group))) as f:
                for result in json.load(f)["results"]:
                    command = result["command"]
                    ident = {
                        p + "/textbook": "textbook", p + "/mrv": "mrv", p + "/judge": "judge",
                        p + "/nqueens -j 1": "full1", p + "/nqueens": "full",
                        p + "/judge-base": "judge-base", p + "/nqueens-base -j 1": "full1-base",
                        p + "/nqueens-base": "full-base",
                    }[command]
                    means[ident] = result["mean"]
                    runs[group] = len(result["times"])
        return means, runs


    def sec(x):
        return "%.4f" % x if x < 1 else "%.3f" % x


    rows = [l.rstrip("\n").split("\t") for l in open(os.path.join(W, "classes", "classes.tsv"))][1:]
    out = []
    add = out.append
    add("## Judge-size batches")
    add("")
    add("- Date: %s; machine: %s cores, %s; git %s" % (env["DATE"], env["NPROC"], env["CPU"], env["GIT"]))
    add("- Command: `%s`. Each class is one input file (`bench/gen_batches.py`); every "
        "program's counts were checked against the textbook's (thread classes: mrv's). "
        "Timed in alternation (`bench/interleave.py`), the peers apart from the builds: "
        "for the peers a budget of %s s, %s to %s rounds; for the builds %s s, %s to %s "
        "rounds (the runs column: peers/builds). Mean wall time of the whole run, "
        "process start-up included (about 0.5 ms each)."
        % tuple([env["CMD"]] + env["PEER"].split() + env["BUILD"].split()))
    add("- textbook: `gcc -O2 bench/textbook.c` (1x); mrv: `gcc -O2 bench/mrv.c`; judge: "
        "`rustc -O judge/nqueens.rs`; full -j1 / full: `rustc -O src/` with cargo's "
        "flags (bench/build.sh) on one thread / its default threads. Density: the share of `.` cells.")
    add("")
    add("| class | N | density | cases | textbook (s) | mrv (s) | judge (s) | full -j1 (s) | full (s) "
        "| textbook/full -j1 | textbook/judge | judge/full -j1 | full -j1/full | runs |")
    add("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    full_ratio, judge_ratio, same, threads = [], [], [], []
    for name, n, density, cases, kind in rows:
        r, runs = load(name)
        if kind == "threads":
            m, f1, f = r["mrv"], r["full1"], r["full"]
            add("| %s | %s | %s | %s | | %s | | %s | %s | | | | %.2f× | %d/%d |" % (
                name, n, density, cases, sec(m), sec(f1), sec(f), f1 / f, runs["peers"],
                runs["builds"]))
            threads.append((f1 / f, name))
            continue
        t, m, j, f1, f = r["textbook"], r["mrv"], r["judge"], r["full1"], r["full"]
        full_ratio.append((t / f1, name))
        judge_ratio.append((t / j, name))
        same.append((j / f1, name))
        add("| %s | %s | %s | %s | %s | %s | %s | %s | %s | %.2f× | %.2f× | %.2f× | %.2f× | %d/%d |" % (
            name, n, density, cases, sec(t), sec(m), sec(j), sec(f1), sec(f), t / f1, t / j,
            j / f1, f1 / f, runs["peers"], runs["builds"]))
    add("")


    def summary(label, xs):
        lo = min(xs)
        add("- %s over the %d classes: minimum **%.2f×** (%s), geometric mean **%.2f×**."
            % (label, len(xs), lo[0], lo[1], geomean([x for x, _ in xs])))


    summary("textbook / full -j1", full_ratio)
    summary("textbook / judge", judge_ratio)
    summary("judge / full -j1 (the full program against its judge file)", same)
    if threads:
        summary("full -j1 / full (default threads on %s cores)" % env["NPROC"], threads)
    add("")
    if env["BASE"]:
        add("### Before and after: git %s (base) against this tree, in the same rounds" % env["BASE"])
        add("")
        add("Each ratio is the base's mean time over today's: above 1, today is faster.")
        add("")
        add("| class | judge base (s) | judge (s) | judge base/judge | full -j1 base (s) | full -j1 (s) "
            "| base/today | full base (s) | full (s) | base/today |")
        add("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
        ratios = {"judge": [], "full1": [], "full": []}
        for name, n, density, cases, kind in rows:
            r, _ = load(name)
            cells = []
            for build in ("judge", "full1", "full"):
                if build in r:
                    ratio = r[build + "-base"] / r[build]
                    ratios[build].append((ratio, name))
                    cells.append("%s | %s | %.3f" % (sec(r[build + "-base"]), sec(r[build]), ratio))
                else:
                    cells.append(" | | ")
            add("| %s | %s |" % (name, " | ".join(cells)))
        add("")
        for build, label in (("judge", "judge file"), ("full1", "full -j1"), ("full", "full")):
            xs = ratios[build]
            lo = min(xs)
            add("- %s, base / today over %d classes: minimum %.3f (%s), geometric mean %.3f, maximum %.3f (%s)."
                % (label, len(xs), lo[0], lo[1], geomean([x for x, _ in xs]), max(xs)[0], max(xs)[1]))
        add("")
    return out


# ---- charts

COLOURS = ["#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b"]
FONT = 'font-family="sans-serif" font-size="12"'


class Svg:
    def __init__(self, width, height, title):
        self.width, self.height = width, height
        self.parts = [
            '<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d">'
            % (width, height, width, height),
            '<rect width="100%" height="100%" fill="white"/>',
            '<text x="%d" y="20" font-family="sans-serif" font-size="15" text-anchor="middle">%s</text>'
            % (width // 2, escape(title)),
        ]

    def line(self, x1, y1, x2, y2, colour="#999", width=1, dash=None):
        extra = ' stroke-dasharray="%s"' % dash if dash else ""
        self.parts.append(
            '<line x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f" stroke="%s" stroke-width="%s"%s/>'
            % (x1, y1, x2, y2, colour, width, extra)
        )

    def text(self, x, y, words, anchor="start", colour="black"):
        self.parts.append(
            '<text x="%.1f" y="%.1f" %s fill="%s" text-anchor="%s">%s</text>'
            % (x, y, FONT, colour, anchor, escape(words))
        )

    def polyline(self, points, colour):
        if len(points) > 1:
            self.parts.append(
                '<polyline points="%s" fill="none" stroke="%s" stroke-width="2"/>'
                % (" ".join("%.1f,%.1f" % p for p in points), colour)
            )
        for x, y in points:
            self.parts.append('<circle cx="%.1f" cy="%.1f" r="3" fill="%s"/>' % (x, y, colour))

    def rect(self, x, y, w, h, colour):
        self.parts.append(
            '<rect x="%.1f" y="%.1f" width="%.1f" height="%.1f" fill="%s"/>' % (x, y, w, h, colour)
        )

    def save(self, path):
        with open(path, "w") as f:
            f.write("\n".join(self.parts + ["</svg>"]) + "\n")


def escape(words):
    return words.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def log_ticks(low, high):
    """Powers of ten spanning [low, high]."""
    first = math.floor(math.log10(low))
    last = math.ceil(math.log10(high))
    return [10.0**k for k in range(first, last + 1)]


def tick_label(value):
    if value >= 1:
        return "%g" % value
    return "%g" % value


def ratio_bars(path, title, groups, names, note):
    """Horizontal bars on a log scale: `groups` is [(label, [ratio or None
    per name])]; a ratio above 1 means that many times faster (or, for
    peers, slower than auto)."""
    values = [v for _, ratios in groups for v in ratios if v]
    if not values:
        return False
    bar, gap = 9, 8
    height = 70 + len(groups) * (bar * len(names) + gap) + 60
    svg = Svg(760, height, title)
    left, right, top = 150, 700, 40
    ticks = log_ticks(min(min(values), 1.0), max(values))
    low, high = math.log10(ticks[0]), math.log10(ticks[-1])
    x_of = lambda v: left + (math.log10(v) - low) / (high - low) * (right - left)
    bottom = height - 70
    for tick in ticks:
        svg.line(x_of(tick), top, x_of(tick), bottom, "#ddd")
        svg.text(x_of(tick), bottom + 16, tick_label(tick) + "×", "middle")
    svg.line(x_of(1.0), top, x_of(1.0), bottom, "#333", 1.5)
    y = top + 6
    for label, ratios in groups:
        svg.text(left - 8, y + bar * len(names) / 2 + 4, label, "end")
        for i, ratio in enumerate(ratios):
            if ratio:
                x0, x1 = sorted((x_of(1.0), x_of(ratio)))
                svg.rect(x0, y + i * bar, max(1.0, x1 - x0), bar - 1, COLOURS[i % len(COLOURS)])
        y += bar * len(names) + gap
    for i, name in enumerate(names):
        svg.rect(left + 180 * i, height - 42, 14, 10, COLOURS[i % len(COLOURS)])
        svg.text(left + 180 * i + 20, height - 32, name)
    svg.text(left, height - 10, note)
    svg.save(path)
    return True




def plain_chart(W, env, path):
    """Plain N, one thread: seconds against N, one line per engine."""
    series = []
    for engine, label in [("textbook", "textbook C counter"), ("plain", "reference"),
                          ("symmetry", "symmetry"), ("auto", "auto (the join)")]:
        points = []
        for n in env["NS"].split():
            try:
                with open(os.path.join(W, "json", "n%s-%s.json" % (n, engine))) as f:
                    points.append((int(n), json.load(f)["results"][0]["mean"]))
            except FileNotFoundError:
                pass
        series.append((label, [(n, v) for n, v in points if v > 0]))
    values = [v for _, points in series for _, v in points]
    ns = [n for _, points in series for n, _ in points]
    if not values:
        return False
    svg = Svg(720, 440, "Plain N, one thread: seconds to count (log scale)")
    left, right, top, bottom = 70, 520, 40, 390
    ticks = log_ticks(min(values), max(values))
    low, high = math.log10(ticks[0]), math.log10(ticks[-1])
    x_of = lambda n: left + (n - min(ns)) / max(1, max(ns) - min(ns)) * (right - left)
    y_of = lambda v: bottom - (math.log10(v) - low) / (high - low) * (bottom - top)
    for tick in ticks:
        svg.line(left, y_of(tick), right, y_of(tick), "#ddd")
        svg.text(left - 6, y_of(tick) + 4, tick_label(tick) + " s", "end")
    for n in sorted(set(ns)):
        svg.text(x_of(n), bottom + 18, "N = %d" % n, "middle")
    svg.line(left, bottom, right, bottom, "#333")
    svg.line(left, top, left, bottom, "#333")
    for i, (label, points) in enumerate(series):
        colour = COLOURS[i % len(COLOURS)]
        svg.polyline([(x_of(n), y_of(v)) for n, v in points], colour)
        svg.rect(right + 20, top + 10 + 22 * i, 14, 10, colour)
        svg.text(right + 40, top + 20 + 22 * i, label)
    svg.text(right + 20, top + 130, "bench/RESULTS.md,")
    svg.text(right + 20, top + 146, "'Plain boards'")
    svg.save(path)
    return True


def boards_chart(W, path):
    """Each heavy board: how many times longer than auto each peer takes."""
    def mean(id_):
        with open(os.path.join(W, "json", id_ + ".json")) as f:
            return json.load(f)["results"][0]["mean"]

    with open(os.path.join(W, "boards", "boards.tsv")) as f:
        rows = [line.rstrip("\n").split("\t") for line in f][1:]
    peers = [("mrv", "MRV search (C)"), ("dlx", "dancing links (C)"), ("plain", "reference engine")]
    groups = []
    for row in rows:
        auto = mean(row[0] + "-auto")
        if auto > 0:
            bound = min(mean(row[0] + "-mrv"), mean(row[0] + "-dlx")) < STARTUP_BOUND
            ratios = [mean("%s-%s" % (row[0], peer)) / auto for peer, _ in peers]
            groups.append((row[0] + ("†" if bound else ""), [r or None for r in ratios]))
    return ratio_bars(path, "Heavy boards, one thread: times longer than auto takes (log scale)",
                      groups, [name for _, name in peers], "† start-up bound; bench/RESULTS.md")


def batches_chart(W, path):
    """Each batch class: times faster than the textbook DFS, full -j 1 and judge."""
    groups = [(name, [r["textbook"] / r["full1"], r["textbook"] / r["judge"]])
              for name, r in batch_means(W) if "textbook" in r]
    return ratio_bars(path, "Judge-size batches, one thread: times faster than the textbook DFS",
                      groups, ["full program -j 1", "judge file (rustc -O)"], "bench/RESULTS.md")


# ---- the sections bench/run adds past the main tables


def load_section(W):
    with open(os.path.join(W, "load.json")) as f:
        data = json.load(f)

    def size(n):
        return "%.1f MB" % (n / 1e6) if n >= 10**5 else "%d B" % n

    def duration(seconds):
        return "%.1f ms" % (seconds * 1e3) if seconds < 1 else "%.3f s" % seconds

    out = ["## Load", "",
           "The judge-facing inputs, all on the default thread count: `%s` (run by "
           "`bench/run`; every answer checked before timing)." % data["command"], "",
           "| input | size | mean time | ± σ |", "|---|---|---|---|"]
    for r in data["results"]:
        out.append("| %s | %s | %s | %s |" % (r["command"], size(data["sizes"][r["command"]]),
                                            duration(r["mean"]), duration(r["stddev"])))
    return out + [""]


def scaling_section(W):
    with open(os.path.join(W, "scaling.json")) as f:
        data = json.load(f)
    out = ["## Scaling past two cores, predicted", "",
           "`%s` (run by `bench/run`): every job timed on one thread (`bench/job_times.rs`, "
           "through the library's `nqueens::jobs`), then the makespan of the program's own "
           "scheduling computed: K threads take jobs in order from a shared index (greedy list "
           "scheduling), shard I of M holds jobs I, I+M, I+2M, ... Efficiency = work / (threads "
           "or parts × makespan); the split itself (milliseconds) is left out." % data["command"],
           "",
           "| case | jobs: 4 threads / 16+ threads / 64 shards / 1024 shards | work (s) | "
           "largest job | 4 threads | 16 | 64 | 256 | 64 shards | 1024 shards |",
           "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|"]
    for row in data["rows"]:
        out.append("| %s | %s | %.1f | %.2f%% | %s |" % (
            row["case"], " / ".join(map(str, row["jobs"])), row["work"], 100 * row["largest"],
            " | ".join("%.1f%%" % (100 * c) for c in row["efficiency"])))
    return out + [""]


def pinned_section(W, env):
    out = ["## One thread against two, pinned to one core", "",
           "`taskset -c 0` for both, so two threads share one core: the time is the work. "
           "`bench/interleave.py --budget 8 --min-runs 5 --max-runs 40`: the two commands run "
           "in alternation, in a random order each round, after one warm-up round; mean ± σ "
           "and median in seconds.", "",
           "| case | -j 1 (s) | -j 2 (s) | -j 1 / -j 2, means | -j 1 / -j 2, medians | runs |",
           "|---|---:|---:|---:|---:|---:|"]
    f = lambda r: "%.3g ± %.2g (median %.3g)" % (r["mean"], r["stddev"] or 0, r["median"])
    for case in env["PINNED"].split():
        with open(os.path.join(W, "json", "pinned-%s.json" % case)) as data:
            a, b = json.load(data)["results"]
        label = "N = %s" % case[1:] if case[0] == "n" and case[1:].isdigit() else case
        out.append("| %s | %s | %s | %.2f | %.2f | %d |" % (
            label, f(a), f(b), a["mean"] / b["mean"], a["median"] / b["median"], len(a["times"])))
    return out + [""]


def memory_section(W):
    out = ["## Memory of the join", "",
           "Peak resident set (GNU `/usr/bin/time -f %M`), auto engine, one thread. N = 19 to 22 "
           "run `--shard 0/4096`: the whole quadrant table is built, one piece of the count is "
           "run.", "", "| N | command | peak RSS (MiB) |", "|---:|---|---:|"]
    with open(os.path.join(W, "memory.csv")) as f:
        for row in csv.DictReader(f):
            out.append("| %s | `nqueens %s` | %.1f |" % (row["n"], row["args"], int(row["kib"]) / 1024))
    return out + [""]


def batch_means(W):
    """Each class's name and mean times by program, from the batch's data."""
    with open(os.path.join(W, "meta.json")) as f:
        p = json.load(f)["W"]
    names = {"/textbook": "textbook", "/mrv": "mrv", "/judge": "judge", "/nqueens -j 1": "full1",
             "/nqueens": "full"}
    found = []
    with open(os.path.join(W, "classes", "classes.tsv")) as f:
        rows = [line.rstrip("\n").split("\t") for line in f][1:]
    for row in rows:
        means = {}
        for group in ("peers", "builds"):
            with open(os.path.join(W, "json", "%s.%s.json" % (row[0], group))) as f:
                for result in json.load(f)["results"]:
                    command = result["command"][len(p):]
                    if command in names:
                        means[names[command]] = result["mean"]
        found.append((row[0], means))
    return found


def main():
    if len(sys.argv) < 4 or sys.argv[1] not in ("run", "batch"):
        sys.exit(__doc__)
    what, W, out_path = sys.argv[1:4]
    if what == "batch":
        lines = batch_tables(W)
    else:
        with open(os.path.join(W, "run.json")) as f:
            env = json.load(f)
        lines = run_tables(W, env)
        for data, section in [("load.json", load_section), ("scaling.json", scaling_section)]:
            if os.path.exists(os.path.join(W, data)):
                lines += section(W)
        if env.get("PINNED"):
            lines += pinned_section(W, env)
        if os.path.exists(os.path.join(W, "memory.csv")):
            lines += memory_section(W)
        if os.path.exists(os.path.join(W, "batch", "meta.json")):
            lines += batch_tables(os.path.join(W, "batch"))
        charts = sys.argv[4] if len(sys.argv) > 4 else "docs/charts"
        os.makedirs(charts, exist_ok=True)
        for name, draw in [("plain.svg", lambda path: plain_chart(W, env, path)),
                           ("boards.svg", lambda path: boards_chart(W, path)),
                           ("batches.svg", lambda path: batches_chart(os.path.join(W, "batch"), path))]:
            path = os.path.join(charts, name)
            try:
                drawn = draw(path)
            except FileNotFoundError:
                drawn = False
            print("%s: %s" % (path, "written" if drawn else "no data, left as it is"))
    with open(out_path, "w") as f:
        f.write("\n".join(lines) + "\n")
    print("wrote %s" % out_path)


if __name__ == "__main__":
    main()
