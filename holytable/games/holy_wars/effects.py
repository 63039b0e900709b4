"""The Holy Wars effect vocabulary (HW-19): targets, instructions, draws and the
Resolve-loss pipeline with prevention ordering.

Every ``do`` word of :class:`~.cards.Effect` has a method ``_e_<do>(occ, eff)``
here. A card needing code of its own names a handler from :data:`HANDLERS`.
Instructions resolve one task at a time (``("eff", i)``), in printed order, so an
instruction that needs a decision (a prevention order) pauses the rest.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from holytable.engine.decision import Decision, Option

from .cards import NAMED_HANDLERS, Character, Effect, EventCard, Playable, Reaction, Target
from .state import Occ

if TYPE_CHECKING:  # pragma: no cover
    from .rules import HolyWarsGame

DECK_PENALTY = 2  # HW-1.5


# -- named handlers -----------------------------------------------------------------------
def fear_toll(game: "HolyWarsGame", seat: int, card: int, eff: Effect | None) -> None:
    """Politics of Fear (HW-16.8): a Character marked by ``seat``'s complete set
    is defeated: its owner loses 1 Resolve."""
    owner = game.info[card].owner
    game.say("fear_toll", actor=seat, cards=(game.uid(card),), seats=(owner,))
    amounts = [0, 0]
    amounts[owner] = 1
    game.lose(amounts, "effect")


#: name -> handler(game, seat, card, effect); every name of cards.NAMED_HANDLERS.
HANDLERS: dict[str, Callable[["HolyWarsGame", int, int, Effect | None], None]] = {"fear_toll": fear_toll}
assert set(HANDLERS) == set(NAMED_HANDLERS), "effects.HANDLERS and cards.NAMED_HANDLERS differ"


class EffectsMixin:
    """Targets, effect resolution and Resolve changes for HolyWarsGame."""

    # -- what an occurrence resolves --------------------------------------------------------
    def spec_of(self: "HolyWarsGame", occ: Occ) -> tuple[Target | None, tuple[Effect, ...]]:
        """The target spec and instructions that ``occ`` resolves."""
        k = occ.kind
        if k == "play":
            card = self.info[occ.card].card
            if isinstance(card, Playable):
                if card.modes:
                    m = card.modes[occ.mode]
                    return m.target, m.effects
                return card.target, card.effects
            return None, ()
        if k in ("ability", "response"):
            ab = self.ability(occ.source, occ.ability)
            return ab.target, ab.effects
        if k == "reaction":
            card = self.info[occ.card].card
            assert isinstance(card, Reaction)
            return card.target, card.effects
        if k == "completion":
            comp = self.decks[occ.seat].set.completion
            return comp.target, comp.effects
        if k == "trigger":
            card = self.info[occ.card].card
            assert isinstance(card, EventCard)
            return None, card.triggers[occ.ability].effects
        return None, ()

    # -- targets (HW-18.5) --------------------------------------------------------------------
    def targets(self: "HolyWarsGame", spec: Target, seat: int) -> list[int]:
        """Legal targets of ``spec`` for ``seat`` now, in zone order."""
        s = self.s
        me, op = s.sides[seat], s.sides[1 - seat]
        k = spec.kind
        if k == "enemy_character":
            pool = op.field
        elif k == "own_character":
            pool = me.field
        elif k == "any_character":
            pool = me.field + op.field
        elif k == "enemy_event":
            return list(op.events)
        elif k == "own_discard_character":
            return [c for c in me.discard if isinstance(self.info[c].card, Character)]
        elif k == "enemy_conviction":
            return list(op.convictions)
        else:  # pragma: no cover - the model forbids it
            return []
        out = []
        for c in pool:
            p = s.pieces[c]
            if spec.state == "ready" and p.exhausted or spec.state == "exhausted" and not p.exhausted:
                continue
            if spec.identifier is not None and not self.info[c].card.has_id(spec.identifier):
                continue
            out.append(c)
        return out

    def target_legal(self: "HolyWarsGame", occ: Occ) -> bool:
        """HW-18.5: True when ``occ`` needs no target or its target is still legal."""
        spec, _ = self.spec_of(occ)
        return spec is None or occ.target in self.targets(spec, occ.seat)

    def parent(self: "HolyWarsGame") -> Occ:
        """The occurrence a resolving Reaction or responding ability answers."""
        return self.s.occ[-2]

    # -- resolving ------------------------------------------------------------------------------
    def resolve_tasks(self: "HolyWarsGame", occ: Occ) -> list[tuple]:
        """Tasks resolving ``occ``'s instructions in printed order (HW-8.5), or none
        when its only target became illegal (HW-18.5)."""
        spec, effects = self.spec_of(occ)
        if spec is not None and occ.target not in self.targets(spec, occ.seat):
            self.say("fizzle", actor=occ.seat, what=self.occ_name(occ))
            return []
        return [("eff", i) for i in range(len(effects))]

    def _t_eff(self: "HolyWarsGame", i: int) -> None:
        occ = self.s.occ[-1]
        eff = self.spec_of(occ)[1][i]
        getattr(self, "_e_" + eff.do)(occ, eff)

    def seats_for(self: "HolyWarsGame", occ: Occ, to: str) -> list[int]:
        me = occ.seat
        return [me] if to == "you" else [1 - me] if to == "opponent" else self.order()

    def cards_for(self: "HolyWarsGame", occ: Occ, to: str) -> list[int]:
        s = self.s
        if to == "target":
            return [occ.target] if occ.target >= 0 else []
        if to == "source":
            return [occ.source] if occ.source >= 0 and self.on_field(occ.source) else []
        if to == "all_enemy":
            return list(s.sides[1 - occ.seat].field)
        if to == "all_own":
            return list(s.sides[occ.seat].field)
        return []

    # -- the vocabulary -----------------------------------------------------------------------
    def _e_draw(self: "HolyWarsGame", occ: Occ, eff: Effect) -> None:
        failed = [0, 0]
        for seat in self.seats_for(occ, eff.to):
            failed[seat] = self.draw(seat, eff.amount)
        self.deck_penalty(failed)

    def _e_gain_resolve(self: "HolyWarsGame", occ: Occ, eff: Effect) -> None:
        for seat in self.seats_for(occ, eff.to):
            self.s.sides[seat].resolve += eff.amount
            self.say("gain_resolve", actor=seat, amounts={"Resolve": eff.amount, "now": self.s.sides[seat].resolve})

    def _e_lose_resolve(self: "HolyWarsGame", occ: Occ, eff: Effect) -> None:
        amounts = [0, 0]
        for seat in self.seats_for(occ, eff.to):
            amounts[seat] = eff.amount
        self.lose(amounts, "effect")

    def _e_gain_faith(self: "HolyWarsGame", occ: Occ, eff: Effect) -> None:
        self.gain_pool(occ.seat, eff.amount)
        pool = "Faith" if occ.seat == self.s.active else "Response Faith"
        self.say("gain_faith", actor=occ.seat, amounts={"amount": eff.amount}, pool=pool)

    def _e_exhaust(self: "HolyWarsGame", occ: Occ, eff: Effect) -> None:
        cs = [c for c in self.cards_for(occ, eff.to) if self.on_field(c)]
        for c in cs:
            self.s.pieces[c].exhausted = True
            if eff.hold:
                self.s.pieces[c].no_recover = True
        self.say("exhaust", actor=occ.seat, cards=[self.uid(c) for c in cs], amounts={"hold": 1} if eff.hold and cs else None)

    def _e_ready(self: "HolyWarsGame", occ: Occ, eff: Effect) -> None:
        cs = [c for c in self.cards_for(occ, eff.to) if self.on_field(c)]
        for c in cs:
            self.s.pieces[c].exhausted = False
        self.say("ready", actor=occ.seat, cards=[self.uid(c) for c in cs])

    def _e_defeat(self: "HolyWarsGame", occ: Occ, eff: Effect) -> None:
        for c in self.cards_for(occ, eff.to):
            if self.on_field(c):
                self.say("defeated", actor=occ.seat, cards=(self.uid(c),))
                self.remove_defeated(c, "discard")

    def _e_boost(self: "HolyWarsGame", occ: Occ, eff: Effect) -> None:
        cs = [c for c in self.cards_for(occ, eff.to) if self.on_field(c)]
        for c in cs:
            p = self.s.pieces[c]
            if eff.stat == "attack":
                p.atk += eff.amount
            elif eff.stat == "defense":
                p.dfn += eff.amount
            else:
                p.fth += eff.amount
        self.say("boost", actor=occ.seat, cards=[self.uid(c) for c in cs], amounts={"amount": eff.amount}, stat=str(eff.stat))

    def roll_side(self: "HolyWarsGame", seat: int, parent: Occ, to: str) -> int:
        """Side index (0 = actor, 1 = other) a roll effect of ``seat`` changes."""
        own = 0 if seat == parent.seat else 1
        return own if to == "own_roll" else 1 - own

    def _e_modify_roll(self: "HolyWarsGame", occ: Occ, eff: Effect) -> None:
        par = self.parent()
        side = self.roll_side(occ.seat, par, eff.to)
        par.bonus[side] += eff.amount
        self.say("modify_roll", actor=par.seat if side == 0 else 1 - par.seat, amounts={"roll": eff.amount})
        if par.rolled:
            self.log_totals(par, "totals")

    def _e_reroll(self: "HolyWarsGame", occ: Occ, eff: Effect) -> None:
        par = self.parent()
        side = self.roll_side(occ.seat, par, eff.to)
        old = par.die[side]
        par.die[side] = self.rng.die()
        self.say("reroll", actor=par.seat if side == 0 else 1 - par.seat, amounts={"was": old, "die": par.die[side]})
        self.log_totals(par, "totals")

    def _e_cancel(self: "HolyWarsGame", occ: Occ, eff: Effect) -> None:
        par = self.parent()
        par.canceled = True
        self.say("canceled", actor=occ.seat, seats=(par.seat,), what=self.occ_name(par))

    def _e_return_from_discard(self: "HolyWarsGame", occ: Occ, eff: Effect) -> None:
        c = occ.target
        side = self.s.sides[occ.seat]
        if c in side.discard:
            side.discard.remove(c)
            if self.info[c].card.set:  # HW-16.9: a set component goes back to its Set Reserve
                side.reserve.append(c)
                self.s.pieces[c].unlocked = True
                self.say("from_discard", actor=occ.seat, cards=(self.uid(c),), amounts={"reserve": 1})
            else:
                side.hand.append(c)
                side.known.append(self.keys[c])  # face up into the hand: known
                self.say("from_discard", actor=occ.seat, cards=(self.uid(c),))

    def _e_return_to_hand(self: "HolyWarsGame", occ: Occ, eff: Effect) -> None:
        par = self.parent()
        if "return_to_hand" in par.applied:  # HW-18.1: one application per occurrence
            return
        par.applied.append("return_to_hand")
        par.dest = "hand"
        self.say("will_return", actor=occ.seat, cards=(self.uid(par.target),))

    def _e_discard_event(self: "HolyWarsGame", occ: Occ, eff: Effect) -> None:
        c = occ.target
        for side in self.s.sides:
            if c in side.events:
                side.events.remove(c)
                self.s.sides[self.info[c].owner].discard.append(c)
                self.reset_piece(c)
                self.say("event_discarded", actor=occ.seat, cards=(self.uid(c),))

    def _e_remove_conviction(self: "HolyWarsGame", occ: Occ, eff: Effect) -> None:
        c = occ.target
        owner = self.info[c].owner
        side = self.s.sides[owner]
        if c in side.convictions:
            side.convictions.remove(c)
            side.removed.append(c)
            self.say("conviction_removed", actor=occ.seat, cards=(self.uid(c),), seats=(owner,))

    def _e_redirect(self: "HolyWarsGame", occ: Occ, eff: Effect) -> None:
        par = self.parent()
        if occ.source >= 0 and self.on_field(occ.source, 1 - par.seat):
            par.target = occ.source
            self.say("redirect", actor=occ.seat, cards=(self.uid(occ.source),))

    def _e_handler(self: "HolyWarsGame", occ: Occ, eff: Effect) -> None:
        HANDLERS[eff.handler](self, occ.seat, occ.target, eff)  # type: ignore[index]

    # -- drawing (HW-1.5, HW-5.2) -------------------------------------------------------------
    def draw(self: "HolyWarsGame", seat: int, n: int) -> int:
        """Draw ``n`` cards one at a time; returns how many draws failed (empty deck)."""
        side = self.s.sides[seat]
        failed = 0
        for _ in range(n):
            if not side.deck:
                failed += 1
                continue
            c = side.deck.pop()
            side.hand.append(c)
            self.say("draw", actor=seat, cards=(self.uid(c),), only=seat)
            self.revealed()
        if failed:
            self.say("draw_failed", actor=seat, amounts={"failed": failed})
        return failed

    def deck_penalty(self: "HolyWarsGame", failed: list[int]) -> None:
        """HW-1.5: 2 Resolve per failed draw, one loss occurrence for both players."""
        if any(failed):
            self.lose([DECK_PENALTY * f for f in failed], "deck")

    # -- losing Resolve (HW-1, HW-18.2) ---------------------------------------------------------
    def lose(self: "HolyWarsGame", amounts: list[int], source: str) -> None:
        """Queue one Resolve-loss occurrence ``amounts[seat]`` of ``source``
        (effect, capture, direct, deck) at the head of the queue."""
        if any(amounts):
            self.push(("loss", tuple(amounts), source, ()))

    def _t_loss(self: "HolyWarsGame", amounts: tuple[int, int], source: str, applied: tuple[str, ...]) -> None:
        """HW-18.2: the active player applies and orders their prevention effects
        first, then the other player; each applies once (HW-18.1); then both losses
        happen at once and the game may end (HW-1.2, HW-1.3)."""
        amounts_l = list(amounts)
        for seat in self.order():
            if amounts_l[seat] <= 0:
                continue
            cands = [(k, st) for k, st in self.preventions(seat, source) if k not in applied]
            if len(cands) >= 2:
                self.push(("order", seat, tuple(amounts_l), source, applied))
                return
            for k, st in cands:
                amounts_l[seat] = self.prevent(seat, k, st, amounts_l[seat])
                applied = applied + (k,)
        s = self.s
        for seat in (0, 1):
            if amounts_l[seat] > 0:
                s.sides[seat].resolve -= amounts_l[seat]
                self.say("lose_resolve", actor=seat, amounts={"Resolve": amounts_l[seat], "now": s.sides[seat].resolve})
        self.check_end()

    def prevent(self: "HolyWarsGame", seat: int, key: str, st: Any, amount: int) -> int:
        new = max(0, amount - st.amount) if st.kind == "reduce_loss" else min(amount, st.amount)
        if new != amount:
            if st.once_per_turn:
                self.s.sides[seat].used.append(key)
            self.say("prevent", actor=seat, cards=self.source_uids(key), amounts={"prevented": amount - new},
                     source=self.source_name(key))
        return new

    def source_name(self: "HolyWarsGame", key: str) -> str:
        base = key.split("#", 1)[0]
        if base.startswith("set:"):
            for d in self.decks:
                if d.set.key == base[4:]:
                    return d.set.name
            return base[4:]
        return self.info[self.by_uid[base]].card.name

    def source_uids(self: "HolyWarsGame", key: str) -> tuple[str, ...]:
        """The card behind a prevention key (``"<uid>#..."``), or () for a set's."""
        base = key.split("#", 1)[0]
        return (base,) if base in self.by_uid else ()

    def _d_order(self: "HolyWarsGame", seat: int, amounts: tuple, source: str, applied: tuple) -> Decision:
        cands = [(k, st) for k, st in self.preventions(seat, source) if k not in applied]
        opts = tuple(
            Option(f"first:{k}", f"Apply {self.source_name(k)} first ({'lose 1 less' if st.kind == 'reduce_loss' else f'at most {st.amount}'})",
                   verb="first", cards=self.source_uids(k), seats=(seat,), amount=st.amount)
            for k, st in cands
        )
        return Decision(seat, "order", f"You would lose {amounts[seat]} Resolve: apply which prevention effect first?", opts)

    def _a_order(self: "HolyWarsGame", seat: int, amounts: tuple, source: str, applied: tuple, oid: str) -> None:
        key = oid.split(":", 1)[1]
        st = dict(self.preventions(seat, source))[key]
        a = list(amounts)
        a[seat] = self.prevent(seat, key, st, a[seat])
        self.push(("loss", tuple(a), source, applied + (key,)))
