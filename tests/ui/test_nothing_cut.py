"""At 80x24 nothing a player needs is cut (issue 11): random positions of every
registered game with a screen, drawn for the player deciding, with the cursor on
a random option. In the header, the prompt (its title and its options) and the
board's own parts (:attr:`GameBoard.OWN_PARTS`: the seated player's zones and
the highlighted card's text) there is

- no "…" (a silent cut) unless a key to read the rest follows it at once
  ("… (i: more)", "… (i: all)", "… (h)": a panel on a key), and
- no part that runs past the board's edge or is cut off below it, no line of a
  no-wrap text wider than its part (a cut without a mark).

The option under the cursor is whole in the prompt. Pantheon's opponent drawn
in full is checked too (:data:`ALSO_WHOLE`: names there were cut). Where things do not fit,
the screen must change its layout (a scrolling list, a detail line, a panel on
a key), which this test allows: it only reads what is on the screen.
"""
from __future__ import annotations

import random
import re

import pytest
from rich.cells import cell_len
from rich.text import Text
from textual.widgets import Static

from holytable.games import GAMES
from holytable.ui.app import GameSetup, HolytableApp, screen_class
from holytable.ui.board import GameBoard
from holytable.ui.decks import default_decks
from uihelpers import SIZE, game_screen, pass_handoff, screen_text

GAMES_WITH_SCREENS = [g for g, e in GAMES.items() if e.in_lobby]
#: Parts beyond the own ones whose names must read whole too: Pantheon's
#: opponent in full (fresh19/20 read "Centaur Outrid…" in it).
ALSO_WHOLE = {"pantheon": ("pn-opp",)}
POSITIONS = 24
CUT = "…"
#: The prompt's scroll mark in its left margin (the row's first cells: border, margin).
MARGIN_MARK = re.compile(r"^(.?)[↑↓]")
#: A cut followed by the key that shows the rest: "… (i: more)", "…(h)", "… i: all".
HINTED = re.compile(r"…\s?(\((?:[A-Za-z0-9]|F1)(?:: [^)]*)?\)|[A-Za-z0-9]: \w+)")


def _silent_cut(row: str) -> bool:
    return CUT in HINTED.sub("", row)


def _rows(lines: list[str], region) -> list[str]:
    """The screen text inside ``region`` (a Textual Region), row by row."""
    return [ln[region.x:region.right] for ln in lines[region.y:region.bottom]]


def _cuts(app, gs, where: str) -> list[str]:
    """What is cut on screen now, one line per finding."""
    lines = screen_text(app).splitlines()
    lines += [""] * (SIZE[1] - len(lines))
    found = []
    for wid in ("#header", "#prompt"):
        w = gs.query_one(wid)
        for row in _rows(lines, w.region):
            if _silent_cut(row):
                found.append(f"{where}: {wid} cut: {row.rstrip()!r}")
    board = gs.query_one("#board", GameBoard)
    inner = board.content_region
    for pid in board.OWN_PARTS + ALSO_WHOLE.get(gs.game.game_id, ()):
        w = board.query_one(f"#{pid}")
        if not w.display or w.region.height == 0:
            continue
        for row in _rows(lines, w.region.intersection(inner)):
            if _silent_cut(row):
                found.append(f"{where}: {pid} cut: {row.rstrip()!r}")
        if w.region.bottom > inner.bottom or w.region.right > inner.right:
            found.append(f"{where}: {pid} runs past the board ({w.region} in {inner})")
        content = w.content if isinstance(w, Static) else None
        if isinstance(content, Text) and (content.no_wrap or content.overflow in ("crop", "ellipsis")):
            for ln in content.split():
                if cell_len(ln.plain) > w.content_region.width:
                    found.append(f"{where}: {pid} line wider than its part: {ln.plain!r}")
    v = gs._view
    head = " ".join(gs.BOARD.header(v).split())
    shown_head = " ".join(" ".join(_rows(lines, gs.query_one("#header").region)).split())
    if head not in shown_head:  # a cut with no mark at all
        found.append(f"{where}: the header is not whole: {head!r}")
    if v.options and gs.private:
        opt = v.options[gs.cursor]
        label = " ".join(gs.option_label(opt).split())
        # the prompt's left margin holds its scroll marks (GameScreen.prompt_text: ↑/↓ say more
        # options are above/below), beside a wrapped label's next line: not part of the label
        rows = [MARGIN_MARK.sub(r"\1 ", row) for row in _rows(lines, gs.query_one("#prompt").region)]
        shown = " ".join(" ".join(rows).split())
        if label not in shown:
            found.append(f"{where}: the option under the cursor is not whole: {label!r}")
    return found


async def _probe(gid: str, seed: int) -> list[str]:
    app = HolytableApp(start=GameSetup(gid, ["Ana", "Bo"], default_decks(gid, 2), {}, seed),
                       key_guard=0)
    found: list[str] = []
    async with app.run_test(size=SIZE) as pilot:
        await pass_handoff(pilot)
        gs = game_screen(app)
        start = gs.game.clone()
        g = start.clone()
        rng = random.Random(seed)
        for _ in range(POSITIONS):
            for _ in range(rng.randrange(2, 30)):
                if g.over:
                    g = start.clone()
                g.choose(rng.choice(g.legal_ids()))
            if g.over:
                continue
            gs.game, gs.seat, gs.private = g.clone(), g.pending.player, True
            gs._redraw()
            gs.cursor = rng.randrange(len(gs._view.options))
            gs._draw()
            await pilot.pause()
            await pilot.pause()  # a board may lay out again once its parts have their new sizes
            found += _cuts(app, gs, f"{gid} seed {seed} choice {len(g.choices)}")
    return found


@pytest.mark.parametrize("seed", [1, 2])
@pytest.mark.parametrize("gid", GAMES_WITH_SCREENS)
async def test_nothing_cut_at_80x24(gid, seed):
    found = await _probe(gid, seed)
    assert not found, f"{len(found)} cut:\n" + "\n".join(found[:15])


def test_own_parts_are_declared_for_every_board():
    """Each game's board names the parts the cut check reads."""
    for gid in GAMES_WITH_SCREENS:
        assert screen_class(gid).BOARD.OWN_PARTS, gid


@pytest.mark.parametrize("row,cut", [
    ("hand 18 (h): Drifter · Grave Ten… · Hedge Wit…", True),
    (" Scrying… · Tithe o… · Cairn · >Lean-to", True),
    ("Ember B… · …+2", True),
    ("exhaust and pay 1 Response Faith… (i: more)", False),
    ("  Not offered: the rest of your hand … i: all", False),
    ("  Not offered: the rest of your hand … (i: all)", False),
    ("strength 0, fortitude 3. … (h)", False),
    ("Holdfast · round 3 of 50 · Ana to dec…", True),
    ("Bo    Quartermaster 8→6", False),
    ("Deploy Levy Rec… (2 any)", True),   # an amount in brackets is no key
    ("bounty 12… (5 in store)", True),
    ("Tithe C… (H)", False),
])
def test_the_cut_check_reads_hints(row, cut):
    """A "…" is a silent cut unless a key to the rest follows it at once."""
    assert _silent_cut(row) is cut
