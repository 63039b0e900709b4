"""Input that is not UTF-8 never ends the app (holytable.ui.driver), and an app
that does end unexpectedly exits non-zero saying where the game is saved
(holytable.ui.app.finish)."""
from __future__ import annotations

import io
import os
import select
import signal
import struct
import sys
import time
from pathlib import Path

import pytest
from textual import events
from uihelpers import SIZE, game_app, game_screen, read_pty

from holytable.engine.record import load_record
from holytable.ui.driver import TerminalInput

#: A legacy X10 mouse report at column 100 (byte 0x84 = 100 + 32): not UTF-8.
X10_PAST_95 = b"\x1b[M \x84%"


def keys(messages) -> list[str]:
    return [m.key for m in messages if isinstance(m, events.Key)]


@pytest.mark.parametrize("bad", [b"\xe9", b"\xff", b"\x84", X10_PAST_95, b"\xc3", b"\xf0\x9f"])
def test_bytes_that_are_not_utf8_are_ignored_and_the_next_key_comes_through(bad):
    term = TerminalInput()
    out = term.feed(bad) + term.feed(b"a") + term.tick()
    assert keys(out) == ["a"]


def test_good_input_around_bad_bytes_is_kept():
    term = TerminalInput()
    out = term.feed(b"x\xffy") + term.feed("é".encode()) + term.feed(b"\r")
    assert keys(out) == ["x", "y", "é", "enter"]


def test_the_old_strict_decoder_fails_on_these_bytes():
    """What textual's own driver does with them (the bug worked around)."""
    from codecs import getincrementaldecoder

    with pytest.raises(UnicodeDecodeError):
        getincrementaldecoder("utf-8")().decode(b"\xff")


@pytest.mark.skipif(sys.platform == "win32", reason="textual's Linux driver")
def test_the_app_reads_the_terminal_through_the_forgiving_driver():
    from holytable.ui.app import HolytableApp
    from holytable.ui.driver import ForgivingLinuxDriver

    assert HolytableApp(key_guard=0).get_driver_class() is ForgivingLinuxDriver


# -- a real terminal ------------------------------------------------------------
def _spawn(home: Path, code: str | None = None, cols: int = 120, rows: int = 30):
    """Run holytable (or ``python -c code``) in a pseudo-terminal; returns
    (pid, master fd, output buffer getter)."""
    import fcntl
    import pty
    import termios

    env = dict(os.environ, HOLYTABLE_HOME=str(home), TERM="xterm-256color")
    env.pop("NO_COLOR", None)
    argv = [sys.executable, "-c", code] if code else [sys.executable, "-m", "holytable"]
    pid, fd = pty.fork()
    if pid == 0:  # the child
        try:
            os.execve(sys.executable, argv, env)
        finally:
            os._exit(127)
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))
    return pid, fd


def _read_until(fd: int, needle: bytes, seconds: float) -> bytes:
    out = b""
    end = time.monotonic() + seconds
    while time.monotonic() < end and needle not in out:
        out += read_pty(fd, 0.2)
    return out


def _wait(pid: int, fd: int, seconds: float) -> int | None:
    """The exit status, or None if still running after ``seconds``."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        read_pty(fd, 0.1)  # keep the terminal drained
        done, status = os.waitpid(pid, os.WNOHANG)
        if done:
            return os.waitstatus_to_exitcode(status)
    return None


@pytest.mark.skipif(sys.platform == "win32", reason="a pseudo-terminal")
@pytest.mark.parametrize("bad", [b"\xe9", b"\xff", X10_PAST_95])
def test_holytable_in_a_terminal_takes_bad_bytes_and_quits_cleanly(bad, tmp_path):
    pid, fd = _spawn(tmp_path)
    try:
        out = _read_until(fd, b"Start", 30)
        assert b"Start" in out, out[-500:]
        os.write(fd, bad)
        os.write(fd, b"x")
        assert _wait(pid, fd, 1.5) is None, "holytable stopped on the bytes"
        os.write(fd, b"\x11")  # Ctrl+Q
        status = _wait(pid, fd, 60)
        assert status == 0
    finally:
        try:
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
        except (ProcessLookupError, ChildProcessError):
            pass
        os.close(fd)


# -- an unexpected end ------------------------------------------------------------
async def test_an_app_that_ends_unexpectedly_exits_1_and_says_where_the_game_is_saved(tmp_path):
    from holytable.ui.app import finish

    app = game_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("enter", "1")
        gs = game_screen(app)
        path = gs.save_path
        path.unlink()  # whatever the last autosave did, it is written again
        app.panic("something went wrong")
    err = io.StringIO()
    assert finish(app, err) == 1
    assert str(path) in err.getvalue() and "saved" in err.getvalue()
    assert load_record(path).choices == gs.game.choices


async def test_an_unexpected_end_says_why_the_game_could_not_be_saved(tmp_path):
    from holytable.ui.app import finish

    app = game_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("enter", "1")  # a game is kept from its first real choice on
        gs = game_screen(app)
        assert gs.game.choices, "the test needs a game with a choice made"
        gs.save_path = tmp_path / "no-such-folder" / "sub" / "game.json"
        blocker = tmp_path / "no-such-folder"
        blocker.write_text("a file where the folder should be")
        app.panic("something went wrong")
    err = io.StringIO()
    assert finish(app, err) == 1
    assert "could not be saved" in err.getvalue() and str(gs.save_path) in err.getvalue()


async def test_a_normal_quit_exits_0():
    from holytable.ui.app import finish

    app = game_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("ctrl+q")
    err = io.StringIO()
    assert finish(app, err) == 0 and err.getvalue() == ""


@pytest.mark.skipif(sys.platform == "win32", reason="a pseudo-terminal")
def test_holytable_stopping_on_an_error_exits_non_zero_with_the_save_notice(holytable_home):
    """End to end: an exception inside the app (here a broken rules key)."""
    from uihelpers import partial_record

    from holytable.engine.record import new_save_path

    code = (
        "import holytable.ui.game_screen as g\n"
        "def boom(self): raise RuntimeError('broken on purpose')\n"
        "g.GameScreen.action_rules = boom\n"
        "from holytable.cli import main\n"
        "raise SystemExit(main(['resume']))\n"
    )
    home = holytable_home
    partial_record(new_save_path("frontline"), 2)
    pid, fd = _spawn(home, code)
    try:
        out = _read_until(fd, b"Pass the keyboard", 30)
        assert b"Pass the keyboard" in out, out[-500:]
        time.sleep(1.0)
        os.write(fd, b"\r")  # take the keyboard
        out = read_pty(fd, 1.5)
        os.write(fd, b"?")
        end = time.monotonic() + 20
        status = None
        while status is None and time.monotonic() < end:
            out += read_pty(fd, 0.2)
            done, st = os.waitpid(pid, os.WNOHANG)
            if done:
                status = os.waitstatus_to_exitcode(st)
        out += read_pty(fd, 0.5)
        assert status == 1, out[-1500:]
        text = out.decode(errors="replace")
        assert "stopped unexpectedly" in text and "saved" in text
    finally:
        try:
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
        except (ProcessLookupError, ChildProcessError):
            pass
        os.close(fd)
