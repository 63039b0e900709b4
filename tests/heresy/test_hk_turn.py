"""The turn: Orientation, the Action interval, End of Turn (HK-5..HK-10,
HK-12..HK-14, HK-17), with the worked examples W1..W3."""
from __future__ import annotations

from hkhelpers import bare, begin, copy_of, hand, ids, play, u


def test_hk_5_3_and_hk_9_4_aura_pools_empty_when_a_turn_starts_and_ends():
    g = bare()
    d = play(g, 0, "free-city")
    begin(g, 0)
    g.choose(f"open:{u(g, d)}")
    assert g.s.sides[0].aura == 2
    g.s.sides[1].aura = 3  # aura opened on another player's turn (HK-9.2)
    g.choose("end")
    while g.s.active == 0:
        g.choose(g.legal_ids()[-1])
    assert g.s.sides[0].aura == 0 and g.s.sides[1].aura == 0


def test_hk_6_2_ready_phase_readies_open_cards_not_stricken_ones():
    g = bare()
    d = play(g, 0, "free-city")
    d2 = play(g, 0, "rim")
    g.s.pieces[d].open = True
    g.s.pieces[d2].open = g.s.pieces[d2].stricken = True
    begin(g, 0)
    assert not g.s.pieces[d].open
    # HK-6.3, HK-12.5: the stricken one is recovered (face up) but stays open this turn
    assert g.s.pieces[d2].open and not g.s.pieces[d2].stricken


def test_hk_6_3_recovery_is_automatic_and_only_for_the_active_player():
    g = bare()
    mine = play(g, 0, "free-city")
    theirs = play(g, 1, "rim")
    for c in (mine, theirs):
        g.s.pieces[c].open = g.s.pieces[c].stricken = True
    begin(g, 0)
    assert not g.s.pieces[mine].stricken and g.s.pieces[theirs].stricken


def test_hk_6_4_maintenance_phase_runs_between_recovery_and_actions():
    g = bare()
    begin(g, 0)
    assert g.s.phase == "action" and g.pending.kind == "action"


def test_hk_7_2_the_player_may_pass_and_end():
    g = bare()
    begin(g, 0)
    assert g.legal_ids() == ["end"]
    g.choose("end")
    assert g.s.phase == "end" or g.s.active == 1


def test_hk_14_1_and_hk_14_2_one_domain_and_one_array_a_turn():
    g = bare()
    for key in ("free-city", "rim", "kiev-grid", "arena"):
        hand(g, 0, key)
    begin(g, 0)
    builds = [i for i in ids(g) if i.startswith("build:")]
    assert len(builds) == 4
    g.choose(next(i for i in builds if "free-city" in i))
    assert not [i for i in ids(g) if i.startswith("build:") and ("rim" in i or "free-city" in i)]
    g.choose(next(i for i in ids(g) if i.startswith("build:") and "kiev-grid" in i))
    assert not [i for i in ids(g) if i.startswith("build:")]
    side = g.s.sides[0]
    assert [g.cname(c) for c in side.wilds] == ["Free City"] and [g.cname(c) for c in side.matrix] == ["Kiev Grid"]
    # HK-14.3: a location may be opened the turn it is built; HK-14.1: built ready
    assert any(i.startswith("open:") for i in ids(g)) and not g.s.pieces[side.wilds[0]].open


def test_hk_9_1_opening_gives_the_whole_aura_and_hk_9_5_once_until_ready():
    g = bare()
    d = play(g, 0, "seafloor-metroplex")
    begin(g, 0)
    g.choose(f"open:{u(g, d)}")
    assert g.s.sides[0].aura == 2 and g.s.pieces[d].open
    assert f"open:{u(g, d)}" not in ids(g)


def test_hk_9_6_a_character_called_this_turn_gives_no_aura_and_stricken_cards_none():
    g = bare()
    d = play(g, 0, "arcology")
    fixer = play(g, 0, "fixer", on=d)
    stricken = play(g, 0, "free-city")
    begin(g, 0)
    assert f"open:{u(g, fixer)}" in ids(g)
    g.s.pieces[fixer].called = g.s.turn
    g.s.pieces[stricken].open = g.s.pieces[stricken].stricken = True
    assert fixer not in g.aura_sources(0) and stricken not in g.aura_sources(0)


