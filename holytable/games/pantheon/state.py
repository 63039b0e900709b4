"""Pantheon game state: small dataclasses of ints and lists, cheap to copy.

Cards are ints: indexes into the game's static ``info`` table (one
:class:`CardInfo` per physical card). A card is always in exactly one place: a
deck, a hand, a unit on a spot (or attached to one), a spot's curses, a field,
a graveyard, a sealed-away pile, or on the stack while it is being played.
"""
from __future__ import annotations

from dataclasses import dataclass
from dataclasses import field as dfield
from typing import Any

from .cards import Character, FieldCard, Magic, Relic


def poss(name: str) -> str:
    """The possessive of a name: "Bo's", "Thoth, Scribe of the Gods'"."""
    return name + ("'" if name.endswith(("s", "S")) else "'s")

def index_same(items: list, x: object) -> int:
    """The index of ``x`` itself in ``items`` (``list.index`` compares every
    earlier item field by field; slots and occurrences are unique objects).
    Raises ValueError when it is not there."""
    for i, y in enumerate(items):
        if y is x:
            return i
    raise ValueError(f"{x!r} is not in the list")


def remove_same(items: list, x: object) -> None:
    """Remove ``x`` itself from ``items`` (see :func:`index_same`)."""
    del items[index_same(items, x)]


CP, MP, AP = 0, 1, 2
RESOURCES = ("cp", "mp", "ap")
BASE_ACTIVE = 3  # PN-4.1
BASE_BENCH = 5  # PN-4.2
DICE = 6  # PN-8.2


@dataclass(frozen=True, slots=True)
class CardInfo:
    """Static facts of one physical card: ``uid`` (unique, e.g. ``"p1-anubis-1"``),
    ``owner`` (seat whose deck it started in) and the card model."""

    uid: str
    owner: int
    card: Character | Relic | FieldCard | Magic

    @property
    def key(self) -> str:
        return self.card.key


@dataclass(frozen=True, slots=True)
class Prof:
    """A card's abilities unpacked once (fast lookups; see ``BoardMixin.parts``).
    ``en_wp``: the Enlightened threshold (0: none); ``en_*``: its parts."""

    type: str
    statics: tuple
    triggers: tuple
    abilities: tuple
    attacks: tuple
    keywords: frozenset
    en_wp: int
    en_statics: tuple
    en_triggers: tuple
    en_abilities: tuple
    en_attacks: tuple

    @classmethod
    def of(cls, card) -> "Prof":
        en = getattr(card, "enlightened", None)
        return cls(card.type, getattr(card, "statics", ()), getattr(card, "triggers", ()),
                   getattr(card, "abilities", ()), getattr(card, "attacks", ()),
                   frozenset(getattr(card, "keywords", ())), en.wp if en else 0,
                   en.statics if en else (), en.triggers if en else (), en.abilities if en else (),
                   en.attacks if en else ())


@dataclass(slots=True)
class Unit:
    """A character or a bench relic in play.

    dmg:      damage taken (HP = max HP - dmg, never below 0)
    attacks:  attacks made this combat phase; extra: extra attacks allowed (PN-12.6)
    bonus:    temporary damage bonus; shield: temporary prevention (end of turn)
    applied:  applied keywords ``[keyword, upkeeps left, applied by seat]`` (PN-13.8)
    stripped: printed keywords this character lost for good
    att:      attached cards (equipment, blessings, curses)
    killer:   seat credited with the WP if it dies now (-1: nobody);
    killer_c: the character that dealt the blow (-1: none)
    """

    c: int
    dmg: int = 0
    attacks: int = 0
    extra: int = 0
    bonus: int = 0
    shield: int = 0
    applied: list[list[Any]] = dfield(default_factory=list)
    stripped: list[str] = dfield(default_factory=list)
    att: list[int] = dfield(default_factory=list)
    killer: int = -1
    killer_c: int = -1

    def copy(self) -> "Unit":
        return Unit(self.c, self.dmg, self.attacks, self.extra, self.bonus, self.shield,
                    [a[:] for a in self.applied], self.stripped[:], self.att[:], self.killer, self.killer_c)


@dataclass(slots=True)
class Slot:
    """An active or bench spot. ``sid``: unique id; ``source``: the card granting
    it (-1 for the printed spots); ``curses``: curses on this (active) spot."""

    sid: int
    unit: Unit | None = None
    source: int = -1
    curses: list[int] = dfield(default_factory=list)

    def copy(self) -> "Slot":
        return Slot(self.sid, self.unit.copy() if self.unit else None, self.source, self.curses[:])


@dataclass(slots=True)
class InField:
    """A field card in play; ``left``: End phases until it decays (-1: Preservation)."""

    c: int
    left: int

    def copy(self) -> "InField":
        return InField(self.c, self.left)


