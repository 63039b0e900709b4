"""Holdfast at 80x24 cuts nothing the player needs (issue 11), and uses the
room of a bigger terminal.

- Your own cards (perimeter, courtyard, outland), your store and name line
  and your hand are never shortened: they wrap on whole names, and where the
  rows run out the rest is counted with the key that shows it ("+5 more (h)").
  The highlighted hand card always shows.
- Lines are laid out in terminal cells: a player named in CJK or with an
  emoji runs no line past the board's edge.
- At 120x40 the hand goes one card a line with its cost, and the card panel
  shows the highlighted card's whole text.
"""
from __future__ import annotations

import random

import pytest
from rich.cells import cell_len
from uihelpers import game_screen, pass_handoff, screen_text

from holytable.games.holdfast.decks import load_deck, ready_decks
from holytable.games.holdfast.rules import HoldfastGame
from holytable.games.holdfast.screen import hand_lines, layout
from holytable.ui.app import GameSetup, HolytableApp
from holytable.ui.decks import default_decks

#: The board at 80x24 (the side log is hidden below 100 columns).
BOARD = (78, 18)
CUT = "…"


def positions(names, seed: int, n: int = 160):
    """``(view, seat, highlighted option)`` at every decision of a random
    game (first ``n`` choices), the cursor on a random option."""
    rd = ready_decks()
    decks = sorted(rd)
    game = HoldfastGame(seed=seed, decks=[load_deck(rd[decks[seed % 3]]), load_deck(rd[decks[(seed + 1) % 3]])],
                        names=list(names), options={})
    rng = random.Random(seed)
    while game.pending and len(game.choices) < n:
        d = game.pending
        view = game.view(d.player)
        yield view, d.player, view.options[rng.randrange(len(view.options))]
        game.choose(rng.choice(d.ids()))


@pytest.mark.parametrize("seed", [1, 4])
def test_own_cards_hand_and_store_are_never_cut_at_80x24(seed):
    """Issue 11 ("Grave T… · Tithe C… · …+4", "═Lean-to#3 0/2/0[⤵Levy Recr…]",
    "▼ Bo (you) · deck 9 · hand 19 · rubble 0 · void 0 · b…"): at every
    decision, your zones, store, name line and hand hold no "…"; every hand
    card's whole name shows, unless "+n more (h)" counts the rest; the
    highlighted hand card always shows; the store shows all five kinds."""
    seen_more = 0
    for view, seat, hl in positions(("Ana", "Bo"), seed):
        parts = layout(view, seat, hl, *BOARD)
        me = view.board.players[seat]
        own = [ln.plain for k in ("me", "hand") for ln in parts[k]]
        for ln in own:
            assert CUT not in ln, ln
            assert cell_len(ln) <= BOARD[0], ln
        text = "\n".join(own)
        assert f"bounty {me.stored}/{me.capacity}:" in text
        assert all(f"{k} {n}" in text for k, n in zip(("Cur", "Mat", "Pro", "Sto", "Wea"), me.store))
        more = "more (h)" in text
        seen_more += more
        if not more:
            assert all(c.name in text for c in me.hand), text
        if hl.card and any(c.key == hl.card for c in me.hand) and hl.verb == "deploy":
            name = next(c.name for c in me.hand if c.key == hl.card)
            assert f">{name}" in text, (name, text)
        card = [ln.plain for ln in parts["card"]]
        for ln in card:  # the card's text may be cut, with the key to the rest
            assert CUT not in ln or ln.endswith(("… (h)", "… (i)")), ln
    assert seen_more  # some hands are too long for the rows left: counted, never cut


def test_both_outland_rows_name_their_owner_whole_at_80x24():
    """The outland's two rows start with their owner's name: the opponent's
    was cut to ten characters ("Bartholom…: —") with sixty columns free."""
    names = ("Wilhelmina Stoneward", "Bartholomew Quill")
    rows = 0
    for view, seat, hl in positions(names, 2, 60):
        parts = layout(view, seat, hl, *BOARD)
        out = [ln.plain for ln in parts.get("out", [])]
        for nm in names:
            found = [ln for ln in out if ln.strip().startswith(nm[:8])]
            rows += len(found)
            assert all(ln.strip().startswith(nm + ":") for ln in found), found
    assert rows


@pytest.mark.parametrize("names", [("王小明", "Ana 🐉"), ("Ana 🐉", "王小明")])
def test_wide_names_keep_every_line_inside_the_board(names):
    """Lines are laid out in terminal cells: a name in CJK (two cells a
    letter) or with an emoji never runs a line past the board's edge, and the
    seated player's name line names them whole."""
    for view, seat, hl in positions(names, 2, 90):
        for width, height in (BOARD, (54, 18)):
            parts = layout(view, seat, hl, width, height)
            lines = [ln for k, v in parts.items() if k != "level" for ln in v]
            assert len(lines) <= height
            for ln in lines:
                assert ln.cell_len <= width, (width, ln.plain)
            me = "\n".join(ln.plain for ln in parts["me"])
            assert f"▼ {names[seat]} (you)" in me


