"""Tally: a tiny two-seat game registered only in the tests (``ENTRY``), to show
that a new game gets every shared contract test (tests/contract) by registering.

Rules. Each seat owns a shuffled deck of numbered cards (1-6) and holds a
hidden hand of three. On a turn the active seat either plays a card from the
hand face up onto their pile (scoring its number) or draws a card; then they
may roll the die once (4-6 scores 1 point) or stop. The first seat to reach
``goal`` points wins; when both seats have no cards left at the start of a
turn, the higher score wins (equal scores: a draw).

This module is both the engine (:class:`TallyGame`, built on the engine's
:class:`~holytable.engine.tasks.TaskLoop`) and the deck module of the registry
entry (``deck_model``, ``ready_decks``, ``load_deck``, ``check_file``).
Option ids: ``play:<uid>``, ``draw``, ``roll``, ``stop``.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from holytable.engine.decision import Decision, Option
from holytable.engine.game import Game, InvariantError, OptionSpec, Outcome
from holytable.games import GameEntry
from holytable.engine.tasks import TaskLoop

HAND = 3

#: The registry entry of Tally (registered by tests/contract/conftest.py only).
ENTRY = GameEntry("tally", "Tally", "Test stand-in: numbered cards, a hidden hand and a die.",
                  "standin_game:TallyGame", "standin_game", screen=False)
#: Its ``holytable deck check`` loader (DECK_LOADERS form).
DECK_LOADER = "standin_game:check_file"


# -- decks (the deck module of the entry) --------------------------------------------
class Deck(BaseModel):
    """A resolved Tally deck: a name and its card numbers (1-6)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    name: str
    cards: tuple[int, ...] = Field(min_length=1, max_length=30)


deck_model = Deck

READY = {
    "low": Deck(name="Low", cards=(1, 1, 2, 2, 3, 3, 4, 5, 6)),
    "high": Deck(name="High", cards=(2, 3, 4, 4, 5, 5, 6, 6)),
}


def ready_decks() -> dict[str, str]:
    """``{name: "path"}``: Tally's "paths" are just the names."""
    return {k: k for k in READY}


def load_deck(path: str) -> Deck:
    return READY[str(path)]


def check_file(path: str) -> str:
    d = load_deck(path)
    return f"{d.name} ({len(d.cards)} cards)"


# -- state ----------------------------------------------------------------------------
@dataclass(slots=True)
class Side:
    deck: list[int] = field(default_factory=list)  # index -1 is the top
    hand: list[int] = field(default_factory=list)
    pile: list[int] = field(default_factory=list)
    rolled: int = 0  # points scored with the die

    def copy(self) -> "Side":
        return Side(self.deck[:], self.hand[:], self.pile[:], self.rolled)


@dataclass(slots=True)
class TallyState:
    sides: list[Side]
    active: int = 0
    turn: int = 0
    tasks: list[tuple] = field(default_factory=list)

    def copy(self) -> "TallyState":
        return TallyState([s.copy() for s in self.sides], self.active, self.turn, self.tasks[:])


# -- the engine --------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class TallyCard:
    """A card as a view shows it."""

    uid: str
    value: int


@dataclass(frozen=True, slots=True)
class TallySide:
    """One seat's side as a view shows it (``hand`` only to its owner)."""

    score: int
    deck: int
    hand_count: int
    hand: tuple[TallyCard, ...] | None
    pile: tuple[TallyCard, ...]


@dataclass(frozen=True, slots=True)
class TallyBoard:
    turn: int
    players: tuple[TallySide, ...]


