"""The rules page (``?``): ``docs/rules/<game>.md`` as one scrolling page.

The page is rich's Markdown rendered once into lines (:func:`render_rules`, in
a thread) and shown by :class:`RulesPage`, a line-API scroll view that draws
only the rows on screen. Textual's Markdown widget laid out a long page
(Heresy's, 133 kB) block by block: seconds before End reached its foot.

Its own module so that Markdown is imported only when a player first opens the
rules, not when the app starts.
"""
from __future__ import annotations

import io
import time
from pathlib import Path

from rich.console import Console
from rich.markdown import Markdown
from rich.style import Style
from rich.text import Text
from rich.theme import Theme as RichTheme
from textual.app import ComposeResult
from textual.binding import Binding
from textual.color import Color
from textual.geometry import Size
from textual.message import Message
from textual.scroll_view import ScrollView
from textual.strip import Strip
from textual.worker import Worker, WorkerState

from .footer import SteadyFooter
from .modals import MAX_RULES_BYTES, OnceModal, player_part


def chunks(text: str, first: int = 0) -> list[str]:
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


def rich_theme(variables: dict[str, str]) -> RichTheme:
    """Rich's Markdown styles in the app's theme colours (``variables``: the
    app's CSS variables, e.g. ``markdown-h1-color``): headings as Textual's
    Markdown widget draws them, tables and rules in ``primary``."""

    def colour(name: str) -> str | None:
        value = variables.get(name)
        if not value or value == "transparent":
            return None
        try:
            return Color.parse(value).rich_color.name
        except Exception:  # an unparsable theme value: rich's default
            return None

    styles: dict[str, Style] = {}
    for level in range(1, 7):
        look = variables.get(f"markdown-h{level}-text-style", "bold")
        styles[f"markdown.h{level}"] = Style.parse(look if look != "none" else "") + Style(
            color=colour(f"markdown-h{level}-color"), bgcolor=colour(f"markdown-h{level}-background"))
    primary, accent = colour("primary"), colour("accent")
    styles["markdown.h1.border"] = Style(color=primary)
    styles["markdown.table.border"] = Style(color=primary)
    styles["markdown.table.header"] = Style(bold=True, color=primary)
    styles["markdown.hr"] = Style(color=primary)
    styles["markdown.item.bullet"] = Style(bold=True, color=accent)
    styles["markdown.item.number"] = Style(color=accent)
    styles["markdown.link"] = Style(color=accent, underline=True)
    styles["markdown.link_url"] = Style(color=accent, underline=True)
    styles["markdown.code"] = Style(bold=True, color=colour("text-accent") or accent)
    styles["markdown.block_quote"] = Style(color=colour("foreground-muted"), italic=True)
    return RichTheme(styles, inherit=True)


def render_rules(text: str, width: int, theme: RichTheme | None = None) -> tuple[list[Strip], list[tuple[str, int]]]:
    """``text`` (Markdown) rendered ``width`` cells wide by rich: the lines,
    and each section's heading with the line it starts on (``# `` and
    ``## `` headings; the first piece may have none)."""
    console = Console(width=width, file=io.StringIO(), theme=theme, color_system="truecolor",
                      force_terminal=True, legacy_windows=False, highlight=False, emoji=False)
    options = console.options.update_width(width)
    lines: list[Strip] = []
    heads: list[tuple[str, int]] = []
    for piece in chunks(text):
        if lines:
            lines.append(Strip.blank(width))
        first = piece.lstrip("\n").split("\n", 1)[0]
        if first.startswith(("# ", "## ")):
            heads.append((first.lstrip("#").strip(), len(lines)))
        lines.extend(Strip(segments, width) for segments in console.render_lines(Markdown(piece), options))
    return lines, heads


def lay_out(text: str, width: int, theme: RichTheme | None) -> tuple[int, list[Strip], list[tuple[str, int]]]:
    """``(width, lines, heads)`` of :func:`render_rules`; a page that rich's
    Markdown cannot render is shown as plain wrapped text, never a crash."""
    try:
        return (width, *render_rules(text, width, theme))
    except Exception:  # a rules file the Markdown renderer fails on
        console = Console(width=width, file=io.StringIO(), legacy_windows=False, highlight=False)
        plain = console.render_lines(Text(text), console.options.update_width(width))
        return width, [Strip(segments, width) for segments in plain], []


