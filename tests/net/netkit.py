"""Helpers of the table tests (imported as ``netkit``; this folder's conftest
puts it on ``sys.path``).

- :func:`new_table`: a game of the registry from its ready-made decks, its
  record and a :class:`~holytable.net.host.Table` saving to a folder.
- :func:`short_dir`: a fresh folder with a short path (a unix socket's path
  is at most about 100 bytes).
- :func:`play_seat`: a joined seat choosing at random until the game ends.
- :func:`hidden_tokens`: the hidden uids of a seat found in a text.
"""
from __future__ import annotations

import random
import re
import shutil
import tempfile
from pathlib import Path

from holytable.engine.record import GameRecord
from holytable.games import deck_module, game_class
from holytable.net import messages as m
from holytable.net.client import Seat
from holytable.net.host import Table

NAMES = ["Ana", "Bo", "Cy", "Di", "Ed"]
TITLES = ["frontline", "holy_wars", "pantheon", "holdfast", "heresy"]
_TOKEN = re.compile(r"[\w-]+")


def new_game(game_id: str, seed: int, seats: int = 2, options: dict | None = None):
    mod = deck_module(game_id)
    paths = [p for _, p in sorted(mod.ready_decks().items())]
    decks = [mod.load_deck(paths[(seed + i) % len(paths)]) for i in range(seats)]
    return game_class(game_id)(options=options or {}, seed=seed, decks=decks, names=NAMES[:seats])


def new_table(game_id: str, seed: int, folder: Path, seats: int = 2, options: dict | None = None, **kw) -> Table:
    g = new_game(game_id, seed, seats, options)
    return Table(g, GameRecord.of(g), folder / "save.json", **kw)


def short_dir() -> Path:
    return Path(tempfile.mkdtemp(prefix="htn", dir="/tmp"))


def remove(folder: Path) -> None:
    shutil.rmtree(folder, ignore_errors=True)


async def play_seat(s: Seat, rng: random.Random, upto: int | None = None) -> None:
    """Choose at random on every view that offers this seat options, until
    the game is over or the connection closes (or ``upto`` choices are made
    in the game)."""
    while True:
        msg = await s.recv()
        if msg is None or isinstance(msg, m.Over):
            return
        if isinstance(msg, m.ViewMsg):
            if upto is not None and s.view.choices_made >= upto:
                return
            if s.view.options:
                await s.choose(rng.choice(s.view.options).id)


def hidden_tokens(hidden: set[str], text: str) -> set[str]:
    """The uids of ``hidden`` that appear in ``text`` as whole tokens."""
    return hidden.intersection(_TOKEN.findall(text))
