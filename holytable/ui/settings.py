"""User settings: theme, reaction-window mode, the computer's pace and who
plays each seat of each game, persisted as JSON.

The file is ``$HOLYTABLE_HOME/settings.json`` when ``HOLYTABLE_HOME`` is set (tests
set it to a temporary folder), else ``settings.json`` in the platformdirs user
config directory (e.g. ``~/.config/holytable/settings.json``).

Writes are atomic (temp file, fsync, rename). A damaged file never crashes the
app and is never silently lost: :func:`load_settings` keeps every field that
still reads, moves the file aside and returns a one-line notice; a path that is
not a readable file (a folder, a FIFO, a device) is left alone and never
overwritten.
"""
from __future__ import annotations

import json
import os
import re
import tempfile
import time
from pathlib import Path
from typing import Any, Literal, Optional, Union

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from holytable.engine.text import check_names, find_unsafe

from .settings_peek import MAX_SETTINGS_BYTES, _Unreadable, _read, settings_path  # noqa: F401 (re-exported)

#: Theme choices shown in the settings screen: key -> label.
THEME_CHOICES: dict[str, str] = {"dark": "Dark", "light": "Light", "high-contrast": "High contrast"}

#: Reaction-window modes (DESIGN.md, hot-seat): key -> label.
REACTION_CHOICES: dict[str, str] = {
    "stops": "Ask at my stops (t in a game; leaks nothing)",
    "always": "Always ask (leaks nothing)",
    "when-able": "Ask only when I can respond (faster)",
}


#: The computer's pace at the table (issue 14): key -> (label, the least
#: seconds between one of its choices and the next, thinking included).
PACE_CHOICES: dict[str, tuple[str, float]] = {
    "steady": ("Steady: a second or more a choice", 1.0),
    # (0.8: above the 0.6 s every choice takes, so that it is a pace of its own, break22)
    "brisk": ("Brisk: under a second a choice", 0.8),
    # each choice of the computer takes 0.6 s at least (WINDOW_SECONDS): a
    # quicker one would tell whether it had anything to play (break21)
    "none": ("Quickest: 0.6 s a choice, never less", 0.0),
}


class LastSetup(BaseModel):
    """The last game started from the lobby, to pre-fill it next time: game id,
    player names, ready-made deck names (seat order) and game options."""

    model_config = ConfigDict(extra="ignore")

    game: str = Field(max_length=40)
    names: list[str] = Field(default_factory=list, max_length=8)
    decks: list[str] = Field(default_factory=list, max_length=8)
    options: dict[str, Union[bool, int, str]] = Field(default_factory=dict, max_length=20)

    @field_validator("names")
    @classmethod
    def _names(cls, names: list[str]) -> list[str]:
        """Player names: printable, 1..24 cells, distinct (engine/text.py)."""
        return check_names(names)

    @field_validator("game", "decks", "options")
    @classmethod
    def _drawable(cls, value: Any) -> Any:
        """The game id, deck names and option values may reach the screen."""
        if find_unsafe(value):
            raise ValueError("holds a character that cannot be shown")
        return value


#: The most player names whose stops the settings keep in one game; past it
#: the name whose stops were set longest ago is forgotten (``with_stops``).
STOPS_NAMES = 64


