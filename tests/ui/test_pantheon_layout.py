"""Pantheon's board at 80x24 and larger (issue 11): nothing of the player's own
is cut, text is laid out in terminal cells, and a bigger terminal shows more.

The drawing is pure (``layout``), so most checks draw typed views directly;
a few run the app (Pilot) to read the real screen.
"""
from __future__ import annotations

import random
import re
from dataclasses import replace

from rich.cells import cell_len
from test_nothing_cut import _cuts
from test_pantheon_screen import BOARD, card, play_until, player, resume_app, view_of
from uihelpers import SIZE, game_screen, pass_handoff, screen_text

from holytable.engine.decision import Option
from holytable.games.pantheon.screen import layout
from holytable.games.pantheon.screen_panels import CardListScreen
from holytable.games.pantheon.view import Die, Points, Spot
from holytable.ui.app import GameSetup, HolytableApp
from holytable.ui.decks import default_decks

#: Names from the ready decks, the longest first: "Aegis of A…" was what 80x24 showed.
LONG = ["Misdirection of Hermes", "Flood of the Nile", "Favor of Olympus", "Aegis of Athena",
        "Bow of Apollo", "Trojan Horse", "Golden Fleece", "Bolt of Zeus"]
OWN = ("me", "hand", "card")


def silent_cuts(parts: dict) -> list[str]:
    """Lines of the own parts with a "…" not followed by the key that shows the rest."""
    out = []
    for k in OWN:
        for ln in parts[k]:
            rest = ln.plain.replace("… (i: more)", "")
            if "…" in rest:
                out.append(f"{k}: {ln.plain}")
    return out


def a_hand(names=LONG, type_: str = "relic"):
    return tuple(replace(card(f"h{i}", n, type_), text="Equipment. " + "Some words of card text. " * 6)
                 for i, n in enumerate(names))


def crowded(names=("Ana", "Bo"), hand=None):
    """Both sides full: three active characters, a bench of two, a field; a
    hand of eight long names (seat 0 looking, Play)."""
    def char(uid, name, hp=6):
        return replace(card(uid, name, "character"), hp=hp, hp_now=hp, max_hp=hp, withdraw=1, text="1 Atk: 2 damage.")

    def side(seat, name, pre):
        act = tuple(Spot(i + 1, None, (), char(f"{pre}a{i}", n)) for i, n in
                    enumerate(("Thoth, Scribe of the Gods", "Centaur Outrider", "Spartan Hoplite")))
        bench = (Spot(1, None, (), char(f"{pre}b0", "Sculpture of Demeter")),
                 Spot(2, None, (), char(f"{pre}b1", "Jackal Warrior"))) + tuple(Spot(i, None, (), None)
                                                                             for i in range(3, 6))
        return player(seat=seat, name=name, wp=3, deck=30, hand_count=8, points=Points(2, 3, 1),
                      tokens=Points(1, 0, 0), dice=tuple(Die(v, v > 4) for v in (5, 3, 1, 6, 2, 4)), rolls=1,
                      active=act, bench=bench, field=(card(f"{pre}f", "Valley of the Kings", "field"),))
    me = replace(side(0, names[0], "m"), hand=hand if hand is not None else a_hand())
    return view_of(me, side(1, names[1], "o"))


def test_the_own_hand_shows_whole_names_or_a_count_with_its_key():
    """Eight long names at 80x24: each whole on the board, or counted in
    "+n more (H)" (H opens the hand panel); never "Aegis of A…"."""
    view = crowded()
    opt = Option("play:h3", "Play Aegis of Athena (2 CP)", "h3", verb="play", cards=("h3",))
    parts = layout(view, 0, opt, *BOARD)
    assert not silent_cuts(parts), silent_cuts(parts)
    hand = " ".join(ln.plain for ln in parts["hand"][1:])
    shown = [n for n in LONG if n in hand]
    more = len(LONG) - len(shown)
    assert shown, hand
    assert more == 0 or f"+{more} more (H)" in hand, hand
    assert sum(len(v) for v in parts.values()) <= BOARD[1]


