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
"""
from __future__ import annotations

import random

from uihelpers import SIZE, game_screen, until

from holytable.engine.decision import PASS
from holytable.games import deck_module
from holytable.ui import computer
from holytable.ui.app import HolytableApp
from holytable.ui.lobby import GameSetup
from holytable.ui.settings import Settings, save_settings


class Passer:
    """Passes in every window, else a seeded random option."""

    def __init__(self, seed: int) -> None:
        self.r = random.Random(seed)

    def choose(self, game, seat, should_stop=None):
        d = game.pending
        return PASS if d.window else self.r.choice(d.ids())


async def test_the_computers_window_pauses_never_depend_on_what_it_holds(monkeypatch):
    monkeypatch.setattr(computer, "make_player", lambda kind, seed: Passer(seed))
    monkeypatch.setattr(Settings, "pace_seconds", lambda self: 0.05)  # a short "steady" pace
    save_settings(Settings(computer_pace="steady"))
    seen: list[tuple[bool, bool]] = []  # per window of the computer: (Pass only, held for the pace)
    chosen = computer.ComputerSeats._chosen

    def recording(self, gen, oid, started, error):
        # whether its answer is held to the pace (what it does, not how long
        # the thread took on a busy machine)
        d = self.screen.game.pending
        if gen == self._gen and d is not None and d.window:
            seen.append((d.only_pass(), not (self._hurry or self._forced)))
        return chosen(self, gen, oid, started, error)

    monkeypatch.setattr(computer.ComputerSeats, "_chosen", recording)
    decks = sorted(deck_module("holy_wars").ready_decks())[:2]
    setup = GameSetup("holy_wars", ["Ana", "Bo"], decks, {}, 3, ["human", "normal"])
    app = HolytableApp(start=setup, key_guard=0)
    r = random.Random(3)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: game_screen(app).game is not None, what="the game")
        gs = game_screen(app)
        while not gs.game.over and gs.game.log.turn <= 8:
            await until(pilot, lambda: gs.game.over or (
                gs.game.pending.player == 0 and not gs.computer.busy() and app.screen is gs), what="Ana's decision",
                timeout=20)
            if gs.game.over:
                break
            d = gs.game.pending
            gs._choose(PASS if d.window else r.choice(d.ids()))
    assert any(only for only, _ in seen) and any(not only for only, _ in seen), seen
    paused = {only: waited for only, waited in seen}
    assert len({waited for _, waited in seen}) == 1, (
        f"the computer paused in its windows with an answer ({paused[False]}) "
        f"and not in its Pass-only ones ({paused[True]})")
