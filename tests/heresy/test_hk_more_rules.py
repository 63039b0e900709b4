"""Smaller rules of this part of the engine, one test each (HK-1..HK-22,
HK-36.1..36.5)."""
from __future__ import annotations

import random

from holytable.games.heresy.cards import CARD_TYPES
from hkhelpers import bare, begin, copy_of, everything, hand, ids, new_game, play, u


def test_hk_1_1_activating_the_gateway_wins():
    g = bare(length="short")
    a = play(g, 0, "excalibur-megatrust")
    b = play(g, 0, "osaka-expanse")
    play(g, 0, "free-city")
    g.add_tau(a, 6)
    g.add_tau(b, 5)
    begin(g, 0)
    g.choose("gateway")
    assert g.outcome.winner == 0 and "gateway" in g.outcome.reason


def test_hk_1_6_no_ante_every_card_stays_its_owner_s():
    g = new_game(9)
    r = random.Random(9)
    for _ in range(300):
        if g.over:
            break
        g.choose(r.choice(g.legal_ids()))
    for seat, side in enumerate(g.s.sides):
        for pile in ("deck", "hand", "archive", "oblivion"):
            assert all(g.info[c].owner == seat for c in getattr(side, pile))
    assert sum(len(getattr(sd, p)) for sd in g.s.sides for p in ("deck", "hand", "archive", "oblivion")) + sum(
        1 for seat in range(2) for _ in g.in_play(seat)) == g.total_cards


def test_hk_3_7_a_only_technology_goes_to_the_archive():
    g = bare()
    for key in ("cyberdeck", "michael", "free-city"):
        hand(g, 0, key)
    begin(g, 0)
    g.choose("end")
    archived = [i for i in ids(g) if i.endswith(":archive")]
    assert len(archived) == 1 and "cyberdeck" in archived[0]


def test_hk_5_1_orientation_in_order_then_actions_then_end_of_turn_in_order():
    g = bare()
    g.s.first, g.s.turn = 0, 0
    g.s.tasks = [("turn",)]
    g.s.tasks.pop(0)
    g._t_turn()
    # HK-6.1.a: Orientation's miracle window after Maintenance
    assert [t[0] for t in g.s.tasks] == ["ready", "recovery", "maintenance", "orient_window", "action"]
    g.pending = g._advance()
    assert g.s.phase == "action" and g.s.tasks == [("action",)]
    g.s.tasks.pop(0)
    g._t_end()
    assert [t[0] for t in g.s.tasks] == ["end_window", "no_domains", "discard_start", "discard", "draw", "draw_deck", "repair",
                                         "turn_over"]


def test_hk_5_2_the_card_wins_over_the_rules_virtual_support_by_text():
    """The rules give virtual support to domains only; the Gabrielites' text gives it too."""
    g = bare()
    d = play(g, 0, "biodome")
    play(g, 0, "gabrielites", on=d)
    assert g.vs(0) == 2


def test_hk_6_1_and_hk_8_1_no_actions_in_orientation_or_end_of_turn():
    g = bare()
    play(g, 0, "free-city")
    hand(g, 0, "rabdos")
    begin(g, 0)
    g.choose("end")
    while g.s.active == 0 and g.pending is not None:
        assert g.pending.kind in ("discard", "archive_draw", "store", "crash")
        g.choose(ids(g)[-1])


def test_hk_6_4_a_aura_opened_before_actions_stays_in_the_pool():
    g = bare()
    d = play(g, 0, "free-city")
    begin(g, 0)
    g.choose(f"open:{u(g, d)}")
    assert g.s.sides[0].aura == 2 and g.pending.kind == "action"


def test_hk_7_1_d_enhancing_and_hk_7_1_h_jacking_are_actions():
    g = bare()
    d = play(g, 0, "vatican-arcology")
    play(g, 0, "pilgrim-road")
    play(g, 0, "nile-shard")
    h = play(g, 0, "dubiel", on=d)
    halo = hand(g, 0, "halo-of-thorns")
    begin(g, 0)
    verbs = {o.verb for o in g.pending.options}
    assert {"enhance", "jack_in", "open_for_aura", "move_tau"} & verbs >= {"enhance", "jack_in"}
    assert f"enhance:{u(g, halo)}" in ids(g) and f"jackin:{u(g, h)}" in ids(g)


def test_hk_10_2_and_hk_10_6_every_array_is_technology():
    pool = everything()
    assert all(e.card.conviction == "technology" for e in pool.cards if e.card.type == "array")


def test_hk_10_5_and_hk_12_6_a_stricken_card_gives_no_influence_or_support():
    g = bare()
    d = play(g, 0, "vatican-arcology")
    assert g.influence(0) == {"devotion": 1} and g.vs(0) == 2
    g.strike(d)
    assert g.influence(0) == {} and g.vs(0) == 0


