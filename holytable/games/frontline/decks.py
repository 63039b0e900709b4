"""Frontline pool and deck files (FL-2): load, validate, resolve.

- ``pool_path()`` -> Path of ``decks/frontline/cards.yaml``.
- ``load_pool()`` -> :class:`Pool` (cached).
- ``load_deck(path)`` -> :class:`Deck`, a deck list resolved against the pool
  (2 copies of each of 13 soldiers, 26 cards).
- ``ready_decks()`` -> ``{"black": Path, "red": Path}``: the ready-made decks.
- ``check_file(path)`` -> one-line summary for ``holytable deck check``.

Every problem with a file raises :class:`~holytable.engine.deckfile.DeckFileError`
with the file, line and card.
"""
from __future__ import annotations

from pathlib import Path

from holytable.engine.deckfile import DeckFileError, load_document, validate
from holytable.engine.deckfolder import DeckFolder
from holytable.games.frontline.cards import Deck, DeckList, Pool, missing_message, required_soldiers, resolve

#: The pydantic model of a resolved deck, as stored in a game record.
deck_model = Deck

FOLDER = DeckFolder("frontline", Pool, DeckList, resolve, required_soldiers, missing_message)
decks_dir, pool_path, load_pool, load_deck, ready_decks = FOLDER.functions()


def check_file(path: str | Path) -> str:
    """``holytable deck check`` for one Frontline file, pool or deck: a short
    summary such as ``"Red (26 cards)"``. Raises DeckFileError."""
    doc = load_document(path)
    if isinstance(doc.data, dict) and "soldiers" in doc.data:
        pool = validate(doc, Pool)
        return f"card pool ({len(pool.soldiers)} soldiers)"
    deck = FOLDER.deck_from(doc)
    return f"{deck.name} ({deck.card_count()} cards)"


__all__ = ["deck_model", "load_pool", "load_deck", "ready_decks", "check_file", "pool_path", "decks_dir", "DeckFileError"]
