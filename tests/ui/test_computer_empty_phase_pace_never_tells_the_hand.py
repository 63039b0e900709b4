"""Against the computer, how long its Play and Combat phases take never tells
whether its hand held anything it could play (issue 16; found by break19).

Promise (issue 16: "What they hold never changes whether they are asked, so
nothing about their hand leaks"; games with a computer seat "use the same
stops"; Pantheon's rules, PN-9.1 in holytable/games/pantheon/play.py: an
empty Play or Combat phase is "asked even with nothing to do (then "end"
alone), so whether the keyboard comes to a player never tells what their
hand holds"; computer.py: every response window of the computer takes the
same time "whatever it holds").

Fault: ``ComputerSeats.step`` marks a decision with one option as forced
(``_forced``) and plays it with no pause unless it is a response window. A
Pantheon Play phase whose only option is "End Play" is one where the
computer's hand holds nothing it can pay for (its points are on the
board, its hand is not): it ends at once, while a Play phase where it holds
a playable card shows "Bo is thinking…" for the whole pace, even when it
then ends the phase all the same. The person reads the computer's hand off
the pauses, as the windows' fix (3a3e7aa) stopped for windows only. How to see
it: the computer is a stand-in that always ends the phase (so the game is
the same either way), at a short "steady" pace; the same Pantheon game
(seed 1, Ana's seeded choices) is played four times, the computer's hand and
deck dealt again; the same phase of the computer's ends at once in one deal
and after the pace in another.
"""
from __future__ import annotations

import random
import time

from uihelpers import SIZE, game_screen, until

from holytable.engine.decision import PASS
from holytable.engine.record import GameRecord
from holytable.games import deck_module, game_class
from holytable.ui import computer
from holytable.ui.app import HolytableApp
from holytable.ui.settings import Settings, save_settings

from gamekit import redealt

PACE = 0.3  # well above the machine's noise: a choice shown at once comes in a few hundredths
# the floor and its search, shorter than the real 0.6 s / 0.4 s and under the
# pace (the same rule, a test twice as quick: each choice waits the pace alone)
WINDOW, WINDOW_SEARCH = 0.2, 0.1
#: Two turns of three deals: the deal as dealt and two dealt again whose
#: hands change, between them, both a Play phase (deal 23: End alone where the
#: first deal had a card to play) and a Combat phase (deal 1: something to do
#: where the first had End alone), found by playing the same script on the
#: engine alone; four deals of six turns took 106 s and told nothing more.
TURNS = 2
DEALS = (None, 23, 1)


class Ender:
    """Ends every Play and Combat phase ("next"), passes every window, else a
    seeded random option: what it holds never changes what it does."""

    def __init__(self, seed: int) -> None:
        self.r = random.Random(seed)

    def choose(self, game, seat, should_stop=None):
        d = game.pending
        if d.window:
            return PASS
        ids = d.ids()
        if d.kind in ("play", "combat") and "next" in ids:
            return "next"
        return self.r.choice(ids)


async def phase_pauses(game, tmp_path, monkeypatch, turns: int) -> list[tuple[int, str, bool, bool]]:
    """Ana (a person: a seeded random script, Pass in windows) against Bo (the
    computer: :class:`Ender`) to the end of turn ``turns``. Per Play or Combat
    phase of Bo's: (choices made, kind, "next" its only option, shown after the pace)."""
    seen: list[tuple[int, str, bool, bool]] = []
    play = computer.ComputerSeats._play

    def recording(self, gen, oid):
        d = self.screen.game.pending
        if gen == self._gen and d is not None and d.kind in ("play", "combat") and d.player != self.person:
            waited = time.monotonic() - self._started >= PACE - 0.01
            seen.append((len(self.screen.game.choices), d.kind, len(d.options) == 1, waited))
        return play(self, gen, oid)

    monkeypatch.setattr(computer.ComputerSeats, "_play", recording)
    app = HolytableApp(key_guard=0)
    r = random.Random(3)
    async with app.run_test(size=SIZE) as pilot:
        app._open(game, GameRecord.of(game, ["human", "normal"]), tmp_path / "g.json")
        await until(pilot, lambda: game_screen(app).game is not None, what="the game")
        gs = game_screen(app)
        while not gs.game.over and gs.game.log.turn <= turns:
            await until(pilot, lambda: gs.game.over or (
                gs.game.pending.player == 0 and not gs.computer.busy() and app.screen is gs), what="Ana's decision",
                timeout=30)
            if gs.game.over:
                break
            d = gs.game.pending
            gs._choose(PASS if d.window else random.Random(f"3:{len(gs.game.choices)}").choice(d.ids()))
    monkeypatch.setattr(computer.ComputerSeats, "_play", play)
    return seen


async def test_the_computers_phase_pauses_never_depend_on_what_it_holds(monkeypatch, tmp_path):
    monkeypatch.setattr(computer, "make_player", lambda kind, seed: Ender(seed))
    monkeypatch.setattr(Settings, "pace_seconds", lambda self: PACE)
    monkeypatch.setattr(computer, "WINDOW_SECONDS", WINDOW)
    monkeypatch.setattr(computer, "WINDOW_SEARCH", WINDOW_SEARCH)
    save_settings(Settings(computer_pace="steady"))
    decks = sorted(deck_module("pantheon").ready_decks())[:2]
    mod = deck_module("pantheon")
    ready = mod.ready_decks()
    base = game_class("pantheon")(options={}, seed=1, decks=[mod.load_deck(ready[n]) for n in decks],
                                  names=["Ana", "Bo"])
    runs = []
    for deal in DEALS:
        g = base.clone() if deal is None else redealt(base, 1, deal)
        runs.append(await phase_pauses(g, tmp_path, monkeypatch, turns=TURNS))
    first = runs[0]
    assert len(first) >= 4
    assert {(first[i][1], r[i][2]) for r in runs[1:] for i in range(len(first)) if r[i][2] != first[i][2]} >= {
        ("play", True), ("combat", False)}, "the deals no longer vary both a Play and a Combat phase"
    for k, seen in enumerate(runs[1:], 1):
        assert [x[:2] for x in seen] == [x[:2] for x in first]  # the same public game, phase for phase
    # the phases where one deal left the computer "End" alone and another did not (its hand decided)
    varied = [i for i in range(len(first)) if len({seen[i][2] for seen in runs}) > 1]
    assert varied, "no deal changed what the computer could play: nothing to compare"
    told = [(first[i][0], first[i][1], [(seen[i][2], seen[i][3]) for seen in runs]) for i in varied
            if len({seen[i][3] for seen in runs}) > 1]
    assert not told, ("the same phase of the computer's in the same public game, its hand dealt again, was shown "
                      "at once in one deal and after the pace in another (choice, kind, per deal: (End its only "
                      f"option, shown after the pace)): {told[:4]}")
