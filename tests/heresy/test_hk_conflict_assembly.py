"""Assemblies, joining by choice and intervention by several Hosts (HK-26,
HK-27, HK-28; worked examples W12-W18): combat.py."""
from __future__ import annotations

import pytest

from hkhelpers import bare, begin, ids, play, u


def _attack(g, target, attackers, done=True):
    g.choose(f"attack:{u(g, target)}")
    if g.pending.kind == "attack_from":
        g.choose(f"from:{u(g, g.s.pieces[attackers[0]].host)}")
    for c in attackers:
        g.choose(f"attack_add:{u(g, c)}")
    if done and g.pending.kind == "attack_add":
        g.choose("attack_done")


def _pass_windows(g):
    while g.pending is not None and g.pending.kind == "window":
        g.choose("pass")


def _w12():
    """W12: Abdiel (3/3, FW 2), Rabdos (1/2, FW 1), Los (1/1, FW 1), each on a
    different domain of Samantha's; Mike's Arcology (3/3), nobody on it."""
    g = bare()
    doms = [play(g, 0, k) for k in ("free-city", "arizona-free-zone", "seafloor-metroplex")]
    abd = play(g, 0, "abdiel", on=doms[0])
    rab = play(g, 0, "rabdos", on=doms[1])
    los = play(g, 0, "los", on=doms[2])
    arc = play(g, 1, "arcology")
    begin(g, 0)
    return g, abd, rab, los, arc


def test_hk_w12_hk_27_1_hk_27_5_three_hosts_from_three_domains_join_under_abdiel():
    g, abd, rab, los, arc = _w12()
    _attack(g, arc, [abd, rab, los])
    cf = g.s.conflict
    assert sorted(cf.joined) == sorted([abd, rab, los])  # HK-27.9: from several locations, joined
    assert [g.fight_attack(c) for c in (abd, rab, los)] == [4, 2, 2]  # Abdiel 4/4, Rabdos 2/3, Los 2/2
    assert [g.fight_defense(c) for c in (abd, rab, los)] == [4, 3, 2]
    _pass_windows(g)
    assert g.totals()[0] == 8


def test_hk_27_5_w12_no_leader_with_free_will_1_the_third_host_is_not_offered():
    g, abd, rab, los, arc = _w12()
    g.choose(f"attack:{u(g, arc)}")
    g.choose(f"from:{u(g, g.s.pieces[rab].host)}")
    g.choose(f"attack_add:{u(g, rab)}")
    # Los (FW 1) may come only because Abdiel (FW 2) could still lead them both
    assert f"attack_add:{u(g, los)}" in ids(g)
    g.choose(f"attack_add:{u(g, los)}")
    assert "attack_done" not in ids(g) and "back" in ids(g)  # HK-27.6: equal free will, no leader yet
    g.choose(f"attack_add:{u(g, abd)}")  # now Abdiel leads; nobody else to add
    g.choose("attack_done")  # the declaration (asked, issue 13)
    assert sorted(g.s.conflict.joined) == sorted([abd, rab, los])


def test_hk_27_6_rabdos_cannot_lead_abdiel():
    g, abd, rab, los, arc = _w12()
    assert not g.joinable([rab, abd, los]) or g.cb_fw(abd) > g.cb_fw(rab)
    assert g.joinable([abd, rab]) and not g.joinable([rab, los])  # HK-27.6
    g.s.pieces[abd].open = True
    g.choose(f"attack:{u(g, arc)}")
    g.choose(f"from:{u(g, g.s.pieces[rab].host)}")
    g.choose(f"attack_add:{u(g, rab)}")
    assert f"attack_add:{u(g, los)}" not in ids(g)  # HK-27.9: Los could never join Rabdos


def test_hk_27_5_the_leader_takes_no_more_hosts_than_its_free_will():
    g, abd, rab, los, arc = _w12()
    dom = play(g, 0, "london-dome")
    usi = play(g, 0, "usiel", on=dom)
    _attack(g, arc, [abd, rab, los], done=False)
    # Abdiel's free will 2: two more at most; Usiel is not offered, the declaration is (issue 13: asked)
    assert ids(g) == ["attack_done", "back"]
    g.choose("attack_done")
    assert g.s.conflict.attackers == [abd, rab, los] and g.s.pieces[abd].open
    assert not g.s.pieces[usi].open


