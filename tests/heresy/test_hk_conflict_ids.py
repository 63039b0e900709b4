"""One test per rule (or small group) of HK-24..HK-32, HK-36, HK-37 not named
by another test: combat.py, assembly.py."""
from __future__ import annotations

import pytest

from hkhelpers import bare, begin, hand, ids, play, u
from test_hk_combat import _w21
from test_hk_conflict_assembly import _attack, _pass_windows
from test_hk_conflict_ic_blitz import _finish, _rim


def test_hk_25_1_hk_26_1_a_combat_goes_declare_defend_resolve_dead():
    """HK-25.1, HK-26.1: the four steps, in order, in the log."""
    g, fc, arena, jur, zon, arc, rab = _w21()
    _attack(g, arc, [jur, zon])
    g.choose("defend")
    g.choose(f"dmg:{u(g, jur)}")
    verbs = [e.verb for e in g.log.events]
    assert verbs.index("attack") < verbs.index("defend") < verbs.index("damage") < verbs.index("killed")


def test_hk_25_2_hk_25_6_only_the_active_player_attacks_and_never_must():
    """HK-25.2, HK-25.6: attacks are options of the active player's Action
    interval, beside ending the turn."""
    g, *_ = _w21()
    assert g.pending.player == 0 and "end" in ids(g) and any(i.startswith("attack:") for i in ids(g))


def test_hk_25_5_hk_26_3_a_combat_is_of_the_target_type():
    """HK-25.5, HK-26.3: attacking a domain is a Wilds combat; Heathens on a
    domain cannot attack an array."""
    g, fc, arena, jur, zon, arc, rab = _w21()
    arr = play(g, 1, "kiev-grid")
    play(g, 1, "vatican-arcology")
    g.pending = g.advance()
    assert f"attack:{u(g, arr)}" not in ids(g)  # nobody of Samantha's reaches the Matrix
    _attack(g, arc, [jur])
    assert g.s.conflict.kind == "wilds" and g.s.conflicts == [(1, "wilds")]


def test_hk_25_7_aura_pools_empty_when_a_combat_begins_and_ends():
    """HK-25.7."""
    g, fc, arena, jur, zon, arc, rab = _w21()
    g.s.sides[0].aura = g.s.sides[1].aura = 2
    _attack(g, arc, [jur, zon])
    assert g.s.sides[0].aura == 0 and g.s.sides[1].aura == 0


def test_hk_26_7_hk_26_9_the_source_location_takes_no_part_and_one_attacker_is_needed():
    """HK-26.7, HK-26.9: Free City is not offered as an attacker; with nobody
    chosen the attack can only be taken back."""
    g, fc, arena, jur, zon, arc, rab = _w21()
    g.choose(f"attack:{u(g, arc)}")
    assert "attack_done" not in ids(g) and "back" in ids(g)
    assert f"attack_add:{u(g, fc)}" not in ids(g)
    g.choose("back")
    assert g.s.conflict is None and g.pending.kind == "action"


def test_hk_26_8_only_miracles_once_the_attack_is_declared():
    """HK-26.8: in the combat windows no card but a miracle is offered."""
    g, fc, arena, jur, zon, arc, rab = _w21()
    hand(g, 1, "golem")
    hand(g, 1, "usiel")
    play(g, 1, "london-dome")
    g.pending = g.advance()
    _attack(g, arc, [jur])
    for i in ids(g):
        assert i.split(":")[0] in ("miracle", "scramble", "pass", "defend", "intervene")


def test_hk_27_1_hk_27_4_conviction_affiliation_rank_do_not_matter():
    """HK-27.1, HK-27.4: Michael (Rebellion, celestial) leads Rimmon
    (Devotion) and Pursan (Stagnation, infernal)."""
    g = bare()
    d1, d2 = play(g, 0, "free-city"), play(g, 0, "vatican-arcology")
    mic = play(g, 0, "michael", on=d1)
    rim = play(g, 0, "rimmon", on=d2)
    pur = play(g, 0, "pursan", on=d2)
    assert g.joinable([mic, rim, pur])


