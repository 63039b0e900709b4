"""Heresy pool and deck files (HK-2): load, validate, resolve.

- ``pool_path()`` -> Path of ``decks/heresy/cards.yaml``.
- ``load_pool()`` -> :class:`~.cards.Pool` (cached).
- ``load_deck(path)`` -> :class:`~.cards.Deck`, a deck list resolved against the
  pool (HK-2.1: at least 60 cards; HK-2.2: at most four copies of a card that
  is not a location).
- ``ready_decks()`` -> ``{stem: Path}``: the ready-made decks.
- ``check_file(path)`` -> one-line summary for ``holytable deck check``, with
  the HK-2.4 warnings (no domain, no array) after it.

Every problem with a file raises :class:`~holytable.engine.deckfile.DeckFileError`
with the file, line and card.
"""
from __future__ import annotations

from collections import Counter
from pathlib import Path

from holytable.engine.deckfile import DeckFileError, load_document, validate
from holytable.engine.deckfolder import DeckFolder
from holytable.games.heresy.cards import CARD_TYPES, Deck, DeckList, Pool, deck_warnings, resolve

#: The pydantic model of a resolved deck, as stored in a game record.
deck_model = Deck

FOLDER = DeckFolder("heresy", Pool, DeckList, resolve)
decks_dir, pool_path, load_pool, load_deck, ready_decks = FOLDER.functions()

#: card type -> (one, several) as ``deck check`` counts them
WORDS = {"domain": ("domain", "domains"), "array": ("array", "arrays"), "host": ("Host", "Hosts"),
         "heathen": ("Heathen", "Heathens"), "aleph": ("aleph", "alephs"),
         "enhancement": ("enhancement", "enhancements"), "title": ("title", "titles"), "ic": ("IC", "IC"),
         "power": ("celestial power", "celestial powers"), "miracle": ("miracle", "miracles")}


def _n(n: int, card_type: str) -> str:
    one, many = WORDS[card_type]
    return f"{n} {one if n == 1 else many}"


def check_file(path: str | Path) -> str:
    """``holytable deck check`` for one Heresy file, pool or deck: a short summary
    such as ``"Free Cities (60 cards: 20 domains, 8 arrays, ...)"``, with
    ``"; warning: ..."`` for each HK-2.4 warning. Raises DeckFileError."""
    doc = load_document(path)
    if isinstance(doc.data, dict) and "name" not in doc.data and isinstance(doc.data.get("cards"), dict) \
            and any(isinstance(v, dict) for v in doc.data["cards"].values()):
        pool = validate(doc, Pool)
        n = Counter(c.type for c in pool.cards.values())
        return f"card pool ({len(pool.cards)} cards: " + ", ".join(
            _n(n[t], t) for t in CARD_TYPES if n[t]) + ")"
    deck = FOLDER.deck_from(doc)
    parts = ", ".join(_n(deck.count_of(t), t) for t in CARD_TYPES if deck.count_of(t))
    warn = "".join(f"; warning: {w}" for w in deck_warnings(deck))
    return f"{deck.name} ({deck.card_count()} cards: {parts}){warn}"


__all__ = ["deck_model", "load_pool", "load_deck", "ready_decks", "check_file", "pool_path", "decks_dir",
           "DeckFileError"]
