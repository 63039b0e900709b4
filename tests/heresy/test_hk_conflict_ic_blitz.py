"""IC (HK-29: W19, W20), blitz (HK-37: W26, W27, the Q&A) and netwalkers in
conflicts (HK-36.6..36.10): combat.py."""
from __future__ import annotations

from hkhelpers import bare, begin, hand, ids, play, u
from test_hk_conflict_assembly import _attack, _pass_windows


def _finish(g):
    while g.pending is not None and g.pending.kind in ("window", "assign", "defense", "join", "intervene"):
        g.choose("pass" if "pass" in ids(g) else "defend" if "defend" in ids(g) else ids(g)[0])


def _titania(attackers):
    """W19/W20: Mike's Titania Perimeter (1/3) with Headhunter (IC 3) face
    down; Samantha's ``attackers`` on her Arena."""
    g = bare()
    play(g, 0, "vatican-arcology")
    play(g, 0, "exchange-towers")
    mine = play(g, 0, "arena")
    att = [play(g, 0, k, on=mine) for k in attackers]
    play(g, 1, "vatican-arcology")
    tit = play(g, 1, "titania-perimeter")
    hh = hand(g, 1, "headhunter")
    begin(g, 1)
    g.s.sides[1].aura = 2
    g.pending = g.advance()
    g.choose(f"enhance:{u(g, hh)}")  # HK-29.1: called onto an array of Mike's, face down
    assert g.s.pieces[hh].host == tit
    g.choose("end")
    while g.s.active != 0:
        g.choose(ids(g)[-1] if "discard_done" not in ids(g) else "discard_done")
    return g, tit, hh, att


def test_hk_w19_hk_29_1_hk_29_4_headhunter_stops_fanatics_and_outmodes():
    g, tit, hh, (fan, out) = _titania(["fanatics", "outmodes"])
    for v in (g.view(0), g.view(2) if g.num_players > 2 else g.view(0)):
        names = str(v.board) + " ".join(e.text for e in v.log)
        assert "Headhunter" not in names and u(g, hh) not in names  # HK-29.1: face down to Samantha
    assert "Headhunter" in " ".join(e.text for e in g.view(1).log)  # its owner reads it
    _attack(g, tit, [fan, out])
    _finish(g)
    assert g.s.conflict is None
    assert g.s.pieces[fan].stricken and g.s.pieces[out].stricken  # Headhunter's ability (HK-29.4)
    assert g.s.pieces[tit].damage == 0 and g.s.pieces[fan].damage == 0 and g.s.pieces[out].damage == 0  # 29.4.a
    assert g.s.pieces[hh].host == tit  # HK-29.5: still attached, face down again
    log0 = " ".join(e.text for e in g.view(0).log)
    assert "Headhunter (3) against an attack of 3: the attack is stopped" in log0
    assert "Headhunter" in str(g.view(0).board)  # HK-29.9: Samantha knows it now


def test_hk_w20_hk_29_3_corporate_ai_overcomes_headhunter():
    """W20, HK-29.3."""
    g, tit, hh, (cai,) = _titania(["corporate-ai"])
    _attack(g, tit, [cai])
    _finish(g)
    assert "overcome" in " ".join(e.text for e in g.view(0).log)
    assert not g.s.pieces[cai].stricken  # the IC did nothing
    assert tit in g.s.sides[1].archive  # killed by 5 with no tau on it (HK-32.9); Headhunter with it
    assert g.s.pieces[cai].damage == 1  # Titania Perimeter dealt its 1


def test_hk_29_7_ic_does_nothing_when_hosts_intervene():
    g, tit, hh, (fan, out) = _titania(["fanatics", "outmodes"])
    dom = g.s.sides[1].wilds[0]
    nan = play(g, 1, "nanael", on=dom)
    play(g, 1, "ashmedai", on=dom)  # a netwalking Host intervenes from the Wilds (HK-36.7)
    ash = g.s.pieces[dom].attached[-1]
    g.pending = g.advance()
    _attack(g, tit, [fan, out])
    _pass_windows(g)
    assert f"intervene:{u(g, ash)}" in ids(g) and f"intervene:{u(g, nan)}" not in ids(g)  # HK-28.3, HK-36.7
    g.choose(f"intervene:{u(g, ash)}")
    _finish(g)
    assert not g.s.pieces[fan].stricken and hh not in g.s.ic_seen


def test_hk_29_7_a_stricken_array_turns_no_ic():
    g, tit, hh, (fan, out) = _titania(["fanatics", "outmodes"])
    g.strike(tit)
    _attack(g, tit, [fan, out])
    _finish(g)
    assert hh not in g.s.ic_seen and not g.s.pieces[fan].stricken


