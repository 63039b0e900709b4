"""PN-14 characters, PN-15 relics, PN-16 fields, PN-17 magic, PN-18 effects,
PN-19 more players, PN-20 balance (docs/rules/pantheon.md)."""
from __future__ import annotations

import random
import re
from pathlib import Path

from pn_support import attack, combat, keep_busy

DOC = Path(__file__).resolve().parents[2] / "docs" / "rules" / "pantheon.md"


# -- PN-14 characters ----------------------------------------------------------------------
def test_pn_14_1_abilities_work_from_the_bench(table):
    g = combat(table, {"active": ["spartan-hoplite"], "bench": ["athena"], "points": (0, 0, 2)},
               {"active": ["frost-giant"]})
    attack(table, g, "attack:p1-spartan-hoplite-1:1", "target:p2-frost-giant-1")
    assert table.hp(g, 1, "active", 0) == 7  # 2 + 1 from Athena on the bench


def test_pn_14_2_static_triggered_and_activated_abilities(table):
    g = table.game()
    table.arrange(g, keep_busy({"hand": ["thoth"], "points": (2, 2, 0), "deck": ["sobek", "bastet"]}), {})
    g.choose("play:thoth")
    g.choose("spot:a1")
    table.pass_windows(g)
    assert table.keys(g, g.s.sides[0].hand) == ["raven-of-odin", "sobek"]  # triggered on play: draw
    assert g.legal_ids() == ["play:raven-of-odin", "ability:p1-thoth-1:1", "next"]  # activated: 2 MP
    g.choose("ability:p1-thoth-1:1")
    table.pass_windows(g)
    assert table.keys(g, g.s.sides[0].hand)[-2:] == ["sobek", "bastet"] and g.s.sides[0].points == [1, 0, 0]


def test_pn_14_3_a_c3_cost_is_checked_and_paid_on_play(table):
    g = table.game()
    base = {"hand": ["anubis", "zeus", "osiris", "thor", "hel", "odin", "golden-fleece", "jackal-warrior"],
            "points": (9, 0, 0)}
    table.arrange(g, dict(base), {})
    assert [i for i in g.legal_ids() if i.startswith("play:")] == ["play:hel", "play:jackal-warrior", "play:thor"]
    g2 = table.game()
    table.arrange(g2, {**base, "active": ["achilles", "berserker", "shieldmaiden"], "grave": ["sobek"] * 0 +
                       ["jackal-warrior", "bastet", "serket"], "wp": 3}, {}, deaths=1)
    assert [i for i in g2.legal_ids() if i.startswith("play:")] == [
        "play:anubis", "play:golden-fleece", "play:hel", "play:jackal-warrior", "play:odin", "play:osiris",
        "play:thor", "play:zeus"]
    # paying: Thor discards two cards of the player's choice, Hel mills three
    g2.choose("play:thor")
    assert g2.pending.kind == "discard"
    g2.choose("discard:anubis")
    g2.choose("discard:zeus")
    assert g2.pending.window  # active row full: Thor goes to the bench by itself
    deck_before = len(g2.s.sides[0].deck)
    table.pass_windows(g2)
    assert table.key_at(g2, 0, "bench", 0) == "thor"
    g2.choose("play:hel")
    assert len(g2.s.sides[0].deck) == deck_before - 3
    assert {"anubis", "zeus"} <= set(table.keys(g2, g2.s.sides[0].grave))


