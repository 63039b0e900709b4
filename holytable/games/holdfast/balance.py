"""Random-play balance of the ready-made Holdfast decks (HF-16.2).

``python -m holytable.games.holdfast.balance [--games N] [--seed S] [--jobs J]``
is :mod:`holytable.balance` for Holdfast: N games played exactly as
``holytable simulate holdfast`` plays them, counted by how they ended (the
turn limit, a hold falling on the first turns, a hold falling later), printed
as Markdown tables.
"""
from __future__ import annotations

import sys

from holytable import balance

GAME = "holdfast"
table = balance.table


def end_kind(g) -> str:
    """``"turn limit"``, ``"first turn"`` (a hold fell by turn 2) or ``"a hold fell"`` (HF-1)."""
    if "Turn limit" in g.outcome.reason:
        return "turn limit"
    return "first turn" if g.s.turn <= 2 else "a hold fell"


def run(games: int, seed: int, jobs: int = 1) -> dict:
    """Play the games; the counts of :func:`holytable.balance.run`."""
    return balance.run(GAME, games, seed, jobs, end_kind=end_kind)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(balance.main(game_id=GAME, end_kind=end_kind))
