"""Issue 14: ``Game.determinize`` asks another seat's pending decision again
of the new deal, and deals again while it would not look the same (the games'
``redeal_hidden`` only re-deal)."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import toy_games  # noqa: E402

from holytable.engine.redeal import same_face  # noqa: E402


def test_another_seats_decision_is_asked_again_of_the_new_deal():
    g = toy_games.window()
    d = g.pending
    assert d.player == 1 and d.window
    held = set()
    for seed in range(40):
        h = g.determinize(0, seed)
        card = h.s.first
        held.add(card)
        assert card != "c"  # a deal with no window is dealt again
        assert h.pending.ids() == [f"play:c-{card}", "pass"]  # worded from the card now held
        assert same_face(d, h.pending)
    assert held == {"a", "b"}  # the card really moves
    assert g.s.first == "a" and g.pending is d  # the game itself is untouched


def test_the_deciding_seats_own_decision_is_left_as_it_is():
    g = toy_games.window()
    h = g.determinize(1, 5)
    assert h.pending is g.pending and h.s.first == "a"
