"""The settings file read without pydantic, for the app's first frame: where it
is (:func:`settings_path`), its bytes read safely (:func:`_read`), and a peek
at the two values the first frame shows (:func:`peek_settings`: the theme and
the game the lobby opens on). The whole file is validated by
:mod:`holytable.ui.settings` (pydantic) after the first frame; a peeked value
is taken only when it is one that validation keeps as it is.
"""
from __future__ import annotations

import json
import os
import stat
from dataclasses import dataclass
from pathlib import Path

MAX_SETTINGS_BYTES = 64_000


def settings_path() -> Path:
    """Where the settings file lives (see the module docstring)."""
    home = os.environ.get("HOLYTABLE_HOME")
    if home:
        return Path(home) / "settings.json"
    from platformdirs import user_config_dir

    return Path(user_config_dir("holytable", appauthor=False)) / "settings.json"


class _Unreadable(Exception):
    """The path exists but is not a file holytable can read (the message says why)."""


def _kind_of(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a FIFO (named pipe)"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a regular file"


def _read(path: Path) -> bytes | None:
    """The bytes of the settings file; None when there is none. Raises
    _Unreadable for anything else than a regular file of at most
    MAX_SETTINGS_BYTES that can be read. Checks what the path is before opening
    it and opens it non-blocking, so a FIFO or a device never hangs start-up."""
    try:
        st = os.stat(path)
    except FileNotFoundError:
        if os.path.lexists(path):
            raise _Unreadable("is a link to nothing") from None
        return None
    except OSError as e:
        raise _Unreadable(f"cannot be read ({e.strerror or e})") from None
    if not stat.S_ISREG(st.st_mode):
        raise _Unreadable(f"is {_kind_of(st.st_mode)}, not a settings file")
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
        try:
            st = os.fstat(fd)  # it may have changed since the stat above
            if not stat.S_ISREG(st.st_mode):
                raise _Unreadable(f"is {_kind_of(st.st_mode)}, not a settings file")
            with os.fdopen(os.dup(fd), "rb") as f:
                raw = f.read(MAX_SETTINGS_BYTES + 1)
        finally:
            os.close(fd)
    except OSError as e:
        raise _Unreadable(f"cannot be read ({e.strerror or e})") from None
    if len(raw) > MAX_SETTINGS_BYTES:
        raise _Unreadable(f"is too large to be a settings file (over {MAX_SETTINGS_BYTES // 1000} kB)")
    return raw


@dataclass(frozen=True)
class Peek:
    """``theme``: a theme key (``"dark"``, ``"light"``, ``"high-contrast"``);
    ``game``: the id of the last game set up, if it is one the lobby offers."""

    theme: str = "dark"
    game: str | None = None


def peek_settings(path: Path | None = None) -> Peek:
    """The theme and the last game of the settings file, or the defaults for
    anything missing, unreadable or not exactly a valid value. Never raises
    for a bad file (the full load after the first frame says what is wrong)."""
    from holytable.games import GAMES

    from .themes import THEME_NAMES

    try:
        raw = _read(path or settings_path())
        data = json.loads(raw.decode("utf-8")) if raw is not None else {}
    except (_Unreadable, ValueError, RecursionError, UnicodeError):
        return Peek()
    if not isinstance(data, dict):
        return Peek()
    theme = data.get("theme")
    last = data.get("last")
    game = last.get("game") if isinstance(last, dict) else None
    return Peek(theme=theme if isinstance(theme, str) and theme in THEME_NAMES else "dark",
                game=game if isinstance(game, str) and game in GAMES and GAMES[game].in_lobby else None)
