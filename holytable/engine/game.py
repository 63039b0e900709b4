"""The Game base class: the one contract every game implements (DESIGN.md).

A game is built from ``(options, seed, decks, names)`` and then driven only through
:meth:`Game.choose`. It advances on its own until a player must decide and exposes
exactly one pending :class:`~holytable.engine.decision.Decision` (``game.pending``),
or ``None`` once ``game.outcome`` is set.

Subclasses implement:

- ``setup()``: build the initial state (may use ``self.rng``).
- ``advance() -> Decision | None``: run automatic steps until a decision is needed;
  return it, or set ``self.outcome`` and return None.
- ``apply(decision, option)``: carry out the chosen option.
- ``board_view(player)``: the game-specific part of :meth:`view` (a frozen
  dataclass of the game's ``view`` module).
- ``render_event(verb, **fields) -> (text, others)``: the words of the log
  events the game logs with :meth:`say`.
- ``hidden_uids(player) -> set[str]``: the cards ``player`` may not see.
- ``check_invariants()``: raise :class:`InvariantError` when the state is broken.

A game with a task queue gets ``advance`` and ``apply`` from
:class:`holytable.engine.tasks.TaskLoop` (every game of the suite does).
Everything the UI, the shared contract tests (``tests/contract``) and the
privacy checks use is declared here; anything else a game offers (``s``,
``info``, ``by_uid``, ``card_view``...) is its own and only its own screen and
tests may use it.
"""
from __future__ import annotations

import copy
import weakref
from dataclasses import dataclass, replace
from typing import Any, ClassVar, Mapping, Sequence

from .decision import PASS, Decision, IllegalChoice, Option
from .log import Event, Log
from .rng import GameRng
from .stops import Moment
from .view import Result, View


