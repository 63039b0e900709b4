"""Frontline game state: plain dataclasses of ints and lists, cheap to copy.

Cards are ints (indexes into the static ``CardInfo`` table, shared between copies).
"""
from __future__ import annotations

from dataclasses import dataclass, field

from .cards import Soldier


@dataclass(frozen=True, slots=True)
class CardInfo:
    """Static facts of one physical card.

    uid:    unique id of this copy, e.g. ``"red-scout-1"``; hidden copies never show it.
    tag:    colour and soldier key, e.g. ``"red-scout"``: what option ids name.
    owner:  seat whose deck the card started in.
    colour: ``"red"`` or ``"black"``.
    """

    uid: str
    tag: str
    owner: int
    colour: str
    soldier: Soldier


@dataclass(slots=True)
class Side:
    """One player's zones (FL-3) and score."""

    deck: list[int] = field(default_factory=list)  # index -1 is the top
    hand: list[int] = field(default_factory=list)
    survivors: list[int] = field(default_factory=list)
    vp: int = 0
    won: int = 0  # cards won in concluded duels; vp == won (FL-9)
    # What the seats know of the hidden cards (FL-3), kept for a computer
    # player's determinization (determinize.py); no rule reads them:
    #: how many cards on top of the deck (deck[-top_known:]) its owner knows
    #: (Scout's look, FL-12)
    top_known: int = 0
    #: how many cards at the bottom (deck[:bottom_known]) its owner knows
    #: (Scout's card put under, Veteran's exchange, FL-12)
    bottom_known: int = 0
    #: the cards that may be in this deck as the other seat knows: the
    #: owner's own cards at the start, the survivors pile at a regroup
    #: (FL-17), every card the owner hides after an exchange (FL-12); a
    #: soldier that retreated to the hand is not (its place is known). None:
    #: no limit (the rules engine sets it when it deals).
    pool: frozenset[int] | None = None

    def copy(self) -> "Side":
        return Side(self.deck[:], self.hand[:], self.survivors[:], self.vp, self.won, self.top_known,
                    self.bottom_known, self.pool)


@dataclass(slots=True)
class Duel:
    """One duel on the frontline: per seat the drafted card (None until drafted)."""

    cards: list[int | None]
    rank: list[int]
    silenced: list[bool]
    face_up: bool = False
    result: str = ""  # "" until compared; then "won", "tie", "forced", "stalemate" (FL-7)
    winner: int | None = None  # the seat that won it, when "won"

    def copy(self) -> "Duel":
        return Duel(self.cards[:], self.rank[:], self.silenced[:], self.face_up, self.result, self.winner)


@dataclass(slots=True)
class FrontlineState:
    """Everything that changes during a Frontline game."""

    sides: list[Side]
    priority: int = 0
    turn: int = 0
    duels: list[Duel] = field(default_factory=list)  # this turn's frontline, oldest first
    anti_clash: bool = False  # FL-13: clashes cannot begin for the rest of the turn
    tasks: list[tuple] = field(default_factory=list)  # work queue, next task at index 0
    last_turn: list[Duel] = field(default_factory=list)  # the previous turn's duels, as concluded

    def copy(self) -> "FrontlineState":
        return FrontlineState(
            [s.copy() for s in self.sides],
            self.priority,
            self.turn,
            [d.copy() for d in self.duels],
            self.anti_clash,
            self.tasks[:],
            self.last_turn,  # never mutated in place: replaced whole
        )
