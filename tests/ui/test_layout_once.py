"""A board's layout tries many fits of the same zones (issue 11: time per
key, and most of the whole-game tests' time): each zone is drawn once per
layout for each set of row caps it reads, not once per fit tried."""
from __future__ import annotations

from collections import Counter
from itertools import islice

from test_heresy_screen import BOARD, positions

from holytable.games.heresy import screen_layout


def test_heresy_draws_each_zone_once_per_caps_it_reads(monkeypatch):
    """Your own zones read the level and the Matrix/Wilds cap only: the
    layout draws them once per such pair, however many fits it tries (up to
    two dozen at 80x24 on a full table)."""
    calls: Counter = Counter()
    real = screen_layout.own_block

    def counted(p, view, cards, marks, width, level, caps):
        calls[(id(view), level, caps.me_area)] += 1
        return real(p, view, cards, marks, width, level, caps)

    monkeypatch.setattr(screen_layout, "own_block", counted)
    crowded = 0
    for view, seat, hl in islice(positions(seed=1, every=4), 60):
        calls.clear()
        parts = screen_layout.layout(view, seat, hl, *BOARD)
        assert sum(len(v) for v in parts.values() if isinstance(v, list)) <= BOARD[1]
        assert max(calls.values()) == 1, calls
        crowded += len(calls) > 2  # fits tried at more than one level or cap
    assert crowded, "no position needed more than one fit"


def test_holdfast_a_cursor_move_draws_only_the_zones_whose_marks_changed(monkeypatch):
    """Holdfast's field zones are remembered by side, view, size and the
    highlighted cards on that side: the cursor on an option that marks nothing
    on a side draws none of that side's zones again at the same level and
    row caps (a whole game by keys
    moved the cursor a thousand times, each a full layout)."""
    import random

    from holytable.games.holdfast import screen as hf
    from holytable.games.holdfast.decks import load_deck, ready_decks
    from holytable.games.holdfast.rules import HoldfastGame

    drawn: list[tuple] = []
    for name in ("courtyard_lines", "perimeter_lines", "outland_row"):
        real = getattr(hf, name)

        def counted(p, marks, width, level, rows, whole=False, real=real, name=name):
            drawn.append((name, p.name, width, level, rows, whole))
            return real(p, marks, width, level, rows, whole)

        counted.__name__ = name
        monkeypatch.setattr(hf, name, counted)
    rd = ready_decks()
    names = sorted(rd)
    game = HoldfastGame(seed=201, decks=[load_deck(rd[names[0]]), load_deck(rd[names[1]])], names=["Ana", "Bo"])
    rng = random.Random(3)
    moves = 0
    while game.pending and len(game.choices) < 120:
        d = game.pending
        view = game.view(d.player)
        opp = view.board.players[1 - d.player]
        handles = {h for c in hf.field_pieces(opp) for h in (c.uid, c.fd) if h}
        clear = [o for o in view.options if not handles & set(o.cards)]
        drawn.clear()
        first = hf.layout(view, d.player, view.options[0], 78, 18)
        drawn.clear()
        assert hf.layout(view, d.player, view.options[0], 78, 18) == first
        assert drawn == []  # the same board again: nothing drawn
        if len(clear) > 1:
            hf.layout(view, d.player, clear[0], 78, 18)
            before = set(drawn)
            drawn.clear()
            hf.layout(view, d.player, clear[1], 78, 18)
            again = [z for z in drawn if z[1] == opp.name and z in before]
            assert not again, again  # nothing marked there: not drawn again
            moves += 1
        game.choose(rng.choice(d.ids()))
    assert moves > 20


