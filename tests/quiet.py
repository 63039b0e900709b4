"""Helpers of the stops privacy tests (issue 16; first written by the
break17 lane): a table at which seat 0 plays a seeded script and every other seat is *quiet* (Pass in every window, keep, end its
phase or turn, or else an option naming no card), so the public game does
not depend on what the quiet seats hold; the quiet seats' hands and decks
can be dealt again (:func:`redeal_quiet`) to compare the keyboard's moves.

:func:`handoffs`: the moments the keyboard changes hands at one keyboard in
the "stops" mode (the screen's rule: a window at no stop of its player
passes with no handoff, every other decision is put to its player): a list
of ``(seat 0's choices so far, seat handed the keyboard, decision kind)``.
"""
from __future__ import annotations

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent / "contract"))  # contractkit

from contractkit import deck_names, ready  # noqa: E402

from holytable.engine.decision import PASS  # noqa: E402
from holytable.engine.stops import asks, default_stops  # noqa: E402
from holytable.games import game_class  # noqa: E402

NAMES = ["Ana", "Bo", "Cy", "Di", "Ed"]
ENDS = ("end_turn", "end", "next", "done", "pass")


def new(gid: str, seats: int, seed: int):
    decks = deck_names(gid, seed, seats)
    return game_class(gid)(options={}, seed=seed, decks=[ready(gid)[d] for d in decks], names=NAMES[:seats])


def redeal_quiet(game, deal: int):
    """A clone of ``game`` whose quiet seats (1..) have their hand and deck
    dealt again from their pooled cards (same sizes)."""
    g = game.clone()
    rr = random.Random(deal)
    for side in g.s.sides[1:]:
        kinds = getattr(g, "kinds", None)
        # Holdfast: resources never go to a hand; they keep their places in the deck
        fixed = {i for i, c in enumerate(side.deck) if g.game_id == "holdfast" and kinds[c] == "resource"}
        pool = sorted(side.hand + [c for i, c in enumerate(side.deck) if i not in fixed])
        rr.shuffle(pool)
        hand, rest = pool[: len(side.hand)], pool[len(side.hand):]
        deck = []
        for i, c in enumerate(side.deck):
            deck.append(c if i in fixed else rest.pop())
        side.hand, side.deck = hand, deck
        pieces = getattr(g.s, "pieces", None)  # Heresy keeps each card's place on it too
        if pieces is not None:
            for pile in ("hand", "deck"):
                for c in getattr(side, pile):
                    pieces[c].where = pile
    g.check_invariants()
    return g


def handoffs(g, seed: int, stops=None, limit: int = 1500):
    """Play ``g`` (seat 0 scripted by ``seed``, the others quiet) until a
    quiet seat must make a choice naming a card, or the end. Returns
    ``(handoffs, (why it stopped, seat 0's choices by then))``."""
    stops = stops or [default_stops(type(g))] * g.num_players
    out, n0, last = [], 0, None
    while not g.over and len(g.choices) < limit:
        d = g.pending
        asked = asks(d, stops[d.player])
        if asked and d.player != last:
            out.append((n0, d.player, d.kind))
            last = d.player
        if d.window and not asked:
            g.choose(PASS)
            continue
        if d.player == 0:
            n0 += 1
            g.choose(random.Random(f"{seed}:{n0}").choice(d.ids()))
            continue
        if d.window:
            g.choose(PASS)
            continue
        pick = next((o.id for o in d.options if o.verb in ENDS or o.id in ("keep", "pass", "end")), None)
        if pick is None:
            pick = next((o.id for o in d.options if o.card is None and not o.cards), None)
        if pick is None:
            return out, ("a quiet seat must name a card", n0)
        g.choose(pick)
    return out, ("over" if g.over else "limit", n0)


def upto(seq, n0: int):
    """The handoffs before seat 0's choice ``n0``: ``(n0, seat)`` (a decision's
    kind, which the seat sees on its own screen, left out)."""
    return [h[:2] for h in seq if h[0] < n0]


def heresy_eleven_without_a_domain(game, seat: int):
    """A clone of a Heresy ``game`` (before ``seat`` is asked about its
    redraw) in which ``seat``'s eleven cards hold no domain: its hand dealt
    from the non-domain cards of its hand and deck, the rest its deck (the
    same sizes; HK-4.4)."""
    g = game.clone()
    side = g.s.sides[seat]
    pool = side.hand + side.deck
    hand = [c for c in pool if g.kind(c) != "domain"][: len(side.hand)]
    side.hand, side.deck = hand, [c for c in pool if c not in hand]
    for pile in ("hand", "deck"):
        for c in getattr(side, pile):
            g.s.pieces[c].where = pile
    g.check_invariants()
    return g
