"""Holdfast position evaluation (issue 14; holytable/games/holdfast/evaluation.py):
``evaluate(seat)`` in 0..1, 1 for a won game, from public facts only, and a
rough guide to who wins."""
from __future__ import annotations

import random

from gamekit import assert_evaluate_is_a_chance
from test_hf_determinize import _game, positions


def test_hf_1_4_evaluate_is_a_chance_in_0_1_and_two_seats_share_it():
    assert_evaluate_is_a_chance(positions())


def test_hf_1_2_evaluate_ranks_a_won_game_1_and_a_lost_one_0():
    for seed in (3, 5, 11):
        g = _game(2, seed)
        r = random.Random(seed)
        while not g.over:
            ids = g.legal_ids()
            g.choose(ids[r.randrange(len(ids))])
        w = g.outcome.winner
        if w is None:
            assert g.evaluate(0) == g.evaluate(1) == 0.5
        else:
            assert g.evaluate(w) == 1.0 and g.evaluate(1 - w) == 0.0


def test_hf_14_2_evaluate_reads_no_hidden_card():
    """The same for every game that looks the same from the seat (the game and
    its determinizations), at the seat's own decisions."""
    for g in positions():
        seat = g.pending.player if g.pending is not None else 0
        v = g.evaluate(seat)
        for seed in (1, 2):
            assert g.determinize(seat, seed).evaluate(seat) == v


def test_hf_1_1_evaluate_points_to_the_winner_more_often_than_not():
    """Three quarters into random games (2 seats, seeds 1-40), the seat it
    favours wins more often than not (measured: 22 of 26 decided games)."""
    right = decided = 0
    for seed in range(1, 41):
        g = _game(2, seed)
        r = random.Random(seed)
        vals = []
        k = 0
        while not g.over:
            if k % 25 == 0:
                vals.append(g.evaluate(0))
            ids = g.legal_ids()
            g.choose(ids[r.randrange(len(ids))])
            k += 1
        w = g.outcome.winner
        if w is None or len(vals) < 5:
            continue
        decided += 1
        right += (vals[3 * len(vals) // 4] > 0.5) == (w == 0)
    assert decided >= 15 and right > 0.65 * decided
