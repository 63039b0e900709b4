"""break18 tests (the adversarial lane after stops' fixes, issue 16): the UI
tests' helpers on the path, HOLYTABLE_HOME in a temporary folder, and the UI
tests' quick Pilot timings."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest
import textual._wait
import textual.screen

sys.path[:0] = [str(Path(__file__).parent), str(Path(__file__).parents[1] / "ui"),
                str(Path(__file__).parents[1] / "contract"), str(Path(__file__).parents[1])]

GRAIN = 0.004  # as tests/ui/conftest.py
textual._wait.SLEEP_GRANULARITY = GRAIN
textual._wait.SLEEP_IDLE = GRAIN / 20
textual.screen.UPDATE_PERIOD = GRAIN


@pytest.fixture(autouse=True)
def holytable_home(tmp_path, monkeypatch):
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("HOLYTABLE_HOME", str(home))
    monkeypatch.delenv("NO_COLOR", raising=False)
    return home
