"""PN-4 board, PN-5 moving, PN-6 turn, PN-7 resources, PN-8 dice, PN-9 Play,
PN-10 End (docs/rules/pantheon.md)."""
from __future__ import annotations

import json


# -- PN-4 the board ----------------------------------------------------------------------
def test_pn_4_1_only_active_characters_attack_and_are_attacked(table):
    g = table.game()
    table.arrange(g, {"active": ["jackal-warrior", "centaur-outrider"], "bench": ["sobek"], "points": (0, 0, 3)},
                  {"active": ["bastet"], "bench": ["thoth"]}, start="combat")
    table.pass_windows(g)
    assert g.legal_ids() == ["attack:p1-jackal-warrior-1:1", "attack:p1-centaur-outrider-1:1",
                             "attack:p1-centaur-outrider-1:2", "next"]  # never Sobek on the bench
    g.choose("attack:p1-jackal-warrior-1:1")
    assert g.legal_ids() == ["target:p2-bastet-1"]  # not Thoth on the bench
    g.choose("target:p2-bastet-1")
    table.pass_windows(g)
    g.choose("attack:p1-centaur-outrider-1:2")  # Outflank: reach any
    assert g.legal_ids() == ["target:p2-bastet-1", "target:p2-thoth-1"]


def test_pn_4_2_the_bench_holds_characters_and_non_equipment_relics(table):
    g = table.game()
    table.arrange(g, {"hand": ["canopic-jar", "jackal-warrior"], "points": (3, 0, 0),
                      "bench": ["sobek", "bastet", "thoth", "serket"]}, {})
    g.choose("play:canopic-jar")
    table.pass_windows(g)
    assert table.key_at(g, 0, "bench", 4) == "canopic-jar"
    # bench full now: a character may still go to an active spot, a bench relic may not be played
    g.choose("play:jackal-warrior")
    assert g.legal_ids() == ["spot:a1", "spot:a2", "spot:a3", "back"]


def test_pn_4_3_graveyards_sealed_piles_and_tokens_are_public_and_take_no_spot(table):
    g = table.game()
    table.arrange(g, {"grave": ["sobek"], "sealed": ["bastet"], "tokens": (1, 2, 0)}, {})
    v = g.view_dict(1)["players"][0]
    assert [c["key"] for c in v["graveyard"]] == ["sobek"]
    assert [c["key"] for c in v["sealed"]] == ["bastet"]
    assert v["tokens"] == {"cp": 1, "mp": 2, "ap": 0}
    assert len(v["active"]) == 3 and len(v["bench"]) == 5


def test_pn_4_4_a_granted_spot_vanishes_with_its_card_and_takes_its_occupant(table):
    g = table.game()
    table.arrange(g, {"hand": ["troll-smash"], "points": (0, 1, 0)},
                  {"bench": ["trojan-horse"], "active": ["sobek", None, None, ("jackal-warrior", {"curses": [(0, "labyrinth")]})]})
    bo = g.s.sides[1]
    assert len(bo.active) == 4 and bo.active[3].source >= 0
    g.choose("play:troll-smash")
    assert g.legal_ids() == ["target:p2-trojan-horse-1", "back"]
    g.choose("target:p2-trojan-horse-1")
    table.pass_windows(g)
    assert len(bo.active) == 3
    assert table.keys(g, bo.grave) == ["trojan-horse", "jackal-warrior"]
    assert table.keys(g, g.s.sides[0].grave) == ["labyrinth", "troll-smash"] or \
        sorted(table.keys(g, g.s.sides[0].grave)) == ["labyrinth", "troll-smash"]
    assert g.s.sides[0].wp == 0 and g.s.deaths == 0  # not a death, no WP


def test_pn_4_4_spartan_phalanx_grants_every_player_a_spot(table):
    g = table.game()
    table.arrange(g, {"hand": ["spartan-phalanx"], "points": (2, 0, 0)}, {})
    g.choose("play:spartan-phalanx")
    table.pass_windows(g)
    assert [len(sd.active) for sd in g.s.sides] == [4, 4]
    assert [len(sd.bench) for sd in g.s.sides] == [5, 5]


