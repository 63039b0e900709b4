"""The stops dialog on a joined seat's screen says what the table does with
its stops (issue 16; README "Play across terminals": "A joined seat is
asked in a response window only at its stops ... whatever it holds").

Promise: the host asks a joined seat at its stops and passes its other
windows at once, whatever the reaction mode in anybody's settings
(``Table.pass_windows`` reads the stops only). The dialog's words are
chosen by the mode in use (``StopsScreen.HELP``): in the "stops" mode
"Hand me the keyboard, even with nothing to play, when: ... what you hold
never changes when you are asked".

Fault: the join screen inherits ``GameScreen.window_mode``, the *joining
terminal's* settings' mode. A player whose own settings say "ask only when
I can respond" (or "always ask") opens t at a table and reads "The settings
now hand you the keyboard only when you can respond, which tells the others
when you can; your stops count once they ask at stops": both halves are
false there (the table asks at stops; nothing tells the others what he
holds), so he is told his stops do nothing and that his hand leaks.

How to see it: in holytable's settings choose "ask only when I can
respond"; ``holytable join CODE`` a Holy Wars table; t.
"""
from __future__ import annotations

import pytest

from holytable.net.client import Seat
from holytable.net.screen import JoinApp
from holytable.ui.settings import Settings, save_settings
from holytable.ui.stops import StopsScreen

from netkit import new_table, remove, short_dir


@pytest.mark.parametrize("mode", ["when-able", "always"])
async def test_the_join_screens_stops_dialog_speaks_of_stops_whatever_this_terminals_mode(tmp_path, mode):
    save_settings(Settings(reaction_mode=mode))
    folder = short_dir()
    table = new_table("holy_wars", 7, tmp_path)
    try:
        path = await table.start(folder / "t.sock")
        ana = await Seat.join(path, table.code, seat=0)
        app = JoinApp(path, table.code, seat=1)
        async with app.run_test(size=(80, 24)) as pilot:
            for _ in range(500):
                if getattr(app, "game_screen", None) is not None and app.screen is app.game_screen:
                    break
                await pilot.pause(0.02)
            await pilot.press("t")
            for _ in range(100):
                if isinstance(app.screen, StopsScreen):
                    break
                await pilot.pause(0.02)
            assert isinstance(app.screen, StopsScreen)
            dialog = app.screen
            said = str(dialog.query_one("#stops-help").render()) + " " + str(dialog.query_one("#stops-keys").render())
            assert dialog.mode == "stops" and "what you hold never changes" in said, (
                f"at a table (asked at stops only) Bo's stops dialog says, from this terminal's '{mode}' "
                f"settings: {said!r}")
            await pilot.press("escape")
        await ana.close()
    finally:
        await table.stop()
        remove(folder)
