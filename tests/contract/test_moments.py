"""Issue 16 (stops): every response window says which kind of moment it is.

Every window decision (``Decision.window``) of every game, in random legal
play, carries a ``moment`` from its game's catalogue (``Game.MOMENTS``); no
other decision carries one; each catalogue has unique keys, player-facing
labels (no rule IDs) and at least one moment on by default when the game
opens windows at all. Frontline (no windows) and the stand-in have an empty
catalogue.
"""
from __future__ import annotations

import random
import re

import pytest
from contractkit import game_ids, new_game

from holytable.engine.decision import PASS
from holytable.engine.stops import asks, catalogue, default_stops
from holytable.games import game_class

RULE_ID = re.compile(r"\b[A-Z]{2}-\d")
#: choices of random play per seed, and the seeds
CHOICES, SEEDS = 1500, (1, 2, 3)


@pytest.mark.parametrize("gid", game_ids())
def test_catalogue_is_sound(gid):
    cls = game_class(gid)
    cat = catalogue(cls.MOMENTS)  # raises on a repeated or empty key
    for m in cat.values():
        assert m.label and not RULE_ID.search(m.label), (gid, m)
        # the stops dialog shows each whole on one line at 80 columns
        assert m.label == m.label.strip() and len(m.label) <= 68, (gid, m)
    assert default_stops(cls) <= set(cat)


@pytest.mark.parametrize("gid", game_ids())
def test_every_window_has_a_moment_of_its_catalogue(gid):
    keys = set(catalogue(game_class(gid).MOMENTS))
    windows = 0
    seen: set[str] = set()
    for seed in SEEDS:
        g = new_game(gid, seed)
        rng = random.Random(seed)
        for _ in range(CHOICES):
            if g.over:
                break
            d = g.pending
            if d.window:
                windows += 1
                assert d.moment in keys, (gid, seed, len(g.choices), d.kind, d.moment, d.prompt)
                assert PASS in d, (gid, d.kind, d.ids())  # a screen passes for a player at no stop of theirs
                seen.add(d.moment)
            else:
                assert d.moment == "", (gid, seed, len(g.choices), d.kind, d.moment)
                assert asks(d, ())  # a decision that is no window is always put to its player
            g.choose(rng.choice(g.legal_ids()))
    if keys:
        assert windows > 0 and seen, gid  # a game with a catalogue opens windows in play
        assert default_stops(game_class(gid)), gid
    else:
        assert windows == 0, gid  # a game that opens windows lists their moments


def test_asks_reads_the_moment_never_the_options():
    """A window is asked iff its moment is a stop (or everything is on), the
    same for a Pass-only window and one with a real answer."""
    from holytable.engine.decision import PASS_OPTION, Decision, Option

    only = Decision(1, "window", "?", (PASS_OPTION,), window=True, moment="a")
    real = Decision(1, "window", "?", (PASS_OPTION, Option("x", "X", verb="react")), window=True, moment="a")
    for d in (only, real):
        assert asks(d, {"a"}) and not asks(d, {"b"}) and asks(d, (), everything=True)
