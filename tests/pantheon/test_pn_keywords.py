"""PN-13 keywords (docs/rules/pantheon.md)."""
from __future__ import annotations

from pn_support import attack, combat, keep_busy


def test_pn_13_1_stoic_heals_1_but_never_at_0_hp(table):
    g = table.game()
    table.arrange(g, {"active": [("sobek", {"dmg": 3}), ("scarab-swarm", {"dmg": 3, "applied": [["poisoned", 1, 1]]})]},
                  {}, start="upkeep", turn=3)
    assert table.hp(g, 0, "active", 0) == 6  # 8 - 3 + 1
    assert table.unit(g, 0, "active", 1) is None  # 0 HP: Stoic did not save it
    # nothing heals a character at 0 HP
    g2 = table.game()
    table.arrange(g2, {"active": [("achilles", {"dmg": 6})], "hand": ["ambrosia"], "points": (1, 2, 0)}, {})
    g2.choose("play:ambrosia")
    g2.choose("target:p1-achilles-1")
    table.pass_windows(g2)
    assert table.hp(g2, 0, "active", 0) == 0


def test_pn_13_2_immortal_stops_at_0_hp_but_can_be_sealed_or_stripped(table):
    g = combat(table, {"active": ["fenrir"], "points": (0, 0, 3)}, {"active": [("achilles", {"dmg": 3})]})
    attack(table, g, "attack:p1-fenrir-1:1", "target:p2-achilles-1")
    assert table.hp(g, 1, "active", 0) == 0 and table.key_at(g, 1, "active", 0) == "achilles"
    assert g.s.sides[0].wp == 0
    # destroy effects do not work; sealing away does
    g2 = table.game()
    table.arrange(g2, {"hand": ["ragnarok", "banished-to-the-duat", "achilles-heel"], "points": (1, 9, 0)},
                  {"active": [("achilles", {"dmg": 6}), ("hel", {"dmg": 10})]})
    g2.choose("play:ragnarok")
    table.pass_windows(g2)
    assert table.key_at(g2, 1, "active", 0) == "achilles" and table.key_at(g2, 1, "active", 1) == "hel"
    g2.choose("play:banished-to-the-duat")
    g2.choose("target:p2-hel-1")
    table.pass_windows(g2)
    assert table.keys(g2, g2.s.sides[1].sealed) == ["hel"] and g2.s.sides[0].wp == 0
    # losing Immortal at 0 HP: destroyed, WP to the player who stripped it
    g2.choose("play:achilles-heel")
    g2.choose("target:p2-achilles-1")
    table.pass_windows(g2)
    assert table.unit(g2, 1, "active", 0) is None and g2.s.sides[0].wp == 2


def test_pn_13_3_enlightened_works_only_at_x_wp_or_more(table):
    g = combat(table, {"active": ["heracles"], "points": (0, 0, 4), "wp": 3}, {"active": ["frost-giant"]})
    assert g.legal_ids() == ["attack:p1-heracles-1:1", "next"]
    g2 = combat(table, {"active": ["heracles"], "points": (0, 0, 4), "wp": 4}, {"active": ["frost-giant"]})
    assert g2.legal_ids() == ["attack:p1-heracles-1:1", "attack:p1-heracles-1:2", "next"]
    assert g2.pending.options[1].label.startswith("Heracles, Demigod: Twelfth Labour (4 AP, 8 damage")
    g2.lose_wp(0, 1, ("card", -1))
    assert [a.name for a in g2.attacks_of(g2.by_uid["p1-heracles-1"], 0)] == ["Club"]  # off again


def test_pn_13_4_counter_hits_back_each_attacker(table):
    g = combat(table, {"active": [("jackal-warrior", {"dmg": 3}), "sobek"], "points": (0, 0, 3)},
               {"active": [("bastet", {"dmg": 4})]})
    attack(table, g, "attack:p1-jackal-warrior-1:1", "target:p2-bastet-1")
    # Bastet is destroyed, and still strikes back: the Jackal dies too, WP to Bo
    assert table.unit(g, 1, "active", 0) is None and table.unit(g, 0, "active", 0) is None
    assert [sd.wp for sd in g.s.sides] == [2, 1]
    assert "Counter: Bastet, Cat Goddess strikes back." in table.since(g, 0)


