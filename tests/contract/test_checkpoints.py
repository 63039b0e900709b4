"""Checkpoints (engine/record.py): replay steps and takeback rebuild a
position from a clone a few choices back, never from choice 0 (issue 11:
one step near the end of a 900-choice game took about 110 ms), and the
position rebuilt is exactly the one the whole replay gives."""
from __future__ import annotations

import random

import pytest
from contractkit import assert_same, game_ids, new_game, snapshot

from holytable.engine.game import Game
from holytable.engine.record import Checkpoints, GameRecord, take_back

GAMES = game_ids()


def long_game(game_id: str, seed: int, n: int) -> Game:
    g = new_game(game_id, seed)
    rng = random.Random(seed)
    while not g.over and len(g.choices) < n:
        g.choose(rng.choice(g.legal_ids()))
    return g


@pytest.mark.parametrize("game_id", GAMES)
def test_checkpoints_rebuild_each_position_exactly(game_id):
    g = long_game(game_id, 21, 300)
    rec = GameRecord.of(g)
    cp = Checkpoints(rec, every=8)
    n = len(rec.choices)
    order = [n, 0, n // 2, n // 2 + 1, n // 2 + 2, 3, n - 1, 17, 16, 15, n // 3]
    for k in order:
        assert_same(snapshot(cp.build(upto=k)), snapshot(rec.build(upto=k)), f"position {k} from checkpoints")
    # what build hands out is a clone: changing it changes no checkpoint
    h = cp.build(upto=n // 2)
    if not h.over:
        h.choose(h.legal_ids()[0])
    assert_same(snapshot(cp.build(upto=n // 2)), snapshot(rec.build(upto=n // 2)), "after a handed-out game moved on")


def counting(monkeypatch) -> list[int]:
    calls = [0]
    real = Game.choose

    def choose(self, option_id):
        calls[0] += 1
        return real(self, option_id)

    monkeypatch.setattr(Game, "choose", choose)
    return calls


def test_a_replay_stepped_end_to_end_replays_each_choice_about_once(monkeypatch):
    g = long_game("pantheon", 3, 900)
    rec = GameRecord.of(g)
    n = len(rec.choices)
    assert n >= 600
    cp = Checkpoints(rec)
    calls = counting(monkeypatch)
    for k in range(n + 1):
        cp.build(upto=k)
    assert calls[0] <= n + cp.every, calls[0]  # the whole record, once (a full rebuild each step: n*n/2)
    calls[0] = 0
    for k in range(n, n - 40, -1):  # stepping back
        cp.build(upto=k)
    assert calls[0] <= 40 * cp.every, calls[0]


def test_a_takeback_late_in_a_long_game_replays_a_few_choices(monkeypatch):
    g = new_game("holy_wars", 6)
    rng = random.Random(6)
    rec = GameRecord.of(g)
    cp = Checkpoints(rec)
    while not g.over and len(g.choices) < 700:
        g.choose(rng.choice(g.legal_ids()))
        cp.keep(g)
        if len(g.choices) > 500 and g.can_take_back(g.last_decider()):
            break
    assert len(g.choices) > 500 and g.can_take_back(g.last_decider())
    rec = rec.synced(g)
    expected = rec.model_copy(update={"choices": rec.choices[:-1]}).build()
    calls = counting(monkeypatch)
    short, back = take_back(rec, g, g.last_decider(), cp)
    assert calls[0] < cp.every, calls[0]
    assert short.choices == g.choices[:-1]
    assert_same(snapshot(back), snapshot(expected), "the game taken back")