class Settings(BaseModel):
    """Everything the settings screen stores, and the lobby's last setup.

    theme: one of :data:`THEME_CHOICES`; reaction_mode: one of
    :data:`REACTION_CHOICES` (used by games with reaction windows);
    last: the last game started (:class:`LastSetup`) or None;
    computer_pace: one of :data:`PACE_CHOICES`; seats: per game id, who
    played each seat the last time it was started (:data:`LOBBY_SEAT_KINDS`);
    stops: per game id, per player name, the moments at which that player
    is asked in a response window (``holytable.ui.stops``; a name with none
    saved has the game's defaults).

    Fields this version does not know (written by a newer holytable) are kept
    as they are and written back on the next save (``extra="allow"``).
    """

    model_config = ConfigDict(extra="allow")

    theme: Literal["dark", "light", "high-contrast"] = "dark"
    reaction_mode: Literal["stops", "always", "when-able"] = "stops"
    last: Optional[LastSetup] = None
    computer_pace: Literal["steady", "brisk", "none"] = "steady"
    seats: dict[str, list[Literal["human", "easy", "normal", "hard"]]] = Field(default_factory=dict, max_length=20)
    stops: dict[str, dict[str, list[str]]] = Field(default_factory=dict, max_length=20)

    @field_validator("stops")
    @classmethod
    def _stops(cls, value: dict[str, dict[str, list[str]]]) -> dict[str, dict[str, list[str]]]:
        """Per game id, per player name, the moment keys of their stops
        (``holytable.ui.stops``): at most :data:`STOPS_NAMES` names a game
        (``with_stops`` drops the oldest), 40 keys a name; names and keys
        reach the screen."""
        if find_unsafe(value):
            raise ValueError("holds a character that cannot be shown")
        if any(len(per) > STOPS_NAMES or any(len(keys) > 40 for keys in per.values()) for per in value.values()):
            raise ValueError("too many players or moments")
        return value

    @field_validator("seats")
    @classmethod
    def _seat_games(cls, value: dict[str, list[str]]) -> dict[str, list[str]]:
        """Game ids reach the screen; at most eight seats a game."""
        if find_unsafe(list(value)):
            raise ValueError("holds a character that cannot be shown")
        if any(len(v) > 8 for v in value.values()):
            raise ValueError("more than eight seats")
        return value

    def pace_seconds(self) -> float:
        """The least seconds between two of the computer's choices."""
        return PACE_CHOICES[self.computer_pace][1]


#: How the player reads each field's name in a notice.
FIELD_WORDS = {"theme": "theme", "reaction_mode": "reaction-window mode", "last": "last game set up",
               "computer_pace": "computer's pace", "seats": "players of each game",
               "stops": "stops"}


class SettingsNotSaved(OSError):
    """The settings file is there but could not be read (a folder, a FIFO, a
    device, unreadable, too large or damaged and not moved aside): it is never
    overwritten. ``str()`` is one line naming the file."""


def _salvage(text: str) -> dict[str, Any]:
    """From text that is not valid JSON (a cut or garbled file), each known
    field whose value still reads as JSON: ``"theme": "light"`` survives a cut
    further on. The first readable value of each field wins."""
    decoder = json.JSONDecoder()
    found: dict[str, Any] = {}
    for name in Settings.model_fields:
        for m in re.finditer(rf'"{re.escape(name)}"\s*:\s*', text):
            try:
                value, _ = decoder.raw_decode(text, m.end())
            except (ValueError, RecursionError):
                continue
            found[name] = value
            break
    return found


def parse_settings(raw: bytes) -> tuple[Settings, list[str], list[str]]:
    """``(settings, problems, kept)``: the settings from the bytes of a file,
    every field that reads kept (the others at their defaults); ``problems``
    (one short phrase each) is empty for a sound file; ``kept`` names the
    fields read from the file."""
    problems: list[str] = []
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        problems.append("not UTF-8 text")
        text = raw.decode("utf-8", errors="replace")
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as e:
        where = f" at line {e.lineno}, column {e.colno}" if isinstance(e, json.JSONDecodeError) else ""
        problems.append(("empty" if not text.strip() else "not valid JSON" + where))
        data = _salvage(text)
    if not isinstance(data, dict):
        problems.append("not a JSON object")
        data = {}
    fields: dict[str, Any] = {}
    for name in Settings.model_fields:
        if name not in data:
            continue
        try:
            Settings.model_validate({name: data[name]})
        except ValidationError as e:
            err = e.errors()[0]
            where = ".".join(str(x) for x in err["loc"])
            problems.append(f"{where}: {err['msg']}")
            continue
        fields[name] = data[name]
    kept = [FIELD_WORDS.get(n, n) for n in fields]
    for name, value in data.items():  # a newer holytable's fields: kept, never shown
        if name not in Settings.model_fields and isinstance(name, str):
            try:
                json.dumps({name: value}, ensure_ascii=False).encode("utf-8")
            except (ValueError, UnicodeError, RecursionError):
                problems.append(f"{name!a}: not text that can be written back")
                continue
            fields[name] = value
    return Settings.model_validate(fields), problems, kept