async def test_heresy_lays_its_board_out_once_a_draw_for_the_rows_the_prompt_leaves(monkeypatch):
    """The prompt takes the rows its options need, the board the rest: the
    prompt is drawn first and the board laid out for the rows it is about to
    have, so a decision, cursor move or handoff lays the board out once for
    its view (a third of Heresy's layouts were a second one, made when the
    prompt's new height reached the board), and after every key the board's
    last layout is the one for the size it has."""
    from test_heresy_whole import random_record
    from uihelpers import SIZE, until

    from holytable.engine.record import save_record, saves_dir
    from holytable.games.heresy.screen import HeresyBoard, HeresyScreen
    from holytable.ui.app import HolytableApp
    from holytable.ui.modals import HandoffScreen

    made: list[tuple] = []
    real = HeresyBoard.parts

    def counted(self, view, seat, hl, width, height):
        made.append((id(view), seat, hl.id if hl else None, width, height))
        return real(self, view, seat, hl, width, height)

    monkeypatch.setattr(HeresyBoard, "parts", counted)
    path = saves_dir() / "heresy-layouts.json"
    save_record(random_record(5, 30), path)
    app = HolytableApp(resume=path, key_guard=0)
    heights = set()
    async with app.run_test(size=SIZE) as pilot:
        for step in range(40):
            await until(pilot, lambda: isinstance(app.screen, (HandoffScreen, HeresyScreen)))
            screen = app.screen
            if step == 0:  # once open (the first frame's layouts may be at another width: breakpoints)
                start = len(made)
            if isinstance(screen, HandoffScreen):
                await pilot.press("enter")
                continue
            board = screen.query_one(HeresyBoard)
            assert made[-1][3:] == (board.size.width, board.size.height), (made[-1], board.size)
            heights.add(board.size.height)
            n = len(screen.options())
            if not n:
                break
            await pilot.press("down" if step % 3 else screen.option_keys(n)[step % n])
    made = made[start:]
    twice = [(a, b) for a, b in zip(made, made[1:]) if a[:3] == b[:3]]
    assert len(heights) > 1, heights  # the prompt did change the board's height
    # Once in a while a size that a layout had before the draw reaches the
    # board after it (a resize queued meanwhile): laid out for it, then
    # again for the one it settles at. Without the prompt first, about a
    # third of all layouts were a second one.
    assert len(twice) * 10 <= len(made), (len(twice), len(made), twice)


async def test_a_static_is_laid_out_again_only_when_its_new_text_could_change_its_size():
    """``update_static`` skips the screen's layout when the part keeps its
    size (a fixed height, or as many lines as before with none wrapped and a
    width that does not follow the text), and lays it out when it may not:
    after any series of updates each part has the height its text needs (a
    layout skipped wrongly leaves the old height: a line cut or a gap)."""
    import random

    from rich.text import Text
    from textual.app import App
    from textual.containers import Horizontal
    from textual.widgets import Static

    import holytable.ui.board as board

    class Parts(App):
        CSS = "#fixed { height: 2; } #auto { width: auto; } Horizontal { height: auto; }"

        def compose(self):
            yield Static(id="fill")
            yield Static(id="fixed")
            with Horizontal():
                yield Static(id="auto")

    asked: list[tuple[str, bool]] = []
    real = board._needs_layout

    def needs(widget, content):
        asked.append((widget.id, real(widget, content)))
        return asked[-1][1]

    board._needs_layout = needs
    rng = random.Random(11)
    words = ["Faith", "a very long line of text that wraps at forty cells " * 2, "tau", "Resolve 3"]
    try:
        app = Parts()
        async with app.run_test(size=(40, 24)) as pilot:
            for step in range(80):
                name = rng.choice(["fill", "fixed", "auto"])
                pool = words if name != "auto" else words[::2]  # a width that follows the text: no wrapping
                lines = [rng.choice(pool) + f" {step}" for _ in range(rng.randint(1, 4))]
                widget = app.query_one(f"#{name}", Static)
                board.update_static(widget, Text("\n").join(Text(x) for x in lines))
                await pilot.pause()
                rows = sum(-(-len(x) // widget.content_size.width) for x in lines) if name != "fixed" else 2
                assert widget.size.height == rows, (step, name, lines, widget.size)
                if name == "auto":
                    assert widget.size.width == max(len(x) for x in lines), (step, widget.size)
    finally:
        board._needs_layout = real
    kinds = {(w, skip) for w, skip in asked}
    # each kind of part took the layout and, except a width that follows
    # its text, skipped it too
    assert kinds >= {("fill", True), ("fill", False), ("fixed", False), ("auto", True)}, kinds
    assert ("auto", False) not in kinds
