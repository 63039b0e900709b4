"""Winning, setup, bounty and the turn (HF-1, HF-3, HF-4, HF-5)."""
from __future__ import annotations

from collections import Counter

import pytest
from hfhelpers import Table

from holytable.games.holdfast.cards import KINDS
from holytable.games.holdfast.rules import HoldfastGame


def store(g, seat):
    return dict(zip(KINDS, g.s.sides[seat].store))


# -- HF-1 winning and losing --------------------------------------------------------------------------
def test_hf_1_1_ending_a_turn_without_a_structure_loses(table):
    g = table.arrange(table.game(), {"outland": ["militia"]}, {"outland": ["militia", "palisade"]}, start="end")
    assert g.outcome is not None and g.outcome.winner == 1
    assert "no structure" in g.outcome.reason and "last player standing" in g.outcome.reason


def test_hf_1_1_housed_and_face_down_cards_count(table):
    g = table.arrange(table.game(), {"outland": [("palisade", {"occupants": [("militia", {"down": True})]})]},
                      {"outland": ["militia"]}, start="end")
    assert g.outcome is None
    assert g.s.active == 1 and g.s.turn == 6


def test_hf_1_1_only_the_player_whose_turn_ends_is_checked(table):
    g = table.arrange(table.game(), {"outland": ["militia", "palisade"]}, {}, start="end")
    assert g.outcome is None and g.s.active == 1  # Bo has nothing, but it is not his End Phase


def test_hf_1_1_a_warning_before_ending_the_command_phase_without_a_hold(table):
    g = table.arrange(table.game(), {"outland": ["militia"], "hand": ["lean-to"], "store": {"stock": 1}}, {})
    g.choose("end")
    assert g.pending.kind == "confirm_end" and g.legal_ids() == ["stay", "deploy:lean-to", "end"]
    assert "No structure" in g.pending.prompt
    g.choose("stay")
    assert g.pending.kind == "command" and "deploy:lean-to" in g.legal_ids()
    g.choose("end")
    g.choose("deploy:lean-to")  # mend it from the warning
    g.choose("outland")
    assert g.pending.kind == "command" and g.holds_out(0)
    g.choose("end")
    assert g.pending.kind == "assault"


def test_hf_1_2_a_loser_leaves_the_game_and_the_last_player_standing_wins(table):
    g = table.arrange(table.game(players=3),
                      {"outland": ["militia"], "resources": ["quarry"], "perimeter": ["earthwork", "earthwork"],
                       "courtyard": [("palisade", {"occupants": ["sentinel"]})]},
                      {"outland": ["militia", "palisade"]}, {"outland": ["militia", "palisade"]}, start="end")
    g.s.pieces[Table.find(g, 0, "militia")].damage = 0
    # Ana has a denizen and structures: fine. Now take her structures away and end again.
    assert g.outcome is None
    g = table.arrange(table.game(players=3), {"outland": ["militia"], "resources": ["quarry"],
                                              "courtyard": []},
                      {"outland": ["militia", "palisade"]}, {"outland": ["militia", "palisade"]}, start="end")
    assert g.outcome is None and not g.s.sides[0].alive
    assert Table.keys(g, g.s.sides[0].rubble) == ["quarry", "militia"]
    assert list(g.in_play(0)) == []
    assert g.s.active == 1 and g.order() == [1, 2]
    assert g.enemies(1) == [2]
    # Bo ends his turn without a hold too: Cy is the last player standing
    g.s.sides[1].outland.remove(Table.find(g, 1, "palisade"))
    g.s.sides[1].rubble.append(Table.find(g, 1, "palisade"))
    g.s.pieces[Table.find(g, 1, "palisade")].where = "rubble"
    g.s.tasks = [("end_phase",), ("turn",)]
    g.pending = g._advance()
    assert g.outcome.winner == 2 and "Cy is the last player standing" in g.outcome.reason


def test_hf_1_3_an_empty_deck_does_not_lose(table):
    g = table.arrange(table.game(), {"outland": ["militia", "palisade"], "empty_deck": True}, {}, start="end")
    assert g.outcome is None and g.s.sides[0].last_draw == (0, 0, 8)


