"""Characters left on an obliterated domain (HK-32.6, the ruling HK-32.6.a):
their player may first open the ready ones and move them to another domain;
the rest are obliterated with it."""
from __future__ import annotations

from hkhelpers import bare, begin, ids, play, u


def _killed_domain():
    """Mike's Arcology is killed by Samantha; Rimmon (ready) and the Fixer
    (open) are still on it; Mike also has a Biodome."""
    g = bare()
    d = play(g, 1, "arcology")
    d2 = play(g, 1, "biodome")
    rim = play(g, 1, "rimmon", on=d)
    fixer = play(g, 1, "fixer", on=d)
    g.s.pieces[fixer].open = True
    play(g, 0, "free-city")
    begin(g, 0)
    g.s.tasks[0:0] = [("domain_killed", 0, d)]
    g.pending = g._advance()
    assert g.pending.kind == "domain_killed" and g.pending.player == 0
    g.choose(f"obliterate:{u(g, d)}")
    return g, d, d2, rim, fixer


def test_hk_32_6_a_the_owner_moves_a_ready_character_off_first():
    g, d, d2, rim, fixer = _killed_domain()
    assert g.pending.kind == "flee" and g.pending.player == 1
    assert f"flee:{u(g, rim)}:{u(g, d2)}" in ids(g)
    assert not any(u(g, fixer) in i for i in ids(g))  # open: it cannot move
    g.choose(f"flee:{u(g, rim)}:{u(g, d2)}")
    assert g.s.pieces[rim].host == d2 and g.s.pieces[rim].open
    assert d in g.s.sides[1].oblivion and fixer in g.s.sides[1].oblivion  # HK-32.6
    assert g.pending.kind == "action" and g.pending.player == 0


def test_hk_32_6_characters_left_on_it_are_obliterated():
    g, d, d2, rim, fixer = _killed_domain()
    g.choose("flee_done")
    assert {d, rim, fixer} <= set(g.s.sides[1].oblivion) and g.s.sides[1].wilds == [d2]
