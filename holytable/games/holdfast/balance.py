"""Random-play balance of the ready-made Holdfast decks (HF-16.2).

``python -m holytable.games.holdfast.balance [--games N] [--seed S] [--jobs J]``
plays N games exactly as ``holytable simulate holdfast`` does (game ``i`` uses
seed ``S + i`` for the game and for the uniform random chooser, and the same
random ordered pair of distinct ready-made decks), checks every invariant after
every choice, and prints Markdown: wins by seat, by first player, how games
ended, and each deck's win rate against each other deck (both seatings
together). Draws count half. It does not need the game registry.
"""
from __future__ import annotations

import argparse
import random
import sys
import time
from collections import Counter, defaultdict
from concurrent.futures import ProcessPoolExecutor

from holytable.games.holdfast import decks as deckfiles
from holytable.games.holdfast.rules import HoldfastGame


def pairs() -> list[tuple]:
    """Every ordered pair of distinct ready-made decks, as simulate builds them."""
    d = {name: deckfiles.load_deck(path) for name, path in sorted(deckfiles.ready_decks().items())}
    names = list(d)
    return [(d[a], d[b], a, b) for a in names for b in names if a != b]


def play(seed: int, prs: list[tuple], check: bool = True, max_choices: int = 200_000) -> HoldfastGame:
    """One random game, as ``holytable.sim.play_one`` plays it."""
    r = random.Random(seed)
    da, db, na, nb = prs[r.randrange(len(prs))]
    g = HoldfastGame(options={}, seed=seed, decks=[da, db], names=[na.capitalize(), nb.capitalize()])
    n = 0
    while g.pending is not None:
        ids = g.legal_ids()
        g.choose(ids[r.randrange(len(ids))])
        n += 1
        if check:
            g.check_invariants()
        if n > max_choices:
            raise RuntimeError(f"seed {seed}: no end after {max_choices} choices")
    return g


def _chunk(args: tuple[int, int, bool]) -> dict:
    start, count, check = args
    prs = pairs()
    seat = [0.0, 0.0]
    first = 0.0
    vs: dict[tuple[str, str], list[float]] = defaultdict(lambda: [0.0, 0])
    ends: Counter = Counter()
    draws = turns = choices = 0
    for seed in range(start, start + count):
        g = play(seed, prs, check)
        a, b = g.decks[0].name, g.decks[1].name
        w = g.outcome.winner
        turns += g.s.turn
        choices += len(g.choices)
        pts = [0.5, 0.5] if w is None else [1.0 if w == 0 else 0.0, 1.0 if w == 1 else 0.0]
        draws += w is None
        seat[0] += pts[0]
        seat[1] += pts[1]
        first += pts[g.s.first]
        ends["turn limit" if "Turn limit" in g.outcome.reason else
             ("first turn" if g.s.turn <= 2 else "a hold fell")] += 1
        for x, y, p in ((a, b, pts[0]), (b, a, pts[1])):
            vs[(x, y)][0] += p
            vs[(x, y)][1] += 1
    return {"seat": seat, "first": first, "vs": dict(vs), "draws": draws, "turns": turns, "choices": choices,
            "ends": dict(ends)}


def run(games: int, seed: int, jobs: int = 1, check: bool = True) -> dict:
    """Play the games (in ``jobs`` processes); returns the raw counts."""
    t0 = time.perf_counter()
    size = max(1, -(-games // max(1, jobs)))
    parts = [(seed + i, min(size, games - i), check) for i in range(0, games, size)]
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as ex:
            results = list(ex.map(_chunk, parts))
    else:
        results = [_chunk(p) for p in parts]
    out = {"games": games, "seed": seed, "seat": [0.0, 0.0], "first": 0.0, "vs": defaultdict(lambda: [0.0, 0]),
           "draws": 0, "turns": 0, "choices": 0, "ends": Counter(), "jobs": jobs, "check": check}
    for r in results:
        out["seat"][0] += r["seat"][0]
        out["seat"][1] += r["seat"][1]
        out["first"] += r["first"]
        for k in ("draws", "turns", "choices"):
            out[k] += r[k]
        out["ends"].update(r["ends"])
        for key, (p, n) in r["vs"].items():
            out["vs"][key][0] += p
            out["vs"][key][1] += n
    out["vs"] = dict(out["vs"])
    out["seconds"] = time.perf_counter() - t0
    return out


def table(r: dict) -> str:
    """The counts as Markdown tables."""
    n = r["games"]
    ends = ", ".join(f"{k} {v}" for k, v in sorted(r["ends"].items()))
    jobs = max(1, r.get("jobs", 1))
    speed = n / r["seconds"]
    lines = [
        f"{n} random games, seeds {r['seed']}..{r['seed'] + n - 1}; draws {r['draws']}; average {r['turns'] / n:.1f} "
        f"turns and {r['choices'] / n:.0f} choices; games ended by: {ends}; {speed:.0f} games/s in all "
        f"({jobs} process{'es' if jobs > 1 else ''}"
        f"{', every invariant checked after every choice' if r.get('check', True) else ''}).",
        "",
        "| | wins (draws count half) | share |",
        "| --- | ---: | ---: |",
        f"| seat 1 | {r['seat'][0]:.1f} | {100 * r['seat'][0] / n:.1f}% |",
        f"| seat 2 | {r['seat'][1]:.1f} | {100 * r['seat'][1] / n:.1f}% |",
        f"| first player | {r['first']:.1f} | {100 * r['first'] / n:.1f}% |",
        "",
    ]
    names = sorted({a for a, _ in r["vs"]})
    lines.append("| row deck's win rate vs column deck | " + " | ".join(names) + " |")
    lines.append("| --- |" + " ---: |" * len(names))
    for a in names:
        cells = []
        for b in names:
            if a == b:
                cells.append("—")
            else:
                p, g = r["vs"].get((a, b), [0.0, 0])
                cells.append(f"{100 * p / g:.1f}% ({g})" if g else "n/a")
        lines.append(f"| {a} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m holytable.games.holdfast.balance", description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=2000)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--no-check", action="store_true", help="skip the invariant checks (faster)")
    args = p.parse_args(argv)
    print(table(run(args.games, args.seed, args.jobs, not args.no_check)))
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
