"""Why a card in the deciding player's hand is not offered in the Command
Phase (the screen's "Not offered" line, as Holy Wars and Pantheon have):
:func:`not_offered` follows :meth:`CommandMixin.can_deploy` check by check
and names the first that fails (HF-9.2). Reads only what the seat itself
knows: its own hand, store and cards in play.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    from .rules import HoldfastGame


def reason(g: "HoldfastGame", seat: int, c: int) -> str | None:
    """Why card ``c`` in ``seat``'s hand cannot be deployed or played now, in
    a few words ("needs 2 Stock", "no target"), or None when it can."""
    card = g.info[c].card
    if not g.cost_affordable(seat, c):
        return f"needs {card.cost.label()}"
    if card.type == "resource":
        return "a resource"
    if card.type == "mysticism":
        if card.pitch > len(g.s.sides[seat].hand) - 1:
            return f"pitches {card.pitch}"
        if card.target is not None and not g.targets(seat, card.target, -1):
            return "no target"
        return None
    if not g.can_place(seat, c):
        return "no structure to fortify" if card.type == "fortification" else "no face-up denizen to carry it"
    return None


def not_offered(g: "HoldfastGame", seat: int) -> list[tuple[str, str]]:
    """``(card name, why)`` for each card (by name, in hand order, once) in
    ``seat``'s hand that the Command Phase does not offer now; empty outside
    ``seat``'s Command Phase (HF-9.2)."""
    d = g.pending
    if d is None or d.player != seat or d.kind != "command":
        return []
    out: list[tuple[str, str]] = []
    seen: set[str] = set()
    for c in g.s.sides[seat].hand:
        card = g.info[c].card
        if card.key in seen:
            continue
        seen.add(card.key)
        why = reason(g, seat, c)
        if why is not None:
            out.append((card.name, why))
    return out
