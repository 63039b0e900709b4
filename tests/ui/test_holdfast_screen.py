"""Holdfast's screen (issue 5, "Screen"): every zone drawn at 80x24 and larger,
nothing hidden leaks onto the screen (HF-14), marks that survive without colour,
assault prompts, and a whole game from the lobby by keys at 80x24 with
structure assaults.

Positions come from ``holytable.ui.screenshots.holdfast_record`` (Hedge Circle
vs Raiders, choices by ``holdfast_pick``), so they only move when the engine does.
"""
from __future__ import annotations

import json
import random
from dataclasses import replace
from types import SimpleNamespace

from gamekit import view_dict
from uihelpers import NAMES, SIZE, game_screen, pass_handoff, screen_text

from holytable.engine.decision import Option
from holytable.engine.record import load_record, saves_dir
from holytable.games.holdfast.decks import load_deck, ready_decks
from holytable.games.holdfast.rules import HoldfastGame
from holytable.games.holdfast.view import Card, Side
from holytable.games.holdfast.screen import (PARTS, Cards, HoldfastBoard, HoldfastScreen, Marks, layout, option_label,
                                              piece_token)
from holytable.ui.app import HolytableApp
from holytable.ui.game_over import GameOverScreen
from holytable.ui.lobby import LobbyScreen
from holytable.ui.modals import HandoffScreen
from holytable.ui.screenshots import HF_ASSAULT_CHOICES, HF_HOLD_CHOICES, HF_SEED, holdfast_pick, holdfast_record

#: The board's size inside an 80x24 screen (header, prompt, footer around it; the side log is
#: hidden below 100 columns).
BOARD = (78, 18)


def board_text(parts: dict) -> str:
    return "\n".join(ln.plain for k in PARTS for ln in parts[k])


def fits(parts: dict, width: int, height: int) -> bool:
    lines = [ln for k in PARTS for ln in parts[k]]
    return len(lines) <= height and all(ln.cell_len <= width for ln in lines)


def hidden_names(game: HoldfastGame, seat: int) -> set[str]:
    """Names of cards ``seat`` may not see (the other hands, the other side's
    face-down cards) that ``seat``'s view shows nowhere else."""
    seen = json.dumps(view_dict(game.view(seat)))
    secret = {game.cname(game.by_uid[u]) for u in game.hidden_uids(seat)}
    return {n for n in secret if n not in seen}


# -- the board --------------------------------------------------------------------------------
def test_hf_6_every_zone_is_drawn_at_80x24_and_larger():
    """HF-6, HF-7: both holds (courtyard, perimeter with its gap and BREACHED
    mark), the shared outland and middling, the five stores against capacity,
    rubble and void, the hand and the card panel."""
    game = holdfast_record(HF_SEED, HF_HOLD_CHOICES).build()
    assert game.pending.player == 1
    view = game.view(1)
    for width, height in (BOARD, (96, 34)):
        parts = layout(view, 1, view.options[0], width, height)
        assert fits(parts, width, height)
        text = board_text(parts)
        lines = text.splitlines()
        for words in ("▲ Ana", "▼ Bo (you)", "courtyard", "perimeter BREACHED", "╳gap", "Lean-to", "outland",
                      "middling 0", "bounty 11/20", "bounty 9/20", "Cur ", "Mat ", "Pro ", "Sto ", "Wea ",
                      "rubble 1", "void 0", "hand", "Sellsword · denizen"):
            assert words in text, (width, words)
        # Top to bottom: Ana's hold (no perimeter yet), the outland, Bo's perimeter, his courtyard.
        order = [next(i for i, ln in enumerate(lines) if w in ln) for w in
                 ("▲ Ana", "no perimeter, no courtyard", "outland", "perimeter BREACHED",
                  "courtyard (breached", "▼ Bo")]
        assert order == sorted(order), order
    big = board_text(layout(view, 1, view.options[0], 96, 34))
    assert "Raiders" in big and "harvest" in big and "upkeep" in big  # more room, more said
    assert "Hedge Circle" in big and "resources" in big


