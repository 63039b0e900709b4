"""Challenges (HK-34), the Aereopagus (HK-33), titles (HK-35); the text's
worked examples W24 and W25 (docs/rules/heresy.md)."""
from __future__ import annotations

import pytest

from hkhelpers import bare, begin, hand, ids, play, u


def crucible_table(title: bool = True, ask: bool = False):
    """W25's table: Mike (seat 0, active) has Phorlakh, Sabrael and Sithriel;
    Samantha (seat 1) has Dubiel (with Chief of the Planets), Ashmedai and
    Namaah. Each has an array to store tau on. ``ask``: every window asks
    (HK-23.11), Pass-only ones too."""
    g = bare(ask=ask)
    d0 = play(g, 0, "old-rome-enclave")
    play(g, 0, "kiev-grid")
    d1 = play(g, 1, "kyoto-shrine-ward")
    play(g, 1, "arena")
    c = {
        "phorlakh": play(g, 0, "phorlakh", on=d0),
        "sabrael": play(g, 0, "sabrael", on=d0),
        "sithriel": play(g, 0, "sithriel", on=d0),
        "dubiel": play(g, 1, "dubiel", on=d1),
        "ashmedai": play(g, 1, "ashmedai", on=d1),
        "namaah": play(g, 1, "namaah", on=d1),
    }
    if title:
        c["chief"] = play(g, 1, "chief-of-the-planets", on=c["dubiel"])
    begin(g, 0)
    return g, c


def challenge(g, c, challenger: str, target: str, aim: str = "obliterate") -> None:
    """Issue the challenge; every player passes its window (issuing it is an
    effect, ruling HK-23.13) up to the challenged player's answer."""
    g.choose(f"challenge:{u(g, c[challenger])}")
    g.choose(f"aim:{u(g, c[target])}:{aim if aim == 'obliterate' else u(g, c[aim])}")
    while g.pending.kind == "window":
        g.choose("pass")


def tally_window(g) -> bool:
    """The window before the tally (HK-33.5): the execution is over."""
    ae = g.s.aereo
    return g.pending.kind == "window" and ae is not None and ae.phase == "execution" and ae.passes >= 2


def w25_to_tally(g, c) -> list[int]:
    """W25 up to the tally; every window before it is passed (a player who
    holds a miracle is asked in each). Returns the seats asked in windows."""
    asked = []

    def choose(oid):
        g.choose(oid)
        while g.pending.kind == "window" and not tally_window(g):
            asked.append(g.pending.player)
            g.choose("pass")
    challenge(g, c, "phorlakh", "dubiel", "chief")
    assert g.pending.player == 1 and ids(g) == ["accept", "decline"]
    choose("accept")
    for voter, vote in (("sabrael", "vote:0"), ("sithriel", "vote:0"), ("ashmedai", "vote:1"),
                        ("namaah", "vote:1")):
        assert g.pending.kind == "present" and g.pending.options[0].cards[0] == u(g, c[voter])
        choose(vote)
    assert g.s.aereo.totals() == (4, 2)  # W25 step 1
    assert g.pending.kind == "execute" and g.pending.player == 0  # the convener first (HK-33.7)
    choose("pass")
    choose(f"open_vote:{u(g, c['ashmedai'])}:1")
    assert g.s.aereo.totals() == (4, 6)
    choose("done")
    choose(f"open_vote:{u(g, c['sabrael'])}:0")
    assert g.s.aereo.totals() == (8, 6)
    choose("done")
    assert g.pending.player == 1
    choose("pass")
    assert g.pending.player == 0 and g.pending.kind == "execute"
    choose("pass")  # two passes in succession: the execution is over
    return asked


