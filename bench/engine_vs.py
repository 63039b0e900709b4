"""Engine speed of this checkout against an earlier commit, in one run.

Usage: ``python bench/engine_vs.py COMMIT [--seconds S] [--rounds R] [--check] [--cpu]``

Checks COMMIT out into a temporary git worktree, then alternates R rounds of
random legal play (choices per second per game, ``S`` seconds each; with
``--check`` the invariants too, as ``simulate`` does) between that commit and
this checkout, each in a fresh subprocess, and prints the medians and the
ratio new/old: the machine is shared and noisy, so only a ratio measured in
one run means anything.
"""
from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

CHILD = r'''
import json, random, sys, time
from holytable.games import game_class, playable
from holytable.sim import ready_pairs
seconds, check = float(sys.argv[1]), sys.argv[2] == "1"
clock = time.process_time if len(sys.argv) > 3 and sys.argv[3] == "cpu" else time.perf_counter
out = {}
for e in playable():
    cls, pairs = game_class(e.id), ready_pairs(e.id)
    n = seed = 0
    t0 = clock()
    while clock() - t0 < seconds:
        r = random.Random(seed)
        da, db, na, nb = pairs[seed % len(pairs)]
        g = cls(seed=seed, decks=[da, db], names=[na, nb])
        while g.pending is not None:
            ids = g.pending.ids()
            g.choose(ids[r.randrange(len(ids))])
            n += 1
            if check:
                g.check_invariants()
        seed += 1
    out[e.id] = n / (clock() - t0)
print(json.dumps(out))
'''


def run(where: Path, seconds: float, check: bool, cpu: bool = False) -> dict[str, float]:
    r = subprocess.run([sys.executable, "-c", CHILD, str(seconds), "1" if check else "0", "cpu" if cpu else "wall"],
                       cwd=where,
                       env={"PYTHONPATH": str(where), "PATH": "/usr/bin:/bin"}, capture_output=True, text=True,
                       timeout=600)
    if r.returncode:
        raise SystemExit(f"engine_vs: the run in {where} failed:\n{r.stderr[-2000:]}")
    return json.loads(r.stdout.strip().splitlines()[-1])


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("commit")
    p.add_argument("--seconds", type=float, default=2.0)
    p.add_argument("--rounds", type=int, default=3)
    p.add_argument("--check", action="store_true", help="check the invariants after every choice")
    p.add_argument("--cpu", action="store_true", help="time by CPU time instead of the wall clock (steadier on a "
                   "loaded machine)")
    a = p.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        old = Path(tmp) / "old"
        subprocess.run(["git", "-C", str(ROOT), "worktree", "add", "-q", "--detach", str(old), a.commit], check=True)
        try:
            runs: dict[str, list[dict[str, float]]] = {"old": [], "new": []}
            for _ in range(a.rounds):
                runs["old"].append(run(old, a.seconds, a.check, a.cpu))
                runs["new"].append(run(ROOT, a.seconds, a.check, a.cpu))
        finally:
            subprocess.run(["git", "-C", str(ROOT), "worktree", "remove", "--force", str(old)], check=False)
    games = [g for g in runs["new"][0] if g in runs["old"][0]]
    print(f"choices per second ({'CPU time' if a.cpu else 'wall clock'}), median of {a.rounds} alternated rounds "
          f"({'with' if a.check else 'no'} invariant checks)")
    print(f"  {'game':12} {a.commit[:10]:>12} {'this':>12}  ratio")
    for g in games:
        o = statistics.median(r[g] for r in runs["old"])
        n = statistics.median(r[g] for r in runs["new"])
        print(f"  {g:12} {o:12,.0f} {n:12,.0f}  {n / o:5.2f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
