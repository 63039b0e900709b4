"""Positions to determinize (issue 14), shared by the determinization tests.

:func:`positions` plays seeded random games of a game (ready-made decks, as
``holytable simulate`` seats them) and yields ``(game, seat)`` at many of their
decisions, for every seat; :func:`state_of` is what two determinizations are
compared by.
"""
from __future__ import annotations

import random
from typing import Iterator

from holytable.engine.game import Game
from holytable.games import game_class
from holytable.sim import ready_seatings, seat_names


def new_game(game_id: str, seed: int, players: int = 2) -> Game:
    """Game ``seed`` as ``holytable simulate`` seats it (not quiet: views carry the log)."""
    seatings = ready_seatings(game_id, players)
    r = random.Random(seed)
    seating = seatings[r.randrange(len(seatings))]
    n = len(seating) // 2
    return game_class(game_id)(seed=seed, decks=list(seating[:n]), names=seat_names(seating[n:]))


def positions(game_id: str, seeds: range, every: int = 7, players: int = 2) -> Iterator[tuple[Game, int]]:
    """``(game, seat)`` for every seat at every ``every``-th decision of random
    games ``seeds`` (the game is the live one: copy it before changing it)."""
    for seed in seeds:
        g = new_game(game_id, seed, players)
        r = random.Random(seed * 7919)
        k = 0
        while g.pending is not None:
            if k % every == (seed % every):
                for seat in range(g.num_players):
                    yield g, seat
            ids = g.legal_ids()
            g.choose(ids[r.randrange(len(ids))])
            k += 1


def state_of(g: Game) -> object:
    """What two games are compared by: the changing state, the pending
    decision's ids and the rng's state."""
    return (g.s, g.legal_ids(), g.rng.getstate(), g.choices, g.outcome)
