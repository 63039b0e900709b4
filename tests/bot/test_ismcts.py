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


def test_a_search_stops_once_no_iteration_left_can_change_the_answer():
    """Kingmaker: 'b' leads so far that the last iterations cannot overtake it."""
    g = toy_games.kingmaker()
    st = SearchStats()
    assert search(g, 0, Budget(4000, 60.0), 5, stats=st) == "b"
    assert 8 <= st.iterations < 4000


def _holdfast_turn(seed: int = 1):
    """A Holdfast game at a seat's turn with many decisions (its Command Phase)."""
    g = detkit.new_game("holdfast", seed)
    g.quiet = True
    r = __import__("random").Random(seed)
    while g.pending is not None and not (g.turn_number >= 3 and g.pending.kind == "command"):
        ids = g.legal_ids()
        g.choose(ids[r.randrange(len(ids))])
    return g


def test_a_run_of_decisions_shares_the_runs_iterations():
    """Budget.run: the seat's searched decisions in a row (its Command Phase)
    run at most ``run`` new iterations between them, but ``least`` each once
    it is spent; a decision after another seat's starts a new run."""
    g = _holdfast_turn()
    seat = g.pending.player
    b = Budget(iterations=60, seconds=60.0, run=100, least=3, reuse=True)
    p = SearchPlayer(b, seed=1)
    runs = []
    while g.pending is not None and g.pending.player == seat and len(runs) < 12:
        several = len(g.pending.options) > 1
        g.choose(p.choose(g, seat))
        if several:
            runs.append(p.last.iterations)
    assert len(runs) >= 5
    assert runs[0] == 60 and sum(runs) <= 100 + 3 * (len(runs) - 1)
    assert all(n >= 3 for n in runs)
    while g.pending is not None and g.pending.player == seat:
        g.choose(g.legal_ids()[-1])
    while g.pending is not None and g.pending.player != seat:
        g.choose(g.legal_ids()[-1])
    while g.pending is not None and len(g.pending.options) < 2:
        g.choose(g.legal_ids()[-1])
    assert g.pending is not None and g.pending.player == seat
    p.choose(g, seat)
    # a new run: the whole run's budget again (the search may stop before its
    # 60 once the lead cannot be overtaken, so the run's count says it)
    assert p._run[1] == 100 - p.last.iterations and p.last.iterations > 3


def test_the_next_own_decision_goes_on_from_the_kept_subtree():
    """Budget.reuse: after its own choice the seat's next decision starts
    from that choice's subtree (its visits count), and the kept tree depends
    only on what the seat knows: a game that looks the same from the seat
    (its determinization) gets the same choices and the same stats."""
    g = _holdfast_turn()
    seat = g.pending.player
    g2 = g.determinize(seat, 77)
    g2.quiet = True
    assert g2.view(seat) == g.view(seat) and g2.s != g.s
    b = Budget(iterations=80, seconds=60.0, reuse=True)
    p, p2 = SearchPlayer(b, seed=4), SearchPlayer(b, seed=4)
    reused = 0
    for _ in range(6):
        if g.pending is None or g.pending.player != seat:
            break
        a, a2 = p.choose(g, seat), p2.choose(g2, seat)
        assert a == a2 and (p.last is None) == (p2.last is None)
        if p.last is not None:
            assert p.last.root == p2.last.root and p.last.reused == p2.last.reused
            reused += p.last.reused
        g.choose(a)
        g2.choose(a2)
    assert reused > 0


def test_a_kept_node_counts_only_the_visits_of_options_on_offer():
    """A kept subtree's children for choices not on offer now (a card the
    seat drew in some deals only) count nothing toward the budget."""
    from holytable.bot.ismcts import Node
    from holytable.bot.players import _held
    from holytable.engine.decision import Decision, Option

    kept = Node("x", 0)
    for mv, visits, player in (("a", 50, 0), ("z", 100, 0), ("b", 30, 1)):
        ch = kept.children[mv] = Node(mv, player)
        ch.visits = visits
    d = Decision(0, "pick", "pick", (Option("a", "a", verb="pick"), Option("b", "b", verb="pick")))
    assert _held(kept, d) == 50
