"""Held, repeated and typed-ahead keys (holytable.ui.keys): a handoff takes only
a fresh press, a key typed at one screen never acts on another, and while a
modal shows (even while it is still being built) no key reaches the screen
beneath it.

The held-key tests use the real timings (``HolytableApp()`` without
``key_guard``) and a terminal's pace: a key every 33 ms.
"""
from __future__ import annotations

import dataclasses
import time

import pytest
from uihelpers import SIZE, burst, game_app, game_screen, handoff_shown_for, screen_text, setup, until

from holytable.engine.decision import Option
from holytable.ui.app import HolytableApp
from holytable.ui.game_screen import GameScreen
from holytable.ui.keys import KeyTiming
from holytable.ui.modals import CardsScreen, ConfirmScreen, HandoffScreen, LogScreen, RulesScreen

REPEAT = 0.033  # a held key repeats about 30 times a second


def hand_names(game, seat) -> set[str]:
    return {c["name"] for c in game.view_dict(seat)["players"][seat]["hand"]}


async def hold(app, key: str, seconds: float, delay: float = 0.0) -> int:
    """Send ``key`` as a terminal does while it is held: once, then after
    ``delay`` (the terminal's repeat delay) every 33 ms for ``seconds``, not
    waiting for the app to handle them. Each key is stamped with the time the
    terminal sends it (:func:`uihelpers.burst` with ``start``), so a pause of
    the test machine cannot turn a repeat into a fresh press. Returns how
    many were sent."""
    from textual._time import get_time

    t0 = get_time()
    await burst(app, [key], start=t0)
    n = int(seconds / REPEAT)
    await burst(app, [key] * n, gap=REPEAT, start=t0 + max(delay, REPEAT))
    return n + 1


async def take_keyboard(pilot) -> None:
    """A fresh Enter on the handoff, as a player gives it."""
    await handoff_shown_for(pilot, pilot.app.keys.timing.handoff + 0.1)
    await pilot.press("enter")
    await until(pilot, lambda: not isinstance(pilot.app.screen, HandoffScreen))


# -- item 1: a handoff takes only a fresh press -------------------------------------
async def test_an_enter_burst_starting_on_a_handoff_never_shows_the_next_players_hand():
    app = HolytableApp(start=setup())
    async with app.run_test(size=SIZE) as pilot:
        gs = game_screen(app)
        await handoff_shown_for(pilot, 1.0)  # the first handoff has been on show a while
        first = gs.game.pending.player
        n = await hold(app, "enter", 3.0)
        await pilot.pause(0.5)
        assert n > 60
        assert len(gs.game.choices) <= 1
        assert isinstance(app.screen, HandoffScreen)
        text = screen_text(app)
        for seat in (0, 1):
            assert not hand_names(gs.game, seat) & set(text.split())
        # and the player who comes takes the keyboard with one fresh press
        await take_keyboard(pilot)
        assert isinstance(app.screen, GameScreen) and gs.private
        assert gs.seat == (first if not gs.game.choices else 1 - first)


async def test_a_held_enter_makes_one_choice_and_leaves_the_next_handoff_showing():
    app = HolytableApp(start=setup())
    async with app.run_test(size=SIZE) as pilot:
        gs = game_screen(app)
        await pilot.pause(0.2)
        await take_keyboard(pilot)
        me = gs.seat
        await pilot.pause(1.0)  # reads their hand, then holds Enter down
        await hold(app, "enter", 3.0, delay=0.5)
        await pilot.pause(0.5)
        assert len(gs.game.choices) == 1
        assert isinstance(app.screen, HandoffScreen)
        assert gs.seat == 1 - me and not gs.private
        assert not hand_names(gs.game, 1 - me) & set(screen_text(app).split())


@pytest.mark.parametrize("delay", [0.25, 0.66, 1.0])
async def test_a_held_key_never_passes_a_handoff_whatever_the_repeat_delay(delay):
    """Terminals start repeating a held key after 0.25 s to 1 s: the first
    repeat comes after a long quiet gap, the next ones at once."""
    app = HolytableApp(start=setup())
    async with app.run_test(size=SIZE) as pilot:
        gs = game_screen(app)
        await pilot.pause(0.2)
        await take_keyboard(pilot)
        await pilot.pause(1.0)
        await hold(app, "enter", 1.5, delay=delay)
        await pilot.pause(0.5)
        assert len(gs.game.choices) == 1
        assert isinstance(app.screen, HandoffScreen)


async def test_keys_right_after_a_handoff_are_dropped_a_fresh_one_counts(monkeypatch):
    # No collection of the whole heap as the handoff shows (settle_memory): a
    # test worker late in the suite holds a heap far bigger than the app's, and
    # its full collection took seconds there, so "too soon" came too late (CI)
    from holytable.ui import game_screen as gs_mod

    monkeypatch.setattr(gs_mod, "settle_memory", lambda: None)
    slow = KeyTiming(quiet=0.3, settle=2.0, hold=0.12, handoff=2.0)  # "too soon" even on a busy machine
    app = HolytableApp(start=setup(), key_guard=slow)
    async with app.run_test(size=SIZE) as pilot:
        gs = game_screen(app)
        await until(pilot, lambda: isinstance(app.screen, HandoffScreen))
        await pilot.pause(0.4)
        await pilot.press("enter")  # too soon: the handoff has just appeared
        await pilot.pause(0.4)
        assert isinstance(app.screen, HandoffScreen)
        await take_keyboard(pilot)
        await pilot.pause(0.4)
        await pilot.press("1")  # before the hand was on show a moment
        await pilot.pause(0.4)
        assert gs.game.choices == [] and isinstance(app.screen, GameScreen)
        await pilot.pause(slow.settle)
        await pilot.press("1")
        await until(pilot, lambda: len(gs.game.choices) == 1)


