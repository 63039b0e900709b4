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

from dataclasses import dataclass
from typing import Any

from holytable.engine.game import Game, OptionSpec
from holytable.engine.tables import deal_cards, per_decks
from holytable.engine.tasks import TaskLoop

from .board import BoardMixin
from .cards import Deck
from .combat import CombatMixin
from .effects import EffectsMixin
from .play import MOMENTS, PlayMixin
from .state import BASE_ACTIVE, BASE_BENCH, CardInfo, PantheonState, Prof, Side, Slot
from .turn import OPENING_HAND, TurnMixin
from . import determinize as _determinize
from . import evaluate as _evaluate
from . import view as views
from .invariants import check_invariants
from .words import render

#: PN-1.1: the worship-point goals a match may play to.
GOALS = (5, 10, 15, 20)


@dataclass(frozen=True)
class _Tables:
    """What follows from the decks alone (PN-3): the card table, its per-card
    facts, each seat's deck before the shuffle and ``options_made``, a cache of
    options each made from its key alone. Shared by every game of the same
    decks (read only; the cache only grows)."""

    info: tuple[CardInfo, ...]
    prof: tuple[Prof, ...]
    by_uid: dict[str, int]
    keys: tuple[str, ...]
    char_cards: tuple[bool, ...]
    printed_hp: tuple[int, ...]
    c3_of: tuple
    card_names: tuple[str, ...]
    twists: tuple[bool, ...]
    activatable: tuple[bool, ...]
    need_cp: tuple[int, ...]
    need_mp: tuple[int, ...]
    decks: tuple[tuple[int, ...], ...]
    options_made: dict[tuple, Any]


_TABLES: dict[tuple[int, ...], tuple[tuple[Deck, ...], _Tables]] = {}


def _build_tables(decks: list[Deck]) -> _Tables:
    infos, seats = deal_cards(decks, lambda uid, seat, card, _n: CardInfo(uid, seat, card))
    profs = tuple(Prof.of(i.card) for i in infos)
    t = _Tables(
        info=tuple(infos),
        prof=profs,
        by_uid={i.uid: n for n, i in enumerate(infos)},
        keys=tuple(i.card.key for i in infos),
        char_cards=tuple(i.card.type == "character" for i in infos),
        printed_hp=tuple(getattr(i.card, "hp", 0) or 0 for i in infos),
        c3_of=tuple(getattr(i.card, "c3", None) for i in infos),
        card_names=tuple(i.card.name for i in infos),
        twists=tuple(i.card.type == "magic" and i.card.subtype == "twist" for i in infos),
        activatable=tuple(bool(p.abilities or (p.en_wp and p.en_abilities)) for p in profs),
        need_cp=tuple(0 if i.card.type == "magic" else i.card.cost for i in infos),
        need_mp=tuple(i.card.cost if i.card.type == "magic" else 0 for i in infos),
        decks=tuple(seats),
        options_made={},
    )
    return t


def _card_tables(decks: list[Deck]) -> _Tables:
    """The :class:`_Tables` of these decks, remembered for the last few deck
    lists (simulate and tools build many games of the same decks)."""
    return per_decks(_TABLES, decks, _build_tables)


class PantheonGame(BoardMixin, EffectsMixin, CombatMixin, PlayMixin, TurnMixin, TaskLoop, Game):
    """Pantheon for 2 to 4 players (the lobby offers two). ``decks``: one
    :class:`~.cards.Deck` (or its JSON data) per seat."""

    game_id = "pantheon"
    title = "Pantheon"
    MOMENTS = MOMENTS  # the kinds of moments of its Twist windows (play.py; stops)
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
        for seat, deck in enumerate(self.decks):
            if not isinstance(deck, Deck):
                self.decks[seat] = Deck.model_validate(deck)
        t = _card_tables(self.decks)
        infos = t.info
        sides = [Side(deck=list(d)) for d in t.decks]
        self.info: tuple[CardInfo, ...] = infos
        self.prof: tuple[Prof, ...] = t.prof
        #: per card: its key, whether it is a character, its printed HP (0: none)
        self.keys: tuple[str, ...] = t.keys
        self.char_cards: tuple[bool, ...] = t.char_cards
        self.printed_hp: tuple[int, ...] = t.printed_hp
        #: per card: its C3 Cost (PN-14.3) or None, as ``getattr(card, "c3", None)``
        #: (a lookup that raises inside pydantic for the cards without the field)
        self.c3_of: tuple = t.c3_of
        self.card_names: tuple[str, ...] = t.card_names
        #: per card: a Twist (PN-17.1: the only cards cast outside Play
        #: phases); the CP and the MP its printed cost asks (PN-7.4)
        self.twists: tuple[bool, ...] = t.twists
        #: per card: it has activated abilities (PN-14.2), Enlightened ones included
        self.activatable: tuple[bool, ...] = t.activatable
        self.need_cp: tuple[int, ...] = t.need_cp
        self.need_mp: tuple[int, ...] = t.need_mp
        self._sl = None
        #: a cache of immutable options, each made from its key alone (shared
        #: by clones and by every game of the same decks)
        self._options_made: dict[tuple, Any] = self.shared_options(t.options_made)
        self.by_uid = t.by_uid
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

    #: the determinization hook of Game.determinize (issue 14): :func:`.determinize.redeal_hidden`
    redeal_hidden = _determinize.redeal_hidden
    #: the position evaluation a search uses at its playout cut-off (issue 14): :func:`.evaluate.evaluate`
    evaluate = _evaluate.evaluate

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
