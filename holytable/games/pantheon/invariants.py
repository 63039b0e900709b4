"""The invariants of a Pantheon state (checked after every choice by
``simulate`` and the tests; see :meth:`holytable.engine.game.Game.check_invariants`).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from holytable.engine.game import InvariantError

from .state import BASE_ACTIVE, BASE_BENCH

if TYPE_CHECKING:  # pragma: no cover
    from .rules import PantheonGame


def check_invariants(g: "PantheonGame") -> None:
    """Cards conserved; what every player knows of a hand or a deck's top is
    true (PN-4.6); HP within 0..max (0 only for Immortal or while a death
    is pending); WP, points and tokens never negative; spot counts match the
    grants; points are gone at upkeep (PN-10.2); the static cache is fresh."""
    s = g.s
    fresh = g.fresh_static_list()
    if g._sl is not None and g._sl != fresh:
        raise InvariantError("stale static cache: a change of the board did not call touch()")
    seen: list[int] = []
    pending = g.outcome is not None or s.hold or any(t[0] in ("deaths", "hit", "spill") for t in s.tasks)
    grants = g.grants(fresh)
    hp_bonus = "hp_bonus" in fresh
    info = g.info
    for seat, side in enumerate(s.sides):
        seen += side.deck
        seen += side.hand
        seen += side.grave
        seen += side.sealed
        seen += [f.c for f in side.field]
        if side.wp < 0 or min(side.points) < 0 or min(side.tokens) < 0:
            raise InvariantError(f"seat {seat}: negative WP, points or tokens")
        for f in side.field:
            if info[f.c].card.type != "field" or f.left == 0 or f.left < -1:
                raise InvariantError(f"{info[f.c].card.name} cannot be in the field zone like this")
        if s.phase == "upkeep" and any(side.points):
            raise InvariantError(f"seat {seat}: points survived the End phase")
        if side.known_hand or side.known_top:  # what everybody knows is true (PN-4.6)
            keys = [info[c].key for c in side.hand]
            if any(side.known_hand.count(k) > keys.count(k) for k in side.known_hand):
                raise InvariantError(f"seat {seat}: a card known to be in the hand is not there")
            n = len(side.known_top)
            if n and [info[c].key for c in side.deck[-n:]] != side.known_top:
                raise InvariantError(f"seat {seat}: the cards known on top of the deck are not there")
        if side.out:
            continue
        for zone, slots, base in (("active", side.active, BASE_ACTIVE), ("bench", side.bench, BASE_BENCH)):
            want = base + sum(n for _, n in grants.get((seat, zone), ()))
            if len(slots) != want:
                raise InvariantError(f"seat {seat}: {len(slots)} {zone} spots, expected {want}")
            printed = 0
            active = zone == "active"
            for sl in slots:
                printed += sl.source < 0
                if sl.curses:
                    if not active:
                        raise InvariantError("a curse on a bench spot")
                    seen += sl.curses
                u = sl.unit
                if u is None:
                    continue
                seen.append(u.c)
                seen += u.att
                ci = info[u.c]
                card = ci.card
                if ci.owner != seat:
                    raise InvariantError(f"{card.name} stands on another player's side")
                if card.type == "character":
                    mx = g.max_hp(u, seat, active) if hp_bonus else card.hp
                    if u.dmg < 0 or (u.dmg > mx and not pending):
                        raise InvariantError(f"{card.name}: damage {u.dmg} outside 0..{mx}")
                    if mx <= u.dmg and not pending and not g.immortal(u, seat, active):
                        raise InvariantError(f"{card.name} sits at 0 HP without being Immortal")
                    for a in u.att:
                        ac = info[a].card
                        if not (ac.type == "relic" and ac.subtype == "equipment" or ac.type == "magic" and ac.attaches):
                            raise InvariantError(f"{ac.name} cannot be attached")
                elif active or card.type != "relic" or card.subtype == "equipment":
                    raise InvariantError(f"{card.name} on the {zone}")
                elif u.att:
                    raise InvariantError("a card attached to a relic")
            if printed != base:
                raise InvariantError(f"seat {seat}: printed {zone} spots changed")
    for o in s.stack:
        if o.kind == "card":
            seen.append(o.c)
    if len(seen) != g.total_cards or len(set(seen)) != g.total_cards:
        raise InvariantError(f"cards not each in exactly one zone ({len(seen)} placed of {g.total_cards})")
