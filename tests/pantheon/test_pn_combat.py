"""PN-11 combat and PN-12 worship points (docs/rules/pantheon.md)."""
from __future__ import annotations

from pn_support import attack, combat, keep_busy


def test_pn_11_1_an_attack_is_chosen_and_its_ap_paid(table):
    g = combat(table, {"active": ["bastet"], "points": (0, 0, 3), "tokens": (0, 0, 1)}, {"active": ["sobek"]})
    assert g.legal_ids() == ["attack:p1-bastet-1:1", "attack:p1-bastet-1:2", "next"]
    labels = [o.label for o in g.pending.options]
    assert labels[0] == "Bastet, Cat Goddess: Claws (1 AP, 2 damage)"
    attack(table, g, "attack:p1-bastet-1:2", "target:p2-sobek-1")
    assert g.s.sides[0].points == [1, 0, 0] and g.s.sides[0].tokens == [0, 0, 1]
    assert table.hp(g, 1, "active", 0) == 3


def test_pn_11_1_attack_costs_change_with_a_cursed_spot(table):
    g = combat(table, {"active": [("bastet", {"curses": [(1, "labyrinth")]})], "points": (0, 0, 3)},
               {"active": ["sobek"]})
    assert g.legal_ids() == ["attack:p1-bastet-1:1", "next"]  # Pounce would cost 4 now
    assert g.pending.options[0].label.startswith("Bastet, Cat Goddess: Claws (2 AP")


def test_pn_11_2_targets_are_the_opponents_active_characters(table):
    g = combat(table, {"active": ["sobek"], "points": (0, 0, 2)},
               {"active": ["bastet", None, "thoth"], "bench": ["serket"]})
    g.choose("attack:p1-sobek-1:1")
    assert g.legal_ids() == ["target:p2-bastet-1", "target:p2-thoth-1"]


def test_pn_11_3_at_0_hp_a_character_is_destroyed_to_its_owners_graveyard(table):
    g = combat(table, {"active": ["sobek"], "points": (0, 0, 2)},
               {"active": [("bastet", {"att": [(1, "blessing-of-isis"), (0, "curse-of-tantalus")]})]})
    assert table.hp(g, 1, "active", 0) == 9
    g.s.sides[1].active[0].unit.dmg = 5
    attack(table, g, "attack:p1-sobek-1:1", "target:p2-bastet-1")
    assert table.unit(g, 1, "active", 0) is None
    assert sorted(table.keys(g, g.s.sides[1].grave)) == ["bastet", "blessing-of-isis"]
    assert table.keys(g, g.s.sides[0].grave) == ["curse-of-tantalus"]
    assert g.s.deaths == 1


def test_pn_11_4_each_character_attacks_once_per_combat_unless_a_card_says(table):
    g = combat(table, {"active": ["jackal-warrior", "shieldmaiden"], "points": (0, 0, 4)},
               {"active": ["frost-giant"]})
    attack(table, g, "attack:p1-jackal-warrior-1:1", "target:p2-frost-giant-1")
    assert g.legal_ids() == ["attack:p1-shieldmaiden-1:1", "next"]
    g2 = table.game()
    table.arrange(g2, keep_busy({"active": ["jackal-warrior"], "bench": ["gjallarhorn"], "points": (0, 1, 3)}),
                  {"active": ["frost-giant"]}, start="play")
    assert "ability:p1-gjallarhorn-1:1" in g2.legal_ids()
    g2.choose("ability:p1-gjallarhorn-1:1")
    g2.choose("target:p1-jackal-warrior-1")
    table.pass_windows(g2)
    g2.choose("next")
    table.pass_windows(g2)
    attack(table, g2, "attack:p1-jackal-warrior-1:1", "target:p2-frost-giant-1")
    assert g2.legal_ids() == ["attack:p1-jackal-warrior-1:1", "next"]  # once more, thanks to the horn
    attack(table, g2, "attack:p1-jackal-warrior-1:1", "target:p2-frost-giant-1")
    assert g2.legal_ids() == ["next"]  # no third attack: End Combat alone (PN-9.1: still asked)
    g2.choose("next")
    assert g2.pending.kind == "play"  # on to Play 2


