"""Frontline's position score for a computer player's cut-off playouts (issue
14: ``Game.evaluate(seat) -> float``, 0..1, the search's reward when a
playout stops before the end).

A logistic of two leads, from the seat's point of view: its VP lead over the
opponent as a share of the goal (FL-1, FL-9), and its lead in the printed
ranks of the cards it still fights with (hand, deck and survivors pile: the
cards it took in duels come back to it at a regroup, FL-17; a player with no
card left is routed, FL-18). Weights: one goal's VP lead and one deck's
worth of ranks each make about the same difference.
"""
from __future__ import annotations

import math
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    from .rules import FrontlineGame


def evaluate(g: "FrontlineGame", seat: int) -> float:
    """0..1: about the chance that ``seat`` wins from here (1 when it has won,
    0 when it has lost, one half for a draw)."""
    o = g.outcome
    if o is not None:
        return 0.5 if o.winner is None else float(o.winner == seat)
    ranks = g._ranks
    me, op = g.s.sides[seat], g.s.sides[1 - seat]
    mine = sum(ranks[c] for c in me.hand) + sum(ranks[c] for c in me.deck) + sum(ranks[c] for c in me.survivors)
    theirs = sum(ranks[c] for c in op.hand) + sum(ranks[c] for c in op.deck) + sum(ranks[c] for c in op.survivors)
    x = 5.0 * (me.vp - op.vp) / g.goal + 3.0 * (mine - theirs) / g._rank_total
    return 1.0 / (1.0 + math.exp(-x))
