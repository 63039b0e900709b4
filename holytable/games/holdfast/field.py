"""The field: where cards lie, their current stats, perimeters, range, breaches
and falls (HF-6, HF-7, HF-8).

Every move of a card goes through :meth:`FieldMixin.put` / :meth:`FieldMixin.take`
(or :meth:`FieldMixin.leave_play`), which keep the zone lists and each piece's
``where``/``seat``/``host`` in step.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from .bounty import BASE_CAPACITY
from .state import AT_REST, GAP, IN_PLAY, Piece

if TYPE_CHECKING:  # pragma: no cover
    from .rules import HoldfastGame

OUT = -1  # the area id of the outland; a courtyard's area id is its seat (HF-6.5)
#: Types of card that have fortitude of their own and so can fall (HF-11.3).
FALLERS = frozenset({"denizen", "structure", "belonging"})
#: Types that may lie face down (HF-9.3): traps always are when set.
HIDERS = frozenset({"denizen", "belonging", "trap"})


class FieldMixin:
    """Zones, stats, range and perimeters for HoldfastGame."""

    # -- names ------------------------------------------------------------------------
    def card(self: "HoldfastGame", c: int):
        return self.info[c].card

    def kind(self: "HoldfastGame", c: int) -> str:
        return self.kinds[c]

    def cname(self: "HoldfastGame", c: int) -> str:
        return self.info[c].card.name

    def uid(self: "HoldfastGame", c: int) -> str:
        return self.info[c].uid

    def handle(self: "HoldfastGame", c: int) -> str:
        """The id options use for a card: its fd tag while face down, else its uid."""
        p = self.s.pieces[c]
        return p.fd if p.face_down else self.info[c].uid

    def by_handle(self: "HoldfastGame", h: str) -> int:
        if h.startswith("fd"):
            for c, p in enumerate(self.s.pieces):
                if p.face_down and p.fd == h:
                    return c
            raise KeyError(h)
        return self.by_uid[h]

    def seen_name(self: "HoldfastGame", c: int) -> str:
        """The name everyone may read: "a face-down card" while face down."""
        return "a face-down card" if self.s.pieces[c].face_down else self.cname(c)

    def whose(self: "HoldfastGame", c: int) -> str:
        """"Bo's Militia", or "a face-down card of Bo's" (never "Bo's a face-down card")."""
        owner = self.names[self.s.pieces[c].seat]
        return f"a face-down card of {owner}'s" if self.s.pieces[c].face_down else f"{owner}'s {self.cname(c)}"

    def is_gear(self: "HoldfastGame", c: int) -> bool:
        return self.kinds[c] == "belonging" and self.info[c].card.gear

    # -- moving cards -------------------------------------------------------------------
    def _list(self: "HoldfastGame", c: int) -> list[int]:
        p = self.s.pieces[c]
        w = p.where
        if w == "housed":
            return self.s.pieces[p.host].occupants
        if w == "attached":
            return self.s.pieces[p.host].attached
        if w == "middling":
            return self.s.middling
        if w == "stack":
            return self.s.stack
        return getattr(self.s.sides[p.seat], w)

    def take(self: "HoldfastGame", c: int) -> None:
        """Lift ``c`` out of its zone (a perimeter slot becomes a gap). A
        card at rest gets a piece of its own (copies of the state share
        those: HFState.copy)."""
        lst = self._list(c)
        pieces = self.s.pieces
        p = pieces[c]
        if p.where == "perimeter":
            lst[lst.index(c)] = GAP
        else:
            lst.remove(c)
            if p.where in AT_REST:
                p = pieces[c] = p.copy()
        p.where, p.host = "limbo", -1
        known = self.s.known
        if known and c in known:
            known.remove(c)

    def put(self: "HoldfastGame", c: int, where: str, seat: int, host: int = -1, index: int | None = None) -> None:
        """Put ``c`` (already taken) into ``where`` of ``seat`` (or into ``host``)."""
        p = self.s.pieces[c]
        p.where, p.seat, p.host = where, seat, host
        lst = self._list(c)
        if index is None:
            lst.append(c)
        else:
            lst.insert(index, c)
        if where in IN_PLAY and not p.stamp:
            # HF-5.2: the order cards came into play; a card moving on the field
            # keeps its place (a card leaving play is reset to stamp 0).
            self.s.stamp += 1
            p.stamp = self.s.stamp

    def reset(self: "HoldfastGame", c: int) -> None:
        """A card leaving play forgets everything (damage, actions, bonuses, facing)."""
        p = self.s.pieces[c]
        self.s.pieces[c] = Piece(where=p.where, seat=p.seat, host=p.host)

    def turn_down(self: "HoldfastGame", c: int) -> None:
        p = self.s.pieces[c]
        p.face_down = True
        p.fd = f"fd{self.s.fd_next}"
        self.s.fd_next += 1

    def turn_up(self: "HoldfastGame", c: int) -> None:
        p = self.s.pieces[c]
        p.face_down = False
        p.fd = ""
        known = self.s.known
        if known and c in known:
            known.remove(c)  # face up: no secret left

    def leave_play(self: "HoldfastGame", c: int, dest: str) -> None:
        """HF-7: ``c`` leaves the field for ``dest`` (rubble, void, hand or
        middling) of its owner. Its attachments go to their owners' rubble, its
        occupants are ousted (HF-12.4), a perimeter slot becomes a gap (HF-6.3).
        A card that would go back to a deck from the field goes to the void
        instead (HF-7.3)."""
        s = self.s
        p = s.pieces[c]
        for a in list(p.attached):
            self.say("goes_with", seats=(self.s.pieces[a].seat,), whose=self.whose(a), host=self.seen_name(c))
            self.leave_play(a, "rubble")
        for o in list(p.occupants):
            self.oust(o)
        where, seat, host = p.where, p.seat, p.host
        self.take(c)
        if where == "perimeter":
            self.breach(seat)
        if dest == "deck":
            dest = "void"
        self.reset(c)
        owner = self.info[c].owner
        if dest == "hand" and self.kind(c) == "resource":
            dest = "resources"  # HF-8.7: never in a hand
        if dest == "middling":
            self.put(c, "middling", -1)
        elif dest == "resources":
            self.put(c, "resources", owner)
        else:
            self.put(c, dest, owner)
        if where == "attached" and self.kind(host) == "structure":
            self.overflow(host)

    def overflow(self: "HoldfastGame", host: int) -> None:
        """A structure that can no longer house all its occupants ousts the latest."""
        occ = self.s.pieces[host].occupants
        while len(occ) > self.housing(host):
            self.oust(occ[-1])

    def oust(self: "HoldfastGame", o: int) -> None:
        """HF-12.4: an occupant leaves its structure for its controller's courtyard
        (the outland when there is none, HF-7.5). A trap goes to the rubble if it
        was face down when the assault began (or still is), to the void if it was
        already face up (HF-13.5)."""
        s = self.s
        p = s.pieces[o]
        if self.kind(o) == "trap":
            a = s.assault
            down = p.face_down or (a is not None and o in a.was_down)
            dest = "rubble" if down else "void"
            self.say("oust", seats=(p.seat,), card=self.cname(o), was_down=p.face_down, to=dest)
            self.leave_play(o, dest)
            return
        seat = p.seat
        self.take(o)
        self.put(o, "courtyard" if self.has_perimeter(seat) else "outland", seat)
        self.say("ousted", seats=(seat,), whose=self.whose(o), to="courtyard" if self.has_perimeter(seat) else "outland")

    # -- perimeters (HF-6) -------------------------------------------------------------------
    def has_perimeter(self: "HoldfastGame", seat: int) -> bool:
        return bool(self.s.sides[seat].perimeter)

    def breached(self: "HoldfastGame", seat: int) -> bool:
        """HF-6.3: a gap, or a structure removed this turn."""
        side = self.s.sides[seat]
        return bool(side.perimeter) and (GAP in side.perimeter or side.breached_on == self.s.turn)

    def breach(self: "HoldfastGame", seat: int) -> None:
        """A structure left ``seat``'s perimeter: breached; gone when none is left."""
        side = self.s.sides[seat]
        side.breached_on = self.s.turn
        if all(x == GAP for x in side.perimeter):
            side.perimeter = []
            side.breached_on = -1
            moved = list(side.courtyard)
            for c in moved:
                self.take(c)
                self.put(c, "outland", seat)
            self.say("perimeter_gone", seats=(seat,), amounts={"moved": len(moved)})
        else:
            self.say("breach", seats=(seat,))

    def connected(self: "HoldfastGame", seat: int) -> bool:
        """HF-6.4: two standing structures of ``seat``'s perimeter side by side
        (parts of a breached perimeter stay connected)."""
        prev = GAP
        for x in self.s.sides[seat].perimeter:
            if x != GAP and prev != GAP:
                return True
            prev = x
        return False

    def may_declare(self: "HoldfastGame", seat: int) -> bool:
        """HF-6.1, HF-6.4: a new perimeter may be declared by a player with no
        connected structures: no perimeter, or one whose standing structures are
        all parted by gaps."""
        return not self.has_perimeter(seat) or not self.connected(seat)

    def give_up_perimeter(self: "HoldfastGame", seat: int) -> None:
        """HF-6.4: declaring a new perimeter gives up an old one with no connected
        structures: they stand alone in the outland, and the courtyard (breached,
        so one zone with the outland already) spills into the outland."""
        side = self.s.sides[seat]
        if not side.perimeter:
            return
        for c in self.perimeter_structures(seat):
            self.take(c)
            self.put(c, "outland", seat)
        side.perimeter = []
        side.breached_on = -1
        for c in list(side.courtyard):
            self.take(c)
            self.put(c, "outland", seat)
        self.say("give_up", actor=seat)

    def perimeter_structures(self: "HoldfastGame", seat: int) -> list[int]:
        return [c for c in self.s.sides[seat].perimeter if c != GAP]

    # -- range (HF-6.5) -------------------------------------------------------------------------
    def areas(self: "HoldfastGame", c: int) -> tuple[int, ...]:
        """The areas a card can reach and be reached from: the outland (OUT), a
        courtyard (its seat), both for a standing perimeter structure; nothing for
        housed, attached and resource cards."""
        p = self.s.pieces[c]
        w = p.where
        if w == "outland":
            return (OUT,)
        if w == "courtyard":
            return (OUT,) if self.breached(p.seat) else (p.seat,)
        if w == "perimeter":
            return (OUT,) if self.breached(p.seat) else (OUT, p.seat)
        return ()

    def in_range(self: "HoldfastGame", a: int, t: int) -> bool:
        ta = self.areas(t)
        return any(x in ta for x in self.areas(a))

    # -- what is in play ------------------------------------------------------------------------
    def in_play(self: "HoldfastGame", seat: int) -> list[int]:
        """Every card ``seat`` controls on the field (occupants and attachments
        too): its resources, then each open card followed by its attachments
        and its occupants (each followed by its own attachments). A new list."""
        side = self.s.sides[seat]
        pieces = self.s.pieces
        out = side.resources[:]
        for lst in (side.outland, side.courtyard, side.perimeter):
            for c in lst:
                if c == GAP:
                    continue
                out.append(c)
                p = pieces[c]
                if p.attached:
                    out += p.attached
                for o in p.occupants:
                    out.append(o)
                    att = pieces[o].attached
                    if att:
                        out += att
        return out

    def structures(self: "HoldfastGame", seat: int) -> list[int]:
        side = self.s.sides[seat]
        return [c for c in side.outland + side.courtyard + side.perimeter if c != GAP and self.kind(c) == "structure"]

    def holds_out(self: "HoldfastGame", seat: int) -> bool:
        """HF-1.1: at least one denizen and one structure in play."""
        kinds = {self.kind(c) for c in self.in_play(seat)}
        return "denizen" in kinds and "structure" in kinds

    def has_room(self: "HoldfastGame", st: int) -> bool:
        return len(self.s.pieces[st].occupants) < self.housing(st)

    # -- current stats (HF-8) ---------------------------------------------------------------------
    def _bonus(self: "HoldfastGame", c: int, stat: str) -> int:
        n = 0
        for a in self.s.pieces[c].attached:
            n += getattr(self.info[a].card.bonus, stat)
        return n

    def strength(self: "HoldfastGame", c: int) -> int:
        p = self.s.pieces[c]
        return max(0, self._stats_of[c][0] + (self._bonus(c, "strength") if p.attached else 0) + p.bonus[0])

    def fortitude(self: "HoldfastGame", c: int) -> int:
        p = self.s.pieces[c]
        return self._stats_of[c][1] + (self._bonus(c, "fortitude") if p.attached else 0) + p.bonus[1]

    def morale(self: "HoldfastGame", c: int) -> int:
        p = self.s.pieces[c]
        return max(0, self._stats_of[c][2] + (self._bonus(c, "morale") if p.attached else 0) + p.bonus[2])

    def housing(self: "HoldfastGame", c: int) -> int:
        card = self.info[c].card
        return (card.housing if card.type == "structure" else 0) + self._bonus(c, "housing")

    def acts(self: "HoldfastGame", c: int) -> int:
        """HF-9.1: how many actions ``c`` has this turn."""
        p = self.s.pieces[c]
        return self._acts_of[c] + (self._bonus(c, "acts") if p.attached else 0) + p.extra_acts

    def free(self: "HoldfastGame", c: int) -> bool:
        """Free to act: face up with an action left (HF-9.1)."""
        p = self.s.pieces[c]
        if p.face_down:
            return False
        return p.acted < self._acts_of[c] + (self._bonus(c, "acts") if p.attached else 0) + p.extra_acts

    # -- falls (HF-11.3) --------------------------------------------------------------------------
    def fall_check(self: "HoldfastGame") -> list[int]:
        """Every card in play with 0 or less fortitude left falls to its owner's
        rubble. Returns the fallen cards."""
        return self._falls()[0]

    def _falls(self: "HoldfastGame") -> tuple[list[int], list[int]]:
        """:meth:`fall_check`: ``(the fallen cards, each seat's capacity
        (:meth:`capacity`) once nothing more falls)``: one walk of the cards
        in play answers both."""
        out: list[int] = []
        fells = self._fells
        cap = self.cap_of
        while True:
            fallen = []
            pieces = self.s.pieces
            caps = []
            for seat in range(len(self.s.sides)):
                n = BASE_CAPACITY
                for c in self.in_play(seat):
                    if cap[c] and not pieces[c].face_down:
                        n += cap[c]
                    if not fells[c]:  # only a denizen, structure or belonging that is no gear falls
                        continue
                    p = pieces[c]
                    # printed fortitude is at least 1: only damage or a negative bonus can fell
                    if p.damage <= 0 and p.bonus[1] >= 0 and not p.attached:
                        continue
                    if self.fortitude(c) - p.damage <= 0:
                        fallen.append(c)
                caps.append(max(0, n))
            if not fallen:
                return out, caps
            for c in fallen:
                if self.s.pieces[c].where not in IN_PLAY:
                    continue
                seat = self.s.pieces[c].seat
                self.say("fall", seats=(seat,), card=self.cname(c))
                self.leave_play(c, "rubble")
                out.append(c)

    def deal(self: "HoldfastGame", c: int, n: int) -> int:
        """Mark ``n`` damage on ``c`` after its shield (HF-15.1). Returns the damage marked."""
        p = self.s.pieces[c]
        stop = min(p.shield, n)
        p.shield -= stop
        p.damage += n - stop
        return n - stop

    # -- placing a deployed card (HF-9.2) ----------------------------------------------------------
    def rooms(self: "HoldfastGame", seat: int) -> list[int]:
        return [st for st in self.structures(seat) if self.has_room(st)]

    def placements(self: "HoldfastGame", seat: int, c: int) -> list[tuple[str, str, str, tuple[str, ...]]]:
        """``(placement id, label, zone, host uids)`` for deploying ``c`` (HF-9.2):
        the zone it enters (``outland``, ``courtyard``, ``perimeter``,
        ``housed``, ``attached``) and the cards it goes beside, into or onto."""
        card = self.info[c].card
        t = card.type
        out: list[tuple[str, str, str, tuple[str, ...]]] = []
        wall = self.has_perimeter(seat)
        if t == "structure":
            out.append(("outland", "In the outland, standing alone", "outland", ()))
            if wall:
                side = self.s.sides[seat]
                out.append(("courtyard", "In your courtyard", "courtyard", ()))
                if side.perimeter[0] != GAP:
                    out.append(("left", f"Extend your perimeter at the left (beside {self.cname(side.perimeter[0])})",
                                "perimeter", (self.uid(side.perimeter[0]),)))
                if side.perimeter[-1] != GAP:
                    out.append(("right", f"Extend your perimeter at the right (beside {self.cname(side.perimeter[-1])})",
                                "perimeter", (self.uid(side.perimeter[-1]),)))
                for i, x in enumerate(side.perimeter):
                    if x == GAP:
                        out.append((f"gap:{i}", f"Fill the gap at perimeter slot {i + 1}", "perimeter", ()))
            if self.may_declare(seat):
                for st in self.s.sides[seat].outland:
                    if self.kind(st) == "structure":
                        out.append((f"connect:{self.uid(st)}", f"Connect to {self.cname(st)}: declare a new perimeter",
                                    "perimeter", (self.uid(st),)))
            return out
        if t == "fortification":
            return [(f"attach:{self.uid(st)}", f"Fortify {self.cname(st)}", "attached", (self.uid(st),))
                    for st in self.structures(seat)]
        if self.is_gear(c):
            return [(f"attach:{self.uid(d)}", f"Arm {self.cname(d)}", "attached", (self.uid(d),))
                    for d in self.in_play(seat) if self.kind(d) == "denizen" and not self.s.pieces[d].face_down]
        ups = [":down"] if t == "trap" else ["", ":down"]
        spots = [("outland", "in the outland", "outland", ())]
        spots += [("courtyard", "in your courtyard", "courtyard", ())] if wall else []
        spots += [(f"house:{self.uid(st)}", f"housed in {self.cname(st)}", "housed", (self.uid(st),))
                  for st in self.rooms(seat)]
        idle = t == "trap" and card.scope == "housed"  # HF-13.3: it answers only from inside the structure
        for pid, lbl, zone, hosts in spots:
            for up in ups:
                hint = " (only works housed)" if idle and zone != "housed" else ""
                out.append((pid + up, ("Face down " if up else "Face up ") + lbl + hint, zone, hosts))
        return out

    def can_place(self: "HoldfastGame", seat: int, c: int) -> bool:
        """``bool(self.placements(seat, c))`` without wording them: a
        fortification needs a structure of ``seat``'s, gear a face-up denizen
        of ``seat``'s in play; any other card can always go to the outland."""
        t = self.info[c].card.type
        if t == "fortification":
            return bool(self.structures(seat))
        if t != "structure" and self.is_gear(c):
            pieces = self.s.pieces
            kinds = self.kinds
            return any(kinds[d] == "denizen" and not pieces[d].face_down for d in self.in_play(seat))
        return True

    def enter(self: "HoldfastGame", c: int, seat: int, placement: str) -> None:
        """Put ``c`` (on the stack) into play at ``placement`` (from :meth:`placements`)."""
        s = self.s
        side = s.sides[seat]
        down = placement.endswith(":down")
        if down:
            placement = placement[: -len(":down")]
        where, _, rest = placement.partition(":")
        self.take(c)
        if where in ("outland", "courtyard"):
            self.put(c, where, seat)
        elif where == "house":
            self.put(c, "housed", seat, self.by_uid[rest])
        elif where == "attach":
            self.put(c, "attached", seat, self.by_uid[rest])
        elif where == "left":
            self.put(c, "perimeter", seat, index=0)
        elif where == "right":
            self.put(c, "perimeter", seat)
        elif where == "gap":
            i = int(rest)
            side.perimeter[i] = c
            p = s.pieces[c]
            p.where, p.seat, p.host = "perimeter", seat, -1
            s.stamp += 1
            p.stamp = s.stamp
        elif where == "connect":
            other = self.by_uid[rest]
            self.give_up_perimeter(seat)
            self.take(other)
            self.put(other, "perimeter", seat)
            self.put(c, "perimeter", seat)
            side.breached_on = -1
        else:  # pragma: no cover - defensive
            raise ValueError(placement)
        if down:
            self.turn_down(c)

    # -- moving a card in play (HF-9.3) -----------------------------------------------------------
    def destinations(self: "HoldfastGame", c: int) -> list[tuple[str, str, str, tuple[str, ...]]]:
        """``(destination id, label, zone, host uids)`` for each place ``c``
        may move to with one action (HF-9.3): your outland, your courtyard, a
        structure of yours with room; gear to another denizen of yours."""
        p = self.s.pieces[c]
        seat = p.seat
        if self.is_gear(c):
            return [(f"attach:{self.uid(d)}", f"To {self.cname(d)}", "attached", (self.uid(d),))
                    for d in self.in_play(seat)
                    if self.kind(d) == "denizen" and d != p.host and not self.s.pieces[d].face_down]
        out: list[tuple[str, str, str, tuple[str, ...]]] = []
        if p.where != "outland":
            out.append(("outland", "To the outland", "outland", ()))
        if p.where != "courtyard" and self.has_perimeter(seat):
            out.append(("courtyard", "To your courtyard", "courtyard", ()))
        for st in self.rooms(seat):
            if st != p.host:
                out.append((f"house:{self.uid(st)}", f"Into {self.cname(st)}", "housed", (self.uid(st),)))
        return out

    def can_move_to_some(self: "HoldfastGame", c: int, rooms: dict[int, list[int]]) -> bool:
        """``bool(self.destinations(c))`` without wording them; ``rooms``
        caches :meth:`rooms` by seat for one decision (no card moves while it
        is used)."""
        p = self.s.pieces[c]
        seat = p.seat
        if self.is_gear(c):
            pieces = self.s.pieces
            kinds = self.kinds
            return any(kinds[d] == "denizen" and d != p.host and not pieces[d].face_down for d in self.in_play(seat))
        if p.where != "outland":
            return True
        if self.has_perimeter(seat):  # p.where is "outland", so not "courtyard"
            return True
        r = rooms.get(seat)
        if r is None:
            r = rooms[seat] = self.rooms(seat)
        return any(st != p.host for st in r)

    def move(self: "HoldfastGame", c: int, dest: str) -> None:
        p = self.s.pieces[c]
        seat = p.seat
        where, _, rest = dest.partition(":")
        self.take(c)
        if where == "house":
            self.put(c, "housed", seat, self.by_uid[rest])
        elif where == "attach":
            self.put(c, "attached", seat, self.by_uid[rest])
        else:
            self.put(c, where, seat)

    def movable(self: "HoldfastGame", c: int) -> bool:
        t = self.kind(c)
        return t == "denizen" or (t == "belonging" and self.s.pieces[c].where in ("outland", "courtyard", "housed", "attached"))

    def open_cards(self: "HoldfastGame", seat: int) -> list[int]:
        """Cards of ``seat`` lying open on the field (outland, courtyard, perimeter)."""
        side = self.s.sides[seat]
        return [c for c in side.outland + side.courtyard + side.perimeter if c != GAP]
