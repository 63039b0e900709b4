"""What one seat may know of a Frontline game, as typed data (FL-3, FL-5).

``FrontlineGame.view(p).board`` is a :class:`BoardView` (:func:`board_view`);
:func:`hidden_uids` lists the cards a seat may not see, the set the privacy
checks hold every view to. Everything here is frozen dataclasses and tuples,
built fresh for each view from the state (cheap: a few dozen small objects).

A soldier on the frontline (:class:`Placed`) is face down or face up; its card
is there when the viewer may see it: face up, or face down and their own.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .state import Duel

if TYPE_CHECKING:  # pragma: no cover
    from .rules import FrontlineGame


@dataclass(frozen=True, slots=True)
class CardView:
    """One soldier card.

    uid:    this copy's id (``"red-scout-01"``); None in the last turn's
            history, which tells what happened, not where the card is now.
    tag:    colour and soldier key (``"red-scout"``): copies with one tag are
            the same soldier.
    key / name / rank / text: the soldier's card key, name, printed rank
            (1-13) and rules text (FL-12).
    colour: the colour of the deck it came from; owner: the seat of that deck.
    """

    uid: str | None
    tag: str
    key: str
    name: str
    rank: int
    colour: str
    owner: int
    text: str


@dataclass(frozen=True, slots=True)
class Placed:
    """One seat's soldier in a duel: ``face_down`` until the flip (FL-6);
    ``card`` None when the viewer may not see it (the opponent's face-down
    soldier)."""

    face_down: bool
    card: CardView | None


@dataclass(frozen=True, slots=True)
class DuelView:
    """One duel of the frontline (FL-5..FL-7).

    cards:    per seat (0, 1) the soldier drafted, None before it is drafted
              or once it left (Medic's retreat, Skirmisher's hold: FL-12).
    rank:     per seat the rank now, after effects; None until the flip.
    silenced: per seat, True when its soldier is silenced this duel (FL-12).
    result:   "" until compared, then "won", "tie" (a clash follows),
              "forced" (Forced Clash, FL-15) or "stalemate" (FL-11).
    winner:   the seat that won it, when ``result`` is "won".
    """

    cards: tuple[Placed | None, ...]
    rank: tuple[int, ...] | None
    silenced: tuple[bool, ...]
    result: str
    winner: int | None


@dataclass(frozen=True, slots=True)
class SideView:
    """One seat's side (FL-3): its counts, and its hand (sorted by rank, then
    tag) only for the seat itself (None for everybody else)."""

    seat: int
    name: str
    colour: str
    vp: int
    won: int
    deck: int
    hand_count: int
    survivors: int
    hand: tuple[CardView, ...] | None


@dataclass(frozen=True, slots=True)
class SoldierView:
    """A soldier in either deck, by card key: its public card text (FL-12),
    for cards a view does not hold (the two Scout looks at, FL-12)."""

    key: str
    name: str
    rank: int
    text: str


@dataclass(frozen=True, slots=True)
class BoardView:
    """Frontline's board.

    turn / priority / goal / length: the turn number, the priority seat
    (FL-4), the VP goal and the game length option (FL-1).
    anti_clash: True once no clash may begin this turn (FL-13).
    players:    one :class:`SideView` per seat.
    frontline:  this turn's duels, oldest first.
    last_turn:  the previous turn's duels as they were concluded (no uids).
    soldiers:   every soldier of both decks, first deck's order first.
    """

    turn: int
    priority: int
    goal: int
    length: str
    anti_clash: bool
    players: tuple[SideView, ...]
    frontline: tuple[DuelView, ...]
    last_turn: tuple[DuelView, ...]
    soldiers: tuple[SoldierView, ...]

    def soldier(self, key: str | None) -> SoldierView | None:
        """The soldier with card key ``key``, or None."""
        return next((s for s in self.soldiers if s.key == key), None)


def card_view(g: "FrontlineGame", c: int, uid: bool = True) -> CardView:
    """Card ``c`` (an index of ``g.info``); ``uid=False`` leaves its uid out."""
    info = g.info[c]
    sol = info.soldier
    return CardView(info.uid if uid else None, info.tag, sol.key, sol.name, sol.rank, info.colour, info.owner,
                    sol.rules_text())


def board_view(g: "FrontlineGame", player: int | None) -> BoardView:
    """Seat ``player``'s board (None: a spectator, who sees no hand and no
    face-down card)."""
    s = g.s
    players = tuple(
        SideView(
            seat, g.names[seat], g.decks[seat].colour, side.vp, side.won, len(side.deck), len(side.hand),
            len(side.survivors),
            tuple(card_view(g, c) for c in sorted(side.hand, key=lambda c: (g.info[c].soldier.rank, g.info[c].tag)))
            if seat == player else None,
        )
        for seat, side in enumerate(s.sides)
    )
    return BoardView(
        s.turn, s.priority, g.goal, g.options["length"], s.anti_clash, players,
        tuple(_duel_view(g, d, player, True) for d in s.duels),
        # History, not position: no uids (a retreated Medic is back in a hand).
        tuple(_duel_view(g, d, player, False) for d in s.last_turn),
        _soldiers(g),
    )


def _duel_view(g: "FrontlineGame", duel: Duel, player: int | None, uids: bool) -> DuelView:
    cells: list[Placed | None] = []
    for seat in (0, 1):
        c = duel.cards[seat]
        if c is None:
            cells.append(None)
        elif duel.face_up or seat == player:
            cells.append(Placed(not duel.face_up, card_view(g, c, uids)))
        else:
            cells.append(Placed(True, None))
    return DuelView(
        tuple(cells),
        tuple(duel.rank) if duel.face_up else None,
        tuple(duel.silenced) if duel.face_up else (False, False),
        duel.result,
        duel.winner,
    )


def _soldiers(g: "FrontlineGame") -> tuple[SoldierView, ...]:
    """Every soldier of both decks by key, the first deck's first."""
    out: dict[str, SoldierView] = {}
    for deck in g.decks:
        for sol in deck.soldiers:
            if sol.key not in out:
                out[sol.key] = SoldierView(sol.key, sol.name, sol.rank, sol.rules_text())
    return tuple(out.values())


def hidden_uids(g: "FrontlineGame", player: int) -> set[str]:
    """Uids ``player`` must not see: every deck (their own too), the
    opponent's hand and the opponent's face-down soldiers (FL-3, FL-5)."""
    s = g.s
    out = set()
    for seat, side in enumerate(s.sides):
        out.update(g.info[c].uid for c in side.deck)
        if seat != player:
            out.update(g.info[c].uid for c in side.hand)
    for duel in s.duels:
        if not duel.face_up:
            c = duel.cards[1 - player]
            if c is not None:
                out.add(g.info[c].uid)
    return out
