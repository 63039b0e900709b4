"""Who plays each seat (issue 14): a person at the keyboard or the computer
at a strength. Light (no engine, no pydantic): the lobby's first frame
imports it.

A seat kind is one of :data:`holytable.engine.record.SEAT_KINDS`; the lobby
offers :data:`LOBBY_SEAT_KINDS` ("random" is for tests and the arena).
"""
from __future__ import annotations

from typing import Sequence

HUMAN = "human"
#: A seat played from another terminal (``holytable join CODE``): offered by
#: the lobby of ``holytable host`` only; saved as a person's seat ("human").
REMOTE = "remote"
#: The kinds the lobby offers, in its order.
LOBBY_SEAT_KINDS = ("human", "easy", "normal", "hard")
#: The lobby's words for each kind.
SEAT_LABELS = {
    "human": "Human at the keyboard",
    "easy": "Computer · easy",
    "normal": "Computer · normal",
    "hard": "Computer · hard",
    "random": "Computer · random",
    "remote": "Remote (joins by code)",
}
#: The host's lobby: the kinds it offers, and its word for the one seat
#: played at this terminal.
HOST_SEAT_KINDS = ("human", "remote", "easy", "normal", "hard")
HOST_HERE_LABEL = "Here (this terminal)"


def computer_word(kind: str) -> str:
    """``"computer, normal"``: how a name is marked in the lobby's list and
    the header (empty for a person)."""
    return "" if kind == HUMAN else f"computer, {kind}"


def marked(name: str, kind: str) -> str:
    """``"Bo (computer, normal)"``; ``"Computer (normal)"`` for a seat named
    so already; a person's name as it is."""
    if kind == HUMAN:
        return name
    if name.casefold().startswith("computer"):
        return f"{name} ({kind})"
    return f"{name} ({computer_word(kind)})"


def named_seats(names: Sequence[str], seats: Sequence[str]) -> list[str]:
    """Each name, a computer's marked (:func:`marked`): ``["Ana", "Bo (computer, normal)"]``."""
    return [n if i >= len(seats) else marked(n, seats[i]) for i, n in enumerate(names)]
