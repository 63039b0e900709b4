"""Fixtures for the Holdfast engine tests (docs/rules/holdfast.md).

The helpers live in ``hfhelpers`` (a unique module name: test modules cannot
import ``conftest``).
"""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from hfhelpers import Table, play_random, uids_in  # noqa: E402

from holytable.games.holdfast import decks as deckfiles  # noqa: E402
from holytable.games.holdfast.cards import Deck, Pool  # noqa: E402


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

    return types.SimpleNamespace(uids_in=uids_in, play_random=play_random)
