"""When autosave fails, the game says so plainly and persistently, tries again at
each choice, and never claims a save that did not happen (issue 9, item 5).

Tests run as root, for whom a read-only folder is still writable: the writer is
made to fail (no space left), or the saves folder is a regular file.
"""
from __future__ import annotations

import errno

import pytest
from uihelpers import SIZE, finished_record, game_app, game_screen, partial_record, pass_handoff, screen_text

import holytable.ui.game_screen as game_screen_module
from holytable.engine.record import load_record, save_record, saves_dir
from holytable.ui.app import HolytableApp
from holytable.ui.game_over import GameOverScreen
from holytable.ui.lobby import LobbyScreen
from holytable.ui.modals import ConfirmScreen, HandoffScreen


class Disk:
    """A writer that fails while ``full`` (ENOSPC), else saves."""

    def __init__(self) -> None:
        self.full = False
        self.tries = 0

    def __call__(self, record, path):
        self.tries += 1
        if self.full:
            raise OSError(errno.ENOSPC, "No space left on device")
        save_record(record, path)


@pytest.fixture
def disk(monkeypatch):
    d = Disk()
    monkeypatch.setattr(game_screen_module, "save_record", d)
    return d


async def choose(pilot):
    """Make one choice (passing a handoff first if one is up)."""
    if isinstance(pilot.app.screen, HandoffScreen):
        await pilot.press("enter")
    await pilot.press("1")


def confirm_text(app) -> str:
    assert isinstance(app.screen, ConfirmScreen), type(app.screen)
    return app.screen.question


async def test_a_failing_autosave_shows_a_banner_and_the_leave_question_says_not_saved(disk):
    app = game_app()
    async with app.run_test(size=SIZE) as pilot:
        gs = game_screen(app)
        path = gs.save_path
        await pass_handoff(pilot)
        assert "NOT SAVED" not in screen_text(app)
        disk.full = True
        await choose(pilot)
        if isinstance(app.screen, HandoffScreen):
            await pilot.press("enter")
        await pilot.pause()
        text = screen_text(app)
        assert "NOT SAVED" in text and "No space left on device" in text
        assert gs.query_one("#save-banner").display
        assert not path.exists()  # indeed not on disk (saved from the first real choice on)
        # Esc: the question says plainly that the game is not saved.
        await pilot.press("escape")
        q = confirm_text(app)
        assert "NOT saved" in q and "No space left on device" in q and "It is saved" not in q
        await pilot.press("escape")  # stay
        # Ctrl+Q asks first instead of quitting at once.
        await pilot.press("ctrl+q")
        q = confirm_text(app)
        assert "NOT saved" in q and app.is_running
        await pilot.press("escape")
        # The banner stays for as long as saving fails, choice after choice.
        tries = disk.tries
        await choose(pilot)
        assert disk.tries > tries
        if isinstance(app.screen, HandoffScreen):
            await pilot.press("enter")
        await pilot.pause()
        assert "NOT SAVED" in screen_text(app)
        # Space again: the next choice saves, the banner goes.
        disk.full = False
        await choose(pilot)
        if isinstance(app.screen, HandoffScreen):
            await pilot.press("enter")
        await pilot.pause()
        assert gs.save_error is None and not gs.query_one("#save-banner").display
        assert "NOT SAVED" not in screen_text(app)
        assert load_record(path).choices == gs.game.choices
        await pilot.press("escape")
        assert confirm_text(app).startswith("Leave this game? It is saved")


async def test_leaving_from_a_handoff_says_not_saved(disk):
    app = game_app()
    async with app.run_test(size=SIZE) as pilot:
        await pass_handoff(pilot)
        disk.full = True
        for _ in range(6):  # until the keyboard passes to the other player
            await choose(pilot)
            if isinstance(app.screen, HandoffScreen):
                break
        assert isinstance(app.screen, HandoffScreen)
        await pilot.press("escape")
        q = confirm_text(app)
        assert "NOT saved" in q and "It is saved" not in q


async def test_the_leave_question_tries_the_save_again(disk):
    """Space came back between two choices: leaving saves and says so truly."""
    app = game_app()
    async with app.run_test(size=SIZE) as pilot:
        gs = game_screen(app)
        await pass_handoff(pilot)
        disk.full = True
        await choose(pilot)
        assert gs.save_error is not None
        disk.full = False
        if isinstance(app.screen, HandoffScreen):
            await pilot.press("enter")
        await pilot.press("escape")
        assert confirm_text(app).startswith("Leave this game? It is saved")
        assert load_record(gs.save_path).choices == gs.game.choices


async def test_a_saves_folder_that_is_a_file_shows_the_banner_from_the_start(holytable_home):
    saves_dir().write_text("not a folder")
    app = game_app()
    async with app.run_test(size=SIZE) as pilot:
        await pass_handoff(pilot)
        await pilot.pause()
        text = screen_text(app)
        assert "NOT SAVED" in text and "is not a folder" in text
        await pilot.press("1")  # a first choice: now there is a game to keep
        if isinstance(app.screen, HandoffScreen):
            await pilot.press("enter")
        await pilot.press("escape")
        assert "NOT saved" in confirm_text(app)


async def test_game_over_says_when_the_end_was_not_saved(disk):
    """Saving fails for the last dozen choices (handoffs among them) and the
    game ends: the game-over screen says it is not saved, and why. (The game
    is resumed a dozen choices from its end: the whole game by keys was a
    tenth of this file's time and is played in test_play.py.)"""
    saves_dir().mkdir(parents=True)
    rec = partial_record(saves_dir() / "frontline-late.json", len(finished_record(saves_dir() / "x.json").choices) - 12)
    (saves_dir() / "x.json").unlink()
    app = HolytableApp(resume=saves_dir() / "frontline-late.json", key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        await pass_handoff(pilot)
        assert game_screen(app).game.choices == rec.choices
        disk.full = True
        for _ in range(400):
            if isinstance(app.screen, GameOverScreen):
                break
            await choose(pilot)
        assert isinstance(app.screen, GameOverScreen)
        text = screen_text(app)
        assert "NOT SAVED" in text and "No space left on device" in text
        await pilot.press("b")
        assert isinstance(app.screen, LobbyScreen)


async def test_the_opaque_handoff_says_the_game_is_not_being_saved(disk):
    """The handoff hides the game's NOT SAVED banner: it says so itself, in one
    line, for as long as saving fails (the 10-second toast is not enough)."""
    app = game_app()
    async with app.run_test(size=SIZE) as pilot:
        gs = game_screen(app)
        await pass_handoff(pilot)
        disk.full = True
        for _ in range(6):  # until the keyboard passes to the other player
            await choose(pilot)
            if isinstance(app.screen, HandoffScreen):
                break
        assert isinstance(app.screen, HandoffScreen)
        line = app.screen.query_one("#handoff-not-saved").render()
        assert "NOT SAVED" in str(line) and "No space left on device" in str(line)
        assert "\n" not in str(line)
        assert app.screen.query_one("#handoff-not-saved").display
        disk.full = False
        await pilot.press("enter")
        for _ in range(6):  # saving works again: the next handoff says nothing of it
            await choose(pilot)
            if isinstance(app.screen, HandoffScreen):
                break
        assert isinstance(app.screen, HandoffScreen) and gs.save_error is None
        assert not app.screen.query("#handoff-not-saved")
