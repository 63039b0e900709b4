"""Issue 9 item 8: the lobby offers the player's own decks (HOLYTABLE_HOME/decks/
<game>/) beside the ready-made ones, marked as theirs."""
from __future__ import annotations

from uihelpers import SIZE, game_screen
from textual.widgets import Select

from holytable import cli
from holytable.ui.app import HolytableApp
from holytable.ui.lobby import GameSetup, LobbyScreen


async def test_lobby_lists_the_players_decks_marked_yours(holytable_home):
    assert cli.main(["deck", "new", "frontline", "Mine", "--from", "black"]) == 0
    (holytable_home / "decks" / "frontline" / "broken.yaml").write_text("game: frontline\nname: [\n")
    app = HolytableApp(key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        assert isinstance(app.screen, LobbyScreen)
        options = [(str(label), value) for label, value in app.screen.query_one("#deck-0", Select)._options]
        assert options == [("Black", "black"), ("Red", "red"), ("broken (yours, cannot load)", "yours:broken"),
                           ("Mine (yours)", "yours:mine")]
        assert app.screen.query_one("#deck-0", Select).value == "red"  # defaults stay ready-made
        app.start_game(GameSetup("frontline", ["Ana", "Bo"], ["yours:mine", "red"], {"length": "blitz"}, 7))
        await pilot.pause()
        assert game_screen(app).game.decks[0].name == "Mine"
