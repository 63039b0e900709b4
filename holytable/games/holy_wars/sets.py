"""The Set Reserve (HW-16): milestones, unlocking, completion and its response
window, Politics of Fear's marks, and the checkpoint that runs after every card,
ability, battle or attempt.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from holytable.engine.decision import Decision, Option

from .cards import EventCard
from .state import Occ

if TYPE_CHECKING:  # pragma: no cover
    from .rules import HolyWarsGame

BUILD_SUPPORT = "Build Support"
ENTER_THE_CONFLICT = "Enter the Conflict"
CRISIS_POINT = "Crisis Point"
MILESTONES = (BUILD_SUPPORT, ENTER_THE_CONFLICT, CRISIS_POINT)
CRISIS_RESOLVE = 12  # HW-16.3


class SetsMixin:
    """Milestones, completion and the checkpoint for HolyWarsGame."""

    # -- the checkpoint ------------------------------------------------------------------------
    def _t_checkpoint(self: "HolyWarsGame") -> None:
        """After a card, ability, battle or attempt finishes (HW-16.6): Continuing
        Events whose condition failed leave (HW-7.3); milestones (HW-16.1 .. HW-16.4);
        first completions (HW-16.6). Anything queued is followed by another
        checkpoint."""
        s = self.s
        tasks: list[tuple] = []
        order = self.order()
        for seat in order:
            side = s.sides[seat]
            if not side.events:
                continue
            for e in list(side.events):
                card = self.info[e].card
                assert isinstance(card, EventCard)
                ident = card.lasts.while_control
                if ident is not None and not any(self.info[c].card.has_id(ident) for c in side.field):
                    side.events.remove(e)
                    side.discard.append(e)
                    self.say("event_ends", actor=seat, cards=(self.uid(e),), identifier=ident)
        if s.crisis == "pending":
            s.crisis = "done"
            for seat in order:
                tasks += self.milestone(seat, CRISIS_POINT)
        for seat in order:
            side = s.sides[seat]
            if len(side.field) >= 2 and BUILD_SUPPORT not in side.milestones:
                tasks += self.milestone(seat, BUILD_SUPPORT)
            if side.conflict:
                side.conflict = False
                tasks += self.milestone(seat, ENTER_THE_CONFLICT)
        for seat in order:
            side = s.sides[seat]
            if not side.completion_used and self.set_complete(seat):
                side.completion_used = True
                tasks.append(("completion", seat))
        if tasks:
            self.push(*tasks, ("checkpoint",))

    # -- milestones (HW-16.4 .. HW-16.3) -----------------------------------------------------------
    def milestone(self: "HolyWarsGame", seat: int, name: str) -> list[tuple]:
        side = self.s.sides[seat]
        if name in side.milestones:
            return []
        side.milestones.append(name)
        self.say("milestone", actor=seat, milestone=name)
        return [("unlock", seat, name)]

    def locked(self: "HolyWarsGame", seat: int) -> list[int]:
        return [c for c in self.s.sides[seat].reserve if not self.s.pieces[c].unlocked]

    def _d_unlock(self: "HolyWarsGame", seat: int, name: str) -> Decision | str | None:
        """One component of the player's choice; no choice with one left."""
        locked = self.locked(seat)
        if not locked:
            self.say("nothing_to_unlock", actor=seat, milestone=name)
            return None
        if len(locked) == 1:
            return f"unlock:{self.info[locked[0]].card.key}"
        opts = tuple(
            Option(f"unlock:{self.info[c].card.key}", f"Unlock {self.info[c].card.name} ({self.info[c].card.kind_label()})",
                   self.info[c].card.key, verb="unlock", cards=(self.info[c].uid,), zones=("reserve",))
            for c in locked
        )
        return Decision(seat, "unlock", f"{name}: unlock one component of your Set Reserve", opts)

    def _a_unlock(self: "HolyWarsGame", seat: int, name: str, oid: str) -> None:
        key = oid.split(":", 1)[1]
        for c in self.locked(seat):
            if self.info[c].card.key == key:
                self.s.pieces[c].unlocked = True
                self.say("unlock", actor=seat, cards=(self.uid(c),))
                return

    def note_resolve(self: "HolyWarsGame") -> None:
        """HW-16.3: the first time either player is at 12 Resolve or lower, Crisis
        Point waits for the next checkpoint."""
        if not self.s.crisis and any(side.resolve <= CRISIS_RESOLVE for side in self.s.sides):
            self.s.crisis = "pending"

    # -- completion (HW-16.6) ---------------------------------------------------------------------
    def _t_completion(self: "HolyWarsGame", seat: int) -> None:
        sdef = self.decks[seat].set
        self.say("completion", actor=seat, set=sdef.name, text=sdef.text)
        occ = Occ("completion", seat)
        self.s.occ.append(occ)
        tasks: list[tuple] = []
        if sdef.completion.mark:
            tasks.append(("mark",))
        if sdef.completion.target is not None:
            tasks.append(("target",))
        self.push(*tasks, *self.windows("play"), ("completion_resolve",), ("end_occ",))

    def _d_mark(self: "HolyWarsGame") -> Decision | None:
        """Politics of Fear: choose up to N opposing Characters, one at a time."""
        occ = self.s.occ[-1]
        n = self.decks[occ.seat].set.completion.mark
        cands = [c for c in self.s.sides[1 - occ.seat].field if c not in occ.marks]
        if len(occ.marks) >= n or not cands:
            return None
        opts = [Option(f"mark:{self.info[c].uid}", f"Mark {self.cname(c)}", self.info[c].card.key, verb="mark",
                       cards=(self.info[c].uid,), seats=(1 - occ.seat,), zones=("field",)) for c in cands]
        opts.append(Option("mark:done", "Mark no more", verb="mark_done"))
        return Decision(occ.seat, "mark", f"{self.decks[occ.seat].set.name}: mark an opposing Character ({len(occ.marks)}/{n})",
                        tuple(opts))

    def _a_mark(self: "HolyWarsGame", oid: str) -> None:
        occ = self.s.occ[-1]
        ref = oid.split(":", 1)[1]
        if ref == "done":
            return
        c = self.by_uid[ref]
        occ.marks.append(c)
        # Announced before the Completion's response window (the choices are public).
        self.say("mark", actor=occ.seat, cards=(self.uid(c),), seats=(1 - occ.seat,), set=self.decks[occ.seat].set.name)
        self.push(("mark",))

    def _t_completion_resolve(self: "HolyWarsGame") -> None:
        occ = self.s.occ[-1]
        if occ.canceled:
            self.say("completion_canceled", actor=occ.seat)
            return
        marked = [c for c in occ.marks if self.on_field(c, 1 - occ.seat)]
        for c in marked:
            self.s.pieces[c].marked_by = occ.seat
        if occ.marks:
            self.say("marked", actor=occ.seat, cards=[self.uid(c) for c in marked], seats=(1 - occ.seat,))
        self.push(*self.resolve_tasks(occ))
