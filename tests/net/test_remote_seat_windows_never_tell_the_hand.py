"""Across terminals, whether the table waits for a joined seat at a response
window never tells what that seat holds (issue 16; found by break19).

Promise (issue 16: "What they hold never changes whether they are asked, so
nothing about their hand leaks"; "Games with a computer seat or across
several terminals use the same stops (a remote seat's windows need no
handoff at all, but its stops still save key presses)"; README: "At a stop
you are asked even with nothing to play, elsewhere never, so when you are
asked never tells what you hold").

Fault: ``holytable join``'s screen (``holytable.net.screen``, ``RemoteScreen.got``)
passes at once every window of its seat whose only option is Pass, and asks
its player at every other window (``_stop_passes`` is always False: the
joined seat has no stops at all). So the table moves on by itself when Bo
holds nothing, and waits for Bo ("Bo is choosing…" on Ana's screen, the
host's clock, a watcher's screen) exactly when he holds a Reaction he could
play: the "ask only when I can respond" leak, which the stops were made to
cure, for every joined seat, whatever the settings say.

How to see it: the same Holy Wars game (seed 3) hosted three times, Bo's
hand and deck dealt again (``redealt``), Bo joined on the game screen
(``JoinApp``), Ana's choices and Bo's public ones (Pass in every window,
keep, End his turn) made by the test; at each of Bo's windows the test waits
and records whether the table waited for Bo. The windows the table waits at
differ between the deals.
"""
from __future__ import annotations

import random

from holytable.engine.decision import PASS
from holytable.engine.record import GameRecord
from holytable.games import deck_module, game_class
from holytable.net.host import Table
from holytable.net.screen import JoinApp

from gamekit import redealt

from netkit import remove, short_dir

NAMES = ["Ana", "Bo"]
#: How long the test gives the join screen to answer a window by itself.
SETTLE = 1.0  # far longer than the join screen takes to answer by itself (a few hundredths)


def new_game(seed: int):
    mod = deck_module("holy_wars")
    ready = mod.ready_decks()
    names = tuple(sorted(ready))[:2]
    return game_class("holy_wars")(options={}, seed=seed, decks=[mod.load_deck(ready[n]) for n in names],
                                   names=list(NAMES))


def public_choice(game, seed: int) -> str:
    """Ana: Pass in windows, else a seeded option; Bo: only public choices."""
    d = game.pending
    if d.window:
        return PASS
    if d.player == 0:
        return random.Random(f"{seed}:{len(game.choices)}").choice(d.ids())
    for o in d.options:
        if o.verb in ("end_turn", "end", "next") or o.id == "keep":
            return o.id
    return d.options[0].id


async def waits_at_bos_windows(game, turns: int) -> tuple[list[tuple[int, bool]], int]:
    """Host ``game``, Bo joined on the game screen; play to the end of turn
    ``turns``. Returns, per window of Bo's: (choices made, whether the table
    waited for Bo), and how many of them offered him more than Pass."""
    folder = short_dir()
    copy = game.clone()
    table = Table(game, GameRecord.of(game), folder / "save.json")
    seen: list[tuple[int, bool]] = []
    answers = 0
    try:
        path = await table.start(folder / "t.sock")
        app = JoinApp(path, table.code, seat=1)
        async with app.run_test(size=(80, 24)) as pilot:
            for _ in range(500):
                await pilot.pause(0.02)
                if getattr(app, "game_screen", None) is not None and app.screen is app.game_screen:
                    break
            while not table.game.over and table.game.log.turn <= turns:
                g = table.game
                d, at = g.pending, len(g.choices)
                if d.player == 1 and d.window:
                    for _ in range(int(SETTLE / 0.02)):  # the join screen may answer by itself
                        await pilot.pause(0.02)
                        if len(table.game.choices) != at:
                            break
                    waited = len(table.game.choices) == at
                    seen.append((at, waited))
                    if waited:
                        assert table.choose(1, PASS, at) is None  # Bo passes (his key)
                    continue
                assert table.choose(d.player, public_choice(g, 3), at) is None  # the next decision is looked at
                # at once, before the join screen has had the view (a window it passes must not go unseen)
    finally:
        await table.stop()
        remove(folder)
    for c in table.game.choices[len(copy.choices):]:  # Bo's windows with an answer, the host's passes too
        d = copy.pending
        answers += d.player == 1 and d.window and not d.only_pass()
        copy.choose(c)
    return seen, answers


async def test_the_table_waits_for_a_joined_seat_at_the_same_windows_whatever_it_holds():
    base = new_game(3)
    runs = []
    for deal in (None, 11, 12):
        g = base.clone() if deal is None else redealt(base, 1, deal)
        runs.append(await waits_at_bos_windows(g, turns=6))
    assert len({answers for _, answers in runs}) > 1  # in one deal Bo could have answered more often
    first = runs[0][0]
    assert first and [at for at, _ in first] == [at for at, _ in runs[1][0]] == [at for at, _ in runs[2][0]]
    for k, (seen, answers) in enumerate(runs[1:], 1):
        diff = [(at, a, b) for (at, a), (_, b) in zip(first, seen) if a != b]
        assert not diff, (f"deal {k}: the table waited for Bo at other windows than in the first deal "
                          f"(choice, waited in deal 0, waited in deal {k}): {diff[:5]}")
