"""Holdfast rules engine: the state machine of docs/rules/holdfast.md.

Rule IDs (HF-n) refer to docs/rules/holdfast.md. The engine advances through a
queue of tasks (``state.tasks``). A task ``(name, *args)`` runs ``_t_<name>``; a
task that may need a player's input has ``_d_<name>`` returning the Decision (or
an option id chosen for the player when there is nothing to choose, or None to
skip) and ``_a_<name>`` carrying out the chosen option.

The game is written for any number of players (2 to 4 seats): turns go round
the live seats from the first player, and "enemies" are all other live seats.

Option ids (see the mixins for details): ``keep``/``flush``; ``pay:<kind>``;
``lose:<kind>``; ``offer:<uid>``; the Command Phase (actions.py); the Assault
Phase and trap windows (assault.py). Ids are for ``choose`` and saves only:
every option also says what it does as typed data (``verb``, ``cards``,
``seats``, ``zones``, ``cost``, ``amount``; engine/decision.py), and a card is
named there by its handle: its uid, or while it is face down its tag (``fd3``),
the only name a seat may know it by (HF-14.2). Options about one card acting
on another (``target``, ``place``, ``move_to``) list the acting card first.

Every word the game says is in words.py (log events through ``Game.say``,
prompts); what a seat sees is view.py; the checks after every choice are
invariants.py.
"""
from __future__ import annotations

from dataclasses import dataclass

from holytable.engine.decision import Option
from holytable.engine.game import Game, OptionSpec, Outcome
from holytable.engine.tasks import TaskLoop
from holytable.engine.text import counted
from holytable.engine.tables import deal_cards, per_decks

from . import determinize, evaluation, invariants, view, words
from .actions import CommandMixin
from .assault import MOMENTS, AssaultMixin
from .bounty import BountyMixin
from .cards import Deck
from .effects import EffectsMixin
from .field import FALLERS, FieldMixin
from .state import GAP, CardInfo, HFState, Piece, Side

HAND_SIZE = 16  # HF-3.1
DRAW = 8  # HF-5.7


@dataclass(frozen=True)
class _Tables:
    """What follows from the decks alone (HF-3): the card table, its per-card
    facts, each seat's deck before the shuffle and ``options_made``, a cache of
    options each made from its key alone. Shared by every game of the same
    decks (read only; the cache only grows)."""

    info: tuple[CardInfo, ...]
    by_uid: dict[str, int]
    kinds: tuple[str, ...]
    cap_of: tuple[int, ...]
    cost_of: tuple[tuple[tuple[int, ...], int], ...]
    maint_of: tuple[tuple[tuple[int, ...], int, int], ...]
    fells: tuple[bool, ...]
    acts_of: tuple[int, ...]
    stats_of: tuple[tuple[int, int, int], ...]
    abilities_of: tuple[tuple, ...]
    harvest_of: tuple
    reveals: tuple[bool, ...]
    decks: tuple[tuple[int, ...], ...]
    options_made: dict[tuple, Option]


_TABLES: dict[tuple[int, ...], tuple[tuple[Deck, ...], _Tables]] = {}


def _build_tables(decks: list[Deck]) -> _Tables:
    infos, seats = deal_cards(decks, CardInfo)
    fells = tuple(ci.card.type in FALLERS and not (ci.card.type == "belonging" and ci.card.gear) for ci in infos)
    t = _Tables(
        info=tuple(infos),
        by_uid={ci.uid: i for i, ci in enumerate(infos)},
        kinds=tuple(ci.card.type for ci in infos),
        cap_of=tuple(getattr(ci.card, "capacity", 0) for ci in infos),
        cost_of=tuple((ci.card.cost.specific(), ci.card.cost.any) for ci in infos),
        maint_of=tuple((ci.card.maintenance.specific(), ci.card.maintenance.any, ci.card.maintenance.total())
                       for ci in infos),
        fells=fells,
        acts_of=tuple(ci.card.acts if ci.card.type == "denizen" else 1 for ci in infos),
        stats_of=tuple((getattr(ci.card, "strength", 0), getattr(ci.card, "fortitude", 0), getattr(ci.card, "morale", 0))
                       if f else (0, 0, 0) for ci, f in zip(infos, fells)),
        abilities_of=tuple(tuple(enumerate(getattr(ci.card, "abilities", ()))) for ci in infos),
        harvest_of=tuple(getattr(ci.card, "harvest", None) for ci in infos),
        reveals=tuple((ci.card.type == "trap" and ci.card.trigger == "revealed") or bool(getattr(ci.card, "on_reveal", ()))
                      for ci in infos),
        decks=tuple(seats),
        options_made={},
    )
    return t


