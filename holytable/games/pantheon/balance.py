"""Random-play balance of the ready-made Pantheon decks (PN-20).

``python -m holytable.games.pantheon.balance [--games N] [--seed S] [--jobs J]
[--option cunning=true]`` is :mod:`holytable.balance` for Pantheon: N games
played exactly as ``holytable simulate pantheon`` plays them, counted by how
they ended (the WP goal or a deck out), printed as Markdown tables.
"""
from __future__ import annotations

import sys

from holytable import balance

GAME = "pantheon"
table = balance.table


def end_kind(g) -> str:
    """``"WP goal"`` or ``"deck out"`` (PN-1)."""
    return "WP goal" if "reached" in g.outcome.reason else "deck out"


def run(games: int, seed: int, jobs: int = 1, options: dict | None = None) -> dict:
    """Play the games; the counts of :func:`holytable.balance.run`."""
    return balance.run(GAME, games, seed, jobs, options, end_kind)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(balance.main(game_id=GAME, end_kind=end_kind))
