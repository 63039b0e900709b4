"""play23 (issue 14, a game against the computer in an 80x24 tmux pane, each game): the settings
dialog cuts the computer's pace "Quickest: 0.6 s a choice (any less would tell what it holds)" to
"Quickest: 0.6 s a choice (any less would tell w…" at 80x24 (captured in every lobby of
/work/notes/s23, lobby.sh). The cut drops the reason the fastest pace is 0.6 s, the one thing the
label says about what the player chooses; no key or panel shows the rest (the dialog has no help
line for the pace). A label a player picks by must show whole at the suite's screen size.

Found by play23; fixed by a shorter label (why 0.6 s: docs/bot.md "At the table").
"""
from __future__ import annotations

from uihelpers import SIZE, screen_text

from holytable.ui.app import HolytableApp
from holytable.ui.settings import PACE_CHOICES
from holytable.ui.settings_screen import SettingsScreen


async def test_play23_every_pace_label_shows_whole_at_80x24(holytable_home):
    app = HolytableApp(key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, SettingsScreen)
        text = screen_text(app)
        cut = [label for label, _ in PACE_CHOICES.values() if label not in text]
        assert not cut, f"pace labels not shown whole at 80x24: {cut}\n{text}"
