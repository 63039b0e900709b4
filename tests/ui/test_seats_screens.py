"""Every opponent on screen at tables of three to five (issue 15, "More
seats"): at random positions, drawn for the seat deciding at 80x24, every
opponent has a line of their own with their standing in the game's terms
(Pantheon: Worship Points; Holdfast: bounty against capacity; Heresy: aura
and tau), and nothing the player needs is cut (the checks of
test_nothing_cut.py). At 120x40 too, the opponent drawn in full keeps more
of their side."""
from __future__ import annotations

import random

import pytest
from test_nothing_cut import _cuts
from uihelpers import SIZE, game_screen, pass_handoff, screen_text

from holytable.games.holdfast.screen import layout as holdfast_layout
from holytable.games.pantheon.screen_layout import layout as pantheon_layout
from holytable.ui.app import GameSetup, HolytableApp
from holytable.ui.decks import default_decks
from holytable.ui.opponents import after, focus

NAMES = ["Ana", "Bo", "Cy", "Di", "Ed"]


def standing(gid: str, p, view) -> str:
    """What an opponent's line must show: their score in the game's terms."""
    if gid == "pantheon":
        return f"WP {p.wp}/{view.board.goal}"
    if gid == "holdfast":
        return f"bounty {p.stored}/{p.capacity}"
    return f"aura {p.aura}"


def opponent_faults(gid: str, text: str, view, seat: int, where: str) -> list[str]:
    """Each opponent's ``▲ name`` line, their standing on it or the line
    after it."""
    lines = text.splitlines()
    found = []
    for p in view.board.players:
        if p.seat == seat:
            continue
        at = [i for i, ln in enumerate(lines) if f"▲ {p.name} " in ln]
        if not at:
            found.append(f"{where}: no line for {p.name}")
            continue
        near = " ".join(lines[at[0]:at[0] + 2])
        if standing(gid, p, view) not in near:
            found.append(f"{where}: {p.name}'s line lacks {standing(gid, p, view)!r}: {near!r}")
    return found


async def probe(gid: str, seats: int, seed: int, size=SIZE, positions: int = 10) -> list[str]:
    setup = GameSetup(gid, NAMES[:seats], default_decks(gid, seats), {}, seed)
    app = HolytableApp(start=setup, key_guard=0)
    found: list[str] = []
    async with app.run_test(size=size) as pilot:
        await pass_handoff(pilot)
        gs = game_screen(app)
        g = gs.game.clone()
        rng = random.Random(seed)
        for _ in range(positions):
            for _ in range(rng.randrange(3, 40)):
                if g.over:
                    break
                g.choose(rng.choice(g.legal_ids()))
            if g.over:
                break
            gs.game, gs.seat, gs.private = g.clone(), g.pending.player, True
            gs._redraw()
            gs.cursor = rng.randrange(len(gs._view.options))
            gs._draw()
            await pilot.pause()
            await pilot.pause()
            where = f"{gid} x{seats} seed {seed} choice {len(g.choices)}"
            if size == SIZE:
                found += _cuts(app, gs, where)
            found += opponent_faults(gid, screen_text(app), gs._view, gs.seat, where)
    return found


@pytest.mark.parametrize("gid,seats", [("pantheon", 3), ("pantheon", 4), ("holdfast", 3), ("holdfast", 4),
                                       ("heresy", 3), ("heresy", 5)])
async def test_every_opponent_shown_and_nothing_cut_at_80x24(gid, seats):
    found = await probe(gid, seats, seed=seats)
    assert not found, f"{len(found)} faults:\n" + "\n".join(found[:15])


@pytest.mark.parametrize("gid", ["pantheon", "holdfast"])
async def test_every_opponent_shown_at_120x40(gid):
    found = await probe(gid, 4, seed=6, size=(120, 40), positions=5)
    assert not found, f"{len(found)} faults:\n" + "\n".join(found[:15])


def test_the_opponent_in_full_is_the_one_aimed_at_else_the_next_still_playing():
    """holytable.ui.opponents: seat 2 of 4 sees 3, 0, 1 in that order; the
    highlighted option's seat or the holder of its target card is drawn in
    full; an opponent out of the game gives way to the next."""
    from holytable.engine.decision import Option

    assert after(2, [0, 1, 3], 4) == [3, 0, 1]
    assert focus(2, [0, 1, 3], 4) == 3
    assert focus(2, [0, 1, 3], 4, out=lambda s: s == 3) == 0
    aim = Option("attack", "Attack", verb="attack", cards=("mine", "theirs"))
    assert focus(2, [0, 1, 3], 4, aim, holder=lambda u: {"mine": 2, "theirs": 1}.get(u)) == 1
    assert focus(2, [0, 1, 3], 4, Option("x", "X", verb="x", seats=(0,))) == 0


@pytest.mark.parametrize("gid,draw", [("pantheon", pantheon_layout), ("holdfast", holdfast_layout)])
def test_a_four_player_board_has_a_line_for_each_opponent(gid, draw):
    """The layout alone (no app): at a table of four, the three opponents'
    names on the board, the first to act after the viewer drawn in full."""
    from holytable.ui.decks import load_ready_deck
    from holytable.games import game_class

    cls = game_class(gid)
    game = cls(options={}, seed=9, decks=[load_ready_deck(gid, d) for d in default_decks(gid, 4)],
               names=NAMES[:4])
    seat = game.pending.player
    view = game.view(seat)
    parts = draw(view, seat, view.options[0], 78, 18)
    text = "\n".join(ln.plain for k, v in parts.items() if isinstance(v, list) for ln in v)
    for s in range(4):
        if s != seat:
            assert f"▲ {NAMES[s]} " in text, (NAMES[s], text)


def test_a_tall_pantheon_board_shows_every_opponents_active_row():
    """With rows to spare (a 120x40 terminal's board) each opponent on a line
    of their own gets their active row under it; on a short board the line
    alone."""
    from holytable.ui.decks import load_ready_deck
    from holytable.games import game_class

    game = game_class("pantheon")(options={}, seed=9, names=NAMES[:4],
                                  decks=[load_ready_deck("pantheon", d) for d in default_decks("pantheon", 4)])
    seat = game.pending.player
    view = game.view(seat)
    for (w, h), rows in (((84, 36), 4), ((56, 18), 2)):
        parts = pantheon_layout(view, seat, view.options[0], w, h)
        acts = [ln.plain for ln in parts["opp"] + parts["me"] if ln.plain.lstrip().startswith("Act ")]
        assert len(acts) == rows, ((w, h), acts)
        assert sum(len(v) for v in parts.values()) <= h


def test_a_tall_holdfast_board_shows_every_opponents_outland_row():
    """The outland is in range of all: with rows to spare every opponent's
    outland row shows under the outland's rule; at 80x24 those on a line of
    their own are counted there ("outland 4 (i)")."""
    from test_seats_snapshots import position

    game = position("holdfast")
    seat = game.pending.player
    view = game.view(seat)
    others = [p for p in view.board.players if p.seat != seat and p.outland]
    assert len(others) == 3
    tall = holdfast_layout(view, seat, view.options[0], 84, 36)
    rows = [ln.plain.strip().split(":")[0] for ln in tall["out"][1:]]
    assert {p.name for p in others} <= set(rows), rows
    short_ = holdfast_layout(view, seat, view.options[0], 78, 18)
    assert len(short_["out"]) < len(tall["out"])
    assert sum(len(v) for k, v in short_.items() if isinstance(v, list)) <= 18
