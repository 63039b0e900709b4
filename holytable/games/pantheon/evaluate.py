"""Pantheon position evaluation (issue 14): how good a position is for a seat,
for the computer player's search where it cuts a random playout short.

:func:`evaluate` is :meth:`PantheonGame.evaluate`. A finished game is 1 for its
winner and 0 for everyone else (a player who is out, PN-1.2, is 0 at once).
Otherwise each player still in gets a worth from what wins Pantheon:

- Worship Points as a share of the goal (PN-1.1), weight 2.6;
- characters in play, 0.22 each, and 0.14 more for each on an active spot
  (they gain WP by attacking and killing, PN-11, PN-12);
- cards in hand, 0.035 each;
- cards left in the deck, 0.17 each (a player whose deck runs out first is
  out at their next upkeep, PN-1.2: about a quarter of random games end so).

The weights are a logistic fit to the outcome of random playouts (what the
evaluation stands in for at a search's cut-off) from 460 positions of 30
two-player games of the ready-made decks; the HP left of the characters added
nothing to it. The seat's worth minus the best other player's, ``d``, becomes
``1 / (1 + exp(-d))``: 0.5 when level with the leader. It reads the state
only (public and hidden alike: the search calls it on a determinization),
changes nothing, and costs a few microseconds.
"""
from __future__ import annotations

import math
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    from .rules import PantheonGame

#: the weights of :func:`player_value` (see the module docstring)
W_WP, W_CHARACTER, W_ACTIVE, W_HAND, W_DECK = 2.6, 0.22, 0.14, 0.035, 0.17


def player_value(game: "PantheonGame", seat: int) -> float:
    """One player's worth (see the module docstring)."""
    side = game.s.sides[seat]
    chars = game.char_cards
    active = sum(1 for sl in side.active if sl.unit is not None)
    bench = sum(1 for sl in side.bench if sl.unit is not None and chars[sl.unit.c])
    return (W_WP * side.wp / game.goal + W_CHARACTER * (active + bench) + W_ACTIVE * active
            + W_HAND * len(side.hand) + W_DECK * len(side.deck))


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
    return 1.0 / (1.0 + math.exp(-d))