def _card_tables(decks: list[Deck]) -> _Tables:
    """The :class:`_Tables` of these decks, remembered for the last few deck
    lists (simulate and tools build many games of the same decks)."""
    return per_decks(_TABLES, decks, _build_tables)


class HoldfastGame(AssaultMixin, CommandMixin, EffectsMixin, BountyMixin, FieldMixin, TaskLoop, Game):
    """Holdfast for 2 to 4 players. ``decks``: one :class:`~.cards.Deck` per seat."""

    game_id = "holdfast"
    title = "Holdfast"
    MOMENTS = MOMENTS  # the kinds of moments of its trap and reveal windows (assault.py; stops)
    min_players = 2
    max_players = 4
    OPTIONS = (
        OptionSpec("turn_limit", "Turn limit",  # HF-1.4
                   ((30, "30 turns each"), (50, "50 turns each"), (80, "80 turns each")), 50),
    )

    # -- setup (HF-3) ------------------------------------------------------------------------
    def setup(self) -> None:
        for seat, deck in enumerate(self.decks):
            if not isinstance(deck, Deck):
                self.decks[seat] = Deck.model_validate(deck)
        t = _card_tables(self.decks)
        infos = t.info
        sides = [Side(deck=list(d)) for d in t.decks]
        self.info: tuple[CardInfo, ...] = infos
        self.by_uid: dict[str, int] = t.by_uid
        #: per card: its type, and the store capacity change it gives face up in play (HF-4.1)
        self.kinds: tuple[str, ...] = t.kinds
        self.cap_of: tuple[int, ...] = t.cap_of
        #: per card: its cost as (the five named kinds, any) (HF-4.4)
        self._cost_of: tuple[tuple[tuple[int, ...], int], ...] = t.cost_of
        #: per card: its maintenance as (the five named kinds, any, total) (HF-5.3)
        self._maint_of: tuple[tuple[tuple[int, ...], int, int], ...] = t.maint_of
        #: per card: whether fortitude can fell it (HF-11.3: a denizen,
        #: structure or belonging that is no gear)
        self._fells: tuple[bool, ...] = t.fells
        #: per card: its printed actions a turn (HF-9.1: a denizen's acts, 1 for any other)
        self._acts_of: tuple[int, ...] = t.acts_of
        #: per card: its printed (strength, fortitude, morale) where they count
        #: (0 for a card fortitude cannot fell), its abilities as ``(index,
        #: Ability)`` pairs, its harvest (or None) and whether revealing it does
        #: something (HF-8, HF-9.1, HF-5.2, HF-11.1)
        self._stats_of: tuple[tuple[int, int, int], ...] = t.stats_of
        self._abilities_of: tuple[tuple, ...] = t.abilities_of
        self._harvest_of: tuple = t.harvest_of
        self._reveals: tuple[bool, ...] = t.reveals
        self.total_cards = len(infos)
        self.turn_limit: int = self.options["turn_limit"]
        #: a cache of immutable options, shared by clones and every game of the same decks
        self._options_made: dict[tuple, Option] = self.shared_options(t.options_made)
        self.s = HFState(sides=sides, pieces=[Piece(where="deck", seat=ci.owner) for ci in infos])
        s = self.s
        for seat in range(self.num_players):
            self.say("deck", actor=seat, amounts={"cards": self.decks[seat].card_count()}, deck=self.decks[seat].name)
        for seat in range(self.num_players):
            self.rng.shuffle(s.sides[seat].deck)
        s.first = self.rng.choice(list(range(self.num_players)))
        s.active = s.first
        self.say("first", actor=s.first)
        for seat in self.order():
            self.draw(seat, HAND_SIZE)
            self.play_resources(seat)
        s.tasks = [("turn",)]

    # -- helpers ----------------------------------------------------------------------------------
    def order(self) -> list[int]:
        """Live seats in turn order, starting with the active player."""
        n = self.num_players
        a = self.s.active
        sides = self.s.sides
        if n == 2:
            b = 1 - a
            if sides[a].alive:
                return [a, b] if sides[b].alive else [a]
            return [b] if sides[b].alive else []
        return [(a + i) % n for i in range(n) if sides[(a + i) % n].alive]

    def enemies(self, seat: int) -> list[int]:
        """Every other live seat, in turn order after ``seat``."""
        n = self.num_players
        if n == 2:
            return [1 - seat] if self.s.sides[1 - seat].alive else []
        return [(seat + i) % n for i in range(1, n) if self.s.sides[(seat + i) % n].alive]

    def draw(self, seat: int, n: int) -> int:
        """Draw ``n`` cards (fewer only when the deck runs out: HF-5.7)."""
        side = self.s.sides[seat]
        before = len(side.deck)
        k = min(n, before)
        drawn = []
        pieces = self.s.pieces
        for _ in range(k):
            c = side.deck.pop()
            # a piece in a deck is shared by copies of the state (HFState.copy):
            # a drawn card gets a piece of its own before it changes (as take gives)
            p = pieces[c] = pieces[c].copy()
            p.where = "limbo"
            self.put(c, "hand", seat)
            drawn.append(c)
        side.last_draw = (before, k, n)
        if k:
            self.revealed()
            self.say("draw", actor=seat, cards=[self.uid(c) for c in drawn], amounts={"cards": k}, only=seat,
                     names=[self.cname(c) for c in drawn])
        return k

    def play_resources(self, seat: int) -> None:
        """HF-8.7: every resource in the hand is put into play at once."""
        side = self.s.sides[seat]
        res = [c for c in side.hand if self.kind(c) == "resource"]
        for c in res:
            self.take(c)
            self.put(c, "resources", seat)
        if res:
            self.say("resources", actor=seat, amounts={"cards": len(res)}, names=[self.cname(c) for c in res])


    # -- the turn (HF-5) -------------------------------------------------------------------------------
    def _t_turn(self) -> None:
        s = self.s
        if s.turn == 0:
            a = s.first
        else:
            a = self._next_live(s.active)
        s.turn += 1
        s.active = a
        s.sides[a].turns += 1
        self.log.turn = s.turn
        s.phase = "harvest"
        self.say("turn", actor=a, amounts={"turn": s.turn})
        self.push(("flush",), ("harvest",), ("maintenance",), ("command",), ("assault_menu",), ("end_phase",))

    @property
    def round_number(self) -> int:
        """HF-1.4: the round the table is in, as the screen's header counts it
        ("round 4 of 50"): the active player's own turns (0 before the first)."""
        s = self.s
        return s.sides[s.active].turns if s.turn else 0

    def _next_live(self, seat: int) -> int:
        n = self.num_players
        for i in range(1, n + 1):
            if self.s.sides[(seat + i) % n].alive:
                return (seat + i) % n
        return seat  # pragma: no cover - the game is over before this

    def _t_end_phase(self) -> None:
        """HF-5.7: the loss check (HF-1.1), then draw exactly eight and put every
        resource from the hand into play."""
        s = self.s
        a = s.active
        s.phase = "end"
        if not self.holds_out(a):
            kinds = {self.kind(c) for c in self.in_play(a)}
            missing = " and no ".join(w for w in ("denizen", "structure") if w not in kinds)
            self.eliminate(a, f"{self.names[a]} ends their turn with no {missing} in play")
            if self.outcome is not None:
                return
        else:
            self.draw(a, DRAW)
            self.play_resources(a)
        # HF-1.4 after the fall check: a card whose "this turn" fortitude wore
        # off at cleanup falls before the holds are counted
        self.push(("cleanup",), ("settle",), ("turn_limit",), ("turn",))

    def _t_cleanup(self) -> None:
        """End of the turn: damage on denizens and belongings and every "this
        turn" effect end (HF-11.3, HF-12.5)."""
        s = self.s
        kinds = self.kinds
        for seat in range(self.num_players):
            for c in self.in_play(seat):
                p = s.pieces[c]
                if kinds[c] != "structure":
                    p.damage = 0
                p.bonus = [0, 0, 0]
                p.shield = 0
                p.acted = 0
                p.extra_acts = 0

    def _t_turn_limit(self) -> None:
        """HF-1.4: once every player still in the game has taken the turn limit,
        the game ends; counted after the end-of-turn fall check (HF-5.7,
        HF-11.3), so a structure kept up only by a "this turn" bonus is gone."""
        s = self.s
        live = [i for i, side in enumerate(s.sides) if side.alive]
        if all(s.sides[i].turns >= self.turn_limit for i in live):
            self.end_by_limit()

    def eliminate(self, seat: int, why: str) -> None:
        """HF-1.2: a player who loses leaves the game; their cards in play go to
        their owners' rubble. The last player standing wins."""
        s = self.s
        side = s.sides[seat]
        self.say("loses", actor=seat, why=why)
        side.alive = False
        side.levies = []
        side.store = [0, 0, 0, 0, 0]
        while True:
            cards = [c for c in side.resources + side.outland + side.courtyard + side.perimeter if c != GAP]
            if not cards:
                break
            self.leave_play(cards[0], "rubble")
        live = [i for i, sd in enumerate(s.sides) if sd.alive]
        if len(live) == 1:
            self.outcome = Outcome(live[0], f"{why}; {self.names[live[0]]} is the last player standing")
            self.say("wins", actor=live[0])

    def end_by_limit(self) -> None:
        """HF-1.4: the turn limit: most denizens and structures in play, then most
        cards in play, then most bounty stored; otherwise a draw."""
        s = self.s
        live = [i for i, side in enumerate(s.sides) if side.alive]

        def score(seat: int) -> tuple[int, int, int]:
            cards = list(self.in_play(seat))
            return (sum(1 for c in cards if self.kind(c) in ("denizen", "structure")), len(cards), self.stored(seat))

        scores = {i: score(i) for i in live}
        best = max(scores.values())
        top = [i for i in live if scores[i] == best]
        shown = ", ".join(f"{self.names[i]} {counted(scores[i][0], 'denizen or structure', 'denizens and structures')}"
                          for i in live)
        if len(top) == 1:
            self.outcome = Outcome(top[0], f"Turn limit ({self.turn_limit} turns each): {shown}; "
                                           f"{self.names[top[0]]} holds the most")
        else:
            self.outcome = Outcome(None, f"Turn limit ({self.turn_limit} turns each): {shown}; a draw")
        self.say("turn_limit", actor=self.outcome.winner, reason=self.outcome.reason)

    # -- views (view.py) ------------------------------------------------------------------------------
    def board_view(self, player: int | None) -> "view.Board":
        """:func:`.view.board_view`."""
        return view.board_view(self, player)

    def hidden_uids(self, player: int) -> set[str]:
        """:func:`.view.hidden_uids`."""
        return view.hidden_uids(self, player)

    def check_invariants(self) -> None:
        """:func:`.invariants.check` (HF-16.1)."""
        invariants.check(self)

    def redeal_hidden(self, seat: int, rng) -> None:
        """:func:`.determinize.redeal_hidden` (issue 14, HF-14)."""
        determinize.redeal_hidden(self, seat, rng)

    def evaluate(self, seat: int) -> float:
        """:func:`.evaluation.evaluate` (issue 14): ``seat``'s chances, 0..1, from public facts."""
        return evaluation.evaluate(self, seat)

    # -- the log's words (words.py) ---------------------------------------------------------------
    def render_event(self, verb: str, **fields) -> tuple[str, str | None]:
        """The text of a log event: :func:`.words.render`."""
        return words.render(self.names, verb, **fields)

    # -- cloning ------------------------------------------------------------------------------------------
