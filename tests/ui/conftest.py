"""UI test fixtures: every test runs with HOLYTABLE_HOME in a temporary folder, so
no test reads or writes the real user's saves or settings."""
from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def holytable_home(tmp_path, monkeypatch):
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("HOLYTABLE_HOME", str(home))
    monkeypatch.delenv("NO_COLOR", raising=False)
    return home
