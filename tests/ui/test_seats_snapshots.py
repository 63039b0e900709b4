"""Snapshot tests of tables of three and more at 80x24 (issue 15, "More
seats"): a 4-player Pantheon, a 4-player Holdfast and a 5-player Heresy, each
mid-game (fixed seed, random choices from ``random.Random(seed)``, saved and
resumed; never a choice that gives the game away), drawn for the seat deciding after the handoff: every opponent on
screen, one in full and each other on a line of their own.

Approve a change with ``pytest tests/ui/test_seats_snapshots.py
--snapshot-update`` only after looking at the report.
"""
from __future__ import annotations

import random

import pytest
from uihelpers import SIZE, unasked_step

from holytable.engine.record import GameRecord, save_record
from holytable.games import game_class
from holytable.ui.app import HolytableApp
from holytable.ui.decks import default_decks, load_ready_deck

NAMES = ["Ana", "Bo", "Cy", "Di", "Ed"]
#: game -> (players, seed, choices made before the snapshot)
TABLES = {"pantheon": (4, 3, 160), "holdfast": (4, 5, 150), "heresy": (5, 3, 150)}


def position(gid: str):
    seats, seed, choices = TABLES[gid]
    cls = game_class(gid)
    game = cls(options={}, seed=seed, decks=[load_ready_deck(gid, d) for d in default_decks(gid, seats)],
               names=NAMES[:seats])
    rng = random.Random(seed)
    made = 0
    while game.pending and made < choices:
        if step := unasked_step(game.pending):  # Heresy's maker (HK-23.11.b), lone keep (HK-4.4.c): no draw,
            game.choose(step)                  # not counted: the same table
            continue
        made += 1
        # not the choices that give the game away ("End anyway? ... you lose"): every seat still plays
        ids = [o.id for o in game.pending.options if "anyway" not in o.label] or game.pending.ids()
        game.choose(rng.choice(ids))
    assert game.pending is not None, "the game ended first"
    return game


async def settle(pilot):
    await pilot.pause()
    await pilot.pause()


@pytest.mark.parametrize("gid", list(TABLES))
def test_a_table_of_many(snap_compare, holytable_home, gid):
    game = position(gid)
    path = holytable_home / f"{gid}-table.json"
    save_record(GameRecord.of(game), path)
    app = HolytableApp(resume=path, key_guard=0)
    assert snap_compare(app, press=["enter"], terminal_size=SIZE, run_before=settle)
