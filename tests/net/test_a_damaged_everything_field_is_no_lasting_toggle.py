"""A save whose "everything" field names a turn the game has not reached
is refused as damaged (or the toggle ignored), not obeyed for the rest of
the game (issue 16: a *one-turn* "ask me at everything" toggle; save format
4; lane brief: a damaged field gives a one-line error).

Promise: ``GameRecord.everything`` holds, per seat, the turn its one-turn
"ask me at everything" was switched on in; it lasts to the end of the next
turn, and a toggle that has run out is dropped from the save. A record is
validated when loaded: a field that cannot be right is a one-line "damaged
save file" error (``reactions`` of a wrong value, ``stops`` for the wrong
number of players, ``everything`` naming no seat all are).

Fault: the turn itself is never checked: ``{"1": 1000000}`` (a hand-edited
or corrupted save) loads, and both the screen (``TableStops.everything_on``:
``turn <= at + 1``) and a table (``Table.everything_on``) then ask Bo at
every window to the end of the game; the save keeps the entry at every
autosave (it "has not run out"), so the one-turn toggle never ends. No
save holytable writes holds a turn more than one past the game's own (it is
written in the turn it is switched on; only a Heresy takeback across a
turn's start leaves it one ahead, see
test_everything_after_a_takeback_across_its_start.py).

How to see it: in a save, set "everything" to {"1": 1000000}; resume it:
Bo is handed the keyboard at every window, turn after turn.

Found by break21; fixed on main (see git log for this file).
"""
from __future__ import annotations

import json
import random

from holytable.engine.record import GameRecord, RecordError, load_record, save_record
from holytable.net.host import Table
from holytable.ui.stops import TableStops
from quiet import new


def test_an_everything_turn_past_the_games_own_is_not_a_toggle_for_the_rest_of_the_game(tmp_path):
    g = new("holy_wars", 2, 1)
    r = random.Random(1)
    while g.log.turn < 4:
        g.choose(r.choice(g.legal_ids()))
    path = tmp_path / "g.json"
    save_record(GameRecord.of(g), path)
    data = json.loads(path.read_text())
    data["everything"] = {"1": 1_000_000}
    path.write_text(json.dumps(data))
    try:
        rec = load_record(path)
    except RecordError as e:  # refused as damaged, in one line: kept
        assert "\n" not in str(e)
        return
    game = rec.build()
    screen_on = TableStops(game, rec).everything_on(1)
    table_on = Table(game, rec, None).everything_on(1)
    assert not screen_on and not table_on, (
        f"a save whose 'everything' names turn 1000000 (the game is at turn {game.log.turn}) loads, and Bo is "
        f"asked at every window for the rest of the game (screen: {screen_on}, table: {table_on})")
