"""Ruling HK-33.14.a: the Aereopagus' windows answer what was done ("Miracles
may be played in response to actions taken during any step in the voting
process"; HK-33.5, HK-33.8): a window opens before the presentation, and
again only after a vote has been cast since the last one closed. A turn of
the execution that passes (a player with no ready Host must pass), or a
presentation in which every Host abstains, brings no new window."""
from __future__ import annotations

import random

from hkhelpers import new_game


def _aereo_windows(seed: int, n: int = 2):
    """Random games (every Pass-only window asked): for each Aereopagus window
    after the first of its Aereopagus, the choices made since the one before
    it opened (the windows are seen where they open: ``open_window``)."""
    g = new_game(seed=seed, n=n, ask=True)
    r = random.Random(seed)
    opened: list[tuple[object, int]] = []
    plain = g.open_window

    def spy(kind, first, effect=None):
        if kind == "aereopagus":
            opened.append((g.s.aereo, len(g.choices)))
        plain(kind, first, effect)

    g.open_window = spy
    while not g.over and len(g.choices) < 6000:
        g.choose(g.pending.options[r.randrange(len(g.pending.options))].id)
    return [g.choices[k0:k1] for (a0, k0), (a1, k1) in zip(opened, opened[1:]) if a0 is a1]


def test_hk_33_14_a_no_aereopagus_window_when_nothing_was_done_since_the_last():
    seen = 0
    for seed in range(1, 25):
        for between in _aereo_windows(seed):
            seen += 1
            assert any(c not in ("pass", "abstain") for c in between), (seed, between)  # something was done
    assert seen >= 5
