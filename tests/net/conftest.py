"""Table tests (issue 15): netkit.py on ``sys.path``, HOLYTABLE_HOME in a
temporary folder."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    monkeypatch.setenv("HOLYTABLE_HOME", str(tmp_path / "home"))
