"""``holytable host`` with no game: the app's lobby as the host (issue 15).

The lobby offers "Remote (joins by code)" for each seat; Start opens the
table in the app's own event loop and the host's own seat plays on the join
screen's machinery (its own connection: only its own seat's view); the room
code is in the header. A seat joins with the code read off the screen and a
whole Frontline game is played to the end, the host's seat by keys at 80x24.
"""
from __future__ import annotations

import asyncio
import random
import re

from textual.widgets import Select

from holytable.net import host as host_mod
from holytable.net import messages as m
from holytable.net.client import Seat
from holytable.ui.app import HolytableApp
from holytable.ui.lobby import LobbyScreen
from holytable.ui.modals import HandoffScreen
from netkit import hidden_tokens, play_seat, remove, short_dir

CODE = re.compile(r"Room ([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})")


async def until(pilot, cond, what: str, timeout: float = 30.0) -> None:
    for _ in range(int(timeout / 0.02)):
        if cond():
            return
        await pilot.pause(0.02)
    raise AssertionError(f"timed out waiting for {what}")


async def host_lobby(pilot, app) -> LobbyScreen:
    await until(pilot, lambda: isinstance(app.screen, LobbyScreen) and app.screen.form_ready, "the lobby's form")
    return app.screen


def notices(app) -> str:
    return " | ".join(n.message for n in app._notifications)


async def test_the_host_lobby_plays_a_whole_frontline_game_with_a_joined_seat(tmp_path, monkeypatch):
    folder = short_dir()
    leaks: list[str] = []
    to_host: list[int] = []
    send = host_mod.Conn.send

    def checked_send(c, msg):  # every message to the host's own seat: nothing hidden from seat 0
        t = app.table
        if t is not None and c.seat == 0:
            g = t.game
            found = hidden_tokens(g.hidden_uids(0), m.encode(msg).decode())
            if found:
                leaks.append(f"choice {len(g.choices)}: {sorted(found)[:3]}")
            to_host.append(1)
        send(c, msg)

    monkeypatch.setattr(host_mod.Conn, "send", checked_send)
    app = HolytableApp(host=True, host_socket=folder / "t.sock", key_guard=0, game="frontline",
                       options={"length": "blitz"}, seed=5)  # (seed 5: Player 2 drafts first)
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            lobby = await host_lobby(pilot, app)
            kind = lobby.query_one("#kind-1", Select)
            assert [v for _, v in kind._options if v is not Select.BLANK][:2] == ["human", "remote"]
            assert str(lobby.query_one("#kind-0", Select).value) == "human"  # the host's seat: here
            kind.value = "normal"
            await pilot.pause()
            kind.value = "remote"  # seat 2: Remote (joins by code)
            await pilot.pause()
            await pilot.press("ctrl+t")
            await until(pilot, lambda: app.table is not None and app.screen is not lobby, "the host's game screen")
            screen, table = app.screen, app.table
            header = str(screen.query_one("#header").content)
            shown = CODE.search(header)
            assert shown and shown.group(1) == table.code, header  # the code on screen is the table's
            assert f"holytable join {table.code}" in notices(app)
            await until(pilot, lambda: "Player 2 has not joined yet" in str(screen.query_one("#prompt").border_title)
                        or bool(screen.options()), "the first prompt")
            b = await Seat.join(table.path, shown.group(1))
            assert b.seat == 1
            await until(pilot, lambda: "Player 2 joined (seat 2)." in notices(app), "the join notice")
            if table.game.pending.player == 0:  # the host drafts first: then Player 2 decides
                await until(pilot, lambda: bool(screen.options()), "the host's first options")
                await pilot.press("enter")
                await until(pilot, lambda: len(table.game.choices) > 0, "the host's first choice")
            assert table.game.pending.player == 1
            # the prompt says so at once, though no view came to the host's seat
            await until(pilot, lambda: "Player 2 is choosing" in str(screen.query_one("#prompt").border_title),
                        "Player 2 is choosing")
            task = asyncio.create_task(play_seat(b, random.Random(4)))
            for _ in range(600):
                if table.game.over:
                    break
                assert not isinstance(app.screen, HandoffScreen)
                if table.game.pending.player != 0:
                    await pilot.pause(0.02)
                    continue
                await until(pilot, lambda: table.game.over or table.game.pending.player != 0 or (
                    screen.options() and screen._view.choices_made == len(table.game.choices)), "the host's options")
                if table.game.over or table.game.pending.player != 0:
                    continue
                before = len(table.game.choices)
                await pilot.press("enter")
                await until(pilot, lambda: len(table.game.choices) > before or table.game.over, "the choice made")
            assert table.game.over, "the game did not end"
            await asyncio.wait_for(task, 20)
            await until(pilot, lambda: screen._view.outcome is not None, "the end on the host's screen")
            assert "Game over (Esc: back to the lobby)" in str(screen.query_one("#prompt").border_title)
            assert "Room" not in str(screen.query_one("#header").content)  # the winner's words, whole
            assert screen._view == table.game.view(0)
            assert leaks == [] and to_host
            assert table.errors == []
            saved = table.save_path
            assert saved is not None and saved.exists()
            await pilot.press("escape")  # back to the lobby; the table stops
            await until(pilot, lambda: app.screen is lobby and app.table is None, "the lobby again")
            assert not (folder / "t.sock").exists()
            rest = []  # what Player 2 hears after the end: the table closing, not "Player 1 is away"
            while (msg := await asyncio.wait_for(b.recv(), 10)) is not None:
                rest.append(msg)
            assert not any(isinstance(x, m.SeatAway) for x in rest), rest
            await b.close()
    finally:
        remove(folder)


