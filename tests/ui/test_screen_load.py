"""A game screen that fails to import is never replaced silently by the generic
board (issue 9, item 17): only a game with no screen module at all gets it."""
from __future__ import annotations

import importlib.abc
import importlib.machinery
import sys

import pytest
from uihelpers import SIZE, game_app, screen_text

from holytable.ui.app import ScreenLoadError, run_replay, screen_class
from holytable.ui.game_screen import GameScreen
from holytable.ui.lobby import LobbyScreen
from holytable.ui.notice import NoticeScreen

NAME = "holytable.games.frontline.screen"


class _Broken(importlib.abc.MetaPathFinder, importlib.abc.Loader):
    """Finds the Frontline screen module: ``missing`` says there is none;
    else it is there but raises ImportError inside (a name it imports is gone)."""

    def __init__(self, missing: bool) -> None:
        self.missing = missing

    def find_spec(self, fullname, path=None, target=None):
        if fullname != NAME:
            return None
        if self.missing:
            raise ModuleNotFoundError(f"No module named {NAME!r}", name=NAME)
        return importlib.machinery.ModuleSpec(fullname, self)

    def create_module(self, spec):
        return None

    def exec_module(self, module):
        raise ImportError("cannot import name 'PartsBoard' from 'holytable.ui.board'")


@pytest.fixture
def screen_module(monkeypatch):
    """Call with missing=True/False to make the Frontline screen module gone or broken."""
    def make(missing: bool) -> None:
        monkeypatch.delitem(sys.modules, NAME, raising=False)
        monkeypatch.setattr(sys, "meta_path", [_Broken(missing), *sys.meta_path])
    return make


def test_a_game_without_a_screen_module_gets_the_generic_board(screen_module):
    screen_module(missing=True)
    assert screen_class("frontline") is GameScreen


def test_an_import_error_inside_a_screen_module_surfaces(screen_module):
    screen_module(missing=False)
    with pytest.raises(ScreenLoadError) as e:
        screen_class("frontline")
    assert "ImportError" in str(e.value) and "PartsBoard" in str(e.value) and "\n" not in str(e.value)


async def test_starting_a_game_with_a_broken_screen_shows_an_error_not_a_generic_board(screen_module):
    screen_module(missing=False)
    app = game_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, NoticeScreen)
        assert not any(isinstance(s, GameScreen) for s in app.screen_stack)
        assert "holytable cannot open Frontline" in screen_text(app)
        assert "PartsBoard" in app.screen.body().plain
        await pilot.press("escape")
        assert isinstance(app.screen, LobbyScreen)


def test_replaying_with_a_broken_screen_is_one_line_and_status_1(screen_module, tmp_path, capsys, monkeypatch):
    from uihelpers import finished_record

    from holytable.ui.app import HolytableApp

    path = tmp_path / "done.json"
    finished_record(path)
    screen_module(missing=False)
    monkeypatch.setattr(HolytableApp, "run", lambda self, *a, **kw: pytest.fail("the replay started on a generic board"))
    assert run_replay(path) == 1
    err = capsys.readouterr().err
    assert err.startswith("holytable: the screen of game 'frontline' failed to load (ImportError")
    assert err.count("\n") == 1


def test_a_game_without_a_package_of_its_own_gets_the_generic_board():
    assert screen_class("no_such_game") is GameScreen
