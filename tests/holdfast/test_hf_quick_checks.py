"""The Holdfast engine's quick yes/no checks agree with the lists they stand
for (issue 11: the Command Phase menu asks these instead of wording every
placement and destination): HF-9.2 placements, HF-9.3 destinations."""
from __future__ import annotations

import random

from holytable import sim
from holytable.games.holdfast.rules import HoldfastGame


def _positions(seeds=range(3), steps=700):
    pairs = sim.ready_pairs("holdfast")
    for seed in seeds:
        da, db, na, nb = pairs[seed % len(pairs)]
        g = HoldfastGame(seed=seed, decks=[da, db], names=[na, nb])
        r = random.Random(seed)
        for _ in range(steps):
            if g.over:
                break
            yield g
            ids = g.legal_ids()
            g.choose(ids[r.randrange(len(ids))])


def test_hf_9_2_can_place_is_whether_there_is_a_placement():
    checked = set()
    for g in _positions():
        for seat in range(g.num_players):
            for c in g.s.sides[seat].hand:
                assert g.can_place(seat, c) == bool(g.placements(seat, c)), (g.seed, len(g.choices), g.uid(c))
                checked.add(g.kind(c) + ("-gear" if g.is_gear(c) else ""))
    assert {"fortification", "belonging-gear", "denizen", "structure"} <= checked


def test_hf_9_3_can_move_to_some_is_whether_there_is_a_destination():
    movers = 0
    for g in _positions():
        rooms: dict[int, list[int]] = {}
        for seat in range(g.num_players):
            for c in g.in_play(seat):
                if g.movable(c):
                    movers += 1
                    assert g.can_move_to_some(c, rooms) == bool(g.destinations(c)), (g.seed, len(g.choices), g.uid(c))
    assert movers > 100
