"""Frontline's typed log (issue 10): every event says what happened (verb,
actor, seats, amounts) and its words come from holytable/games/frontline/words.py."""
from __future__ import annotations

import random

import pytest

from holytable.games.frontline import words

VERBS = {
    "priority", "turn", "draw", "refill", "regroup", "draft", "flip", "anti_clash", "duel_won", "clash",
    "forced_clash", "deadlock", "take", "win", "stalemate", "routed", "cannot_continue", "spent", "silenced",
    "boost", "weaken", "silence", "effect_draw", "retreat", "hold", "scout_look", "scout", "keep_hand", "exchange",
}


def played(table, seed: int):
    g = table.game(seed=seed)
    rng = random.Random(seed)
    while not g.over:
        g.choose(rng.choice(g.legal_ids()))
    return g


def test_fl_log_events_are_typed_and_carry_no_uid(table):
    """Every event has a verb of words.py's list; a draw is private to the
    drawer; no event names a card by uid (every card goes back into a deck
    sooner or later, FL-17, where its uid is hidden)."""
    seen = set()
    for seed in range(6):
        g = played(table, seed)
        for e in g.log.events:
            assert e.verb in VERBS, (e.seq, e.text, e.verb)
            assert e.cards == (), (e.seq, e.text)
            assert e.actor is None or e.actor in (0, 1)
            if e.verb == "draw":
                assert e.only == e.actor and e.others == f"{g.names[e.actor]} drew a card."
            if e.verb == "turn":
                assert e.text == f"— Turn {e.amount('turn')} —" and e.actor is None
            if e.verb == "take":
                assert e.text.startswith(f"{g.names[e.actor]} takes {e.amount('cards')} card")
            seen.add(e.verb)
    assert {"priority", "turn", "draw", "draft", "flip", "duel_won", "take"} <= seen


def test_fl_words_name_every_verb_in_the_docstring():
    """The module docstring lists the verbs the engine logs: the same list."""
    doc = words.__doc__.split("Verbs (")[1].split(":", 1)[1]
    listed = {v.strip(" .\n") for v in doc.replace("\n", " ").split(",")}
    assert listed == VERBS


def test_fl_words_reject_an_unknown_verb():
    with pytest.raises(KeyError, match="no words"):
        words.render(["Ana", "Bo"], "teleport", actor=0)


def test_fl_9_duel_words(table):
    """FL-7/FL-14: the comparison line, as the log words it."""
    names = ["Ana", "Bo"]
    assert words.render(names, "duel_won", actor=1, amounts={"rank_0": 4, "rank_1": 9})[0] == \
        "Rank 4 vs 9: Bo wins the duel."
    assert words.render(names, "clash", amounts={"rank_0": 5, "rank_1": 5})[0] == "Rank 5 vs 5: a tie. Clash!"
    assassin = table.pool.soldiers["assassin"]
    assert words.render(names, "forced_clash", seats=(0,), amounts={"rank_0": 1, "rank_1": 13, "assassinate": 1},
                        assassin=assassin)[0] == \
        "Assassinate: Ana's Assassin strikes down rank 13, but Forced Clash: a clash begins anyway."
