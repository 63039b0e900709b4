"""Snapshot tests of Pantheon's screen at 80x24 (issue 4, "Screen and keys"):
the roll phase (dice kept and loose told apart without colour, PN-8.2) and a
Twist window (the player who is not on their go offered a Twist, PN-17.2).

The positions come from fixed seeds and a fixed choice rule (random choices
from ``random.Random(seed)``), saved and resumed, so they only change when the
UI or the engine does. Approve a change with
``pytest tests/ui/test_snapshots_pantheon.py --snapshot-update`` only after
looking at the report.
"""
from __future__ import annotations

from test_pantheon_screen import play_until, resume_app
from uihelpers import SIZE

from holytable.games.pantheon.rules import PantheonGame

#: Turn 5, Ana's Combat: Ana's Spartan Hoplite attacks (seed 12) and Bo,
#: holding Sandstorm and 3 MP, may answer with it.
TWIST_SEED = 12
#: Seed 12 again, the first roll of turn 3.
ROLL_SEED = 12


def twist_window(g: PantheonGame) -> bool:
    d = g.pending
    return d.kind == "twist_window" and len(d.options) > 1 and g.view_dict(None)["turn"] >= 5


def first_roll(g: PantheonGame) -> bool:
    d = g.pending
    return d.kind == "roll" and g.view_dict(None)["turn"] >= 3


async def settle(pilot):
    await pilot.pause()
    await pilot.pause()


class TestPantheonScreens:
    def test_roll_phase_dice_kept_and_loose(self, snap_compare, holytable_home):
        """PN-8.2: after the first roll dice 2 and 5 kept: ``[n]`` kept, `` n `` loose."""
        game = play_until(ROLL_SEED, first_roll)
        assert game.view_dict(None)["players"][game.pending.player]["rolls"] == 0
        app = resume_app(game, holytable_home)
        assert snap_compare(app, press=["enter", "r", "2", "5"], terminal_size=SIZE, run_before=settle)

    def test_twist_window(self, snap_compare, holytable_home):
        """PN-17.2: an attack during Bo's go; Ana, after the handoff, may cast a Twist."""
        game = play_until(TWIST_SEED, twist_window)
        d = game.pending
        assert d.window and d.player != game.view_dict(None)["go"]
        app = resume_app(game, holytable_home)
        assert snap_compare(app, press=["enter"], terminal_size=SIZE, run_before=settle)
