"""holytable benchmark: prints, in one run,

1. engine speed: choices per second of random legal play, per playable game;
2. the app's time to first frame and its median key-to-frame time at 80x24, each
   next to the same measure of a minimal Textual app in the same run, as a ratio.

Usage: ``python bench/bench.py [--seconds S] [--keys N]``. Each UI measure runs in
a fresh subprocess (cold imports, like a player starting the app), headless.
"""
from __future__ import annotations

import argparse
import json
import random
import statistics
import subprocess
import sys
import time

CHILD = r'''
import asyncio, json, os, statistics, sys, tempfile, time
t0 = time.perf_counter()
which, keys = sys.argv[1], int(sys.argv[2])
os.environ["HOLYTABLE_HOME"] = tempfile.mkdtemp()
if which == "minimal":
    from textual.app import App
    from textual.widgets import Footer, Static
    class Minimal(App):
        BINDINGS = [("right", "move(1)", "Next"), ("left", "move(-1)", "Back")]
        def compose(self):
            yield Static("0", id="n")
            yield Footer()
        def action_move(self, d):
            n = self.query_one("#n", Static)
            n.update(str(int(str(n.render())) + d))
    app = Minimal()
elif which == "lobby":
    from holytable.ui.app import HolytableApp
    app = HolytableApp(key_guard=0)
else:
    from holytable.ui.app import HolytableApp
    from holytable.ui.lobby import GameSetup
    app = HolytableApp(start=GameSetup("frontline", ["Red", "Black"], ["red", "black"], {"length": "standard"}, 7), key_guard=0)

async def main():
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        first = time.perf_counter() - t0
        if which == "holytable":
            await pilot.press("enter")  # pass the opening handoff
            await pilot.pause()
        times = []
        for i in range(keys):
            if which == "lobby":
                k = "down" if i % 2 == 0 else "up"
            else:
                k = "right" if i % 2 == 0 else "left"
            s = time.perf_counter()
            await pilot.press(k)
            await pilot.pause()
            times.append(time.perf_counter() - s)
        print(json.dumps({"first_frame": first, "key_median": statistics.median(times)}))
asyncio.run(main())
'''


def engine_speed(seconds: float) -> dict[str, float]:
    """Choices per second of random legal play for each playable game."""
    from holytable.games import game_class, playable
    from holytable.sim import ready_pairs

    out = {}
    for entry in playable():
        cls = game_class(entry.id)
        pairs = ready_pairs(entry.id)
        n = 0
        seed = 0
        t0 = time.perf_counter()
        while time.perf_counter() - t0 < seconds:
            r = random.Random(seed)
            da, db, na, nb = pairs[seed % len(pairs)]
            g = cls(seed=seed, decks=[da, db], names=[na, nb])
            while g.pending is not None:
                ids = g.pending.ids()
                g.choose(ids[r.randrange(len(ids))])
                n += 1
            seed += 1
        out[entry.id] = n / (time.perf_counter() - t0)
    return out


def ui_measure(which: str, keys: int) -> dict[str, float]:
    r = subprocess.run([sys.executable, "-c", CHILD, which, str(keys)], capture_output=True, text=True, timeout=300)
    if r.returncode != 0:
        raise SystemExit(f"bench: {which} app failed:\n{r.stderr[-2000:]}")
    return json.loads(r.stdout.strip().splitlines()[-1])


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--seconds", type=float, default=3.0, help="engine seconds per game (default 3)")
    p.add_argument("--keys", type=int, default=40, help="key presses to time (default 40)")
    a = p.parse_args()
    print("engine: choices per second (random legal play)")
    for gid, cps in engine_speed(a.seconds).items():
        print(f"  {gid:12} {cps:12,.0f}")
    mini = ui_measure("minimal", a.keys)
    app = ui_measure("holytable", a.keys)
    print("app at 80x24 (headless), against a minimal Textual app measured in this run")
    for key, label in (("first_frame", "time to first frame"), ("key_median", "median key-to-frame")):
        ratio = app[key] / mini[key] if mini[key] else float("inf")
        print(f"  {label:22} {app[key] * 1000:8.1f} ms   minimal {mini[key] * 1000:8.1f} ms   ratio {ratio:5.2f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
