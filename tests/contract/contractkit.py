"""Helpers of the shared contract tests (imported as ``contractkit``).

Everything here uses only what the base :class:`~holytable.engine.game.Game`
and the registry (:mod:`holytable.games`) declare, so it works for every
registered game, the stand-in of the tests (``standin_game``) among them.

- :data:`TEST_ONLY_GAMES`: ``(entry, deck_loader)`` of games registered only
  while these tests run; :func:`game_ids`: every game the tests cover.
- :func:`new_game`: a game of the registry from its ready-made decks.
- :func:`snapshot` / :func:`assert_same`: everything a game lets anyone
  observe, compared key by key; :func:`diff`: field-by-field comparison.
- :func:`counts`: perft-style option counts (depth 1, paths and distinct
  positions at depth 2).
- :func:`leaks`: hidden uids a seat could read.
"""
from __future__ import annotations

import dataclasses
import functools
import json
import random
import re
import types
from typing import Any, Iterable

from pydantic import BaseModel

import standin_game
from gamekit import uids_in  # noqa: F401 (re-exported)
from holytable.engine.game import Game
from holytable.engine.rng import GameRng
from holytable.games import deck_module, game_class, playable

#: Games registered only in the tests: ``(GameEntry, DECK_LOADERS value)``.
TEST_ONLY_GAMES = [(standin_game.ENTRY, standin_game.DECK_LOADER)]
NAMES = ["Ana", "Bo", "Cy", "Di"]


def game_ids() -> list[str]:
    """Every playable game of the registry, then the test-only games."""
    extra = [e.id for e, _ in TEST_ONLY_GAMES]
    return [e.id for e in playable() if e.id not in extra] + extra


@functools.lru_cache(maxsize=None)
def ready(game_id: str) -> dict[str, Any]:
    """The ready-made decks of ``game_id``, resolved, by name (loaded once)."""
    mod = deck_module(game_id)
    return {name: mod.load_deck(path) for name, path in sorted(mod.ready_decks().items())}


def deck_names(game_id: str, seed: int, seats: int = 2) -> list[str]:
    """A deck for each seat, picked from the ready-made ones by ``seed``
    (distinct decks while there are enough)."""
    names = list(ready(game_id))
    return [names[(seed + i) % len(names)] for i in range(seats)]


def new_game(game_id: str, seed: int, decks: Iterable[str] | None = None, seats: int = 2,
             options: dict[str, Any] | None = None) -> Game:
    """A new game of ``game_id`` with the ready-made decks ``decks`` (by
    default picked by ``seed``), default options and seats named Ana, Bo..."""
    decks = list(decks) if decks is not None else deck_names(game_id, seed, seats)
    return game_class(game_id)(options=options or {}, seed=seed, decks=[ready(game_id)[d] for d in decks],
                               names=NAMES[: len(decks)])


def seats(g: Game) -> list[int]:
    return list(range(g.num_players))


def play(g: Game, rng: random.Random, n: int) -> None:
    """Up to ``n`` random legal choices (fewer if the game ends)."""
    for _ in range(n):
        if g.over:
            return
        g.choose(rng.choice(g.legal_ids()))


# -- what a game lets anyone observe -------------------------------------------------------
def snapshot(g: Game) -> dict[str, Any]:
    """Every seat's and a spectator's view (as JSON text: a view must be
    JSON data), the whole log, the pending decision, the choices and their
    deciders, the takeback barrier, the outcome, the RNG state and each
    seat's hidden uids."""
    return {
        "views": [json.dumps(g.view_dict(p), sort_keys=True) for p in seats(g) + [None]],
        "log": (list(g.log.events), g.log.turn),
        "pending": g.pending,
        "choices": (list(g.choices), list(g.deciders)),
        "barrier": g.barrier,
        "outcome": g.outcome,
        "rng": g.rng.getstate(),
        "hidden": [sorted(g.hidden_uids(p)) for p in seats(g)],
        "takeback": [g.can_take_back(p) for p in seats(g)],
    }


def assert_same(a: dict[str, Any], b: dict[str, Any], what: str) -> None:
    """Two snapshots are equal; else fail naming the first part that differs."""
    for k in a:
        if a[k] != b[k]:
            if k == "views":
                i = next(i for i in range(len(a[k])) if a[k][i] != b[k][i])
                va, vb = json.loads(a[k][i]), json.loads(b[k][i])
                keys = [x for x in sorted(set(va) | set(vb)) if va.get(x) != vb.get(x)]
                raise AssertionError(f"{what}: view of seat {i} differs in {keys}")
            raise AssertionError(f"{what}: {k} differs")


def position(g: Game) -> str:
    """What every seat and a spectator see, less the log and the choice count:
    two paths to one position give the same string."""
    out = []
    for p in seats(g) + [None]:
        v = g.view_dict(p)
        v.pop("log")
        v.pop("events")
        v.pop("choices_made")
        out.append(v)
    return json.dumps([out, g.legal_ids()], sort_keys=True)


