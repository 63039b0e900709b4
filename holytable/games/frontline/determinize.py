"""Frontline's determinization (issue 14): the hidden cards dealt again as one
seat might believe them to be (``Game.determinize`` gives the contract).

What is hidden from seat ``p`` (FL-3, ``view.hidden_uids``): the order of its
own deck, and the opponent's deck, hand and face-down soldier. What ``p``
knows of them, and keeps:

- its own deck's cards (every card it holds or saw is elsewhere), and the
  cards on top and at the bottom it has seen put there (Scout, Veteran:
  ``Side.top_known`` / ``bottom_known``; the two cards a pending Scout look
  shows);
- of the opponent: the set of cards hidden in its deck, hand and face-down
  soldier together (counted from everything seen), how many are in each, and
  which may be in the deck (``Side.pool``: after a regroup only the survivors
  shuffled in; a soldier seen retreating to the hand is not).

The re-deal starts from the cards sorted by index (never from where they
are), so it depends on what ``p`` knows and the rng only.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from holytable.engine.rng import GameRng

if TYPE_CHECKING:  # pragma: no cover
    from .rules import FrontlineGame


def redeal(g: "FrontlineGame", seat: int, rng: GameRng) -> None:
    """Re-deal, in place, every card hidden from ``seat`` (see the module
    docstring). ``g`` is a clone; only ``rng`` is drawn from."""
    s = g.s
    own = s.sides[seat]
    # FL-3: the seat's own deck order, but for the cards it knows the place of
    top = own.top_known
    d = s.tasks[0] if s.tasks else None
    if d is not None and d[0] == "effect" and d[1] == seat and g.pending is not None and g.pending.kind == "scout":
        top = max(top, 2)  # the two cards a Scout looks at, shown in the options (FL-12)
    deck = own.deck
    lo, hi = min(own.bottom_known, len(deck)), max(len(deck) - top, 0)
    if hi - lo > 1:
        middle = sorted(deck[lo:hi])
        rng.shuffle(middle)
        deck[lo:hi] = middle
    # FL-3: the opponent's deck, hand and face-down soldier
    o = 1 - seat
    side = s.sides[o]
    down = [d for d in s.duels if not d.face_up and d.cards[o] is not None]
    hidden = side.deck + side.hand + [d.cards[o] for d in down]
    pool = side.pool
    may = sorted(hidden) if pool is None else sorted([c for c in hidden if c in pool])
    rng.shuffle(may)
    n = len(side.deck)
    new_deck = may[:n]
    taken = set(new_deck)
    rest = sorted([c for c in hidden if c not in taken])
    rng.shuffle(rest)
    side.deck[:] = new_deck
    k = len(side.hand)
    side.hand[:] = rest[:k]
    for duel, c in zip(down, rest[k:]):
        duel.cards[o] = c