class TallyGame(TaskLoop, Game):
    """Tally for two seats. ``decks``: two :class:`Deck` (or their JSON data)."""

    game_id = "tally"
    title = "Tally"
    OPTIONS = (OptionSpec("goal", "Points to win", ((12, "12 points"), (20, "20 points")), 12),)

    def setup(self) -> None:
        self.goal = int(self.options["goal"])
        self.decks = [d if isinstance(d, Deck) else Deck.model_validate(d) for d in self.decks]
        self.values: list[int] = []
        self.uids: list[str] = []
        sides = []
        for seat, deck in enumerate(self.decks):
            side = Side()
            for n, v in enumerate(deck.cards, 1):
                side.deck.append(len(self.values))
                self.values.append(v)
                self.uids.append(f"t{seat + 1}-{v}-{n}")
            self.rng.shuffle(side.deck)
            sides.append(side)
        self.s = TallyState(sides)
        for seat in (0, 1):
            for _ in range(HAND):
                self.draw(seat)
        self.s.tasks = [("turn",)]

    # -- helpers ------------------------------------------------------------------------
    def score(self, seat: int) -> int:
        side = self.s.sides[seat]
        return sum(self.values[c] for c in side.pile) + side.rolled

    def draw(self, seat: int) -> None:
        side = self.s.sides[seat]
        c = side.deck.pop()
        side.hand.append(c)
        self.say("draw", actor=seat, cards=(self.uids[c],), amounts={"value": self.values[c]}, only=seat)

    def card(self, c: int) -> "TallyCard":
        return TallyCard(self.uids[c], self.values[c])

    # -- the log's words (the one place) -------------------------------------------------
    def render_event(self, verb: str, *, actor=None, cards=(), amounts=None, seats=(), only=None,
                     **words) -> tuple[str, str | None]:
        who = self.names[actor] if actor is not None else ""
        amounts = amounts or {}
        if verb == "draw":
            return f"{who} drew a {amounts['value']} ({cards[0]}).", f"{who} drew a card."
        if verb == "turn":
            return f"Turn {amounts['turn']}: {who}.", None
        if verb == "play":
            return f"{who} plays a {amounts['value']} ({cards[0]}).", None
        if verb == "roll":
            return f"{who} rolls {amounts['die']}" + (": 1 point." if amounts["die"] >= 4 else "."), None
        raise KeyError(verb)

    # -- tasks ----------------------------------------------------------------------------
    def _t_turn(self) -> None:
        s = self.s
        if not any(side.hand or side.deck for side in s.sides):
            a, b = self.score(0), self.score(1)
            w = None if a == b else (0 if a > b else 1)
            self.outcome = Outcome(w, f"No cards left: {a}-{b}")
            return
        s.turn += 1
        self.log.turn = s.turn
        self.say("turn", actor=s.active, amounts={"turn": s.turn})
        self.push(("play", s.active), ("roll", s.active), ("end",))

    def _d_play(self, seat: int) -> Decision | None:
        side = self.s.sides[seat]
        opts = tuple(Option(f"play:{self.uids[c]}", f"Play the {self.values[c]}", verb="play",
                            cards=(self.uids[c],), zones=("hand", "pile")) for c in sorted(side.hand))
        if side.deck:
            opts += (Option("draw", "Draw a card", verb="draw", zones=("deck", "hand")),)
        return Decision(seat, "play", "Play a card or draw", opts) if opts else None

    def _a_play(self, seat: int, option_id: str) -> None:
        side = self.s.sides[seat]
        if option_id == "draw":
            self.draw(seat)
            self.revealed()
            return
        c = self.uids.index(option_id.split(":", 1)[1])
        side.hand.remove(c)
        side.pile.append(c)
        self.say("play", actor=seat, cards=(self.uids[c],), amounts={"value": self.values[c]})

    def _d_roll(self, seat: int) -> Decision:
        return Decision(seat, "roll", f"Roll the die? ({self.score(seat)} points)",
                        (Option("roll", "Roll the die", verb="roll"), Option("stop", "Stop", verb="stop")))

    def _a_roll(self, seat: int, option_id: str) -> None:
        if option_id == "stop":
            return
        v = self.rng.die()
        if v >= 4:
            self.s.sides[seat].rolled += 1
        self.say("roll", actor=seat, amounts={"die": v})

    def _t_end(self) -> None:
        s = self.s
        seat = s.active
        if self.score(seat) >= self.goal:
            self.outcome = Outcome(seat, f"{self.names[seat]} reached {self.goal} points")
            return
        s.active = 1 - seat
        self.push(("turn",))

    # -- views -------------------------------------------------------------------------------
    def board_view(self, player: int | None) -> "TallyBoard":
        return TallyBoard(self.s.turn, tuple(
            TallySide(self.score(seat), len(side.deck), len(side.hand),
                      tuple(self.card(c) for c in side.hand) if seat == player else None,
                      tuple(self.card(c) for c in side.pile))
            for seat, side in enumerate(self.s.sides)))

    def hidden_uids(self, player: int) -> set[str]:
        """Every deck card, and the other seat's hand."""
        out = set()
        for seat, side in enumerate(self.s.sides):
            out.update(self.uids[c] for c in side.deck)
            if seat != player:
                out.update(self.uids[c] for c in side.hand)
        return out

    def check_invariants(self) -> None:
        """Every card in exactly one zone; scores never negative."""
        seen = sorted(c for side in self.s.sides for c in side.deck + side.hand + side.pile)
        if seen != list(range(len(self.values))):
            raise InvariantError("Tally: a card is lost or in two zones")
        if any(side.rolled < 0 for side in self.s.sides):
            raise InvariantError("Tally: negative score")
