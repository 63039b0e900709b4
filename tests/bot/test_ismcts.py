"""The search player (issue 14): holytable.bot.ismcts / players."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
import detkit  # noqa: E402
import toy_games  # noqa: E402

from holytable.bot import Budget, RandomPlayer, SearchPlayer, SearchStats, make_player, search  # noqa: E402

FEW = Budget(iterations=40, seconds=60.0)


def _mid_game(seed: int = 4, steps: int = 9):
    g = detkit.new_game("frontline", seed)
    for _ in range(steps):
        g.choose(g.legal_ids()[0])
    return g


def test_search_answers_a_legal_option_and_leaves_the_game_alone():
    g = _mid_game()
    before = detkit.state_of(g)
    before = (g.s.copy(), list(before[1]), before[2], list(before[3]), before[4])
    log = len(g.log.events)
    st = SearchStats()
    oid = search(g, g.pending.player, FEW, seed=3, stats=st)
    assert oid in g.legal_ids()
    assert st.iterations == 40 and sum(v for v, _ in st.root.values()) == 40
    assert detkit.state_of(g) == before and len(g.log.events) == log and not g.quiet


def test_search_is_repeatable_for_a_seed():
    g = _mid_game()
    a, b = SearchStats(), SearchStats()
    assert search(g, g.pending.player, FEW, 11, stats=a) == search(g, g.pending.player, FEW, 11, stats=b)
    assert a.root == b.root


def test_should_stop_cuts_the_search_short():
    g = _mid_game()
    st = SearchStats()
    oid = search(g, g.pending.player, Budget(10_000, 60.0), 1, should_stop=lambda: True, stats=st)
    assert oid in g.legal_ids() and st.iterations == 1


def test_time_cap_cuts_the_search_short():
    g = _mid_game()
    st = SearchStats()
    search(g, g.pending.player, Budget(10**7, 0.05), 1, stats=st)
    assert st.iterations < 10**7 and st.seconds < 2


def test_search_refuses_a_seat_that_does_not_decide():
    g = _mid_game()
    with pytest.raises(ValueError, match="does not decide"):
        search(g, 1 - g.pending.player, FEW)
    with pytest.raises(ValueError, match="does not decide"):
        RandomPlayer().choose(g, 1 - g.pending.player)


def test_each_node_scores_for_the_seat_that_chose_it():
    """Three seats: seat 1 crowns itself after 'a', so seat 0 must pick 'b'."""
    g = toy_games.kingmaker()
    st = SearchStats()
    assert search(g, 0, Budget(400, 60.0), 5, stats=st) == "b"
    assert st.root["a"][1] < 0.2 < st.root["b"][1]
    g.choose("a")
    assert search(g, 1, Budget(50, 60.0), 5) == "win:1"


def test_players_by_name():
    assert isinstance(make_player("random"), RandomPlayer)
    assert make_player("hard").budget.seconds <= 1.0
    with pytest.raises(ValueError, match="no strength"):
        make_player("grandmaster")
    p = SearchPlayer(FEW, seed=2)
    g = _mid_game()
    assert p.choose(g, g.pending.player) in g.legal_ids() and len(p.times) == 1


def test_a_reply_never_depends_on_a_move_its_seat_cannot_see():
    """Seat 1 guesses seat 0's face-down card: it cannot see it, so each card
    wins half the time for seat 0. Plain SO-ISMCTS (hidden_moves=False) lets
    seat 1's reply in the tree follow the card and believes both lose."""
    for seed in range(4):
        g = toy_games.pennies()
        fair, leaky = SearchStats(), SearchStats()
        search(g, 0, Budget(600, 60.0), seed, stats=fair)
        search(g, 0, Budget(600, 60.0, hidden_moves=False), seed, stats=leaky)
        assert all(0.3 < v < 0.7 for _, v in fair.root.values()), fair.root
        assert all(v < 0.1 for _, v in leaky.root.values()), leaky.root
