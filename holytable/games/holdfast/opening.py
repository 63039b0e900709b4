"""Opening hands: does a deal force a loss in the player's first turn (HF-1.1, HF-2.5)?

A player loses in the End Phase of a turn without a denizen and a structure in
play (HF-1.1). In the first turn of a game a player has only their opening hand
(HF-3.3), the resources it put into play and the bounty of one harvest. A deal
is a **forced loss** when no sequence of that player's own choices in their
first turn — flush, maintenance, deploys, mysticisms, abilities, in any order
and with any split of ``any`` costs — ends the turn with a denizen and a
structure in play. Enemies are left out: the deal is judged as dealt (the only
card of the pool that reaches another player before their first turn is a
levy such as Tithe of Ash, which can only make it worse).

The answer is exact, found by search, under one fact about the pool that
:func:`helpful` checks card by card: in a first turn the store grows only by
the harvest and by ``gain`` effects, and playing a card changes nothing else a
denizen or structure needs (every denizen and structure has a place in the
outland, HF-9.2). So a turn that ends with a denizen and a structure exists
exactly when one exists that plays only one denizen, one structure and the
cards that gain bounty or raise the capacity (the room a gain fills). Without
such cards the search is one check: some denizen and some structure of the
hand whose costs the store pays together (HF-4.4: every named kind covered and
enough left for the ``any`` parts).

- :func:`deal` -> ``(hand, resources)`` of one seeded deal of a deck, as
  HF-3.1/HF-3.3 deal it.
- :func:`forced_loss(hand, resources)` -> bool.
- :func:`forced_loss_rate(deck, deals, seed)` -> ``(forced, deals)``.
- :func:`game_rates(deck_a, deck_b, deals, seed)` -> per seat, from the real
  game setup (the same deal ``HoldfastGame(seed=...)`` makes).
"""
from __future__ import annotations

import random
from itertools import combinations_with_replacement
from typing import Iterable, Sequence

from .bounty import BASE_CAPACITY
from .cards import AnyCard, Deck

HAND_SIZE = 16  # HF-3.3
Store = tuple[int, int, int, int, int]


def deal(deck: Deck, rng: random.Random) -> tuple[list[AnyCard], list[AnyCard]]:
    """One opening deal of ``deck`` (HF-3.1, HF-3.3): the hand after its
    resources went into play, and those resources in the order they did."""
    cards = [e.card for e in deck.cards for _ in range(e.count)]
    for i in range(len(cards) - 1, 0, -1):  # as GameRng.shuffle
        j = rng.randrange(i + 1)
        cards[i], cards[j] = cards[j], cards[i]
    top = cards[-HAND_SIZE:][::-1]  # index -1 is the top of the deck
    return [c for c in top if c.type != "resource"], [c for c in top if c.type == "resource"]


# -- bounty arithmetic (HF-4) ------------------------------------------------------------------
def _gain(store: Store, amounts: Sequence[int], cap: int) -> Store:
    """HF-4.1: kinds in KINDS order, never past the capacity."""
    room = cap - sum(store)
    out = list(store)
    for i, n in enumerate(amounts):
        put = max(0, min(n, room))
        out[i] += put
        room -= put
    return tuple(out)  # type: ignore[return-value]


def _spend_any(store: Store, n: int) -> set[Store]:
    """Every store left after paying ``n`` bounty of kinds of the payer's choice."""
    if n <= 0:
        return {store}
    if sum(store) < n:
        return set()
    out = set()
    for ks in combinations_with_replacement(range(5), n):
        s = list(store)
        for k in ks:
            s[k] -= 1
        if min(s) >= 0:
            out.add(tuple(s))
    return out  # type: ignore[return-value]


def _pay(store: Store, cost) -> set[Store]:
    """Every store left after paying ``cost`` (empty: it cannot be paid)."""
    named = cost.specific()
    if any(h < n for h, n in zip(store, named)):
        return set()
    return _spend_any(tuple(h - n for h, n in zip(store, named)), cost.any)  # type: ignore[arg-type]


def _pays_both(store: Store, a, b) -> bool:
    """HF-4.4 for two costs paid one after the other (any order, best split)."""
    named = [x + y for x, y in zip(a.specific(), b.specific())]
    return all(h >= n for h, n in zip(store, named)) and sum(store) >= sum(named) + a.any + b.any


