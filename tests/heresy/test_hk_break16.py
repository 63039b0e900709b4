"""Lane hkbreak (issue 13): positions where the changes of lane hkfixe take
away a play the rules allow, or ask the wrong player. Each test FAILS on the
engine as merged (68a0675); the engine is not fixed here.

Finding 1: ``WindowMixin.hk_changes`` drops a target when "the same effect
already waits on the stack for that card", but a waiting effect that is
itself being countered (a Countermand above it) will never resolve: the
second copy is then the only one that changes anything. Shown for each
verb of ``ONCE_VERBS`` a window can answer with: ``return_to_hand``
(Boomerang), ``no_damage`` (Interdict), ``heal`` (Second Wind), ``ready``
(Exchange Towers, an ability played as a miracle). (``strike`` is Ruinfall
only, a celestial power: never an answer in a window.)

Each passes on the engine with commit e71cb84's windows.py hunk reversed.
"""
from __future__ import annotations

from hkhelpers import bare, begin, hand, ids, play, u


def pay(g) -> None:
    """HK-9.7.a: the pool is short: open what is needed."""
    if g.pending is not None and g.pending.kind == "pay":
        g.choose("autopay")


def _wrath_boomerang_countermand():
    """Samantha (seat 0) Wraths Mike's Doppelganger (defense 1: it dies);
    Mike answers with Boomerang; Samantha counters the Boomerang with
    Countermand. Mike holds a second Boomerang and the aura for it."""
    g = bare(ask=True)
    play(g, 0, "free-city")
    play(g, 0, "rim")
    play(g, 0, "vatican-arcology")  # Devotion: Countermand's influence
    play(g, 0, "pilgrim-road")
    den = play(g, 1, "anubis-den")
    play(g, 1, "free-city")
    dop = play(g, 1, "doppelganger", on=den)
    wrath = hand(g, 0, "wrath")
    cm = hand(g, 0, "countermand")
    b1 = hand(g, 1, "boomerang")
    b2 = hand(g, 1, "boomerang")
    begin(g, 0)
    g.choose(f"power:{u(g, wrath)}:{u(g, dop)}")
    pay(g)
    assert g.pending.player == 1 and g.pending.kind == "window"
    g.choose(f"miracle:{u(g, b1)}:{u(g, dop)}")
    pay(g)
    assert g.pending.player == 0 and g.pending.kind == "window", g.pending
    g.choose(f"miracle:{u(g, cm)}:top")
    pay(g)
    return g, dop, b2


def test_hk_23_4_hk_23_8_a_second_boomerang_is_offered_when_the_first_is_being_countered():
    """Timing of Effects: "If an effect counters another effect ... the
    effect itself is not resolved"; "Anytime any player takes an action
    that generates an effect, all other players may respond". Mike's first
    Boomerang on the Doppelganger is countered by the Countermand above it,
    so only a second Boomerang saves the Doppelganger from Wrath; it is not
    offered (the countered Boomerang still counts as "waiting")."""
    g, dop, b2 = _wrath_boomerang_countermand()
    assert [e[2] for e in g.s.stack] == ["damage", "return_to_hand", "counter"]
    assert g.pending.player == 1 and g.pending.kind == "window", g.pending
    assert f"miracle:{u(g, b2)}:{u(g, dop)}" in ids(g), ids(g)


def test_hk_23_4_hk_28_1_a_second_interdict_is_offered_when_the_first_is_being_countered():
    """Heresy Q & A: Interdict "affects attacking characters"; Timing of
    Effects: a countered effect "is not resolved". Samantha's Jurors attack
    Mike's Arcology; Mike Interdicts them, Samantha counters the Interdict.
    Mike's second Interdict on the Jurors is now the only one that will
    silence them; it is not offered (the countered one counts as waiting)."""
    from test_hk_conflict_assembly import _attack
    g = bare(ask=True)
    fc = play(g, 0, "free-city")
    play(g, 0, "vatican-arcology")  # Devotion: Countermand
    play(g, 0, "rim")
    jur = play(g, 0, "jurors", on=fc)
    arc = play(g, 1, "arcology")
    play(g, 1, "pilgrim-road")  # Devotion: Interdict
    play(g, 1, "free-city")
    i1 = hand(g, 1, "interdict")
    i2 = hand(g, 1, "interdict")
    cm = hand(g, 0, "countermand")
    begin(g, 0)
    _attack(g, arc, [jur])
    assert g.pending.kind == "window" and g.pending.player == 1, g.pending
    g.choose(f"miracle:{u(g, i1)}:{u(g, jur)}")
    pay(g)
    assert g.pending.kind == "window" and g.pending.player == 0, g.pending
    g.choose(f"miracle:{u(g, cm)}:top")
    pay(g)
    assert [e[2] for e in g.s.stack][-2:] == ["no_damage", "counter"]
    assert g.pending.kind == "window" and g.pending.player == 1, g.pending
    assert f"miracle:{u(g, i2)}:{u(g, jur)}" in ids(g), ids(g)