def test_every_decision_of_random_games_fits_and_leaks_nothing():
    """HF-14: at every decision of random games the board fits 80x24 and larger
    (decider's view, each end of the options, and the public view), and no
    card of the other hand or the other side's face-down cards is named."""
    rd = ready_decks()
    names = sorted(rd)
    sizes = [BOARD, (54, 20), (60, 16), (96, 34)]
    rng = random.Random(3)
    facedown_seen = 0
    for g in range(3):
        decks = [load_deck(rd[names[g % 3]]), load_deck(rd[names[(g + 1) % 3]])]
        game = HoldfastGame(seed=200 + g, decks=decks, names=list(NAMES), options={})
        while game.pending and len(game.choices) < 250:
            d = game.pending
            view = game.view(d.player)
            opts = view.options
            secret = hidden_names(game, d.player)
            for hl in {0, len(opts) - 1}:
                w, h = rng.choice(sizes)
                parts = layout(view, d.player, opts[hl], w, h)
                assert fits(parts, w, h), (w, h, d.kind)
                text = board_text(parts)
                for name in secret:
                    assert name not in text, name
                for o in opts:
                    assert not any(n in option_label(o, opts, Cards(view, d.player)) for n in secret)
                facedown_seen += "▒face-down" in text
            pub = layout(game.view(None), d.player, None, *BOARD)
            assert "(hidden)" in board_text(pub)
            game.choose(rng.choice(d.ids()))
    assert facedown_seen > 20  # other sides' face-down cards were on the board, nameless


def test_hf_14_face_down_hidden_on_screen():
    """HF-14.2: the opponent's face-down card is a position and a ▒, never a
    name; your own shows its name with the ▒ mark."""
    rd = ready_decks()
    game = HoldfastGame(seed=3, decks=[load_deck(rd["stonewardens"]), load_deck(rd["raiders"])],
                        names=list(NAMES), options={})
    # Deploy face down whenever possible, until both sides hold a face-down card.
    rng = random.Random(2)
    while True:
        d = game.pending
        ids = d.ids()
        downs = [i for i in ids if i.endswith(":down")]
        deploys = [i for i in ids if i.startswith("deploy:")]
        game.choose(downs[0] if downs else rng.choice(deploys) if deploys and rng.random() < 0.7 else rng.choice(ids))
        v = game.view(0)
        if not game.pending:
            raise AssertionError("the game ended first")
        down = [(s, c) for s in (0, 1) for c in game.s.sides[s].outland + game.s.sides[s].courtyard
                if game.s.pieces[c].face_down]
        if {s for s, _ in down} == {0, 1}:
            break
    for seat in (0, 1):
        v = game.view(seat)
        text = board_text(layout(v, seat, None, 96, 34))
        for s, c in down:
            name = game.cname(c)
            if s == seat:
                assert f"▒{name}" in text
        assert "▒face-down" in text
        for name in hidden_names(game, seat):
            assert name not in text, name


def board(players=(), assault=None, selection=(), group_target=None) -> SimpleNamespace:
    """A stand-in view with just the board fields the screen's helpers read."""
    return SimpleNamespace(board=SimpleNamespace(players=tuple(players), middling=(), stack=(), assault=assault,
                                                 selection=tuple(selection), group_target=group_target))


def side(seat: int, name: str, **fields) -> Side:
    empty = dict(deck_name="Test", alive=True, turns=1, deck=10, war_tax=False, hand_count=0, hand=None,
                 store=(0,) * 5, stored=0, capacity=20, levies=(), harvest=(0,) * 5, upkeep=None, resources=(),
                 outland=(), perimeter=(), has_courtyard=False, breached=False, courtyard=(), rubble=(), void=())
    return Side(seat=seat, name=name, **{**empty, **fields})


