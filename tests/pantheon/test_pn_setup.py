"""PN-1 winning, PN-3 the opening (docs/rules/pantheon.md)."""
from __future__ import annotations

import pytest

from holytable.games.pantheon.rules import GOALS, PantheonGame


def test_pn_1_1_reaching_the_goal_wins_at_once(table):
    g = table.game(goal=5)
    table.arrange(g, {"active": ["sobek"], "points": (0, 0, 2), "wp": 4},
                  {"active": [("jackal-warrior", {"dmg": 3})]}, start="combat")
    assert g.pending.window and g.pending.player == 1  # Bo may answer the start of combat
    table.pass_windows(g)
    assert g.legal_ids() == ["attack:p1-sobek-1:1", "next"]
    g.choose("attack:p1-sobek-1:1")
    g.choose("target:p2-jackal-warrior-1")
    table.pass_windows(g)
    assert g.over and g.pending is None and g.legal_ids() == []
    assert g.outcome.winner == 0 and "reached 5 WP (goal 5)" in g.outcome.reason
    assert g.s.sides[0].wp == 5
    assert g.s.tasks  # the rest of the go was never played


def test_pn_1_1_the_goal_is_a_lobby_option(table):
    spec = {s.key: s for s in PantheonGame.OPTIONS}["wp_goal"]
    assert [c[0] for c in spec.choices] == [5, 10, 15, 20] == list(GOALS)
    assert spec.default == 10
    assert table.game().goal == 10 and table.game(goal=20).goal == 20
    with pytest.raises(ValueError):
        PantheonGame.resolve_options({"wp_goal": 7})


def test_pn_1_2_empty_deck_at_upkeep_loses(table):
    g = table.game()
    table.arrange(g, {"wp": 9}, {"deck": []}, start="upkeep", turn=4, empty_decks=(1,))
    assert g.over and g.outcome.winner == 0
    assert "Bo's deck is empty at upkeep" in g.outcome.reason


def test_pn_1_2_drawing_outside_upkeep_from_an_empty_deck_draws_nothing(table):
    g = table.game()
    table.arrange(g, {"hand": ["thoth"], "points": (2, 0, 0)}, {}, empty_decks=(0,))
    g.choose("play:thoth")
    g.choose("spot:a1")
    assert g.pending.window and g.pending.player == 1
    g.choose("pass")
    assert "Ana's deck is empty: nothing to draw." in table.since(g, 0)
    assert g.s.sides[0].hand == [] and not g.s.sides[0].out


def test_pn_3_1_each_player_draws_five(table):
    g = table.game(seed=3)
    assert [len(sd.hand) for sd in g.s.sides] == [5, 5]
    assert g.pending.kind == "mulligan" and g.pending.player == g.s.priority
    assert g.legal_ids() == ["keep", "reroll"]
    assert [len(sd.deck) for sd in g.s.sides] == [g.total_cards // 2 - 5] * 2


def test_pn_3_2_one_reroll_of_the_same_size_then_final(table):
    g = table.game(seed=3)
    p = g.s.priority
    before = sorted(g.s.sides[p].hand)
    g.choose("reroll")
    assert len(g.s.sides[p].hand) == 5
    assert sorted(g.s.sides[p].hand) != before  # (seed 3: a new hand)
    assert g.pending.kind == "mulligan" and g.pending.player == 1 - p  # no second reroll for p
    g.choose("keep")
    assert g.pending.kind == "roll"  # on to the first turn


def test_pn_3_3_d20_ties_are_rerolled_among_the_tied_only(table, helpers):
    g = table.game(players=3)
    helpers.load(g, 12, 18, 18, 5, 9)
    g.roll_for_priority()
    assert g.s.priority == 2
    assert g.order() == [2, 0, 1]
    log = [e.text for e in g.log.events[-4:]]
    assert log == ["d20 for first player: Ana 12, Bo 18, P3 18.", "Tie: Bo and P3 roll again.",
                   "d20 for first player: Bo 5, P3 9.", "P3 is the priority player."]
    assert g.rng.values == []  # exactly five dice were rolled
