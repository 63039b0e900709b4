"""A domain obliterated by a card's effect, not by combat (HK-32.6, the
rulings HK-32.6.a and HK-32.6.b; HK-33.13): no card of the pool obliterates
a domain, but the effect vocabulary allows it (``obliterate`` on a domain, or
``damage`` that kills one, HK-23.10), so the cards here are written by the
tests, as a deck designer would; and the effects a verb cannot take are
refused by ``deck check``."""
from __future__ import annotations

from pathlib import Path

import pytest
from hkhelpers import bare, begin, hand, ids, play, u

from holytable.engine.deckfile import DeckFileError
from holytable.games.heresy import decks as deckfiles
from holytable.games.heresy.cards import Effect, Miracle

ANNIHILATE = Miracle(key="annihilate", name="Annihilate", conviction="stagnation", type="miracle",
                     effect=Effect(verb="obliterate", target="domain"))
QUAKE = Miracle(key="quake", name="Quake", conviction="stagnation", type="miracle",
                effect=Effect(verb="damage", amount=9, target="domain"))
EXTRA = (ANNIHILATE, QUAKE)


def doomed():
    """Samantha (seat 0, active) holds Annihilate; Mike's Arcology holds
    Rimmon (ready) and the Fixer (open); Mike also has a Biodome."""
    g = bare(extra=EXTRA)
    d = play(g, 1, "arcology")
    d2 = play(g, 1, "biodome")
    rim = play(g, 1, "rimmon", on=d)
    fixer = play(g, 1, "fixer", on=d)
    g.s.pieces[fixer].open = True
    play(g, 0, "free-city")
    a = hand(g, 0, "annihilate")
    begin(g, 0)
    return g, a, d, d2, rim, fixer


def test_hk_32_6_b_a_domain_obliterated_by_a_card_lets_ready_characters_flee_first():
    g, a, d, d2, rim, fixer = doomed()
    g.choose(f"miracle:{u(g, a)}:{u(g, d)}")
    assert g.pending.kind == "window" and g.pending.player == 1  # HK-24.6: Mike may scramble now
    g.choose("pass")
    assert g.pending.kind == "flee" and g.pending.player == 1  # and again as it goes (HK-32.6.b)
    assert f"flee:{u(g, rim)}:{u(g, d2)}" in ids(g) and not any(u(g, fixer) in i for i in ids(g))
    g.choose(f"flee:{u(g, rim)}:{u(g, d2)}")
    assert g.s.pieces[rim].host == d2 and g.s.pieces[rim].open
    assert {d, fixer} <= set(g.s.sides[1].oblivion) and g.s.sides[1].wilds == [d2]
    assert g.pending.kind == "action" and g.pending.player == 0
    g.check_invariants()


def test_hk_32_6_characters_left_on_a_domain_a_card_obliterates_go_with_it():
    g, a, d, d2, rim, fixer = doomed()
    g.choose(f"miracle:{u(g, a)}:{u(g, d)}")
    g.choose("pass")
    g.choose("flee_done")
    assert {d, rim, fixer} <= set(g.s.sides[1].oblivion)
    g.check_invariants()


def crucible(extra_hand: str):
    """Samantha's Phorlakh challenges Mike's Dubiel (on Kyoto Shrine Ward) to
    obliterate; Mike accepts (Dubiel opened); Samantha holds ``extra_hand``."""
    g = bare(extra=EXTRA)
    d0 = play(g, 0, "old-rome-enclave")
    play(g, 0, "kiev-grid")
    d1 = play(g, 1, "kyoto-shrine-ward")
    play(g, 1, "arena")
    ph = play(g, 0, "phorlakh", on=d0)
    dub = play(g, 1, "dubiel", on=d1)
    m = hand(g, 0, extra_hand)
    begin(g, 0)
    g.choose(f"challenge:{u(g, ph)}")
    g.choose(f"aim:{u(g, dub)}:obliterate")
    while g.pending.kind == "window":  # issuing a challenge is answered (ruling HK-23.13)
        g.choose("pass")
    g.choose("accept")
    assert g.pending.kind == "window" and g.pending.player == 0 and g.s.aereo is not None
    return g, m, d1, dub


@pytest.mark.parametrize("card", ["annihilate", "quake"])
def test_hk_33_13_a_contestant_obliterated_with_its_domain_dissolves_the_aereopagus(card):
    """Before the presentation Samantha destroys the domain under Dubiel (who
    cannot flee: he was opened to accept): by obliteration, or by damage and
    then obliteration (HK-23.10, HK-32.5.a); Dubiel goes with it and the
    challenge ends with no result (HK-33.13)."""
    g, m, d1, dub = crucible(card)
    g.choose(f"miracle:{u(g, m)}:{u(g, d1)}")
    while g.pending.kind == "window":
        g.choose("pass")
    if g.pending.kind == "domain_killed":
        g.choose(f"obliterate:{u(g, d1)}")
    assert dub in g.s.sides[1].oblivion and d1 in g.s.sides[1].oblivion
    assert g.s.aereo is None and g.pending.kind == "action" and g.pending.player == 0
    assert any(e.verb == "dissolved" for e in g.log.events)
    assert not any(e.verb == "vote" for e in g.log.events)
    g.check_invariants()