class RulesPage(ScrollView, can_focus=True):
    """The rules text as lines: rendered by :func:`render_rules` in a thread
    whenever the width changes, drawn a screen at a time (``render_line``).
    ``text``: the Markdown; :attr:`heads`: (heading, line) per section."""

    BINDINGS = [
        Binding("n", "section(1)", "Next section", id="rules.next"),
        Binding("p", "section(-1)", "Previous section", id="rules.previous"),
    ]

    DEFAULT_CSS = """
    RulesPage {
        scrollbar-gutter: stable;
        padding: 0 1;
        overflow-x: hidden;
    }
    """

    def __init__(self, text: str, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.text = text
        self.lines: list[Strip] = []
        self.heads: list[tuple[str, int]] = []
        self.laid_out_width = 0
        self._theme: RichTheme | None = None

    def on_resize(self) -> None:
        width = self.scrollable_content_region.width
        if width > 0 and width != self.laid_out_width:
            self.laid_out_width = width
            if self._theme is None:
                self._theme = rich_theme(self.app.get_css_variables())
            text, theme = self.text, self._theme
            self.run_worker(lambda: lay_out(text, width, theme), thread=True,
                            exclusive=True, group="rules-layout")

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        if event.worker.group != "rules-layout" or event.state != WorkerState.SUCCESS:
            return
        event.stop()
        width, lines, heads = event.worker.result
        if width != self.laid_out_width:
            return  # resized again meanwhile: a newer layout is on its way
        at = self.scroll_y / self.max_scroll_y if self.lines and self.max_scroll_y else 0.0
        self.lines, self.heads = lines, heads
        self.virtual_size = Size(width, len(lines))
        self.scroll_to(y=round(at * self.max_scroll_y), animate=False, immediate=True)
        self.refresh()
        self.post_message(self.LaidOut())

    class LaidOut(Message):
        """The page's lines are ready at its width."""

    # Home, End and the page keys jump at once, as a pager does (Textual
    # animates them: End took a second to reach the foot of Heresy's page).
    def action_scroll_home(self) -> None:
        self.scroll_home(animate=False)

    def action_scroll_end(self) -> None:
        self.scroll_end(animate=False)

    def action_page_up(self) -> None:
        self.scroll_page_up(animate=False)

    def action_page_down(self) -> None:
        self.scroll_page_down(animate=False)

    def action_section(self, step: int) -> None:
        """n / p: the top of the next / previous section (``## `` heading)."""
        y = round(self.scroll_y)
        starts = [line for _head, line in self.heads]
        if step > 0:
            later = [s for s in starts if s > y]
            target = later[0] if later else self.max_scroll_y
        else:
            earlier = [s for s in starts if s < y]
            target = earlier[-1] if earlier else 0
        self.scroll_to(y=target, animate=False, immediate=True)

    def render_line(self, y: int) -> Strip:
        scroll_x, scroll_y = self.scroll_offset
        width = self.scrollable_content_region.width
        index = scroll_y + y
        style = self.rich_style
        if index >= len(self.lines):
            return Strip.blank(width, style)
        return self.lines[index].crop_extend(scroll_x, scroll_x + width, style).apply_style(style)


class RulesScreen(OnceModal):
    """``docs/rules/<game>.md`` (its players' part) as one page, ready for
    keys once it is laid out whole; the border says "loading…" until then."""

    READY_ON_MOUNT = False

    BINDINGS = [
        Binding("escape,q,question_mark", "close_rules", "Close", key_display="esc", id="rules.close"),
        Binding("ctrl+q", "app.quit", "Quit", id="rules.quit"),
    ]

    SCROLL = "↑↓ PgUp PgDn Home End scroll"
    #: Keys typed within this many seconds of opening the page are typed
    #: ahead, before the player can have read it: the page drops them (a
    #: burst "? 1 Esc 2" never reaches the game), however fast it lays out.
    READY_NOT_BEFORE = 0.3

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
        page = RulesPage(text, id="rules-viewer")
        page.border_title = f"Rules · {self.title_text}"
        # the page's own keys (issue 11: the page did not say how to scroll)
        page.border_subtitle = self.SCROLL + " · loading the rules…"
        yield page
        yield SteadyFooter(compact=True, show_command_palette=False)

    def set_ready(self) -> None:
        wait = self.READY_NOT_BEFORE - (time.monotonic() - self._opened)
        if wait > 0 and not self.ready:
            self.set_timer(wait, self.set_ready)
            return
        super().set_ready()

    def on_mount(self) -> None:
        self._opened = time.monotonic()
        super().on_mount()
        self.query_one(RulesPage).focus()

    def on_rules_page_laid_out(self, _message: RulesPage.LaidOut) -> None:
        self.query_one(RulesPage).border_subtitle = self.SCROLL
        self.set_ready()

    def action_close_rules(self) -> None:
        self.close(None)
