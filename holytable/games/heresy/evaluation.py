"""Heresy position evaluation (issue 14): :func:`evaluate`, the game's
``evaluate(seat)``, a computer player's score for a position where its
search stops a playout early.

Shape: a float in 0..1, the chance ``seat`` wins as this rough measure sees
it. A game over scores 1 for the winner, 0 for every other seat, 1/n for
each of the n seats left in a draw; a seat out of the game scores 0.

Otherwise each live seat's standing is weighed from public facts only (no
hidden card: hands, archives and decks count by their sizes):

- HK-1.1, HK-19: tau stored on its arrays against the tau the gateway needs
  (HK-1.2) weighs most, and more as it nears the goal (HK-1.5: the most tau
  also wins at the round limit);
- HK-18: arrays to hold tau (their free room), and the characters that win
  conflicts and take tau (HK-32.8);
- HK-21: a player short of virtual support is about to crash cards;
- HK-1.3, HK-8.7: cards left in the deck are the turns a player has before
  drawing from an empty deck forfeits (random games all end so), each
  up to :data:`DECK_CAP` fully, each above it a quarter as much
  (:data:`DECK_ABOVE`); a player with fewer than :data:`LOW_DECK` is near it;
- HK-8.4: cards in hand (what it can still call).

The seat's standing against its strongest opponent's, through a logistic
curve (:data:`SCALE` points of difference is about 73%).
"""
from __future__ import annotations

import math
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    from .rules import HeresyGame

SCALE = 1.5
TAU, CHAR, ARRAY, ROOM, DOMAIN, HAND = 6.0, 0.25, 0.3, 0.05, 0.15, 0.05
SHORT = 0.4  # per array or Matrix character over the virtual support (HK-21.5)
LOW_DECK = 3  # cards left: a draw or two from a forfeit (HK-1.3)
#: a card left in the deck: DECK each up to DECK_CAP, DECK_ABOVE each above
#: it (a card burnt early still costs a little: with nothing above the cap a
#: search of few iterations, on a loaded machine, ran its own deck out; with
#: the whole deck at DECK it played too few cards; docs/bot.md "Long runs")
DECK, DECK_CAP, DECK_ABOVE = 0.2, 25, 0.05


def standing(g: "HeresyGame", seat: int) -> float:
    """The weight of ``seat``'s position (module docstring), from public facts."""
    s = g.s
    side = s.sides[seat]
    need = g.tau_needed
    t = g.tau(seat)
    progress = min(1.0, t / need) if need else 0.0
    score = TAU * (progress + progress * progress) / 2
    score += CHAR * len(g.characters(seat)) + ARRAY * len(side.matrix) + DOMAIN * len(side.wilds)
    score += ROOM * sum(g.room(a) for a in side.matrix)
    score += HAND * min(len(side.hand), 7)
    score -= SHORT * g.short_of_support(seat)
    deck = len(side.deck)
    score += DECK * min(deck, DECK_CAP) + DECK_ABOVE * max(0, deck - DECK_CAP)
    if len(side.deck) < LOW_DECK:
        score -= 1.0 + (LOW_DECK - len(side.deck))
    return score


def evaluate(g: "HeresyGame", seat: int) -> float:
    """A float in 0..1 (module docstring)."""
    o = g.outcome
    if o is not None:
        if o.winner is None:
            live = sum(1 for side in g.s.sides if not side.out)
            return 1.0 / max(1, live)
        return 1.0 if o.winner == seat else 0.0
    sides = g.s.sides
    if sides[seat].out:
        return 0.0
    mine = standing(g, seat)
    best = max((standing(g, k) for k, side in enumerate(sides) if k != seat and not side.out), default=mine)
    x = (mine - best) / SCALE
    if x < -50:
        return 0.0
    return 1.0 / (1.0 + math.exp(-x))
