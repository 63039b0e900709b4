"""Modal screens shared by every game: handoff, log, rules, confirm, too-small.

Each is a ``ModalScreen`` that ``dismiss()``-es a value. Every one guards against
being dismissed twice by fast repeated keys, and takes no key before it is
:attr:`OnceModal.ready` (the app's key gate, :mod:`.keys`): a key meant for the
screen beneath never closes a modal still being built, so a toggle key pressed
twice leaves it open, never closing by itself later.
"""
from __future__ import annotations

from pathlib import Path
from typing import Callable, ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Button, RichLog, Static
from .footer import SteadyFooter

MAX_RULES_BYTES = 2_000_000


def find_rules(game_id: str) -> Path | None:
    """``docs/rules/<game-id>.md`` (``holy_wars`` -> ``holy-wars.md``) from the source checkout, the package, or the
    installed data files; None when there is none."""
    import holytable

    pkg = Path(holytable.__file__).resolve().parent
    candidates = [pkg / "docs" / "rules", pkg.parent / "docs" / "rules"]
    try:
        from holytable.decks_dir import decks_root

        candidates.append(decks_root().parent / "docs" / "rules")
    except Exception:  # pragma: no cover - decks_dir is optional here
        pass
    # Rules pages are named with hyphens (holy-wars.md); game ids use '_'.
    names = dict.fromkeys((f"{game_id.replace('_', '-')}.md", f"{game_id}.md"))
    for d in candidates:
        for name in names:
            p = d / name
            if p.is_file():
                return p
    return None


def collapse_runs(lines: list[str]) -> list[str]:
    """Repeated consecutive lines as one: ``"Bo drew a card. (×3)"``."""
    out: list[str] = []
    count = 0
    for i, line in enumerate(lines):
        count += 1
        if i + 1 < len(lines) and lines[i + 1] == line:
            continue
        out.append(line if count == 1 else f"{line} (×{count})")
        count = 0
    return out


class OnceModal(ModalScreen):
    """A modal that dismisses at most once, and is :attr:`ready` for keys once
    mounted (a subclass with ``READY_ON_MOUNT = False`` says when with
    :meth:`set_ready`, e.g. once its text is laid out)."""

    READY_ON_MOUNT: ClassVar[bool] = True
    #: The longest a modal waits for :meth:`set_ready` before taking keys anyway.
    READY_AT_THE_LATEST = 3.0

    def __init__(self) -> None:
        super().__init__()
        self._dismissed = False
        self.ready = False

    def on_mount(self) -> None:
        if self.READY_ON_MOUNT:
            self.set_ready()
        else:
            self.set_timer(self.READY_AT_THE_LATEST, self.set_ready)

    def set_ready(self) -> None:
        """From now on the app lets keys through to this modal."""
        self.ready = True

    def close(self, result: object = None) -> None:
        if self._dismissed:
            return
        self._dismissed = True
        self.dismiss(result)


