"""Random-play balance of the ready-made Heresy decks.

``python -m holytable.games.heresy.balance [--games N] [--seed S] [--jobs J]``
is :mod:`holytable.balance` for Heresy: N games played exactly as
``holytable simulate heresy`` plays them, counted by how they ended (the
gateway, HK-19; a forfeit, HK-1.3; the round limit, HK-1.5), printed as
Markdown tables.
"""
from __future__ import annotations

import sys

from holytable import balance

GAME = "heresy"
table = balance.table


def end_kind(g) -> str:
    """``"gateway"``, ``"a forfeit"`` or ``"round limit"``, read from the state."""
    if any(side.out for side in g.s.sides):
        return "a forfeit"
    w = g.outcome.winner
    if w is not None and g.tau(w) >= g.tau_needed and g.s.sides[w].turns < 60:
        return "gateway"
    return "round limit"


def run(games: int, seed: int, jobs: int = 1) -> dict:
    """Play the games; the counts of :func:`holytable.balance.run`."""
    return balance.run(GAME, games, seed, jobs, end_kind=end_kind)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(balance.main(game_id=GAME, end_kind=end_kind))
