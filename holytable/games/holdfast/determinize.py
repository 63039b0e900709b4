"""Holdfast determinization (issue 14): :func:`redeal_hidden`, the game's
``Game.redeal_hidden``, re-deals in place everything one seat may not know
(HF-14), for a computer player's search (``Game.determinize``).

What is hidden from ``seat`` (HF-14.1, HF-14.2, :func:`.view.hidden_uids`):

- every deck's order and contents, the seat's own deck too (its contents follow
  from the deck list and what the seat sees, so its own deck is only
  shuffled);
- the other seats' hands, but for a card another seat has under way (named
  by a task: being deployed or aimed; only that seat decides until it lands,
  so a search never starts from there), which stays;
- the other seats' face-down cards (denizens, belongings that are not gear,
  traps: HF-8.3, HF-8.5, HF-9.3), each at its place with its tag, damage and
  marks (the piece travels with the place).

What is kept: every card the seat sees; every count; every place; and the
cards ``s.known`` lists, whose identity every seat saw go into a hidden place
(a card recovered from the rubble to a hand, a card turned face down in front
of everyone, HF-14.2). Each owner's hidden cards (that owner's deck list
minus everything seen, a public fact) are dealt again among that owner's
hidden places, so a card never changes its owner, and only where its type may
lie: a face-down place takes a denizen, a non-gear belonging or a trap; a hand
never a resource (HF-7.1, HF-8.7).

Canonical (the contract of ``Game.determinize``): the places are visited in
an order the seat sees (face-down cards by tag; a hand is rebuilt in a fixed
order; decks by index) and each owner's pool is drawn from sorted by card
number, so the deal depends on the view and ``rng`` alone, never on where the
hidden cards really are. The draws are nested (face-down places, then hands,
then decks: each accepts every card the one before accepts), so a deal
always completes.

Not used, a known simplification: the cost a face-down deployment paid is
public (HF-14.2) and rules out some cards for that place; the deal ignores it.

Every reference to a re-dealt card follows it (:data:`CARD_ARGS`: the task
queue's card arguments; the assault; the selection), so a choice under way
goes on with the card now at that place; another seat's pending decision,
worded from its real cards, is asked again (by ``Game.determinize``): where it turns
on those cards (an upkeep with face-down cards, HF-5.3) it may come out
otherwise, so the view of ``seat`` is promised equal at its own decisions,
where a search starts.
"""
from __future__ import annotations

import random
from typing import TYPE_CHECKING

from holytable.engine.rng import GameRng

if TYPE_CHECKING:  # pragma: no cover
    from .rules import HoldfastGame

#: per task name, the positions of its arguments that are cards (ints), and
#: of those that are targets (``("card", c)`` or ``("seat", n)``); a task
#: missing here raises KeyError (so a new task is noticed by the tests).
CARD_ARGS: dict[str, tuple[tuple[int, ...], tuple[int, ...]]] = {
    "turn": ((), ()), "flush": ((), ()), "harvest": ((), ()), "maintenance": ((), ()),
    "command": ((), ()), "assault_menu": ((), ()), "end_phase": ((), ()), "cleanup": ((), ()),
    "turn_limit": ((), ()), "settle": ((), ()), "confirm_end": ((), ()), "wall": ((), ()), "pitch": ((), ()),
    "pay_any": ((), ()), "shed": ((), ()), "upkeep": ((), ()), "levy_tick": ((), ()),
    "a_window": ((), ()), "a_reveal": ((), ()), "a_reveal_pick": ((), ()), "a_disarm": ((), ()),
    "a_morale": ((), ()), "a_falter": ((), ()), "a_damage": ((), ()), "a_split": ((), ()),
    "a_deal": ((), ()), "a_end": ((), ()),
    "place": ((1,), ()), "enter": ((1,), ()), "aim": ((1,), ()), "move": ((1,), ()),
    "group": ((1,), ()), "cast": ((1,), (2,)), "use": ((1,), (3,)),
}

_FACE_DOWN_KINDS = frozenset({"denizen", "belonging", "trap"})


_CLASSES: dict[int, tuple] = {}


def _classes(g: "HoldfastGame") -> tuple[tuple[bool, ...], tuple[bool, ...]]:
    """Per card (static, kept per card table: clones and games of the same
    decks share it): may it lie face down (a denizen, a belonging that is not
    gear, a trap), may it lie in a hand (not a resource)."""
    info = g.info
    hit = _CLASSES.get(id(info))
    if hit is not None and hit[0] is info:
        return hit[1]
    kinds = g.kinds
    down = tuple(k in _FACE_DOWN_KINDS and not (k == "belonging" and bool(getattr(ci.card, "gear", False)))
                 for k, ci in zip(kinds, info))
    hand = tuple(k != "resource" for k in kinds)
    if len(_CLASSES) > 32:
        _CLASSES.clear()
    _CLASSES[id(info)] = (info, (down, hand))
    return down, hand


