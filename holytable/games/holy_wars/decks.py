"""Holy Wars pool and deck files (HW-2): load, validate, resolve.

- ``pool_path()`` -> Path of ``decks/holy_wars/cards.yaml``.
- ``load_pool()`` -> :class:`Pool` (cached).
- ``load_deck(path)`` -> :class:`Deck`, a deck list resolved against the pool
  (30 cards = 18 Characters + 5 Actions + 4 Events + 3 Reactions, at most 3
  copies, at most one Conviction per category, a registered set).
- ``ready_decks()`` -> ``{stem: Path}``: the ready-made decks.
- ``check_file(path)`` -> one-line summary for ``holytable deck check``.

Every problem with a file raises :class:`~holytable.engine.deckfile.DeckFileError`
with the file, line and card.
"""
from __future__ import annotations

from pathlib import Path

from holytable.engine.deckfile import DeckFileError, load_document, validate
from holytable.engine.deckfolder import DeckFolder
from holytable.games.holy_wars.cards import Deck, DeckList, Pool, resolve

#: The pydantic model of a resolved deck, as stored in a game record.
deck_model = Deck

FOLDER = DeckFolder("holy_wars", Pool, DeckList, resolve)
decks_dir, pool_path, load_pool, load_deck, ready_decks = FOLDER.functions()


def check_file(path: str | Path) -> str:
    """``holytable deck check`` for one Holy Wars file, pool or deck: a short
    summary such as ``"Iron Order (30 cards, set Politics of Fear)"``. Raises
    DeckFileError."""
    doc = load_document(path)
    if isinstance(doc.data, dict) and "sets" in doc.data:
        pool = validate(doc, Pool)
        n = {t: sum(1 for c in pool.cards.values() if c.type == t and c.set is None)
             for t in ("character", "action", "event", "reaction", "conviction")}
        return (
            f"card pool ({n['character']} characters, {n['action']} actions, {n['event']} events, "
            f"{n['reaction']} reactions, {n['conviction']} convictions; {len(pool.sets)} sets of 3 components)"
        )
    deck = FOLDER.deck_from(doc)
    return f"{deck.name} ({deck.card_count()} cards, set {deck.set.name})"


__all__ = ["deck_model", "load_pool", "load_deck", "ready_decks", "check_file", "pool_path", "decks_dir", "DeckFileError"]