def test_marks_tell_state_without_colour():
    """⤵ no action left, dmg n, ▒ face down, [occupants, ·], +attached,
    ◎ assaulted, * assailant, > highlighted: plain characters, not colours."""
    target = Card(uid="t1")
    marks = Marks(board(assault=SimpleNamespace(group=("u1",), target=target)), {"u1"})
    den = Card(uid="u1", name="Militia", type="denizen", where="outland", strength=2, fortitude_left=1, morale=1,
               damage=1, acted=1, acts=1, attached=(Card(uid="g", name="Iron Sword", where="attached"),))
    assert piece_token(den, marks, 0).plain == ">*⤵Militia 2/1/1 dmg1 +Iron Sword"
    hidden = Card(face_down=True, fd="fd4", controller=1, where="housed")
    own = Card(uid="u2", name="Sentinel", type="denizen", where="housed", strength=2, fortitude_left=4, morale=3,
               face_down=True, fd="fd5", acted=0, acts=1)
    st = Card(uid="t1", name="Gatehouse", type="structure", where="outland", strength=1, fortitude_left=6, morale=3,
              housing=3, occupants=(hidden, own), acted=0)
    assert piece_token(st, marks, 0).plain == "◎Gatehouse 1/6/3[▒face-down, ▒Sentinel 2/4/3, ·]"


def test_duplicate_labels_say_which_copy():
    view = holdfast_record(HF_SEED, HF_ASSAULT_CHOICES).build().view(0)
    opts = view.options
    cards = Cards(view, 0)
    labels = [option_label(o, opts, cards) for o in opts]
    assert labels[:5] == ["[x] Hedge Witch (strength 1) · #1", "[x] Drifter (strength 1) · #5",
                          "[ ] Levy Recruit (strength 1) · #3", "[ ] Drifter (strength 1) · #1",
                          "[ ] Hedge Witch (strength 1) · #2"]
    assert len(set(labels)) == len(labels)
    moves = [Option("move:p1-drifter-1", "Move Drifter", verb="move", cards=("p1-drifter-1",)),
             Option("move:p1-drifter-2", "Move Drifter", verb="move", cards=("p1-drifter-2",))]
    cards.by_uid["p1-drifter-1"] = Card(uid="p1-drifter-1", name="Drifter", where="courtyard", copy=1)
    cards.by_uid["p1-drifter-2"] = Card(uid="p1-drifter-2", name="Drifter", where="outland", copy=2)
    assert [option_label(o, moves, cards) for o in moves] == ["Move Drifter · courtyard", "Move Drifter · outland"]


def test_hf_10_assault_group_and_morale_on_the_board():
    """HF-10.2, HF-12.2: while the group is gathered the board marks the target
    ◎ and the members *, and says the strength against the morale."""
    game = holdfast_record(HF_SEED, HF_ASSAULT_CHOICES).build()
    view = game.view(0)
    assert view.board.group_target.name == "Camp"
    text = board_text(layout(view, 0, view.options[0], *BOARD))
    assert "◎Camp" in text and "*Hedge Witch" in text and "*Drifter" in text
    assert "⚔ group against Camp: strength 2 vs morale 1" in text
    # The defender's trap window at the morale step shows the assault under way.
    game.choose("confirm")
    view = game.view(1)
    assert view.decision_kind == "trap" and view.board.assault.defence_morale == 1
    text = board_text(layout(view, 1, view.options[0], *BOARD))
    assert "⚔ Ana assaults Bo's Camp: strength 2 vs morale 1" in text and "◎Camp" in text


def test_hf_12_hidden_occupants_keep_the_morale_hidden():
    """HF-14: a face-down occupant's morale is not told by the assault line
    (the view says None until the reveal step turns it up)."""
    game = holdfast_record(HF_SEED, HF_ASSAULT_CHOICES).build()
    assert game.s.assault is None  # the group is being gathered
    view = game.view(0)
    hidden = (Card(face_down=True, fd="fd9", controller=1, where="housed"),)
    assert "vs morale 1" in board_text(layout(view, 0, None, *BOARD))
    b = view.board
    bo = b.players[1]
    camp = replace(b.group_target, occupants=hidden)
    bo = replace(bo, perimeter=(replace(bo.perimeter[0], occupants=hidden),) + bo.perimeter[1:])
    view = replace(view, board=replace(b, group_target=camp, players=(b.players[0], bo)))
    text = board_text(layout(view, 0, None, *BOARD))
    assert "vs morale" not in text
    assert "◎Camp 0/3/1[▒face-down, ·]" in text


