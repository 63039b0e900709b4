"""A computer seat at a table plays on after a takeback (issue 16's pace at
a host: "a host's computer seat takes PACE_SECONDS (0.6 s) for every
decision"; issue 15: takebacks across terminals).

Promise: after a joined seat takes back its last choice (u) while the
host's computer seat is deciding, and makes a choice again, the computer
decides as before: the game goes on.

Fault: ``Table._computer`` holds every decision of the computer for
``PACE_SECONDS``; ``Table._computer_turn`` starts no new decision while
that task is not done. A takeback during those 0.6 s rebuilds the game (the
old task will drop its answer: ``self.game is not g``); the seat's choice
made again before the old task wakes asks ``_computer_turn`` for the
computer's next decision, which is refused (the old task still runs); the
old task then wakes, finds another game and ends without choosing and
without starting the new decision. The computer never moves again: every
seat sees "Bo is choosing…" for ever (until someone takes back again).
The pace made the window of this race 0.6 s at every decision (before, only
the search's time).

How to see it: ``holytable host holy_wars --computer 2:easy``; join; play a
card, press u and play it again within about half a second (Enter Enter on
the same option): Bo never answers.
"""
from __future__ import annotations

import asyncio
import random

from holytable.bot import make_player
from netkit import new_table


async def test_the_tables_computer_decides_after_a_takeback_and_a_choice_made_again(tmp_path):
    table = new_table("holy_wars", 7, tmp_path, remote={0}, computers={1: make_player("easy", seed=1)})
    r = random.Random(2)
    table._computer_turn()
    tried = False
    for _ in range(400):
        g = table.game
        d = g.pending
        if d is None:
            break
        if d.player != 0:
            await asyncio.sleep(0.05)
            continue
        oid = r.choice(d.ids())
        assert table.choose(0, oid, len(g.choices)) is None
        p = table.game.pending
        if p is None or p.player != 1 or not table.game.can_take_back(0):
            continue
        await asyncio.sleep(0.1)  # the computer's decision is under way (its 0.6 s)
        assert table.take_back(0, len(table.game.choices)) is None  # u
        await asyncio.sleep(0.05)
        assert table.choose(0, oid, len(table.game.choices)) is None  # the same choice again
        n = len(table.game.choices)
        assert table.game.pending.player == 1
        for _ in range(100):  # 5 s: the computer takes 0.6 s a decision
            await asyncio.sleep(0.05)
            if len(table.game.choices) > n:
                break
        assert len(table.game.choices) > n, (
            "after Ana's takeback and her choice made again, the table's computer (Bo) never decided: "
            f"the game waits on Bo at choice {n} for ever")
        tried = True
        break
    if table._computer_task is not None:
        table._computer_task.cancel()
    assert tried, "no choice of Ana's the computer answered and she could take back"
