"""``holytable join``'s screen (holytable.net.screen) at 80x24 against a host
in the same process: the joined seat sees its own view only, with no handoff
screen; while the other seat decides the prompt says who is choosing, or
that it is away; a whole game is played by keys to its end."""
from __future__ import annotations

import asyncio
import random

from holytable.net import messages as m
from holytable.net.client import Seat
from holytable.net.screen import JoinApp
from holytable.ui.modals import HandoffScreen
import pytest

from netkit import TITLES, new_table, remove, short_dir


async def until(pilot, cond, what: str, timeout: float = 20.0) -> None:
    for _ in range(int(timeout / 0.02)):
        if cond():
            return
        await pilot.pause(0.02)
    raise AssertionError(f"timed out waiting for {what}")


async def other_seat(s: Seat, rng: random.Random, stop: asyncio.Event) -> None:
    """Seat 2 plays at random; it leaves (away) when ``stop`` is set."""
    while not stop.is_set():
        msg = await s.recv()
        if msg is None or isinstance(msg, m.Over):
            return
        if isinstance(msg, m.ViewMsg) and s.view.options:
            await s.choose(rng.choice(s.view.options).id)


async def test_a_whole_game_by_keys_on_the_join_screen(tmp_path):
    folder = short_dir()
    table = new_table("frontline", 3, tmp_path, options={"length": "blitz"})
    try:
        path = await table.start(folder / "t.sock")
        app = JoinApp(path, table.code, seat=0)
        async with app.run_test(size=(80, 24)) as pilot:
            await until(pilot, lambda: getattr(app, "game_screen", None) is not None and app.screen is app.game_screen,
                        "the join screen")
            screen = app.game_screen
            assert screen.seat == 0 and screen.private
            b = await Seat.join(path, table.code)
            stop = asyncio.Event()
            task = asyncio.create_task(other_seat(b, random.Random(2), stop))
            titles: set[str] = set()
            draw = screen._draw_prompt

            def spy() -> None:  # every prompt title the screen shows
                draw()
                titles.add(str(screen.query_one("#prompt").border_title))

            screen._draw_prompt = spy
            for _ in range(400):
                if table.game.over:
                    break
                assert not isinstance(app.screen, HandoffScreen)
                d = table.game.pending
                if d.player == 1:
                    await pilot.pause(0.02)
                    continue
                await until(pilot, lambda: screen.options() and screen._view.choices_made == len(table.game.choices),
                            "Ana's options")

                before = len(table.game.choices)
                await pilot.press("enter")
                await until(pilot, lambda: len(table.game.choices) > before or table.game.over, "the choice made")
            assert table.game.over
            await until(pilot, lambda: screen._view.outcome is not None, "the end on the screen")
            assert "Game over" in str(screen.query_one("#prompt").border_title)
            assert "Bo is choosing…" in titles
            # every uid hidden from Ana at the end is nowhere on her screen's view
            assert screen._view == table.game.view(0)
            stop.set()
            await b.close()
            await asyncio.wait_for(task, 10)
    finally:
        await table.stop()
        remove(folder)


async def test_the_prompt_says_a_seat_is_away(tmp_path):
    folder = short_dir()
    table = new_table("frontline", 3, tmp_path)
    try:
        path = await table.start(folder / "t.sock")
        b = await Seat.join(path, table.code, seat=1)
        app = JoinApp(path, table.code, seat=0)
        async with app.run_test(size=(80, 24)) as pilot:
            await until(pilot, lambda: getattr(app, "game_screen", None) is not None, "the join screen")
            screen = app.game_screen
            # Ana drafts; then Bo decides, and Bo leaves
            await until(pilot, lambda: bool(screen.options()), "Ana's options")
            await pilot.press("enter")
            await until(pilot, lambda: table.game.pending.player == 1, "Bo's turn")
            await b.close()
            await until(pilot, lambda: "Bo is away" in str(screen.query_one("#prompt").border_title), "Bo away")
            b = await Seat.join(path, table.code)  # back, in the seat that was away
            assert b.seat == 1
            await until(pilot, lambda: "Bo is choosing" in str(screen.query_one("#prompt").border_title), "Bo back")
            await b.close()
    finally:
        await table.stop()
        remove(folder)