# -- deck check: an effect must take a target its verb can use --------------------------------------------
@pytest.mark.parametrize("effect, says", [
    ("{verb: return_to_hand, target: domain}", "effect return_to_hand cannot take target domain"),
    ("{verb: damage, amount: 2}", "effect damage cannot take no target"),
    ("{verb: counter, target: character}", "effect counter cannot take target character"),
    ("{verb: draw, amount: 1, target: host}", "effect draw cannot take target host"),
])
def test_hk_15_6_deck_check_refuses_an_effect_its_verb_cannot_aim(tmp_path: Path, effect, says):
    p = tmp_path / "cards.yaml"
    p.write_text("game: heresy\ncards:\n  odd:\n    type: miracle\n    name: Odd\n    conviction: devotion\n"
                 f"    effect: {effect}\n", encoding="utf-8")
    with pytest.raises(DeckFileError) as e:
        deckfiles.check_file(p)
    assert ":7:" in str(e.value) and "'odd'" in str(e.value) and says in str(e.value)  # the effect's own line
    assert "\n" not in str(e.value)


def test_hk_30_10_a_an_attack_whose_target_a_card_obliterates_comes_to_nothing():
    """Samantha attacks Mike's Rim with the Zoners, then in the first window
    obliterates Rim with Annihilate (Rimmon, ready on it, flees to the
    Biodome): nothing is left to defend or to damage; the combat ends, the
    Zoners stay open and undamaged, and the Wilds combat counts (HK-25.3).
    (A defense was declared for the gone domain, breaking the invariants.)"""
    g = bare(extra=EXTRA)
    fc = play(g, 0, "free-city")
    zoners = play(g, 0, "zoners", on=fc)
    rim = play(g, 1, "rim")
    bio = play(g, 1, "biodome")
    rimmon = play(g, 1, "rimmon", on=rim)
    a = hand(g, 0, "annihilate")
    begin(g, 0)
    g.choose(f"attack:{u(g, rim)}")
    while g.pending.kind in ("attack_add", "attack_from"):
        g.choose("attack_done" if "attack_done" in ids(g) else next(i for i in ids(g) if i.startswith("attack_add")))
    assert g.pending.kind == "window" and g.pending.player == 1
    g.choose("pass")
    g.choose(f"miracle:{u(g, a)}:{u(g, rim)}")
    while g.pending.kind == "window":
        g.choose("pass")
    assert g.pending.kind == "flee"
    g.choose(f"flee:{u(g, rimmon)}:{u(g, bio)}")
    assert g.s.conflict is None and g.pending.kind == "action" and g.pending.player == 0
    assert rim in g.s.sides[1].oblivion and g.s.pieces[rimmon].host == bio
    assert g.s.pieces[zoners].open and g.s.pieces[zoners].damage == 0
    assert (1, "wilds") in g.s.conflicts and not any(e.verb == "defend" for e in g.log.events)
    assert any("the attack on it ends without damage" in line for line in g.log.lines_for(0))  # HK-26.10
    g.check_invariants()


def test_hk_32_6_b_characters_on_an_array_a_card_obliterates_go_with_it():
    """As on a crashed array (HK-22.2.a): Rimmon, jacked into Mike's Kiev
    Grid (body on the Vatican Arcology), could scramble to Arena in answer
    (HK-24.7, HK-24.9); left there, he is obliterated with the array, and his
    body is gone."""
    wipe = Miracle(key="wipe", name="Wipe", conviction="stagnation", type="miracle",
                   effect=Effect(verb="obliterate", target="array"))
    g = bare(extra=EXTRA + (wipe,))
    play(g, 0, "free-city")
    va = play(g, 1, "vatican-arcology")
    kg = play(g, 1, "kiev-grid")
    arena = play(g, 1, "arena")
    rimmon = play(g, 1, "rimmon", on=kg)
    g.s.pieces[rimmon].body = va
    w = hand(g, 0, "wipe")
    begin(g, 0)
    g.choose(f"miracle:{u(g, w)}:{u(g, kg)}")
    assert g.pending.kind == "window" and f"scramble:{u(g, rimmon)}:{u(g, arena)}" in ids(g)
    g.choose("pass")
    assert {kg, rimmon} <= set(g.s.sides[1].oblivion) and g.s.pieces[rimmon].body == -1
    assert g.pending.kind == "action" and g.s.sides[1].matrix == [arena]
    g.check_invariants()