def test_pn_14_4_anubis_heart_weigher_exactly_as_printed(table, pool):
    a = pool.cards["anubis"]
    assert (a.name, a.hp, a.class_, a.subtypes, a.cost, a.pantheon, a.withdraw) == (
        "Anubis, Heart Weigher", 15, 3, ("Dog God",), 3, "Egyptian", 3)
    assert a.c3.died_this_turn and len(a.attacks) == 1
    atk = a.attacks[0]
    assert (atk.name, atk.cost, atk.damage, atk.bonus.per, atk.bonus.amount) == ("Judgment Force", 3, 6,
                                                                                  "own_grave_characters", 1)
    # Judgment Force: 6 + 1 per character in Ana's graveyard (2 characters, 1 spell)
    g = combat(table, {"active": ["anubis"], "grave": ["sobek", "bastet", "bolt-of-zeus"], "points": (0, 0, 3)},
               {"active": ["hel"]})
    attack(table, g, "attack:p1-anubis-1:1", "target:p2-hel-1")
    assert table.hp(g, 1, "active", 0) == 2
    # whenever a character Ana controls dies, she may put it on top of her deck; Bo still gains WP
    g2 = combat(table, {"active": ["anubis", ("jackal-warrior", {"dmg": 3})], "points": (0, 0, 1)},
                {"active": ["bastet"], "points": (0, 0, 0)})
    attack(table, g2, "attack:p1-jackal-warrior-1:1", "target:p2-bastet-1")  # Counter kills the Jackal
    assert g2.pending.kind == "trigger" and g2.pending.player == 0
    assert g2.legal_ids() == ["yes", "no"]
    g2.choose("yes")
    assert g2.info[g2.s.sides[0].deck[-1]].key == "jackal-warrior"
    assert g2.s.sides[1].wp == 1


# -- PN-15 relics -----------------------------------------------------------------------------
def test_pn_15_1_equipment_attaches_on_play_and_leaves_with_its_character(table):
    g = table.game()
    table.arrange(g, keep_busy({"hand": ["bow-of-apollo"], "active": ["jackal-warrior", "sobek"], "points": (1, 0, 0)}),
                  {"active": ["frost-giant"], "bench": ["thoth"]})
    g.choose("play:bow-of-apollo")
    assert g.legal_ids() == ["target:p1-jackal-warrior-1", "target:p1-sobek-1", "back"]  # own characters only
    g.choose("target:p1-jackal-warrior-1")
    table.pass_windows(g)
    assert table.keys(g, table.unit(g, 0, "active", 0).att) == ["bow-of-apollo"]
    assert [a.name for a in g.attacks_of(g.by_uid["p1-jackal-warrior-1"], 0)] == ["Bite", "Sun Arrow"]
    g.leave_play(g.by_uid["p1-jackal-warrior-1"], "grave")
    assert sorted(table.keys(g, g.s.sides[0].grave)) == ["bow-of-apollo", "jackal-warrior"]


def test_pn_15_2_other_relics_go_to_the_bench_and_work_there(table):
    g = table.game()
    table.arrange(g, keep_busy({"hand": ["trojan-horse"], "points": (2, 0, 0)}), {})
    g.choose("play:trojan-horse")
    table.pass_windows(g)
    assert table.key_at(g, 0, "bench", 0) == "trojan-horse"
    assert len(g.s.sides[0].active) == 4 and len(g.s.sides[1].active) == 3


def test_pn_15_3_sculpture_of_demeter_rolls_a_token_each_upkeep(table, pool, helpers):
    c = pool.cards["sculpture-of-demeter"]
    assert (c.name, c.class_, c.type, c.subtype, c.cost, c.pantheon) == ("Sculpture of Demeter", 2, "relic", None, 2,
                                                                        "Greek")
    g = table.game()
    table.arrange(g, {"bench": ["sculpture-of-demeter"], "tokens": (0, 1, 0)}, {}, start="end", turn=3)
    assert sum(g.s.sides[0].tokens) == 2  # one new token from the upkeep of turn 4
    g3 = table.game()
    helpers.load(g3, 5)
    table.arrange(g3, {"bench": ["sculpture-of-demeter"]}, {}, start="upkeep", turn=3)
    assert g3.s.sides[0].tokens == [0, 0, 1]
    assert "Sculpture of Demeter: Ana rolls 5 and gains an AP token." in table.since(g3, 0)