@pytest.mark.parametrize("game_id", TITLES)
async def test_the_join_screen_of_each_game_plays_by_keys(game_id, tmp_path):
    """The first 40 choices of each game, Ana's by Enter on her join screen
    (a game screen that asks the engine for more than a view would fail here)."""
    folder = short_dir()
    table = new_table(game_id, 5, tmp_path)
    try:
        path = await table.start(folder / "t.sock")
        app = JoinApp(path, table.code, seat=0)
        async with app.run_test(size=(80, 24)) as pilot:
            await until(pilot, lambda: getattr(app, "game_screen", None) is not None, "the join screen")
            screen = app.game_screen
            b = await Seat.join(path, table.code)
            stop = asyncio.Event()
            task = asyncio.create_task(other_seat(b, random.Random(3), stop))
            while len(table.game.choices) < 40 and not table.game.over:
                await until(pilot, lambda: table.game.over or table.game.pending.player == 1 or (
                    screen.options() and screen._view.choices_made == len(table.game.choices)), "Ana's options")
                if table.game.over or table.game.pending.player == 1:
                    await pilot.pause(0.02)
                    continue
                before = len(table.game.choices)
                await pilot.press("enter")
                await until(pilot, lambda: len(table.game.choices) > before, "the choice made")
                assert app.is_running and app.screen is screen
            stop.set()
            await b.close()
            task.cancel()
    finally:
        await table.stop()
        remove(folder)


@pytest.mark.parametrize("gid", ["holy_wars", "heresy"])
async def test_another_seats_prompt_is_quoted_as_theirs_on_the_join_screen(tmp_path, gid):
    """While Ana decides, Bo's join screen shows her prompt as hers ("Ana's
    prompt: ... you have 3 Response Faith": the "you" is Ana, not Bo; fresh19
    read it as his own), and a prompt written for the other seats (the
    decision's ``others``, e.g. Heresy's "Ana is making up their opening
    hand") as it is (``View.others_prompt``)."""
    folder = short_dir()
    table = new_table(gid, 7, tmp_path)
    try:
        path = await table.start(folder / "t.sock")
        d = table.game.pending
        who, me = d.player, 1 - d.player  # the first decider, and the joined screen's seat
        name = table.game.names[who]
        ana = await Seat.join(path, table.code, seat=who)
        app = JoinApp(path, table.code, seat=me)
        async with app.run_test(size=(80, 24)) as pilot:
            await until(pilot, lambda: getattr(app, "game_screen", None) is not None and app.screen is app.game_screen,
                        "the join screen")
            assert table.game.pending is d
            view = table.game.view(me)
            assert view.others_prompt == (d.others is not None)
            await until(pilot, lambda: f"{name} is choosing" in str(app.game_screen.query_one("#prompt").border_title),
                        "the other seat is choosing")
            shown = str(app.game_screen.query_one("#prompt").render())
            if d.others is None:
                assert shown.startswith(f"{name}'s prompt: " + d.prompt[:20]), shown
            else:
                assert shown.startswith(d.others[1][:30]) and "prompt:" not in shown, shown
        await ana.close()
    finally:
        await table.stop()
        remove(folder)


async def test_another_seats_takeback_is_told_on_the_join_screen(tmp_path):
    """When the other seat takes back its last choice the game goes back on
    this seat's screen too: a notice says who took back (fresh19: the board
    changed back with no word)."""
    folder = short_dir()
    table = new_table("holy_wars", 7, tmp_path)
    try:
        path = await table.start(folder / "t.sock")
        d = table.game.pending
        who, me = d.player, 1 - d.player
        name = table.game.names[who]
        other = await Seat.join(path, table.code, seat=who)
        app = JoinApp(path, table.code, seat=me)
        async with app.run_test(size=(80, 24)) as pilot:
            await until(pilot, lambda: getattr(app, "game_screen", None) is not None and app.screen is app.game_screen,
                        "the join screen")
            while other.view is None or other.view.choices_made != len(table.game.choices):
                await other.recv()
            await other.choose(other.view.options[0].id)
            await until(pilot, lambda: app.game_screen._view.choices_made >= 1, "the choice on the screen")
            assert table.game.can_take_back(who)
            while other.view.choices_made != len(table.game.choices):
                await other.recv()
            await other.take_back()
            await until(pilot, lambda: any(n.message == f"{name} took back their last choice."
                                           for n in app._notifications), "the takeback notice")
        await other.close()
    finally:
        await table.stop()
        remove(folder)


def _on_board(board) -> list:
    """Every card of a public view's board (``name`` and ``uid``), wherever it lies."""
    import dataclasses

    out, todo = [], [board]
    while todo:
        x = todo.pop()
        if dataclasses.is_dataclass(x):
            if hasattr(x, "uid") and hasattr(x, "name"):
                out.append(x)
            todo += [getattr(x, f.name) for f in dataclasses.fields(x)]
        elif isinstance(x, (list, tuple)):
            todo += list(x)
        elif isinstance(x, dict):
            todo += list(x.values())
    return out


