"""Ruling HK-33.14.a: the window after an execution turn answers what was
done ("Miracles may be played in response to actions taken during any step in
the voting process"; HK-33.8): it opens only when a vote has been cast since
the last Aereopagus window closed; a turn that passes (a player with no
ready Host must pass) brings none. The windows before each phase (HK-33.5)
always open."""
from __future__ import annotations

import random

from hkhelpers import new_game


def _aereo_windows(seed: int, n: int = 2):
    """Random games (every Pass-only window asked): for each window after an
    execution turn, the choices made since the Aereopagus window before it
    opened (the windows are seen where they open: ``open_window``, with the
    phase ``_aereo_window`` was asked for)."""
    g = new_game(seed=seed, n=n, ask=True)
    r = random.Random(seed)
    opened: list[tuple[object, int, str]] = []
    plain, plain_aereo = g.open_window, g._aereo_window
    phase = [""]

    def spy(kind, first, effect=None):
        if kind == "aereopagus":
            opened.append((g.s.aereo, len(g.choices), phase[0]))
        plain(kind, first, effect)

    def spy_aereo(ph):
        phase[0] = ph
        plain_aereo(ph)

    g.open_window, g._aereo_window = spy, spy_aereo
    while not g.over and len(g.choices) < 6000:
        g.choose(g.pending.options[r.randrange(len(g.pending.options))].id)
    return [g.choices[k0:k1] for (a0, k0, _), (a1, k1, ph) in zip(opened, opened[1:])
            if a0 is a1 and ph == "execution_turn"]


def test_hk_33_14_a_no_aereopagus_window_when_nothing_was_done_since_the_last():
    seen = 0
    for seed in range(1, 35):  # (the random games of these seeds changed with issue 13)
        for between in _aereo_windows(seed):
            seen += 1
            assert any(c not in ("pass", "abstain") for c in between), (seed, between)  # something was done
    assert seen >= 5