# -- PN-16 fields -------------------------------------------------------------------------------
def test_pn_16_1_fields_affect_the_whole_table(table):
    g = combat(table, {"active": ["jackal-warrior"], "points": (0, 0, 1)},
               {"active": ["frost-giant"], "field": ["olympic-games"]})
    attack(table, g, "attack:p1-jackal-warrior-1:1", "target:p2-frost-giant-1")
    assert table.hp(g, 1, "active", 0) == 7  # Bo's field helps Ana's Jackal too: 2 + 1


def test_pn_16_2_decay_n_lasts_n_end_phases(table):
    g = table.game()
    table.arrange(g, keep_busy({"hand": ["olympic-games"], "points": (2, 0, 0)}), {})
    g.choose("play:olympic-games")
    table.pass_windows(g)
    assert [f.left for f in g.s.sides[0].field] == [2]
    ends = 0
    while g.s.sides[0].field:
        t = g.s.turn
        g.choose("pass" if g.pending.window else "lock" if "lock" in g.legal_ids() else
                 "roll" if g.legal_ids() == ["roll"] else "next" if "next" in g.legal_ids() else g.legal_ids()[0])
        ends += g.s.turn - t
    assert ends == 2  # played on turn 2, gone after the End of turn 3


def test_pn_16_3_spartan_phalanx_exactly_as_printed(table, pool):
    c = pool.cards["spartan-phalanx"]
    assert (c.name, c.type, c.cost, c.pantheon, c.preservation, c.decay, c.class_) == (
        "Spartan Phalanx", "field", 2, "Greek", True, None, 2)
    assert [(s.kind, s.to, s.amount) for s in c.statics] == [("active_spots", "each_player", 1)]
    g = table.game()
    table.arrange(g, {"hand": ["fire-of-muspelheim"], "points": (0, 1, 0),
                      "active": ["jackal-warrior", None, None, "sobek"]},
                  {"field": ["spartan-phalanx"], "active": [None, None, None, "bastet"]})
    assert [len(sd.active) for sd in g.s.sides] == [4, 4]
    g.choose("play:fire-of-muspelheim")
    g.choose("target:p2-spartan-phalanx-1")
    table.pass_windows(g)
    assert [len(sd.active) for sd in g.s.sides] == [3, 3]
    assert "sobek" in table.keys(g, g.s.sides[0].grave) and "bastet" in table.keys(g, g.s.sides[1].grave)


# -- PN-17 magic ----------------------------------------------------------------------------------
def test_pn_17_1_a_twist_can_be_cast_whenever_it_can_be_paid(table):
    g = table.game()
    table.arrange(g, keep_busy({"hand": ["battle-fury"], "active": ["jackal-warrior"], "points": (0, 1, 0)}),
                  {"hand": ["runes-of-warding"], "active": ["sobek"], "points": (0, 0, 0)})
    assert "play:battle-fury" in g.legal_ids()  # own Play phase
    g.choose("play:battle-fury")
    g.choose("target:p1-jackal-warrior-1")
    assert g.pending.window and g.legal_ids() == ["pass"]  # Bo has no MP for his Twist
    g.s.sides[1].points = [0, 1, 0]
    assert g.legal_ids() == ["pass"]  # (the window was computed before)
    g.choose("pass")
    g.choose("raven-of-odin" and "play:raven-of-odin")
    g.choose("spot:a2")
    assert g.pending.window and g.legal_ids() == ["pass", "twist:runes-of-warding"]


