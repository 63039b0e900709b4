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