def test_hf_1_4_turn_limit_most_denizens_and_structures_wins(table):
    g = table.game(turn_limit=30)
    g = table.arrange(g, {"outland": ["militia", "palisade", "sentinel"], "turns": 30},
                      {"outland": ["militia", "palisade"], "turns": 30}, active=1, start="end")
    assert g.outcome.winner == 0 and "Turn limit (30 turns each)" in g.outcome.reason


def test_hf_1_4_turn_limit_ties_go_to_cards_then_bounty_then_a_draw(table):
    base = dict(turns=30)
    g = table.arrange(table.game(turn_limit=30), {"outland": ["militia", "palisade"], "resources": ["quarry"], **base},
                      {"outland": ["militia", "palisade"], **base}, active=1, start="end")
    assert g.outcome.winner == 0
    g = table.arrange(table.game(turn_limit=30), {"outland": ["militia", "palisade"], "store": {"stock": 1}, **base},
                      {"outland": ["militia", "palisade"], "deck": [], "empty_deck": True, **base},
                      active=1, start="end")
    assert g.outcome.winner == 0
    g = table.arrange(table.game(turn_limit=30), {"outland": ["militia", "palisade"], **base},
                      {"outland": ["militia", "palisade"], "empty_deck": True, **base}, active=1, start="end")
    assert g.outcome.winner is None and "a draw" in g.outcome.reason


def test_hf_1_4_the_turn_limit_is_a_lobby_option(table):
    assert [c[0] for c in HoldfastGame.OPTIONS[0].choices] == [30, 50, 80] and HoldfastGame.OPTIONS[0].default == 50
    with pytest.raises(ValueError):
        table.game(turn_limit=31)


# -- HF-3 setup ---------------------------------------------------------------------------------------
def test_hf_3_1_decks_are_shuffled_by_the_seeded_rng(ready):
    d = [ready["raiders"], ready["stonewardens"]]
    a, b = HoldfastGame(seed=5, decks=d), HoldfastGame(seed=5, decks=d)
    c = HoldfastGame(seed=6, decks=d)
    assert a.s.sides[0].deck == b.s.sides[0].deck
    assert a.s.sides[0].deck != c.s.sides[0].deck
    assert a.pending.kind != "cut"  # the cut is part of the shuffle: nothing to ask


def test_hf_3_2_the_first_player_is_random(ready):
    firsts = Counter(HoldfastGame(seed=s, decks=[ready["raiders"], ready["raiders"]]).s.first for s in range(40))
    assert set(firsts) == {0, 1}
    g = HoldfastGame(seed=1, decks=[ready["raiders"], ready["raiders"]])
    assert g.s.active == g.s.first and g.s.turn == 1


def test_hf_3_3_sixteen_cards_and_every_resource_into_play(ready):
    for seed in range(10):
        g = HoldfastGame(seed=seed, decks=[ready["hedge-circle"], ready["raiders"]])
        for seat in (0, 1):
            side = g.s.sides[seat]
            assert len(side.hand) + len(side.resources) == 16
            assert all(g.kind(c) != "resource" for c in side.hand)
            assert all(g.kind(c) == "resource" for c in side.resources)
            assert side.last_draw == (g.decks[seat].card_count(), 16, 16)


# -- HF-4 bounty --------------------------------------------------------------------------------------
def test_hf_4_1_capacity_is_20_changed_by_face_up_cards(table):
    g = table.arrange(table.game(), {"outland": ["granary", ("quartermaster", {"down": True}), "militia"],
                                     "resources": ["blood-font", "deep-vault"]}, {})
    assert g.capacity(0) == 20 + 5 - 3 + 5  # the face-down Quartermaster adds nothing (HF-8.8)
    assert g.capacity(1) == 20
    assert g.view_dict(1)["players"][0]["capacity"] == 27


