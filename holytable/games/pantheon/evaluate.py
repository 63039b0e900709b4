"""Pantheon position evaluation (issue 14): how good a position is for a seat,
for the computer player's search where it cuts a random playout short.

:func:`evaluate` is :meth:`PantheonGame.evaluate`. A finished game is 1 for its
winner and 0 for everyone else (a player who is out, PN-1.2, is 0 at once).
Otherwise each player still in is measured by what wins Pantheon, in fractions
of the WP goal (PN-1.1):

- Worship Points over the goal;
- the characters in play, their HP left over 40 each (they gain WP by killing
  and are what the others must kill, PN-11, PN-12);
- cards in hand, 1/40 each;
- an empty deck, minus a quarter (the next upkeep puts the player out, PN-1.2).

The seat's worth minus the best other player's, ``d``, becomes
``1 / (1 + exp(-6 d))``: 0.5 when level with the leader, about 0.86 three WP
ahead in a game to 10. It reads the state only (public and hidden alike: the
search calls it on a determinization), changes nothing, and costs a few
microseconds.
"""
from __future__ import annotations

import math
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    from .rules import PantheonGame

#: steepness of the logistic curve over a difference in fractions of the goal
STEEP = 6.0


def player_value(game: "PantheonGame", seat: int) -> float:
    """One player's worth in fractions of the WP goal (see the module docstring)."""
    side = game.s.sides[seat]
    hp = 0
    for zone, sl in game.characters(seat):
        hp += game.hp(sl.unit, seat, zone == "active")  # type: ignore[arg-type]
    return (side.wp / game.goal + hp / 40 + len(side.hand) / 40
            - (0.25 if not side.deck else 0.0))


def evaluate(game: "PantheonGame", seat: int) -> float:
    """How good the position is for ``seat``, in 0..1 (see the module
    docstring): 1 won, 0 lost or out, 0.5 level with the best other player."""
    o = game.outcome
    if o is not None:
        return 1.0 if o.winner == seat else 0.0
    sides = game.s.sides
    if sides[seat].out:
        return 0.0
    others = [player_value(game, p) for p in range(len(sides)) if p != seat and not sides[p].out]
    if not others:  # pragma: no cover - the last one standing has won (PN-1.2)
        return 1.0
    d = player_value(game, seat) - max(others)
    return 1.0 / (1.0 + math.exp(-STEEP * d))
