"""Tables of three to five (issue 15): which opponent a game screen draws in
full, and the order of the others, each drawn on one compact line by the
game's own screen (its public resources in the game's terms, with the key of
the panel that shows their cards).

Light and pure (no widgets): the games' layout functions call it.
"""
from __future__ import annotations

from typing import Callable, Sequence

from holytable.engine.decision import Option


def after(seat: int, seats: Sequence[int], n: int) -> list[int]:
    """``seats`` (opponents of ``seat``) in seat order starting after
    ``seat``: at a table of 4, seat 2's opponents are ``[3, 0, 1]``."""
    return sorted(seats, key=lambda s: (s - seat) % max(1, n))


def focus(seat: int, seats: Sequence[int], n: int, highlighted: Option | None = None,
          holder: Callable[[str], int | None] | None = None,
          out: Callable[[int], bool] | None = None) -> int | None:
    """The opponent drawn in full for ``seat``, among ``seats``: the one the
    highlighted option names (its ``seats``, else the first of its cards
    that ``holder(uid)`` places on an opponent's side: the target being
    aimed at), else the next in seat order still in the game
    (``out(seat)``: out of it), else the next. None with no opponent."""
    order = after(seat, seats, n)
    if not order:
        return None
    if highlighted is not None:
        for s in highlighted.seats:
            if s in order:
                return s
        if holder is not None:
            for uid in highlighted.cards:
                s = holder(uid)
                if s in order:
                    return s
    playing = [s for s in order if out is None or not out(s)]
    return (playing or order)[0]