class HandoffScreen(OnceModal):
    """"Pass the keyboard to Black — press Enter". Opaque: hides everything.

    ``lines``: public log lines since the next player last had the keyboard.
    ``can_take_back``: whether ``prev_name`` may press ``u`` to undo their choice.
    ``not_saved``: why the game is not being saved (one line under the title:
    the opaque screen hides the game's NOT SAVED banner), or None.
    ``stops``: called when ``t`` is pressed (``next_name`` sets their stops
    over this opaque screen, issue 16), or None in a game without them.
    ``taking_back``: ``next_name`` pressed u on the handoff to another player
    and is at the keyboard: "Ana takes back their last choice", not "Pass
    the keyboard to Ana" (still opaque: whoever sat down sees nothing).
    The news scrolls (arrows, PgUp/PgDn, Home/End): every line shows.
    Dismisses ``"go"`` or ``"takeback"``. Takes only a fresh press each time it
    shows (:mod:`.keys`): a held or repeating key never passes it.
    """

    #: Its footer is composed with its keys (:class:`SteadyFooter`).
    FOOTER_KEYS_AT_ONCE = True
    FRESH_KEYS = "handoff"  # every key must be fresh (see .keys)...
    #: ...but these, which only scroll the public news, pass at once (and
    #: still start the handoff's wait for Enter again).
    FREE_KEYS = frozenset({"up", "down", "pageup", "pagedown", "home", "end"})

    BINDINGS = [
        Binding("enter", "go", "I have the keyboard", key_display="↵", id="handoff.go"),
        Binding("u", "takeback", "Take back my choice", id="handoff.takeback"),
        Binding("t", "stops", "Stops", id="handoff.stops"),
        Binding("escape", "leave", "Leave", id="handoff.leave"),
        Binding("ctrl+q", "app.quit", "Quit", id="handoff.quit"),
        Binding("down", "news('down')", "Read on", show=False),
        Binding("up", "news('up')", "Back", show=False),
        Binding("pagedown", "news('page_down')", "Read on", show=False),
        Binding("pageup", "news('page_up')", "Back", show=False),
        Binding("home", "news('home')", "First", show=False),
        Binding("end", "news('end')", "Last", show=False),
    ]

    def action_leave(self) -> None:
        """Esc: leave the game after a confirmation (which says whether it is saved)."""
        if isinstance(self.app.screen, ConfirmScreen):
            return

        def done(leave: bool | None) -> None:
            if leave:
                self.close("leave")

        # The game beneath knows whether it is saved (it retries a failed save).
        game = next((s for s in reversed(self.app.screen_stack) if hasattr(s, "leave_question")), None)
        question = game.leave_question() if game is not None else "Leave this game?"
        self.app.push_screen(ConfirmScreen(question, "Leave", "Stay"), done)

    def __init__(self, next_name: str, prev_name: str | None, lines: list[str], can_take_back: bool,
                 not_saved: str | None = None, taking_back: bool = False,
                 stops: Callable[[], None] | None = None) -> None:
        super().__init__()
        self.stops = stops
        self.taking_back = taking_back
        self.not_saved = not_saved
        self.next_name = next_name
        self.prev_name = prev_name
        self.lines = lines
        self.can_take_back = can_take_back

    def compose(self) -> ComposeResult:
        with Vertical(id="handoff-box"):
            title = (f"{self.next_name} takes back their last choice" if self.taking_back
                     else f"Pass the keyboard to {self.next_name}")
            yield Static(Text(title, style="bold"), id="handoff-title")
            if self.not_saved:
                yield Static(Text.assemble((" NOT SAVED ", "bold reverse"), f" {self.not_saved}.",
                                           no_wrap=True, overflow="ellipsis"),
                             id="handoff-not-saved")
            lines = collapse_runs(self.lines)
            if lines:
                # Every line, oldest first: the player reads all that happened
                # (the newest 8 rows only left out most of a long turn); it
                # opens on the newest, the earlier ones a PgUp away (fresh19-21:
                # opened on the oldest, the attack's result was out of sight).
                body = VerticalScroll(Static(Text("\n".join(lines)), id="handoff-news-text"), id="handoff-news",
                                      can_focus=False)
                body.border_title = "Since you last had the keyboard (public)"
                yield body
            yield Static(
                Text.assemble(
                    (f"{self.next_name}", "bold"),
                    ": press Enter when only you can see the screen.",
                ),
                id="handoff-help",
            )
            if self.can_take_back and self.prev_name:
                yield Static(f"{self.prev_name}: press u to take back your last choice.", id="handoff-undo")
        yield SteadyFooter(compact=True, show_command_palette=False)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "takeback":
            return self.can_take_back
        if action == "stops":
            return self.stops is not None and not self.taking_back
        return True

    def action_stops(self) -> None:
        """t: the player handed the keyboard sets their stops (the dialog
        opens over this screen, which keeps hiding the game)."""
        if self.stops is not None and self.app.screen is self:
            self.stops()

    def on_mount(self) -> None:
        super().on_mount()
        self.call_after_refresh(self._news_at_end)

    def _news_at_end(self) -> None:
        try:
            self.query_one("#handoff-news", VerticalScroll).scroll_end(animate=False, immediate=True)
        except Exception:
            pass
        self.call_after_refresh(self._news_hint)

    def on_resize(self) -> None:
        self.call_after_refresh(self._news_hint)

    def _news_hint(self) -> None:
        """"↑ PgUp: N earlier rows" / "↓ PgDn: N more rows" under the news
        while some are out of sight."""
        try:
            news = self.query_one("#handoff-news", VerticalScroll)
        except Exception:
            return
        below = max(0, int(news.max_scroll_y - news.scroll_y))
        above = int(news.scroll_y)
        hint = []
        if above:
            hint.append(f"↑ PgUp: {above} earlier row{'s' if above != 1 else ''}")
        if below:
            hint.append(f"↓ PgDn: {below} more row{'s' if below != 1 else ''}")
        news.border_subtitle = " · ".join(hint) or None

    def action_news(self, how: str) -> None:
        """Scroll the news (up, down, page_up, page_down, home, end)."""
        try:
            news = self.query_one("#handoff-news", VerticalScroll)
        except Exception:
            return
        {"up": news.scroll_up, "down": news.scroll_down, "page_up": news.scroll_page_up,
         "page_down": news.scroll_page_down, "home": news.scroll_home, "end": news.scroll_end}[how](animate=False)
        self.call_after_refresh(self._news_hint)

    def action_go(self) -> None:
        self.close("go")

    def action_takeback(self) -> None:
        if self.can_take_back:
            self.close("takeback")


class LogScreen(OnceModal):
    """The whole log of the viewing player (their lines only)."""

    BINDINGS = [
        Binding("escape,L,l,q", "close_log", "Close", key_display="esc", id="log.close"),
        Binding("ctrl+q", "app.quit", "Quit", id="log.quit"),
    ]

    def __init__(self, lines: list[str], title: str) -> None:
        super().__init__()
        self.lines = lines
        self.title_text = title

    def compose(self) -> ComposeResult:
        log = RichLog(id="full-log", wrap=True, markup=False, auto_scroll=True, min_width=1)
        log.border_title = self.title_text
        yield log
        yield SteadyFooter(compact=True, show_command_palette=False)

    def on_mount(self) -> None:
        log = self.query_one(RichLog)
        for line in self.lines:
            log.write(Text(line))
        log.focus()

    def action_close_log(self) -> None:
        self.close(None)


