"""Holdfast game state: plain dataclasses of ints and lists, cheap to copy.

Cards are ints (indexes into the static :class:`CardInfo` table). The lists of
:class:`Side` and of :class:`HFState` (``middling``, ``stack``) plus each piece's
``occupants`` and ``attached`` lists are the truth about where a card is; a
piece's ``where``/``seat``/``host`` repeat it for quick lookups and are kept in
step by :mod:`holytable.games.holdfast.field` (checked by the invariants).

``where`` is one of: ``deck``, ``hand``, ``rubble``, ``void``, ``middling``,
``stack`` (being played), ``outland``, ``courtyard``, ``perimeter``, ``housed``
(inside a structure: ``host``), ``attached`` (gear on a denizen or a
fortification on a structure: ``host``), ``resources``.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from .cards import AnyCard

IN_PLAY = frozenset({"outland", "courtyard", "perimeter", "housed", "attached", "resources"})
#: Places on the field where a card can be seen from (HF-6.5).
OPEN = frozenset({"outland", "courtyard", "perimeter"})
GAP = -1  # an empty slot of a perimeter (HF-6.2)
#: Places off the field where nothing changes a card's piece: copies of the
#: state share those pieces (:meth:`HFState.copy`).
AT_REST = frozenset({"deck", "hand", "rubble", "void", "middling"})


@dataclass(frozen=True, slots=True)
class CardInfo:
    """Static facts of one physical card.

    uid:   unique id of this copy, e.g. ``"p1-militia-2"``; hidden copies never show it.
    owner: seat whose deck the card started in.
    card:  the printed card.
    copy:  its copy number among the copies of its deck (the 2 of ``"p1-militia-2"``).
    """

    uid: str
    owner: int
    card: AnyCard
    copy: int = 0

    @property
    def kind(self) -> str:
        return self.card.type


@dataclass(slots=True)
class Piece:
    """What changes about one card.

    damage: damage marked on it (HF-11.3, HF-12.5); acted: actions used this turn;
    extra_acts: actions granted for this turn; bonus: [strength, fortitude,
    morale] until the end of the turn; shield: damage still to prevent this turn;
    fd: the opaque tag of a face-down card (a new one each time it turns down);
    stamp: order in which cards came into play (harvest order, HF-5.2).
    """

    where: str = "deck"
    seat: int = -1
    host: int = -1
    face_down: bool = False
    fd: str = ""
    damage: int = 0
    acted: int = 0
    extra_acts: int = 0
    bonus: list[int] = field(default_factory=lambda: [0, 0, 0])
    shield: int = 0
    stamp: int = 0
    occupants: list[int] = field(default_factory=list)
    attached: list[int] = field(default_factory=list)

    def copy(self) -> "Piece":
        # the fields set one by one: cheaper than the dataclass's __init__ (a
        # determinization copies every piece)
        p = _new(Piece)
        p.where = self.where
        p.seat = self.seat
        p.host = self.host
        p.face_down = self.face_down
        p.fd = self.fd
        p.damage = self.damage
        p.acted = self.acted
        p.extra_acts = self.extra_acts
        p.bonus = self.bonus[:]
        p.shield = self.shield
        p.stamp = self.stamp
        p.occupants = self.occupants[:]
        p.attached = self.attached[:]
        return p


_new = object.__new__


@dataclass(slots=True)
class Side:
    """One player's hold and piles.

    deck: index -1 is the top. perimeter: ordered slots, a structure or GAP.
    store: bounty per kind (KINDS order). breached_on: the turn a structure last
    left the perimeter (HF-6.3). levies: effect maintenance, ``[name, cost, turns
    left]`` (HF-5.3). last_draw: ``(deck before, drawn, asked)`` of the latest
    draw. turns: turns taken (HF-1.4).
    """

    deck: list[int] = field(default_factory=list)
    hand: list[int] = field(default_factory=list)
    rubble: list[int] = field(default_factory=list)
    void: list[int] = field(default_factory=list)
    outland: list[int] = field(default_factory=list)
    courtyard: list[int] = field(default_factory=list)
    perimeter: list[int] = field(default_factory=list)
    resources: list[int] = field(default_factory=list)
    store: list[int] = field(default_factory=lambda: [0, 0, 0, 0, 0])
    breached_on: int = -1
    levies: list[list] = field(default_factory=list)
    alive: bool = True
    last_draw: tuple[int, int, int] = (0, 0, 0)
    turns: int = 0

    def copy(self) -> "Side":
        return Side(self.deck[:], self.hand[:], self.rubble[:], self.void[:], self.outland[:], self.courtyard[:],
                    self.perimeter[:], self.resources[:], self.store[:], self.breached_on,
                    [lv[:] for lv in self.levies], self.alive, self.last_draw, self.turns)


@dataclass(slots=True)
class Assault:
    """The assault being resolved (HF-10..HF-12).

    group: the assailants; structure: the target is a structure; morale: morale
    added by traps; was_down: cards that were face down when it began (HF-12.3);
    to_reveal: revealed cards whose reveal effects may still be activated;
    split: damage assigned by the defender so far, per assailant (HF-11.2);
    split_left: damage still to assign.
    """

    attacker: int
    defender: int
    target: int
    group: list[int]
    structure: bool
    morale: int = 0
    stopped: bool = False
    was_down: list[int] = field(default_factory=list)
    to_reveal: list[int] = field(default_factory=list)
    split: dict[int, int] = field(default_factory=dict)
    split_left: int = 0
    dealt: int = 0

    def copy(self) -> "Assault":
        return Assault(self.attacker, self.defender, self.target, self.group[:], self.structure, self.morale,
                       self.stopped, self.was_down[:], self.to_reveal[:], dict(self.split), self.split_left, self.dealt)


@dataclass(slots=True)
class HFState:
    """Everything that changes during a Holdfast game.

    Copies share the pieces of cards at rest (:data:`AT_REST`, :meth:`copy`):
    change a piece there only after giving the card a copy of its own (as
    ``FieldMixin.take`` does).

    turn: turns played so far (all players); active: whose turn; first: who went
    first; phase: harvest/maintenance/command/assault/end; tasks: the work queue
    (next task at index 0); selection: cards toggled so far in a multi-part choice
    (an assault group, a new perimeter); fd_next: the next face-down tag number;
    known: cards in a hidden place whose identity every seat saw go there (a
    card recovered from the rubble to a hand, a card turned face down in front
    of everyone, HF-14.2); a card leaves it when it moves (``take``) or turns
    face up. Only the computer player's determinization reads it
    (determinize.py).
    """

    sides: list[Side]
    pieces: list[Piece]
    middling: list[int] = field(default_factory=list)
    stack: list[int] = field(default_factory=list)
    turn: int = 0
    active: int = 0
    first: int = 0
    phase: str = "setup"
    tasks: list[tuple] = field(default_factory=list)
    assault: Assault | None = None
    selection: list[int] = field(default_factory=list)
    fd_next: int = 1
    stamp: int = 0
    known: list[int] = field(default_factory=list)

    def copy(self) -> "HFState":
        # A piece at rest (AT_REST: a deck, a hand, a rubble, a void, the
        # middling) is shared, not copied: nothing changes it there (a card
        # leaves by FieldMixin.take or a draw, which give it a piece of its own
        # first; a determinization only moves pieces between cards).
        return HFState(
            [s.copy() for s in self.sides], [p if p.where in AT_REST else p.copy() for p in self.pieces],
            self.middling[:], self.stack[:],
            self.turn, self.active, self.first, self.phase, self.tasks[:],
            self.assault.copy() if self.assault else None, self.selection[:], self.fd_next, self.stamp,
            self.known[:],
        )
