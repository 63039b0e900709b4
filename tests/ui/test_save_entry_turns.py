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


def test_a_long_save_entry_keeps_to_one_row_giving_way_in_order(tmp_path):
    """fresh21: "Heresy: Kingdom Come · Player 1 vs Computer (normal) · turn
    8 · 155 choices · 2026-12-01 23:49" ran onto a second row the three-row
    resume list cut off. An entry keeps to one row (``SAVE_ROW`` cells): the
    year goes first, then the choice count, then the title's subtitle; the
    game, the players, the turn and the date always stay."""
    from rich.cells import cell_len

    from holytable.ui.lobby import SAVE_ROW
    from quiet import new

    game = new("heresy", 2, 1)
    rec = GameRecord.of(game).model_copy(update={"names": ["Player 1", "Computer"], "seats": ["human", "normal"]})
    text, problem = save_entry(tmp_path / "x.json", rec, None)
    assert problem is None and cell_len(text.plain) <= SAVE_ROW, text.plain
    assert text.plain.startswith("Heresy") and "Player 1 vs Computer (normal)" in text.plain, text.plain
    short = GameRecord.of(new("frontline", 2, 1))
    plain = save_entry(tmp_path / "y.json", short, None)[0].plain
    assert " choices · 20" in plain or " choice · 20" in plain, plain  # room: the whole entry, the year too
