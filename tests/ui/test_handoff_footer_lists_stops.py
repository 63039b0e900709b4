"""The handoff screen lists its `t` key (stops) in its footer, in a game
with response windows (issue 16; found by break18).

Promise (README, Keys: "a handoff, a dialog or a panel lists all of its keys
in the footer itself"; README and rules pages: stops are set with `t` "on
your own screen, or on the handoff that hands you the keyboard").

Fault: ``HandoffScreen`` binds ``t`` with ``show=False`` and its text does
not mention it, and a handoff has no F1 panel: its footer reads "↵ I have
the keyboard  esc Leave  ^q Quit", so nothing on the handoff tells the
player handed the keyboard that `t` sets their stops there.
"""
from __future__ import annotations

from pathlib import Path

from uihelpers import screen_text, until

from holytable.engine.record import GameRecord
from holytable.ui.app import HolytableApp
from holytable.ui.modals import HandoffScreen
from quiet import new


async def test_the_handoff_footer_lists_t_for_stops(tmp_path: Path):
    g = new("holy_wars", 2, 1)
    app = HolytableApp(key_guard=0)
    async with app.run_test(size=(120, 30)) as pilot:
        app._open(g, GameRecord.of(g), tmp_path / "g.json")
        await until(pilot, lambda: isinstance(app.screen, HandoffScreen), what="the first handoff")
        await pilot.pause()
        footer = screen_text(app).rstrip().splitlines()[-1]
        assert "t Stops" in footer, footer
