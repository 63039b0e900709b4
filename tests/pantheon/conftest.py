"""Fixtures for the Pantheon engine tests (docs/rules/pantheon.md).

Pantheon is registered in ``holytable.games`` for each of these tests only (see
pn_register.py): the registry in ``holytable/games/__init__.py`` does not list
it yet. The helpers live in pn_support.py.
"""
from __future__ import annotations

import sys
import types
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

import holytable.games as games  # noqa: E402
from holytable.games.pantheon import decks as deckfiles  # noqa: E402
from holytable.games.pantheon.cards import Pool  # noqa: E402
from pn_register import ENTRY, LOADER  # noqa: E402
from pn_support import Table, load, play_random, uids_in  # noqa: E402


@pytest.fixture(autouse=True)
def _registered(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(games.GAMES, "pantheon", ENTRY)
    monkeypatch.setitem(games.DECK_LOADERS, "pantheon", LOADER)


@pytest.fixture(scope="session")
def pool() -> Pool:
    return deckfiles.load_pool()


@pytest.fixture(scope="session")
def table(pool: Pool) -> Table:
    return Table(pool)


@pytest.fixture(scope="session")
def helpers() -> types.SimpleNamespace:
    return types.SimpleNamespace(uids_in=uids_in, play_random=play_random, load=load)