def test_hk_29_4_black_ice_damages_every_attacker():
    g = bare()
    play(g, 0, "vatican-arcology")
    mine = play(g, 0, "arena")
    fan = play(g, 0, "fanatics", on=mine)
    play(g, 1, "vatican-arcology")
    arr = play(g, 1, "kiev-grid")
    bi = play(g, 1, "black-ice", on=arr)
    begin(g, 0)
    g.s.pieces[fan].damage = 1
    _attack(g, arr, [fan])
    _finish(g)
    assert fan in g.s.sides[0].oblivion  # 1 + 1 = its defense 2: killed, by the IC's ability
    assert g.s.pieces[arr].damage == 0 and g.s.pieces[bi].host == arr


def _rim():
    g = bare()
    fc = play(g, 0, "free-city")
    play(g, 0, "arena")
    rag = play(g, 0, "raguel", on=fc)
    rim = play(g, 1, "rim")
    begin(g, 0)
    return g, fc, rag, rim


def test_hk_w26_hk_37_1_hk_37_2_raguel_blitzes_rim_which_deals_nothing():
    g, fc, rag, rim = _rim()
    _attack(g, rim, [rag])
    _finish(g)
    assert g.pending.kind == "domain_killed"
    assert g.s.pieces[rag].damage == 0 and g.s.pieces[rim].damage == 2
    g.choose(f"take_tau:{u(g, rim)}")
    assert g.tau(0) == 2 and rim in g.s.sides[1].wilds  # W26: Rim stays


def test_hk_w27_hk_37_5_blitz_then_everyone_else():
    """W27, HK-37.5, HK-37.2."""
    g, fc, rag, rim = _rim()
    fix = play(g, 0, "fixer", on=fc)
    usi = play(g, 0, "usiel", on=fc)
    nan = play(g, 1, "nanael", on=rim)
    g.pending = g.advance()
    _attack(g, rim, [rag, fix, usi])
    assert g.s.conflict.joined == []  # a Heathen attacks: no joining
    _pass_windows(g)
    g.choose("defend")
    _pass_windows(g)
    # blitz step: Raguel's 2 can only go to Nanael (a character first): forced
    assert g.s.pieces[nan].damage == 2
    # second step: Nanael (killed) deals nothing; Rim's 3 on Raguel; the Fixer's and Usiel's 2 on Rim
    assert g.pending.kind == "assign" and g.pending.player == 1
    assert g.totals() == (4, 5) and sum(g.fight_attack(c) for c in [rim]) == 3
    g.choose(f"dmg:{u(g, rag)}")
    assert g.pending.kind == "domain_killed"
    assert g.s.pieces[rim].damage == 2 and g.s.pieces[fix].damage == 0 and g.s.pieces[usi].damage == 0
    g.choose(f"obliterate:{u(g, rim)}")
    assert nan in g.s.sides[1].oblivion and rag in g.s.sides[0].oblivion and rim in g.s.sides[1].oblivion


def test_hk_w28_hk_37_3_hk_38_5_two_blitzers_deal_damage_at_the_same_moment():
    """W28 (5), HK-37.3, HK-38.5."""
    g, fc, rag, rim = _rim()
    rag2 = play(g, 1, "raguel", on=rim)
    g.s.pieces[rag].damage = g.s.pieces[rag2].damage = 1
    g.pending = g.advance()
    _attack(g, rim, [rag])
    _pass_windows(g)
    g.choose("defend")
    _finish(g)
    assert rag in g.s.sides[0].oblivion and rag2 in g.s.sides[1].oblivion  # both killed in the blitz step
    assert g.s.pieces[rim].damage == 0  # Raguel's 2 went to Raguel; Rim's 3 was never dealt (nobody left)


def test_hk_37_4_an_assembly_blitzes_only_when_every_host_has_blitz():
    g, fc, rag, rim = _rim()
    dom = play(g, 0, "arizona-free-zone")
    usi = play(g, 0, "usiel", on=dom)
    g.pending = g.advance()
    _attack(g, rim, [rag, usi])
    assert sorted(g.s.conflict.joined) == sorted([rag, usi])
    assert not g.cb_blitzes(rag, g.s.conflict.attackers)
    _finish(g)
    assert not any("Blitz" in e.text for e in g.view(0).log)


def test_hk_36_6_a_netwalker_attacks_the_other_area_others_may_not_join_it():
    g = bare()
    fc = play(g, 0, "free-city")
    fan = play(g, 0, "fanatics", on=fc)
    rab = play(g, 0, "rabdos", on=fc)
    play(g, 1, "vatican-arcology")
    arr = play(g, 1, "kiev-grid")
    begin(g, 0)
    assert f"attack:{u(g, arr)}" in ids(g)  # from the Wilds, by netwalk
    g.choose(f"attack:{u(g, arr)}")
    assert f"attack_add:{u(g, rab)}" not in ids(g)  # HK-36.6: Rabdos has no netwalk
    g.choose(f"attack_add:{u(g, fan)}")
    g.choose("attack_done")  # issue 13: asked even with no other attacker to add
    _finish(g)
    # HK-36.9: killed by Kiev Grid's 1? Fanatics are 1/2: not killed; the array (2) is not killed by 1
    assert g.s.pieces[fan].damage == 1 and g.s.pieces[arr].damage == 1


