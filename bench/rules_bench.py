"""How fast the rules page (``?``) is whole and ready for keys, printed in one run.

For each game page measured (Frontline's, 17 kB; Heresy's, 133 kB) and each
source tree given (``--tree``, default this checkout; pass an older export to
compare before/after side by side), a fresh headless app at 80x24 opens the
game, passes the handoff, presses ``?`` and then End every 50 ms; it prints the
seconds from ``?`` to

- ``ready``: the page takes keys (the screen's ``ready``);
- ``end``: End has brought the page's last line ("Notes for developers") on
  screen, i.e. the whole page is laid out and End reached its foot.

Usage: ``python bench/rules_bench.py [--runs N] [--tree PATH ...]``. Each run is
a fresh subprocess (cold imports, like a player starting the app); figures are
medians, and the last column is the ratio to Frontline's page in the same tree.
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

CHILD = r'''
import asyncio, io, json, os, sys, tempfile, time
os.environ["HOLYTABLE_HOME"] = tempfile.mkdtemp()
game = sys.argv[1]
from rich.console import Console
from holytable.ui.app import HolytableApp
from holytable.ui.modals import HandoffScreen
if game == "heresy":
    from holytable.engine.record import save_record
    from holytable.ui.screenshots import HK_SEED, heresy_record
    path = os.path.join(os.environ["HOLYTABLE_HOME"], "hk.json")
    save_record(heresy_record(HK_SEED, 30), path)
    from pathlib import Path
    app = HolytableApp(resume=Path(path), key_guard=0)
else:
    from holytable.ui.lobby import GameSetup
    app = HolytableApp(start=GameSetup("frontline", ["Ana", "Bo"], ["red", "black"], {"length": "standard"}, 7), key_guard=0)

def text():
    w, h = app.size
    c = Console(width=w, height=h, file=io.StringIO(), force_terminal=False, color_system=None, record=True)
    c.print(app.screen._compositor.render_update(full=True, screen_stack=app._background_screens))
    return c.export_text()

async def main():
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(200):
            await pilot.pause(0.02)
            if isinstance(app.screen, HandoffScreen):
                break
        await pilot.press("enter")
        await pilot.pause(0.3)
        t0 = time.perf_counter()
        await pilot.press("question_mark")
        ready = end = None
        while time.perf_counter() - t0 < 60:
            await pilot.pause(0.05)
            now = time.perf_counter() - t0
            if ready is None and getattr(app.screen, "ready", False) and type(app.screen).__name__ == "RulesScreen":
                ready = now
            if ready is not None:
                await pilot.press("end")
                await pilot.pause()
                if "Notes for developers" in text():
                    end = time.perf_counter() - t0
                    break
        print(json.dumps({"ready": ready, "end": end}))
asyncio.run(main())
'''


def measure(tree: Path, game: str) -> dict[str, float]:
    env = dict(os.environ, PYTHONPATH=str(tree), PYTHONDONTWRITEBYTECODE="1")
    r = subprocess.run([sys.executable, "-c", CHILD, game], capture_output=True, text=True,
                       timeout=300, env=env, cwd=str(tree))
    if r.returncode != 0:
        raise SystemExit(f"rules_bench: {game} in {tree} failed:\n{r.stderr[-2000:]}")
    return json.loads(r.stdout.strip().splitlines()[-1])


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--runs", type=int, default=3, help="fresh apps per page and tree (default 3)")
    p.add_argument("--tree", action="append", type=Path,
                   help="a source tree holding holytable/ (repeatable; default this checkout)")
    a = p.parse_args()
    trees = a.tree or [Path(__file__).resolve().parents[1]]
    games = ("frontline", "heresy")
    got: dict[tuple[Path, str], list[dict]] = {(t, g): [] for t in trees for g in games}
    for _ in range(a.runs):  # alternated, so load on the machine hits every column alike
        for t in trees:
            for g in games:
                got[t, g].append(measure(t, g))
    print("rules page at 80x24, seconds from ? (median of", a.runs, "fresh apps)")
    print(f"  {'tree':40} {'page':10} {'ready':>7} {'End at foot':>12} {'÷ Frontline':>12}")
    for t in trees:
        base = statistics.median(r["end"] for r in got[t, "frontline"])
        for g in games:
            ready = statistics.median(r["ready"] for r in got[t, g])
            end = statistics.median(r["end"] for r in got[t, g])
            print(f"  {str(t)[-40:]:40} {g:10} {ready:7.2f} {end:12.2f} {end / base:12.1f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
