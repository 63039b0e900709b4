"""Heresy's rules that concern several opponents, at tables of three (issue
15, "More seats"): a challenge aimed at either opponent's Host (HK-34.1),
two conflicts per opponent (HK-25.3) but one challenge a turn in all
(HK-25.4.a), and an Aereopagus where the third player's Hosts vote too, in
turn clockwise from the convener (HK-33.6.a, HK-33.7). "Each opponent
gains 1 tau" with three players: test_hk_8_2_no_domains_each_opponent_gains_one_tau."""
from __future__ import annotations

from hkhelpers import begin, bare, ids, play, u


def three_table():
    """Seat 0 (active) has Phorlakh and Sabrael; seat 1 Dubiel and Ashmedai;
    seat 2 Namaah and Sithriel; each a domain and an array."""
    g = bare(n=3)
    d0 = play(g, 0, "old-rome-enclave")
    play(g, 0, "kiev-grid")
    d1 = play(g, 1, "kyoto-shrine-ward")
    play(g, 1, "arena")
    d2 = play(g, 2, "kyoto-shrine-ward")
    play(g, 2, "arena")
    c = {"phorlakh": play(g, 0, "phorlakh", on=d0), "sabrael": play(g, 0, "sabrael", on=d0),
         "dubiel": play(g, 1, "dubiel", on=d1), "ashmedai": play(g, 1, "ashmedai", on=d1),
         "namaah": play(g, 2, "namaah", on=d2), "sithriel": play(g, 2, "sithriel", on=d2)}
    begin(g, 0)
    return g, c


def aims(g, c, challenger: str) -> list[str]:
    g.choose(f"challenge:{u(g, c[challenger])}")
    out = [i for i in ids(g) if i.startswith("aim:")]
    g.choose("back")
    return out


def test_hk_34_1_a_challenge_may_aim_at_the_host_of_either_opponent():
    g, c = three_table()
    assert aims(g, c, "phorlakh") == [f"aim:{u(g, c[k])}:obliterate" for k in ("dubiel", "ashmedai", "namaah",
                                                                               "sithriel")]


def test_hk_25_3_two_conflicts_against_one_opponent_leave_the_other_open():
    """Two conflicts of different types against seat 1 (a Wilds and a Matrix
    combat): no more against seat 1, a challenge against seat 2 still."""
    g, c = three_table()
    g.s.conflicts = [(1, "wilds"), (1, "matrix")]
    g.pending = g._d_action()
    assert aims(g, c, "phorlakh") == [f"aim:{u(g, c[k])}:obliterate" for k in ("namaah", "sithriel")]


def test_hk_25_4_a_one_challenge_a_turn_in_all_not_one_per_opponent():
    g, c = three_table()
    g.s.conflicts = [(1, "challenge")]
    g.pending = g._d_action()
    assert not any(i.startswith("challenge:") for i in ids(g))


def test_hk_33_6_a_hk_33_7_the_third_players_hosts_vote_in_turn_clockwise_from_the_convener():
    """Seat 0 challenges seat 1's Dubiel, seat 1 accepts: the presentation
    asks seat 0, then 1, then 2 for each ready Host (Namaah, Sithriel); the
    execution goes 0, 1, 2 and ends once all three passed in succession."""
    g, c = three_table()
    g.choose(f"challenge:{u(g, c['phorlakh'])}")
    g.choose(f"aim:{u(g, c['dubiel'])}:obliterate")
    seen = []
    while g.pending is not None and g.pending.kind in ("window", "ch_answer", "present", "execute"):
        d = g.pending
        if d.kind in ("present", "execute"):
            seen.append((d.kind, d.player))
        i = ids(g)
        g.choose("accept" if "accept" in i else "abstain" if "abstain" in i else "pass")
    assert seen == [("present", 0), ("present", 1), ("present", 2), ("present", 2),
                    ("execute", 0), ("execute", 1), ("execute", 2)]
    assert g.pending is not None and g.pending.player == 0 and g.pending.kind == "action"