def test_hk_36_9_a_netwalker_killed_attacking_an_array_from_the_wilds_is_obliterated():
    """HK-36.9, HK-31.4."""
    g = bare()
    fc = play(g, 0, "free-city")
    fan = play(g, 0, "fanatics", on=fc)
    play(g, 1, "vatican-arcology")
    arr = play(g, 1, "euroreach")  # 2/3
    begin(g, 0)
    g.s.pieces[fan].damage = 1
    _attack(g, arr, [fan])
    _finish(g)
    assert fan in g.s.sides[0].oblivion


def test_hk_36_10_a_netwalking_host_in_the_matrix_does_not_join_a_wilds_host():
    g = bare()
    play(g, 0, "vatican-arcology")
    fc = play(g, 0, "free-city")
    arena = play(g, 0, "arena")
    ash = play(g, 0, "ashmedai", on=arena)  # netwalk, FW 4
    rab = play(g, 0, "rabdos", on=fc)  # FW 1
    arc = play(g, 1, "arcology")
    begin(g, 0)
    g.choose(f"attack:{u(g, arc)}")
    g.choose(f"from:{u(g, arena)}")
    g.choose(f"attack_add:{u(g, ash)}")  # Ashmedai alone may attack the domain (HK-36.6)
    # HK-36.10, HK-27.2: Rabdos is not offered, only the declaration (asked: issue 13)
    assert ids(g) == ["attack_done", "back"]
    g.choose("attack_done")
    # (Arcology's 3 killed Ashmedai: a netwalker in a Wilds combat is obliterated, HK-36.9)
    assert not g.s.pieces[rab].open and g.s.pieces[ash].where == "oblivion"


def _ruinfall():
    """Samantha invokes Ruinfall (strike a domain) on Mike's Rim; on it Mike's
    ready Fixer and open Usiel; Mike has Arcology too, and two arrays."""
    g = bare()
    sd = play(g, 0, "anubis-den")
    rf = hand(g, 0, "ruinfall")
    rim = play(g, 1, "rim")
    arc = play(g, 1, "arcology")
    fix = play(g, 1, "fixer", on=rim)
    usi = play(g, 1, "usiel", on=rim)
    begin(g, 0)
    g.s.pieces[usi].open = True
    g.s.sides[0].aura = 3
    g.pending = g.advance()
    g.choose(f"power:{u(g, rf)}:{u(g, rim)}")
    return g, sd, rim, arc, fix, usi


def test_hk_24_3_hk_24_6_a_wilds_scramble_against_an_effect_that_is_not_an_attack():
    g, sd, rim, arc, fix, usi = _ruinfall()
    assert g.pending.kind == "window" and g.pending.player == 1
    scr = [i for i in ids(g) if i.startswith("scramble:")]
    assert scr == [f"scramble:{u(g, fix)}:{u(g, arc)}"]  # only the ready Fixer, only off the target
    g.choose(scr[0])
    _pass_windows(g)
    assert g.s.pieces[fix].host == arc and g.s.pieces[fix].open
    assert g.s.pieces[rim].stricken and g.s.pieces[usi].host == rim  # HK-24.4: Ruinfall resolved on Rim


def test_hk_24_9_only_the_targeted_players_characters_scramble_and_never_onto_the_target():
    """HK-24.9, HK-24.8:"""
    g, sd, rim, arc, fix, usi = _ruinfall()
    assert not any(i.startswith("scramble:") and u(g, rim) in i.split(":")[2] for i in ids(g))
    g.choose("pass")
    assert g.pending is None or g.pending.player == 0 and not any(i.startswith("scramble:") for i in ids(g))


def test_hk_24_9_a_matrix_scramble_moves_only_off_the_targeted_array():
    g = bare()
    play(g, 1, "vatican-arcology")
    play(g, 1, "exchange-towers")
    a1 = play(g, 1, "kiev-grid")
    a2 = play(g, 1, "arena")
    fix = play(g, 1, "fixer", on=a1)
    hem = play(g, 1, "hemah", on=a2)
    begin(g, 0)
    g.s.stack.append((0, -1, "strike", 0, a1, ""))  # an effect aimed at Kiev Grid (as a card would make)
    opts = g.cb_effect_scrambles(1)
    assert [o.id for o in opts] == [f"scramble:{u(g, fix)}:{u(g, a2)}"]  # Hemah may not move onto it
    assert g.cb_effect_scrambles(0) == []
    g.s.stack.clear()