def test_hk_11_1_and_hk_11_2_card_anatomy_six_types():
    pool = everything()
    types = {e.card.type for e in pool.cards}
    assert set(CARD_TYPES) == types
    for e in pool.cards:
        c = e.card
        assert c.name and c.conviction
        assert (getattr(c, "call", None) is None) == (c.type in ("domain", "array"))  # HK-11.4


def test_hk_11_10_type_lines_without_a_rule_have_no_effect():
    """Rank and affiliation do nothing on their own: two Hosts differing only in them play alike."""
    g = bare()
    d = play(g, 0, "free-city")
    a = play(g, 0, "usiel", on=d)  # celestial Angel 1/1
    b = play(g, 0, "rabdos", on=d)  # infernal Principality 1/2
    assert (g.attack(a), g.vs_of(a), g.aura_of(a)) == (g.attack(b), g.vs_of(b), g.aura_of(b))


def test_hk_12_8_striking_is_not_killing():
    g = bare()
    d = play(g, 0, "free-city")
    g.strike(d)
    assert g.s.pieces[d].where == "wilds" and g.s.pieces[d].damage == 0


def test_hk_13_1_characters_on_locations_attachments_on_cards():
    g = random_game_positions()
    for seat in range(2):
        for c in g.in_play(seat):
            p = g.s.pieces[c]
            if g.is_character(c):
                assert g.kind(p.host) in ("domain", "array")
            elif g.kind(c) not in ("domain", "array"):
                assert p.host >= 0


def random_game_positions():
    g = new_game(21)
    r = random.Random(21)
    for _ in range(250):
        if g.over:
            break
        ids_ = g.legal_ids()
        calls = [i for i in ids_ if i.split(":")[0] in ("call", "enhance", "build", "autopay", "place")]
        g.choose(r.choice(calls or ids_))
    return g


def test_hk_14_8_only_the_active_player_calls():
    g = new_game(13, n=3)
    r = random.Random(13)
    for _ in range(400):
        if g.over:
            break
        d = g.pending
        if d.kind == "action":
            assert d.player == g.s.active
        else:
            assert not any(o.verb in ("call", "enhance", "build") for o in d.options if d.player != g.s.active)
        g.choose(r.choice(g.legal_ids()))


def test_hk_14_10_influence_is_checked_only_when_calling():
    g = bare()
    d = play(g, 0, "seafloor-metroplex")
    d2 = play(g, 0, "seafloor-metroplex")
    ch = play(g, 0, "chromeopaths", on=d)
    g.strike(d2)  # Evolution influence down to 1
    assert g.influence(0) == {"evolution": 1} and g.s.pieces[ch].where == "attached"
    g.check_invariants()


def test_hk_15_1_opening_for_aura_is_the_one_ability_used_and_hk_15_4_not_on_the_turn_called():
    g = bare()
    d = play(g, 0, "arcology")
    fixer = hand(g, 0, "fixer")
    begin(g, 0)
    g.choose(f"open:{u(g, d)}")
    g.choose(f"call:{u(g, fixer)}")
    assert f"open:{u(g, fixer)}" not in ids(g)
    begin(g, 0)
    g.s.turn += 1
    g.pending = g._d_action()
    assert f"open:{u(g, fixer)}" in ids(g)  # HK-15.2: its cost opens it: once until ready


def test_hk_15_3_a_stricken_card_s_continuous_ability_is_off():
    g = bare()
    d = play(g, 0, "biodome")
    gab = play(g, 0, "gabrielites", on=d)
    assert g.vs(0) == 2
    g.strike(gab)
    assert g.vs(0) == 1


def test_hk_16_9_and_hk_36_3_netwalkers_never_jack_in():
    g = bare()
    d = play(g, 0, "vatican-arcology")
    play(g, 0, "nile-shard")
    ash = play(g, 0, "ashmedai", on=d)
    begin(g, 0)
    assert f"jackin:{u(g, ash)}" not in ids(g) and f"netwalk:{u(g, ash)}" in ids(g)


def test_hk_16_10_a_support_check_follows_jacking_in():
    g = bare()
    d = play(g, 0, "free-city")  # VS 1
    a = play(g, 0, "kiev-grid")
    h = play(g, 0, "rabdos", on=d)
    begin(g, 0)
    g.choose(f"jackin:{u(g, h)}")
    assert g.pending.kind == "crash" and {f"crash:{u(g, a)}", f"crash:{u(g, h)}"} == set(ids(g))


