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
- except what every seat has seen (:func:`public_knowledge`): cards known to
  lie on top of a deck (Anubis puts a dead character there, PN-14.4) stay on
  top in their order, and cards known to be in a hand (returned to hand,
  revived, taken back with "Back" PN-9.3, or drawn from a known top) stay in it.

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

from holytable.engine.decision import Decision
from holytable.engine.rng import GameRng

if TYPE_CHECKING:  # pragma: no cover
    from holytable.engine.log import Event

    from .rules import PantheonGame

#: :class:`Known` per seat, by log: (length, id of the last event) -> (last event, result)
_KNOWN: dict[tuple[int, int], tuple["Event", tuple["Known", ...]]] = {}


class Known:
    """What every seat knows of one seat's hidden cards: ``top``, the keys of
    the cards known to lie on top of its deck (the last one on top), and
    ``hand``, card key -> how many cards of that key are known to be in its
    hand, at least."""

    __slots__ = ("top", "hand")

    def __init__(self) -> None:
        self.top: list[str] = []
        self.hand: dict[str, int] = {}

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Known) and (self.top, self.hand) == (other.top, other.hand)

    def __bool__(self) -> bool:
        return bool(self.top or self.hand)

    def __repr__(self) -> str:
        return f"Known(top={self.top}, hand={self.hand})"

    def add(self, key: str) -> None:
        self.hand[key] = self.hand.get(key, 0) + 1

    def take(self, key: str) -> None:
        n = self.hand.get(key, 0)
        if n > 1:
            self.hand[key] = n - 1
        elif n:
            del self.hand[key]


def _from_log(game: "PantheonGame") -> tuple[Known, ...]:
    """:func:`public_knowledge` as the log alone tells it (cached per log)."""
    events = game.log.events
    n = game.num_players
    if not events:
        return tuple(Known() for _ in range(n))
    last = events[-1]
    ck = (len(events), id(last))
    hit = _KNOWN.get(ck)
    if hit is not None and hit[0] is last:
        return hit[1]
    keys, by_uid, info = game.keys, game.by_uid, game.info
    known = tuple(Known() for _ in range(n))
    for e in events:
        v = e.verb
        if v == "draw":
            k = known[e.actor]
            if k.top:
                k.add(k.top.pop())
        elif v == "mill":
            k = known[e.actor]
            if k.top:
                k.top.pop()
        elif v == "anubis_return":
            c = by_uid[e.cards[0]]
            known[info[c].owner].top.append(keys[c])
        elif v in ("bounce", "revive"):
            c = by_uid[e.cards[0]]
            known[info[c].owner].add(keys[c])
        elif v == "take_back":  # it left the hand unlogged (PN-9.3) and is back, seen
            k, key = known[e.actor], keys[by_uid[e.cards[0]]]
            k.take(key)
            k.add(key)
        elif v in ("play", "discard"):
            c = by_uid[e.cards[0]]
            known[e.actor].take(keys[c])
        elif v == "reroll_hand":
            k = known[e.actor]
            k.top.clear()
            k.hand.clear()
    if len(_KNOWN) > 256:
        _KNOWN.clear()
    _KNOWN[ck] = (last, known)
    return known


def public_knowledge(game: "PantheonGame") -> tuple[Known, ...]:
    """Per seat, what every seat knows of that seat's hand and deck
    (:class:`Known`), read from the game's log (what every seat has seen: a
    quiet game knows nothing) and its stack.

    A card is known in a hand from when it goes there face up (returned to
    hand, revived, taken back, drawn from a known top) until its owner plays
    or discards a card of that key (the log does not say which copy left;
    PN-3.2: a rerolled hand forgets everything); a card being played that is
    not yet announced (on the stack, PN-9.3) has left the hand too. A card is
    known on top of a deck from when Anubis puts it there until it is drawn
    or milled."""
    known = _from_log(game)
    pending = [o for o in game.s.stack if o.kind == "card" and ("announce", o.oid) in game.s.tasks]
    if not pending:
        return known
    out = []
    for p, k in enumerate(known):
        mine = [o for o in pending if o.seat == p and k.hand.get(game.keys[o.c])]
        if not mine:
            out.append(k)
            continue
        k2 = Known()
        k2.top, k2.hand = k.top, dict(k.hand)
        for o in mine:
            k2.take(game.keys[o.c])
        out.append(k2)
    return tuple(out)


def _deal(pool: list[int], keys: tuple[str, ...], known: Known, n_hand: int) -> tuple[list[int], list[int]]:
    """``(hand, deck)`` from the shuffled ``pool``: the known top cards on top
    of the deck in order, the known hand cards in the hand (as far as the pool
    holds them), the rest as the pool comes."""
    top: list[int] = []
    hand: list[int] = []
    if known.top:
        for k in reversed(known.top):  # the top card first
            for i, c in enumerate(pool):
                if keys[c] == k:
                    top.append(c)
                    del pool[i]
                    break
        top.reverse()
    if known.hand and n_hand:
        need = dict(known.hand)
        rest = []
        for c in pool:
            k = keys[c]
            if need.get(k, 0) > 0 and len(hand) < n_hand:
                need[k] -= 1
                hand.append(c)
            else:
                rest.append(c)
        pool = rest
    more = n_hand - len(hand)
    return hand + pool[:more], pool[more:] + top


#: how many deals :func:`redeal_hidden` tries for one that still asks the
#: pending decision of another player before it lets the game move on
TRIES = 64


def same_face(old: Decision, new: object) -> bool:
    """True when ``new`` is a Decision that looks like ``old`` to every seat
    but its decider: the same player, window, and what the others read of it
    (its kind and prompt, or its ``others``)."""
    return (isinstance(new, Decision) and new.player == old.player and new.window == old.window
            and (new.others or (new.kind, new.prompt)) == (old.others or (old.kind, old.prompt)))


def redeal_hidden(game: "PantheonGame", seat: int, rng: GameRng) -> None:
    """Deal again, in place, what ``seat`` may not know (see the module
    docstring), drawing only from ``rng``. Shape: every hand and deck keeps
    its size and its owner's cards; ``seat``'s hand and every public zone are
    untouched.

    When another player decides now, whether they are asked at all can depend
    on their hand (a Play or Combat phase with nothing to do passes by itself,
    PN-9.1), so ``seat`` has seen that their hand allows it: a deal whose
    pending decision no longer looks the same is dealt again (up to
    :data:`TRIES` times; after that the game goes on from the last deal)."""
    s = game.s
    known = public_knowledge(game)
    keys = game.keys
    shuffle = rng.shuffle
    others = []
    for p, side in enumerate(s.sides):
        k = known[p]
        if p == seat:
            pool = sorted(side.deck)
            shuffle(pool)
            side.deck = _deal(pool, keys, k, 0)[1] if k.top else pool
        else:
            others.append((side, k, sorted(side.deck + side.hand), len(side.hand)))
    d = game.pending
    for _ in range(TRIES if d is not None and d.player != seat else 1):
        for side, k, canon, n in others:
            pool = canon[:]
            shuffle(pool)
            if k:
                side.hand, side.deck = _deal(pool, keys, k, n)
            else:
                side.hand, side.deck = pool[:n], pool[n:]
        if d is None or d.player == seat:
            return
        task = s.tasks[0]
        new = game._fns(task[0])[0](game, *task[1:])  # the head task asked again (a pure query)
        if same_face(d, new):
            game.pending = new
            return
    game.pending = game._advance()
