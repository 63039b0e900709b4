"""Pantheon pool and deck files (PN-2): load, validate, resolve.

- ``pool_path()`` -> Path of ``decks/pantheon/cards.yaml``.
- ``load_pool()`` -> :class:`Pool` (cached).
- ``load_deck(path)`` -> :class:`Deck`, a deck list resolved against the pool.
- ``ready_decks()`` -> ``{stem: Path}``: the ready-made decks.
- ``check_file(path)`` -> one-line summary for ``holytable deck check``.

Every problem with a file raises :class:`~holytable.engine.deckfile.DeckFileError`
with the file, line and card.
"""
from __future__ import annotations

import functools
from collections import Counter
from pathlib import Path

from holytable.decks_dir import decks_root
from holytable.engine.deckfile import DeckFileError, error_at, load_document, load_model, validate
from holytable.games.pantheon.cards import Deck, DeckError, DeckList, Pool, resolve

#: The pydantic model of a resolved deck, as stored in a game record.
deck_model = Deck


def decks_dir() -> Path:
    """``decks/pantheon``."""
    return decks_root() / "pantheon"


def pool_path() -> Path:
    """``decks/pantheon/cards.yaml``, the card pool."""
    return decks_dir() / "cards.yaml"


@functools.cache
def load_pool() -> Pool:
    """The Pantheon card pool (loaded once). Raises DeckFileError."""
    return load_model(pool_path(), Pool)


def load_deck(path: str | Path, pool: Pool | None = None) -> Deck:
    """Load a deck file and resolve it against the pool (PN-2: at least 40 cards,
    at most 3 copies, Class 3 characters and relics at most 1). Raises
    DeckFileError naming the line and card."""
    doc = load_document(path)
    deck_list = validate(doc, DeckList)
    try:
        return resolve(deck_list, pool or load_pool())
    except DeckError as e:
        raise error_at(doc, e.loc, str(e), card=e.card) from None


def ready_decks() -> dict[str, Path]:
    """The ready-made deck files, by file stem: every ``*.yaml`` in
    ``decks/pantheon`` except ``cards.yaml``."""
    d = decks_dir()
    if not d.is_dir():
        return {}
    return {p.stem: p for p in sorted(d.glob("*.yaml")) if p.name != "cards.yaml" and p.is_file()}


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
    deck = load_deck(path)
    n = Counter()
    for e in deck.cards:
        n[e.card.type] += e.count
    return (f"{deck.name} ({deck.card_count()} cards: {n['character']} characters, {n['relic']} relics, "
            f"{n['field']} fields, {n['magic']} magic)")


__all__ = ["deck_model", "load_pool", "load_deck", "ready_decks", "check_file", "pool_path", "decks_dir", "DeckFileError"]