async def test_takeback_on_the_handoff_takes_a_fresh_press_too():
    app = HolytableApp(start=setup())
    async with app.run_test(size=SIZE) as pilot:
        gs = game_screen(app)
        await pilot.pause(0.2)
        await take_keyboard(pilot)
        await pilot.pause(0.6)
        await pilot.press("1")
        await until(pilot, lambda: isinstance(app.screen, HandoffScreen))
        await burst(app, ["u"] * 10)  # repeats of a key: no takeback
        await pilot.pause(0.3)
        assert len(gs.game.choices) == 1


# -- item 2: no key reaches the screen beneath a modal --------------------------------
async def _stable(pilot, seconds: float = 2.5) -> list[str]:
    """The screen stack's top, sampled while ``seconds`` pass."""
    seen = []
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        seen.append(type(pilot.app.screen).__name__)
        await pilot.pause(0.1)
    return seen


@pytest.fixture
def long_rules(tmp_path, monkeypatch):
    """A long rules page (slow to lay out, as the real one is on a slow machine)."""
    import holytable.ui.game_screen as gsm

    page = tmp_path / "frontline.md"
    page.write_text("# Frontline\n\n" + "".join(f"## Part {i}\n\nSome rule text, item {i}.\n\n" for i in range(80)))
    monkeypatch.setattr(gsm, "find_rules", lambda game_id: page)
    return page


@pytest.mark.parametrize("key, modal", [("question_mark", RulesScreen), ("L", LogScreen)])
async def test_a_panel_key_twice_in_a_burst_then_1_then_esc(key, modal, long_rules):
    app = game_app()
    async with app.run_test(size=SIZE) as pilot:
        gs = game_screen(app)
        await pilot.press("enter")
        assert gs.private and gs.options()
        await burst(app, [key, key])
        await pilot.pause(0.3)  # the burst is handled
        seen = await _stable(pilot)
        assert len(set(seen)) == 1, seen  # open or closed, never closing by itself later
        assert sum(isinstance(s, modal) for s in app.screen_stack) <= 1
        was_open = isinstance(app.screen, modal)
        await burst(app, ["1"])
        await pilot.pause(0.3)
        if was_open:
            assert gs.game.choices == [], "1 reached the game beneath the panel"
            await pilot.press("escape")
            await pilot.pause(0.3)
            assert app.screen is gs  # one Esc closes the panel, and only that
        assert not isinstance(app.screen, ConfirmScreen)


async def test_question_mark_twice_then_1_in_one_burst_makes_no_move(long_rules):
    """The reported case: the page opened, closed by itself about two seconds
    later, and 1 made a move in the game underneath while it still showed."""
    app = game_app()
    async with app.run_test(size=SIZE) as pilot:
        gs = game_screen(app)
        await pilot.press("enter")
        await burst(app, ["question_mark", "question_mark", "1"])
        await pilot.pause(0.3)
        seen = await _stable(pilot)
        assert len(set(seen)) == 1, seen
        assert gs.game.choices == []
        await pilot.press("escape")
        await pilot.pause(0.3)
        assert app.screen is gs


async def test_keys_typed_while_the_rules_page_loads_never_reach_the_game(long_rules):
    app = game_app()
    async with app.run_test(size=SIZE) as pilot:
        gs = game_screen(app)
        await pilot.press("enter")
        await burst(app, ["question_mark", "1", "escape", "2", "escape"])
        await pilot.pause(1.0)
        assert gs.game.choices == []
        assert not any(isinstance(s, ConfirmScreen) for s in app.screen_stack)


async def test_a_card_panel_key_twice_in_a_burst_holdfast():
    from holytable.ui.decks import default_decks
    from holytable.ui.lobby import GameSetup

    app = HolytableApp(start=GameSetup("holdfast", ["Ana", "Bo"], default_decks("holdfast", 2), {}, 7), key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        gs = game_screen(app)
        await pilot.press("enter")
        assert gs.private
        for key in ("h", "i"):
            await burst(app, [key, key])
            await pilot.pause(0.3)
            seen = await _stable(pilot, 1.5)
            assert len(set(seen)) == 1, seen
            assert sum(isinstance(s, CardsScreen) for s in app.screen_stack) <= 1
            if isinstance(app.screen, CardsScreen):
                await burst(app, ["1"])
                await pilot.pause(0.3)
                assert gs.game.choices == []
                await pilot.press("escape")
                await pilot.pause(0.2)
            assert app.screen is gs and gs.game.choices == []


async def test_keys_queued_for_the_game_before_a_modal_never_act_under_it():
    """A letter that picks an option (options 10 and up) typed right after Esc
    must not pick under "Leave this game?"."""
    app = game_app()
    async with app.run_test(size=SIZE) as pilot:
        gs = game_screen(app)
        await pilot.press("enter")
        opts = [Option(f"play:{i}", f"Play card {i}", verb="play") for i in range(12)]
        chosen: list[str] = []
        gs.options = lambda: list(opts)
        gs._view = dataclasses.replace(gs._view, options=tuple(opts))
        gs._choose = chosen.append
        assert "a" in gs.option_keys(len(opts))
        await burst(app, ["escape", "a", "b"], gap=0.0)
        await pilot.pause(0.5)
        assert chosen == []
        assert isinstance(app.screen, ConfirmScreen)
