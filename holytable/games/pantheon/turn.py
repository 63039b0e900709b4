"""The opening and the turn (PN-3, PN-6, PN-8, PN-10): d20 for priority, opening
hands, Upkeep, Roll, the goes, End. A mixin of :class:`~.rules.PantheonGame`.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from holytable.engine.decision import Decision, Option
from holytable.engine.game import InvariantError, Outcome

from .state import DICE, RESOURCES, poss

if TYPE_CHECKING:  # pragma: no cover
    from .rules import PantheonGame

OPENING_HAND = 5  # PN-3.1
HAND_LIMIT = 7  # PN-10.3
MAX_ROLLS = 3  # PN-8.1
MAX_TOGGLES = 18  # PN-8.2: keep/release changes allowed between two rolls
FACE = {1: "CP", 2: "CP", 3: "MP", 4: "MP", 5: "AP", 6: "AP"}


FIRST_ROLL = Option("roll", "Roll the dice", verb="roll")
LOCK = Option("lock", "Lock in the dice", verb="lock")
_DICE_OPTIONS: dict[tuple, Option] = {}  # options are immutable: one per die, face and keep


def _die_option(i: int, v: int, kept: bool) -> Option:
    """Keep or release die ``i`` (0-based) showing ``v`` (PN-8.2)."""
    key = (i, v, kept)
    o = _DICE_OPTIONS.get(key)
    if o is None:
        if kept:
            o = Option(f"release:{i + 1}", f"Release die {i + 1} ({v} {FACE[v]}, kept)", verb="release", amount=i + 1)
        else:
            o = Option(f"keep:{i + 1}", f"Keep die {i + 1} ({v} {FACE[v]})", verb="keep", amount=i + 1)
        o = _DICE_OPTIONS[key] = o
    return o


#: _die_option(i, v, kept) as _DIE[i][v][kept] for the faces 1-6 (index 0 unused)
_DIE = tuple(((None, None),) + tuple((_die_option(i, v, False), _die_option(i, v, True)) for v in range(1, 7))
             for i in range(DICE))


def _reroll_option(rolls: int) -> Option:
    """Reroll the dice not kept, after ``rolls`` rolls (PN-8.1)."""
    key = ("roll", rolls)
    o = _DICE_OPTIONS.get(key)
    if o is None:
        o = _DICE_OPTIONS[key] = Option("roll", f"Reroll the dice not kept (roll {rolls + 1} of {MAX_ROLLS})",
                                        verb="roll")
    return o


class TurnMixin:
    """Opening, phases and dice for PantheonGame."""

    # -- opening (PN-3) -----------------------------------------------------------------
    def roll_for_priority(self: "PantheonGame") -> None:
        """PN-3.3: everyone rolls a d20; ties are rerolled among the tied only."""
        who = list(range(self.num_players))
        while True:
            rolls = {p: self.rng.die(20) for p in who}
            self.say("priority_roll", seats=who, rolls=[rolls[p] for p in who])
            top = max(rolls.values())
            tied = [p for p in who if rolls[p] == top]
            if len(tied) == 1:
                self.s.priority = self.s.first = tied[0]
                self.say("priority", actor=tied[0])
                return
            self.say("priority_tie", seats=tied)
            who = tied

    def _d_mulligan(self: "PantheonGame", seat: int) -> Decision:
        return Decision(seat, "mulligan", "Keep this opening hand, or reroll it once (final)?",
                        (Option("keep", "Keep this hand", verb="keep_hand", zones=("hand",)),
                         Option("reroll", "Reroll the hand", verb="reroll_hand", zones=("hand", "deck"))))

    def _a_mulligan(self: "PantheonGame", seat: int, oid: str) -> None:
        """PN-3.2: shuffle the hand back, draw as many; only once."""
        if oid == "keep":
            self.say("keep_hand", actor=seat)
            return
        side = self.s.sides[seat]
        n = len(side.hand)
        side.deck += side.hand
        side.hand = []
        side.known_hand, side.known_top = [], []
        self.rng.shuffle(side.deck)
        self.say("reroll_hand", actor=seat)
        self.draw(seat, n)

    # -- the turn (PN-6) -------------------------------------------------------------------
    def _t_turn(self: "PantheonGame") -> None:
        s = self.s
        s.turn += 1
        self.log.turn = s.turn
        s.phase = "upkeep"
        s.go = -1
        s.deaths = 0
        s.hold = True
        self.say("turn", actor=s.priority, amounts={"turn": s.turn})
        self.push(("poison",), ("expire",), ("stoic",), ("upkeep_triggers",), ("clear",), ("upkeep_draw",),
                  ("roll_phase",))

    def _t_poison(self: "PantheonGame") -> None:
        """PN-6.1 a / PN-13.6: each Poisoned character loses 1 HP."""
        for seat in self.order():
            for zone, sl in list(self.characters(seat)):
                u = sl.unit
                by = self.poisoner(u, seat, zone == "active")  # type: ignore[arg-type]
                if by is not None:
                    self.damage(u.c, 1, by, reduce=False, why=("poison",))  # type: ignore[union-attr]

    def _t_expire(self: "PantheonGame") -> None:
        """PN-13.8: applied keywords run out at their owner's upkeep (after poison)."""
        for seat in self.order():
            for _, sl in self.characters(seat):
                u = sl.unit
                keep = []
                for a in u.applied:  # type: ignore[union-attr]
                    a[1] -= 1
                    if a[1] > 0:
                        keep.append(a)
                    else:
                        self.say("keyword_ends", cards=(self.uid(u.c),), keyword=a[0])  # type: ignore[union-attr]
                u.applied = keep  # type: ignore[union-attr]

    def _t_stoic(self: "PantheonGame") -> None:
        """PN-13.1: Stoic heals 1, but never a character already at 0 HP."""
        for seat in self.order():
            for zone, sl in self.characters(seat):
                u = sl.unit
                active = zone == "active"
                if u.dmg > 0 and self.has_kw(u, seat, active, "stoic") and self.hp(u, seat, active) > 0:  # type: ignore[union-attr,arg-type]
                    u.dmg -= 1  # type: ignore[union-attr]
                    self.say("stoic_heal", cards=(self.uid(u.c),), amounts={"hp": 1})  # type: ignore[union-attr]

    def _t_upkeep_triggers(self: "PantheonGame") -> None:
        self.fire("upkeep")

    def _t_clear(self: "PantheonGame") -> None:
        """PN-6.1 d: the dead are cleared."""
        self.s.hold = False
        self.push(("deaths",))

    def _t_upkeep_draw(self: "PantheonGame") -> None:
        """PN-6.1 e / PN-1.2: each player draws; an empty deck puts them out."""
        for seat in self.order():
            side = self.s.sides[seat]
            if not side.deck:
                self.eliminate(seat, f"{poss(self.names[seat])} deck is empty at upkeep")
                if self.outcome is not None:
                    return
                continue
            self.draw(seat, 1)

    def eliminate(self: "PantheonGame", seat: int, why: str) -> None:
        """A player is out: their cards in play go to the graveyard; the last one
        standing wins (PN-1.2)."""
        side = self.s.sides[seat]
        self.say("out", actor=seat, why=why)
        for slots in (side.active, side.bench):
            for sl in slots:
                if sl.unit is not None:
                    self.remove_unit(sl, "grave")
                for k in sl.curses:
                    self.s.sides[self.info[k].owner].grave.append(k)
                sl.curses = []
        for f in side.field:
            side.grave.append(f.c)
        side.field = []
        for other in self.s.sides:  # their blessings and curses elsewhere leave too
            for slots in (other.active, other.bench):
                for sl in slots:
                    for k in [k for k in sl.curses if self.info[k].owner == seat]:
                        sl.curses.remove(k)
                        side.grave.append(k)
                    if sl.unit is not None:
                        self.touch()
                        for a in [a for a in sl.unit.att if self.info[a].owner == seat]:
                            sl.unit.att.remove(a)
                            side.grave.append(a)
        side.out = True
        self.touch()
        self.sync_spots()
        live = self.order()
        if len(live) == 1:
            self.outcome = Outcome(live[0], f"{why}: {self.names[live[0]]} wins")
            self.say("win", actor=live[0])

    # -- roll (PN-8) -----------------------------------------------------------------------
    def _t_roll_phase(self: "PantheonGame") -> None:
        self.s.phase = "roll"
        for seat in self.order():
            side = self.s.sides[seat]
            side.dice = [0] * DICE
            side.kept = [False] * DICE
            side.rolls = 0
            side.toggles = 0
            side.locked = False
        self.push(*[("roll", seat) for seat in self.order()], ("goes",))

    def _d_roll(self: "PantheonGame", seat: int) -> Decision | None:
        side = self.s.sides[seat]
        if side.out or side.locked or side.rolls >= MAX_ROLLS:
            return None
        if side.rolls == 0:
            return Decision(seat, "roll", "Roll your six dice", (FIRST_ROLL,))
        opts = []
        if side.toggles < MAX_TOGGLES:
            kept = side.kept
            for i, v in enumerate(side.dice):
                opts.append(_DIE[i][v][kept[i]] if 0 < v <= 6 else _die_option(i, v, kept[i]))
        if not all(side.kept):
            opts.append(_reroll_option(side.rolls))
        opts.append(LOCK)
        if self.lean:  # a playout reads no prompt (Game.lean)
            return Decision.lean(seat, "roll", tuple(opts))
        if side.toggles >= MAX_TOGGLES:  # PN-8.2: say why the dice cannot change
            how = "reroll or lock" if not all(side.kept) else "lock"
            ask = f"no dice changes left ({MAX_TOGGLES} used): {how}"
        else:
            ask = "keep, release, reroll or lock"
        return Decision(seat, "roll", f"Dice {self.dice_text(seat)} — {ask}", tuple(opts))

    def dice_text(self: "PantheonGame", seat: int) -> str:
        side = self.s.sides[seat]
        return " ".join(f"[{v}]" if side.kept[i] else str(v) for i, v in enumerate(side.dice))

    def _t_roll(self: "PantheonGame", seat: int) -> None:
        side = self.s.sides[seat]
        if not side.out and not side.locked:
            self.lock(seat)

    def _a_roll(self: "PantheonGame", seat: int, oid: str) -> None:
        side = self.s.sides[seat]
        kind, _, n = oid.partition(":")
        if kind == "lock":
            self.lock(seat)
            return
        if kind == "roll":
            for i in range(DICE):
                if not side.kept[i]:
                    side.dice[i] = self.rng.die(6)
            side.rolls += 1
            side.toggles = 0
            if not self.quiet:  # a quiet game words nothing: skip the dice text
                self.say("roll", actor=seat, amounts={"roll": side.rolls, "of": MAX_ROLLS}, dice=self.dice_text(seat))
        else:
            side.kept[int(n) - 1] = kind == "keep"
            side.toggles += 1
        self.push(("roll", seat))

    def lock(self: "PantheonGame", seat: int) -> None:
        """PN-8.3: the dice lock and turn into points (1-2 CP, 3-4 MP, 5-6 AP)."""
        side = self.s.sides[seat]
        side.locked = True
        got = [0, 0, 0]
        for v in side.dice:
            if v:
                got[(v - 1) // 2] += 1
        for r in range(3):
            side.points[r] += got[r]
        if not self.quiet:
            self.say("lock", actor=seat, amounts={RESOURCES[r].upper(): got[r] for r in range(3)},
                     dice=self.dice_text(seat))
        self.fire_seat("roll_locked", seat)

    def fire_seat(self: "PantheonGame", when: str, seat: int) -> None:
        self.fire(when, [seat])

    # -- goes (PN-6.3) ----------------------------------------------------------------------
    def _t_goes(self: "PantheonGame") -> None:
        self.push(*[("go", seat) for seat in self.order()], ("end",))

    def _t_go(self: "PantheonGame", seat: int) -> None:
        if self.s.sides[seat].out:
            return
        self.push(("phase", seat, "play"), ("play", seat, 1), ("combat_begin", seat), ("phase", seat, "play2"),
                  ("play", seat, 2), ("go_end", seat))

    def _t_phase(self: "PantheonGame", seat: int, phase: str) -> None:
        self.s.go = seat
        self.s.phase = phase
        self.say("phase", actor=seat, phase="Play" if phase == "play" else "Play 2" if phase == "play2" else phase)

    def _t_combat_begin(self: "PantheonGame", seat: int) -> None:
        """PN-6.4: no combat on turn 1; otherwise the others may answer the
        start of this Combat phase (PN-17.2), then the attacks."""
        s = self.s
        s.phase = "combat"
        if s.sides[seat].out:
            return
        for _, sl in self.characters(seat):
            sl.unit.attacks = 0  # type: ignore[union-attr]
        if s.turn <= 1:
            self.say("no_combat", actor=seat)
            return
        self.say("combat", actor=seat)
        occ = self.new_occ("phase", seat)
        self.push(*[("window", p, occ.oid) for p in self.others(seat)], ("done", occ.oid), ("combat", seat))

    def _t_go_end(self: "PantheonGame", seat: int) -> None:
        self.s.go = -1

    # -- end (PN-10) -----------------------------------------------------------------------
    def _t_end(self: "PantheonGame") -> None:
        self.s.phase = "end"
        self.s.go = -1
        self.say("end_turn")
        self.push(("cleanup",), *[("limit", seat) for seat in self.order()], ("decay",), ("next_turn",))
        # PN-10.1: end-of-turn triggers first, then temporary effects end
        # (queued last, so at the head: fired before, they sat behind the next turn)
        self.fire("end_of_turn")

    def _t_cleanup(self: "PantheonGame") -> None:
        """PN-10.1/PN-10.2: temporary effects wear off; unused points are lost."""
        for seat in self.order():
            side = self.s.sides[seat]
            if any(side.points):
                self.say("points_lost", actor=seat, amounts=dict(zip(("CP", "MP", "AP"), side.points)))
            side.points = [0, 0, 0]
            side.redirect = -1
            side.used = []
            for _, sl in self.characters(seat):
                u = sl.unit
                u.bonus = u.shield = u.extra = u.attacks = 0  # type: ignore[union-attr]

    def _d_limit(self: "PantheonGame", seat: int) -> Decision | None:
        n = len(self.s.sides[seat].hand)
        if n <= HAND_LIMIT or self.s.sides[seat].out:
            return None
        return Decision(seat, "hand_limit", f"Hand limit: discard down to {HAND_LIMIT} ({n - HAND_LIMIT} to go)",
                        self.hand_options(seat, "discard"))

    def _t_limit(self: "PantheonGame", seat: int) -> None:
        pass

    def _a_limit(self: "PantheonGame", seat: int, oid: str) -> None:
        self.discard(seat, oid.split(":", 1)[1])
        self.push(("limit", seat))

    def _t_decay(self: "PantheonGame") -> None:
        """PN-16.2: fields without Preservation count down; at 0 they are discarded."""
        for seat in self.order():
            for f in list(self.s.sides[seat].field):
                if f.left < 0:
                    continue
                f.left -= 1
                if f.left <= 0:
                    self.say("decay", cards=(self.uid(f.c),))
                    self.leave_play(f.c, "grave")
        self.push(("deaths",))

    def _t_next_turn(self: "PantheonGame") -> None:
        """PN-10.4: priority passes to the next player; a new turn begins."""
        for seat in self.order():
            if len(self.s.sides[seat].hand) > HAND_LIMIT:  # pragma: no cover - guarded by _d_limit
                raise InvariantError("hand over the limit after the End phase")
        live = self.order((self.s.priority + 1) % self.num_players)
        self.s.priority = live[0]
        self.push(("turn",))
