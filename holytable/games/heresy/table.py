"""Where Heresy cards are, and what the table gives each player: moving cards
between zones, attachments, bodies, influence (HK-10), virtual support and
crashes (HK-21, HK-22), tau on arrays (HK-18).

:class:`TableMixin` is part of :class:`~holytable.games.heresy.rules.HeresyGame`;
every change of a card's place goes through :meth:`TableMixin.take` and
:meth:`TableMixin.put`, so the lists of :mod:`.state` and each piece's
``where``/``seat``/``host`` stay in step.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Iterator

from .state import IN_PLAY
from .words import tagged

if TYPE_CHECKING:  # pragma: no cover
    from .state import CardInfo, HKState


class TableMixin:
    s: "HKState"
    info: tuple["CardInfo", ...]
    is_char: tuple[bool, ...]
    kinds: tuple[str, ...]
    vs_base: tuple[int, ...]
    aura_base: tuple[int, ...]
    mods: tuple

    # -- static facts ------------------------------------------------------------------------------
    def card(self, c: int):
        return self.info[c].card

    def kind(self, c: int) -> str:
        return self.kinds[c]

    def uid(self, c: int) -> str:
        return self.info[c].uid

    def cname(self, c: int) -> str:
        return self.info[c].card.name

    def tag(self, c: int) -> int:
        """Card ``c``'s copy tag, 0 for none: while another card of its name
        is in play where everyone can read it (not a face-down IC, HK-29.1),
        the number it was given when first seen on its way to the table
        (:meth:`hk_tag_new`: 1, 2, 3... by name, in the order they came), the
        same all game long; words.tagged shows it (``"Arena#2"``). The log,
        the prompts and the view name cards so."""
        t = self.s.tags[c]
        if not t:
            return 0
        pieces = self.s.pieces
        for x in self.twins[c]:
            p = pieces[x]
            if p.where in IN_PLAY and not (p.where == "attached" and self.kinds[x] == "ic"
                                           and x not in self.s.ic_seen):
                return t
        return 0

    def tname(self, c: int) -> str:
        """Card ``c``'s name as the log and the prompts give it: with its
        copy tag (:meth:`tag`) when another card of its name is in play."""
        name = self.info[c].card.name
        t = self.s.tags[c]
        if not t:
            return name
        pieces = self.s.pieces
        for x in self.twins[c]:  # :meth:`tag`, inline: this is called for every name the log and prompts give
            p = pieces[x]
            if p.where in IN_PLAY and not (p.where == "attached" and self.kinds[x] == "ic"
                                           and x not in self.s.ic_seen):
                return tagged(name, t)
        return name

    def hk_tag_new(self, c: int) -> None:
        """Card ``c`` is seen by everyone on its way to the table (put into
        play; shown from the hand for an action; an IC turned face up): a card
        of a name shared in the game gets the next copy tag of that name, for
        good (never given twice, never taken back)."""
        tags = self.s.tags
        if not tags[c] and self.twins[c]:
            tags[c] = 1 + max(tags[x] for x in self.twins[c])

    def is_character(self, c: int) -> bool:
        return self.is_char[c]

    # -- zones ------------------------------------------------------------------------------------
    def _list_of(self, c: int) -> list[int]:
        p = self.s.pieces[c]
        if p.where in ("attached",):
            return self.s.pieces[p.host].attached
        if p.where == "body":
            return self.s.pieces[p.host].body_att
        return getattr(self.s.sides[p.seat], p.where)

    def take(self, c: int) -> None:
        """Lift card ``c`` from wherever it is (its attachments stay on it)."""
        self._list_of(c).remove(c)
        p = self.s.pieces[c]
        p.where = "limbo"
        p.host = -1

    def put(self, c: int, where: str, seat: int, host: int = -1) -> None:
        """Place lifted card ``c``: on a pile or area of ``seat``, or attached
        to ``host`` (``where`` "attached" or "body"; HK-13.1: characters on
        locations, enhancements and alephs on characters or locations)."""
        p = self.s.pieces[c]
        p.where = where
        p.seat = seat
        p.host = host
        if where == "attached":
            self.s.pieces[host].attached.append(c)
        elif where == "body":
            self.s.pieces[host].body_att.append(c)
        else:
            getattr(self.s.sides[seat], where).append(c)
        if where in IN_PLAY and not self.s.tags[c] and not (self.kinds[c] == "ic" and where == "attached"
                                                              and c not in self.s.ic_seen):
            self.hk_tag_new(c)  # copy tags (a face-down IC gets its own when turned up, HK-29.1)
        if where not in IN_PLAY:
            p.open = p.stricken = False
            p.damage = 0
            p.tau = 0
            p.body = -1
            p.called = -1
            if self.s.conflict is not None:  # HK-31.5: a card out of play is out of the combat
                self.leave_conflict(c)

    def to_pile(self, c: int, pile: str) -> None:
        """Card ``c`` (lifted or not) goes to its owner's ``pile``; whatever is
        attached to it, and any body of it, is obliterated first (HK-3.6;
        HK-20.9: a killed array's alephs and enhancements when it is archived).
        HK-1.6: a card always goes back to its owner; nothing changes owners."""
        p = self.s.pieces[c]
        for a in p.attached[:] + p.body_att[:]:
            self.to_pile(a, "oblivion")
        if p.where == "wilds":  # HK-16.6: bodies on a domain leave with it
            for x in self.characters(p.seat, "matrix"):
                px = self.s.pieces[x]
                if px.body == c:
                    px.body = -1
                    for e in px.body_att[:]:
                        self.to_pile(e, "oblivion")
        if p.where in IN_PLAY and pile != "oblivion" and c not in self.s.shown:
            self.s.shown.append(c)  # everyone saw it go: it stays known (view.py)
        if p.where != "limbo":
            self.take(c)
        if p.tau:
            self.lose_tau(c, p.tau)
        self.put(c, pile, self.info[c].owner)

    def obliterate(self, c: int) -> None:
        """HK-3.6: to its owner's oblivion, with everything attached."""
        self.to_pile(c, "oblivion")

    # -- in play ----------------------------------------------------------------------------------
    def in_play(self, seat: int) -> Iterator[int]:
        """Every card ``seat`` controls in play: locations, then what is on them."""
        side = self.s.sides[seat]
        pieces = self.s.pieces
        stack = side.wilds + side.matrix
        while stack:
            c = stack.pop()
            yield c
            p = pieces[c]
            if p.attached:
                stack.extend(p.attached)
            if p.body_att:
                stack.extend(p.body_att)

    def area(self, c: int) -> str:
        """``"wilds"`` or ``"matrix"``: the area card ``c`` in play stands in."""
        pieces = self.s.pieces
        p = pieces[c]
        while p.where in ("attached", "body"):
            c = p.host
            p = pieces[c]
        return p.where

    def location_of(self, c: int) -> int:
        """The location a character stands on (or a card is attached under)."""
        pieces = self.s.pieces
        while pieces[c].where in ("attached", "body"):
            c = pieces[c].host
        return c

    def characters(self, seat: int, area: str | None = None) -> list[int]:
        """The characters ``seat`` has in play (in ``area`` only, if given)."""
        side = self.s.sides[seat]
        locs = side.wilds if area == "wilds" else side.matrix if area == "matrix" else side.wilds + side.matrix
        pieces = self.s.pieces
        return [a for loc in locs for a in pieces[loc].attached if self.is_character(a)]

    def keywords(self, c: int) -> frozenset:
        """A character's netwalk/blitz (HK-39.8): its own and what its attachments give."""
        kw = self.card(c).keywords
        for a in self.s.pieces[c].attached:
            mods = self.mods[a]
            if mods is not None and mods.keywords:
                kw = kw | mods.keywords
        return kw

    def mod_total(self, c: int, what: str) -> int:
        """What the cards attached to ``c`` (not stricken) add to its ``what``
        (HK-5.2: card text over the rules; HK-20.6: an aleph's modifiers
        apply to the card it is on; HK-34.8: a challenge's Hosts count them)."""
        n = 0
        pieces = self.s.pieces
        all_mods = self.mods
        for a in pieces[c].attached:
            mods = all_mods[a]
            if mods is not None and not pieces[a].stricken:
                n += getattr(mods, what)
        return n

    def attack(self, c: int) -> int:
        """HK-39.6: the attack value, printed plus what is attached."""
        return self.card(c).attack + self.mod_total(c, "attack")

    def defense(self, c: int) -> int:
        """HK-12.7: a stricken card has defense 0 in combat; shown printed + mods here."""
        return self.card(c).defense + self.mod_total(c, "defense")

    def unique_in_play(self, key: str) -> bool:
        """HK-14.9: a card with this key is in play (anyone's)."""
        for seat in range(len(self.s.sides)):
            for c in self.in_play(seat):
                if self.info[c].card.key == key:
                    return True
        return False

    def title_held(self, name: str) -> bool:
        """HK-35.6: a title of this name is on a Host in play."""
        for seat in range(len(self.s.sides)):
            for c in self.in_play(seat):
                card = self.card(c)
                if card.type == "title" and card.name == name:
                    return True
        return False

    # -- influence (HK-10) ----------------------------------------------------------------------
    def influence(self, seat: int) -> dict[str, int]:
        """HK-10.3..10.5: one of its conviction per domain and array ``seat``
        controls (HK-10.2: every array is Technology), open or ready (HK-10.4),
        not stricken (HK-10.5)."""
        out: dict[str, int] = {}
        side = self.s.sides[seat]
        pieces = self.s.pieces
        for c in side.wilds + side.matrix:
            if not pieces[c].stricken:
                conv = self.info[c].card.conviction
                out[conv] = out.get(conv, 0) + 1
        return out

    def has_influence(self, seat: int, need: dict[str, int]) -> bool:
        """HK-14.4: ``seat`` has the influence ``need``; HK-10.4: none is used
        up; HK-14.10: checked when calling only."""
        if not need:
            return True
        have = self.influence(seat)
        return all(have.get(k, 0) >= n for k, n in need.items())

    # -- aura (HK-9) ----------------------------------------------------------------------------------
    def aura_of(self, c: int) -> int:
        """The aura opening ``c`` gives (0: it gives none; HK-39.7: what calls are paid with)."""
        return self.aura_base[c] + (self.mod_total(c, "aura") if self.is_char[c] else 0)

    def aura_sources(self, seat: int) -> list[int]:
        """HK-9.1, HK-9.5, HK-9.6: ready cards of ``seat`` that give aura when
        opened: not open, not stricken, and no character called this turn."""
        s = self.s
        pieces = s.pieces
        side = s.sides[seat]
        out = []
        for loc in side.wilds + side.matrix:
            pl = pieces[loc]
            if not pl.open and not pl.stricken and pl.where == "wilds" and self.aura_base[loc]:
                out.append(loc)
            for c in pl.attached:
                if self.is_char[c]:
                    p = pieces[c]
                    if not p.open and not p.stricken and p.called != s.turn and self.aura_of(c):
                        out.append(c)
        out.sort()
        return out

    def hk_least_aura(self, sources: list[int], need: int) -> list[int]:
        """HK-9.7.b "open what is needed": the cards of ``sources`` whose aura
        together pays ``need`` with the least aura (exact where possible, so
        none is lost when the pool empties, HK-9.4); ties: the fewest
        characters opened (a ready character can still fight and defend),
        then the fewest cards. ``need`` <= 0: none; more than all give: all.
        Shape: a list of card indices, in ``sources`` order."""
        if need <= 0:
            return []
        is_char = self.is_char
        # best[total] = (characters, cards, picked) over subsets, totals capped at need + max
        best: dict[int, tuple[int, int, tuple[int, ...]]] = {0: (0, 0, ())}
        for i, c in enumerate(sources):
            a = self.aura_of(c)
            if a <= 0:
                continue
            ch = 1 if is_char[c] else 0
            for tot, (nch, ncd, picked) in list(best.items()):
                if tot >= need:
                    continue  # already pays: adding more only wastes aura
                key = (nch + ch, ncd + 1, picked + (i,))
                old = best.get(tot + a)
                if old is None or key[:2] < old[:2]:
                    best[tot + a] = key
        paying = [t for t in best if t >= need]
        if not paying:
            return list(sources)
        return [sources[i] for i in best[min(paying)][2]]

    def aura_within_reach(self, seat: int) -> int:
        return self.s.sides[seat].aura + sum(self.aura_of(c) for c in self.aura_sources(seat))

    def open_card(self, c: int) -> None:
        """HK-12.1, HK-13.2, HK-13.3: open ``c`` and the alephs and
        enhancements attached to it (not the characters on a location)."""
        pieces = self.s.pieces
        pieces[c].open = True
        for a in pieces[c].attached:
            if not self.is_character(a):
                pieces[a].open = True

    # -- virtual support (HK-21) ------------------------------------------------------------------
    def vs_of(self, c: int) -> int:
        """The virtual support card ``c`` of a Wilds area gives (HK-21.2)."""
        if not self.s.pieces[c].attached:
            return self.vs_base[c]
        return self.vs_base[c] + self.mod_total(c, "vs")

    def vs(self, seat: int) -> int:
        """HK-21.2..21.4: domains' VS, Wilds characters' VS by text, jacked-in
        characters' VS while their body is in play (HK-16.5); nothing from
        stricken cards (HK-21.3) or from netwalkers in the Matrix (HK-21.4).
        HK-14.6, ruling HK-14.6.b: a character called this turn gives none of
        its own, but the alephs, enhancements and titles on it give theirs."""
        s = self.s
        side = s.sides[seat]
        pieces = s.pieces
        total = 0
        for d in side.wilds:
            if not pieces[d].stricken:  # a stricken domain gives none; its characters still may
                total += self.vs_of(d)
            for a in pieces[d].attached:
                pa = pieces[a]
                if self.is_character(a) and not pa.stricken:
                    total += self.vs_of(a) if pa.called != s.turn else self.vs_carried(a)
        for arr in side.matrix:
            for a in pieces[arr].attached:
                pa = pieces[a]
                # HK-14.6.b: in the Matrix as in the Wilds
                if self.is_character(a) and pa.body >= 0 and not pa.stricken:
                    total += self.vs_of(a) if pa.called != s.turn else self.vs_carried(a)
        return total

    def vs_carried(self, c: int) -> int:
        """HK-14.6.b: the virtual support the cards attached to ``c`` give
        (not stricken), without its own."""
        return self.mod_total(c, "vs") if self.s.pieces[c].attached else 0

    def vs_needed(self, seat: int) -> int:
        """HK-21.1: one per array and per Matrix character."""
        side = self.s.sides[seat]
        pieces = self.s.pieces
        return len(side.matrix) + sum(1 for arr in side.matrix for a in pieces[arr].attached if self.is_character(a))

    def short_of_support(self, seat: int) -> int:
        """HK-21.5: the support check: how many more arrays and Matrix
        characters ``seat`` holds than its virtual support."""
        return max(0, self.vs_needed(seat) - self.vs(seat))

    # -- tau (HK-18) ------------------------------------------------------------------------------------
    def tau(self, seat: int) -> int:
        """HK-18.1: the tau stored on ``seat``'s arrays."""
        pieces = self.s.pieces
        return sum(pieces[a].tau for a in self.s.sides[seat].matrix)

    def room(self, a: int) -> int:
        return self.card(a).capacity - self.s.pieces[a].tau

    def store_targets(self, seat: int) -> list[int]:
        """HK-18.2: arrays of ``seat`` that are not stricken and have room
        (HK-39.4: arrays are where tau is stored)."""
        pieces = self.s.pieces
        return [a for a in self.s.sides[seat].matrix if not pieces[a].stricken and self.room(a) > 0]

    def tau_sources(self, seat: int, own: int = -1) -> list[int]:
        """HK-18.3, HK-18.8: the arrays ``seat`` may open to pay tau: ready
        (not open, not stricken), holding tau; ``own`` (an ability's card
        that its cost opens) left out."""
        pieces = self.s.pieces
        return [a for a in self.s.sides[seat].matrix
                if pieces[a].tau and not pieces[a].open and not pieces[a].stricken and a != own]

    def tau_within_reach(self, seat: int, own: int = -1) -> int:
        """HK-18.3: the most tau ``seat`` can pay now."""
        pieces = self.s.pieces
        return sum(pieces[a].tau for a in self.tau_sources(seat, own))

    def add_tau(self, a: int, n: int) -> None:
        p = self.s.pieces[a]
        p.tau += n
        self.s.sides[p.seat].tau_in += n

    def lose_tau(self, a: int, n: int) -> None:
        p = self.s.pieces[a]
        p.tau -= n
        self.s.sides[p.seat].tau_out += n
