"""The contract between the generic game screen and a game's board widget.

Each game's ``screen.py`` subclasses :class:`~holytable.ui.game_screen.GameScreen`
and sets ``BOARD`` to a :class:`GameBoard` subclass. The shell owns the header,
the log, the prompt, the footer, handoffs, autosave, takeback and replay; the board
draws the game's zones from a typed view (``game.view(player)``) and nothing
else.
"""
from __future__ import annotations

from typing import Any

from textual.widget import Widget

from holytable.engine.decision import Option
from holytable.engine.view import View


def same_content(a: Any, b: Any) -> bool:
    """Whether a Static showing ``a`` would show exactly the same for ``b``:
    equal strings, or rich Texts with the same characters, spans and
    settings (style, justify, overflow, no_wrap, end)."""
    from rich.text import Text

    if type(a) is not type(b):
        return False
    if isinstance(a, Text):
        return a == b and (a.style, a.justify, a.overflow, a.no_wrap, a.end, a.tab_size) == \
            (b.style, b.justify, b.overflow, b.no_wrap, b.end, b.tab_size)
    return isinstance(a, str) and a == b


def update_static(widget: Any, content: Any) -> bool:
    """``widget.update(content)`` (a Textual ``Static``) unless it shows the
    same already (:func:`same_content`): an update lays the whole screen out
    again and renders the widget anew, and most parts of a board are the
    same from one key to the next (issue 11). True when updated."""
    if same_content(widget.content, content):
        return False
    widget.update(content, layout=_needs_layout(widget, content))
    return True


def _fitted_lines(widget: Any, content: Any) -> int | None:
    """How many lines ``content`` takes in ``widget`` when each of its lines
    fits the widget's content width (so none wraps); None when that is not
    known (not text, a line too wide, the widget not laid out yet)."""
    from rich.text import Text

    width = widget.content_size.width
    if width <= 0:
        return None
    if isinstance(content, str) and "[" not in content:
        content = Text(content)
    if not isinstance(content, Text):
        return None
    rows = content.split("\n", allow_blank=True)
    if any(row.cell_len > width for row in rows):
        return None
    return len(rows)


def _needs_layout(widget: Any, content: Any) -> bool:
    """Whether showing ``content`` in place of what ``widget`` shows could
    change its size: a layout of the whole screen is the most of a key's time
    (issue 11), and most updates keep the size. No layout is needed when the
    width does not follow the content (not ``auto``) and both the old and the
    new content take the same number of lines, none wrapped, or the height is
    a fixed number of rows (a width left unset fills the container)."""
    width, height = widget.styles.width, widget.styles.height
    if width is not None and width.is_auto:
        return True
    if height is not None and not height.is_auto and not height.is_fraction and not height.is_percent:
        return False  # a fixed height: the content never changes the size
    old = _fitted_lines(widget, widget.content)
    return old is None or old != _fitted_lines(widget, content)


class GameBoard(Widget):
    """Base of a game's board: the left part of the game screen.

    ``show(view, seat, highlighted)`` redraws it:

    - ``view``: ``game.view(p)`` (a typed :class:`~holytable.engine.view.View`;
      the game's zones are ``view.board``); ``view.player`` is None while the
      board must show public information only (the handoff is up).
    - ``seat``: whose side goes at the bottom (the player at the keyboard).
    - ``highlighted``: the :class:`~holytable.engine.decision.Option` under the
      cursor, or None; the board marks its cards (``cards``) and shows the full
      text of its card.
    """

    #: Widget ids (inside the board) of the parts that show the seated
    #: player's own zones and the highlighted card's text: at 80x24 nothing in
    #: them may be cut (tests/ui/test_nothing_cut.py). An empty tuple: the whole
    #: board.
    OWN_PARTS: tuple[str, ...] = ()

    def show(self, view: View, seat: int, highlighted: Option | None) -> None:  # pragma: no cover
        raise NotImplementedError

    # -- text used by the shell ---------------------------------------------
    @classmethod
    def header(cls, view: View) -> str:
        """The header line: game · turn · who decides."""
        who = ""
        if view.outcome is not None:
            who = "game over"
        elif view.deciding is not None:
            who = f"{view.names[view.deciding]} to decide"
        parts = [view.title]
        if view.turn:
            parts.append(f"turn {view.turn}")
        if who:
            parts.append(who)
        return " · ".join(p for p in parts if p)

    @classmethod
    def scores(cls, view: View) -> list[str]:
        """One line per player for the game-over screen."""
        return list(view.names)

    @classmethod
    def card_text(cls, view: View, card: str | None) -> tuple[str, str] | None:
        """``(title, text)`` of a card key for the card panel, or None."""
        return None


