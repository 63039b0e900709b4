"""What one seat may know, as typed data: :class:`View` (DESIGN: per-player views).

``Game.view(player)`` returns a :class:`View`; its ``board`` is the game's own
typed board (a frozen dataclass of each game's ``view`` module). Screens read
these fields; :meth:`View.to_dict` is the JSON-able form kept for tests, saves
and the privacy checks (every field, the board's merged in at the top level).
"""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, Generic, Mapping, TypeVar

from .decision import Option
from .log import Event

B = TypeVar("B")


@dataclass(frozen=True, slots=True)
class Result:
    """How the game ended, as a view shows it: ``winner`` (seat or None for a
    draw) and ``reason`` (the game's own words)."""

    winner: int | None
    reason: str


@dataclass(frozen=True, slots=True)
class View(Generic[B]):
    """Everything seat ``player`` may know right now (None: a spectator).

    game / title:   the game's id and title.
    names:          one name per seat.
    options_set:    the lobby options the game was started with.
    log:            the log as this seat sees it (:meth:`Event.seen_by`).
    deciding:       the seat that decides now (None once the game is over).
    decision_kind:  the pending decision's machine tag (None when over).
    window:         True while the pending decision is a response window.
    prompt:         the pending decision's prompt text (None when over).
    options:        the options on offer, only when ``player`` decides now.
    outcome:        a :class:`Result` once the game is over, else None.
    choices_made:   how many choices the game has taken.
    turn:           the game's turn (round) number, as its log numbers them
                    (0 before the first).
    board:          the game's typed board (its ``view`` module).
    others_prompt:  True when ``prompt`` is the text written for the seats
                    that do not decide (the decision's ``others``, in the
                    third person); False when it is the decider's own prompt,
                    addressed to them ("you have 3 Response Faith"), which a
                    seat that does not decide reads as theirs, not its own.
    """

    game: str
    title: str
    player: int | None
    names: tuple[str, ...]
    options_set: Mapping[str, Any]
    log: tuple[Event, ...]
    deciding: int | None
    decision_kind: str | None
    window: bool
    prompt: str | None
    options: tuple[Option, ...]
    outcome: Result | None
    choices_made: int
    turn: int
    board: B
    others_prompt: bool = False

    def to_dict(self) -> dict[str, Any]:
        """The JSON-able form: every field by name (``log`` as its lines'
        texts, ``events`` as typed dicts, options as dicts) with the board's
        fields merged in at the top level."""
        d: dict[str, Any] = {
            "game": self.game,
            "title": self.title,
            "player": self.player,
            "names": list(self.names),
            "options_set": dict(self.options_set),
            "log": [e.text for e in self.log],
            "events": [e.to_dict() for e in self.log],
            "deciding": self.deciding,
            "decision_kind": self.decision_kind,
            "window": self.window,
            "prompt": self.prompt,
            "others_prompt": self.others_prompt,
            "options": [o.to_dict() for o in self.options],
            "outcome": {"winner": self.outcome.winner, "reason": self.outcome.reason} if self.outcome else None,
            "choices_made": self.choices_made,
            "turn": self.turn,
        }
        d.update(plain(self.board))
        return d


def plain(x: Any) -> Any:
    """``x`` as JSON-able data: dataclasses become dicts (field by field),
    tuples and sets lists, mappings dicts; anything else is kept."""
    if dataclasses.is_dataclass(x) and not isinstance(x, type):
        return {f.name: plain(getattr(x, f.name)) for f in dataclasses.fields(x)}
    if isinstance(x, Mapping):
        return {k: plain(v) for k, v in x.items()}
    if isinstance(x, (list, tuple)):
        return [plain(v) for v in x]
    if isinstance(x, (set, frozenset)):
        return sorted(plain(v) for v in x)
    return x


__all__ = ["View", "Result", "plain"]