def test_w25_hk_33_hk_34_10_hk_34_13_b_challenge_for_a_title_votes_with_a_negation():
    """W25 (HK-33.5, HK-33.8, HK-33.11, HK-24.1): Samantha holds Subterfuge;
    she is asked in the Aereopagus' windows, passes until the window before
    the tally and plays it there, through a real window, on Sabrael."""
    g, c = crucible_table(ask=True)
    sub = hand(g, 1, "subterfuge")
    asked = w25_to_tally(g, c)
    # HK-23.11: both are asked in every window; HK-33.5 before the presentation and the execution,
    # HK-33.8 after each execution turn but the last (the window before the tally follows at once);
    # ruling HK-33.14.a: none after a turn that only passed (Ana's first, Bo's last)
    assert asked == [0, 1, 0, 1] + [0, 1, 1, 0]
    assert tally_window(g) and g.pending.player == 0  # HK-33.5: the convener is asked first
    g.choose("pass")
    assert tally_window(g) and g.pending.player == 1
    oid = f"miracle:{u(g, sub)}:{u(g, c['sabrael'])}"
    assert oid in ids(g) and f"miracle:{u(g, sub)}:{u(g, c['sithriel'])}" in ids(g)
    g.choose(oid)
    if g.pending.kind == "pay":  # HK-9.7.a: she opens the Kyoto Shrine Ward for its aura
        g.choose("autopay")
    assert g.s.aereo.totals() == (8, 6)  # on the stack: Mike is asked whether to answer (HK-23.8)
    assert g.pending.kind == "window" and g.pending.player == 0
    g.choose("pass")  # nobody answers
    assert (g.pending.player, g.pending.moment, ids(g)) == (1, "my_move", ["pass"])  # HK-23.11.b: her own
    g.choose("pass")
    assert g.s.aereo.totals() == (2, 6)  # W25 step 3: Mike 8 -> 2
    assert sub in g.s.sides[1].oblivion
    assert g.pending.kind == "split" and g.pending.player == 0
    assert [o.id for o in g.pending.options] == ["split:0", "split:1", "split:2"]
    g.choose("split:0")  # Phorlakh 2/4
    assert g.pending.kind == "split" and g.pending.player == 1
    assert len(g.pending.options) == 7
    g.choose("split:2")  # Dubiel 4/6
    p = g.s.pieces
    reveal = [e for e in g.log.events if e.verb == "reveal"][-1]
    assert dict(reveal.amounts) == {"a_attack": 2, "a_defense": 4, "b_attack": 4, "b_defense": 6}
    # HK-34.13.b: the challenger alone is killed: stricken; Dubiel keeps the title, open
    assert p[c["phorlakh"]].stricken and p[c["phorlakh"]].where == "attached"
    assert p[c["dubiel"]].open and not p[c["dubiel"]].stricken
    assert p[c["chief"]].host == c["dubiel"]
    assert p[c["sabrael"]].open and p[c["ashmedai"]].open
    assert not p[c["sithriel"]].open and not p[c["namaah"]].open
    assert g.s.aereo is None and g.pending.kind == "action"
    g.check_invariants()


def test_hk_34_10_a_the_second_split_cannot_see_the_first():
    """Samantha's view, options and log before the reveal are the same whatever
    Mike committed; the reveal is the takeback barrier."""
    g, c = crucible_table()
    w25_to_tally(g, c)
    other = g.clone()
    g.choose("split:0")
    other.choose("split:8")
    assert g.pending.player == 1
    for seat in (1, None):
        assert g.view_dict(seat) == other.view_dict(seat)
    assert g.pending.options == other.pending.options
    assert g.can_take_back(0)  # before the other commits, nothing is revealed yet
    g.choose("split:3")
    assert not g.can_take_back(1) and not g.can_take_back(0)
    assert any(e.verb == "reveal" for e in g.log.events)


def test_hk_34_4_w24_declining_strikes_and_pays_free_will_in_tau():
    g, c = crucible_table(title=False)
    challenge(g, c, "phorlakh", "dubiel")
    assert g.s.pieces[c["phorlakh"]].open  # HK-34.3: the challenger is opened
    g.choose("decline")
    assert g.s.pieces[c["dubiel"]].stricken
    assert g.tau(0) == 2  # Dubiel's free will
    assert not g.s.pieces[c["phorlakh"]].stricken  # different convictions: no disgrace for Phorlakh
    assert g.pending.kind == "action"
    g.check_invariants()


def test_hk_34_5_a_the_etiquette_of_the_crucible_also_on_a_decline():
    g, c = crucible_table(title=False)
    d1 = g.s.sides[1].wilds[0]
    rabdos = c["rabdos"] = play(g, 1, "rabdos", on=d1)  # Rebellion, like Phorlakh
    g.pending = g._d_action()
    challenge(g, c, "phorlakh", "rabdos")
    g.choose("decline")
    assert g.s.pieces[c["phorlakh"]].stricken and g.s.pieces[rabdos].stricken
    assert any(e.verb == "etiquette" for e in g.log.events)


