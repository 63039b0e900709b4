"""A player tapping Enter ~2.5 times a second (a normal "click through" pace,
not a held key) runs through the handoff and then makes a choice for the next
player while that player's hand is on screen. Now a handoff takes only a key
after a second of quiet (holytable/ui/keys.py, rule 3)."""
import asyncio
from textual._time import get_time
from uihelpers import SIZE, burst, game_screen, handoff_shown_for, setup
from holytable.ui.app import HolytableApp


async def test_enter_tapped_every_0_4s_for_3s_from_a_handoff_makes_at_most_one_choice():
    app = HolytableApp(start=setup())
    async with app.run_test(size=SIZE) as pilot:
        gs = game_screen(app)
        await handoff_shown_for(pilot, 1.0)
        seats_revealed = set()
        # 8 taps, 0.4 s apart (~3 s), each stamped with the time it is due:
        # a pause of the test machine does not stretch the rhythm
        t0 = get_time()
        for i in range(8):
            await burst(app, ["enter"], start=t0 + 0.4 * i)
            if gs.private:
                seats_revealed.add(gs.seat)
        await asyncio.sleep(max(0.0, t0 + 3.2 - get_time()))
        if gs.private:
            seats_revealed.add(gs.seat)
        await pilot.pause(0.5)
        # one player passes the handoff and makes one choice at most; the next
        # player's hand must never be shown to the tapper
        assert len(gs.game.choices) <= 1, f"{len(gs.game.choices)} choices made, seats shown {seats_revealed}"
        assert len(seats_revealed) <= 1, f"hands of seats {seats_revealed} were shown during one burst"
