"""Where a normal search's time goes (issue 14, lane botspeed).

    python bench/bot_profile.py GAME [--seed S] [--decisions N] [--strength normal]

Plays game ``S`` as the arena does (the searching seat against random) and
profiles the searching seat's first N searched decisions with cProfile;
prints the share of the search's time in determinize, clone, choose (the
tree's), playout, evaluate and the rest (tree work), then the top functions.
"""
from __future__ import annotations

import argparse
import cProfile
import pstats
import random

from holytable.bot import make_player
from holytable.games import game_class
from holytable.sim import ready_seatings, seat_names


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("game")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--decisions", type=int, default=30)
    ap.add_argument("--skip", type=int, default=0, help="searched decisions to play before profiling")
    ap.add_argument("--strength", default="normal")
    ap.add_argument("--top", type=int, default=25)
    a = ap.parse_args()
    seatings = ready_seatings(a.game, 2)
    r = random.Random(a.seed)
    seating = seatings[r.randrange(len(seatings))]
    game = game_class(a.game)(seed=a.seed, decks=list(seating[:2]), names=seat_names(seating[2:]), quiet=True)
    players = [make_player(a.strength, a.seed * 7, False), make_player("random", a.seed * 7 + 1)]
    prof = cProfile.Profile()
    n = 0
    while game.pending is not None and n < a.skip + a.decisions:
        p = game.pending.player
        if p == 0:
            before = len(players[0].cpu_times)
            if n >= a.skip:
                prof.enable()
            oid = players[0].choose(game, 0)
            prof.disable()
            n += len(players[0].cpu_times) - before
        else:
            oid = players[1].choose(game, 1)
        game.choose(oid)
    st = pstats.Stats(prof)
    total = st.total_tt
    want = {"determinize": "determinize", "clone": "clone", "choose": "choose", "playout": "playout",
            "evaluate": "evaluate", "search": "search", "hidden_uids": "hidden_uids", "redeal_hidden": "redeal_hidden"}
    print(f"{a.game} seed {a.seed}: {n - a.skip} searched decisions, {total:.2f} s profiled")
    for (file, line, fn), (cc, nc, tt, ct, callers) in st.stats.items():
        if fn in want and ("holytable" in file):
            print(f"  {fn:14s} {file.split('holytable/')[-1]}:{line}  cum {ct:7.2f} s ({100 * ct / total:4.1f}%)  calls {nc}")
    st.sort_stats("tottime").print_stats(a.top)


if __name__ == "__main__":
    main()