def test_hf_4_1_harvest_never_fills_past_capacity(table):
    g = table.arrange(table.game(), {"resources": ["quarry", "spring-well"], "store": {"stock": 18},
                                     "outland": ["militia", "palisade"]}, {}, start="turn")
    g.choose("keep")
    assert store(g, 0) == {"current": 0, "material": 2, "production": 0, "stock": 17, "wealth": 0}
    # 2 of the 4 were lost (1 Stock upkeep paid), and the log says which kinds
    assert any("the store is full, lost: 2 Current" in t for t in g.view_dict(0)["log"]), g.view_dict(0)["log"]


def test_hf_4_2_flush_the_whole_store_at_the_start_of_the_turn(table):
    g = table.arrange(table.game(), {"resources": ["quarry"], "store": {"stock": 3, "wealth": 2},
                                     "outland": ["lean-to"]}, {}, start="turn")
    assert g.pending.kind == "flush" and g.legal_ids() == ["keep", "flush"]
    g.choose("flush")
    assert store(g, 0) == {"current": 0, "material": 2, "production": 0, "stock": 0, "wealth": 0}


def test_hf_4_2_no_flush_question_for_an_empty_store(table):
    g = table.arrange(table.game(), {"resources": ["quarry"], "outland": ["lean-to"]}, {}, start="turn")
    assert g.pending.kind == "command" and store(g, 0)["material"] == 2


def test_hf_4_3_a_store_over_capacity_sheds_bounty_of_its_owners_choice(table):
    g = table.arrange(table.game(), {"hand": ["tremor"], "store": {"current": 2, "material": 1},
                                     "outland": ["militia", "palisade"]},
                      {"outland": [("granary", {"damage": 1}), "militia"], "store": {"stock": 20, "wealth": 4}})
    assert g.capacity(1) == 25
    g.choose("deploy:tremor")
    g.choose(f"aim:{Table.uid(g, 1, 'granary')}")
    assert g.pending.kind == "shed" and g.pending.player == 1
    assert g.legal_ids() == ["lose:stock", "lose:wealth"]
    for _ in range(4):
        g.choose("lose:wealth")
    assert store(g, 1)["stock"] == 20 and store(g, 1)["wealth"] == 0
    assert g.pending.kind == "command" and g.pending.player == 0


def test_hf_4_4_any_is_paid_from_kinds_of_your_choice(table):
    g = table.arrange(table.game(), {"hand": ["camp"], "store": {"current": 3, "stock": 1, "wealth": 1},
                                     "outland": ["militia"]}, {})
    g.choose("deploy:camp")
    g.choose("outland")
    assert g.pending.kind == "pay"
    assert g.legal_ids() == ["whole:2,0,0,0,0", "pay:current", "pay:stock", "pay:wealth"]
    assert "Camp" not in g.pending.prompt  # the prompt is read by every seat (HF-14.3)
    g.choose("pay:stock")
    assert g.legal_ids() == ["pay:current", "pay:wealth"]
    g.choose("pay:current")
    assert store(g, 0) == {"current": 2, "material": 0, "production": 0, "stock": 0, "wealth": 1}
    assert g.s.pieces[Table.find(g, 0, "camp")].where == "outland"


def test_hf_4_4_named_kinds_must_be_covered(table):
    g = table.arrange(table.game(), {"hand": ["palisade", "lean-to", "outrider"], "store": {"material": 1, "wealth": 5}}, {})
    ids = g.legal_ids()
    assert "deploy:palisade" not in ids  # 2 Material named
    assert "deploy:lean-to" in ids  # 1 any
    assert "deploy:outrider" not in ids  # 1 Current, 1 Stock, 1 any
    g.choose("deploy:lean-to")
    g.choose("outland")  # one kind could pay... two kinds here: asked
    assert g.pending.kind == "pay"
    g = table.arrange(table.game(), {"hand": ["lean-to"], "store": {"wealth": 5}}, {})
    g.choose("deploy:lean-to")
    g.choose("outland")
    assert g.pending.kind == "command" and store(g, 0)["wealth"] == 4  # one kind: paid for you