def test_header_and_scores():
    game = holdfast_record(HF_SEED, None).build()
    view = game.view(None)
    assert HoldfastBoard.header(view).startswith("Holdfast · round 2 of 50 · game over: Bo wins")
    scores = HoldfastBoard.scores(view)
    assert scores[1].startswith("Bo (Raiders): ") and "denizens" in scores[1] and "structures" in scores[1]
    assert all(len(line) <= 60 for line in scores)  # one line each in the game-over box at 80x24
    assert HoldfastBoard.card_text(game.view(1), "sellsword")[0].startswith("Sellsword · denizen · now 3/2/0 · 2 acts left")


def test_an_opponents_cut_name_line_says_which_key_shows_it_all():
    """play23: "▲ Bo · deck 0 · hand 5 · rubble 23 · void 0 ·…" dropped "war tax 2" with no
    pointer to the rest; a cut name line now ends "… (i)", and a whole one has no key."""
    from holytable.games.holdfast.screen import head_line

    game = holdfast_record(HF_SEED, None).build()
    view = game.view(0)
    opp = replace(view.board.players[1], war_tax=True)
    whole = head_line(opp, view, True, 200, 0).plain
    assert "war tax 2" in whole and "(i)" not in whole and "…" not in whole
    cut = head_line(opp, view, True, 40, 0).plain
    assert len(cut) <= 40 and cut.endswith("… (i)") and cut.startswith("▲ Bo")


# -- by keys --------------------------------------------------------------------------------
def keys_for(cursor: int, target: int, n: int, step: int) -> list[str]:
    """Digits, 0 for the last option, or arrows and Enter (every third choice)."""
    if step % 3 == 2 or target >= 9:
        if target == n - 1 and n > 1:
            return ["0"]
        delta = target - cursor
        return ["right" if delta > 0 else "left"] * abs(delta) + ["enter"]
    return [str(target + 1)]


