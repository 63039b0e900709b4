"""Issue 11 at the lobby: every choice a game's form offers (decks, game
options such as the length) is read whole in its drop-down at 80x24: no
label is cut where the closed drop-down shows it."""
from __future__ import annotations

import pytest
from rich.cells import cell_len
from textual.widgets import Select, Static
from uihelpers import lobby_ready, SIZE

from holytable.games import GAMES
from holytable.ui.app import HolytableApp

LOBBY_GAMES = [e.id for e in GAMES.values() if e.in_lobby]


@pytest.mark.parametrize("index", range(len(LOBBY_GAMES)), ids=LOBBY_GAMES)
async def test_every_form_choice_fits_its_drop_down_at_80x24(index):
    app = HolytableApp(key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        await lobby_ready(pilot)
        await pilot.press(*["down"] * index, "enter")
        await pilot.pause()
        lobby = app.screen
        assert lobby.game_id == LOBBY_GAMES[index]
        selects = list(lobby.query(Select))
        assert selects, "the form has no drop-down"
        cut = []
        for sel in selects:
            width = sel.query_one("#label", Static).content_region.width
            for prompt, _value in sel._options:
                text = prompt.plain if hasattr(prompt, "plain") else str(prompt)
                if cell_len(text) > width:
                    cut.append(f"{sel.id}: {text!r} needs {cell_len(text)} cells, has {width}")
        assert not cut, "\n".join(cut)
