"""How many iterations Budget.enough saves, and how often it changes the
answer (issue 14, lane botspeed).

    python bench/bot_enough.py GAME [--seed S] [--positions N] [--eps 0.02,0.05]

Positions: the searching seat's decisions (2+ options after forward_options)
of game S as the arena plays it (normal against random, without the stop).
At each: a normal search without the stop, then with each eps (same seed):
prints the iterations each used and how many answers differ.
"""
from __future__ import annotations

import argparse
import random
import time
from dataclasses import replace

from holytable.bot import make_player
from holytable.bot.ismcts import STRENGTHS, SearchStats, search
from holytable.engine.tasks import forward_options
from holytable.games import game_class
from holytable.sim import ready_seatings, seat_names


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("game")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--positions", type=int, default=12)
    ap.add_argument("--every", type=int, default=3)
    ap.add_argument("--eps", default="0.02,0.05")
    ap.add_argument("--strength", default="normal")
    a = ap.parse_args()
    epss = [float(x) for x in a.eps.split(",")]
    seatings = ready_seatings(a.game, 2)
    r = random.Random(a.seed)
    seating = seatings[r.randrange(len(seatings))]
    game = game_class(a.game)(seed=a.seed, decks=list(seating[:2]), names=seat_names(seating[2:]), quiet=True)
    base = replace(STRENGTHS[a.strength], enough=0.0)
    players = [make_player("random", 3), make_player("random", 4)]
    its = {e: 0 for e in [0.0] + epss}
    cpu = {e: 0.0 for e in [0.0] + epss}
    diff = {e: 0 for e in epss}
    n = k = 0
    while game.pending is not None and n < a.positions:
        d = game.pending
        if d.player == 0 and len(forward_options(d.options)) > 1:
            k += 1
            if k % a.every == 0:
                n += 1
                ans = {}
                for e in [0.0] + epss:
                    st = SearchStats()
                    c0 = time.process_time()
                    ans[e] = search(game, 0, replace(base, enough=e, seconds=1e9), 17 + n, stats=st)
                    cpu[e] += time.process_time() - c0
                    its[e] += st.iterations
                for e in epss:
                    diff[e] += ans[e] != ans[0.0]
                print(f"{d.kind:10s} {len(d.options):3d} options: " + "  ".join(
                    f"eps {e}: {its_e}" for e, its_e in ((e, its[e]) for e in [0.0] + epss)), flush=True)
        game.choose(players[d.player].choose(game, d.player))
    for e in [0.0] + epss:
        print(f"eps {e}: {its[e]} iterations, {cpu[e]:.1f} s cpu" + (f", {diff[e]} of {n} answers differ" if e else ""))


if __name__ == "__main__":
    main()
