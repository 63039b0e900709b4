"""Holdfast engine speed and sameness check (issue 14, lane hfspeed).

    PYTHONPATH=TREE python bench/hf_speed.py search [--positions 30] [--iterations 200]
    PYTHONPATH=TREE python bench/hf_speed.py sim [--games 100] [--seed 1] [--slow]

``search``: 30 positions of seeded random Holdfast games (game ``i`` played
at random (forward options; at a confirm_end warning a deploy when
there is one) for ``7 + 13 * i`` choices, then on to the next decision with two or
more forward options); at each a SearchPlayer with a fixed budget (no time
caps) picks an option. Prints one line per position (answer), a digest of
all answers, and the iterations per processor second of the searches.

``det``: a digest of 10 determinizations for each seat of each position.

``sim``: ``sim.play_one`` of games ``seed .. seed + games - 1`` (``--fast``
unless ``--slow``); prints a digest of every game's choices and outcome and
games per processor second.

Run it against two trees (PYTHONPATH=/work/wt-X, from a directory outside
both) alternately: the digests must be equal and the speeds are a ratio.
"""
from __future__ import annotations

import argparse
import hashlib
import random
import sys
import time

from holytable.bot.ismcts import Budget
from holytable.bot.players import SearchPlayer
from holytable.engine.tasks import forward_options
from holytable.games import game_class
from holytable.sim import play_one, ready_seatings, seat_names


def positions(n: int):
    seatings = ready_seatings("holdfast", 2)
    cls = game_class("holdfast")
    for i in range(n):
        r = random.Random(1000 + i)
        seating = seatings[r.randrange(len(seatings))]
        g = cls(seed=1000 + i, decks=list(seating[:2]), names=seat_names(seating[2:]), quiet=True)
        steps = 7 + 13 * i
        k = 0
        while g.pending is not None:
            d = g.pending
            if k >= steps and len(forward_options(d.options)) > 1:
                break
            opts = forward_options(d.options)
            if d.kind == "confirm_end":  # random play would mostly lose at once (HF-1.1)
                opts = [o for o in opts if o.id not in ("end", "stay")] or [o for o in opts if o.id == "end"]
            g.choose(opts[r.randrange(len(opts))].id)
            k += 1
        if g.pending is not None:
            yield i, g


def search(a) -> None:
    budget = Budget(iterations=a.iterations, seconds=float("inf"), wall=float("inf"))
    h = hashlib.sha256()
    its = 0
    cpu = 0.0
    for i, g in positions(a.positions):
        p = SearchPlayer(budget, seed=77 + i)
        seat = g.pending.player
        before = repr(g.s)
        c0 = time.process_time()
        oid = p.choose(g, seat)
        cpu += time.process_time() - c0
        assert repr(g.s) == before, f"position {i}: the search changed the game"
        its += p.last.iterations if p.last else 0
        line = f"{i} {len(g.choices)} {seat} {oid} {p.last.iterations if p.last else 0}"
        h.update(line.encode())
        if a.verbose:
            print(line)
    print(f"search digest {h.hexdigest()[:16]} iterations {its} cpu {cpu:.2f} s it/s {its / cpu:.1f}")


def sim(a) -> None:
    pairs = ready_seatings("holdfast", 2)
    h = hashlib.sha256()
    c0 = time.process_time()
    for seed in range(a.seed, a.seed + a.games):
        g = play_one("holdfast", seed, pairs, fast=not a.slow)
        h.update(repr((seed, g.choices, g.outcome.winner, g.outcome.reason)).encode())
    cpu = time.process_time() - c0
    print(f"sim digest {h.hexdigest()[:16]} games {a.games} cpu {cpu:.2f} s games/s {a.games / cpu:.2f}")


def det(a) -> None:
    """A digest of determinizations (every seat, 10 seeds) of the positions."""
    h = hashlib.sha256()
    for i, g in positions(a.positions):
        for seat in range(g.num_players):
            for k in range(10):
                d = g.determinize(seat, 1000 * i + k)
                h.update(repr((d.s, d.pending.player if d.pending else None,
                               d.pending.ids() if d.pending else None)).encode())
    print(f"det digest {h.hexdigest()[:16]}")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("mode", choices=("search", "sim", "det"))
    ap.add_argument("--positions", type=int, default=30)
    ap.add_argument("--iterations", type=int, default=200)
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--slow", action="store_true")
    ap.add_argument("-v", "--verbose", action="store_true")
    a = ap.parse_args()
    {"search": search, "sim": sim, "det": det}[a.mode](a)
    sys.stdout.flush()


if __name__ == "__main__":
    main()