def test_hk_23_4_a_second_second_wind_is_offered_when_the_first_is_being_countered():
    """Timing of Effects: a countered effect "is not resolved". Mike's
    damaged Gabrielites: Mike answers Samantha's move with Second Wind on
    them, Samantha counters it; Mike's second Second Wind is the only heal
    left that will resolve; it is not offered."""
    g = bare(ask=True)
    fc = play(g, 0, "free-city")
    play(g, 0, "rim")
    play(g, 0, "vatican-arcology")  # Devotion: Countermand
    fan = play(g, 0, "fanatics", on=fc)
    gs = play(g, 1, "gene-spire")  # Evolution: Second Wind
    play(g, 1, "free-city")
    gai = play(g, 1, "gabrielites", on=gs)
    g.s.pieces[gai].damage = 1
    w1 = hand(g, 1, "second-wind")
    w2 = hand(g, 1, "second-wind")
    cm = hand(g, 0, "countermand")
    begin(g, 0)
    g.choose(next(i for i in ids(g) if i.startswith(f"move:{u(g, fan)}")))
    if g.pending.kind == "place":
        g.choose(g.pending.ids()[0])
    assert g.pending.kind == "window" and g.pending.player == 1, g.pending
    g.choose(f"miracle:{u(g, w1)}:{u(g, gai)}")
    pay(g)
    assert g.pending.kind == "window" and g.pending.player == 0, g.pending
    g.choose(f"miracle:{u(g, cm)}:top")
    pay(g)
    assert [e[2] for e in g.s.stack][-2:] == ["heal", "counter"]
    assert g.pending.kind == "window" and g.pending.player == 1, g.pending
    assert f"miracle:{u(g, w2)}:{u(g, gai)}" in ids(g), ids(g)


def test_hk_23_4_hk_15_5_the_second_exchange_towers_may_ready_a_character_the_first_is_countered_for():
    """Reactions, Miracles ("special abilities that may be played as
    miracles"); Timing of Effects: a countered effect "is not resolved".
    Mike's first Exchange Towers readies his open Grigori, Samantha counters
    it; his second Exchange Towers is the only ready that will resolve, and
    is not offered on the Grigori (the countered one counts as waiting)."""
    g = bare(ask=True)
    play(g, 0, "free-city")
    play(g, 0, "rim")
    play(g, 0, "vatican-arcology")  # Devotion: Countermand
    wrath = hand(g, 0, "wrath")
    cm = hand(g, 0, "countermand")
    va = play(g, 1, "vatican-arcology")
    gri = play(g, 1, "grigori", on=va)
    dop = play(g, 1, "doppelganger", on=va)
    et1 = play(g, 1, "exchange-towers")
    et2 = play(g, 1, "exchange-towers")
    g.s.pieces[gri].open = True  # opened earlier: the Towers may ready it
    begin(g, 0)
    g.choose(f"power:{u(g, wrath)}:{u(g, dop)}")
    pay(g)
    assert g.pending.player == 1 and g.pending.kind == "window", g.pending
    g.choose(f"ability:{u(g, et1)}:0:{u(g, gri)}")
    pay(g)
    assert g.pending.kind == "window" and g.pending.player == 0, g.pending
    g.choose(f"miracle:{u(g, cm)}:top")
    pay(g)
    assert [e[2] for e in g.s.stack][-2:] == ["ready", "counter"]
    assert g.pending.kind == "window" and g.pending.player == 1, g.pending
    assert f"ability:{u(g, et2)}:0:{u(g, gri)}" in ids(g), ids(g)
