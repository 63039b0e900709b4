"""Holy Wars position evaluation (issue 14): how good a position is for a seat,
for the computer player's search where it cuts a random playout short.

:func:`evaluate` is :meth:`HolyWarsGame.evaluate`. A finished game is 1 for its
winner, 0 for its loser and 0.5 for both in a draw (HW-1.2, HW-1.3). Otherwise
the two sides are compared by what wins Holy Wars, in Resolve:

- Resolve itself (HW-1.1, HW-1.2: 0 loses);
- the Characters on the field, a quarter of their Attack plus Defense each
  (they attack, capture and keep direct attacks away, HW-9, HW-10, HW-13);
- captives held, one each (each cost their owner Resolve and a Character, HW-1.4);
- cards in hand, a quarter each (what is still to be played);
- an empty deck, minus 2 (every draw from it costs 2 Resolve, HW-1.5).

The difference ``d`` (this seat's minus the opponent's) becomes
``1 / (1 + exp(-d / 6))``: 0.5 for an even position, about 0.73 six Resolve
ahead. It reads the state only (public and hidden alike: the search calls it on
a determinization), changes nothing, and costs a few microseconds.
"""
from __future__ import annotations

import math
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    from .rules import HolyWarsGame

#: Resolve a point of difference is worth on the logistic curve
SCALE = 6.0


def side_value(game: "HolyWarsGame", seat: int) -> float:
    """One side's worth in Resolve (see the module docstring)."""
    side = game.s.sides[seat]
    pieces, info = game.s.pieces, game.info
    field = 0.0
    for c in side.field:
        card, p = info[c].card, pieces[c]
        field += max(0, card.attack + p.atk) + max(0, card.defense + p.dfn)  # type: ignore[union-attr]
    return (side.resolve + field / 4 + len(side.captured) + len(side.hand) / 4
            - (2 if not side.deck else 0))


def evaluate(game: "HolyWarsGame", seat: int) -> float:
    """How good the position is for ``seat``, in 0..1 (see the module
    docstring): 1 won, 0 lost, 0.5 a draw or an even position."""
    o = game.outcome
    if o is not None:
        return 0.5 if o.winner is None else 1.0 if o.winner == seat else 0.0
    d = side_value(game, seat) - side_value(game, 1 - seat)
    return 1.0 / (1.0 + math.exp(-d / SCALE))
