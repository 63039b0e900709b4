"""Tables of three to five at one keyboard (issue 15, "More seats"): the
lobby's "Players" choice for Pantheon and Holdfast (2-4) and Heresy (2-5),
keyboard only, one name/deck/"Played by" set of rows per seat, kept per game
in the settings; every row fits at 80x24."""
from __future__ import annotations

import pytest
from textual.widgets import Button, Input, Select
from uihelpers import SIZE, fast_computer, game_screen, lobby_ready, screen_text, until

from holytable.ui.app import HolytableApp
from holytable.ui.game_screen import GameScreen
from holytable.ui.lobby import LobbyScreen
from holytable.ui.settings import load_settings


def lobby_of(app) -> LobbyScreen:
    return next(s for s in app.screen_stack if isinstance(s, LobbyScreen))


def seat_count(lobby: LobbyScreen) -> int:
    return len(lobby.query("Select.kind"))


async def test_heresy_seats_five_by_keys_and_starts_a_five_player_game(holytable_home):
    """Enter opens Heresy's form at Player 1's name; Down x4 to "Players"
    (after the seats' rows); Enter
    opens it, Down x3 Enter picks five: five seats, the names typed before
    kept; Ctrl+T starts a game of five, handed to the first player."""
    app = HolytableApp(game="heresy", key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        await lobby_ready(pilot)
        lobby = lobby_of(app)
        assert seat_count(lobby) == 2 and "2 players" in screen_text(app)
        await pilot.press("enter")
        assert app.focused.id == "name-0"
        await pilot.press("end", *["backspace"] * 8, *"Ana")
        await pilot.press("down", "down", "down", "down")
        assert app.focused.id == "players"
        await pilot.press("enter", "down", "down", "down", "enter")
        await until(pilot, lambda: seat_count(lobby) == 5, what="five seats")
        assert app.focused.id == "players"
        assert lobby.query_one("#name-0", Input).value == "Ana"
        assert [lobby.query_one(f"#name-{i}", Input).value for i in range(1, 5)] == [
            "Player 2", "Player 3", "Player 4", "Player 5"]
        await pilot.press("ctrl+t")
        await until(pilot, lambda: any(isinstance(s, GameScreen) for s in app.screen_stack), what="the game")
        gs = game_screen(app)
        assert gs.game.num_players == 5 and gs.game.names[0] == "Ana"
    settings, problem = load_settings()
    assert problem is None and settings.seats["heresy"] == ["human"] * 5


@pytest.mark.parametrize("game,most", [("pantheon", 4), ("holdfast", 4), ("heresy", 5)])
async def test_players_choice_offers_the_games_range_and_every_seat_fits_at_80x24(game, most):
    """The choice runs from two to the game's most; with the most seats every
    row of the form and the Start button lie inside the 80x24 screen."""
    app = HolytableApp(game=game, key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        await lobby_ready(pilot)
        lobby = lobby_of(app)
        players = lobby.query_one("#players", Select)
        assert [v for _label, v in players._options] == list(range(2, most + 1))
        players.value = most
        await until(pilot, lambda: seat_count(lobby) == most, what=f"{most} seats")
        await pilot.pause()
        for widget in [*lobby.query("#lobby-form .row"), lobby.query_one("#start", Button)]:
            region = widget.region
            assert region.height >= 1 and region.bottom <= SIZE[1] - 1, (widget, region)
        text = screen_text(app)
        assert f"Player {most}" in text and text.count("Played by") == most


async def test_frontline_and_holy_wars_seat_two_with_no_players_row():
    app = HolytableApp(game="frontline", key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        await lobby_ready(pilot)
        lobby = lobby_of(app)
        assert not lobby.query("#players") and seat_count(lobby) == 2


async def test_the_number_of_players_is_kept_per_game(holytable_home):
    """Holdfast started with three: the next lobby's Holdfast form has three
    seats, Pantheon's still two."""
    app = HolytableApp(game="holdfast", key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        await lobby_ready(pilot)
        lobby = lobby_of(app)
        lobby.query_one("#players", Select).value = 3
        await until(pilot, lambda: seat_count(lobby) == 3, what="three seats")
        await pilot.press("ctrl+t")
        await until(pilot, lambda: any(isinstance(s, GameScreen) for s in app.screen_stack), what="the game")
        assert game_screen(app).game.num_players == 3
    app = HolytableApp(game="holdfast", key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        await lobby_ready(pilot)
        lobby = lobby_of(app)
        assert seat_count(lobby) == 3 and lobby.query_one("#players", Select).value == 3
        await lobby._show_game("pantheon")
        assert seat_count(lobby) == 2


async def test_two_people_and_a_computer_are_refused_one_person_and_computers_start(monkeypatch):
    """Against the computer one person plays (no handoffs): two people with a
    computer seat are refused with the focus on the computer's seat; one
    person with three computers starts, with no handoff."""
    fast_computer(monkeypatch)
    app = HolytableApp(game="pantheon", key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        await lobby_ready(pilot)
        lobby = lobby_of(app)
        lobby.query_one("#players", Select).value = 4
        await until(pilot, lambda: seat_count(lobby) == 4, what="four seats")
        lobby.query_one("#kind-2", Select).value = "easy"
        await pilot.press("ctrl+t")
        await pilot.pause()
        assert app.screen is lobby and app.focused.id == "kind-2"
        assert any("one person plays" in n.message for n in app._notifications)
        for seat in (1, 3):
            lobby.query_one(f"#kind-{seat}", Select).value = "easy"
        await pilot.pause()
        # each computer seat gets a name of its own (the names must differ)
        assert [lobby.query_one(f"#name-{i}", Input).value for i in range(1, 4)] == [
            "Computer 2", "Computer", "Computer 3"]
        await pilot.press("ctrl+t")
        await until(pilot, lambda: isinstance(app.screen, GameScreen), what="the game screen")
        gs = game_screen(app)
        assert gs.record.seats == ["human", "easy", "easy", "easy"]
        assert gs.computer is not None and gs.computer.person == 0
