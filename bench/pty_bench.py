"""holytable in a real pseudo-terminal of 80x24, against a minimal Textual app
measured in the same run (the machine is shared: the ratio is the figure).

- first frame: from starting the process to its first frame on the terminal
  (the lobby's games list; the minimal app's one line), Python start included;
- key-to-frame: from writing a key to the terminal to the last byte of the
  frame it causes (the output then quiet for 30 ms), once the lobby is whole
  (its form, built after the first frame, drawn) and the output quiet;
- a long Holdfast game resumed at choice 10 and at choice 2000 (the same game):
  key-to-frame p50/p99 over cursor keys.

Usage: ``python bench/pty_bench.py [--runs N] [--keys N]``. Runs are alternated
(minimal, holytable, minimal, ...) and the medians compared.

holytable's modules are byte-compiled first (:func:`compile_like_an_install`),
as installing does (Textual's already are): with PYTHONDONTWRITEBYTECODE set,
as on some machines, every start would otherwise compile holytable's modules
from source (~15 of them before the first frame), which no player's start does.
"""
from __future__ import annotations

import argparse
import fcntl
import os
import pty
import select
import statistics
import struct
import subprocess
import sys
import tempfile
import termios
import time
from pathlib import Path

MINIMAL = r'''
from textual.app import App
from textual.widgets import Footer, Static
class Minimal(App):
    BINDINGS = [("down", "move(1)", "Next"), ("up", "move(-1)", "Back")]
    def compose(self):
        yield Static("minimal ready 0", id="n")
        yield Footer()
    def action_move(self, d):
        n = self.query_one("#n", Static)
        n.update(f"minimal ready {int(str(n.render()).split()[-1]) + d}")
Minimal().run()
'''
DOWN, UP, ENTER, CTRL_Q = b"\x1b[B", b"\x1b[A", b"\r", b"\x11"


def compile_like_an_install() -> None:
    """Byte-compile the holytable package being measured (``pip install``
    does the same for an installed package; an editable install writes them
    on the first start, unless PYTHONDONTWRITEBYTECODE is set). Idempotent."""
    import compileall

    import holytable

    compileall.compile_dir(str(Path(holytable.__file__).parent), quiet=1)


class Term:
    """A process in a pseudo-terminal of 80x24."""

    def __init__(self, argv: list[str], home: str) -> None:
        self.master, slave = pty.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
        env = dict(os.environ, HOLYTABLE_HOME=home, TERM="xterm-256color", COLORTERM="truecolor")
        self.t0 = time.perf_counter()
        self.p = subprocess.Popen(argv, stdin=slave, stdout=slave, stderr=slave, env=env,
                                  start_new_session=True)
        os.close(slave)
        self.out = b""

    def read_until(self, marker: bytes, timeout: float = 20.0) -> float:
        """Seconds from the start until ``marker`` has been written."""
        end = time.perf_counter() + timeout
        while marker not in self.out:
            if time.perf_counter() > end:
                raise SystemExit(f"pty_bench: {marker!r} never came: {self.out[-300:]!r}")
            r, _, _ = select.select([self.master], [], [], 0.05)
            if r:
                self.out += os.read(self.master, 65536)
        return time.perf_counter() - self.t0

    def settle(self, quiet: float = 0.3, timeout: float = 10.0) -> None:
        """Read until the output has been quiet for ``quiet`` seconds."""
        end = time.perf_counter() + timeout
        last = time.perf_counter()
        while time.perf_counter() < end and time.perf_counter() - last < quiet:
            r, _, _ = select.select([self.master], [], [], 0.02)
            if r:
                self.out += os.read(self.master, 65536)
                last = time.perf_counter()

    def key(self, data: bytes, quiet: float = 0.03, timeout: float = 5.0) -> float:
        """Seconds from writing ``data`` to the last byte of the frame it causes."""
        sent = time.perf_counter()
        os.write(self.master, data)
        last = None
        end = sent + timeout
        while time.perf_counter() < end:
            r, _, _ = select.select([self.master], [], [], 0.005)
            if r:
                self.out += os.read(self.master, 65536)
                last = time.perf_counter()
            elif last is not None and time.perf_counter() - last >= quiet:
                break
        if last is None:
            raise SystemExit(f"pty_bench: no frame after {data!r}")
        return last - sent

    def close(self) -> None:
        try:
            os.write(self.master, CTRL_Q)
            self.p.wait(5)
        except Exception:
            self.p.kill()
        os.close(self.master)


