"""Snapshot tests of Heresy's screen at 80x24: full Wilds and Matrices, a
combat with joined Hosts (the defender assigning damage in secret), and the
secret vote split entered after the handoff (the first player's split shows
only as made).

The scenes are the ones ``python -m holytable.ui.screenshots`` writes
(``heresy.svg``, ``heresy-combat.svg``, ``heresy-split.svg``; fixed seed and
choices). Approve a change with ``pytest tests/ui/test_snapshots_heresy.py
--snapshot-update`` only after looking at the report.
"""
from __future__ import annotations

import pytest

from holytable.ui.screenshots import HERESY_SCENES, SIZE


async def settle(pilot):
    await pilot.pause()
    await pilot.pause()


class TestHeresySnapshots:
    @pytest.mark.parametrize("name", list(HERESY_SCENES))
    def test_scene(self, snap_compare, name):
        scene = HERESY_SCENES[name]
        assert snap_compare(scene.make(), press=scene.press, terminal_size=SIZE, run_before=settle)