def test_the_highlighted_card_keeps_its_cost_and_hp_and_says_where_its_text_goes_on():
    """The card's heading wraps rather than losing cost and HP; text cut for
    want of rows ends "… (i: more)"."""
    view = crowded()
    opt = Option("attack:ma0:0", "Attack with Thoth", "ma0", verb="attack", cards=("ma0",))
    long_text = "Stoic. " + "1 Atk, Quill: 2 damage and the target is Poisoned for two upkeeps. " * 4
    me = view.board.players[0]
    thoth = replace(me.active[0].card, text=long_text)
    me = replace(me, active=(replace(me.active[0], card=thoth),) + me.active[1:])
    view = replace(view, board=replace(view.board, players=(me, view.board.players[1])))
    parts = layout(view, 0, opt, *BOARD)
    text = "\n".join(ln.plain for ln in parts["card"])
    assert "cost 2 CP" in text and "6/6 HP" in text and "withdraw 1" in text, text
    assert text.rstrip().endswith(("… (i: more)", "(i: text)")), text
    assert not silent_cuts(parts), silent_cuts(parts)


def test_names_in_cjk_and_with_emoji_stay_inside_the_board():
    """Cells, not characters: "王小明" takes six cells, "Ana 🐉" six."""
    for names in (("王小明", "Ana 🐉"), ("Ana 🐉", "王小明王小明王小明王小明")):
        view = replace(crowded(names), names=names)
        for seat_view in (view, replace(view, player=None)):
            parts = layout(seat_view, 0, None, *BOARD)
            for k, lines in parts.items():
                for ln in lines:
                    assert cell_len(ln.plain) <= BOARD[0], (k, ln.plain, cell_len(ln.plain))
            assert not silent_cuts(parts), silent_cuts(parts)
            assert any(names[0] in ln.plain for ln in parts["me"])


async def test_cjk_and_emoji_names_nothing_cut_at_80x24():
    """The cut check of tests/ui/test_nothing_cut.py on a game between "王小明"
    and "Ana 🐉" (random positions, the real screen)."""
    app = HolytableApp(start=GameSetup("pantheon", ["王小明", "Ana 🐉"], default_decks("pantheon", 2), {}, 5),
                       key_guard=0)
    found: list[str] = []
    async with app.run_test(size=SIZE) as pilot:
        await pass_handoff(pilot)
        gs = game_screen(app)
        g = gs.game.clone()
        rng = random.Random(5)
        for _ in range(8):
            for _ in range(rng.randrange(4, 25)):
                if not g.over:
                    g.choose(rng.choice(g.legal_ids()))
            if g.over:
                break
            gs.game, gs.seat, gs.private = g.clone(), g.pending.player, True
            gs._redraw()
            gs.cursor = rng.randrange(len(gs._view.options))
            gs._draw()
            await pilot.pause()
            found += _cuts(app, gs, f"choice {len(g.choices)}")
    assert not found, "\n".join(found)


async def test_at_120x40_the_hand_shows_each_cards_text(holytable_home):
    """A bigger terminal shows more: each card of the hand on its own line
    with its type, its text under it; at 80x24 the hand is names and costs."""
    game = play_until(5, lambda g: g.pending.kind == "play" and len(g.s.sides[g.pending.player].hand) >= 4)
    seat = game.pending.player
    hand = game.view(seat).board.players[seat].hand
    firsts = [" ".join(c.text.split()[:3]) for c in hand if c.text]
    for size, shows in (((120, 40), True), (SIZE, False)):
        app = resume_app(game, holytable_home)
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            await pass_handoff(pilot)
            await pilot.pause()
            board = screen_text(app)
            gs = game_screen(app)
            hand_part = " ".join(" ".join(str(gs.query_one("#pn-hand").content).split()).split("\n"))
            assert all((t in hand_part) is shows for t in firsts), (size, firsts, hand_part)
            assert all(c.type in hand_part for c in hand) is shows, (size, hand_part)
            assert "…" not in board.replace("… (i: more)", "").split("━")[0] or not shows


