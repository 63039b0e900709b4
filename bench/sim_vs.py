"""``holytable simulate --fast`` against plain ``simulate``, side by side in one run.

Usage: ``python bench/sim_vs.py [--base COMMIT] [--rounds R] [--scale X] [--cpu] [GAME...]``

For every game (default: all four) it alternates R rounds of
``holytable simulate GAME --games N --seed 1`` and the same with ``--fast``
(the same games), each in a fresh subprocess, and prints the median games per
second of each and their ratio. With ``--base COMMIT`` it also runs that
commit's plain ``simulate`` (checked out into a temporary git worktree) in the
same rounds: "today's simulate", against which ``--fast`` is measured too.
The machine is shared and noisy: only ratios measured in one run mean
anything. ``--scale`` multiplies the number of games per run (N).
"""
from __future__ import annotations

import argparse
import re
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
#: Games per run, about a second or two of plain simulate each on one core.
GAMES = {"frontline": 300, "holy_wars": 40, "pantheon": 30, "holdfast": 12}
_GPS = re.compile(r"([0-9.]+) games/s")


#: With --cpu: simulate() timed by the process's CPU time (steadier than the
#: wall clock on a shared, loaded machine); the same games as the command.
#: As the command's own games/s figure (SimStats.seconds), the clock starts
#: once the game's modules are imported and its ready-made decks loaded
#: (game_class, ready_pairs: 0.1-0.2 s in a fresh process, the same in every
#: commit): it times the games, not the start-up.
CHILD = r'''
import sys, time
from holytable import sim
game, games, fast = sys.argv[1], int(sys.argv[2]), sys.argv[3] == "1"
sim.ready_pairs(game)
from holytable.games import game_class
game_class(game)
t = time.process_time()
st = sim.simulate(game, games, 1, fast=True) if fast else sim.simulate(game, games, 1)
print(f"{games / (time.process_time() - t):.3f} games/s")
'''


def run(where: Path, game: str, games: int, fast: bool, cpu: bool = False) -> float:
    """Games per second of one ``simulate`` run in checkout ``where`` (the
    command's own wall-clock figure, or with ``cpu`` by CPU time)."""
    if cpu:
        cmd = [sys.executable, "-c", CHILD, game, str(games), "1" if fast else "0"]
    else:
        cmd = [sys.executable, "-m", "holytable", "simulate", game, "--games", str(games), "--seed", "1"]
        if fast:
            cmd.append("--fast")
    r = subprocess.run(cmd, cwd=where, capture_output=True, text=True, timeout=900,
                       env={"PYTHONPATH": str(where), "PATH": "/usr/bin:/bin", "HOLYTABLE_HOME": "/tmp/sim_vs-home"})
    m = _GPS.search(r.stdout)
    if r.returncode or not m:
        raise SystemExit(f"sim_vs: {' '.join(cmd[2:])} in {where} failed:\n{r.stdout[-1000:]}{r.stderr[-2000:]}")
    return float(m.group(1))


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("games", nargs="*", default=list(GAMES), metavar="GAME")
    p.add_argument("--base", default=None, metavar="COMMIT", help="also run this commit's plain simulate")
    p.add_argument("--rounds", type=int, default=3)
    p.add_argument("--scale", type=float, default=1.0)
    p.add_argument("--cpu", action="store_true", help="time by CPU time instead of the wall clock")
    a = p.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        old = Path(tmp) / "old"
        if a.base:
            subprocess.run(["git", "-C", str(ROOT), "worktree", "add", "-q", "--detach", str(old), a.base],
                           check=True)
        try:
            rows = []
            for g in a.games:
                n = max(1, round(GAMES.get(g, 20) * a.scale))
                runs: dict[str, list[float]] = {"base": [], "plain": [], "fast": []}
                for _ in range(a.rounds):
                    if a.base:
                        runs["base"].append(run(old, g, n, False, a.cpu))
                    runs["plain"].append(run(ROOT, g, n, False, a.cpu))
                    runs["fast"].append(run(ROOT, g, n, True, a.cpu))
                rows.append((g, n, {k: statistics.median(v) for k, v in runs.items() if v}))
        finally:
            if a.base:
                subprocess.run(["git", "-C", str(ROOT), "worktree", "remove", "--force", str(old)], check=False)
    clock = "CPU time" if a.cpu else "wall clock"
    print(f"games per second ({clock}), median of {a.rounds} alternated rounds (seed 1)")
    head = f"  {'game':10} {'games':>5} {'simulate':>9} {'--fast':>9} {'ratio':>6}"
    if a.base:
        head += f" {a.base[:9] + ' simulate':>18} {'--fast/it':>9}"
    print(head)
    for g, n, m in rows:
        line = f"  {g:10} {n:5} {m['plain']:9.1f} {m['fast']:9.1f} {m['fast'] / m['plain']:5.2f}x"
        if a.base:
            line += f" {m['base']:18.1f} {m['fast'] / m['base']:8.2f}x"
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
