"""Static effects and derived numbers: stats, costs, pools, limits (HW-19).

Static effects come from Convictions in play, Continuing Events on the field,
active Characters, and a complete set's While Complete list (HW-16.7). Each query
sums the statics that apply to it at that moment; nothing is cached, so a change
of zones is seen at once (HW-16.7: While Complete stops the instant a set breaks).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from .cards import Character, Static

if TYPE_CHECKING:  # pragma: no cover
    from .state import HWState

BASE_FAITH = 5  # HW-5.3
MAX_COALITION = 3
RESPONSE_FAITH = 3  # HW-5.7
RALLY_FAITH = 2  # HW-5.4
INTERVENTION = 2  # HW-13.2
FIELD_LIMIT = 8  # HW-3.1
EVENT_LIMIT = 5
CAPTIVE_LIMIT = 3


class StaticsMixin:
    """Queries over the state ``self.s`` and the card table ``self.info``."""

    s: "HWState"
    #: The statics list while a pure query works out one decision (see
    #: :meth:`pinned`): None when not pinned (a cache, never state).
    _pinned: list | None = None

    # -- where things are ------------------------------------------------------------
    def controller(self, c: int) -> int:
        """Seat whose field, Continuing Events or Set Area holds ``c``, else -1."""
        for seat, side in enumerate(self.s.sides):
            if c in side.field or c in side.events or c in side.set_area:
                return seat
        return -1

    def on_field(self, c: int, seat: int | None = None) -> bool:
        """True when ``c`` is an active Character (on a field, not captured)."""
        sides = self.s.sides if seat is None else [self.s.sides[seat]]
        return any(c in side.field for side in sides)

    def set_complete(self, seat: int) -> bool:
        """HW-16.6: ``seat`` controls all three components of its set face up, on
        its field or in its Set Area (captured Characters do not count)."""
        side = self.s.sides[seat]
        want = self.decks[seat].set.components  # type: ignore[attr-defined]
        # the cards (of either seat) whose key is one of the components: only
        # they can complete it; most often none of them is in these zones
        comp = self.component_cards[seat]  # type: ignore[attr-defined]
        found = comp.intersection(side.field + side.events + side.set_area)
        if len(found) < len(want):
            return False
        keys = self.keys  # type: ignore[attr-defined]
        have = {keys[c] for c in found}
        return all(k in have for k in want)

    # -- static sources ----------------------------------------------------------------
    def statics(self) -> list[tuple[int, str, int, Static]]:
        """Every static in force: ``(source seat, source key, index, Static)``.
        The source key is the card uid, or ``set:<key>`` for While Complete.

        Statics depend only on which cards are in the Conviction areas, on the
        fields and in the Set Areas, so the list is cached on exactly those zones
        (and taken as it is while :meth:`pinned`).
        """
        pinned = self._pinned
        if pinned is not None:
            return pinned
        sides = self.s.sides
        a, b = sides
        cache = self.__dict__.get("_statics_cache")
        if cache is not None:
            # the zones as they were when the list was made (copies), the
            # fields first: they change most often
            af, bf, ae, be, asa, bsa, ac, bc = cache[0]
            if (af == a.field and bf == b.field and ae == a.events and be == b.events and asa == a.set_area
                    and bsa == b.set_area and ac == a.convictions and bc == b.convictions):
                return cache[1]
        key = (a.field[:], b.field[:], a.events[:], b.events[:], a.set_area[:], b.set_area[:], a.convictions[:],
               b.convictions[:])
        self.__dict__["_statics_memo"] = {}
        rows = self.static_rows  # type: ignore[attr-defined]
        out: list[tuple[int, str, int, Static]] = []
        for seat, side in enumerate(sides):
            for group in (side.convictions, side.events, side.field):
                for c in group:
                    r = rows[c]
                    if r:
                        out += r[seat]
            sdef = self.decks[seat].set  # type: ignore[attr-defined]
            if sdef.while_complete and self.set_complete(seat):
                for i, st in enumerate(sdef.while_complete):
                    out.append((seat, f"set:{sdef.key}", i, st))
        self.__dict__["_statics_cache"] = (key, out)
        # most often no "cannot" static is in force: cannot() then answers at once
        self.__dict__["_statics_memo"]["no cannot"] = not any(x[3].kind == "cannot" for x in out)
        return out

    def pinned(self, query, *args):
        """``query(*args)``, a pure query of the state (it changes nothing: a
        ``_d_`` function building one decision) with :meth:`statics` worked
        out once for all of it instead of at every cost, total and "cannot"
        it asks (the state does not change meanwhile, so neither do they)."""
        if self._pinned is not None:
            return query(*args)
        self._pinned = self.statics()
        try:
            return query(*args)
        finally:
            self._pinned = None

    @staticmethod
    def _applies_to_seat(st: Static, src: int, seat: int) -> bool:
        return (src == seat) if st.whose == "own" else (src != seat) if st.whose == "enemy" else False

    def total(self, seat: int, kind: str, card_type: str | None = None) -> int:
        """Sum of the statics of ``kind`` that apply to player ``seat`` (memoized
        until the statics in force change)."""
        sts = self.statics()
        memo = self.__dict__["_statics_memo"]
        mk = (seat, kind, card_type)
        n = memo.get(mk)
        if n is not None:
            return n
        n = 0
        for src, _k, _i, st in sts:
            if st.kind == kind and self._applies_to_seat(st, src, seat):
                if card_type is None or st.card_type is None or st.card_type == card_type:
                    n += st.amount
        memo[mk] = n
        return n

    def cannot(self, seat: int, action: str) -> bool:
        """HW-18.6: a "cannot" static forbids ``action`` for ``seat`` whatever any
        card permits."""
        sts = self.statics()
        memo = self.__dict__["_statics_memo"]
        if memo.get("no cannot"):
            return False
        mk = (seat, "cannot", action)
        hit = memo.get(mk)
        if hit is None:
            hit = memo[mk] = any(
                st.kind == "cannot" and st.action == action and self._applies_to_seat(st, src, seat)
                for src, _k, _i, st in sts
            )
        return hit

    # -- Character stats -------------------------------------------------------------------
    def stat(self, c: int, name: str, context: str = "any") -> int:
        """Current ``attack``/``defense``/``faith`` of the Character ``c``, with
        statics (for ``context``: battle, capture, rescue, defiance) and
        until-end-of-turn modifiers; never below 0 (HW-14.2: current Faith)."""
        card = self.info[c].card  # type: ignore[attr-defined]
        assert isinstance(card, Character)
        p = self.s.pieces[c]
        v = getattr(card, name) + (p.atk if name == "attack" else p.dfn if name == "defense" else p.fth)
        ctl = self.controller(c)
        for src, _k, _i, st in self.statics():
            if st.kind != name or (st.context != "any" and st.context != context):
                continue
            if st.whose == "marked":
                if p.marked_by != src:
                    continue
            elif st.whose == "own":
                if ctl != src:
                    continue
            elif ctl == src or ctl < 0:
                continue
            if st.identifier is not None and not card.has_id(st.identifier):
                continue
            v += st.amount
        return max(0, v)

    # -- Faith, costs and limits ----------------------------------------------------------
    def cost(self, c: int, seat: int) -> int:
        """Faith Cost of playing ``c`` for ``seat``: printed cost with cost statics
        (never below 0). A component carrying a Disrupted marker is replayed for its
        full printed cost (HW-17.2)."""
        printed = self.costs[c]  # type: ignore[attr-defined]
        if self.s.pieces[c].disrupted:
            return printed
        t = self.ctypes[c]  # type: ignore[attr-defined]
        if self._pinned is None:
            self.statics()  # the memo below is that of the statics in force
        n = self.__dict__["_statics_memo"].get((seat, "cost", t))
        if n is None:
            n = self.total(seat, "cost", t)
        n += printed
        return n if n > 0 else 0

    def income(self, seat: int) -> int:
        """HW-5.3: Faith of the Resource Phase: 5 + 1 per active Character (at most
        +3), plus ``faith_income`` statics."""
        side = self.s.sides[seat]
        return max(0, BASE_FAITH + min(MAX_COALITION, len(side.field)) + self.total(seat, "faith_income"))

    def rally_faith(self, seat: int) -> int:
        return max(0, RALLY_FAITH + self.total(seat, "rally"))

    def response_income(self, seat: int) -> int:
        return max(0, RESPONSE_FAITH + self.total(seat, "response_faith"))

    def intervention(self, seat: int) -> int:
        return max(0, INTERVENTION + self.total(seat, "intervention"))

    def rescues_allowed(self, seat: int) -> int:
        return 1 + self.total(seat, "extra_rescue")

    def preventions(self, seat: int, source: str) -> list[tuple[str, Static]]:
        """HW-18.2: prevention statics protecting ``seat`` from a Resolve loss of
        ``source`` (effect, capture, direct, deck), as ``(key, Static)``; a
        once-per-turn one already used this turn is left out."""
        used = self.s.sides[seat].used
        out = []
        for src, key, i, st in self.statics():
            if src != seat or st.kind not in ("reduce_loss", "cap_loss"):
                continue
            if st.source and source not in st.source:
                continue
            k = f"{key}#{i}"
            if st.once_per_turn and k in used:
                continue
            out.append((k, st))
        return out

    def pool(self, seat: int) -> int:
        """The Faith ``seat`` pays with now: normal Faith on their own turn,
        Response Faith on the opponent's turn (HW-5.7)."""
        side = self.s.sides[seat]
        return side.faith if seat == self.s.active else side.response_faith

    def pay(self, seat: int, amount: int) -> None:
        side = self.s.sides[seat]
        if seat == self.s.active:
            side.faith -= amount
        else:
            side.response_faith -= amount

    def gain_pool(self, seat: int, amount: int) -> None:
        side = self.s.sides[seat]
        if seat == self.s.active:
            side.faith += amount
        else:
            side.response_faith += amount
