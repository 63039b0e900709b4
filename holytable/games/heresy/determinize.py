"""Heresy determinization (issue 14): :func:`redeal_hidden`, the game's
``Game.redeal_hidden`` (a standalone function: the engine's mixins must not
define one method twice), re-deals in place everything one seat may not know,
for a computer player's search (``Game.determinize``).

What is hidden from ``seat`` (HK-3.3, HK-3.4, HK-3.8, HK-3.9, HK-29.1,
:func:`.view.hidden_uids`), and re-dealt:

- every deck's order and contents, the seat's own too (its contents follow
  from its deck list and what it sees, so its own deck is only shuffled);
- the other seats' hands and archives, but for the cards everyone saw go
  there (``s.shown``: returned from play, or waiting in the hand as an
  action's card, ruling HK-7.3.a) and the cards named to all while in the
  hand (``s.told``: a revoking title, HK-35.2), which stay; an archive only
  ever takes Technology (HK-3.7);
- the other seats' face-down IC (HK-29.1) that nobody has seen turned up
  (``s.ic_seen``, HK-29.9): each place, with its marks, takes another IC of
  the same owner;
- the secret commitments of the other seats, made but not yet revealed:
  a damage assignment (HK-30.8, ``conflict.commit``) is drawn again by
  assigning the same total the way HK-30.3, HK-30.4 and HK-30.11 let its
  player, a random target at each step; a vote split of the Crucible
  (HK-34.10.a, ``aereo.split``) is drawn again among ``0..votes``.

Each owner's hidden cards (that owner's deck list minus everything seen, a
public fact) are dealt again among that owner's hidden places only, so a card
never changes its owner (HK-1.6). Cards another seat has under way (the
card of its multi-part action, ``s.pending``; a card its payment task names)
stay: only that seat decides until the action lands, so a search never starts
from there.

Canonical (the contract of ``Game.determinize``): places are visited in an
order the seat sees (IC by its array and place on it; a hand and an archive
rebuilt in a fixed order; a deck by index) and each owner's pool is drawn from
sorted by card number, so the deal depends on the view and ``rng`` alone,
never on where the hidden cards really are. The IC places are dealt first,
keeping enough Technology cards for the archives, so a deal always completes.

Not used, known simplifications: a redraw made at setup (HK-4.4) tells the
others the first eleven cards held no domain (a kept hand tells nothing:
every seat is asked, ruling HK-4.4.c); a player's choices (what they could
not call, what they discarded to the archive and when) tell something of
their hand. The deal ignores both.

Another seat's pending decision, worded from its real cards, is asked again
(by ``Game.determinize``): where it turns on those cards (a window's answers come
from the hand) it may come out otherwise, so the view of ``seat`` is promised
equal at its own decisions, where a search starts.
"""
from __future__ import annotations

import random
from typing import TYPE_CHECKING

from holytable.engine.rng import GameRng

if TYPE_CHECKING:  # pragma: no cover
    from .rules import HeresyGame


def _busy(g: "HeresyGame") -> set[int]:
    """Cards a task or the multi-part action under way names (by uid inside
    an option id, or ``s.pending.card``)."""
    s = g.s
    out: set[int] = set()
    if s.pending is not None:
        out.add(s.pending.card)
    by_uid = g.by_uid

    def scan(x) -> None:
        if type(x) is str:
            if ":" in x:
                for part in x.split(":"):
                    c = by_uid.get(part)
                    if c is not None:
                        out.add(c)
        elif type(x) is tuple:
            for y in x:
                scan(y)

    for t in s.tasks:
        for a in t[1:]:
            if type(a) is str or type(a) is tuple:
                scan(a)
    return out


