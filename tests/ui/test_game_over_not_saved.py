"""Issue 9, found by the adversarial tester. When the save of a game's last choice fails (disk full), the game-over screen
says NOT SAVED, but the game screen is gone (switch_screen), so
HolytableApp.unsaved_game() finds nothing: the command palette says "Quit
holytable (games are saved)" and Ctrl+Q quits at once with no retry and no
question. The save on disk is left unfinished, one choice short. Fix:
HolytableApp.unsaved_game()/action_quit should also consider a GameOverScreen
with not_saved (retry the save, then ask), and GameOverScreen should retry."""
import errno
import json

from uihelpers import SIZE, engine_game, until

import holytable.ui.game_over as gomod
import holytable.ui.game_screen as gsmod
from holytable.engine.record import GameRecord, save_record
from holytable.ui.app import HolytableApp
from holytable.ui.game_over import GameOverScreen
from holytable.ui.modals import HandoffScreen


def _one_choice_from_the_end(tmp_path):
    game = engine_game()
    while True:
        probe = GameRecord.of(game).build()
        probe.choose(game.pending.ids()[0])
        if probe.over:
            break
        game.choose(game.pending.ids()[0])
    path = tmp_path / "almost.json"
    save_record(GameRecord.of(game), path)
    return path


def full(*a, **k):
    raise OSError(errno.ENOSPC, "No space left on device")


async def _end_the_game_on_a_full_disk(app, pilot, monkeypatch):
    await until(pilot, lambda: isinstance(app.screen, HandoffScreen))
    await pilot.press("enter")
    await pilot.pause(0.2)
    monkeypatch.setattr(gsmod, "save_record", full)   # the disk is full for every save
    monkeypatch.setattr(gomod, "save_record", full, raising=False)
    await pilot.press("enter")                  # the last choice: its save fails


async def test_quit_after_an_unsaved_game_end_does_not_claim_it_is_saved(tmp_path, monkeypatch):
    path = _one_choice_from_the_end(tmp_path)
    app = HolytableApp(resume=path, key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        await _end_the_game_on_a_full_disk(app, pilot, monkeypatch)
        await until(pilot, lambda: isinstance(app.screen, GameOverScreen))
        assert app.screen.not_saved
        quit_help = [c.help for c in app.get_system_commands(app.screen) if c.title == "Quit"][0]
        assert "NOT saved" in quit_help, quit_help
        await pilot.press("ctrl+q")
        await pilot.pause(0.3)
        assert app.return_code is None, "Ctrl+Q quit at once, losing the game's end"


async def test_once_the_disk_has_room_the_game_over_screen_saves_the_end(tmp_path, monkeypatch):
    path = _one_choice_from_the_end(tmp_path)
    before = len(json.loads(path.read_text())["choices"])
    app = HolytableApp(resume=path, key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        await _end_the_game_on_a_full_disk(app, pilot, monkeypatch)
        await until(pilot, lambda: isinstance(app.screen, GameOverScreen))
        over = app.screen
        assert over.not_saved and app.unsaved_game() is over
        monkeypatch.setattr(gomod, "save_record", save_record)   # room again
        await pilot.press("ctrl+q")             # tries once more: saved, so it quits
        await pilot.pause(0.3)
    assert app.return_code == 0
    data = json.loads(path.read_text())
    assert data["finished"] and len(data["choices"]) == before + 1


async def test_the_game_over_screen_retries_the_save_by_itself(tmp_path, monkeypatch):
    monkeypatch.setattr(GameOverScreen, "RETRY_SECONDS", 0.2)
    path = _one_choice_from_the_end(tmp_path)
    app = HolytableApp(resume=path, key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        await _end_the_game_on_a_full_disk(app, pilot, monkeypatch)
        await until(pilot, lambda: isinstance(app.screen, GameOverScreen))
        monkeypatch.setattr(gomod, "save_record", save_record)
        await until(pilot, lambda: not app.screen.not_saved)
        assert app.unsaved_game() is None
        assert "games are saved" in [c.help for c in app.get_system_commands(app.screen) if c.title == "Quit"][0]
    assert json.loads(path.read_text())["finished"]
