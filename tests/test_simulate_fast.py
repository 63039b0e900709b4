"""``holytable simulate --fast`` and quiet games (issue 11): the same games as
plain ``simulate``, only faster.

A quiet game (``Game(quiet=True)``) logs nothing and otherwise plays exactly
as a normal one: the same seed and choices give the same decisions, the same
option ids, the same RNG draws and the same outcome. ``--fast`` plays quiet
games without the invariant checks.
"""
from __future__ import annotations

import random

import pytest

from holytable import cli, sim
from holytable.games import game_class, playable

GAMES = [e.id for e in playable()]
SEEDS = {"frontline": range(12), "holy_wars": range(3), "pantheon": range(3), "holdfast": range(2)}


@pytest.mark.parametrize("game_id", GAMES)
def test_fast_plays_the_same_games_as_plain_simulate(game_id):
    pairs = sim.ready_pairs(game_id)
    for seed in SEEDS.get(game_id, range(2)):
        plain = sim.play_one(game_id, seed, pairs)
        fast = sim.play_one(game_id, seed, pairs, fast=True)
        assert fast.choices == plain.choices, f"{game_id} seed {seed}: other choices"
        assert fast.deciders == plain.deciders
        assert fast.outcome == plain.outcome
        assert fast.log.turn == plain.log.turn
        assert fast.rng.getstate() == plain.rng.getstate()
        assert fast.quiet and not plain.quiet
        assert len(fast.log) == 0 < len(plain.log)


@pytest.mark.parametrize("game_id", GAMES)
def test_fast_simulate_gives_the_same_results(game_id):
    n = 6 if game_id == "frontline" else 1
    plain = sim.simulate(game_id, n, 40)
    fast = sim.simulate(game_id, n, 40, fast=True)
    assert (fast.games, fast.wins, fast.draws, fast.turns, fast.choices) == \
        (plain.games, plain.wins, plain.draws, plain.turns, plain.choices)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_quiet_game_decides_as_a_normal_one_at_every_choice_and_its_clones_stay_quiet(game_id):
    cls = game_class(game_id)
    da, db, na, nb = sim.ready_pairs(game_id)[0]
    loud = cls(seed=3, decks=[da, db], names=[na, nb])
    quiet = cls(seed=3, decks=[da, db], names=[na, nb], quiet=True)
    r = random.Random(3)
    for _ in range(150):
        if loud.over:
            break
        assert quiet.pending == loud.pending
        cid = r.choice(loud.legal_ids())
        loud.choose(cid)
        quiet.choose(cid)
    assert quiet.pending == loud.pending and quiet.outcome == loud.outcome
    assert quiet.log.events == [] and quiet.clone().quiet


def test_the_cli_takes_fast_with_a_one_line_help(capsys, monkeypatch):
    args = cli.build_parser().parse_args(["simulate", "frontline", "--fast"])
    assert args.fast is True
    assert cli.build_parser().parse_args(["simulate", "frontline"]).fast is False
    monkeypatch.setenv("COLUMNS", "80")
    lines = sim.build_parser().format_help().splitlines()
    i = next(i for i, x in enumerate(lines) if x.strip().startswith("--fast"))
    assert "same games" in lines[i] and len(lines[i]) <= 80
    assert i + 1 == len(lines) or lines[i + 1].lstrip().startswith("-"), "the help of --fast takes more than a line"
    assert cli.main(["simulate", "frontline", "--games", "3", "--seed", "7", "--fast"]) == 0
    fast_out = capsys.readouterr().out
    assert cli.main(["simulate", "frontline", "--games", "3", "--seed", "7"]) == 0
    plain_out = capsys.readouterr().out

    def results(out: str) -> str:  # the line without its speed
        return out.strip().splitlines()[-1].rsplit("  ", 1)[0]

    assert results(fast_out) == results(plain_out)