async def test_the_roll_prompt_says_the_die_under_the_cursor_in_full(holytable_home):
    """PN-8.2: the dice row is short ("3  3 MP"); the line under it says what
    Enter does with the die under the cursor ("Enter: Keep die 3 (3 MP)")."""
    game = play_until(3, lambda g: g.pending.kind == "roll" and g.s.sides[g.pending.player].rolls == 0)
    app = resume_app(game, holytable_home)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pass_handoff(pilot)
        await pilot.press("r")
        await pilot.pause()
        gs = game_screen(app)
        for step in range(3):
            opt = gs.options()[gs.cursor]
            if opt.verb in ("keep", "release"):
                assert f"Enter: {opt.label}" in screen_text(app)
            await pilot.press("right")
            await pilot.pause()
        assert any(o.verb == "keep" for o in gs.options())


async def test_esc_says_back_while_it_cancels_and_leave_otherwise_pn_9_3(holytable_home):
    """The footer says what Esc does: "Back" while aiming an attack (PN-11.1)
    or placing a card (PN-9.3), "Leave" at the Combat prompt."""
    from test_pantheon_screen import cancellable_target

    game = play_until(3, cancellable_target)
    app = resume_app(game, holytable_home)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pass_handoff(pilot)
        await pilot.pause()
        footer = screen_text(app).rstrip("\n").splitlines()[-1]
        assert "esc Back" in footer and "esc Leave" not in footer, footer
        await pilot.press("escape")
        await pilot.pause()
        assert game_screen(app)._view.decision_kind == "combat"
        footer = screen_text(app).rstrip("\n").splitlines()[-1]
        assert "esc Leave" in footer and "esc Back" not in footer, footer


async def test_the_card_panel_opens_on_the_highlighted_card(holytable_home):
    """Where the board says "… (i: more)", i shows that card's whole text: the
    panel opens with the highlighted card under its cursor."""
    game = play_until(5, lambda g: g.pending.kind == "play" and len(g.s.sides[g.pending.player].hand) >= 4)
    app = resume_app(game, holytable_home)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pass_handoff(pilot)
        gs = game_screen(app)
        gs.cursor = next(i for i, o in enumerate(gs.options()) if o.cards) + 0
        gs.cursor = max(i for i, o in enumerate(gs.options()) if o.cards)
        gs._draw()
        want = gs.options()[gs.cursor].cards[0]
        await pilot.press("i")
        await pilot.pause()
        panel = app.screen
        assert isinstance(panel, CardListScreen)
        box = panel.query_one("#cards")
        assert panel._uid_of[box.options[box.highlighted].id] == want


async def test_cards_not_offered_say_why_in_the_prompt_and_the_hand_panel(holytable_home):
    """A card in hand that cannot be played now is named under the options
    with its reason ("needs 3 CP"); the H panel says it on the card."""
    from holytable.games.pantheon.why import not_offered

    game = play_until(3, lambda g: g.pending.kind == "play" and any(
        r.why == "cost" for r in not_offered(g, g.pending.player)))
    seat = game.pending.player
    r = next(r for r in not_offered(game, seat) if r.why == "cost")
    name = game.info[game.by_uid[r.uid]].card.name.split(",")[0]
    app = resume_app(game, holytable_home)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pass_handoff(pilot)
        await pilot.pause()
        text = screen_text(app)
        prompt = text[text.index("━"):]
        assert "Not offered: " in prompt, prompt
        assert f"{name} (" in prompt or re.search(r"\+\d+ more \(H\)", prompt), prompt
        assert "…" not in prompt, prompt  # what is left out is counted, not cut
        await pilot.press("h")
        await pilot.pause()
        assert isinstance(app.screen, CardListScreen)
        need = ", ".join(f"{n} {res}" for res, n in r.need)
        wheres = [where for sec in app.screen.parts for where, c in sec.cards if c.key == game.info[game.by_uid[r.uid]].key]
        assert wheres and all(w.endswith(f"not now: needs {need}") for w in wheres), wheres


def test_the_header_fits_80_columns_with_long_names():
    """The header gives up the phase's owner, then the goal, before a long
    name (in cells) would run it past 80 columns."""
    from holytable.games.pantheon.screen import PantheonBoard

    long = ("王小明王小明王小明王小明王小明", "Ana 🐉 the Unbowed of the Long Name")
    view = replace(crowded(long), names=long, deciding=1, window=True)
    head = PantheonBoard.header(view)
    assert cell_len(head) <= 78 and long[1] in head and "Play" in head, head
    assert PantheonBoard.header(crowded()) == "Pantheon · 10 WP · turn 2 · Ana's Play · Ana to decide"


