"""Heresy assemblies and interventions (HK-27, HK-28.3, HK-36.10).

:class:`AssemblyMixin` is part of :class:`~holytable.games.heresy.rules.HeresyGame`,
beside :class:`~.combat.CombatMixin`, whose attack series and defense call it.

Joining is declared, never automatic (the ruling HK-27.14): task
``("cb_join", side)`` lets the attacker (side 0) or defender (side 1) pick
the Hosts of its assembly one by one (``join:<uid>``), or fight unjoined
(``join_none``), the assembly declared once the picks are legal
(``join_done``); task ``("cb_intervene",)`` adds intervening Hosts
(``intervene:<uid>``) until ``intervene_done``. The picks of both sides are
``Conflict.joined``; each Host there gets +1/+1 (HK-27.1). HK-27.7:
assemblies attack, intervene and defend; HK-27.4: conviction, affiliation and
rank never matter; HK-27.10: a declared assembly stays joined for the combat.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from holytable.engine.decision import Decision

from . import words

if TYPE_CHECKING:  # pragma: no cover
    from .state import HKState


class AssemblyMixin:
    s: "HKState"

    # -- assemblies (HK-27, HK-36.10) -----------------------------------------------------------------
    def cb_fw(self, c: int) -> int:
        """HK-11.9.d, HK-27.12: free will with what is attached to it."""
        return self.card(c).free_will + self.mod_total(c, "free_will")

    def joinable(self, cards: list[int]) -> bool:
        """HK-27.1, HK-27.5, HK-27.6, HK-27.13: Hosts only, at least two, one
        leader whose free will is higher than every other's and at least
        their number."""
        if len(cards) < 2 or any(self.kinds[c] != "host" for c in cards):
            return False
        fws = sorted(map(self.cb_fw, cards), reverse=True)
        return fws[0] > fws[1] and fws[0] >= len(cards) - 1

    def cb_can_grow(self, cards: list[int], pool: list[int]) -> bool:
        """HK-27.5: ``cards`` (Hosts) can still become a legal assembly by
        adding at most a leader from ``pool``: some Host L of either has free
        will above every other of ``cards`` and at least their number."""
        if any(self.kinds[c] != "host" for c in cards):
            return False
        fw = {c: self.cb_fw(c) for c in set(cards) | set(pool)}
        for lead in fw:
            others = [c for c in cards if c != lead]
            if not others:
                continue
            if len(others) <= fw[lead] and all(fw[c] < fw[lead] for c in others):
                return True
        return False

    def cb_area_ok(self, cards: list[int], area: str) -> bool:
        """HK-27.2, HK-36.10: an assembly stands in one area (the target's),
        unless every Host in it has netwalk."""
        return all(self.area(c) == area for c in cards) or all("netwalk" in self.keywords(c) for c in cards)

    def cb_leader(self, cards: list[int]) -> int:
        """HK-27.5: the leader of a legal assembly: the Host of the highest free will."""
        return max(cards, key=self.cb_fw)

    def cb_join_possible(self, hosts: list[int]) -> bool:
        """Some two of ``hosts`` could join (HK-27.5)."""
        return any(self.cb_can_grow([c, d], hosts) for i, c in enumerate(hosts) for d in hosts[i + 1:])

    def _d_cb_join(self, side: int):
        """HK-27.11, HK-27.14, HK-28.10: a side whose Hosts fight from one
        location picks its assembly Host by Host, or fights unjoined."""
        s = self.s
        cf = s.conflict
        if cf is None:
            return None
        members = cf.attackers if side == 0 else cf.defenders
        hosts = [c for c in members if self.kinds[c] == "host" and not s.pieces[c].stricken]
        pick = [c for c in cf.joined if c in members]
        opts = []
        for c in hosts:
            if c in pick:
                continue
            if pick:
                ok = self.cb_can_grow(pick + [c], hosts)
            else:
                ok = any(self.cb_can_grow([c, d], hosts) for d in hosts if d != c)
            if ok:
                uc = self.uid(c)
                opts.append(self.opt(f"join:{uc}", f"Add {self.cname(c)} (free will {self.cb_fw(c)}) to your "
                                                   f"assembly", "join", (uc,)))
        if not pick:
            opts.append(self.opt("join_none", "Fight unjoined", "join_none"))
        elif self.joinable(pick):
            opts.append(self.opt("join_done", f"Declare the assembly of {len(pick)}, led by "
                                              f"{self.cname(self.cb_leader(pick))}", "join_done",
                                 (self.uid(self.cb_leader(pick)),)))
        if len(opts) == 1:
            return opts[0].id
        seat = cf.attacker if side == 0 else cf.defender
        return Decision(seat, "join", words.prompt("join", names=[self.tname(c) for c in pick],
                                                   ready=bool(pick) and self.joinable(pick)), tuple(opts))

    def _a_cb_join(self, side: int, oid: str) -> None:
        if oid in ("join_none", "join_done"):
            if oid == "join_done":
                cf = self.s.conflict
                members = cf.attackers if side == 0 else cf.defenders
                pick = [c for c in cf.joined if c in members]
                self.say("assembly", actor=cf.attacker if side == 0 else cf.defender,
                         cards=[self.uid(c) for c in pick], names=[self.tname(c) for c in pick],
                         lead=self.tname(self.cb_leader(pick)))
            return
        self.s.conflict.joined.append(self.by_uid[oid.split(":")[1]])
        self.push(("cb_join", side))

    def cb_interveners(self) -> list[int]:
        """HK-28.3, HK-28.4, HK-28.6, HK-36.7: the defender's ready Hosts in
        the target's area (a netwalking Host from anywhere)."""
        s = self.s
        cf = s.conflict
        return [c for c in self.characters(cf.defender) if self.kinds[c] == "host" and not s.pieces[c].open
                and not s.pieces[c].stricken and self.cb_reaches(c, cf.kind)]

    def _d_cb_intervene(self):
        """HK-28.3, HK-27.2, HK-36.10: more Hosts may intervene, joined in
        one assembly with the first (from any location of the area, or all
        netwalkers); then the intervention is declared."""
        cf = self.s.conflict
        if cf is None:
            return None
        now = cf.defenders
        pool = [c for c in self.cb_interveners() if c not in now and self.cb_area_ok(now + [c], cf.kind)]
        opts = []
        for c in pool:
            if self.cb_can_grow(now + [c], pool):
                uc = self.uid(c)
                opts.append(self.opt(f"intervene:{uc}", f"Add {self.cname(c)} (free will {self.cb_fw(c)}) to "
                                                        f"the intervention", "intervene", (uc,)))
        if len(now) == 1:
            opts.append(self.opt("intervene_done", "Declare the intervention", "intervene_done"))
        elif self.joinable(now):
            lead = self.cb_leader(now)
            opts.append(self.opt("intervene_done", f"Declare the intervention of {len(now)}, led by "
                                                   f"{self.cname(lead)}", "intervene_done", (self.uid(lead),)))
        if not opts:  # no leader can come any more (areas): the first Host intervenes alone
            del now[1:]
            return "intervene_done"
        if len(opts) == 1:
            return opts[0].id
        return Decision(cf.defender, "intervene", words.prompt("intervene", card=self.tname(cf.target),
                                                               names=[self.tname(c) for c in now]), tuple(opts))

    def _a_cb_intervene(self, oid: str) -> None:
        cf = self.s.conflict
        if oid != "intervene_done":
            cf.defenders.append(self.by_uid[oid.split(":")[1]])
            self.push(("cb_intervene",))
            return
        for c in cf.defenders:
            self.open_card(c)
        if len(cf.defenders) > 1:  # HK-28.3: more than one only joined
            cf.joined += cf.defenders
        self.say("intervene", actor=cf.defender, cards=[self.uid(c) for c in cf.defenders],
                 card=words.and_list([self.tname(c) for c in cf.defenders]), target=self.tname(cf.target),
                 joined=len(cf.defenders) > 1,
                 lead=self.tname(self.cb_leader(cf.defenders)) if len(cf.defenders) > 1 else "")
