"""Frontline's position score for the computer player's cut-off playouts
(issue 14; FL-9 VP, FL-17 the cards a seat fights with)."""
from __future__ import annotations

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bot"))
import detkit  # noqa: E402


def test_fl_9_evaluate_is_a_share_that_follows_the_vp_lead():
    g = detkit.new_game("frontline", 2)
    assert g.evaluate(0) == g.evaluate(1) == 0.5  # the same decks' worth each, no VP
    g.s.sides[0].vp = g.s.sides[0].won = 6
    a = g.evaluate(0)
    assert 0.5 < a < 1 and abs(a + g.evaluate(1) - 1) < 1e-9
    g.s.sides[0].vp = g.s.sides[0].won = 12
    assert g.evaluate(0) > a


def test_fl_17_evaluate_counts_the_ranks_a_seat_still_fights_with():
    g = detkit.new_game("frontline", 2)
    side, other = g.s.sides
    low = min(other.deck, key=lambda c: g._ranks[c])
    high = max(side.deck, key=lambda c: g._ranks[c])
    side.deck.remove(high)
    other.deck.remove(low)
    side.deck.append(low)
    other.deck.append(high)  # seat 0 gave its best card for the opponent's worst
    assert g.evaluate(0) < 0.5 < g.evaluate(1)


def test_fl_9_evaluate_of_an_ended_game_is_its_result():
    g = detkit.new_game("frontline", 2)
    g.playout(random.Random(1), 100_000)
    w = g.outcome.winner
    assert w is not None and g.evaluate(w) == 1.0 and g.evaluate(1 - w) == 0.0