def test_hk_17_2_a_move_never_changes_area_and_hk_17_4_a_called_character_may_move():
    g = bare()
    a1 = play(g, 0, "kiev-grid")
    a2 = play(g, 0, "arena")
    d = play(g, 0, "gene-spire")
    play(g, 0, "exchange-towers")
    h = play(g, 0, "los", on=a1)
    g.s.pieces[h].body = d  # jacked in
    begin(g, 0)
    g.choose(f"move:{u(g, h)}")
    if g.pending.kind == "window":  # HK-17.4: the move is answered (Exchange Towers could ready it)
        g.choose("pass")
    assert g.s.pieces[h].host == a2 and g.area(h) == "matrix"


def test_hk_17_3_no_moving_outside_the_action_interval():
    g = bare()
    d = play(g, 0, "free-city")
    play(g, 0, "rim")
    h = play(g, 0, "rabdos", on=d)
    begin(g, 0)
    g.choose("end")
    assert g.pending is None or f"move:{u(g, h)}" not in ids(g)


def test_hk_18_9_tau_is_public_and_never_emptied_with_aura():
    g = bare()
    a = play(g, 0, "kiev-grid")
    play(g, 0, "free-city")
    g.add_tau(a, 2)
    begin(g, 0)
    g.choose("end")
    assert g.tau(0) == 2
    assert g.view(1).board.players[0].tau == 2 and g.view(1).board.players[0].matrix[0].tau == 2


def test_hk_19_4_no_gateway_on_another_player_s_turn():
    g = bare()
    a = play(g, 1, "excalibur-megatrust")
    b = play(g, 1, "osaka-expanse")
    c = play(g, 1, "arena")
    for x, n in ((a, 6), (b, 5), (c, 4)):
        g.add_tau(x, n)
    play(g, 1, "free-city")
    play(g, 1, "rim")
    play(g, 1, "arcology")
    begin(g, 0)
    assert g.pending.player == 0 and "gateway" not in ids(g)


def test_hk_20_3_a_carried_aleph_goes_with_its_character_and_hk_20_5_opens_with_it():
    g = bare()
    d = play(g, 0, "free-city")
    d2 = play(g, 0, "rim")
    h = play(g, 0, "rabdos", on=d)
    torch = play(g, 0, "torch-of-prometheus", on=h)
    begin(g, 0)
    g.choose(f"move:{u(g, h)}")
    assert g.s.pieces[h].host == d2 and g.s.pieces[torch].host == h and g.s.pieces[torch].open
    assert g.attack(h) == 2


def test_hk_20_2_an_aleph_on_a_location_stays_and_hk_20_7_any_number():
    g = bare()
    d = play(g, 0, "london-dome")
    s1 = play(g, 0, "gaia-stone", on=d)
    s2 = play(g, 0, "gaia-stone", on=d)
    assert g.defense(d) == 6 and {s1, s2} <= set(g.s.pieces[d].attached)


def test_hk_20_8_an_aleph_is_not_an_enhancement():
    """Netwalking into the Matrix obliterates "enhance Wilds character"
    enhancements, never an aleph; a ripped character keeps its alephs."""
    g = bare()
    d = play(g, 0, "gene-spire")
    play(g, 0, "osaka-expanse")
    fh = play(g, 0, "fractal-heresy", on=d)
    coil = play(g, 0, "prometheus-coil", on=fh)
    begin(g, 0)
    g.choose(f"netwalk:{u(g, fh)}")
    assert g.s.pieces[coil].host == fh


def test_hk_21_3_and_hk_21_4_and_hk_21_5_support_counts():
    g = bare()
    d = play(g, 0, "gene-spire")  # 2
    a = play(g, 0, "osaka-expanse")
    fh = play(g, 0, "fractal-heresy", on=a)  # a netwalker in the Matrix: needs 1, gives none
    assert g.vs(0) == 2 and g.vs_needed(0) == 2
    g.strike(d)
    assert g.vs(0) == 0 and g.short_of_support(0) == 2
    assert fh


def test_hk_22_3_and_hk_22_4_a_crashed_character_is_ripped():
    g = bare()
    d = play(g, 0, "free-city")
    a = play(g, 0, "kiev-grid")
    h = play(g, 0, "rabdos", on=a)
    g.s.pieces[h].body = d
    g.crash(h)
    assert g.s.pieces[h].host == d and g.s.pieces[h].stricken and g.area(h) == "wilds"


def test_hk_36_5_a_netwalker_called_into_the_matrix_gives_no_support():
    g = bare()
    play(g, 0, "pilgrim-road")
    d = play(g, 0, "vatican-arcology")
    a = play(g, 0, "nile-shard")
    play(g, 0, "euroreach")
    fan = hand(g, 0, "fanatics")
    begin(g, 0)
    g.choose(f"call:{u(g, fan)}")
    assert {f"place:{u(g, a)}", f"place:{u(g, d)}"} <= set(ids(g))
    g.choose(f"place:{u(g, a)}")
    g.choose("autopay")
    assert g.area(fan) == "matrix" and g.vs_needed(0) == 3 and g.vs(0) == 3