#: A rules page's developer notes (engine paths, tests, balance tables) come
#: after this line; the in-app rules show only what is before it.
DEVELOPER_NOTES = "<!-- developer notes -->"


def player_part(text: str) -> str:
    """The part of a rules page for players: everything before the line
    :data:`DEVELOPER_NOTES` (the whole page when it has none)."""
    lines = text.splitlines()
    for i, line in enumerate(lines):
        if line.strip() == DEVELOPER_NOTES:
            return "\n".join(lines[:i]).rstrip() + "\n\n*(Notes for developers: see the file in the docs folder.)*\n"
    return text


class ConfirmScreen(OnceModal):
    """A yes/no question. Dismisses True (yes) or False (no / Esc)."""

    BINDINGS = [
        Binding("escape,n", "no", "Cancel", key_display="esc", id="confirm.no"),
        Binding("y", "yes", "Yes", id="confirm.yes"),
        Binding("left,up", "app.focus_previous", show=False),
        Binding("right,down", "app.focus_next", show=False),
        Binding("ctrl+q", "app.quit", "Quit", id="confirm.quit"),
    ]

    def __init__(self, question: str, yes: str = "Yes", no: str = "No") -> None:
        super().__init__()
        self.question = question
        self.yes = yes
        self.no = no

    def compose(self) -> ComposeResult:
        with Vertical(id="confirm-box"):
            yield Static(self.question, id="confirm-question")
            with Horizontal(id="confirm-buttons"):
                yield Button(self.yes, id="confirm-yes", variant="primary", compact=True)
                yield Button(self.no, id="confirm-no", compact=True)
        yield SteadyFooter(compact=True, show_command_palette=False)

    def on_mount(self) -> None:
        self.query_one("#confirm-no", Button).focus()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.close(event.button.id == "confirm-yes")

    def action_no(self) -> None:
        self.close(False)

    def action_yes(self) -> None:
        self.close(True)


class TooSmallScreen(ModalScreen):
    """Shown while the terminal is smaller than 80x24; swallows every key but
    ctrl+q (an app binding)."""

    def __init__(self, width: int, height: int, need: tuple[int, int]) -> None:
        super().__init__()
        self.need = need
        self.size_text = self._text(width, height)

    def _text(self, width: int, height: int) -> str:
        return f"holytable needs at least {self.need[0]}x{self.need[1]}; this terminal is {width}x{height}"

    def compose(self) -> ComposeResult:
        yield Static(self.size_text, id="too-small")

    def on_screen_resume(self) -> None:
        # A too-small screen left under others: when it comes back on top after
        # the terminal grew, it goes away.
        width, height = self.app.size
        if width >= self.need[0] and height >= self.need[1]:
            self.call_later(self._leave)
        else:
            self.set_size(width, height)

    def _leave(self) -> None:
        if self.app.screen is self:
            self.app.pop_screen()

    def set_size(self, width: int, height: int) -> None:
        self.size_text = self._text(width, height)
        if self.is_mounted:
            self.query_one("#too-small", Static).update(self.size_text)


class CardsScreen(OnceModal):
    """A card panel: paragraphs of card text, indented, in a scrolling box
    (``paragraphs``: ``[(indent, rich Text)]``; ``title``: the box's title).
    Arrows and PgUp/PgDn scroll; Esc, q and the panel keys h and i close it."""

    DEFAULT_CSS = """
    CardsScreen { background: $background; }
    CardsScreen #card-details { border: round $primary; border-title-align: left; height: 1fr; }
    """
    BINDINGS = [
        Binding("escape,q,h,i", "close_cards", "Close", key_display="esc", id="cards.close"),
        Binding("ctrl+q", "app.quit", "Quit", id="cards.quit"),
    ]

    def __init__(self, paragraphs: list, title: str) -> None:
        super().__init__()
        self.paragraphs = paragraphs
        self.title_text = title

    @property
    def plain(self) -> str:
        """The panel's text without styles (for tests)."""
        return "\n".join(t.plain for _, t in self.paragraphs)

    def compose(self) -> ComposeResult:
        from rich.console import Group
        from rich.padding import Padding
        from textual.containers import VerticalScroll

        body = Group(*(Padding(t, (0, 0, 0, n)) for n, t in self.paragraphs))
        box = VerticalScroll(Static(body), id="card-details")
        box.border_title = self.title_text
        yield box
        yield SteadyFooter(compact=True, show_command_palette=False)

    def on_mount(self) -> None:
        self.query_one("#card-details").focus()

    def action_close_cards(self) -> None:
        self.close(None)


def __getattr__(name: str):
    """``RulesScreen`` and ``RulesPage`` live in :mod:`.rules_screen`, imported
    only when the rules are first opened (rich's Markdown and its parser take
    a noticeable part of the app's start-up)."""
    if name in ("RulesScreen", "RulesPage"):
        from . import rules_screen

        return getattr(rules_screen, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
