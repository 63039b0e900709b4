"""Rule IDs of HK-9, HK-11, HK-12, HK-13, HK-15, HK-23 and HK-33 that had no
test of their own (docs/rules/heresy.md), one test per ID or small group."""
from __future__ import annotations

from hkhelpers import bare, begin, hand, ids, play, u

from holytable.games.heresy import decks as deckfiles
from holytable.games.heresy.cards import CARD_TYPES, CONVICTIONS, RANKS

POOL = deckfiles.load_pool()


def pay(g) -> None:
    if g.pending is not None and g.pending.kind == "pay":
        g.choose("autopay")


def boomerang_table(ask=False):
    g = bare(ask=ask)
    play(g, 0, "free-city")
    play(g, 0, "rim")
    wrath = hand(g, 0, "wrath")
    den = play(g, 1, "anubis-den")
    dop = play(g, 1, "doppelganger", on=den)
    boom = hand(g, 1, "boomerang")
    begin(g, 0)
    return g, wrath, den, dop, boom


# -- HK-9 aura -------------------------------------------------------------------------------------------
def test_hk_9_2_aura_is_opened_on_another_player_s_turn_to_pay_an_answer():
    g, wrath, den, dop, boom = boomerang_table()
    g.choose(f"power:{u(g, wrath)}:{u(g, dop)}")
    pay(g)
    g.choose(f"miracle:{u(g, boom)}:{u(g, dop)}")
    assert g.pending.kind == "pay" and g.pending.player == 1
    g.choose(f"open:{u(g, den)}")  # Mike opens his Anubis Den on Samantha's turn
    assert g.s.pieces[den].open and boom in g.s.sides[1].oblivion


def test_hk_9_3_hk_9_5_aura_waits_in_the_pool_and_an_opened_card_gives_no_more():
    g = bare()
    fc = play(g, 0, "free-city")
    begin(g, 0)
    g.choose(f"open:{u(g, fc)}")
    assert g.s.sides[0].aura == 2
    assert f"open:{u(g, fc)}" not in ids(g) and fc not in g.aura_sources(0)


def test_hk_9_4_every_pool_empties_when_a_turn_ends():
    g = bare()
    fc = play(g, 0, "free-city")
    begin(g, 0)
    g.choose(f"open:{u(g, fc)}")
    g.s.sides[1].aura = 3
    g.choose("end")
    while g.s.active == 0 and not g.over:
        g.choose(g.legal_ids()[-1])
    assert g.s.sides[0].aura == 0 and g.s.sides[1].aura == 0


# -- HK-11 card anatomy (the pool) ---------------------------------------------------------------------------
def test_hk_11_2_six_card_types_and_their_kinds():
    assert {c.type for c in POOL.cards.values()} <= set(CARD_TYPES)
    assert {"domain", "array", "host", "heathen", "aleph", "enhancement", "power", "miracle"} <= {
        c.type for c in POOL.cards.values()}


def test_hk_11_3_hk_11_4_call_values_and_locations_without_one():
    for c in POOL.cards.values():
        if c.type in ("domain", "array"):
            assert not hasattr(c, "call")
        else:
            assert c.call.aura >= 0 and all(k in CONVICTIONS for k in c.call.influence)


def test_hk_11_5_hk_11_6_domains_give_aura_and_support_arrays_hold_tau():
    for c in POOL.cards.values():
        if c.type == "domain":
            assert c.aura >= 0 and c.vs >= 0 and c.conviction != "technology"
        if c.type == "array":
            assert c.capacity >= 1 and c.conviction == "technology" and not hasattr(c, "aura")


def test_hk_11_7_hosts_have_a_rank_and_an_affiliation():
    hosts = [c for c in POOL.cards.values() if c.type == "host"]
    assert {h.rank for h in hosts} == set(RANKS)
    assert {h.affiliation for h in hosts} == {"celestial", "infernal"}


def test_hk_11_8_a_celestial_powers_are_not_played_in_windows():
    g, wrath, den, dop, boom = boomerang_table()
    play(g, 1, "free-city")
    w1 = hand(g, 1, "wrath")
    g.choose(f"power:{u(g, wrath)}:{u(g, dop)}")
    pay(g)
    assert g.pending.player == 1 and not any(i.startswith(f"power:{u(g, w1)}") for i in ids(g))


def test_hk_11_9_a_hk_11_9_b_hk_11_9_c_values_read_from_the_card():
    g = bare()
    va = play(g, 0, "vatican-arcology")
    kg = play(g, 0, "kiev-grid")
    assert (g.attack(va), g.defense(va)) == (POOL.cards["vatican-arcology"].attack,
                                             POOL.cards["vatican-arcology"].defense)
    assert g.vs(0) == 2  # HK-11.9.b: the printed VS of the Vatican Arcology
    g.add_tau(kg, 3)
    assert g.room(kg) == 0  # HK-11.9.c: capacity 3


def test_hk_11_9_d_hk_11_9_e_free_will_and_votes_only_on_hosts():
    for c in POOL.cards.values():
        assert hasattr(c, "free_will") == (c.type == "host") == hasattr(c, "votes")
        if c.type == "host":
            assert 1 <= c.free_will <= 4 and 1 <= c.votes <= 3


def test_hk_11_11_an_area_enhancement_stays_in_its_area():
    g = bare()
    d = play(g, 0, "vatican-arcology")
    play(g, 0, "kiev-grid")
    nan = play(g, 0, "michael", on=d)
    halo = play(g, 0, "halo-of-thorns", on=nan)
    begin(g, 0)
    g.choose(f"jackin:{u(g, nan)}")
    assert g.s.pieces[halo].where == "body"  # stays with the body in the Wilds (HK-16.2)


