"""play21 (issue 15, Heresy and Holdfast over host + two joins + `join --watch`
at 80x24): the watcher's screen names the first seat as its own, "▼ Ana (you)",
though the watcher is nobody at the table (captures in /work/notes/s21/,
hk-final-watch.txt and hf2-final-watch.txt). What it shows is public (its hand
is "4 cards (hidden)"), so nothing leaks; but a watcher told "(you)" is told
something false, and a player's "(you)" marks the one screen that is theirs.
Found by play21; fixed on main (see git log for this file).
"""
from __future__ import annotations

import pytest

from holytable.net.client import Seat
from holytable.net.screen import JoinApp

import sys, pathlib
sys.path.insert(0, str(pathlib.Path(__file__).parents[1] / "ui"))
from uihelpers import screen_text  # noqa: E402
from netkit import new_table, remove, short_dir  # noqa: E402


async def until(pilot, cond, what: str, timeout: float = 20.0) -> None:
    for _ in range(int(timeout / 0.02)):
        if cond():
            return
        await pilot.pause(0.02)
    raise AssertionError(f"timed out waiting for {what}")


@pytest.mark.parametrize("gid", ["heresy", "holdfast"])
async def test_a_watcher_is_not_called_you(tmp_path, gid):
    folder = short_dir()
    table = new_table(gid, 3, tmp_path)
    try:
        path = await table.start(folder / "t.sock")
        a = await Seat.join(path, table.code)
        b = await Seat.join(path, table.code)
        app = JoinApp(path, table.code, watch=True)
        async with app.run_test(size=(80, 24)) as pilot:
            await until(pilot, lambda: getattr(app, "game_screen", None) is not None
                        and app.screen is app.game_screen and app.game_screen._view is not None, "the watch screen")
            screen = app.game_screen
            assert not screen.private
            await pilot.pause(0.3)
            text = screen_text(app)
            assert "(you)" not in text, text
        await a.close()
        await b.close()
    finally:
        await table.stop()
        remove(folder)
