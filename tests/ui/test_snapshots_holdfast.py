"""Snapshot tests of Holdfast's screen at 80x24: holds with perimeters (one
breached, with its gap) and an assault group being gathered against a
structure on a perimeter.

The scenes are the ones ``python -m holytable.ui.screenshots`` writes
(``holdfast.svg``, ``holdfast-assault.svg``; fixed seed and choices). Approve a
change with ``pytest tests/ui/test_snapshots_holdfast.py --snapshot-update``
only after looking at the report.
"""
from __future__ import annotations

import pytest

from holytable.ui.screenshots import HOLDFAST_SCENES, SIZE


async def settle(pilot):
    await pilot.pause()
    await pilot.pause()


class TestHoldfastSnapshots:
    @pytest.mark.parametrize("name", list(HOLDFAST_SCENES))
    def test_scene(self, snap_compare, name):
        scene = HOLDFAST_SCENES[name]
        assert snap_compare(scene.make(), press=scene.press, terminal_size=SIZE, run_before=settle)