def test_hk_25_4_a_one_challenge_a_turn_and_hk_34_15_not_the_turn_called():
    g, c = crucible_table(title=False)
    challenge(g, c, "phorlakh", "dubiel")
    g.choose("decline")
    assert not any(i.startswith("challenge:") for i in ids(g))
    g, c = crucible_table(title=False)
    g.s.pieces[c["sabrael"]].called = g.s.turn
    g.pending = g._d_action()
    assert f"challenge:{u(g, c['sabrael'])}" not in ids(g)
    assert f"challenge:{u(g, c['sithriel'])}" in ids(g)


def test_hk_25_3_two_conflicts_per_opponent_of_different_types():
    g, c = crucible_table(title=False)
    g.s.conflicts = [(1, "wilds"), (1, "matrix")]
    g.pending = g._d_action()
    assert not any(i.startswith("challenge:") for i in ids(g))
    g.s.conflicts = [(1, "wilds")]
    g.pending = g._d_action()
    assert any(i.startswith("challenge:") for i in ids(g))


def test_hk_34_1_same_area_and_hk_34_3_not_a_stricken_host_and_hk_36_8_netwalkers_anywhere():
    g, c = crucible_table(title=False)
    arr1 = g.s.sides[1].matrix[0]
    kushiel = play(g, 1, "kushiel", on=arr1)  # in the Matrix
    g.s.pieces[c["namaah"]].open = g.s.pieces[c["namaah"]].stricken = True
    targets = g.challenge_targets(c["phorlakh"])
    assert c["dubiel"] in targets and kushiel not in targets and c["namaah"] not in targets
    d0 = g.s.sides[0].wilds[0]
    walker = play(g, 0, "ashmedai", on=d0)  # netwalk
    assert kushiel in g.challenge_targets(walker)


def test_hk_34_16_a_title_may_be_disputed_only_where_one_is():
    g, c = crucible_table()
    g.choose(f"challenge:{u(g, c['phorlakh'])}")
    assert f"aim:{u(g, c['dubiel'])}:{u(g, c['chief'])}" in ids(g)
    assert not any(i.startswith(f"aim:{u(g, c['namaah'])}:") and not i.endswith("obliterate") for i in ids(g))
    g.choose("back")
    assert g.pending.kind == "action" and not g.s.pieces[c["phorlakh"]].open


def _accept_and_skip_votes(g):
    g.choose("accept")
    while g.pending.kind == "present":
        g.choose("abstain")
    while g.pending.kind == "execute":
        g.choose("pass")


def test_hk_34_12_to_obliterate_the_killed_host_is_obliterated():
    g, c = crucible_table(title=False)
    challenge(g, c, "sabrael", "dubiel")  # 3/4 against 2/2, no votes
    _accept_and_skip_votes(g)
    assert g.s.pieces[c["dubiel"]].where == "oblivion"
    assert g.s.pieces[c["sabrael"]].where == "attached" and g.s.pieces[c["sabrael"]].damage == 0


def test_hk_34_13_a_the_title_passes_to_the_challenger():
    g, c = crucible_table()
    challenge(g, c, "sabrael", "dubiel", "chief")
    _accept_and_skip_votes(g)
    p = g.s.pieces
    assert p[c["chief"]].host == c["sabrael"] and p[c["chief"]].seat == 0
    assert p[c["dubiel"]].stricken
    g.check_invariants()


def test_hk_34_13_c_both_killed_the_title_is_obliterated():
    g, c = crucible_table()
    challenge(g, c, "phorlakh", "dubiel", "chief")  # 2/2 against 2/2
    _accept_and_skip_votes(g)
    p = g.s.pieces
    assert p[c["chief"]].where == "oblivion" and p[c["chief"]].seat == 1
    assert p[c["phorlakh"]].stricken and p[c["dubiel"]].stricken


def test_hk_34_13_d_neither_killed_both_stay_open():
    g, c = crucible_table()
    challenge(g, c, "phorlakh", "dubiel", "chief")
    g.choose("accept")
    g.choose("vote:0")
    g.choose("vote:0")  # Mike 4
    g.choose("vote:1")
    g.choose("vote:1")  # Samantha 2
    while g.pending.kind == "execute":
        g.choose("pass")
    g.choose("split:0")  # Phorlakh 2/6
    g.choose("split:0")  # Dubiel 2/4
    p = g.s.pieces
    assert p[c["chief"]].host == c["dubiel"]
    assert p[c["phorlakh"]].open and not p[c["phorlakh"]].stricken
    assert p[c["dubiel"]].open and not p[c["dubiel"]].stricken