class GenericBoard(GameBoard):
    """A plain board for a game without its own screen yet: its typed board
    drawn field by field as text (numbers and names; cards by their name or
    uid)."""

    def compose(self):
        from textual.widgets import Static

        yield Static(id="generic-board")

    def show(self, view: View, seat: int, highlighted: Option | None) -> None:
        from rich.text import Text
        from textual.widgets import Static

        t = Text()
        for line in describe(view.board):
            t.append(line + "\n")
        if highlighted is not None:
            t.append("\n> " + highlighted.label, style="bold")
        update_static(self.query_one("#generic-board", Static), t)


def describe(x: Any, indent: str = "", depth: int = 0) -> list[str]:
    """Lines naming each field of a typed board (frozen dataclasses, tuples
    and atoms), indented by depth; a card (a dataclass with a ``name`` or a
    ``uid``) is one word."""
    import dataclasses

    if not dataclasses.is_dataclass(x) or depth > 3:
        return [indent + str(x)]
    out = []
    for f in dataclasses.fields(x):
        v = getattr(x, f.name)
        if dataclasses.is_dataclass(v):
            out.append(f"{indent}{f.name}:")
            out += describe(v, indent + "  ", depth + 1)
        elif isinstance(v, tuple):
            words = [_word(c) for c in v]
            if all(w is not None for w in words):
                out.append(f"{indent}{f.name}: " + ", ".join(words))  # type: ignore[arg-type]
            else:
                for i, c in enumerate(v):
                    out.append(f"{indent}{f.name} {i + 1}:")
                    out += describe(c, indent + "  ", depth + 1)
        else:
            out.append(f"{indent}{f.name}: {v}")
    return out


def _word(c: Any) -> str | None:
    """A card or an atom as one word, or None for anything bigger."""
    if not hasattr(c, "__dataclass_fields__"):
        return str(c)
    for name in ("name", "uid"):
        if name in c.__dataclass_fields__:
            return str(getattr(c, name))
    return None


