"""Against the computer at "No pause" (or after Space), how long its Play and
Combat phases take never tells whether its hand held anything it could play
(issue 16: "nothing about their hand leaks"; README: "each of the computer's
choices takes the pace, and each of its windows at least 0.6 s, whatever it
holds"; break19's fault 1, 5bc14f0: "the computer's every decision takes the
pace, a forced one too (an empty Pantheon phase ended at once told what its
hand could pay for)").

Promise: the person cannot read the computer's hand off its pauses. The
settings offer the pace "No pause", and Space "skips the pauses"; the windows'
fix (3a3e7aa) made both keep a window's time ("Space and 'No pause' never
shorten it"), because with no floor a window shows as soon as the search
ends, and a search only runs when there is something to choose.

Fault: at "No pause" (``pace_seconds`` 0) and after Space
(``ComputerSeats._hurry``) a decision that is no window has no floor at all
(``ComputerSeats._floor`` is 0), and no search limit. The real player answers
a decision with one option at once (``holytable.bot.players``: ``if
len(opts) == 1: return opts[0].id``) and searches the others for its budget
(normal: 0.5 s). So a Pantheon Play phase whose only option is "End Play"
(the computer's hand holds nothing it can pay for) ends at once, and a Play
phase in which it holds something it could play shows "Bo is thinking…" for
the whole search, even when it then ends the phase all the same: break19's
leak, back at the pace the settings call "No pause".

How to see it: pace "No pause", Pantheon against the computer (normal):
the computer's Play phases end either at once or after about half a second;
the quick ones are exactly those in which its hand had nothing it could pay
for. Here a stand-in computer that always ends the phase (so the game is the
same either way) "searches" 0.5 s whenever it has more than one option, as
the real one does; the same game with its hand dealt again.

Found by break21; fixed: every choice of the computer takes WINDOW_SECONDS at
least, whatever the pace or Space, its search stopped in time.
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

SEARCH = 0.5  # the stand-in's search when it has a choice (as the real one's budget at normal)
# the floor and its search, shorter than the real 0.6 s / 0.4 s (the same rule, a quicker test)
WINDOW, WINDOW_SEARCH = 0.2, 0.1


class Ender:
    """Ends every Play and Combat phase ("next"), passes every window, else a
    seeded random option; like the real player it answers at once when it has
    one option and "searches" (``SEARCH`` seconds, or until told to stop)
    otherwise."""

    def __init__(self, seed: int) -> None:
        self.r = random.Random(seed)

    def choose(self, game, seat, should_stop=None):
        d = game.pending
        ids = d.ids()
        if len(ids) == 1:
            return ids[0]
        end = time.monotonic() + SEARCH
        while time.monotonic() < end and not (should_stop and should_stop()):
            time.sleep(0.005)
        if d.window:
            return PASS
        if d.kind in ("play", "combat") and "next" in ids:
            return "next"
        return self.r.choice(ids)


async def phase_pauses(game, tmp_path, monkeypatch, turns: int) -> list[tuple[int, str, bool, float]]:
    """Ana (a person: a seeded script, Pass in windows) against Bo (the
    computer: :class:`Ender`) to the end of turn ``turns``. Per Play or Combat
    phase of Bo's: (choices made, kind, "next" its only option, seconds until shown)."""
    seen: list[tuple[int, str, bool, float]] = []
    play = computer.ComputerSeats._play

    def recording(self, gen, oid):
        d = self.screen.game.pending
        if gen == self._gen and d is not None and d.kind in ("play", "combat") and d.player != self.person:
            seen.append((len(self.screen.game.choices), d.kind, len(d.options) == 1,
                         time.monotonic() - self._started))
        return play(self, gen, oid)

    monkeypatch.setattr(computer.ComputerSeats, "_play", recording)
    app = HolytableApp(key_guard=0)
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


async def test_at_no_pause_the_computers_phases_never_tell_what_it_holds(monkeypatch, tmp_path):
    monkeypatch.setattr(computer, "make_player", lambda kind, seed: Ender(seed))
    monkeypatch.setattr(computer, "IN_PROCESS", False, raising=False)
    monkeypatch.setattr(computer, "WINDOW_SECONDS", WINDOW)
    monkeypatch.setattr(computer, "WINDOW_SEARCH", WINDOW_SEARCH)
    save_settings(Settings(computer_pace="none"))
    mod = deck_module("pantheon")
    ready = mod.ready_decks()
    decks = sorted(ready)[:2]
    base = game_class("pantheon")(options={}, seed=1, decks=[mod.load_deck(ready[n]) for n in decks],
                                  names=["Ana", "Bo"])
    runs = []
    # Two turns of three deals: the deal as dealt, deal 23 (End alone at two
    # Play phases where the first deal had a card to play) and deal 1
    # (something to do in a Combat phase where the first had End alone),
    # found by playing the same script on the engine alone (two deals of six
    # turns took twice as long and told nothing more).
    for deal in (None, 23, 1):
        g = base.clone() if deal is None else redealt(base, 1, deal)
        runs.append(await phase_pauses(g, tmp_path, monkeypatch, turns=2))
    first = runs[0]
    assert len(first) >= 4
    assert {(first[i][1], r[i][2]) for r in runs[1:] for i in range(len(first)) if r[i][2] != first[i][2]} >= {
        ("play", True), ("combat", False)}, "the deals no longer vary both a Play and a Combat phase"
    for seen in runs[1:]:
        assert [x[:2] for x in seen] == [x[:2] for x in first]  # the same public game, phase for phase
    varied = [i for i in range(len(first)) if len({seen[i][2] for seen in runs}) > 1]
    assert varied, "no deal changed what the computer could play: nothing to compare"
    told = []
    for i in varied:
        times = [(seen[i][2], round(seen[i][3], 2)) for seen in runs]
        quick = [t for only, t in times if only]
        slow = [t for only, t in times if not only]
        if max(slow) - min(quick) > SEARCH / 2:
            told.append((first[i][0], first[i][1], times))
    # and a floor, which load never breaks: every phase of the computer's took
    # the window's time at least, End alone or not
    early = [(x[0], x[1], x[2], round(x[3], 3)) for seen in runs for x in seen if x[3] < WINDOW - 0.01]
    assert not early, f"shown before the floor of {WINDOW} s (choice, kind, End alone, seconds): {early[:4]}"
    assert not told, ("at 'No pause' the same phase of the computer's in the same public game, its hand dealt "
                      "again, showed at once where End was its only option and after its search where it held "
                      f"something it could play (choice, kind, per deal: (End its only option, seconds)): {told[:4]}")
