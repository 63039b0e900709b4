"""Whole hot-seat games at tables of three and four at 80x24, keys only
(issue 15, "More seats"): a 3-player Pantheon, a 3-player Holdfast and a
4-player Heresy, from the first handoff to the game-over screen.

Each choice is made with the arrows and Enter (Pantheon's digits are its
dice), each handoff passed with Enter. The choices follow a simple rule
found with the engine to end the game soon (seed and rule below): Pantheon
to 5 WP, attacking whenever it can; Holdfast at random (two holds given up:
the last player standing wins, HF's eliminations in seat order); Heresy
short, Ana the screenshots' simple player and the others passing or ending
their turn where they can (response windows only asked of a player who can
answer).
"""
from __future__ import annotations

import random

import pytest
from uihelpers import SIZE, game_screen, until

from holytable.ui.app import HolytableApp
from holytable.ui.decks import default_decks
from holytable.ui.game_over import GameOverScreen
from holytable.ui.lobby import GameSetup
from holytable.ui.modals import HandoffScreen
from holytable.ui.screenshots import heresy_pick
from holytable.ui.settings import Settings

NAMES = ["Ana", "Bo", "Cy", "Di"]
#: game -> (players, options, seed)
TABLES = {
    "pantheon": (3, {"wp_goal": 5}, 5),
    "holdfast": (3, {"turn_limit": 30}, 19),
    "heresy": (4, {"length": "short"}, 0),
}


def pick(gid: str, gs, rng: random.Random) -> int:
    """The index of the option to choose now."""
    d = gs.game.pending
    opts = gs.options()
    if gid == "heresy":  # Ana plays; the others pass or end their turn where they can
        verbs = [o.verb for o in opts]
        if d.player != 0:
            for verb in ("pass", "done", "end_turn", "end", "abstain"):
                if verb in verbs:
                    return verbs.index(verb)
        return heresy_pick(gs._view)
    if gid == "pantheon":
        attacks = [i for i, o in enumerate(opts) if o.verb == "attack"]
        if attacks:
            return rng.choice(attacks)
        plays = [i for i, o in enumerate(opts) if o.verb in ("play", "move", "target", "place", "lock", "keep_all")]
        if plays and rng.random() < 0.8:
            return rng.choice(plays)
    ids = d.ids()
    return [o.id for o in opts].index(rng.choice(ids))


@pytest.mark.parametrize("gid", list(TABLES))
async def test_a_whole_hot_seat_game_of_many_by_keys(gid):
    seats, options, seed = TABLES[gid]
    setup = GameSetup(gid, NAMES[:seats], default_decks(gid, seats), options, seed)
    app = HolytableApp(start=setup, key_guard=0)
    rng = random.Random(seed)
    async with app.run_test(size=SIZE) as pilot:
        if gid == "heresy":
            app.settings = Settings(reaction_mode="when-able")
        gs = game_screen(app)
        game = gs.game
        handed: list[int] = []
        for _ in range(3000):
            await until(pilot, lambda: isinstance(app.screen, (GameOverScreen, HandoffScreen))
                        or (app.screen is gs and bool(gs.options())), what="a decision")
            screen = app.screen
            if isinstance(screen, GameOverScreen):
                break
            if isinstance(screen, HandoffScreen):
                handed.append(game.pending.player)
                await pilot.press("enter")
                continue
            assert gs.viewer() == game.pending.player
            target = pick(gid, gs, rng)
            delta = target - gs.cursor
            before = len(game.choices)
            await pilot.press(*(["down" if delta > 0 else "up"] * abs(delta)), "enter")
            assert len(game.choices) > before, (gs._view.decision_kind, gs._view.prompt, target)
        assert isinstance(app.screen, GameOverScreen), "the game did not end"
        rec = app.screen.record
        assert rec.finished and len(rec.names) == seats
        assert set(handed) == set(range(seats))  # every seat had the keyboard
        assert game.outcome.winner is not None
