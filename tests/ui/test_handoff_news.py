"""The handoff's news (issue 13, a fresh player): "Since you last had the
keyboard" lists every public line from that player's last choice on (what
came of it: the handoff covered the board at once; then the other player's
moves), whatever their number (it showed the newest 8 rows, counted from
when the player last *took* the keyboard, so a long turn of the other
player's was mostly left out); it scrolls. A ``u`` on
the handoff brings no "Pass the keyboard to" the same player."""
from __future__ import annotations

import pytest
from uihelpers import NAMES, SIZE, game_app, game_screen, screen_text, until

from holytable.ui.app import HolytableApp
from holytable.ui.modals import HandoffScreen, collapse_runs
from holytable.ui.screenshots import heresy_pick
from holytable.ui.settings import Settings
from textual.widgets import Static


async def _start(title: str, pilot) -> None:
    if title == "heresy":
        pilot.app.settings = Settings(reaction_mode="when-able")  # longer turns between handoffs
        await until(pilot, lambda: pilot.app.screen.form_ready)
        await pilot.press("enter", "ctrl+t")
    await until(pilot, lambda: isinstance(pilot.app.screen, HandoffScreen))


def _app(title: str) -> HolytableApp:
    if title == "heresy":
        return HolytableApp(game="heresy", names=list(NAMES), seed=271, options={"length": "short"}, key_guard=0)
    return game_app()


@pytest.mark.parametrize("title", ["frontline", "heresy"])
async def test_the_handoff_lists_every_public_line_since_the_player_left_the_keyboard(title):
    app = _app(title)
    async with app.run_test(size=SIZE) as pilot:
        await _start(title, pilot)
        gs = game_screen(app)
        left: dict[int, int] = {}  # seat -> the log's length before its last choice
        pre: dict[int, int] = {}
        at = None
        long_news = 0
        for _ in range(300):
            screen = app.screen
            if gs.game.over:
                break
            if isinstance(screen, HandoffScreen):
                public = gs.game.view(None).log
                if at is not None and at != gs.seat:
                    left[at] = pre[at]
                if gs.seat in left:
                    want = [e.text for e in public if e.seq >= left[gs.seat]]
                    assert screen.lines == want, (gs.seat, left, pre, gs._seen_public, len(gs.game.log))
                    shown = str(screen.query_one("#handoff-news-text", Static).render()) if want else ""
                    for line in collapse_runs(want):
                        assert line in shown, line
                    long_news += len(want) > 8
                at = gs.seat
                await pilot.press("enter")
                continue
            if title == "heresy":
                key = screen.option_keys(len(screen.options()))[heresy_pick(screen._view)]
            else:
                key = "1"
            if not gs.game.pending.only_pass():  # a lone Pass (it may be passed for you) leaves it
                pre[gs.seat] = len(gs.game.log)
            await pilot.press(key or "enter")
        assert left, "no seat came back to the keyboard"
        if title == "heresy":
            assert long_news, "no handoff had more news than 8 rows"


async def test_the_news_opens_on_its_newest_lines_and_scrolls_at_once():
    app = HolytableApp(game="heresy", names=list(NAMES), seed=271, options={"length": "short"})  # the real key gate
    async with app.run_test(size=SIZE) as pilot:
        handoff = HandoffScreen("Ana", "Bo", [f"Bo does thing {i}." for i in range(30)], can_take_back=False)
        app.push_screen(handoff)
        await until(pilot, lambda: app.screen is handoff and handoff.ready)
        await pilot.pause(0.2)
        news = handoff.query_one("#handoff-news")
        # it opens on the newest lines (fresh19-21: the oldest hid the attack's result)
        await until(pilot, lambda: news.max_scroll_y > 0 and news.scroll_y == news.max_scroll_y,
                    what="the news open at its end")
        assert "Bo does thing 29." in screen_text(app) and "earlier" in (news.border_subtitle or "")
        await pilot.press("pageup")
        await until(pilot, lambda: news.scroll_y < news.max_scroll_y, what="a scroll after PgUp")
        await pilot.press("home")
        await until(pilot, lambda: news.scroll_y == 0, what="the start after Home")
        assert "Bo does thing 0." in screen_text(app) and "more" in (news.border_subtitle or "")
        assert app.screen is handoff  # no key passed it


