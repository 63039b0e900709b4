"""A game's light playout policy (issue 14: "a light rollout policy";
``TaskLoop.rollout``): used only in a computer player's playouts
(``playout(..., policy=True)``, ``Budget.rollout``), it reads the decision and
draws from the playout's RNG; the search works without one."""
from __future__ import annotations

import random

import detkit
from holytable.bot.ismcts import Budget, search
from holytable.games.frontline.rules import FrontlineGame


def highest_half_the_time(game, d, r):
    """A stand-in policy: a draft's last (highest) option half the time, else random."""
    if d.kind != "draft" or r.random() >= 0.5:
        return None
    return d.options[-1]


def test_x_tasks_playout_with_a_policy_is_choose_with_the_policys_draws(monkeypatch):
    """playout(..., policy=True) plays what a loop of ``choose`` plays with the
    policy's option where it gives one and a random option (the same draw) where not."""
    monkeypatch.setattr(FrontlineGame, "rollout", highest_half_the_time)
    a = detkit.new_game("frontline", 3)
    b = a.clone()
    ra, rb = random.Random(4), random.Random(4)
    a.playout(ra, 200_000, policy=True)
    drafts = picked = 0
    while b.pending is not None:
        d = b.pending
        o = highest_half_the_time(b, d, rb)
        if d.kind == "draft":
            drafts += 1
            picked += o is not None
        if o is None:
            o = d.options[rb.randrange(len(d.options))]
        b.choose(o.id)
    assert (a.choices, a.deciders, a.outcome) == (b.choices, b.deciders, b.outcome)
    assert 0 < picked < drafts and ra.getstate() == rb.getstate()


def test_x_tasks_playouts_without_policy_never_call_it(monkeypatch):
    """A plain playout (simulate, the fuzzer) and a budget with rollout=False leave the policy alone;
    a computer player's search (Budget.rollout, the default) uses it."""
    calls = []
    monkeypatch.setattr(FrontlineGame, "rollout", lambda g, d, r: calls.append(d.kind))
    g = detkit.new_game("frontline", 6)
    g.clone().playout(random.Random(1), 200_000)
    search(g, g.pending.player, Budget(iterations=20, seconds=5.0, rollout=False), seed=2)
    assert calls == []
    search(g, g.pending.player, Budget(iterations=20, seconds=5.0), seed=2)
    assert "draft" in calls


def test_fl_5_frontlines_rollout_sends_the_highest_soldier_about_half_the_time():
    """Frontline's own policy (FrontlineGame.rollout): a draft (FL-5) gets the
    drafting hand's highest-ranked soldier (the last option: drafts are listed
    by rank) about half the time and None (a random option) otherwise; any
    other decision gets None."""
    from holytable.games.frontline import rules

    g = detkit.new_game("frontline", 5)
    d = g.pending
    assert d.kind == "draft" and len(d.options) > 1
    hand = g.s.sides[d.player].hand
    top = max(g.info[c].soldier.rank for c in hand)
    r = random.Random(9)
    got = [FrontlineGame.rollout(g, d, r) for _ in range(400)]
    picked = [o for o in got if o is not None]
    assert all(o is d.options[-1] for o in picked)
    assert g.info[next(c for c in hand if g.info[c].uid == d.options[-1].cards[0])].soldier.rank == top
    assert abs(len(picked) / 400 - rules.ROLLOUT_GREEDY) < 0.08
    # not a draft: always None
    while g.pending is not None and g.pending.kind == "draft":
        g.choose(g.pending.options[0].id)
    if g.pending is not None:
        assert FrontlineGame.rollout(g, g.pending, r) is None