def test_pn_4_5_a_character_goes_to_a_free_spot_of_its_owners_choice(table):
    g = table.game()
    table.arrange(g, {"hand": ["jackal-warrior"], "points": (1, 0, 0), "active": ["sobek"]}, {})
    g.choose("play:jackal-warrior")
    assert g.pending.kind == "place"
    assert g.legal_ids() == ["spot:a2", "spot:a3", "spot:bench", "back"]
    g.choose("spot:a3")
    table.pass_windows(g)
    assert table.key_at(g, 0, "active", 2) == "jackal-warrior"


def test_pn_4_6_views_hide_hands_and_deck_order(table, helpers):
    g = table.game(seed=5)
    table.arrange(g, {"hand": ["sobek", "bolt-of-zeus"]}, {"hand": ["bastet"]})
    for p in (0, 1):
        v = g.view_dict(p)
        seen = helpers.uids_in(v)
        assert not seen & g.hidden_uids(p)
        text = json.dumps(v)
        assert all(u not in text for u in g.hidden_uids(p))
        assert v["players"][1 - p]["hand"] is None
        assert v["players"][p]["hand"] is not None
        assert v["players"][1 - p]["hand_count"] == len(g.s.sides[1 - p].hand)
    assert [c["key"] for c in g.view_dict(0)["players"][0]["hand"]] == ["bolt-of-zeus", "sobek"]
    assert g.view_dict(None)["players"][0]["hand"] is None


# -- PN-5 moving ---------------------------------------------------------------------------
def test_pn_5_1_bench_to_active_is_free(table):
    g = table.game()
    table.arrange(g, {"bench": ["sobek"], "active": ["bastet"]}, {})
    assert g.legal_ids() == ["advance:p1-sobek-1:2", "advance:p1-sobek-1:3", "next"]
    g.choose("advance:p1-sobek-1:3")
    assert table.key_at(g, 0, "active", 2) == "sobek" and table.unit(g, 0, "bench", 0) is None
    assert g.s.sides[0].points == [0, 0, 0]


def test_pn_5_2_active_to_bench_costs_the_withdraw_cost_in_cp(table):
    g = table.game()
    table.arrange(g, {"active": ["sobek", "jackal-warrior"], "points": (1, 0, 0), "tokens": (0, 0, 0)}, {})
    assert g.legal_ids() == ["withdraw:p1-jackal-warrior-1", "next"]  # Sobek costs 2
    g.choose("withdraw:p1-jackal-warrior-1")
    assert g.s.sides[0].points == [0, 0, 0]
    assert table.key_at(g, 0, "bench", 0) == "jackal-warrior"
    g2 = table.game()
    table.arrange(g2, {"active": [("sobek", {"dmg": 3})], "points": (1, 0, 0), "tokens": (1, 0, 0)}, {})
    g2.choose("withdraw:p1-sobek-1")
    assert g2.s.sides[0].points == [0, 0, 0] and g2.s.sides[0].tokens == [0, 0, 0]
    assert table.unit(g2, 0, "bench", 0).dmg == 3  # damage comes along


def test_pn_5_3_moves_only_in_your_own_play_phases(table):
    g = table.game()
    table.arrange(g, {"active": ["sobek"], "bench": ["bastet"], "points": (5, 0, 2)},
                  {"active": ["jackal-warrior"], "bench": ["thoth"], "points": (5, 0, 0)}, start="combat")
    assert g.pending.window and g.legal_ids() == ["pass"]  # Bo, in Ana's go: no moves
    g.choose("pass")
    assert g.pending.kind == "combat"
    assert not any(i.startswith(("advance", "withdraw")) for i in g.legal_ids())


