"""A seat that never joined a table before the host stopped gets the game's
defaults, not its own stops, when it joins the resumed table (break22).

Promise (7c10d51, messages.Welcome): the welcome tells a seat "the seat's
stops the table keeps (None: it has none of the seat's yet, and the seat
sends its own)"; issue 16: each player sets their own stops, and a joined
seat uses the same stops as anywhere (its settings' stops of its name).

Fault: ``Table.save`` writes stops for every seat, the game's defaults for a
seat that never sent any, and ``Table.__init__`` reads every remote seat's
saved list as set by the seat itself (``stops_set``). On a resumed table,
a seat that never joined is welcomed with the defaults as "kept", so its
screen does not send its own: Bo's stops from his settings are ignored, his
dialog shows the defaults, and the table asks him at the default moments.
The same holds for a seat whose terminal joined after the resume of a
table it had left before sending anything.

How to see it: set Bo's Holy Wars stops (t, untick all but one) in any
game; ``holytable host holy_wars``; stop the host before Bo joins;
``holytable host --resume SAVE``; Bo joins: t shows the defaults.

Found by break22; fixed on main (see git log for this file).
"""
from __future__ import annotations

from holytable.engine.stops import default_stops
from holytable.net.host import Table
from holytable.net.screen import JoinApp
from holytable.ui.settings import Settings, save_settings
from holytable.ui.stops import with_stops

from netkit import new_table, remove, short_dir


async def test_a_seat_that_never_joined_keeps_its_own_stops_at_a_resumed_table(tmp_path):
    first = new_table("holy_wars", 7, tmp_path)  # the host stops before Bo ever joins
    defaults = default_stops(type(first.game))
    mine = {sorted(defaults)[0]}
    assert mine != defaults
    save_settings(with_stops(Settings(), "holy_wars", "Bo", mine))  # Bo's own stops, in his settings
    table = Table(first.record.build(), first.record, tmp_path / "save.json")
    folder = short_dir()
    try:
        path = await table.start(folder / "t.sock")
        app = JoinApp(path, table.code, seat=1)
        async with app.run_test(size=(80, 24)) as pilot:
            for _ in range(500):
                if getattr(app, "game_screen", None) is not None and app.screen is app.game_screen:
                    break
                await pilot.pause(0.02)
            await pilot.pause(0.3)
            welcome = app.game_screen.client.welcome
            shown = app.game_screen.stops.of(app.settings, 1)
            at_table = table.stops.get(1)
    finally:
        await table.stop()
        remove(folder)
    assert at_table == mine and shown == mine, (
        f"Bo never joined before the resume; his settings keep {sorted(mine)}, but the welcome said the "
        f"table keeps {welcome.stops} (the defaults it saved for him): his screen shows {sorted(shown)} "
        f"and the table asks him at {sorted(at_table)}")