# -- HF-5 the turn --------------------------------------------------------------------------------------
def test_hf_5_1_turns_go_round_the_live_players_in_order(table):
    hold = {"outland": ["militia", "palisade"], "store": {"stock": 10}}
    g = table.arrange(table.game(players=3), hold, hold, hold, start="end")
    seen = []
    for _ in range(4):
        seen.append(g.s.active)
        assert g.pending.kind == "flush"
        g.choose("keep")
        assert g.pending.kind == "command"
        g.choose("end")
        g.choose("end")
    assert seen == [1, 2, 0, 1]
    lines = [t for t in g.view_dict(None)["log"] if t.startswith("— Turn")]
    assert lines[-5:] == ["— Turn 6: Bo —", "— Turn 7: Cy —", "— Turn 8: Ana —", "— Turn 9: Bo —", "— Turn 10: Cy —"]


def test_hf_5_2_harvest_from_every_face_up_source(table):
    g = table.arrange(table.game(), {"resources": ["quarry", "tidal-mill"],
                                     "outland": ["tithe-collector", ("tithe-collector", {"down": True}), "shrine",
                                                 ("supply-cart", {})]}, {}, start="turn")
    # maintenance: 2 Stock for the Tithe Collectors (the face-down one too, HF-8.8)
    assert store(g, 0) == {"current": 2, "material": 2, "production": 1, "stock": 1, "wealth": 1}
    assert g.pending.kind == "offer"  # 1 Stock harvested, 2 owed


def test_hf_5_3_war_tax_effect_maintenance_then_field_maintenance(table):
    g = table.arrange(table.game(), {"store": {"stock": 3, "wealth": 3}, "outland": ["militia", "lean-to"],
                                     "levies": [["Tithe of Ash", {"stock": 1}, 2]], "empty_deck": True},
                      {}, start="maintenance")
    # owed: 1 Stock (levy) + 1 Stock (Militia) + 2 any (war tax); the named kinds first
    assert g.pending.kind == "pay" and g.legal_ids() == ["whole:0,0,0,0,2", "pay:stock", "pay:wealth"]
    assert any("war tax 2, effect 1, field 1" in t for t in g.view_dict(0)["log"])
    g.choose("pay:wealth")
    g.choose("pay:wealth")
    assert store(g, 0) == {"current": 0, "material": 0, "production": 0, "stock": 1, "wealth": 1}
    assert g.s.sides[0].levies == [["Tithe of Ash", (0, 0, 0, 1, 0), 1]]


def test_hf_5_3_a_levy_runs_out(table):
    g = table.arrange(table.game(), {"store": {"stock": 3}, "outland": ["lean-to"],
                                     "levies": [["Tithe of Ash", {"stock": 1}, 1]]}, {}, start="maintenance")
    assert g.s.sides[0].levies == [] and store(g, 0)["stock"] == 2


def test_hf_5_4_cards_are_offered_until_maintenance_can_be_paid(table):
    g = table.arrange(table.game(), {"store": {"stock": 1}, "outland": ["militia", "ravager", "palisade"]}, {},
                      start="maintenance")
    mi, ra, pa = (Table.uid(g, 0, k) for k in ("militia", "ravager", "palisade"))
    assert g.pending.kind == "offer" and g.legal_ids() == [f"offer:{mi}", f"offer:{ra}", f"offer:{pa}", "stop"]
    g.choose(f"offer:{pa}")  # offering a card with no upkeep does not help
    assert g.pending.kind == "offer"
    g.choose(f"offer:{ra}")
    assert g.pending.kind == "command" and store(g, 0)["stock"] == 0
    assert Table.keys(g, g.s.sides[0].rubble) == ["palisade", "ravager"]


def test_hf_5_4_with_nothing_left_to_offer_pay_what_you_can(table):
    g = table.arrange(table.game(), {"store": {"wealth": 1}, "empty_deck": True}, {}, start="maintenance")
    assert g.pending.kind == "command" and store(g, 0)["wealth"] == 0
    assert any("has nothing left to offer and pays 1 of 2" in t for t in g.view_dict(0)["log"])


def test_hf_5_5_the_command_phase_offers_no_assault(table):
    g = table.arrange(table.game(), {"outland": ["militia", "sellsword"], "hand": ["lean-to"], "store": {"stock": 1}},
                      {"outland": ["militia"]})
    ids = g.legal_ids()
    assert not [i for i in ids if i.startswith("target:")]
    assert ids[-1] == "end" and "deploy:lean-to" in ids