def _w13():
    """W13: on Arcology the Heathens Chromeopaths and Fractal Heresy and the
    Hosts Mephistophiel (FW 3) and Pursan (FW 1); on Biodome the Host Beleth
    (FW 2). Mike's Free City is the target."""
    g = bare()
    arc = play(g, 0, "arcology")
    bio = play(g, 0, "biodome")
    chro = play(g, 0, "chromeopaths", on=arc)
    frac = play(g, 0, "fractal-heresy", on=arc)
    mep = play(g, 0, "mephistophiel", on=arc)
    pur = play(g, 0, "pursan", on=arc)
    bel = play(g, 0, "beleth", on=bio)
    fc = play(g, 1, "free-city")
    begin(g, 0)
    return g, arc, bio, chro, frac, mep, pur, bel, fc


def test_hk_w13_hk_27_9_three_hosts_of_two_domains_join():
    g, arc, bio, chro, frac, mep, pur, bel, fc = _w13()
    _attack(g, fc, [mep, pur, bel])
    assert sorted(g.s.conflict.joined) == sorted([mep, pur, bel])
    assert [g.fight_attack(c) for c in (mep, pur, bel)] == [4, 3, 3]


def test_hk_w13_hk_27_3_hk_27_8_hosts_with_heathens_fight_unjoined_and_beleth_is_not_offered():
    g, arc, bio, chro, frac, mep, pur, bel, fc = _w13()
    g.choose(f"attack:{u(g, fc)}")
    g.choose(f"from:{u(g, arc)}")
    g.choose(f"attack_add:{u(g, chro)}")
    assert f"attack_add:{u(g, bel)}" not in ids(g)  # HK-26.4: no Host of another location with Heathens
    for c in (frac, mep, pur):
        g.choose(f"attack_add:{u(g, c)}")  # after Pursan nobody is left: declared
    assert g.pending.kind != "join" and g.s.conflict.joined == []  # no joining question either
    assert g.s.pieces[bel].open is False


def test_hk_27_8_a_heathen_is_not_offered_once_a_host_of_another_location_attacks():
    g, arc, bio, chro, frac, mep, pur, bel, fc = _w13()
    g.choose(f"attack:{u(g, fc)}")
    g.choose(f"from:{u(g, arc)}")
    g.choose(f"attack_add:{u(g, mep)}")
    g.choose(f"attack_add:{u(g, bel)}")
    assert f"attack_add:{u(g, chro)}" not in ids(g) and f"attack_add:{u(g, frac)}" not in ids(g)


def test_hk_27_14_joining_is_a_choice_hosts_of_one_location_may_fight_unjoined():
    g, arc, bio, chro, frac, mep, pur, bel, fc = _w13()
    _attack(g, fc, [mep, pur])
    assert g.pending.kind == "join" and g.pending.player == 0
    assert set(ids(g)) == {f"join:{u(g, mep)}", f"join:{u(g, pur)}", "join_none"}
    g.choose("join_none")
    assert g.s.conflict.joined == [] and g.pending.kind != "join"
    assert g.totals()[0] == 5


def test_hk_27_11_hosts_of_one_location_join_when_the_player_picks_them():
    g, arc, bio, chro, frac, mep, pur, bel, fc = _w13()
    _attack(g, fc, [mep, pur])
    g.choose(f"join:{u(g, pur)}")  # one Host is no assembly: Mephistophiel must lead (the only choice)
    assert sorted(g.s.conflict.joined) == sorted([mep, pur]) and g.totals()[0] == 7
    assert any("assembly" in e.text for e in g.view(1).log)


def test_hk_w14_hk_26_6_a_character_not_declared_takes_no_part():
    """HK-26.6: W14: Samantha attacks with the Gaians and Gabriel; the Chromeopaths stay out."""
    g = bare()
    az = play(g, 0, "arizona-free-zone")
    chro = play(g, 0, "chromeopaths", on=az)
    gai = play(g, 0, "gaians", on=az)
    gab = play(g, 0, "gabriel", on=az)
    arc = play(g, 1, "arcology")
    begin(g, 0)
    _attack(g, arc, [gai, gab])
    assert chro not in g.s.conflict.attackers and not g.s.pieces[chro].open
    assert g.s.conflict.joined == []  # HK-27.3: a Host with a Heathen
    _pass_windows(g)
    while g.pending.kind == "assign":
        g.choose(ids(g)[0])
    assert g.s.pieces[chro].damage == 0


