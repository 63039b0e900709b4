"""Play and Combat phases (PN-5, PN-7, PN-9, PN-14..PN-17): paying, playing
cards (C3 Costs, spots, targets), moving characters, abilities, and the Twist
response windows. A mixin of :class:`~.rules.PantheonGame`.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from holytable.engine.decision import PASS, PASS_OPTION, Decision, Option
from holytable.engine.stops import Moment

from .state import AP, CP, MP, Ctx, InField, Occ, Unit, poss, remove_same

if TYPE_CHECKING:  # pragma: no cover
    from .rules import PantheonGame


#: The option that ends a Play phase, by its words (options are immutable).
NEXT = {last: Option("next", last, verb="next")
        for last in ("End your go", "End Play (no Combat on turn 1)", "End Play (to Combat)")}
END_COMBAT = Option("next", "End Combat", verb="next")

#: The kinds of moments of Pantheon's Twist windows (PN-17.2), from the side
#: of the player asked (``Decision.moment``, issue 16: stops). The defaults
#: keep what most Twists answer: a card played, an attack, a Twist cast
#: against one's own play.
MOMENTS = (
    Moment("their_card", "another player plays a card", True),
    Moment("their_attack", "another player announces an attack", True),
    Moment("their_twist", "another player casts a Twist in answer", True),
    Moment("their_ability", "another player uses an ability", False),
    Moment("their_combat", "another player's Combat phase begins", False),
)
_OCC_MOMENT = {"attack": "their_attack", "ability": "their_ability", "phase": "their_combat"}


class PlayMixin:
    """Playing cards and answering with Twists, for PantheonGame."""

    # -- paying (PN-7) ------------------------------------------------------------------
    def avail(self: "PantheonGame", seat: int) -> list[int]:
        side = self.s.sides[seat]
        return [side.points[r] + side.tokens[r] for r in range(3)]

    def can_pay(self: "PantheonGame", seat: int, cost) -> bool:
        """PN-7.3: points and tokens together cover ``cost`` (``[cp, mp, ap]``)."""
        side = self.s.sides[seat]
        p, t = side.points, side.tokens
        return p[0] + t[0] >= cost[0] and p[1] + t[1] >= cost[1] and p[2] + t[2] >= cost[2]

    def pay(self: "PantheonGame", seat: int, cost: list[int]) -> list[list[int]]:
        """PN-7.3: points are spent first, tokens only for the shortfall.
        Returns what was taken: ``[points cp/mp/ap, tokens cp/mp/ap]``."""
        side = self.s.sides[seat]
        taken = [[0, 0, 0], [0, 0, 0]]
        for r in range(3):
            need = cost[r]
            take = min(side.points[r], need)
            side.points[r] -= take
            need -= take
            if need > side.tokens[r]:  # pragma: no cover - callers check can_pay
                raise AssertionError("cannot pay")
            side.tokens[r] -= need
            taken[0][r], taken[1][r] = take, need
        return taken

    def card_cost(self: "PantheonGame", c: int) -> list[int]:
        card = self.info[c].card
        return [0, card.cost, 0] if card.type == "magic" else [card.cost, 0, 0]

    @staticmethod
    def cost_pairs(cost: list[int]) -> tuple[tuple[str, int], ...]:
        """``[cp, mp, ap]`` as an option's cost: ``(("CP", 2),)``, the nonzero parts."""
        return tuple((name, n) for n, name in zip(cost, ("CP", "MP", "AP")) if n)

    @staticmethod
    def cost_text(cost: list[int]) -> str:
        parts = [f"{n} {name}" for n, name in zip(cost, ("CP", "MP", "AP")) if n]
        return ", ".join(parts) or "free"

    # -- may this card be played now? (PN-14..PN-17) -----------------------------------------
    def c3_ok(self: "PantheonGame", seat: int, c: int) -> bool:
        """PN-14.3: the C3 Cost can be met right now."""
        c3 = self.c3_of[c]
        if c3 is None:
            return True
        side = self.s.sides[seat]
        if c3.died_this_turn and self.s.deaths == 0:
            return False
        if c3.sacrifice == "character" and not any(True for _ in self.characters(seat)):
            return False
        if c3.sacrifice == "relic" and not any(self.info[r[1]].owner == seat for r in self.target_refs("relic", seat)):
            return False  # a relic of your own (as _d_c3_sac offers)
        if c3.discard and len(side.hand) - 1 < c3.discard:
            return False
        if c3.mill and len(side.deck) < c3.mill:
            return False
        if c3.graveyard and sum(1 for x in side.grave if self.is_char(x)) < c3.graveyard:
            return False
        if c3.wp and side.wp < c3.wp:
            return False
        if c3.control is not None:
            f = c3.control
            n = sum(1 for _, sl in self.characters(seat)
                    if (f.pantheon is None or self.info[sl.unit.c].card.pantheon == f.pantheon)  # type: ignore[union-attr]
                    and (f.subtype is None or f.subtype in self.info[sl.unit.c].card.subtypes))  # type: ignore[union-attr]
            if n < f.count:
                return False
        return True

    def can_play(self: "PantheonGame", seat: int, c: int, when: str, occ: Occ | None = None) -> bool:
        """May ``seat`` play card ``c`` now? ``when``: "play" (own Play phase),
        "combat" (own Combat phase) or "window" (answering ``occ``)."""
        card = self.info[c].card
        # can_pay(seat, card_cost(c)) written out (no call, no cost list): the
        # first question for every card of the hand, and most often the answer
        side = self.s.sides[seat]
        p, t = side.points, side.tokens
        magic = card.type == "magic"
        cost = card.cost
        if (p[0] + t[0] < (0 if magic else cost) or p[1] + t[1] < (cost if magic else 0)
                or p[2] + t[2] < 0):
            return False
        if magic:
            if card.subtype == "twist":  # PN-17.1: any time, also in response
                if when == "window":
                    assert occ is not None
                    if occ.cancelled or occ.kind == "phase" and card.responds is not None:
                        return False
                    if card.responds == "attack" and occ.kind != "attack":
                        return False
                    if card.responds == "card" and occ.kind != "card":
                        return False
                elif card.responds is not None:
                    return False
                if any(e.do == "retarget" for e in card.effects) and not self.retarget_refs(occ):  # type: ignore[arg-type]
                    return False
            elif when != "play":
                return False  # PN-17.2: spells, blessings and curses in your Play phases
            return card.target is None or bool(self.target_refs(card.target, seat))
        if when != "play" or not self.c3_ok(seat, c):
            return False
        c3 = self.c3_of[c]
        if card.type == "character":
            return bool(self.free_slots(seat, "active") or self.free_slots(seat, "bench")
                        or (c3 is not None and c3.sacrifice == "character"))
        if card.type == "relic":
            if card.subtype == "equipment":
                return bool(self.target_refs("own_character", seat))
            return bool(self.free_slots(seat, "bench"))
        return True

    def play_options(self: "PantheonGame", seat: int, when: str) -> list[Option]:
        """The cards of ``seat``'s hand that :meth:`can_play` (``when``), one
        option per card name, by key."""
        side = self.s.sides[seat]
        hand = side.hand
        if when != "play":  # can_play: only Twists outside the Play phases
            twists = self.twists
            hand = [c for c in hand if twists[c]]
        # can_play's first question asked of the whole hand: the printed cost
        # affordable with the points and tokens on hand
        p, t = side.points, side.tokens
        if p[2] + t[2] < 0:
            return []
        cp, mp, need_cp, need_mp = p[0] + t[0], p[1] + t[1], self.need_cp, self.need_mp
        hand = [c for c in hand if need_cp[c] <= cp and need_mp[c] <= mp]
        if not hand:
            return []
        out = []
        seen = set()
        keys = self.keys
        for c in sorted(hand, key=keys.__getitem__):
            key = keys[c]
            if key in seen:
                continue
            seen.add(key)
            if self.can_play(seat, c, when):
                o = self._options_made.get(("play", c))
                if o is None:
                    o = self._options_made["play", c] = Option(
                        f"play:{key}", f"Play {self.name(c)} ({self.cost_text(self.card_cost(c))})", key,
                        verb="play", cards=(self.uid(c),), zones=("hand",), cost=self.cost_pairs(self.card_cost(c)))
                out.append(o)
        return out

    # -- moving (PN-5) -------------------------------------------------------------------
    def move_options(self: "PantheonGame", seat: int) -> list[Option]:
        side = self.s.sides[seat]
        out = []
        free_a = self.free_slots(seat, "active")
        spots = None
        for sl in side.bench:
            if sl.unit is not None and self.is_char(sl.unit.c):
                if spots is None:
                    spots = [(i, self.spot_note(seat, i)) for i in sorted(free_a)]
                for i, note in spots:
                    key = ("advance", sl.unit.c, i, note)
                    o = self._options_made.get(key)
                    if o is None:
                        o = self._options_made[key] = Option(
                            f"advance:{self.uid(sl.unit.c)}:{i + 1}",
                            f"Move {self.name(sl.unit.c)} to active spot {i + 1}{note} (free)",
                            self.info[sl.unit.c].key, verb="advance", cards=(self.uid(sl.unit.c),),
                            zones=("bench", "active"), amount=i + 1)
                    out.append(o)
        if self.free_slots(seat, "bench"):
            cp = self.avail(seat)[CP]
            cn = self.card_names
            names = [cn[sl.unit.c] for sl in side.active if sl.unit is not None]
            made = self._options_made
            for k, sl in enumerate(side.active):
                if sl.unit is not None and (w := self.unit_card(sl.unit.c).withdraw) <= cp:  # type: ignore[union-attr]
                    c = sl.unit.c
                    spot = k if names.count(self.name(c)) > 1 else -1  # two of a kind: say which spot
                    key = ("withdraw", c, w, spot)
                    o = made.get(key)
                    if o is None:
                        who = self.name(c) + (f" (spot {k + 1})" if spot >= 0 else "")
                        o = made[key] = Option(f"withdraw:{self.uid(c)}", f"Withdraw {who} to the bench ({w} CP)",
                                               self.info[c].key, verb="withdraw", cards=(self.uid(c),),
                                               zones=("active", "bench"), cost=(("CP", w),) if w else ())
                    out.append(o)
        return out

    def spot_note(self: "PantheonGame", seat: int, i: int) -> str:
        sl = self.s.sides[seat].active[i]
        bits = []
        if sl.source >= 0:
            bits.append(f"from {self.name(sl.source)}")
        if sl.curses:
            bits.append("cursed: " + ", ".join(self.name(k) for k in sl.curses))
        return f" [{'; '.join(bits)}]" if bits else ""

    def move(self: "PantheonGame", seat: int, kind: str, uid: str, n: int) -> None:
        side = self.s.sides[seat]
        c = self.by_uid[uid]
        loc = self.locate(c)
        assert loc is not None
        sl = loc[2]
        if kind == "advance":  # PN-5.1: bench to active is free
            dest = side.active[n - 1]
            self.say("advance", actor=seat, cards=(uid,), amounts={"spot": n})
        else:  # PN-5.2: active to bench costs the withdraw cost in CP
            w = self.unit_card(c).withdraw
            self.pay(seat, [w, 0, 0])
            dest = side.bench[self.free_slots(seat, "bench")[0]]
            self.say("withdraw", actor=seat, cards=(uid,), amounts={"CP": w})
        dest.unit, sl.unit = sl.unit, None
        self.touch()
        self.push(("deaths",))  # a cursed spot can change HP

    # -- activated abilities (PN-14.2) ----------------------------------------------------------
    def ability_options(self: "PantheonGame", seat: int, combat_ahead: bool = True) -> list[Option]:
        """The activated abilities ``seat`` may use now (PN-14.2), from every
        card of theirs that has some: their units (active spots, then bench)
        and the relics they own attached to them, in spot order.
        ``combat_ahead``: the seat's Combat phase is still to come this turn;
        without it an ability that only grants more attacks "this combat"
        (Gjallarhorn) could do nothing and is not offered (PN-9.2)."""
        out: list[Option] = []
        side = self.s.sides[seat]
        act, chars, info = self.activatable, self.char_cards, self.info
        for slots in (side.active, side.bench):
            for sl in slots:
                u = sl.unit
                if u is None:
                    continue
                c = u.c
                if act[c]:
                    self._ability_options(seat, c, c if chars[c] else -1, out, combat_ahead)
                for a in u.att:
                    if act[a] and info[a].owner == seat and info[a].card.type == "relic":
                        self._ability_options(seat, a, c, out, combat_ahead)
        return out

    def _ability_options(self: "PantheonGame", seat: int, src: int, host: int, out: list[Option],
                         combat_ahead: bool = True) -> None:
        """:meth:`ability_options` of card ``src`` (carried by the character
        ``host``, or -1), added to ``out``."""
        side = self.s.sides[seat]
        if host >= 0:
            loc = self.locate(host)
            if loc is None or self.silenced(loc[2].unit, loc[0], loc[1] == "active"):  # type: ignore[arg-type]
                return  # PN-13.7: Silenced characters activate nothing
        for i, ab in enumerate(self.parts(src, seat, "abilities")):
            if f"{src}:{i}" in side.used or not self.can_pay(seat, ab.cost.as_list()):
                continue
            if ab.target and not self.target_refs(ab.target, seat):
                continue
            if not combat_ahead and all(e.do == "extra_attack" for e in ab.effects):
                continue
            key = ("ability", src, i, ab.name, tuple(ab.cost.as_list()))
            o = self._options_made.get(key)
            if o is None:
                o = self._options_made[key] = Option(
                    f"ability:{self.uid(src)}:{i + 1}",
                    f"{self.name(src)}: {ab.name} ({self.cost_text(ab.cost.as_list())})", self.info[src].key,
                    verb="ability", cards=(self.uid(src),), cost=self.cost_pairs(ab.cost.as_list()))
            out.append(o)

    def start_ability(self: "PantheonGame", seat: int, uid: str, n: int) -> None:
        src = self.by_uid[uid]
        ab = self.parts(src, seat, "abilities")[n - 1]
        self.pay(seat, ab.cost.as_list())
        self.s.sides[seat].used.append(f"{src}:{n - 1}")
        occ = self.new_occ("ability", seat, src, ab)
        self.push(*([("target", occ.oid)] if ab.target else []), ("announce", occ.oid))

    # -- the phases' menus ----------------------------------------------------------------------
    def _d_play(self: "PantheonGame", seat: int, n: int) -> Decision | None:
        if self.s.sides[seat].out:
            return None
        # PN-9.1: asked even with nothing to do (then "end" alone), so whether
        # the keyboard comes to a player never tells what their hand holds
        opts = (self.play_options(seat, "play") + self.move_options(seat)
                + self.ability_options(seat, combat_ahead=n == 1 and self.s.turn > 1))
        last = ("End your go" if n == 2 else "End Play (no Combat on turn 1)" if self.s.turn <= 1
                else "End Play (to Combat)")
        if self.lean:  # a playout reads no prompt (Game.lean)
            return Decision.lean(seat, "play", tuple(opts) + (NEXT[last],))
        return Decision(seat, "play", f"{'Play' if n == 1 else 'Play 2'}: {self.points_text(seat)}",
                        tuple(opts) + (NEXT[last],))

    def older_skip(self: "PantheonGame", revision: int) -> str | None:
        """PN-9.1: before an empty Play or Combat phase was asked (record
        revision 0) the game went straight on past it: its lone "next".
        PN-17.2 ruling: before a Misdirection's new target's owner was asked
        again (revisions 0-2), that window was not there: its "pass"."""
        d = self.pending
        if revision < 1 and d.kind in ("play", "combat") and len(d.options) == 1 and d.options[0].id == "next":
            return "next"
        if revision < 3 and self.s.tasks and self.s.tasks[0][0] == "rewindow":
            return PASS
        return None

    def points_text(self: "PantheonGame", seat: int) -> str:
        side = self.s.sides[seat]
        tok = "".join(f" +{t}" for t in side.tokens)
        return (f"{side.points[CP]} CP, {side.points[MP]} MP, {side.points[AP]} AP"
                + (f" (tokens CP{side.tokens[CP]} MP{side.tokens[MP]} AP{side.tokens[AP]})" if any(side.tokens) else ""))

    def _t_play(self: "PantheonGame", seat: int, n: int) -> None:
        pass

    def _a_play(self: "PantheonGame", seat: int, n: int, oid: str) -> None:
        if oid == "next":
            return
        self.push(("play", seat, n))
        kind, _, rest = oid.partition(":")
        if kind == "play":
            self.start_play(seat, rest)
        elif kind in ("advance", "withdraw"):
            uid, _, i = rest.partition(":")
            self.move(seat, kind, uid, int(i or 0))
        elif kind == "ability":
            uid, _, i = rest.rpartition(":")
            self.start_ability(seat, uid, int(i))

    def _d_combat(self: "PantheonGame", seat: int) -> Decision | None:
        if self.s.sides[seat].out:
            return None
        opts = self.attack_options(seat) + self.play_options(seat, "combat")  # PN-9.1: asked even if empty
        if self.lean:  # a playout reads no prompt (Game.lean)
            return Decision.lean(seat, "combat", tuple(opts) + (END_COMBAT,))
        return Decision(seat, "combat", f"Combat: {self.points_text(seat)}", tuple(opts) + (END_COMBAT,))

    def _t_combat(self: "PantheonGame", seat: int) -> None:
        pass

    def _a_combat(self: "PantheonGame", seat: int, oid: str) -> None:
        if oid == "next":
            return
        self.push(("combat", seat))
        kind, _, rest = oid.partition(":")
        if kind == "attack":
            uid, _, i = rest.rpartition(":")
            self.start_attack(seat, uid, int(i))
        else:
            self.start_play(seat, rest)

    # -- playing a card ------------------------------------------------------------------------
    def new_occ(self: "PantheonGame", kind: str, seat: int, c: int = -1, what=None) -> Occ:
        occ = Occ(self.new_id(), kind, seat, c, what)
        self.s.stack.append(occ)
        return occ

    def occ_name(self: "PantheonGame", occ: Occ) -> str:
        if occ.kind == "card":
            return self.name(occ.c)
        if occ.kind == "phase":
            return f"{poss(self.names[occ.seat])} Combat phase"
        return f"{poss(self.name(occ.c))} {occ.what.name}"

    def start_play(self: "PantheonGame", seat: int, key: str, resp: int = -1) -> None:
        """Take the card from the hand, pay (PN-7.3), then the C3 Cost (PN-14.3),
        its spot or target, and announce it (others may answer, PN-17.2)."""
        side = self.s.sides[seat]
        c = next(x for x in side.hand if self.info[x].key == key)
        side.hand.remove(c)
        if side.known_hand and key in side.known_hand:
            side.known_hand.remove(key)
        self.revealed()
        paid = self.pay(seat, self.card_cost(c))
        occ = self.new_occ("card", seat, c)
        occ.resp = resp
        card = self.info[c].card
        tasks: list[tuple] = []
        c3 = self.c3_of[c]
        # "Back" (take the card back to the hand) while nothing paid is lost for good
        occ.paid = paid if c3 is None or not (c3.sacrifice or c3.discard or c3.mill) else None
        if c3 is not None:
            self.say("c3_cost", actor=seat, cards=(self.uid(c),))
            if c3.sacrifice:
                tasks.append(("c3_sac", occ.oid, c3.sacrifice))
            if c3.discard:
                tasks.append(("discard", seat, c3.discard))
            if c3.mill:
                self.mill(seat, c3.mill)
        if card.type == "character":
            tasks.append(("place", occ.oid))
        elif self.occ_target_kind(occ):
            tasks.append(("target", occ.oid))
        self.push(*tasks, ("announce", occ.oid))

    def occ_target_kind(self: "PantheonGame", occ: Occ) -> str | None:
        if occ.kind == "ability":
            return occ.what.target
        card = self.info[occ.c].card
        if card.type == "relic":
            return "own_character" if card.subtype == "equipment" else None
        return getattr(card, "target", None)

    def _d_c3_sac(self: "PantheonGame", oid: int, what: str) -> Decision | None:
        occ = self.find_occ(oid)
        refs = self.target_refs("own_character" if what == "character" else "relic", occ.seat)
        if what == "relic":
            refs = [r for r in refs if self.info[r[1]].owner == occ.seat]
        if not refs:
            return None
        return Decision(occ.seat, "sacrifice", f"C3 Cost of {self.name(occ.c)}: sacrifice a {what}",
                        tuple(Option("sacrifice:" + self.uid(r[1]), self.ref_label(r), self.info[r[1]].key, verb="sacrifice",
                                     cards=(self.uid(r[1]),), zones=("graveyard",)) for r in refs))

    def _t_c3_sac(self: "PantheonGame", oid: int, what: str) -> None:
        pass

    def _a_c3_sac(self: "PantheonGame", oid: int, what: str, oid_: str) -> None:
        c = self.by_uid[oid_.split(":", 1)[1]]
        loc = self.locate(c)
        if loc is not None and self.is_char(c):
            self.push(*self.destroy(loc[0], loc[2], sacrificed=True), ("deaths",))
        else:
            self.leave_play(c, "grave")
            self.say("sacrificed", cards=(self.uid(c),))

    def place_choices(self: "PantheonGame", seat: int) -> list[tuple[str, str, int, str, int | None]]:
        """Where a character may go: ``(option id, label, slot id, zone, spot
        number from 1 or None for the bench)``."""
        side = self.s.sides[seat]
        out: list[tuple[str, str, int, str, int | None]] = [
            (f"spot:a{i + 1}", f"Active spot {i + 1}{self.spot_note(seat, i)}", side.active[i].sid, "active", i + 1)
            for i in sorted(self.free_slots(seat, "active"))]
        bench = self.free_slots(seat, "bench")
        if bench:
            out.append(("spot:bench", "The bench", side.bench[bench[0]].sid, "bench", None))
        return out

    def back_option(self: "PantheonGame", occ: Occ) -> tuple[Option, ...]:
        """"Back" for a card being played from hand, while it can still be
        taken back whole (nothing but points and tokens paid for it)."""
        if occ.kind != "card" or occ.paid is None:
            return ()
        return (Option("back", f"Back: {self.name(occ.c).split(',')[0]} returns to your hand", self.info[occ.c].key,
                       verb="back", cards=(self.uid(occ.c),), zones=("hand",)),)

    def take_back_card(self: "PantheonGame", occ: Occ) -> None:
        """The card goes back to the hand and what was paid for it comes back; the
        rest of its playing (place, target, announce) is dropped. The card was
        seen: the log says publicly that it was taken back."""
        side = self.s.sides[occ.seat]
        assert occ.paid is not None
        remove_same(self.s.stack, occ)
        side.hand.append(occ.c)
        side.known_hand.append(self.keys[occ.c])  # it was seen: known in the hand
        for r in range(3):
            side.points[r] += occ.paid[0][r]
            side.tokens[r] += occ.paid[1][r]
        self.s.tasks = [t for t in self.s.tasks
                        if not (t[0] in ("place", "target", "announce", "c3_sac") and t[1] == occ.oid)]
        self.say("take_back", actor=occ.seat, cards=(self.uid(occ.c),))

    def _d_place(self: "PantheonGame", oid: int) -> Decision | None:
        occ = self.find_occ(oid)
        ch = self.place_choices(occ.seat)
        if len(ch) <= 1:
            return None
        return Decision(occ.seat, "place", f"Where does {self.name(occ.c)} go?",
                        tuple(Option(i, label, self.info[occ.c].key, verb="place", cards=(self.uid(occ.c),), zones=(zone,),
                                     amount=n) for i, label, _, zone, n in ch) + self.back_option(occ))

    def _t_place(self: "PantheonGame", oid: int) -> None:
        occ = self.find_occ(oid)
        ch = self.place_choices(occ.seat)
        occ.place = ch[0][2] if ch else -1

    def _a_place(self: "PantheonGame", oid: int, oid_: str) -> None:
        occ = self.find_occ(oid)
        if oid_ == "back":
            self.take_back_card(occ)
            return
        occ.place = next(sid for i, _, sid, _, _ in self.place_choices(occ.seat) if i == oid_)

    def _d_target(self: "PantheonGame", oid: int) -> Decision | None:
        occ = self.find_occ(oid)
        kind = self.occ_target_kind(occ)
        refs = self.target_refs(kind, occ.seat) if kind else []
        if not refs:
            return None
        if self.lean:  # a playout reads no prompt and one option (Game.lean)
            return Decision.lean(occ.seat, "target", self.lean_targets(refs, self.back_option(occ)))  # type: ignore[arg-type]
        return Decision(occ.seat, "target", f"{self.occ_name(occ)}: choose a target",
                        self.target_options(refs) + self.back_option(occ))

    def _t_target(self: "PantheonGame", oid: int) -> None:
        pass  # no target left: it will do nothing

    def _a_target(self: "PantheonGame", oid: int, oid_: str) -> None:
        occ = self.find_occ(oid)
        if oid_ == "back":
            self.take_back_card(occ)
            return
        occ.targets = [self.pick_ref(self.target_refs(self.occ_target_kind(occ), occ.seat), oid_)]  # type: ignore[arg-type]

    def _t_announce(self: "PantheonGame", oid: int) -> None:
        """PN-17.2: every other player, in turn order, may answer with a Twist."""
        occ = self.find_occ(oid)
        self.say({"card": "play", "ability": "use", "attack": "attack"}[occ.kind], actor=occ.seat,
                 cards=(self.uid(occ.c),) + tuple(self.uid(r[1]) for r in occ.targets if r[0] == "c"),
                 seats=tuple(self.ref_seats(r)[0] for r in occ.targets if r[0] == "p"), occ=occ)
        self.push(*[("window", p, oid) for p in self.others(occ.seat)], ("resolve", oid))

    # -- response windows (PN-17.2) ---------------------------------------------------------------
    def window_moment(self: "PantheonGame", occ: Occ) -> str:
        """The kind of moment (a key of :data:`MOMENTS`) of a window on
        ``occ``: what the other player did, never what the asked one holds
        (the maker of ``occ`` is never asked about it, PN-17.2)."""
        if occ.kind == "card":
            return "their_twist" if occ.resp >= 0 else "their_card"
        return _OCC_MOMENT[occ.kind]

    def window_options(self: "PantheonGame", seat: int, occ: Occ) -> list[Option]:
        out = []
        seen = set()
        for c in sorted(self.s.sides[seat].hand, key=lambda x: self.info[x].key):
            card = self.info[c].card
            if card.type != "magic" or card.subtype != "twist" or card.key in seen:
                continue
            seen.add(card.key)
            if self.can_play(seat, c, "window", occ):
                out.append(Option(f"twist:{card.key}", f"Cast {card.name} ({card.cost} MP)", card.key, verb="twist",
                                  cards=(self.uid(c),), zones=("hand",), cost=(("MP", card.cost),) if card.cost else ()))
        return out

    def _d_window(self: "PantheonGame", seat: int, oid: int) -> Decision | None:
        """Always opened (never skipped for what the hand holds): only "pass" when
        nothing can be cast; the UI may pass for the player then."""
        occ = self.find_occ(oid)
        if occ is None or occ.cancelled or self.s.sides[seat].out:
            return None
        opts = (PASS_OPTION,) + tuple(self.window_options(seat, occ))
        if self.lean:  # a playout reads no prompt (Game.lean)
            return Decision.lean(seat, "twist_window", opts, window=True)
        if occ.kind == "phase":
            what = self.occ_name(occ)
        else:  # "Ana's Petrifying Gaze (Medusa)", "Bo's Sobek", "Bo's Thoth's Hidden
            # Knowledge": short names, the player first
            name = self.name(occ.c).split(",")[0]
            what = f"{poss(self.names[occ.seat])} " + (f"{occ.what.name} ({name})" if occ.kind == "attack"
                                                        else f"{poss(name)} {occ.what.name}" if occ.kind == "ability"
                                                        else name)
        # a Twist is paid in MP (PN-7.4), tokens making up a shortfall (PN-7.3): what there is to pay with
        return Decision(seat, "twist_window", f"Answer {what} with a Twist? ({self.avail(seat)[MP]} MP)",
                        opts, window=True, moment=self.window_moment(occ))

    def _t_window(self: "PantheonGame", seat: int, oid: int) -> None:
        pass

    def _a_window(self: "PantheonGame", seat: int, oid: int, oid_: str) -> None:
        if oid_ == PASS:
            self.say("pass", actor=seat)
            return
        # PN-17.1: once this Twist has resolved, its caster may answer the same
        # play again (a Twist can be cast whenever it can be paid)
        self.push(("window", seat, oid))
        self.start_play(seat, oid_.split(":", 1)[1], resp=oid)

    # PN-17.2 ruling: the window of the owner of a Misdirection's new target
    # (``_a_retarget``): a window like any other; a record of revision 2 or
    # older never had it (:meth:`older_skip` passes it)
    def _d_rewindow(self: "PantheonGame", seat: int, oid: int) -> Decision | None:
        return self._d_window(seat, oid)

    def _t_rewindow(self: "PantheonGame", seat: int, oid: int) -> None:
        pass

    def _a_rewindow(self: "PantheonGame", seat: int, oid: int, oid_: str) -> None:
        self._a_window(seat, oid, oid_)

    # -- resolving --------------------------------------------------------------------------------
    def _t_resolve(self: "PantheonGame", oid: int) -> None:
        occ = self.find_occ(oid)
        if occ.kind == "attack":
            self.resolve_attack(occ)
            return
        remove_same(self.s.stack, occ)
        if occ.kind == "ability":
            if occ.cancelled:
                self.say("fizzle", actor=occ.seat, cards=(self.uid(occ.c),), occ=occ)
                return
            kind = occ.what.target
            targets = tuple(r for r in occ.targets if kind and r in self.target_refs(kind, occ.seat))
            host = occ.c if self.is_char(occ.c) else -1
            if self.info[occ.c].card.type == "relic":
                h = self.host_of(occ.c)
                host = h[2].unit.c if h else -1  # type: ignore[union-attr]
            self.queue_effects(occ.what.effects, Ctx(occ.seat, occ.c, host, targets, -1, -1))
            return
        self.resolve_card(occ)

    def resolve_card(self: "PantheonGame", occ: Occ) -> None:
        c, seat = occ.c, occ.seat
        card = self.info[c].card
        side = self.s.sides[seat]
        if occ.cancelled:  # the log said so when it was cancelled (PN-17.5)
            side.grave.append(c)
            return
        kind = self.occ_target_kind(occ)
        targets = tuple(r for r in occ.targets if kind and r in self.target_refs(kind, seat))
        entered = False
        if card.type == "character":
            entered = self.put_unit(seat, c, occ.place)
        elif card.type == "relic" and card.subtype == "equipment":
            entered = self.attach(c, targets)
        elif card.type == "relic":
            bench = self.free_slots(seat, "bench")
            if bench:
                side.bench[bench[0]].unit = Unit(c)
                self.touch()
                entered = True
            else:
                side.grave.append(c)
                self.say("no_room", cards=(self.uid(c),), bench=True)
        elif card.type == "field":
            side.field.append(InField(c, card.decay if card.decay else -1))
            self.touch()
            entered = True
            self.say("field_in", actor=seat, cards=(self.uid(c),), amounts={"decay": card.decay} if card.decay else None)
        elif card.attaches:
            host = targets[0][1] if targets and targets[0][0] == "c" else -1
            if self.attach(c, targets):
                if card.effects:
                    self.queue_effects(card.effects, Ctx(seat, c, host, targets, occ.resp, -1))
        else:
            side.grave.append(c)
            self.queue_effects(card.effects, Ctx(seat, c, -1, targets, occ.resp, -1))
        self.sync_spots()
        if entered:
            self.fire_for(c, seat, "on_play")
        self.push(("deaths",))

    def put_unit(self: "PantheonGame", seat: int, c: int, sid: int) -> bool:
        """Put a character on its chosen spot, else any free spot, else it goes to
        the graveyard (PN-4.5)."""
        side = self.s.sides[seat]
        loc = self.slot_by_sid(sid)
        if loc is not None and loc[0] == seat and loc[2].unit is None:
            sl = loc[2]
        else:
            free = [side.active[i] for i in self.free_slots(seat, "active")] + [side.bench[i] for i in self.free_slots(seat, "bench")]
            if not free:
                side.grave.append(c)
                self.say("no_room", cards=(self.uid(c),))
                return False
            sl = free[0]
        sl.unit = Unit(c)
        self.touch()
        self.say("enter", actor=seat, cards=(self.uid(c),),
                 amounts={"spot": side.active.index(sl) + 1} if sl in side.active else None)
        return True

    def attach(self: "PantheonGame", c: int, targets: tuple) -> bool:
        """Attach equipment, a blessing or a curse to its host (a character or an
        active spot); with no legal host it goes to the graveyard (PN-15.1, PN-17.4)."""
        owner = self.info[c].owner
        if targets and targets[0][0] == "c":
            loc = self.locate(targets[0][1])
            if loc is not None:
                loc[2].unit.att.append(c)  # type: ignore[union-attr]
                self.touch()
                self.say("attach", cards=(self.uid(c), self.uid(targets[0][1])))
                return True
        if targets and targets[0][0] == "s":
            loc = self.slot_by_sid(targets[0][1])
            if loc is not None:
                loc[2].curses.append(c)
                self.touch()
                self.say("curse_spot", cards=(self.uid(c),), seats=(loc[0],),
                         amounts={"spot": self.s.sides[loc[0]].active.index(loc[2]) + 1})
                return True
        self.s.sides[owner].grave.append(c)
        self.say("attach_fails", cards=(self.uid(c),))
        return False

