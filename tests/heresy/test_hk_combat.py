"""Conflicts and combat (HK-25..HK-32): combat.py."""
from __future__ import annotations

from hkhelpers import bare, begin, hand, ids, play, u


def _w21():
    """W21: Samantha's Jurors (3/2) and Zoners (2/3) on Free City attack
    Mike's Arcology (3/3) with Rabdos (1/2) on it."""
    g = bare()
    fc = play(g, 0, "free-city")
    arena = play(g, 0, "arena")
    jur = play(g, 0, "jurors", on=fc)
    zon = play(g, 0, "zoners", on=fc)
    arc = play(g, 1, "arcology")
    rab = play(g, 1, "rabdos", on=arc)
    begin(g, 0)
    return g, fc, arena, jur, zon, arc, rab


def _declare(g, target, attackers):
    g.choose(f"attack:{u(g, target)}")
    for c in attackers:
        g.choose(f"attack_add:{u(g, c)}")
    if g.pending.kind == "attack_add":  # when nobody is left to add, the attack is declared at once
        g.choose("attack_done")


def test_hk_30_w21_combat_totals_and_damage_order():
    g, fc, arena, jur, zon, arc, rab = _w21()
    _declare(g, arc, [jur, zon])
    assert g.s.pieces[jur].open and g.s.pieces[zon].open  # HK-26.2
    assert g.pending.player == 1 and "defend" in ids(g) and f"intervene:{u(g, rab)}" in ids(g)
    g.choose("defend")
    assert g.totals() == (5, 4)  # HK-30.1
    # HK-30.3: nothing on the Arcology before Rabdos has enough to die
    assert g.assign_targets(0, {}) == [rab]
    assert g.assign_targets(0, {rab: 2}) == [arc]
    # the attacker's assignment was forced (Rabdos 2, Arcology 3); now the defender's, in secret
    assert g.pending.player == 1 and g.pending.kind == "assign"
    assert not any("deals damage" in e.text for e in g.view(1).log)  # HK-30.8: nothing shown yet
    g.choose(f"dmg:{u(g, jur)}")  # 2 kills the Jurors; the other 2 must go to the Zoners
    # HK-32.2: Samantha chooses for the killed Arcology
    assert g.pending.player == 0 and g.pending.kind == "domain_killed"
    assert g.s.pieces[jur].where == "oblivion" and g.s.pieces[rab].where == "oblivion"  # HK-31.1
    assert g.s.pieces[zon].damage == 2 and g.s.pieces[zon].where == "attached"  # HK-31.3


def test_hk_32_2_w22_killed_domain_tau_taken_it_stays():
    g, fc, arena, jur, zon, arc, rab = _w21()
    _declare(g, arc, [jur, zon])
    g.choose("defend")
    g.choose(f"dmg:{u(g, jur)}")
    g.choose(f"take_tau:{u(g, arc)}")
    assert g.tau(0) == 3 and g.s.pieces[arc].where == "wilds"  # HK-32.3
    assert g.s.conflict is None and g.pending.kind == "action"


def test_hk_32_2_w22_killed_domain_obliterated_gives_no_tau():
    g, fc, arena, jur, zon, arc, rab = _w21()
    _declare(g, arc, [jur, zon])
    g.choose("defend")
    g.choose(f"dmg:{u(g, jur)}")
    g.choose(f"obliterate:{u(g, arc)}")
    assert g.tau(0) == 0 and arc in g.s.sides[1].oblivion


def test_hk_25_3_w11_two_conflicts_per_opponent_of_different_kinds():
    g, fc, arena, jur, zon, arc, rab = _w21()
    play(g, 1, "biodome")
    _declare(g, arc, [jur])
    assert g.pending.kind == "window"  # Rabdos could scramble to the Biodome (HK-24.6)
    g.choose("pass")
    g.choose("defend")
    g.choose(f"dmg:{u(g, jur)}") if g.pending.kind == "assign" else None
    while g.pending.kind != "action":
        g.choose(ids(g)[0])
    assert not any(i.startswith("attack:") for i in ids(g))  # a second Wilds combat is not offered


def _w23(tau: int):
    g = bare()
    play(g, 0, "vatican-arcology")
    play(g, 0, "free-city")
    mine = play(g, 0, "excalibur-megatrust")
    jur = play(g, 0, "jurors", on=mine)
    zon = play(g, 0, "zoners", on=mine)
    play(g, 1, "free-city")
    ex = play(g, 1, "excalibur-megatrust")
    g.add_tau(ex, tau)
    begin(g, 0)
    _declare(g, ex, [jur, zon])
    while g.pending is not None and g.pending.kind in ("defense", "assign"):
        g.choose("defend" if g.pending.kind == "defense" else ids(g)[0])
    return g, ex


def test_hk_32_7_w23_killed_array_gives_the_tau_dealt_to_it_and_stays():
    g, ex = _w23(4)
    assert g.tau(0) == 4 and g.tau(1) == 0  # min(5, 4)
    assert g.s.pieces[ex].where == "matrix"  # HK-32.8


