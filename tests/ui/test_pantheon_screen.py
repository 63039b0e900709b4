"""Pantheon's screen (issue 4, "Screen and keys"): the board drawn at 80x24 for
every decision of random games, and games played by keys with the Pilot,
rolling, keeping and releasing dice with 1-6, R, K and N.
"""
from __future__ import annotations

import json
import random

from uihelpers import NAMES, SIZE, game_screen, screen_text

from holytable.games.pantheon.decks import load_deck, ready_decks
from holytable.games.pantheon.rules import PantheonGame
from holytable.games.pantheon.screen import PantheonScreen, dice_text, layout
from holytable.ui.app import HolytableApp
from holytable.ui.game_over import GameOverScreen
from holytable.ui.lobby import GameSetup
from holytable.ui.modals import HandoffScreen

#: The board's size inside an 80x24 screen (log, header, prompt, footer around it).
BOARD = (54, 18)


def decks(pair: tuple[int, int] = (0, 1)) -> list[str]:
    names = list(ready_decks())
    return [names[pair[0]], names[pair[1]]]


def engine_game(seed: int, pair: tuple[int, int] = (0, 1)) -> PantheonGame:
    rd = ready_decks()
    return PantheonGame(options={}, seed=seed, decks=[load_deck(rd[d]) for d in decks(pair)], names=list(NAMES))


def hidden_hand_names(game: PantheonGame, seat: int) -> set[str]:
    """Names in the opponent's hand that ``seat``'s view shows nowhere else."""
    other = 1 - seat
    hand = {c["name"] for c in game.view(other)["players"][other]["hand"]}
    seen = json.dumps(game.view(seat))
    return {n for n in hand if n not in seen}


def test_dice_show_kept_state_without_colour():
    p = {"dice": [{"value": 5, "kept": True}, {"value": 3, "kept": False}]}
    assert dice_text(p) == "[5]  3 "
    assert dice_text({"dice": [{"value": 0, "kept": False}] * 6}) == "· · · · · ·"


def test_every_decision_of_random_games_draws_at_80x24():
    width, height = BOARD
    for seed, pair in ((1, (0, 1)), (2, (1, 2))):
        game = engine_game(seed, pair)
        rng = random.Random(seed)
        steps = 0
        while game.pending and steps < 3000:
            d = game.pending
            view = game.view(d.player)
            opts = view["options"]
            for hl in {0, len(opts) - 1}:
                parts = layout(view, d.player, opts[hl], width, height)
                lines = [ln for k in ("opp", "mid", "me", "hand", "card") for ln in parts[k]]
                assert len(lines) <= height
                assert all(ln.cell_len <= width for ln in lines)
                text = "\n".join(ln.plain for ln in lines)
                for name in hidden_hand_names(game, d.player):
                    assert name not in text, name
            # The public view (handoff up) draws too, without any hand.
            pub = layout(game.view(None), d.player, None, width, height)
            assert "hidden" in pub["hand"][0].plain
            game.choose(rng.choice(d.ids()))
            steps += 1
        assert game.outcome is not None


def pn_app(seed: int = 3, **options) -> HolytableApp:
    return HolytableApp(start=GameSetup("pantheon", list(NAMES), decks(), options, seed), key_guard=0)


async def step(pilot, gs: PantheonScreen) -> None:
    """One decision by keys: the roll with R, 2 (keep die 2), R, K; N to end phases, else Enter
    on the first option (or a random key)."""
    app = pilot.app
    if isinstance(app.screen, HandoffScreen):
        await pilot.press("enter")
        return
    v = gs._view
    ids = [o["id"] for o in gs.options()]
    if v.get("decision_kind") == "roll":
        me = v["players"][gs.seat]
        if "roll" in ids and me["rolls"] == 0:
            await pilot.press("r")
        elif me["rolls"] == 1 and "keep:2" in ids:
            await pilot.press("2")
        elif me["rolls"] == 1 and "roll" in ids:
            await pilot.press("r")
        else:
            await pilot.press("k")
        return
    if "next" in ids and v.get("decision_kind") in ("play", "combat"):
        # play something now and then, else go on
        if len(ids) > 1 and random.random() < 0.5:
            await pilot.press("1")
        else:
            await pilot.press("n")
        return
    await pilot.press("enter")


async def test_a_turn_by_keys_rolling_and_keeping_dice():
    app = pn_app()
    random.seed(5)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        gs = game_screen(app)
        assert isinstance(gs, PantheonScreen)
        seen_roll = False
        for _ in range(400):
            await pilot.pause()
            if isinstance(app.screen, HandoffScreen):
                await pilot.press("enter")
                continue
            v = gs._view
            if v.get("turn", 0) >= 2 and v.get("phase") == "roll":
                break
            if v.get("decision_kind") == "roll" and not seen_roll and v["players"][gs.seat]["rolls"] == 1:
                # keep die 1 and 3, release 3, reroll, keep all
                me = v["players"][gs.seat]
                assert not me["dice"][0]["kept"]
                await pilot.press("1")
                await pilot.press("3")
                me = gs._view["players"][gs.seat]
                assert me["dice"][0]["kept"] and me["dice"][2]["kept"]
                text = screen_text(app)
                assert f"[{me['dice'][0]['value']}]" in text and "(roll 1/3)" in text
                await pilot.press("3")
                assert not gs._view["players"][gs.seat]["dice"][2]["kept"]
                await pilot.press("r")
                me = gs._view["players"][gs.seat]
                assert me["rolls"] == 2 and me["dice"][0]["kept"]
                await pilot.press("k")
                assert gs._view["players"][gs.seat]["locked"] or isinstance(app.screen, HandoffScreen)
                seen_roll = True
                continue
            await step(pilot, gs)
        else:
            raise AssertionError("turn 1 did not end")
        assert seen_roll
        text = screen_text(app)
        for words in ("Pantheon", "turn 2", "WP", "CP ", "MP ", "AP ", "grave", "sealed", "Log"):
            assert words in text, words
        lines = text.splitlines()
        top = next(i for i, ln in enumerate(lines) if "▲ " in ln)
        bottom = next(i for i, ln in enumerate(lines) if "▼ " in ln)
        assert top < bottom
        assert "Roll" in lines[-1] and "Keep all" in lines[-1]  # the footer lists the dice keys
        for name in hidden_hand_names(gs.game, gs.seat):  # the opponent's hand is never on screen
            assert name not in text, name
        # N ends a phase when the prompt offers it.
        await pilot.press("r")
        while "next" not in [o["id"] for o in gs.options()] or isinstance(app.screen, HandoffScreen):
            await step(pilot, gs)
        turn, n = gs.game.view(None)["turn"], len(gs.game.choices)
        await pilot.press("n")
        assert len(gs.game.choices) == n + 1 and gs.game.view(None)["turn"] == turn


async def test_a_whole_game_by_keys():
    app = pn_app(seed=11, wp_goal=5)  # the shortest match keeps the test quick
    random.seed(11)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        gs = game_screen(app)
        for _ in range(6000):
            if isinstance(app.screen, GameOverScreen):
                break
            await step(pilot, gs)
        else:
            raise AssertionError("the game did not end")
        assert gs.game.over
