"""The game log: typed events with per-player visibility.

Each event is typed data (who did what to which cards, with which amounts)
plus its text, rendered once, when it happens, by the game's one renderer
(:meth:`holytable.engine.game.Game.render_event`, through
:meth:`~holytable.engine.game.Game.say`). A screen reads the typed fields for
meaning and the text only to show it.

An event is either public, or private to one seat with an optional redacted
text for everybody else (``"Red drew Scout (2)"`` / ``"Red drew a card"``).
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any


@dataclass(frozen=True, slots=True)
class Event:
    """One log entry.

    seq:     0-based position in the log.
    text:    the full text (what ``only`` reads; everybody when public).
    only:    None for a public event, else the seat that may read all of it.
    others:  what every other seat reads instead (None: they see nothing).
    turn:    the game's turn number when it happened.
    verb:    what happened, a machine tag in the game's terms (``"draw"``,
             ``"play"``, ``"roll"``, ``"turn"``...); ``""`` only for untyped
             lines.
    actor:   the seat that did it, or None (the game itself).
    cards:   uids of the cards it concerns, the acting card first.
    amounts: ``(what, how many)`` pairs in the game's terms, e.g.
             ``(("Resolve", -2),)`` or ``(("total", 9),)``.
    seats:   the other seats it concerns (the one attacked...).

    A seat that may not read ``text`` sees :meth:`seen_by`'s redacted copy:
    the ``others`` text with no cards and no amounts.
    """

    seq: int
    text: str
    only: int | None = None
    others: str | None = None
    turn: int = 0
    verb: str = ""
    actor: int | None = None
    cards: tuple[str, ...] = ()
    amounts: tuple[tuple[str, int], ...] = ()
    seats: tuple[int, ...] = ()

    def text_for(self, player: int | None) -> str | None:
        """The text seat ``player`` may read, or None. ``player=None`` is a
        spectator who sees only public text."""
        if self.only is None or self.only == player:
            return self.text
        return self.others

    def seen_by(self, player: int | None) -> "Event | None":
        """This event as seat ``player`` sees it: itself when they may read it,
        a redacted copy (text ``others``, no cards, no amounts) when only its
        redacted text reaches them, None when nothing does."""
        if self.only is None or self.only == player:
            return self
        if self.others is None:
            return None
        return replace(self, text=self.others, others=None, cards=(), amounts=())

    def amount(self, what: str, default: int | None = None) -> int | None:
        """The amount named ``what``, or ``default``."""
        for k, v in self.amounts:
            if k == what:
                return v
        return default

    def to_dict(self) -> dict[str, Any]:
        """JSON-able form (tests and saves)."""
        return {
            "seq": self.seq, "text": self.text, "only": self.only, "turn": self.turn,
            "verb": self.verb, "actor": self.actor, "cards": list(self.cards),
            "amounts": [list(a) for a in self.amounts], "seats": list(self.seats),
        }


class Log:
    """Append-only list of :class:`Event`."""

    __slots__ = ("events", "turn")

    def __init__(self) -> None:
        self.events: list[Event] = []
        self.turn = 0

    def add(
        self,
        text: str,
        *,
        only: int | None = None,
        others: str | None = None,
        verb: str = "",
        actor: int | None = None,
        cards: tuple[str, ...] = (),
        amounts: tuple[tuple[str, int], ...] = (),
        seats: tuple[int, ...] = (),
    ) -> Event:
        """Append one event (see :class:`Event` for the fields) and return it.
        Games log through :meth:`Game.say`, which renders ``text``."""
        e = Event(len(self.events), text, only, others, self.turn, verb, actor, tuple(cards),
                  tuple(amounts), tuple(seats))
        self.events.append(e)
        return e

    def copy(self) -> "Log":
        """An independent log sharing the (immutable) events written so far."""
        c = Log()
        c.events = self.events[:]
        c.turn = self.turn
        return c

    def seen_by(self, player: int | None) -> tuple[Event, ...]:
        """Every event as ``player`` sees it (:meth:`Event.seen_by`), oldest
        first."""
        out = []
        for e in self.events:
            s = e.seen_by(player)
            if s is not None:
                out.append(s)
        return tuple(out)

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
