"""The engine contract (DESIGN.md) on Frontline: illegal ids change nothing,
the game is reproducible from (options, seed, decks, choices), known-position
option counts (perft). Stale ids after a takeback, ids after the end and
clones: the shared tests of tests/contract (every game)."""
from __future__ import annotations

import json
import random

import pytest

from holytable.engine.decision import IllegalChoice


def snapshot(g):
    return (
        json.dumps(g.view_dict(0), sort_keys=True),
        json.dumps(g.view_dict(1), sort_keys=True),
        json.dumps(g.view_dict(None), sort_keys=True),
        g.legal_ids(),
        list(g.choices),
        len(g.log),
        g.barrier,
    )


BAD_IDS = ["", "nope", "draft:", "draft:green-scout", "keep:red-general", "exchange:skip", " draft:red-scout", None, 7]


def test_illegal_choice_is_a_value_error_and_changes_nothing(table):
    g = table.game(seed=11)
    rng = random.Random(11)
    checked = 0
    while not g.over:
        before = snapshot(g)
        offered = set(g.legal_ids())
        other_side = [f"draft:{'black' if g.decks[g.pending.player].colour == 'red' else 'red'}-scout"]
        for bad in BAD_IDS + other_side:
            if bad in offered:
                continue
            with pytest.raises(IllegalChoice) as e:
                g.choose(bad)  # type: ignore[arg-type]
            assert isinstance(e.value, ValueError)
            checked += 1
        assert snapshot(g) == before
        g.check_invariants()
        g.choose(rng.choice(g.legal_ids()))
    assert checked > 100


@pytest.mark.parametrize("seed", [0, 1, 2, 99, 2**40])
def test_same_seed_decks_and_choices_give_the_same_game(table, seed):
    a = table.game(seed=seed, length="blitz")
    rng = random.Random(seed)
    while not a.over:
        a.choose(rng.choice(a.legal_ids()))
    b = table.game(seed=seed, length="blitz")
    for cid in a.choices:
        b.choose(cid)
    assert b.log.events == a.log.events
    assert b.view_dict(0) == a.view_dict(0) and b.view_dict(1) == a.view_dict(1)
    assert b.outcome == a.outcome and b.s.sides == a.s.sides


def test_different_seeds_give_different_games(table):
    hands = {tuple(sorted(table.game(seed=s).s.sides[0].hand)) for s in range(10)}
    assert len(hands) > 5


def test_perft_known_position(table, helpers):
    """Option counts from a known position, like chess perft.

    Ana (priority) holds Scout, Medic; Bo holds Medic, Sentry; Ana's deck starts
    General, Captain. Depth 1: Ana's 2 drafts; depth 2: x Bo's 2 = 4. Depth 3:
    Scout-Medic and Scout-Sentry each ask Ana to keep General or Captain (2 + 2);
    Medic-Medic ties into a clash where Ana has only the Scout (1); Medic-Sentry
    loses, the Medic retreats and Ana draws the General: 3 drafts next turn (3).
    """
    g = table.arrange(
        table.game(seed=4), hands=(["scout", "medic"], ["medic", "sentry"]), decks=(["general", "captain"], ())
    )
    before = snapshot(g)
    assert [helpers.perft(g, d) for d in (1, 2, 3)] == [2, 4, 2 + 2 + 1 + 3]
    assert snapshot(g) == before  # perft works on clones


def test_perft_opening_position(table, helpers):
    """From any opening: depth 2 = distinct soldiers in each hand, multiplied."""
    for seed in range(5):
        g = table.game(seed=seed)
        distinct = [len({g.info[c].tag for c in side.hand}) for side in g.s.sides]
        assert len(g.legal_ids()) == distinct[g.s.priority]
        assert helpers.perft(g, 2) == distinct[0] * distinct[1]
