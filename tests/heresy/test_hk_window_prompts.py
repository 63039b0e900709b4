"""Issue 13: a window's prompt says what is being answered (HK-23.2: an
effect waits on the stack while both players may answer it) and offers the
scramble in words when one is on offer (HK-24.5)."""
from __future__ import annotations

import random

import pytest

from holytable.games.heresy.decks import load_deck, ready_decks
from holytable.games.heresy.rules import HeresyGame
from holytable.games.heresy.windows import ACT_VERBS


def windows(seed: int, n: int = 900):
    """``(game, decision)`` at every window of a random game."""
    rd = ready_decks()
    decks = sorted(rd)
    game = HeresyGame(seed=seed, decks=[load_deck(rd[decks[seed % 4]]), load_deck(rd[decks[(seed + 1) % 4]])],
                      names=["Ana", "Bo"], options={"length": "short"})
    rng = random.Random(seed)
    while game.pending and len(game.choices) < n:
        d = game.pending
        if d.kind == "window":
            yield game, d
        ids = d.ids()
        rest = [i for i in ids if i != "end"]
        game.choose(rng.choice(rest if rest and rng.random() < 0.85 else ids))


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_hk_23_2_a_window_on_an_action_names_who_does_what(seed):
    """"Bo jacks Nanael into the Matrix: answer?", not "Answer Nanael?"."""
    seen = 0
    for game, d in windows(seed):
        if not game.s.stack:
            continue
        maker, c, verb = game.s.stack[-1][:3]
        if verb in ACT_VERBS:
            seen += 1
            assert d.prompt.startswith(game.names[maker] + " ") and game.cname(c) in d.prompt, d.prompt
            assert d.prompt.endswith("answer?" if maker != d.player else "answer your own move?"), d.prompt
    assert seen


def test_hk_24_5_a_window_offering_a_scramble_says_so():
    seen = 0
    for seed in (1, 2, 3, 4, 5):
        for game, d in windows(seed, 1200):
            if any(o.verb == "scramble" for o in d.options):
                seen += 1
                assert "scramble" in d.prompt, d.prompt
    assert seen