# -- HK-12 and HK-13 ---------------------------------------------------------------------------------------------
def test_hk_12_1_hk_12_2_using_a_card_opens_it_once():
    g = bare()
    d = play(g, 0, "kyoto-shrine-ward")
    ora = play(g, 0, "oracle", on=d)
    begin(g, 0)
    g.choose(f"ability:{u(g, ora)}:0")
    assert g.s.pieces[ora].open and not any(i.startswith(f"ability:{u(g, ora)}") for i in ids(g))


def test_hk_12_3_hk_12_5_ready_phase_and_recovery():
    g = bare()
    d = play(g, 0, "free-city")
    m = play(g, 0, "michael", on=d)
    g.s.pieces[d].open = True
    g.strike(m)
    begin(g, 0)
    assert not g.s.pieces[d].open  # HK-12.3
    assert g.s.pieces[m].open and not g.s.pieces[m].stricken  # HK-12.5: recovered, still open


def test_hk_12_4_hk_13_3_striking_a_location_strikes_its_attachments_not_its_characters():
    g = bare()
    d = play(g, 0, "free-city")
    stone = play(g, 0, "gaia-stone", on=d)
    m = play(g, 0, "michael", on=d)
    g.strike(d)
    assert g.s.pieces[d].stricken and g.s.pieces[stone].stricken and not g.s.pieces[m].stricken


def test_hk_12_7_a_stricken_card_has_defense_0_in_combat():
    g = bare()
    d = play(g, 0, "free-city")
    g.strike(d)
    assert g.fight_defense(d) == 0


def test_hk_13_4_readying_a_character_readies_its_attachments():
    g = bare()
    d = play(g, 0, "free-city")
    m = play(g, 0, "michael", on=d)
    t = play(g, 0, "torch-of-prometheus", on=m)
    g.open_card(m)
    assert g.s.pieces[t].open
    g.fx_ready(0, -1, 0, m, "")
    assert not g.s.pieces[m].open and not g.s.pieces[t].open


# -- HK-15.6 -------------------------------------------------------------------------------------------------------
def test_hk_15_6_abilities_are_card_data_used_in_the_action_interval():
    assert POOL.cards["grigori"].abilities and not POOL.cards["grigori"].abilities[0].miracle
    assert POOL.cards["exchange-towers"].abilities[0].miracle
    g = bare()
    va = play(g, 0, "vatican-arcology")
    gri = play(g, 0, "grigori", on=va)
    begin(g, 0)
    assert any(i.startswith(f"ability:{u(g, gri)}:0:") for i in ids(g))


# -- HK-23 -----------------------------------------------------------------------------------------------------------
def test_hk_23_1_hk_23_2_an_effect_is_answered_by_the_other_players():
    g, wrath, den, dop, boom = boomerang_table(ask=True)
    g.choose(f"power:{u(g, wrath)}:{u(g, dop)}")
    pay(g)
    assert g.s.stack and g.pending.kind == "window" and g.pending.player == 1


def test_hk_23_5_hk_23_12_a_countered_card_stays_in_oblivion_its_costs_paid():
    g = bare()
    play(g, 0, "free-city")
    play(g, 0, "rim")
    play(g, 1, "vatican-arcology")
    play(g, 1, "pilgrim-road")
    den = play(g, 1, "anubis-den")
    dop = play(g, 1, "doppelganger", on=den)
    wrath = hand(g, 0, "wrath")
    cm = hand(g, 1, "countermand")
    begin(g, 0)
    g.choose(f"power:{u(g, wrath)}:{u(g, dop)}")
    pay(g)
    assert wrath in g.s.sides[0].oblivion  # HK-23.12: in oblivion before it resolves
    g.choose(f"miracle:{u(g, cm)}:top")
    pay(g)
    assert wrath in g.s.sides[0].oblivion and g.s.pieces[dop].damage == 0


def test_hk_23_7_several_players_at_once_the_active_player_first():
    g = bare(n=3)
    begin(g, 1)
    assert [t[1] for t in g.support_checks()] == [1, 2, 0]


def test_hk_23_8_the_maker_is_asked_last_and_an_answer_starts_a_new_round():
    g, wrath, den, dop, boom = boomerang_table(ask=True)
    g.choose(f"power:{u(g, wrath)}:{u(g, dop)}")
    pay(g)
    assert g.pending.player == 1
    g.choose(f"miracle:{u(g, boom)}:{u(g, dop)}")
    pay(g)
    assert g.pending.kind == "window" and g.pending.player == 0  # the round starts after Boomerang's maker
    assert "your own" not in g.pending.prompt
    g.choose("pass")
    # Boomerang's maker, last, with Pass alone (ruling HK-23.11.b: asked whatever he holds)
    assert (g.pending.player, g.pending.moment, g.legal_ids()) == (1, "my_move", ["pass"])
    assert "your own" in g.pending.prompt
    g.choose("pass")  # Boomerang resolves
    assert not g.s.stack or g.s.stack[-1][0] != 1


def test_hk_23_9_hk_23_9_a_opening_for_aura_opens_no_window():
    g = bare(ask=True)
    fc = play(g, 0, "free-city")
    begin(g, 0)
    g.choose(f"open:{u(g, fc)}")
    assert g.pending.kind == "action" and not g.s.stack


def test_hk_23_10_a_card_s_damage_kills_a_character_by_its_area():
    g, wrath, den, dop, boom = boomerang_table()
    g.choose(f"power:{u(g, wrath)}:{u(g, dop)}")
    pay(g)
    g.choose("pass")
    assert dop in g.s.sides[1].oblivion  # a Wilds character killed: obliterated
