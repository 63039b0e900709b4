"""The screen's fight header says what is true (issue 13): who left the
combat (HK-31.5: a card out of play is out of the combat; ruling HK-26.10),
never "nobody yet" after them; no Aereopagus before a challenge is accepted
(HK-34.4, HK-34.9)."""
from __future__ import annotations

from test_hk_aereopagus import challenge, crucible_table
from test_hk_combat import _declare, _w21

from hkhelpers import u
from holytable.games.heresy.screen_layout import Cards, fight_lines


def header(g, seat: int = 0) -> str:
    v = g.view(seat)
    return " ".join(" ".join(t.plain for t in fight_lines(v, Cards(v), 80, None)).split())


def test_hk_31_5_attackers_killed_before_the_defense_are_named_not_nobody_yet():
    g, fc, arena, jur, zon, arc, rab = _w21()
    _declare(g, arc, [jur, zon])
    g.obliterate(jur)  # as a miracle in the window would
    g.obliterate(zon)
    h = header(g)
    assert "attackers Jurors killed; Zoners killed" in h and "attackers nobody yet" not in h, h


def test_hk_26_10_an_obliterated_defending_domain_is_named_not_nobody_yet():
    g, fc, arena, jur, zon, arc, rab = _w21()
    _declare(g, arc, [jur, zon])
    g.choose("defend")
    g.obliterate(arc)  # Rabdos goes with it (HK-3.6)
    h = header(g)
    assert "defenders" in h and "Arcology killed" in h and "Rabdos killed" in h, h
    assert "defenders nobody yet" not in h


def test_hk_31_1_the_dead_of_the_fight_are_listed_killed_with_the_survivors_totals():
    g, fc, arena, jur, zon, arc, rab = _w21()
    _declare(g, arc, [jur, zon])
    g.choose("defend")
    g.choose(f"dmg:{u(g, jur)}")
    assert g.pending.kind == "domain_killed"
    h = header(g)
    assert "attackers Zoners 2/3 (total 2); Jurors killed" in h and "Rabdos killed" in h, h


def test_hk_34_9_no_aereopagus_on_screen_before_the_challenge_is_accepted():
    g, c = crucible_table(title=False)
    challenge(g, c, "phorlakh", "dubiel")
    assert g.pending.kind == "ch_answer"
    h = header(g, 1)
    assert "Aereopagus" not in h and "challenges Dubiel" in h and "to accept or decline" in h, h
    g.choose("accept")
    assert "Aereopagus" in header(g, 1)
