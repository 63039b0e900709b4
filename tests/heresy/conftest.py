"""Fixtures of the Heresy tests: the pool and the ready-made decks."""
from __future__ import annotations

import pytest

from holytable.games.heresy import decks as deckfiles


@pytest.fixture(scope="session")
def pool():
    return deckfiles.load_pool()


@pytest.fixture(scope="session")
def ready():
    return {stem: deckfiles.load_deck(p) for stem, p in deckfiles.ready_decks().items()}