def test_hk_10_3_influence_from_domains_and_arrays_only_w1():
    """W1: Free City gives one Rebellion; Michael, a character, gives none."""
    g = bare()
    fc = play(g, 0, "free-city")
    assert g.influence(0) == {"rebellion": 1}
    play(g, 0, "michael", on=fc)
    assert g.influence(0) == {"rebellion": 1}
    play(g, 0, "kiev-grid")
    assert g.influence(0) == {"rebellion": 1, "technology": 1}


def test_hk_10_4_influence_counts_open_cards_and_hk_10_5_not_stricken_ones():
    g = bare()
    fc = play(g, 0, "free-city")
    g.s.pieces[fc].open = True
    assert g.influence(0) == {"rebellion": 1}
    g.s.pieces[fc].stricken = True
    assert g.influence(0) == {}


def test_hk_10_7_conviction_need_not_match_the_location():
    g = bare()
    play(g, 0, "london-dome")
    play(g, 0, "free-city")
    play(g, 0, "arizona-free-zone")
    c = hand(g, 0, "michael")  # Rebellion, may go on London Dome (Preservation)
    begin(g, 0)
    g.choose(f"call:{u(g, c)}")
    assert any("london-dome" in i for i in ids(g))


def test_hk_14_4_calling_with_influence_and_aura_w3():
    """W3: two Seafloor Metroplexes; Chromeopaths and Gabrielites (2 aura + 2 Evolution each)."""
    g = bare()
    m1 = play(g, 1, "seafloor-metroplex")
    m2 = play(g, 1, "seafloor-metroplex")
    chrome = hand(g, 1, "chromeopaths")
    gab = hand(g, 1, "gabrielites")
    begin(g, 1)
    g.choose(f"open:{u(g, m1)}")
    g.choose(f"call:{u(g, chrome)}")
    g.choose(f"place:{u(g, m1)}")
    assert g.s.pieces[chrome].host == m1 and not g.s.pieces[chrome].open and g.s.sides[1].aura == 0
    g.choose(f"open:{u(g, m2)}")
    g.choose(f"call:{u(g, gab)}")
    g.choose(f"place:{u(g, m2)}")
    assert g.s.sides[1].aura == 0 and g.s.pieces[m1].open and g.s.pieces[m2].open
    assert g.influence(1) == {"evolution": 2}
    assert g.s.pieces[gab].where == "attached" and not g.s.pieces[gab].open


def test_hk_14_4_not_offered_without_the_influence_or_the_aura():
    g = bare()
    play(g, 0, "seafloor-metroplex")
    chrome = hand(g, 0, "chromeopaths")  # needs 2 Evolution
    begin(g, 0)
    assert f"call:{u(g, chrome)}" not in ids(g)
    play(g, 0, "gene-spire")  # 2 Evolution, 3 aura within reach
    begin(g, 0)
    assert f"call:{u(g, chrome)}" in ids(g)
    corp = hand(g, 0, "gabriel")  # 3 aura, 2 Evolution: reachable
    mammon = hand(g, 0, "mammon")  # Acquisition: no
    begin(g, 0)
    assert f"call:{u(g, corp)}" in ids(g) and f"call:{u(g, mammon)}" not in ids(g)


