"""Notifications (toasts) at 80x24 (issue 9, fix3): whole, never cut to their
first line, and never over a handoff's text."""
from __future__ import annotations

from uihelpers import SIZE, game_app, game_screen, pass_handoff, screen_text

from holytable.ui.app import HolytableApp
from holytable.ui.lobby import GameSetup
from holytable.ui.modals import HandoffScreen


def toast_text(app) -> str:
    """The text of the toasts drawn at the top right, rows joined."""
    rows = screen_text(app).splitlines()
    return " ".join(r.split("▌ ", 1)[1].strip() for r in rows if "▌ " in r)


async def test_the_takeback_notice_is_whole_at_80x24():
    """It was cut to its first line over the header: "... turn 1 ▌ Player 1
    took back their last" (a toast of two lines showed one)."""
    app = HolytableApp(start=GameSetup("frontline", ["Player 1", "Player 2"], ["red", "black"],
                                       {"length": "standard"}, 5), key_guard=0)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await pass_handoff(pilot)
        gs = game_screen(app)
        first = gs.game.pending.player
        await pilot.press("1")
        assert isinstance(app.screen, HandoffScreen)
        await pilot.press("u")
        await pilot.pause()
        # the keyboard goes back to the player taken back first (hot-seat privacy)
        assert isinstance(app.screen, HandoffScreen)
        await pass_handoff(pilot)
        assert f"{gs.game.names[first]} took back their last choice." in toast_text(app)


async def test_a_long_notice_in_a_game_is_shown_whole():
    app = game_app()
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await pass_handoff(pilot)
        said = "A notice long enough to need three lines of the toast: " + "word " * 12 + "END."
        app.notify(said)
        await pilot.pause()
        assert " ".join(said.split()) in toast_text(app)


async def test_no_notice_covers_the_handoff_text():
    """A settings-damaged notice (20 s) stayed over the handoff box ("Pass
    the keybo▌"): a handoff hides every notice, and they are shown again
    once it closes."""
    app = game_app()
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await pass_handoff(pilot)
        app.notify("Settings file damaged: " + "a long explanation of it " * 8, severity="warning", timeout=20)
        await pilot.pause()
        assert "long explanation" in toast_text(app)
        await pilot.press("1")
        await pilot.pause()
        assert isinstance(app.screen, HandoffScreen)
        assert "long explanation" not in screen_text(app)
        assert "▌" not in screen_text(app)
        app.notify("Raised while the handoff is up.")
        await pilot.pause()
        assert "Raised while" not in screen_text(app)
        await pilot.press("enter")  # the handoff closes: both notices are told again
        await pilot.pause()
        assert not isinstance(app.screen, HandoffScreen)
        assert "long explanation" in toast_text(app) and "Raised while the handoff is up." in toast_text(app)


async def test_a_key_warning_does_not_follow_the_keyboard_to_the_next_player():
    """"There is no option 9; choose 1-…" was shown again after the handoff,
    on the next player's screen (it tells them how many options the last
    player had): a warning about one player's keys ends at the handoff; the
    others (a damaged settings file) come back after it."""
    app = game_app()
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await pass_handoff(pilot)
        app.notify("Settings file damaged.", severity="warning", timeout=20)
        await pilot.press("9")
        await pilot.pause()
        assert "There is no option 9" in toast_text(app)
        await pilot.press("1")
        await pilot.pause()
        assert isinstance(app.screen, HandoffScreen)
        await pass_handoff(pilot)
        await pilot.pause()
        shown = toast_text(app)
        assert "Settings file damaged." in shown and "There is no option" not in shown, shown