class PartsBoard(GameBoard):
    """A board drawn as a column of text parts by a pure layout function (so
    tests can draw any view at any size without Textual).

    Subclasses set ``PARTS`` (part names, top to bottom; ``"gap"`` is a spacer
    that takes the rows left over) and ``PREFIX`` (widget ids are
    ``f"{PREFIX}-{part}"``), and implement :meth:`parts`. ``level`` is how far
    the last layout had to compact itself (0: not at all).
    """

    PARTS: tuple[str, ...] = ()
    PREFIX = "board"
    #: The terminal width from which the shell shows the side log (a game's
    #: layout gives the board a few recent log lines below it).
    LOG_MIN_WIDTH = 0
    #: The parts (names from ``PARTS``) that show the seated player's own zones
    #: and the highlighted card; :attr:`GameBoard.OWN_PARTS` is built from them.
    OWN: tuple[str, ...] = ("me", "hand", "card")

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls.OWN_PARTS = tuple(f"{cls.PREFIX}-{p}" for p in cls.OWN if p in cls.PARTS)

    DEFAULT_CSS = """
    PartsBoard { padding: 0 1; overflow: hidden hidden; }
    PartsBoard > Static { width: 1fr; height: auto; }
    PartsBoard > .gap { height: 1fr; }
    """

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._last: tuple[View, int, Option | None] | None = None
        #: ``(width, height, log shown)`` the last layout was made for
        self._drawn: tuple[int, int, bool] | None = None
        #: The rows the board is about to have, foreseen by its screen from
        #: what the screen shows now (its own size may not be laid out for
        #: that yet), or None: its size now. Set by the game screen.
        self.rows_hint: Any = None
        self.level = 0

    def log_shown(self) -> bool:
        """Whether the side log is on screen (the app at least
        :attr:`LOG_MIN_WIDTH` wide; True with no app)."""
        try:
            return self.app.size.width >= self.LOG_MIN_WIDTH
        except Exception:  # pragma: no cover - no app
            return True

    def parts(self, view: View, seat: int, highlighted: Option | None, width: int,
              height: int) -> dict[str, Any]:  # pragma: no cover
        """``{part: [rich Text lines]}`` for a board of ``width`` x ``height``
        cells; may also hold ``"level"`` (int) and ``"gap"`` (bool: show the
        spacer; default: when the lines leave rows free)."""
        raise NotImplementedError

    def compose(self):
        from textual.widgets import Static

        for part in self.PARTS:
            yield Static(id=f"{self.PREFIX}-{part}", classes="gap" if part == "gap" else "")

    def _room(self, height: int | None = None) -> tuple[int, int, bool]:
        """``(width, height, log shown)`` a layout is made for: the board's
        size now, or ``height`` rows (the size it is about to get)."""
        return max(30, self.size.width or 54), height or self.size.height or 17, self.log_shown()

    def on_resize(self, event) -> None:
        # once the screen is laid out with what it shows by then: this size
        # may be stale already (a draw in between foresaw another one)
        self.call_after_refresh(self.fit)

    def fit(self) -> None:
        """Lay the board out again if its size is not the one its last layout
        was made for (a layout made ahead for the size a change of the prompt
        gives it is not made again once it has that size). Nothing while
        another screen is on top: its layout waits until it is shown, and
        so does this (on_resize)."""
        from textual.css.query import NoMatches
        from textual.dom import NoScreen

        if self._last is None or not self.is_attached:
            return
        try:
            if not self.screen.is_current:
                return  # a screen beneath another is not laid out: its sizes are not the ones it will have
        except NoScreen:  # removed meanwhile (the game over)
            return
        try:
            rows = self.rows_hint() if self.rows_hint is not None else None
        except NoMatches:  # the screen's prompt is gone (the screen is being replaced)
            return
        room = self._room(rows)
        if self._drawn != room:
            self.show(*self._last, room[1])

    def show(self, view: View, seat: int, highlighted: Option | None, height: int | None = None) -> None:
        """Lay out and draw ``view``; ``height``: the rows the board is about
        to have (the shell's prompt changed height: see
        ``GameScreen._draw``), instead of the rows it has now."""
        from rich.text import Text
        from textual.widgets import Static

        room = self._room(height)
        last = self._last
        if last is not None and last[0] is view and last[1] == seat and last[2] is highlighted \
                and self._drawn == room:
            return  # laid out for this already (a cursor move that stays on its option)
        self._last = (view, seat, highlighted)
        if not self.size.width or not self.size.height:
            return  # no size yet: laid out when it has one (on_resize), not for a guess first
        self._drawn = room
        width, height, _ = room
        parts = self.parts(view, seat, highlighted, width, height)
        self.level = parts.pop("level", 0)
        gap = parts.pop("gap", None)
        if gap is None:
            gap = sum(len(v) for v in parts.values()) < height
        if "gap" in self.PARTS:
            self.query_one(f"#{self.PREFIX}-gap").display = bool(gap)
        for name, lines in parts.items():
            w = self.query_one(f"#{self.PREFIX}-{name}", Static)
            w.display = bool(lines)
            update_static(w, Text("\n").join(lines))
