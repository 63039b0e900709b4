"""The game log: events with per-player visibility.

An event is either public, or private to one player with an optional redacted text
for everybody else (``"Red drew Scout (2)"`` / ``"Red drew a card"``).
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Event:
    """One log line.

    seq:    0-based position in the log.
    text:   the full text.
    only:   None for a public event, else the seat that may read ``text``.
    others: what every other seat reads instead (None: they see nothing).
    turn:   the game's turn number when it happened.
    """

    seq: int
    text: str
    only: int | None = None
    others: str | None = None
    turn: int = 0

    def text_for(self, player: int | None) -> str | None:
        """The text seat ``player`` may read, or None. ``player=None`` is a
        spectator who sees only public text."""
        if self.only is None or self.only == player:
            return self.text
        return self.others


class Log:
    """Append-only list of :class:`Event`."""

    __slots__ = ("events", "turn")

    def __init__(self) -> None:
        self.events: list[Event] = []
        self.turn = 0

    def add(self, text: str, *, only: int | None = None, others: str | None = None) -> None:
        self.events.append(Event(len(self.events), text, only, others, self.turn))

    def copy(self) -> "Log":
        """An independent log sharing the (immutable) events written so far."""
        c = Log()
        c.events = self.events[:]
        c.turn = self.turn
        return c

    def lines_for(self, player: int | None) -> list[str]:
        """Every line ``player`` may read, oldest first."""
        out = []
        for e in self.events:
            t = e.text_for(player)
            if t is not None:
                out.append(t)
        return out

    def __len__(self) -> int:
        return len(self.events)