def test_hk_37_6_blitz_in_a_challenge_strikes_first():
    g, c = crucible_table(title=False)
    d0 = g.s.sides[0].wilds[0]
    raguel = play(g, 0, "raguel", on=d0)  # 2/3 blitz against Dubiel 2/2
    g.pending = g._d_action()
    g.choose(f"challenge:{u(g, raguel)}")
    g.choose(f"aim:{u(g, c['dubiel'])}:obliterate")
    _accept_and_skip_votes(g)
    assert g.s.pieces[c["dubiel"]].where == "oblivion"
    dmg = [e for e in g.log.events if e.verb == "crucible_damage"]
    assert [dict(e.amounts)["damage"] for e in dmg] == [0, 2]


def test_hk_33_10_open_hosts_do_not_vote_and_hk_33_7_b_a_host_keeps_its_side():
    g, c = crucible_table(title=False)
    g.s.pieces[c["sithriel"]].open = True
    g.pending = g._d_action()
    challenge(g, c, "phorlakh", "dubiel")
    g.choose("accept")
    voters = []
    while g.pending.kind == "present":
        voters.append(g.pending.options[0].cards[0])
        g.choose("vote:0" if g.pending.player == 0 else "abstain")
    assert voters == [u(g, c["sabrael"]), u(g, c["ashmedai"]), u(g, c["namaah"])]
    assert ids(g) == [f"open_vote:{u(g, c['sabrael'])}:0", "pass"]
    g.choose("pass")
    assert f"open_vote:{u(g, c['ashmedai'])}:0" in ids(g) and f"open_vote:{u(g, c['ashmedai'])}:1" in ids(g)


def test_hk_33_7_a_a_player_who_passed_may_vote_again():
    g, c = crucible_table(title=False)
    challenge(g, c, "phorlakh", "dubiel")
    g.choose("accept")
    while g.pending.kind == "present":
        g.choose("abstain")
    g.choose("pass")  # Mike
    g.choose(f"open_vote:{u(g, c['namaah'])}:1")
    g.choose("done")  # Samantha opened a Host: the passes start again
    assert g.pending.player == 0 and f"open_vote:{u(g, c['sabrael'])}:0" in ids(g)
    g.choose("pass")
    assert g.pending.kind == "execute" and g.pending.player == 1
    g.choose("pass")  # both passed in succession: over
    assert g.pending.kind == "split" and g.pending.player == 1  # Mike has no votes: nothing to divide


def revocation_table():
    g = bare()
    d0 = play(g, 0, "kyoto-shrine-ward")
    play(g, 0, "old-rome-enclave")
    d1 = play(g, 1, "kyoto-shrine-ward")
    mine = play(g, 0, "sabrael", on=d0)
    theirs = play(g, 1, "dubiel", on=d1)
    held = play(g, 1, "chief-of-the-planets", on=theirs)
    title = hand(g, 0, "chief-of-the-planets")
    g.s.sides[0].aura = 5
    begin(g, 0)
    g.s.sides[0].aura = 5
    g.pending = g._d_action()
    g.choose(f"enhance:{u(g, title)}")
    return g, mine, theirs, held, title


@pytest.mark.parametrize("mine_vote,theirs_vote,result", [
    ("vote:0", "abstain", "won"), ("abstain", "vote:1", "lost"), ("abstain", "abstain", "tie")])
def test_hk_35_3_to_35_5_revocation_by_vote(mine_vote, theirs_vote, result):
    g, mine, theirs, held, title = revocation_table()
    assert g.s.aereo is not None and g.s.aereo.kind == "revoke"
    assert g.s.sides[0].aura == 3  # the call value is paid (HK-35.2)
    assert g.pending.kind == "present"
    g.choose(mine_vote)  # Sabrael, AV 2
    g.choose(theirs_vote)  # Dubiel (with the title: AV 2)
    while g.pending.kind == "execute":
        g.choose("pass")
    p = g.s.pieces
    if result == "won":  # HK-35.3
        assert p[title].host == mine and p[held].where == "oblivion"
    elif result == "lost":  # HK-35.4
        assert p[title].where == "hand" and p[held].host == theirs
    else:  # HK-35.5
        assert p[title].where == "oblivion" and p[held].host == theirs
    assert g.s.sides[0].aura == 3 and g.s.aereo is None and g.pending.kind == "action"
    g.check_invariants()


def test_hk_35_7_revocation_is_not_a_conflict():
    g, *_ = revocation_table()
    assert g.s.conflicts == [] and g.s.sides[0].aura == 3


