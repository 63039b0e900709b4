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
        await pilot.press("tab", "down", "enter")  # reaction mode: when able
        await pilot.press("escape")
        assert not isinstance(app.screen, SettingsScreen)
    path = holytable_home / "settings.json"
    assert path == settings_path()
    data = json.loads(path.read_text())
    assert data == {"theme": "light", "reaction_mode": "when-able"}
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