# -- PN-6 the turn -------------------------------------------------------------------------
def test_pn_6_1_upkeep_poison_then_stoic_then_triggers_then_clearing_then_draw(table, helpers):
    g = table.game()
    table.arrange(g, {"active": [("scarab-swarm", {"dmg": 2, "applied": [["poisoned", 1, 1]]}),
                                 ("sobek", {"dmg": 2})],
                      "bench": ["sculpture-of-demeter"]},
                  {"deck": ["bastet"]}, start="upkeep", turn=3, priority=0)
    log = [e.text for e in g.log.events if e.turn == 3]
    poison = log.index("Scarab Swarm takes 1 damage from poison: 0 HP left.")
    worn = log.index("Scarab Swarm is no longer Poisoned.")
    stoic = log.index("Sobek, River Tyrant (Stoic) heals 1.")
    demeter = next(i for i, t in enumerate(log) if t.startswith("Sculpture of Demeter"))
    dead = log.index("Scarab Swarm (Ana) is destroyed.")
    draw = log.index("Bo draws Bastet, Cat Goddess.")
    assert poison < worn < stoic < demeter < dead < draw
    assert "Scarab Swarm (Stoic) heals 1." not in log  # Stoic never saves a character at 0 HP
    assert g.s.sides[1].wp == 1  # the poisoner's WP
    assert g.pending.kind == "roll" and g.pending.player == 0


def test_pn_6_2_every_player_rolls_in_turn_order(table, helpers):
    g = table.game()
    table.arrange(g, {}, {}, start="roll", turn=3, priority=1)
    assert g.pending.kind == "roll" and g.pending.player == 1 and g.legal_ids() == ["roll"]
    helpers.load(g, 1, 1, 1, 1, 1, 1)
    g.choose("roll")
    g.choose("lock")
    assert g.pending.kind == "roll" and g.pending.player == 0


def test_pn_6_3_goes_follow_turn_order_play_combat_play2(table):
    g = table.game()
    table.arrange(g, {"active": ["jackal-warrior"], "points": (1, 0, 1)},
                  {"active": ["bastet"], "points": (1, 0, 1)}, start="play", priority=1, turn=3)
    seen = []
    while not (g.s.phase == "end" or g.pending is None):
        d = g.pending
        seen.append((d.player, d.kind, g.s.phase))
        g.choose("pass" if d.window else "next")
        if g.s.turn > 3:
            break
    goes = [(p, k, ph) for p, k, ph in seen if not k.startswith("twist")]
    assert goes == [(1, "play", "play"), (1, "combat", "combat"), (1, "play", "play2"),
                    (0, "play", "play"), (0, "combat", "combat"), (0, "play", "play2")]


def test_pn_6_4_no_combat_on_turn_1(table):
    for turn, expect in ((1, False), (2, True)):
        g = table.game()
        table.arrange(g, {"active": ["jackal-warrior"], "points": (0, 0, 3)}, {"active": ["bastet"]},
                      start="combat", turn=turn)
        table.pass_windows(g)
        offered = g.pending is not None and g.pending.kind == "combat"
        assert offered == expect
        if turn == 1:
            assert "Ana: Combat — there is no combat on turn 1." in table.since(g, 0)
            assert not any(w.kind == "twist_window" for w in [g.pending] if w)


def test_pn_6_5_end_follows_the_last_go(table):
    g = table.game()
    table.arrange(g, {"points": (1, 1, 1)}, {"points": (2, 0, 0)}, start="play2", seat=1, priority=0, turn=4)
    assert (g.pending.player, g.legal_ids()) == (1, ["next"])  # nothing to do: asked all the same (PN-9.1)
    g.choose("next")
    assert g.s.turn == 5 and g.s.phase != "end"  # End ran, a new turn began
    assert "End of the turn." in table.since(g, 0)
    assert all(sd.points == [0, 0, 0] for sd in g.s.sides)


# -- PN-7 resources --------------------------------------------------------------------------
def test_pn_7_1_faces_1_2_cp_3_4_mp_5_6_ap(table, helpers):
    g = table.game()
    table.arrange(g, {}, {}, start="roll", turn=3)
    helpers.load(g, 1, 2, 3, 4, 5, 6)
    g.choose("roll")
    g.choose("lock")
    assert g.s.sides[0].points == [2, 2, 2]
    assert "Ana locks 1 2 3 4 5 6: 2 CP, 2 MP, 2 AP." in table.since(g, 0)


