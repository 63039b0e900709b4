"""Why a card in hand is not offered now (the screen's "Not offered" line), as
typed data: :func:`not_offered` follows :meth:`PlayMixin.can_play` check by
check and names the first that fails (PN-7.4, PN-14.3, PN-17.1, PN-17.2).

Reasons (``NotOffered.why``):

- ``"cost"``: the points and tokens do not cover it (``need``: what it costs,
  ``(("CP", 3),)``; PN-7.3, PN-7.4);
- ``"twist_answers"``: a Twist that only answers something (``answers``:
  ``"attack"``, ``"card"`` or ``"any"`` play; PN-17.1);
- ``"not_in_window"``: a spell, blessing, curse, character, relic or field,
  played only in its owner's Play phase, not in answer (PN-17.2);
- ``"play_phase"``: the same outside a Play phase (in Combat);
- ``"nothing_to_answer"``: the answered occurrence is cancelled or a phase;
- ``"no_target"``: nothing it could target (nor retarget);
- ``"c3"``: its C3 Cost cannot be paid now (PN-14.3);
- ``"no_room"``: no free active or bench spot;
- ``"no_character"``: equipment with no character of yours to carry it.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    from .rules import PantheonGame
    from .state import Occ

#: The decision kinds whose options play cards from the hand, and when they are.
WHEN = {"play": "play", "combat": "combat", "twist_window": "window"}


@dataclass(frozen=True, slots=True)
class NotOffered:
    """A card in the deciding player's hand that is not offered now:
    ``uid``, ``why`` (see the module docstring), ``need`` (for "cost") and
    ``answers`` (for "twist_answers")."""

    uid: str
    why: str
    need: tuple[tuple[str, int], ...] = ()
    answers: str | None = None


def reason(g: "PantheonGame", seat: int, c: int, when: str, occ: "Occ | None") -> NotOffered | None:
    """Why card ``c`` may not be played by ``seat`` now (``when`` as in
    ``can_play``), or None when it may."""
    card = g.info[c].card
    uid = g.uid(c)
    if not g.can_pay(seat, g.card_cost(c)):
        return NotOffered(uid, "cost", g.cost_pairs(g.card_cost(c)))
    if card.type == "magic":
        if card.subtype == "twist":
            if when == "window":
                if occ is None or occ.cancelled or occ.kind == "phase" and card.responds is not None:
                    return NotOffered(uid, "nothing_to_answer")
                if card.responds in ("attack", "card") and occ.kind != card.responds:
                    return NotOffered(uid, "twist_answers", answers=card.responds)
            elif card.responds is not None:
                return NotOffered(uid, "twist_answers", answers=card.responds)
            if any(e.do == "retarget" for e in card.effects) and not g.retarget_refs(occ):  # type: ignore[arg-type]
                return NotOffered(uid, "no_target")
        elif when != "play":
            return NotOffered(uid, "not_in_window" if when == "window" else "play_phase")
        if card.target is not None and not g.target_refs(card.target, seat):
            return NotOffered(uid, "no_target")
        return None
    if when != "play":
        return NotOffered(uid, "not_in_window" if when == "window" else "play_phase")
    if not g.c3_ok(seat, c):
        return NotOffered(uid, "c3")
    c3 = getattr(card, "c3", None)
    if card.type == "character":
        if g.free_slots(seat, "active") or g.free_slots(seat, "bench") or (c3 is not None and c3.sacrifice == "character"):
            return None
        return NotOffered(uid, "no_room")
    if card.type == "relic":
        if card.subtype == "equipment":
            return None if g.target_refs("own_character", seat) else NotOffered(uid, "no_character")
        return None if g.free_slots(seat, "bench") else NotOffered(uid, "no_room")
    return None


def not_offered(g: "PantheonGame", seat: int) -> tuple[NotOffered, ...]:
    """Why each card in ``seat``'s hand is not offered, while ``seat`` decides
    a Play, Combat or Twist-window decision (one per card name, in hand
    order); () otherwise."""
    d = g.pending
    if d is None or d.player != seat or d.kind not in WHEN:
        return ()
    when = WHEN[d.kind]
    occ = g.s.stack[-1] if when == "window" and g.s.stack else None
    out, seen = [], set()
    for c in sorted(g.s.sides[seat].hand, key=lambda x: g.info[x].key):
        key = g.info[c].key
        if key in seen:
            continue
        seen.add(key)
        r = reason(g, seat, c, when, occ)
        if r is not None:
            out.append(r)
    return tuple(out)
