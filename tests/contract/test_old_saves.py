"""Saves written before the typed contract (issue 10) still load.

tests/data/saves_v1 holds one mid-game save per game, written by holytable
at commit 245a8d0 (format 1, before options, log events and views were
typed), with the facts of that game as the old code saw them. Option ids and
the use of chance did not change, so each save must load, replay to the same
position (same pending decision, same ids on offer, same takeback barrier,
as many log lines) and play on to the end.
"""
from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from holytable.engine.record import load_record

SAVES = Path(__file__).resolve().parents[1] / "data" / "saves_v1"
GAMES = sorted(p.stem for p in SAVES.glob("*.json") if not p.stem.endswith(".facts"))


def test_there_is_an_old_save_of_every_game():
    assert GAMES == ["frontline", "holdfast", "holy_wars", "pantheon"]


def _without(choices: list[str], skip: str) -> list[str]:
    return [c for c in choices if c != skip]


@pytest.mark.parametrize("game_id", GAMES)
def test_an_old_save_loads_replays_and_plays_on(game_id):
    facts = json.loads((SAVES / f"{game_id}.facts.json").read_text())
    rec = load_record(SAVES / f"{game_id}.json")
    assert rec.revision == 0 and len(rec.choices) == facts["choices"]
    g = rec.build()
    # the steps the old version made by itself are made for it (Pantheon's
    # empty Play and Combat phases, PN-9.1: a lone "next" each), nothing else
    assert g.game_id == game_id and _without(list(g.choices), "next") == _without(rec.choices, "next")
    made = 10 if game_id == "pantheon" else 0  # counted once, so that none goes unnoticed
    assert len(g.choices) == facts["choices"] + made
    assert (g.pending.kind, g.pending.player, g.legal_ids(), g.barrier) == (
        facts["kind"], facts["deciding"], facts["legal_ids"], facts["barrier"] + made)
    assert len(g.log.events) == len(facts["log"])
    rng = random.Random(facts["seed"])
    for _ in range(5000):
        if g.over:
            break
        g.choose(rng.choice(g.legal_ids()))
        g.check_invariants()
    assert g.over
