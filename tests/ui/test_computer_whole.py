"""A whole game of each of the five games against the computer at 80x24,
the person's choices made by keys (issue 14, at the table).

The computer is the real search player at a tiny budget (a few iterations:
fast, and every game's determinization and the worker are used; in Heresy
a random player), with no pause between its choices. The person's keys: the key each option shows (a
digit or letter), or End and Enter, or the arrows and Enter (Holdfast's
simple rule, :func:`~holytable.ui.screenshots.holdfast_pick`, the shorter way
round); mostly the
last option (end the phase, pass), which keeps games short. Each game ends
on the game-over screen; no handoff screen is ever shown, and no window
where the person could only pass (passed for them: nobody else looks).
"""
from __future__ import annotations

import pytest
from uihelpers import NAMES, SIZE, game_screen, until

from holytable.bot.ismcts import Budget
from holytable.bot.players import RandomPlayer, SearchPlayer
from holytable.ui import computer
from holytable.ui.app import HolytableApp
from holytable.ui.decks import default_decks
from holytable.ui.game_over import GameOverScreen
from holytable.ui.lobby import GameSetup
from holytable.ui.modals import HandoffScreen
from holytable.ui.screenshots import holdfast_pick
from holytable.ui.settings import Settings, save_settings

#: game -> (options, seed): short games (found with the engine; 36-230
#: choices in all, 5-13 s each on the shared machine).
GAMES = {
    "frontline": ({"length": "blitz"}, 3),
    "holy_wars": ({}, 33),
    "pantheon": ({"wp_goal": 5}, 2),
    "holdfast": ({"turn_limit": 30}, 3),
    "heresy": ({"length": "short"}, 37),
}
TINY = Budget(iterations=4, seconds=0.05, cutoff=6)


def keys_for(screen, step: int) -> list[str]:
    """The keys of the person's next choice."""
    opts = screen.options()
    if screen.game.game_id == "holdfast":
        target = holdfast_pick(screen.game.view_dict(screen.seat))
        # the shorter way round (the cursor wraps from the last option to
        # the first and back): each arrow is a whole redraw of the board
        down = (target - screen.cursor) % len(opts)
        up = len(opts) - down
        return (["down"] * down if down <= up else ["up"] * up) + ["enter"]
    key = screen.option_keys(len(opts))[-1]
    if step % 2 or not key or screen.game.game_id == "pantheon":  # Pantheon's digits are its dice
        return ["end", "enter"]
    return [key]


@pytest.mark.parametrize("game", list(GAMES))
async def test_a_whole_game_by_keys_against_the_computer(game, monkeypatch):
    options, seed = GAMES[game]
    # Heresy's computer plays at random: its screen's redraw is most of a
    # choice's cost, and random play with this seed ends the game soonest
    monkeypatch.setattr(computer, "make_player",
                        lambda kind, s: RandomPlayer(s) if game == "heresy" else SearchPlayer(TINY, seed=s))
    save_settings(Settings(computer_pace="none"))
    # A response window of the computer takes WINDOW_SECONDS (0.6 s) whatever
    # it holds, its search stopped after WINDOW_SEARCH (issue 16): a promise
    # about time, checked by test_computer_window_pace_never_tells_the_hand.py.
    # Here no pause: a window's search stops at the tiny budget's time, and
    # its answer shows at once (issue 11: the wait was most of this test's time).
    monkeypatch.setattr(computer, "WINDOW_SECONDS", 0.0)
    monkeypatch.setattr(computer, "WINDOW_SEARCH", TINY.seconds)
    setup = GameSetup(game, list(NAMES), default_decks(game, 2), options, seed, ["human", "easy"])
    app = HolytableApp(start=setup, key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        gs = game_screen(app)
        step = 0
        while not isinstance(app.screen, GameOverScreen):
            await until(pilot, lambda: isinstance(app.screen, GameOverScreen)
                        or (app.screen is gs and bool(gs.options())), what="the person's decision")
            if isinstance(app.screen, GameOverScreen):
                break
            assert gs.seat == 0 and gs._view.player == 0
            assert not gs.game.pending.only_pass()  # nobody else looks: a window with only Pass is passed
            before = len(gs.game.choices)
            keys = keys_for(gs, step)
            await pilot.press(*keys)
            if len(gs.game.choices) == before:  # "... Press again to confirm" (Holy Wars' end of turn)
                await pilot.press(*keys[-1:])
            step += 1
            assert len(gs.game.choices) > before, (gs._view.decision_kind, gs._view.prompt)
            assert not any(isinstance(s, HandoffScreen) for s in app.screen_stack)
            assert step < 400, "the game does not end"
        rec = app.screen.record
        assert rec.finished and rec.seats == ["human", "easy"]
        assert {0, 1} <= set(gs.game.deciders)
        if game == "frontline":  # play again: the same seats, against the computer again
            await pilot.press("p")
            await until(pilot, lambda: game_screen(app) is not gs, what="the new game")
            again = game_screen(app)
            assert again.computer is not None and again.record.seats == ["human", "easy"]
            assert again.seat == 0 and not any(isinstance(s, HandoffScreen) for s in app.screen_stack)
