"""Issue 13: "Player 2 took back their last choice." was shown again on the
OTHER player's screen a turn later, over board rows: every notice was held
over a handoff and shown again after it, with its full time. A notice the
game raises belongs to the seat at the keyboard and the moment it was made:
none survives a handoff; notices from outside the game (a damaged settings
file) still come back after it (test_notices.py)."""
from __future__ import annotations

import pytest
from uihelpers import SIZE, game_app, game_screen, pass_handoff, screen_text, until

from holytable.ui.modals import HandoffScreen


def toasts(app) -> list[str]:
    return [n.message for n in app._notifications]


async def _to_next_seat(pilot, app, gs) -> None:
    """The player at the keyboard chooses until the keyboard passes; the next
    one takes it."""
    for _ in range(8):
        await pilot.press("1")
        await pilot.pause()
        if isinstance(app.screen, HandoffScreen):
            break
    assert isinstance(app.screen, HandoffScreen)
    await pass_handoff(pilot)
    await pilot.pause()


async def test_the_takeback_notice_does_not_reach_the_other_player_a_turn_later():
    app = game_app()
    app.NOTIFICATION_TIMEOUT = 60  # the toast would still be up: only the handoff may end it
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await pass_handoff(pilot)
        gs = game_screen(app)
        first = gs.game.pending.player
        await pilot.press("1")
        assert isinstance(app.screen, HandoffScreen)
        await pilot.press("u")  # taken back from the handoff: the keyboard goes back to `first`
        await until(pilot, lambda: isinstance(app.screen, HandoffScreen) and gs.seat == first)
        await pass_handoff(pilot)
        await pilot.pause()
        said = f"{gs.game.names[first]} took back their last choice."
        assert said in toasts(app) and said in " ".join(screen_text(app).split())
        await _to_next_seat(pilot, app, gs)
        assert gs.seat != first and gs.private
        assert said not in toasts(app)
        assert "took back" not in screen_text(app)


@pytest.mark.parametrize("how", ["screen", "seat_notice"])
async def test_no_notice_the_game_raises_survives_a_handoff(how):
    app = game_app()
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await pass_handoff(pilot)
        gs = game_screen(app)
        said = "Something about this player's turn."
        if how == "screen":
            gs.notify(said, timeout=60)
        else:
            gs.seat_notice(said)
        app.notify("From outside the game.", timeout=60)
        await pilot.pause()
        assert said in toasts(app)
        await _to_next_seat(pilot, app, gs)
        assert said not in toasts(app)
        assert "From outside the game." in toasts(app)
