"""What the fourth fresh player found on the Heresy screen (issue 13, lane
hkfixf): ``0`` picks the last option, but never a Cancel or Back that has
its own number (it cancelled a call unasked)."""
from __future__ import annotations

from uihelpers import NAMES, SIZE, until

from holytable.games.heresy.screen import HeresyScreen
from holytable.ui.app import HolytableApp
from holytable.ui.modals import HandoffScreen
from holytable.ui.screenshots import heresy_pick
from holytable.ui.settings import Settings


async def test_zero_does_not_cancel_a_payment():
    app = HolytableApp(game="heresy", names=list(NAMES), seed=271, options={"length": "short"}, key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        app.settings = Settings(reaction_mode="when-able")
        await until(pilot, lambda: app.screen.form_ready)
        await pilot.press("enter", "ctrl+t")  # the form, then Start
        for _ in range(800):
            screen = app.screen
            if isinstance(screen, HandoffScreen):
                await pilot.press("enter")
                continue
            assert isinstance(screen, HeresyScreen)
            game = screen.game
            opts = screen.options()
            keys = screen.option_keys(len(opts))
            if game.pending.kind == "pay" and opts[-1].verb == "cancel" and keys[-1] != "0":
                k = len(game.choices)
                await pilot.press("0")
                assert len(screen.game.choices) == k and screen.game.pending.kind == "pay"  # nothing cancelled
                await pilot.press(keys[-1])  # its own key still cancels
                assert len(screen.game.choices) == k + 1
                return
            calls = [i for i, o in enumerate(opts) if o.verb in ("call", "place") and keys[i]]
            i = calls[0] if calls else heresy_pick(screen._view)
            await pilot.press(keys[i] or "enter")
        raise AssertionError("no payment with a Cancel came up")
