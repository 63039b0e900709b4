"""Heresy conflicts and combat (HK-25..HK-32; HK-29 IC; HK-36.6..36.10; HK-37).

:class:`CombatMixin` is part of :class:`~holytable.games.heresy.rules.HeresyGame`.

Bring out the dead (task ``("dead", killer, cards, direct)``): ``cards`` the
killed cards, ``direct`` pairs ``(card, damage dealt to it)``; characters
leave by their area (HK-31.1, HK-31.2), a killed domain asks its killer
``take_tau`` / ``obliterate`` (HK-32.2), a killed array gives up the tau
dealt to it directly (HK-32.7) and goes to the archive if it held none
(HK-32.9).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from holytable.engine.decision import Decision

from . import words

if TYPE_CHECKING:  # pragma: no cover
    from .state import HKState


class CombatMixin:
    s: "HKState"

    # -- bring out the dead (HK-31, HK-32) ------------------------------------------------------------
    def _t_dead(self, killer: int, cards: tuple, direct: tuple) -> None:
        s = self.s
        hit = dict(direct)
        later: list[tuple] = []
        conflict = s.conflict
        for c in cards:
            p = s.pieces[c]
            if p.where not in ("wilds", "matrix", "attached"):
                continue
            k = self.kinds[c]
            if self.is_char[c]:
                self.leave_conflict(c)
                self.say("killed", actor=p.seat, cards=[self.uid(c)], card=self.cname(c))
                if self.area(c) == "matrix" and not (conflict is not None and conflict.kind == "wilds"):
                    self.rip(c)  # HK-31.2
                else:
                    self.obliterate(c)  # HK-31.1
            elif k == "domain":
                later.append(("domain_killed", killer, c))
            elif k == "array":
                self.array_killed(killer, c, hit.get(c, 0))
                if s.pieces[c].where != "matrix":
                    self.leave_conflict(c)
        self.push(*later, *self.support_checks())

    def array_killed(self, killer: int, a: int, dealt: int) -> None:
        """HK-32.7..32.9, HK-32.9.a: the tau dealt directly to it is taken;
        with no tau when the combat began it goes to the archive."""
        s = self.s
        p = s.pieces[a]
        conflict = s.conflict
        held = conflict.tau0 if conflict is not None and conflict.target == a else p.tau
        taken = min(dealt, p.tau)
        self.say("array_killed", actor=p.seat, cards=[self.uid(a)], amounts={"tau": taken}, card=self.cname(a))
        if taken:
            self.lose_tau(a, taken)
            self.gain_tau(killer, taken, "combat")
        if not held:
            for x in p.attached[:]:
                if self.is_char[x]:
                    self.rip(x)
            self.to_pile(a, "archive")

    def _d_domain_killed(self, killer: int, d: int) -> Decision | None:
        """HK-32.2, HK-32.4: take tau equal to its defense, or obliterate it."""
        if self.s.pieces[d].where != "wilds" or self.s.sides[killer].out:
            return None
        n = 0 if self.s.pieces[d].stricken else self.defense(d)
        u = self.uid(d)
        return Decision(killer, "domain_killed", words.prompt("domain_killed", card=self.cname(d)), (
            self.opt(f"take_tau:{u}", f"Take {n} tau", "take_tau", (u,), ("wilds",), amount=n),
            self.opt(f"obliterate:{u}", f"Obliterate {self.cname(d)}", "obliterate", (u,), ("wilds",))))

    def _a_domain_killed(self, killer: int, d: int, oid: str) -> None:
        if oid.startswith("take_tau"):
            n = 0 if self.s.pieces[d].stricken else self.defense(d)
            self.say("domain_tau", actor=killer, cards=[self.uid(d)], amounts={"tau": n}, card=self.cname(d))
            if n:
                self.gain_tau(killer, n, "combat")
            return
        self.say("domain_obliterated", actor=killer, cards=[self.uid(d)], card=self.cname(d))
        self.leave_conflict(d)
        self.obliterate(d)  # HK-32.6: bodies and characters on it with it
        self.push(*self.support_checks())

    # -- conflicts: which attacks may start (HK-25.2, HK-25.3) ---------------------------------------
    def can_attack_from(self, seat: int, area: str) -> list[int]:
        """The locations of ``seat`` in ``area`` with a character that may
        attack (HK-26.5: ready, not stricken, not called this turn)."""
        s = self.s
        pieces = s.pieces
        side = s.sides[seat]
        out = []
        for loc in (side.wilds if area == "wilds" else side.matrix):
            if any(self.is_char[c] and self.may_attack(c) for c in pieces[loc].attached):
                out.append(loc)
        return out

    def may_attack(self, c: int) -> bool:
        p = self.s.pieces[c]
        return not p.open and not p.stricken and p.called != self.s.turn

    def attack_options(self, a: int) -> list:
        """HK-25.3: one option per opponent location that some attack can reach,
        at most two conflicts a turn per opponent, of different kinds."""
        s = self.s
        out = []
        reach = {area: bool(self.can_attack_from(a, area)) for area in ("wilds", "matrix")}
        if not (reach["wilds"] or reach["matrix"]):
            return out
        for o in self.opponents(a):
            done = [k for (x, k) in s.conflicts if x == o]
            if len(done) >= 2:
                continue
            side = s.sides[o]
            for area, locs in (("wilds", side.wilds), ("matrix", side.matrix)):
                if not reach[area] or area in done:
                    continue
                for t in locs:
                    out.append(self.attack_opt(t))
        return out

    def attack_opt(self, t: int):
        key = ("attack", t)
        o = self._opts.get(key)
        if o is None:
            u = self.uid(t)
            o = self._opts[key] = self.opt(f"attack:{u}", f"Attack {self.names[self.s.pieces[t].seat]}'s "
                                                          f"{self.cname(t)}", "attack", (u,), (self.area(t),),
                                           seats=(self.s.pieces[t].seat,))
        return o

    # -- the attack series (HK-26) ---------------------------------------------------------------------
    def begin_attack(self, a: int, t: int) -> None:
        """Choose where from and who attacks; nothing is made until declared."""
        from .state import Conflict
        p = self.s.pieces[t]
        self.s.conflict = Conflict(p.where, a, p.seat, t)
        self.push(("attack_from",), ("attack_add",))

    def _d_attack_from(self):
        s = self.s
        cf = s.conflict
        froms = self.can_attack_from(cf.attacker, cf.kind)
        if len(froms) == 1:
            return f"from:{self.uid(froms[0])}"
        opts = [self.opt(f"from:{self.uid(x)}", f"From {self.cname(x)}", "attack_from", (self.uid(x),),
                         (cf.kind,)) for x in froms]
        opts.append(self.opt("back", "Back", "back"))
        return Decision(cf.attacker, "attack_from", words.prompt("attack_from", card=self.cname(cf.target)),
                        tuple(opts))

    def _a_attack_from(self, oid: str) -> None:
        s = self.s
        if oid == "back":
            s.conflict = None
            s.tasks.pop(0)  # the attack_add
            return
        s.conflict.source = self.by_uid[oid.split(":")[1]]

    def _d_attack_add(self):
        s = self.s
        cf = s.conflict
        if cf is None:
            return None
        opts = []
        for c in s.pieces[cf.source].attached:
            if self.is_char[c] and c not in cf.attackers and self.may_attack(c):
                uc = self.uid(c)
                opts.append(self.opt(f"attack_add:{uc}", f"Attack with {self.cname(c)} ({self.attack(c)}/"
                                                         f"{self.defense(c)})", "attack_add", (uc,), (cf.kind,)))
        if cf.attackers:
            opts.append(self.opt("attack_done", "Declare the attack", "attack_done"))
        else:
            opts.append(self.opt("back", "Back", "back"))
        if len(opts) == 1:
            return opts[0].id
        return Decision(cf.attacker, "attack_add", words.prompt("attack_add", card=self.cname(cf.target),
                                                                n=len(cf.attackers)), tuple(opts))

    def _a_attack_add(self, oid: str) -> None:
        s = self.s
        cf = s.conflict
        if oid == "back":
            s.conflict = None
            return
        if oid == "attack_done":
            self.declare_attack()
            return
        cf.attackers.append(self.by_uid[oid.split(":")[1]])
        self.push(("attack_add",))

    def joinable(self, cards: list[int]) -> bool:
        """HK-27.1..27.6: Hosts only, at least two, one leader whose free will
        is higher than every other's and at least their number."""
        if len(cards) < 2 or any(self.kinds[c] != "host" for c in cards):
            return False
        fws = sorted((self.card(c).free_will + self.mod_total(c, "free_will") for c in cards), reverse=True)
        return fws[0] > fws[1] and fws[0] >= len(cards) - 1

    def declare_attack(self) -> None:
        """HK-26.2, HK-25.7, HK-27: the attackers open; every aura pool
        empties; Hosts that can join do (the attacker's assembly); then the
        first window, the defender first (HK-28.1)."""
        s = self.s
        cf = s.conflict
        for c in cf.attackers:
            self.open_card(c)
        if self.joinable(cf.attackers):
            cf.joined = cf.attackers[:]
        cf.tau0 = s.pieces[cf.target].tau
        s.conflicts.append((cf.defender, cf.kind))
        self.empty_aura()
        self.say("attack", actor=cf.attacker, cards=[self.uid(cf.target)] + [self.uid(c) for c in cf.attackers],
                 card=self.cname(cf.target), names=[self.cname(c) for c in cf.attackers],
                 joined=bool(cf.joined))
        self.push(("defense",), ("window", "combat2", cf.attacker, 0), ("fight",))
        self.open_window("combat1", cf.defender)

    # -- scrambles (HK-24.3..24.10) ---------------------------------------------------------------------
    def scramble_options(self) -> list:
        """The defender's scrambles in the first combat window: in the Wilds a
        ready character on the target to another domain not attacked
        (HK-24.6); in the Matrix a ready character onto the target from another
        array, or off it onto another array (HK-24.7)."""
        s = self.s
        cf = s.conflict
        pieces = s.pieces
        side = s.sides[cf.defender]
        out = []
        if cf.kind == "wilds":
            moves = [(c, d) for c in pieces[cf.target].attached for d in side.wilds if d != cf.target]
        else:
            moves = [(c, d) for c in pieces[cf.target].attached for d in side.matrix if d != cf.target]
            moves += [(c, cf.target) for a in side.matrix if a != cf.target for c in pieces[a].attached]
        for c, d in moves:
            p = pieces[c]
            if self.is_char[c] and not p.open and not p.stricken:
                uc, ud = self.uid(c), self.uid(d)
                out.append(self.opt(f"scramble:{uc}:{ud}", f"Scramble {self.cname(c)} to {self.cname(d)}",
                                    "scramble", (uc, ud), (cf.kind,)))
        return out

    def scramble_effect(self, seat: int, oid: str) -> tuple:
        """HK-24.3, HK-24.10: the scrambling character is opened; the move is
        an effect (``fx_scramble``)."""
        _, uc, ud = oid.split(":")
        c, d = self.by_uid[uc], self.by_uid[ud]
        self.open_card(c)
        return (seat, c, "scramble", d, c, "")

    # -- defense or intervention (HK-28) ----------------------------------------------------------------
    def _d_defense(self):
        s = self.s
        cf = s.conflict
        if cf is None:
            return None
        opts = [self.opt("defend", f"Defend with {self.cname(cf.target)} and everyone on it", "defend",
                         (self.uid(cf.target),))]
        # HK-28.3, HK-28.4, HK-28.6: one ready Host of the target's area intervenes
        side = s.sides[cf.defender]
        for loc in (side.wilds if cf.kind == "wilds" else side.matrix):
            for c in s.pieces[loc].attached:
                if self.kinds[c] == "host" and not s.pieces[c].open and not s.pieces[c].stricken:
                    uc = self.uid(c)
                    opts.append(self.opt(f"intervene:{uc}", f"{self.cname(c)} intervenes", "intervene", (uc,)))
        if len(opts) == 1:
            return "defend"
        return Decision(cf.defender, "defense", words.prompt("defense", card=self.cname(cf.target)), tuple(opts))

    def _a_defense(self, oid: str) -> None:
        s = self.s
        cf = s.conflict
        if oid == "defend":  # HK-28.7, HK-28.8, HK-28.10
            cf.defenders = [cf.target] + [c for c in s.pieces[cf.target].attached if self.is_char[c]]
            chars = cf.defenders[1:]
            if not any(self.kinds[c] == "heathen" and not s.pieces[c].stricken for c in chars):
                hosts = [c for c in chars if self.kinds[c] == "host"]
                if self.joinable(hosts):
                    cf.joined += hosts
            self.say("defend", actor=cf.defender, cards=[self.uid(c) for c in cf.defenders],
                     card=self.cname(cf.target))
        else:  # HK-28.3, HK-28.5
            c = self.by_uid[oid.split(":")[1]]
            self.open_card(c)
            cf.defenders = [c]
            cf.intervened = True
            self.say("intervene", actor=cf.defender, cards=[self.uid(c)], card=self.cname(c),
                     target=self.cname(cf.target))

    # -- resolution (HK-30) -------------------------------------------------------------------------------
    def fight_attack(self, c: int) -> int:
        """HK-30.1: what card ``c`` adds to its side's total: its attack, the
        joining bonus, boosts; nothing when stricken or silenced."""
        s = self.s
        if s.pieces[c].stricken or c in s.silenced:
            return 0
        cf = s.conflict
        return (self.attack(c) + (1 if cf is not None and c in cf.joined else 0)
                + sum(x[1] for x in s.boosts if x[0] == c))

    def fight_defense(self, c: int) -> int:
        """HK-12.7, HK-27.1: a stricken card has defense 0; joining adds 1."""
        s = self.s
        if s.pieces[c].stricken:
            return 0
        cf = s.conflict
        return (self.defense(c) + (1 if cf is not None and c in cf.joined else 0)
                + sum(x[2] for x in s.boosts if x[0] == c))

    def totals(self) -> tuple[int, int]:
        cf = self.s.conflict
        return sum(map(self.fight_attack, cf.attackers)), sum(map(self.fight_attack, cf.defenders))

    def _t_fight(self) -> None:
        """HK-30.2, HK-30.8: each side assigns its total in secret, the attacker
        first; then both are shown and dealt together."""
        cf = self.s.conflict
        if cf is None:
            return
        if not cf.attackers:  # HK-30.10
            self.push(("combat_end",))
            return
        att, dfn = self.totals()
        cf.commit = [(), ()]
        self.push(("assign", 0, att), ("assign", 1, dfn), ("reveal",), ("combat_end",))

    def assign_targets(self, side: int, given: dict) -> list[int]:
        """HK-30.3, HK-30.4: characters first; the location only once every
        opposing character has enough to die."""
        s = self.s
        cf = s.conflict
        foes = cf.defenders if side == 0 else cf.attackers
        chars = [c for c in foes if self.is_char[c]]
        short = [c for c in chars if s.pieces[c].damage + given.get(c, 0) < self.fight_defense(c)]
        if short:
            return short
        return [c for c in foes if not self.is_char[c]] if side == 0 else chars

    def _d_assign(self, side: int, left: int):
        s = self.s
        cf = s.conflict
        seat = cf.attacker if side == 0 else cf.defender
        given = dict(cf.commit[side])
        targets = self.assign_targets(side, given) if left > 0 else []
        if not targets:
            return None  # HK-30.6: the rest is lost
        opts = []
        for c in targets:
            uc = self.uid(c)
            opts.append(self.opt(f"dmg:{uc}", f"Damage to {self.cname(c)}", "assign_damage", (uc,)))
        if len(opts) == 1:
            return opts[0].id
        return Decision(seat, "assign", words.prompt("assign", left=left), tuple(opts),
                        others=("assign", words.prompt("others_assign", name=self.names[seat])))

    def _a_assign(self, side: int, left: int, oid: str) -> None:
        """Kill-sized chunks: enough to kill a character (all that is left for a
        location, HK-32.12)."""
        s = self.s
        cf = s.conflict
        c = self.by_uid[oid.split(":")[1]]
        given = dict(cf.commit[side])
        if self.is_char[c]:
            n = min(left, max(1, self.fight_defense(c) - s.pieces[c].damage - given.get(c, 0)))
        else:
            n = left
        given[c] = given.get(c, 0) + n
        cf.commit[side] = tuple(given.items())
        self.push(("assign", side, left - n))

    def _t_reveal(self) -> None:
        """HK-30.8: both assignments shown together and dealt; the takeback
        barrier is set here."""
        s = self.s
        cf = s.conflict
        self.revealed()
        direct = []
        for side in (0, 1):
            for c, n in cf.commit[side]:
                s.pieces[c].damage += n
                direct.append((c, n))
            seat = cf.attacker if side == 0 else cf.defender
            if cf.commit[side]:
                self.say("damage", actor=seat, cards=[self.uid(c) for c, _ in cf.commit[side]],
                         names=[f"{self.cname(c)} {n}" for c, n in cf.commit[side]])
        dead = tuple(c for c in cf.attackers + cf.defenders if s.pieces[c].damage >= self.fight_defense(c)
                     and s.pieces[c].damage > 0)
        if dead:
            self.push(("dead", cf.attacker, dead, tuple(direct)))

    def _t_combat_end(self) -> None:
        """HK-25.7: the combat ends; the aura pools empty; its effects end."""
        s = self.s
        s.conflict = None
        s.boosts.clear()
        s.silenced.clear()
        self.empty_aura()
        self.say("combat_end", actor=s.active)
