"""80x24 is the smallest size drawn (DESIGN.md); below it a message says so."""
from __future__ import annotations

from uihelpers import SIZE, game_app, game_screen, pass_handoff, screen_text

from holytable.ui.app import HolytableApp
from holytable.ui.game_screen import GameScreen
from holytable.ui.lobby import LobbyScreen
from holytable.ui.modals import TooSmallScreen


async def test_too_small_message_and_back():
    app = HolytableApp(key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.resize_terminal(60, 20)
        await pilot.pause()
        assert isinstance(app.screen, TooSmallScreen)
        assert "holytable needs at least 80x24; this terminal is 60x20" in screen_text(app)
        await pilot.press("enter", "x", "tab")  # swallowed
        await pilot.resize_terminal(79, 30)
        await pilot.pause()
        assert "this terminal is 79x30" in screen_text(app)
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        assert isinstance(app.screen, LobbyScreen)
        text = screen_text(app)
        # The whole lobby is back: its form and buttons, not the size message,
        # and no saved-games list (there are no saves).
        assert "holytable needs" not in text
        assert "Player 1" in text and "Start" in text and "Settings" in text
        assert "Resume a saved game" not in text


async def test_resize_during_a_game():
    app = game_app()
    async with app.run_test(size=SIZE) as pilot:
        await pass_handoff(pilot)
        for w, h in ((40, 10), (120, 40), (70, 24), (80, 24), (200, 60), (80, 24)):
            await pilot.resize_terminal(w, h)
            await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        await pilot.press("1")  # still playable: the key made a choice
        assert len(game_screen(app).game.choices) == 1


async def test_starts_small():
    app = HolytableApp(key_guard=0)
    async with app.run_test(size=(50, 12)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, TooSmallScreen)


async def test_a_resize_redraw_after_the_screen_lost_its_widgets_is_harmless():
    """The prompt and side log are re-laid out after a resize, one refresh
    later; if the game screen was replaced in between (its widgets removed
    while it still counts as mounted), that late redraw does nothing instead
    of failing on the missing widget."""
    app = game_app()
    async with app.run_test(size=SIZE) as pilot:
        await pass_handoff(pilot)
        screen = game_screen(app)
        assert screen._view is not None
        await screen.query("#prompt").remove()
        await screen.query("#side-log").remove()
        screen._log_rows = [(1, "a line")]
        screen._redraw_prompt_if_shown()  # raised NoMatches before the guard
        screen._rewrap_log()
