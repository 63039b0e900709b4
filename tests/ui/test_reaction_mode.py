"""DESIGN.md hot-seat: response windows in "always ask" and "ask only when I can
respond" modes, with a tiny stand-in game whose second player is offered a window
that holds only "pass"."""
from __future__ import annotations

from typing import Any

from pydantic import BaseModel
from uihelpers import SIZE, game_screen, pass_handoff

from holytable.engine.decision import PASS, Decision, Option
from holytable.engine.game import Game, Outcome
from holytable.engine.record import GameRecord
from holytable.ui.app import HolytableApp
from holytable.ui.modals import HandoffScreen
from holytable.ui.settings import Settings


class Seat(BaseModel):
    name: str


class WindowGame(Game):
    """Seat 0 acts three times; after each action seat 1 gets a window with only
    "pass" on offer."""

    game_id = "window-test"
    title = "Window test"

    def setup(self) -> None:
        self.step = 0

    def advance(self) -> Decision | None:
        if self.step >= 6:
            self.outcome = Outcome(0, "three actions")
            return None
        if self.step % 2 == 0:
            return Decision(0, "act", "Act", (Option("act", "Act"),))
        return Decision(1, "window", "Respond?", (Option(PASS, "Pass"),), window=True)

    def apply(self, decision: Decision, option: Option) -> None:
        self.log.add(f"{self.names[decision.player]} chose {option.id}")
        self.step += 1

    def board_view(self, player: int | None) -> dict[str, Any]:
        return {"step": self.step}

    def check_invariants(self) -> None:
        pass


def window_app(mode: str, tmp_path) -> HolytableApp:
    app = HolytableApp(key_guard=0)
    app.settings = Settings(reaction_mode=mode)
    return app


async def _start(app, tmp_path):
    game = WindowGame(seed=1, decks=[Seat(name="a"), Seat(name="b")], names=["Ana", "Bo"])
    app._open(game, GameRecord.of(game), tmp_path / "w.json")
    return game


async def test_when_able_mode_passes_a_pass_only_window_without_a_handoff(tmp_path):
    app = window_app("when-able", tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await _start(app, tmp_path)
        await pilot.pause()
        await pass_handoff(pilot)  # Ana takes the keyboard
        await pilot.press("1")  # act: Bo's window holds only pass -> passed for him
        await pilot.pause()
        gs = game_screen(app)
        assert not isinstance(app.screen, HandoffScreen)
        assert gs.game.choices == ["act", PASS]
        assert gs.game.pending.player == 0


async def test_always_mode_hands_the_keyboard_over_even_for_a_pass_only_window(tmp_path):
    app = window_app("always", tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await _start(app, tmp_path)
        await pilot.pause()
        await pass_handoff(pilot)
        await pilot.press("1")
        await pilot.pause()
        assert isinstance(app.screen, HandoffScreen)
        assert game_screen(app).game.choices == ["act"]


async def test_switching_to_when_able_mid_game_counts_from_the_next_game(tmp_path):
    """The settings screen's reaction mode is saved at once but counts from
    the next game: the game in progress keeps the mode it began with (one
    player switching to "ask only when I can respond" on their own screen
    made the other's handoffs tell his hand, silently: break19)."""
    from holytable.ui.settings_screen import SettingsScreen

    app = window_app("always", tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await _start(app, tmp_path)
        await pilot.pause()
        await pass_handoff(pilot)
        await pilot.press("s")  # settings, in the game
        await pilot.pause()
        assert isinstance(app.screen, SettingsScreen)
        app.screen.query_one("#reaction-when-able").value = True
        await pilot.pause()
        await pilot.press("escape")
        await pilot.pause()
        assert app.settings.reaction_mode == "when-able"
        assert game_screen(app).window_mode == "always"
        await pilot.press("1")  # act: Bo's pass-only window is still handed to him ("always ask")
        await pilot.pause()
        assert isinstance(app.screen, HandoffScreen)
        assert game_screen(app).game.choices == ["act"]