def test_hk_33_6_a_the_votes_and_the_convener_are_public_the_split_is_not():
    g, c = crucible_table()
    challenge(g, c, "phorlakh", "dubiel", "chief")
    g.choose("accept")
    g.choose("vote:0")  # Sabrael 2
    g.choose("abstain")  # Sithriel
    for seat in (0, 1, None):
        ae = g.board_view(seat).aereopagus
        assert ae.convener == 0 and ae.contestants == (u(g, c["phorlakh"]), u(g, c["dubiel"]))
        assert ae.title == u(g, c["chief"]) and ae.phase == "presentation"
        assert [(v.host, v.side, v.votes) for v in ae.votes] == [(u(g, c["sabrael"]), 0, 2),
                                                                  (u(g, c["sithriel"]), -1, 0)]
        assert ae.totals == (2, 0)
    while g.pending.kind != "split":
        if g.pending.kind == "present":
            g.choose("vote:1" if g.pending.player == 1 else "abstain")
        else:
            g.choose("pass")
    g.choose("split:1")
    ae = g.board_view(1).aereopagus
    assert ae.committed == (True, False) and ae.phase == "split"
    g.choose("split:0")
    assert g.board_view(None).aereopagus is None


def test_hk_35_2_a_revoking_title_in_hand_is_named_to_all_but_its_uid_stays_hidden():
    g, mine, theirs, held, title = revocation_table()
    v = g.view_dict(1)
    assert u(g, title) not in str(v)
    assert g.board_view(1).aereopagus.title == u(g, held)
    assert "Chief of the Planets" not in g.private_tokens(1)


def test_hk_25_3_and_hk_33_invariants_catch_bad_conflicts_and_votes():
    from holytable.engine.game import InvariantError

    g, c = crucible_table()
    g.check_invariants()
    g.s.conflicts = [(1, "challenge"), (1, "challenge")]
    with pytest.raises(InvariantError):
        g.check_invariants()
    g.s.conflicts = []
    challenge(g, c, "phorlakh", "dubiel", "chief")
    g.choose("accept")
    g.choose("vote:0")
    g.check_invariants()
    g.s.aereo.cast[c["sabrael"]] = -1
    with pytest.raises(InvariantError):
        g.check_invariants()
    g.s.aereo.cast[c["sabrael"]] = 2
    g.s.aereo.split = [-1, 0]
    with pytest.raises(InvariantError):
        g.check_invariants()
    g.s.aereo.split = [-1, -1]
    g.take(c["chief"])
    g.put(c["chief"], "attached", 1, g.s.sides[1].wilds[0])
    with pytest.raises(InvariantError):
        g.check_invariants()


def test_hk_34_11_a_a_survivor_keeps_no_crucible_damage_and_hk_33_2_no_calls_while_convened():
    g, c = crucible_table()
    hand(g, 0, "usiel")
    g.s.sides[0].aura = 5
    challenge(g, c, "phorlakh", "dubiel", "chief")
    g.choose("accept")
    while g.pending.kind in ("present", "execute"):
        assert not any(i.startswith(("call:", "enhance:", "build:")) for i in ids(g))
        g.choose("vote:1" if g.pending.kind == "present" and g.pending.player == 1 else
                 "abstain" if g.pending.kind == "present" else "pass")
    g.choose("split:0")  # Dubiel 2/4 takes Phorlakh's 2: survives
    assert g.s.pieces[c["dubiel"]].where == "attached" and g.s.pieces[c["dubiel"]].damage == 0
    assert g.s.pieces[c["phorlakh"]].stricken  # 2 damage against defense 2


def test_hk_34_17_no_split_is_asked_of_a_player_with_no_votes():
    g, c = crucible_table(title=False)
    challenge(g, c, "sabrael", "dubiel")
    _accept_and_skip_votes(g)
    assert g.pending.kind == "action" and not [x for x in g.choices if x.startswith("split")]
    assert [e.actor for e in g.log.events if e.verb == "split_committed"] == []  # nothing divided, nothing logged


