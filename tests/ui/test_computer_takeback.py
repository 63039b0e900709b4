"""Takeback, resume and replay against the computer (issue 14)."""
from __future__ import annotations

import sys
from pathlib import Path

from uihelpers import SIZE, fast_computer, game_screen, screen_text, until

from holytable.engine.record import GameRecord, load_record, save_record, saves_dir
from holytable.ui import computer
from holytable.ui.app import HolytableApp

sys.path.insert(0, str(Path(__file__).parent.parent / "engine"))
from test_record_seats import frontline  # noqa: E402
from test_computer_table import SlowPlayer  # noqa: E402


def saved(n: int, seats=("human", "normal")) -> Path:
    """Frontline seed 5 after ``n`` choices, saved with ``seats``."""
    path = saves_dir() / "frontline-test.json"
    save_record(GameRecord.of(frontline(5, n), list(seats)), path)
    return path


async def test_u_takes_back_the_persons_choice_and_the_computers_reply(monkeypatch):
    """Resumed after Ana's Scout keep (choice 20) and Bo's draft: ``u`` goes
    back to before the keep; the save follows; Ana decides again."""
    fast_computer(monkeypatch)
    path = saved(22)
    app = HolytableApp(resume=path, key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        gs = game_screen(app)
        await until(pilot, lambda: bool(gs.options()), what="Ana's decision")
        assert app.screen.active_bindings["u"].enabled
        before = list(gs.game.choices)
        await pilot.press("u")
        assert gs.game.choices == before[:20] and gs.game.pending.player == 0
        assert load_record(path).choices == before[:20]
        assert "Ana took back their last choice." in [n.message for n in app._notifications]


async def test_u_while_the_computer_thinks_stops_its_search_first(monkeypatch):
    """Resumed after Ana's keep, Bo to draft: the computer goes on (it starts
    thinking at once); ``u`` stops its search and takes back the keep; its
    late answer is dropped."""
    slow = SlowPlayer()
    monkeypatch.setattr(computer, "make_player", lambda kind, seed: slow)
    path = saved(21)
    app = HolytableApp(resume=path, key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, slow.started.is_set, what="the computer to think on resume")
        gs = game_screen(app)
        assert "is thinking…" in screen_text(app)
        await pilot.press("u")
        await until(pilot, slow.stopped.is_set, what="the search to be stopped")
        assert len(gs.game.choices) == 20 and gs.game.pending.player == 0
        await pilot.pause(0.1)
        assert len(gs.game.choices) == 20  # the stopped search's answer was not played
        assert gs.options()


async def test_replay_steps_through_the_computers_choices(monkeypatch):
    """A game against the computer replays as any other: each choice, the
    computer's too, one step at a time; no computer plays in a replay."""
    fast_computer(monkeypatch)
    path = saved(22)
    rec = load_record(path)
    app = HolytableApp(replay=rec, key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        gs = game_screen(app)
        assert gs.computer is None and gs.replay
        for k in range(1, 23):
            await pilot.press("right")
            assert gs.replay_k == k and gs.game.choices == rec.choices[:k]
        assert "Replay: choice 22 of 22" in screen_text(app)


def test_the_lobby_lists_a_save_against_the_computer_with_its_strength():
    from holytable.ui.lobby import save_entry

    path = saved(22)
    text, problem = save_entry(path, load_record(path), None)
    assert problem is None and "Ana vs Bo (computer, normal)" in text.plain


async def test_resumed_at_a_window_where_the_person_can_only_pass_it_is_passed(monkeypatch):
    """Heresy, seed 1: the computer builds, Ana may only pass: a save made
    there resumes past that window."""
    from holytable.games import game_class
    from holytable.ui.decks import default_decks, load_ready_deck

    fast_computer(monkeypatch)
    g = game_class("heresy")(seed=1, decks=[load_ready_deck("heresy", d) for d in default_decks("heresy", 2)],
                             names=["Ana", "Bo"], options={})
    while not (g.pending.player == 0 and g.pending.only_pass()):
        d = g.pending
        g.choose(d.ids()[0] if d.player == 1 else d.ids()[-1])
    path = saves_dir() / "heresy-test.json"
    save_record(GameRecord.of(g, ["human", "normal"]), path)
    n = len(g.choices)
    app = HolytableApp(resume=path, key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        gs = game_screen(app)
        await until(pilot, lambda: len(gs.game.choices) > n, what="the pass")
        assert gs.game.choices[n] == "pass" and gs.game.deciders[n] == 0