def test_pn_17_2_windows_always_open_in_turn_order_and_chain_last_in_first_out(table):
    g = table.game(players=3)
    table.arrange(g, keep_busy({"hand": ["bolt-of-zeus"], "points": (0, 2, 0)}),
                  {"hand": ["oracle-warning"], "points": (0, 3, 0), "active": ["sobek"]},
                  more=[{"hand": ["oracle-warning"], "points": (0, 3, 0)}], priority=0)
    g.choose("play:bolt-of-zeus")
    g.choose("target:p2-sobek-1")
    assert g.pending.window and g.pending.player == 1
    assert g.legal_ids() == ["pass", "twist:oracle-warning"]
    g.choose("pass")
    assert g.pending.window and g.pending.player == 2
    g.choose("twist:oracle-warning")  # P3 cancels the bolt; the others may answer P3's Twist
    assert g.pending.window and g.pending.player == 0 and g.legal_ids() == ["pass"]
    g.choose("pass")
    assert g.pending.window and g.pending.player == 1 and g.legal_ids() == ["pass", "twist:oracle-warning"]
    g.choose("twist:oracle-warning")  # Bo cancels P3's Twist: last in, first out
    while g.pending.window:
        g.choose("pass")
    assert table.hp(g, 1, "active", 0) == 5  # the bolt resolved
    log = table.since(g, 0)
    assert log.index("Warning of the Oracle is cancelled and goes to the graveyard.") < log.index("Sobek, River Tyrant takes 3 damage: 5 HP left.")


def test_pn_17_2_a_window_opens_even_with_nothing_to_cast(table):
    g = combat(table, {"active": ["jackal-warrior"], "points": (0, 0, 1)}, {"active": ["sobek"]})
    g.choose("attack:p1-jackal-warrior-1:1")
    g.choose("target:p2-sobek-1")
    d = g.pending
    assert d.window and d.player == 1 and d.only_pass() and d.kind == "twist_window"


def test_pn_17_3_spells_only_in_your_own_play_phases(table):
    g = combat(table, {"active": ["jackal-warrior"], "hand": ["bolt-of-zeus", "battle-fury"], "points": (0, 3, 1)},
               {"active": ["sobek"], "hand": ["bolt-of-zeus"], "points": (0, 3, 0)})
    assert g.legal_ids() == ["attack:p1-jackal-warrior-1:1", "play:battle-fury", "next"]  # no spell in Combat
    g.choose("attack:p1-jackal-warrior-1:1")
    g.choose("target:p2-sobek-1")
    assert g.legal_ids() == ["pass"]  # Bo's spell waits for his own Play phase


def test_pn_17_4_blessings_and_curses_attach_and_leave_with_their_host(table):
    g = table.game()
    table.arrange(g, keep_busy({"hand": ["blessing-of-isis", "plague-ground"], "active": ["jackal-warrior"],
                                "points": (0, 4, 0)}),
                  {"active": ["sobek", "bastet"]})
    g.choose("play:plague-ground")
    assert g.legal_ids() == ["target:spot:1:0", "target:spot:1:1", "target:spot:1:2", "back"]
    g.choose("target:spot:1:2")  # an empty spot: whoever stands there later is Poisoned
    table.pass_windows(g)
    assert table.keys(g, g.s.sides[1].active[2].curses) == ["plague-ground"]
    g.choose("play:blessing-of-isis")
    g.choose("target:p1-jackal-warrior-1")
    table.pass_windows(g)
    assert table.hp(g, 0, "active", 0) == 7
    g.leave_play(g.by_uid["p1-jackal-warrior-1"], "sealed")
    assert table.keys(g, g.s.sides[0].grave) == ["blessing-of-isis"]
    # the spot curse poisons whoever moves onto it, credited to its owner
    g2 = table.game()
    table.arrange(g2, {}, {"active": [None, None, ("jackal-warrior", {"dmg": 3, "curses": [(0, "plague-ground")]})]},
                  start="upkeep", turn=3)
    assert g2.s.sides[0].wp == 1 and table.keys(g2, g2.s.sides[1].active[2].curses) == ["plague-ground"]


