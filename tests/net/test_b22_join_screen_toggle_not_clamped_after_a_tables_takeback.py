"""After a takeback across a turn's start at a table, a joined seat's screen
keeps its one-turn toggle counting from the later turn; its next change of
stops switches the toggle on again at the host after it ran out (break22).

Promise (f8103c7, break21 faults 9, 10): "the one-turn 'ask me at
everything' never lasts past the end of the next turn ... after a takeback
into an earlier turn a toggle switched on later counts from that turn"
(``Table.take_back``); a seat's screen shows the stops and toggle the table
keeps of it (7c10d51: the welcome tells it).

Fault: the clamp is done at the host (``Table.take_back``) and, at one
keyboard, by the ``TableStops.game`` setter, which the join screen never
calls (its ``_stop_passes`` is its own and returns False). Bo's screen keeps
the toggle's turn as it was: on for one turn more than at the host. In that
turn his dialog shows the box ticked though the table no longer asks him at
everything, and any change of his stops sends ``stops(keys,
everything=True)`` (``_send_stops`` reads the screen's ``everything_on``):
the host takes it as switched on now, and asks him at every window for two
more turns he never asked for (the toggle on in turns 3, 4, 5 and 6).

How to see it: ``holytable host heresy``; Bo joins; Ana ends her turn; on
Bo's screen t, tick "at every moment...", Esc; Ana takes back her end of
turn (u) and plays on; in the turn after next Bo's t still shows the box
ticked; untick one stop, Esc: the host asks him at every window again.

Found by break22; fixed on main (see git log for this file).
"""
from __future__ import annotations

import random

from holytable.engine.record import GameRecord, take_back
from holytable.net.host import Table
from holytable.net.screen import JoinApp

from netkit import remove, short_dir
from quiet import new


from gamekit import heresy_takeback_crossing as crossing  # noqa: E402


async def settle(pilot, cond, what: str) -> None:
    for _ in range(300):
        if cond():
            return
        await pilot.pause(0.02)
    raise AssertionError(f"timed out waiting for {what}")


async def test_a_joined_seats_toggle_after_a_tables_takeback_never_comes_back(tmp_path):
    g, ana, started = crossing(2)
    bo = 1 - ana
    table = Table(g, GameRecord.of(g), tmp_path / "save.json")
    folder = short_dir()
    try:
        path = await table.start(folder / "t.sock")
        app = JoinApp(path, table.code, seat=bo)
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot, lambda: getattr(app, "game_screen", None) is not None
                         and app.screen is app.game_screen, "Bo's screen")
            screen = app.game_screen
            await pilot.pause(0.3)
            screen.stops.set_everything(bo, True)  # t, tick "at every moment...", Esc
            await settle(pilot, lambda: table.everything_on(bo), "the toggle at the host")
            assert table.take_back(ana, len(table.game.choices)) is None  # Ana's u
            assert table.game.log.turn == started - 1
            # play on (both seats, at the host) into the turn after the next: the toggle has run out
            r = random.Random(5)
            while not table.game.over and table.game.log.turn < started + 1:
                d = table.game.pending
                assert table.choose(d.player, r.choice(table.game.legal_ids()), len(table.game.choices)) is None
            assert not table.everything_on(bo), "the host: switched on in turn 3 (after the takeback), off in 5"
            await settle(pilot, lambda: screen.client.view is not None
                         and screen.client.view.choices_made == len(table.game.choices), "Bo's view")
            await pilot.pause(0.2)
            shown_on = screen.stops.everything_on(bo)
            # Bo changes a stop (the dialog's Esc): his screen tells the host his stops and toggle
            keys = set(screen.stops.of(app.settings, bo))
            screen.stops.set_stops(bo, keys - {sorted(keys)[0]} if keys else keys)
            await pilot.pause(0.5)
            back_on = table.everything_on(bo)
            turn = table.game.log.turn
    finally:
        await table.stop()
        remove(folder)
    assert not shown_on and not back_on, (
        f"Bo switched 'ask me at everything' on in turn {started}; Ana took back into turn {started - 1}; "
        f"in turn {turn} the table had it off, but Bo's screen showed it on ({shown_on}), and his change "
        f"of one stop switched it on again at the host ({back_on}): asked at everything to the end of "
        f"turn {turn + 1}")