def test_hk_33_13_boomerang_on_a_contestant_dissolves_the_aereopagus():
    """Samantha returns Dubiel, the challenged Host, to her hand with
    Boomerang in the window before the presentation: the challenge ends with
    no result, no vote is asked, the title goes with Dubiel's attachments
    (HK-33.13)."""
    g, c = crucible_table()
    boom = hand(g, 1, "boomerang")
    challenge(g, c, "phorlakh", "dubiel", "chief")
    g.choose("accept")
    assert g.pending.kind == "window" and g.pending.player == 1  # HK-33.5 (Mike had nothing to play)
    g.choose(f"miracle:{u(g, boom)}:{u(g, c['dubiel'])}")
    if g.pending.kind == "pay":
        g.choose("autopay")
    while g.pending.kind == "window":
        g.choose("pass")
    assert g.s.pieces[c["dubiel"]].where == "hand"
    assert g.s.aereo is None and g.pending.kind == "action"
    assert not any(e.verb == "vote" for e in g.log.events)
    assert any(e.verb == "dissolved" for e in g.log.events)
    assert not g.s.pieces[c["phorlakh"]].stricken  # different convictions: no disgrace
    g.check_invariants()


def test_hk_33_5_hk_33_8_hk_33_14_a_window_before_each_phase_and_after_each_execution_turn():
    g, c = crucible_table(ask=True)
    asked = w25_to_tally(g, c)
    # before the presentation and the execution, the convener first (HK-33.5); after each execution
    # turn but the last, from the next player (HK-33.8, HK-33.14), when a vote was cast in it
    # (ruling HK-33.14.a: Ana's first turn and Bo's last only pass)
    assert asked == [0, 1, 0, 1] + [0, 1, 1, 0]
    assert tally_window(g) and g.pending.player == 0 and g.pending.only_pass()
    g.choose("pass")
    g.choose("pass")
    assert g.pending.kind == "split"  # HK-33.9: the tally came


def test_hk_33_2_only_miracles_while_the_aereopagus_sits():
    g, c = crucible_table()
    boom = hand(g, 1, "boomerang")
    play(g, 1, "free-city")
    w = hand(g, 1, "wrath")
    challenge(g, c, "phorlakh", "dubiel", "chief")
    g.choose("accept")
    assert g.pending.kind == "window" and g.pending.player == 1
    assert any(i.startswith(f"miracle:{u(g, boom)}") for i in ids(g))
    assert not any(i.startswith(("power:", "call:", "enhance:", f"miracle:{u(g, w)}")) for i in ids(g))


def test_hk_33_11_subterfuge_voids_the_votes_one_host_cast():
    g, c = crucible_table()
    w25_to_tally(g, c)
    assert g.s.aereo.totals() == (8, 6)
    g.fx_negate_votes(1, -1, 0, c["sabrael"], "")
    assert g.s.aereo.totals() == (2, 6) and c["sabrael"] in g.s.aereo.negated


def _through(g):
    """Every later decision of the challenge: abstain, pass, split nothing to attack."""
    while g.s.aereo is not None and g.pending.kind in ("present", "execute", "window", "split", "pay"):
        k = g.pending.kind
        g.choose({"present": "abstain", "execute": "pass", "window": "pass", "split": "split:0",
                  "pay": "autopay"}[k])


def test_hk_34_14_interdict_on_the_challenger_in_the_aereopagus():
    """The Q&A (HK-38.4): a challenge is an attack, so Interdict, played in
    the Aereopagus' first window on the challenger, makes it deal no damage in
    the Crucible. Phorlakh 2/2 against Dubiel 2/2: Dubiel survives."""
    g, c = crucible_table(title=False)
    play(g, 1, "vatican-arcology")
    inter = hand(g, 1, "interdict")
    challenge(g, c, "phorlakh", "dubiel")
    g.choose("accept")
    assert g.pending.kind == "window" and g.pending.player == 1
    oid = f"miracle:{u(g, inter)}:{u(g, c['phorlakh'])}"
    assert oid in ids(g) and f"miracle:{u(g, inter)}:{u(g, c['dubiel'])}" not in ids(g)
    g.choose(oid)
    _through(g)
    p = g.s.pieces
    assert p[c["dubiel"]].where == "attached"  # Phorlakh dealt nothing
    assert c["phorlakh"] in g.s.sides[0].oblivion  # Dubiel's 2 killed it: obliterated (HK-34.12)
    assert not g.s.silenced and g.pending.kind == "action"


def test_hk_34_14_without_interdict_both_are_killed():
    g, c = crucible_table(title=False)
    challenge(g, c, "phorlakh", "dubiel")
    g.choose("accept")
    _through(g)
    assert c["phorlakh"] in g.s.sides[0].oblivion and c["dubiel"] in g.s.sides[1].oblivion
