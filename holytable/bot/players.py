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

from .ismcts import STRENGTHS, Budget, SearchStats, search


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
    busy machine too). ``time_cap=False`` drops the strength's time cap (its
    iterations alone: repeatable on a busy machine)."""

    def __init__(self, strength: str | Budget = "normal", seed: int = 0, time_cap: bool = True) -> None:
        if isinstance(strength, str):
            if strength not in STRENGTHS:
                raise ValueError(f"no strength {strength!r} (choose from {', '.join(STRENGTHS)})")
            self.name, self.budget = strength, STRENGTHS[strength]
        else:
            self.name, self.budget = "custom", strength
        if not time_cap:
            self.budget = replace(self.budget, seconds=float("inf"))
        self.r = random.Random(seed)
        self.times: list[float] = []
        self.cpu_times: list[float] = []
        self.last: SearchStats | None = None

    def choose(self, game: Game, seat: int, should_stop: Callable[[], bool] | None = None) -> str:
        """The option id the search picks for seat ``seat`` (see :func:`~.ismcts.search`)."""
        d = game.pending
        seed = self.r.getrandbits(62)
        if d is not None and d.player == seat and len(d.options) == 1:
            return d.options[0].id
        st = SearchStats()
        t0, c0 = time.perf_counter(), time.process_time()
        oid = search(game, seat, self.budget, seed, should_stop, st)
        self.times.append(time.perf_counter() - t0)
        self.cpu_times.append(time.process_time() - c0)
        self.last = st
        return oid


def make_player(kind: str, seed: int = 0, time_cap: bool = True) -> RandomPlayer | SearchPlayer:
    """A player by name: ``"random"`` or a strength (``time_cap``: see
    :class:`SearchPlayer`). ValueError otherwise."""
    if kind == "random":
        return RandomPlayer(seed)
    return SearchPlayer(kind, seed, time_cap)