def test_hk_9_7_payment_opens_cards_one_by_one_or_all_at_once_and_cancel_keeps_the_aura():
    g = bare()
    a = play(g, 0, "free-city")
    b = play(g, 0, "arizona-free-zone")
    c = play(g, 0, "rim")
    mich = hand(g, 0, "michael")  # 4 aura, 2 Rebellion
    begin(g, 0)
    g.choose(f"call:{u(g, mich)}")
    g.choose(f"place:{u(g, a)}")
    assert g.pending.kind == "pay" and {"autopay", "cancel"} <= set(ids(g))
    g.choose(f"open:{u(g, c)}")
    assert g.s.sides[0].aura == 2 and g.pending.kind == "pay"
    g.choose("cancel")
    assert g.pending.kind == "action" and g.s.sides[0].aura == 2 and g.s.pieces[mich].where == "hand"
    g.choose(f"call:{u(g, mich)}")
    g.choose(f"place:{u(g, b)}")
    g.choose("autopay")
    assert g.s.pieces[mich].host == b and g.s.sides[0].aura == 0


def test_hk_14_5_no_domain_no_character_but_a_netwalker_on_an_array():
    g = bare()
    play(g, 0, "kiev-grid")
    play(g, 0, "nile-shard")
    fan = hand(g, 0, "fanatics")  # netwalk
    rim = hand(g, 0, "rimmon")
    begin(g, 0)
    assert g.targets_for(rim) == []
    assert g.targets_for(fan) == g.s.sides[0].matrix  # HK-14.5.a: onto an array with no domain
    d = play(g, 0, "vatican-arcology")
    assert g.targets_for(rim) == [d]
    assert set(g.targets_for(fan)) == {d, *g.s.sides[0].matrix}  # HK-36.1: any location


def test_hk_14_6_a_character_called_this_turn_may_move_but_not_give_aura():
    g = bare()
    d1 = play(g, 0, "arcology")
    d2 = play(g, 0, "exchange-towers")
    fixer = hand(g, 0, "fixer")
    begin(g, 0)
    g.choose(f"open:{u(g, d1)}")
    g.choose(f"call:{u(g, fixer)}")
    g.choose(f"place:{u(g, d1)}")
    assert f"open:{u(g, fixer)}" not in ids(g)
    assert f"move:{u(g, fixer)}" in ids(g)
    g.choose(f"move:{u(g, fixer)}")
    if g.pending.kind == "window":  # HK-17.4: the move is answered (Exchange Towers could ready it)
        g.choose("pass")
    assert g.s.pieces[fixer].host == d2 and g.s.pieces[fixer].open


def test_hk_14_9_only_one_copy_of_a_unique_card_in_play():
    g = bare()
    d = play(g, 0, "arcology")
    d2 = play(g, 1, "arcology")
    play(g, 1, "arthur-glaston", on=d2)
    ag = hand(g, 0, "arthur-glaston")
    g.s.sides[0].aura = 5
    begin(g, 0)
    g.s.sides[0].aura = 5
    g.pending = g._d_action()
    assert f"call:{u(g, ag)}" not in ids(g)
    g.obliterate(g.s.pieces[d2].attached[0])
    g.pending = g._d_action()
    assert f"call:{u(g, ag)}" in ids(g)
    assert d  # the domain it would go on


def test_hk_13_2_and_hk_13_3_attachments_open_with_their_character_not_their_location_w2():
    """W2: opening the domain leaves the Fixer and its Cyberdeck ready; opening the Fixer opens the Cyberdeck."""
    g = bare()
    d = play(g, 0, "arcology")
    d2 = play(g, 0, "free-city")
    fixer = play(g, 0, "fixer", on=d)
    deck = play(g, 0, "cyberdeck", on=fixer)
    begin(g, 0)
    g.choose(f"open:{u(g, d)}")
    assert not g.s.pieces[fixer].open and not g.s.pieces[deck].open
    g.choose(f"move:{u(g, fixer)}")
    assert g.s.pieces[fixer].host == d2
    assert g.s.pieces[fixer].open and g.s.pieces[deck].open and g.s.pieces[deck].host == fixer


def test_hk_14_7_enhancements_go_only_where_their_type_line_says():
    g = bare()
    d = play(g, 0, "london-dome")
    play(g, 0, "biodome")
    nan = play(g, 0, "nanael", on=d)
    bark = hand(g, 0, "bark-skin")  # enhance Wilds character
    stone = hand(g, 0, "gaia-stone")  # aleph, any
    begin(g, 0)
    assert g.targets_for(bark) == [nan]
    assert set(g.targets_for(stone)) == {d, g.s.sides[0].wilds[1], nan}
    g.choose(f"enhance:{u(g, bark)}")  # one target: placed at once; then the payment
    g.choose("autopay")
    assert g.s.pieces[bark].host == nan
    assert g.defense(nan) == 3  # 2 + 1


