"""Copies of one name are shown together, in their tag order (issue 13):
the board's Wilds line and the ``i`` panel, whatever order the engine keeps
them in (HK-3.1: the cards in play; the tags are the screen's and the log's
one scheme)."""
from __future__ import annotations

from hkhelpers import bare, begin, play
from holytable.games.heresy.screen import all_details
from holytable.games.heresy.screen_layout import Cards, Marks, area_lines


def _table():
    g = bare()
    a = play(g, 0, "vatican-arcology")
    b = play(g, 0, "vatican-arcology")
    rome = play(g, 0, "old-rome-enclave")
    play(g, 1, "arena")
    begin(g, 0)
    side = g.s.sides[0]
    side.wilds[:] = [b, rome, a]  # the engine's order: #2, Old Rome Enclave, #1 (say, #1 came back)
    assert [g.s.tags[x] for x in (a, b)] == [1, 2]
    return g


def test_hk_3_1_the_wilds_line_lists_copies_together_in_tag_order():
    g = _table()
    v = g.view(0)
    me = v.board.players[0]
    line = " ".join(t.plain for t in area_lines("Wilds", me.wilds, Cards(v), Marks(v, None), 200, 0, True, None))
    assert line.index("Vatican Arcology#1") < line.index("Vatican Arcology#2") < line.index("Old Rome Enclave"), line


def test_hk_3_1_the_i_panel_lists_copies_together_in_tag_order():
    g = _table()
    text = "\n".join(t.plain for _, t in all_details(g.view(0), 0))
    assert text.index("Vatican Arcology#1") < text.index("Vatican Arcology#2") < text.index("Old Rome Enclave"), text
