"""The resume list counts a game's progress as its own screen does: Holdfast
in rounds (its header says "round 4 of 50"; the list said "turn 7", the turns
of both players), the other games in turns."""
from __future__ import annotations

import random

from holytable.engine.record import GameRecord
from holytable.games.holdfast.decks import load_deck, ready_decks
from holytable.games.holdfast.rules import HoldfastGame
from holytable.games.holdfast.screen import round_text
from holytable.ui.lobby import save_entry


def test_hf_1_4_a_holdfast_save_is_listed_by_its_round(tmp_path):
    rd = ready_decks()
    a, b = sorted(rd)[:2]
    for seed in range(1, 60):  # random play ends many Holdfast games in the first turns
        game = HoldfastGame(seed=seed, decks=[load_deck(rd[a]), load_deck(rd[b])], names=["Ana", "Bo"], options={})
        rng = random.Random(seed)
        while game.pending and game.log.turn < 5:
            game.choose(rng.choice(game.legal_ids()))
        if game.pending:
            break
    assert game.pending, "no random game reached turn 5"
    shown = round_text(game.view(0), limit=False)  # "round 3"
    assert game.log.turn >= 5 and shown != f"round {game.log.turn}"
    text, problem = save_entry(tmp_path / "x.json", GameRecord.of(game), None)
    assert problem is None
    assert f" · {shown} · " in text.plain, (shown, text.plain)