async def test_u_on_the_handoff_says_the_player_takes_back_not_pass_the_keyboard():
    app = game_app()
    async with app.run_test(size=SIZE) as pilot:
        gs = game_screen(app)
        await until(pilot, lambda: isinstance(app.screen, HandoffScreen))
        await pilot.press("enter")
        ana = gs.seat
        name = gs.game.names[ana]
        await pilot.press("1")
        await until(pilot, lambda: isinstance(app.screen, HandoffScreen) and gs.seat != ana)
        await pilot.press("u")
        await until(pilot, lambda: isinstance(app.screen, HandoffScreen) and gs.seat == ana)
        text = screen_text(app)
        assert f"Pass the keyboard to {name}" not in text
        assert f"{name} takes back their last choice" in text
        await pilot.press("enter")
        assert gs.private and gs.seat == ana


async def test_a_seat_that_saw_what_a_takeback_undid_is_told_on_its_next_handoff(tmp_path):
    """fresh21: Ana took back an attack Bo had watched resolve (he passed its
    windows); his next handoff said nothing of it and the board had gone
    back. The news of a seat that saw lines a takeback undid now begins
    "Ana took back their last choice: what came of it is undone."; a seat
    that saw none of them reads no such line."""
    import random

    from holytable.engine.decision import PASS
    from holytable.engine.record import GameRecord
    from holytable.ui.settings import Settings

    from test_stops import new_game

    app = HolytableApp(key_guard=0)
    app.settings = Settings(reaction_mode="always")
    game = new_game("holy_wars", 3)
    r = random.Random(2)
    told = checked_quiet = 0
    async with app.run_test(size=SIZE) as pilot:
        app._open(game, GameRecord.of(game), tmp_path / "g.json")
        await pilot.pause()
        gs = game_screen(app)
        names = gs.game.names
        expect: dict[int, str] = {}  # seat -> the note its next handoff opens with
        for _ in range(600):
            if told >= 1 and checked_quiet >= 1:
                return
            await until(pilot, lambda: isinstance(app.screen, HandoffScreen) or app.screen is gs,
                        what="a handoff or the game")
            if isinstance(app.screen, HandoffScreen):
                handoff = app.screen
                note = expect.pop(gs.seat, None)
                if note is not None:
                    assert handoff.lines[:1] == [note], handoff.lines[:2]
                    told += 1
                elif any("took back their last choice" in ln for ln in handoff.lines):
                    raise AssertionError(f"a takeback note for a seat that saw nothing undone: {handoff.lines[:2]}")
                else:
                    checked_quiet += 1
                if handoff.can_take_back and handoff.prev_name is not None and r.random() < 0.5:
                    prev = names.index(handoff.prev_name)
                    seen = dict(gs._seen_public)
                    await pilot.press("u")
                    await pilot.pause()
                    n = len(gs.game.log)
                    for k, v in seen.items():
                        if v > n and k != prev:
                            expect[k] = f"{names[prev]} took back their last choice: what came of it is undone."
                    continue
                await pilot.press("enter")
                await until(pilot, lambda: app.screen is gs, what="the handoff passed")
            if gs.private and gs._may_take_back() and r.random() < 0.3:  # u on one's own screen
                me = gs.seat
                seen = dict(gs._seen_public)
                await pilot.press("u")
                await pilot.pause()
                n = len(gs.game.log)
                for k, v in seen.items():
                    if v > n and k != me:
                        expect[k] = f"{names[me]} took back their last choice: what came of it is undone."
                continue
            d = gs.game.pending
            gs._choose(PASS if d.window else r.choice(d.ids()))
            await pilot.pause()
    raise AssertionError(f"in 600 steps: {told} takeback notes checked, {checked_quiet} quiet handoffs")
