"""Holy Wars pool and deck files (HW-2): load, validate, resolve.

- ``pool_path()`` -> Path of ``decks/holy_wars/cards.yaml``.
- ``load_pool()`` -> :class:`Pool` (cached).
- ``load_deck(path)`` -> :class:`Deck`, a deck list resolved against the pool.
- ``ready_decks()`` -> ``{stem: Path}``: the ready-made decks.
- ``check_file(path)`` -> one-line summary for ``holytable deck check``.

Every problem with a file raises :class:`~holytable.engine.deckfile.DeckFileError`
with the file, line and card.
"""
from __future__ import annotations

import functools
from pathlib import Path

from holytable.decks_dir import decks_root
from holytable.engine.deckfile import DeckFileError, error_at, load_document, load_model, validate
from holytable.games.holy_wars.cards import Deck, DeckError, DeckList, Pool, resolve

#: The pydantic model of a resolved deck, as stored in a game record.
deck_model = Deck


def decks_dir() -> Path:
    """``decks/holy_wars``."""
    return decks_root() / "holy_wars"


def pool_path() -> Path:
    """``decks/holy_wars/cards.yaml``, the card pool."""
    return decks_dir() / "cards.yaml"


@functools.cache
def load_pool() -> Pool:
    """The Holy Wars card pool (loaded once). Raises DeckFileError."""
    return load_model(pool_path(), Pool)


def load_deck(path: str | Path, pool: Pool | None = None) -> Deck:
    """Load a deck file and resolve it against the pool (HW-2: 30 cards =
    18 Characters + 5 Actions + 4 Events + 3 Reactions, at most 3 copies, at most
    one Conviction per category, a registered set). Raises DeckFileError naming the
    line and card."""
    doc = load_document(path)
    deck_list = validate(doc, DeckList)
    try:
        return resolve(deck_list, pool or load_pool())
    except DeckError as e:
        raise error_at(doc, e.loc, str(e), card=e.card) from None


def ready_decks() -> dict[str, Path]:
    """The ready-made deck files, by file stem: every ``*.yaml`` in
    ``decks/holy_wars`` except ``cards.yaml``."""
    d = decks_dir()
    if not d.is_dir():
        return {}
    return {p.stem: p for p in sorted(d.glob("*.yaml")) if p.name != "cards.yaml" and p.is_file()}


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
    deck = load_deck(path)
    return f"{deck.name} ({deck.card_count()} cards, set {deck.set.name})"


__all__ = ["deck_model", "load_pool", "load_deck", "ready_decks", "check_file", "pool_path", "decks_dir", "DeckFileError"]
