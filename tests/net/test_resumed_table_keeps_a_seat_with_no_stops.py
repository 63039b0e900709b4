"""A resumed table keeps a joined seat's stops when that seat chose none
(issue 16: each player sets at which moments they want to be asked; break20
fault 1, fixed in 7c2399b: "a table reads its joined seats' stops from the
save").

Promise: a joined seat's stops live in the table's save and a resumed table
reads them back (``Table.__init__``), so until the seat's terminal joins
again the host asks (and waits for) the seat at exactly the moments it chose.
"No stops at all" is a choice the dialog offers (every box unticked): the
seat is then never asked at a window.

Fault: ``Table.__init__`` reads a seat's saved stops only when the list is
not empty (``if s in self.remote and keys``): a seat that unticked every
stop is given the game's defaults again on resume. The resumed table then
stops at that seat's windows at the default moments (the dice of an
attempt, a defeat, a set) and waits there for a seat that asked never to be
waited for; its next save writes the defaults as its stops. The hot-seat
screen's ``TableStops`` reads an empty list as an empty set (it keeps it).

How to see it: ``holytable host holy_wars``; Bo joins, t, untick every stop,
Esc; stop the host, ``holytable host --resume SAVE`` and let Ana attack:
the table waits for Bo before the dice.

Found by break21; fixed on main (see git log for this file).
"""
from __future__ import annotations

from holytable.net.host import Table
from holytable.ui.settings import Settings
from holytable.ui.stops import TableStops

from netkit import new_table


def test_a_resumed_table_keeps_a_joined_seat_that_chose_no_stops(tmp_path):
    first = new_table("holy_wars", 7, tmp_path)
    assert first.set_stops(1, []) is None  # Bo: no stops at all
    assert first.record.stops[1] == [], first.record.stops
    resumed = Table(first.record.build(), first.record, tmp_path / "save.json")
    # the same save opened at one keyboard keeps his empty set
    assert TableStops(first.game, first.record).of(Settings(), 1) == frozenset()
    assert resumed.stops[1] == frozenset(), (
        f"the resumed table gave Bo, who chose no stops, the defaults again: {sorted(resumed.stops[1])}")
