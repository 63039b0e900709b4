"""Holdfast position evaluation (issue 14): :func:`evaluate`, the game's
``evaluate(seat)``, a computer player's score for a position where its
search stops a playout early.

Shape: a float in 0..1, the chance ``seat`` wins as this rough measure sees
it. A game over scores 1 for the winner, 0 for every other seat, 1/n for
each of the n seats left in a draw; a seat out of the game scores 0.

Otherwise each live seat's hold is weighed from what every seat sees (so it
reads no hidden card: a face-down card counts the same whatever it is, the
seat's own too):

- HF-1.1, HF-1.4: denizens and structures in play (what the turn limit
  counts, and what keeps a player in the game) weigh most, a face-down card
  a little less (it may be a trap); a hold with no denizen or no structure
  face up and nothing face down is about to lose;
- HF-1.4 ties: the other cards in play, then bounty in the store;
- HF-8.1, HF-8.2: the strength and fortitude left of its face-up cards (what
  wins assaults and survives them);
- HF-5.7: cards in hand (what it can still deploy).

The seat's hold against its strongest opponent's, through a logistic curve
(:data:`SCALE` points of difference is about 73%).
"""
from __future__ import annotations

import math
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    from .rules import HoldfastGame

SCALE = 4.0
UNIT, FACE_DOWN, OTHER = 2.0, 1.4, 0.5  # a denizen or structure; a face-down card; any other card in play
STATS, STORE, HAND = 0.08, 0.05, 0.15
NO_HOLD = 6.0  # no denizen or no structure (HF-1.1)


def hold(g: "HoldfastGame", seat: int) -> float:
    """The weight of ``seat``'s hold (module docstring), from public facts."""
    s = g.s
    side = s.sides[seat]
    pieces = s.pieces
    kinds = g.kinds
    stats_of = g._stats_of
    units = other = stats = 0.0
    denizen = structure = down = False
    for c in g.in_play(seat):
        p = pieces[c]
        if p.face_down:
            units += FACE_DOWN
            down = True
            continue
        k = kinds[c]
        if k == "denizen" or k == "structure":
            units += UNIT
            denizen |= k == "denizen"
            structure |= k == "structure"
            if p.attached:
                f = g.fortitude(c)
                st = g.strength(c)
            else:  # g.fortitude(c), g.strength(c) inline: no bonus of attachments
                base = stats_of[c]
                bonus = p.bonus
                f = base[1] + bonus[1]
                st = base[0] + bonus[0]
                if st < 0:
                    st = 0
            f -= p.damage
            stats += st + (f if f > 0 else 0)
        else:
            other += OTHER
    score = units + other + STATS * stats + STORE * sum(side.store) + HAND * len(side.hand)
    if not down and not (denizen and structure):
        score -= NO_HOLD
    return score


def evaluate(g: "HoldfastGame", seat: int) -> float:
    """A float in 0..1 (module docstring)."""
    o = g.outcome
    if o is not None:
        if o.winner is None:
            live = sum(1 for side in g.s.sides if side.alive)
            return 1.0 / max(1, live)
        return 1.0 if o.winner == seat else 0.0
    sides = g.s.sides
    if not sides[seat].alive:
        return 0.0
    mine = hold(g, seat)
    best = max((hold(g, k) for k, side in enumerate(sides) if k != seat and side.alive), default=mine)
    x = (mine - best) / SCALE
    if x < -50:
        return 0.0
    return 1.0 / (1.0 + math.exp(-x))

