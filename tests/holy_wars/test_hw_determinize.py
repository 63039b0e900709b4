"""Holy Wars determinization (issue 14; HW-3.4: what each seat may not see).

``Game.determinize(seat, seed)`` re-deals what ``seat`` may not know: both
decks (its own too) and the opponent's hand. Checked over positions of seeded
random games with the ready-made decks, for both seats, including response
windows (HW-8.3): the seat's view is unchanged, the invariants hold, a playout
ends, hidden cards do move, the result depends only on what the seat sees, and
the game itself is never changed.
"""
from __future__ import annotations

import random
from collections import Counter
from functools import lru_cache

import pytest
from gamekit import assert_determinization_plays_to_an_end

from holytable.games.holy_wars import decks as deckfiles
from holytable.games.holy_wars.rules import HolyWarsGame

SEEDS = range(4)


@lru_cache(maxsize=None)
def _ready() -> tuple:
    return tuple(deckfiles.load_deck(p) for _, p in sorted(deckfiles.ready_decks().items()))


@lru_cache(maxsize=None)
def positions(seed: int, every: int = 25) -> tuple[HolyWarsGame, ...]:
    """Copies of a random game of the ready-made decks every ``every`` choices,
    and at every response window the first 30 choices reach."""
    decks = _ready()
    g = HolyWarsGame(seed=seed, decks=[decks[seed % 3], decks[(seed + 1) % 3]], names=["Ana", "Bo"])
    r = random.Random(seed)
    out, k = [], 0
    while not g.over:
        if k % every == 0 or (g.pending.window and k < 30):
            out.append(g.clone())
        g.choose(r.choice(g.legal_ids()))
        k += 1
    return tuple(out)


def state_of(g: HolyWarsGame):
    """The whole changing state, comparable with ==."""
    return g.s


def test_hw_3_4_positions_include_windows_and_both_deciders():
    every = [p for seed in SEEDS for p in positions(seed)]
    assert any(p.pending.window for p in every)
    assert {p.pending.player for p in every} == {0, 1}


@pytest.mark.parametrize("seed", SEEDS)
def test_hw_3_4_determinize_keeps_the_seats_view(seed):
    for g in positions(seed):
        for seat in (0, 1):
            before = g.view_dict(seat)
            d = g.determinize(seat, 1000 + seed)
            assert d is not g and d.s is not g.s
            assert d.view_dict(seat) == before, (seed, g.choices[-1:], seat)
            d.check_invariants()


@pytest.mark.parametrize("seed", SEEDS)
def test_hw_3_4_determinize_never_changes_the_game(seed):
    for g in positions(seed)[::2]:
        s0, pending, rng = g.s.copy(), g.pending, g.rng.getstate()
        views = [g.view_dict(p) for p in (0, 1)]
        for seat in (0, 1):
            d = g.determinize(seat, 7)
            d.playout(random.Random(3), 40)
        assert g.s == s0 and g.pending is pending and g.rng.getstate() == rng
        assert [g.view_dict(p) for p in (0, 1)] == views


