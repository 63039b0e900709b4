"""Issue 13: End in a prompt did nothing (it was bound to the replay's last
step only). In a prompt Home and End move the cursor to the first and last
option, as in a list, choosing nothing; in a replay they still go to its
first and last step; the keys panel (F1) says which."""
from __future__ import annotations

from uihelpers import SIZE, finished_record, game_app, game_screen, pass_handoff, screen_text, until

from holytable.engine.record import load_record
from holytable.ui.app import HolytableApp


async def test_end_and_home_in_a_prompt_move_to_the_last_and_first_option():
    app = game_app()
    async with app.run_test(size=SIZE) as pilot:
        await pass_handoff(pilot)
        gs = game_screen(app)
        opts = gs.options()
        assert len(opts) >= 3 and gs.cursor == 0
        await pilot.press("end")
        assert gs.cursor == len(opts) - 1 and gs.game.choices == []
        await pilot.press("home")
        assert gs.cursor == 0 and gs.game.choices == []
        await pilot.press("end", "enter")  # Enter then chooses the last option
        assert gs.game.choices == [opts[-1].id]


async def test_the_keys_panel_names_home_and_end_in_a_prompt():
    app = game_app()
    async with app.run_test(size=SIZE) as pilot:
        await pass_handoff(pilot)
        await pilot.press("f1")
        await until(pilot, lambda: "To the last option" in screen_text(app))
        assert "To the first option" in screen_text(app)
        keys = app.screen.active_bindings
        assert keys["end"].binding.description == "To the last option"


async def test_home_and_end_in_a_replay_still_go_to_its_ends(tmp_path):
    rec = finished_record(tmp_path / "done.json")
    app = HolytableApp(replay=load_record(tmp_path / "done.json"), key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        gs = game_screen(app)
        assert gs.replay
        assert app.screen.active_bindings["end"].binding.description == "End"
        await pilot.press("end")
        assert gs.replay_k == len(rec.choices)
        await pilot.press("home")
        assert gs.replay_k == 0