def _w15():
    """W15: Gabriel and the Gaians attack Mike's Arcology (nobody on it);
    Nanael (2/2, FW 2) and Ithuriel (2/3, FW 1) each on another domain."""
    g = bare()
    az = play(g, 0, "arizona-free-zone")
    gai = play(g, 0, "gaians", on=az)
    gab = play(g, 0, "gabriel", on=az)
    arc = play(g, 1, "arcology")
    ld = play(g, 1, "london-dome")
    bio = play(g, 1, "biodome")
    nan = play(g, 1, "nanael", on=ld)
    ith = play(g, 1, "ithuriel", on=bio)
    begin(g, 0)
    _attack(g, arc, [gai, gab])
    _pass_windows(g)
    return g, arc, gai, gab, nan, ith


def test_hk_w15_hk_28_3_hk_28_5_two_joined_hosts_of_two_domains_intervene():
    g, arc, gai, gab, nan, ith = _w15()
    assert g.pending.kind == "defense" and g.pending.player == 1
    g.choose(f"intervene:{u(g, ith)}")
    assert g.pending.kind == "intervene"
    assert "intervene_done" in ids(g) and f"intervene:{u(g, nan)}" in ids(g)
    g.choose(f"intervene:{u(g, nan)}")  # nothing more to choose: declared
    cf = g.s.conflict
    assert cf.intervened and sorted(cf.defenders) == sorted([nan, ith]) and sorted(cf.joined) == sorted([nan, ith])
    assert g.s.pieces[nan].open and g.s.pieces[ith].open
    assert g.totals() == (5, 6)  # Nanael 3 + Ithuriel 3 joined
    _pass_windows(g)
    while g.pending is not None and g.pending.kind == "assign":
        g.choose(ids(g)[0])
    assert g.s.pieces[arc].damage == 0 and arc in g.s.sides[1].wilds  # HK-28.5


def test_hk_28_3_one_host_may_intervene_alone():
    g, arc, gai, gab, nan, ith = _w15()
    g.choose(f"intervene:{u(g, nan)}")
    g.choose("intervene_done")
    assert g.s.conflict.defenders == [nan] and g.s.conflict.joined == []


def test_hk_28_3_hosts_that_cannot_join_do_not_intervene_together():
    g, arc, gai, gab, nan, ith = _w15()
    bio2 = play(g, 1, "gene-spire")
    hem = play(g, 1, "hemah", on=bio2)  # FW 1, like Ithuriel
    g.pending = g.advance()
    g.choose(f"intervene:{u(g, ith)}")
    assert f"intervene:{u(g, hem)}" in ids(g)  # Nanael could still lead the three
    g.choose(f"intervene:{u(g, hem)}")  # HK-27.6: two of free will 1 need a leader: Nanael, the only choice
    assert sorted(g.s.conflict.defenders) == sorted([nan, ith, hem])


def test_hk_28_4_a_heathen_never_intervenes():
    g = bare()
    az = play(g, 0, "arizona-free-zone")
    gai = play(g, 0, "gaians", on=az)
    arc = play(g, 1, "arcology")
    ld = play(g, 1, "london-dome")
    play(g, 1, "fixer", on=ld)
    begin(g, 0)
    _attack(g, arc, [gai])
    _pass_windows(g)
    assert g.pending is None or g.pending.kind != "defense"  # only "defend": taken at once


def test_hk_w16_hk_28_6_a_host_on_the_target_intervenes_for_it():
    """HK-28.6: W16: Ashmedai attacks Nile Shard; Belphegor on it intervenes."""
    g = bare()
    play(g, 0, "vatican-arcology")
    mine = play(g, 0, "arena")
    ash = play(g, 0, "ashmedai", on=mine)
    play(g, 1, "vatican-arcology")
    nile = play(g, 1, "nile-shard")
    bel = play(g, 1, "belphegor", on=nile)
    begin(g, 0)
    _attack(g, nile, [ash])
    _pass_windows(g)
    g.choose(f"intervene:{u(g, bel)}")
    # every assignment is forced: Ashmedai's 3 on Belphegor (2/4), Belphegor's 2 on Ashmedai; Nile Shard
    # neither takes nor deals damage
    assert g.s.conflict is None
    assert g.s.pieces[nile].damage == 0 and g.s.pieces[bel].damage == 3 and g.s.pieces[ash].damage == 2


