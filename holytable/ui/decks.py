"""Deck look-ups for the lobby, through the game registry (holytable.games).

The UI never reads deck files itself: each game's deck module provides
``ready_decks() -> {stem: Path}``, ``load_deck(path) -> Deck`` and its
``FOLDER`` (a :class:`~holytable.engine.deckfolder.DeckFolder`, whose
``user_decks()`` are the player's own decks).

A deck choice is a key: the stem of a ready-made deck (``"red"``) or
``"yours:<stem>"`` for one of the player's own (so a deck of the player's named
like a ready-made one is still told apart). A game's record stores the resolved
decks, not these keys, so editing or deleting a deck later never breaks a save.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

from holytable.engine.text import safe_text
from holytable.games import deck_module

#: Key prefix of the player's own decks.
USER_PREFIX = "yours:"


def ready_decks(game_id: str) -> dict[str, Path]:
    """The ready-made decks of ``game_id`` by name ({} when the game has none)."""
    try:
        return dict(deck_module(game_id).ready_decks())
    except (KeyError, ImportError, OSError):
        return {}


def user_decks(game_id: str) -> dict[str, Path]:
    """The player's own decks of ``game_id``, keyed ``"yours:<stem>"``."""
    try:
        folder = deck_module(game_id).FOLDER
        return {USER_PREFIX + stem: p for stem, p in folder.user_decks().items()}
    except (KeyError, ImportError, OSError, AttributeError):
        return {}


def deck_choices(game_id: str) -> dict[str, Path]:
    """Every deck the lobby offers: the ready-made ones, then the player's own."""
    return {**ready_decks(game_id), **user_decks(game_id)}


def load_ready_deck(game_id: str, name: str) -> Any:
    """Load the deck choice ``name`` of ``game_id`` (a ready-made stem or a
    ``"yours:<stem>"`` key).

    Raises ValueError (one line) when it is missing or invalid; deck errors are
    ValueErrors (DeckFileError) with the file, line and card.
    """
    decks = deck_choices(game_id)
    if name not in decks:
        if name.startswith(USER_PREFIX):
            raise ValueError(f"your deck {name[len(USER_PREFIX):]!r} of {game_id} is gone (renamed or deleted?)")
        raise ValueError(f"no ready-made deck {name!r} for {game_id}")
    return deck_module(game_id).load_deck(decks[name])


def default_decks(game_id: str, seats: int = 2) -> list[str]:
    """One default deck per seat: for Frontline red then black; otherwise the
    ready-made decks in order (repeating when there are fewer than seats)."""
    names = list(ready_decks(game_id))
    if not names:
        return []
    preferred = [n for n in ("red", "black") if n in names]
    order = preferred + [n for n in names if n not in preferred]
    return [order[i % len(order)] for i in range(seats)]


def deck_labels(game_id: str) -> dict[str, str]:
    """``{deck key: what the lobby shows}``: the deck's own name (``Iron
    Order``), ``"Mydeck (yours)"`` for one of the player's own, or ``"<stem>
    (cannot load)"`` / ``"<stem> (yours, cannot load)"`` for a broken file
    (starting it then says why, in one line). Ready-made decks come first.
    A file is loaded again only when it changed (:func:`_deck_name`)."""
    out = {}
    for key, path in deck_choices(game_id).items():
        yours = key.startswith(USER_PREFIX)
        stem = safe_text(key[len(USER_PREFIX):] if yours else key, 40)  # a file name: anything
        loaded, name = _deck_name(game_id, path)
        if not loaded:
            out[key] = f"{stem} (yours, cannot load)" if yours else f"{stem} (cannot load)"
        else:
            name = safe_text(stem if name is None else name, 40)
            out[key] = f"{name} (yours)" if yours else name
    return out


#: The names of the deck files loaded so far, keyed by game, path and the
#: file's identity and age (so a file edited, replaced or removed is loaded
#: again): the lobby lists every deck of a game each time that game is picked.
_NAMES: dict[tuple, tuple[bool, Any]] = {}


def _deck_name(game_id: str, path: Path) -> tuple[bool, Any]:
    """``(True, the deck's name or None when it has none)`` for the deck file
    at ``path``, ``(False, None)`` when it cannot be loaded."""
    try:
        st = Path(path).stat()
    except OSError:
        return False, None
    key = (game_id, str(path), st.st_ino, st.st_size, st.st_mtime_ns, st.st_ctime_ns)
    if key not in _NAMES:
        try:
            _NAMES[key] = True, getattr(deck_module(game_id).load_deck(path), "name", None)
        except (ValueError, OSError):
            _NAMES[key] = False, None
    return _NAMES[key]
