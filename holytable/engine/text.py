"""Text that comes from files (saves, settings, deck files, file names) and
reaches the screen: one place that says what is safe to draw.

Pure Python (no textual, no rich): the engine, the command line and the UI all
use it.

- :func:`unsafe_char` / :func:`is_safe_text`: a character that must never reach
  a terminal raw: control characters (C0, DEL, C1: ESC, BEL, CSI...), bidi
  overrides and isolates (U+202A-U+202E, U+2066-U+2069), other format
  characters that are not needed in a name, and lone surrogates.
- :func:`safe_text`: any string made safe to draw (each unsafe character shown
  as ``?``), for file names and messages that are only shown.
- :func:`check_name` / :func:`check_names`: the one validator of player names
  (printable, 1..:data:`MAX_NAME_CELLS` cells after trimming, distinct).
  Raises ValueError with one line of player-facing text.
- :func:`cells`: how many terminal cells a string takes (wide CJK = 2).
"""
from __future__ import annotations

import unicodedata
from typing import Iterable

#: A player's name is at most this many terminal cells wide.
MAX_NAME_CELLS = 24

#: Bidi embedding/override/isolate characters: they reorder what follows on
#: the line, so a name could make the screen lie about who is who.
BIDI_CONTROLS = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c")

#: Format characters (category Cf) that are harmless in text and needed by
#: some scripts: zero-width joiner and non-joiner.
ALLOWED_FORMAT = frozenset("\u200c\u200d")


def unsafe_char(ch: str) -> bool:
    """True for a character never drawn raw: a control character (Cc: C0, DEL,
    C1), a lone surrogate (Cs), a bidi control, a format character other than
    ZWJ/ZWNJ (Cf), an unassigned or private-use code point, a line or
    paragraph separator (Zl, Zp). Ordinary spaces are safe."""
    if ch in BIDI_CONTROLS:
        return True
    cat = unicodedata.category(ch)
    if cat == "Cf":
        return ch not in ALLOWED_FORMAT
    return cat in ("Cc", "Cs", "Co", "Cn", "Zl", "Zp")


def is_safe_text(text: str) -> bool:
    """True when no character of ``text`` is :func:`unsafe_char`."""
    return not any(unsafe_char(ch) for ch in text)


def safe_text(text: object, limit: int | None = None) -> str:
    """``text`` (any object, as str) with each unsafe character shown as ``?``
    and tabs/newlines as spaces; cut to ``limit`` characters with "…" when
    given. Never raises (a lone surrogate becomes ``?`` too)."""
    s = str(text)
    out = "".join(" " if ch in "\t\n\r" else "?" if unsafe_char(ch) else ch for ch in s)
    if limit is not None and len(out) > limit:
        out = out[: max(1, limit - 1)] + "…"
    return out


def cells(text: str) -> int:
    """Terminal cells ``text`` takes: wide and full-width characters 2,
    combining marks 0, the rest 1."""
    n = 0
    for ch in text:
        if unicodedata.combining(ch) or ch in ALLOWED_FORMAT:
            continue
        n += 2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1
    return n


def check_name(name: object) -> str:
    """A player's name, trimmed (inner runs of spaces made one). Raises
    ValueError (one line, in the player's words) when it is not text, holds a
    control, bidi or other unsafe character, is empty, or is wider than
    :data:`MAX_NAME_CELLS` cells."""
    if not isinstance(name, str):
        raise ValueError("a player's name must be text")
    bad = next((ch for ch in name if unsafe_char(ch) and ch not in "\t"), None)
    if bad is not None:
        raise ValueError(f"a player's name holds a character that cannot be shown (U+{ord(bad):04X})")
    clean = " ".join(name.split())
    if not clean:
        raise ValueError("a player's name cannot be empty")
    if cells(clean) > MAX_NAME_CELLS:
        raise ValueError(f"a player's name is too long (at most {MAX_NAME_CELLS} columns on screen; "
                         "a wide letter takes two)")
    return clean


class RefusedName(ValueError):
    """A refused player name: ``seat`` (0-based) says whose; the message is
    one line naming the player."""

    def __init__(self, seat: int, message: str) -> None:
        super().__init__(message)
        self.seat = seat


def check_names(names: Iterable[object]) -> list[str]:
    """Every name checked by :func:`check_name`, and no two the same (ignoring
    case). Raises :class:`RefusedName` (a ValueError, one line) naming the
    player, with their ``seat``."""
    out: list[str] = []
    for i, name in enumerate(names):
        try:
            clean = check_name(name)
        except ValueError as e:
            raise RefusedName(i, f"player {i + 1}: {e}") from None
        if clean.casefold() in (n.casefold() for n in out):
            raise RefusedName(i, f"player {i + 1} has the same name as another player")
        out.append(clean)
    return out


def counted(n: int, word: str, plural: str | None = None) -> str:
    """``"1 denizen"``, ``"2 denizens"``, ``"0 denizens"``: ``n`` and ``word``,
    plural (``plural``, else ``word + "s"``) unless ``n`` is 1."""
    return f"{n} {word if n == 1 else (plural or word + 's')}"


def find_unsafe(data: object, where: str = "") -> str | None:
    """The place (``decks.0.cards.2.name``) of the first string in nested JSON
    data (dicts, lists) that is not :func:`is_safe_text`, keys included; None
    when all are safe."""
    if isinstance(data, str):
        return None if is_safe_text(data) else (where or "text")
    if isinstance(data, dict):
        for k, v in data.items():
            here = f"{where}.{safe_text(k, 40)}" if where else safe_text(k, 40)
            if isinstance(k, str) and not is_safe_text(k):
                return here
            found = find_unsafe(v, here)
            if found:
                return found
    elif isinstance(data, (list, tuple)):
        for i, v in enumerate(data):
            found = find_unsafe(v, f"{where}.{i}" if where else str(i))
            if found:
                return found
    return None
