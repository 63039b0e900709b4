"""Pantheon pool and deck files (PN-2): load, validate, resolve.

- ``pool_path()`` -> Path of ``decks/pantheon/cards.yaml``.
- ``load_pool()`` -> :class:`Pool` (cached).
- ``load_deck(path)`` -> :class:`Deck`, a deck list resolved against the pool
  (at least 40 cards, at most 3 copies, Class 3 characters and relics at most 1).
- ``ready_decks()`` -> ``{stem: Path}``: the ready-made decks.
- ``check_file(path)`` -> one-line summary for ``holytable deck check``.

Every problem with a file raises :class:`~holytable.engine.deckfile.DeckFileError`
with the file, line and card.
"""
from __future__ import annotations

from collections import Counter
from pathlib import Path

from holytable.engine.deckfile import DeckFileError, load_document, validate
from holytable.engine.deckfolder import DeckFolder
from holytable.games.pantheon.cards import Deck, DeckList, Pool, resolve

#: The pydantic model of a resolved deck, as stored in a game record.
deck_model = Deck

FOLDER = DeckFolder("pantheon", Pool, DeckList, resolve)
decks_dir, pool_path, load_pool, load_deck, ready_decks = FOLDER.functions()


def check_file(path: str | Path) -> str:
    """``holytable deck check`` for one Pantheon file, pool or deck: a short
    summary such as ``"Weighing of Souls (40 cards: 18 characters, ...)"``.
    Raises DeckFileError."""
    doc = load_document(path)
    cards = doc.data.get("cards") if isinstance(doc.data, dict) else None
    if isinstance(cards, dict) and any(isinstance(v, dict) for v in cards.values()):  # the pool
        pool = validate(doc, Pool)
        n = Counter(c.type for c in pool.cards.values())
        pan = Counter(c.pantheon for c in pool.cards.values())
        return (f"card pool ({len(pool.cards)} cards: {n['character']} characters, {n['relic']} relics, "
                f"{n['field']} fields, {n['magic']} magic; " + ", ".join(f"{k} {v}" for k, v in sorted(pan.items())) + ")")
    deck = FOLDER.deck_from(doc)
    n = Counter()
    for e in deck.cards:
        n[e.card.type] += e.count
    return (f"{deck.name} ({deck.card_count()} cards: {n['character']} characters, {n['relic']} relics, "
            f"{n['field']} fields, {n['magic']} magic)")


__all__ = ["deck_model", "load_pool", "load_deck", "ready_decks", "check_file", "pool_path", "decks_dir", "DeckFileError"]
