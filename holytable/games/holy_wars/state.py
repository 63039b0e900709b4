"""Holy Wars game state: plain dataclasses of ints, bools and lists, cheap to copy.

Cards are ints: indexes into the static :class:`CardInfo` table shared by every
copy of a game. What changes about one card (exhausted, health, markers...) lives
in a :class:`Piece`, one per card.
"""
from __future__ import annotations

from dataclasses import dataclass, field as dfield

from .cards import CardBase


@dataclass(frozen=True, slots=True)
class CardInfo:
    """Static facts of one physical card.

    uid:   unique id of this copy, e.g. ``"p1-riot-marshal-2"``; shown only where
           its viewer may see the card.
    owner: seat whose deck, Set Reserve or Conviction area it started in.
    card:  the pydantic card model.
    """

    uid: str
    owner: int
    card: CardBase


@dataclass(slots=True)
class Piece:
    """What changes about one card.

    exhausted:  turned sideways (HW-6.1).
    entered:    turn number it last came under its controller's control (HW-6.2).
    health:     remaining health (HW-12), 0 for Characters without health.
    no_recover: it does not ready at its controller's next Recover (HW-5.1).
    unlocked:   set component unlocked by a milestone (HW-16.4).
    disrupted:  turn number of its owner's turn in which it cannot be played, or 0;
                non-zero also means it carries a Disrupted marker (HW-17.2).
    stabilized: immune to Set Defiance (HW-17.3).
    marked_by:  seat whose Politics of Fear marked it, or -1 (HW-16.8).
    counter:    Continuing Event: End Phases left (0: no duration).
    atk, dfn, fth: modifiers until end of turn.
    """

    exhausted: bool = False
    entered: int = 0
    health: int = 0
    no_recover: bool = False
    unlocked: bool = False
    disrupted: int = 0
    stabilized: bool = False
    marked_by: int = -1
    counter: int = 0
    atk: int = 0
    dfn: int = 0
    fth: int = 0

    def copy(self) -> "Piece":
        return Piece(
            self.exhausted, self.entered, self.health, self.no_recover, self.unlocked, self.disrupted,
            self.stabilized, self.marked_by, self.counter, self.atk, self.dfn, self.fth,
        )


@dataclass(slots=True)
class Side:
    """One player's zones (HW-3.4) and pools.

    deck: index -1 is the top. captured: the *opponent's* Characters this player
    holds (HW-13). removed: Convictions removed from the game.
    """

    deck: list[int] = dfield(default_factory=list)
    hand: list[int] = dfield(default_factory=list)
    field: list[int] = dfield(default_factory=list)
    events: list[int] = dfield(default_factory=list)
    captured: list[int] = dfield(default_factory=list)
    discard: list[int] = dfield(default_factory=list)
    reserve: list[int] = dfield(default_factory=list)
    set_area: list[int] = dfield(default_factory=list)
    convictions: list[int] = dfield(default_factory=list)
    removed: list[int] = dfield(default_factory=list)
    resolve: int = 20
    faith: int = 0
    response_faith: int = 0
    last_turn: int = 0  # turn number of this player's latest turn (HW-6.2)
    rally_used: bool = False
    rescues: int = 0  # rescue attempts this turn (HW-14.4)
    defiance_used: bool = False
    capture_loss_turn: int = -1  # turn of the last capture-related Resolve loss (HW-1.4)
    milestones: list[str] = dfield(default_factory=list)
    conflict: bool = False  # Enter the Conflict happened, unlock pending (HW-16.2)
    completion_used: bool = False
    mulliganed: bool = False
    used: list[str] = dfield(default_factory=list)  # abilities and once-per-turn statics used this turn
    #: keys of cards both players know to be in this hand (HW-3.4: they went
    #: there face up, HW-18), one per card; forgotten when a card of that key
    #: leaves the hand (which copy left is not told). A determinization keeps them.
    known: list[str] = dfield(default_factory=list)

    _LISTS = ("deck", "hand", "field", "events", "captured", "discard", "reserve", "set_area", "convictions", "removed")

    def copy(self) -> "Side":
        s = Side(
            self.deck[:], self.hand[:], self.field[:], self.events[:], self.captured[:], self.discard[:],
            self.reserve[:], self.set_area[:], self.convictions[:], self.removed[:],
            self.resolve, self.faith, self.response_faith, self.last_turn, self.rally_used, self.rescues,
            self.defiance_used, self.capture_loss_turn, self.milestones[:], self.conflict, self.completion_used,
            self.mulliganed, self.used[:], self.known[:],
        )
        return s

    def all_cards(self) -> list[int]:
        out: list[int] = []
        for name in self._LISTS:
            out += getattr(self, name)
        return out


@dataclass(slots=True)
class Occ:
    """One pending occurrence (HW-8): a card or Completion being played, an
    ability, an attempt (attack, direct, capture, rescue, defiance), a defeat in
    battle, or a Reaction resolving.

    seat: who made it happen. card: the card played (-1 for none). source: the
    acting Character. target: the declared target (card) or -1. helper: capture
    intervention helper or rescue resister. die/bonus: per side, 0 = the actor,
    1 = the other side. rolled: dice are committed (HW-18.4). dest: a defeat's
    replacement destination ("hand"). by: seat credited for Enter the Conflict.
    parent: index of the occurrence a Reaction answers.
    """

    kind: str
    seat: int
    card: int = -1
    source: int = -1
    target: int = -1
    helper: int = -1
    mode: int = 0
    ability: int = -1
    canceled: bool = False
    stopped: bool = False
    rolled: bool = False
    die: list[int] = dfield(default_factory=lambda: [0, 0])
    bonus: list[int] = dfield(default_factory=lambda: [0, 0])
    dest: str = ""
    by: int = -1
    cause: str = ""
    marks: list[int] = dfield(default_factory=list)
    replaced: int = -1
    applied: list[str] = dfield(default_factory=list)

    def copy(self) -> "Occ":
        return Occ(
            self.kind, self.seat, self.card, self.source, self.target, self.helper, self.mode, self.ability,
            self.canceled, self.stopped, self.rolled, self.die[:], self.bonus[:], self.dest, self.by, self.cause,
            self.marks[:], self.replaced, self.applied[:],
        )

    @property
    def pending(self) -> bool:
        return not (self.canceled or self.stopped)


@dataclass(slots=True)
class HWState:
    """Everything that changes during a Holy Wars game."""

    sides: list[Side]
    pieces: list[Piece]
    turn: int = 0
    active: int = 0
    first: int = 0
    phase: str = "setup"  # setup, recover, draw, resource, action, end
    crisis: str = ""  # "" | "pending" | "done" (HW-16.3)
    stack: list[int] = dfield(default_factory=list)  # cards being played (public)
    occ: list[Occ] = dfield(default_factory=list)
    tasks: list[tuple] = dfield(default_factory=list)  # work queue, next task at index 0

    def copy(self) -> "HWState":
        return HWState(
            [s.copy() for s in self.sides],
            [p.copy() for p in self.pieces],
            self.turn, self.active, self.first, self.phase, self.crisis,
            self.stack[:], [o.copy() for o in self.occ], self.tasks[:],
        )
