"""Heresy at 80x24 (issue 13, a fresh player): no line of the board is cut
inside a word with a hint ("hand 4 · deck 43 · a… (i)", "titles Keeper of
the Exchange (o… (i)", "One attacking… (h)"): the players' name and
influence lines keep whole items, the rest counted "+n more (i)"; a card's
text stops after a whole word, "… (h: more)"."""
from __future__ import annotations

import re

from test_heresy_screen import BOARD, positions

from holytable.games.heresy.screen_layout import Cards, card_facts, layout, player_text, shown_card

HINT = re.compile(r" … \((h|i): more\)$")


def _positions():
    for seed in (1, 4):
        yield from positions(seed=seed, every=2)


def test_no_board_line_is_cut_inside_a_word_at_80x24():
    cut_cards = counted = 0
    for view, seat, hl in _positions():
        parts = layout(view, seat, hl, *BOARD)
        for key in ("opp", "fight", "me", "hand", "recent"):
            for ln in parts.get(key, []):
                assert "…" not in ln.plain, (key, ln.plain)
                counted += "more (i)" in ln.plain
        card = [ln.plain for ln in parts.get("card", [])]
        if card and HINT.search(card[-1]):
            cut_cards += 1
            before = " ".join(HINT.sub("", " ".join(card)).split())
            c = shown_card(view, hl, Cards(view))
            text = " ".join(f"{c.name} · {card_facts(c)}. {player_text(c)}".split())
            assert text.startswith(before), (before, text)
            assert not text[len(before)].isalnum(), ("cut inside a word", before, text)
        else:
            assert all("…" not in ln for ln in card), card
    assert counted and cut_cards