@pytest.mark.parametrize("seed", SEEDS)
def test_hw_3_4_determinization_plays_to_an_end(seed):
    ps = positions(seed)
    for i, g in enumerate(ps[:: max(1, len(ps) // 4)]):
        for seat in (0, 1):
            assert_determinization_plays_to_an_end(g, seat, 50 + i, i, invariants=True)


def test_hw_3_4_hidden_cards_move_and_own_hand_stays():
    """Over seeds the opponent's hand and both deck orders change; the seat's
    own hand (HW-3.4: it sees it) and every face-up zone never do."""
    moved_hand = moved_own_deck = moved_their_deck = 0
    for g in positions(0)[1:6]:
        for seat in (0, 1):
            me, op = g.s.sides[seat], g.s.sides[1 - seat]
            for seed in range(5):
                d = g.determinize(seat, seed)
                dme, dop = d.s.sides[seat], d.s.sides[1 - seat]
                assert dme.hand == me.hand
                assert sorted(dme.deck) == sorted(me.deck)
                assert sorted(dop.deck + dop.hand) == sorted(op.deck + op.hand)
                assert len(dop.hand) == len(op.hand) and len(dop.deck) == len(op.deck)
                for zone in ("field", "events", "captured", "discard", "reserve", "set_area", "convictions"):
                    assert getattr(dop, zone) == getattr(op, zone) and getattr(dme, zone) == getattr(me, zone)
                moved_hand += sorted(dop.hand) != sorted(op.hand)
                moved_own_deck += dme.deck != me.deck
                moved_their_deck += dop.deck != op.deck
    assert moved_hand > 25 and moved_own_deck > 25 and moved_their_deck > 25


@pytest.mark.parametrize("seed", SEEDS)
def test_hw_3_4_determinize_depends_only_on_what_the_seat_sees(seed):
    """G2 = G.determinize(seat, a) looks the same from ``seat`` with other
    hidden cards; G and G2 determinized with one seed are equal."""
    for g in positions(seed)[::3]:
        for seat in (0, 1):
            g2 = g.determinize(seat, 99)
            assert g2.view_dict(seat) == g.view_dict(seat)
            a, b = g.determinize(seat, 5), g2.determinize(seat, 5)
            assert state_of(a) == state_of(b)
            assert a.rng.getstate() == b.rng.getstate()
            assert a.pending == b.pending


def test_hw_3_4_determinize_reseeds_chance():
    """The dice of a determinization come from its seed, not the game's."""
    g = positions(1)[3]
    rolls = set()
    for seed in range(6):
        d = g.determinize(0, seed)
        rolls.add(tuple(d.rng.die() for _ in range(8)))
    assert len(rolls) == 6
    assert g.determinize(0, 4).rng.getstate() == g.determinize(1, 4).rng.getstate()


def known(g: HolyWarsGame, p: int) -> Counter:
    """The keys both players know to be in seat ``p``'s hand (``Side.known``)."""
    return Counter(g.s.sides[p].known)


@lru_cache(maxsize=None)
def _known_positions() -> tuple[HolyWarsGame, ...]:
    """Positions right after a card came face up into a hand (Grave Vigil,
    Last Rites, Triage: HW-18), from random games."""
    out = []
    for seed in range(40):
        decks = _ready()
        g = HolyWarsGame(seed=seed, decks=[decks[seed % 3], decks[(seed + 2) % 3]], names=["Ana", "Bo"])
        r = random.Random(seed)
        seen = 0
        while not g.over and len(out) < 12:
            g.choose(r.choice(g.legal_ids()))
            n = len(g.s.sides[0].known) + len(g.s.sides[1].known)
            if n > seen:
                out.append(g.clone())
            seen = n
        if len(out) >= 12:
            break
    return tuple(out)


def test_hw_18_cards_returned_to_a_hand_stay_in_it():
    """A card seen going into the opponent's hand is still there in every
    determinization; what is known is really there (check_invariants)."""
    found = _known_positions()
    assert len(found) >= 6
    for g in found:
        g.check_invariants()
        for p in (0, 1):
            want = known(g, p)
            if not want:
                continue
            for seed in range(4):
                d = g.determinize(1 - p, seed)
                got = Counter(d.keys[c] for c in d.s.sides[p].hand)
                assert all(got[k] >= n for k, n in want.items())
                assert known(d, p) == want
                assert d.view_dict(1 - p) == g.view_dict(1 - p)


def test_hw_18_a_card_played_from_the_hand_is_no_longer_known():
    """Known cards are forgotten as cards of their name leave the hand, and
    every random game keeps what is known true (check_invariants, HW-3.4)."""
    decks = _ready()
    forgotten = 0
    for seed in range(12):
        g = HolyWarsGame(seed=seed, decks=[decks[seed % 3], decks[(seed + 2) % 3]], names=["Ana", "Bo"],
                         quiet=True)
        r = random.Random(seed)
        while not g.over:
            before = [len(side.known) for side in g.s.sides]
            g.choose(r.choice(g.legal_ids()))
            g.check_invariants()
            forgotten += sum(len(side.known) < n for side, n in zip(g.s.sides, before))
    assert forgotten > 0


def test_hw_3_4_known_cards_do_not_need_the_log():
    """What is known of a hand is kept in the state: the same position
    without its log (a quiet copy, as a search makes) determinizes alike."""
    from holytable.engine.log import Log

    g = _known_positions()[0]
    q = g.clone()
    q.quiet, q.log = True, Log()
    for seat in (0, 1):
        a, b = g.determinize(seat, 1), q.determinize(seat, 1)
        assert a.s == b.s and b.quiet
        assert b.view(seat).board == g.view(seat).board


# -- the position evaluation a search uses at its playout cut-off (issue 14) --------------------------


def test_hw_1_evaluate_is_in_0_1_and_changes_nothing():
    for seed in SEEDS:
        for g in positions(seed):
            s0 = g.s.copy()
            for seat in (0, 1):
                v = g.evaluate(seat)
                assert 0.0 <= v <= 1.0
            assert g.s == s0


def test_hw_1_2_a_won_game_is_1_for_its_winner_and_0_for_its_loser():
    decks = _ready()
    seen = set()
    for seed in range(6):
        g = HolyWarsGame(seed=seed, decks=[decks[seed % 3], decks[(seed + 1) % 3]], names=["Ana", "Bo"], quiet=True)
        g.playout(random.Random(seed), 100_000)
        w = g.outcome.winner
        if w is None:
            assert g.evaluate(0) == g.evaluate(1) == 0.5
            continue
        assert g.evaluate(w) == 1.0 and g.evaluate(1 - w) == 0.0
        seen.add(w)
    assert seen


def test_hw_1_1_more_resolve_and_a_stronger_field_rank_higher():
    g = positions(0)[4].clone()
    base = g.evaluate(0)
    assert abs(g.evaluate(0) + g.evaluate(1) - 1.0) < 1e-9  # two seats, one scale
    g.s.sides[0].resolve += 3
    assert g.evaluate(0) > base and g.evaluate(1) < 1 - base
    h = positions(0)[4].clone()
    h.s.sides[1].resolve = 1
    h.s.sides[0].resolve = 20
    assert h.evaluate(0) > 0.9
