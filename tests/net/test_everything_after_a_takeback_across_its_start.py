"""The one-turn "ask me at everything" still lasts one turn after a takeback
across the start of the turn it was switched on in (issue 16: a *one-turn*
"ask me at everything" toggle; the stops dialog: "at every moment, until the
end of the next turn"; lane brief: does it survive a takeback across its
start; bcea928's table test "fails with the toggle lasting 3 turns").

Promise: switched on, the toggle asks its player at every moment of this
turn and the next, and no longer: it may survive a takeback, but it never
covers more than the turn it is on in and the next one.

Fault: the toggle is kept as the turn number it was switched on in
(``TableStops.everything``, ``Table.everything``: seat -> turn) and read as
"on while the game's turn <= that turn + 1". In Heresy a takeback can cross
the start of a turn (the last choice of a turn, when nothing hidden came
since: Ana's end of turn 3 taken back from the handoff that begins turn 4).
If Bo switched the toggle on between the two (on that very handoff, ``t``),
the game is back in turn 3 with the toggle still counting from turn 4: Bo is
asked at every window of the rest of turn 3, of turn 4 and of turn 5, three
turns, at one keyboard and at a table alike.

How to see it: Heresy at one keyboard; Ana ends her turn; on the handoff to
Bo, t, tick "at every moment...", Esc; u (Ana takes back her end of turn);
play on: Bo is handed the keyboard at every window until turn 5 is over.

Found by break21; fixed on main (see git log for this file).
"""
from __future__ import annotations

import random

from holytable.engine.record import GameRecord, take_back
from holytable.net.host import Table
from holytable.ui.stops import TableStops
from quiet import new


from gamekit import heresy_takeback_crossing as crossing  # noqa: E402


def turns_on(everything_on, game, seed: int, upto: int) -> list[int]:
    """Play ``game`` on (seeded) to the end of turn ``upto``: the turns in
    which ``everything_on()`` was true at some decision."""
    r = random.Random(f"on:{seed}")
    seen = set()
    while not game.over and game.log.turn <= upto:
        if everything_on():
            seen.add(game.log.turn)
        game.choose(r.choice(game.legal_ids()))
    return sorted(seen)


def test_after_a_takeback_across_its_start_the_toggle_covers_two_turns_at_most():
    g, ana, started = crossing(2)
    bo = 1 - ana
    # at one keyboard: Bo ticks it on the handoff of the turn that just began, then Ana takes back
    stops = TableStops(g, GameRecord.of(g))
    stops.set_everything(bo, True)
    rec, back = take_back(GameRecord.of(g), g, ana)
    assert back.log.turn == started - 1
    stops.game = back  # as the screen does with the rebuilt game
    screen_turns = turns_on(lambda: stops.everything_on(bo), back, 2, started + 2)
    # at a table: the same with Bo a joined seat
    table = Table(g.clone(), GameRecord.of(g), None)
    assert table.set_stops(bo, [], everything=True) is None
    assert table.take_back(ana, len(table.game.choices)) is None
    table_turns = turns_on(lambda: table.everything_on(bo), table.game, 2, started + 2)
    found = {"one keyboard": screen_turns, "table": table_turns}
    for where, on in found.items():
        assert on and on[0] == started - 1, f"{where}: the toggle survives the takeback ({on})"
    assert all(len(on) <= 2 for on in found.values()), (
        f"switched on in turn {started} and taken back into turn {started - 1}, Bo's one-turn "
        f"'ask me at everything' was on in turns {found}")
