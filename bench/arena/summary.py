"""One line per arena log: games, the first kind's wins with a 95% CI, split
by whether that kind moved first (Frontline: had priority), its decision
time p95/max (processor seconds) and the seeds it did not win.

    .venv/bin/python bench/arena/summary.py bench/arena/*.jsonl

(``holytable arena`` prints the same win rate when a run ends; this reads the
logs of runs still under way. A log begun before ``first`` was logged shows
0/0 in the split.)"""
from __future__ import annotations

import json
import sys

from holytable.arena import wilson


def summary(path: str) -> str:
    with open(path) as f:
        lines = [ln for ln in f.read().splitlines() if ln.strip()]
    head, rows = json.loads(lines[0]), [json.loads(ln) for ln in lines[1:]]
    n = len(rows)
    won = sum(1 for r in rows if r["winner"] == 0)
    ties = sum(1 for r in rows if r["winner"] is None)
    lo, hi = wilson(won + 0.5 * ties, n) if n else (0.0, 0.0)
    split = {True: [0, 0], False: [0, 0]}  # the first kind moved first: [won, games]
    for r in rows:
        if "first" not in r:
            continue
        first = r["first"] == r["turn"] % 2  # game i seats the kinds turned i (arena.run)
        split[first][1] += 1
        split[first][0] += r["winner"] == 0
    times = sorted(t for r in rows for t in r["times"][0]) or [0.0]
    p95 = times[int(0.95 * (len(times) - 1))]
    lost = [r["seed"] for r in rows if r["winner"] != 0]
    rate = 100 * won / n if n else 0.0
    return (f"{path}: {' vs '.join(head['seats'])}, {n} games, {won} won ({rate:.1f}%, 95% CI "
            f"{100 * lo:.1f}-{100 * hi:.1f}); moving first {split[True][0]}/{split[True][1]}, second "
            f"{split[False][0]}/{split[False][1]}; p95 {p95:.2f} s, max {times[-1]:.2f} s; not won: {lost}")


if __name__ == "__main__":
    for p in sys.argv[1:]:
        print(summary(p))
