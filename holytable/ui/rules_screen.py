"""The rules page (``?``): a Markdown viewer of ``docs/rules/<game>.md``.

Its own module so that Textual's Markdown widgets are imported only when a
player first opens the rules, not when the app starts.
"""
from __future__ import annotations

import asyncio
import time
from pathlib import Path

from textual.app import ComposeResult
from textual.binding import Binding
from textual.css.query import NoMatches
from textual.widgets import MarkdownViewer

from .footer import SteadyFooter
from .modals import MAX_RULES_BYTES, OnceModal, player_part


class RulesViewer(MarkdownViewer):
    """A MarkdownViewer that tells its screen when the page is laid out."""

    def on_markdown_table_of_contents_updated(self, message: object) -> None:
        # The empty document posts this too before the page is loaded.
        if self.document.children and isinstance(self.screen, OnceModal):
            self.call_after_refresh(self.screen.set_ready)


#: The rules page shows its first part at once (about this many lines, cut
#: at a section heading) and appends the rest section by section: a long
#: page (Heresy's, 130 kB) took seconds to lay out whole, keys unseen.
FIRST_LINES = 120


def chunks(text: str, first: int = FIRST_LINES) -> list[str]:
    """``text`` cut before its ``## `` headings (outside code fences): the
    first piece at least ``first`` lines where there are that many, then
    one section a piece; ``"".join(chunks(t)) == t``."""
    lines = text.splitlines(keepends=True)
    cuts, fence = [0], False
    for i, line in enumerate(lines):
        if line.lstrip().startswith("```"):
            fence = not fence
        elif not fence and line.startswith("## ") and i >= first and i > cuts[-1]:
            cuts.append(i)
            first = 0  # after the first piece: every section
    cuts.append(len(lines))
    return ["".join(lines[a:b]) for a, b in zip(cuts, cuts[1:]) if b > a]


class RulesScreen(OnceModal):
    """A Markdown viewer of ``docs/rules/<game>.md``; ready for keys once its
    first part is laid out; the rest is appended section by section
    (:func:`chunks`), the border saying "loading…" meanwhile."""

    READY_ON_MOUNT = False

    BINDINGS = [
        Binding("escape,q,question_mark", "close_rules", "Close", key_display="esc", id="rules.close"),
        Binding("ctrl+q", "app.quit", "Quit", id="rules.quit"),
    ]

    def __init__(self, path: Path, title: str) -> None:
        super().__init__()
        self.path = path
        self.title_text = title
        self._opened = time.monotonic()

    def compose(self) -> ComposeResult:
        try:
            if self.path.stat().st_size > MAX_RULES_BYTES:
                text = f"# {self.title_text}\n\nThe rules file is too large to show."
            else:
                text = player_part(self.path.read_text(encoding="utf-8", errors="replace"))
        except OSError as e:
            text = f"# {self.title_text}\n\nCannot read {self.path}: {e.strerror or e}"
        self._pieces = chunks(text)
        viewer = RulesViewer("", show_table_of_contents=False, id="rules-viewer")
        viewer.border_title = f"Rules · {self.title_text}"
        # the viewer's own keys (issue 11: the page did not say how to scroll)
        viewer.border_subtitle = self.SCROLL + (" · loading the rules…" if self._pieces else "")
        yield viewer
        yield SteadyFooter(compact=True, show_command_palette=False)

    SCROLL = "↑↓ PgUp PgDn Home End scroll"
    #: Keys typed within this many seconds of opening the page are typed
    #: ahead, before the player can have read it: the page drops them (a
    #: burst "? 1 Esc 2" never reaches the game), however fast it lays out.
    READY_NOT_BEFORE = 0.3

    def set_ready(self) -> None:
        wait = self.READY_NOT_BEFORE - (time.monotonic() - self._opened)
        if wait > 0 and not self.ready:
            self.set_timer(wait, self.set_ready)
            return
        super().set_ready()

    def on_mount(self) -> None:
        self._opened = time.monotonic()
        super().on_mount()
        self.query_one(MarkdownViewer).focus()
        if self._pieces:
            self.run_worker(self._load(), exclusive=True, group="rules-load")

    async def _load(self) -> None:
        """Append the page piece by piece, letting keys in between."""
        try:
            viewer = self.query_one(RulesViewer)
            for k, piece in enumerate(self._pieces):
                if self._dismissed or not viewer.is_attached:
                    return  # closed meanwhile
                await viewer.document.append(piece)
                for _ in range(150 if k == 0 else 1):  # the first part shown and ready before the rest
                    await asyncio.sleep(0.02)
                    if self.ready:
                        break
            viewer.border_subtitle = self.SCROLL
        except NoMatches:  # the page was closed while it loaded
            return

    def action_close_rules(self) -> None:
        self.close(None)
