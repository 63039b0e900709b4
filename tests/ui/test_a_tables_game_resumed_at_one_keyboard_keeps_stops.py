"""A game played at a table (across terminals) keeps asking at stops when it
is resumed at one keyboard (issue 16; 9cf63b2, break20 fault 3: "a game's
reaction-window mode goes with its save ... a resumed game keeps the mode it
began with instead of taking the settings' again"; rules pages: "a saved
game keeps its mode when resumed"; the join screen: "A table asks at stops,
whatever this terminal's settings say"). Found by break21; fixed: a table's
save holds ``reactions: "stops"``.

Promise: a game's mode of asking is fixed when it begins, so nobody's
handoffs change under them; a game begun at a table was begun in "stops".
A table's save is an ordinary save in the saves folder: the lobby lists it
and resumes it at one keyboard (the players sit at one terminal to finish it).

Fault: ``Table`` writes its save with ``GameRecord.reactions`` None (the
record ``GameRecord.of`` made, never given the table's mode), which reads as
"a save from before format 4: it plays in the settings' mode". Resumed at one
keyboard by a player whose settings say "ask only when I can respond", the
game goes on in that mode: each player's handoffs now tell whether they hold
an answer, in a game that began promising they never would.

How to see it: settings "ask only when I can respond"; ``holytable host
holy_wars``, two ``holytable join CODE``, play a few choices, stop the host;
``holytable``, Resume that game: Pass-only windows pass with no handoff,
the others hand the keyboard over.
"""
from __future__ import annotations

import random

from uihelpers import SIZE, game_screen, until

from holytable.engine.record import load_record, saves_dir
from holytable.ui.app import HolytableApp
from holytable.ui.modals import HandoffScreen
from holytable.ui.settings import Settings, save_settings

from holytable.engine.record import GameRecord
from holytable.net.host import Table

from test_stops import new_game  # tests/ui/test_stops.py


async def test_a_tables_save_resumed_at_one_keyboard_asks_at_stops_whatever_the_settings():
    saves_dir().mkdir(parents=True, exist_ok=True)
    game = new_game("holy_wars", 7)
    table = Table(game, GameRecord.of(game), saves_dir() / "save.json")  # its save where the lobby lists saves
    g = table.game
    r = random.Random(5)
    while len(g.choices) < 40:
        d = g.pending
        assert table.choose(d.player, r.choice(d.ids()), len(g.choices)) is None
    path = saves_dir() / "save.json"
    saved = load_record(path)
    save_settings(Settings(reaction_mode="when-able"))
    app = HolytableApp(resume=path, key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: isinstance(app.screen, HandoffScreen), what="the resumed game's handoff")
        mode = game_screen(app).window_mode
    assert mode == "stops", (f"the table's game, begun asking at stops, is resumed at one keyboard in {mode!r} "
                             f"(its save's reactions: {saved.reactions!r})")