def test_hk_27_7_hk_27_10_hk_38_1_the_assembly_keeps_its_bonus_when_the_leader_leaves():
    """HK-27.7, HK-27.10 (Q&A HK-38.1): a miracle returns the leader to its
    hand before resolution; the others keep +1/+1."""
    g = bare()
    d1, d2, d3 = play(g, 0, "free-city"), play(g, 0, "arizona-free-zone"), play(g, 0, "rim")
    abd = play(g, 0, "abdiel", on=d1)
    rab = play(g, 0, "rabdos", on=d2)
    los = play(g, 0, "los", on=d3)
    arc = play(g, 1, "arcology")
    begin(g, 0)
    _attack(g, arc, [abd, rab, los])
    g.fx_return_to_hand(1, -1, 0, abd, "")
    assert abd not in g.s.conflict.attackers and g.fight_attack(rab) == 2 and g.fight_defense(los) == 2


def test_hk_27_12_hk_27_13_free_will_with_modifiers_the_highest_leads():
    """HK-27.12, HK-27.13: a title's +1 free will counts; the leader is the
    only Host of the highest free will."""
    g = bare()
    d1 = play(g, 0, "free-city")
    rab = play(g, 0, "rabdos", on=d1)
    los = play(g, 0, "los", on=d1)
    usi = play(g, 0, "usiel", on=d1)
    assert not g.joinable([rab, los])
    play(g, 0, "keeper-of-the-exchange", on=rab)
    ari = play(g, 0, "arioch", on=d1)
    assert g.cb_fw(rab) == 2 and g.joinable([rab, los, usi]) and not g.joinable([rab, los, usi, ari])


def test_hk_28_2_hk_28_11_defending_opens_nothing():
    """HK-28.2, HK-28.11: the defender chooses defense; Rabdos defends ready."""
    g, fc, arena, jur, zon, arc, rab = _w21()
    _attack(g, arc, [jur, zon])
    assert g.pending.kind == "defense"
    g.choose("defend")
    assert set(g.s.conflict.defenders) == {arc, rab} and not g.s.pieces[rab].open


def test_hk_28_5_a_under_an_intervention_the_others_on_the_target_take_no_part():
    """HK-28.5.a: Nanael intervenes for the Arcology; Rabdos on it stays out."""
    g, fc, arena, jur, zon, arc, rab = _w21()
    nan = play(g, 1, "nanael", on=arc)
    g.pending = g.advance()
    _attack(g, arc, [jur, zon])
    g.choose(f"intervene:{u(g, nan)}")
    g.choose("intervene_done")  # Rabdos could have joined Nanael; he does not
    assert g.s.conflict.defenders == [nan]
    _finish(g)
    assert g.s.pieces[rab].damage == 0


def test_hk_28_8_hk_28_9_a_stricken_location_defends_with_defense_0_and_deals_nothing():
    """HK-28.8, HK-28.9, HK-32.4, HK-32.5 (W29): a stricken Arcology is in the
    defense, deals nothing, and 1 damage kills it; its tau is 0."""
    g = bare()
    fc = play(g, 0, "free-city")
    usi = play(g, 0, "usiel", on=fc)
    arc = play(g, 1, "arcology")
    begin(g, 0)
    g.strike(arc)
    assert not g.s.pieces[arc].damage  # HK-32.5: struck, not killed
    _attack(g, arc, [usi])
    _finish(g)
    assert g.totals() == (1, 0) or g.s.pieces[usi].damage == 0
    assert g.pending.kind == "domain_killed" and "take_tau:" + u(g, arc) in ids(g)
    assert g.pending.options[0].label == "Take 0 tau"


