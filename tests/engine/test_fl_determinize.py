"""Frontline's determinization (issue 14; FL-3 hidden zones, FL-12 Scout and
Veteran, FL-17 regroup): ``FrontlineGame.redeal_hidden`` via ``Game.determinize``."""
from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bot"))
import detkit  # noqa: E402

import gamekit  # noqa: E402


def view_dict(g, seat):
    return gamekit.view_dict(g.view(seat))

SEEDS = range(12)


def _positions(every: int = 5):
    return detkit.positions("frontline", SEEDS, every=every)


def test_fl_3_determinize_keeps_the_seats_view_and_the_game():
    """view(seat) equal, invariants hold, a playout ends, the game itself unchanged."""
    n = 0
    for g, seat in _positions():
        before = view_dict(g, seat)
        others = [view_dict(g, p) for p in range(2)]
        s0 = detkit.state_of(g)
        s0 = (g.s.copy(), list(s0[1]), s0[2], list(s0[3]), s0[4])
        d = g.determinize(seat, 1000 + n)
        assert d is not g
        assert view_dict(d, seat) == before
        d.check_invariants()
        assert d.hidden_uids(seat) == g.hidden_uids(seat)
        d.playout(random.Random(n), 100_000)
        assert d.over
        assert detkit.state_of(g) == s0 and [view_dict(g, p) for p in range(2)] == others
        n += 1
    assert n > 200


def test_fl_3_determinize_moves_hidden_cards():
    """Over seeds, the opponent's hand and the seat's own deck order really change."""
    hand_moved = deck_moved = 0
    for g, seat in _positions(every=9):
        o = 1 - seat
        d1, d2 = g.determinize(seat, 1), g.determinize(seat, 2)
        if len(set(g.s.sides[o].hand + g.s.sides[o].deck)) > 3:
            hand_moved += sorted(d1.s.sides[o].hand) != sorted(d2.s.sides[o].hand)
        if len(g.s.sides[seat].deck) > 4:
            deck_moved += d1.s.sides[seat].deck != d2.s.sides[seat].deck
    assert hand_moved > 20 and deck_moved > 20


def test_fl_3_determinize_is_canonical():
    """Two games that look the same from the seat (G and a determinization of it)
    give equal determinizations for one seed: nothing is read from where the
    hidden cards really are."""
    n = 0
    for g, seat in _positions(every=6):
        g2 = g.determinize(seat, 77)
        assert view_dict(g2, seat) == view_dict(g, seat)
        a, b = g.determinize(seat, 5), g2.determinize(seat, 5)
        assert detkit.state_of(a) == detkit.state_of(b)
        n += 1
    assert n > 100


def test_fl_12_determinize_keeps_the_cards_a_seat_placed_in_its_own_deck():
    """Scout's kept card on top and the cards put under (Scout, Veteran) stay
    where the seat knows them to be; a pending Scout look keeps both cards."""
    known = 0
    for g, seat in _positions(every=1):
        side = g.s.sides[seat]
        top = side.top_known
        if g.pending is not None and g.pending.kind == "scout" and g.pending.player == seat:
            top = max(top, 2)
        if not (top or side.bottom_known) or len(side.deck) < 3:
            continue
        for k in range(3):
            deck = g.determinize(seat, k).s.sides[seat].deck
            assert deck[len(deck) - top:] == side.deck[len(deck) - top:]
            assert deck[:side.bottom_known] == side.deck[:side.bottom_known]
        known += 1
    assert known > 20


def test_fl_17_determinize_deals_the_opponents_deck_from_what_may_be_in_it():
    """After a regroup the opponent's deck holds only the survivors shuffled in
    (and, after an exchange, what it hid then); a soldier seen retreating to
    the hand never goes into the deck."""
    narrowed = 0
    for g, seat in _positions(every=2):
        o = 1 - seat
        pool = g.s.sides[o].pool
        assert set(g.s.sides[o].deck) <= pool  # the rules keep it a true bound
        hidden = set(g.s.sides[o].deck + g.s.sides[o].hand)
        if hidden <= pool:
            continue
        narrowed += 1
        for k in range(3):
            assert set(g.determinize(seat, k).s.sides[o].deck) <= pool
    assert narrowed > 10


@pytest.mark.parametrize("seed", [3])
def test_fl_3_determinize_reseeds_chance(seed):
    """The determinization's chance is its own: two seeds, two different regroup shuffles
    or draws ahead (never the game's seed read ahead)."""
    g = detkit.new_game("frontline", seed)
    a, b = g.determinize(0, 1), g.determinize(0, 2)
    assert a.rng.getstate() != g.rng.getstate() and a.rng.getstate() != b.rng.getstate()
