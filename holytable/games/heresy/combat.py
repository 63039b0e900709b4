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
                self.say("killed", actor=p.seat, cards=[self.uid(c)], card=self.cname(c))
                if self.area(c) == "matrix" and not (conflict is not None and conflict.kind == "wilds"):
                    self.rip(c)  # HK-31.2
                else:
                    self.obliterate(c)  # HK-31.1
            elif k == "domain":
                later.append(("domain_killed", killer, c))
            elif k == "array":
                self.array_killed(killer, c, hit.get(c, 0))
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
        self.obliterate(d)  # HK-32.6: bodies and characters on it with it
        self.push(*self.support_checks())
