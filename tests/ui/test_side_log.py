"""The side log appends: a new line never clears and rewrites the panel
(issue 11: past 40 lines every redraw rewrote it, about 43 ms a call)."""
from __future__ import annotations

from textual.widgets import RichLog
from uihelpers import SIZE, game_app, game_screen, pass_handoff

from holytable.ui.game_screen import SIDE_LOG_LINES


async def test_a_log_window_moving_on_writes_only_the_new_lines(monkeypatch):
    async with game_app().run_test(size=SIZE) as pilot:
        await pass_handoff(pilot)
        gs = game_screen(pilot.app)
        log = gs.query_one("#side-log", RichLog)
        lines = [(i, f"line {i}") for i in range(200)]
        gs._draw_log(lines[:SIDE_LOG_LINES])
        cleared, written = [], []
        real_write = log.write
        monkeypatch.setattr(log, "clear", lambda: cleared.append(1) or log)
        monkeypatch.setattr(log, "write", lambda *a, **k: written.extend(str(a[0]).split("\n")) or real_write(*a, **k))
        for end in range(SIDE_LOG_LINES + 1, 120, 3):  # one to three new lines a redraw
            gs._draw_log(lines[max(0, end - SIDE_LOG_LINES): end])
        assert not cleared and written == [t for _, t in lines[SIDE_LOG_LINES:119]]
        # A takeback (the log shrinks) or another seat's view (other words) rewrites it whole.
        gs._draw_log(lines[50:90])
        assert cleared == [1] and written[-1] == "line 89"
        gs._draw_log([(i, f"other {i}") for i in range(50, 90)])
        assert cleared == [1, 1]
        await pilot.pause()
