"""The Matrix: jacking in and out and bodies (HK-16), netwalking (HK-36.1..
36.5), tau on arrays (HK-18), the gateway (HK-19), virtual support (HK-21),
crashes and ripping (HK-22), with the worked examples W6 and W7."""
from __future__ import annotations

from hkhelpers import bare, begin, hand, ids, play, u


def w6():
    """W6: Vatican Arcology (VS 2) with Rimmon; Biodome (VS 1); Kiev Grid; Rimmon jacks in."""
    g = bare()
    va = play(g, 1, "vatican-arcology")
    rim = play(g, 1, "rimmon", on=va)
    assert g.vs(1) == 2
    bio = hand(g, 1, "biodome")
    kiev = hand(g, 1, "kiev-grid")
    begin(g, 1)
    g.choose(f"build:{u(g, bio)}")
    assert g.vs(1) == 3
    g.choose(f"build:{u(g, kiev)}")
    g.choose(f"jackin:{u(g, rim)}")  # one array: placed at once
    return g, va, rim, bio, kiev


def test_hk_21_virtual_support_w6():
    g, va, rim, bio, kiev = w6()
    assert g.vs(1) == 3 and g.vs_needed(1) == 2 and g.short_of_support(1) == 0
    assert g.s.pieces[rim].host == kiev and g.s.pieces[rim].body == va  # HK-16.3: body on the domain
    assert g.s.pieces[rim].open  # HK-16.1: opened to jack in
    assert g.area(rim) == "matrix"


def test_hk_22_crash_ripping_without_a_body_w7():
    """W7: Vatican Arcology is obliterated with Rimmon's body; Mike crashes Rimmon: obliterated."""
    g, va, rim, bio, kiev = w6()
    g.choose("end")
    while g.s.active == 1:
        g.choose(g.legal_ids()[-1])
    g.obliterate(va)  # HK-16.6: the body leaves with its domain
    assert g.s.pieces[rim].body == -1
    assert g.vs(1) == 1 and g.vs_needed(1) == 2
    g.push(*g.support_checks())
    g.pending = g._advance()
    assert g.pending.kind == "crash" and g.pending.player == 1
    assert set(ids(g)) == {f"crash:{u(g, kiev)}", f"crash:{u(g, rim)}"}
    g.choose(f"crash:{u(g, rim)}")
    assert g.s.pieces[rim].where == "oblivion" and g.s.sides[1].matrix == [kiev] and g.vs(1) == 1
    g.check_invariants()


def test_hk_22_2_a_crashing_the_array_takes_its_characters_w7():
    g, va, rim, bio, kiev = w6()
    g.obliterate(va)
    g.push(*g.support_checks())
    g.pending = g._advance()
    g.choose(f"crash:{u(g, kiev)}")
    assert g.s.pieces[kiev].where == "oblivion" and g.s.pieces[rim].where == "oblivion"
    assert g.s.sides[1].matrix == []


def test_hk_22_5_ripped_with_a_body_lands_stricken_on_its_domain():
    """HK-22.5, HK-20.4, HK-16.2: enhancements obliterated, alephs kept, the body's enhancements back."""
    g = bare()
    d = play(g, 0, "vatican-arcology")
    arr = play(g, 0, "nile-shard")
    h = play(g, 0, "dubiel", on=d)
    halo = play(g, 0, "halo-of-thorns", on=h)  # enhance Wilds character: stays on the body
    spear = play(g, 0, "spear-of-longinus", on=h)  # an aleph: goes along
    deck = play(g, 0, "keeper-of-the-gate", on=h)  # a title, an enhancement: goes along
    begin(g, 0)
    g.choose(f"jackin:{u(g, h)}")
    p = g.s.pieces
    assert p[halo].where == "body" and p[halo].host == h
    assert p[spear].host == h and p[deck].host == h and p[h].host == arr
    g.rip(h)
    assert p[h].host == d and p[h].stricken and p[h].body == -1
    assert p[deck].where == "oblivion" and p[spear].host == h and p[halo].host == h and p[halo].where == "attached"
    assert p[spear].stricken  # HK-13.2: struck with its character
    g.check_invariants()


def test_hk_22_7_a_ripped_character_gives_no_support_until_recovered():
    g = bare()
    d = play(g, 0, "biodome")
    gab = play(g, 0, "gabrielites", on=d)  # VS 1 by its text
    play(g, 0, "kiev-grid")
    assert g.vs(0) == 2
    begin(g, 0)
    g.choose(f"jackin:{u(g, gab)}")
    assert g.vs(0) == 2  # HK-16.5: the body keeps its support
    g.rip(gab)
    assert g.vs(0) == 1


