"""The one-turn "ask me at everything" switch of the stops dialog on a
joined seat's screen (issue 16: "a key to change them on one's own screen,
and a one-turn 'ask me at everything' toggle"; "games ... across several
terminals use the same stops"; README: t is "your stops, on your own screen").

Promise: the stops dialog (t) a joined seat opens on its own screen offers
"at every moment, until the end of the next turn"; ticking it and closing
the dialog must not end the app, and (issue 16) asks that seat at every
window of this turn and the next.

Fault: the join screen's game is a ``RemoteGame`` whose ``log`` is the
view's tuple of events; the dialog's result goes to
``TableStops.set_everything``, which reads ``self.game.log.turn``:
AttributeError: 'tuple' object has no attribute 'turn'. The join screen
(``holytable join``) dies with a traceback. The lobby's host plays its own
seat on the same screen class (``remote_screen(..., table=table)``): there
the same tick ends the host's app, and with it the table of every seat.
(Had it not crashed, the toggle would have done nothing: the host kept no
such toggle for a joined seat. It now does: ``stops(keys, everything)``.)

How to see it: ``holytable host holy_wars``; ``holytable join CODE`` twice;
on one of them t, Down to "at every moment...", Space, Esc: the app ends
with the traceback above.
"""
from __future__ import annotations

from holytable.net.client import Seat
from holytable.net.screen import JoinApp
from holytable.ui.stops import StopsScreen

from netkit import new_table, remove, short_dir


async def test_ticking_ask_me_at_everything_on_the_join_screen_keeps_the_app(tmp_path):
    folder = short_dir()
    table = new_table("holy_wars", 7, tmp_path)
    errors: list[str] = []
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
            assert isinstance(app.screen, StopsScreen), "t opens Bo's stops on his own screen"
            app.screen.query_one("#stops-everything").value = True  # Down..., Space
            try:
                await pilot.press("escape")
                await pilot.pause(0.1)
            except Exception as e:  # the app's own error, raised on the way out
                errors.append(f"{type(e).__name__}: {e}")
            still = app.is_running
            for _ in range(100):  # sent to the host with the seat's stops
                if table.everything_on(1):
                    break
                await pilot.pause(0.02)
            sent = table.everything_on(1)
        await ana.close()
    except Exception as e:
        errors.append(f"{type(e).__name__}: {e}")
    finally:
        await table.stop()
        remove(folder)
    assert not errors and still, f"the join screen ended on 'ask me at everything': {errors}"
    assert sent, "the tick reached the host: Bo's windows are asked to the end of the next turn"


async def test_ticking_ask_me_at_everything_on_the_lobby_hosts_screen_keeps_the_table(tmp_path):
    """The same tick on the screen of the lobby's host (``holytable host``,
    Holy Wars, seat 2 Remote): the host's app ends, and with it the table
    of the joined seat (its connection closes)."""
    import asyncio

    from textual.widgets import Select

    from holytable.ui.app import HolytableApp
    from holytable.ui.lobby import LobbyScreen

    folder = short_dir()
    app = HolytableApp(host=True, host_socket=folder / "t.sock", key_guard=0, game="holy_wars", seed=5)
    errors: list[str] = []
    still = False
    bo = None
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            for _ in range(1500):
                if isinstance(app.screen, LobbyScreen) and app.screen.form_ready:
                    break
                await pilot.pause(0.02)
            lobby = app.screen
            lobby.query_one("#kind-1", Select).value = "remote"
            await pilot.pause()
            await pilot.press("ctrl+t")
            for _ in range(1500):
                if app.table is not None and app.screen is not lobby:
                    break
                await pilot.pause(0.02)
            bo = await Seat.join(app.table.path, app.table.code)
            await pilot.pause(0.1)
            await pilot.press("t")
            for _ in range(100):
                if isinstance(app.screen, StopsScreen):
                    break
                await pilot.pause(0.02)
            assert isinstance(app.screen, StopsScreen), "t opens the host's stops on the host's own screen"
            app.screen.query_one("#stops-everything").value = True
            try:
                await pilot.press("escape")
                await pilot.pause(0.2)
            except Exception as e:
                errors.append(f"{type(e).__name__}: {e}")
            still = app.is_running
            if still:
                await pilot.press("escape")  # leave the table (asked first)
    except Exception as e:
        errors.append(f"{type(e).__name__}: {e}")
    finally:
        if bo is not None:
            await asyncio.wait_for(bo.close(), 10)
        remove(folder)
    assert not errors and still, f"the host's app ended on 'ask me at everything' (the table with it): {errors}"
