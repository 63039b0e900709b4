"""Stops set at two terminals of one table are both kept for the next game
(issue 16: each player sets their stops "per game", "a key to change them on
one's own screen"; rules pages: "Press `t` on your own screen to change
yours (they are kept for the next game)"; README: joined seats' stops are set
with t on their screen; ``holytable join``: "take a seat at a table hosted on
this machine").

Promise: the stops a player sets with t are kept in the settings under their
name and are theirs in the next game, whichever terminal of the table they
sat at.

Fault: a table's terminals are on one machine and, for one user, share one
settings file, but each app keeps the settings it read when it started and
``HolytableApp.apply_settings`` writes that whole copy back
(``save_settings``). Bo sets his stops on his join screen (his app writes the
file with them); then Ana sets hers on the host's screen: the host's app
writes its own copy, read before Bo's change, and Bo's stops are gone from
the file. Bo's next game (or his joining again) starts from the game's
defaults, without a word. The same happens to any setting changed at another
terminal meanwhile.

How to see it: ``holytable host`` (Holy Wars, seat 2 Remote), ``holytable
join CODE`` in a second terminal; Bo: t, tick "your opponent plays an
Action or an Event", Esc; Ana: t, untick something, Esc; look at the
settings file: Bo's stops are not there.

Found by break21; fixed: the dialog (open_stops) reads the file's stops again
(``stops_now``) before it writes a player's.
"""
from __future__ import annotations

from holytable.engine.stops import default_stops
from holytable.games import game_class
from holytable.ui.app import HolytableApp
from holytable.ui.settings import load_settings
from holytable.ui.stops import stops_now, stops_of, with_stops


def test_stops_set_on_the_join_screen_survive_the_hosts_next_change_of_stops():
    hw = game_class("holy_wars")
    host, join = HolytableApp(), HolytableApp()  # the host's terminal and Bo's, one machine, one user
    assert host.settings == join.settings  # both read the settings file when they open
    bo = default_stops(hw) | {"their_action"}
    ana = default_stops(hw) - {"their_set"}
    # what the stops dialog's t does on each screen (ui.stops.open_stops)
    join.apply_settings(with_stops(stops_now(join.settings), hw.game_id, "Bo", bo))
    host.apply_settings(with_stops(stops_now(host.settings), hw.game_id, "Ana", ana))
    kept = load_settings()[0]
    assert stops_of(kept, hw, "Ana") == ana
    assert stops_of(kept, hw, "Bo") == bo, (
        f"Bo's stops set on his join screen were wiped from the settings by the host's next save: "
        f"the file now gives him {sorted(stops_of(kept, hw, 'Bo'))}")
