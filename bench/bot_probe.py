"""Probe a searching seat over whole games (issue 14, lane botspeed).

    python bench/bot_probe.py GAME [--seeds 1-3] [--seats normal,random] [--max-cpu S]

Plays as ``holytable arena GAME --seats A,B --seed S --cpu`` plays game ``S``
(seat turn ``i % 2`` with ``i = S - first``), and prints per game: the winner,
the processor seconds, the searched decisions of the first seat by decision
kind (count, seconds), the longest run of its decisions of one kind in a row
(count, seconds), and the most processor time one such run took.
"""
from __future__ import annotations

import argparse
import random
import sys
import time
from collections import Counter, defaultdict

from holytable.arena import play_one  # noqa: F401  (the same seating)
from holytable.bot import make_player
from holytable.games import game_class
from holytable.sim import ready_seatings, seat_names


def one(game_id, kinds, seed, turn, max_cpu):
    n = len(kinds)
    seatings = ready_seatings(game_id, n)
    r = random.Random(seed)
    seating = seatings[r.randrange(len(seatings))]
    game = game_class(game_id)(seed=seed, decks=list(seating[:n]), names=seat_names(seating[n:]), quiet=True)
    players = [make_player(kind, seed * 7 + k, False) for k, kind in enumerate(kinds)]
    at = {(k + turn) % n: players[k] for k in range(n)}
    me = turn % n
    by_kind = defaultdict(lambda: [0, 0.0])
    runs = []  # (kind, count, cpu)
    cur = None
    c_start = time.process_time()
    all_dec = 0
    while game.pending is not None:
        d = game.pending
        p = d.player
        c0 = time.process_time()
        oid = at[p].choose(game, p)
        dt = time.process_time() - c0
        all_dec += 1
        if p == me:
            by_kind[d.kind][0] += 1
            by_kind[d.kind][1] += dt
            if cur is not None and cur[0] == d.kind:
                cur[1] += 1
                cur[2] += dt
            else:
                cur = [d.kind, 1, dt]
                runs.append(cur)
        else:
            cur = None
        game.choose(oid)
        if time.process_time() - c_start > max_cpu:
            break
    total = time.process_time() - c_start
    w = game.outcome.winner if game.outcome else "unfinished"
    won = (w == me) if game.outcome else None
    return game, total, by_kind, runs, won, all_dec


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("game")
    ap.add_argument("--seeds", default="1-3")
    ap.add_argument("--first", type=int, default=None, help="the arena's --seed (for the seat turn)")
    ap.add_argument("--seats", default="normal,random")
    ap.add_argument("--max-cpu", type=float, default=300)
    a = ap.parse_args()
    lo, _, hi = a.seeds.partition("-")
    seeds = range(int(lo), int(hi or lo) + 1)
    first = a.first if a.first is not None else seeds[0]
    kinds = a.seats.split(",")
    tot_cpu, wins, n = 0.0, 0, 0
    for s in seeds:
        game, total, by_kind, runs, won, all_dec = one(a.game, kinds, s, (s - first) % len(kinds), a.max_cpu)
        tot_cpu += total
        wins += bool(won)
        n += 1
        top = sorted(by_kind.items(), key=lambda kv: -kv[1][1])[:6]
        worst = max(runs, key=lambda r: r[2]) if runs else None
        longest = max(runs, key=lambda r: r[1]) if runs else None
        print(f"seed {s}: {kinds[0]} {'won' if won else 'lost' if won is False else 'UNFINISHED'}; "
              f"cpu {total:.1f} s; {len(game.choices)} choices, turn {game.turn_number}; "
              f"searched {sum(v[0] for v in by_kind.values())}", flush=True)
        print("   by kind: " + ", ".join(f"{k} {v[0]}/{v[1]:.1f}s" for k, v in top))
        if worst:
            print(f"   costliest run: {worst[0]} x{worst[1]} {worst[2]:.1f}s; longest run: {longest[0]} x{longest[1]} {longest[2]:.1f}s")
    print(f"TOTAL {kinds[0]} won {wins}/{n}; cpu {tot_cpu:.1f} s, mean {tot_cpu / max(1, n):.1f} s a game")


if __name__ == "__main__":
    sys.exit(main())
