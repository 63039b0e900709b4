"""Helpers every game's engine tests share (imported as ``gamekit``; the root
``tests/conftest.py`` puts this folder on ``sys.path``).

- :func:`uids_in`: every ``"uid"`` in a JSON-like view (privacy and
  conservation checks).
- :func:`view_dict`: ``View.to_dict()``, the board made plain about five
  times faster (the privacy checks build one at every decision).
- :func:`play_random`: play a game to its end with random legal choices.
- :class:`LoadedDice` / :func:`load`: make a game's next dice known values.
- :func:`registered`: games in the registry for the length of a block (a game
  that exists only in the tests, such as the contract stand-in).
- :func:`determinize_cost`: ``determinize`` against ``clone`` in one run.
"""
from __future__ import annotations

import contextlib
import dataclasses
import random
from collections.abc import Mapping
from typing import Any, Callable, Iterable, Iterator

from holytable.engine.game import Game
from holytable.engine.rng import GameRng


def uids_in(obj: object) -> set[str]:
    """Every value of a ``"uid"`` key anywhere in a JSON-like structure."""
    out: set[str] = set()
    stack = [obj]
    while stack:
        x = stack.pop()
        if isinstance(x, dict):
            for k, v in x.items():
                if k == "uid":
                    out.add(v)
                else:
                    stack.append(v)
        elif isinstance(x, (list, tuple)):
            stack.extend(x)
    return out


@dataclasses.dataclass(frozen=True)
class _NoBoard:
    """A board with no fields: ``View.to_dict`` merges nothing of it."""


#: How :func:`plain` treats each type: a dataclass's field names, or "map",
#: "seq", "set", "atom" (what it is depends on the type alone).
_KIND: dict[type, Any] = {}


def plain(x: Any) -> Any:
    """``holytable.engine.view.plain``: dataclasses as dicts field by field,
    tuples and lists as lists, sets sorted, mappings as dicts, the rest as it
    is; with each type's fields looked up once (``dataclasses.fields`` on
    every object was most of a privacy test's time)."""
    kind = _KIND.get(type(x))
    if kind is None:
        if dataclasses.is_dataclass(x) and not isinstance(x, type):
            kind = tuple(f.name for f in dataclasses.fields(x))
        elif isinstance(x, Mapping):
            kind = "map"
        elif isinstance(x, (list, tuple)):
            kind = "seq"
        elif isinstance(x, (set, frozenset)):
            kind = "set"
        else:
            kind = "atom"
        _KIND[type(x)] = kind
    if kind == "atom":
        return x
    if kind == "seq":
        return [plain(v) for v in x]
    if kind == "map":
        return {k: plain(v) for k, v in x.items()}
    if kind == "set":
        return sorted(plain(v) for v in x)
    return {name: plain(getattr(x, name)) for name in kind}


def view_dict(view: Any) -> dict[str, Any]:
    """``view.to_dict()`` (a typed :class:`~holytable.engine.view.View`), the
    same dict (tests/contract checks it), with the board made plain by
    :func:`plain`."""
    d = dataclasses.replace(view, board=_NoBoard()).to_dict()
    d.update(plain(view.board))
    return d


def play_random(g: Game, rng: random.Random, max_choices: int = 50_000,
                each: Callable[[Any], None] | None = None) -> int:
    """Play ``g`` to the end with random legal choices; ``each(g)`` after every
    choice. Returns the number of choices. Fails past ``max_choices``."""
    n = 0
    while not g.over:
        assert n < max_choices, f"seed {g.seed}: no end after {max_choices} choices"
        g.choose(rng.choice(g.legal_ids()))
        n += 1
        if each is not None:
            each(g)
    return n


class LoadedDice(GameRng):
    """The game's RNG, except that ``die()`` returns ``values`` first."""

    def __init__(self, base: GameRng, values: Iterable[int]) -> None:
        super().__init__(base.seed, base.on_use)
        self.setstate(base.getstate())
        self.values = list(values)

    def die(self, sides: int = 6) -> int:
        if self.values:
            self._used()
            return self.values.pop(0)
        return super().die(sides)


def load(g: Game, *values: int) -> None:
    """The next dice ``g`` rolls (any size) are ``values``, in order."""
    g.rng = LoadedDice(g.rng, values)


@contextlib.contextmanager
def registered(*games: tuple[Any, str | None]) -> Iterator[None]:
    """Put ``(entry, deck_loader)`` pairs in the game registry for the block:
    ``entry`` (a :class:`holytable.games.GameEntry`) into ``GAMES`` and, when not
    None, ``deck_loader`` (``"module:function"``) into ``DECK_LOADERS``.
    Afterwards the registry is exactly as it was, even if the block fails."""
    import holytable.games as registry

    saved = dict(registry.GAMES), dict(registry.DECK_LOADERS)
    try:
        for entry, loader in games:
            registry.GAMES[entry.id] = entry
            if loader is not None:
                registry.DECK_LOADERS[entry.id] = loader
        yield
    finally:
        registry.GAMES.clear()
        registry.GAMES.update(saved[0])
        registry.DECK_LOADERS.clear()
        registry.DECK_LOADERS.update(saved[1])


