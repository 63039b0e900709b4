"""What a search may spend (issue 14): the processor-time cap, the wall-clock
ceiling, and a game's ``search_scale`` (holytable.bot.ismcts.Budget,
players.SearchPlayer.budget_for)."""
from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import detkit  # noqa: E402

from holytable.bot import Budget, SearchPlayer, SearchStats, search  # noqa: E402
from holytable.games import game_class  # noqa: E402

INF = float("inf")


def _mid_game(seed: int = 4, steps: int = 9):
    g = detkit.new_game("frontline", seed)
    for _ in range(steps):
        g.choose(g.legal_ids()[0])
    return g


def test_the_time_cap_counts_the_searching_threads_processor_time_only():
    """A thread that does not run (here: sleeping in should_stop, as on a
    machine busy with other work) spends no processor time: a cap of twice
    the 40 iterations' processor time does not cut them when they take four
    times the cap by the wall clock (a wall-clock cap stopped them after
    about ten)."""
    g = _mid_game()
    seat = g.pending.player
    free, capped = SearchStats(), SearchStats()
    c0 = time.thread_time()
    a = search(g, seat, Budget(iterations=40, seconds=INF, wall=INF), 7, stats=free)
    # the cap: twice the processor time the 40 iterations took (a slow
    # machine takes longer for them); the naps: four times the cap in all
    cap = 2 * (time.thread_time() - c0) + 0.01

    def nap() -> bool:
        time.sleep(4 * cap / 40)
        return False

    b = search(g, seat, Budget(iterations=40, seconds=cap, wall=INF), 7, should_stop=nap, stats=capped)
    assert capped.seconds > 3 * cap  # it did sleep, far past the cap by the wall clock
    assert capped.iterations == free.iterations and a == b and capped.root == free.root


def test_the_processor_time_cap_cuts_a_search_short():
    g = _mid_game()
    st = SearchStats()
    search(g, g.pending.player, Budget(iterations=10**7, seconds=0.05, wall=INF), 1, stats=st)
    assert 1 <= st.iterations < 10**7 and st.seconds < 2


def test_the_wall_clock_ceiling_cuts_a_search_short():
    g = _mid_game()
    st = SearchStats()
    search(g, g.pending.player, Budget(iterations=10**7, seconds=INF, wall=0.05), 1, stats=st)
    assert 1 <= st.iterations < 10**7 and st.seconds < 2


def test_a_game_with_cheap_iterations_scales_the_strengths_budget():
    """Frontline says ``search_scale`` 3 and ``search_enough`` 0: a
    strength's iterations, run and least are three times as many there, and
    it never stops because its options come out alike; a game that says
    nothing keeps the budget; the time caps stay."""
    fl = detkit.new_game("frontline", 3)
    hw = detkit.new_game("holy_wars", 3)
    assert game_class("frontline").search_scale == 3
    p = SearchPlayer("normal", 1)
    b, b_fl = p.budget, p.budget_for(fl)
    assert (b_fl.iterations, b_fl.run, b_fl.least) == (3 * b.iterations, 3 * b.run, 3 * b.least)
    assert (b_fl.seconds, b_fl.wall, b_fl.c, b_fl.cutoff) == (b.seconds, b.wall, b.c, b.cutoff)
    assert b.enough > 0 and b_fl.enough == 0
    assert p.budget_for(hw) == b


def test_the_scaled_budget_is_the_one_searched():
    g = _mid_game()
    seat = g.pending.player
    p = SearchPlayer(Budget(iterations=10, seconds=INF, wall=INF), 5)
    p.choose(g, seat)
    assert p.last.iterations > 10


def test_a_strength_k_times_over_scales_its_iterations_and_every_time_cap():
    from holytable.bot.ismcts import STRENGTHS, scaled_strength

    n, n10 = STRENGTHS["normal"], scaled_strength("normalx10")
    assert (n10.iterations, n10.run, n10.least) == (10 * n.iterations, 10 * n.run, 10 * n.least)
    assert (n10.seconds, n10.wall) == (10 * n.seconds, 10 * n.wall)
    assert n10.enough == n.enough / 10  # options must come out ten times closer to stop early
    assert (n10.c, n10.reuse, n10.cutoff) == (n.c, n.reuse, n.cutoff)
    assert scaled_strength("hard") is STRENGTHS["hard"]
    for name in ("normalx1", "normalx101", "normalx", "normal10", "wizardx10", "randomx10", "normalx1.5"):
        assert scaled_strength(name) is None, name
    assert SearchPlayer("hardx2").budget.iterations == 2 * STRENGTHS["hard"].iterations
