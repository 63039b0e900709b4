"""Frontline's board reads the engine's typed data (issue 10): the option under
the cursor marks its card by ``Option.cards``, never by its id; a duel's
result row comes from ``DuelView.result`` / ``winner``. Nothing the player
needs is cut at 80x24, names are laid out in terminal cells, and a tall
terminal shows more (issue 11)."""
from __future__ import annotations

import dataclasses
import re

import pytest
from rich.cells import cell_len
from textual.widgets import Static
from uihelpers import NAMES, engine_game, game_screen, pass_handoff, screen_text

from holytable.games.frontline.screen import FrontlineBoard
from holytable.games.frontline.view import CardView, DuelView, Placed
from holytable.ui.app import GameSetup, HolytableApp


def marked(text) -> list[str]:
    """The names of the hand entries marked with ">" in the hand's text
    ("Medic 4 >Spy 5 ×2": each entry starts with its marker)."""
    return re.findall(r">(\D+?) \d", text.plain)


def test_fl_the_hand_marks_the_card_of_the_option_under_the_cursor():
    g = engine_game()
    p = g.pending.player
    me = g.view(p).board.players[p]
    board = FrontlineBoard()
    for o in g.pending.options:
        card = next(c for c in me.hand if c.uid == o.cards[0])
        assert marked(board._hand(me, frozenset(o.cards), True, 54)) == [card.name]
    # An option with no card of the hand (Scout's "keep" names a deck card by
    # its soldier) marks nothing, whatever its id says.
    o = dataclasses.replace(g.pending.options[0], verb="keep", cards=())
    assert any(o.id == f"draft:{c.tag}" for c in me.hand)  # its id still names a soldier of the hand
    assert marked(board._hand(me, frozenset(o.cards), True, 54)) == []


def test_fl_7_the_result_row_reads_the_typed_result():
    board = FrontlineBoard()
    up = Placed(False, None)
    names = tuple(NAMES)
    won = DuelView((up, up), (9, 4), (False, False), "won", 1)
    assert board._result(won, names) == ("★ Bo wins", "bold")
    assert board._result(dataclasses.replace(won, result="tie", winner=None), names) == ("tie → clash!", "bold")
    assert board._result(dataclasses.replace(won, result="", winner=None), names) == ("9 vs 4", "")
    down = DuelView((Placed(True, None), None), None, (False, False), "", None)
    # The duel waits for the other soldier, and says whose (a new player read
    # "still drafting" under the opponent's face-down soldier as "they have not").
    assert board._result(down, names) == (f"{names[1]} to draft", "italic")
    assert board._result(dataclasses.replace(down, cards=(None, None)), names) == ("still drafting", "italic")


def _card(name: str, rank: int, seat: int) -> CardView:
    return CardView(f"u-{name}-{seat}", f"t-{name}", name.lower(), name, rank, "red", seat, "")


def _duel(a: CardView, b: CardView, ranks: tuple[int, int], result: str = "", winner=None) -> DuelView:
    return DuelView((Placed(False, a), Placed(False, b)), ranks, (False, True), result, winner)


@pytest.mark.parametrize("names", [("Ana", "Bo"), ("王小明", "Ana 🐉"),
                                   ("Bartholomew Fitzgerald-S", "王小明王小明王小明王小明")])
def test_fl_7_the_frontline_shows_whole_names_within_its_width(names):
    """Long soldier names with a changed rank ("Quartermaster 8→6") are whole:
    each duel's column is as wide as its longest entry, and as many of the
    newest duels show as fit (the count of the others on the left). Player
    names in CJK or with emoji are measured in cells."""
    g = engine_game()
    b = g.view(0).board
    qm, sb = _card("Quartermaster", 8, 0), _card("Standard-Bearer", 6, 1)
    duels = tuple(_duel(qm, sb, (6, 10), *res) for res in [("tie", None), ("forced", None), ("won", 1)])
    b = dataclasses.replace(b, frontline=duels, anti_clash=True)
    board = FrontlineBoard()
    for width in (54, 84):
        text = board._frontline(b, names, 0, width)
        lines = text.plain.split("\n")
        assert all(cell_len(ln) <= width for ln in lines), (width, lines)
        assert "…" not in text.plain
        assert "Quartermaster 8→6" in text.plain and "Standard-Bearer 6→10 ⊘" in text.plain
        assert "tie → clash!" in text.plain or lines[0].startswith("+")
    # 54 cells: not all three duels fit; the newest shows and "+N" counts the rest
    assert board._frontline(b, names, 0, 54).plain.startswith("+")


