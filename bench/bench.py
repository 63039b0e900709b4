"""holytable benchmark: prints, in one run,

1. engine speed: choices per second of random legal play, per playable game;
2. the app's time to first frame and its key-to-frame time at 80x24 in a real
   pseudo-terminal (bench/pty_bench.py) and headless (Pilot), each next to the
   same measure of a minimal Textual app in the same run, as a ratio;
3. key-to-frame p50/p99 in a long Holdfast game at choice 10 and 2000;
4. replay stepping and takeback with clone checkpoints.

Usage: ``python bench/bench.py [--seconds S] [--keys N] [--runs N] [--long-keys N]``. Each UI measure runs in
a fresh subprocess (cold imports, like a player starting the app), headless.
"""
from __future__ import annotations

import argparse
import json
import random
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
elif which.startswith("resume:"):
    from pathlib import Path
    from holytable.ui.app import HolytableApp
    app = HolytableApp(resume=Path(which[7:]), key_guard=0)
else:
    from holytable.ui.app import HolytableApp
    from holytable.ui.lobby import GameSetup
    app = HolytableApp(start=GameSetup("frontline", ["Red", "Black"], ["red", "black"], {"length": "standard"}, 7), key_guard=0)

async def main():
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        first = time.perf_counter() - t0
        if which == "holytable" or which.startswith("resume:"):
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
        times.sort()
        print(json.dumps({"first_frame": first, "key_median": statistics.median(times),
                          "key_p99": times[min(len(times) - 1, int(len(times) * 0.99))]}))
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


def long_game_saves(folder: str, choices: tuple[int, ...] = (10, 2000)) -> dict[int, str]:
    """Save files of one long random Holdfast game after each of ``choices``
    choices (the game's seed is the first whose game lasts past the last)."""
    from pathlib import Path

    from holytable.engine.record import GameRecord, save_record
    from holytable.games import game_class
    from holytable.sim import ready_pairs

    cls, pairs = game_class("holdfast"), ready_pairs("holdfast")
    for seed in range(1, 200):
        r = random.Random(seed)
        da, db, na, nb = pairs[seed % len(pairs)]
        g = cls(seed=seed, decks=[da, db], names=[na.capitalize(), nb.capitalize()])
        out = {}
        while g.pending is not None and len(g.choices) < max(choices):
            ids = g.pending.ids()
            g.choose(ids[r.randrange(len(ids))])
            if len(g.choices) in choices and g.pending is not None:
                path = Path(folder) / f"holdfast-{len(g.choices)}.json"
                save_record(GameRecord.of(g), path)
                out[len(g.choices)] = str(path)
        if len(out) == len(choices):
            return out
    raise SystemExit("bench: no Holdfast game lasted long enough")


def replay_and_takeback() -> dict[str, float]:
    """Seconds to step a long record's replay end to end with checkpoints,
    against rebuilding each step from choice 0 (sampled, scaled to every step);
    and one takeback late in a long game with and without checkpoints."""
    from holytable.engine.record import Checkpoints, GameRecord, take_back
    from holytable.games import game_class
    from holytable.sim import ready_pairs

    cls, pairs = game_class("pantheon"), ready_pairs("pantheon")
    r = random.Random(3)
    g = cls(seed=3, decks=list(pairs[0][:2]), names=["A", "B"])
    while g.pending is not None and len(g.choices) < 900:
        ids = g.pending.ids()
        g.choose(ids[r.randrange(len(ids))])
    rec = GameRecord.of(g)
    n = len(rec.choices)
    t = time.perf_counter()
    cp = Checkpoints(rec)
    for k in range(n + 1):
        cp.build(upto=k)
    stepped = time.perf_counter() - t
    sample = list(range(0, n + 1, max(1, n // 20)))
    t = time.perf_counter()
    for k in sample:
        rec.build(upto=k)
    full = (time.perf_counter() - t) / len(sample) * (n + 1)
    # takeback at the first point past choice 800 where the last chooser may take back
    g = cls(seed=3, decks=list(pairs[0][:2]), names=["A", "B"])
    r = random.Random(3)
    rec = GameRecord.of(g)
    cp = Checkpoints(rec)
    while g.pending is not None:
        ids = g.pending.ids()
        g.choose(ids[r.randrange(len(ids))])
        cp.keep(g)
        if len(g.choices) > 800 and g.can_take_back(g.last_decider()):
            break
    rec = rec.synced(g)
    t = time.perf_counter()
    take_back(rec, g, g.last_decider())
    old = time.perf_counter() - t
    t = time.perf_counter()
    take_back(rec, g, g.last_decider(), cp)
    new = time.perf_counter() - t
    return {"choices": n, "stepped": stepped, "stepped_old": full, "takeback_at": len(g.choices),
            "takeback": new, "takeback_old": old}


def ui_measure(which: str, keys: int) -> dict[str, float]:
    r = subprocess.run([sys.executable, "-c", CHILD, which, str(keys)], capture_output=True, text=True, timeout=300)
    if r.returncode != 0:
        raise SystemExit(f"bench: {which} app failed:\n{r.stderr[-2000:]}")
    return json.loads(r.stdout.strip().splitlines()[-1])


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--seconds", type=float, default=3.0, help="engine seconds per game (default 3)")
    p.add_argument("--keys", type=int, default=20, help="key presses to time per start (default 20)")
    p.add_argument("--runs", type=int, default=7, help="app starts to time, alternated (default 7)")
    p.add_argument("--long-keys", type=int, default=200, help="keys in the long game (default 200)")
    a = p.parse_args()
    from pty_bench import compile_like_an_install

    compile_like_an_install()  # as installing does: no start compiles holytable from source
    print("engine: choices per second (random legal play)")
    for gid, cps in engine_speed(a.seconds).items():
        print(f"  {gid:12} {cps:12,.0f}")
    from pty_bench import report_long_game, report_starts

    report_starts(a.runs, a.keys)
    mini = ui_measure("minimal", a.keys)
    app = ui_measure("holytable", a.keys)
    print("headless (Textual's Pilot: press, then wait for the screen to settle), against the minimal app")
    for which, m in (("lobby", ui_measure("lobby", a.keys)), ("a Frontline game", app)):
        print(f"  {which:16} median key-to-frame {m['key_median'] * 1000:7.1f} ms"
              f"   minimal {mini['key_median'] * 1000:7.1f} ms   ratio {m['key_median'] / mini['key_median']:4.2f}x")
    report_long_game(a.long_keys)
    rt = replay_and_takeback()
    print(f"replay of a {rt['choices']}-choice Pantheon record stepped end to end: {rt['stepped']:.2f} s"
          f" (each step rebuilt from choice 0: {rt['stepped_old']:.1f} s, {rt['stepped_old'] / rt['stepped']:.0f}x)")
    print(f"takeback at choice {rt['takeback_at']}: {rt['takeback'] * 1000:.1f} ms"
          f" (rebuilt from choice 0: {rt['takeback_old'] * 1000:.1f} ms, {rt['takeback_old'] / rt['takeback']:.0f}x)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
