"""The host's header keeps the game's own words whole beside the room code
(issue 11, fresh19/20: a long header was cut to "… Player 2…" to make room
for the code): when both do not fit one line, the code goes on a second."""
from __future__ import annotations

import re
import sys
from pathlib import Path

from textual.widgets import Select

from holytable.games.frontline.screen import FrontlineScreen
from holytable.ui.app import HolytableApp
from holytable.ui.lobby import LobbyScreen
from netkit import remove, short_dir

sys.path.insert(0, str(Path(__file__).parents[1] / "ui"))
from uihelpers import screen_text, until  # noqa: E402

LONG = "Frontline · turn 12 · Player 2's Reinforcement · Player 1 to decide"


async def test_a_long_header_stays_whole_beside_the_room_code(monkeypatch):
    monkeypatch.setattr(FrontlineScreen.BOARD, "header", classmethod(lambda cls, view: LONG))
    folder = short_dir()
    app = HolytableApp(host=True, host_socket=folder / "t.sock", key_guard=0, game="frontline")
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            await until(pilot, lambda: isinstance(app.screen, LobbyScreen) and app.screen.form_ready,
                        what="the host's lobby")
            lobby = app.screen
            lobby.query_one("#kind-0", Select).value = "remote"  # watch only: no seat joins
            await pilot.pause()
            await pilot.press("ctrl+t")
            await until(pilot, lambda: app.table is not None and app.screen is not lobby, what="the host's screen")
            await pilot.pause()
            header = app.screen.query_one("#header")
            lines = screen_text(app).splitlines()[header.region.y:header.region.bottom]
            shown = " ".join(" ".join(lines).split())
            assert LONG in shown and f"Room {app.table.code}" in shown and "…" not in shown, lines
            assert app.screen.query_one("#board").region.y >= header.region.bottom  # nothing beneath it
            await pilot.press("escape")
            await until(pilot, lambda: bool(app.screen.query("#confirm-question")), what="the question")
            await pilot.press("y")
            await until(pilot, lambda: app.table is None, what="the table stopped")
    finally:
        remove(folder)
