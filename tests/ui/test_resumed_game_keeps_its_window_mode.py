"""A game keeps the reaction-window mode it began with across a save and a
resume (issue 16; break19's fault 4, fixed on main as ``GameScreen.window_mode``;
break20's fault 3, fixed with ``GameRecord.reactions`` in save format 4).

Promise: "a game keeps the reaction-window mode it began with; a change in
the settings counts from the next game" (the settings screen says: "The
reaction windows' mode changes from the next game: this one keeps the one
it began with, so nobody's handoffs change under them"); and issue 16:
what a player holds never changes whether they are asked.

Fault: the mode a game began with is kept only on its screen
(``GameScreen._window_mode``, read from the settings the first time it is
asked); the save (``GameRecord``) does not hold it. Ana switches the
settings to "ask only when I can respond" on her own screen mid-game (she is
told it counts from the next game), quits (Ctrl+Q: the game is saved) and
resumes it: the resumed game reads the settings again and is now in the
"when-able" mode, so Bo's Pass-only windows pass and his answers hand him
the keyboard: his hand shows in his handoffs, the leak break19's fault 4
was, with one save and resume in between, and no handoff says so.

How to see it: start a Holy Wars game at one keyboard in the "stops" mode;
on Ana's screen, s, "ask only when I can respond"; Ctrl+Q; holytable resume;
(the resumed screen's ``window_mode`` is "when-able").
"""
from __future__ import annotations

import random

from uihelpers import SIZE, game_screen, until

from holytable.engine.record import GameRecord
from holytable.ui.app import HolytableApp
from holytable.ui.modals import HandoffScreen
from holytable.ui.settings import Settings, load_settings

from test_stops import new_game  # tests/ui/test_stops.py


async def test_a_resumed_game_keeps_the_window_mode_it_began_with(tmp_path):
    game = new_game("holy_wars", 3)
    path = tmp_path / "g.json"
    r = random.Random(1)
    app = HolytableApp(key_guard=0)
    app.settings = Settings(reaction_mode="stops")
    async with app.run_test(size=SIZE) as pilot:
        app._open(game, GameRecord.of(game), path)
        await pilot.pause()
        gs = game_screen(app)
        assert gs.window_mode == "stops"
        for _ in range(12):
            await until(pilot, lambda: isinstance(app.screen, HandoffScreen) or app.screen is gs,
                        what="a handoff or the game")
            if isinstance(app.screen, HandoffScreen):
                await pilot.press("enter")
                await until(pilot, lambda: app.screen is gs, what="the handoff passed")
            gs._choose(r.choice(gs.game.pending.ids()))
            await pilot.pause()
        # Ana, on her own screen: s, "ask only when I can respond" (told: from the next game)
        app.apply_settings(app.settings.model_copy(update={"reaction_mode": "when-able"}))
        assert gs.window_mode == "stops"
        await pilot.pause()
        at = len(gs.game.choices)
    assert path.exists(), "the game was saved"
    assert load_settings()[0].reaction_mode == "when-able"
    again = HolytableApp(resume=path, key_guard=0)  # holytable resume
    async with again.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: any(hasattr(s, "window_mode") and s.is_mounted for s in again.screen_stack),
                    what="the game")
        gs = game_screen(again)
        assert len(gs.game.choices) == at
        assert gs.window_mode == "stops", (
            f"the resumed game runs in the {gs.window_mode!r} mode: the one it began with ('stops') was lost "
            "with the save; the settings' change 'from the next game' took hold of this one")
