"""Fixtures for the Holy Wars engine tests; the helpers live in ``hwhelpers``
(a unique module name: test modules cannot import ``conftest``)."""
from __future__ import annotations

import json

import pytest

from holytable.games.holy_wars import decks as deckfiles
from holytable.games.holy_wars.cards import Deck, Pool

from hwhelpers import Table, load, play_random, uids_in


@pytest.fixture(scope="session")
def pool() -> Pool:
    return deckfiles.load_pool()


@pytest.fixture(scope="session")
def table(pool: Pool) -> Table:
    return Table(pool)


@pytest.fixture(scope="session")
def ready() -> dict[str, Deck]:
    """The ready-made decks, by file stem."""
    return {k: deckfiles.load_deck(p) for k, p in deckfiles.ready_decks().items()}


@pytest.fixture(scope="session")
def helpers():
    import types

    return types.SimpleNamespace(uids_in=uids_in, play_random=play_random, load=load, dumps=json.dumps)