# -- which cards can matter -------------------------------------------------------------------------
def _gains(card: AnyCard) -> list[tuple[int, ...]]:
    """The bounty a mysticism's own effects give its player (``gain``)."""
    return [e.bounty.specific() for e in getattr(card, "effects", ()) or ()
            if e.do == "gain" and e.bounty is not None and e.to == "you"]


def helpful(card: AnyCard) -> bool:
    """A card besides a denizen and a structure that could let a first turn
    afford them: a mysticism that gains bounty (and needs no target), or a card
    that raises the capacity when it enters play face up (more room for gains)."""
    if card.type == "mysticism":
        return bool(_gains(card)) and card.target is None
    return getattr(card, "capacity", 0) > 0 and card.type in ("denizen", "structure", "belonging")


def _after_maintenance(resources: Sequence[AnyCard]) -> tuple[set[Store], int]:
    """The stores the first Command Phase may start with (HF-4.2, HF-5.2..HF-5.4,
    HF-5.8), and the capacity. The store starts empty; the harvest comes from the
    resources in play (the only cards in play)."""
    cap = max(0, BASE_CAPACITY + sum(getattr(r, "capacity", 0) for r in resources))
    store: Store = (0, 0, 0, 0, 0)
    for r in resources:
        store = _gain(store, r.harvest.specific(), cap)
    named = [sum(r.maintenance.specific()[i] for r in resources) for i in range(5)]
    generic = sum(r.maintenance.any for r in resources)
    if not any(named) and not generic:
        return {store}, cap
    from .cards import Bounty  # a local import keeps the module's imports short

    owed = Bounty(**dict(zip(("current", "material", "production", "stock", "wealth"), named)), any=generic)
    paid = _pay(store, owed)
    if paid:
        return paid, cap
    # HF-5.8: stop and pay what the store can (offering a resource that costs
    # upkeep is never better here: no card needs that bounty more than the
    # denizen and structure, and the rest of the upkeep is forgiven either way).
    left = tuple(max(0, h - n) for h, n in zip(store, named))
    return _spend_any(left, min(generic, sum(left))), cap  # type: ignore[arg-type]


def forced_loss(hand: Sequence[AnyCard], resources: Sequence[AnyCard]) -> bool:
    """True when no play of the first turn ends it with a denizen and a structure
    in play (HF-1.1), for this opening ``hand`` and the ``resources`` it put
    into play, in that order. Exact (see the module docstring)."""
    dens = [c for c in hand if c.type == "denizen"]
    sts = [c for c in hand if c.type == "structure"]
    if not dens or not sts:
        return True
    stores, cap = _after_maintenance(resources)
    for store in stores:
        if any(_pays_both(store, d.cost, s.cost) for d in dens for s in sts):
            return False
    helpers = [c for c in hand if helpful(c) and c.type not in ("denizen", "structure")]
    if not helpers and not any(helpful(c) for c in dens + sts):
        return True
    return not _search(stores, cap, dens, sts, helpers, len(hand))