def test_hk_28_12_a_hk_28_13_no_scramble_in_the_second_window():
    """HK-28.12.a, HK-28.13: after the defense only miracles."""
    g, fc, arena, jur, zon, arc, rab = _w21()
    play(g, 1, "biodome")
    hand(g, 1, "golem")
    play(g, 1, "london-dome")
    g.pending = g.advance()
    _attack(g, arc, [jur, zon])
    assert any(i.startswith("scramble:") for i in ids(g))
    g.choose("pass")
    g.choose("defend")
    assert g.pending.kind == "window" and not any(i.startswith("scramble:") for i in ids(g))


@pytest.mark.parametrize("joined", [False, True])
def test_hk_29_2_hk_29_6_hk_29_8_every_ic_turns_up_the_joined_total_counts(joined):
    """HK-29.2, HK-29.6, HK-29.8: two IC on one array are both turned up.
    Ashmedai alone (3) is stopped by both, and both abilities take effect;
    joined with Namaah (4 + 2 = 6, the joining bonus counted) the attack
    overcomes both."""
    g = bare()
    play(g, 0, "vatican-arcology")
    play(g, 0, "exchange-towers")
    a1, a2 = play(g, 0, "arena"), play(g, 0, "kiev-grid")
    ash = play(g, 0, "ashmedai", on=a1)  # 3/3, FW 4, netwalk
    nam = play(g, 0, "namaah", on=a2)  # 1/2, FW 1
    play(g, 1, "vatican-arcology")
    arr = play(g, 1, "euroreach")
    hh = play(g, 1, "headhunter", on=arr)
    bi = play(g, 1, "black-ice", on=arr)
    begin(g, 0)
    g.choose(f"attack:{u(g, arr)}")
    g.choose(f"from:{u(g, a1)}")
    g.choose(f"attack_add:{u(g, ash)}")
    if joined:
        g.choose(f"attack_add:{u(g, nam)}")
    g.choose("attack_done")
    _finish(g)
    assert hh in g.s.ic_seen and bi in g.s.ic_seen
    if joined:
        assert not g.s.pieces[ash].stricken and "overcome" in g.log.events[-1].text + " ".join(
            e.text for e in g.log.events)
    else:
        assert g.s.pieces[ash].stricken and g.s.pieces[ash].damage == 1  # both abilities (HK-29.6)


def test_hk_29_4_a_a_stopped_attack_deals_no_damage_either_way():
    """HK-29.4.a."""
    g = bare()
    play(g, 0, "vatican-arcology")
    mine = play(g, 0, "arena")
    out = play(g, 0, "outmodes", on=mine)
    play(g, 1, "vatican-arcology")
    arr = play(g, 1, "euroreach")
    play(g, 1, "headhunter", on=arr)
    begin(g, 0)
    _attack(g, arr, [out])
    _finish(g)
    assert g.s.pieces[out].damage == 0 and g.s.pieces[arr].damage == 0 and g.s.pieces[out].stricken


def test_hk_30_2_hk_30_4_hk_30_5_the_defender_damages_only_attackers_a_card_dies_at_its_defense():
    """HK-30.2, HK-30.4, HK-30.5, HK-30.6: W21's defender puts 2 on the Jurors
    (killed at defense 2) and the other 2 where it must: the Zoners."""
    g, fc, arena, jur, zon, arc, rab = _w21()
    _attack(g, arc, [jur, zon])
    g.choose("defend")
    assert set(g.assign_targets(1, {})) == {jur, zon}
    g.choose(f"dmg:{u(g, jur)}")
    assert jur in g.s.sides[0].oblivion and g.s.pieces[zon].damage == 2


def test_hk_30_3_a_hk_30_7_damage_taken_before_counts_toward_killing():
    """HK-30.3.a, HK-30.7: Rabdos took 1 damage earlier this turn: 1 more
    kills it, the rest may go to the Arcology."""
    g, fc, arena, jur, zon, arc, rab = _w21()
    g.s.pieces[rab].damage = 1
    _attack(g, arc, [jur, zon])
    g.choose("defend")
    g.choose(f"dmg:{u(g, jur)}")
    assert g.s.pieces[arc].damage == 4 and rab in g.s.sides[1].oblivion  # 1 to Rabdos, 4 to the Arcology


