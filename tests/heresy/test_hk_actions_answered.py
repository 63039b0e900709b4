"""The actions of the Action interval are effects others may answer (HK-7.3,
HK-16.10, HK-17.4, HK-36.11; the ruling HK-7.3.a): building, calling,
enhancing, moving, jacking in and out and netwalking each open a window;
a counter stops them, their costs stay paid (HK-23.5); a target gone makes
them do nothing (HK-23.6)."""
from __future__ import annotations

from hkhelpers import bare, begin, hand, ids, play, u


def _answerer(g, seat: int = 1) -> int:
    """Seat ``seat`` holds Countermand and the aura (Devotion) to play it."""
    play(g, seat, "vatican-arcology")
    play(g, seat, "pilgrim-road")
    return hand(g, seat, "countermand")


def _counter(g, cm) -> None:
    assert g.pending.kind == "window" and g.pending.player == 1
    g.choose(f"miracle:{u(g, cm)}:top")
    if g.pending.kind == "pay":
        g.choose("autopay")
    while g.pending.kind == "window":
        g.choose("pass")


def test_hk_7_3_building_is_answered_a_countered_build_costs_the_card():
    g = bare()
    cm = _answerer(g)
    dom = hand(g, 0, "arcology")
    begin(g, 0)
    g.choose(f"build:{u(g, dom)}")
    assert g.s.stack and g.s.stack[-1][2] == "build"  # on the stack, not yet in play
    _counter(g, cm)
    assert dom in g.s.sides[0].oblivion and not g.s.sides[0].wilds  # HK-23.5: the card is spent
    assert g.s.sides[0].built_domain  # the build of the turn is used
    assert g.pending.kind == "action" and not any(i.startswith("build:") and "arcology" in i for i in ids(g))


def test_hk_7_3_building_passed_resolves():
    g = bare(ask=True)
    dom = hand(g, 0, "arcology")
    begin(g, 0)
    g.choose(f"build:{u(g, dom)}")
    assert g.pending.kind == "window" and g.pending.player == 1  # HK-7.3: the opponent is asked
    g.choose("pass")
    while g.pending.kind == "window":
        g.choose("pass")
    assert g.s.sides[0].wilds == [dom]


def test_hk_7_3_calling_is_answered_a_countered_call_keeps_its_aura_paid():
    g = bare()
    cm = _answerer(g)
    d1 = play(g, 0, "arcology")
    fixer = hand(g, 0, "fixer")
    begin(g, 0)
    g.choose(f"open:{u(g, d1)}")
    g.choose(f"call:{u(g, fixer)}")
    if g.pending.kind == "place":
        g.choose(f"place:{u(g, d1)}")
    assert fixer in g.s.shown  # HK-7.3.a: shown while it waits
    _counter(g, cm)
    assert fixer in g.s.sides[0].oblivion and g.s.pieces[d1].open
    assert not any("countered" not in e.text and "calls Fixer" in e.text for e in g.view(0).log)


def test_hk_7_3_enhancing_is_answered_and_countered():
    g = bare()
    cm = _answerer(g)
    d1 = play(g, 0, "arcology")
    rim = play(g, 0, "rimmon", on=d1)
    play(g, 0, "kiev-grid")  # Technology for the Cyberdeck
    deck = hand(g, 0, "cyberdeck")
    begin(g, 0)
    g.choose(f"enhance:{u(g, deck)}")
    if g.pending.kind == "place":
        g.choose(f"place:{u(g, rim)}")
    if g.pending.kind == "pay":
        g.choose("autopay")
    _counter(g, cm)
    assert deck in g.s.sides[0].oblivion and deck not in g.s.pieces[rim].attached


def test_hk_17_4_moving_is_an_effect_the_mover_gone_it_does_nothing():
    """HK-17.4, HK-23.6: its own player answers a move with Boomerang (the
    opponent passes first); the moving character is back in hand when the
    move would resolve."""
    g = bare(ask=True)
    d1 = play(g, 0, "anubis-den")
    d2 = play(g, 0, "biodome")
    rim = play(g, 0, "rimmon", on=d1)
    boom = hand(g, 0, "boomerang")
    begin(g, 0)
    g.choose(f"move:{u(g, rim)}")
    if g.pending.kind == "place":
        g.choose(f"place:{u(g, d2)}")
    assert g.pending.kind == "window" and g.pending.player == 1
    assert g.s.pieces[rim].open and g.s.pieces[rim].host == d1  # opened at once (its cost), not yet moved
    g.choose("pass")
    g.choose(f"miracle:{u(g, boom)}:{u(g, rim)}")
    if g.pending.kind == "pay":
        g.choose("autopay")
    while g.pending.kind == "window":
        g.choose("pass")
    assert g.s.pieces[rim].where == "hand" and rim in g.s.sides[0].hand  # a card in play is not spent
    assert any("lost its target" in e.text for e in g.view(0).log)


def test_hk_16_10_jacking_in_is_answered_and_countered():
    g = bare()
    cm = _answerer(g)
    va = play(g, 0, "arcology")
    rim = play(g, 0, "rimmon", on=va)
    play(g, 0, "kiev-grid")
    begin(g, 0)
    g.choose(f"jackin:{u(g, rim)}")
    _counter(g, cm)
    assert g.s.pieces[rim].host == va and g.area(rim) == "wilds" and g.s.pieces[rim].open
    assert g.s.pieces[rim].body == -1


def test_hk_16_10_jacking_out_is_answered_and_countered():
    g = bare()
    cm = _answerer(g)
    va = play(g, 0, "vatican-arcology")
    kiev = play(g, 0, "kiev-grid")
    rim = play(g, 0, "rimmon", on=kiev)
    g.s.pieces[rim].body = va
    begin(g, 0)
    g.choose(f"jackout:{u(g, rim)}")
    _counter(g, cm)
    assert g.s.pieces[rim].host == kiev and g.s.pieces[rim].body == va and g.s.pieces[rim].open


def test_hk_36_11_netwalking_is_answered_and_countered():
    g = bare()
    cm = _answerer(g)
    d = play(g, 0, "vatican-arcology")
    play(g, 0, "kiev-grid")
    fh = play(g, 0, "fractal-heresy", on=d)
    begin(g, 0)
    g.choose(f"netwalk:{u(g, fh)}")
    _counter(g, cm)
    assert g.s.pieces[fh].host == d and g.s.pieces[fh].open
