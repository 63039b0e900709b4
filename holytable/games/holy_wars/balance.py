"""Random-play balance of the ready-made Holy Wars decks (HW-20).

``python -m holytable.games.holy_wars.balance [--games N] [--seed S]`` plays N
games exactly as ``holytable simulate holy_wars`` does (game ``i`` uses seed
``S + i`` and the same random choice of an ordered pair of distinct ready-made
decks) and prints, as Markdown: wins by seat, by first player, and each deck's
win rate against each other deck (both seatings together). Draws count half.
"""
from __future__ import annotations

import argparse
import sys
import time
from collections import defaultdict

from holytable.sim import play_one, ready_pairs


def run(games: int, seed: int) -> dict:
    """Play the games; returns the raw counts."""
    pairs = ready_pairs("holy_wars")
    seat = [0.0, 0.0]
    first = 0.0
    vs: dict[tuple[str, str], list[float]] = defaultdict(lambda: [0.0, 0])  # (a, b) -> [a's points, games]
    draws = 0
    turns = 0
    t0 = time.perf_counter()
    for k in range(games):
        g = play_one("holy_wars", seed + k, pairs)
        a, b = g.decks[0].name, g.decks[1].name
        w = g.outcome.winner
        turns += g.s.turn
        pts = [0.5, 0.5] if w is None else [1.0 if w == 0 else 0.0, 1.0 if w == 1 else 0.0]
        draws += w is None
        seat[0] += pts[0]
        seat[1] += pts[1]
        first += pts[g.s.first]
        for x, y, p in ((a, b, pts[0]), (b, a, pts[1])):
            vs[(x, y)][0] += p
            vs[(x, y)][1] += 1
    secs = time.perf_counter() - t0
    return {"games": games, "seed": seed, "seat": seat, "first": first, "vs": dict(vs), "draws": draws,
            "turns": turns, "seconds": secs}


def table(r: dict) -> str:
    """The counts as Markdown tables."""
    n = r["games"]
    lines = [
        f"{n} random games, seeds {r['seed']}..{r['seed'] + n - 1}; draws {r['draws']}, "
        f"average {r['turns'] / n:.1f} turns; {n / r['seconds']:.0f} games/s with every invariant checked.",
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
    p = argparse.ArgumentParser(prog="python -m holytable.games.holy_wars.balance", description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=2000)
    p.add_argument("--seed", type=int, default=1)
    args = p.parse_args(argv)
    print(table(run(args.games, args.seed)))
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
