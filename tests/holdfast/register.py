"""Register Holdfast in the game registry for these tests and for local
``simulate`` runs (until holytable/games/__init__.py lists it)::

    .venv/bin/python tests/holdfast/register.py --games 1000 --seed 1
"""
from __future__ import annotations

import contextlib
from typing import Iterator

import holytable.games as games

ENTRY = games.GameEntry("holdfast", "Holdfast", "Holds, perimeters and bounty.",
                        "holytable.games.holdfast.rules:HoldfastGame", "holytable.games.holdfast.decks")


def register() -> None:
    games.GAMES["holdfast"] = ENTRY
    games.DECK_LOADERS["holdfast"] = "holytable.games.holdfast.decks:check_file"


@contextlib.contextmanager
def registered() -> Iterator[None]:
    """Holdfast registered inside the block; the registry as it was afterwards."""
    saved = games.GAMES.get("holdfast"), games.DECK_LOADERS.get("holdfast")
    register()
    try:
        yield
    finally:
        if saved[0] is None:
            games.GAMES.pop("holdfast", None)
        else:
            games.GAMES["holdfast"] = saved[0]
        if saved[1] is None:
            games.DECK_LOADERS.pop("holdfast", None)
        else:
            games.DECK_LOADERS["holdfast"] = saved[1]


if __name__ == "__main__":
    import sys

    from holytable import sim

    register()
    sys.exit(sim.main(sim.build_parser().parse_args(["holdfast", *sys.argv[1:]])))