def test_pn_13_5_preservation_fields_never_decay(table):
    g = table.game()
    table.arrange(g, {"field": ["spartan-phalanx", "valley-of-the-kings"]}, {"field": ["yggdrasil"]},
                  start="end", turn=3)
    for _ in range(80):  # an End or End Combat alone is asked too (PN-9.1)
        if g.s.turn >= 8:
            break
        g.choose("pass" if g.pending.window else g.legal_ids()[-1] if g.pending.kind != "roll" else "lock"
                 if "lock" in g.legal_ids() else "roll")
    assert g.s.turn >= 8
    assert table.keys(g, [f.c for f in g.s.sides[0].field]) == ["spartan-phalanx", "valley-of-the-kings"]
    assert table.keys(g, [f.c for f in g.s.sides[1].field]) == ["yggdrasil"]


def test_pn_13_6_poisoned_loses_1_hp_at_upkeep_ignoring_reductions(table):
    g = table.game()
    table.arrange(g, {"active": [("frost-giant", {"att": ["aegis"], "applied": [["poisoned", 2, 1]]})]}, {},
                  start="upkeep", turn=3)
    assert table.hp(g, 0, "active", 0) == 9
    assert table.unit(g, 0, "active", 0).applied == [["poisoned", 1, 1]]


def test_pn_13_7_silenced_characters_activate_nothing_but_still_attack(table):
    g = table.game()
    table.arrange(g, keep_busy({"active": [("dwarf-smith", {"applied": [["silenced", 1, 1]]})], "points": (1, 0, 1)}),
                  {"active": ["frost-giant"]})
    assert "ability:p1-dwarf-smith-1:1" not in g.legal_ids()
    g.choose("next")
    table.pass_windows(g)
    assert g.legal_ids() == ["attack:p1-dwarf-smith-1:1", "next"]
    g2 = table.game()
    table.arrange(g2, keep_busy({"active": [("valkyrie", {"att": [(1, "gleipnir")]})], "grave": ["sobek"],
                                 "points": (0, 2, 3)}), {"active": ["frost-giant"]})
    assert g2.legal_ids() == ["play:raven-of-odin", "next"]  # no Choose the Slain
    g2.s.sides[0].active[0].unit.att = []  # (without the curse it would be offered)
    g2.touch()
    assert "ability:p1-valkyrie-1:1" in [o.id for o in g2.ability_options(0)]
    g2.s.sides[0].active[0].unit.att = [g2.by_uid["p2-gleipnir-1"]]
    g2.touch()
    v = g2.view_dict(0)["players"][0]["active"][0]["card"]
    assert v["keywords_now"] == ["silenced"]


def test_pn_13_8_applied_keywords_last_until_the_next_upkeep_or_longer(table):
    g = table.game()
    table.arrange(g, {"active": [("frost-giant", {"applied": [["poisoned", 1, 1], ["silenced", 2, 1]]})]}, {},
                  start="upkeep", turn=3)
    u = table.unit(g, 0, "active", 0)
    assert u.applied == [["silenced", 1, 1]] and table.hp(g, 0, "active", 0) == 9
    assert "Jotun Frost Giant is no longer Poisoned." in table.since(g, 0)
    # a poison applied this turn hurts at the next upkeep, then wears off
    g2 = combat(table, {"active": ["scarab-swarm"], "points": (0, 0, 1)}, {"active": ["frost-giant"]})
    attack(table, g2, "attack:p1-scarab-swarm-1:1", "target:p2-frost-giant-1")
    assert table.unit(g2, 1, "active", 0).applied == [["poisoned", 1, 0]]


def test_pn_13_9_cunning_spills_excess_damage_when_the_option_is_on(table):
    spec = ({"active": ["fenrir"], "points": (0, 0, 3)},
            {"active": [("jackal-warrior", {"dmg": 3}), "scarab-swarm", ("thoth", {"att": ["aegis"]})]})
    g = combat(table, *spec, cunning=True)
    attack(table, g, "attack:p1-fenrir-1:1", "target:p2-jackal-warrior-1")
    assert g.pending.kind == "spill"
    assert g.legal_ids() == ["target:p2-scarab-swarm-1", "target:p2-thoth-1"]
    g.choose("target:p2-thoth-1")  # 4 excess, Aegis takes 2 off
    assert table.hp(g, 1, "active", 2) == 4 and g.s.sides[0].wp == 1
    g2 = combat(table, *spec, cunning=False)
    attack(table, g2, "attack:p1-fenrir-1:1", "target:p2-jackal-warrior-1")
    assert g2.pending.kind != "spill"
    assert table.hp(g2, 1, "active", 2) == 6 and table.hp(g2, 1, "active", 1) == 3
