"""What the games' determinizations share (issue 14, ``Game.determinize``).

Pure helpers over card indexes and card keys (a card's name or table key):
dealing a shuffled pool with the cards a seat knows of kept where it knows
them, and telling whether a decision asked again still looks the same to the
other seats. No game state is changed here (:func:`ask_again` only asks).
"""
from __future__ import annotations

from .decision import Decision


def deal_known(pool: list[int], keys: tuple[str, ...], top_keys: list[str], hand_keys: list[str],
               n_hand: int) -> tuple[list[int], list[int]]:
    """``(hand, deck)`` from the shuffled ``pool``: the known top cards on top
    of the deck in order, the known hand cards in the hand (as far as the pool
    holds them), the rest as the pool comes."""
    top: list[int] = []
    hand: list[int] = []
    if top_keys:
        for k in reversed(top_keys):  # the top card first
            for i, c in enumerate(pool):
                if keys[c] == k:
                    top.append(c)
                    del pool[i]
                    break
        top.reverse()
    if hand_keys and n_hand:
        need: dict[str, int] = {}
        for k in hand_keys:
            need[k] = need.get(k, 0) + 1
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


#: how many deals ``Game.determinize`` tries for one that still asks the
#: pending decision of another player before it lets the game move on
TRIES = 64


def ask_again(game) -> object:
    """The pending decision of ``game`` asked again of its present state,
    changing nothing: for a task-queue game (``engine.tasks``) the head
    task's ``_d_`` function (a pure query): a Decision, None (it would not be
    asked) or an option id (it would be answered at once). For any other game
    None (so ``Game.determinize`` lets it move on: ``_advance``)."""
    s = getattr(game, "s", None)
    tasks = getattr(s, "tasks", None)
    fns = getattr(game, "_fns", None)
    if not tasks or fns is None:
        return None
    task = tasks[0]
    decide = fns(task[0])[0]
    return decide(game, *task[1:]) if decide is not None else None


def same_face(old: Decision, new: object) -> bool:
    """True when ``new`` is a Decision that looks like ``old`` to every seat
    but its decider: the same player, window, and what the others read of it
    (its kind and prompt, or its ``others``)."""
    return (isinstance(new, Decision) and new.player == old.player and new.window == old.window
            and (new.others or (new.kind, new.prompt)) == (old.others or (old.kind, old.prompt)))
