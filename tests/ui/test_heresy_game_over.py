"""Issue 13: the Heresy game-over score lines at 80x24 wrap between whole
items, never between a count and its word ("4 / arrays")."""
from __future__ import annotations

import re

from uihelpers import SIZE, screen_text, until

from holytable.engine.record import GameRecord
from holytable.games.heresy.decks import load_deck, ready_decks
from holytable.games.heresy.rules import HeresyGame
from holytable.games.heresy.screen import HeresyScreen
from holytable.ui.app import HolytableApp
from holytable.ui.game_over import GameOverScreen
from holytable.ui.screenshots import HK_SEED, heresy_pick

NAMES = ["Bartholomew", "Maximiliana"]


def finished() -> HeresyGame:
    decks = [load_deck(ready_decks()[d]) for d in ("green-covenant", "free-cities")]
    game = HeresyGame(seed=HK_SEED, decks=decks, names=NAMES, options={"length": "short"})
    while game.pending:
        view = game.view(game.pending.player)
        game.choose(view.options[heresy_pick(view)].id)
    return game


async def test_the_score_lines_wrap_between_whole_items_at_80x24():
    game = finished()
    app = HolytableApp(key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.push_screen(GameOverScreen(GameRecord.of(game), game.view(None), HeresyScreen.BOARD))
        await until(pilot, lambda: isinstance(app.screen, GameOverScreen))
        await pilot.pause()
        text = screen_text(app)
        lines = [ln.strip(" │╭╮╰╯║") for ln in text.splitlines()]
        assert any(NAMES[0] in ln for ln in lines), text
        for ln in lines:  # a wrapped line never starts with the word of a count
            assert not re.match(r"(domains?|arrays?|of \d+)\b", ln), text
        for p in game.view(None).board.players:
            for item in (f"{len(p.matrix)} array", f"{len(p.wilds)} domain", f"tau {p.tau} of"):
                assert any(item in ln for ln in lines), (item, text)