def test_hk_30_9_hk_30_10_hk_30_11_blitz_first_then_what_is_left():
    """HK-30.9, HK-30.10, HK-30.11, HK-37.1, HK-37.2 (W26)."""
    g, fc, rag, rim = _rim()
    _attack(g, rim, [rag])
    _finish(g)
    assert g.s.pieces[rag].damage == 0 and g.s.pieces[rim].damage == 2


def test_hk_31_2_hk_31_5_a_character_killed_in_matrix_combat_is_ripped_to_its_body():
    """HK-31.2, HK-31.5: Rimmon, jacked in, is killed defending Kiev Grid:
    ripped, stricken onto the domain of its body."""
    g = bare()
    play(g, 0, "vatican-arcology")
    a0 = play(g, 0, "arena")
    jur = play(g, 0, "jurors", on=a0)
    va = play(g, 1, "vatican-arcology")
    kiev = play(g, 1, "kiev-grid")
    rim = play(g, 1, "rimmon", on=kiev)
    g.s.pieces[rim].body = va
    begin(g, 0)
    _attack(g, kiev, [jur])
    _finish(g)
    assert g.s.pieces[rim].host == va and g.s.pieces[rim].stricken


def test_hk_32_1_hk_32_6_an_obliterated_domain_takes_what_is_on_it():
    """HK-32.1, HK-32.6: the Arcology obliterated; a Host that could not
    die first (defense boosted) goes with it."""
    g, fc, arena, jur, zon, arc, rab = _w21()
    _attack(g, arc, [jur, zon])
    g.choose("defend")
    g.choose(f"dmg:{u(g, jur)}")
    g.choose(f"obliterate:{u(g, arc)}")
    assert arc in g.s.sides[1].oblivion and rab in g.s.sides[1].oblivion


def test_hk_32_9_a_hk_32_10_hk_32_11_hk_32_12_a_stricken_empty_array_dies_to_any_damage():
    """HK-32.9.a, HK-32.10, HK-32.11, HK-32.12: a stricken Kiev Grid with no
    tau and a stricken character on it: 2 damage kill both (HK-30.3.a: the
    stricken character needs 1 first, the stricken array any); the array goes
    to the archive; no tau."""
    g = bare()
    play(g, 0, "vatican-arcology")
    play(g, 0, "gene-spire")
    a0 = play(g, 0, "arena")
    hem = play(g, 0, "nanael", on=a0)  # 2/2
    play(g, 1, "vatican-arcology")
    kiev = play(g, 1, "kiev-grid")
    fix = play(g, 1, "fixer", on=kiev)
    begin(g, 0)
    g.strike(kiev)
    g.strike(fix)
    _attack(g, hem, [hem]) if False else _attack(g, kiev, [hem])
    _finish(g)
    assert kiev in g.s.sides[1].archive and fix in g.s.sides[1].oblivion and g.tau(0) == 0


def test_hk_36_7_hk_36_8_a_netwalking_host_intervenes_from_the_other_area():
    """HK-36.7 (and HK-36.8 is played by the challenge part)."""
    g, fc, arena, jur, zon, arc, rab = _w21()
    play(g, 1, "vatican-arcology")
    arr = play(g, 1, "kiev-grid")
    ash = play(g, 1, "ashmedai", on=arr)
    g.pending = g.advance()
    _attack(g, arc, [jur])
    _pass_windows(g)
    assert f"intervene:{u(g, ash)}" in ids(g)


