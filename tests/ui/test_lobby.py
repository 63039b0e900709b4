"""The lobby as a new player meets it (issue 9, items 10-12): arrows, Enter,
the saved-games key, the seed field and the labels of every game's form."""
from __future__ import annotations

import asyncio
import re

import pytest
from textual import events
from textual.widgets import Input, Label, OptionList, Select
from uihelpers import game_screen, lobby_ready, NAMES, SIZE, partial_record, screen_text

from holytable.engine.record import load_record, saves_dir
from holytable.games import GAMES, game_class
from holytable.ui.app import HolytableApp
from holytable.ui.game_screen import GameScreen
from holytable.ui.decks import deck_labels
from holytable.ui.lobby import SWITCH_DELAY, LobbyScreen, default_names
from holytable.ui.modals import ConfirmScreen, HandoffScreen
from holytable.ui.settings_screen import SettingsScreen

GAME_IDS = [e.id for e in GAMES.values()]
LOBBY_GAMES = [e.id for e in GAMES.values() if e.in_lobby]


def lobby_of(app) -> LobbyScreen:
    return next(s for s in app.screen_stack if isinstance(s, LobbyScreen))


def form_game(lobby: LobbyScreen) -> str:
    """The game the form on screen is for (by the decks its first seat offers)."""
    offered = {v for _, v in lobby.query_one("#deck-0", Select)._options}
    found = [g for g in LOBBY_GAMES if offered and offered <= set(deck_labels(g))]
    assert len(found) == 1, (offered, found)
    return found[0]


# -- item 10: arrows and Enter ---------------------------------------------------------
@pytest.mark.parametrize("with_save", [False, True])
async def test_down_then_enter_on_the_first_screen_opens_the_game_the_list_shows(with_save):
    """Down moves in the games list (not between the buttons); Enter then opens
    that game's form, never Settings, with or without a save to resume."""
    if with_save:
        partial_record(saves_dir() / "frontline-a.json", 3)
    app = HolytableApp(key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        await lobby_ready(pilot)
        await pilot.press("down", "enter")
        await pilot.pause()
        assert not isinstance(app.screen, SettingsScreen)
        lobby = lobby_of(app)
        assert app.screen is lobby
        assert lobby.game_id == "holy_wars" and form_game(lobby) == "holy_wars"
        assert lobby.query_one("#name-0", Input).has_focus  # the form is open
        lobby.query_one("#start").focus()  # Start starts the game shown
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, (HandoffScreen, GameScreen))
        assert app.screen_stack[-1 if isinstance(app.screen, GameScreen) else -2].game.game_id == "holy_wars"


def send_keys_now(app, *keys: str) -> None:
    """Keys as a terminal sends them: into the app's queue at once, without
    waiting for the app to finish what it is doing (Pilot.press waits)."""
    for key in keys:
        event = events.Key(key, "\r" if key == "enter" else None)
        event.set_sender(app)
        app._driver.send_message(event)


