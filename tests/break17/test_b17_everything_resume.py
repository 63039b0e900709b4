"""break17: the one-turn "ask me at everything" (``t``) and resuming a game.

Promise (README: "`t` also asks you at every moment until the end of the
next turn"; the stops dialog's checkbox "at every moment, until the end of
the next turn"; issue 16: a one-turn toggle; saves are resumed after a crash
"where it was"): a player who switched it on is still asked at everything
for the rest of that turn after the game is resumed.

Fault: the toggle lives only in the game screen's ``TableStops`` (not in the
settings, not in the save): quit and resume within the same turn and it is
off, so the toggle lasts less than the turn promised.
"""
from __future__ import annotations

from uihelpers import SIZE, game_screen, until

from holytable.engine.record import GameRecord, saves_dir
from holytable.ui.app import HolytableApp
from quiet import new


async def test_everything_survives_a_resume_within_the_same_turn():
    g = new("heresy", 3, 1)
    while g.log.turn < 1:
        g.choose(g.legal_ids()[0])
    saves_dir().mkdir(parents=True, exist_ok=True)
    path = saves_dir() / "b17.json"
    app = HolytableApp(key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        app._open(g, GameRecord.of(g), path)
        await pilot.pause()
        gs = game_screen(app)
        seat = 1
        gs.stops.set_everything(seat, True)  # what the stops dialog does for Bo
        assert gs.stops.everything_on(seat)
        turn = gs.game.log.turn
        assert path.exists()
    app2 = HolytableApp(resume=True, key_guard=0)  # `holytable resume`
    async with app2.run_test(size=SIZE) as pilot:
        await pilot.pause()
        gs2 = game_screen(app2)
        assert gs2.game.log.turn == turn
        assert gs2.stops.everything_on(seat), "Bo's 'ask me at everything' was lost on resume, mid-turn"
