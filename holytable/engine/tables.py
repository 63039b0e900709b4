"""Tables that follow from a game's decks alone, shared by every game of the same
decks (issue 11: random playouts build thousands of games of a few deck lists)."""
from __future__ import annotations

from typing import Callable, Sequence, TypeVar

T = TypeVar("T")

#: how many deck lists each game remembers
REMEMBERED = 8


def per_decks(cache: dict, decks: Sequence, build: Callable[[Sequence], T]) -> T:
    """``build(decks)``, remembered in ``cache`` for these very deck objects
    (by identity, kept alive with the entry) for the last :data:`REMEMBERED`
    deck lists; the oldest entry is forgotten first."""
    key = tuple(id(d) for d in decks)
    hit = cache.get(key)
    if hit is not None and all(a is b for a, b in zip(hit[0], decks)):
        return hit[1]
    t = build(decks)
    if len(cache) >= REMEMBERED:
        cache.pop(next(iter(cache)))
    cache[key] = (tuple(decks), t)
    return t


def deal_cards(decks: Sequence, make: Callable[..., T]) -> tuple[list[T], list[tuple[int, ...]]]:
    """Every card of each seat's deck list, in list order, copies numbered from
    1: ``make(uid, seat, card, n)`` with ``uid`` ``"p<seat+1>-<card key>-<n>"``;
    and per seat the indices of its cards in that list. ``decks``: objects with
    ``cards``, each entry with ``card`` (having ``key``) and ``count``."""
    infos: list[T] = []
    seats: list[tuple[int, ...]] = []
    for seat, deck in enumerate(decks):
        start = len(infos)
        for e in deck.cards:
            for n in range(1, e.count + 1):
                infos.append(make(f"p{seat + 1}-{e.card.key}-{n}", seat, e.card, n))
        seats.append(tuple(range(start, len(infos))))
    return infos, seats