def test_hk_17_1_and_hk_17_2_moves_stay_in_their_area():
    g = bare()
    d1 = play(g, 0, "free-city")
    d2 = play(g, 0, "rim")
    a1 = play(g, 0, "kiev-grid")
    ch = play(g, 0, "rabdos", on=d1)
    begin(g, 0)
    g.choose(f"move:{u(g, ch)}")  # only one other domain: placed at once
    assert g.s.pieces[ch].host == d2 and g.area(ch) == "wilds" and a1 in g.s.sides[0].matrix
    assert f"move:{u(g, ch)}" not in ids(g)  # HK-12.2: open now


def test_hk_8_3_discard_phase_technology_may_go_to_the_archive():
    g = bare()
    t = hand(g, 0, "kiev-grid")
    o = hand(g, 0, "michael")
    begin(g, 0)
    g.choose("end")
    assert g.pending.kind == "discard"
    assert {f"discard:{u(g, t)}:archive", f"discard:{u(g, t)}:oblivion", f"discard:{u(g, o)}:oblivion",
            "discard_done"} == set(ids(g))
    g.choose(f"discard:{u(g, t)}:archive")
    assert g.s.pieces[t].where == "archive"


def test_hk_8_4_over_seven_must_discard_and_skips_the_draw():
    g = bare()
    for key in ("michael", "abdiel", "rabdos", "los", "gabriel", "wrath", "golem", "boomerang", "usiel"):
        hand(g, 0, key)
    begin(g, 0)
    g.choose("end")
    assert "discard_done" not in ids(g)
    g.choose(ids(g)[0])
    assert "discard_done" not in ids(g)
    g.choose(ids(g)[0])
    assert "discard_done" in ids(g)
    g.choose(ids(g)[0])  # one more: six in hand
    deck = len(g.s.sides[0].deck)
    g.choose("discard_done")
    assert len(g.s.sides[0].hand) == 6 and len(g.s.sides[0].deck) == deck


def test_hk_8_5_archive_draw_first_then_the_deck_up_to_seven():
    g = bare()
    a = copy_of(g, 0, "cyberdeck")
    g.take(a)
    g.put(a, "archive", 0)
    for key in ("michael", "abdiel"):
        hand(g, 0, key)
    begin(g, 0)
    g.choose("end")
    g.choose("discard_done")
    assert g.pending.kind == "archive_draw" and f"archive_draw:{u(g, a)}" in ids(g)
    g.choose(f"archive_draw:{u(g, a)}")
    assert g.s.pieces[a].where == "hand" and len(g.s.sides[0].hand) == 7


def test_hk_8_6_drawing_up_to_seven_is_not_optional():
    g = bare()
    begin(g, 0)
    g.choose("end")
    assert len(g.s.sides[0].hand) == 7


def test_hk_8_7_and_hk_1_3_an_empty_deck_forfeits_and_hk_1_4_the_last_player_wins():
    g = bare()
    side = g.s.sides[0]
    play(g, 0, "free-city")
    for c in side.deck[:-3]:
        g.take(c)
        g.put(c, "oblivion", 0)
    begin(g, 0)
    g.choose("end")
    assert g.over and g.outcome.winner == 1 and side.out
    assert not side.wilds  # HK-1.4: their cards leave play


def test_hk_1_4_a_forfeit_in_a_three_player_game_goes_on_without_them():
    g = bare(n=3)
    side = g.s.sides[0]
    for c in side.deck[:-3]:
        g.take(c)
        g.put(c, "oblivion", 0)
    begin(g, 0)
    g.choose("end")
    assert side.out and not g.over and g.s.active == 1
    g.choose("end")
    while g.s.active == 1:
        g.choose(g.legal_ids()[-1])
    assert g.s.active == 2
    g.choose("end")
    while g.s.active == 2:
        g.choose(g.legal_ids()[-1])
    assert g.s.active == 1


