"""HF-14.2: nothing about a face-down card but its position reaches another
seat, through the log's words and typed fields or through the prompt every
seat reads. The four cases an adversarial review found (the games are those
of ``holytable simulate holdfast --games 1 --seed S`` after N choices)."""
from __future__ import annotations

import random

from holytable.games import game_class
from holytable.sim import ready_pairs


def game_at(seed: int, n: int):
    pairs = ready_pairs("holdfast")
    r = random.Random(seed)
    da, db, na, nb = pairs[r.randrange(len(pairs))]
    g = game_class("holdfast")(options={}, seed=seed, decks=[da, db], names=[na, nb])
    for _ in range(n):
        ids = g.legal_ids()
        g.choose(ids[r.randrange(len(ids))])
    return g


def other_reads(g, verb: str):
    """The last ``verb`` event as its actor and as the other seat read it."""
    e = next(x for x in reversed(g.log.events) if x.verb == verb)
    mine = next(x for x in g.view(e.actor).log if x.seq == e.seq)
    theirs = next((x for x in g.view(1 - e.actor).log if x.seq == e.seq), None)
    return e, mine, theirs


def test_hf_14_2_call_to_arms_counts_only_face_up_denizens_for_the_others():
    g = game_at(12, 288)
    e, mine, theirs = other_reads(g, "call_to_arms")
    assert mine.amount("denizens") == 7 and "7 denizens" in mine.text
    assert theirs is not None and theirs.amounts == () and "7" not in theirs.text


def test_hf_14_2_bolster_names_for_the_others_only_the_face_up_cards_it_reaches():
    g = game_at(56, 358)
    e, mine, theirs = other_reads(g, "bolster")
    assert "a face-down card" in mine.text
    assert theirs is not None and "face-down" not in theirs.text


def test_hf_14_2_the_end_of_turn_warning_is_asked_unseen_by_the_others():
    g = game_at(2, 21)
    assert g.pending.kind == "confirm_end"
    p = g.pending.player
    mine, theirs = g.view(p), g.view(1 - p)
    assert mine.decision_kind == "confirm_end" and "No structure" in mine.prompt
    assert theirs.decision_kind == "command" and theirs.prompt.startswith("Command Phase")
    assert g.view(None).prompt == theirs.prompt


def test_hf_14_2_upkeep_owed_and_its_split_stay_with_the_payer():
    g = game_at(2, 49)
    e, mine, theirs = other_reads(g, "maintenance")
    assert "Stock" in mine.text and mine.amounts
    assert theirs is not None and theirs.amounts == () and "Stock" not in theirs.text and "any" not in theirs.text