async def test_whole_game_by_keys_at_80x24_with_structure_assaults():
    """Lobby to game over with key presses alone (HF-10, HF-12): Hedge Circle vs
    Raiders, seed 474 — perimeters are declared and breached, structures are
    assaulted and fall, and a hold with no structure loses (HF-1.1)."""
    app = HolytableApp(game="holdfast", names=list(NAMES), seed=HF_SEED, key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        assert isinstance(app.screen, LobbyScreen)
        await pilot.press("enter", "ctrl+t")  # the form, then Start: Hedge Circle vs Raiders
        handoffs = step = 0
        seen: set[str] = set()
        for _ in range(600):
            screen = app.screen
            if isinstance(screen, HandoffScreen):
                handoffs += 1
                await pilot.press("enter")
                continue
            if not isinstance(screen, HoldfastScreen):
                break
            opts = screen.options()
            before = len(screen.game.choices)
            await pilot.press(*keys_for(screen.cursor, holdfast_pick(view_dict(screen.game.view(screen.seat))), len(opts), step))
            step += 1
            assert len(screen.game.choices) == before + 1
            if isinstance(app.screen, HoldfastScreen) and step % 4 == 0:
                text = screen_text(app)
                seen.update(m for m in ("◎", "*", "⚔", "BREACHED", "╳gap", "perimeter:", "courtyard") if m in text)
                for name in hidden_names(screen.game, screen.seat):
                    assert name not in text, name
        assert isinstance(app.screen, GameOverScreen), type(app.screen)
        rec = app.screen.record
        text = screen_text(app)
        assert rec.game == "holdfast" and rec.finished
        assert "with no structure in play" in rec.result and "last player standing" in rec.result
        assert "★ Bo wins" in text and "Bo (Raiders)" in text
        log = rec.build().view_dict(None)["log"]
        structure_assaults = [ln for ln in log if ln.startswith("Morale step")]
        assert len(structure_assaults) >= 3
        assert any("Camp falls" in ln for ln in log) and any("perimeter is breached" in ln for ln in log)
        assert handoffs >= 10 and step >= 60
        assert {"◎", "⚔", "BREACHED", "perimeter:"} <= seen
        saves = list(saves_dir().glob("holdfast-*.json"))
        assert len(saves) == 1 and load_record(saves[0]).choices == rec.choices


async def test_prompt_scrolls_and_zero_picks_the_last_option():
    from holytable.engine.record import save_record

    path = saves_dir() / "holdfast-test.json"
    save_record(holdfast_record(HF_SEED, HF_HOLD_CHOICES), path)
    app = HolytableApp(resume=path, key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        await pass_handoff(pilot)
        gs = game_screen(app)
        opts = gs.options()
        n = len(opts)
        assert n == 15
        for i, o in enumerate(opts):
            text = screen_text(app)
            assert f"[{i + 1}/{n}" in text
            assert option_label(o, opts, Cards(gs._view, gs.seat)) in text
            await pilot.press("down")
        await pilot.press("pagedown")
        assert gs.options()[gs.cursor].id.startswith("play:") or gs.cursor > 0
        n = len(gs.game.choices)
        await pilot.press("0")
        assert gs.game.choices[n] == "end"
        text = screen_text(app)
        assert "Assault Phase" in text


# -- a first game at 80x24 (the card panels, the warning, wrapping, copies, legend) ------------
async def test_h_and_i_panels_show_every_card_in_full():
    """The hand at 80x24 names its key ``h``: it lists every card of it with cost,
    stats and whole text (the ones it cannot pay for too), ``i`` every card
    on the table; Esc closes either. The hand's line names both keys."""
    from holytable.engine.record import save_record
    from holytable.games.holdfast.screen import LEGEND, CardsScreen

    path = saves_dir() / "holdfast-panels.json"
    save_record(holdfast_record(HF_SEED, HF_HOLD_CHOICES), path)
    app = HolytableApp(resume=path, key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        await pass_handoff(pilot)
        gs = game_screen(app)
        me = gs._view.board.players[gs.seat]
        text = screen_text(app)
        assert "(h)" in text or "h: hand" in text
        assert "more (h)" in text or all(c.name in text for c in me.hand)
        await pilot.press("h")
        assert isinstance(app.screen, CardsScreen)
        panel = app.screen.plain
        assert LEGEND in panel
        for c in me.hand:
            assert c.name in panel and c.text in panel and f"cost {c.cost}" in panel
        assert "can be deployed now" in panel
        await pilot.press("escape")
        assert app.screen is gs
        await pilot.press("i")
        assert isinstance(app.screen, CardsScreen)
        panel = app.screen.plain
        opp = gs._view.board.players[1 - gs.seat]
        for c in opp.outland + tuple(s for s in opp.perimeter if not s.gap):
            assert c.name in panel
        assert "Perimeter (BREACHED)" in panel and "╳ gap" in panel and "Middling" in panel
        await pilot.press("escape")
        assert app.screen is gs
    view = holdfast_record(HF_SEED, HF_ASSAULT_CHOICES).build().view(0)
    text = board_text(layout(view, 0, view.options[0], 96, 34))  # with room for the hand's own line
    assert "h: hand · i: all cards" in text


async def test_hf_1_1_the_warning_opens_on_back():
    """HF-1.1: Enter on "End the Command Phase" with no denizen and no
    structure brings the warning with the cursor on "Back": one more Enter
    goes back, it never loses the game."""
    from holytable.engine.record import save_record

    path = saves_dir() / "holdfast-warning.json"
    save_record(holdfast_record(HF_SEED, 0), path)
    app = HolytableApp(resume=path, key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        await pass_handoff(pilot)
        gs = game_screen(app)
        assert gs._view.decision_kind == "command"
        await pilot.press("left")  # the cursor wraps to the last option: End the Command Phase
        assert gs.options()[gs.cursor].id == "end"
        await pilot.press("enter")
        assert gs._view.decision_kind == "confirm_end"
        assert gs.options()[gs.cursor].id == "stay"
        text = screen_text(app)
        assert "End anyway? No denizen and no structure: you lose" in text
        await pilot.press("enter")
        assert gs._view.decision_kind == "command" and not gs.game.over
        # 0 ends the phase, and 0 again must not lose: "End anyway" has no 0
        await pilot.press("0")
        assert gs._view.decision_kind == "confirm_end"
        assert "0" not in gs.option_keys(len(gs.options()))
        await pilot.press("0")
        assert gs._view.decision_kind == "confirm_end" and not gs.game.over


def test_wrapped_perimeter_keeps_its_joins_and_names_are_whole():
    """A perimeter wrapped onto several lines starts each with "═"; names are
    not cut while there is room (Levy Recruit, Shieldbearer: 12 letters)."""
    view = holdfast_record(HF_SEED, HF_HOLD_CHOICES).build().view(1)
    lines = board_text(layout(view, 1, view.options[0], 54, 18)).splitlines()  # the board beside the log
    at = next(i for i, ln in enumerate(lines) if "perimeter BREACHED" in ln)
    assert lines[at + 1].lstrip().startswith("═"), lines[at:at + 3]
    text = board_text(layout(view, 1, view.options[0], *BOARD))
    assert "Levy Recruit 1/2/1" in text and "Levy Recr…" not in text


def test_legend_and_actions_left():
    """The legend names every symbol of the board, the rules page's "On
    screen" has it too, and a card that acts twice says how many are left."""
    from pathlib import Path

    from holytable.games.holdfast.screen import LEGEND, card_facts

    for sym in ("s/f/m", "⤵", "*", "◎", "▒", "[·]", "╳", "»", "dmgN", "#n"):
        assert sym in LEGEND, sym
    page = (Path(__file__).resolve().parents[2] / "docs" / "rules" / "holdfast.md").read_text(encoding="utf-8")
    on_screen = page.split("## On screen", 1)[1].split("\n## ", 1)[0]
    for sym in ("s/f/m", "⤵", "◎", "▒", "[·]", "╳", "»", "dmg", "#n", "2 acts left"):
        assert sym in on_screen, sym
    sellsword = Card(name="Sellsword", type="denizen", cost="3 Wealth", strength=3, fortitude=2, fortitude_left=2,
                     morale=0, acts=2, acted=0, where="outland")
    assert "2 acts left" in card_facts(sellsword)
    assert "1 act left" in card_facts(replace(sellsword, acted=1))


def test_copy_labels_carry_the_boards_number():
    """Every option about one of several same-named cards on the field says
    which, as the board does ("Turn Shieldbearer face up (free) · #2"), and the
    face-down card it is about is marked ">"."""
    sb1 = Card(uid="p1-shieldbearer-1", key="shieldbearer", name="Shieldbearer", type="denizen", copy=1,
               where="outland", controller=0, strength=1, fortitude=3, fortitude_left=3, morale=1)
    sb2 = replace(sb1, uid="p1-shieldbearer-2", copy=2, face_down=True, fd="fd7")
    players = [side(0, "Ana", outland=(sb1, sb2)), side(1, "Bo")]
    view = board(players)
    opts = [Option("show:fd7", "Turn Shieldbearer face up (free)", "shieldbearer", verb="turn_up", cards=("fd7",)),
            Option("end", "End the Command Phase and go to assaults", verb="end")]
    cards = Cards(view, 0)
    assert option_label(opts[0], opts, cards, players) == "Turn Shieldbearer face up (free) · #2"
    marks = Marks(view, {"fd7"})
    assert piece_token(sb2, marks, 0).plain.startswith(">▒Shieldbearer")
    assert not piece_token(sb1, marks, 0).plain.startswith(">")


def test_prompt_titles_fit_80_columns():
    """The engine's prompts are said in few words (words.py): they fit the
    prompt's border at 80 columns (78 cells) with the pager's "[10/44 · PgDn] "
    and a player's name in CJK in front (issue 11: the warning before a lost
    End Phase was cut at "you lose at tur…"); the screen shows them as they
    are, only naming the card being deployed for the player deploying it."""
    from rich.cells import cell_len

    from holytable.games.holdfast import words

    for prompt in (
        words.prompt_confirm_end(["denizen", "structure"]),
        words.prompt_offer("7 Stock, 1 Wealth, 2 any"),
        words.prompt_split("Storehouse Annex", 12, 12),
        words.prompt_command(10, 20),
        words.PROMPT_WALL,
        words.PROMPT_REVEAL,
        words.PROMPT_ASSAULT,
    ):
        assert cell_len(f"[10/44 · PgDn] 王小明: {prompt}") <= 78, prompt
    assert words.prompt_offer("5 Stock, 1 Wealth, 4 any").startswith("Upkeep 5 Stock, 1 Wealth, 4 any")

    for prompt in (
        words.prompt_trap("morale step", "Bo", "Storehouse Annex", 12),
        words.prompt_confirm_end(["denizen", "structure"]),
        words.prompt_group("a face-down card of Bo's"),
        words.PROMPT_WALL,
        words.PROMPT_REVEAL,
        words.prompt_split("Storehouse Annex", 12, 12),
        words.prompt_command(10, 20),
        words.prompt_offer("7 Stock, 1 Wealth, 2 any"),
        words.prompt_pay(2, "the deploy cost"),
    ):
        assert len(f"Ana: {prompt}") <= 66, prompt
    assert words.prompt_trap("damage step", "Player 2", "Militia", 9) == \
        "Spring a trap? damage step · Player 2 → Militia (str 9)"
    assert words.prompt_pay(1, "the deploy cost") == "Pay 1 more of any kind (the deploy cost)"
    rd = ready_decks()
    game = HoldfastGame(seed=5, decks=[load_deck(rd["raiders"]), load_deck(rd["hedge-circle"])], names=list(NAMES))
    while not (game.pending.kind == "command" and any(o.verb == "deploy" for o in game.pending.options)):
        game.choose(game.pending.ids()[0])
    seat = game.pending.player
    deploy = next(o for o in game.pending.options if o.verb == "deploy")
    game.choose(deploy.id)
    view = game.view(seat)
    assert view.prompt == "Deploy a card: where?"  # every seat reads it: no name
    fake = SimpleNamespace(options=lambda: list(view.options), _view=view, seat=seat)
    name = game.cname(game.by_uid[deploy.cards[0]])
    assert HoldfastScreen.prompt_title(fake, f"{NAMES[seat]}: {view.prompt}") == f"{NAMES[seat]}: Deploy {name}: where?"


async def test_cards_not_offered_beyond_the_line_are_counted(monkeypatch):
    """As in Holy Wars and Pantheon (fresh19/20 found "… i: all" opaque): the
    "Not offered" line ends with how many cards more the hand panel shows,
    "· +4 more (h)", not a bare "… (h)"."""
    from holytable.games.holdfast import screen as hf_screen
    from holytable.ui.app import GameSetup
    from holytable.ui.decks import default_decks

    many = [("Levy Recruit", "needs 2 Stock"), ("Grave Tender", "needs 2 Stock"),
            ("Tithe of Ash", "needs 1 Current, 1 Stock"), ("Sellsword", "needs 3 Wealth"),
            ("Militia", "needs 1 Production, 1 Stock"), ("Exhume", "no target"), ("Outrider", "no target")]
    monkeypatch.setattr(hf_screen, "not_offered", lambda game, seat: many)
    app = HolytableApp(start=GameSetup("holdfast", list(NAMES), default_decks("holdfast", 2), {}, 3), key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        await pass_handoff(pilot)
        gs = game_screen(app)
        g, rng = gs.game.clone(), random.Random(3)
        while g.view(g.pending.player).decision_kind != "command":
            g.choose(rng.choice(g.legal_ids()))
        gs.game, gs.seat, gs.private = g, g.pending.player, True
        gs._redraw()
        await pilot.pause()
        note = gs.prompt_notes()
        assert "…" not in note and note.endswith(" more (h)"), note
        shown = sum(len(e.split(" (")[0].split(", ")) for e in note[len("Not offered: "):].split(" · ")[:-1])
        assert f"· +{len(many) - shown} more (h)" in note, note
