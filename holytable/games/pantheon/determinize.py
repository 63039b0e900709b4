"""Pantheon determinization (issue 14): what a seat may not know, dealt again.

:func:`redeal_hidden` is :meth:`PantheonGame.redeal_hidden`, the hook of
:meth:`holytable.engine.game.Game.determinize`. Hidden from a seat (PN-4.6):
the other players' hands and the order of every deck, its own too. Dice,
points, tokens, spots, fields, graveyards and sealed-away piles are public,
and every Twist window is asked (PN-17.2), so there is no secret choice: only
cards move, each among its owner's hidden places.

- the seat's own deck: shuffled again (its hand is kept as it is);
- each other player's hand and deck: pooled, shuffled and dealt again with
  the same sizes;
- except what every seat has seen (``Side.known_top``, ``Side.known_hand``,
  kept by the engine): cards known to lie on top of a deck (Anubis puts a
  dead character there, PN-14.4) stay on top in their order, and cards known
  to be in a hand (returned to hand, revived, taken back with "Back" PN-9.3,
  or drawn from a known top) stay in it.

Everything is dealt from a canonical order (cards sorted by their index in
the card table, never from where they really lie), so two games that look
the same from the seat give the same determinization for one ``rng``. Cards
in hands and decks carry no state (a unit's damage and keywords live in its
:class:`~.state.Unit`, gone when it leaves play), and the static cache
(``_sl``) is built from cards in play only: nothing else needs fixing. The
pending decision of another player is asked again (its options may name the
cards of their new hand); the seat's own is kept.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from holytable.engine.redeal import deal_known as _deal
from holytable.engine.rng import GameRng

if TYPE_CHECKING:  # pragma: no cover
    from .rules import PantheonGame


def redeal_hidden(game: "PantheonGame", seat: int, rng: GameRng) -> None:
    """Deal again, in place, what ``seat`` may not know (see the module
    docstring), drawing only from ``rng``. Shape: every hand and deck keeps
    its size and its owner's cards; ``seat``'s hand and every public zone are
    untouched.

    When another player decides now, ``Game.determinize`` asks the decision
    again and deals again while it no longer looks the same (a guard: a Play
    or Combat phase with nothing to do is asked all the same, PN-9.1, so
    whether a player is asked never depends on their hand)."""
    s = game.s
    keys = game.keys
    shuffle = rng.shuffle
    for p, side in enumerate(s.sides):
        if p == seat:
            pool = sorted(side.deck)
            shuffle(pool)
            side.deck = _deal(pool, keys, side.known_top, [], 0)[1] if side.known_top else pool
            continue
        pool = sorted(side.deck + side.hand)
        shuffle(pool)
        n = len(side.hand)
        if side.known_top or side.known_hand:
            side.hand, side.deck = _deal(pool, keys, side.known_top, side.known_hand, n)
        else:
            side.hand, side.deck = pool[:n], pool[n:]