def test_hf_5_6_assaults_one_at_a_time_until_the_turn_ends(table):
    g = table.arrange(table.game(), {"outland": ["sellsword", "palisade"]}, {"outland": ["herald", "levy-recruit"]},
                      start="assault")
    h, r = Table.uid(g, 1, "herald"), Table.uid(g, 1, "levy-recruit")
    assert g.legal_ids() == [f"target:{h}", f"target:{r}", "end"]
    Table.assault(g, h, [Table.uid(g, 0, "sellsword")])
    Table.pass_windows(g)
    assert g.pending.kind == "assault" and g.legal_ids() == [f"target:{r}", "end"]  # the Sellsword acts twice
    g.choose("end")
    assert g.s.active == 1


def test_hf_5_7_end_phase_draws_exactly_eight_and_plays_resources(table):
    g = table.arrange(table.game(), {"outland": ["militia", "palisade"],
                                     "deck": ["quarry", "militia", "market", "camp", "pitfall", "tremor", "keep",
                                              "moat", "herald", "shrine"]}, {}, start="end")
    side = g.s.sides[0]
    assert side.last_draw == (len(side.deck) + 8, 8, 8)
    assert Table.keys(g, side.resources) == ["quarry", "market"]
    assert sorted(Table.keys(g, side.hand)) == sorted(["militia", "camp", "pitfall", "tremor", "keep", "moat"])
    assert Table.keys(g, side.deck[-2:]) == ["shrine", "herald"]
    mine = [t for t in g.view_dict(0)["log"] if t.startswith("Ana draws")]
    theirs = [t for t in g.view_dict(1)["log"] if t.startswith("Ana draws")]
    assert mine[-1].startswith("Ana draws 8 cards: Quarry, Militia") and theirs[-1] == "Ana draws 8 cards."


def test_hf_5_7_fewer_than_eight_left_draws_them_all(table):
    g = table.arrange(table.game(), {"outland": ["militia", "palisade"], "deck": ["camp", "quarry", "keep"],
                                     "empty_deck": True}, {}, start="end")
    assert g.s.sides[0].last_draw == (3, 3, 8) and g.s.sides[0].deck == []
    assert Table.keys(g, g.s.sides[0].hand) == ["camp", "keep"]


def test_hf_5_7_the_end_of_the_turn_clears_damage_and_this_turn_effects(table):
    g = table.arrange(table.game(), {"outland": [("militia", {"damage": 1, "acted": 1}),
                                                 ("palisade", {"damage": 2})]}, {}, start="end")
    mi, pa = Table.find(g, 0, "militia"), Table.find(g, 0, "palisade")
    assert g.s.pieces[mi].damage == 0 and g.s.pieces[mi].acted == 0
    assert g.s.pieces[pa].damage == 2


def test_hf_1_4_the_turn_limit_counts_after_this_turn_fortitude_wears_off(table):
    """A Stone Wall (fortitude 8) with 9 damage stands this turn only on a +3
    "this turn" bonus (as Storm Ward leaves it): at the end of the last turn
    the bonus ends (HF-5.7), the wall falls (HF-11.3), and only then are the
    holds counted: 2 against 2, a tie the cards in play (Ana's Cairn and
    Militia against Bo's) and the store (Ana's 1 Material) break."""
    g = table.arrange(table.game(turn_limit=30),
                      {"outland": ["militia"], "perimeter": [("stone-wall", {"damage": 9}), "cairn"],
                       "store": {"material": 1}, "turns": 30},
                      {"outland": ["militia", "cairn"], "turns": 30}, start="command", turn=59)
    wall = Table.find(g, 0, "stone-wall")
    g.s.pieces[wall].bonus[1] = 3
    g.choose("end")
    while g.outcome is None and g.pending is not None:
        g.choose(g.pending.options[-1].id)  # end the Assault Phase, whatever follows
    assert g.s.pieces[wall].where == "rubble"
    assert "Ana 2 denizens and structures, Bo 2 denizens and structures" in g.outcome.reason