def redeal_hidden(g: "HoldfastGame", seat: int, rng: GameRng) -> None:
    """Re-deal, in place, every card hidden from ``seat`` (module docstring).

    ``g`` is a clone (``Game.determinize`` calls this); draws only from
    ``rng``. Leaves the view of ``seat`` and the invariants as they were."""
    s = g.s
    pieces = s.pieces
    info = g.info
    known = s.known
    down_ok, hand_ok = _classes(g)
    n = g.num_players
    # cards another seat has under way (named by a task: being deployed or
    # aimed, on the stack or still in the hand) stay where they are
    busy = {t[i] for t in s.tasks for i in CARD_ARGS[t[0]][0]}
    # the face-down places per owner, (tag, container, index): by tag, an order the seat sees
    fd: list[list[tuple[int, list[int], int]]] = [[] for _ in range(n)]
    for k, side in enumerate(s.sides):
        if k == seat:
            continue
        for lst in (side.outland, side.courtyard):
            for i, c in enumerate(lst):
                p = pieces[c]
                if p.face_down and c not in known:
                    fd[info[c].owner].append((int(p.fd[2:]), lst, i))
                if p.occupants:
                    _occupants(pieces, p.occupants, known, info, fd)
        for c in side.perimeter:
            if c >= 0 and pieces[c].occupants:
                _occupants(pieces, pieces[c].occupants, known, info, fd)
    moved: dict[int, int] = {}
    # one draw of rng seeds the deal's own generator (C-speed draws: a search
    # determinizes once per iteration)
    rand = random.Random(rng.below(1 << 62)).random
    for o in range(n):
        places = fd[o]
        side = s.sides[o]
        hand = side.hand
        mine = [c for c in hand if c not in known and c not in busy] if o != seat else []
        old_fd = [lst[i] for _t, lst, i in places]
        left = sorted(side.deck + mine + old_fd)
        if not left:
            continue
        # face-down places (by tag), then the hand, then the deck
        places.sort(key=lambda x: x[0])
        for _tag, lst, i in places:
            ok = [c for c in left if down_ok[c]]
            new = ok[int(rand() * len(ok))]
            left.remove(new)
            moved[lst[i]] = new
            lst[i] = new
        if mine:
            ok = _shuffled([c for c in left if hand_ok[c]], rand)
            take = ok[:len(mine)]
            rest = set(take)
            left = [c for c in left if c not in rest]
            for c, new in zip(mine, take):
                moved[c] = new
            # a hand in a canonical order: the cards it keeps, then the new ones
            side.hand = sorted(c for c in hand if c in known or c in busy) + take
        deck = side.deck
        new_deck = _shuffled(left, rand)
        moved.update(zip(deck, new_deck))
        deck[:] = new_deck
    if not moved:
        return
    # the pieces travel with their places
    old = [pieces[c] for c in moved]
    for p, new in zip(old, moved.values()):
        pieces[new] = p
    _follow(s, moved)


def _shuffled(cards: list[int], rand) -> list[int]:
    """``cards`` (in ascending order) in a random order: sorted by a random
    key each (equal keys, were there any, keep the ascending order)."""
    keys = [rand() for _ in cards]
    return [cards[i] for i in sorted(range(len(cards)), key=keys.__getitem__)]


def _occupants(pieces, occ: list[int], known: list[int], info, fd: list) -> None:
    for i, c in enumerate(occ):
        p = pieces[c]
        if p.face_down and c not in known:
            fd[info[c].owner].append((int(p.fd[2:]), occ, i))


def _follow(s, moved: dict[int, int]) -> None:
    """Every reference to a re-dealt card now names the card at its place."""
    get = moved.get
    tasks = s.tasks
    for j, t in enumerate(tasks):
        cards, targets = CARD_ARGS[t[0]]
        if not cards and not targets:
            continue
        t2 = list(t)
        for i in cards:
            t2[i] = get(t2[i], t2[i])
        for i in targets:
            x = t2[i]
            if x is not None and x[0] == "card":
                t2[i] = ("card", get(x[1], x[1]))
        tasks[j] = tuple(t2)
    a = s.assault
    if a is not None:
        a.target = get(a.target, a.target)
        a.group = [get(c, c) for c in a.group]
        a.was_down = [get(c, c) for c in a.was_down]
        a.to_reveal = [get(c, c) for c in a.to_reveal]
        a.split = {get(c, c): v for c, v in a.split.items()}
    if s.selection:
        s.selection = [get(c, c) for c in s.selection]
    # no host needs following: a hidden card hosts nothing (gear only on a
    # face-up denizen, HF-9.3; a structure is never face down)
