"""Holdfast's rules that concern several enemies, at tables of three (issue
15, "More seats"): assault targets among every enemy's cards (HF-10.1), a
mysticism aimed at the enemy of your choice (HF-15.1), the middling shared
by all (HF-7.4). Turn order and eliminations with three players:
test_hf_5_1_turns_go_round_the_live_players_in_order and
test_hf_1_2_a_loser_leaves_the_game_and_the_last_player_standing_wins."""
from __future__ import annotations

from hfhelpers import Table


def test_hf_10_1_targets_are_the_cards_of_every_enemy_and_the_chosen_one_defends(table):
    g = table.arrange(table.game(3, players=3), {"outland": ["militia"]}, {"outland": ["sentinel"]},
                      {"outland": ["herald"]}, start="assault")
    sentinel, herald = Table.uid(g, 1, "sentinel"), Table.uid(g, 2, "herald")
    assert Table.ids(g) == [f"target:{sentinel}", f"target:{herald}", "end"]
    # each target names its holder
    labels = {o.id: o.label for o in g.pending.options}
    assert "Bo" in labels[f"target:{sentinel}"] and "Cy" in labels[f"target:{herald}"]
    g.choose(f"target:{herald}")
    g.choose(f"toggle:{Table.uid(g, 0, 'militia')}")
    g.choose("confirm")
    assert g.s.assault is not None and g.s.assault.defender == 2


def test_hf_15_1_a_levy_aims_at_the_enemy_of_your_choice(table):
    g = table.arrange(table.game(players=3), {"hand": ["tithe-of-ash"], "store": {"current": 1, "stock": 1}}, {}, {})
    g.choose("deploy:tithe-of-ash")
    assert g.legal_ids() == ["aim:seat1", "aim:seat2", "back"]
    g.choose("aim:seat2")
    assert g.s.sides[2].levies == [["Tithe of Ash", (0, 0, 0, 1, 0), 3]] and g.s.sides[1].levies == []


def test_hf_7_4_the_middling_is_shared_by_all_three(table):
    """Ana's Ember Bolt goes to the middling; two turns later Cy plays it
    from there against Bo: it stays Ana's card."""
    g = table.arrange(table.game(players=3),
                      {"hand": ["ember-bolt"], "store": {"current": 2, "stock": 2}, "outland": ["militia", "lean-to"]},
                      {"outland": ["militia", "sentinel", "palisade"], "store": {"stock": 10}},
                      {"outland": ["militia", "palisade"], "store": {"current": 2, "stock": 1}})
    g.choose("deploy:ember-bolt")
    g.choose(f"aim:{Table.uid(g, 2, 'militia')}")
    bolt = Table.find(g, 0, "ember-bolt")
    assert g.s.middling == [bolt]
    for seat in (0, 1):  # Ana ends her turn, Bo keeps his store and ends his
        if seat:
            g.choose("keep")
        assert g.s.active == seat
        g.choose("end")
        g.choose("end")
    g.choose("keep")
    assert g.s.active == 2 and f"middling:{g.uid(bolt)}" in g.legal_ids()
    g.choose(f"middling:{g.uid(bolt)}")
    g.choose(f"aim:{Table.uid(g, 1, 'militia')}")
    assert g.s.middling == [bolt] and g.info[bolt].owner == 0
    assert g.s.pieces[Table.find(g, 1, "militia")].where == "rubble"
