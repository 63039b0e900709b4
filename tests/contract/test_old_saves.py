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



def _random_game(game_id: str, seats: int, seed: int, upto: int, lone=None):
    """A fresh game after about ``upto`` random choices, and the indices of
    its choices made where ``lone(decision)`` held (it never stops at such
    a decision: a record of an older revision would make that step by
    itself past its last choice)."""
    from quiet import new

    g = new(game_id, seats, seed)
    rng = random.Random(seed)
    at = []
    while not g.over:
        if lone is not None and lone(g.pending):
            at.append(len(g.choices))
        elif len(g.choices) >= upto:
            break
        g.choose(rng.choice(g.legal_ids()))
    return g, at


def test_pn_9_1_a_revision_1_save_gets_no_pantheon_step_made_for_it():
    """Revision 1 already asked Pantheon's empty phases (PN-9.1): its lone
    'next's are in its choices, and replaying it makes none by itself (only
    revision 0 does, test above): it builds to the same game."""
    from holytable.engine.record import GameRecord

    g, lone = _random_game("pantheon", 3, 5, 300, lambda d: d.kind in ("play", "combat") and len(d.options) == 1)
    assert len(lone) >= 5
    back = GameRecord.of(g).model_copy(update={"revision": 1}).build()
    assert back.choices == g.choices and back.view_dict(None) == g.view_dict(None)


@pytest.mark.parametrize("revision", [0, 1])
def test_hk_23_11_b_revision_0_and_1_saves_get_the_makers_passes_made(revision):
    """Revisions 0 and 1 passed for the maker of a move with Pass alone
    (HK-23.11.b asks them since revision 2), with no choice recorded: such a
    save, those passes left out, replays to the same game; today's record
    replays as it is. (Neither revision asked a seat with a domain about its
    redraw, ruling HK-4.4.c: its lone keeps are left out too.)"""
    from holytable.engine.record import REVISION, GameRecord

    assert REVISION >= 2
    g, made = _random_game("heresy", 3, 4, 400, lambda d: d.window and d.moment == "my_move" and d.only_pass()
                           or d.kind == "redraw" and d.ids() == ["keep"])
    assert sum(g.choices[k] == "pass" for k in made) >= 3  # the makers' passes, the keeps besides
    rec = GameRecord.of(g)
    assert rec.build().choices == g.choices
    old = rec.model_copy(update={"revision": revision,
                                 "choices": [c for k, c in enumerate(g.choices) if k not in set(made)]})
    back = old.build()
    assert back.choices == g.choices and back.view_dict(None) == g.view_dict(None)
    assert old.synced(back).revision == REVISION
