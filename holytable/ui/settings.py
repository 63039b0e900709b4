"""User settings: theme and reaction-window mode, persisted as JSON.

The file is ``$HOLYTABLE_HOME/settings.json`` when ``HOLYTABLE_HOME`` is set (tests
set it to a temporary folder), else ``settings.json`` in the platformdirs user
config directory (e.g. ``~/.config/holytable/settings.json``).

Writes are atomic (temp file, fsync, rename). A damaged file never crashes the
app: :func:`load_settings` returns the defaults and a one-line message.
"""
from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any, Literal, Optional, Union

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

#: Theme choices shown in the settings screen: key -> label.
THEME_CHOICES: dict[str, str] = {"dark": "Dark", "light": "Light", "high-contrast": "High contrast"}

#: Reaction-window modes (DESIGN.md, hot-seat): key -> label.
REACTION_CHOICES: dict[str, str] = {
    "always": "Always ask (leaks nothing)",
    "when-able": "Ask only when I can respond (faster)",
}

MAX_SETTINGS_BYTES = 64_000


class LastSetup(BaseModel):
    """The last game started from the lobby, to pre-fill it next time: game id,
    player names, ready-made deck names (seat order) and game options."""

    model_config = ConfigDict(extra="ignore")

    game: str = Field(max_length=40)
    names: list[str] = Field(default_factory=list, max_length=8)
    decks: list[str] = Field(default_factory=list, max_length=8)
    options: dict[str, Union[bool, int, str]] = Field(default_factory=dict, max_length=20)


class Settings(BaseModel):
    """Everything the settings screen stores, and the lobby's last setup.

    theme: one of :data:`THEME_CHOICES`; reaction_mode: one of
    :data:`REACTION_CHOICES` (used by games with reaction windows);
    last: the last game started (:class:`LastSetup`) or None.
    """

    model_config = ConfigDict(extra="ignore")

    theme: Literal["dark", "light", "high-contrast"] = "dark"
    reaction_mode: Literal["always", "when-able"] = "always"
    last: Optional[LastSetup] = None

    @field_validator("last", mode="wrap")
    @classmethod
    def _forget_a_bad_last(cls, value: Any, handler: Any) -> Any:
        # A damaged "last" only loses the lobby's pre-fill, never the settings.
        try:
            return handler(value)
        except (ValidationError, ValueError):
            return None


def settings_path() -> Path:
    """Where the settings file lives (see the module docstring)."""
    home = os.environ.get("HOLYTABLE_HOME")
    if home:
        return Path(home) / "settings.json"
    from platformdirs import user_config_dir

    return Path(user_config_dir("holytable", appauthor=False)) / "settings.json"


def load_settings(path: Path | None = None) -> tuple[Settings, str | None]:
    """Read the settings. Returns ``(settings, None)``, or ``(defaults, message)``
    when the file is damaged (the message is one line). A missing file gives the
    defaults silently."""
    path = path or settings_path()
    try:
        if not path.exists():
            return Settings(), None
        if path.stat().st_size > MAX_SETTINGS_BYTES:
            return Settings(), f"Settings file {path} is too large; using the defaults."
        data = json.loads(path.read_bytes().decode("utf-8"))
        if not isinstance(data, dict):
            raise ValueError("not a JSON object")
        return Settings.model_validate(data), None
    except ValidationError as e:
        err = e.errors()[0]
        where = ".".join(str(x) for x in err["loc"])
        return Settings(), f"Settings file {path} is damaged ({where}: {err['msg']}); using the defaults."
    except (OSError, ValueError, RecursionError) as e:
        why = " ".join(str(e).split())[:80]
        return Settings(), f"Settings file {path} is damaged ({why}); using the defaults."


def save_settings(settings: Settings, path: Path | None = None) -> None:
    """Write the settings atomically. Raises OSError when the folder is not
    writable (callers turn it into a notification)."""
    path = path or settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    data = settings.model_dump_json(indent=1)
    fd, tmp = tempfile.mkstemp(prefix=".tmp-settings-", suffix=".json", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
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
