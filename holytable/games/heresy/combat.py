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
from .windows import ACT_VERBS

if TYPE_CHECKING:  # pragma: no cover
    from .state import HKState


#: The steps of a combat before its resolution (dropped when its target is gone, ruling HK-26.10).
CB_STEPS = frozenset({"defense", "cb_join", "cb_intervene", "cb_declare"})


class CombatMixin:
    s: "HKState"

    # -- bring out the dead (HK-31, HK-32) ------------------------------------------------------------
    def _t_dead(self, killer: int, cards: tuple, direct: tuple) -> None:
        s = self.s
        hit: dict[int, int] = {}
        for c, n in direct:  # a card hit in both blitz steps (HK-37.5) counts both
            hit[c] = hit.get(c, 0) + n
        later: list[tuple] = []
        conflict = s.conflict
        # HK-31.2 before HK-32.9.a: the characters first (a character killed
        # with its empty array is ripped as a Matrix death, not found in the
        # Wilds once the array's end has ripped it)
        for c in sorted(cards, key=lambda x: not self.is_char[x]):
            p = s.pieces[c]
            if p.where not in ("wilds", "matrix", "attached"):
                continue
            k = self.kinds[c]
            if self.is_char[c]:
                self.leave_conflict(c)
                ripped = self.area(c) == "matrix" and not (conflict is not None and conflict.kind == "wilds")
                body = p.body if ripped else -1  # HK-31.2, HK-22.5: back to its body, stricken
                self.say("killed", actor=p.seat, cards=[self.uid(c)] + ([self.uid(body)] if body >= 0 else []),
                         card=self.tname(c), end="ripped" if body >= 0 else "no_body" if ripped else "obliterated",
                         where=self.tname(body) if body >= 0 else "")
                if ripped:
                    self.rip(c, said=True)  # HK-31.2
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
        with no tau when the combat began it goes to the archive.
        HK-31.4, HK-36.9: a netwalker counts as standing in the
        target's area (killed in a Wilds combat it is obliterated); HK-32.1: only
        the defending location is ever among the dead; HK-32.11: tau is
        awarded here and stored at once (HK-18.2)."""
        s = self.s
        p = s.pieces[a]
        conflict = s.conflict
        held = conflict.tau0 if conflict is not None and conflict.target == a else p.tau
        taken = min(dealt, p.tau)
        self.say("array_killed", actor=p.seat, cards=[self.uid(a)], amounts={"tau": taken}, card=self.tname(a))
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
        # HK-18.2: what finds no room on the killer's arrays is lost; the option says so (issue 13), and
        # stays: taking the tau also leaves the domain in play (HK-32.3, HK-32.4)
        room = sum(self.room(a) for a in self.store_targets(killer)) if n else 0
        return Decision(killer, "domain_killed", words.prompt("domain_killed", card=self.tname(d)), (
            self.opt(f"take_tau:{u}", words.take_tau_label(n, room, self.cname(d)), "take_tau", (u,), ("wilds",),
                     amount=n),
            self.opt(f"obliterate:{u}", f"Obliterate {self.cname(d)}", "obliterate", (u,), ("wilds",))))

    def _a_domain_killed(self, killer: int, d: int, oid: str) -> None:
        """HK-32.2, HK-32.3: the tau is taken and the domain stays in play
        (its damage repaired at the end of the turn), or it is obliterated."""
        if oid.startswith("take_tau"):
            n = 0 if self.s.pieces[d].stricken else self.defense(d)
            self.say("domain_tau", actor=killer, cards=[self.uid(d)], amounts={"tau": n}, card=self.tname(d))
            if n:
                self.gain_tau(killer, n, "combat")
            return
        self.say("domain_obliterated", actor=killer, cards=[self.uid(d)], card=self.tname(d))
        self.leave_conflict(d)
        # HK-32.6.a: its player may first move ready characters off it
        self.push(("flee", self.s.pieces[d].seat, d), ("oblit_domain", d))

    def _d_flee(self, seat: int, d: int) -> Decision | None:
        """HK-32.6, HK-32.6.a: before domain ``d`` is obliterated, its player
        may open ready characters of theirs on it and move each to another
        domain of theirs (``flee:<uid>:<uid>``), or leave the rest
        (``flee_done``)."""
        s = self.s
        pieces = s.pieces
        if pieces[d].where != "wilds" or s.sides[seat].out:
            return None
        dests = [x for x in s.sides[seat].wilds if x != d]
        chars = [x for x in pieces[d].attached if self.is_char[x] and pieces[x].seat == seat
                 and not pieces[x].open and not pieces[x].stricken]
        if not dests or not chars:
            return None
        opts = [self.opt(f"flee:{self.uid(c)}:{self.uid(x)}", f"Move {self.cname(c)} to {self.cname(x)}", "flee",
                         (self.uid(c), self.uid(x)), ("wilds",)) for c in chars for x in dests]
        opts.append(self.opt("flee_done", f"Leave the rest on {self.cname(d)}", "flee_done"))
        return Decision(seat, "flee", words.prompt("flee", card=self.tname(d)), tuple(opts))

    def _a_flee(self, seat: int, d: int, oid: str) -> None:
        """HK-32.6.a: the character is opened and attached to the other domain
        (its attachments go with it, HK-17.1), out of the conflict."""
        if oid == "flee_done":
            return
        _, cu, xu = oid.split(":")
        c, x = self.by_uid[cu], self.by_uid[xu]
        self.leave_conflict(c)
        self.open_card(c)
        self.take(c)
        self.put(c, "attached", seat, x)
        self.say("scramble", actor=seat, cards=[cu, xu], card=self.tname(c), where=self.tname(x))
        self.push(("flee", seat, d))

    def _t_oblit_domain(self, d: int) -> None:
        """HK-32.6: the domain goes, with its enhancements, alephs, bodies and
        the characters still on it."""
        if self.s.pieces[d].where == "wilds":
            self.obliterate(d)
        self.push(*self.support_checks())
        if self.s.aereo is not None:  # HK-33.13: a contestant that went with it dissolves the Aereopagus
            self.aereo_check()

    # -- conflicts: which attacks may start (HK-25.2, HK-25.3) ---------------------------------------
    def cb_reaches(self, c: int, area: str) -> bool:
        """HK-26.3, HK-36.6: character ``c`` may take part in an attack on a
        location of ``area``: it stands in that area, or it has netwalk."""
        return self.area(c) == area or "netwalk" in self.keywords(c)

    def can_attack_from(self, seat: int, area: str) -> list[int]:
        """The locations of ``seat`` (either area) with a character that may
        attack a location of ``area`` (HK-26.5: ready, not stricken, not
        called this turn; HK-36.6: from the other area only a netwalker)."""
        s = self.s
        pieces = s.pieces
        side = s.sides[seat]
        out = []
        for loc in side.wilds + side.matrix:
            if any(self.is_char[c] and self.may_attack(c) and self.cb_reaches(c, area)
                   for c in pieces[loc].attached):
                out.append(loc)
        return out

    def may_attack(self, c: int) -> bool:
        p = self.s.pieces[c]
        return not p.open and not p.stricken and p.called != self.s.turn

    def attack_options(self, a: int) -> list:
        """HK-25.3: one option per opponent location that some attack can reach,
        at most two conflicts a turn per opponent, of different kinds.
        HK-25.6: an attack is only ever an option."""
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
        """Choose where from and who attacks; nothing is made until declared.
        HK-25.1, HK-26.1: a combat (the other conflict, a
        challenge, is aereopagus.py) in four steps: declaration (here),
        defense or intervention, resolution, the dead."""
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
                         (self.area(x),)) for x in froms]
        opts.append(self.opt("back", "Back", "back"))
        return Decision(cf.attacker, "attack_from", words.prompt("attack_from", card=self.tname(cf.target)),
                        tuple(opts))

    def _a_attack_from(self, oid: str) -> None:
        s = self.s
        if oid == "back":
            s.conflict = None
            s.tasks.pop(0)  # the attack_add
            return
        s.conflict.source = self.by_uid[oid.split(":")[1]]

    def cb_spread(self) -> bool:
        """HK-27.9: the attackers stand on more than one location."""
        cf = self.s.conflict
        pieces = self.s.pieces
        return any(pieces[c].host != cf.source for c in cf.attackers)

    def _d_attack_add(self):
        """HK-26.4, HK-26.6, HK-27.3, HK-27.9, HK-36.6, HK-36.6.a: the
        attackers one by one: any ready character of the chosen location, or
        Hosts of other locations when every attacker is a Host and all of
        them can join in one assembly (in one area, or all netwalkers).
        HK-26.7: the
        location they come from is never a participant. HK-26.9: at least one
        attacker before the declaration. HK-27.8: Hosts of one location with
        Heathens all fight, unjoined."""
        s = self.s
        cf = s.conflict
        if cf is None:
            return None
        pieces = s.pieces
        kinds = self.kinds
        area = cf.kind
        att = cf.attackers
        spread = self.cb_spread()
        heathen = any(kinds[c] == "heathen" for c in att)
        pool = None
        if not heathen:
            pool = [c for c in self.characters(cf.attacker) if kinds[c] == "host" and c not in att
                    and self.may_attack(c) and self.cb_reaches(c, area) and self.cb_area_ok(att + [c], area)]
        opts = []
        for loc in [cf.source] + [x for x in s.sides[cf.attacker].wilds + s.sides[cf.attacker].matrix
                                  if x != cf.source]:
            here = loc == cf.source
            if not here and (heathen or not pool):
                continue
            for c in pieces[loc].attached:
                if not self.is_char[c] or c in att or not self.may_attack(c) or not self.cb_reaches(c, area):
                    continue
                if (not here or spread) and (pool is None or c not in pool
                                             or not self.cb_can_grow(att + [c], pool)):
                    continue
                uc = self.uid(c)
                where = "" if here else f", from {self.cname(loc)}"
                opts.append(self.opt(f"attack_add:{uc}", f"Attack with {self.cname(c)} ({self.attack(c)}/"
                                                         f"{self.defense(c)}{where})", "attack_add", (uc,),
                                     (self.area(c),)))
        if att and (not spread or self.joinable(att)):
            opts.append(self.opt("attack_done", "Declare the attack", "attack_done"))
        # issue 13: Back until the declaration (nothing is made before it), so a declaration with no other
        # attacker to add is asked, never made unbidden (Decision structure: the attack series)
        opts.append(self.opt("back", "Back", "back"))
        if len(opts) == 1:
            return opts[0].id
        return Decision(cf.attacker, "attack_add", words.prompt("attack_add", card=self.tname(cf.target),
                                                                n=len(att)), tuple(opts))

    def _a_attack_add(self, oid: str) -> None:
        s = self.s
        cf = s.conflict
        if oid == "back":
            s.conflict = None
            return
        if oid == "attack_done":
            hosts = [c for c in cf.attackers if self.kinds[c] == "host"]
            if self.cb_spread():  # HK-27.9: from several locations only joined
                cf.joined = cf.attackers[:]
                self.declare_attack()
            elif len(hosts) == len(cf.attackers) and self.cb_join_possible(hosts):  # HK-27.3, HK-27.11
                self.push(("cb_join", 0), ("cb_declare",))
            else:
                self.declare_attack()
            return
        cf.attackers.append(self.by_uid[oid.split(":")[1]])
        self.push(("attack_add",))

    def _t_cb_declare(self) -> None:
        if self.s.conflict is not None:
            self.declare_attack()

    def declare_attack(self) -> None:
        """HK-26.2, HK-25.7, HK-27: the attackers open; every aura pool
        empties; then the first window, the defender first (HK-28.1).
        HK-26.8: from here until
        the combat ends only miracles (and, in the first window, scrambles) are
        offered; HK-28.13: reactions come in the two windows and in answer to
        effects made in them or by cards during resolution."""
        s = self.s
        cf = s.conflict
        for c in cf.attackers:
            self.open_card(c)
        cf.tau0 = s.pieces[cf.target].tau
        s.conflicts.append((cf.defender, cf.kind))
        self.empty_aura()
        self.say("attack", actor=cf.attacker, cards=[self.uid(cf.target)] + [self.uid(c) for c in cf.attackers],
                 card=self.tname(cf.target), names=[self.tname(c) for c in cf.attackers],
                 joined=bool(cf.joined), unjoined=[self.tname(c) for c in cf.attackers if c not in cf.joined])
        self.push(("defense",), ("window", "combat2", cf.attacker, 0), ("fight",))
        # HK-23.1, HK-28.1: declaring the attack is an effect, answered first by the defender
        self.open_window("combat1", cf.defender, (cf.attacker, -1, "attack", 0, cf.target, ""))

    # -- scrambles (HK-24.3..24.10) ---------------------------------------------------------------------
    def scramble_options(self) -> list:
        """The defender's scrambles in the first combat window: in the Wilds a
        ready character on the target to another domain not attacked
        (HK-24.6); in the Matrix a ready character onto the target from another
        array, or off it onto another array (HK-24.7).
        HK-24.8: never onto the target
        to join the attack; HK-28.12.a: only in the first window."""
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

    def cb_effect_scrambles(self, seat: int) -> list:
        """HK-24.3, HK-24.4, HK-24.6, HK-24.9: against a waiting effect that
        is not an attack and is aimed at a location of ``seat``'s, its ready
        characters may scramble off it: in the Wilds to another domain not
        itself aimed at, in the Matrix to another array (never onto the
        targeted one). Not during a combat (HK-24.5)."""
        s = self.s
        if not s.stack or s.conflict is not None:
            return []
        pieces = s.pieces
        kinds = self.kinds
        # ruling HK-24.9: an action putting a card or a character onto its player's own location is not
        # aimed at that location (nothing there to avoid), so nobody scrambles against it
        aimed = {e[4] for e in s.stack if e[4] >= 0 and e[2] not in ("counter", "countered", "scramble")
                 and e[2] not in ACT_VERBS and kinds[e[4]] in ("domain", "array")}
        out = []
        for t in aimed:
            pt = pieces[t]
            if pt.seat != seat or pt.where not in ("wilds", "matrix"):
                continue
            dests = [d for d in (s.sides[seat].wilds if pt.where == "wilds" else s.sides[seat].matrix)
                     if d not in aimed]
            for c in pt.attached:
                p = pieces[c]
                if not self.is_char[c] or p.open or p.stricken:
                    continue
                uc = self.uid(c)
                for d in dests:
                    ud = self.uid(d)
                    out.append(self.opt(f"scramble:{uc}:{ud}", f"Scramble {self.cname(c)} to {self.cname(d)}",
                                        "scramble", (uc, ud), (pt.where,)))
        return out

    def scramble_effect(self, seat: int, oid: str) -> tuple:
        """HK-24.3, HK-24.10: the scrambling character is opened; the move is
        an effect (``fx_scramble``)."""
        _, uc, ud = oid.split(":")
        c, d = self.by_uid[uc], self.by_uid[ud]
        self.open_card(c)
        return (seat, c, "scramble", d, c, "")

    # -- defense or intervention (HK-28) ----------------------------------------------------------------
    def cb_target_left(self) -> bool:
        """HK-23.6, ruling HK-30.10.a: the attacked location has left play
        (or its player's hands) since the attack was declared."""
        cf = self.s.conflict
        p = self.s.pieces[cf.target]
        return p.where not in ("wilds", "matrix") or p.seat != cf.defender

    def _d_defense(self):
        s = self.s
        cf = s.conflict
        if cf is None or self.cb_target_left():  # HK-30.10.a: nothing to defend
            return None
        opts = [self.opt("defend", f"Defend with {self.cname(cf.target)} and everyone on it", "defend",
                         (self.uid(cf.target),))]
        for c in self.cb_interveners():
            uc = self.uid(c)
            opts.append(self.opt(f"intervene:{uc}", f"Intervene with {self.cname(c)}", "intervene", (uc,)))
        if len(opts) == 1:
            return "defend"
        return Decision(cf.defender, "defense", words.prompt("defense", card=self.tname(cf.target)), tuple(opts))

    def _a_defense(self, oid: str) -> None:
        """HK-28.2: a defense or an intervention; HK-28.11: a defense names every
        card on the location and opens nothing; HK-28.5.a: under an
        intervention the other cards on the target take no part."""
        s = self.s
        cf = s.conflict
        if oid == "defend":  # HK-28.7, HK-28.8, HK-28.10, HK-28.10.a
            cf.defenders = [cf.target] + [c for c in s.pieces[cf.target].attached if self.is_char[c]]
            chars = cf.defenders[1:]
            self.say("defend", actor=cf.defender, cards=[self.uid(c) for c in cf.defenders],
                     card=self.tname(cf.target))
            if not any(self.kinds[c] == "heathen" and not s.pieces[c].stricken for c in chars):
                hosts = [c for c in chars if self.kinds[c] == "host" and not s.pieces[c].stricken]
                if self.cb_join_possible(hosts):
                    self.push(("cb_join", 1))
        else:  # HK-28.3, HK-28.5: the first intervening Host; more may join it
            cf.defenders = [self.by_uid[oid.split(":")[1]]]
            cf.intervened = True
            self.push(("cb_intervene",))

    # -- resolution (HK-30) -------------------------------------------------------------------------------
    def fight_attack(self, c: int) -> int:
        """HK-30.1: what card ``c`` adds to its side's total: its attack, the
        joining bonus, boosts; nothing when stricken or silenced.
        HK-28.9: a stricken defender deals
        nothing; HK-27.10: a Host declared joined keeps +1 whoever leaves."""
        s = self.s
        if s.pieces[c].stricken or c in s.silenced:
            return 0
        cf = s.conflict
        return (self.attack(c) + (1 if cf is not None and c in cf.joined else 0)
                + sum(x[1] for x in s.boosts if x[0] == c))

    def fight_defense(self, c: int) -> int:
        """HK-12.7, HK-27.1: a stricken card has defense 0; joining adds 1.
        HK-28.9, HK-32.10: a stricken
        location (domain or array) too."""
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
        first; then both are shown and dealt together. IC first (HK-29.2);
        with blitzers on either side two rounds, blitzers first (HK-37).
        HK-30.9 (blitz)."""
        cf = self.s.conflict
        if cf is None:
            return
        if not cf.attackers:  # HK-30.10
            self.push(("combat_end",))
            return
        if not cf.intervened and self.cb_target_left():  # HK-30.10.a: the attack comes to nothing
            self.say("attack_gone", actor=cf.attacker, cards=[self.uid(cf.target)], card=self.tname(cf.target))
            self.push(("combat_end",))
            return
        if self.cb_ic_stops():
            return
        cf.commit = [(), ()]
        ab = [c for c in cf.attackers if self.cb_blitzes(c, cf.attackers)]
        db = [c for c in cf.defenders if self.is_char[c] and self.cb_blitzes(c, cf.defenders)]
        if ab or db:
            self.say("blitz", actor=cf.attacker, cards=[self.uid(c) for c in ab + db],
                     names=[self.tname(c) for c in ab + db])
            self.push(("assign", 0, sum(map(self.fight_attack, ab))), ("assign", 1, sum(map(self.fight_attack, db))),
                      ("reveal", 0), ("cb_strike2",), ("combat_end",))
            return
        att, dfn = self.totals()
        self.push(("assign", 0, att), ("assign", 1, dfn), ("reveal",), ("combat_end",))

    # -- blitz (HK-37) -------------------------------------------------------------------------------------
    def cb_blitzes(self, c: int, side_cards: list[int]) -> bool:
        """HK-37.1, HK-37.4, HK-36.10: ``c`` has blitz, and if it is in an
        assembly every Host of that assembly has it."""
        if "blitz" not in self.keywords(c):
            return False
        joined = self.s.conflict.joined
        if c in joined:
            return all("blitz" in self.keywords(x) for x in joined if x in side_cards)
        return True

    def cb_out(self, c: int) -> bool:
        """HK-37.2, HK-31.5: killed by blitz damage, out of the fight."""
        d = self.s.pieces[c].damage
        return d > 0 and d >= self.fight_defense(c)

    def _t_cb_strike2(self) -> None:
        """HK-37.3, HK-37.5: after the blitz step every other card still in the
        fight deals its damage, both sides at once; blitz damage stays."""
        cf = self.s.conflict
        if cf is None:
            return
        att = sum(self.fight_attack(c) for c in cf.attackers
                  if not self.cb_blitzes(c, cf.attackers) and not self.cb_out(c))
        dfn = sum(self.fight_attack(c) for c in cf.defenders
                  if not (self.is_char[c] and self.cb_blitzes(c, cf.defenders)) and not self.cb_out(c))
        cf.commit = [(), ()]
        self.push(("assign", 0, att), ("assign", 1, dfn), ("reveal",))

    # -- IC (HK-29) ------------------------------------------------------------------------------------------
    def cb_ic_stops(self) -> bool:
        """HK-29.2..29.8: at the start of resolution the IC of a defending
        array (not stricken, no intervention) is turned face up and known to
        all (HK-29.9); an attack total above every IC's defense overcomes
        them; otherwise the attack is stopped, nobody deals damage
        (HK-29.4.a) and the ability of each IC the total did not exceed is
        an effect of the defender (HK-29.6), answered in a window.
        HK-29.5: an IC left attached is
        face down again (``face_down`` in the view). HK-29.7: not when Hosts
        intervene nor while the array is stricken; HK-29.8: the total with every
        modifier, joining included, at the start of resolution."""
        s = self.s
        cf = s.conflict
        t = cf.target
        if cf.intervened or self.kinds[t] != "array" or s.pieces[t].stricken:
            return False
        ics = [x for x in s.pieces[t].attached if self.kinds[x] == "ic"]
        if not ics:
            return False
        total = self.totals()[0]
        for x in ics:
            if x not in s.ic_seen:
                s.ic_seen.append(x)
                self.hk_tag_new(x)  # seen by all now: its copy tag
        stop = [x for x in ics if total <= self.card(x).ic_defense]
        self.say("ic_up", actor=cf.defender, cards=[self.uid(x) for x in ics], amounts={"total": total},
                 names=[f"{self.tname(x)} ({self.card(x).ic_defense})" for x in ics], stops=bool(stop))
        if not stop:
            return False  # HK-29.3
        self.push(("combat_end",))
        for x in stop[:-1]:
            eff = self.card(x).effect
            s.stack.append((cf.defender, x, eff.verb, eff.amount, -1, ""))
        eff = self.card(stop[-1]).effect
        self.open_window("effect", self.next_live(cf.defender), (cf.defender, stop[-1], eff.verb, eff.amount, -1, ""))
        return True

    def fx_stop_attackers(self, maker: int, c: int, n: int, t: int, stat: str) -> None:
        """HK-29.4: the IC stops the attack and does nothing more."""
        self.say("fx_ic", actor=maker, card=self.tname(c), what="stops the attack")

    def fx_strike_attackers(self, maker: int, c: int, n: int, t: int, stat: str) -> None:
        """HK-29.4 (Headhunter): every attacker still in the combat is stricken."""
        cf = self.s.conflict
        for x in (cf.attackers if cf is not None else []):
            self.strike(x)
        self.say("fx_ic", actor=maker, card=self.tname(c), what="strikes every attacker")

    def fx_damage_attackers(self, maker: int, c: int, n: int, t: int, stat: str) -> None:
        """HK-29.4 (Black Ice): ``n`` damage to every attacker still in the
        combat; those killed leave by their area (HK-31, HK-36.9)."""
        cf = self.s.conflict
        dead = []
        for x in (cf.attackers if cf is not None else []):
            self.s.pieces[x].damage += n
            if self.cb_out(x):
                dead.append(x)
        self.say("fx_ic", actor=maker, card=self.tname(c), what=f"deals {n} damage to every attacker")
        if dead:
            self.push(("dead", maker, tuple(dead), ()))

    def cb_ic_attached(self, seat: int, c: int, arr: int, paid: int) -> None:
        """HK-29.1: an IC goes face down onto an array; the other players
        read only that an IC was attached (and what was paid)."""
        self.take(c)
        self.put(c, "attached", seat, arr)
        self.s.pieces[c].called = self.s.turn
        self.say("ic_call", actor=seat, cards=[self.uid(c), self.uid(arr)], amounts={"aura": paid}, only=seat,
                 card=self.tname(c), target=self.tname(arr))

    def assign_targets(self, side: int, given: dict) -> list[int]:
        """HK-30.3, HK-30.4: characters first; the location only once every
        opposing character has enough to die.
        HK-30.3.a: enough to kill counts
        the damage it already has; a stricken character needs 1."""
        s = self.s
        cf = s.conflict
        foes = cf.defenders if side == 0 else cf.attackers
        chars = [c for c in foes if self.is_char[c]]
        short = [c for c in chars if s.pieces[c].damage + given.get(c, 0) < max(1, self.fight_defense(c))]
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
        if len(targets) == 1:
            return f"dmg:{self.uid(targets[0])}"
        opts = []
        for c in targets:
            uc = self.uid(c)
            opts.append(self.opt(f"dmg:{uc}", self.cb_assign_label(side, left, given, c), "assign_damage", (uc,)))
        return Decision(seat, "assign", words.prompt("assign", left=left), tuple(opts),
                        others=("assign", words.prompt("others_assign", name=self.names[seat])))

    def cb_step(self, side: int, left: int, given: dict, c: int) -> int:
        """HK-30.11: the damage one step gives ``c``: what a character still
        needs to die (at least 1), all that is left for a location; at most ``left``."""
        if self.is_char[c]:
            return min(left, max(1, self.fight_defense(c) - self.s.pieces[c].damage - given.get(c, 0)))
        return left

    def cb_assign_label(self, side: int, left: int, given: dict, c: int) -> str:
        """What choosing ``c`` does, with the steps that follow without a
        choice (HK-30.3, HK-30.11) and where the rest goes (HK-30.6: lost when
        nothing may take it), e.g. ``"Michael first (4 kills), then 1 to
        Usiel (kills); 2 left over are lost"``; ``given`` is not changed."""
        pieces = self.s.pieces
        given = dict(given)
        parts = []
        first = True
        while True:
            n = self.cb_step(side, left, given, c)
            given[c] = given.get(c, 0) + n
            left -= n
            kills = self.is_char[c] and pieces[c].damage + given[c] >= max(1, self.fight_defense(c))
            how = " kills" if kills else ""
            if first:
                parts.append(f"{self.cname(c)} first ({n}{how})" if left else f"all {n} to {self.cname(c)}{' (kills)' * kills}")
                first = False
            else:
                parts.append(f"then {n} to {self.tname(c)}{' (kills)' * kills}")
            if not left:
                return ", ".join(parts)
            nxt = self.assign_targets(side, given)
            if not nxt:
                return ", ".join(parts) + f"; {left} left over {'is' if left == 1 else 'are'} lost"
            if len(nxt) > 1:
                return ", ".join(parts) + f"; then you place the other {left}"
            c = nxt[0]

    def _a_assign(self, side: int, left: int, oid: str) -> None:
        """Kill-sized chunks: enough to kill a character (all that is left for a
        location, HK-32.12).
        HK-30.11: in steps, each giving a character
        what it still needs to die."""
        s = self.s
        cf = s.conflict
        c = self.by_uid[oid.split(":")[1]]
        given = dict(cf.commit[side])
        n = self.cb_step(side, left, given, c)
        given[c] = given.get(c, 0) + n
        cf.commit[side] = tuple(given.items())
        self.push(("assign", side, left - n))

    def _t_reveal(self, last: int = 1) -> None:
        """HK-30.8: both assignments shown together and dealt; the takeback
        barrier is set here. After the blitz step (``last`` 0) nobody leaves
        play yet (HK-31.5).
        HK-31.3: damage stays until the Repair phase. Ruling HK-31.3.a: a
        card is killed only by damage dealt to it (here, or in the blitz
        step); old damage at or above its defense kills nothing by itself."""
        s = self.s
        cf = s.conflict
        self.revealed()
        direct = cf.dealt  # HK-32.7: with the blitz step's damage (HK-37.5)
        for side in (0, 1):
            for c, n in cf.commit[side]:
                s.pieces[c].damage += n
                direct.append((c, n))
            seat = cf.attacker if side == 0 else cf.defender
            if cf.commit[side]:
                self.say("damage", actor=seat, cards=[self.uid(c) for c, _ in cf.commit[side]],
                         names=[f"{self.tname(c)} {n}" for c, n in cf.commit[side]])
        hit = {c for c, n in direct if n > 0}  # ruling HK-31.3.a: only damage dealt kills
        dead = tuple(c for c in cf.attackers + cf.defenders if c in hit
                     and s.pieces[c].damage >= self.fight_defense(c))
        if dead and last:
            self.push(("dead", cf.attacker, dead, tuple(direct)))

    def cb_target_gone(self) -> None:
        """Ruling HK-26.10, HK-23.6: the attacked location has left play
        before resolution (crashed in a window) and no Host intervened: the
        attack ends at once without damage; the steps left are dropped (the
        costs stay paid: the attackers stay open)."""
        s = self.s
        cf = s.conflict
        if not cf.intervened and self.cb_stop():  # intervened: the Hosts are the target
            self.say("no_target", actor=cf.defender, cards=[self.uid(cf.target)], card=self.tname(cf.target))

    def cb_stop(self) -> bool:
        """End the combat under way before its resolution: the steps left
        are dropped for its end (False: it is being resolved already, the
        dead go on)."""
        s = self.s
        steps = [i for i, t in enumerate(s.tasks) if t[0] == "fight"]
        if not steps:
            return False
        i = steps[0]
        s.tasks = [t for t in s.tasks[:i] if t[0] not in CB_STEPS and not (t[0] == "window" and t[1] in (
            "combat1", "combat2"))] + [("combat_end",)] + s.tasks[i + 1:]
        return True

    def fx_attack(self, maker: int, c: int, n: int, t: int, stat: str) -> None:
        """HK-23.1, HK-26.2: the declared attack, answered in the first
        window, resolves: the combat goes on to the defense (its steps are
        queued after the window). Countered (ruling HK-23.13), it ends
        there: ``cb_countered``."""

    def cb_countered(self) -> None:
        """Ruling HK-23.13, HK-23.5: the attack declaration was countered:
        no defense, no damage; its costs stay paid (the attackers stay open,
        the conflict counts, HK-25.3)."""
        if self.s.conflict is not None and self.cb_stop():
            self.say("attack_countered", actor=self.s.conflict.attacker, card=self.tname(self.s.conflict.target))

    def _t_combat_end(self) -> None:
        """HK-25.7: the combat ends; the aura pools empty; its effects end."""
        s = self.s
        s.conflict = None
        s.boosts.clear()
        s.silenced.clear()
        self.empty_aura()
        self.say("combat_end", actor=s.active)