def redeal_hidden(g: "HeresyGame", seat: int, rng: GameRng) -> None:
    """Re-deal, in place, everything hidden from ``seat`` (module docstring).

    ``g`` is a clone (``Game.determinize`` calls this); draws only from
    ``rng``. Leaves the view of ``seat`` and the invariants as they were."""
    s = g.s
    pieces = s.pieces
    kinds = g.kinds
    tech = g.tech
    keep = set(s.shown)
    keep.update(s.told)
    keep.update(_busy(g))
    ic_seen = s.ic_seen
    rand = random.Random(rng.below(1 << 62)).random
    moved: dict[int, int] = {}
    for o, side in enumerate(s.sides):
        other = o != seat
        hand = [c for c in side.hand if c not in keep] if other else []
        archive = [i for i, c in enumerate(side.archive) if c not in keep] if other else []
        ics: list[tuple[list[int], int]] = []  # (container, index), in an order the seat sees
        if other:
            for a in side.matrix:
                att = pieces[a].attached
                for i, x in enumerate(att):
                    if kinds[x] == "ic" and x not in ic_seen:
                        ics.append((att, i))
        if not (side.deck or hand or archive or ics):
            continue
        left = sorted(side.deck + hand + [side.archive[i] for i in archive] + [lst[i] for lst, i in ics])
        need_tech = len(archive)
        for lst, i in ics:
            ok = [c for c in left if kinds[c] == "ic"]
            if sum(1 for c in left if tech[c]) <= need_tech:  # keep Technology for the archive (HK-3.7)
                ok = [c for c in ok if not tech[c]] or ok
            new = ok[int(rand() * len(ok))]
            left.remove(new)
            moved[lst[i]] = new
            lst[i] = new
        if archive:
            ok = _shuffled([c for c in left if tech[c]], rand)[:len(archive)]
            taken = set(ok)
            left = [c for c in left if c not in taken]
            arch = side.archive
            for i, new in zip(archive, ok):
                moved[arch[i]] = new
            # an archive in a canonical order too: the cards it keeps, then the new ones
            side.archive = sorted(c for c in arch if c in keep) + ok
        left = _shuffled(left, rand)
        if other and hand:
            take, left = left[:len(hand)], left[len(hand):]
            for c, new in zip(hand, take):
                moved[c] = new
            # a hand in a canonical order: the cards it keeps, then the new ones
            side.hand = sorted(c for c in side.hand if c in keep) + take
        deck = side.deck
        for i, new in enumerate(left):
            moved[deck[i]] = new
            deck[i] = new
    if moved:
        # the pieces travel with their places (an IC's host, turn called...)
        old = {c: pieces[c] for c in moved}
        for c, new in moved.items():
            pieces[new] = old[c]
    _secrets(g, seat, rand)


def _secrets(g: "HeresyGame", seat: int, rand) -> None:
    """The other seats' committed secrets drawn again (module docstring)."""
    s = g.s
    cf = s.conflict
    heads = {t[0] for t in s.tasks}
    if cf is not None and "reveal" in heads:
        busy = {t[1] for t in s.tasks if t[0] == "assign"}
        for side in (0, 1):
            who = cf.attacker if side == 0 else cf.defender
            if who == seat or side in busy or not cf.commit[side]:
                continue
            cf.commit[side] = _assignment(g, side, sum(n for _c, n in cf.commit[side]), rand)
    ae = s.aereo
    if ae is not None and ae.kind == "challenge" and "split_reveal" in heads:
        totals = ae.totals()
        for i in (0, 1):
            if ae.split[i] >= 0 and ae.seats[i] != seat:
                ae.split[i] = int(rand() * (totals[i] + 1))


def _assignment(g: "HeresyGame", side: int, total: int, rand) -> tuple:
    """HK-30.3, HK-30.4, HK-30.11: an assignment of ``total`` damage its
    player could have made, a random target at each step (as
    ``CombatMixin._d_assign`` and ``_a_assign`` offer and carry out)."""
    given: dict[int, int] = {}
    left = total
    pieces = g.s.pieces
    while left > 0:
        targets = g.assign_targets(side, given)
        if not targets:
            break
        c = targets[int(rand() * len(targets))]
        if g.is_char[c]:
            n = min(left, max(1, g.fight_defense(c) - pieces[c].damage - given.get(c, 0)))
        else:
            n = left
        given[c] = given.get(c, 0) + n
        left -= n
    return tuple(given.items())


def _shuffled(cards: list[int], rand) -> list[int]:
    """``cards`` in a random order (sorted by a random key each)."""
    keyed = sorted(zip([rand() for _ in cards], cards))
    return [c for _k, c in keyed]