def counts(g: Game) -> list[int]:
    """``[options, paths2, positions2]``: the options on offer, the choice
    sequences of length 2 (a finished game is a leaf, as in chess perft) and
    the distinct positions (:func:`position`) they reach. ``g`` is unchanged
    (the counting plays on clones)."""
    paths = 0
    seen = set()
    for a in g.legal_ids():
        child = g.clone()
        child.choose(a)
        if child.over:
            paths += 1
            seen.add(position(child))
            continue
        for b in child.legal_ids():
            leaf = child.clone()
            leaf.choose(b)
            paths += 1
            seen.add(position(leaf))
    return [len(g.legal_ids()), paths, len(seen)]


# -- field by field ------------------------------------------------------------------------------
_ATOMS = (int, float, complex, str, bytes, bool, type(None), range)


def diff(a: Any, b: Any, path: str = "game", _memo: set | None = None) -> str | None:
    """None when ``a`` and ``b`` are equal field by field; else where they
    first differ. Compares plain data, dataclasses and objects attribute by
    attribute (a game's fields named with a leading ``_`` are caches and
    skipped), pydantic models with ``==``, RNGs by state, methods by function."""
    memo = set() if _memo is None else _memo
    if a is b:
        return None
    if type(a) is not type(b):
        return f"{path}: {type(a).__name__} vs {type(b).__name__}"
    if isinstance(a, _ATOMS) or isinstance(a, (BaseModel, frozenset, set)):
        return None if a == b else f"{path}: {_short(a)} vs {_short(b)}"
    if isinstance(a, GameRng):
        return None if (a.seed, a.getstate()) == (b.seed, b.getstate()) else f"{path}: RNG state"
    if isinstance(a, types.MethodType):
        return None if a.__func__ is b.__func__ else f"{path}: another method"
    if isinstance(a, (types.FunctionType, types.BuiltinFunctionType, type, types.ModuleType)):
        return f"{path}: {a!r} vs {b!r}"
    key = (id(a), id(b))
    if key in memo:
        return None
    memo.add(key)
    if isinstance(a, (list, tuple)):
        if len(a) != len(b):
            return f"{path}: length {len(a)} vs {len(b)}"
        for i, (x, y) in enumerate(zip(a, b)):
            d = diff(x, y, f"{path}[{i}]", memo)
            if d:
                return d
        return None
    if isinstance(a, dict):
        if list(a) != list(b):
            return f"{path}: keys {sorted(map(str, set(a) ^ set(b)))[:5]}"
        for k in a:
            d = diff(a[k], b[k], f"{path}[{k!r}]", memo)
            if d:
                return d
        return None
    fields = _fields(a)
    if fields is None:
        return None if a == b else f"{path}: {_short(a)} vs {_short(b)}"
    for name in fields:
        if isinstance(a, Game) and name.startswith("_"):
            continue
        d = diff(getattr(a, name, None), getattr(b, name, None), f"{path}.{name}", memo)
        if d:
            return d
    return None


def _fields(x: Any) -> list[str] | None:
    if dataclasses.is_dataclass(x):
        return [f.name for f in dataclasses.fields(x)]
    names: list[str] = []
    for cls in type(x).__mro__:
        slots = cls.__dict__.get("__slots__", ())
        names += [slots] if isinstance(slots, str) else [s for s in slots if s not in ("__dict__", "__weakref__")]
    if hasattr(x, "__dict__"):
        names += list(vars(x))
    return names or None


def _short(x: Any) -> str:
    r = repr(x)
    return r if len(r) < 80 else r[:77] + "..."


# -- privacy -----------------------------------------------------------------------------------------
_TOKEN = re.compile(r"[\w-]+")


def leaks(hidden: set[str], texts: Iterable[str]) -> set[str]:
    """The uids of ``hidden`` that appear in ``texts`` as whole tokens (runs of
    letters, digits, ``_`` and ``-``: ``p1-x-1`` is not found in ``p1-x-12``
    but is in ``play:p1-x-1``)."""
    found: set[str] = set()
    for t in texts:
        found |= hidden.intersection(_TOKEN.findall(t))
    return found


def readable(g: Game, p: int | None, view: dict[str, Any] | None = None, log_from: int = 0,
             events_from: int | None = None) -> list[str]:
    """Every text seat ``p`` (None: a spectator) can read: its whole view
    (``view``, else ``g.view_dict(p)``) as JSON, the log lines and typed log
    events it may read (from its line ``log_from`` on), and the prompt and
    option labels and ids when the pending decision is its own.
    ``events_from``: where in ``view["events"]`` the event of line
    ``log_from`` is (default ``log_from``; 0 for a view whose log was cut to
    start at that line)."""
    v = dict(g.view_dict(p) if view is None else view)
    v.pop("log", None)
    events = v.pop("events", [])  # the typed log, as the lines: only from log_from on
    first = log_from if events_from is None else events_from
    texts = [json.dumps(v)] + g.log.lines_for(p)[log_from:] + [json.dumps(e) for e in events[first:]]
    d = g.pending
    if d is not None and d.player == p:
        texts += [d.prompt] + [o.label for o in d.options] + [o.id for o in d.options]
    return texts
