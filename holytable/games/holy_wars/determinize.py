"""Holy Wars determinization (issue 14): what a seat may not know, dealt again.

:func:`redeal_hidden` is :meth:`HolyWarsGame.redeal_hidden`, the hook of
:meth:`holytable.engine.game.Game.determinize`. Hidden from a seat (HW-3.4):
the order and contents of both decks (its own too) and the opponent's hand.
Everything else is face up, and Holy Wars has no secret commitments (every
response window is asked, HW-8.3), so only cards move:

- the seat's own deck: its cards shuffled again (its hand is kept as it is);
- the opponent's hand and deck: pooled, shuffled, and dealt again with the
  same sizes, except that cards both players saw go into that hand (face up
  from a defeat or the discard pile, HW-18; ``Side.known``) stay there.

Everything is dealt from a canonical order (cards sorted by their index in
the card table, never from where they really lie), so two games that look
the same from the seat give the same determinization for one ``rng``.

Card state needs no fixing: a card in a hand or a deck has a fresh
:class:`~.state.Piece` (HW-12: a card leaving play forgets everything; set
components never go to a hand or a deck), and no cache is keyed to where
hidden cards lie. The pending decision of the opponent is asked again (its
options may name the cards of the new hand); the seat's own is kept.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from holytable.engine.redeal import deal_known
from holytable.engine.rng import GameRng

if TYPE_CHECKING:  # pragma: no cover
    from .rules import HolyWarsGame


def redeal_hidden(game: "HolyWarsGame", seat: int, rng: GameRng) -> None:
    """Deal again, in place, what ``seat`` may not know (see the module
    docstring), drawing only from ``rng``. Shape: every zone keeps its size;
    cards stay with their owner; ``seat``'s hand and every face-up zone are
    untouched.

    When the opponent decides now, ``Game.determinize`` asks their decision
    again of the new hand (and deals again should it no longer look the same
    to ``seat``: no Holy Wars decision does so today, every window is asked,
    HW-8.3)."""
    s = game.s
    keys = game.keys
    shuffle = rng.shuffle
    me, op = s.sides[seat], s.sides[1 - seat]
    deck = sorted(me.deck)
    shuffle(deck)
    me.deck = deck
    pool = sorted(op.deck + op.hand)
    shuffle(pool)
    op.hand, op.deck = deal_known(pool, keys, [], op.known, len(op.hand))
