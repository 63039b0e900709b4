"""Stops: the kinds of moments at which a response window is asked (issue 16).

Every response window a game opens (``Decision.window``) says, as typed data,
which kind of moment it is: ``Decision.moment``, a key of its game's
catalogue ``Game.MOMENTS``. The catalogue is a tuple of :class:`Moment`, each
with a short label in the game's own terms, written from the point of view of
the player asked ("your opponent plays an Action or an Event"), and whether a
new player has it on (``default``).

A player's *stops* are the set of moment keys at which they want to be asked.
At one keyboard a window whose moment is not one of its player's stops passes
for them with no handoff, whatever they hold: what a player holds never
changes whether they are asked, so the other player learns nothing from it
(:func:`asks`). The screen (``holytable.ui.stops``) keeps the stops per player
and per game.

Shapes::

    Moment(key="attacked", label="your opponent attacks", default=True)
    Moment(key="my_move", label="your own move waits on the stack", own=True)
    default_stops(HolyWarsGame) -> frozenset({"attacked", ...})
    asks(decision, stops, everything=False) -> bool

This module never imports Textual or rich (the engine never does).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Iterable

if TYPE_CHECKING:  # pragma: no cover
    from .decision import Decision


#: Seconds every response window of a computer seat takes at a table (the
#: game screen against the computer, a host's computer seats), whatever it
#: holds, the pace and Space (issue 16): its search there is stopped after
#: :data:`WINDOW_SEARCH` of them, and its answer shown no sooner than this.
#: A window where Pass is all it has would otherwise be answered at once and
#: one where it holds a card after a search: its hand read off the clock.
WINDOW_SECONDS = 0.6
#: Seconds of a window's search before it is stopped (see :data:`WINDOW_SECONDS`).
WINDOW_SEARCH = 0.4


@dataclass(frozen=True, slots=True)
class Moment:
    """One kind of moment of a game's response windows.

    key:     the machine tag a window decision carries (``Decision.moment``),
             unique in its game's catalogue, e.g. ``"their_attempt_before_roll"``.
    label:   short text for the stops dialog, in the game's terms, from the
             asked player's side: ``"before your opponent's dice: attack, ..."``.
    default: True when a new player is asked at it.
    own:     True for a window on the asked player's own action (the maker of
             a move asked about it): issue 16, "never ask a player to respond
             to their own action unless their stops say so", so even in the
             "always ask" mode it is asked only at their stops (:func:`is_own`).
    """

    key: str
    label: str
    default: bool = False
    own: bool = False


def catalogue(moments: Iterable[Moment]) -> dict[str, Moment]:
    """The moments by key. Raises ValueError on a repeated or empty key."""
    out: dict[str, Moment] = {}
    for m in moments:
        if not m.key or m.key in out:
            raise ValueError(f"moment key {m.key!r} is empty or repeated")
        out[m.key] = m
    return out


def default_stops(game_cls) -> frozenset[str]:
    """The keys of ``game_cls.MOMENTS`` that are on for a new player."""
    return frozenset(m.key for m in game_cls.MOMENTS if m.default)


def is_own(decision: "Decision", moments: Iterable[Moment]) -> bool:
    """True when ``decision`` is a window on its player's own action: its
    moment is one of ``moments`` (the game's ``MOMENTS``) marked ``own``."""
    return decision.window and any(m.own and m.key == decision.moment for m in moments)


def asks(decision: "Decision", stops: Iterable[str], everything: bool = False) -> bool:
    """True when the pending ``decision`` is put to its player: every decision
    that is not a response window; a window when ``everything`` is on (the
    one-turn "ask me at everything") or its moment is one of ``stops``. Reads
    the moment only, never the options: the answer is the same whatever the
    player holds."""
    if not decision.window:
        return True
    return everything or decision.moment in stops