def test_a_card_with_one_turn_left_says_turn_not_turns():
    """A fresh player read "1 turns left" in a card's panel."""
    from types import SimpleNamespace

    from holytable.games.pantheon.screen_panels import state

    card = SimpleNamespace(hp_now=None, attached=[], turns_left=1)
    assert state(card) == "1 turn left"
    assert state(SimpleNamespace(hp_now=None, attached=[], turns_left=3)) == "3 turns left"


async def test_at_80x24_the_board_has_the_whole_width_and_a_twists_text_reads_whole(holytable_home):
    """fresh19/20: at 80x24 the board was 54 columns beside the side log, and
    Scales of Ma'at's one-sentence text was cut "… (i: more)" in a Twist
    window. Below 100 columns the side log is hidden (L shows it; the newest
    lines fill the board's spare rows), as in Holy Wars, Holdfast and Heresy."""
    from test_pantheon_screen import play_until

    def about(g):
        return [i for i, o in enumerate(g.pending.options) if "Scales of Ma'at" in o.label]

    game = play_until(1, lambda g: bool(about(g)))
    app = resume_app(game, holytable_home)
    async with app.run_test(size=SIZE) as pilot:
        await pass_handoff(pilot)
        gs = game_screen(app)
        await pilot.pause()
        assert not gs.query_one("#side-log").display and gs.query_one("#board").size.width >= 78
        gs.cursor = about(game)[0]
        gs._draw()
        await pilot.pause()
        await pilot.pause()
        text = " ".join(screen_text(app).split())
        assert "Twist: prevent the next 3 damage to a character this turn." in text, screen_text(app)
        assert "(i: more)" not in text


def test_copies_of_a_card_in_hand_show_once_with_a_count():
    """fresh19/20: "Medusa 2CP  Medusa 2CP"; as in Holy Wars, "Medusa 2CP ×2",
    the count of "+n more (H)" in cards; highlighting either copy marks it."""
    from holytable.games.pantheon.screen import hand_rows

    medusa = [replace(card(f"m{i}", "Medusa, Gorgon", "character"), key="medusa") for i in range(2)]
    thoth = replace(card("t", "Thoth, Scribe of the Gods", "character"), key="thoth")
    hand = [medusa[0], thoth, medusa[1]]
    text = " ".join(r.plain for r in hand_rows(hand, medusa[1], 78))
    assert text.count("Medusa") == 1 and ">Medusa 2CP ×2" in text and "Thoth 2CP" in text, text
    lines = " ".join(r.plain for r in hand_rows(hand, None, 78, mode="lines"))
    assert lines.count("Medusa") == 1 and "Medusa, Gorgon 2CP ×2" in lines, lines
    many = [replace(card(f"x{i}", n, "relic"), key=n) for i, n in enumerate(LONG * 2)]
    cut = " ".join(r.plain for r in hand_rows(many, None, 40, rows=1))
    assert f"+{16 - 2 * cut.count('×2')} more (H)" in cut, cut  # cards left out, not entries


async def test_cards_not_offered_beyond_the_line_are_counted(holytable_home):
    """fresh19/20 found Holy Wars' "… i: all" opaque; Pantheon's note ended
    "… (H)" the same way. Where the names do not all fit its line, it says
    how many cards more the hand panel shows: "· +3 more (H)"."""
    from holytable.games.pantheon.why import not_offered

    game = play_until(3, lambda g: g.pending.kind == "play" and len(not_offered(g, g.pending.player)) >= 6)
    n = len([r for r in not_offered(game, game.pending.player)])
    app = resume_app(game, holytable_home)
    async with app.run_test(size=SIZE) as pilot:
        await pass_handoff(pilot)
        await pilot.pause()
        note = game_screen(app).prompt_notes()
        assert "…" not in note, note
        m = re.search(r"· \+(\d+) more \(H\)$", note)
        assert m, note
        named = sum(len(item.split(" (")[0].split(", ")) for item in note[len("Not offered: "):m.start()].split(" · "))
        assert named + int(m.group(1)) == n, (note, n)
