"""Timing and reactions (HK-11.8, HK-19.2, HK-23, HK-24): the effect stack,
response windows, miracles and celestial powers (windows.py)."""
from __future__ import annotations

from hkhelpers import bare, begin, hand, ids, play, u


def pay(g) -> None:
    """HK-9.7.a: the pool is short: open what is needed (the largest first)."""
    if g.pending is not None and g.pending.kind == "pay":
        g.choose("autopay")


def _wrath_vs_boomerang():
    """Samantha (seat 0, Free City) and Mike (seat 1, Anubis Den with the
    Doppelganger on it, 1/1... defense 1)."""
    g = bare()
    play(g, 0, "free-city")
    play(g, 0, "rim")
    den = play(g, 1, "anubis-den")
    dop = play(g, 1, "doppelganger", on=den)
    wrath = hand(g, 0, "wrath")
    boom = hand(g, 1, "boomerang")
    begin(g, 0)
    return g, den, dop, wrath, boom


def test_hk_23_6_w8_target_gone_the_first_effect_does_nothing():
    """W8 (with Wrath in place of the Grigori's ability): Boomerang answers,
    resolves first (HK-23.3); Wrath has lost its target (HK-23.6), its costs
    stay paid (HK-23.5)."""
    g, den, dop, wrath, boom = _wrath_vs_boomerang()
    oid = f"power:{u(g, wrath)}:{u(g, dop)}"
    assert oid in ids(g)
    g.choose(oid)
    pay(g)
    assert g.pending.player == 1 and g.pending.kind == "window"
    g.choose(f"miracle:{u(g, boom)}:{u(g, dop)}")
    pay(g)
    # a new round of asking (HK-23.8): nobody has an answer left, so all pass and the stack resolves
    assert g.s.pieces[dop].where == "hand" and g.s.pieces[dop].damage == 0
    assert wrath in g.s.sides[0].oblivion and boom in g.s.sides[1].oblivion  # HK-11.8
    assert g.s.sides[0].aura + sum(g.s.pieces[x].open for x in g.s.sides[0].wilds) >= 1  # Wrath was paid
    assert not g.s.stack and g.pending.kind == "action"
    assert any("lost its target" in e.text for e in g.view(0).log)


def test_hk_23_3_both_pass_the_effect_resolves():
    g, den, dop, wrath, boom = _wrath_vs_boomerang()
    g.choose(f"power:{u(g, wrath)}:{u(g, dop)}")
    pay(g)
    g.choose("pass")
    assert dop in g.s.sides[1].oblivion  # 2 damage on defense 1 kills it; Wilds: obliterated (HK-31.1)
    assert boom in g.s.sides[1].hand


def test_hk_23_4_a_counter_stops_the_effect_its_costs_stay_paid():
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
    assert f"miracle:{u(g, cm)}:top" in ids(g)
    g.choose(f"miracle:{u(g, cm)}:top")
    pay(g)
    g.choose("pass") if g.pending.kind == "window" else None
    assert g.s.pieces[dop].damage == 0 and g.s.pieces[dop].where == "attached"
    assert wrath in g.s.sides[0].oblivion and cm in g.s.sides[1].oblivion
    assert any("countered" in e.text for e in g.view(0).log)


def test_hk_11_8_celestial_powers_only_on_your_own_turn_miracles_on_any():
    g, den, dop, wrath, boom = _wrath_vs_boomerang()
    play(g, 1, "free-city")
    w1 = hand(g, 1, "wrath")
    g.choose(f"power:{u(g, wrath)}:{u(g, dop)}")
    pay(g)
    assert g.pending.player == 1
    assert f"miracle:{u(g, boom)}:{u(g, dop)}" in ids(g)
    assert not any(i.startswith("power:") for i in ids(g))
    g.choose("pass")
    assert w1 in g.s.sides[1].hand


def test_hk_24_1_a_miracle_answers_on_another_player_s_turn():
    g = bare()
    play(g, 0, "free-city")
    play(g, 1, "free-city")
    hd = play(g, 1, "rim")
    dop = play(g, 1, "doppelganger", on=hd)
    riot = hand(g, 1, "second-wind")
    wrath = hand(g, 0, "wrath")
    play(g, 1, "seafloor-metroplex")  # Evolution for Second Wind
    g.s.pieces[dop].damage = 1  # Second Wind heals what is dealt already (issue 13: never an unhurt card)
    begin(g, 0)
    g.choose(f"power:{u(g, wrath)}:{u(g, dop)}")
    pay(g)
    assert g.pending.player == 1 and f"miracle:{u(g, riot)}:{u(g, dop)}" in ids(g)


def test_hk_19_2_the_gateway_is_an_effect_the_opponents_may_answer():
    g = bare()
    play(g, 0, "vatican-arcology")
    play(g, 0, "gene-spire")
    arrays = [play(g, 0, k) for k in ("excalibur-megatrust", "osaka-expanse", "arena")]
    for a, n in zip(arrays, (6, 5, 4)):
        g.add_tau(a, n)
    play(g, 1, "seafloor-metroplex")
    d = play(g, 1, "free-city")
    dop = play(g, 1, "doppelganger", on=d)
    sw = hand(g, 1, "second-wind")
    g.s.pieces[dop].damage = 1  # (Second Wind is offered for a damaged card only, issue 13)
    begin(g, 0)
    g.choose("gateway")
    assert not g.over and g.pending.player == 1 and "pass" in ids(g)
    g.choose(f"miracle:{u(g, sw)}:{u(g, dop)}")
    pay(g)
    assert g.over and g.outcome.winner == 0  # HK-19.2: still 15 tau when it resolves
