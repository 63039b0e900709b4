"""Holy Wars at 80x24: nothing the player needs is cut, names are laid out in
terminal cells, and a tall terminal shows more (issue 11).

The board's drawing is pure (:func:`layout`), so most of these draw views of
seeded random games at a given size; the prompt's title and its "Not offered"
note are the screen's, so those run the app.
"""
from __future__ import annotations

import random
from dataclasses import replace

import pytest
from rich.cells import cell_len
from uihelpers import NAMES, game_screen, pass_handoff, screen_text

from holytable.engine.record import save_record, saves_dir
from holytable.games.holy_wars.decks import load_deck, ready_decks
from holytable.games.holy_wars.rules import HolyWarsGame
from holytable.games.holy_wars.screen import MORE, NOTE_MORE, HolyWarsBoard, layout, roll_parts
from holytable.games.holy_wars.view import Unavailable
from holytable.ui.app import GameSetup, HolytableApp
from holytable.ui.decks import default_decks
from holytable.ui.screenshots import holy_wars_record

#: The board at 80x24 (the side log hidden below 100 columns): 78 x 17 or 18.
BOARD = (78, 17)
#: The board at 120x40 (the side log shown): 82 x 31.
TALL = (82, 31)
WIDE_NAMES = [("王小明", "Ana 🐉"), ("Bartholomew Fitzgerald-S", "王小明王小明王小明王小明")]
PARTS = ("opp", "recent", "mid", "me", "hand", "card", "now")
#: Turn 8, Bo's Action Phase, 38 options (as in test_holy_wars_screen.py).
MID = (10, 87)


def _games(names, n_games=2, most=260):
    """``(game, option)`` positions of seeded random games (each decision,
    a random option under the cursor)."""
    decks = [load_deck(p) for _, p in sorted(ready_decks().items())]
    rng = random.Random(11)
    for g in range(n_games):
        game = HolyWarsGame(seed=40 + g, decks=[decks[g % 3], decks[(g + 1) % 3]], names=list(names))
        while game.pending and len(game.choices) < most:
            d = game.pending
            yield game, rng.choice(list(game.view(d.player).options))
            game.choose(rng.choice(d.ids()))


def _silent_cut(plain: str) -> bool:
    """A "…" that no key to the rest follows ("…(i)", "… (i: more)")."""
    return "…" in plain.replace(MORE.strip(), "").replace("… (i: more)", "")


def _flat(lines) -> str:
    return " ".join(" ".join(ln.plain for ln in lines).replace("─", " ").split())


@pytest.mark.parametrize("names", WIDE_NAMES)
def test_hw_wide_names_neither_overflow_nor_cut_the_board(names):
    """CJK letters and emoji take two cells: no line of any part is wider than
    the board, the lines fit its rows, and what is being played (▶) and the
    last roll with its result are whole, wrapped rather than cut."""
    width, height = BOARD
    rolls = 0
    for game, opt in _games(names):
        view = game.view(game.pending.player)
        parts = layout(view, view.player, opt, width, height, recent=4)
        assert sum(len(parts[k]) for k in PARTS) <= height
        for k in PARTS:
            for ln in parts[k]:
                assert ln.cell_len <= width, (k, ln.plain)
                if k in ("now", "mid", "recent", "me", "hand"):
                    assert not _silent_cut(ln.plain), (k, ln.plain)
        roll = roll_parts(view.log, view.names)
        if roll is not None and roll[1]:
            rolls += 1
            mid = _flat(parts["mid"])
            assert roll[0] in mid and " ".join(roll[1].split()) in mid, (roll, mid)
    assert rolls > 20  # the dice line was checked


def _app_at(names, seed=3) -> HolytableApp:
    return HolytableApp(start=GameSetup("holy_wars", list(names), default_decks("holy_wars", 2), {}, seed),
                        key_guard=0)


async def test_hw_the_prompt_title_fits_with_long_names():
    """With 24-cell names the title takes the longest form that fits the box's
    edge beside the shell's "[8/21 · PgDn]", so the shell need not wrap it:
    the Action Phase's Faith and a window's pool on the edge, whole."""
    names = WIDE_NAMES[1]
    app = _app_at(names)
    async with app.run_test(size=(80, 24)) as pilot:
        await pass_handoff(pilot)
        gs = game_screen(app)
        kinds: dict[tuple[str, bool], int] = {}
        for game, _ in _games(names, n_games=1, most=300):
            d = game.pending
            kind = (d.kind, d.window)
            if not (d.kind == "action" or d.window) or kinds.get(kind, 0) >= 6:
                continue
            kinds[kind] = kinds.get(kind, 0) + 1
            gs.game, gs.seat, gs.private = game.clone(), d.player, True
            gs._redraw()
            gs.cursor = len(gs._view.options) - 1
            gs._draw()
            await pilot.pause()
            prompt = gs.query_one("#prompt")
            row = screen_text(app).splitlines()[prompt.region.y]
            # on the box's edge whole, not wrapped into the box (the shell would)
            assert "…" not in row and str(prompt.border_title).strip() in row, row
            b = gs._view.board
            me = b.players[d.player]
            pool = f"{me.faith} Faith" if d.player == b.active else f"{me.response_faith} Response Faith"
            assert f" {pool}" in row, (pool, row)
        assert len(kinds) >= 2  # action decisions and windows were both seen


