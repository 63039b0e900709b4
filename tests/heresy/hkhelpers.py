"""Helpers of the Heresy tests: games from the ready-made decks, and bare
tables where a test places exactly the cards it needs.

``bare(n)`` is a game of ``n`` seats whose decks each hold two copies of every
card of the pool, with every card back in its deck, nothing in play, and seat
0 about to begin its turn (``begin``). ``hand``, ``play`` take a copy of a card
from a seat's deck to its hand or into play; ``ids`` are the options on offer.

The engine asks every player in every response window (HK-23.11), a Pass-only
decision when they hold no answer. The games made here (``bare``,
``new_game``) are :class:`WhenAble` games by default: they pass those at once,
as a screen does in its "ask only when I can respond" mode; ``ask=True`` makes a
plain game that asks.
"""
from __future__ import annotations

import random

from holytable.games.heresy import decks as deckfiles
from holytable.games.heresy.cards import Deck, DeckEntry
from holytable.games.heresy.rules import HeresyGame

NAMES = ["Samantha", "Mike", "Cy", "Di", "Ed"]


class WhenAble(HeresyGame):
    """A game that passes each Pass-only window (``Decision.only_pass``) at
    once, recording the pass as a choice (what a screen in "ask only when I
    can respond" mode does)."""

    def _advance(self):
        d = super()._advance()
        while d is not None and d.only_pass():
            self.passes.append(len(self.choices))
            self.choices.append("pass")
            self.deciders.append(d.player)
            self.apply(d, d.options[0])
            d = super()._advance()
        return d


def ready_decks() -> dict[str, Deck]:
    return {stem: deckfiles.load_deck(p) for stem, p in deckfiles.ready_decks().items()}


def new_game(seed: int = 1, n: int = 2, ask: bool = False, **options) -> HeresyGame:
    ready = list(ready_decks().values())
    return (HeresyGame if ask else WhenAble)(seed=seed, decks=[ready[(seed + i) % len(ready)] for i in range(n)], names=NAMES[:n],
                      options=options)


def everything(extra: tuple = ()) -> Deck:
    """Two copies of every card of the pool, and of each card model in ``extra``
    (cards a test writes itself, as a deck designer would)."""
    pool = deckfiles.load_pool()
    return Deck(name="Everything", cards=tuple(DeckEntry(card=c, count=2)
                                               for c in (*pool.cards.values(), *extra)))


def bare(n: int = 2, seed: int = 1, ask: bool = False, extra: tuple = (), **options) -> HeresyGame:
    """A game at the start of seat 0's turn with everything in the decks
    (and the cards of ``extra``, see :func:`everything`)."""
    d = everything(extra)
    g = (HeresyGame if ask else WhenAble)(seed=seed, decks=[d] * n, names=NAMES[:n], options=options)
    s = g.s
    for seat in range(n):
        side = s.sides[seat]
        for pile in ("hand", "archive", "oblivion"):
            for c in getattr(side, pile)[:]:
                g.take(c)
                g.put(c, "deck", seat)
        side.redraw_used = False
    s.tasks = []
    g.pending = None
    return g


def begin(g: HeresyGame, seat: int = 0, turns: int = 3, orientation: bool = False) -> None:
    """Start ``seat``'s turn (their ``turns``-th): Orientation runs, every
    player passing its miracle window (HK-6.1.a), then the Action interval
    asks. ``orientation=True``: stop at that window instead."""
    s = g.s
    s.first = seat
    s.turn = 0
    s.sides[seat].turns = turns - 1
    s.tasks = [("turn",)]
    g.pending = g._advance()
    while not orientation and g.pending is not None and g.pending.kind == "window" and s.phase == "maintenance":
        g.choose("pass")


def copy_of(g: HeresyGame, seat: int, key: str) -> int:
    side = g.s.sides[seat]
    for c in reversed(side.deck):
        if g.info[c].card.key == key:
            return c
    raise LookupError(f"no {key} left in seat {seat}'s deck")


def hand(g: HeresyGame, seat: int, key: str) -> int:
    c = copy_of(g, seat, key)
    g.take(c)
    g.put(c, "hand", seat)
    return c


def play(g: HeresyGame, seat: int, key: str, on: int | None = None) -> int:
    """A copy of ``key`` into play for ``seat``: a location into its area, any
    other card attached to ``on``. Ready, not called this turn."""
    c = copy_of(g, seat, key)
    g.take(c)
    kind = g.kind(c)
    if kind == "domain":
        g.put(c, "wilds", seat)
    elif kind == "array":
        g.put(c, "matrix", seat)
    else:
        assert on is not None
        g.put(c, "attached", seat, on)
    g.s.pieces[c].called = -5
    return c


def ids(g: HeresyGame) -> list[str]:
    return g.legal_ids()


def u(g: HeresyGame, c: int) -> str:
    return g.uid(c)


def random_game(seed: int, n: int = 2, check: bool = True, max_choices: int = 100_000) -> HeresyGame:
    g = new_game(seed, n)
    r = random.Random(seed)
    i = 0
    while not g.over:
        g.choose(r.choice(g.legal_ids()))
        if check:
            g.check_invariants()
        i += 1
        assert i < max_choices
    return g