def test_hk_8_8_repair_mends_every_player_s_cards():
    g = bare()
    d = play(g, 0, "free-city")
    e = play(g, 1, "rim")
    g.s.pieces[d].damage = 2
    g.s.pieces[e].damage = 1
    begin(g, 0)
    g.choose("end")
    assert g.s.pieces[d].damage == 0 and g.s.pieces[e].damage == 0


def test_hk_8_2_no_domains_each_opponent_gains_one_tau():
    g = bare(n=3)
    for seat in (1, 2):
        play(g, seat, "kiev-grid")
    begin(g, 0, turns=2)
    g.choose("end")
    assert g.tau(1) == 1 and g.tau(2) == 1


def test_hk_8_2_a_not_on_the_player_s_first_turn_and_a_stricken_domain_counts():
    g = bare()
    play(g, 1, "kiev-grid")
    begin(g, 0, turns=1)
    g.choose("end")
    assert g.tau(1) == 0
    g = bare()
    play(g, 1, "kiev-grid")
    d = play(g, 0, "free-city")
    g.s.pieces[d].open = g.s.pieces[d].stricken = True
    begin(g, 0, turns=4)
    g.s.pieces[d].open = g.s.pieces[d].stricken = True
    g.choose("end")
    assert g.tau(1) == 0


def test_hk_1_5_after_the_last_round_the_most_tau_wins():
    g = bare()
    arr = play(g, 1, "excalibur-megatrust")
    g.add_tau(arr, 2)
    g.s.sides[0].turns = 60
    g.s.sides[1].turns = 60
    g.s.first = 0
    g.s.active = 1
    g.s.turn = 120
    g.s.tasks = [("turn",)]
    g.pending = g._advance()
    assert g.over and g.outcome.winner == 1


def test_hk_1_5_equal_tau_after_the_last_round_is_a_draw():
    g = bare()
    g.s.sides[0].turns = g.s.sides[1].turns = 60
    g.s.first, g.s.active, g.s.turn = 0, 1, 120
    g.s.tasks = [("turn",)]
    g.pending = g._advance()
    assert g.over and g.outcome.winner is None


def test_hk_35_6_investiture_only_while_nobody_holds_the_title():
    """A title goes on a Host of its player; while another player's Host holds a
    title of that name it is offered as a revocation (HK-35.2), and while your
    own Host holds it, not at all (HK-35.6)."""
    g = bare()
    d = play(g, 0, "kyoto-shrine-ward")
    play(g, 0, "old-rome-enclave")
    h = play(g, 0, "hemah", on=d)
    heathen = play(g, 0, "jurors", on=d)
    title = hand(g, 0, "chief-of-the-planets")
    begin(g, 0)
    assert g.targets_for(title) == [h] and heathen not in g.targets_for(title)
    assert f"enhance:{u(g, title)}" in ids(g)
    d2 = play(g, 1, "kyoto-shrine-ward")
    other = play(g, 1, "kushiel", on=d2)
    held = play(g, 1, "chief-of-the-planets", on=other)
    g.pending = g._d_action()
    assert f"enhance:{u(g, title)}" in ids(g) and g.is_revocation(title)
    g.take(held)
    g.put(held, "attached", 0, h)
    g.pending = g._d_action()
    assert f"enhance:{u(g, title)}" not in ids(g)


def test_hk_14_7_a_enhancements_go_only_on_their_player_s_own_cards():
    g = bare()
    d = play(g, 0, "london-dome")
    mine = play(g, 0, "nanael", on=d)
    d1 = play(g, 1, "biodome")
    theirs = play(g, 1, "ithuriel", on=d1)
    stone = hand(g, 0, "gaia-stone")
    begin(g, 0)
    assert set(g.targets_for(stone)) == {d, mine} and theirs not in g.targets_for(stone)

