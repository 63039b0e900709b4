"""Issue 13: tau gained and stored with no choice to make (one array with
room, HK-18.2) is one log line, "Ana stores 2 tau on Arena.", not "stores 1
tau on Arena. (×2)"."""
from __future__ import annotations

import random

from holytable.games.heresy.decks import load_deck, ready_decks
from holytable.games.heresy.rules import HeresyGame


def test_hk_18_2_tau_stored_without_a_choice_is_one_line_per_array():
    many = 0
    for seed in range(1, 61):  # until a store of 2 tau or more has happened (seeds 1-3 at least)
        many += _stored(seed)
        if many and seed >= 3:
            break
    assert many  # "stores 2 tau" happened


def _stored(seed: int) -> int:
    """Play a random game; assert each step's store lines; return how many stored more than 1 tau."""
    rd = ready_decks()
    decks = sorted(rd)
    game = HeresyGame(seed=seed, decks=[load_deck(rd[decks[seed % 4]]), load_deck(rd[decks[(seed + 1) % 4]])],
                      names=["Ana", "Bo"], options={"length": "short"})
    rng = random.Random(seed)
    many = 0
    while game.pending and len(game.choices) < 3000:
        before = len(game.log.events)
        ids = game.pending.ids()
        rest = [i for i in ids if i != "end"]
        game.choose(rng.choice(rest if rest and rng.random() < 0.85 else ids))
        stored = [(e.actor, e.cards[0]) for e in game.log.events[before:] if e.verb == "store_tau"]
        assert len(stored) == len(set(stored)), [e.text for e in game.log.events[before:]]
        many += sum(dict(e.amounts).get("tau", 0) > 1 for e in game.log.events[before:] if e.verb == "store_tau")
    return many
