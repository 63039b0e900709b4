"""The one-turn "ask me at everything" stays in its own game and its own
turn (issue 16; found by break18).

Promise (README / rules pages: "`t` also asks you at every moment until the
end of the next turn"; the stops dialog: "at every moment, until the end of
the next turn"; issue 16: a *one-turn* "ask me at everything" toggle).

Fault: ``HolytableApp.play_again`` makes the new game's record as a
``model_copy`` of the finished one, changing seed, choices and times only,
so ``GameRecord.everything`` (seat -> the turn it was switched on) comes
along (entries are never removed once run out). The new game's
``TableStops`` reads it: a seat that switched it on at turn 2 of the last
game, where it ran out at turn 3, is asked at every moment again through
turn 3 of the new one, which it never asked for (and its save keeps it).
"""
from __future__ import annotations

import random

from uihelpers import SIZE, game_screen, until

from holytable.engine.record import GameRecord, save_record, saves_dir
from holytable.ui.app import HolytableApp
from holytable.ui.settings import Settings
from holytable.ui.stops import TableStops
from holytable.ui.game_over import GameOverScreen
from holytable.ui.modals import HandoffScreen
from quiet import new


async def test_play_again_starts_with_nobody_asked_at_everything():
    g = new("holy_wars", 2, 1)
    r = random.Random(1)
    while not g.over:
        g.choose(r.choice(g.legal_ids()))
    assert g.log.turn >= 10
    # Bo switched it on at turn 2 (the save keeps the entry after it ran out, at turn 3)
    rec = GameRecord.of(g).model_copy(update={"everything": {"1": 2}})
    saves_dir().mkdir(parents=True, exist_ok=True)
    path = saves_dir() / "done.json"
    save_record(rec, path)
    app = HolytableApp(resume=path, key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: isinstance(app.screen, GameOverScreen), what="the game-over screen")
        await pilot.press("p")
        await until(pilot, lambda: isinstance(app.screen, HandoffScreen), what="the new game's first handoff")
        gs = game_screen(app)
        assert gs.game.choices == [] and gs.game.log.turn < 2
        assert not gs.stops.everything_on(1), (
            "Bo is asked at every moment in the new game: the last game's toggle came along "
            f"({gs.record.everything})")


def test_a_toggle_that_ran_out_is_dropped_from_the_save():
    g = new("holy_wars", 2, 1)
    r = random.Random(1)
    while g.log.turn < 5:
        g.choose(r.choice(g.legal_ids()))
    rec = GameRecord.of(g).model_copy(update={"everything": {"1": 2, "0": g.log.turn}})  # Bo's ran out at turn 3
    table = TableStops(g, rec)
    saved = table.saved_in(rec, Settings())
    assert saved.everything == {"0": g.log.turn}, saved.everything