def test_pn_7_2_points_vanish_at_end_tokens_stay(table):
    g = table.game()
    table.arrange(g, {"points": (2, 3, 1), "tokens": (1, 1, 1)}, {"points": (1, 0, 0)}, start="end", turn=3)
    assert g.s.sides[0].points == [0, 0, 0] and g.s.sides[0].tokens == [1, 1, 1]
    assert g.s.sides[1].points == [0, 0, 0]


def test_pn_7_3_points_are_spent_before_tokens(table):
    g = table.game()
    table.arrange(g, {"hand": ["sobek"], "points": (1, 0, 0), "tokens": (3, 0, 0)}, {})
    assert "play:sobek" in g.legal_ids()  # 1 point + 2 of 3 tokens pay the 3 CP
    g.choose("play:sobek")
    assert g.s.sides[0].points == [0, 0, 0] and g.s.sides[0].tokens == [1, 0, 0]


def test_pn_7_4_cp_mp_and_ap_pay_for_their_own_things(table):
    g = table.game()
    table.arrange(g, {"hand": ["bolt-of-zeus", "jackal-warrior"], "points": (3, 0, 0), "active": ["sobek"]},
                  {"active": ["bastet"]})
    assert g.legal_ids() == ["play:jackal-warrior", "withdraw:p1-sobek-1", "next"]  # no MP: no spell
    g2 = table.game()
    table.arrange(g2, {"hand": ["bolt-of-zeus", "jackal-warrior"], "points": (0, 2, 0), "active": ["sobek"]},
                  {"active": ["bastet"]})
    assert g2.legal_ids() == ["play:bolt-of-zeus", "next"]
    g3 = table.game()
    table.arrange(g3, {"active": ["sobek"], "points": (5, 5, 1)}, {"active": ["bastet"]}, start="combat")
    table.pass_windows(g3)
    assert g3.legal_ids() == ["next"]  # Jaws costs 2 AP: no attack offered, End Combat alone
    g3.choose("next")
    assert g3.pending.kind == "play"  # on to Play 2


# -- PN-8 dice ---------------------------------------------------------------------------------
def test_pn_8_1_six_dice_up_to_three_rolls(table, helpers):
    g = table.game()
    table.arrange(g, {}, {}, start="roll", turn=3)
    helpers.load(g, *([1] * 18))
    g.choose("roll")
    assert g.s.sides[0].dice == [1] * 6 and g.s.sides[0].rolls == 1
    g.choose("roll")
    assert "roll" in g.legal_ids()
    g.choose("roll")
    assert g.s.sides[0].locked and g.s.sides[0].points == [6, 0, 0]  # locked after the third roll
    assert g.pending.player == 1


def test_pn_8_2_keep_and_release_dice_between_rolls(table, helpers):
    g = table.game()
    table.arrange(g, {}, {}, start="roll", turn=3)
    helpers.load(g, 6, 6, 1, 1, 3, 3)
    g.choose("roll")
    assert g.legal_ids() == [f"keep:{i}" for i in range(1, 7)] + ["roll", "lock"]
    g.choose("keep:1")
    g.choose("keep:2")
    g.choose("keep:3")
    assert g.legal_ids()[:3] == ["release:1", "release:2", "release:3"]
    g.choose("release:3")  # a kept die goes back into the next roll
    helpers.load(g, 5, 5, 5, 5)
    g.choose("roll")
    assert g.s.sides[0].dice == [6, 6, 5, 5, 5, 5]
    for i in range(3, 7):
        g.choose(f"keep:{i}")
    assert "roll" not in g.legal_ids() and "lock" in g.legal_ids()


