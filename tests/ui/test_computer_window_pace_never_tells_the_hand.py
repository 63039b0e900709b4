"""Against the computer, how long its response windows take never tells
whether it holds an answer (issue 16; found by break18).

Promise (issue 16: what a player holds never changes when they are asked,
so nothing of their hand leaks; games with a computer seat "use the same
stops"; README: the computer's choices come into the log at the pace set
in the settings; settings: "Steady: a second or more a choice").

Fault: ``ComputerSeats.step`` marks a decision with one option as forced
(``_forced``) and ``_chosen`` plays it with no pause. Every window of the
computer is opened for it (it decides its own windows), so a window where
Pass is all it has is answered at once, and a window where it holds a
Reaction it could play shows "Bo is thinking…" for the whole pace (a second
at "steady") even when it passes: the person reads the computer's hand off
the pauses. Here the computer (a stand-in that passes in every window, so
the game is the same either way) is paced in its windows with an answer
and not in its Pass-only ones.

Second fault (the same promise): a window where the computer holds an
answer took as long as its search, longer than the pace at "No pause" or
after Space: its windows now take ``WINDOW_SECONDS`` (and the pace, unless
skipped) whatever it holds, its search stopped after ``WINDOW_SEARCH``.
"""
from __future__ import annotations

import random
import time

import pytest

from uihelpers import SIZE, game_screen, until

from holytable.engine.decision import PASS
from holytable.games import deck_module
from holytable.ui import computer
from holytable.ui.app import HolytableApp
from holytable.ui.lobby import GameSetup
from holytable.ui.settings import Settings, save_settings


WINDOW, SEARCH = 0.15, 0.08  # shorter than the app's, the same rule


class Passer:
    """Passes in every window (so the game is the same either way), after a
    'search' that runs until ``should_stop`` where it holds more than Pass;
    else a seeded random option."""

    def __init__(self, seed: int) -> None:
        self.r = random.Random(seed)
        self.unstopped = 0

    def choose(self, game, seat, should_stop=None):
        d = game.pending
        if not d.window:
            return self.r.choice(d.ids())
        if not d.only_pass():
            end = time.monotonic() + 5
            while not should_stop():
                if time.monotonic() > end:
                    self.unstopped += 1
                    break
                time.sleep(0.005)
        return PASS


@pytest.mark.parametrize("pace, hurry", [(0.05, False), (0.0, False), (0.05, True)])
async def test_the_computers_window_pauses_never_depend_on_what_it_holds(monkeypatch, pace, hurry):
    players: list[Passer] = []
    monkeypatch.setattr(computer, "make_player", lambda kind, seed: players.append(Passer(seed)) or players[-1])
    monkeypatch.setattr(computer, "WINDOW_SECONDS", WINDOW)
    monkeypatch.setattr(computer, "WINDOW_SEARCH", SEARCH)
    monkeypatch.setattr(Settings, "pace_seconds", lambda self: pace)  # a short "steady" pace, or none
    save_settings(Settings(computer_pace="steady" if pace else "none"))
    seen: list[tuple[bool, float]] = []  # per window of the computer: (Pass only, seconds until shown)
    play = computer.ComputerSeats._play

    def recording(self, gen, oid):
        d = self.screen.game.pending
        if gen == self._gen and d is not None and d.window:
            seen.append((d.only_pass(), time.monotonic() - self._started))
        return play(self, gen, oid)

    monkeypatch.setattr(computer.ComputerSeats, "_play", recording)
    decks = sorted(deck_module("holy_wars").ready_decks())[:2]
    setup = GameSetup("holy_wars", ["Ana", "Bo"], decks, {}, 3, ["human", "normal"])
    app = HolytableApp(start=setup, key_guard=0)
    r = random.Random(3)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: game_screen(app).game is not None, what="the game")
        gs = game_screen(app)
        while not gs.game.over and gs.game.log.turn <= 6:
            if hurry:
                gs.computer.hurry()  # Space, as often as the person likes
            await until(pilot, lambda: gs.game.over or (
                gs.game.pending.player == 0 and not gs.computer.busy() and app.screen is gs), what="Ana's decision",
                timeout=20)
            if gs.game.over:
                break
            d = gs.game.pending
            gs._choose(PASS if d.window else r.choice(d.ids()))
    assert {only for only, _ in seen} == {True, False}, seen
    assert all(p.unstopped == 0 for p in players), "a window's search was never told to stop"
    floor = max(WINDOW, 0 if hurry else pace)
    short = [(only, round(t, 3)) for only, t in seen if t < floor - 0.01]
    assert not short, f"windows shown before {floor} s (Pass only, seconds): {short}"
