"""Hot-seat privacy with three seats and more (issue 15, "More seats"): the
handoffs go to each deciding seat in turn (seat order), a handoff shows
nothing private of any seat, and behind it the screen shows only what the
seat at the keyboard may know: no card in another seat's hand that its own
view does not hold. Computer seats need no handoff."""
from __future__ import annotations

import json
import random

import pytest
from uihelpers import SIZE, fast_computer, game_screen, screen_text, until

from holytable.ui.app import HolytableApp
from holytable.ui.decks import default_decks
from holytable.ui.game_screen import GameScreen
from holytable.ui.lobby import GameSetup
from holytable.ui.modals import HandoffScreen


def hand_names(game, seat: int) -> set[str]:
    """The names of the cards in ``seat``'s hand (from its own view)."""
    return {c["name"] for c in game.view_dict(seat)["players"][seat]["hand"] or ()}


def hidden_from(game, viewer: int | None) -> set[str]:
    """Names of cards in the other seats' hands that ``viewer``'s view (None:
    the public one) holds nowhere (not even in a card text or the log): such
    a name on screen can only come from another seat's hand."""
    known = json.dumps(game.view_dict(viewer), ensure_ascii=False)
    names = set().union(*(hand_names(game, s) for s in range(game.num_players) if s != viewer))
    return {n for n in names if n not in known}


def rotation(first: int, n: int) -> list[int]:
    return [(first + k) % n for k in range(n)]


@pytest.mark.parametrize("game_id,seats,seed", [("pantheon", 3, 5), ("holdfast", 3, 2), ("heresy", 4, 3)])
async def test_handoffs_go_round_the_table_and_show_nothing_of_another_seat(game_id, seats, seed):
    names = ["Ana", "Bo", "Cy", "Di", "Ed"][:seats]
    setup = GameSetup(game_id, names, default_decks(game_id, seats), {}, seed)
    app = HolytableApp(start=setup, key_guard=0)
    rng = random.Random(seed)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: isinstance(app.screen, HandoffScreen), what="the first handoff")
        gs = game_screen(app)
        game = gs.game
        assert game.num_players == seats
        targets: list[int] = []
        checked = hidden_seen = 0
        while len(game.choices) < 70 and game.pending:
            screen = app.screen
            d = game.pending.player
            if isinstance(screen, HandoffScreen):
                text = screen_text(app)
                assert f"Pass the keyboard to {names[d]}" in text
                leaked = {n for n in hidden_from(game, None) if n in text}
                assert not leaked, (d, leaked, text)
                targets.append(d)
                await pilot.press("enter")
                await until(pilot, lambda: app.screen is gs, what="the game screen")
                continue
            assert screen is gs and gs.viewer() == d
            if checked % 3 == 0:
                text = screen_text(app)
                hidden = hidden_from(game, d)
                hidden_seen += len(hidden)
                leaked = {n for n in hidden if n in text}
                assert not leaked, (d, leaked, text)
            checked += 1
            before = len(game.choices)
            gs.pick_index(rng.randrange(len(gs.options())))
            await pilot.pause()
            assert len(game.choices) > before
        assert hidden_seen > 0  # there were other seats' cards to keep from the screen
        # every seat had the keyboard, first in seat order from the first to decide
        firsts = list(dict.fromkeys(targets))
        assert sorted(firsts) == list(range(seats)), targets
        assert firsts == rotation(firsts[0], seats), targets
        # a handoff each time the deciding seat changed, never otherwise
        assert all(a != b for a, b in zip(targets, targets[1:])), targets


async def test_one_person_and_three_computers_see_no_handoff(monkeypatch):
    fast_computer(monkeypatch)
    setup = GameSetup("holdfast", ["Ana", "C1", "C2", "C3"], default_decks("holdfast", 4), {}, 4,
                      ["human", "easy", "easy", "easy"])
    app = HolytableApp(start=setup, key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        gs = game_screen(app)
        game = gs.game
        for _ in range(3):  # three of the person's decisions, the computers playing between them
            await until(pilot, lambda: game.pending is not None and game.pending.player == 0, what="Ana's turn", timeout=30)
            assert not any(isinstance(s, HandoffScreen) for s in app.screen_stack)
            assert gs.viewer() == 0
            text = screen_text(app)
            assert not {n for n in hidden_from(game, 0) if n in text}
            before = len(game.choices)
            gs.pick_index(len(gs.options()) - 1)
            await until(pilot, lambda: len(game.choices) > before, what="the choice")
        assert len(game.choices) > 3  # the computers chose between Ana's choices
