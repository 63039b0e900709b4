"""Issue 16 / DESIGN (the game record: takeback): a pass in a response window
is never a real choice, whether Pass was the only option or the passer held
an answer.

Counting only passes in Pass-only windows (``Decision.only_pass``) made a
takeback's refusal tell the player who made the move that the other seat had
held an answer and passed: after a pass the takeback must be offered (or
refused) exactly as if the passer had held nothing.
"""
from __future__ import annotations

import random

import pytest
from contractkit import game_ids, new_game

from holytable.engine.decision import PASS

CHOICES, SEEDS = 1200, (1, 2, 3)


@pytest.mark.parametrize("gid", game_ids())
def test_a_pass_in_a_window_leaves_the_last_real_choice_as_it_was(gid):
    checked = with_answer = 0
    for seed in SEEDS:
        g = new_game(gid, seed)
        rng = random.Random(seed)
        for _ in range(CHOICES):
            if g.over:
                break
            d = g.pending
            if d.window and PASS in d:
                k0 = g.last_real_choice()
                c = g.clone()
                c.choose(PASS)
                k1 = c.last_real_choice()
                # the same as before, unless the game ended or chance or a reveal
                # came after the pass (the barrier passed the last real choice:
                # refused whatever the passer held)
                assert k1 == k0 or (k1 is None and (c.over or k0 is None or c.barrier > k0)), (
                    gid, seed, len(g.choices), d.kind, d.ids(), k0, k1)
                checked += 1
                with_answer += len(d.options) > 1
            g.choose(rng.choice(g.legal_ids()))
    if gid in ("holy_wars", "pantheon", "holdfast", "heresy"):
        assert with_answer > 0, (gid, checked)  # windows where the passer held an answer were met
