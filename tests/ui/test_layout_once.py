"""A board's layout tries many fits of the same zones (issue 11: time per
key, and most of the whole-game tests' time): each zone is drawn once per
layout for each set of row caps it reads, not once per fit tried."""
from __future__ import annotations

from collections import Counter
from itertools import islice

from test_heresy_screen import BOARD, positions

from holytable.games.heresy import screen_layout


def test_heresy_draws_each_zone_once_per_caps_it_reads(monkeypatch):
    """Your own zones read the level and the Matrix/Wilds cap only: the
    layout draws them once per such pair, however many fits it tries (up to
    two dozen at 80x24 on a full table)."""
    calls: Counter = Counter()
    real = screen_layout.own_block

    def counted(p, view, cards, marks, width, level, caps):
        calls[(id(view), level, caps.me_area)] += 1
        return real(p, view, cards, marks, width, level, caps)

    monkeypatch.setattr(screen_layout, "own_block", counted)
    crowded = 0
    for view, seat, hl in islice(positions(seed=1, every=4), 60):
        calls.clear()
        parts = screen_layout.layout(view, seat, hl, *BOARD)
        assert sum(len(v) for v in parts.values() if isinstance(v, list)) <= BOARD[1]
        assert max(calls.values()) == 1, calls
        crowded += len(calls) > 2  # fits tried at more than one level or cap
    assert crowded, "no position needed more than one fit"
