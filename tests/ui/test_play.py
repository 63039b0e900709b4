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
        await pilot.press("enter", "ctrl+t")  # the games list opens the form; Ctrl+T starts
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
        # the new game is kept from its first real choice on (issue 13)
        assert len(list(saves_dir().glob("*.json"))) == 1 and not gs.save_path.exists()
        await pilot.press("enter", "escape", "y")
        assert isinstance(app.screen, LobbyScreen)


async def _play_keys(pilot, app, max_choices: int) -> int:
    """Answer handoffs with Enter and decisions with '1'; stop after max_choices
    choices or at the game-over screen. Returns the choices made."""
    made = 0
    for _ in range(4000):
        screen = app.screen
        if isinstance(screen, HandoffScreen):
            await pilot.press("enter")
        elif isinstance(screen, GameScreen):
            if made >= max_choices:
                break
            await pilot.press("1")
            made += 1
        else:
            break
    return made


async def test_whole_game_by_keys_with_a_takeback_a_handoff_and_a_resume():
    """Issue 2 §8: one game, start to winner, through keys: a takeback on the
    handoff screen, then the app is closed mid-game and the game resumed."""
    app = HolytableApp(names=list(NAMES), options={"length": "blitz"}, seed=11, key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("enter", "ctrl+t")  # the games list opens the form; Ctrl+T starts
        assert isinstance(app.screen, HandoffScreen)
        await pilot.press("enter")
        gs = app.screen
        assert isinstance(gs, GameScreen)
        first = gs.game.pending.player
        await pilot.press("1")  # the first draft of the game...
        assert isinstance(app.screen, HandoffScreen) and len(gs.game.choices) == 1
        assert f"{NAMES[first]}: press u" in screen_text(app)
        await pilot.press("u")  # ...taken back from the handoff screen
        assert gs.game.choices == [] and gs.game.pending.player == first
        await _play_keys(pilot, app, 12)
        mid = list(gs.game.choices)
        assert len(mid) == 12 and not gs.game.over
    # The app is gone (as after Ctrl+Q or a crash); the autosave has every choice.
    app2 = HolytableApp(resume=True, key_guard=0)
    async with app2.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app2.screen, HandoffScreen)  # resume hides everything first
        gs2 = next(s for s in app2.screen_stack if isinstance(s, GameScreen))
        assert gs2.game.choices == mid
        await _play_keys(pilot, app2, 10_000)
        assert isinstance(app2.screen, GameOverScreen)
        rec = app2.screen.record
        assert rec.finished and rec.choices[:12] == mid
        assert "wins" in screen_text(app2)
