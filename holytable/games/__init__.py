"""The game registry: every game of the suite, by id.

Imports are lazy so that starting the app or the CLI does not load every engine.
"""
from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class GameEntry:
    """One game of the suite.

    id: registry key and save-file name (``"frontline"``); title: display name;
    engine: ``"module:Class"`` of its rules engine, or None while not yet playable;
    decks: ``"module"`` providing ``load_deck(path)``, ``ready_decks()``,
    ``deck_model`` (pydantic model of a resolved deck, as stored in a record) and
    ``FOLDER`` (its DeckFolder: ``FOLDER.user_decks()`` are the player's own).
    screen: True once the game has its own screen (``games/<id>/screen.py``):
    only then does the lobby offer it; an engine without one still simulates,
    checks decks and replays.
    """

    id: str
    title: str
    blurb: str
    engine: str | None
    decks: str | None
    screen: bool = True

    @property
    def in_lobby(self) -> bool:
        """Startable from the lobby: an engine and a screen."""
        return bool(self.engine) and self.screen


GAMES: dict[str, GameEntry] = {
    e.id: e
    for e in (
        GameEntry("frontline", "Frontline", "Soldiers duel rank against rank; ties become clashes.",
                  "holytable.games.frontline.rules:FrontlineGame", "holytable.games.frontline.decks"),
        GameEntry("holy_wars", "Holy Wars", "Resolve, Faith, Characters, Convictions and the Set Reserve.",
                  "holytable.games.holy_wars.rules:HolyWarsGame", "holytable.games.holy_wars.decks"),
        GameEntry("pantheon", "Pantheon", "Gods and dice: CP, MP and AP towards Worship Points.",
                  "holytable.games.pantheon.rules:PantheonGame", "holytable.games.pantheon.decks"),
        GameEntry("holdfast", "Holdfast", "Holds, perimeters and bounty.",
                  "holytable.games.holdfast.rules:HoldfastGame", "holytable.games.holdfast.decks", ),
        GameEntry("heresy", "Heresy: Kingdom Come", "Wilds and Matrix, aura and tau.",
                  "holytable.games.heresy.rules:HeresyGame",
                  "holytable.games.heresy.decks"),
    )
}

#: game id -> "module:function" checking one pool or deck file of that game for
#: ``holytable deck check``: returns a one-line summary, raises DeckFileError.
DECK_LOADERS: dict[str, str] = {
    "frontline": "holytable.games.frontline.decks:check_file",
    "holy_wars": "holytable.games.holy_wars.decks:check_file",
    "pantheon": "holytable.games.pantheon.decks:check_file",
    "holdfast": "holytable.games.holdfast.decks:check_file",
    "heresy": "holytable.games.heresy.decks:check_file",
}


def _load(ref: str) -> Any:
    mod, _, attr = ref.partition(":")
    m = importlib.import_module(mod)
    return getattr(m, attr) if attr else m


def playable() -> list[GameEntry]:
    """Games whose engine exists, in suite order."""
    return [e for e in GAMES.values() if e.engine]


def game_class(game_id: str) -> Any:
    """The rules engine class of ``game_id``. Raises KeyError for an unknown or
    not yet playable game."""
    e = GAMES.get(game_id)
    if e is None or e.engine is None:
        raise KeyError(f"no playable game {game_id!r}")
    return _load(e.engine)


def deck_module(game_id: str) -> Any:
    """The deck module of ``game_id`` (see :class:`GameEntry`)."""
    e = GAMES.get(game_id)
    if e is None or e.decks is None:
        raise KeyError(f"no decks for game {game_id!r}")
    return _load(e.decks)
