"""The computer's search in a process of its own (issue 14, at the table).

In a thread the search shares the interpreter with the event loop (the
GIL): the loop's lag went from 0.1 ms (p50) to 12-15 ms, its max from 20 to
30-70 ms, while the computer thought. A :class:`Searcher` runs each search
in one worker process instead (``concurrent.futures.ProcessPoolExecutor``,
one worker, started by a fork server that has the search's modules loaded:
a worker starts in tens of milliseconds, not the second an import takes),
kept for the life of a game screen. The game goes over pickled (a ``clone()``,
40-55 kB, 1-5 ms each way).

Stopping: every search has a number (increasing); :meth:`Searcher.stop`
stops every search up to a number, read through one shared integer, which
the worker's ``should_stop`` compares at each iteration. A worker that ends
with the screen (:meth:`Searcher.close`) is told to stop first; nothing
waits for it.
"""
from __future__ import annotations

import multiprocessing
import os
import pickle
import sys
from collections.abc import Iterator
from concurrent.futures import Future, ProcessPoolExecutor
from contextlib import contextmanager
from typing import Any

#: The modules a fork-server worker starts with (the search and every game).
PRELOAD = ["holytable.bot.players", *(f"holytable.games.{g}.rules"
                                       for g in ("frontline", "holy_wars", "pantheon", "holdfast", "heresy"))]

_STOP: Any = None  # (in the worker) the shared number: searches up to it stop


def _init(stop: Any) -> None:
    """(In the worker.) Keep the shared stop number; the worker writes nothing
    to the terminal (the app draws there): its output goes to /dev/null."""
    global _STOP
    _STOP = stop
    null = os.open(os.devnull, os.O_WRONLY)
    for fd in (1, 2):
        os.dup2(null, fd)


@contextmanager
def _terminal_stderr() -> Iterator[None]:
    """While processes start: ``sys.stderr`` a real file again. Textual puts
    an object with no file descriptor there while the app runs, and
    multiprocessing's resource tracker passes ``sys.stderr.fileno()`` to the
    process it starts ("bad value(s) in fds_to_keep")."""
    saved = sys.stderr
    try:
        fd = saved.fileno() if saved is not None else -1
    except Exception:
        fd = -1
    if fd < 0 and sys.__stderr__ is not None:
        sys.stderr = sys.__stderr__
    try:
        yield
    finally:
        sys.stderr = saved


#: (In the worker.) One player per seat and strength for the worker's life
#: (a game screen's): a searching player shares a budget over a run of its
#: seat's decisions and goes on from the subtree it kept (``Budget.run``,
#: ``Budget.reuse``); a fresh player per decision gave every small step of a
#: Holdfast Command Phase the whole budget.
_PLAYERS: dict[tuple[str, int], Any] = {}


def _search(kind: str, seed: int, data: bytes, seat: int, number: int) -> str:
    """(In the worker.) The seat's player (:data:`_PLAYERS`, its RNG seeded
    with ``seed`` for this decision) ``.choose(game, seat, ...)`` on the
    pickled game ``data``; stops once the shared number reaches ``number``."""
    game = pickle.loads(data)
    stop = _STOP
    return player_for(kind, seat, seed).choose(game, seat, lambda: stop.value >= number)


def player_for(kind: str, seat: int, seed: int) -> Any:
    """(In the worker.) The kept player of ``seat`` at strength ``kind``, made
    on first use; its RNG seeded with ``seed`` (a decision's answer depends on
    the seed and on what the player kept from the seat's decisions before)."""
    from holytable.bot.players import make_player

    player = _PLAYERS.get((kind, seat))
    if player is None:
        player = _PLAYERS[(kind, seat)] = make_player(kind, seed)
    else:
        player.r.seed(seed)
    return player


def _ready() -> bool:
    """(In the worker.) Nothing: the worker has started (see :meth:`Searcher.warm`)."""
    return True


class Searcher:
    """One worker process for the computer's searches of one game screen."""

    def __init__(self) -> None:
        methods = multiprocessing.get_all_start_methods()
        ctx = multiprocessing.get_context("forkserver" if "forkserver" in methods else "spawn")
        if ctx.get_start_method() == "forkserver":
            ctx.set_forkserver_preload(PRELOAD)
        with _terminal_stderr():  # the resource tracker starts with the first lock
            self._stop = ctx.RawValue("q", 0)
            self._pool: ProcessPoolExecutor | None = ProcessPoolExecutor(
                max_workers=1, mp_context=ctx, initializer=_init, initargs=(self._stop,))

    def warm(self) -> Future:
        """Start the worker now (its start is paid while the person reads)."""
        assert self._pool is not None
        with _terminal_stderr():
            return self._pool.submit(_ready)

    def search(self, kind: str, seed: int, game: Any, seat: int, number: int) -> Future:
        """The option id ``make_player(kind, seed)`` chooses for ``seat`` in
        ``game`` (a Future); ``number``: this search's, for :meth:`stop`.
        Raises RuntimeError once closed."""
        if self._pool is None:
            raise RuntimeError("the searcher is closed")
        data = pickle.dumps(game, protocol=pickle.HIGHEST_PROTOCOL)
        with _terminal_stderr():  # the first submit starts the worker
            return self._pool.submit(_search, kind, seed, data, seat, number)

    def stop(self, number: int) -> None:
        """Stop every search numbered ``number`` or less (at its next iteration)."""
        self._stop.value = max(self._stop.value, number)

    def close(self) -> None:
        """Stop every search and let the worker go (nothing waits for it)."""
        self._stop.value = 2**62
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None