def _and(words: list[str]) -> str:
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def _aside_path(path: Path) -> Path:
    """``settings.damaged-20261130-171800.json`` beside ``path``, not yet taken."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    p = path.with_name(f"{path.stem}.damaged-{stamp}{path.suffix}")
    n = 1
    while os.path.lexists(p):
        n += 1
        p = path.with_name(f"{path.stem}.damaged-{stamp}-{n}{path.suffix}")
    return p


def load_settings(path: Path | None = None) -> tuple[Settings, str | None]:
    """Read the settings. Returns ``(settings, None)`` for a sound or missing
    file, else ``(settings, notice)`` with a one-line notice for the player:

    - damaged (not JSON, cut short, a field of the wrong type): every field that
      still reads is kept, the rest are defaults, and the file is moved aside to
      ``settings.damaged-<time>.json`` (the notice names both paths), so the
      next save starts afresh and loses nothing that was readable;
    - not a file holytable can read (a folder, a FIFO, a device, unreadable,
      too large): the defaults, and the file is left alone and never
      overwritten (:func:`save_settings` refuses).

    Never blocks: the path is checked before it is opened, non-blocking.
    """
    path = path or settings_path()
    try:
        raw = _read(path)
    except _Unreadable as e:
        return Settings(), (f"Settings file {path} {e}; using the default settings. holytable leaves it "
                            "as it is and does not save settings there.")
    if raw is None:
        return Settings(), None
    settings, problems, kept = parse_settings(raw)
    if not problems:
        return settings, None
    what = "; ".join(problems)
    if len(what) > 160:
        what = what[:159] + "…"
    keeping = f"kept the {_and(kept)}" if kept else "nothing in it was readable: using the defaults"
    try:
        aside = _aside_path(path)
        os.rename(path, aside)
    except OSError as e:
        return settings, (f"Settings file {path} is damaged ({what}); {keeping}. It could not be moved aside "
                          f"({e.strerror or e}), so it is left as it is and settings are not saved there.")
    # Write what was kept at once: quitting before any other save must not lose it.
    try:
        save_settings(settings, path)
    except OSError as e:
        return settings, (f"Settings file {path} was damaged ({what}); {keeping} for now, but could not write "
                          f"them back ({e.strerror or e}). The damaged file is now {aside}.")
    return settings, f"Settings file {path} was damaged ({what}); {keeping}. The damaged file is now {aside}."


def _check_writable(path: Path) -> None:
    """Raise SettingsNotSaved unless ``path`` is missing or a sound settings
    file: a file holytable could not read is never overwritten."""
    try:
        raw = _read(path)
    except _Unreadable as e:
        raise SettingsNotSaved(f"{path} {e}: settings are not saved there") from None
    if raw is not None and parse_settings(raw)[1]:
        raise SettingsNotSaved(f"{path} is damaged: settings are not saved there, so as not to overwrite it")


def save_settings(settings: Settings, path: Path | None = None) -> None:
    """Write the settings atomically. Raises OSError when the folder is not
    writable, and SettingsNotSaved (an OSError) when the file there is not one
    holytable could read: it is never overwritten. Callers turn either into a
    notification. A link to a settings file is written through (the link stays).
    Settings that cannot be written as UTF-8 JSON (a lone surrogate) raise
    SettingsNotSaved too, never a ValueError."""
    path = path or settings_path()
    if path.is_symlink():
        path = Path(os.path.realpath(path))
    _check_writable(path)
    try:
        data = settings.model_dump_json(indent=1).encode("utf-8")
    except (ValueError, UnicodeError) as e:  # PydanticSerializationError is a ValueError
        raise SettingsNotSaved(f"settings hold text that cannot be written to a file "
                               f"({' '.join(str(e).split())[:80]!a})") from None
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=".tmp-settings-", suffix=".json", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