def test_hk_32_9_w23_killed_empty_array_goes_to_the_archive():
    g, ex = _w23(0)
    assert ex in g.s.sides[1].archive and g.tau(0) == 0


def test_hk_28_3_an_intervening_host_takes_the_damage_the_location_none():
    g, fc, arena, jur, zon, arc, rab = _w21()
    _declare(g, arc, [jur, zon])
    g.choose(f"intervene:{u(g, rab)}")
    assert g.s.pieces[rab].open  # HK-28.3: opened
    while g.pending.kind == "assign":
        g.choose(ids(g)[0])
    assert g.s.pieces[arc].damage == 0 and arc in g.s.sides[1].wilds  # HK-28.5
    assert rab in g.s.sides[1].oblivion


def test_hk_26_5_a_character_called_this_turn_does_not_attack():
    g, fc, arena, jur, zon, arc, rab = _w21()
    g.s.pieces[jur].called = g.s.pieces[zon].called = g.s.turn
    g.pending = g._d_action()
    assert not any(i.startswith("attack:") for i in ids(g))


def test_hk_24_1_hk_11_3_w4_golem_in_the_second_window_saves_a_defender():
    """W4 too: Golem's call value is 1 Preservation influence and no aura;
    Mike has London Dome (Preservation) and plays it opening nothing."""
    g = bare()
    fc = play(g, 0, "free-city")
    jur = play(g, 0, "jurors", on=fc)
    ld = play(g, 1, "london-dome")
    rab = play(g, 1, "rabdos", on=ld)
    golem = hand(g, 1, "golem")
    begin(g, 0)
    _declare(g, ld, [jur])
    # HK-28.1: in the first window there is no defender yet for Golem to aim at
    assert g.pending.player == 1 and g.pending.kind == "defense"
    g.choose("defend")
    assert g.pending.kind == "window" and f"miracle:{u(g, golem)}:{u(g, rab)}" in ids(g)  # HK-28.12
    g.choose(f"miracle:{u(g, golem)}:{u(g, rab)}")
    assert not g.s.pieces[ld].open and g.s.sides[1].aura == 0  # W4: nothing opened, no aura
    # every assignment was forced: 3 to Rabdos (defense 2 + 2), the Jurors killed
    assert g.s.pieces[rab].where == "attached" and g.s.pieces[rab].damage == 3
    assert golem in g.s.sides[1].oblivion and not g.s.boosts  # it ended with the conflict


def test_hk_24_6_w9_wilds_scramble_before_the_defense():
    """W9: Mike's Fixer leaves the attacked Seafloor Metroplex for Arcology."""
    g = bare()
    fc = play(g, 0, "free-city")
    jur = play(g, 0, "jurors", on=fc)
    arc = play(g, 1, "arcology")
    sea = play(g, 1, "seafloor-metroplex")
    fix = play(g, 1, "fixer", on=sea)
    begin(g, 0)
    _declare(g, sea, [jur])
    assert g.pending.player == 1 and g.pending.kind == "window"  # HK-28.1: the defender first
    assert f"scramble:{u(g, fix)}:{u(g, sea)}" not in ids(g)
    g.choose(f"scramble:{u(g, fix)}:{u(g, arc)}")
    # everyone passed, the scramble resolved; Seafloor Metroplex defends alone (no Host: no choice)
    # and is killed by the Jurors' 3
    assert g.pending.kind == "domain_killed"
    assert g.s.pieces[fix].host == arc and g.s.pieces[fix].open  # HK-24.6: opened and moved
    assert g.s.pieces[fix].damage == 0 and jur in g.s.sides[0].oblivion  # the metroplex (2) killed the Jurors


def test_hk_24_7_w10_matrix_scramble_onto_the_defending_array():
    """W10: the defender moves Kushiel from Arena onto the attacked Euroreach."""
    g = bare()
    play(g, 0, "vatican-arcology")
    mine = play(g, 0, "arena")
    jur = play(g, 0, "jurors", on=mine)
    play(g, 1, "vatican-arcology")
    play(g, 1, "gene-spire")
    arena = play(g, 1, "arena")
    euro = play(g, 1, "euroreach")
    kus = play(g, 1, "kushiel", on=arena)
    hem = play(g, 1, "hemah", on=euro)
    begin(g, 0)
    _declare(g, euro, [jur])
    g.choose(f"scramble:{u(g, kus)}:{u(g, euro)}")
    assert g.s.pieces[kus].host == arena  # an effect: it waits for the answers (HK-24.10)
    g.choose("pass")  # Mike could still scramble Hemah off; he passes, the scramble resolves
    assert g.s.pieces[kus].host == euro
    g.choose("defend")
    assert set(g.s.conflict.defenders) == {euro, hem, kus}  # HK-28.7
