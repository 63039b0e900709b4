"""Deck look-ups for the lobby, through the game registry (holytable.games).

The UI never reads deck files itself: each game's deck module provides
``ready_decks() -> {stem: Path}`` and ``load_deck(path) -> Deck``.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

from holytable.games import deck_module


def ready_decks(game_id: str) -> dict[str, Path]:
    """The ready-made decks of ``game_id`` by name ({} when the game has none)."""
    try:
        return dict(deck_module(game_id).ready_decks())
    except (KeyError, ImportError, OSError):
        return {}


def load_ready_deck(game_id: str, name: str) -> Any:
    """Load the ready-made deck ``name`` of ``game_id``.

    Raises ValueError (one line) when it is missing or invalid; deck errors are
    ValueErrors (DeckFileError) with the file, line and card.
    """
    decks = ready_decks(game_id)
    if name not in decks:
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
    """``{deck file stem: what the lobby shows}``: the deck's own name (``Iron
    Order``), or ``"<stem> (cannot load)"`` for a broken file (starting it then
    says why, in one line)."""
    out = {}
    for stem, path in ready_decks(game_id).items():
        try:
            out[stem] = str(getattr(deck_module(game_id).load_deck(path), "name", stem))
        except (ValueError, OSError):
            out[stem] = f"{stem} (cannot load)"
    return out
