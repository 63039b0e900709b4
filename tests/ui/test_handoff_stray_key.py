"""The handoff's fresh-press rule was spent by the first fresh key, whatever it
does: KeyGate.admit/_release disarm the screen for any key, even one with no
binding there (an arrow, a letter, F1). After that the handoff takes every key
at once, so a held Enter that follows a stray key passes it and shows the next
player's hand (and, once the game screen's own one-shot arming is spent the
same way, chooses for them). Now (holytable/ui/keys.py, rule 3): no key
disarms a handoff; every key on it must come after a second of quiet."""
import asyncio

from uihelpers import SIZE, burst, game_screen, setup

from holytable.ui.app import HolytableApp
from holytable.ui.modals import HandoffScreen


async def test_a_stray_key_then_a_held_enter_does_not_pass_the_handoff():
    app = HolytableApp(start=setup())   # the real key timings
    async with app.run_test(size=SIZE) as pilot:
        gs = game_screen(app)
        await pilot.pause(1.0)
        assert isinstance(app.screen, HandoffScreen)
        await pilot.press("down")         # a stray key, alone: "fresh"
        await asyncio.sleep(0.3)
        for _ in range(45):               # then Enter held ~1.5 s (30/s)
            await burst(app, ["enter"])
            await asyncio.sleep(0.033)
        await pilot.pause(0.3)
        assert isinstance(app.screen, HandoffScreen) and not gs.private, (
            f"the handoff was passed by a held key; hand of seat {gs.seat} shown")