def sample_positions(new_game: Callable[[int, int], Game], games: Iterable[tuple[int, int]], every: int,
                     limit: int, rng_seed: Callable[[int, int], int] = lambda players, seed: seed,
                     extra: Callable[[Game], bool] | None = None,
                     every_in: Iterable[tuple[int, int]] | None = None) -> tuple[Game, ...]:
    """Positions for the determinization tests (issue 14): for each
    ``(players, seed)`` of ``games``, ``new_game(players, seed)`` played by
    uniformly random choices from ``random.Random(rng_seed(players, seed))``
    for at most ``limit`` choices, and a clone of it taken every ``every``
    choices (the first too; only in the games of ``every_in`` when given) and
    at every position where ``extra(game)`` holds (a secret commitment, a
    window: what a plain sample rarely reaches)."""
    sampled = None if every_in is None else set(every_in)
    out = []
    for players, seed in games:
        g = new_game(players, seed)
        r = random.Random(rng_seed(players, seed))
        regular = sampled is None or (players, seed) in sampled
        k = 0
        while not g.over and k < limit:
            if (regular and k % every == 0) or (extra is not None and extra(g)):
                out.append(g.clone())
            ids = g.legal_ids()
            g.choose(ids[r.randrange(len(ids))])
            k += 1
    return tuple(out)


def determinize_cost(g: Any, seat: int, n: int = 200, rounds: int = 5) -> tuple[float, float, float]:
    """``(clone_us, determinize_us, ratio)``: the best of ``rounds`` interleaved
    rounds of ``n`` calls each of ``g.clone()`` and ``g.determinize(seat, i)``,
    in microseconds a call (a shared machine: compare within one run only)."""
    import gc
    import time

    clone = det = float("inf")
    was = gc.isenabled()
    gc.disable()  # a collection landing in one side of a round is noise, not cost
    try:
        for _ in range(rounds):
            t0 = time.perf_counter()
            for _ in range(n):
                g.clone()
            t1 = time.perf_counter()
            for i in range(n):
                g.determinize(seat, i)
            t2 = time.perf_counter()
            clone, det = min(clone, t1 - t0), min(det, t2 - t1)
    finally:
        if was:
            gc.enable()
    return 1e6 * clone / n, 1e6 * det / n, det / clone


def assert_evaluate_is_a_chance(positions: Iterable[Game]) -> None:
    """Each seat's ``evaluate`` is in 0..1 at every position, and two seats'
    values add up to 1 while the game runs (issue 14's evaluation contract)."""
    for g in positions:
        vals = [g.evaluate(seat) for seat in range(g.num_players)]
        assert all(0.0 <= v <= 1.0 for v in vals), vals
        if g.num_players == 2 and not g.over:
            assert abs(sum(vals) - 1.0) < 1e-9, vals


def assert_determinization_plays_to_an_end(g: Game, seat: int, seed: int, rng_seed: int,
                                           invariants: bool = False) -> None:
    """``g.determinize(seat, seed)`` reaches an end by random playout (and,
    with ``invariants``, still passes the game's invariant checks there)."""
    d = g.determinize(seat, seed)
    d.playout(random.Random(rng_seed), 100_000)
    assert d.over
    if invariants:
        d.check_invariants()


def redealt(game: Game, seat: int, seed: int) -> Game:
    """A clone of ``game`` (one whose sides keep ``hand`` and ``deck`` lists:
    Holy Wars, Pantheon, Holdfast) with ``seat``'s hand and deck dealt again
    from their cards: the same public game, other hidden cards. For the
    privacy tests that replay the same public choices with different hands
    (issue 16)."""
    g = game.clone()
    side = g.s.sides[seat]
    pool = sorted(side.hand + side.deck)
    random.Random(seed).shuffle(pool)
    side.hand, side.deck = pool[: len(side.hand)], pool[len(side.hand):]
    return g


def heresy_takeback_crossing(seed: int):
    """A Heresy game (2 seats) just past a turn's start whose last choice can
    be taken back across it: ``(game, the seat that made it, the turn it
    began)`` (the one-turn toggle's takeback tests, break21/break22). A lone
    Keep at setup (ruling HK-4.4.c) is made without a draw: the games are
    those played before it was asked."""
    from holytable.engine.record import GameRecord, take_back
    from quiet import new

    g = new("heresy", 2, seed)
    r = random.Random(seed)
    while not g.over and g.log.turn < 10:
        if g.pending.kind == "redraw" and g.pending.ids() == ["keep"]:
            g.choose("keep")
            continue
        t = g.log.turn
        g.choose(r.choice(g.legal_ids()))
        k = g.last_real_choice()
        if g.log.turn > t >= 1 and k is not None:
            who = g.deciders[k]
            if take_back(GameRecord.of(g), g, who)[1].log.turn < g.log.turn:
                return g, who, g.log.turn
    raise AssertionError("no takeback across a turn's start in this game")
