"""SIGTERM (or SIGHUP: the terminal window closed) ended holytable at once:
exit 143, no line saying whether the game is saved, and the terminal is left
in the alternate screen with mouse tracking on and the cursor hidden (tmux:
alternate_on=1 mouse_any_flag=1 cursor_flag=0 after `kill -TERM <pid>`; the
shell's next output lands in the middle of the old game screen).
Now (issue 9 item 3): exit status 128 + the signal, the terminal restored, and
a line saying where the game is saved (HolytableApp._catch_stop_signals,
finish)."""
import os
import pty
import select
import signal
import subprocess
import sys
import time

import pytest
from uihelpers import read_pty

EXE = [sys.executable, "-m", "holytable"]




def start_a_game(tmp_path):
    """holytable in a pseudo-terminal of 80x24, a game started: (process, master fd)."""
    master, slave = pty.openpty()
    os.set_blocking(master, False)
    import fcntl, struct, termios
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    env = dict(os.environ, HOLYTABLE_HOME=str(tmp_path), TERM="xterm-256color")
    p = subprocess.Popen(EXE, stdin=slave, stdout=slave, stderr=slave, env=env, start_new_session=True)
    os.close(slave)
    read_until(master, lambda out: b"Start" in out, 60.0)  # the lobby is up
    read_pty(master, 0.3)
    os.write(master, b"\r"); read_pty(master, 1.0)
    os.write(master, b"\x14")                             # Ctrl+T: a game started, its first handoff
    read_until(master, lambda out: b"keyboard" in out, 60.0)
    # Enter takes the keyboard, then chooses: a game is saved from its first
    # choice on. A press too soon after a screen shows is dropped: press again.
    end = time.monotonic() + 20
    while not any((tmp_path / "saves").glob("*.json")) and time.monotonic() < end:
        read_pty(master, 1.5)
        os.write(master, b"\r")
    read_pty(master, 0.2)
    assert list((tmp_path / "saves").glob("*.json")), "no game was started"
    return p, master


def read_until(fd: int, done, seconds: float) -> bytes:
    """Read ``fd`` until ``done(everything read)`` is true, at most ``seconds``
    (these waits were fixed: 3 s for the lobby, 2 s for the game)."""
    out = b""
    end = time.monotonic() + seconds
    while time.monotonic() < end and not done(out):
        out += read_pty(fd, 0.1)
    return out


@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGHUP], ids=["SIGTERM", "SIGHUP"])
def test_sigterm_restores_the_terminal_and_says_whether_the_game_is_saved(tmp_path, signum):
    p, master = start_a_game(tmp_path)
    p.send_signal(signum)
    out = read_pty(master, 3.0)
    rc = p.wait(60)
    os.close(master)
    text = out.decode("utf-8", "replace")
    assert rc == 128 + signum
    assert "\x1b[?1049l" in text, "the alternate screen was not left"
    assert "saved" in text, f"nothing says whether the game is saved: {text[-300:]!r}"
    assert "Traceback" not in text


def test_sighup_after_the_terminal_is_gone_ends_quietly_with_status_129(tmp_path):
    """An SSH link dropped: the terminal is gone (writes to it fail), then SIGHUP."""
    p, master = start_a_game(tmp_path)
    save = next((tmp_path / "saves").glob("*.json"))
    os.close(master)
    save.unlink()  # finish() writes it again
    p.send_signal(signal.SIGHUP)
    assert p.wait(60) == 128 + signal.SIGHUP
    assert save.exists()


def test_a_terminal_that_goes_away_without_a_sighup_ends_the_app_saved(tmp_path):
    """The input ends (EOF or EIO) and no SIGHUP comes (the shell ignored it, or
    no shell forwards it): the app must not spin on for ever."""
    p, master = start_a_game(tmp_path)
    save = next((tmp_path / "saves").glob("*.json"))
    save.unlink()
    os.close(master)
    try:
        assert p.wait(60) == 128 + signal.SIGHUP
    finally:
        if p.poll() is None:
            p.kill()
    assert save.exists()


class GoneTerminal:
    def write(self, _text):
        raise OSError(5, "Input/output error")

    def flush(self):
        raise OSError(5, "Input/output error")


def test_finish_says_nothing_to_a_terminal_that_is_gone_and_keeps_the_status():
    from holytable.ui.app import HolytableApp, finish

    app = HolytableApp(key_guard=0)
    app.signalled = signal.SIGHUP
    app._return_code = 128 + signal.SIGHUP
    assert finish(app, GoneTerminal()) == 129
