"""Holdfast pool and deck files (HF-2): load, validate, resolve.

- ``pool_path()`` -> Path of ``decks/holdfast/cards.yaml``.
- ``load_pool()`` -> :class:`~.cards.Pool` (cached).
- ``load_deck(path)`` -> :class:`~.cards.Deck`, a deck list resolved against the
  pool (40 to 60 cards, at most 3 copies of a card or 6 of a resource card, at
  least 6 denizens and 6 structures).
- ``ready_decks()`` -> ``{stem: Path}``: the ready-made decks.
- ``check_file(path)`` -> one-line summary for ``holytable deck check``, with
  the deck's forced first-turn loss rate (HF-2.5, :func:`opening_summary`).

Every problem with a file raises :class:`~holytable.engine.deckfile.DeckFileError`
with the file, line and card.
"""
from __future__ import annotations

from collections import Counter
from pathlib import Path

from holytable.engine.deckfile import DeckFileError, load_document, validate
from holytable.engine.deckfolder import DeckFolder
from holytable.games.holdfast.cards import CARD_TYPES, Deck, DeckList, Pool, resolve

#: The pydantic model of a resolved deck, as stored in a game record.
deck_model = Deck

FOLDER = DeckFolder("holdfast", Pool, DeckList, resolve)
decks_dir, pool_path, load_pool, load_deck, ready_decks = FOLDER.functions()


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
    deck = FOLDER.deck_from(doc)
    parts = ", ".join(f"{deck.count_of(t)} {t}s" for t in CARD_TYPES if deck.count_of(t))
    return f"{deck.name} ({deck.card_count()} cards: {parts}); {opening_summary(deck)}"


def opening_summary(deck: Deck, deals: int = 2000) -> str:
    """HF-2.5: how often an opening hand of ``deck`` cannot avoid losing its first
    turn, over ``deals`` seeded deals (seeds 1..deals, see :mod:`.opening`):
    ``"first turn lost by force in 0.4% of 2000 deals"``."""
    from holytable.games.holdfast.opening import forced_loss_rate

    n, m = forced_loss_rate(deck, deals)
    return f"first turn lost by force in {100 * n / m:.1f}% of {m} deals (aim: under 1%)"


__all__ = ["deck_model", "load_pool", "load_deck", "ready_decks", "check_file", "pool_path", "decks_dir", "DeckFileError"]
