"""Pantheon determinization (issue 14; PN-4.6: hands and deck orders are hidden).

``Game.determinize(seat, seed)`` re-deals what ``seat`` may not know: every
deck's order (its own too) and the other players' hands. Checked over
positions of seeded random games of the ready-made decks with 2, 3 and 4
players, for every seat, including Twist windows (PN-17.2): the seat's view is
unchanged, the invariants hold, a playout ends, hidden cards do move, the
result depends only on what the seat sees, and the game itself never changes.
What every seat has seen is kept: a card Anubis put on top of a deck (PN-14.4)
and a card taken back to a hand (PN-9.3).
"""
from __future__ import annotations

import random
from collections import Counter
from functools import lru_cache

import pytest
from gamekit import assert_determinization_plays_to_an_end

from holytable.engine.log import Log
from holytable.games.pantheon import decks as deckfiles
from holytable.games.pantheon.rules import PantheonGame

#: (players, seed) of the random games the positions come from
GAMES = [(2, 0), (2, 1), (3, 0), (3, 1), (4, 0), (4, 2)]


@lru_cache(maxsize=None)
def _ready() -> tuple:
    return tuple(deckfiles.load_deck(p) for _, p in sorted(deckfiles.ready_decks().items()))


def new_game(players: int, seed: int) -> PantheonGame:
    decks = _ready()
    return PantheonGame(seed=seed, decks=[decks[(seed + i) % 3] for i in range(players)],
                        names=["Ana", "Bo", "Cy", "Di"][:players])