def holytable(*args: str) -> list[str]:
    return [sys.executable, "-m", "holytable", *args]


def one_run(which: str, keys: int) -> tuple[float, list[float]]:
    with tempfile.TemporaryDirectory() as home:
        argv = [sys.executable, "-c", MINIMAL] if which == "minimal" else holytable()
        t = Term(argv, home)
        first = t.read_until(b"minimal ready" if which == "minimal" else b"Frontline")
        if which == "holytable":
            # the lobby is whole once its form is drawn (built after the first
            # frame): keys are timed from then on, as the minimal app's are
            # once it is whole (a key before waits for the form: ~50 ms, more
            # on a loaded machine)
            t.read_until(b"Seed")
        t.settle()
        times = [t.key(DOWN if i % 2 == 0 else UP) for i in range(keys)]
        t.close()
        return first, times


def long_game(save: str, keys: int) -> list[float]:
    with tempfile.TemporaryDirectory() as home:
        (Path(home) / "saves").mkdir()
        target = Path(home) / "saves" / Path(save).name
        target.write_bytes(Path(save).read_bytes())
        t = Term(holytable("resume"), home)
        t.read_until(b"Enter")
        t.settle(quiet=1.3)  # a handoff takes a key after 1 s without any (ui/keys.py)
        t.key(ENTER, quiet=0.2)
        t.settle(quiet=0.8)  # then the first key must be a fresh press: one not timed
        t.key(DOWN, quiet=0.3)
        t.settle(quiet=0.5)
        times = [t.key(DOWN if i % 2 == 0 else UP) for i in range(keys)]
        t.close()
        return times


def pct(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(len(xs) * q))]


def report_starts(runs: int, keys: int) -> None:
    """Print first frame and lobby key-to-frame, holytable against the minimal
    app, alternated over ``runs`` starts (medians and their ratio)."""
    compile_like_an_install()
    first: dict[str, list[float]] = {"minimal": [], "holytable": []}
    keyt: dict[str, list[float]] = {"minimal": [], "holytable": []}
    for _ in range(runs):
        for which in first:
            f, ks = one_run(which, keys)
            first[which].append(f)
            keyt[which] += ks
    print(f"in a pseudo-terminal of 80x24 against a minimal Textual app, alternated, {runs} starts each (medians)")
    for label, d in (("time to first frame", first), ("lobby key-to-frame", keyt)):
        m, h = statistics.median(d["minimal"]), statistics.median(d["holytable"])
        print(f"  {label:22} holytable {h * 1000:7.1f} ms   minimal {m * 1000:7.1f} ms   ratio {h / m:4.2f}x")


def report_long_game(keys: int) -> None:
    """Print key-to-frame p50/p99 of one long Holdfast game resumed at choice
    10 and at choice 2000, and the p99 ratio."""
    sys.path.insert(0, str(Path(__file__).parent))
    from bench import long_game_saves

    compile_like_an_install()
    with tempfile.TemporaryDirectory() as folder:
        saves = long_game_saves(folder)
        at = {k: long_game(path, keys) for k, path in saves.items()}
    print(f"a long Holdfast game resumed in a pseudo-terminal at choice 10 and at choice 2000 ({keys} cursor keys each)")
    for k, ts in at.items():
        print(f"  choice {k:5}   p50 {pct(ts, 0.5) * 1000:6.1f} ms   p99 {pct(ts, 0.99) * 1000:6.1f} ms"
              f"   max {max(ts) * 1000:6.1f} ms")
    ks = sorted(at)
    print(f"  p99 ratio (choice {ks[-1]} / choice {ks[0]}): {pct(at[ks[-1]], 0.99) / pct(at[ks[0]], 0.99):.2f}x")


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--runs", type=int, default=7, help="app starts of each (default 7)")
    p.add_argument("--keys", type=int, default=20, help="keys per start (default 20)")
    p.add_argument("--long-keys", type=int, default=200, help="keys in the long game (default 200)")
    a = p.parse_args()
    report_starts(a.runs, a.keys)
    report_long_game(a.long_keys)
    return 0


if __name__ == "__main__":
    sys.exit(main())