def _mid_app(size=(80, 24)) -> HolytableApp:
    path = saves_dir() / "holy_wars-test.json"
    save_record(holy_wars_record(*MID), path)
    return HolytableApp(resume=path, key_guard=0)


async def test_hw_a_not_offered_note_is_whole_or_ends_with_its_key():
    """However long its items, the "Not offered" note fits its lines as the
    shell wraps them: whole, or cut after a whole item (or word) with
    "… (i: all)" on one line (never split across two, never a "…" alone), or
    naming what is not offered and ending "(i: why)", and
    the option under the cursor keeps its row. Two lines when the options take
    one or two (a window: Pass and a Reaction), one when they take three."""
    app = _mid_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pass_handoff(pilot)
        gs = game_screen(app)
        full = gs._view
        for n in range(40):
            # the first item grows a letter at a time, so that the cut falls at
            # every place around the end of a line
            first = Unavailable("attack, capture, rescue", "no ready " + "x" * (n % 20) + " Character"
                                + " (⤵ ✦)" * (n // 20))
            items = (first, Unavailable("Veto", "only when your opponent plays an Action or an Event, and only "
                                                "while you hold the Response Faith it costs"))
            opts = full.options[:2] if n % 2 else full.options
            gs._view = replace(full, options=opts, board=replace(full.board, unavailable=items))
            gs._draw()
            await pilot.pause()
            prompt = gs.query_one("#prompt")
            rows = screen_text(app).splitlines()[prompt.region.y:prompt.region.bottom]
            at = next(i for i, r in enumerate(rows) if "Not offered" in r)
            for r in rows[at:]:
                assert "…" not in r.replace(NOTE_MORE.strip(), ""), (n, rows)
            # what is not offered is named, every item (fresh19/20: "… i: all" hid it)
            note = " ".join(" ".join(rows[at:]).replace("│", " ").split())
            assert "attack, capture, rescue" in note and "Veto" in note, (n, rows)
            assert any(">" in r for r in rows[1:at]), rows  # the cursor's option still shows


@pytest.mark.parametrize("size,more", [(BOARD, True), (TALL, False)])
def test_hw_a_tall_board_shows_card_texts_whole_and_the_hand_card_by_card(size, more):
    """At 120x40 (a board of 82 x 31) the card panel shows the longest text of
    the decision whole, where at 80x24 it ends "(i: more)"; and the hand is
    one card a line with its text."""
    game = holy_wars_record(*MID).build()
    view = game.view(game.pending.player)
    panels = [layout(view, view.player, o, *size)["card"] for o in view.options]
    cut = [any("(i: more)" in ln.plain for ln in p) for p in panels]
    assert any(cut) is more
    hand = layout(view, view.player, None, *size)["hand"]
    texts = [c.text for c in view.board.players[view.player].hand if c.text]
    shown = _flat(hand)
    assert all(" ".join(t.split()) in shown for t in texts) is not more, shown


@pytest.mark.parametrize("names", WIDE_NAMES)
def test_hw_the_header_fits_80_columns_with_wide_names(names):
    """The header keeps the turn and who decides in 78 cells, dropping the
    game's name, then whose phase it is, first."""
    seen = 0
    for game, _ in _games(names, most=200):
        view = game.view(game.pending.player)
        head = HolyWarsBoard.header(view)
        assert cell_len(head) <= 78, head
        assert names[view.deciding] in head and f"turn {view.board.turn}" in head, head
        seen += 1
    assert seen > 100


def test_hw_the_legend_between_the_sides_reads_as_words_not_keys():
    """A new player pressed "a" after reading "a/d/f" on the rule between the
    sides (nothing happens): with no roll to show, the rule says what a
    Character's three numbers are."""
    from holytable.games.holy_wars.screen import mid_lines

    game, _opt = next(_games(NAMES))
    view = game.view(game.pending.player)
    assert roll_parts(view.log, view.names) is None
    rule = mid_lines(view, None, 78)[0].plain
    assert "attack/defense/Faith" in rule and "a/d/f" not in rule, rule


def test_hw_an_attempts_card_panel_is_mostly_whole_at_80x24():
    """fresh19/20: "Senate Clerk: File the Paperwork — your turn, exhaust and
    pay 1 Fai… (i: more)" under an attack. The panel's title is the option's
    verb ("Attack:"; the prompt shows the whole label under the cursor), and
    it may take 5 rows below 30 rows: in these seeded positions an attempt's
    panel (the odds, the target's and the attacker's texts) is whole in at
    least two of three (it was 30 of 74; "(i: more)" ends the rest)."""
    from holytable.games.holy_wars.screen import ATTEMPT_VERBS

    n = cut = 0
    for game, opt in _games(NAMES, n_games=3):
        if opt.verb not in ATTEMPT_VERBS:
            continue
        view = game.view(game.pending.player)
        card = layout(view, view.player, opt, *BOARD, recent=4)["card"]
        assert card[0].plain.startswith(opt.label.split(" ")[0] + ":"), card[0].plain
        n += 1
        cut += any("(i: more)" in ln.plain for ln in card)
    assert n > 50 and cut <= n / 3, (cut, n)
