"""Notices dropped before their time leave no empty room behind (fresh20:
after about twelve notices on one game screen none showed any more: F2's
hints, "There is no option 9"; Textual's ToastRack.show removes a dropped
notice's toast but not its holder, so each later notice came a row lower)."""
from __future__ import annotations

from uihelpers import SIZE, game_screen, pass_handoff, until

from holytable.ui.app import HolytableApp
from holytable.ui.lobby import GameSetup


async def test_a_notice_dropped_at_the_next_key_leaves_no_holder_behind():
    from textual.widgets._toast import ToastHolder

    setup = GameSetup("frontline", ["Ana", "Bo"], ["black", "red"], {"length": "standard"}, 7)
    app = HolytableApp(start=setup, key_guard=0)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await pass_handoff(pilot)
        gs = game_screen(app)
        rows = []
        for _ in range(16):
            await pilot.press("9")  # "There is no option 9": a notice, dropped at the next key
            await pilot.pause()
            rows.append(len(app.screen.query(ToastHolder)))
            await pilot.press("right")  # a key on the screen: the notice has been read
            await pilot.pause()
        assert gs.game.choices == []
        assert max(rows) <= 2, f"holders on screen after each notice: {rows}"
        await pilot.press("9")
        await until(pilot, lambda: any("no option 9" in n.message for n in app._notifications), what="the notice")
