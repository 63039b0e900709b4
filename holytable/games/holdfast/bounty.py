"""Bounty: the store and its capacity, paying costs, harvest, flush and
maintenance (HF-4, HF-5.2..HF-5.4).

One store per player holds the five kinds of bounty; its capacity (20, changed by
face-up cards in play) limits the total. Costs name kinds, plus ``any`` that the
payer spends from kinds of their choice, one bounty per decision (HF-4.4).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from holytable.engine.decision import Decision, Option

from .cards import KIND_NAMES, KINDS

if TYPE_CHECKING:  # pragma: no cover
    from .rules import HoldfastGame

BASE_CAPACITY = 20  # HF-4.1
WAR_TAX = 2  # HF-5.3


def bounty_label(amounts: list[int] | tuple[int, ...], generic: int = 0) -> str:
    parts = [f"{n} {KIND_NAMES[k]}" for k, n in zip(KINDS, amounts) if n]
    if generic:
        parts.append(f"{generic} any")
    return ", ".join(parts) or "nothing"


class BountyMixin:
    """Store, payments, harvest and maintenance for HoldfastGame."""

    # -- the store (HF-4.1) ------------------------------------------------------------
    def capacity(self: "HoldfastGame", seat: int) -> int:
        """HF-4.1: 20, plus the capacity changes of face-up cards ``seat`` has in play (never below 0)."""
        n = BASE_CAPACITY
        pieces = self.s.pieces
        cap = self.cap_of
        for c in self.in_play(seat):
            if cap[c] and not pieces[c].face_down:
                n += cap[c]
        return max(0, n)

    def stored(self: "HoldfastGame", seat: int) -> int:
        return sum(self.s.sides[seat].store)

    def affordable(self: "HoldfastGame", seat: int, spec, generic: int) -> bool:
        """HF-4.4: every named kind covered, and enough left over for ``any``."""
        store = self.s.sides[seat].store
        return all(have >= need for have, need in zip(store, spec)) and sum(store) >= sum(spec) + generic

    def cost_affordable(self: "HoldfastGame", seat: int, c: int) -> bool:
        cost = self.info[c].card.cost
        return self.affordable(seat, cost.specific(), cost.any)

    def pay_named(self: "HoldfastGame", seat: int, spec) -> None:
        store = self.s.sides[seat].store
        for i, n in enumerate(spec):
            store[i] -= n

    def gain(self: "HoldfastGame", seat: int, amounts) -> int:
        """Add bounty kind by kind (KINDS order), never past capacity (HF-4.1).
        Returns how much was added."""
        store = self.s.sides[seat].store
        room = self.capacity(seat) - sum(store)
        added = 0
        for i, n in enumerate(amounts):
            put = max(0, min(n, room))
            store[i] += put
            room -= put
            added += put
        return added

    # -- paying 'any' (HF-4.4) ---------------------------------------------------------------
    def _d_pay_any(self: "HoldfastGame", seat: int, n: int, why: str) -> Decision | str | None:
        store = self.s.sides[seat].store
        kinds = [k for k, v in zip(KINDS, store) if v > 0]
        if not kinds or n <= 0:
            return None
        if len(kinds) == 1 or sum(store) <= n:
            return f"pay:{kinds[0]}"
        opts = tuple(Option(f"pay:{k}", f"Pay 1 {KIND_NAMES[k]} ({store[KINDS.index(k)]} in store)") for k in kinds)
        return Decision(seat, "pay", f"{why}: pay {n} more bounty of any kind — which kind?", opts)

    def _a_pay_any(self: "HoldfastGame", seat: int, n: int, why: str, oid: str) -> None:
        k = KINDS.index(oid.split(":", 1)[1])
        self.s.sides[seat].store[k] -= 1
        self.log.add(f"{self.names[seat]} pays 1 {KIND_NAMES[KINDS[k]]} ({why}).")
        if n > 1:
            self.push(("pay_any", seat, n - 1, why))

    def pay_tasks(self: "HoldfastGame", seat: int, c: int, why: str | None = None) -> list[tuple]:
        """Pay the named part of ``c``'s cost now; the tasks that pay its ``any`` part."""
        cost = self.info[c].card.cost
        self.pay_named(seat, cost.specific())
        return [("pay_any", seat, cost.any, why or self.cname(c))] if cost.any else []

    # -- capacity falling below the store (HF-4.3) ------------------------------------------------
    def _d_shed(self: "HoldfastGame", seat: int) -> Decision | str | None:
        store = self.s.sides[seat].store
        over = sum(store) - self.capacity(seat)
        if over <= 0 or not self.s.sides[seat].alive:
            return None
        kinds = [k for k, v in zip(KINDS, store) if v > 0]
        if len(kinds) == 1:
            return f"lose:{kinds[0]}"
        opts = tuple(Option(f"lose:{k}", f"Lose 1 {KIND_NAMES[k]} ({store[KINDS.index(k)]} in store)") for k in kinds)
        return Decision(seat, "shed", f"Your store holds {over} more than its capacity of {self.capacity(seat)}: "
                                      f"lose which kind?", opts)

    def _a_shed(self: "HoldfastGame", seat: int, oid: str) -> None:
        k = KINDS.index(oid.split(":", 1)[1])
        self.s.sides[seat].store[k] -= 1
        self.log.add(f"{self.names[seat]}'s store is over capacity: 1 {KIND_NAMES[KINDS[k]]} is lost.")
        self.push(("shed", seat))

    def _t_settle(self: "HoldfastGame") -> None:
        """After anything that may fell cards or lower capacity: falls (HF-11.3),
        then every store over its capacity sheds (HF-4.3)."""
        self.fall_check()
        self.push(*[("shed", seat) for seat in self.order() if self.stored(seat) > self.capacity(seat)])

    # -- start of turn: flush (HF-4.2) ---------------------------------------------------------------
    def _d_flush(self: "HoldfastGame") -> Decision | None:
        a = self.s.active
        n = self.stored(a)
        if n == 0:
            return None
        return Decision(a, "flush", f"Start of your turn: your store holds {n} bounty. Flush it all?",
                        (Option("keep", "Keep your store"), Option("flush", f"Flush the whole store ({n} bounty)")))

    def _a_flush(self: "HoldfastGame", oid: str) -> None:
        a = self.s.active
        if oid == "flush":
            n = self.stored(a)
            self.s.sides[a].store = [0, 0, 0, 0, 0]
            self.log.add(f"{self.names[a]} flushes their store ({n} bounty).")

    # -- Harvest Phase (HF-5.2) -----------------------------------------------------------------------
    def harvest_sources(self: "HoldfastGame", seat: int) -> list[int]:
        pieces = self.s.pieces
        out = [c for c in self.in_play(seat)
               if getattr(self.info[c].card, "harvest", None) is not None and not pieces[c].face_down]
        out.sort(key=lambda c: pieces[c].stamp)
        return out

    def _t_harvest(self: "HoldfastGame") -> None:
        a = self.s.active
        self.s.phase = "harvest"
        total, lost = 0, [0, 0, 0, 0, 0]
        store = self.s.sides[a].store
        for c in self.harvest_sources(a):
            h = self.info[c].card.harvest.specific()
            before = list(store)
            total += self.gain(a, h)
            for i, n in enumerate(h):
                lost[i] += n - (store[i] - before[i])
        note = f"; the store is full, lost: {bounty_label(lost)}" if sum(lost) else ""
        self.log.add(f"Harvest: {self.names[a]} adds {total} bounty ({bounty_label(store)} in store, "
                     f"capacity {self.capacity(a)}){note}.")

    # -- Maintenance Phase (HF-5.3, HF-5.4) ----------------------------------------------------------
    def dues(self: "HoldfastGame", seat: int) -> tuple[list[int], int, dict[str, int]]:
        """What ``seat`` owes this Maintenance Phase: named kinds, ``any``, and
        the total of each part (war tax, effect, field)."""
        side = self.s.sides[seat]
        spec = [0, 0, 0, 0, 0]
        generic = 0
        parts = {"war tax": 0, "effect": 0, "field": 0}
        if not side.deck:
            generic += WAR_TAX
            parts["war tax"] = WAR_TAX
        for _name, cost, _left in side.levies:
            for i, n in enumerate(cost):
                spec[i] += n
            parts["effect"] += sum(cost)
        for c in self.in_play(seat):
            m = self.info[c].card.maintenance
            for i, n in enumerate(m.specific()):
                spec[i] += n
            generic += m.any
            parts["field"] += m.total()
        return spec, generic, parts

    def _t_maintenance(self: "HoldfastGame") -> None:
        self.s.phase = "maintenance"
        self.push(("upkeep",), ("levy_tick",), ("settle",))

    def _d_upkeep(self: "HoldfastGame") -> Decision | str | None:
        a = self.s.active
        spec, generic, parts = self.dues(a)
        if not sum(spec) and not generic:
            return None
        if self.affordable(a, spec, generic):
            return "pay"
        cards = list(self.in_play(a))
        if not cards:
            return "short"
        opts = tuple(Option(f"offer:{self.uid(c)}", f"Offer {self.cname(c)}"
                            + (f" (maintenance {self.info[c].card.maintenance.label()})"
                               if self.info[c].card.maintenance.total() else ""), self.info[c].card.key)
                     for c in cards)
        return Decision(a, "offer", f"Maintenance {bounty_label(spec, generic)} is more than your store "
                                    f"({bounty_label(self.s.sides[a].store)}): offer a card to your rubble", opts)

    def _a_upkeep(self: "HoldfastGame", oid: str) -> None:
        a = self.s.active
        side = self.s.sides[a]
        spec, generic, parts = self.dues(a)
        what = ", ".join(f"{k} {v}" for k, v in parts.items() if v)
        if oid == "pay":
            self.pay_named(a, spec)
            self.log.add(f"Maintenance: {self.names[a]} pays {bounty_label(spec, generic)} ({what}).")
            if generic:
                self.push(("pay_any", a, generic, "maintenance"))
            return
        if oid == "short":
            paid = 0
            for i, n in enumerate(spec):
                x = min(n, side.store[i])
                side.store[i] -= x
                paid += x
            left = generic
            while left and sum(side.store):
                i = max(range(5), key=lambda k: side.store[k])
                side.store[i] -= 1
                left -= 1
                paid += 1
            self.log.add(f"Maintenance: {self.names[a]} has nothing left to offer and pays what they can "
                         f"({paid} of {sum(spec) + generic}).")
            return
        c = self.by_uid[oid.split(":", 1)[1]]
        self.log.add(f"{self.names[a]} cannot pay maintenance and offers {self.cname(c)} to the rubble.")
        self.leave_play(c, "rubble")
        # HF-4.3: an offered card may lower the capacity: the store fits again
        # before anything more is paid.
        self.push(("shed", a), ("upkeep",))

    def _t_levy_tick(self: "HoldfastGame") -> None:
        side = self.s.sides[self.s.active]
        for lv in side.levies:
            lv[2] -= 1
        side.levies = [lv for lv in side.levies if lv[2] > 0]
