"""A modal that shows a whole message: why a save cannot be resumed, why a game
cannot be opened. Nothing is cut: long lines wrap, and the box scrolls.

:class:`NoticeScreen` dismisses None (Enter, Esc or its Close button).
"""
from __future__ import annotations

import re

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widgets import Button, Static

from .footer import SteadyFooter
from .modals import OnceModal


class NoticeScreen(OnceModal):
    """``title`` in bold over ``lines`` (each a paragraph, wrapped in full);
    ``(label, text)`` pairs in ``facts`` follow as "label: text" rows (a file
    path, a format version)."""

    DEFAULT_CSS = """
    NoticeScreen {
        align: center middle;
    }
    #notice-box {
        width: 72;
        max-width: 100%;
        height: auto;
        max-height: 100%;
        border: double $primary;
        padding: 1 2;
        background: $surface;
    }
    #notice-title {
        text-style: bold;
        margin-bottom: 1;
    }
    #notice-body {
        height: auto;
        max-height: 14;
    }
    #notice-buttons {
        height: auto;
        margin-top: 1;
        align: center middle;
    }
    """

    BINDINGS = [
        Binding("escape", "close_notice", "Close", key_display="esc", id="notice.close"),
        Binding("ctrl+q", "app.quit", "Quit", id="notice.quit"),
    ]

    def __init__(self, title: str, lines: list[str], facts: list[tuple[str, str]] | None = None) -> None:
        super().__init__()
        self.title_text = title
        self.lines = list(lines)
        self.facts = list(facts or [])

    def body(self) -> Text:
        """Everything under the title, as one Text (tests read it)."""
        out = Text()
        for i, line in enumerate(self.lines):
            if i:
                out.append("\n\n")
            out.append(line)
        for label, value in self.facts:
            out.append("\n\n" if out else "")
            out.append(f"{label}: ", style="bold")
            out.append(value)
        return out

    def compose(self) -> ComposeResult:
        with Vertical(id="notice-box"):
            yield Static(Text(self.title_text), id="notice-title")
            with VerticalScroll(id="notice-body"):
                yield Static(self.body(), id="notice-text")
            with Horizontal(id="notice-buttons"):
                yield Button("Close", id="notice-close", variant="primary", compact=True)
        yield SteadyFooter(compact=True, show_command_palette=False)

    def on_mount(self) -> None:
        self.query_one("#notice-close", Button).focus()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.close(None)

    def action_close_notice(self) -> None:
        self.close(None)


def short_paths(text: str, keep: int = 2) -> str:
    """``text`` (an OS error message) with each long absolute path cut to its
    last ``keep`` parts (``…/home/saves``): the banner keeps to a line or two;
    the notification and the file itself keep the whole path."""
    def cut(m: re.Match[str]) -> str:
        parts = m.group(0).split("/")
        return m.group(0) if len(m.group(0)) <= 30 or len(parts) <= keep + 1 else "…/" + "/".join(parts[-keep:])

    return re.sub(r"/[^\s:]+", cut, text)
