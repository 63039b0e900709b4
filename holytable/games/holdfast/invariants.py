"""The invariants of a Holdfast game, checked after every choice by ``holytable
simulate`` and the tests (HF-16.1).

- every card is in exactly one zone, across all players' piles, the field
  (occupants and attachments included), the shared middling and the stack;
- each piece's ``where``/``seat``/``host`` agrees with the list holding it;
- cards lie only where their type may (resources never in a hand, only
  structures on a perimeter, gear on denizens, fortifications on structures);
- every store holds 0 or more of each kind and no more than its capacity in all
  (unless the engine is about to make that player shed);
- a structure houses no more than its housing; a perimeter holds a structure;
  a courtyard exists only behind a perimeter;
- the latest end step drew exactly eight cards, or the whole deck when fewer
  remained;
- players out of the game have nothing in play.

:func:`check` is ``HoldfastGame.check_invariants``.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from holytable.engine.game import InvariantError

from .state import GAP

if TYPE_CHECKING:  # pragma: no cover
    from .rules import HoldfastGame

PILES = ("deck", "hand", "rubble", "void", "outland", "courtyard", "resources")
HOUSABLE = frozenset({"denizen", "belonging", "trap"})


def tables(g: "HoldfastGame") -> tuple:
    """Static facts used by the checks, worked out once per game."""
    t = g.__dict__.get("_inv")
    if t is None:
        n = g.num_players
        owned = [frozenset(c for c in range(g.total_cards) if g.info[c].owner == seat) for seat in range(n)]
        kinds = tuple(ci.card.type for ci in g.info)
        resources = frozenset(c for c, k in enumerate(kinds) if k == "resource")
        gear = frozenset(c for c, ci in enumerate(g.info) if ci.card.type == "belonging" and ci.card.gear)
        t = g.__dict__["_inv"] = (owned, kinds, resources, gear)
    return t


def check(g: "HoldfastGame") -> None:
    """Raise InvariantError naming the first broken invariant (the module
    docstring lists them); return None when the state is sound."""
    s = g.s
    pieces = s.pieces
    owned, kinds, resources, gear = tables(g)

    def bad(what: str) -> InvariantError:
        return InvariantError(f"Holdfast, turn {s.turn}: {what}")

    seen = bytearray(g.total_cards)
    placed = 0

    def place(c: int, where: str, seat: int, host: int = -1) -> None:
        if seen[c]:
            raise bad(f"{g.uid(c)} is in two zones")
        seen[c] = 1
        p = pieces[c]
        if p.where != where or p.seat != seat or p.host != host:
            raise bad(f"{g.uid(c)} thinks it is in {(p.where, p.seat, p.host)} but lies in {(where, seat, host)}")

    def walk(c: int, where: str, seat: int) -> int:
        place(c, where, seat)
        n = 1
        p = pieces[c]
        for o in p.occupants:
            if kinds[c] != "structure" or kinds[o] not in HOUSABLE or o in gear:
                raise bad(f"{g.uid(o)} cannot be housed in {g.uid(c)}")
            place(o, "housed", seat, c)
            n += 1
            for x in pieces[o].attached:
                place(x, "attached", seat, o)
                n += 1
                if x not in gear or kinds[o] != "denizen":
                    raise bad(f"{g.uid(x)} cannot be attached to {g.uid(o)}")
            if pieces[o].occupants:
                raise bad(f"{g.uid(o)} houses cards but is housed itself")
        if p.occupants and len(p.occupants) > g.housing(c):
            raise bad(f"{g.uid(c)} houses {len(p.occupants)}, more than {g.housing(c)}")
        for x in p.attached:
            place(x, "attached", seat, c)
            n += 1
            if not ((x in gear and kinds[c] == "denizen") or (kinds[x] == "fortification" and kinds[c] == "structure")):
                raise bad(f"{g.uid(x)} cannot be attached to {g.uid(c)}")
        return n

    pending_shed = {t[1] for t in s.tasks if t[0] == "shed"}
    settling = any(t[0] == "settle" for t in s.tasks)
    for seat, side in enumerate(s.sides):
        for z in ("deck", "hand", "rubble", "void", "resources"):
            lst = getattr(side, z)
            for c in lst:
                p = pieces[c]
                if seen[c]:
                    raise bad(f"{g.uid(c)} is in two zones")
                seen[c] = 1
                if p.where != z or p.seat != seat or p.host != -1:
                    raise bad(f"{g.uid(c)} thinks it is in {(p.where, p.seat, p.host)} but lies in {(z, seat, -1)}")
            placed += len(lst)
            if z == "resources":
                if not resources.issuperset(lst):
                    raise bad(f"seat {seat}: a card that is not a resource lies among the resources")
            elif not owned[seat].issuperset(lst):
                raise bad(f"seat {seat}'s {z} holds a card of another player")
        if not resources.isdisjoint(side.hand):
            raise bad(f"seat {seat}: a resource is in a hand")
        for z in ("outland", "courtyard"):
            for c in getattr(side, z):
                if kinds[c] in ("resource", "fortification", "mysticism") or c in gear:
                    raise bad(f"{g.uid(c)} cannot lie in the {z}")
                placed += walk(c, z, seat)
        for c in side.perimeter:
            if c == GAP:
                continue
            if kinds[c] != "structure":
                raise bad(f"{g.uid(c)} on a perimeter is not a structure")
            placed += walk(c, "perimeter", seat)
        if side.perimeter and all(c == GAP for c in side.perimeter):
            raise bad(f"seat {seat}: a perimeter with no structure left")
        if side.courtyard and not side.perimeter:
            raise bad(f"seat {seat}: a courtyard without a perimeter")
        if min(side.store) < 0:
            raise bad(f"seat {seat}: negative bounty {side.store}")
        if seat not in pending_shed and not settling and sum(side.store) > g.capacity(seat):
            raise bad(f"seat {seat}: store {sum(side.store)} over capacity {g.capacity(seat)}")
        before, drawn, asked = side.last_draw
        if drawn != min(asked, before) or asked not in (0, 8, 16):
            raise bad(f"seat {seat}: drew {drawn} of {asked} with {before} in the deck")
        if not side.alive and (side.resources or side.outland or side.courtyard or side.perimeter):
            raise bad(f"seat {seat} is out of the game but has cards in play")
    for c in s.middling:
        place(c, "middling", -1)
        if kinds[c] != "mysticism":
            raise bad(f"{g.uid(c)} in the middling is not a mysticism")
    for c in s.stack:
        place(c, "stack", pieces[c].seat)
    placed += len(s.middling) + len(s.stack)
    if placed != g.total_cards or seen.count(1) != g.total_cards:
        raise bad(f"cards not each in exactly one zone ({placed} placed of {g.total_cards})")
    for c, p in enumerate(pieces):
        if p.face_down and (kinds[c] not in HOUSABLE or p.where not in ("outland", "courtyard", "housed")):
            raise bad(f"{g.uid(c)} is face down in the {p.where}")
        if p.damage < 0 or p.acted < 0:
            raise bad(f"{g.uid(c)}: damage {p.damage}, acted {p.acted}")
    o = g.outcome
    live = [i for i, side in enumerate(s.sides) if side.alive]
    if o is None and len(live) < 2:
        raise bad("fewer than two players left but the game goes on")
    if o is not None and o.winner is not None and not s.sides[o.winner].alive:
        raise bad("the winner is out of the game")
