"""The board: where cards are, what continuous effects apply, damage, deaths,
leaving play, granted spots and worship points (PN-4, PN-5, PN-12, PN-13).

A mixin of :class:`~.rules.PantheonGame`.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Iterator

from holytable.engine.game import Outcome

from .cards import Character, Relic, Static
from .state import BASE_ACTIVE, BASE_BENCH, Slot, Unit

if TYPE_CHECKING:  # pragma: no cover
    from .rules import PantheonGame


class BoardMixin:
    """Board queries and zone changes."""

    # -- seats -------------------------------------------------------------------
    def order(self: "PantheonGame", start: int | None = None) -> list[int]:
        """Seats still in the game in turn order from ``start`` (default: the
        priority player), going up the seat numbers (PN-3.3)."""
        n = self.num_players
        p = self.s.priority if start is None else start
        sides = self.s.sides
        if n == 2:
            q = 1 - p
            if sides[p].out:
                return [] if sides[q].out else [q]
            return [p] if sides[q].out else [p, q]
        return [(p + i) % n for i in range(n) if not sides[(p + i) % n].out]

    def others(self: "PantheonGame", seat: int) -> list[int]:
        """The other players still in, in turn order after ``seat``."""
        return [x for x in self.order((seat + 1) % self.num_players) if x != seat]

    # -- finding cards -------------------------------------------------------------
    def locate(self: "PantheonGame", c: int) -> tuple[int, str, Slot] | None:
        """(seat, "active"|"bench", slot) of the unit of card ``c``, or None."""
        for seat, side in enumerate(self.s.sides):
            for sl in side.active:
                if sl.unit is not None and sl.unit.c == c:
                    return seat, "active", sl
            for sl in side.bench:
                if sl.unit is not None and sl.unit.c == c:
                    return seat, "bench", sl
        return None

    def slot_by_sid(self: "PantheonGame", sid: int) -> tuple[int, str, Slot] | None:
        for seat, side in enumerate(self.s.sides):
            for zone, slots in (("active", side.active), ("bench", side.bench)):
                for sl in slots:
                    if sl.sid == sid:
                        return seat, zone, sl
        return None

    def host_of(self: "PantheonGame", a: int) -> tuple[int, str, Slot] | None:
        """Where the unit carrying attached card ``a`` stands."""
        for seat, side in enumerate(self.s.sides):
            for zone, slots in (("active", side.active), ("bench", side.bench)):
                for sl in slots:
                    if sl.unit is not None and a in sl.unit.att:
                        return seat, zone, sl
        return None

    def characters(self: "PantheonGame", seat: int, zone: str | None = None) -> list[tuple[str, Slot]]:
        """(zone, slot) of every character of ``seat`` in play now (``zone`` filters)."""
        side = self.s.sides[seat]
        out = []
        if zone is None or zone == "active":
            out = [("active", sl) for sl in side.active if sl.unit is not None]
        if zone is None or zone == "bench":
            chars = self.char_cards
            out += [("bench", sl) for sl in side.bench if sl.unit is not None and chars[sl.unit.c]]
        return out

    def is_char(self: "PantheonGame", c: int) -> bool:
        return self.char_cards[c]

    def name(self: "PantheonGame", c: int) -> str:
        return self.card_names[c]

    def uid(self: "PantheonGame", c: int) -> str:
        return self.info[c].uid

    # -- continuous effects (PN-14.2) ----------------------------------------------
    def enlightened_on(self: "PantheonGame", c: int, seat: int) -> bool:
        """PN-13.3: Enlightened X works while the controller has X or more WP."""
        x = self.prof[c].en_wp
        return x > 0 and self.s.sides[seat].wp >= x

    def parts(self: "PantheonGame", c: int, seat: int, what: str) -> tuple:
        """A card's ``statics``/``triggers``/``abilities``/``attacks``, Enlightened
        parts included while they are on."""
        p = self.prof[c]
        base = getattr(p, what)
        if p.en_wp and self.s.sides[seat].wp >= p.en_wp:
            return base + getattr(p, "en_" + what)
        return base

    def touch(self: "PantheonGame") -> None:
        """Forget the cached static list: call after any change of what is in
        play, where it stands, who is in the game, or a WP total."""
        self._sl = None

    def sources(self: "PantheonGame", seats: list[int] | None = None) -> Iterator[tuple[int, int, int]]:
        """(card, controller, host) for every card in play whose abilities work:
        units (active or bench), attached cards (host: the character carrying
        them), spot curses (host: whoever stands there, -1 if nobody) and fields.
        Seats in turn order unless ``seats`` gives them."""
        for seat in self.order() if seats is None else seats:
            side = self.s.sides[seat]
            for slots in (side.active, side.bench):
                for sl in slots:
                    u = sl.unit
                    if u is not None:
                        yield u.c, seat, u.c
                        for a in u.att:
                            yield a, self.info[a].owner, u.c
                    for k in sl.curses:
                        yield k, self.info[k].owner, (u.c if u is not None else -1)
            for f in side.field:
                yield f.c, seat, -1

    def static_list(self: "PantheonGame") -> dict[str, list[tuple[Static, int, int, int]]]:
        """kind -> [(static, controller, host, source card)] of every continuous
        effect in play (cached until :meth:`touch`)."""
        sl = self._sl
        if sl is None:
            sl = self._sl = self.fresh_static_list()
        return sl

    def fresh_static_list(self: "PantheonGame") -> dict[str, list[tuple[Static, int, int, int]]]:
        out: dict[str, list[tuple[Static, int, int, int]]] = {}
        live = [x for x in range(self.num_players) if not self.s.sides[x].out]
        prof = self.prof
        for c, seat, host in self.sources(live):  # seat order: the cache must not depend on priority
            p = prof[c]
            if not p.statics and not p.en_statics:
                continue  # no static at all (parts() would give none)
            for st in self.parts(c, seat, "statics"):
                out.setdefault(st.kind, []).append((st, seat, host, c))
        return out

    def _applies(self, st: Static, ctrl: int, host: int, c: int, seat: int, active: bool) -> bool:
        to = st.to
        if to == "self":
            ok = host == c
        elif to == "own_active":
            ok = seat == ctrl and active
        elif to == "own_characters":
            ok = seat == ctrl
        elif to == "enemy_active":
            ok = seat != ctrl and active
        elif to == "enemy_characters":
            ok = seat != ctrl
        elif to == "all_active":
            ok = active
        elif to == "all_characters":
            ok = True
        else:
            return False
        if not ok:
            return False
        card = self.info[c].card  # type: ignore[attr-defined]
        if st.pantheon is not None and card.pantheon != st.pantheon:
            return False
        if st.subtype is not None and st.subtype not in card.subtypes:
            return False
        return True

    def statics_on(self: "PantheonGame", c: int, seat: int, active: bool, kind: str) -> list[tuple[Static, int]]:
        """(static, controller) of every ``kind`` static applying to character ``c``."""
        sl = self._sl
        if sl is None:
            sl = self.static_list()
        found = sl.get(kind)
        if not found:
            return []
        return [(st, ctrl) for st, ctrl, host, _ in found if self._applies(st, ctrl, host, c, seat, active)]

    def total(self: "PantheonGame", c: int, seat: int, active: bool, kind: str) -> int:
        sl = self._sl
        if sl is None:
            sl = self.static_list()
        found = sl.get(kind)
        if not found:
            return 0
        return sum(st.amount for st, ctrl, host, _ in found if self._applies(st, ctrl, host, c, seat, active))

    def max_hp(self: "PantheonGame", u: Unit, seat: int, active: bool) -> int:
        return self.printed_hp[u.c] + self.total(u.c, seat, active, "hp_bonus")

    def hp(self: "PantheonGame", u: Unit, seat: int, active: bool) -> int:
        return max(0, self.max_hp(u, seat, active) - u.dmg)

    def has_kw(self: "PantheonGame", u: Unit, seat: int, active: bool, kw: str) -> bool:
        """PN-13: printed (not stripped), applied, or given by a static."""
        if kw in u.stripped:
            return False
        if kw in self.prof[u.c].keywords:
            return True
        for a in u.applied:
            if a[0] == kw:
                return True
        return any(st.keyword == kw for st, _ in self.statics_on(u.c, seat, active, "keyword"))

    def poisoner(self: "PantheonGame", u: Unit, seat: int, active: bool) -> int | None:
        """PN-13.6: who poisoned this character (None: not Poisoned)."""
        if "poisoned" in u.stripped:
            return None
        for a in u.applied:
            if a[0] == "poisoned":
                return a[2]
        for st, ctrl in self.statics_on(u.c, seat, active, "keyword"):
            if st.keyword == "poisoned":
                return ctrl
        return None

    def immortal(self: "PantheonGame", u: Unit, seat: int, active: bool) -> bool:
        return self.has_kw(u, seat, active, "immortal")

    def silenced(self: "PantheonGame", u: Unit, seat: int, active: bool) -> bool:
        return self.has_kw(u, seat, active, "silenced")

    def cunning(self: "PantheonGame", u: Unit, seat: int, active: bool) -> bool:
        """PN-13.9: Cunning works only with the lobby option on."""
        return bool(self.options["cunning"]) and self.has_kw(u, seat, active, "cunning")

    # -- worship points (PN-12) -----------------------------------------------------
    def gain_wp(self: "PantheonGame", seat: int, n: int, why: tuple) -> None:
        """``seat`` gains ``n`` WP, unless a redirect sends them to another player
        this turn (PN-12.9). Reaching the goal wins at once (PN-1.1). ``why``:
        the cause, ``(kind, card or seat)`` as :data:`.words.WHY` words it."""
        if n <= 0 or self.outcome is not None:
            return
        to = self.s.sides[seat].redirect
        if to >= 0 and to != seat and not self.s.sides[to].out:
            self.say("wp_redirected", actor=seat, seats=(to,), amounts={"WP": n}, why=why)
            seat = to
        side = self.s.sides[seat]
        if side.out:  # PN-19.1: a player who is out takes no further part
            self.say("wp_nobody", actor=seat, amounts={"WP": n}, why=why)
            return
        side.wp += n
        self.touch()
        self.say("gain_wp", actor=seat, amounts={"WP": n, "total": side.wp}, why=why)
        if side.wp >= self.goal:
            self.outcome = Outcome(seat, f"{self.names[seat]} reached {side.wp} WP (goal {self.goal})")
            self.say("win", actor=seat, amounts={"total": side.wp})

    def lose_wp(self: "PantheonGame", seat: int, n: int, why: tuple) -> int:
        """``seat`` loses up to ``n`` WP (never below 0); returns how many.
        ``why`` as for :meth:`gain_wp`."""
        side = self.s.sides[seat]
        lost = min(n, side.wp)
        side.wp -= lost
        self.touch()
        if lost:
            self.say("lose_wp", actor=seat, amounts={"WP": lost, "total": side.wp}, why=why)
        return lost

    # -- damage and death (PN-11, PN-12) -------------------------------------------------
    def damage(self: "PantheonGame", c: int, amount: int, by: int, *, reduce: bool = True, by_c: int = -1,
               why: tuple = ()) -> tuple[int, int]:
        """Deal ``amount`` damage to character ``c`` for seat ``by``.

        With ``reduce``, reductions and shields apply first (PN-11.4). HP never
        drops below 0; Immortal characters stay at 0 (PN-13.2). Returns
        ``(dealt, excess)``: HP lost and the damage left over (for Cunning).
        """
        loc = self.locate(c)
        if loc is None:
            return 0, 0
        seat, zone, sl = loc
        u = sl.unit
        assert u is not None
        active = zone == "active"
        if reduce:
            amount -= self.total(c, seat, active, "reduction")
            if amount > 0 and u.shield > 0:
                stop = min(u.shield, amount)
                u.shield -= stop
                amount -= stop
                self.say("shield_stops", cards=(self.uid(c),), amounts={"damage": stop})
        amount = max(0, amount)
        mx = self.max_hp(u, seat, active)
        left = max(0, mx - u.dmg)
        dealt = min(amount, left)
        u.dmg += dealt
        excess = amount - dealt
        hp = max(0, mx - u.dmg)
        self.say("damage", actor=by, cards=(self.uid(c),), amounts={"damage": dealt, "hp": hp}, why=why)
        if hp == 0 and dealt > 0:  # this blow brought it to 0: credited if it dies of it (PN-12.1)
            u.killer, u.killer_c = by, by_c
        return dealt, excess

    def heal(self: "PantheonGame", c: int, n: int) -> None:
        """Heal up to ``n`` damage; a character at 0 HP cannot be healed (PN-13.1)."""
        loc = self.locate(c)
        if loc is None or not self.is_char(c):
            return
        seat, zone, sl = loc
        u = sl.unit
        assert u is not None
        if self.hp(u, seat, zone == "active") <= 0:
            return
        got = min(n, u.dmg)
        if got:
            u.dmg -= got
            self.say("heal", cards=(self.uid(c),), amounts={"hp": got})

    def dying(self: "PantheonGame") -> list[tuple[int, Slot]]:
        """Characters at 0 HP that are not Immortal, in turn order."""
        out = []
        sl_ = self._sl
        if sl_ is None:
            sl_ = self.static_list()
        bonus = sl_.get("hp_bonus")
        # with no HP bonus below 0 in force, max HP is at least the printed HP (1 or more)
        lowered = bool(bonus) and any(x[0].amount < 0 for x in bonus)
        printed = self.printed_hp
        chars = self.char_cards
        sides = self.s.sides
        for seat in self.order():
            side = sides[seat]
            # characters(seat) walked in place: every unit of the active spots,
            # the characters of the bench
            for active, slots in ((True, side.active), (False, side.bench)):
                for sl in slots:
                    u = sl.unit
                    if u is None or (u.dmg <= 0 and not lowered) or not (active or chars[u.c]):
                        continue  # neither over its max HP (1 or more) nor at 0 HP
                    if not bonus:  # max HP is the printed HP
                        mx = printed[u.c]
                    else:
                        mx = self.max_hp(u, seat, active)
                    if u.dmg > mx:
                        u.dmg = mx
                    if mx - u.dmg <= 0 and not self.immortal(u, seat, active):
                        out.append((seat, sl))
        return out

    def _t_deaths(self: "PantheonGame") -> None:
        """PN-11.3: characters at 0 HP are destroyed (held during upkeep, PN-6.1)."""
        if self.s.hold:
            return
        dead = self.dying()
        if not dead:
            return
        tasks: list[tuple] = []
        # PN-14.4: characters dying together see each other's deaths, whatever
        # order their spots are in (a card never sees its own death)
        seen = list(self.sources())
        for seat, sl in dead:
            if sl.unit is None:
                continue
            tasks += self.destroy(seat, sl, seen=seen)
            if self.outcome is not None:
                return
        self.push(*tasks, ("deaths",))

    def destroy(self: "PantheonGame", seat: int, sl: Slot, *, sacrificed: bool = False,
                seen: list[tuple[int, int, int]] | None = None) -> list[tuple]:
        """Character on ``sl`` dies: to its owner's graveyard, WP to the killer
        (PN-12.1: its class; never for your own characters), death triggers.
        ``seen``: the cards in play when a batch of deaths began (all of them see
        every death of the batch). Returns the trigger tasks to run."""
        u = sl.unit
        assert u is not None
        c = u.c
        own = {c, *u.att}
        if seen is None:
            seen = list(self.sources())
        owner = self.info[c].owner
        self.remove_unit(sl, "grave")
        self.s.deaths += 1
        self.say("sacrificed" if sacrificed else "destroyed", cards=(self.uid(c),), seats=(owner,))
        if not sacrificed and u.killer >= 0 and u.killer != owner:
            self.gain_wp(u.killer, self.info[c].card.class_, ("destroyed", c))
        tasks = []
        for src, ctrl, host in seen:
            if src in own or self.s.sides[ctrl].out:
                continue
            for tr in self.parts(src, ctrl, "triggers"):
                if (tr.when == "own_death" and ctrl == seat) or tr.when == "any_death":
                    tasks.append(("trig", ctrl, src, host, tr, c))
                elif tr.when == "on_destroy" and src == u.killer_c and not sacrificed:
                    tasks.append(("trig", ctrl, src, host, tr, c))
        self.sync_spots()
        return tasks

    # -- leaving play and granted spots (PN-4.4) --------------------------------------------
    def remove_unit(self: "PantheonGame", sl: Slot, dest: str) -> int:
        """Take the unit off ``sl`` to ``dest`` (grave, sealed, hand, deck_top);
        its attached cards go to their owners' graveyards (PN-15.2, PN-17.4)."""
        u = sl.unit
        assert u is not None
        sl.unit = None
        self.touch()
        for a in u.att:
            self.s.sides[self.info[a].owner].grave.append(a)
        self.to_zone(u.c, dest)
        return u.c

    def to_zone(self: "PantheonGame", c: int, dest: str) -> None:
        side = self.s.sides[self.info[c].owner]
        if dest == "grave":
            side.grave.append(c)
        elif dest == "sealed":
            side.sealed.append(c)
        elif dest == "hand":
            side.hand.append(c)
            side.known_hand.append(self.keys[c])  # face up into the hand: known
        elif dest == "deck_top":
            side.deck.append(c)
            side.known_top.append(self.keys[c])
        else:  # pragma: no cover - defensive
            raise ValueError(dest)

    def grants(self: "PantheonGame", sl: dict | None = None) -> dict[tuple[int, str], list[tuple[int, int]]]:
        """(seat, "active"|"bench") -> [(granting card, spots)] (PN-4.4)."""
        out: dict[tuple[int, str], list[tuple[int, int]]] = {}
        sl = self.static_list() if sl is None else sl
        live = self.order()
        for kind, zone in (("active_spots", "active"), ("bench_spots", "bench")):
            for st, ctrl, _host, c in sl.get(kind, ()):
                if st.amount > 0:
                    for seat in (live if st.to == "each_player" else [ctrl]):
                        out.setdefault((seat, zone), []).append((c, st.amount))
        return out

    def sync_spots(self: "PantheonGame") -> None:
        """Add the spots granted by cards in play; remove those whose card left,
        sending whoever stood there (and the spot's curses) to the graveyard
        (PN-4.4). Repeats until stable (an evicted card may grant spots too)."""
        s = self.s
        for _ in range(20):
            changed = False
            want = self.grants()
            for seat in self.order():
                side = s.sides[seat]
                for zone, slots in (("active", side.active), ("bench", side.bench)):
                    wanted: dict[int, int] = {}
                    for src, n in want.get((seat, zone), []):
                        wanted[src] = wanted.get(src, 0) + n
                    have: dict[int, int] = {}
                    for sl in slots:
                        if sl.source >= 0:
                            have[sl.source] = have.get(sl.source, 0) + 1
                    for sl in reversed(slots[:]):
                        if sl.source >= 0 and have[sl.source] > wanted.get(sl.source, 0):
                            have[sl.source] -= 1
                            slots.remove(sl)
                            changed = True
                            self._evict(seat, zone, sl)
                    for src, n in wanted.items():
                        for _ in range(n - have.get(src, 0)):
                            slots.append(Slot(self.new_id(), source=src))
                            changed = True
            if not changed:
                return

    def _evict(self: "PantheonGame", seat: int, zone: str, sl: Slot) -> None:
        what = "active" if zone == "active" else "bench"
        self.say("spot_gone", cards=(self.uid(sl.source),), seats=(seat,), zone=what)
        self.touch()
        for k in sl.curses:
            self.s.sides[self.info[k].owner].grave.append(k)
        sl.curses = []
        if sl.unit is not None:
            c = self.remove_unit(sl, "grave")
            self.say("evicted", cards=(self.uid(c),))

    def new_id(self: "PantheonGame") -> int:
        self.s.next_id += 1
        return self.s.next_id

    def base_spots(self: "PantheonGame") -> tuple[int, int]:
        return BASE_ACTIVE, BASE_BENCH

    def free_slots(self: "PantheonGame", seat: int, zone: str) -> list[int]:
        """Indexes of the empty spots of ``zone`` (printed spots first)."""
        slots = self.s.sides[seat].active if zone == "active" else self.s.sides[seat].bench
        printed = []
        extra = None
        for i, sl in enumerate(slots):
            if sl.unit is None:
                if sl.source < 0:
                    printed.append(i)
                elif extra is None:
                    extra = [i]
                else:
                    extra.append(i)
        return printed + extra if extra else printed

    def leave_play(self: "PantheonGame", c: int, dest: str) -> bool:
        """Any card in play (unit, attached card, spot curse, field) to ``dest``.
        Returns False when it is not in play. Spots are resynchronised."""
        self.touch()
        loc = self.locate(c)
        if loc is not None:
            self.remove_unit(loc[2], dest)
            self.sync_spots()
            return True
        for side in self.s.sides:
            for slots in (side.active, side.bench):
                for sl in slots:
                    if sl.unit is not None and c in sl.unit.att:
                        sl.unit.att.remove(c)
                        self.to_zone(c, dest)
                        self.sync_spots()
                        return True
                    if c in sl.curses:
                        sl.curses.remove(c)
                        self.to_zone(c, dest)
                        self.sync_spots()
                        return True
            for f in side.field:
                if f.c == c:
                    side.field.remove(f)
                    self.to_zone(c, dest)
                    self.sync_spots()
                    return True
        return False

    def unit_card(self: "PantheonGame", c: int) -> Character | Relic:
        return self.info[c].card  # type: ignore[return-value]