async def test_the_host_lobby_refuses_a_start_with_no_remote_seat(tmp_path):
    folder = short_dir()
    app = HolytableApp(host=True, host_socket=folder / "t.sock", key_guard=0, game="frontline")
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            lobby = await host_lobby(pilot, app)
            lobby.query_one("#kind-1", Select).value = "normal"
            await pilot.pause()
            await pilot.press("ctrl+t")
            await pilot.pause(0.2)
            assert app.screen is lobby and app.table is None
            assert "needs a seat played from another terminal" in notices(app)
            assert not (folder / "t.sock").exists()
            # two seats "here": one at most
            app.clear_notifications()
            lobby.query_one("#kind-1", Select).value = "human"
            await pilot.pause()
            await pilot.press("ctrl+t")
            await pilot.pause(0.2)
            assert app.screen is lobby and app.table is None
            assert "One seat at most is played here" in notices(app)
    finally:
        remove(folder)


async def test_the_host_may_only_watch(tmp_path):
    """No seat "here": the host's screen is a watcher's (public view), the
    code still in its header; Esc asks, then stops the table."""
    folder = short_dir()
    app = HolytableApp(host=True, host_socket=folder / "t.sock", key_guard=0, game="frontline")
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            lobby = await host_lobby(pilot, app)
            lobby.query_one("#kind-0", Select).value = "remote"
            await pilot.pause()
            await pilot.press("ctrl+t")
            await until(pilot, lambda: app.table is not None and app.screen is not lobby, "the host's screen")
            screen, table = app.screen, app.table
            assert not screen.private and table.own is None
            assert CODE.search(str(screen.query_one("#header").content)).group(1) == table.code
            a = await Seat.join(table.path, table.code)
            b = await Seat.join(table.path, table.code)
            assert (a.seat, b.seat) == (0, 1)
            await pilot.press("escape")
            await pilot.pause(0.1)
            await until(pilot, lambda: bool(app.screen.query("#confirm-question")), "the question")
            assert "Stop hosting?" in str(app.screen.query_one("#confirm-question").content)
            await pilot.press("y")  # "Stop hosting?": Stop
            await until(pilot, lambda: app.screen is lobby and app.table is None, "the lobby again")
            await a.close()
            await b.close()
    finally:
        remove(folder)


def test_host_alone_opens_the_lobby_and_table_options_need_a_game(monkeypatch, capsys):
    from holytable import cli
    from holytable.ui import app as app_mod

    seen = {}
    monkeypatch.setattr(app_mod, "run_app", lambda args: seen.setdefault("host", args.host) and 0)
    assert cli.main(["host"]) == 0 and seen == {"host": True}
    assert cli.main(["host", "--print-code"]) == 2
    assert "--print-code needs a GAME" in capsys.readouterr().err


async def test_the_host_lobby_reopens_a_save_as_a_table(tmp_path):
    """A save resumed from the host's lobby is a table again: the first
    person's seat here, the other person's remote (it joins with the new code)."""
    from netkit import new_game
    from holytable.engine.record import GameRecord, new_save_path, save_record

    g = new_game("frontline", 3)
    g.choose(g.pending.options[0].id)
    rec = GameRecord.of(g)
    path = new_save_path("frontline")
    save_record(rec, path)
    folder = short_dir()
    app = HolytableApp(host=True, host_socket=folder / "t.sock", key_guard=0, game="frontline")
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            lobby = await host_lobby(pilot, app)
            await until(pilot, lambda: lobby.saves_loaded and lobby._saves, "the saves")
            app.resume_game(path)
            await until(pilot, lambda: app.table is not None and app.screen is not lobby, "the host's screen")
            table = app.table
            assert table.own == 0 and table.remote == {0, 1} and table.save_path == path
            assert len(table.game.choices) == 1
            b = await Seat.join(table.path, table.code)
            assert b.seat == 1
            await b.close()
    finally:
        remove(folder)


async def test_a_signal_under_a_hosted_game_says_how_to_reopen_its_table(tmp_path):
    """SIGTERM while hosting: the table closes with the app, and the last
    line names the save and ``holytable host --resume``."""
    import io
    import signal

    from holytable.ui.app import finish

    folder = short_dir()
    app = HolytableApp(host=True, host_socket=folder / "t.sock", key_guard=0, game="frontline")
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            lobby = await host_lobby(pilot, app)
            await pilot.press("ctrl+t")
            await until(pilot, lambda: app.table is not None and app.screen is not lobby, "the host's screen")
            save = app.table.save_path
            app._stop_on_signal(signal.SIGTERM)
            await pilot.pause(0.2)
        out = io.StringIO()
        assert finish(app, out) == 128 + signal.SIGTERM
        assert f"holytable host --resume {save}" in out.getvalue() and save.exists()
        assert not (folder / "t.sock").exists()
    finally:
        remove(folder)