def test_hk_16_7_jacking_out_returns_to_the_body():
    g = bare()
    d = play(g, 0, "vatican-arcology")
    play(g, 0, "free-city")
    arr = play(g, 0, "nile-shard")
    h = play(g, 0, "dubiel", on=d)
    halo = play(g, 0, "halo-of-thorns", on=h)
    begin(g, 0)
    g.choose(f"jackin:{u(g, h)}")
    assert g.s.pieces[h].host == arr
    begin(g, 0)
    assert f"jackout:{u(g, h)}" in ids(g)
    g.choose(f"jackout:{u(g, h)}")
    p = g.s.pieces
    assert p[h].host == d and p[h].body == -1 and p[halo].host == h and p[halo].where == "attached"
    assert p[h].open


def test_hk_16_8_no_body_no_jacking_out_and_hk_16_9_netwalkers_never_jack_in():
    g = bare()
    d = play(g, 0, "vatican-arcology")
    arr = play(g, 0, "nile-shard")
    play(g, 0, "euroreach")
    fan = play(g, 0, "fanatics", on=d)
    h = play(g, 0, "dubiel", on=arr)  # in the Matrix with no body
    begin(g, 0)
    assert f"jackin:{u(g, fan)}" not in ids(g) and f"netwalk:{u(g, fan)}" in ids(g)
    assert f"jackout:{u(g, h)}" not in ids(g)


def test_hk_16_1_a_character_called_this_turn_may_jack_in():
    g = bare()
    d = play(g, 0, "vatican-arcology")
    play(g, 0, "pilgrim-road")
    play(g, 0, "nile-shard")
    h = hand(g, 0, "dubiel")
    begin(g, 0)
    g.choose(f"call:{u(g, h)}")
    g.choose(f"place:{u(g, d)}")
    g.choose("autopay")
    assert f"jackin:{u(g, h)}" in ids(g)
    assert d in g.s.sides[0].wilds


def test_hk_36_2_netwalking_into_the_matrix_and_hk_36_5_its_support_is_lost():
    g = bare()
    d = play(g, 0, "gene-spire")  # VS 2
    arr = play(g, 0, "osaka-expanse")
    fh = play(g, 0, "fractal-heresy", on=d)
    bark = play(g, 0, "bark-skin", on=fh)  # enhance Wilds character: obliterated
    coil = play(g, 0, "prometheus-coil", on=fh)  # +1 VS: lost in the Matrix
    assert g.vs(0) == 3
    begin(g, 0)
    g.choose(f"netwalk:{u(g, fh)}")
    p = g.s.pieces
    assert p[fh].host == arr and p[fh].body == -1 and p[fh].open
    assert p[bark].where == "oblivion" and p[coil].host == fh
    assert g.vs(0) == 2 and g.vs_needed(0) == 2


def test_hk_36_4_netwalking_into_the_wilds_archives_matrix_enhancements():
    g = bare()
    d = play(g, 0, "gene-spire")
    arr = play(g, 0, "osaka-expanse")
    fh = play(g, 0, "fractal-heresy", on=arr)
    begin(g, 0)
    g.choose(f"netwalk:{u(g, fh)}")
    assert g.s.pieces[fh].host == d


def test_hk_21_7_building_past_support_then_crashing():
    g = bare()
    play(g, 0, "free-city")  # VS 1
    play(g, 0, "kiev-grid")
    arr = hand(g, 0, "arena")
    begin(g, 0)
    g.choose(f"build:{u(g, arr)}")
    assert g.pending.kind == "crash" and g.pending.player == 0
    g.choose(f"crash:{u(g, arr)}")
    assert g.s.pieces[arr].where == "oblivion" and g.pending.kind == "action"


def test_hk_21_6_a_support_check_follows_every_change():
    g = bare()
    play(g, 0, "gene-spire")  # VS 2
    d2 = play(g, 0, "free-city")
    fh = play(g, 0, "fractal-heresy", on=d2)
    play(g, 0, "prometheus-coil", on=fh)  # +1
    play(g, 0, "kiev-grid")
    play(g, 0, "arena")
    play(g, 0, "euroreach")
    play(g, 0, "osaka-expanse")
    assert g.vs(0) == 4 and g.vs_needed(0) == 4
    begin(g, 0)
    g.choose(f"netwalk:{u(g, fh)}")  # VS 3, needs 5: two crashes
    g.choose(g.pending.options[0].id)
    assert g.pending.kind == "crash"
    g.choose(g.pending.options[0].id)
    assert g.pending.kind == "action" and g.short_of_support(0) == 0