async def _fl_screen(size, names=NAMES, seed=3):
    app = HolytableApp(start=GameSetup("frontline", list(names), ["red", "black"], {}, seed), key_guard=0)
    return app, app.run_test(size=size)


@pytest.mark.parametrize("names", [("王小明", "Ana 🐉"), ("Bartholomew Fitzgerald-S", "王小明王小明王小明王小明")])
async def test_fl_3_wide_names_stay_within_the_board(names):
    """A name of CJK letters or with an emoji (two cells each) neither pushes a
    line of the board past its edge nor is cut, in every part."""
    app, run = await _fl_screen((80, 24), names)
    async with run as pilot:
        await pass_handoff(pilot)
        gs = game_screen(app)
        for _ in range(12):
            board = gs.query_one("#board")
            screen = screen_text(app).splitlines()
            for part in board.query(Static):
                if not part.display:
                    continue
                r = part.region
                assert r.right <= board.content_region.right and r.bottom <= board.content_region.bottom, part.id
                for ln in screen[r.y:r.bottom]:
                    assert "…" not in ln[r.x:r.right], (part.id, ln)
            assert any(names[gs.seat] in ln for ln in screen), names[gs.seat]
            await pilot.press("1")
            if not isinstance(app.screen, type(gs)):
                await pilot.pause(0.05)
                await pilot.press("enter")
            await pilot.pause()


@pytest.mark.parametrize("size,full", [((80, 24), False), ((120, 40), True)])
async def test_fl_a_tall_terminal_lists_the_hand_with_each_soldiers_text(size, full):
    """At 120x40 the hand is one soldier per line with its card text (rows to
    spare); at 80x24, with a duel on the frontline, Bo's five-card hand is two
    lines of names (the card panel has the highlighted one's text)."""
    app, run = await _fl_screen(size)
    async with run as pilot:
        await pass_handoff(pilot)
        await pilot.press("1")  # Ana drafts; the handoff to Bo
        await pass_handoff(pilot)
        await pilot.pause()
        gs = game_screen(app)
        me = gs._view.board.players[gs.seat]
        assert len({c.tag for c in me.hand}) >= 4
        hand = gs.query_one("#fl-hand", Static)
        r = hand.region
        shown = " ".join(ln[r.x:r.right] for ln in screen_text(app).splitlines()[r.y:r.bottom])
        texts = [c.text for c in me.hand if c.text]
        has_text = [t[:10] in shown for t in texts]
        assert all(has_text) if full else not any(has_text), (shown, texts)
        assert hand.region.height - 1 >= (len({c.tag for c in me.hand}) if full else 1)


@pytest.mark.parametrize("names", [("Bartholomew Fitzgerald-S", "王小明王小明王小明王小明")])
def test_fl_the_header_fits_80_columns_with_long_names(names):
    """The header keeps who decides and what (a Veteran's exchange too) in 78
    cells, dropping the game's name and length words first."""
    from holytable.games.frontline.decks import load_deck, ready_decks
    from holytable.games.frontline.rules import FrontlineGame

    decks = [load_deck(ready_decks()[c]) for c in ("red", "black")]
    kinds = set()
    for seed in range(4):
        g = FrontlineGame(options={"length": "standard"}, seed=seed, decks=decks, names=list(names))
        while g.pending:
            v = g.view(g.pending.player)
            head = FrontlineBoard.header(v)
            assert cell_len(head) <= 78 and "…" not in head, head
            assert names[v.deciding] in head and f"turn {v.board.turn}" in head, head
            kinds.add(v.decision_kind)
            g.choose(g.pending.ids()[len(g.choices) % len(g.pending.ids())])
    assert "exchange" in kinds


async def test_fl_the_board_does_not_jump_as_the_cursor_moves():
    """The card panel is as tall as the longest text among the options, so the
    hand and the panel keep their rows while the cursor moves (Bo's first
    draft: one- and two-line texts)."""
    app, run = await _fl_screen((80, 24))
    async with run as pilot:
        await pass_handoff(pilot)
        await pilot.press("1")
        await pass_handoff(pilot)
        await pilot.pause()
        gs = game_screen(app)
        seen = set()
        for _ in gs.options():
            seen.add(tuple(gs.query_one(f"#fl-{p}").region for p in ("hand", "card")))
            await pilot.press("right")
            await pilot.pause()
        assert len(seen) == 1, seen
