"""``simulate --fast`` keeps what was alive before its games (modules, decks,
card tables) out of the cyclic collector's rounds while they play, and puts it
back afterwards, also when a game fails (issue 11: the collector's oldest
generation walked all of it, about a twentieth of a fast Holy Wars run)."""
from __future__ import annotations

import gc
import sys

import pytest

from holytable import sim


@pytest.fixture(autouse=True)
def nothing_frozen():
    """Each test starts with nothing frozen: a UI test run before it in the
    same process leaves the heap frozen by its handoffs
    (``holytable.ui.game_screen.settle_memory``), whose count is reset too,
    so its next call starts afresh."""
    gc.unfreeze()
    frozen = sys.modules.get("holytable.ui.game_screen")
    if frozen is not None:
        frozen._frozen[:] = [0, None]


def _recording(monkeypatch, fail: bool = False) -> list[int]:
    seen: list[int] = []
    real = sim.play_one

    def play_one(*a, **k):
        seen.append(gc.get_freeze_count())
        if fail:
            raise sim.SimFailure("holy_wars", 1, 0, "made to fail")
        return real(*a, **k)

    monkeypatch.setattr(sim, "play_one", play_one)
    return seen


def test_fast_games_play_with_the_earlier_objects_frozen(monkeypatch):
    seen = _recording(monkeypatch)
    assert gc.get_freeze_count() == 0
    sim.simulate("holy_wars", 2, 1, fast=True)
    assert len(seen) == 2 and all(n > 0 for n in seen)
    assert gc.get_freeze_count() == 0


def test_plain_games_leave_the_collector_alone(monkeypatch):
    seen = _recording(monkeypatch)
    sim.simulate("holy_wars", 1, 1)
    assert seen == [0]


def test_a_failed_fast_run_unfreezes(monkeypatch):
    _recording(monkeypatch, fail=True)
    with pytest.raises(sim.SimFailure):
        sim.simulate("holy_wars", 1, 1, fast=True)
    assert gc.get_freeze_count() == 0