def test_pn_8_3_locking_converts_the_dice(table, helpers):
    g = table.game()
    table.arrange(g, {}, {}, start="roll", turn=3)
    helpers.load(g, 5, 5, 6, 2, 3, 4)
    g.choose("roll")
    g.choose("lock")
    assert g.s.sides[0].points == [1, 2, 3] and g.s.sides[0].locked


# -- PN-9 the Play phase ------------------------------------------------------------------------
def test_pn_9_1_the_play_menu_offers_cards_moves_abilities_and_next(table):
    g = table.game()
    table.arrange(g, {"hand": ["jackal-warrior"], "active": ["dwarf-smith"], "bench": ["sobek"],
                      "points": (2, 0, 0)}, {})
    assert g.legal_ids() == ["play:jackal-warrior", "advance:p1-sobek-1:2", "advance:p1-sobek-1:3",
                             "withdraw:p1-dwarf-smith-1", "ability:p1-dwarf-smith-1:1", "next"]
    g2 = table.game()
    table.arrange(g2, {"hand": ["sobek"]}, {"active": ["bastet"]})
    # Ana can do nothing: she is asked all the same, End alone, so that the
    # table never learns from a skipped go that her hand holds nothing playable
    assert (g2.pending.player, g2.pending.kind, g2.legal_ids()) == (0, "play", ["next"])


def test_pn_9_2_an_activated_ability_once_per_turn(table):
    g = table.game()
    table.arrange(g, {"active": ["dwarf-smith"], "points": (3, 0, 0)}, {})
    g.choose("ability:p1-dwarf-smith-1:1")
    table.pass_windows(g)
    assert g.s.sides[0].tokens == [0, 0, 1]
    assert "ability:p1-dwarf-smith-1:1" not in g.legal_ids()
    assert g.s.sides[0].used == [f"{g.by_uid['p1-dwarf-smith-1']}:0"]


# -- PN-10 End -------------------------------------------------------------------------------------
def test_pn_10_1_temporary_effects_wear_off(table):
    g = table.game()
    table.arrange(g, {"active": ["sobek"]}, {}, start="end", turn=3)
    # (set after arranging: End already ran) -> arrange again with the effects, stop before End
    g = table.game()
    table.arrange(g, {"active": ["sobek"], "hand": ["battle-fury", "runes-of-warding"], "points": (0, 2, 0)},
                  {}, start="play2", turn=3)
    g.choose("play:battle-fury")
    g.choose("target:p1-sobek-1")
    table.pass_windows(g)
    u = table.unit(g, 0, "active", 0)
    assert u.bonus == 2
    g.s.sides[1].redirect = 0
    g.s.sides[0].used.append("x")
    while g.s.turn == 3:
        g.choose("pass" if g.pending.window else "next")
    assert u.bonus == 0 and u.shield == 0 and u.extra == 0
    assert g.s.sides[1].redirect == -1 and g.s.sides[0].used == []


def test_pn_10_2_unused_points_are_lost(table):
    g = table.game()
    table.arrange(g, {"points": (1, 2, 3)}, {}, start="end", turn=3)
    assert g.s.sides[0].points == [0, 0, 0]
    assert "Ana loses 1 CP, 2 MP and 3 AP unused." in table.since(g, 0)


def test_pn_10_3_hand_limit_seven_checked_only_at_end(table):
    hand = ["jackal-warrior", "jackal-warrior", "sobek", "sobek", "bastet", "thoth", "serket", "bolt-of-zeus",
            "hecatomb"]
    g = table.game()
    table.arrange(g, {"hand": hand}, {}, start="play2", turn=3)
    assert g.legal_ids() == ["next"]  # no points: Ana ends her go (PN-9.1: asked all the same)
    g.choose("next")
    assert (g.pending.player, g.legal_ids()) == (1, ["next"])  # Bo's Play: nothing to do either
    g.choose("next")
    assert g.pending.window and g.pending.player == 0  # Bo's combat begins: Ana may answer
    while g.pending.window or g.pending.kind in ("play", "combat"):
        g.choose("pass" if g.pending.window else "next")  # the windows, Bo's Combat and Play 2
    assert len(g.s.sides[0].hand) == 9  # more than 7 during the turn is fine
    assert g.pending.kind == "hand_limit" and g.pending.player == 0
    assert g.legal_ids() == ["discard:bastet", "discard:bolt-of-zeus", "discard:hecatomb", "discard:jackal-warrior",
                             "discard:serket", "discard:sobek", "discard:thoth"]
    g.choose("discard:sobek")
    assert g.pending.kind == "hand_limit"
    g.choose("discard:hecatomb")
    assert g.s.turn == 4 and len(g.s.sides[0].hand) == 7 + 1  # down to 7, then the next upkeep's draw
    assert table.keys(g, g.s.sides[0].grave) == ["sobek", "hecatomb"]


