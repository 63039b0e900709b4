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
        # enabled in place: the same key widgets (issue 11: no rebuild for a toggle)
        assert [id(k) for k in footer_keys(gs)] == [id(k) for k in after]


async def test_the_footer_under_a_handoff_waits_and_shows_the_keys_of_now_once_on_top():
    from holytable.ui.footer import SteadyFooter

    app = game_app()
    async with app.run_test(size=SIZE) as pilot:
        await pass_handoff(pilot)
        await pilot.pause()
        gs = game_screen(app)
        footer = gs.query_one(SteadyFooter)
        built = footer._built
        gs.private = False  # what a handoff does to the screen beneath
        gs._push_handoff(None)
        gs._may_take_back = lambda: True  # a key shown changes meanwhile
        gs.refresh_bindings()
        await pilot.pause()
        assert footer._built is built  # hidden: not rebuilt for a screen nobody sees
        gs.private = True
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen is gs
        assert footer._built == footer._keys_shown()  # on top again: the keys of now
        undo = [k for k in footer_keys(gs) if k.action == "takeback"]
        assert undo and not undo[0].has_class("-disabled")


async def test_a_game_screen_under_a_handoff_is_not_laid_out_until_on_top_again():
    """An opaque screen (a handoff) hides the game screen: its redraws
    beneath are laid out once it is on top again, not while nobody sees them
    (issue 11: Textual counted the screen beneath any top screen as shown)."""
    from textual.widgets import Static

    app = game_app()
    async with app.run_test(size=SIZE) as pilot:
        await pass_handoff(pilot)
        await pilot.pause()
        gs = game_screen(app)
        gs.private = False
        gs._push_handoff(None)
        await pilot.pause()
        assert app._background_screens == [] and not gs.is_current
        layouts = []
        gs._refresh_layout, real = (lambda *a, **k: (layouts.append(1), real(*a, **k))), gs._refresh_layout
        gs.query_one("#header", Static).update("changed beneath")
        await pilot.pause()
        assert layouts == []
        gs.private = True
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen is gs and layouts  # laid out once on top
