"""Snapshot tests of the lobby, game, handoff and game-over screens at 80x24.

The scenes are the ones ``python -m holytable.ui.screenshots`` writes to
screenshots/ (fixed seeds and choices, no clock, no blinking cursor). Approve a
change with ``pytest tests/ui/test_snapshots.py --snapshot-update`` only after
looking at the report.
"""
from __future__ import annotations

import pytest

from holytable.ui.screenshots import SCENES, SIZE


async def settle(pilot):
    await pilot.pause()
    await pilot.pause()


class TestScreens:
    @pytest.mark.parametrize("name", list(SCENES))
    def test_screen(self, snap_compare, name):
        scene = SCENES[name]
        assert snap_compare(scene.make(), press=scene.press, terminal_size=SIZE, run_before=settle)
