"""The shared contract tests: every registered game, and the test-only
stand-in (standin_game.py), registered here for each test of this folder and
removed afterwards (``gamekit.registered``). The helpers live in
contractkit.py (test modules cannot import conftest)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from contractkit import TEST_ONLY_GAMES  # noqa: E402
from gamekit import registered  # noqa: E402


@pytest.fixture(autouse=True)
def _test_only_games():
    with registered(*TEST_ONLY_GAMES):
        yield