@lru_cache(maxsize=None)
def positions(players: int, seed: int) -> tuple[PantheonGame, ...]:
    """Copies of a random game: the first four Twist windows and twelve
    other positions spread over the whole game."""
    g = new_game(players, seed)
    r = random.Random(seed)
    windows, others = [], []
    while not g.over:
        if g.pending.window and len(windows) < 4:
            windows.append(g.clone())
        elif len(g.choices) % 10 == 0:
            others.append(g.clone())
        g.choose(r.choice(g.legal_ids()))
    return tuple(windows) + tuple(others[:: max(1, len(others) // 12)])


def test_pn_4_6_positions_include_windows_and_every_decider():
    for players in (2, 3, 4):
        every = [p for n, seed in GAMES if n == players for p in positions(n, seed)]
        assert any(p.pending.window for p in every)
        assert {p.pending.player for p in every} == set(range(players))


@pytest.mark.parametrize("players,seed", GAMES)
def test_pn_4_6_determinize_keeps_the_seats_view(players, seed):
    for g in positions(players, seed):
        for seat in range(players):
            before = g.view_dict(seat)
            d = g.determinize(seat, 1000 + seed)
            assert d is not g and d.s is not g.s
            assert d.view_dict(seat) == before, (players, seed, len(g.choices), seat)
            d.check_invariants()


@pytest.mark.parametrize("players,seed", GAMES[::2])
def test_pn_4_6_determinize_never_changes_the_game(players, seed):
    for g in positions(players, seed)[::3]:
        s0, pending, rng = g.s.copy(), g.pending, g.rng.getstate()
        views = [g.view_dict(p) for p in range(players)]
        for seat in range(players):
            g.determinize(seat, 7).playout(random.Random(3), 40)
        assert g.s == s0 and g.pending is pending and g.rng.getstate() == rng
        assert [g.view_dict(p) for p in range(players)] == views


@pytest.mark.parametrize("players,seed", GAMES)
def test_pn_4_6_determinization_plays_to_an_end(players, seed):
    ps = positions(players, seed)
    for i, g in enumerate(ps[:: max(1, len(ps) // 3)]):
        seat = i % players
        assert_determinization_plays_to_an_end(g, seat, 50 + i, i, invariants=True)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_pn_4_6_hidden_cards_move_and_own_hand_stays(players):
    """Over seeds the other hands and every deck order change; the seat's own
    hand and every public zone never do; each hidden card stays its owner's."""
    moved = Counter()
    seed0 = next(s for n, s in GAMES if n == players)
    for g in positions(players, seed0)[1:5]:
        for seat in range(players):
            for seed in range(4):
                d = g.determinize(seat, seed)
                for p in range(players):
                    a, b = g.s.sides[p], d.s.sides[p]
                    assert sorted(a.deck + a.hand) == sorted(b.deck + b.hand)
                    assert len(a.hand) == len(b.hand) and len(a.deck) == len(b.deck)
                    assert (a.grave, a.sealed, a.points, a.tokens, a.wp, a.dice) == \
                           (b.grave, b.sealed, b.points, b.tokens, b.wp, b.dice)
                    assert [sl.unit and sl.unit.c for sl in a.active + a.bench] == \
                           [sl.unit and sl.unit.c for sl in b.active + b.bench]
                    if p == seat:
                        assert b.hand == a.hand and sorted(b.deck) == sorted(a.deck)
                        moved["own deck"] += b.deck != a.deck
                    else:
                        moved["hand"] += sorted(b.hand) != sorted(a.hand)
                        moved["deck"] += b.deck != a.deck
    assert min(moved["own deck"], moved["hand"], moved["deck"]) > 10, moved


@pytest.mark.parametrize("players,seed", GAMES)
def test_pn_4_6_determinize_depends_only_on_what_the_seat_sees(players, seed):
    """G2 = G.determinize(seat, a) looks the same from ``seat`` with other
    hidden cards; G and G2 determinized with one seed are equal."""
    for g in positions(players, seed)[::3]:
        for seat in range(players):
            g2 = g.determinize(seat, 99)
            assert g2.view_dict(seat) == g.view_dict(seat)
            a, b = g.determinize(seat, 5), g2.determinize(seat, 5)
            assert a.s == b.s
            assert a.rng.getstate() == b.rng.getstate()
            assert a.pending == b.pending


def test_pn_4_6_determinize_reseeds_chance():
    """The dice of a determinization come from its seed, not the game's."""
    g = positions(2, 0)[2]
    rolls = set()
    for seed in range(6):
        d = g.determinize(0, seed)
        rolls.add(tuple(d.rng.die() for _ in range(8)))
    assert len(rolls) == 6


def test_pn_9_1_another_players_pending_play_phase_is_kept():
    """A player is asked in every Play and Combat phase of theirs, with
    nothing to do too (PN-9.1); a seat that sees them asked keeps them asked
    in every determinization."""
    found = 0
    for players, seed in GAMES:
        for g in positions(players, seed):
            d0 = g.pending
            if d0.kind not in ("play", "combat"):
                continue
            for seat in range(players):
                if seat == d0.player:
                    continue
                for k in range(3):
                    d = g.determinize(seat, k)
                    assert d.pending.player == d0.player and d.pending.kind == d0.kind
                    assert d.s.tasks == g.s.tasks
                    found += 1
    assert found > 20


def test_pn_9_1_a_play_phase_with_nothing_to_do_is_asked_and_kept():
    """A position (4 players, seed 2, after 129 random choices) where Ana's
    hand of 4 offers nothing in her Play phase: she is asked all the same,
    with "end" alone (PN-9.1), so the table learns nothing of her hand from
    it; every determinization keeps her asked, and looks the same."""
    g = new_game(4, 2)
    r = random.Random(2)
    for _ in range(129):
        g.choose(r.choice(g.legal_ids()))
    assert (g.pending.player, g.pending.kind) == (0, "play")
    assert g.legal_ids() == ["next"] and len(g.s.sides[0].hand) == 4
    for seat in (1, 2, 3):
        view = g.view_dict(seat)
        for k in range(30):
            d = g.determinize(seat, k)
            assert (d.pending.player, d.pending.kind) == (0, "play")
            assert d.view_dict(seat) == view


@lru_cache(maxsize=None)
def _anubis_positions() -> tuple[PantheonGame, ...]:
    """Positions of a random game (2 players, seed 1) while a card Anubis put
    on top of a deck is still there (PN-14.4)."""
    g = new_game(2, 1)
    r = random.Random(1)
    out = []
    while not g.over:
        g.choose(r.choice(g.legal_ids()))
        if any(side.known_top for side in g.s.sides):
            out.append(g.clone())
    return tuple(out)


def test_pn_14_4_a_card_anubis_put_on_top_stays_on_top():
    found = _anubis_positions()
    assert found
    for g in found:
        g.check_invariants()  # the known top is really there
        for p, side in enumerate(g.s.sides):
            top = side.known_top
            if not top:
                continue
            for seat in (0, 1):  # the owner does not know the rest of its deck either
                for seed in range(5):
                    d = g.determinize(seat, seed)
                    dd = d.s.sides[p].deck
                    assert [d.keys[c] for c in dd[len(dd) - len(top):]] == top
                    assert d.s.sides[p].known_top == top
                    assert d.view_dict(seat) == g.view_dict(seat)


@lru_cache(maxsize=None)
def _known_hand_positions() -> tuple[PantheonGame, ...]:
    """Positions of random games where a card is known to be in a hand (taken
    back, returned to hand, revived, drawn from a known top)."""
    out = []
    for players, seed in GAMES:
        for g in positions(players, seed):
            if any(side.known_hand for side in g.s.sides):
                out.append(g)
    return tuple(out)


def test_pn_9_3_cards_known_in_a_hand_stay_in_it():
    """What is known of a hand is really there (check_invariants), and stays
    there in every other seat's determinization."""
    found = _known_hand_positions()
    assert len(found) >= 10
    for g in found:
        g.check_invariants()
        for p, side in enumerate(g.s.sides):
            want = Counter(side.known_hand)
            if not want:
                continue
            for seat in range(g.num_players):
                if seat == p:
                    continue
                d = g.determinize(seat, len(g.choices))
                got = Counter(d.keys[c] for c in d.s.sides[p].hand)
                assert all(got[key] >= n for key, n in want.items())


def test_pn_9_3_what_is_known_stays_true_through_random_games():
    """Known cards are forgotten as cards of their key leave the hand, or
    drawn or milled off the top; every random game keeps what is known true
    (check_invariants after every choice, PN-4.6)."""
    forgotten = 0
    for players, seed in [(2, 1), (2, 5), (3, 3)]:
        g = new_game(players, seed)
        g.quiet = True
        r = random.Random(seed)
        while not g.over:
            before = [len(side.known_hand) for side in g.s.sides]
            g.choose(r.choice(g.legal_ids()))
            g.check_invariants()
            forgotten += sum(len(side.known_hand) < n for side, n in zip(g.s.sides, before))
    assert forgotten > 0


def test_pn_4_6_known_cards_do_not_need_the_log():
    """What is known is kept in the state: the same position without its log
    (a quiet copy, as a search makes) determinizes alike."""
    g = _known_hand_positions()[0]
    q = g.clone()
    q.quiet, q.log = True, Log()
    for seat in range(q.num_players):
        a, b = g.determinize(seat, 1), q.determinize(seat, 1)
        assert a.s == b.s and b.quiet
        assert b.view(seat).board == g.view(seat).board


# -- the position evaluation a search uses at its playout cut-off (issue 14) --------------------------


@pytest.mark.parametrize("players,seed", GAMES)
def test_pn_1_1_evaluate_is_in_0_1_and_changes_nothing(players, seed):
    for g in positions(players, seed):
        s0 = g.s.copy()
        for seat in range(players):
            assert 0.0 <= g.evaluate(seat) <= 1.0
        assert g.s == s0


@pytest.mark.parametrize("players", [2, 3, 4])
def test_pn_1_1_a_won_game_is_1_for_its_winner_and_0_for_the_others(players):
    for seed in range(3):
        g = new_game(players, seed)
        g.quiet = True
        g.playout(random.Random(seed), 100_000)
        w = g.outcome.winner
        assert w is not None
        assert g.evaluate(w) == 1.0
        assert all(g.evaluate(p) == 0.0 for p in range(players) if p != w)


def test_pn_1_1_more_worship_points_rank_higher():
    g = positions(3, 0)[7].clone()  # turn 4 (re-picked when PN-9.1 began asking an empty Play phase)
    base = [g.evaluate(p) for p in range(3)]
    g.s.sides[0].wp += 3
    assert g.evaluate(0) > base[0]
    assert g.evaluate(1) <= base[1] and g.evaluate(2) <= base[2]
    g.s.sides[0].wp = g.goal - 1
    g.s.sides[1].wp = g.s.sides[2].wp = 0
    assert g.evaluate(0) > 0.9


def test_pn_1_2_a_player_who_is_out_is_worth_0():
    g = positions(3, 1)[5].clone()
    g.s.sides[2].out = True
    assert g.evaluate(2) == 0.0