def test_pn_11_5_attacking_is_optional_and_a_lost_target_makes_it_fizzle(table):
    g = combat(table, {"active": ["sobek"], "points": (0, 0, 2)}, {"active": ["bastet"]})
    assert "next" in g.legal_ids()
    g.choose("attack:p1-sobek-1:1")
    g.choose("target:p2-bastet-1")
    assert g.pending.window
    g.leave_play(g.by_uid["p2-bastet-1"], "hand")  # (as if a card had returned it)
    g.choose("pass")
    assert "Jaws does nothing: its target is gone." in table.since(g, 0)
    assert g.s.sides[0].points[2] == 0


def test_pn_12_1_destroying_a_character_earns_its_class_in_wp(table):
    g = combat(table, {"active": ["fenrir"], "points": (0, 0, 3)},
               {"active": [("sobek", {"dmg": 4})]})
    attack(table, g, "attack:p1-fenrir-1:1", "target:p2-sobek-1")
    assert g.s.sides[0].wp == 2
    assert "Ana gains 2 WP (destroyed Sobek, River Tyrant): 2 WP." in table.since(g, 0)


def test_pn_12_1_no_wp_for_your_own_characters_or_for_sacrifices(table):
    g = table.game()
    table.arrange(g, {"hand": ["ragnarok", "hades"], "active": [("jackal-warrior", {"dmg": 2}), "sobek"],
                      "points": (3, 4, 0)},
                  {"active": [("bastet", {"dmg": 3})]})
    g.choose("play:ragnarok")
    table.pass_windows(g)
    assert g.s.sides[0].wp == 2  # Bastet (Class 2) only; not the own Jackal
    assert "jackal-warrior" in table.keys(g, g.s.sides[0].grave)
    g.choose("play:hades")
    assert g.legal_ids() == ["sacrifice:p1-sobek-1"]
    g.choose("sacrifice:p1-sobek-1")
    assert g.s.sides[0].wp == 2 and g.s.sides[1].wp == 0
    assert "Sobek, River Tyrant (Ana) is sacrificed." in table.since(g, 0)


def test_pn_12_2_poison_kill_gives_wp_to_the_poisoner(table):
    g = table.game()
    table.arrange(g, {"active": [("sobek", {"dmg": 7, "applied": [["poisoned", 2, 1]]})]},
                  {"active": [("bastet", {"dmg": 5, "att": [(0, "curse-of-the-mummy")]})]},
                  start="upkeep", turn=3)
    assert g.s.sides[1].wp == 2 and g.s.sides[0].wp == 2  # each poisoner gets the other's Class 2
    assert table.unit(g, 0, "active", 0) is None and table.unit(g, 1, "active", 0) is None


def test_pn_12_3_direct_attack_removes_wp_and_the_overflow_goes_to_the_attacker(table):
    g = combat(table, {"active": ["fenrir"], "points": (0, 0, 3)}, {"bench": ["thoth"], "wp": 2})
    g.choose("attack:p1-fenrir-1:1")
    assert g.legal_ids() == ["target:player:1"]
    g.choose("target:player:1")
    table.pass_windows(g)
    assert g.s.sides[1].wp == 0 and g.s.sides[0].wp == 3
    g2 = combat(table, {"active": ["fenrir"], "points": (0, 0, 3)}, {"active": ["jackal-warrior"], "wp": 2})
    g2.choose("attack:p1-fenrir-1:1")
    assert g2.legal_ids() == ["target:p2-jackal-warrior-1"]  # actives first
    g3 = combat(table, {"active": ["fenrir"], "points": (0, 0, 3)}, {"wp": 9})
    attack(table, g3, "attack:p1-fenrir-1:1", "target:player:1")
    assert g3.s.sides[1].wp == 4 and g3.s.sides[0].wp == 0  # no overflow


