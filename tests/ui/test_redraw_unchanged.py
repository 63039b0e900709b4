"""A redraw that changes nothing updates no widget (issue 11): each update of
a Static lays the whole screen out again and renders the widget anew, and
most of a board is the same from one key to the next."""
from __future__ import annotations

import pytest
from rich.text import Text
from textual.widgets import Static
from uihelpers import SIZE, game_screen, pass_handoff

from holytable.ui.app import GameSetup, HolytableApp
from holytable.ui.board import same_content
from holytable.ui.decks import default_decks


@pytest.mark.parametrize("game_id", ["frontline", "holdfast", "holy_wars", "pantheon"])
async def test_a_redraw_with_nothing_changed_updates_no_static(game_id, monkeypatch):
    app = HolytableApp(start=GameSetup(game_id, ["Ana", "Bo"], default_decks(game_id, 2), {}, 3), key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        await pass_handoff(pilot)
        gs = game_screen(app)
        updated: list[str] = []
        real = Static.update

        def counted(self, *a, **k):
            updated.append(self.id or type(self).__name__)
            return real(self, *a, **k)

        monkeypatch.setattr(Static, "update", counted)
        gs._draw()
        gs._draw()
        assert updated == [], updated
        gs.action_move(1)  # the cursor moves: the prompt and the highlighted card change
        assert "prompt" in updated
        await pilot.pause()


def test_same_content_compares_text_settings_too():
    assert same_content(Text("a", style="bold"), Text("a", style="bold"))
    assert not same_content(Text("a"), Text("a", style="bold"))
    assert not same_content(Text("a", no_wrap=True), Text("a"))
    assert not same_content("a", Text("a"))
    assert same_content("a", "a") and not same_content("a", "b")
