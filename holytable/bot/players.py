"""The computer players (issue 14): :class:`RandomPlayer` and
:class:`SearchPlayer` (ISMCTS, :mod:`.ismcts`), both with one method,
``choose(game, seat, should_stop=None) -> option_id``, meant to run in a
worker thread on a copy of the game (it never changes the game it is given).
"""
from __future__ import annotations

import random
import time
from dataclasses import replace
from typing import Callable

from holytable.engine.game import Game
from holytable.engine.stops import WINDOW_SEARCH, WINDOW_SECONDS  # noqa: F401 (the tables' window time)
from holytable.engine.tasks import forward_options

from .ismcts import STRENGTHS, Budget, Node, SearchStats, scaled_strength, search


class RandomPlayer:
    """Uniformly random legal choices from its own seeded RNG."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.r = random.Random(seed)
        self.times: list[float] = []
        self.cpu_times: list[float] = []

    def choose(self, game: Game, seat: int, should_stop: Callable[[], bool] | None = None) -> str:
        """A random option id of the pending decision (ValueError when the
        game is over or another seat decides)."""
        d = game.pending
        if d is None or d.player != seat:
            raise ValueError(f"seat {seat} does not decide now")
        return d.options[self.r.randrange(len(d.options))].id


class SearchPlayer:
    """The ISMCTS player at a strength (``"easy"``, ``"normal"``, ``"hard"``:
    :data:`~.ismcts.STRENGTHS`) or a :class:`~.ismcts.Budget`. Each
    decision's search is seeded from the player's own RNG (``seed``).
    ``times`` collects the seconds each searched decision took (a decision
    with one option is answered at once and not counted), ``cpu_times`` the
    processor seconds of the same decisions (what it takes on one core, on a
    busy machine too). ``time_cap=False`` drops the strength's time caps (its
    iterations alone: repeatable); ``wall=False`` only the wall-clock
    ceiling (``Budget.wall``): its processor-time cap holds (``holytable
    arena --cpu``; a loaded machine still makes each iteration cost more
    processor time, so the cap cuts more of them: docs/bot.md).

    A game whose iterations are cheap says so with a class attribute
    ``search_scale`` (default 1): the budget's ``iterations``, ``run`` and
    ``least`` are multiplied by it there (Frontline's: its iteration costs a
    fraction of the others', and its drafts need the samples; docs/bot.md);
    and one whose options come out closer than the strengths' ``enough``
    says so with ``search_enough`` (a factor on it: Frontline's is 0, its
    drafts differ by hundredths and each is worth telling apart). The time
    caps stay as they are."""

    def __init__(self, strength: str | Budget = "normal", seed: int = 0, time_cap: bool = True,
                 wall: bool = True) -> None:
        if isinstance(strength, str):
            budget = scaled_strength(strength)
            if budget is None:
                raise ValueError(f"no strength {strength!r} (choose from {', '.join(STRENGTHS)})")
            self.name, self.budget = strength, budget
        else:
            self.name, self.budget = "custom", strength
        if not time_cap:
            self.budget = replace(self.budget, seconds=float("inf"), wall=float("inf"))
        elif not wall:
            self.budget = replace(self.budget, wall=float("inf"))
        self.r = random.Random(seed)
        self.times: list[float] = []
        self.cpu_times: list[float] = []
        self.last: SearchStats | None = None
        #: searched decisions its time caps cut short (SearchStats.capped):
        #: on a loaded machine more of them are (docs/bot.md)
        self.capped = 0
        #: the budget scaled for a game's ``search_scale`` and
        #: ``search_enough`` (budget_for)
        self._scaled: dict[tuple[float, float], Budget] = {}
        #: the run being shared out: (its key, iterations left)
        self._run: tuple[tuple, int] | None = None
        #: the last search's root, its game's public identity and choices
        #: then, and its answer (for ``Budget.reuse``)
        self._kept: tuple[Node, tuple, int, str] | None = None

    def choose(self, game: Game, seat: int, should_stop: Callable[[], bool] | None = None) -> str:
        """The option id the search picks for seat ``seat`` (see :func:`~.ismcts.search`).

        With ``Budget.run`` the seat's decisions in a row (no other seat
        deciding in between) share that many new iterations; with
        ``Budget.reuse`` a decision that follows the seat's own last searched
        choice (no other seat decided since) goes on from that choice's
        subtree. Both read only who decided when, the seat's own choices and
        the decks' public lists."""
        d = game.pending
        seed = self.r.getrandbits(62)
        b = self.budget_for(game)
        if d is not None and d.player == seat:
            opts = forward_options(d.options) if b.forward else d.options
            if len(opts) == 1:
                return opts[0].id
        tree = self._subtree(game, seat) if b.reuse and d is not None and d.player == seat else None
        held = _held(tree, d) if tree is not None else 0
        want = max(b.least, b.iterations - held)
        if b.run is not None:
            who = game.deciders
            j = len(who)
            while j and who[j - 1] == seat:  # the run began at choice j
                j -= 1
            key = (_public(game), seat, j)
            left = self._run[1] if self._run is not None and self._run[0] == key else b.run
            want = max(b.least, min(want, left))
        st = SearchStats()
        t0, c0 = time.perf_counter(), time.thread_time()
        oid = search(game, seat, b, seed, should_stop, st, tree=tree, iterations=min(want, b.iterations))
        self.times.append(time.perf_counter() - t0)
        self.cpu_times.append(time.thread_time() - c0)
        self.capped += st.capped
        if b.run is not None:
            self._run = (key, left - st.iterations)
        if b.reuse:
            k = len(game.choices)
            self._kept = (st.tree, (_public(game), tuple(game.choices[max(0, k - 16):k])), k, oid)
        st.tree = None  # the player keeps it; ``last`` is for reading
        self.last = st
        return oid

    def budget_for(self, game: Game) -> Budget:
        """The player's budget for ``game``: its iterations, run and least
        times the game's ``search_scale``, its ``enough`` times the game's
        ``search_enough`` (see the class)."""
        k = getattr(game, "search_scale", 1)
        e = getattr(game, "search_enough", 1)
        if k == 1 and e == 1:
            return self.budget
        b = self._scaled.get((k, e))
        if b is None:
            b0 = self.budget
            b = self._scaled[k, e] = replace(b0, iterations=max(1, round(b0.iterations * k)),
                                             run=None if b0.run is None else max(1, round(b0.run * k)),
                                             least=max(1, round(b0.least * k)), enough=b0.enough * e)
        return b

    def _subtree(self, game: Game, seat: int) -> Node | None:
        """The kept node for ``game``'s pending decision: the last search's
        game (same public identity) went on by its answer and then only by
        this seat's choices, each one in the tree; else None."""
        kept = self._kept
        if kept is None:
            return None
        root, ident, k, answer = kept
        choices, deciders = game.choices, game.deciders
        if len(choices) <= k or choices[k] != answer or (_public(game), tuple(choices[max(0, k - 16):k])) != ident:
            return None
        if any(deciders[j] != seat for j in range(k, len(deciders))):
            return None
        node: Node | None = root
        for c in choices[k:]:
            node = node.children.get(c) if node is not None else None
            if node is None or node.player != seat:
                return None
        return node


def _held(tree: Node, d) -> int:
    """The visits a kept node holds for the options on offer now (a choice
    whose card the seat drew in some deals only is not on offer in this one:
    its visits say nothing here)."""
    kids = tree.children
    return sum(kids[o.id].visits for o in d.options if o.id in kids and kids[o.id].player == d.player)


def _public(game: Game) -> tuple:
    """What tells one game from another to every seat: its kind and its
    decks' names (with the last choices made: a kept tree is for this game
    alone)."""
    return (type(game), tuple(d.name for d in game.decks))  # not str(deck): a whole deck's repr, 2-3 ms


def make_player(kind: str, seed: int = 0, time_cap: bool = True, wall: bool = True) -> RandomPlayer | SearchPlayer:
    """A player by name: ``"random"`` or a strength (``time_cap``, ``wall``:
    see :class:`SearchPlayer`). ValueError otherwise."""
    if kind == "random":
        return RandomPlayer(seed)
    return SearchPlayer(kind, seed, time_cap, wall)
