"""The computer's search in a process of its own (issue 14: "the UI stays
responsive while it thinks"): the real player goes to a worker process
(:mod:`holytable.ui.search_process`), the game pickled; stand-in players of
the other tests stay in a thread."""
from __future__ import annotations

import time

from uihelpers import NAMES, SIZE, game_screen, until

from holytable.engine.game import Game
from holytable.ui import computer, search_process
from holytable.ui.app import HolytableApp
from holytable.ui.decks import default_decks, load_ready_deck
from holytable.ui.lobby import GameSetup
from holytable.ui.search_process import Searcher
from holytable.ui.settings import Settings, save_settings


def heresy() -> Game:
    from holytable.games import game_class

    decks = [load_ready_deck("heresy", d) for d in default_decks("heresy", 2)]
    return game_class("heresy")(options={}, seed=3, decks=decks, names=list(NAMES))


def test_a_search_in_the_worker_answers_and_stops_when_told():
    """A worker process: an easy search answers an option on offer; a hard
    one (a second) stopped at once answers well before its second; closed,
    it refuses more."""
    searcher = Searcher()
    try:
        assert searcher.warm().result(timeout=30)
        g = heresy()
        seat = g.pending.player
        assert searcher.search("easy", 1, g.clone(), seat, 1).result(timeout=30) in g.pending.ids()
        t0 = time.monotonic()
        future = searcher.search("hard", 1, g.clone(), seat, 2)
        searcher.stop(2)
        assert future.result(timeout=30) in g.pending.ids()
        assert time.monotonic() - t0 < 0.9
    finally:
        searcher.close()
    try:
        searcher.search("easy", 1, g.clone(), seat, 3)
    except RuntimeError:
        pass
    else:
        raise AssertionError("a closed searcher took a search")


def test_the_workers_search_stops_on_its_number():
    """In the worker, ``should_stop`` is true once the shared number reaches
    the search's: a search numbered at or below it stops at its first
    iteration (run here, in this process, with the worker's function)."""
    import multiprocessing

    g = heresy()
    stop = multiprocessing.get_context("spawn").RawValue("q", 5)
    search_process._STOP = stop
    t0 = time.monotonic()
    assert search_process._search("hard", 1, __import__("pickle").dumps(g), g.pending.player, 5) in g.pending.ids()
    assert time.monotonic() - t0 < 0.5  # hard thinks about a second


async def test_at_the_table_the_real_player_searches_in_its_process(monkeypatch):
    """Heresy against the real easy player, no pause: once the worker has
    started, the computer's choices come from it (the first may come from a
    thread while it starts); the game goes on; leaving closes it."""
    calls: list[str] = []
    real = Searcher.search

    def search(self, kind, seed, game, seat, number):
        calls.append(kind)
        return real(self, kind, seed, game, seat, number)

    monkeypatch.setattr(Searcher, "search", search)
    assert computer.make_player is computer._make_player and computer.IN_PROCESS
    save_settings(Settings(computer_pace="none"))
    monkeypatch.setattr(computer, "WINDOW_SECONDS", 0.0)  # no floor under its choices: not what this tests
    setup = GameSetup("heresy", list(NAMES), default_decks("heresy", 2), {"length": "short"}, 37, ["easy", "human"])
    app = HolytableApp(start=setup, key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        gs = game_screen(app)
        await until(pilot, lambda: gs.computer._warming is not None and gs.computer._warming.done(), timeout=30,
                    what="the worker to start")
        for _ in range(40):
            if calls or gs.game.over:
                break
            await until(pilot, lambda: bool(gs.options()) or gs.game.over or gs.computer.thinking is not None,
                        timeout=30, what="a decision")
            if gs.options():
                await pilot.press("end", "enter")
            else:
                await pilot.pause(0.05)
        await until(pilot, lambda: bool(gs.options()) or gs.game.over, timeout=30, what="Ana's decision")
        assert calls and set(calls) == {"easy"}
        assert not gs.computer._process_failed
        assert not [n.message for n in app._notifications if "failed" in n.message]
        process = gs.computer._process
        assert process is not None
    assert process._pool is None  # closed with the screen


def test_the_worker_keeps_one_player_a_seat_so_a_run_shares_its_budget(monkeypatch):
    """In the worker a seat's player lives as long as the worker (a game
    screen): its second decision of a run goes on with the run's budget and
    the subtree it kept, where a fresh player per decision gave each small
    step the whole budget (Budget.run, Budget.reuse)."""
    import pickle
    from types import SimpleNamespace

    monkeypatch.setattr(search_process, "_PLAYERS", {})
    monkeypatch.setattr(search_process, "_STOP", SimpleNamespace(value=0))
    a = search_process.player_for("easy", 1, 5)
    assert search_process.player_for("easy", 1, 6) is a
    assert search_process.player_for("easy", 0, 5) is not a
    assert search_process.player_for("normal", 1, 5) is not a
    g = heresy()
    if g.pending.ids() == ["keep"]:  # Ana's redraw, Keep alone (HK-4.4.c): answered with no search
        g.choose("keep")
    assert len(g.pending.options) > 1
    seat = g.pending.player
    oid = search_process._search("easy", 7, pickle.dumps(g.clone()), seat, 1)
    assert oid in g.pending.ids()
    kept = search_process._PLAYERS[("easy", seat)]
    assert kept.last is not None  # the answer came from the kept player
