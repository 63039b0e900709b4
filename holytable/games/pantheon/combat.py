"""Combat (PN-11, PN-12): attacks, targets, split damage, direct hits on players,
Counter and Cunning. A mixin of :class:`~.rules.PantheonGame`.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from holytable.engine.decision import Decision, Option

from .cards import Attack
from .state import AP, Ctx, Occ, index_same, remove_same

if TYPE_CHECKING:  # pragma: no cover
    from .rules import PantheonGame

#: "No more targets" of a split attack (PN-12.5; options are immutable)
NO_MORE = Option("done", "No more targets", verb="done")


class CombatMixin:
    """Attacks for PantheonGame."""

    def attacks_of(self: "PantheonGame", c: int, seat: int) -> tuple[Attack, ...]:
        """The character's attacks: printed, Enlightened (when on) and granted by
        its equipment (PN-15.1)."""
        out = self.parts(c, seat, "attacks")
        loc = self.locate(c)
        if loc is not None:
            for a in loc[2].unit.att:  # type: ignore[union-attr]
                card = self.info[a].card
                if card.type == "relic":
                    out = out + card.attacks
        return out

    def attack_cost(self: "PantheonGame", c: int, seat: int, atk: Attack) -> int:
        """AP to pay: the printed cost plus attack-cost statics (never below 0)."""
        return max(0, atk.cost + self.total(c, seat, True, "attack_cost"))

    def attack_targets(self: "PantheonGame", seat: int, atk: Attack) -> list[tuple]:
        """PN-11.2/PN-12.3: the opponents' active characters (and benched ones with
        ``reach: any``); a player with no active characters can be hit directly."""
        out: list[tuple] = []
        for sx in self.others(seat):
            act = [("c", sl.unit.c) for _, sl in self.characters(sx, "active")]  # type: ignore[union-attr]
            out += act
            if atk.reach == "any":
                out += [("c", sl.unit.c) for _, sl in self.characters(sx, "bench")]  # type: ignore[union-attr]
            if not act:
                out.append(("p", sx))
        return out

    def can_attack(self: "PantheonGame", seat: int, sl) -> bool:
        """PN-11.5: active, not barred, attacks left this combat phase."""
        u = sl.unit
        if u is None or self.statics_on(u.c, seat, True, "cannot_attack"):
            return False
        return u.attacks < 1 + u.extra

    def attack_options(self: "PantheonGame", seat: int) -> list[Option]:
        """One option per affordable attack of each active character that may
        still attack and has a target: ``attack:<uid>:<n>`` (n from 1)."""
        if self.s.turn <= 1:
            return []  # PN-6.4: no combat on turn 1
        side = self.s.sides[seat]
        ap = side.points[AP] + side.tokens[AP]
        out = []
        made = self._options_made
        cn = self.card_names
        names = [cn[sl.unit.c] for sl in side.active if sl.unit is not None]  # characters(seat, "active")
        # attack_targets(seat, atk) is never empty while another player is in
        # (their active characters, else the player): asked once
        if not self.others(seat):
            return []
        for _, sl in self.characters(seat, "active"):
            if not self.can_attack(seat, sl):
                continue
            c = sl.unit.c  # type: ignore[union-attr]
            who = self.name(c)
            if names.count(who) > 1:  # two of a kind: say which spot
                who += f" (spot {index_same(side.active, sl) + 1})"
            for i, atk in enumerate(self.attacks_of(c, seat)):
                cost = self.attack_cost(c, seat, atk)
                if cost <= ap:
                    # PN-12.4: the damage with every bonus known now (before the target's reductions)
                    bonus = self.attack_bonus(c, seat, atk) + self.total(c, seat, True, "damage_bonus") + sl.unit.bonus  # type: ignore[union-attr]
                    # the option follows from these alone: made once, shared (rules.py)
                    key = ("attack", c, i, who, atk.name, atk.damage, atk.split, cost, bonus)
                    o = made.get(key)
                    if o is None:
                        dmg = max(0, atk.damage + bonus)
                        how = f" ({atk.damage}{bonus:+d})" if bonus else ""
                        o = made[key] = Option(f"attack:{self.uid(c)}:{i + 1}",
                                               f"{who}: {atk.name} ({cost} AP, {dmg} damage{how}"
                                               f"{f', split {atk.split}' if atk.split > 1 else ''})", self.info[c].key,
                                               verb="attack", cards=(self.uid(c),), zones=("active",),
                                               cost=(("AP", cost),) if cost else (), amount=dmg)
                    out.append(o)
        return out

    def start_attack(self: "PantheonGame", seat: int, uid: str, n: int) -> None:
        """PN-11.1: pay the AP, choose targets, announce (others may answer)."""
        c = self.by_uid[uid]
        atk = self.attacks_of(c, seat)[n - 1]
        self.pay(seat, [0, 0, self.attack_cost(c, seat, atk)])
        loc = self.locate(c)
        assert loc is not None
        loc[2].unit.attacks += 1  # type: ignore[union-attr]
        occ = Occ(self.new_id(), "attack", seat, c, atk)
        self.s.stack.append(occ)
        self.push(("atk_target", occ.oid), ("announce", occ.oid))
        self.fire_for(c, seat, "on_attack")

    def fire_for(self: "PantheonGame", c: int, seat: int, when: str) -> None:
        tasks = [("trig", seat, c, c, tr, -1) for tr in self.parts(c, seat, "triggers") if tr.when == when]
        self.push(*tasks)

    # -- targets ------------------------------------------------------------------------
    def _atk_candidates(self: "PantheonGame", occ: Occ) -> list[tuple]:
        refs = self.attack_targets(occ.seat, occ.what)
        if occ.targets:  # PN-12.5: more targets of a split attack: characters only
            refs = [r for r in refs if r[0] == "c" and r not in occ.targets]
        return refs

    def _d_atk_target(self: "PantheonGame", oid: int) -> Decision | None:
        occ = self.find_occ(oid)
        if occ is None or (occ.targets and (occ.targets[0][0] == "p" or len(occ.targets) >= occ.what.split)):
            return None
        refs = self._atk_candidates(occ)
        if not refs:
            return None
        if self.lean:  # a playout reads no prompt and one option (Game.lean)
            return Decision.lean(occ.seat, "attack_target", self.lean_targets(refs, (NO_MORE,) if occ.targets else ()))  # type: ignore[arg-type]
        opts = self.target_options(refs)
        if occ.targets:
            opts = opts + (NO_MORE,)
            prompt = f"{occ.what.name}: another target to split the damage with? ({len(occ.targets)} of up to {occ.what.split})"
        else:
            prompt = f"{occ.what.name}: choose a target"
        return Decision(occ.seat, "attack_target", prompt, opts)

    def _t_atk_target(self: "PantheonGame", oid: int) -> None:
        pass

    def _a_atk_target(self: "PantheonGame", oid: int, oid_: str) -> None:
        if oid_ == "done":
            return
        occ = self.find_occ(oid)
        occ.targets.append(self.pick_ref(self._atk_candidates(occ), oid_))
        self.push(("atk_target", oid))

    def retarget_refs(self: "PantheonGame", occ: Occ) -> list[tuple]:
        """Misdirection: "another character it may hit": the other characters a
        one-target attack could hit (never a player)."""
        if occ.kind != "attack" or len(occ.targets) != 1:
            return []
        return [r for r in self.attack_targets(occ.seat, occ.what) if r[0] == "c" and r != occ.targets[0]]

    def _d_retarget(self: "PantheonGame", seat: int, oid: int) -> Decision | None:
        occ = self.find_occ(oid)
        if occ is None or occ.cancelled:
            return None
        refs = self.retarget_refs(occ)
        if not refs:
            return None
        return Decision(seat, "retarget", f"{occ.what.name}: choose its new target", self.target_options(refs))

    def _t_retarget(self: "PantheonGame", seat: int, oid: int) -> None:
        pass

    def _a_retarget(self: "PantheonGame", seat: int, oid: int, oid_: str) -> None:
        occ = self.find_occ(oid)
        ref = self.pick_ref(self.retarget_refs(occ), oid_)
        occ.targets = [ref]
        self.say("retarget", actor=seat, cards=self.ref_cards(ref), attack=occ.what.name, target=self.ref_label(ref))
        # PN-17.2 ruling: the new target's owner, who let the attack by when it
        # hit another character, is asked about it again (their window on it
        # is not still to come); never its attacker, never the caster
        loc = self.locate(ref[1]) if ref[0] == "c" else None
        owner = loc[0] if loc is not None else None
        if (owner is not None and owner not in (occ.seat, seat) and not self.s.sides[owner].out
                and ("window", owner, oid) not in self.s.tasks):
            self.push(("rewindow", owner, oid))

    # -- resolution (PN-11.3, PN-11.4, PN-12) -----------------------------------------------
    def attack_bonus(self: "PantheonGame", c: int, seat: int, atk: Attack) -> int:
        b = atk.bonus
        if b is None:
            return 0
        side = self.s.sides[seat]
        if b.per == "own_grave_characters":
            n = sum(1 for x in side.grave if self.is_char(x))
        elif b.per == "own_active_characters":
            n = sum(1 for _ in self.characters(seat, "active"))
        else:
            n = side.wp
        return n * b.amount

    def resolve_attack(self: "PantheonGame", occ: Occ) -> None:
        if occ.cancelled:
            self.push(("done", occ.oid))
            return
        loc = self.locate(occ.c)
        if loc is None or loc[1] != "active":
            self.say("attack_fizzles", actor=occ.seat, cards=(self.uid(occ.c),), attack=occ.what.name)
            self.push(("done", occ.oid))
            return
        legal = self.attack_targets(occ.seat, occ.what)
        occ.targets = [r for r in occ.targets if r in legal]
        if not occ.targets:
            self.say("attack_fizzles", actor=occ.seat, cards=(self.uid(occ.c),), attack=occ.what.name, gone=True)
            self.push(("done", occ.oid))
            return
        u = loc[2].unit
        # PN-12.4: every bonus first ...
        total = occ.what.damage + self.attack_bonus(occ.c, occ.seat, occ.what)
        total += self.total(occ.c, occ.seat, True, "damage_bonus") + u.bonus  # type: ignore[union-attr]
        total = max(0, total)
        if occ.targets[0][0] == "p":
            self.push(("direct", occ.oid, total), ("done", occ.oid))
        elif len(occ.targets) == 1:
            occ.amounts = [total]
            self.push(("hit", occ.oid), ("done", occ.oid))
        else:  # ... then the split (PN-12.5), reductions last (in hit)
            self.push(("split", occ.oid, total), ("hit", occ.oid), ("done", occ.oid))

    def _t_direct(self: "PantheonGame", oid: int, total: int) -> None:
        """PN-12.3: damage to a player removes WP; the overflow goes to the attacker."""
        occ = self.find_occ(oid)
        sx = occ.targets[0][1]
        before = self.s.sides[sx].wp
        self.say("direct_hit", actor=occ.seat, cards=(self.uid(occ.c),), seats=(sx,), amounts={"damage": total},
                 attack=occ.what.name)
        self.lose_wp(sx, total, ("hit_by", occ.c))
        over = total - before
        if over > 0:
            self.gain_wp(occ.seat, over, ("overflow", sx))
        if self.outcome is None:
            self.queue_effects(tuple(e for e in occ.what.effects if e.to == "self"),
                               Ctx(occ.seat, occ.c, occ.c, (), -1, -1))

    def _split_range(self: "PantheonGame", occ: Occ, total: int) -> tuple[int, int]:
        left = total - sum(occ.amounts)
        after = len(occ.targets) - len(occ.amounts) - 1
        lo = 1 if left >= after + 1 else 0
        return lo, left - lo * after

    def _d_split(self: "PantheonGame", oid: int, total: int) -> Decision | None:
        occ = self.find_occ(oid)
        if len(occ.amounts) >= len(occ.targets) - 1:
            return None
        lo, hi = self._split_range(occ, total)
        ref = occ.targets[len(occ.amounts)]
        return Decision(occ.seat, "split", f"{occ.what.name}: how much of the {total - sum(occ.amounts)} damage to {self.ref_label(ref)}?",
                        tuple(Option(f"amount:{n}", str(n), verb="split", cards=self.ref_cards(ref), seats=self.ref_seats(ref),
                                     amount=n) for n in range(lo, hi + 1)))

    def _t_split(self: "PantheonGame", oid: int, total: int) -> None:
        occ = self.find_occ(oid)
        occ.amounts.append(total - sum(occ.amounts))  # the last target takes the rest

    def _a_split(self: "PantheonGame", oid: int, total: int, oid_: str) -> None:
        occ = self.find_occ(oid)
        occ.amounts.append(int(oid_.split(":")[1]))
        self.push(("split", oid, total))

    def _t_hit(self: "PantheonGame", oid: int) -> None:
        """Damage each target (reductions per target, PN-12.4), Cunning spill
        (PN-13.9), on-hit effects, Counter (PN-13.4), then deaths."""
        occ = self.find_occ(oid)
        seat, c = occ.seat, occ.c
        self.say("strike", actor=seat, cards=(self.uid(c),), attack=occ.what.name)
        spills = []
        counters = []
        loc = self.locate(c)
        cunning = loc is not None and self.cunning(loc[2].unit, seat, loc[1] == "active")  # type: ignore[arg-type]
        for ref, amount in zip(occ.targets, occ.amounts):
            tl = self.locate(ref[1])
            if tl is None:
                continue
            tseat, tzone, tsl = tl
            if self.has_kw(tsl.unit, tseat, tzone == "active", "counter"):  # type: ignore[arg-type]
                counters.append(ref[1])
            _dealt, excess = self.damage(ref[1], amount, seat, by_c=c)
            if cunning and excess > 0:
                spills.append(("spill", oid, tseat, excess))
        for t in counters:
            if self.locate(c) is not None:
                tseat = self.info[t].owner
                self.say("counter", actor=tseat, cards=(self.uid(t), self.uid(c)))
                self.damage(c, 1, tseat, by_c=t)
        ctx = Ctx(seat, c, c, tuple(occ.targets), -1, -1)
        self.push(*spills, *[("eff", e, ctx) for e in occ.what.effects], ("deaths",))

    def spill_refs(self: "PantheonGame", occ: Occ, sx: int) -> list[tuple]:
        out = []
        for zone, sl in self.characters(sx, "active"):
            if self.hp(sl.unit, sx, True) > 0:  # type: ignore[arg-type]
                out.append(("c", sl.unit.c))  # type: ignore[union-attr]
        return out

    def _d_spill(self: "PantheonGame", oid: int, sx: int, excess: int) -> Decision | None:
        occ = self.find_occ(oid)
        refs = self.spill_refs(occ, sx)
        if not refs:
            return None
        return Decision(occ.seat, "spill", f"Cunning: {excess} damage spills over. Onto which character?",
                        self.target_options(refs))

    def _t_spill(self: "PantheonGame", oid: int, sx: int, excess: int) -> None:
        self.say("spill_lost", seats=(sx,), amounts={"damage": excess})

    def _a_spill(self: "PantheonGame", oid: int, sx: int, excess: int, oid_: str) -> None:
        occ = self.find_occ(oid)
        ref = self.pick_ref(self.spill_refs(occ, sx), oid_)
        self.say("spill", actor=occ.seat, cards=(self.uid(ref[1]),), amounts={"damage": excess})
        _dealt, more = self.damage(ref[1], excess, occ.seat, by_c=occ.c)
        if more > 0:
            self.push(("spill", oid, sx, more))

    def _t_done(self: "PantheonGame", oid: int) -> None:
        occ = self.find_occ(oid)
        if occ is not None:
            remove_same(self.s.stack, occ)
