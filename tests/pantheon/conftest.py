"""Fixtures for the Pantheon engine tests (docs/rules/pantheon.md).

The helpers live in pn_support.py.
"""
from __future__ import annotations

import sys
import types
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from holytable.games.pantheon import decks as deckfiles  # noqa: E402
from holytable.games.pantheon.cards import Pool  # noqa: E402
from pn_support import Table, load, play_random, uids_in  # noqa: E402


@pytest.fixture(scope="session")
def pool() -> Pool:
    return deckfiles.load_pool()


@pytest.fixture(scope="session")
def table(pool: Pool) -> Table:
    return Table(pool)


@pytest.fixture(scope="session")
def helpers() -> types.SimpleNamespace:
    return types.SimpleNamespace(uids_in=uids_in, play_random=play_random, load=load)
