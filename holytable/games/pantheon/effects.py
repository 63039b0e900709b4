"""The Pantheon effect vocabulary (``do`` of :class:`~.cards.Effect`), targets,
triggered abilities and the named handlers (docs/rules/pantheon.md PN-18).

Effects run as tasks (``("eff", effect, ctx)``) so an effect that needs a
choice (discard, retarget) asks before the next effect runs.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from holytable.engine.decision import Decision, Option, OptionsOnDemand

from .cards import NAMED_HANDLERS, UNIT_TARGETS, Effect, Trigger
from .state import RESOURCES, Ctx, Unit, poss

if TYPE_CHECKING:  # pragma: no cover
    from .rules import PantheonGame

RES_NAME = {"cp": "CP", "mp": "MP", "ap": "AP"}
#: effects that take cards out of play (and so perhaps HP from a character)
REMOVES = frozenset({"discard_field", "destroy_relic", "seal", "bounce", "destroy"})


# -- named handlers (listed by name in cards.yaml) ------------------------------------
def anubis_return(g: "PantheonGame", e: Effect, ctx: Ctx) -> None:
    """Anubis, Heart Weigher: the character that died goes from its owner's
    graveyard to the top of their deck (the WP were already gained)."""
    c = ctx.dead
    side = g.s.sides[g.info[c].owner]
    if c in side.grave:
        side.grave.remove(c)
        side.deck.append(c)
        side.known_top.append(g.keys[c])  # face up onto the deck: known
        g.say("anubis_return", cards=(g.uid(c),), seats=(g.info[c].owner,))


def demeter_token(g: "PantheonGame", e: Effect, ctx: Ctx) -> None:
    """Sculpture of Demeter: roll a die, gain a token of that result (PN-7.1)."""
    v = g.rng.die(6)
    r = (v - 1) // 2
    g.s.sides[ctx.seat].tokens[r] += 1
    g.say("token_roll", actor=ctx.seat, amounts={"die": v, RES_NAME[RESOURCES[r]]: 1})


def ragnarok(g: "PantheonGame", e: Effect, ctx: Ctx) -> None:
    """Ragnarok: every character in play with 3 HP or less is destroyed (WP to the
    caster for opponents' characters; Immortal characters survive)."""
    for seat in g.order():
        for zone, sl in list(g.characters(seat)):
            u = sl.unit
            assert u is not None
            active = zone == "active"
            hp = g.hp(u, seat, active)
            if hp <= 3 and not g.immortal(u, seat, active):
                u.dmg = g.max_hp(u, seat, active)
                if hp > 0 or u.killer < 0:  # PN-12.1: Ragnarok brought it to 0
                    u.killer, u.killer_c = ctx.seat, -1
                g.say("engulf", actor=ctx.seat, cards=(g.uid(u.c),))


def mimir_counsel(g: "PantheonGame", e: Effect, ctx: Ctx) -> None:
    """Odin's Mimir's Counsel: draw 2 cards, then discard a card."""
    g.draw(ctx.seat, 2)
    g.push(("discard", ctx.seat, 1))


HANDLERS: dict[str, Callable[["PantheonGame", Effect, Ctx], None]] = {
    "anubis_return": anubis_return,
    "demeter_token": demeter_token,
    "ragnarok": ragnarok,
    "mimir_counsel": mimir_counsel,
}
assert set(HANDLERS) == NAMED_HANDLERS, "every named handler of cards.py needs code here"


class EffectsMixin:
    """Targets, effects and triggers for PantheonGame."""

    # -- targets ------------------------------------------------------------------
    def target_refs(self: "PantheonGame", kind: str, seat: int) -> list[tuple]:
        """Every legal target of ``kind`` for ``seat`` as refs ("c", card) |
        ("p", seat) | ("s", slot id), in turn order."""
        out: list[tuple] = []
        if kind in UNIT_TARGETS:
            zone = "active" if kind.endswith("active") else None
            for sx in self.order():
                mine = sx == seat
                if (kind.startswith("enemy") and mine) or (kind.startswith("own") and not mine):
                    continue
                out += [("c", sl.unit.c) for _, sl in self.characters(sx, zone)]  # type: ignore[union-attr]
        elif kind == "enemy_spot":
            out = [("s", sl.sid) for sx in self.others(seat) for sl in self.s.sides[sx].active]
        elif kind == "opponent":
            out = [("p", sx) for sx in self.others(seat)]
        elif kind == "field":
            out = [("c", f.c) for sx in self.order() for f in self.s.sides[sx].field]
        elif kind == "relic":
            for sx in self.order():
                side = self.s.sides[sx]
                for sl in side.active + side.bench:
                    if sl.unit is None:
                        continue
                    if not self.is_char(sl.unit.c):
                        out.append(("c", sl.unit.c))
                    out += [("c", a) for a in sl.unit.att if self.info[a].card.type == "relic"]
        elif kind == "own_grave_character":
            seen = set()
            for c in self.s.sides[seat].grave:
                if self.is_char(c) and self.info[c].key not in seen:
                    seen.add(self.info[c].key)
                    out.append(("c", c))
        return out

    def ref_id(self: "PantheonGame", ref: tuple) -> str:
        if ref[0] == "c":
            return f"target:{self.uid(ref[1])}"
        if ref[0] == "p":
            return f"target:player:{ref[1]}"
        loc = self.slot_by_sid(ref[1])
        assert loc is not None
        seat, _, sl = loc
        return f"target:spot:{seat}:{self.s.sides[seat].active.index(sl)}"

    def ref_label(self: "PantheonGame", ref: tuple) -> str:
        if ref[0] == "p":
            return f"{self.names[ref[1]]} ({self.s.sides[ref[1]].wp} WP)"
        if ref[0] == "s":
            loc = self.slot_by_sid(ref[1])
            assert loc is not None
            seat, _, sl = loc
            who = f": {self.name(sl.unit.c)}" if sl.unit else " (empty)"
            return f"{poss(self.names[seat])} active spot {self.s.sides[seat].active.index(sl) + 1}{who}"
        c = ref[1]
        loc = self.locate(c)
        owner = self.names[self.info[c].owner]
        if loc is not None and self.is_char(c):
            seat, zone, sl = loc
            hp = self.hp(sl.unit, seat, zone == "active")  # type: ignore[arg-type]
            return f"{self.name(c)} ({owner}, {hp} HP{', bench' if zone == 'bench' else ''})"
        return f"{self.name(c)} ({owner})"

    def target_options(self: "PantheonGame", refs: list[tuple]) -> tuple[Option, ...]:
        """One ``target`` option per ref: ``cards`` the card targeted, or
        ``seats`` the player (a spot: its seat, zone ``active`` and ``amount``
        the spot's number, from 1)."""
        return tuple(self.target_option(r) for r in refs)

    def target_option(self: "PantheonGame", r: tuple) -> Option:
        """The option of :meth:`target_options` for the ref ``r``."""
        return Option(self.ref_id(r), self.ref_label(r), self.info[r[1]].key if r[0] == "c" else None,
                      verb="target", cards=self.ref_cards(r), seats=self.ref_seats(r),
                      zones=("active",) if r[0] == "s" else (), amount=self.ref_spot(r))

    def lean_targets(self: "PantheonGame", refs: list[tuple], tail: tuple[Option, ...] = ()) -> OptionsOnDemand:
        """:meth:`target_options` (then ``tail``) for a lean decision
        (``Game.lean``): each option made when read."""
        return OptionsOnDemand(len(refs), lambda i: self.target_option(refs[i]), tail)

    def ref_cards(self: "PantheonGame", ref: tuple) -> tuple[str, ...]:
        """The uid of a card ref, else ()."""
        return (self.uid(ref[1]),) if ref[0] == "c" else ()

    def ref_seats(self: "PantheonGame", ref: tuple) -> tuple[int, ...]:
        """The seat of a player ref or of a spot ref, else ()."""
        if ref[0] == "p":
            return (ref[1],)
        if ref[0] == "s":
            loc = self.slot_by_sid(ref[1])
            return (loc[0],) if loc is not None else ()
        return ()

    def ref_spot(self: "PantheonGame", ref: tuple) -> int | None:
        """The number (from 1) of the active spot of a spot ref, else None."""
        if ref[0] != "s":
            return None
        loc = self.slot_by_sid(ref[1])
        return self.s.sides[loc[0]].active.index(loc[2]) + 1 if loc is not None else None

    def pick_ref(self: "PantheonGame", refs: list[tuple], oid: str) -> tuple:
        for r in refs:
            if self.ref_id(r) == oid:
                return r
        raise AssertionError(f"no target {oid}")  # pragma: no cover - ids come from the same list

    # -- applied keywords (PN-13.8) ----------------------------------------------------
    def apply_kw(self: "PantheonGame", u: Unit, kw: str, turns: int, by: int) -> None:
        """Apply ``kw`` for ``turns`` upkeeps; a new poison replaces the old one
        (the newest poisoner is credited, PN-13.6)."""
        if kw in u.stripped:
            return
        for a in u.applied:
            if a[0] == kw:
                a[1] = max(a[1], turns)
                if kw == "poisoned":
                    a[2] = by
                break
        else:
            u.applied.append([kw, turns, by])
        self.say("keyword", actor=by, cards=(self.uid(u.c),), amounts={"upkeeps": turns}, keyword=kw)

    # -- effects ------------------------------------------------------------------------
    def queue_effects(self: "PantheonGame", effects: tuple[Effect, ...], ctx: Ctx) -> None:
        self.push(*[("eff", e, ctx) for e in effects], ("deaths",))

    def unit_targets(self: "PantheonGame", to: str, ctx: Ctx) -> list[int]:
        if to == "target":
            return [r[1] for r in ctx.targets if r[0] == "c" and self.locate(r[1]) is not None]
        if to == "self":
            return [ctx.host] if ctx.host >= 0 and self.locate(ctx.host) is not None else []
        out = []
        for sx in self.order():
            if (to == "all_enemy_active" and sx == ctx.seat) or (to == "all_own_active" and sx != ctx.seat):
                continue
            out += [sl.unit.c for _, sl in self.characters(sx, "active")]  # type: ignore[union-attr]
        return out

    def players(self: "PantheonGame", to: str, ctx: Ctx) -> list[int]:
        if to == "you":
            return [ctx.seat]
        if to == "opponents":
            return self.others(ctx.seat)
        if to == "each_player":
            return self.order()
        return [r[1] for r in ctx.targets if r[0] == "p" and not self.s.sides[r[1]].out]

    def find_occ(self: "PantheonGame", oid: int):
        for o in self.s.stack:
            if o.oid == oid:
                return o
        return None

    def _t_eff(self: "PantheonGame", e: Effect, ctx: Ctx) -> None:
        """Carry out one effect (PN-18). An effect taking a card out of play can
        take HP with it (an Ankh of Life, a Valley of the Kings): a character it
        brings to 0 HP is credited to the effect's player (PN-12.1)."""
        if e.do not in REMOVES:
            self._do_eff(e, ctx)
            return
        alive = [(sl.unit, seat) for seat in self.order() for zone, sl in self.characters(seat)
                 if self.hp(sl.unit, seat, zone == "active") > 0]  # type: ignore[arg-type]
        self._do_eff(e, ctx)
        for u, seat in alive:
            loc = self.locate(u.c)
            if loc is not None and loc[2].unit is u and self.hp(u, seat, loc[1] == "active") == 0:
                u.killer, u.killer_c = ctx.seat, -1

    def _do_eff(self: "PantheonGame", e: Effect, ctx: Ctx) -> None:
        do = e.do
        if do == "handler":
            HANDLERS[e.handler](self, e, ctx)  # type: ignore[index]
        elif do in ("damage", "heal", "poison", "silence", "grant", "strip", "destroy", "seal", "bounce", "boost",
                    "shield", "extra_attack"):
            for c in self.unit_targets(e.to, ctx):
                self.unit_effect(e, c, ctx)
        elif do in ("draw", "mill", "discard", "drain_wp", "steal_wp"):
            ps = self.players(e.to, ctx)
            if do == "discard":  # PN-19.1: in turn order; each discard is queued at the head
                ps = ps[::-1]
            for p in ps:
                self.player_effect(e, p, ctx)
        elif do in ("points", "token"):
            r = RESOURCES.index(e.resource)  # type: ignore[arg-type]
            side = self.s.sides[ctx.seat]
            (side.points if do == "points" else side.tokens)[r] += e.amount
            self.say("gain_points" if do == "points" else "gain_tokens", actor=ctx.seat,
                     amounts={RES_NAME[e.resource]: e.amount})  # type: ignore[index]
        elif do == "gain_wp":
            self.gain_wp(ctx.seat, e.amount, ("card", ctx.src))
        elif do == "redirect_wp":
            occ = self.find_occ(ctx.oid) if e.to == "occ" else None
            whose = [occ.seat] if occ is not None else self.players("target", ctx)
            for p in whose:
                if p != ctx.seat:
                    self.s.sides[p].redirect = ctx.seat
                    self.say("redirect", actor=ctx.seat, seats=(p,))
        elif do == "cancel":
            occ = self.find_occ(ctx.oid)
            if occ is not None and not occ.cancelled:
                occ.cancelled = True
                self.say("cancel", actor=ctx.seat, cards=(self.uid(occ.c),) if occ.c >= 0 else (),
                         seats=(occ.seat,), occ=occ)
        elif do == "retarget":
            self.push(("retarget", ctx.seat, ctx.oid))
        elif do == "revive":
            for r in ctx.targets:
                side = self.s.sides[ctx.seat]
                if r[0] == "c" and r[1] in side.grave:
                    side.grave.remove(r[1])
                    side.hand.append(r[1])
                    side.known_hand.append(self.keys[r[1]])  # face up into the hand: known
                    self.say("revive", actor=ctx.seat, cards=(self.uid(r[1]),))
        elif do in ("discard_field", "destroy_relic"):
            for r in ctx.targets:
                if r[0] == "c" and self.leave_play(r[1], "grave"):
                    self.say("to_grave", actor=ctx.seat, cards=(self.uid(r[1]),))

    def unit_effect(self: "PantheonGame", e: Effect, c: int, ctx: Ctx) -> None:
        loc = self.locate(c)
        if loc is None:
            return
        seat, zone, sl = loc
        u = sl.unit
        assert u is not None
        active = zone == "active"
        do = e.do
        if not self.is_char(c):
            if do == "destroy":
                self.leave_play(c, "grave")
                self.say("destroyed", actor=ctx.seat, cards=(self.uid(c),))
            return
        if do == "damage":
            self.damage(c, e.amount, ctx.seat, by_c=ctx.src if ctx.src >= 0 and self.is_char(ctx.src) else -1)
        elif do == "heal":
            self.heal(c, e.amount)
        elif do == "poison":
            self.apply_kw(u, "poisoned", e.turns, ctx.seat)
        elif do == "silence":
            self.apply_kw(u, "silenced", e.turns, ctx.seat)
        elif do == "grant":
            self.apply_kw(u, e.keyword, e.turns, ctx.seat)  # type: ignore[arg-type]
        elif do == "strip":
            kw = e.keyword
            if kw not in u.stripped:
                u.stripped.append(kw)  # type: ignore[arg-type]
            u.applied = [a for a in u.applied if a[0] != kw]
            self.say("strip", actor=ctx.seat, cards=(self.uid(c),), keyword=str(kw))
            if kw == "immortal" and self.hp(u, seat, active) == 0:
                u.killer, u.killer_c = ctx.seat, -1  # PN-13.2: now it can die; the stripper is credited
        elif do == "destroy":
            if self.immortal(u, seat, active):
                self.say("immortal", actor=ctx.seat, cards=(self.uid(c),))
            else:
                hp = self.hp(u, seat, active)
                u.dmg = self.max_hp(u, seat, active)
                if hp > 0 or u.killer < 0:  # PN-12.1: this effect brought it to 0
                    u.killer, u.killer_c = ctx.seat, -1
        elif do in ("seal", "bounce"):
            dest = "sealed" if do == "seal" else "hand"
            self.leave_play(c, dest)
            self.say(do, actor=ctx.seat, cards=(self.uid(c),))
        elif do == "boost":
            u.bonus += e.amount
            self.say("boost", actor=ctx.seat, cards=(self.uid(c),), amounts={"damage": e.amount})
        elif do == "shield":
            u.shield += e.amount
            self.say("shield", actor=ctx.seat, cards=(self.uid(c),), amounts={"damage": e.amount})
        elif do == "extra_attack":
            u.extra += e.amount
            self.say("extra_attack", actor=ctx.seat, cards=(self.uid(c),), amounts={"attacks": e.amount})

    def player_effect(self: "PantheonGame", e: Effect, p: int, ctx: Ctx) -> None:
        do = e.do
        if do == "draw":
            self.draw(p, e.amount)
        elif do == "mill":
            self.mill(p, e.amount)
        elif do == "discard":
            self.push(("discard", p, e.amount))
        elif do == "drain_wp":
            self.lose_wp(p, e.amount, ("drained", ctx.src))
        elif do == "steal_wp":
            got = self.lose_wp(p, e.amount, ("stolen_by", ctx.seat))
            self.gain_wp(ctx.seat, got, ("stolen_from", p))

    # -- drawing, milling, discarding ------------------------------------------------------
    def draw(self: "PantheonGame", seat: int, n: int) -> int:
        """Draw up to ``n`` cards (an empty deck gives nothing outside upkeep, PN-1.2)."""
        side = self.s.sides[seat]
        got = 0
        for _ in range(n):
            if not side.deck:
                self.say("deck_empty", actor=seat)
                break
            c = side.deck.pop()
            side.hand.append(c)
            if side.known_top:  # a known top card is known in the hand
                side.known_hand.append(side.known_top.pop())
            got += 1
            self.say("draw", actor=seat, cards=(self.uid(c),), only=seat)
        if got:
            self.revealed()
        return got

    def mill(self: "PantheonGame", seat: int, n: int) -> None:
        side = self.s.sides[seat]
        for _ in range(min(n, len(side.deck))):
            c = side.deck.pop()
            side.grave.append(c)
            if side.known_top:
                side.known_top.pop()
            self.say("mill", actor=seat, cards=(self.uid(c),))
        self.revealed()

    def _d_discard(self: "PantheonGame", seat: int, n: int) -> Decision | None:
        hand = self.s.sides[seat].hand
        if n <= 0 or not hand or self.s.sides[seat].out:
            return None
        return Decision(seat, "discard", f"Discard a card ({n} to go)", self.hand_options(seat, "discard"))

    def _t_discard(self: "PantheonGame", seat: int, n: int) -> None:
        pass  # nothing left to discard

    def _a_discard(self: "PantheonGame", seat: int, n: int, oid: str) -> None:
        self.discard(seat, oid.split(":", 1)[1])
        if n > 1:
            self.push(("discard", seat, n - 1))

    def discard(self: "PantheonGame", seat: int, key: str) -> None:
        side = self.s.sides[seat]
        c = next(x for x in side.hand if self.info[x].key == key)
        side.hand.remove(c)
        if side.known_hand and key in side.known_hand:
            side.known_hand.remove(key)
        side.grave.append(c)
        self.say("discard", actor=seat, cards=(self.uid(c),))
        self.revealed()

    def hand_options(self: "PantheonGame", seat: int, prefix: str) -> tuple[Option, ...]:
        """One option per distinct card in the hand, by key."""
        seen: dict[str, int] = {}
        for c in self.s.sides[seat].hand:
            seen.setdefault(self.info[c].key, c)
        return tuple(Option(f"{prefix}:{k}", self.name(c), k, verb=prefix, cards=(self.uid(c),),
                            zones=("hand", "graveyard")) for k, c in sorted(seen.items()))

    # -- triggered abilities (PN-14.2) ----------------------------------------------------------
    def fire(self: "PantheonGame", when: str, seats: list[int] | None = None) -> None:
        """Queue every ``when`` trigger in play (of ``seats``), in turn order."""
        tasks = []
        prof = self.prof
        for src, ctrl, host in list(self.sources()):
            if seats is not None and ctrl not in seats:
                continue
            p = prof[src]
            if not p.triggers and not p.en_triggers:
                continue  # no trigger at all (parts() would give none)
            for tr in self.parts(src, ctrl, "triggers"):
                if tr.when == when:
                    tasks.append(("trig", ctrl, src, host, tr, -1))
        self.push(*tasks)

    def _d_trig(self: "PantheonGame", seat: int, src: int, host: int, tr: Trigger, dead: int) -> Decision | None:
        if self.s.sides[seat].out or not self._trig_useful(seat, tr, dead):
            return None
        refs = self.target_refs(tr.target, seat) if tr.target else []
        if tr.target and not refs:
            return None
        if not tr.optional and not tr.target:
            return None
        what = self.name(src)
        if tr.target:
            opts = self.target_options(refs)
            if tr.optional:
                opts = (Option("skip", "Do not use it", verb="skip", cards=(self.uid(src),)),) + opts
            return Decision(seat, "trigger", f"{what}: choose a target", opts)
        prompt = f"{what}: put {self.name(dead)} on top of your deck?" if dead >= 0 else f"Use {what}?"
        about = (self.uid(src),) + ((self.uid(dead),) if dead >= 0 else ())
        return Decision(seat, "trigger", prompt, (Option("yes", "Yes", verb="yes", cards=about),
                                                  Option("no", "No", verb="no", cards=about)))

    def _trig_useful(self: "PantheonGame", seat: int, tr: Trigger, dead: int) -> bool:
        if any(e.handler == "anubis_return" for e in tr.effects):
            return dead >= 0 and dead in self.s.sides[self.info[dead].owner].grave
        return True

    def _t_trig(self: "PantheonGame", seat: int, src: int, host: int, tr: Trigger, dead: int) -> None:
        if self.s.sides[seat].out or not self._trig_useful(seat, tr, dead) or tr.target:
            return  # a targeted trigger with no target does nothing
        self.queue_effects(tr.effects, Ctx(seat, src, host, (), -1, dead))

    def _a_trig(self: "PantheonGame", seat: int, src: int, host: int, tr: Trigger, dead: int, oid: str) -> None:
        if oid in ("no", "skip"):
            return
        targets: tuple = ()
        if tr.target:
            targets = (self.pick_ref(self.target_refs(tr.target, seat), oid),)
        self.queue_effects(tr.effects, Ctx(seat, src, host, targets, -1, dead))
