"""Virtual support on the turn a character is called (HK-14.6, the ruling
HK-14.6.b; HK-21.2, HK-20.6): the character's own support waits a turn; what
an aleph, enhancement or title attached to it gives is that card's own and
counts at once."""
from __future__ import annotations

from hkhelpers import bare, begin, hand, play, u


def _through(g) -> None:
    """Pick the place (the first) and pay, until the Action interval asks again."""
    while g.pending.kind != "action":
        g.choose(next(o.id for o in g.pending.options if o.id.startswith(("place:", "autopay"))))


def _gabrielites_called_with_the_coil():
    """Samantha calls the Gabrielites (Heathen, 1 virtual support by their
    text) and attaches the Prometheus Coil (aleph: 1 virtual support) to
    them, in one turn."""
    g = bare()
    play(g, 0, "seafloor-metroplex")  # VS 1, 2 aura
    play(g, 0, "gene-spire")  # VS 2, 1 aura
    play(g, 0, "vatican-arcology")  # VS 2, aura
    play(g, 0, "kiev-grid")  # Technology influence for the Coil
    gab = hand(g, 0, "gabrielites")
    coil = hand(g, 0, "prometheus-coil")
    begin(g, 0)
    before = g.vs(0)
    g.choose(f"call:{u(g, gab)}")
    _through(g)
    assert g.s.pieces[gab].called == g.s.turn and g.vs(0) == before  # HK-14.6: theirs waits
    g.choose(f"enhance:{u(g, coil)}")
    while g.pending.kind != "action":
        g.choose(next(o.id for o in g.pending.options
                      if o.id == f"place:{u(g, gab)}" or o.id.startswith("autopay")))
    assert g.s.pieces[coil].host == gab
    return g, gab, coil, before


def test_hk_14_6_b_an_aleph_on_a_character_called_this_turn_gives_its_support_at_once():
    g, gab, coil, before = _gabrielites_called_with_the_coil()
    assert g.vs(0) == before + 1  # the Coil's, not the Gabrielites'
    g.s.turn += 1  # a later turn: both
    assert g.vs(0) == before + 2


def test_hk_14_6_b_jacked_in_on_the_turn_called_the_aleph_still_gives_through_the_body():
    g, gab, coil, before = _gabrielites_called_with_the_coil()
    g.choose(f"jackin:{u(g, gab)}")
    while g.pending.kind not in ("action", "crash"):
        g.choose(g.pending.options[0].id)
    assert g.s.pieces[gab].body >= 0 and g.s.pieces[coil].host == gab
    assert g.vs(0) == before + 1  # the Coil went into the Matrix with its bearer, whose body is in play


def test_hk_14_6_b_a_title_on_a_host_called_this_turn_gives_its_support_at_once():
    """Keeper of the Gate (title: +1 vote, 1 virtual support) on Nanael,
    called this turn; a stricken bearer strikes the title with it (HK-13.2):
    then nothing."""
    g = bare()
    d = play(g, 0, "kyoto-shrine-ward")
    nanael = play(g, 0, "nanael", on=d)
    keeper = play(g, 0, "keeper-of-the-gate", on=nanael)
    begin(g, 0)
    base = g.vs(0) - 1
    assert g.vs(0) == base + 1
    g.s.pieces[nanael].called = g.s.pieces[keeper].called = g.s.turn
    assert g.vs(0) == base + 1  # called this turn: the title's support counts all the same
    g.strike(nanael)
    assert g.vs(0) == base
