"""The game record as save, undo and replay (DESIGN; issue 11's clone
checkpoints; issue 14's determinizations): a clone and its original share no
changing state. Holdfast's copies share the pieces of cards at rest until one
changes (lane hfspeed): this checks that neither side's moves reach the other,
a determinization's re-deal included."""
from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from detkit import new_game, state_of  # noqa: E402


def _replayed(game_id: str, seed: int, choices: list[str]):
    g = new_game(game_id, seed)
    for c in choices:
        g.choose(c)
    return g


@pytest.mark.parametrize("game_id", ["frontline", "holy_wars", "pantheon", "holdfast", "heresy"])
def test_x_a_clone_and_its_original_go_on_apart(game_id):
    seed = 7 if game_id == "holdfast" else 3  # a long Holdfast game (1547 choices, 57 turns)
    g = new_game(game_id, seed)
    r = random.Random(seed)
    every = {"frontline": 7, "holdfast": 97}.get(game_id, 41)
    kept = []  # (choices made, an untouched clone) at checkpoints
    k = 0
    while g.pending is not None and k < 3000:
        if k % every == 0:
            kept.append((k, g.clone()))
            # a clone, or a determinization for the seat deciding (a search's
            # copy, its hidden cards dealt again), played on its own way, then dropped
            other = g.clone() if k % 2 else g.determinize(g.pending.player, k)
            q = random.Random(k)
            for _ in range(25):
                if other.pending is None:
                    break
                ids = other.legal_ids()
                other.choose(ids[q.randrange(len(ids))])
        ids = g.legal_ids()
        g.choose(ids[r.randrange(len(ids))])
        k += 1
    assert len(kept) >= 3
    assert state_of(g) == state_of(_replayed(game_id, seed, g.choices))
    for n, c in kept:
        assert state_of(c) == state_of(_replayed(game_id, seed, g.choices[:n])), (game_id, n)
