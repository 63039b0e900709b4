"""Issue 13 (lane shell2): "Player 2 took back their last choice." stayed on
screen for several key presses, over the header and the i panel's title. A
notice about the player's own action (a takeback, a key that does nothing
here) is read at once and goes at the player's next key; notices from
outside the game (a save that failed, a damaged settings file) keep their
time."""
from __future__ import annotations

from uihelpers import SIZE, game_app, game_screen, pass_handoff, screen_text, until

from holytable.ui.modals import HandoffScreen


def toasts(app) -> list[str]:
    return [n.message for n in app._notifications]


async def test_the_takeback_notice_goes_at_the_next_key():
    app = game_app()
    app.NOTIFICATION_TIMEOUT = 60  # only a key may end it
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await pass_handoff(pilot)
        gs = game_screen(app)
        first = gs.game.pending.player
        await pilot.press("1")
        assert isinstance(app.screen, HandoffScreen)
        await pilot.press("u")  # taken back from the handoff
        await until(pilot, lambda: isinstance(app.screen, HandoffScreen) and gs.seat == first)
        await pass_handoff(pilot)
        await pilot.pause(0.05)
        said = f"{gs.game.names[first]} took back their last choice."
        assert said in toasts(app)  # shown once the player is back at their screen
        app.notify("From outside the game.", timeout=60)
        await pilot.press("down")  # any key: the notice has been read
        await pilot.pause()
        assert said not in toasts(app) and "took back" not in screen_text(app)
        assert "From outside the game." in toasts(app)


async def test_a_notice_about_a_key_goes_at_the_next_key():
    app = game_app()
    app.NOTIFICATION_TIMEOUT = 60
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await pass_handoff(pilot)
        gs = game_screen(app)
        gs.seat_notice("There is no such option here.")
        await pilot.pause(0.05)
        assert "There is no such option here." in toasts(app)
        await pilot.press("down")
        await pilot.pause()
        assert "There is no such option here." not in toasts(app)


async def test_the_key_that_raises_a_notice_does_not_drop_it():
    """The notice raised by a key (an option number the prompt does not
    have) is up after that key, and goes with the next one."""
    app = game_app()
    app.NOTIFICATION_TIMEOUT = 60
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await pass_handoff(pilot)
        gs = game_screen(app)
        n = len(gs.options()) + 1
        assert n <= 9
        await pilot.press(str(n))
        await pilot.pause()
        said = [m for m in toasts(app) if m.startswith(f"There is no option {n}")]
        assert said and said[0] in " ".join(screen_text(app).split())
        await pilot.press("down")
        await pilot.pause()
        assert not any(m.startswith("There is no option") for m in toasts(app))