def _search(stores: Iterable[Store], cap: int, dens: list[AnyCard], sts: list[AnyCard], helpers: list[AnyCard],
            hand_size: int) -> bool:
    """Depth-first over (store, capacity, cards still in hand, mysticisms in the
    middling, a denizen in play?, a structure in play?): True when both get into
    play. The plays: deploy a denizen or a structure (one that raises the
    capacity may come before the other kind), deploy a capacity card, play a
    gaining mysticism from the hand or again from the middling (HF-7.4)."""
    cards = dens + sts + helpers
    start_hand = tuple(range(len(cards)))
    seen: set = set()
    stack = [(st, cap, start_hand, (), False, False) for st in stores]
    while stack:
        node = stack.pop()
        if node in seen:
            continue
        seen.add(node)
        store, cp, hand, mid, has_d, has_s = node
        if has_d and has_s:
            return True
        spare = hand_size - (len(start_hand) - len(hand))  # cards left in hand, relevant or not
        for i in hand:
            c = cards[i]
            rest = tuple(x for x in hand if x != i)
            if c.type == "mysticism":
                if c.pitch > spare - 1:
                    continue
                # pitching is modelled as giving up one card that does not matter (or this one's twin)
                for paid in _pay(store, c.cost):
                    new = paid
                    for g in _gains(c):
                        new = _gain(new, g, cp)
                    back = tuple(sorted(mid + (i,))) if c.afterlife == "middling" else mid
                    stack.append((new, cp, rest, back, has_d, has_s))
                continue
            up = max(0, getattr(c, "capacity", 0))
            is_d, is_s = c.type == "denizen", c.type == "structure"
            if (is_d and has_d or is_s and has_s or not (is_d or is_s)) and not up:
                continue  # only spends
            for paid in _pay(store, c.cost):
                stack.append((paid, cp + up, rest, mid, has_d or is_d, has_s or is_s))
        for i in mid:  # HF-7.4: a mysticism in the middling may be played again
            c = cards[i]
            if c.pitch > spare:
                continue
            for paid in _pay(store, c.cost):
                new = paid
                for g in _gains(c):
                    new = _gain(new, g, cp)
                if new != store:
                    stack.append((new, cp, hand, mid, has_d, has_s))
    return False


def forced_loss_rate(deck: Deck, deals: int = 2000, seed: int = 1) -> tuple[int, int]:
    """``(forced losses, deals)`` over deals seeded ``seed .. seed+deals-1`` of
    ``deck`` alone (each seed shuffles the deck with ``random.Random(seed)``)."""
    n = 0
    for k in range(seed, seed + deals):
        hand, res = deal(deck, random.Random(k))
        n += forced_loss(hand, res)
    return n, deals


def game_rates(deck_a: Deck, deck_b: Deck, deals: int = 10_000, seed: int = 1) -> list[int]:
    """Forced losses per seat over ``deals`` real game setups (seeds ``seed ..``)
    of deck_a (seat 1) against deck_b (seat 2): exactly the deal of
    ``HoldfastGame(seed=k, decks=[deck_a, deck_b])``."""
    from .rules import HoldfastGame

    out = [0, 0]
    for k in range(seed, seed + deals):
        g = HoldfastGame(seed=k, decks=[deck_a, deck_b])
        for seat in (0, 1):
            side = g.s.sides[seat]
            res = sorted(side.resources, key=lambda c: g.s.pieces[c].stamp)
            out[seat] += forced_loss([g.info[c].card for c in side.hand], [g.info[c].card for c in res])
    return out


def table(decks: dict[str, Deck], deals: int = 10_000, seed: int = 1) -> str:
    """Markdown: for every ordered pairing of ``decks`` (seat 1 against seat 2),
    the forced first-turn losses of each seat over ``deals`` real game deals."""
    lines = [f"| seat 1 deck | seat 2 deck | seat 1 forced losses | seat 2 forced losses |",
             "| --- | --- | ---: | ---: |"]
    for a, da in decks.items():
        for b, db in decks.items():
            if a == b:
                continue
            x, y = game_rates(da, db, deals, seed)
            lines.append(f"| {da.name} | {db.name} | {x} ({100 * x / deals:.2f}%) | {y} ({100 * y / deals:.2f}%) |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    """``python -m holytable.games.holdfast.opening [--deals N] [--seed S] [DECK.yaml ...]``:
    the table of :func:`table` for the given deck files (default: the ready-made decks)."""
    import argparse

    from .decks import load_deck, ready_decks

    p = argparse.ArgumentParser(prog="python -m holytable.games.holdfast.opening", description=__doc__.splitlines()[0])
    p.add_argument("--deals", type=int, default=10_000)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("decks", nargs="*")
    args = p.parse_args(argv)
    paths = {str(x): x for x in args.decks} if args.decks else {k: str(v) for k, v in sorted(ready_decks().items())}
    decks = {k: load_deck(v) for k, v in paths.items()}
    print(f"{args.deals} deals per pairing, seeds {args.seed}..{args.seed + args.deals - 1} "
          "(the deal of HoldfastGame(seed=k)); forced first-turn losses (HF-2.5):\n")
    print(table(decks, args.deals, args.seed))
    return 0


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
