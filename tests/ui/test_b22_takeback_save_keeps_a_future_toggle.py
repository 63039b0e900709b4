"""After a takeback across a turn's start at one keyboard, the save written
by that takeback holds the one-turn toggle from a turn the game has not
reached; a resume drops it (break22).

Promise (f8103c7, break21 faults 9, 10): "after a takeback into an earlier
turn a toggle switched on later counts from that turn" (it survives the
takeback: break21's test asserts "the toggle survives the takeback"); a
resumed game goes on with the toggle while it lasts (bcea928: "keeps it in
the save while it lasts (a resumed table goes on with it)").

Fault: the clamp lives in the setter ``TableStops.game``, which the screen
only calls in ``pending_passes`` (after a choice). ``GameScreen._take_back``
replaces ``self.game`` and autosaves at once (``_autosave`` ->
``TableStops.saved_in``) while ``self.stops.game`` is still the game from
before the takeback: the file written holds ``everything = {Bo: 4}`` with
the game back in turn 3. Leave now (Esc on the handoff) and resume: the new
``TableStops`` drops "a toggle switched on in a turn the game has not
reached" as damaged, and Bo is no longer asked at everything.

How to see it: Heresy at one keyboard; Ana ends her turn; on the handoff to
Bo, t, tick "at every moment...", Esc; u (Ana takes back her end of turn);
Esc, leave; resume the game: the toggle is off (the stops dialog's tick too).

Found by break22; fixed on main (see git log for this file).
"""
from __future__ import annotations

import random

from uihelpers import SIZE, game_screen, until

from holytable.engine.record import GameRecord, load_record, save_record, saves_dir, take_back
from holytable.ui.app import HolytableApp
from holytable.ui.modals import HandoffScreen
from holytable.ui.stops import TableStops
from quiet import new


from gamekit import heresy_takeback_crossing as crossing  # noqa: E402


async def test_the_save_written_by_a_takeback_keeps_the_toggle_for_a_resume():
    g, ana, started = crossing(2)
    bo = 1 - ana
    # Bo ticked "at every moment" on the handoff of the turn that just began
    rec = GameRecord.of(g).model_copy(update={"everything": {str(bo): started}, "format": 4})
    saves_dir().mkdir(parents=True, exist_ok=True)
    path = saves_dir() / "crossing.json"
    save_record(rec, path)
    app = HolytableApp(resume=path, key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: isinstance(app.screen, HandoffScreen), what="the resumed game's handoff")
        gs = game_screen(app)
        assert gs.stops.everything_on(bo)
        await pilot.press("u")  # Ana takes back her last choice from Bo's handoff
        await until(pilot, lambda: gs.game.log.turn < started, what="the takeback")
        assert gs.game.log.turn == started - 1
        # what a resume after leaving now reads
        saved = load_record(path)
        resumed = TableStops(saved.build(), saved)
        assert resumed.everything_on(bo), (
            f"Bo switched 'ask me at everything' on in turn {started}; Ana took back into turn "
            f"{started - 1}; the save then holds everything={saved.everything} with the game in turn "
            f"{saved.build().log.turn}, so a resume drops the toggle (the screen had "
            f"{gs.stops.everything}, on={gs.stops.everything_on(bo)})")
