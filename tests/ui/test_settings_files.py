"""A settings file that is damaged, or not a file at all (issue 9, item 4).

A damaged file keeps every field that still reads, is moved aside to
``settings.damaged-<time>.json`` with a notice naming both paths, and is never
silently overwritten; a FIFO, a folder, a device or an unreadable file never
blocks start-up and is never overwritten.
"""
from __future__ import annotations

import io
import json
import os
import stat
import threading

import pytest
from uihelpers import SIZE, game_app, pass_handoff

from holytable.ui.app import HolytableApp
from holytable.ui.settings import Settings, load_settings, save_settings, settings_path


def notes(app) -> list[str]:
    return [n.message for n in app._notifications]


def aside_files(home):
    return sorted(home.glob("settings.damaged-*.json"))


async def start_a_game(pilot):
    """Start a game as the lobby does (the app remembers the setup in the
    settings file: the write that used to overwrite the damaged file)."""
    await pass_handoff(pilot)
    await pilot.press("1")


async def test_a_cut_settings_file_keeps_its_readable_fields_and_moves_aside(holytable_home):
    path = settings_path()
    damaged = b'{"theme": "light", "reaction_mode": "when-able", "last": {"game": "holy_wa'
    path.write_bytes(damaged)
    app = game_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert app.theme == "textual-light"
        assert app.settings.reaction_mode == "when-able"
        [aside] = aside_files(holytable_home)
        assert aside.read_bytes() == damaged  # moved aside, untouched
        msg = next(m for m in notes(app) if "damaged" in m)
        assert str(path) in msg and str(aside) in msg and "kept the theme and reaction-window mode" in msg
        await start_a_game(pilot)
    # The next write starts afresh with the kept fields; the damaged copy stays.
    saved = json.loads(path.read_text())
    assert saved["theme"] == "light" and saved["reaction_mode"] == "when-able" and saved["last"]["game"] == "frontline"
    assert aside.read_bytes() == damaged


def test_a_field_of_the_wrong_type_costs_only_that_field(holytable_home):
    path = settings_path()
    path.write_text(json.dumps({"theme": 5, "reaction_mode": "when-able"}))
    s, msg = load_settings()
    assert s.theme == "dark" and s.reaction_mode == "when-able"
    assert "theme" in msg and "kept the reaction-window mode" in msg
    [aside] = aside_files(holytable_home)
    assert json.loads(aside.read_text()) == {"theme": 5, "reaction_mode": "when-able"}
    # what was kept is written back at once; the bad field is left out
    assert json.loads(path.read_text()) == {"theme": "dark", "reaction_mode": "when-able", "last": None,
                                            "computer_pace": "steady", "seats": {}, "stops": {}}


def test_a_sound_file_is_read_and_left_alone(holytable_home):
    save_settings(Settings(theme="light"))
    before = settings_path().read_bytes()
    assert load_settings() == (Settings(theme="light"), None)
    assert settings_path().read_bytes() == before and not aside_files(holytable_home)


def load_within(seconds: float):
    """load_settings() in a thread: (finished?, result)."""
    out: list = []
    t = threading.Thread(target=lambda: out.append(load_settings()), daemon=True)
    t.start()
    t.join(seconds)
    return (not t.is_alive()), (out[0] if out else None)


def test_a_fifo_named_settings_json_does_not_block_start_up(holytable_home):
    path = settings_path()
    os.mkfifo(path)
    try:
        done, result = load_within(5)
    finally:
        # Unblock a reader stuck in open() (the old code), so the test ends.
        try:
            os.close(os.open(path, os.O_WRONLY | os.O_NONBLOCK))
        except OSError:
            pass
    assert done, "load_settings() blocked on a FIFO"
    s, msg = result
    assert s == Settings() and "FIFO" in msg and str(path) in msg
    with pytest.raises(OSError, match="FIFO"):
        save_settings(Settings(theme="light"))
    assert stat.S_ISFIFO(os.lstat(path).st_mode)  # left as it is


