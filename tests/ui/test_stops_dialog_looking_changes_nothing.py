"""Opening the stops dialog and closing it with nothing changed leaves the
settings alone (issue 16; found by break18).

Promise (README: "Press `t` on your own screen to change yours (they are
kept for the next game)"; the settings keep "each player's stops in each
game, by name"): the settings change when a player changes their stops.

Fault: ``open_stops``'s ``done`` compares the dialog's result with the
settings' stops for the name, not with what the dialog showed. In a resumed
game the dialog shows the stops kept in that game's save; when they differ
from the settings (Ana changed hers in a later game), looking at them and
pressing Esc writes the old game's stops over her settings, so her next new
game no longer has the stops she last chose.
"""
from __future__ import annotations

from uihelpers import SIZE, until

from holytable.engine.record import GameRecord, save_record, saves_dir
from holytable.engine.stops import default_stops
from holytable.games import game_class
from holytable.ui.app import HolytableApp
from holytable.ui.modals import HandoffScreen
from holytable.ui.settings import Settings, load_settings, save_settings
from holytable.ui.stops import StopsScreen, stops_of, with_stops
from quiet import new


async def test_looking_at_ones_stops_in_a_resumed_game_leaves_the_settings_alone():
    cls = game_class("holy_wars")
    g = new("holy_wars", 2, 1)
    while g.pending.player != 0 or len(g.choices) < 3:
        g.choose(g.legal_ids()[0])
    old = sorted(default_stops(cls))
    rec = GameRecord.of(g).model_copy(update={"stops": [old, old]})  # the game was saved with the defaults
    saves_dir().mkdir(parents=True, exist_ok=True)
    save_record(rec, saves_dir() / "old.json")
    later = sorted(default_stops(cls) | {"their_action"})  # since then Ana added a stop, in another game
    save_settings(with_stops(Settings(), "holy_wars", "Ana", later))
    app = HolytableApp(resume=True, key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: isinstance(app.screen, HandoffScreen), what="the handoff to Ana")
        assert app.screen.next_name == "Ana"
        await pilot.press("t")
        await until(pilot, lambda: isinstance(app.screen, StopsScreen), what="Ana's stops")
        await pilot.press("escape")  # only looked
        await until(pilot, lambda: isinstance(app.screen, HandoffScreen), what="back on the handoff")
    assert stops_of(load_settings()[0], cls, "Ana") == frozenset(later)
