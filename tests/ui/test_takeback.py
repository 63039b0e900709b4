"""Takeback with ``u`` (issue 2, §3): allowed until chance or hidden information
came (docs/rules/frontline.md: a draft may be taken back until the flip)."""
from __future__ import annotations

from uihelpers import SIZE, game_app, game_screen, pass_handoff, screen_text

from holytable.ui.modals import HandoffScreen


async def test_takeback_at_handoff_rolls_back():
    app = game_app()
    async with app.run_test(size=SIZE) as pilot:
        await pass_handoff(pilot)
        gs = game_screen(app)
        first = gs.game.pending.player
        hand_before = gs.game.view_dict(first)["players"][first]["hand"]
        await pilot.press("1")
        assert isinstance(app.screen, HandoffScreen)
        assert gs.game.choices and gs.game.can_take_back(first)
        assert "press u to take back" in screen_text(app)
        await pilot.press("u")
        # whoever pressed u may be the next player: the hand stays hidden until
        # Enter, but nobody is told to pass the keyboard to themselves (issue 13)
        assert isinstance(app.screen, HandoffScreen) and not gs.private
        assert f"{gs.game.names[first]} takes back their last choice" in screen_text(app)
        assert gs.game.choices == []
        await pass_handoff(pilot)
        assert gs.game.pending.player == first and gs.private
        assert gs.game.view_dict(first)["players"][first]["hand"] == hand_before
        assert not gs.save_path.exists()  # the autosave follows: nothing chosen, nothing kept (issue 13)


async def test_takeback_not_allowed_after_the_flip():
    app = game_app()
    async with app.run_test(size=SIZE) as pilot:
        await pass_handoff(pilot)
        gs = game_screen(app)
        await pilot.press("1")
        await pass_handoff(pilot)
        second = gs.game.pending.player
        await pilot.press("1")  # the second draft: both flip
        assert not gs.game.can_take_back(second)
        made = list(gs.game.choices)
        if isinstance(app.screen, HandoffScreen):
            assert "take back" not in screen_text(app)
            assert "u" not in app.screen.active_bindings  # hidden from the footer
            await pilot.press("u")
            assert isinstance(app.screen, HandoffScreen)
            await pilot.press("enter")
        # In the game screen the key is shown disabled and does nothing.
        binding = app.screen.active_bindings.get("u")
        assert binding is not None and not binding.enabled
        await pilot.press("u")
        assert gs.game.choices == made


async def test_in_game_takeback_key_is_disabled_at_start():
    app = game_app()
    async with app.run_test(size=SIZE) as pilot:
        await pass_handoff(pilot)
        assert not app.screen.active_bindings["u"].enabled
        said: list[str] = []
        gs = game_screen(app)
        gs.notify = lambda message, **kw: said.append(message)
        await pilot.press("u")  # a notification saying why, no crash
        assert gs.game.choices == [] and said == ["Nothing to take back yet."]
