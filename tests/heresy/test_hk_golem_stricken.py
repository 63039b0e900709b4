"""Golem ("a defending character gets +2 defense") and stricken cards:
stricken cards do not defend (HK-28.9; they are only damaged with the
defenders, at defense 0, HK-12.7), so a stricken character on the attacked
location is no "defending character" to aim a miracle at (ruling HK-28.9.a)."""
from __future__ import annotations

from hkhelpers import bare, begin, hand, ids, play, u
from test_hk_combat import _declare


def test_hk_28_9_a_golem_is_not_offered_on_a_stricken_character():
    g = bare()
    fc = play(g, 0, "free-city")
    jur = play(g, 0, "jurors", on=fc)
    ld = play(g, 1, "london-dome")  # 1 Preservation: Golem's call
    rab = play(g, 1, "rabdos", on=ld)
    zon = play(g, 1, "zoners", on=ld)
    golem = hand(g, 1, "golem")
    g.strike(zon)
    begin(g, 0)
    _declare(g, ld, [jur])
    g.choose("defend")
    assert g.pending.kind == "window" and g.pending.player == 1
    assert zon in g.s.conflict.defenders  # damaged with the defenders (HK-28.9)...
    assert f"miracle:{u(g, golem)}:{u(g, zon)}" not in ids(g)  # ...but not defending: no target
    assert f"miracle:{u(g, golem)}:{u(g, rab)}" in ids(g)  # the ready Rabdos defends: Golem may aim at him