async def test_wide_names_on_screen_at_80x24():
    """The same on a real screen: no board row runs past the board, and the
    header, the hand and the name line are whole with CJK and emoji names."""
    names = ["王小明", "Ana 🐉"]
    app = HolytableApp(start=GameSetup("holdfast", names, default_decks("holdfast", 2), {}, 5), key_guard=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pass_handoff(pilot)
        gs = game_screen(app)
        board = gs.query_one("#board")
        assert not gs.query_one("#side-log").display  # below 100 columns the board takes the width
        inner = board.content_region
        for part in board.query("Static"):
            if part.display and part.region.height:
                assert part.region.right <= inner.right and part.region.bottom <= inner.bottom, part.id
        text = screen_text(app)
        seat = gs.seat
        assert f"▼ {names[seat]} (you)" in text
        assert CUT not in "".join(ln for ln in text.splitlines()[1:] if f"▼ {names[seat]}" in ln)


def test_hand_names_are_whole_and_counted_when_rows_run_out():
    """One line of hand: whole names, then "+n more (h)"; the highlighted card
    shows even when it comes last."""
    view, seat, _ = next(p for p in positions(("Ana", "Bo"), 1) if len(p[0].board.players[p[1]].hand or ()) > 12)
    me = view.board.players[seat]
    last = me.hand[-1]
    lines = hand_lines(me, view, last, True, 60, 0)
    assert len(lines) == 1
    text = lines[0].plain
    assert CUT not in text and "more (h)" in text and f">{last.name}" in text
    shown = [c.name for c in me.hand if c.name in text]
    assert len(set(shown)) >= 2


async def test_a_tall_screen_shows_the_hand_one_card_a_line_and_the_whole_text():
    """At 120x40 the board uses its rows: each hand card on a line of its own
    with its cost, and the highlighted card's whole text; at 80x24 neither."""
    setup = GameSetup("holdfast", ["Ana", "Bo"], default_decks("holdfast", 2), {}, 3)
    seen = {}
    for size in ((120, 40), (80, 24)):
        app = HolytableApp(start=setup, key_guard=0)
        async with app.run_test(size=size) as pilot:
            await pass_handoff(pilot)
            gs = game_screen(app)
            me = gs._view.board.players[gs.seat]
            deploy = next(i for i, o in enumerate(gs._view.options) if o.verb == "deploy")
            gs.cursor = deploy
            gs._draw()
            await pilot.pause()
            card = next(c for c in me.hand if c.key == gs._view.options[deploy].card)
            r = gs.query_one("#board").region
            rows = [ln[r.x:r.right] for ln in screen_text(app).splitlines()[r.y:r.bottom]]
            names = {c.name for c in me.hand}
            one_a_line = [n for n in names if any(x.lstrip(" >").startswith(n) and "cost" in x for x in rows)]
            whole = " ".join(" ".join(rows).split())
            seen[size] = (len(one_a_line), " ".join(card.text.split()) in whole)
            if size == (120, 40):
                assert len(one_a_line) == len(names), rows
    assert seen[(120, 40)][1]  # the whole card text
    assert seen[(80, 24)][0] == 0  # at 80x24 the hand is packed on few lines


def test_the_header_keeps_names_and_phase_whole_in_terminal_cells():
    """The header fits 78 cells with the longest names (24 cells, CJK): the
    turn limit, the game's title and the round give way; both names and the
    phase stay whole."""
    from holytable.games.holdfast.screen import HoldfastBoard

    names = ("王小明王小明王小明王小明", "Ana 🐉 Bartholomew Vega")
    windows = 0
    for view, seat, _ in positions(names, 4, 400):
        head = HoldfastBoard.header(view)
        windows += bool(view.window)  # the longest: "<a>'s Assault Phase · <d> may answer"
        assert cell_len(head) <= 78, head
        a, d = view.board.active, view.deciding
        if a is not None and view.board.turn:
            assert f"{names[a]}'s " in head
        if d is not None and (d != a or view.window):
            assert names[d] in head
    assert windows


async def test_the_side_log_comes_back_on_a_wider_terminal():
    """Below 100 columns the side log is hidden (its room goes to the board;
    the newest entries fill spare rows); widened, the log is back with what
    happened meanwhile; narrowed again, the game goes on by keys."""
    from textual.widgets import RichLog

    setup = GameSetup("holdfast", ["Ana", "Bo"], default_decks("holdfast", 2), {}, 3)
    app = HolytableApp(start=setup, key_guard=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pass_handoff(pilot)
        gs = game_screen(app)
        log = gs.query_one("#side-log", RichLog)
        assert not log.display
        await pilot.press("1", "1")  # deploy the first card, face up
        last = gs._view.log[-1].text
        await pilot.resize_terminal(120, 40)
        await pilot.pause()
        assert log.display and log.region.width > 20
        words = " ".join(" ".join(ln.text for ln in log.lines).split())
        assert " ".join(last.split()) in words
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        assert not log.display
        n = len(gs.game.choices)
        await pilot.press("1")
        assert len(gs.game.choices) == n + 1
