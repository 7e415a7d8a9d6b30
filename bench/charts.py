#!/usr/bin/env python3
"""bench/charts.py: draws the benchmark's charts as SVG from its own numbers.

Reads the tables of bench/RESULTS.md (what bench/run wrote) and writes, with
nothing beyond Python's standard library:

  docs/charts/plain.svg     plain N: seconds against N on a log scale, one
                            line per engine and the textbook counter
  docs/charts/boards.svg    each heavy bench board: how many times longer
                            than auto each peer takes (log scale)
  docs/charts/batches.svg   judge-size batch classes: how many times faster
                            than the textbook counter the full program and
                            the judge file are (log scale)

    bench/charts.py [RESULTS.md] [OUT_DIR]

A chart whose table is missing from the results is left as it is.
"""
import math
import os
import re
import sys

COLOURS = ["#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b"]
FONT = 'font-family="sans-serif" font-size="12"'


def tables(text):
    """Every markdown table of `text` under its `## ` heading: heading ->
    list of (header cells, rows of cells)."""
    found = {}
    heading = None
    lines = text.splitlines()
    i = 0
    while i < len(lines):
        line = lines[i]
        if line.startswith("## "):
            heading = line[3:].strip()
        if line.startswith("|") and i + 1 < len(lines) and lines[i + 1].startswith("|---"):
            header = cells(line)
            rows = []
            i += 2
            while i < len(lines) and lines[i].startswith("|"):
                rows.append(cells(lines[i]))
                i += 1
            found.setdefault(heading, []).append((header, rows))
            continue
        i += 1
    return found


def cells(line):
    return [cell.strip() for cell in line.strip().strip("|").split("|")]


def number(cell):
    """The first number of a cell ("0.179 ± 0.003", "50.9 (1 run)", "15.7×"),
    or None; a cell marked * (extrapolated, not measured) counts as None."""
    if "*" in cell:
        return None
    match = re.search(r"[0-9][0-9,]*(\.[0-9]+)?(e[-+]?[0-9]+)?", cell)
    return float(match.group(0).replace(",", "")) if match else None


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


def plain_chart(found, path):
    table = next((t for t in found.get("Plain boards", [])), None)
    if table is None:
        return False
    header, rows = table
    columns = [
        ("textbook C (s)", "textbook C counter"),
        ("reference (s)", "reference"),
        ("symmetry (s)", "symmetry"),
        ("auto (s)", "auto (the join)"),
    ]
    series = []
    for column, label in columns:
        if column not in header:
            continue
        k = header.index(column)
        points = [(int(row[0]), number(row[k])) for row in rows if number(row[k])]
        series.append((label, points))
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


def boards_chart(found, path):
    table = next((t for t in found.get("Heavy masked boards", [])), None)
    if table is None:
        return False
    header, rows = table
    k_auto = header.index("auto (s)")
    peers = [("mrv (s)", "MRV search (C)"), ("dlx (s)", "dancing links (C)"),
             ("plain (s)", "reference engine")]
    peers = [(header.index(c), name) for c, name in peers if c in header]
    groups = []
    for row in rows:
        auto = number(row[k_auto])
        if not auto:
            continue
        ratios = [(number(row[k]) / auto) if number(row[k]) else None for k, _ in peers]
        groups.append((row[0].replace(" †", "†"), ratios))
    return ratio_bars(
        path,
        "Heavy boards, one thread: times longer than auto takes (log scale)",
        groups,
        [name for _, name in peers],
        "† start-up bound; bench/RESULTS.md",
    )


def batches_chart(found, path):
    for heading, found_tables in found.items():
        for header, rows in found_tables:
            if "textbook/full -j1" in header and "textbook/judge" in header:
                k_full = header.index("textbook/full -j1")
                k_judge = header.index("textbook/judge")
                groups = [
                    (row[0], [number(row[k_full]), number(row[k_judge])])
                    for row in rows
                    if number(row[k_full]) or number(row[k_judge])
                ]
                return ratio_bars(
                    path,
                    "Judge-size batches, one thread: times faster than the textbook DFS",
                    groups,
                    ["full program -j 1", "judge file (rustc -O)"],
                    "bench/RESULTS.md",
                )
    return False


def main():
    results = sys.argv[1] if len(sys.argv) > 1 else "bench/RESULTS.md"
    out = sys.argv[2] if len(sys.argv) > 2 else "docs/charts"
    os.makedirs(out, exist_ok=True)
    with open(results) as f:
        found = tables(f.read())
    for name, draw in [("plain.svg", plain_chart), ("boards.svg", boards_chart),
                       ("batches.svg", batches_chart)]:
        path = os.path.join(out, name)
        print("%s: %s" % (path, "written" if draw(found, path) else "no table, left as it is"))


if __name__ == "__main__":
    main()
