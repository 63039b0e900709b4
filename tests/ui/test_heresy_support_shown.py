"""Heresy on screen (issue 13, a fresh player): each domain's virtual support
shows where domains are listed (the board, ``h``, ``i``: "domain 2/3 ·
Devotion" left out why building one raised "VS used … of 5" to "of 7"); a
count of attached cards and a count of characters left out read apart
("Fanatics +1 card", "[◎⤵Belphegor, +1 character]", not both "+1")."""
from __future__ import annotations

from dataclasses import replace

from test_heresy_screen import positions

from holytable.games.heresy.decks import load_pool
from holytable.games.heresy.screen import all_details, hand_details
from holytable.games.heresy.screen_layout import Cards, Marks, char_token, loc_token


def test_every_domain_names_its_virtual_support_on_the_board_and_in_h_and_i():
    pool = load_pool().cards
    seen_hand = seen_play = 0
    for view, seat, hl in positions(seed=3, n=300, every=7):
        me = view.board.players[seat]
        cards = Cards(view)
        marks = Marks(view, hl)
        hand = "\n".join(t.plain for _, t in hand_details(view, seat))
        for c in me.hand:
            if c.type == "domain":
                assert f"virtual support {pool[c.key].vs}" in hand, c.name
                seen_hand += 1
        every = "\n".join(t.plain for _, t in all_details(view, seat))
        for p in view.board.players:
            for d in p.wilds:
                tok = loc_token(d, cards, marks, 0, True).plain
                assert f"VS{0 if d.stricken else d.vs}" in tok, tok
                assert f"virtual support {d.vs}" in every, d.name
                seen_play += 1
    assert seen_hand and seen_play


def test_an_attachment_count_and_a_character_count_read_apart():
    for view, seat, hl in positions(seed=2, n=400, every=5):
        cards = Cards(view)
        marks = Marks(view, hl)
        for p in view.board.players:
            for loc in p.wilds + p.matrix:
                chars = [a for a in loc.attached if a.type in ("host", "heathen")]
                for ch in chars:
                    if ch.attached:
                        tok = char_token(ch, cards, marks, 1, False).plain
                        n = len(ch.attached)
                        assert tok.endswith(f"+{n} card{'s' if n > 1 else ''}"), tok
                if len(chars) >= 2:
                    # the first character marked, the rest counted as characters
                    marked = Marks(view, None)
                    marked.target = {chars[0].uid}
                    tok = loc_token(loc, cards, marked, 3, False).plain
                    n = len(chars) - 1
                    assert f", +{n} character{'s' if n > 1 else ''}]" in tok, tok
                    return
    raise AssertionError("no location with two characters came up")
