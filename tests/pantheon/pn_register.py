"""Register Pantheon in the game registry for these tests and for local
``simulate`` runs (until holytable/games/__init__.py lists it)."""
from __future__ import annotations

import holytable.games as games

LOADER = "holytable.games.pantheon.decks:check_file"
ENTRY = games.GameEntry("pantheon", "Pantheon", "Gods and dice: CP, MP and AP towards Worship Points.",
                        "holytable.games.pantheon.rules:PantheonGame", "holytable.games.pantheon.decks")


def register() -> None:
    games.GAMES["pantheon"] = ENTRY
    games.DECK_LOADERS["pantheon"] = LOADER


if __name__ == "__main__":  # python tests/pantheon/pn_register.py --games 200 --seed 1
    import sys

    from holytable import sim

    register()
    sys.exit(sim.main(sim.build_parser().parse_args(["pantheon", *sys.argv[1:]])))
