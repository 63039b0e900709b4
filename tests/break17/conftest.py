"""break17 tests: the UI tests' helpers on the path, HOLYTABLE_HOME in a temporary folder."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path[:0] = [str(Path(__file__).parent), str(Path(__file__).parents[1] / "ui"),
                str(Path(__file__).parents[1] / "contract"), str(Path(__file__).parents[1])]


@pytest.fixture(autouse=True)
def holytable_home(tmp_path, monkeypatch):
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("HOLYTABLE_HOME", str(home))
    monkeypatch.delenv("NO_COLOR", raising=False)
    return home
