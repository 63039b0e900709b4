"""The lobby keeps each game's choices (issue 13, lane shell2): a player who
set up Heresy, let the games list pass over Holdfast and came back found the
decks, length and names back at their defaults (only the seed stayed). And
the arrows inside the form stay in the form: Up from its first row no longer
walks into the games list (where the next Up changed the game)."""
from __future__ import annotations

from textual import events
from textual.widgets import Input, OptionList, Select
from uihelpers import SIZE, lobby_ready, until

from holytable.games import GAMES
from holytable.ui.app import HolytableApp
from holytable.ui.decks import deck_labels
from holytable.ui.lobby import LobbyScreen

GAME_IDS = [e.id for e in GAMES.values()]


def lobby_of(app) -> LobbyScreen:
    return next(s for s in app.screen_stack if isinstance(s, LobbyScreen))


def form_is(lobby: LobbyScreen, game: str) -> bool:
    """Whether the form on screen is ``game``'s (by the decks its first seat offers)."""
    offered = {v for _, v in lobby.query_one("#deck-0", Select)._options}
    return lobby.game_id == game and bool(offered) and offered <= set(deck_labels(game))


def choose(lobby: LobbyScreen) -> None:
    """A player's choices in Heresy's form (none of them the default)."""
    lobby.query_one("#name-0", Input).value = "Zed"
    lobby.query_one("#name-1", Input).value = "Yun"
    lobby.query_one("#deck-0", Select).value = "metroplex"
    lobby.query_one("#deck-1", Select).value = "holy-see"
    lobby.query_one("#opt-length", Select).value = "long"
    lobby.query_one("#seed", Input).value = "42"


def chosen(lobby: LobbyScreen) -> tuple:
    return (lobby.query_one("#name-0", Input).value, lobby.query_one("#name-1", Input).value,
            lobby.query_one("#deck-0", Select).value, lobby.query_one("#deck-1", Select).value,
            lobby.query_one("#opt-length", Select).value, lobby.query_one("#seed", Input).value)


async def test_choices_for_a_game_stay_when_the_list_passes_over_another_and_back():
    app = HolytableApp(game="heresy", key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        await lobby_ready(pilot)
        lobby = lobby_of(app)
        await pilot.press("enter")
        choose(lobby)
        want = chosen(lobby)
        await pilot.press("ctrl+g", "up")  # the list to Holdfast; its form follows once the arrows rest
        await until(pilot, lambda: form_is(lobby, "holdfast"))
        assert lobby.query_one("#name-0", Input).value == "Player 1"  # Holdfast's own (fresh) form
        lobby.query_one("#name-0", Input).value = "Hal"
        await pilot.press("down")  # back to Heresy
        await until(pilot, lambda: form_is(lobby, "heresy"))
        assert chosen(lobby) == want
        await pilot.press("up")  # and Holdfast kept its own
        await until(pilot, lambda: form_is(lobby, "holdfast"))
        assert lobby.query_one("#name-0", Input).value == "Hal"


async def test_up_from_the_start_button_stays_in_the_form():
    """The player's keys: eight Ups from Start (seven rows above it, with
    "Players"). They walk up the form and stop on its first row; the list still shows Heresy and the form is not rebuilt."""
    app = HolytableApp(game="heresy", key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        await lobby_ready(pilot)
        lobby = lobby_of(app)
        await pilot.press("enter")
        choose(lobby)
        want = chosen(lobby)
        lobby.query_one("#start").focus()
        await pilot.press(*["up"] * 8)
        await pilot.pause(0.4)  # longer than the list's SWITCH_DELAY
        assert app.focused.id == "name-0"
        games = lobby.query_one("#games", OptionList)
        assert GAME_IDS[games.highlighted] == "heresy" and lobby.game_id == "heresy"
        assert chosen(lobby) == want
        await pilot.press("shift+tab")  # the list is reached by Tab/Shift+Tab (and Ctrl+G)
        assert app.focused is games


async def test_ctrl_g_then_up_at_once_moves_the_games_list():
    """Ctrl+G and Up typed quickly from a field of the form: the Up is the
    list's (it was handled by the field Ctrl+G was leaving, and lost)."""
    app = HolytableApp(game="heresy")
    async with app.run_test(size=SIZE) as pilot:
        await lobby_ready(pilot)
        lobby = lobby_of(app)
        await pilot.press("enter", "tab")
        assert app.focused.id == "deck-0"
        for key in ("ctrl+g", "up"):  # in one read from the terminal: queued together
            event = events.Key(key, None)
            event.set_sender(app)
            app._driver.send_message(event)
        games = lobby.query_one("#games", OptionList)
        await until(pilot, lambda: form_is(lobby, "holdfast"))
        assert app.focused is games and GAME_IDS[games.highlighted] == "holdfast"
