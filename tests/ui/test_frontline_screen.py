"""Frontline's board reads the engine's typed data (issue 10): the option under
the cursor marks its card by ``Option.cards``, never by its id; a duel's
result row comes from ``DuelView.result`` / ``winner``."""
from __future__ import annotations

import dataclasses

from uihelpers import NAMES, engine_game

from holytable.games.frontline.screen import FrontlineBoard
from holytable.games.frontline.view import DuelView, Placed


def marked(text) -> list[str]:
    """The hand entries marked with ">" in the hand's text."""
    return [part.split("\u00a0")[0].lstrip(">") for part in text.plain.split("  ") if part.startswith(">")]


def test_fl_the_hand_marks_the_card_of_the_option_under_the_cursor():
    g = engine_game()
    p = g.pending.player
    me = g.view(p).board.players[p]
    board = FrontlineBoard()
    for o in g.pending.options:
        card = next(c for c in me.hand if c.uid == o.cards[0])
        assert marked(board._hand(me, frozenset(o.cards), True)) == [card.name]
    # An option with no card of the hand (Scout's "keep" names a deck card by
    # its soldier) marks nothing, whatever its id says.
    o = dataclasses.replace(g.pending.options[0], verb="keep", cards=())
    assert any(o.id == f"draft:{c.tag}" for c in me.hand)  # its id still names a soldier of the hand
    assert marked(board._hand(me, frozenset(o.cards), True)) == []


def test_fl_7_the_result_row_reads_the_typed_result():
    board = FrontlineBoard()
    up = Placed(False, None)
    names = tuple(NAMES)
    won = DuelView((up, up), (9, 4), (False, False), "won", 1)
    assert board._result(won, names) == ("★ Bo wins", "bold")
    assert board._result(dataclasses.replace(won, result="tie", winner=None), names) == ("tie → clash!", "bold")
    assert board._result(dataclasses.replace(won, result="", winner=None), names) == ("9 vs 4", "")
    down = DuelView((Placed(True, None), None), None, (False, False), "", None)
    assert board._result(down, names) == ("drafting…", "italic")
