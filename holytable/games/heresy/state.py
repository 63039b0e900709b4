"""Heresy game state: plain dataclasses of ints and lists, cheap to copy.

Cards are ints (indexes into the game's static :class:`CardInfo` table). The
lists of each :class:`Side` (``deck``, ``hand``, ``archive``, ``oblivion``,
``wilds``, ``matrix``) and each piece's ``attached`` list are the truth about
where a card is; a piece's ``where``/``seat``/``host`` repeat it for quick
lookups and are kept in step by :mod:`holytable.games.heresy.table` (checked by
the invariants).

``where`` is one of: ``deck``, ``hand``, ``archive``, ``oblivion`` (piles of
the owner, HK-3.1), ``wilds`` (a domain in its controller's Wilds), ``matrix``
(an array in the Matrix), ``attached`` (a character on a location, or an
aleph, enhancement or title on a card: ``host``), ``body`` (an enhancement
left on a jacked-in character's body: ``host`` is the character, HK-16.2).

A body (HK-16.4) is not a card: a Matrix character's piece has ``body`` = the
domain its body lies on (-1: no body), and ``body_att`` the enhancements that
stayed on the body.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from typing import TYPE_CHECKING

from .cards import AnyCard

if TYPE_CHECKING:  # pragma: no cover
    from .aereopagus import Aereo

IN_PLAY = frozenset({"wilds", "matrix", "attached", "body"})
#: Phases of a challenge or Aereopagus that is over but not yet ended (``ch_end``):
#: dissolved (HK-33.13), declined (HK-34.4), countered (HK-23.13); nobody votes,
#: splits or aims at it, and a contestant may leave play meanwhile.
ENDED = frozenset({"dissolved", "declined", "countered"})
PILES = ("deck", "hand", "archive", "oblivion")


@dataclass(frozen=True, slots=True)
class CardInfo:
    """Static facts of one physical card.

    uid:   unique id of this copy, e.g. ``"p1-free-city-2"``; hidden copies never
           show it. owner: seat whose deck it started in. card: the printed card.
    """

    uid: str
    owner: int
    card: AnyCard
    copy: int = 0


@dataclass(slots=True)
class Piece:
    """What changes about one card.

    open / stricken (HK-12); damage (HK-30.7, repaired HK-8.8); called: the
    turn number it came into play (HK-14.6: its abilities wait a turn);
    tau: stored on an array (HK-18.1); body / body_att: see the module
    docstring; attached: the cards attached to it, in order.
    """

    where: str = "deck"
    seat: int = -1
    host: int = -1
    open: bool = False
    stricken: bool = False
    damage: int = 0
    called: int = -1
    tau: int = 0
    body: int = -1
    attached: list[int] = field(default_factory=list)
    body_att: list[int] = field(default_factory=list)

    def copy(self) -> "Piece":
        return Piece(self.where, self.seat, self.host, self.open, self.stricken, self.damage, self.called,
                     self.tau, self.body, self.attached[:], self.body_att[:])


@dataclass(slots=True)
class Side:
    """One player's territory and piles.

    deck: index -1 is the top (HK-3.3). wilds / matrix: domains / arrays in
    play, in the order built. aura: the aura pool (HK-9.3). built_domain /
    built_array: built this turn (HK-14.2). redraw_used (HK-4.4). turns: turns
    taken (HK-8.2, HK-1.5). out: forfeited (HK-1.4). tau_in / tau_out: every
    tau stored on / taken off this player's arrays (the ledger the invariants
    check against the arrays, HK-18.7).
    """

    deck: list[int] = field(default_factory=list)
    hand: list[int] = field(default_factory=list)
    archive: list[int] = field(default_factory=list)
    oblivion: list[int] = field(default_factory=list)
    wilds: list[int] = field(default_factory=list)
    matrix: list[int] = field(default_factory=list)
    aura: int = 0
    built_domain: bool = False
    built_array: bool = False
    redraw_used: bool = False
    turns: int = 0
    out: bool = False
    tau_in: int = 0
    tau_out: int = 0

    def copy(self) -> "Side":
        return Side(self.deck[:], self.hand[:], self.archive[:], self.oblivion[:], self.wilds[:], self.matrix[:],
                    self.aura, self.built_domain, self.built_array, self.redraw_used, self.turns, self.out,
                    self.tau_in, self.tau_out)


@dataclass(slots=True)
class Pending:
    """A multi-part action under way (a call waiting for its place and
    payment, a move waiting for its destination): ``verb``, the acting
    ``card``, the chosen ``target`` (-1: not yet) and the aura ``cost``."""

    verb: str
    card: int
    target: int = -1
    cost: int = 0

    def copy(self) -> "Pending":
        return Pending(self.verb, self.card, self.target, self.cost)


@dataclass(slots=True)
class Conflict:
    """A combat under way (HK-25..HK-32).

    kind: ``wilds`` / ``matrix`` (HK-25.5); attacker / defender: seats;
    target: the attacked location; source: the location the attack came from
    (-1: an assembly from several); attackers / defenders: the cards taking
    part (a defense includes the location; an intervention only the Hosts,
    HK-28.5); joined: the cards of each side's assembly (HK-27.1: +1/+1);
    leaders; intervened; tau0: tau on the target when the combat began
    (HK-32.8); commit: each side's secret damage assignment, ``((card, n),
    ...)`` or None while not yet made (HK-30.8); dealt: ``(card, n)`` of the
    damage dealt so far, the blitz step's too (HK-32.7, HK-37.5); gone:
    ``(card, side)`` of the cards that left the fight before its end (killed,
    returned, obliterated; side 0 attackers, 1 defenders), for the screen.
    """

    kind: str
    attacker: int
    defender: int
    target: int
    source: int = -1
    attackers: list[int] = field(default_factory=list)
    defenders: list[int] = field(default_factory=list)
    joined: list[int] = field(default_factory=list)
    intervened: bool = False
    tau0: int = 0
    commit: list = field(default_factory=lambda: [None, None])
    dealt: list = field(default_factory=list)
    gone: list = field(default_factory=list)

    def copy(self) -> "Conflict":
        return Conflict(self.kind, self.attacker, self.defender, self.target, self.source, self.attackers[:],
                        self.defenders[:], self.joined[:], self.intervened, self.tau0, self.commit[:],
                        self.dealt[:], self.gone[:])


@dataclass(slots=True)
class HKState:
    """Everything that changes during a Heresy game.

    turn: turns begun so far (all players); active: whose turn; first: who went
    first; phase: setup / ready / recovery / maintenance / action / end;
    tasks: the work queue (next task at index 0); pending: the multi-part
    action under way, or None; skip_draw: the discard phase began over seven
    cards (HK-8.4). conflicts: ``(opponent, type)`` of each conflict the
    active player began this turn (HK-25.3); aereo: the challenge or
    revocation under way (:class:`~.aereopagus.Aereo`, HK-33..HK-35) or None;
    told: cards named to all while in their player's hand (a revoking title,
    HK-35.2), whose names are no secret afterwards.

    stack: the effects waiting to resolve (windows.py, HK-23); boosts:
    ``(card, attack, defense)`` until the conflict (or the turn) ends;
    silenced: cards that deal no damage this conflict (Interdict);
    conflict: the combat under way or None (its kind "wilds" or "matrix" is
    the type recorded in ``conflicts``); shown: cards
    returned from play to a hand in front of everyone (known while there).
    """

    sides: list[Side]
    pieces: list[Piece]
    turn: int = 0
    active: int = 0
    first: int = 0
    phase: str = "setup"
    tasks: list[tuple] = field(default_factory=list)
    pending: Pending | None = None
    skip_draw: bool = False
    conflicts: list[tuple[int, str]] = field(default_factory=list)
    aereo: "Aereo | None" = None
    told: list[int] = field(default_factory=list)
    stack: list[tuple] = field(default_factory=list)
    boosts: list[tuple] = field(default_factory=list)
    silenced: list[int] = field(default_factory=list)
    conflict: Conflict | None = None
    shown: list[int] = field(default_factory=list)
    ic_seen: list[int] = field(default_factory=list)  # IC turned face up once (HK-29.9)
    #: per card its copy tag, 0 before it is first seen on its way to the table (TableMixin.tag)
    tags: list[int] = field(default_factory=list)

    def copy(self) -> "HKState":
        return HKState([s.copy() for s in self.sides], [p.copy() for p in self.pieces], self.turn, self.active,
                       self.first, self.phase, self.tasks[:], self.pending.copy() if self.pending else None,
                       self.skip_draw, self.conflicts[:], self.aereo.copy() if self.aereo else None,
                       self.told[:], self.stack[:], self.boosts[:], self.silenced[:],
                       self.conflict.copy() if self.conflict else None, self.shown[:],
                       self.ic_seen[:], self.tags[:])
