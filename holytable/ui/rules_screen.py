"""The rules page (``?``): a Markdown viewer of ``docs/rules/<game>.md``.

Its own module so that Textual's Markdown widgets are imported only when a
player first opens the rules, not when the app starts.
"""
from __future__ import annotations

from pathlib import Path

from textual.app import ComposeResult
from textual.binding import Binding
from textual.widgets import MarkdownViewer

from .footer import SteadyFooter
from .modals import MAX_RULES_BYTES, OnceModal, player_part


class RulesViewer(MarkdownViewer):
    """A MarkdownViewer that tells its screen when the page is laid out."""

    def on_markdown_table_of_contents_updated(self, message: object) -> None:
        # The empty document posts this too before the page is loaded.
        if self.document.children and isinstance(self.screen, OnceModal):
            self.call_after_refresh(self.screen.set_ready)


class RulesScreen(OnceModal):
    """A Markdown viewer of ``docs/rules/<game>.md``; ready for keys once the
    page is laid out (a long page takes a moment)."""

    READY_ON_MOUNT = False

    BINDINGS = [
        Binding("escape,q,question_mark", "close_rules", "Close", key_display="esc", id="rules.close"),
        Binding("ctrl+q", "app.quit", "Quit", id="rules.quit"),
    ]

    def __init__(self, path: Path, title: str) -> None:
        super().__init__()
        self.path = path
        self.title_text = title

    def compose(self) -> ComposeResult:
        try:
            if self.path.stat().st_size > MAX_RULES_BYTES:
                text = f"# {self.title_text}\n\nThe rules file is too large to show."
            else:
                text = player_part(self.path.read_text(encoding="utf-8", errors="replace"))
        except OSError as e:
            text = f"# {self.title_text}\n\nCannot read {self.path}: {e.strerror or e}"
        viewer = RulesViewer(text, show_table_of_contents=False, id="rules-viewer")
        viewer.border_title = f"Rules · {self.title_text}"
        # the viewer's own keys (issue 11: the page did not say how to scroll)
        viewer.border_subtitle = "↑↓ PgUp PgDn Home End scroll"
        yield viewer
        yield SteadyFooter(compact=True, show_command_palette=False)

    def on_mount(self) -> None:
        self.query_one(MarkdownViewer).focus()

    def action_close_rules(self) -> None:
        self.close(None)
