"""Miracles in the Orientation and End of Turn intervals (HK-6.1, HK-8.1,
the ruling HK-6.1.a): each interval opens one miracle window, the active
player asked first."""
from __future__ import annotations

from hkhelpers import bare, begin, hand, ids, play, u


def _mike_with_boomerang(ask: bool = False):
    g = bare(ask=ask)
    play(g, 0, "free-city")
    den = play(g, 1, "anubis-den")
    dop = play(g, 1, "doppelganger", on=den)
    boom = hand(g, 1, "boomerang")
    return g, dop, boom


def test_hk_6_1_a_miracle_window_in_orientation_asks_the_active_player_first():
    g, dop, boom = _mike_with_boomerang(ask=True)
    begin(g, 0, orientation=True)
    assert g.pending.kind == "window" and g.pending.player == 0
    assert g.s.phase == "maintenance" and "turn begins" in g.pending.prompt  # after Maintenance (HK-6.1.a)
    assert g.pending.only_pass()
    g.choose("pass")
    assert g.pending.kind == "window" and g.pending.player == 1
    assert f"miracle:{u(g, boom)}:{u(g, dop)}" in ids(g)


def test_hk_6_1_a_miracle_played_in_orientation_resolves_before_the_action_interval():
    g, dop, boom = _mike_with_boomerang()
    begin(g, 0, orientation=True)
    assert g.pending.kind == "window" and g.pending.player == 1  # Samantha had only Pass
    g.choose(f"miracle:{u(g, boom)}:{u(g, dop)}")
    if g.pending.kind == "pay":
        g.choose("autopay")
    while g.pending.kind == "window":
        g.choose("pass")
    assert dop in g.s.sides[1].hand and boom in g.s.sides[1].oblivion
    assert g.pending.kind == "action" and g.pending.player == 0


def test_hk_8_1_a_miracle_window_in_end_of_turn():
    g, dop, boom = _mike_with_boomerang()
    begin(g, 0)  # Mike passes Orientation's window
    assert g.pending.kind == "action"
    g.choose("end")
    assert g.pending.kind == "window" and g.pending.player == 1 and "turn ends" in g.pending.prompt
    assert g.s.phase == "end"
    g.choose(f"miracle:{u(g, boom)}:{u(g, dop)}")
    if g.pending.kind == "pay":
        g.choose("autopay")
    while g.pending.kind == "window":
        g.choose("pass")
    assert dop in g.s.sides[1].hand
