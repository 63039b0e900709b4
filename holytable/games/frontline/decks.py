"""Frontline pool and deck files (FL-2): load, validate, resolve.

- ``pool_path()`` -> Path of ``decks/frontline/cards.yaml``.
- ``load_pool()`` -> :class:`Pool` (cached).
- ``load_deck(path)`` -> :class:`Deck`, a deck list resolved against the pool.
- ``ready_decks()`` -> ``{"black": Path, "red": Path}``: the ready-made decks.

Every problem with a file raises :class:`~holytable.engine.deckfile.DeckFileError`
with the file, line and card.
"""
from __future__ import annotations

import functools
from pathlib import Path

from holytable.decks_dir import decks_root
from holytable.engine.deckfile import DeckFileError, error_at, load_document, load_model, validate
from holytable.games.frontline.cards import Deck, DeckList, Pool, resolve

#: The pydantic model of a resolved deck, as stored in a game record.
deck_model = Deck


def decks_dir() -> Path:
    """``decks/frontline``."""
    return decks_root() / "frontline"


def pool_path() -> Path:
    """``decks/frontline/cards.yaml``, the card pool."""
    return decks_dir() / "cards.yaml"


@functools.cache
def load_pool() -> Pool:
    """The Frontline card pool (loaded once). Raises DeckFileError."""
    return load_model(pool_path(), Pool)


def load_deck(path: str | Path) -> Deck:
    """Load a deck file and resolve it against the pool (FL-2: 2 copies of each of
    13 soldiers, 26 cards). Raises DeckFileError naming the line and card."""
    doc = load_document(path)
    deck_list = validate(doc, DeckList)
    try:
        return resolve(deck_list, load_pool())
    except ValueError as e:
        if isinstance(e, DeckFileError):  # the pool file itself is bad
            raise
        raise error_at(doc, ("cards",), str(e)) from None


def ready_decks() -> dict[str, Path]:
    """The ready-made deck files, by file stem: every ``*.yaml`` in
    ``decks/frontline`` except ``cards.yaml``."""
    d = decks_dir()
    if not d.is_dir():
        return {}
    return {p.stem: p for p in sorted(d.glob("*.yaml")) if p.name != "cards.yaml" and p.is_file()}


def check_file(path: str | Path) -> str:
    """``holytable deck check`` for one Frontline file, pool or deck: a short
    summary such as ``"Red (26 cards)"``. Raises DeckFileError."""
    doc = load_document(path)
    if isinstance(doc.data, dict) and "soldiers" in doc.data:
        pool = validate(doc, Pool)
        return f"card pool ({len(pool.soldiers)} soldiers)"
    deck = load_deck(path)
    return f"{deck.name} ({deck.card_count()} cards)"