def test_pn_10_4_fields_decay_in_end(table):
    g = table.game()
    table.arrange(g, {"field": [("olympic-games", 1), "spartan-phalanx"]}, {"field": [("fimbulwinter", 2)]},
                  start="end", turn=3)
    assert table.keys(g, [f.c for f in g.s.sides[0].field]) == ["spartan-phalanx"]
    assert "olympic-games" in table.keys(g, g.s.sides[0].grave)
    assert [f.left for f in g.s.sides[1].field] == [1]


def test_pn_10_5_priority_passes_each_turn(table):
    g = table.game()
    table.arrange(g, {}, {}, start="end", turn=3, priority=0)
    assert g.s.priority == 1 and g.s.turn == 4
    assert "— Turn 4 — Bo has priority." in table.since(g, 0)


def test_pn_8_2_keep_and_release_changes_are_capped_between_rolls(table, helpers):
    g = table.game()
    table.arrange(g, {}, {}, start="roll", turn=3)
    helpers.load(g, 1, 2, 3, 4, 5, 6)
    g.choose("roll")
    for _ in range(9):
        g.choose("keep:1")
        g.choose("release:1")
    assert g.legal_ids() == ["roll", "lock"]
    g.choose("roll")
    assert "keep:1" in g.legal_ids()  # a new roll, a fresh allowance


def test_pn_10_1_end_of_turn_triggers_fire_before_the_next_turn(pool):
    """No printed card has an end-of-turn trigger yet, but the card format
    takes one: a test field that gives an MP token at the end of the turn
    gives it in that End phase, before the next turn's upkeep (PN-10.1)."""
    from pn_support import Table

    data = pool.model_dump(by_alias=True)
    data["cards"]["test-dusk"] = {
        "type": "field", "name": "Test Dusk", "pantheon": "Greek", "class": 1, "cost": 1, "preservation": True,
        "triggers": [{"when": "end_of_turn", "effects": [{"do": "token", "to": "you", "resource": "mp"}]}],
        "text": "At the end of the turn gain an MP token."}
    table = Table(type(pool).model_validate(data))
    g = table.game()
    table.arrange(g, {"field": ["test-dusk"]}, {}, start="end", turn=2)
    assert not [t for t in g.s.tasks if t[0] == "trig"]
    assert any("token" in e.verb and e.actor == 0 and e.turn == 2 for e in g.log.events)


def test_pn_9_2_an_ability_for_more_attacks_this_combat_is_not_offered_after_combat(table):
    """Gjallarhorn's Sound the Horn (1 MP: an active character may attack once
    more this combat) is offered in Play 1 of turn 2, with Combat ahead, but
    not in Play 2: there it would take the MP and do nothing."""
    from pn_support import keep_busy

    horn = "ability:p1-gjallarhorn-1:1"
    g = table.game()
    table.arrange(g, keep_busy({"active": ["berserker"], "bench": ["gjallarhorn"], "points": (0, 1, 2)}),
                  {"active": ["sobek"]}, start="play", turn=2)
    assert horn in g.legal_ids()
    g = table.game()
    table.arrange(g, keep_busy({"active": ["berserker"], "bench": ["gjallarhorn"], "points": (0, 1, 2)}),
                  {"active": ["sobek"]}, start="play2")
    assert g.pending.kind == "play" and horn not in g.legal_ids()