def test_pn_17_5_a_cancelled_card_goes_to_the_graveyard_and_stays_paid(table):
    g = table.game()
    table.arrange(g, keep_busy({"hand": ["sobek"], "points": (3, 0, 0)}),
                  {"hand": ["oracle-warning"], "points": (0, 3, 0)})
    g.choose("play:sobek")
    g.choose("spot:a1")
    g.choose("twist:oracle-warning")
    table.pass_windows(g)
    assert "sobek" in table.keys(g, g.s.sides[0].grave) and table.unit(g, 0, "active", 0) is None
    assert g.s.sides[0].points == [1, 0, 0]  # 3 of 4 CP spent and gone
    g2 = combat(table, {"active": ["jackal-warrior"], "points": (0, 0, 1)},
                {"active": ["sobek"], "hand": ["sandstorm"], "points": (0, 2, 0)})
    g2.choose("attack:p1-jackal-warrior-1:1")
    g2.choose("target:p2-sobek-1")
    g2.choose("twist:sandstorm")
    table.pass_windows(g2)
    assert table.hp(g2, 1, "active", 0) == 8 and g2.s.sides[0].points[2] == 0


# -- PN-18 effects ----------------------------------------------------------------------------------
def test_pn_18_1_a_target_no_longer_legal_is_left_alone(table):
    g = table.game()
    table.arrange(g, keep_busy({"hand": ["bolt-of-zeus"], "points": (0, 2, 0)}), {"active": ["sobek"]})
    g.choose("play:bolt-of-zeus")
    g.choose("target:p2-sobek-1")
    g.leave_play(g.by_uid["p2-sobek-1"], "hand")
    g.choose("pass")
    assert not any("takes" in t for t in table.since(g, 0))
    assert "bolt-of-zeus" in table.keys(g, g.s.sides[0].grave)


def test_pn_18_2_destroy_earns_wp_seal_and_bounce_do_not(table):
    g = table.game()
    table.arrange(g, keep_busy({"hand": ["ragnarok", "whirlpool-of-charybdis", "banished-to-the-duat"],
                                "points": (0, 10, 0)}),
                  {"active": [("serket", {"dmg": 3}), "frost-giant", "sobek"]})
    g.choose("play:ragnarok")
    table.pass_windows(g)
    assert g.s.sides[0].wp == 2
    g.choose("play:whirlpool-of-charybdis")
    g.choose("target:p2-frost-giant-1")
    table.pass_windows(g)
    assert "frost-giant" in table.keys(g, g.s.sides[1].hand) and g.s.sides[0].wp == 2
    g.choose("play:banished-to-the-duat")
    g.choose("target:p2-sobek-1")
    table.pass_windows(g)
    assert table.keys(g, g.s.sides[1].sealed) == ["sobek"] and g.s.sides[0].wp == 2


# -- PN-19 more players -------------------------------------------------------------------------------
def test_pn_19_1_three_players_go_round_and_an_empty_deck_puts_one_out(table):
    g = table.game(players=3)
    table.arrange(g, {}, {"deck": []}, more=[{}], start="upkeep", turn=3, priority=2, empty_decks=(1,))
    assert not g.over and g.s.sides[1].out
    assert g.order() == [2, 0]
    assert g.pending.kind == "roll" and g.pending.player == 2
    rng = random.Random(7)
    for seed in range(3):
        g = table.game(seed=seed, players=3)
        n = 0
        while not g.over:
            g.choose(rng.choice(g.legal_ids()))
            g.check_invariants()
            n += 1
            assert n < 40_000
        assert g.outcome.winner is not None


# -- PN-20 balance ---------------------------------------------------------------------------------------
def test_pn_20_balance_table_in_the_docs_is_within_sixty_percent():
    text = DOC.read_text(encoding="utf-8")
    assert "BALANCE-TABLE" not in text
    rates = [float(x) for x in re.findall(r"\| (\d+\.\d)% \(\d+\)", text)]
    assert len(rates) >= 6 and all(40.0 <= r <= 60.0 for r in rates)
    seats = [float(x) for x in re.findall(r"\| seat \d \| \d+(?:\.\d)? \| (\d+\.\d)% \|", text)]
    assert len(seats) >= 2 and all(40.0 <= r <= 60.0 for r in seats)
