"""Random-play balance of the ready-made Holy Wars decks (HW-20).

``python -m holytable.games.holy_wars.balance [--games N] [--seed S] [--jobs J]``
is :mod:`holytable.balance` for Holy Wars: N games played exactly as
``holytable simulate holy_wars`` plays them, printed as Markdown tables.
"""
from __future__ import annotations

import sys

from holytable import balance

GAME = "holy_wars"
table = balance.table


def run(games: int, seed: int, jobs: int = 1) -> dict:
    """Play the games; the counts of :func:`holytable.balance.run`."""
    return balance.run(GAME, games, seed, jobs)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(balance.main(game_id=GAME))
