"""Random-play balance of the ready-made Heresy decks.

``python -m holytable.games.heresy.balance [--games N] [--seed S] [--jobs J] [--players P]``
is :mod:`holytable.balance` for Heresy (HK-40.4): N games played exactly as
``holytable simulate heresy --players P`` plays them, counted by how they ended (the
gateway, HK-19; a forfeit, HK-1.3; the round limit, HK-1.5), printed as
Markdown tables.
"""
from __future__ import annotations

import sys

from holytable import balance

GAME = "heresy"
table = balance.table


def end_kind(g) -> str:
    """``"gateway"`` (HK-19), ``"a forfeit"`` (the last player left, HK-1.4) or
    ``"round limit"`` (HK-1.5), read from the state: a game of more players
    may end at the gateway after someone forfeited."""
    w = g.outcome.winner
    if w is not None and g.tau(w) >= g.tau_needed and g.s.sides[w].turns < 60 and not g.s.sides[w].out:
        return "gateway"
    live = [side for side in g.s.sides if not side.out]
    if len(live) == 1:
        return "a forfeit"
    return "round limit"


def run(games: int, seed: int, jobs: int = 1, players: int = 2) -> dict:
    """Play the games (``players`` seats, 2 to 5); the counts of :func:`holytable.balance.run`."""
    return balance.run(GAME, games, seed, jobs, end_kind=end_kind, players=players)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(balance.main(game_id=GAME, end_kind=end_kind))
