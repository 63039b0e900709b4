""""Play again" starts the next game in the settings' reaction-window mode
(issue 16: "the existing two modes stay available in the settings"; the
settings screen, switching mode mid-game: "The reaction windows' mode
changes from the next game: this one keeps the one it began with"; rules
pages: "A change of mode counts from the next game").

Promise: a mode chosen in the settings during a game is the mode of the
next game. The players who learn that "ask only when I can respond" tells
their hands switch to stops mid-game and are told it counts from the next
game.

Fault: ``HolytableApp.play_again`` makes the next game's record as a
``model_copy`` of the finished one, which keeps ``GameRecord.reactions``
(format 4, 9cf63b2); the new ``GameScreen.window_mode`` reads the record's
mode before the settings'. So "Play again" plays the next game, and every
game after it, in the old mode: here "ask only when I can respond", whose
handoffs tell each player whether the other holds an answer, though the
settings say "stops" and the screen promised the change for the next game.

How to see it: settings (s): "ask only when I can respond"; start Holy Wars
at one keyboard; mid-game s: "stops" (the notice says: from the next game);
finish the game, p (Play again): Pass-only windows still pass with no
handoff, answerable ones still hand the keyboard over.

Found by break21; fixed on main (see git log for this file).
"""
from __future__ import annotations

import random

from uihelpers import SIZE, game_screen, until

from holytable.engine.record import GameRecord, save_record, saves_dir
from holytable.ui.app import HolytableApp
from holytable.ui.game_over import GameOverScreen
from holytable.ui.modals import HandoffScreen
from quiet import new


async def test_play_again_plays_in_the_mode_the_settings_now_say():
    g = new("holy_wars", 2, 1)
    r = random.Random(1)
    while not g.over:
        g.choose(r.choice(g.legal_ids()))
    # the game was begun in "ask only when I can respond"; the settings now say "stops"
    rec = GameRecord.of(g).model_copy(update={"reactions": "when-able"})
    saves_dir().mkdir(parents=True, exist_ok=True)
    path = saves_dir() / "done.json"
    save_record(rec, path)
    app = HolytableApp(resume=path, key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        app.apply_settings(app.settings.model_copy(update={"reaction_mode": "stops"}))
        await until(pilot, lambda: isinstance(app.screen, GameOverScreen), what="the game-over screen")
        await pilot.press("p")
        await until(pilot, lambda: isinstance(app.screen, HandoffScreen), what="the new game's first handoff")
        gs = game_screen(app)
        assert gs.game.choices == []
        mode, kept = gs.window_mode, gs.record.reactions
    assert mode == "stops", (f"the new game plays in {mode!r} (its record: {kept!r}), the last game's mode, "
                             "though the settings say 'stops' and a change counts from the next game")
