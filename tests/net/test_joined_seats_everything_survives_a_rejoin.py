"""A joined seat's one-turn "ask me at everything" survives the host's resume
and the seat's joining again (issue 16: a one-turn "ask me at everything"
toggle; README: a resumed table goes on with it; lane brief: does it survive
a save/resume).

Promise: ``Table`` keeps a joined seat's toggle in its save while it lasts,
and a resumed table "goes on with it" (commit bcea928,
test_stops_a_joined_seats_ask_me_at_everything_lasts_to_the_end_of_the_next_turn).
A table is resumed (``holytable host --resume SAVE``) so that its seats
join it again: that is when the toggle must still be on.

Fault: the join screen sends its seat's stops the moment it opens
(``RemoteScreen.on_mount`` -> ``_send_stops``), with ``everything`` read from
its own fresh ``TableStops``, which knows nothing of the toggle (its record is a
stand-in): ``stops(keys, everything=False)``. ``Table.set_stops`` takes
that as "switch it off" and drops the toggle. So a resumed table forgets it
as soon as the seat joins again, and so does a live table when the seat's
terminal drops and joins again within the same turn: the seat that asked to
be asked at every moment is passed at every moment not among its stops,
without being told (its dialog shows the box unticked).

How to see it: ``holytable host holy_wars``; join twice; on Bo's screen t,
tick "at every moment...", Esc; close Bo's terminal, ``holytable join CODE``
again (same turn): the host passes Bo's windows at non-stops again.

Fixed: the table's welcome tells a seat joining again the stops and toggle
it keeps of that seat; the seat sends its own only when the table has none
(``Welcome.stops``/``.everything``; ``stops(keys, everything=None)`` leaves
the toggle as it is).
"""
from __future__ import annotations

from holytable.engine.stops import default_stops
from holytable.net.client import Seat
from holytable.net.host import Table
from holytable.net.screen import JoinApp

from netkit import new_table, remove, short_dir


async def test_a_resumed_tables_ask_me_at_everything_survives_the_seat_joining_again(tmp_path):
    first = new_table("holy_wars", 7, tmp_path)
    # Bo (seat 1) ticked "ask me at everything", his one stop his own plays:
    # his terminal sent stops(["my_play"], everything=True)
    assert first.set_stops(1, ["my_play"], everything=True) is None
    assert first.record.everything == {"1": first.game.log.turn}
    # the host is resumed from the save: Bo's toggle and stops come back
    table = Table(first.record.build(), first.record, tmp_path / "save.json")
    assert table.everything_on(1) and table.stops[1] == {"my_play"}, "the resumed table read the save"
    defaults = default_stops(type(table.game))
    folder = short_dir()
    try:
        path = await table.start(folder / "t.sock")
        ana = await Seat.join(path, table.code, seat=0)
        app = JoinApp(path, table.code, seat=1)  # Bo joins again (his settings: the defaults)
        async with app.run_test(size=(80, 24)) as pilot:
            for _ in range(500):
                if getattr(app, "game_screen", None) is not None and app.screen is app.game_screen:
                    break
                await pilot.pause(0.02)
            await pilot.pause(0.3)  # anything his screen sends as it opens has reached the table
            screen = app.game_screen
            # the table told him what it keeps of his (the welcome): his stops
            # and his toggle, not his terminal's settings' defaults
            assert table.stops.get(1) == {"my_play"} != defaults, "the table kept Bo's stops"
            assert screen.stops.of(app.settings, 1) == {"my_play"}, "Bo's screen shows the stops the table keeps"
            assert screen.stops.everything_on(1), "Bo's screen shows his toggle on"
            kept = table.everything_on(1)
            saved = dict(table.record.everything)
        await ana.close()
    finally:
        await table.stop()
        remove(folder)
    assert kept, (f"Bo's 'ask me at everything' (on since turn {first.game.log.turn}, this same turn) was "
                  f"switched off by his join screen opening; the save now holds everything={saved}")