def test_hk_36_3_hk_36_4_a_hk_36_11_a_netwalker_never_jacks_in_and_netwalks_the_turn_it_is_called():
    """HK-36.3, HK-36.4.a, HK-36.11: the Fanatics (netwalk), called this
    turn, are offered a netwalk into the Matrix and no jack-in; back in the
    Wilds they go only to domains of their player."""
    g = bare()
    fc = play(g, 0, "free-city")
    play(g, 0, "vatican-arcology")
    play(g, 0, "arena")
    fan = play(g, 0, "fanatics", on=fc)
    play(g, 1, "biodome")
    begin(g, 0)
    g.s.pieces[fan].called = g.s.turn
    g.pending = g._d_action()
    assert f"netwalk:{u(g, fan)}" in ids(g) and f"jackin:{u(g, fan)}" not in ids(g)
    g.s.pieces[fan].called = -5
    g.pending = g._d_action()
    g.choose(f"netwalk:{u(g, fan)}")
    assert g.area(fan) == "matrix" and g.s.pieces[fan].body == -1
    g.s.pieces[fan].open = False
    g.pending = g._d_action()
    g.choose(f"netwalk:{u(g, fan)}")
    assert all(g.s.pieces[int(g.by_uid[i.split(":")[1]])].seat == 0 for i in ids(g) if i.startswith("place:"))


def test_hk_24_2_a_domain_opens_for_aura_on_another_players_turn():
    """HK-24.2: in the first combat window Mike opens the Arcology for the
    aura of Boomerang (1), on Samantha's turn."""
    g, fc, arena, jur, zon, arc, rab = _w21()
    boo = hand(g, 1, "boomerang")
    g.pending = g.advance()
    _attack(g, arc, [jur])
    g.choose(f"miracle:{u(g, boo)}:{u(g, rab)}")
    g.choose(f"open:{u(g, arc)}")  # HK-9.7.a: he says which card he opens
    assert g.s.pieces[arc].open and g.s.active == 0


def test_hk_32_5_a_a_domain_killed_by_a_cards_damage_lets_the_maker_choose():
    """HK-32.5, HK-32.5.a, HK-23.10: 3 damage from a card of Samantha's kills
    the Arcology outside combat; she chooses tau or obliteration."""
    g, fc, arena, jur, zon, arc, rab = _w21()
    g.fx_damage(0, -1, 3, arc, "")
    g.pending = g.advance()
    assert g.pending.kind == "domain_killed" and g.pending.player == 0


def test_hk_w29_hk_32_4_hk_32_5_a_stricken_domain_dies_to_1_damage_striking_is_not_killing():
    """W29: a struck Arcology is not killed; attacked, Usiel's 1 damage kills
    it and taking its tau gives 0 (HK-32.4, HK-32.5, HK-38.3)."""
    g = bare()
    fc = play(g, 0, "free-city")
    usi = play(g, 0, "usiel", on=fc)
    arc = play(g, 1, "arcology")
    begin(g, 0)
    g.fx_strike(0, -1, 0, arc, "")
    assert arc in g.s.sides[1].wilds and g.s.pieces[arc].stricken and g.s.pieces[arc].damage == 0
    _attack(g, arc, [usi])
    _finish(g)
    assert g.pending.kind == "domain_killed" and g.s.pieces[usi].damage == 0
    g.choose(f"take_tau:{u(g, arc)}")
    assert g.tau(0) == 0 and arc in g.s.sides[1].wilds


def test_hk_w28_hk_38_1_hk_38_3_hk_38_5_the_qa_cases_of_combat():
    """W28 (1) HK-38.1: see test_hk_27_7_...; (3) HK-38.3: W29's take 0 tau;
    (5) HK-38.5: see test_hk_w28_hk_37_3_...; here (2) HK-38.2: a Rebellion
    Host is called onto a Preservation domain."""
    g = bare()
    play(g, 0, "london-dome")
    play(g, 0, "free-city")
    rab = hand(g, 0, "rabdos")
    begin(g, 0)
    g.s.sides[0].aura = 1
    g.pending = g.advance()
    g.choose(f"call:{u(g, rab)}")
    ld = g.s.sides[0].wilds[0]
    g.choose(f"place:{u(g, ld)}")
    assert g.s.pieces[rab].host == ld
