"""The lobby's "Played by" rows (issue 14, at the table): each seat is a
person or the computer at a strength, chosen with the keyboard alone; kept
per game in the settings; a game with no person at all is refused."""
from __future__ import annotations

from textual.widgets import Input, Select
from uihelpers import SIZE, fast_computer, game_screen, lobby_ready, screen_text, until

from holytable.ui.app import HolytableApp
from holytable.ui.game_screen import GameScreen
from holytable.ui.lobby import LobbyScreen
from holytable.ui.modals import HandoffScreen
from holytable.ui.settings import load_settings


def lobby_of(app) -> LobbyScreen:
    return next(s for s in app.screen_stack if isinstance(s, LobbyScreen))


async def test_each_seat_chosen_by_keys_then_start_plays_against_the_computer(monkeypatch):
    """Enter opens the form; Down to Player 2's "Played by"; Enter opens the
    drop-down, Down Down Enter picks "Computer · normal"; Ctrl+T starts: the
    person's screen at once (no handoff), the record says who plays."""
    fast_computer(monkeypatch)
    app = HolytableApp(key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        await lobby_ready(pilot)
        lobby = lobby_of(app)
        assert "Played by" in screen_text(app) and "Human at the keyboard" in screen_text(app)
        await pilot.press("enter", "down", "down", "down")
        assert app.focused.id == "kind-1"
        await pilot.press("enter")
        assert lobby.query_one("#kind-1", Select).expanded
        await pilot.press("down", "down", "enter")
        assert lobby.query_one("#kind-1", Select).value == "normal"
        assert "Computer · normal" in screen_text(app)
        await pilot.press("ctrl+t")
        await until(pilot, lambda: isinstance(app.screen, GameScreen), what="the game screen")
        gs = game_screen(app)
        assert gs.record.seats == ["human", "normal"]
        assert gs.computer is not None and gs.computer.person == 0
        assert not any(isinstance(s, HandoffScreen) for s in app.screen_stack)


async def test_two_computers_are_refused_with_the_focus_on_the_first_seat(monkeypatch):
    fast_computer(monkeypatch)
    app = HolytableApp(key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        await lobby_ready(pilot)
        lobby = lobby_of(app)
        await pilot.press("enter")
        lobby.query_one("#kind-0", Select).value = "easy"
        lobby.query_one("#kind-1", Select).value = "hard"
        await pilot.press("ctrl+t")
        await pilot.pause()
        assert app.screen is lobby
        assert app.focused.id == "kind-0"
        assert any("At least one player must be at the keyboard" in n.message for n in app._notifications)


async def test_who_plays_is_kept_per_game_in_the_settings(monkeypatch, holytable_home):
    """Frontline started against the computer: the next lobby offers Frontline
    with Player 2 the computer again, and Pantheon still with two people."""
    fast_computer(monkeypatch)
    app = HolytableApp(key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        await lobby_ready(pilot)
        lobby = lobby_of(app)
        await pilot.press("enter")
        lobby.query_one("#kind-1", Select).value = "hard"
        await pilot.press("ctrl+t")
        await until(pilot, lambda: isinstance(app.screen, GameScreen), what="the game screen")
    settings, problem = load_settings()
    assert problem is None and settings.seats == {"frontline": ["human", "hard"]}
    app = HolytableApp(key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        await lobby_ready(pilot)
        lobby = lobby_of(app)
        assert lobby.query_one("#kind-0", Select).value == "human"
        assert lobby.query_one("#kind-1", Select).value == "hard"
        await pilot.press("down", "down")  # the list to Pantheon: its form follows
        await until(pilot, lambda: lobby.game_id == "pantheon", what="Pantheon's form")
        await pilot.pause(0.1)
        assert lobby.query_one("#kind-1", Select).value == "human"


async def test_a_seat_given_to_the_computer_is_named_computer_unless_renamed(monkeypatch):
    fast_computer(monkeypatch)
    app = HolytableApp(key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        await lobby_ready(pilot)
        lobby = lobby_of(app)
        await pilot.press("enter")
        name0, name1 = lobby.query_one("#name-0", Input), lobby.query_one("#name-1", Input)
        lobby.query_one("#kind-1", Select).value = "easy"
        await pilot.pause()
        assert name1.value == "Computer"
        lobby.query_one("#kind-1", Select).value = "human"
        await pilot.pause()
        assert name1.value == "Player 2"
        name0.value = "Ana"
        lobby.query_one("#kind-0", Select).value = "hard"
        await pilot.pause()
        assert name0.value == "Ana"  # typed by the player: kept
