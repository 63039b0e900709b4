"""Every key that works on a screen is findable there (issue 11): the footer
of every game screen and of the lobby starts with F1 (the keys panel, which
lists every key of the screen, hidden ones too), whatever else it holds; the
rules page says how to scroll."""
from __future__ import annotations

import pytest
from uihelpers import SIZE, game_screen, pass_handoff, screen_text, until

from holytable.games import playable
from holytable.ui.app import GameSetup, HolytableApp
from holytable.ui.decks import default_decks

GAMES = [e.id for e in playable() if e.in_lobby]


def footer_line(app) -> str:
    return screen_text(app).rstrip("\n").splitlines()[-1]


@pytest.mark.parametrize("game", GAMES)
async def test_every_game_footer_shows_f1_and_f1_lists_every_key(game):
    app = HolytableApp(start=GameSetup(game, ["Ana", "Bo"], default_decks(game, 2), {}, 7), key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        await pass_handoff(pilot)
        await pilot.pause()
        assert "F1 Keys" in footer_line(app)[:24], footer_line(app)
        board = game_screen(app).query_one("#board")
        before = board.region
        await pilot.press("f1")
        await until(pilot, lambda: "Pass or last option" in screen_text(app) and "Previous" in screen_text(app))
        await pilot.pause()
        game_screen(app)  # still the game underneath
        # The panel lies over the screen: the board keeps its layout (split,
        # it reflowed into fragments at 80x24), and every key's row fits: one
        # row for 1-9, not one per digit (fresh-user finding).
        assert board.region == before
        text = screen_text(app)
        assert "Pick 2" not in text and "1-9" in text
        for words in ("Takeback", "Rules", "Settings", "Quit"):
            assert words in text, words
        # t (stops) is a key only of a game with response windows (fresh19/20:
        # Frontline's panel listed it, and it did nothing there)
        assert ("Stops" in text) == bool(type(game_screen(app).game).MOMENTS), text
        await pilot.press("f1")
        await until(pilot, lambda: "Pass or last option" not in screen_text(app))


async def test_the_lobby_footer_shows_f1():
    async with HolytableApp(key_guard=0).run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert "F1 Keys" in footer_line(pilot.app)[:24], footer_line(pilot.app)


async def test_the_rules_page_says_how_to_scroll():
    app = HolytableApp(start=GameSetup("frontline", ["Ana", "Bo"], ["red", "black"], {}, 7), key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        await pass_handoff(pilot)
        await pilot.press("question_mark")
        await until(pilot, lambda: "PgUp PgDn Home End scroll" in screen_text(app))
        viewer = app.screen.query_one("#rules-viewer")
        await until(pilot, lambda: app.screen.ready and viewer.max_scroll_y > 0)
        await pilot.press("pagedown")
        await until(pilot, lambda: viewer.scroll_y > 0)
