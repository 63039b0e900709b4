"""The invariants of a Holy Wars game, checked after every choice by
``holytable simulate`` and the tests (HW-1, HW-2, HW-3, HW-5).

Which cards may lie in which zone of which seat is worked out once per game
(:func:`zone_rules`), so a check is a handful of set comparisons.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from holytable.engine.game import InvariantError

from .statics import CAPTIVE_LIMIT, EVENT_LIMIT, FIELD_LIMIT

if TYPE_CHECKING:  # pragma: no cover
    from .rules import HolyWarsGame

ZONES = ("deck", "hand", "field", "events", "captured", "discard", "reserve", "set_area", "convictions", "removed")


def zone_rules(game: "HolyWarsGame") -> list[dict[str, frozenset[int]]]:
    """Per seat, per zone: the cards that may ever lie there (HW-3.4)."""
    out = []
    for seat in (0, 1):
        mine = [c for c in range(game.total_cards) if game.owners[c] == seat]
        theirs = [c for c in range(game.total_cards) if game.owners[c] != seat]
        k, comp = game.kinds, [bool(ci.card.set) for ci in game.info]
        main = frozenset(c for c in mine if k[c] != "conviction" and not comp[c])
        out.append({
            "deck": main,
            "hand": main,
            "field": frozenset(c for c in mine if k[c] == "character"),
            "events": frozenset(c for c in mine if k[c] == "continuing"),
            "captured": frozenset(c for c in theirs if k[c] == "character"),
            "discard": frozenset(c for c in mine if k[c] != "conviction"),
            "reserve": frozenset(c for c in mine if comp[c]),
            "set_area": frozenset(c for c in mine if comp[c] and k[c] not in ("character", "continuing")),
            "convictions": frozenset(c for c in mine if k[c] == "conviction"),
            "removed": frozenset(c for c in mine if k[c] == "conviction"),
        })
    return out


def check(game: "HolyWarsGame") -> None:
    """Raise InvariantError naming the first broken invariant of ``game``:
    cards conserved across every zone; zones hold the right kinds of card;
    Faith pools never negative; what both players know of a hand is there
    (HW-3.4); field limits (8 Characters, 5 Continuing
    Events, 3 captives); one copy of a name per field; health within bounds;
    Resolve consistent with the outcome (HW-1, HW-2, HW-3, HW-5). It changes
    nothing but a cache of :func:`zone_rules` (``game._zone_rules``)."""
    s = game.s
    rules = game.__dict__.get("_zone_rules")
    if rules is None:
        rules = game.__dict__["_zone_rules"] = zone_rules(game)

    def bad(what: str) -> InvariantError:
        return InvariantError(f"Holy Wars, turn {s.turn}: {what}")

    count = len(s.stack)
    placed = set(s.stack)
    for seat, side in enumerate(s.sides):
        allowed = rules[seat]
        for z in ZONES:
            cards = getattr(side, z)
            count += len(cards)
            placed.update(cards)
            if not allowed[z].issuperset(cards):
                wrong = [game.uid(c) for c in cards if c not in allowed[z]]
                raise bad(f"{wrong[0]} cannot be in seat {seat}'s {z}")
        if side.faith < 0 or side.response_faith < 0:
            raise bad(f"seat {seat}: negative Faith ({side.faith}/{side.response_faith})")
        if len(side.field) > FIELD_LIMIT or len(side.events) > EVENT_LIMIT or len(side.captured) > CAPTIVE_LIMIT:
            raise bad(f"seat {seat}: field limit exceeded")
        if side.known:
            keys = [game.keys[c] for c in side.hand]
            for k in side.known:
                if side.known.count(k) > keys.count(k):
                    raise bad(f"seat {seat}: {k} known to be in the hand more often than it is there")
        names = {game.info[c].card.name for c in side.field}
        if len(names) != len(side.field):
            raise bad(f"seat {seat}: two Characters of one name")
        for c in side.field:
            h = game.max_health[c]
            if h and not 1 <= s.pieces[c].health <= h:
                raise bad(f"{game.uid(c)}: health {s.pieces[c].health}")
    if count != game.total_cards or len(placed) != game.total_cards:
        raise bad(f"cards not each in exactly one zone ({count} placed of {game.total_cards})")
    res = [side.resolve for side in s.sides]
    o = game.outcome
    if o is None and min(res) <= 0:
        raise bad(f"Resolve {res} but the game goes on")
    if o is not None and o.winner is not None and not (res[1 - o.winner] <= 0 < res[o.winner]):
        raise bad(f"Resolve {res} does not match the winner {o.winner}")
    if o is not None and o.winner is None and not all(r <= 0 for r in res):
        raise bad(f"Resolve {res} does not match a draw")
    d = game.pending
    if d is not None and d.kind in ("action", "rally", "mulligan") and (s.occ or s.stack):
        raise bad(f"{d.kind} decision with occurrences pending")
