"""Takeback across response windows (HK-23.11: every player is asked in every
window, a Pass-only decision when they hold no answer). A pass in a Pass-only
window is no real choice: a takeback goes back past it, by any seat, to the
player's own last real choice, in one step (``Game.last_real_choice``), unless
chance or hidden information came since (``Game.barrier``)."""
from __future__ import annotations

import pytest

import random

from hkhelpers import bare, begin, ids, new_game, play, u

from holytable.engine.record import GameRecord, take_back


def jack_nanael(ask: bool):
    """Mike (seat 1) jacks Nanael into the Matrix one virtual support short:
    Samantha's Pass-only window follows, then Mike's own (its maker, asked
    whatever he holds: ruling HK-23.11.b), then the crash."""
    g = bare(ask=ask)
    bio = play(g, 1, "biodome")
    play(g, 1, "kiev-grid")
    nan = play(g, 1, "nanael", on=bio)
    begin(g, 1)
    before = len(g.choices)
    jack = f"jackin:{u(g, nan)}"
    assert jack in ids(g)
    g.choose(jack)
    if ask:
        assert g.pending.only_pass() and g.pending.player == 0  # HK-23.11: asked, nothing to answer with
        g.choose("pass")
        assert g.pending.only_pass() and g.pending.player == 1  # HK-23.11.b: Mike, about his own move
        g.choose("pass")
    assert g.pending.kind == "crash" and g.pending.player == 1
    return g, before, jack


@pytest.mark.parametrize("ask", [True, False], ids=["asked", "when-able"])
def test_hk_23_11_takeback_goes_past_pass_only_windows_to_the_jack_in(ask):
    g, before, jack = jack_nanael(ask)
    assert g.last_real_choice() == before and g.choices[before] == jack
    assert g.can_take_back(1) and not g.can_take_back(0)


def test_hk_23_11_take_back_cuts_the_record_at_the_last_real_choice():
    """A whole game from its record: each takeback lands on the taker's own
    real decision (never on a Pass-only window) with the same position as
    the game had when it was offered."""
    g = new_game(seed=3, ask=True)
    r = random.Random(5)
    checked = 0
    while not g.over and checked < 40 and len(g.choices) < 3000:
        d = g.pending
        seat = d.player
        oid = d.options[r.randrange(len(d.options))].id
        real = not (d.window and oid == "pass")  # any pass in a window is none (Game.passes)
        g.choose(oid)
        if real and g.pending is not None and g.pending.only_pass():
            k = len(g.choices) - 1
            while g.pending is not None and g.pending.only_pass():
                g.choose("pass")  # the windows after it, nothing to answer
            if g.barrier <= k and not g.over:
                assert g.last_real_choice() == k and g.can_take_back(seat)
                short, back = take_back(GameRecord.of(g), g, seat)
                assert short.choices == g.choices[:k] and back.pending.player == seat
                assert not back.pending.only_pass() and back.legal_ids() == d.ids()
                checked += 1
    assert checked >= 5


def test_hk_23_11_no_takeback_past_hidden_information():
    g, before, jack = jack_nanael(True)
    g.revealed()  # hidden information came after the passes
    assert g.last_real_choice() is None and not g.can_take_back(1)
