"""Bounty: the store and its capacity, paying costs, harvest, flush and
maintenance (HF-4, HF-5.2..HF-5.4).

One store per player holds the five kinds of bounty; its capacity (20, changed by
face-up cards in play) limits the total. Costs name kinds, plus ``any`` that the
payer spends from kinds of their choice, one bounty per decision (HF-4.4).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from holytable.engine.decision import Decision, Option

from . import words
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


def cost_pairs(cost) -> tuple[tuple[str, int], ...]:
    """A :class:`~.cards.Bounty` cost as an option's ``cost``: ``(kind, n)``
    for each named kind (KINDS order), then ``("any", n)`` (HF-4.4)."""
    out = tuple((k, n) for k, n in zip(KINDS, cost.specific()) if n)
    return out + ((("any", cost.any),) if cost.any else ())


def kind_pairs(amounts) -> tuple[tuple[str, int], ...]:
    """Five amounts in KINDS order as ``(kind, n)`` pairs, the zeros left out."""
    return tuple((k, int(n)) for k, n in zip(KINDS, amounts) if n)


class BountyMixin:
    """Store, payments, harvest and maintenance for HoldfastGame."""

    # -- the store (HF-4.1) ------------------------------------------------------------
    def capacity(self: "HoldfastGame", seat: int, in_play: list[int] | None = None) -> int:
        """HF-4.1: 20, plus the capacity changes of face-up cards ``seat`` has in play (never below 0).
        ``in_play``: ``self.in_play(seat)`` when the caller has it."""
        n = BASE_CAPACITY
        pieces = self.s.pieces
        cap = self.cap_of
        for c in self.in_play(seat) if in_play is None else in_play:
            if cap[c] and not pieces[c].face_down:
                n += cap[c]
        return max(0, n)

    def stored(self: "HoldfastGame", seat: int) -> int:
        return sum(self.s.sides[seat].store)

    def affordable(self: "HoldfastGame", seat: int, spec, generic: int) -> bool:
        """HF-4.4: every named kind covered, and enough left over for ``any``."""
        a, b, c, d, e = self.s.sides[seat].store
        p, q, r, s, t = spec
        return a >= p and b >= q and c >= r and d >= s and e >= t and a + b + c + d + e >= p + q + r + s + t + generic

    def cost_affordable(self: "HoldfastGame", seat: int, c: int) -> bool:
        spec, generic = self._cost_of[c]
        return self.affordable(seat, spec, generic)

    def pay_named(self: "HoldfastGame", seat: int, spec) -> None:
        store = self.s.sides[seat].store
        for i, n in enumerate(spec):
            store[i] -= n

    def gain(self: "HoldfastGame", seat: int, amounts, capacity: int | None = None) -> int:
        """Add bounty kind by kind (KINDS order), never past capacity (HF-4.1).
        Returns how much was added. ``capacity``: ``self.capacity(seat)`` when
        the caller has it."""
        store = self.s.sides[seat].store
        room = (self.capacity(seat) if capacity is None else capacity) - sum(store)
        added = 0
        for i, n in enumerate(amounts):
            if not n:
                continue  # nothing of this kind (put would be 0)
            put = max(0, min(n, room))
            store[i] += put
            room -= put
            added += put
        return added

    # -- paying 'any' (HF-4.4) ---------------------------------------------------------------
    def suggested_split(self: "HoldfastGame", seat: int, n: int) -> list[int]:
        """HF-4.4: a split of ``n`` bounty of any kind that keeps what the cards in
        ``seat``'s hand need: one bounty at a time from the kind with the most to
        spare (store minus the most any card in the hand names of that kind), ties
        to the kind with more in store, then to the earlier kind."""
        store = list(self.s.sides[seat].store)
        need = [0, 0, 0, 0, 0]
        cost_of = self._cost_of
        for c in self.s.sides[seat].hand:
            for i, k in enumerate(cost_of[c][0]):
                if k > need[i]:
                    need[i] = k
        out = [0, 0, 0, 0, 0]
        for _ in range(min(n, sum(store))):
            # the kind with the most (spare, in store), ties to the earlier kind
            i = -1
            for j in range(5):
                v = store[j]
                if v > 0 and (i < 0 or v - need[j] > spare or (v - need[j] == spare and v > store[i])):
                    i, spare = j, v - need[j]
            store[i] -= 1
            out[i] += 1
        return out

    def _d_pay_any(self: "HoldfastGame", seat: int, n: int, why: str) -> Decision | str | None:
        """HF-4.4: pay ``n`` bounty of kinds of the payer's choice. Options: the
        suggested split whole (``whole:c,m,p,s,w``), each kind that pays it all
        alone, then one bounty at a time (``pay:<kind>``)."""
        store = self.s.sides[seat].store
        kinds = [k for k, v in zip(KINDS, store) if v > 0]
        if not kinds or n <= 0:
            return None
        if len(kinds) == 1 or sum(store) <= n:
            return f"pay:{kinds[0]}"
        opts: list[Option] = []
        # each option follows from its key alone: made once, shared (as the Command Phase's)
        made = self._options_made
        if n > 1:
            wholes = [tuple(self.suggested_split(seat, n))]
            wholes += [tuple(n if j == i else 0 for j in range(5)) for i in range(5) if store[i] >= n]
            seen: set[tuple[int, ...]] = set()
            for w in wholes:
                if w in seen:
                    continue
                seen.add(w)
                key = ("whole", w, len(seen) == 1)
                o = made.get(key)
                if o is None:
                    label = "Pay " + " + ".join(f"{x} {KIND_NAMES[k]}" for k, x in zip(KINDS, w) if x)
                    o = made[key] = Option("whole:" + ",".join(map(str, w)),
                                           label + (" (suggested)" if len(seen) == 1 else ""),
                                           verb="pay_all", cost=kind_pairs(w), amount=n)
                opts.append(o)
        for k in kinds:
            have = store[KINDS.index(k)]
            key = ("pay", k, have, n > 1)
            o = made.get(key)
            if o is None:
                if n > 1:
                    o = Option(f"pay:{k}", f"Pay 1 {KIND_NAMES[k]}, then choose the rest ({have} in store)",
                               verb="pay", cost=((k, 1),), amount=1)
                else:
                    o = Option(f"pay:{k}", f"Pay 1 {KIND_NAMES[k]} ({have} in store)", verb="pay",
                               cost=((k, 1),), amount=1)
                made[key] = o
            opts.append(o)
        return Decision(seat, "pay", words.prompt_pay(n, why), tuple(opts),
                        others=("pay", words.PROMPT_UPKEEP_PUBLIC) if why == "maintenance" else None)

    def _a_pay_any(self: "HoldfastGame", seat: int, n: int, why: str, oid: str) -> None:
        store = self.s.sides[seat].store
        verb, _, rest = oid.partition(":")
        if verb == "whole":
            split = [int(x) for x in rest.split(",")]
            if len(split) != 5 or sum(split) != n or any(x < 0 or x > h for x, h in zip(split, store)):
                raise ValueError(f"not a payment of {n}: {oid}")  # pragma: no cover - only offered ones are chosen
            for i, x in enumerate(split):
                store[i] -= x
            self.say("pay", actor=seat, amounts=dict(kind_pairs(split)), bounty=bounty_label(split), why=why,
                     only=seat if why == "maintenance" else None)
            return
        k = KINDS.index(rest)
        store[k] -= 1
        self.say("pay", actor=seat, amounts={KINDS[k]: 1}, bounty=f"1 {KIND_NAMES[KINDS[k]]}", why=why,
                 only=seat if why == "maintenance" else None)
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
        opts = tuple(Option(f"lose:{k}", f"Lose 1 {KIND_NAMES[k]} ({store[KINDS.index(k)]} in store)", verb="lose",
                            cost=((k, 1),), amount=1) for k in kinds)
        return Decision(seat, "shed", words.prompt_shed(over, self.capacity(seat)), opts)

    def _a_shed(self: "HoldfastGame", seat: int, oid: str) -> None:
        k = KINDS.index(oid.split(":", 1)[1])
        self.s.sides[seat].store[k] -= 1
        self.say("shed", actor=seat, amounts={KINDS[k]: 1}, bounty=f"1 {KIND_NAMES[KINDS[k]]}")
        self.push(("shed", seat))

    def _t_settle(self: "HoldfastGame") -> None:
        """After anything that may fell cards or lower capacity: falls (HF-11.3),
        then every store over its capacity sheds (HF-4.3)."""
        _, caps = self._falls()  # nothing changes after: the capacities stay as it found them
        sides = self.s.sides
        shed = [("shed", seat) for seat in self.order() if sum(sides[seat].store) > caps[seat]]
        if shed:
            self.push(*shed)

    # -- start of turn: flush (HF-4.2) ---------------------------------------------------------------
    def _d_flush(self: "HoldfastGame") -> Decision | None:
        a = self.s.active
        n = self.stored(a)
        if n == 0:
            return None
        return Decision(a, "flush", words.prompt_flush(n),
                        (Option("keep", "Keep your store", verb="keep"),
                         Option("flush", f"Flush the whole store ({n} bounty)", verb="flush", amount=n)))

    def _a_flush(self: "HoldfastGame", oid: str) -> None:
        a = self.s.active
        if oid == "flush":
            n = self.stored(a)
            self.s.sides[a].store = [0, 0, 0, 0, 0]
            self.say("flush", actor=a, amounts={"bounty": n})

    # -- Harvest Phase (HF-5.2) -----------------------------------------------------------------------
    def harvest_sources(self: "HoldfastGame", seat: int, in_play: list[int] | None = None) -> list[int]:
        """The cards ``seat`` harvests from, in harvest order (HF-5.2).
        ``in_play``: ``self.in_play(seat)`` when the caller has it."""
        pieces = self.s.pieces
        harvest = self._harvest_of
        out = [c for c in (self.in_play(seat) if in_play is None else in_play)
               if harvest[c] is not None and not pieces[c].face_down]
        out.sort(key=lambda c: pieces[c].stamp)
        return out

    def _t_harvest(self: "HoldfastGame") -> None:
        a = self.s.active
        self.s.phase = "harvest"
        total, lost = 0, [0, 0, 0, 0, 0]
        store = self.s.sides[a].store
        cards = self.in_play(a)
        # gaining bounty moves no card: the capacity stays as it is
        cap = self.capacity(a, cards)
        for c in self.harvest_sources(a, cards):
            h = self.info[c].card.harvest.specific()
            before = list(store)
            total += self.gain(a, h, cap)
            for i, n in enumerate(h):
                lost[i] += n - (store[i] - before[i])
        if self.quiet:
            return
        self.say("harvest", actor=a, amounts={"bounty": total, "capacity": cap, "lost": sum(lost)},
                 store=bounty_label(store), lost=bounty_label(lost) if sum(lost) else "")

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
        maint = self._maint_of
        for c in self.in_play(seat):
            named, m_any, m_total = maint[c]
            if m_total:
                for i, n in enumerate(named):
                    spec[i] += n
                generic += m_any
                parts["field"] += m_total
        return spec, generic, parts

    def _t_maintenance(self: "HoldfastGame") -> None:
        self.s.phase = "maintenance"
        self.push(("upkeep",), ("levy_tick",), ("settle",))

    def _d_upkeep(self: "HoldfastGame") -> Decision | str | None:
        """HF-5.3/HF-5.4: pay all of it when the store can; otherwise offer a card
        to the rubble, or stop offering and pay what the store can (HF-5.8)."""
        a = self.s.active
        spec, generic, parts = self.dues(a)
        if not sum(spec) and not generic:
            return None
        if self.affordable(a, spec, generic):
            return "pay"
        cards = list(self.in_play(a))
        if not cards:
            return "short"
        # the cards whose upkeep an offer lowers come first
        maint = self._maint_of
        cards.sort(key=lambda c: maint[c][2] == 0)
        made = self._options_made  # each follows from its key alone: made once, shared
        opts = []
        for c in cards:
            key = ("offer", c, self.s.pieces[c].where)
            o = made.get(key)
            if o is None:
                o = made[key] = Option(
                    f"offer:{self.uid(c)}", f"Offer {self.cname(c)} to your rubble"
                    + (f" (upkeep {self.info[c].card.maintenance.label()})" if maint[c][2] else ""),
                    self.info[c].card.key, verb="offer", cards=(self.uid(c),), zones=(key[2], "rubble"))
            opts.append(o)
        paid, owed = self.payable(a, spec, generic)
        opts.append(Option("stop", f"Stop offering: pay {paid} of the {owed} owed, the rest goes unpaid", verb="stop",
                           amount=paid))
        return Decision(a, "offer", words.prompt_offer(bounty_label(spec, generic)), tuple(opts),
                        others=("offer", words.PROMPT_UPKEEP_PUBLIC))

    def payable(self: "HoldfastGame", seat: int, spec, generic: int) -> tuple[int, int]:
        """HF-5.8: ``(what the store can pay of the dues, the dues)``: each named
        kind as far as the store holds it, and the ``any`` part from what is left."""
        store = self.s.sides[seat].store
        named = sum(min(n, h) for n, h in zip(spec, store))
        left = sum(store) - named
        return named + min(generic, left), sum(spec) + generic

    def _a_upkeep(self: "HoldfastGame", oid: str) -> None:
        a = self.s.active
        side = self.s.sides[a]
        spec, generic, parts = self.dues(a)
        what = ", ".join(f"{k} {v}" for k, v in parts.items() if v)
        if oid == "pay":
            self.pay_named(a, spec)
            self.say("maintenance", actor=a, only=a,  # HF-14.2: the dues count face-down cards
                     amounts=dict(kind_pairs(spec)) | ({"any": generic} if generic else {}),
                     dues=bounty_label(spec, generic), parts=what)
            if generic:
                self.push(("pay_any", a, generic, "maintenance"))
            return
        if oid in ("short", "stop"):
            # HF-5.8: the store pays what it can; the rest goes unpaid and is not owed later.
            paid, owed = self.payable(a, spec, generic)
            for i, n in enumerate(spec):
                side.store[i] -= min(n, side.store[i])
            self.say("unpaid", actor=a, amounts={"paid": paid, "owed": owed}, parts=what, short=oid == "short",
                     only=a)  # HF-14.2: what was owed counts face-down cards
            any_part = min(generic, sum(side.store))
            if any_part:
                self.push(("pay_any", a, any_part, "maintenance"))
            return
        c = self.by_uid[oid.split(":", 1)[1]]
        self.say("offer", actor=a, card=self.cname(c))
        self.leave_play(c, "rubble")
        # HF-11.3: a structure whose offered fortification held it up falls at
        # once, and its upkeep is no longer owed; HF-4.3: an offered (or
        # fallen) card may lower the capacity: the store fits again before
        # anything more is paid (the settle does both).
        self.push(("settle",), ("upkeep",))

    def _t_levy_tick(self: "HoldfastGame") -> None:
        side = self.s.sides[self.s.active]
        for lv in side.levies:
            lv[2] -= 1
        side.levies = [lv for lv in side.levies if lv[2] > 0]