def test_hk_18_2_gains_are_stored_on_arrays_with_room_and_lost_without():
    g = bare(n=3)
    a1 = play(g, 1, "kiev-grid")
    a2 = play(g, 1, "arena")
    g.add_tau(a1, 3)  # full
    begin(g, 0, turns=3)  # no domain: each opponent gains 1
    g.choose("end")
    assert g.s.pieces[a2].tau == 1 and g.tau(1) == 4  # the one array with room took it
    assert g.tau(2) == 0  # no array: lost


def test_hk_18_2_the_gaining_player_chooses_the_array():
    g = bare()
    a1 = play(g, 1, "kiev-grid")
    a2 = play(g, 1, "arena")
    begin(g, 0, turns=3)
    g.choose("end")
    assert g.pending.kind == "store" and g.pending.player == 1
    assert set(ids(g)) == {f"store:{u(g, a1)}:1", f"store:{u(g, a2)}:1"}
    g.choose(f"store:{u(g, a2)}:1")
    assert g.s.pieces[a2].tau == 1


def test_hk_18_4_moving_tau_opens_the_array():
    g = bare()
    play(g, 0, "free-city")
    play(g, 0, "arizona-free-zone")
    a1 = play(g, 0, "kiev-grid")
    a2 = play(g, 0, "arena")
    g.add_tau(a1, 3)
    begin(g, 0)
    g.choose(f"tau:{u(g, a1)}")
    assert {f"tau_to:{u(g, a2)}:{k}" for k in (1, 2, 3)} | {"back"} == set(ids(g))
    g.choose(f"tau_to:{u(g, a2)}:2")
    assert g.s.pieces[a1].tau == 1 and g.s.pieces[a2].tau == 2 and g.s.pieces[a1].open
    g.choose("tau_done")  # HK-18.4: it could move its last tau too
    assert g.pending.kind == "action" and f"tau:{u(g, a1)}" not in ids(g)


def test_hk_18_8_tau_stays_on_a_stricken_array_and_is_not_moved_from_it():
    g = bare()
    a1 = play(g, 0, "kiev-grid")
    play(g, 0, "arena")
    g.add_tau(a1, 2)
    g.s.pieces[a1].open = g.s.pieces[a1].stricken = True
    assert g.tau(0) == 2
    assert a1 not in g.store_targets(0)


def test_hk_18_1_no_array_holds_more_than_its_capacity():
    g = bare()
    a1 = play(g, 0, "kiev-grid")
    g.add_tau(a1, 3)
    assert a1 not in g.store_targets(0) and g.room(a1) == 0


def test_hk_19_1_the_gateway_with_enough_tau_wins():
    g = bare()
    play(g, 0, "free-city")
    a1 = play(g, 0, "excalibur-megatrust")
    a2 = play(g, 0, "osaka-expanse")
    a3 = play(g, 0, "arena")
    g.add_tau(a1, 6)
    g.add_tau(a2, 5)
    g.add_tau(a3, 3)
    begin(g, 0)
    assert "gateway" not in ids(g)  # 14 < 15
    g.add_tau(a3, 1)
    g.pending = g._d_action()
    assert "gateway" in ids(g)
    g.choose("gateway")
    assert g.over and g.outcome.winner == 0
    assert g.tau(0) == 15  # HK-19.3: nothing spent


def test_hk_19_1_stricken_arrays_count_for_the_gateway():
    g = bare()
    a1 = play(g, 0, "excalibur-megatrust")
    a2 = play(g, 0, "osaka-expanse")
    a3 = play(g, 0, "euroreach")
    for a, n in ((a1, 6), (a2, 5), (a3, 4)):
        g.add_tau(a, n)
    g.s.pieces[a3].open = g.s.pieces[a3].stricken = True
    play(g, 0, "free-city")
    play(g, 0, "rim")
    play(g, 0, "arcology")
    begin(g, 0)
    g.s.pieces[a3].open = g.s.pieces[a3].stricken = True
    g.pending = g._d_action()
    assert "gateway" in ids(g)