def test_hk_w17_hk_28_7_open_characters_defend_the_ready_fixer_scrambles():
    """W17: on Euroreach Arthur Glaston (open), Fixer (ready), Cyberzealot
    (open); the Fixer scrambles to Osaka Expanse; the rest defend."""
    g = bare()
    play(g, 0, "vatican-arcology")
    mine = play(g, 0, "arena")
    fan = play(g, 0, "fanatics", on=mine)
    play(g, 1, "vatican-arcology")
    play(g, 1, "gene-spire")
    play(g, 1, "exchange-towers")
    euro = play(g, 1, "euroreach")
    osaka = play(g, 1, "osaka-expanse")
    art = play(g, 1, "arthur-glaston", on=euro)
    fix = play(g, 1, "fixer", on=euro)
    cyb = play(g, 1, "cyberzealot", on=euro)
    g.s.pieces[art].open = g.s.pieces[cyb].open = True
    begin(g, 0)
    g.s.pieces[art].open = g.s.pieces[cyb].open = True  # they are Mike's: not readied on Samantha's turn
    _attack(g, euro, [fan])
    scr = [i for i in ids(g) if i.startswith("scramble:")]
    assert scr == [f"scramble:{u(g, fix)}:{u(g, osaka)}"]  # HK-24.5: only the ready Fixer
    g.choose(scr[0])
    _pass_windows(g)
    assert g.s.pieces[fix].host == osaka
    assert set(g.s.conflict.defenders) == {euro, art, cyb}
    assert g.totals()[1] == 2 + 2 + 2  # Euroreach deals damage too


def test_hk_w18_hk_28_10_a_heathen_on_the_location_forbids_joining():
    """W18: Fanatics (open), Oracle (ready, scrambles), Lilith (ready),
    Arioch (open) on Biodome; no assembly is offered."""
    g = bare()
    fc = play(g, 0, "free-city")
    jur = play(g, 0, "jurors", on=fc)
    bio = play(g, 1, "biodome")
    arc = play(g, 1, "arcology")
    fan = play(g, 1, "fanatics", on=bio)
    ora = play(g, 1, "oracle", on=bio)
    lil = play(g, 1, "lilith", on=bio)
    ari = play(g, 1, "arioch", on=bio)
    begin(g, 0)
    g.s.pieces[fan].open = g.s.pieces[ari].open = True
    _attack(g, bio, [jur])
    g.choose(f"scramble:{u(g, ora)}:{u(g, arc)}")
    _pass_windows(g)
    g.choose("defend")
    assert set(g.s.conflict.defenders) == {bio, fan, lil, ari}
    assert g.s.conflict.joined == [] and g.pending.kind != "join"


@pytest.mark.parametrize("stricken", [True, False])
def test_hk_28_10_hk_28_10_a_hosts_on_the_defending_location_may_join(stricken):
    """HK-28.10, HK-28.10.a: With the Fanatics gone (or stricken), Lilith (FW 3) and Arioch (FW 1)
    may join, ready or open."""
    g = bare()
    fc = play(g, 0, "free-city")
    jur = play(g, 0, "jurors", on=fc)
    bio = play(g, 1, "biodome")
    lil = play(g, 1, "lilith", on=bio)
    ari = play(g, 1, "arioch", on=bio)
    if stricken:
        fan = play(g, 1, "fanatics", on=bio)
    begin(g, 0)
    g.s.pieces[ari].open = True
    if stricken:
        g.strike(fan)
    _attack(g, bio, [jur])
    _pass_windows(g)
    g.choose("defend")
    assert g.pending.kind == "join" and g.pending.player == 1
    g.choose(f"join:{u(g, ari)}")  # then Lilith is the only choice: she leads
    assert sorted(g.s.conflict.joined) == sorted([lil, ari])
    assert g.fight_attack(lil) == 3 and g.fight_defense(ari) == 2
