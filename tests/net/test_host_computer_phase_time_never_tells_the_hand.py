"""Across terminals, how long a host's computer seat takes over its Play and
Combat phases never tells whether its hand held anything it could play
(issue 16; found by break19).

Promise (issue 16: "What they hold never changes whether they are asked, so
nothing about their hand leaks"; "Games with a computer seat or across
several terminals use the same stops"; Pantheon's PN-9.1 in
holytable/games/pantheon/play.py: an empty Play or Combat phase is asked
"so whether the keyboard comes to a player never tells what their hand
holds"; host.py: a computer seat's windows take ``WINDOW_SECONDS`` "whatever
it holds").

Fault: ``Table._computer`` holds only response windows to a set time. Any
other decision of a computer seat is shown as soon as its player answers,
and the computer's player (``SearchPlayer.choose``, ``ismcts.search``)
"with one option on offer answers at once" and searches otherwise. A
Pantheon Play phase whose only option is "End Play" (the computer's hand
holds nothing it can pay for) is over at once; one where it holds a
playable card takes the search's time, even when it then ends the phase
all the same. The joined seats (and watchers) see "Bo is choosing…" for a
moment or not at all, and read the computer's hand off it. (The game
screen against the computer has the same fault: see
test_computer_empty_phase_pace_never_tells_the_hand.py.)

How to see it: a stand-in computer that, like the real one, answers at
once when it has one option and "searches" (0.25 s, or until told to stop)
otherwise, and always ends the phase (so the game is the same either way);
the same Pantheon game (seed 1) hosted four times, the computer's hand and
deck dealt again, Ana's seeded choices made by the test. The same phase of
the computer's is over at once in one deal and after the search in another.
"""
from __future__ import annotations

import asyncio
import random
import time

from holytable.engine.decision import PASS
from holytable.engine.record import GameRecord
from holytable.games import deck_module, game_class
from holytable.net.host import Table

from gamekit import redealt

from netkit import remove, short_dir

SEARCH = 0.25
#: Two turns of three deals: the deal as dealt and two dealt again that
#: change, between them, both a Play phase (deal 11: End alone where the first
#: deal had a card to play) and a Combat phase (deal 1: something to do where
#: the first had End alone), found by playing the same script on the engine
#: alone; four deals of six turns took 83 s and told nothing more.
TURNS = 2
DEALS = (None, 11, 1)


class Searching:
    """Like the real player: one option, answered at once; else a search
    (here a wait) until its time or ``should_stop``. Ends every Play and
    Combat phase, passes every window, else a seeded option."""

    def __init__(self) -> None:
        self.r = random.Random(5)

    def choose(self, game, seat, should_stop=None):
        d = game.pending
        if len(d.options) == 1:
            return d.options[0].id
        end = time.monotonic() + SEARCH
        while time.monotonic() < end and not (should_stop is not None and should_stop()):
            time.sleep(0.005)
        if d.window:
            return PASS
        ids = d.ids()
        if d.kind in ("play", "combat") and "next" in ids:
            return "next"
        return random.Random(f"{seat}:{len(game.choices)}").choice(ids)


async def phase_times(game, turns: int) -> list[tuple[int, str, bool, float]]:
    """Host ``game`` with seat 1 a :class:`Searching` computer; Ana's
    choices made by the test. Per Play or Combat phase of the computer's:
    (choices made, kind, "next" its only option, seconds until it was over)."""
    folder = short_dir()
    table = Table(game, GameRecord.of(game, ["human", "normal"]), folder / "save.json", computers={1: Searching()})
    seen: list[tuple[int, str, bool, float]] = []
    last: list = []

    def changed() -> None:
        now = time.monotonic()
        if last:
            t, n, kind, alone, who = last
            if who == 1 and kind in ("play", "combat"):
                seen.append((n, kind, alone, now - t))
        d = table.game.pending
        last[:] = [now, len(table.game.choices), d.kind if d else None, d is not None and len(d.options) == 1,
                   d.player if d else None]

    try:
        table.listeners.append(changed)
        changed()
        await table.start(folder / "t.sock")
        for _ in range(4000):
            g = table.game
            if g.over or g.log.turn > turns:
                break
            d = g.pending
            if d.player == 0:
                oid = PASS if d.window else random.Random(f"1:{len(g.choices)}").choice(d.ids())
                assert table.choose(0, oid, len(g.choices)) is None
            await asyncio.sleep(0.005)
    finally:
        await table.stop()
        remove(folder)
    return seen


async def test_a_host_computers_phases_take_the_same_time_whatever_it_holds(monkeypatch):
    from holytable.net import host as host_mod

    monkeypatch.setattr(host_mod, "PACE_SECONDS", 0.3)  # shorter than the table's, the same rule
    monkeypatch.setattr(host_mod, "PACE_SEARCH", 0.2)
    mod = deck_module("pantheon")
    ready = mod.ready_decks()
    decks = sorted(ready)[:2]
    base = game_class("pantheon")(options={}, seed=1, decks=[mod.load_deck(ready[n]) for n in decks],
                                  names=["Ana", "Bo"])
    runs = []
    for deal in DEALS:
        g = base.clone() if deal is None else redealt(base, 1, deal)
        runs.append(await phase_times(g, turns=TURNS))
    first = runs[0]
    assert len(first) >= 4
    assert {(first[i][1], r[i][2]) for r in runs[1:] for i in range(len(first)) if r[i][2] != first[i][2]} >= {
        ("play", True), ("combat", False)}, "the deals no longer vary both a Play and a Combat phase"
    for seen in runs[1:]:
        assert [x[:2] for x in seen] == [x[:2] for x in first]  # the same public game, phase for phase
    varied = [i for i in range(len(first)) if len({seen[i][2] for seen in runs}) > 1]
    assert varied, "no deal changed what the computer could play: nothing to compare"
    told = [(first[i][0], first[i][1], [(seen[i][2], round(seen[i][3], 2)) for seen in runs]) for i in varied
            if len({seen[i][3] >= SEARCH - 0.02 for seen in runs}) > 1]
    assert not told, ("the same phase of the host's computer seat in the same public game, its hand dealt again, "
                      "was over at once in one deal and after its search in another (choice, kind, per deal: (End "
                      f"its only option, seconds)): {told[:4]}")