@pytest.mark.parametrize("gid", ["frontline", "holy_wars"])
async def test_a_watcher_sees_no_hand_and_is_not_told_of_handoffs_or_takebacks(tmp_path, gid):
    """``holytable join CODE --watch`` (issue 15: "watches with public
    information only"): no card of either hand is on the watcher's screen;
    the hands' lines say they stay hidden in this public view (fresh19: it
    said "hidden until Ana has the keyboard" and "during the handoff", of
    which a watcher has none); the footer offers no takeback (a watcher has
    no choice to take back)."""
    import io

    from rich.console import Console

    folder = short_dir()
    table = new_table(gid, 7, tmp_path)
    try:
        path = await table.start(folder / "t.sock")
        seats = [await Seat.join(path, table.code, seat=s) for s in (0, 1)]
        app = JoinApp(path, table.code, watch=True)
        async with app.run_test(size=(80, 24)) as pilot:
            await until(pilot, lambda: getattr(app, "game_screen", None) is not None and app.screen is app.game_screen,
                        "the watcher's screen")
            await pilot.pause(0.2)
            console = Console(width=80, height=24, file=io.StringIO(), record=True, color_system=None)
            console.print(app.screen._compositor.render_update(full=True, screen_stack=app._background_screens))
            text = console.export_text()
            hands = {c.name for s in range(2) for c in table.game.view(s).board.players[s].hand or ()}
            public = {c.name for s in range(2) for c in _on_board(table.game.view(None).board)}
            hands -= public  # a hand's card of a name also face up on the board
            assert hands, "both hands hold cards"
            shown = [n for n in hands if n in text]
            assert not shown, f"a hand's card on the watcher's screen: {shown}"
            assert "hidden in this public view" in text, text
            assert "has the keyboard" not in text and "handoff" not in text, text
            assert "Takeback" not in text.splitlines()[-1], text.splitlines()[-1]
        for s in seats:
            await s.close()
    finally:
        await table.stop()
        remove(folder)


async def test_a_watcher_is_nobodys_seat_t_says_so_and_esc_leaves_at_once(tmp_path):
    """fresh21: the watcher's Holdfast screen called the bottom player "(you)",
    t did nothing and said nothing, and Esc asked "Your seat is away until you
    join again" of a watcher, who holds no seat."""
    import io

    from rich.console import Console

    folder = short_dir()
    table = new_table("holdfast", 7, tmp_path)
    try:
        path = await table.start(folder / "t.sock")
        seats = [await Seat.join(path, table.code, seat=s) for s in (0, 1)]
        app = JoinApp(path, table.code, watch=True)
        async with app.run_test(size=(80, 24)) as pilot:
            await until(pilot, lambda: getattr(app, "game_screen", None) is not None and app.screen is app.game_screen,
                        "the watcher's screen")
            await pilot.pause(0.2)
            console = Console(width=80, height=24, file=io.StringIO(), record=True, color_system=None)
            console.print(app.screen._compositor.render_update(full=True, screen_stack=app._background_screens))
            assert "(you)" not in console.export_text()
            await pilot.press("t")
            await until(pilot, lambda: any("A watcher has no stops" in n.message for n in app._notifications),
                        "the watcher's stops notice")
            await pilot.press("escape")
            await until(pilot, lambda: not app.is_running, "the watcher left at once")
        for s in seats:
            await s.close()
    finally:
        await table.stop()
        remove(folder)


async def test_a_closed_table_says_so_in_the_prompt(tmp_path):
    """fresh21: after the host stopped, the joined screen kept "Ana is
    choosing…" under the notice that the table closed."""
    folder = short_dir()
    table = new_table("holy_wars", 7, tmp_path)
    stopped = False
    try:
        path = await table.start(folder / "t.sock")
        d = table.game.pending
        other = await Seat.join(path, table.code, seat=d.player)
        app = JoinApp(path, table.code, seat=1 - d.player)
        async with app.run_test(size=(80, 24)) as pilot:
            await until(pilot, lambda: getattr(app, "game_screen", None) is not None and app.screen is app.game_screen,
                        "the join screen")
            await until(pilot, lambda: "is choosing" in str(app.game_screen.query_one("#prompt").border_title),
                        "the other seat choosing")
            await table.stop()
            stopped = True
            await until(pilot, lambda: "The table closed" in str(app.game_screen.query_one("#prompt").border_title),
                        "the prompt saying the table closed")
            await pilot.press("escape")
            await until(pilot, lambda: not app.is_running, "Esc leaving a closed table at once")
        await other.close()
    finally:
        if not stopped:
            await table.stop()
        remove(folder)