class InvariantError(AssertionError):
    """A broken game invariant (a bug in a rules engine)."""


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a game ended.

    winner: seat index of the winner, or None for a draw.
    reason: why, in the game's own terms ("Red reached 40 VP").
    """

    winner: int | None
    reason: str

    @property
    def is_draw(self) -> bool:
        return self.winner is None


@dataclass(frozen=True, slots=True)
class OptionSpec:
    """One game option offered in the lobby.

    key: option key in ``Game.options``; label: human text in the game's own
    words (no rule IDs); choices: ``(value, label)`` pairs; default: one of
    the values. offered: False while the option is not ready for play: the
    lobby leaves it out (the game gets the default); ``holytable balance
    --option`` can still set it.
    """

    key: str
    label: str
    choices: tuple[tuple[Any, str], ...]
    default: Any
    offered: bool = True


class _ChanceUsed:
    """A game's ``_chance_used`` as its RNG's ``on_use``, holding the game
    weakly: a game and its RNG make no reference cycle, so a copy that a
    search drops (one a determinization) is freed at once, not left to the
    garbage collector (which then took about a sixth of a Holdfast search's
    time: every piece of every copy went through it). Copies
    (``copy.deepcopy``) and pickles (the UI's search worker) refer to the
    copied game, as a bound method does."""

    __slots__ = ("ref",)

    def __init__(self, game: "Game") -> None:
        self.ref = weakref.ref(game)

    def __call__(self) -> None:
        g = self.ref()
        if g is not None:
            g._chance_used()

    def __reduce__(self):
        return (_ChanceUsed, (self.ref(),))


class Game:
    """Base of every game's rules engine. See the module docstring.

    Public attributes (read them; only :meth:`choose` changes them):

    - ``options``: the resolved lobby options (:meth:`resolve_options`);
      ``seed``: the int seed; ``decks``: one resolved deck (a pydantic model,
      the registry's ``deck_model``) per seat; ``names``: one name per seat;
      ``num_players``: the number of seats.
    - ``rng``: the game's only source of chance (:class:`GameRng`);
      ``log``: the :class:`Log` (read it through :meth:`view`, which filters it
      per seat).
    - ``choices`` / ``deciders``: every option id chosen so far and the seat
      that chose it (a record replays ``choices``); ``barrier``: the number of
      choices that can no longer be taken back (:meth:`can_take_back`);
      ``passes``: the indices (ascending) of the passes made in response
      windows (``Decision.window``, option ``"pass"``), whether Pass was the
      only option or not: a pass changes nothing and reveals nothing, so a
      takeback goes back past it (:meth:`last_real_choice`); counting only
      Pass-only windows let a refused takeback tell a player that the other
      seat had held an answer (issue 16). A random playout
      (``TaskLoop.playout``) does not mark them: its passes count as real.
    - ``pending``: the one :class:`Decision` waiting, or None once ``outcome``
      (an :class:`Outcome`) is set.
    - ``quiet``: True for a game built with ``quiet=True`` (random playouts,
      ``holytable simulate --fast``, a computer player's look-ahead): it logs
      nothing (:meth:`say` returns at once; ``log.turn`` still counts turns),
      and plays exactly the same game otherwise, since no rule reads the log.
      Its clones are quiet too.
    """

    #: True only while :meth:`TaskLoop.playout <holytable.engine.tasks.TaskLoop.playout>`
    #: plays (a random playout reads a decision's ``player`` and ``options``
    #: alone): a ``_d_`` function may then return a *lean* decision, its
    #: ``player``, ``kind``, ``options`` and ``window`` as always but its
    #: ``prompt`` left unworded (``""``) and ``others`` None. Never seen
    #: outside playout: it words the decision it stops at in full.
    lean: ClassVar[bool] = False
    game_id: ClassVar[str] = ""
    title: ClassVar[str] = ""
    OPTIONS: ClassVar[tuple[OptionSpec, ...]] = ()
    #: The kinds of moments of this game's response windows (:mod:`.stops`):
    #: every window decision's ``moment`` is one of their keys. Empty for a
    #: game without windows.
    MOMENTS: ClassVar[tuple[Moment, ...]] = ()
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 2

    def __init__(
        self,
        *,
        options: Mapping[str, Any] | None = None,
        seed: int = 0,
        decks: Sequence[Any],
        names: Sequence[str] | None = None,
        quiet: bool = False,
    ) -> None:
        self.options = self.resolve_options(options or {})
        self.seed = int(seed)
        self.decks = list(decks)
        n = len(self.decks)
        if not (self.min_players <= n <= self.max_players):
            raise ValueError(f"{self.title} takes {self.min_players}-{self.max_players} decks, got {n}")
        self.names = list(names) if names else [f"Player {i + 1}" for i in range(n)]
        if len(self.names) != n:
            raise ValueError("one name per deck")
        self.num_players = n
        self.quiet = bool(quiet)
        self.rng = GameRng(self.seed, _ChanceUsed(self))
        self.log = Log()
        self.choices: list[str] = []
        self.deciders: list[int] = []
        self.barrier = 0
        self.passes: list[int] = []
        self.outcome: Outcome | None = None
        self.pending: Decision | None = None
        self.setup()
        self.pending = self._advance()

    # -- options ---------------------------------------------------------
    @classmethod
    def resolve_options(cls, given: Mapping[str, Any]) -> dict[str, Any]:
        """Defaults filled in; unknown keys or values raise ValueError."""
        out: dict[str, Any] = {}
        specs = {s.key: s for s in cls.OPTIONS}
        for k in given:
            if k not in specs:
                raise ValueError(f"{cls.title}: unknown option {k!r}")
        for s in cls.OPTIONS:
            v = given.get(s.key, s.default)
            if v not in [c[0] for c in s.choices]:
                raise ValueError(f"{cls.title}: option {s.key} cannot be {v!r}")
            out[s.key] = v
        return out

    # -- the contract ----------------------------------------------------
    def choose(self, option_id: str) -> None:
        """Carry out the option ``option_id`` of the pending decision.

        Raises IllegalChoice (a ValueError) if the game is over or the id is not on
        offer; the state is then unchanged.
        """
        d = self.pending
        if d is None:
            raise IllegalChoice("the game is over: nothing to choose")
        opt = d._by_id.get(option_id) if type(option_id) is str else None
        if opt is None:
            opt = d.get(option_id)  # raises IllegalChoice
        if d.window and opt.id == PASS:
            # any pass in a window, not only a Pass-only one: whether a takeback
            # goes back past it must not depend on what the passer held (issue 16)
            self.passes.append(len(self.choices))
        self.choices.append(option_id)
        self.deciders.append(d.player)
        self.pending = None
        self.apply(d, opt)
        self.pending = self._advance()

    def _advance(self) -> Decision | None:
        if self.outcome is not None:
            return None
        d = self.advance()
        if d is None and self.outcome is None:
            raise InvariantError(f"{self.title}: no decision pending and no outcome")
        return d if self.outcome is None else None

    def legal_ids(self) -> list[str]:
        """Ids on offer now ([] once the game is over)."""
        return self.pending.ids() if self.pending else []

    @property
    def over(self) -> bool:
        """True once the game has ended (``outcome`` set, nothing pending)."""
        return self.outcome is not None

    # -- takeback barrier -------------------------------------------------
    def _chance_used(self) -> None:
        self.barrier = len(self.choices)

    def revealed(self) -> None:
        """Call when hidden information becomes known to a player: choices made
        before this point can no longer be taken back."""
        self.barrier = len(self.choices)

    def last_real_choice(self) -> int | None:
        """The index of the last choice that was a real one (not a pass in a
        response window, :attr:`passes`) if no chance was used and no hidden
        information revealed since it (it is at or past :attr:`barrier`);
        None otherwise, or when the game is over."""
        if self.outcome is not None:
            return None
        k = len(self.choices) - 1
        passes = self.passes
        j = len(passes) - 1
        while k >= self.barrier:
            while j >= 0 and passes[j] > k:
                j -= 1
            if j >= 0 and passes[j] == k:
                k -= 1
                continue
            return k
        return None

    def can_take_back(self, player: int) -> bool:
        """True when ``player`` made the last real choice (:meth:`last_real_choice`:
        passes made since in response windows, by any seat, are taken back
        with it) and no chance was used and no hidden information revealed
        since (and the game is not over)."""
        k = self.last_real_choice()
        return k is not None and self.deciders[k] == player

    @property
    def turn_number(self) -> int:
        """The game's turn (round) number as its log numbers them: every game
        sets ``log.turn`` when a turn begins (0 before the first)."""
        return self.log.turn

    @property
    def first_player(self) -> int | None:
        """The seat whose turn came first: the actor of the first ``"turn"``
        event of the log (None before it, or in a game whose turns have no
        single actor)."""
        for e in self.log.events:
            if e.verb == "turn":
                return e.actor
        return None

    def older_skip(self, revision: int) -> str | None:
        """The option the version of ``revision`` (a record's
        ``GameRecord.revision``, older than ``record.REVISION``) chose by
        itself, with no choice recorded, at the pending decision, or None
        (the default: every game that never began asking somewhere new). Read
        only while replaying a record of an older revision."""
        return None

    def last_decider(self) -> int | None:
        """The seat that made the last choice (None before the first)."""
        return self.deciders[-1] if self.deciders else None

    # -- views -----------------------------------------------------------
    def view(self, player: int | None) -> View:
        """Everything seat ``player`` may know, as typed data (:class:`View`).

        ``player=None`` is a spectator who sees only public information.
        Never contains an opponent's hand, a face-down card or any deck order:
        no uid of :meth:`hidden_uids` (``player``) appears anywhere in it (nor
        in :meth:`view_dict`), and a spectator's view holds no uid hidden from
        any seat. ``options`` are the pending options only when ``player``
        decides now; ``board`` is :meth:`board_view`.
        """
        d = self.pending
        o = self.outcome
        mine = d is not None and (d.player == player or d.others is None)
        return View(
            game=self.game_id,
            title=self.title,
            player=player,
            names=tuple(self.names),
            options_set=dict(self.options),
            log=self._log_for(player),
            deciding=d.player if d else None,
            decision_kind=(d.kind if mine else d.others[0]) if d else None,  # type: ignore[index]
            window=d.window if d else False,
            prompt=(d.prompt if mine else d.others[1]) if d else None,  # type: ignore[index]
            options=d.options if d is not None and d.player == player else (),
            outcome=Result(o.winner, o.reason) if o else None,
            choices_made=len(self.choices),
            turn=self.log.turn,
            board=self.board_view(player),
            others_prompt=not mine,
        )

    def _log_for(self, player: int | None) -> tuple:
        """The log as ``player`` sees it (:meth:`Log.seen_by`), each event's
        ``cards`` cut to the uids ``player`` may still see: a card seen once
        can go back to a hidden zone (shuffled into a deck, returned to a
        hand), and an old event must not say which copy it was. A spectator
        keeps no uid hidden from any seat. The texts name cards, never uids."""
        log = self.log.seen_by(player)
        if not any(e.cards for e in log):
            return log
        if player is None:
            hidden: set[str] = set().union(*(self.hidden_uids(p) for p in range(self.num_players)))
        else:
            hidden = self.hidden_uids(player)
        if all(hidden.isdisjoint(e.cards) for e in log):
            return log
        return tuple(e if hidden.isdisjoint(e.cards) else
                     replace(e, cards=tuple(c for c in e.cards if c not in hidden)) for e in log)

    def view_dict(self, player: int | None) -> dict[str, Any]:
        """:meth:`view` as plain JSON-able data (:meth:`View.to_dict`): for
        tests, saves and the privacy checks, never for screens."""
        return self.view(player).to_dict()

    # -- the log ---------------------------------------------------------
    def say(
        self,
        verb: str,
        *,
        actor: int | None = None,
        cards: Sequence[str] = (),
        amounts: Mapping[str, int] | None = None,
        seats: Sequence[int] = (),
        only: int | None = None,
        **words: Any,
    ) -> None:
        """Log one typed event: ``verb`` done by seat ``actor`` to ``cards``
        (uids) with ``amounts`` (name -> int) concerning ``seats``; ``only``
        makes it private to that seat. Its text is :meth:`render_event`'s
        (``words`` are extra values the text needs, not kept in the event).
        A ``quiet`` game logs nothing."""
        if self.quiet:
            return
        cards = tuple(cards)
        seats = tuple(seats)
        amounts = amounts or {}
        text, others = self.render_event(verb, actor=actor, cards=cards, amounts=amounts, seats=seats, only=only,
                                         **words)
        log = self.log
        log.events.append(Event(len(log.events), text, only, others, log.turn, verb, actor, cards,
                                tuple(amounts.items()) if amounts else (), seats))

    def render_event(self, verb: str, **fields: Any) -> tuple[str, str | None]:
        """The text of an event (the one place each game words its log):
        ``(text, others)``, ``others`` being what the other seats read of a
        private event (None: nothing). Raises KeyError for an unknown verb."""
        raise KeyError(f"{self.title}: no words for the log event {verb!r}")

    def shared_options(self, table: dict) -> dict:
        """This game's part of an option cache shared by games of the same
        decks: ``table`` maps (player names, game options) to a dict of
        options by key, since option labels name players and may word a
        game option. Returns the dict for this game's names and options."""
        key = (tuple(self.names), repr(sorted(self.options.items())))
        part = table.get(key)
        if part is None:
            part = table[key] = {}
        return part

    def clone(self) -> "Game":
        """An independent copy (for search, bots and the fuzzer): equal to this
        game field by field (fields named with a leading ``_`` are caches and
        may be dropped), sharing nothing that either game changes, and
        continuing exactly as this game would on the same choices.

        A game that keeps all of its changing state in ``self.s`` (an object
        with a cheap ``copy()``) is copied cheaply: ``s``, the choice lists,
        the log and the RNG are copied, static tables (cards, options) are
        shared. Any other game is deep-copied."""
        return self._copy(with_rng=True)

    def _copy(self, with_rng: bool) -> "Game":
        """:meth:`clone`; without ``with_rng`` (a game is cheap to copy:
        ``s.copy()``) the copy's ``rng`` is still this game's, to be replaced
        at once (:meth:`determinize` seeds a new one: seeding a Mersenne
        Twister is a good part of a copy's cost)."""
        s = getattr(self, "s", None)
        if s is None or not callable(getattr(s, "copy", None)):
            return copy.deepcopy(self)
        g = object.__new__(type(self))
        g.__dict__.update(self.__dict__)
        g.s = s.copy()
        g.decks = list(self.decks)
        g.choices = self.choices[:]
        g.deciders = self.deciders[:]
        g.passes = self.passes[:]
        g.log = self.log.copy()
        if with_rng:
            g.rng = GameRng(self.seed, _ChanceUsed(g))
            g.rng.setstate(self.rng.getstate())
        return g

    def determinize(self, seat: int, seed: int) -> "Game":
        """A copy of this game as seat ``seat`` might believe it to be, for a
        computer player's search (issue 14; Cowling, Powley and Whitehouse
        2012, "determinization"): a :meth:`clone` in which every card hidden
        from ``seat`` (:meth:`hidden_uids`) is dealt again at random among the
        places hidden from it, and every other secret of the other seats (a
        committed split, a face-down choice) drawn again among what they could
        have chosen, consistently with everything ``seat`` has seen; and whose
        chance is seeded afresh from ``seed`` (so a search samples dice and
        shuffles, never reads them ahead from the game's seed).

        Shape: a new quiet-or-not game (as this one), never this one. At a
        decision of ``seat`` (where a search starts), ``view(seat)`` of the
        result equals ``view(seat)`` of this game (board, prompt, options: the
        seat's own knowledge is kept). When another seat is deciding, its
        decision is asked again from the cards it now holds (its options may
        name other cards, and rarely differ in what ``seat`` sees: a window that
        becomes Pass-only; the games redeal a few times to keep it alike). What
        each seat knows of hidden cards lives in the state, not the log (a
        quiet copy has no log). The result
        passes :meth:`check_invariants` and plays on to an end. It depends
        only on what ``seat`` may know and on ``seed``: two games that look the
        same from ``seat`` (same ``view(seat)`` and record of the seat's own
        knowledge) but differ in hidden cards give equal determinizations for
        the same seed (so a game re-deals from a canonical order, e.g. the
        hidden cards sorted by uid, never from where they really are).

        Games implement :meth:`redeal_hidden` (they only re-deal); this method
        clones, re-seeds the RNG with ``seed`` and calls it. When another seat
        decides now, its decision is asked again of the new deal
        (:func:`~.redeal.ask_again`, a pure query of the head task); a deal
        after which it no longer looks the same to the other seats
        (:func:`~.redeal.same_face`: not asked at all, another window) is made
        again, up to :data:`~.redeal.TRIES` times, after which the game goes on
        from the last deal (``_advance``)."""
        from .redeal import TRIES, ask_again, same_face

        # its rng is replaced here (a game with its own clone keeps it)
        g = self._copy(with_rng=False) if type(self).clone is Game.clone else self.clone()
        g.seed = int(seed)
        g.rng = GameRng(int(seed), _ChanceUsed(g))
        rng = GameRng(int(seed) ^ 0x5EED)
        d = g.pending
        if d is None or d.player == seat:
            g.redeal_hidden(seat, rng)
            return g
        tries = TRIES if callable(getattr(g, "_fns", None)) else 0
        if not tries:  # a game without a task queue cannot be asked without moving on: one deal
            g.redeal_hidden(seat, rng)
        for _ in range(tries):
            # a deal depends on the view alone, so dealing a deal again is a fresh deal
            g.redeal_hidden(seat, rng)
            new = ask_again(g)
            if same_face(d, new):
                g.pending = new
                return g
        g.pending = g._advance()
        return g

    def redeal_hidden(self, seat: int, rng: GameRng) -> None:  # pragma: no cover - abstract
        """Re-deal, in place, what ``seat`` may not know (:meth:`determinize`
        gives the contract), drawing only from ``rng``. Called on a clone,
        maybe more than once (each call a fresh deal from a canonical order).
        It leaves ``pending`` alone: :meth:`determinize` asks another seat's
        decision again."""
        raise NotImplementedError(f"{self.title}: no determinization yet (issue 14)")

    # -- to implement ----------------------------------------------------
    def setup(self) -> None:  # pragma: no cover - abstract
        raise NotImplementedError

    def advance(self) -> Decision | None:  # pragma: no cover - abstract
        raise NotImplementedError

    def apply(self, decision: Decision, option: Option) -> None:  # pragma: no cover
        raise NotImplementedError

    def board_view(self, player: int | None) -> Any:  # pragma: no cover
        """The game's own part of :meth:`view`: a frozen dataclass of typed
        fields (cards as typed values with a ``uid`` field)."""
        raise NotImplementedError

    def check_invariants(self) -> None:  # pragma: no cover - abstract
        """Raise :class:`InvariantError` naming the first broken invariant of
        the state (cards conserved, no negative counts...); return None when
        the state is sound. Called after every choice by ``simulate`` and the
        tests; it never changes the game."""
        raise NotImplementedError

    def hidden_uids(self, player: int) -> set[str]:  # pragma: no cover - abstract
        """The uids of every card seat ``player`` may not see right now: as a
        rule every deck card (their own too), the other seats' hands, the other
        seats' face-down cards, plus whatever the game's rules page hides.

        Shape: a set of card uid strings, the same strings as the ``"uid"``
        fields of :meth:`view`, each made of letters, digits, ``-`` and ``_``
        only (so a check finds it as a whole word in any text, also inside an
        option id such as ``"play:p1-scout-2"``); ``player`` is a seat index,
        never None (what a spectator may not see is the union over every
        seat). The privacy checks (``tests/contract``) assert that none of
        them appears in ``view(player)`` (board, options, prompt) nor in the
        log lines ``player`` reads. Computed from the state; it never changes
        the game."""
        raise NotImplementedError


__all__ = ["Game", "View", "Outcome", "OptionSpec", "InvariantError", "IllegalChoice", "Decision", "Option"]
