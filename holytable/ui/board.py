"""The contract between the generic game screen and a game's board widget.

Each game's ``screen.py`` subclasses :class:`~holytable.ui.game_screen.GameScreen`
and sets ``BOARD`` to a :class:`GameBoard` subclass. The shell owns the header,
the log, the prompt, the footer, handoffs, autosave, takeback and replay; the board
draws the game's zones from a view (``game.view(player)``, a JSON-able dict) and
nothing else.
"""
from __future__ import annotations

from typing import Any

from textual.widget import Widget

View = dict[str, Any]


class GameBoard(Widget):
    """Base of a game's board: the left part of the game screen.

    ``show(view, seat, highlighted)`` redraws it:

    - ``view``: ``game.view(p)``; ``view["player"]`` is None while the board must
      show public information only (the handoff is up).
    - ``seat``: whose side goes at the bottom (the player at the keyboard).
    - ``highlighted``: the option under the cursor (``{"id", "label", "card"}``) or
      None; the board marks its card and shows its full text.
    """

    def show(self, view: View, seat: int, highlighted: dict[str, Any] | None) -> None:  # pragma: no cover
        raise NotImplementedError

    # -- text used by the shell ---------------------------------------------
    @classmethod
    def header(cls, view: View) -> str:
        """The header line: game · options · turn · who decides."""
        who = ""
        if view.get("outcome"):
            who = "game over"
        elif view.get("deciding") is not None:
            who = f"{view['names'][view['deciding']]} to decide"
        parts = [view.get("title", "")]
        if "turn" in view:
            parts.append(f"turn {view['turn']}")
        if who:
            parts.append(who)
        return " · ".join(p for p in parts if p)

    @classmethod
    def scores(cls, view: View) -> list[str]:
        """One line per player for the game-over screen."""
        return list(view.get("names", []))

    @classmethod
    def card_text(cls, view: View, card: str | None) -> tuple[str, str] | None:
        """``(title, text)`` of a card key for the card panel, or None."""
        return None


class GenericBoard(GameBoard):
    """A plain board for a game without its own screen yet: each player's public
    numbers and the viewer's hand, drawn from the view as text."""

    def compose(self):
        from textual.widgets import Static

        yield Static(id="generic-board")

    def show(self, view: View, seat: int, highlighted: dict[str, Any] | None) -> None:
        from rich.text import Text
        from textual.widgets import Static

        t = Text()
        players = view.get("players")
        if isinstance(players, list):
            order = [p for p in range(len(players)) if p != seat] + [seat]
            for i in order:
                p = players[i]
                if not isinstance(p, dict):
                    continue
                t.append(("▼ " if i == seat else "▲ ") + str(p.get("name", f"Player {i + 1}")), style="bold")
                facts = [
                    f"{k} {v}"
                    for k, v in p.items()
                    if k not in ("name", "seat", "hand") and isinstance(v, (int, str)) and not isinstance(v, bool)
                ]
                t.append("\n  " + " · ".join(facts) + "\n")
                hand = p.get("hand")
                if i == seat and isinstance(hand, list) and view.get("player") == seat:
                    names = [str(c.get("name", c)) if isinstance(c, dict) else str(c) for c in hand]
                    t.append("  hand: " + ", ".join(names) + "\n")
        if highlighted:
            t.append("\n> " + highlighted.get("label", ""), style="bold")
        self.query_one("#generic-board", Static).update(t)


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

    DEFAULT_CSS = """
    PartsBoard { padding: 0 1; overflow: hidden hidden; }
    PartsBoard > Static { width: 1fr; height: auto; }
    PartsBoard > .gap { height: 1fr; }
    """

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._last: tuple[View, int, dict[str, Any] | None] | None = None
        self.level = 0

    def parts(self, view: View, seat: int, highlighted: dict[str, Any] | None, width: int,
              height: int) -> dict[str, Any]:  # pragma: no cover
        """``{part: [rich Text lines]}`` for a board of ``width`` x ``height``
        cells; may also hold ``"level"`` (int) and ``"gap"`` (bool: show the
        spacer; default: when the lines leave rows free)."""
        raise NotImplementedError

    def compose(self):
        from textual.widgets import Static

        for part in self.PARTS:
            yield Static(id=f"{self.PREFIX}-{part}", classes="gap" if part == "gap" else "")

    def on_resize(self, event) -> None:
        if self._last is not None:
            self.show(*self._last)

    def show(self, view: View, seat: int, highlighted: dict[str, Any] | None) -> None:
        from rich.text import Text
        from textual.widgets import Static

        self._last = (view, seat, highlighted)
        height = self.size.height or 17
        parts = self.parts(view, seat, highlighted, max(30, self.size.width or 54), height)
        self.level = parts.pop("level", 0)
        gap = parts.pop("gap", None)
        if gap is None:
            gap = sum(len(v) for v in parts.values()) < height
        if "gap" in self.PARTS:
            self.query_one(f"#{self.PREFIX}-gap").display = bool(gap)
        for name, lines in parts.items():
            w = self.query_one(f"#{self.PREFIX}-{name}", Static)
            w.display = bool(lines)
            w.update(Text("\n").join(lines))