async def test_a_folder_named_settings_json_is_told_and_kept(holytable_home):
    path = settings_path()
    path.mkdir()
    (path / "mine.txt").write_text("keep me")
    app = game_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        msg = next(m for m in notes(app) if str(path) in m)
        assert "is a folder, not a settings file" in msg
        await start_a_game(pilot)
        assert any(m.startswith("Settings not saved") and "folder" in m for m in notes(app))
    assert (path / "mine.txt").read_text() == "keep me" and not aside_files(holytable_home)


@pytest.mark.parametrize("device", ["/dev/null", "/dev/zero"])
async def test_a_link_to_a_device_is_never_read_nor_replaced(holytable_home, device):
    path = settings_path()
    path.symlink_to(device)
    done, result = load_within(5)
    assert done, f"load_settings() blocked on a link to {device}"
    s, msg = result
    assert s == Settings() and "is a device, not a settings file" in msg
    app = game_app()
    async with app.run_test(size=SIZE) as pilot:
        await start_a_game(pilot)
    assert path.is_symlink() and os.readlink(path) == device  # the link is still there


async def test_an_unreadable_settings_file_is_never_overwritten(holytable_home, monkeypatch):
    """Tests run as root, for whom chmod 000 changes nothing: the file is made
    unreadable by refusing every open of it."""
    path = settings_path()
    mine = b'{"theme": "high-contrast"}'
    path.write_bytes(mine)
    real_os_open, real_io_open = os.open, io.open

    def refuse(p):
        if not isinstance(p, int) and os.fspath(p) == os.fspath(path):
            raise PermissionError(13, "Permission denied", os.fspath(p))

    def os_open(p, *a, **kw):
        refuse(p)
        return real_os_open(p, *a, **kw)

    def io_open(p, *a, **kw):
        refuse(p)
        return real_io_open(p, *a, **kw)

    monkeypatch.setattr(os, "open", os_open)
    monkeypatch.setattr(io, "open", io_open)
    app = game_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        msg = next(m for m in notes(app) if str(path) in m)
        assert "Permission denied" in msg and "leaves it as it is" in msg
        await start_a_game(pilot)
        app.apply_settings(app.settings.model_copy(update={"theme": "light"}))
        await pilot.pause()
        assert any(m.startswith("Cannot save settings") for m in notes(app))
    monkeypatch.undo()
    assert path.read_bytes() == mine and not aside_files(holytable_home)


def test_a_file_damaged_after_loading_is_not_overwritten(holytable_home):
    """The writer checks again: a file that went bad since it was read stays."""
    path = settings_path()
    save_settings(Settings(theme="light"))
    path.write_bytes(b'{"theme": "light", "reac')
    with pytest.raises(OSError, match="damaged"):
        save_settings(Settings(theme="dark"))
    assert path.read_bytes() == b'{"theme": "light", "reac'


async def test_a_huge_settings_file_is_left_as_it_is(holytable_home):
    path = settings_path()
    path.write_bytes(b" " * 10_000_000 + b"{}")
    s, msg = load_settings()
    assert s == Settings() and "too large" in msg
    app = game_app()
    async with app.run_test(size=SIZE) as pilot:
        await start_a_game(pilot)
    assert path.stat().st_size == 10_000_002  # never overwritten


def test_a_damaged_file_that_cannot_be_moved_aside_is_left_and_not_overwritten(holytable_home, monkeypatch):
    path = settings_path()
    damaged = b'{"theme": "light", "reaction_mode": 7}'
    path.write_bytes(damaged)

    def read_only(src, dst):
        raise OSError(30, "Read-only file system")

    monkeypatch.setattr(os, "rename", read_only)
    s, msg = load_settings()
    assert s.theme == "light" and "could not be moved aside (Read-only file system)" in msg
    with pytest.raises(OSError, match="damaged"):
        save_settings(s)
    assert path.read_bytes() == damaged
