"""Heresy takeback by keys (issue 13): after a player's choice the response
windows that follow are passed for those with nothing to answer (the "ask only
when I can respond" setting); one ``u`` takes back the player's own choice, not
one of those passes (``Game.last_real_choice``)."""
from __future__ import annotations

from uihelpers import NAMES, SIZE, until

from holytable.games.heresy.screen import HeresyScreen
from holytable.ui.app import HolytableApp
from holytable.ui.modals import HandoffScreen
from holytable.ui.screenshots import heresy_pick
from holytable.ui.settings import Settings


async def test_one_u_takes_back_a_choice_followed_by_passed_windows():
    app = HolytableApp(game="heresy", names=list(NAMES), seed=271, options={"length": "short"}, key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        app.settings = Settings(reaction_mode="when-able")
        await until(pilot, lambda: app.screen.form_ready)
        await pilot.press("enter", "ctrl+t")  # the form, then Start
        for _ in range(600):
            screen = app.screen
            if isinstance(screen, HandoffScreen):
                await pilot.press("enter")
                continue
            assert isinstance(screen, HeresyScreen)
            game = screen.game
            seat, k, offered = screen.seat, len(game.choices), game.legal_ids()
            await pilot.press(*screen.option_keys(len(screen.options()))[heresy_pick(screen._view)] or "enter")
            game = screen.game
            passed = len(game.choices) - k - 1  # windows passed for a player after the choice
            if (app.screen is screen and passed > 0 and game.pending is not None
                    and game.pending.player == seat and game.barrier <= k):
                await pilot.press("u")
                game = screen.game
                assert len(game.choices) == k, "one u: back to the choice itself, past the passed windows"
                assert game.pending.player == seat and not game.pending.only_pass()
                assert game.legal_ids() == offered
                return
        raise AssertionError("no choice followed by passed windows came up")
