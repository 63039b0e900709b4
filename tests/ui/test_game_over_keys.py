"""The game-over screen takes keys at once, and its "Play again" button has the
focus: an Enter still repeating from the last choice (a held key, ~30/s)
presses it, so the result screen vanishes and a new game starts before anyone
reads who won. Expected: GameOverScreen takes only a fresh press, like a game
screen that has just revealed a hand (holytable/ui/keys.py)."""
import asyncio

from uihelpers import SIZE, burst, engine_game, game_screen, until

from holytable.engine.record import GameRecord, save_record
from holytable.ui.app import HolytableApp
from holytable.ui.game_over import GameOverScreen
from holytable.ui.modals import HandoffScreen


async def test_a_held_enter_through_the_last_choice_leaves_the_result_showing(tmp_path):
    game = engine_game()
    while True:  # play on until one choice is left before the end
        ids = game.pending.ids()
        probe = GameRecord.of(game).build()
        probe.choose(ids[0])
        if probe.over:
            break
        game.choose(ids[0])
    path = tmp_path / "almost.json"
    save_record(GameRecord.of(game), path)
    app = HolytableApp(resume=path)          # the real key timings
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: isinstance(app.screen, HandoffScreen))
        await pilot.pause(app.keys.timing.handoff + 0.2)
        await pilot.press("enter")           # a fresh press: the hand shows
        await until(pilot, lambda: not isinstance(app.screen, HandoffScreen))
        await pilot.pause(0.7)
        await pilot.press("enter")           # fresh: the last choice... and held
        await asyncio.sleep(0.3)             # the terminal's repeat delay
        for _ in range(40):
            await burst(app, ["enter"])
            await asyncio.sleep(0.033)
        await pilot.pause(0.5)
        s = app.screen
        now = game_screen(app).game if not isinstance(s, GameOverScreen) else None
        assert isinstance(s, GameOverScreen), (
            f"the result is gone: {type(s).__name__} of a game with {len(now.choices)} choices, over={now.over}")
