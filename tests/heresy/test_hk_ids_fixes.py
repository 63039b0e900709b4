"""Faults that rule-ID coverage and ``simulate --players`` found, each with
the position that showed it."""
from __future__ import annotations

from holytable.games.heresy.state import Conflict

from hkhelpers import bare, begin, play


def test_hk_32_6_characters_obliterated_with_their_domain_leave_the_combat():
    """HK-32.6, HK-31.5: a killed domain the attacker obliterates takes the
    characters on it along; they are out of the combat at once (three-player
    simulate seed 185 listed an obliterated defender as still fighting)."""
    g = bare(3)
    begin(g, 1)
    src = play(g, 1, "rim")
    host = play(g, 1, "belphegor", on=src)
    dom = play(g, 0, "free-city")
    raguel = play(g, 0, "raguel", on=dom)
    g.s.conflict = Conflict("wilds", 1, 0, dom, src, attackers=[host], defenders=[dom, raguel])
    g._a_domain_killed(1, dom, f"obliterate:{g.uid(dom)}")
    assert g.s.tasks[:2] == [("flee", 0, dom), ("oblit_domain", dom)]  # HK-32.6.a: no other domain to flee to
    assert g._d_flee(0, dom) is None
    del g.s.tasks[:2]
    g._t_oblit_domain(dom)
    assert g.s.pieces[raguel].where == "oblivion"
    assert g.s.conflict.defenders == [] and g.s.conflict.attackers == [host]
    g.check_invariants()