@dataclass(slots=True)
class Side:
    """One player's zones, resources and score."""

    deck: list[int] = dfield(default_factory=list)  # index -1 is the top
    hand: list[int] = dfield(default_factory=list)
    active: list[Slot] = dfield(default_factory=list)
    bench: list[Slot] = dfield(default_factory=list)
    field: list[InField] = dfield(default_factory=list)
    grave: list[int] = dfield(default_factory=list)
    sealed: list[int] = dfield(default_factory=list)
    points: list[int] = dfield(default_factory=lambda: [0, 0, 0])  # CP, MP, AP
    tokens: list[int] = dfield(default_factory=lambda: [0, 0, 0])
    wp: int = 0
    dice: list[int] = dfield(default_factory=lambda: [0] * DICE)  # 0: not rolled
    kept: list[bool] = dfield(default_factory=lambda: [False] * DICE)
    rolls: int = 0
    toggles: int = 0  # keep/release changes since the last roll (PN-8.2 cap)
    locked: bool = False
    out: bool = False
    redirect: int = -1  # PN-12.9: seat that gains the WP this seat would gain (this turn)
    used: list[str] = dfield(default_factory=list)  # "card:index" of abilities used this turn
    #: what every player knows of this player's hidden cards (PN-4.6), kept by
    #: a determinization: ``known_hand``, keys of cards that went into the hand
    #: face up (returned, revived, taken back, drawn from a known top), one per
    #: card, forgotten when a card of that key leaves the hand (which copy left
    #: is not told); ``known_top``, keys of the cards known to lie on top of the
    #: deck (Anubis, PN-14.4), the last one on top.
    known_hand: list[str] = dfield(default_factory=list)
    known_top: list[str] = dfield(default_factory=list)

    def copy(self) -> "Side":
        return Side(self.deck[:], self.hand[:], [s.copy() for s in self.active], [s.copy() for s in self.bench],
                    [f.copy() for f in self.field], self.grave[:], self.sealed[:], self.points[:], self.tokens[:],
                    self.wp, self.dice[:], self.kept[:], self.rolls, self.toggles, self.locked, self.out, self.redirect,
                    self.used[:], self.known_hand[:], self.known_top[:])


@dataclass(slots=True)
class Occ:
    """Something a player does that others may answer with a Twist (PN-17.2):
    kind ``card`` (a card being played; it waits on the stack), ``ability``,
    ``attack`` or ``phase`` (another player's Combat phase begins).

    c:       the card played, or the source of the ability/attack
    what:    the Attack or Activated model
    targets: chosen targets as refs: ("c", card) | ("p", seat) | ("s", slot id)
    amounts: damage per target once split (attacks)
    place:   slot id chosen for a character or bench relic
    resp:    oid of the occurrence a Twist answers (-1: none)
    paid:    a card from hand that may still be taken back ("Back"): the points
             and tokens paid for it, ``[points cp/mp/ap, tokens cp/mp/ap]``;
             None once something that cannot be undone was paid (a C3 Cost)
    """

    oid: int
    kind: str
    seat: int
    c: int = -1
    what: Any = None
    targets: list[tuple] = dfield(default_factory=list)
    amounts: list[int] = dfield(default_factory=list)
    place: int = -1
    resp: int = -1
    cancelled: bool = False
    paid: list[list[int]] | None = None

    def copy(self) -> "Occ":
        return Occ(self.oid, self.kind, self.seat, self.c, self.what, self.targets[:], self.amounts[:], self.place,
                   self.resp, self.cancelled, None if self.paid is None else [self.paid[0][:], self.paid[1][:]])


@dataclass(frozen=True, slots=True)
class Ctx:
    """Who and what an effect is about: controller ``seat``, source card ``src``,
    ``host`` (the character "self" means, -1 none), chosen ``targets``, the
    occurrence answered ``oid`` and the card that just died ``dead``."""

    seat: int
    src: int = -1
    host: int = -1
    targets: tuple = ()
    oid: int = -1
    dead: int = -1


@dataclass(slots=True)
class PantheonState:
    """Everything that changes during a game of Pantheon."""

    sides: list[Side]
    priority: int = 0
    turn: int = 0
    phase: str = "opening"  # opening, upkeep, roll, play, combat, play2, end
    go: int = -1  # seat whose go it is (PN-6.3), -1 outside goes
    tasks: list[tuple] = dfield(default_factory=list)  # work queue, next task at index 0
    stack: list[Occ] = dfield(default_factory=list)  # occurrences being announced/resolved
    deaths: int = 0  # characters that died this turn (PN-14.3)
    hold: bool = False  # PN-6.1: deaths wait for the upkeep's clearing step
    next_id: int = 0  # slot and occurrence ids
    first: int = 0  # the d20 winner: priority player of turn 1

    def copy(self) -> "PantheonState":
        return PantheonState([s.copy() for s in self.sides], self.priority, self.turn, self.phase, self.go,
                             self.tasks[:], [o.copy() for o in self.stack], self.deaths, self.hold, self.next_id,
                             self.first)
