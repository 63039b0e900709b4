"""A whole game of Frontline played through key presses alone (issue 2, §8)."""
from __future__ import annotations

from uihelpers import NAMES, SIZE, screen_text

from holytable.engine.record import load_record, saves_dir
from holytable.ui.app import HolytableApp
from holytable.ui.game_over import GameOverScreen
from holytable.ui.game_screen import GameScreen
from holytable.ui.lobby import LobbyScreen
from holytable.ui.modals import HandoffScreen


async def test_whole_blitz_game_by_keys():
    app = HolytableApp(names=list(NAMES), options={"length": "blitz"}, seed=3, key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        assert isinstance(app.screen, LobbyScreen)
        await pilot.press("enter")  # Start is focused: the lobby's defaults + presets
        keys = ["1", "enter", "2", "down", "enter"]
        n = handoffs = 0
        for _ in range(2000):
            screen = app.screen
            if isinstance(screen, HandoffScreen):
                handoffs += 1
                await pilot.press("enter")
            elif isinstance(screen, GameScreen):
                before = len(screen.game.choices)
                key = keys[n % len(keys)]
                if key == "down":
                    await pilot.press("down", "enter")
                    n += 1
                elif key == "2" and len(screen.options()) < 2:
                    await pilot.press("1")
                else:
                    await pilot.press(key)
                n += 1
                assert len(screen.game.choices) == before + 1 or screen.game.over or isinstance(app.screen, HandoffScreen)
            else:
                break
        assert isinstance(app.screen, GameOverScreen)
        text = screen_text(app)
        rec = app.screen.record
        winner = rec.result.split(" reached")[0]
        assert winner in NAMES
        assert f"★ {winner} wins" in text
        assert "Play again" in text and "Back to lobby" in text
        assert handoffs > 10
        # The autosave holds the finished game.
        saves = list(saves_dir().glob("frontline-*.json"))
        assert len(saves) == 1
        saved = load_record(saves[0])
        assert saved.finished and saved.choices == rec.choices
        # Back to the lobby; the finished game is not offered for resume.
        await pilot.press("b")
        assert isinstance(app.screen, LobbyScreen)
        assert "Resume a saved game" not in screen_text(app)


async def test_game_over_play_again_and_lobby():
    from uihelpers import finished_record

    path = saves_dir() / "frontline-done.json"
    saves_dir().mkdir(parents=True)
    rec = finished_record(path)
    app = HolytableApp(resume=path, key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, GameOverScreen)
        text = screen_text(app)
        assert "Final scores" in text and rec.result in text
        await pilot.press("p", "p")  # pressed twice: one new game only
        assert isinstance(app.screen, HandoffScreen)
        gs = app.screen_stack[-2]
        assert isinstance(gs, GameScreen)
        assert gs.game.names == rec.names and gs.game.options == rec.options
        assert gs.game.decks == [type(gs.game.decks[0]).model_validate(d) for d in rec.decks]
        assert gs.game.choices == [] and gs.save_path != path
        assert len(list(saves_dir().glob("*.json"))) == 2
        await pilot.press("enter", "escape", "y")
        assert isinstance(app.screen, LobbyScreen)