def test_pn_12_4_bonuses_first_then_reductions(table):
    # Spartan Hoplite 2 + Athena (Warriors +1) + Favor of Olympus (+2) = 5; Aegis takes 2 off: 3
    g = combat(table, {"active": [("spartan-hoplite", {"att": ["favor-of-olympus"]}), "athena"],
                       "points": (0, 0, 2)},
               {"active": [("frost-giant", {"att": ["aegis"]})]})
    attack(table, g, "attack:p1-spartan-hoplite-1:1", "target:p2-frost-giant-1")
    assert table.hp(g, 1, "active", 0) == 7
    # a shield stops what is left after reductions
    g2 = combat(table, {"active": ["fenrir"], "points": (0, 0, 3)}, {"active": ["frost-giant"], "hand": ["runes-of-warding"],
                                                                      "points": (0, 1, 0)})
    g2.choose("attack:p1-fenrir-1:1")
    g2.choose("target:p2-frost-giant-1")
    assert g2.legal_ids() == ["pass", "twist:runes-of-warding"]
    g2.choose("twist:runes-of-warding")
    g2.choose("target:p2-frost-giant-1")
    table.pass_windows(g2)
    assert table.hp(g2, 1, "active", 0) == 8  # 5 - 3


def test_pn_12_5_split_damage_is_split_before_reductions(table):
    g = combat(table, {"active": ["athenian-archer"], "field": ["olympic-games"], "points": (0, 0, 2)},
               {"active": [("frost-giant", {"att": ["aegis"]}), "jackal-warrior", "thoth"]})
    g.choose("attack:p1-athenian-archer-1:1")
    assert g.legal_ids() == ["target:p2-frost-giant-1", "target:p2-jackal-warrior-1", "target:p2-thoth-1"]
    g.choose("target:p2-frost-giant-1")
    assert g.legal_ids() == ["target:p2-jackal-warrior-1", "target:p2-thoth-1", "done"]
    g.choose("target:p2-jackal-warrior-1")
    table.pass_windows(g)
    assert g.pending.kind == "split"
    assert g.legal_ids() == ["amount:1", "amount:2", "amount:3"]  # 3 + 1 (Olympic Games) = 4, each at least 1
    g.choose("amount:3")
    assert table.hp(g, 1, "active", 0) == 9  # 3 - 2 (Aegis)
    assert table.hp(g, 1, "active", 1) == 3  # the other share, 1


def test_pn_12_6_steal_drain_and_redirect_wp(table):
    g = table.game()
    table.arrange(g, {"hand": ["soul-theft", "viking-raid"], "points": (0, 5, 0), "wp": 1}, {"wp": 3})
    g.choose("play:soul-theft")
    g.choose("target:player:1")
    table.pass_windows(g)
    assert [sd.wp for sd in g.s.sides] == [3, 1]
    g.choose("play:viking-raid")
    table.pass_windows(g)
    assert [sd.wp for sd in g.s.sides] == [3, 0]
    # redirect: Bo answers Ana's attack with Trickster's Gambit; Ana's WP for the kill go to Bo
    g2 = combat(table, {"active": ["fenrir"], "points": (0, 0, 3)},
                {"active": [("jackal-warrior", {"dmg": 2})], "hand": ["tricksters-gambit"], "points": (0, 2, 0)})
    g2.choose("attack:p1-fenrir-1:1")
    g2.choose("target:p2-jackal-warrior-1")
    g2.choose("twist:tricksters-gambit")
    table.pass_windows(g2)
    assert [sd.wp for sd in g2.s.sides] == [0, 1]
    assert "The 1 WP Ana would gain (destroyed Jackal Warrior) go to Bo instead." in table.since(g2, 0)
