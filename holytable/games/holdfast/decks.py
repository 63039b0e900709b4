"""Holdfast pool and deck files (HF-2): load, validate, resolve.

- ``pool_path()`` -> Path of ``decks/holdfast/cards.yaml``.
- ``load_pool()`` -> :class:`~.cards.Pool` (cached).
- ``load_deck(path)`` -> :class:`~.cards.Deck`, a deck list resolved against the pool.
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
from holytable.games.holdfast.cards import CARD_TYPES, Deck, DeckError, DeckList, Pool, resolve

#: The pydantic model of a resolved deck, as stored in a game record.
deck_model = Deck


def decks_dir() -> Path:
    """``decks/holdfast``."""
    return decks_root() / "holdfast"


def pool_path() -> Path:
    """``decks/holdfast/cards.yaml``, the card pool."""
    return decks_dir() / "cards.yaml"


@functools.cache
def load_pool() -> Pool:
    """The Holdfast card pool (loaded once). Raises DeckFileError."""
    return load_model(pool_path(), Pool)


def load_deck(path: str | Path, pool: Pool | None = None) -> Deck:
    """Load a deck file and resolve it against the pool (HF-2: 40 to 60 cards, at
    most 3 copies of a card or 6 of a resource card, at least 6 denizens and 6
    structures). Raises DeckFileError naming the file, line and card."""
    doc = load_document(path)
    deck_list = validate(doc, DeckList)
    try:
        return resolve(deck_list, pool or load_pool())
    except DeckError as e:
        raise error_at(doc, e.loc, str(e), card=e.card) from None


def ready_decks() -> dict[str, Path]:
    """The ready-made deck files, by file stem: every ``*.yaml`` in
    ``decks/holdfast`` except ``cards.yaml``."""
    d = decks_dir()
    if not d.is_dir():
        return {}
    return {p.stem: p for p in sorted(d.glob("*.yaml")) if p.name != "cards.yaml" and p.is_file()}


def check_file(path: str | Path) -> str:
    """``holytable deck check`` for one Holdfast file, pool or deck: a short summary
    such as ``"Stonewardens (48 cards: 14 resources, 10 denizens, 12 structures, ...)"``.
    Raises DeckFileError."""
    doc = load_document(path)
    if isinstance(doc.data, dict) and "name" not in doc.data and "cards" in doc.data and isinstance(doc.data["cards"], dict) \
            and any(isinstance(v, dict) for v in doc.data["cards"].values()):
        pool = validate(doc, Pool)
        n = Counter(c.type for c in pool.cards.values())
        return f"card pool ({len(pool.cards)} cards: " + ", ".join(f"{n[t]} {t}s" for t in CARD_TYPES) + ")"
    deck = load_deck(path)
    parts = ", ".join(f"{deck.count_of(t)} {t}s" for t in CARD_TYPES if deck.count_of(t))
    return f"{deck.name} ({deck.card_count()} cards: {parts})"


__all__ = ["deck_model", "load_pool", "load_deck", "ready_decks", "check_file", "pool_path", "decks_dir", "DeckFileError"]