@pytest.mark.parametrize("delay", [0.2, SWITCH_DELAY, 0.27, 0.3, 0.35])
async def test_enter_shortly_after_arrowing_is_acted_on_three_times_in_a_row(delay):
    """An Enter pressed while the form follows the list (about 0.3 s after the
    arrows) opens the game the list shows: three times in a row, never lost."""
    app = HolytableApp(key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        await lobby_ready(pilot)
        await pilot.press("ctrl+g")  # (the list has the focus already)
        for keys, want in ((("down", "down"), "pantheon"), (("down",), "holdfast"), (("up", "up", "up"), "frontline")):
            lobby = lobby_of(app)
            send_keys_now(app, *keys)
            await asyncio.sleep(delay)
            send_keys_now(app, "enter")
            await pilot.pause(0.1)
            await pilot.pause()
            assert lobby.game_id == want and form_game(lobby) == want, (keys, delay)
            assert lobby.query_one("#name-0", Input).has_focus, (keys, delay)
            await pilot.press("shift+tab")  # back to the games list
            assert lobby.query_one("#games", OptionList).has_focus


async def test_keys_typed_while_the_form_follows_the_list_reach_the_new_form():
    """Down then Tab then typing at once: the typing lands in the new game's
    first name field (not in a field that is being replaced)."""
    app = HolytableApp(key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        await lobby_ready(pilot)
        await pilot.press("down", "tab", "ctrl+u", *"Zed")
        await pilot.pause(SWITCH_DELAY + 0.2)
        lobby = lobby_of(app)
        assert form_game(lobby) == "holy_wars"
        assert lobby.query_one("#name-0", Input).value == "Zed"


async def test_up_and_down_on_the_buttons_do_not_step_through_them():
    """On the buttons Left/Right move between them; Down never lands on
    Settings (Enter there would open it instead of starting)."""
    app = HolytableApp(key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        await lobby_ready(pilot)
        lobby = lobby_of(app)
        lobby.query_one("#start").focus()
        await pilot.press("down")
        assert app.focused is None or app.focused.id != "settings"
        lobby.query_one("#start").focus()
        await pilot.press("right")
        assert app.focused.id == "settings"
        await pilot.press("left")
        assert app.focused.id == "start"
        await pilot.press("up")
        assert app.focused.id == "seed"


async def test_down_and_up_walk_the_rows_of_the_form_without_opening_a_drop_down():
    """README "Keys": Up/Down move between the rows of the form, keeping the
    column (a name to the next name, a deck to the next deck; a drop-down
    opens with Enter, not Down), then Start; Up walks back to the first row and
    stays in the form (issue 13: the games list is reached by Tab/Ctrl+G)."""
    app = HolytableApp(game="pantheon", key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        await lobby_ready(pilot)
        lobby = lobby_of(app)
        await pilot.press("enter")
        order = ["name-0", "kind-0", "name-1", "kind-1", "players", "opt-wp_goal", "seed", "start"]
        seen = [app.focused.id]
        for _ in order[1:]:
            await pilot.press("down")
            seen.append(app.focused.id)
            assert not any(s.expanded for s in lobby.query(Select))
        assert seen == order
        await pilot.press("down")  # no saved game: Down stays on Start
        assert app.focused.id == "start"
        back = []
        for _ in order:
            await pilot.press("up")
            back.append(app.focused.id)
        assert back == ["seed", "opt-wp_goal", "players", "kind-1", "name-1", "kind-0", "name-0", "name-0"]
        lobby.query_one("#deck-0", Select).focus()
        seen = []
        for _ in range(4):
            await pilot.press("down")
            seen.append(app.focused.id)
        assert seen == ["kind-0", "deck-1", "kind-1", "players"]
        lobby.query_one("#deck-0", Select).focus()
        await pilot.press("enter")
        assert lobby.query_one("#deck-0", Select).expanded


async def test_digits_typed_after_down_down_go_to_the_seed_not_a_name():
    """The new player's keys: Ctrl+G, Down, Enter, then Down to the seed
    (past "Played by", Player 2, "Played by"), 7. The 7 is the seed; Player
    2's name stays."""
    app = HolytableApp(key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        await lobby_ready(pilot)
        lobby = lobby_of(app)
        for key in ("ctrl+g", "down", "enter", "down", "down", "down", "down", "7"):
            await pilot.press(key)
        await pilot.pause()
        assert form_game(lobby) == "holy_wars"
        assert lobby.query_one("#name-1", Input).value == default_names("holy_wars")[1]
        assert lobby.query_one("#seed", Input).value == "7"


@pytest.mark.parametrize("field, value, typed, says", [
    ("#name-1", "", "Bea", "Player 2 needs a name."),
    ("#name-1", "player 1", "Bea", "The players need different names."),
    ("#seed", "99999999999999999999", "", "The seed must be a whole number"),
])
async def test_a_form_error_focuses_the_field_at_fault(field, value, typed, says):
    """Start with a wrong field: the message, and the focus on that field,
    so that what is typed next goes there (it stayed on Seed, which takes
    only digits, and the letters went nowhere)."""
    app = HolytableApp(key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        await lobby_ready(pilot)
        lobby = lobby_of(app)
        await pilot.press("enter")
        lobby.query_one(field, Input).value = value
        lobby.query_one("#start").focus()
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen is lobby
        assert any(says in str(n.message) for n in app._notifications)
        assert app.focused is lobby.query_one(field, Input)
        for ch in typed:
            await pilot.press(ch)
        if typed:
            assert lobby.query_one(field, Input).value.endswith(typed)


async def test_the_saved_games_key_focuses_the_saved_list_and_enter_resumes():
    path = saves_dir() / "frontline-a.json"
    partial_record(path, 3)
    app = HolytableApp(key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        await lobby_ready(pilot)
        lobby = lobby_of(app)
        assert "Saved games" in screen_text(app)  # the key is in the footer
        await pilot.press("ctrl+r")
        assert lobby.query_one("#saves", OptionList).has_focus
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, (HandoffScreen, GameScreen))
        screen = app.screen_stack[-1 if isinstance(app.screen, GameScreen) else -2]
        assert screen.save_path == path


async def test_the_saved_games_key_is_hidden_when_there_is_no_save():
    app = HolytableApp(key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        await lobby_ready(pilot)
        assert "Saved games" not in screen_text(app)
        await pilot.press("ctrl+r")
        assert lobby_of(app).query_one("#games", OptionList).has_focus


# -- item 11: the seed ---------------------------------------------------------------
async def test_a_typed_seed_is_used_once_then_the_field_is_empty_again():
    """Seed 5 deals one game; back in the lobby the field is empty, and the
    next game gets a random seed (not 5 again)."""
    app = HolytableApp(names=list(NAMES), key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        await lobby_ready(pilot)
        lobby = lobby_of(app)
        lobby.query_one("#seed", Input).value = "5"
        lobby.query_one("#start").focus()
        await pilot.press("enter")
        await pilot.pause()
        first = game_screen(app).record
        assert first.seed == 5
        await pilot.press("escape", "y")  # leave the game (it stays saved)
        await pilot.pause()
        assert app.screen is lobby
        assert lobby.query_one("#seed", Input).value == ""
        for p in saves_dir().glob("*.json"):
            p.unlink()
        lobby.query_one("#start").focus()
        await pilot.press("enter")
        await pilot.pause()
        second = game_screen(app).record
        assert second.seed != 5


async def test_a_seed_given_to_the_app_is_used_once_too():
    app = HolytableApp(names=list(NAMES), seed=3, key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        await lobby_ready(pilot)
        lobby = lobby_of(app)
        assert lobby.query_one("#seed", Input).value == "3"
        lobby.query_one("#start").focus()
        await pilot.press("enter", "escape", "y")
        await pilot.pause()
        assert lobby.query_one("#seed", Input).value == ""
        await pilot.press("down")  # another game's form: still no seed
        await pilot.pause(SWITCH_DELAY + 0.2)
        assert lobby.query_one("#seed", Input).value == ""


# -- item 12: labels ------------------------------------------------------------------
RULE_ID = re.compile(r"\b[A-Z]{2,3}-\d")


def option_labels(game_id: str) -> list[str]:
    cls = game_class(game_id)
    return [spec.label for spec in cls.OPTIONS] + [label for spec in cls.OPTIONS for _, label in spec.choices]


@pytest.mark.parametrize("game_id", [e.id for e in GAMES.values() if e.engine])
def test_no_rule_id_in_any_option_label(game_id):
    for label in option_labels(game_id):
        assert not RULE_ID.search(label), f"{game_id}: rule ID in option label {label!r}"


@pytest.mark.parametrize("game_id", LOBBY_GAMES)
async def test_each_games_form_has_no_rule_id_no_in_development_and_a_space_before_values(game_id):
    """Every row of the form on screen: a label, at least one space, its value;
    nothing "in development"; no rule ID."""
    app = HolytableApp(game=game_id, key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        await lobby_ready(pilot)
        lobby = lobby_of(app)
        text = screen_text(app)
        assert "in development" not in text.lower()
        assert not RULE_ID.search(text), text
        lines = text.splitlines()
        for label in lobby.query_one("#lobby-form").query(Label):
            words = str(label.render()).strip()
            hits = [ln for ln in lines if words in ln]
            assert hits, f"{game_id}: label {words!r} is cut short"
            for ln in hits:
                after = ln[ln.index(words) + len(words):]
                assert after.startswith(" "), f"{game_id}: {words!r} glued to its value: {ln!r}"


def test_every_game_has_the_same_style_of_default_names():
    """Players' default names: "Player 1", "Player 2" in every game."""
    for game_id in LOBBY_GAMES:
        assert default_names(game_id) == ["Player 1", "Player 2"], game_id


async def test_options_not_ready_for_play_are_not_in_the_lobby():
    """An option whose spec is not offered in the lobby (Pantheon's Cunning)
    has no field there, and the game starts with its default."""
    app = HolytableApp(game="pantheon", names=list(NAMES), key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        await lobby_ready(pilot)
        lobby = lobby_of(app)
        assert not lobby.query("#opt-cunning")
        setup = lobby.setup()
        assert setup is not None and "cunning" not in setup.options
        assert "Cunning" not in screen_text(app)


async def test_a_field_focused_while_the_form_follows_the_list_keeps_the_focus():
    """A click into the old form just before it is replaced: the same field of
    the new form has the focus afterwards."""
    app = HolytableApp(key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        await lobby_ready(pilot)
        lobby = lobby_of(app)
        await pilot.press("down")
        lobby.query_one("#seed", Input).focus()  # as a mouse click would
        await pilot.pause(SWITCH_DELAY + 0.2)
        await pilot.pause()
        assert form_game(lobby) == "holy_wars"
        assert app.focused is lobby.query_one("#seed", Input)


@pytest.mark.parametrize("burst, want, field", [
    (("down", "enter"), "holy_wars", "name-0"),
    (("down", "down", "enter"), "pantheon", "name-0"),
    (("down", "down", "down", "tab"), "holdfast", "name-0"),
    # name-0, kind-0, name-1, kind-1, seed: a row each
    (("down", "enter", "down", "down", "down", "down"), "holy_wars", "seed"),
])
async def test_a_burst_of_keys_is_acted_on_in_order(burst, want, field):
    """Keys that arrive in one read of the terminal (a fast typist, key
    repeat, tmux send-keys): each acts in order on what the one before left."""
    app = HolytableApp(key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        await lobby_ready(pilot)
        lobby = lobby_of(app)
        send_keys_now(app, *burst)
        await pilot.pause(SWITCH_DELAY + 0.2)
        await pilot.pause()
        assert lobby.game_id == want and form_game(lobby) == want
        assert app.focused is not None and app.focused.id == field
        assert not any(s.expanded for s in lobby.query(Select))


@pytest.mark.parametrize("burst, want, typed", [
    (("enter", "X", "Y", "Z"), "frontline", "XYZ"),          # right after start-up
    (("down", "enter", "A", "n", "a"), "holy_wars", "Ana"),   # the form rebuilt for another game
    (("down", "tab", "Q"), "holy_wars", "Q"),
])
async def test_characters_typed_while_the_form_is_built_reach_the_field(burst, want, typed):
    """Adversarial finding (issue 11): letters typed after Enter/Tab on the
    games list, while the form was still being built, were dropped (Textual
    gave them to the games list, focused when they arrived)."""
    app = HolytableApp(key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        for key in burst:  # as a terminal sends them: letters carry their character
            event = events.Key(key, "\r" if key == "enter" else key if len(key) == 1 else None)
            event.set_sender(app)
            app._driver.send_message(event)
        await lobby_ready(pilot)
        await pilot.pause(SWITCH_DELAY + 0.2)
        await pilot.pause()
        lobby = lobby_of(app)
        assert lobby.game_id == want
        assert lobby.query_one("#name-0", Input).value.endswith(typed)


async def test_back_from_a_finished_game_the_games_list_has_the_focus_on_the_form_s_game():
    """A saved game resumed from the lobby and finished: `b` leads back to the
    lobby with the focus on the games list (it was on the saved-games list,
    gone with the finished game, so the first Down only moved the focus), the
    list on the game the form shows; Down then moves in the list."""
    partial_record(saves_dir() / "frontline-a.json", 3)
    app = HolytableApp(game="holdfast", key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        await lobby_ready(pilot)
        lobby = lobby_of(app)
        await pilot.press("ctrl+r", "enter")
        await pilot.pause()
        screen = next(s for s in app.screen_stack if isinstance(s, GameScreen))
        while screen.game.pending:
            screen.game.choose(screen.game.pending.ids()[0])
        while app.screen is not screen:
            await pilot.press("enter")
            await pilot.pause()
        screen._autosave()
        screen._show_game_over()
        await pilot.pause()
        await pilot.press("b")
        await pilot.pause()
        assert app.screen is lobby and form_game(lobby) == "holdfast"
        games = lobby.query_one("#games", OptionList)
        assert app.focused is games and GAME_IDS[games.highlighted] == "holdfast"
        await pilot.press("up")
        assert GAME_IDS[games.highlighted] == "pantheon"
