"""Settings persist between runs (issue 2, §6): theme and reaction-window mode."""
from __future__ import annotations

import json

from uihelpers import SIZE, game_app, pass_handoff

from holytable.ui.app import HolytableApp
from holytable.ui.settings import Settings, load_settings, save_settings, settings_path
from holytable.ui.settings_screen import SettingsScreen


async def test_change_theme_and_mode_from_the_lobby(holytable_home):
    app = HolytableApp(key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("ctrl+s", "ctrl+s")
        assert isinstance(app.screen, SettingsScreen)
        assert len(app.screen_stack) == 3  # default, lobby, settings: pushed once
        await pilot.press("down", "enter")  # theme: light
        assert app.theme == "textual-light"
        await pilot.press("tab", "down", "down", "enter")  # reaction mode: from stops (the default) to when able
        await pilot.press("escape")
        assert not isinstance(app.screen, SettingsScreen)
    path = holytable_home / "settings.json"
    assert path == settings_path()
    data = json.loads(path.read_text())
    assert data == {"theme": "light", "reaction_mode": "when-able", "last": None, "computer_pace": "steady",
                    "seats": {}, "stops": {}}
    # The next run uses them.
    app2 = HolytableApp(key_guard=0)
    async with app2.run_test(size=SIZE):
        assert app2.theme == "textual-light"
        assert app2.settings.reaction_mode == "when-able"


async def test_high_contrast_from_the_game_screen():
    save_settings(Settings(theme="dark"))
    app = game_app()
    async with app.run_test(size=SIZE) as pilot:
        await pass_handoff(pilot)
        await pilot.press("s")
        assert isinstance(app.screen, SettingsScreen)
        await pilot.press("down", "down", "enter", "escape")
        assert app.theme == "holytable-high-contrast"
        assert type(app.screen).__name__ == "FrontlineScreen"  # Esc closed settings only
    assert load_settings()[0].theme == "high-contrast"


async def test_damaged_settings_file_gives_defaults_and_a_notice(holytable_home):
    (holytable_home / "settings.json").write_bytes(b'{"theme": "neon", ')
    app = HolytableApp(key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert app.theme == "textual-dark"
        notes = [n.message for n in app._notifications]
        assert any("damaged" in m and "defaults" in m for m in notes)
    (holytable_home / "settings.json").write_text('{"theme": "neon"}')
    settings, err = load_settings()
    assert settings == Settings() and "theme" in err


async def test_lobby_choosing_holy_wars_shows_its_blurb_and_decks():
    """The lobby follows the chosen game: its blurb, its ready-made decks, two seats."""
    from holytable.games import GAMES
    from holytable.ui.app import HolytableApp
    from holytable.ui.lobby import LobbyScreen
    from uihelpers import SIZE, screen_text

    app = HolytableApp(key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        assert isinstance(app.screen, LobbyScreen)
        await pilot.press("ctrl+g", "down", "enter")
        await pilot.pause()
        text = screen_text(app)
        assert app.screen.game_id == "holy_wars"
        assert GAMES["holy_wars"].blurb[:14] in text  # "Resolve, Faith"
        assert "Player 3" not in text


def test_every_playable_game_has_a_rules_page_for_the_question_mark_key():
    """'?' opens docs/rules/<game>.md; ids use '_' and pages use '-'."""
    from holytable.games import GAMES
    from holytable.ui.modals import find_rules

    for gid, entry in GAMES.items():
        if entry.engine:
            page = find_rules(gid)
            assert page is not None and page.is_file(), gid


async def test_the_lobby_opens_on_the_last_game_started(holytable_home):
    """The last setup (game, names, decks, options; never the seed) is kept in
    the settings file and pre-fills the next run's lobby."""
    from textual.widgets import Input, Select

    from holytable.ui.lobby import GameSetup, LobbyScreen

    app = HolytableApp(key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        app.start_game(GameSetup("holy_wars", ["Ana", "Bo"], ["open-hands", "crusade"], {}, 5))
        await pilot.pause()
    last = load_settings()[0].last
    assert last is not None and last.game == "holy_wars" and last.decks == ["open-hands", "crusade"]
    app2 = HolytableApp(key_guard=0)
    async with app2.run_test(size=SIZE) as pilot:
        await pilot.pause()
        lobby = next(s for s in app2.screen_stack if isinstance(s, LobbyScreen))
        assert lobby.game_id == "holy_wars"
        assert lobby.query_one("#name-0", Input).value == "Ana"
        assert lobby.query_one("#deck-0", Select).value == "open-hands"
        assert lobby.query_one("#deck-1", Select).value == "crusade"


def test_a_damaged_last_setup_costs_only_the_pre_fill(holytable_home):
    settings_path().write_text(json.dumps({"theme": "light", "last": {"game": ["not", "a", "game"]}}))
    s, err = load_settings()
    assert s.theme == "light" and s.last is None
    assert "last.game" in err and "kept the theme" in err  # said, and the file moved aside
    assert len(list(settings_path().parent.glob("settings.damaged-*.json"))) == 1
    assert json.loads(settings_path().read_text())["theme"] == "light"  # the kept fields, written back


async def test_moving_through_the_games_list_shows_each_games_form(holytable_home):
    from textual.widgets import OptionList, Select

    from holytable.ui.lobby import LobbyScreen

    app = HolytableApp(key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("ctrl+g")
        await pilot.press("down", "down", "down", "up", "up")  # quick keys, resting on Holy Wars
        await pilot.pause(0.5)
        await pilot.pause()
        lobby = app.screen
        assert isinstance(lobby, LobbyScreen) and lobby.game_id == "holy_wars"
        assert lobby.query_one("#games", OptionList).has_focus
        labels = [str(p) for p, _ in lobby.query_one("#deck-0", Select)._options]
        assert "Iron Order" in labels  # decks by their own names, not file names


async def test_the_lobby_quit_button_asks_first(holytable_home):
    from textual.widgets import Button

    from holytable.ui.lobby import LobbyScreen
    from holytable.ui.modals import ConfirmScreen

    app = HolytableApp(key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.screen.query_one("#quit", Button).press()
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.press("escape")  # stay
        await pilot.pause()
        assert isinstance(app.screen, LobbyScreen) and app.is_running
        app.screen.query_one("#quit", Button).press()
        await pilot.pause()
        await pilot.press("y")
        await pilot.pause()
        assert not app.is_running


async def test_each_radio_cursor_starts_on_the_chosen_value(holytable_home):
    """fresh19/20: the cursor started on the first value, so Enter there changed
    the setting the player had meant to keep."""
    from textual.widgets import RadioSet

    save_settings(Settings(theme="high-contrast", reaction_mode="when-able", computer_pace="brisk"))
    app = HolytableApp(key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("ctrl+s")
        assert isinstance(app.screen, SettingsScreen)
        for rs in app.screen.query(RadioSet):
            assert rs._selected == rs.pressed_index, rs.id
        await pilot.press("enter")  # Enter on the highlighted theme keeps it
        assert app.settings.theme == "high-contrast"
