"""The game screen's footer is rebuilt only when the keys it shows change
(SteadyFooter, holytable/ui/game_screen.py; issue 11: Textual's footer
rebuilt every key on each redraw, a third of a key press's time)."""
from __future__ import annotations

from textual.widgets._footer import FooterKey
from uihelpers import SIZE, game_app, game_screen, pass_handoff


def footer_keys(screen) -> list[FooterKey]:
    return list(screen.query(FooterKey))


async def test_moving_the_cursor_rebuilds_no_footer_key_and_a_changed_key_is_shown():
    app = game_app()
    async with app.run_test(size=SIZE) as pilot:
        await pass_handoff(pilot)
        await pilot.pause()
        gs = game_screen(app)
        before = footer_keys(gs)
        assert before and len(gs.options()) > 1
        for _ in range(3):
            await pilot.press("down")  # a redraw each, the same keys
            await pilot.pause()
        after = footer_keys(gs)
        assert [id(k) for k in after] == [id(k) for k in before]
        # a key that changes (take back becomes possible) is shown changed
        undo = [k for k in after if k.action == "takeback"]
        assert undo and undo[0].has_class("-disabled")
        gs._may_take_back = lambda: True
        gs.refresh_bindings()
        await pilot.pause()
        undo = [k for k in footer_keys(gs) if k.action == "takeback"]
        assert undo and not undo[0].has_class("-disabled")
