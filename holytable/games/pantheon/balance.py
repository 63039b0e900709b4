"""Random-play balance of the ready-made Pantheon decks (docs/rules/pantheon.md).

``python -m holytable.games.pantheon.balance [--games N] [--seed S] [--jobs J]``
plays N games exactly as ``holytable simulate pantheon`` does (game ``i`` uses
seed ``S + i`` for the game and for the uniform random chooser, and the same
random ordered pair of distinct ready-made decks), checks every invariant after
every choice, and prints Markdown: wins by seat, by first player, by how the
game ended, and each deck's win rate against each other deck (both seatings).
"""
from __future__ import annotations

import argparse
import random
import sys
import time
from collections import defaultdict
from concurrent.futures import ProcessPoolExecutor

from holytable.games.pantheon import decks as deckfiles
from holytable.games.pantheon.rules import PantheonGame


def pairs() -> list[tuple]:
    """Every ordered pair of distinct ready-made decks, as simulate builds them."""
    d = {name: deckfiles.load_deck(path) for name, path in sorted(deckfiles.ready_decks().items())}
    names = list(d)
    return [(d[a], d[b], a, b) for a in names for b in names if a != b]


def play(seed: int, prs: list[tuple], options: dict | None = None, max_choices: int = 200_000) -> PantheonGame:
    """One random game, as ``holytable.sim.play_one`` plays it."""
    r = random.Random(seed)
    da, db, na, nb = prs[r.randrange(len(prs))]
    g = PantheonGame(options=options or {}, seed=seed, decks=[da, db], names=[na.capitalize(), nb.capitalize()])
    g.check_invariants()
    while g.pending is not None:
        if len(g.choices) >= max_choices:
            raise RuntimeError(f"seed {seed}: no end after {max_choices} choices")
        ids = g.legal_ids()
        g.choose(ids[r.randrange(len(ids))])
        g.check_invariants()
    return g


def _chunk(args: tuple[int, int, dict | None]) -> dict:
    start, n, options = args
    prs = pairs()
    out = {"seat": [0, 0], "first": 0, "vs": defaultdict(lambda: [0, 0]), "how": defaultdict(int), "turns": 0,
           "choices": 0}
    for seed in range(start, start + n):
        g = play(seed, prs, options)
        w = g.outcome.winner
        out["seat"][w] += 1
        out["first"] += w == g.s.first
        a, b = g.decks[0].name, g.decks[1].name
        out["vs"][(a, b)][0] += w == 0
        out["vs"][(a, b)][1] += 1
        out["vs"][(b, a)][0] += w == 1
        out["vs"][(b, a)][1] += 1
        out["how"]["WP goal" if "reached" in g.outcome.reason else "deck out"] += 1
        out["turns"] += g.s.turn
        out["choices"] += len(g.choices)
    out["vs"] = dict(out["vs"])
    out["how"] = dict(out["how"])
    return out


def run(games: int, seed: int, jobs: int = 1, options: dict | None = None) -> dict:
    """Play the games (in ``jobs`` processes); returns the counts."""
    t0 = time.perf_counter()
    size = -(-games // jobs)
    parts = [(seed + i, min(size, games - i), options) for i in range(0, games, size)]
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as ex:
            res = list(ex.map(_chunk, parts))
    else:
        res = [_chunk(p) for p in parts]
    tot = {"games": games, "seed": seed, "seat": [0, 0], "first": 0, "vs": defaultdict(lambda: [0, 0]),
           "how": defaultdict(int), "turns": 0, "choices": 0}
    for r in res:
        tot["seat"] = [x + y for x, y in zip(tot["seat"], r["seat"])]
        tot["first"] += r["first"]
        tot["turns"] += r["turns"]
        tot["choices"] += r["choices"]
        for k, (w, n) in r["vs"].items():
            tot["vs"][k][0] += w
            tot["vs"][k][1] += n
        for k, n in r["how"].items():
            tot["how"][k] += n
    tot["seconds"] = time.perf_counter() - t0
    tot["jobs"] = jobs
    return tot


def table(r: dict) -> str:
    n = r["games"]
    rate = n / r["seconds"]
    lines = [
        f"{n} random games, seeds {r['seed']}..{r['seed'] + n - 1}; average {r['turns'] / n:.1f} turns and "
        f"{r['choices'] / n:.0f} choices; ended by " + ", ".join(f"{k} {v}" for k, v in sorted(r["how"].items()))
        + f"; {rate:.1f} games/s on {r['jobs']} process{'es' if r['jobs'] > 1 else ''}, every invariant checked.",
        "",
        "| | wins | share |",
        "| --- | ---: | ---: |",
        f"| seat 1 | {r['seat'][0]} | {100 * r['seat'][0] / n:.1f}% |",
        f"| seat 2 | {r['seat'][1]} | {100 * r['seat'][1] / n:.1f}% |",
        f"| first player (d20) | {r['first']} | {100 * r['first'] / n:.1f}% |",
        "",
    ]
    names = sorted({a for a, _ in r["vs"]})
    lines.append("| row deck's win rate vs column deck | " + " | ".join(names) + " |")
    lines.append("| --- |" + " ---: |" * len(names))
    for a in names:
        cells = []
        for b in names:
            w, g = r["vs"].get((a, b), [0, 0])
            cells.append("—" if a == b else f"{100 * w / g:.1f}% ({g})" if g else "n/a")
        lines.append(f"| {a} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m holytable.games.pantheon.balance", description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=2000)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--cunning", action="store_true", help="play with the Cunning option on")
    args = p.parse_args(argv)
    print(table(run(args.games, args.seed, args.jobs, {"cunning": True} if args.cunning else None)))
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
