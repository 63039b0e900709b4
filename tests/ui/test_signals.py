"""SIGTERM (or SIGHUP: the terminal window closed) ends holytable at once:
exit 143, no line saying whether the game is saved, and the terminal is left
in the alternate screen with mouse tracking on and the cursor hidden (tmux:
alternate_on=1 mouse_any_flag=1 cursor_flag=0 after `kill -TERM <pid>`; the
shell's next output lands in the middle of the old game screen).
Expected (issue 9 item 3): a non-zero exit, the terminal restored, and the
"stopped unexpectedly. The game is saved in ..." line.
Fix: holytable/ui/app.py run_app: handle SIGTERM/SIGHUP (loop.add_signal_handler
or signal.signal -> app.call_from_thread(app.exit, return_code=...)) so the
driver restores the terminal and finish() reports the save."""
import os
import pty
import select
import signal
import subprocess
import sys
import time

EXE = [sys.executable, "-m", "holytable"]


def read_all(fd, seconds):
    out = b""
    end = time.time() + seconds
    while time.time() < end:
        r, _, _ = select.select([fd], [], [], 0.1)
        if r:
            try:
                chunk = os.read(fd, 65536)
            except OSError:
                break
            if not chunk:
                break
            out += chunk
    return out


def test_sigterm_restores_the_terminal_and_says_whether_the_game_is_saved(tmp_path):
    master, slave = pty.openpty()
    os.set_blocking(master, False)
    import fcntl, struct, termios
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    env = dict(os.environ, HOLYTABLE_HOME=str(tmp_path), TERM="xterm-256color")
    p = subprocess.Popen(EXE, stdin=slave, stdout=slave, stderr=slave, env=env, start_new_session=True)
    os.close(slave)
    read_all(master, 3.0)
    os.write(master, b"\r"); read_all(master, 1.0)
    os.write(master, b"\r"); read_all(master, 2.0)       # a game started: its first handoff
    assert list((tmp_path / "saves").glob("*.json")), "no game was started"
    p.send_signal(signal.SIGTERM)
    out = read_all(master, 3.0)
    rc = p.wait(5)
    text = out.decode("utf-8", "replace")
    assert rc != 0
    assert "\x1b[?1049l" in text, "the alternate screen was not left"
    assert "saved" in text, f"nothing says whether the game is saved: {text[-300:]!r}"
