"""Pantheon rules engine: the state machine of docs/rules/pantheon.md.

Rule IDs (PN-n) refer to docs/rules/pantheon.md. The engine works through a
queue of tasks (``state.tasks``), run by the engine's one task loop
(:class:`holytable.engine.tasks.TaskLoop`). For a task ``(name, *args)``:

- ``_d_<name>(*args)`` (if defined) returns the Decision it needs, or None;
- with a Decision pending, ``choose`` pops the task and calls
  ``_a_<name>(*args, option_id)``;
- without one, the task is popped and ``_t_<name>(*args)`` runs.

Handlers put follow-up tasks at the head of the queue (``push``).
"""
from __future__ import annotations

from typing import Any

from holytable.engine.game import Game, OptionSpec
from holytable.engine.tasks import TaskLoop

from .board import BoardMixin
from .cards import Deck
from .combat import CombatMixin
from .effects import EffectsMixin
from .play import PlayMixin
from .state import BASE_ACTIVE, BASE_BENCH, CardInfo, PantheonState, Prof, Side, Slot
from .turn import OPENING_HAND, TurnMixin
from . import view as views
from .invariants import check_invariants
from .words import render

#: PN-1.1: the worship-point goals a match may play to.
GOALS = (5, 10, 15, 20)


class PantheonGame(BoardMixin, EffectsMixin, CombatMixin, PlayMixin, TurnMixin, TaskLoop, Game):
    """Pantheon for 2 to 4 players (the lobby offers two). ``decks``: one
    :class:`~.cards.Deck` (or its JSON data) per seat."""

    game_id = "pantheon"
    title = "Pantheon"
    min_players = 2
    max_players = 4
    OPTIONS = (
        OptionSpec("wp_goal", "Worship-point goal", tuple((g, f"{g} WP") for g in GOALS), 10),
        # PN-13.9: still being made, so not offered in the lobby.
        OptionSpec("cunning", "Cunning", ((False, "Off"), (True, "On")), False, offered=False),
    )

    # -- setup (PN-3) -------------------------------------------------------------------
    def setup(self) -> None:
        self.goal = int(self.options["wp_goal"])
        infos: list[CardInfo] = []
        sides: list[Side] = []
        for seat, deck in enumerate(self.decks):
            if not isinstance(deck, Deck):
                deck = Deck.model_validate(deck)
                self.decks[seat] = deck
            side = Side()
            for entry in deck.cards:
                for n in range(1, entry.count + 1):
                    side.deck.append(len(infos))
                    infos.append(CardInfo(f"p{seat + 1}-{entry.card.key}-{n}", seat, entry.card))
            sides.append(side)
        self.info: tuple[CardInfo, ...] = tuple(infos)
        self.prof: tuple[Prof, ...] = tuple(Prof.of(i.card) for i in infos)
        self._sl = None
        #: a cache of immutable options, each made from its key alone (shared by clones)
        self._options_made: dict[tuple, Any] = {}
        self.by_uid = {i.uid: n for n, i in enumerate(infos)}
        self.total_cards = len(infos)
        self.s = PantheonState(sides=sides)
        for side in sides:
            side.active = [Slot(self.new_id()) for _ in range(BASE_ACTIVE)]
            side.bench = [Slot(self.new_id()) for _ in range(BASE_BENCH)]
        self.roll_for_priority()
        for seat in self.order():
            self.rng.shuffle(self.s.sides[seat].deck)
        for seat in self.order():
            self.draw(seat, OPENING_HAND)
        self.s.tasks = [("mulligan", seat) for seat in self.order()] + [("turn",)]

    # -- views (view.py), invariants (invariants.py), the log's words (words.py) ----------------
    def board_view(self, player: int | None) -> views.Board:
        return views.board_view(self, player)

    def hidden_uids(self, player: int) -> set[str]:
        return views.hidden_uids(self, player)

    def check_invariants(self) -> None:
        check_invariants(self)

    def card_view(self, c: int) -> views.Card:
        """Card ``c``'s printed facts as a view shows them."""
        return views.printed(self, c)

    def render_event(self, verb: str, **fields: Any) -> tuple[str, str | None]:
        """The text of a log event: :func:`.words.render`."""
        return render(self, verb, **fields)

    # -- copies ---------------------------------------------------------------------------------
    def clone(self) -> "PantheonGame":
        """The engine's cheap copy, without the cached spot list."""
        g = super().clone()
        g._sl = None
        return g

    def summary(self) -> dict[str, Any]:
        """Scores in brief (for tools): WP, deck and hand sizes per seat."""
        return {"turn": self.s.turn, "wp": [sd.wp for sd in self.s.sides],
                "deck": [len(sd.deck) for sd in self.s.sides], "hand": [len(sd.hand) for sd in self.s.sides]}
