"""Small text helpers the game boards share (pure: rich Text only, no widgets)."""
from __future__ import annotations

from rich.text import Text


def short(text: str, width: int) -> str:
    """``text`` cut to ``width`` characters with "…"."""
    return text if len(text) <= width else text[: max(1, width - 1)] + "…"


def line(*parts: str | Text, width: int, style: str = "") -> Text:
    """One line of at most ``width`` cells (cut with "…")."""
    t = Text(no_wrap=True, overflow="ellipsis", style=style)
    for p in parts:
        t.append_text(p if isinstance(p, Text) else Text(p))
    t.truncate(width, overflow="ellipsis")
    return t


def wrap(text: str, width: int, rows: int) -> list[Text]:
    """``text`` wrapped on words into at most ``rows`` lines of ``width``
    cells; when it does not fit, the last line ends with one "…"."""
    out, cur = [], ""
    for w in text.split():
        if cur and len(cur) + 1 + len(w) > width:
            out.append(cur)
            cur = w
        else:
            cur = f"{cur} {w}" if cur else w
    if cur:
        out.append(cur)
    if len(out) > rows:
        out = out[:rows]
        if out:
            out[-1] = short(out[-1] + " …", width)
    return [Text(short(x, width), no_wrap=True) for x in out]
