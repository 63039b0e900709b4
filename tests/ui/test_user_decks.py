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


def test_deck_labels_load_each_file_once_and_again_when_it_changes(holytable_home, monkeypatch):
    """The lobby lists every deck of a game each time the game is picked: a
    deck file is read again only when it changed (edited, replaced, removed)."""
    import os

    from holytable.games import deck_module
    from holytable.ui.decks import deck_labels

    assert cli.main(["deck", "new", "frontline", "Mine", "--from", "black"]) == 0
    mine = holytable_home / "decks" / "frontline" / "mine.yaml"
    module = deck_module("frontline")
    loaded = []
    load = module.load_deck
    monkeypatch.setattr(module, "load_deck", lambda path, *a, **kw: loaded.append(path) or load(path, *a, **kw))
    first = deck_labels("frontline")
    assert first["yours:mine"] == "Mine (yours)" and first["red"] == "Red"
    assert mine in loaded
    loaded.clear()
    assert deck_labels("frontline") == first
    assert mine not in loaded
    mine.write_text(mine.read_text().replace('name: "Mine"', 'name: "Mine Again"'))
    os.utime(mine, ns=(1, 1))  # even with its old time: a new size and change time
    assert deck_labels("frontline")["yours:mine"] == "Mine Again (yours)"
    mine.write_text("game: frontline\nname: [\n")
    assert deck_labels("frontline")["yours:mine"] == "mine (yours, cannot load)"
    mine.unlink()
    assert "yours:mine" not in deck_labels("frontline")
