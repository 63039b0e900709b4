"""``holytable simulate``: random legal play with every invariant checked.

Plays N games per game id with uniformly random legal choices, headless, checks
``game.check_invariants()`` after every choice, and prints wins per seat, draws,
average turns and choices, and games per second.

``--fast`` plays the same games (the same seeds make the same choices and end
the same way) as a computer player's playouts would: no invariant checks and a
``quiet`` game that words no log (see :class:`holytable.engine.game.Game`). Game ``i`` of a run with seed ``S``
uses seed ``S + i`` for both the game and the chooser (the chooser's draws a
stream of their own, :func:`seat_rng`), so a failure is reproduced by
``holytable simulate GAME --games 1 --seed S+i``.

``--players N`` seats N players (default 2) for the games that seat that
many (``Game.min_players``..``max_players``: Pantheon and Holdfast 2-4, Heresy
2-5); a count a game does not seat is a one-line error (exit 2), and with
``all`` such games are left out in one line each. Each game draws its seating
(one ready-made deck per seat) from :func:`ready_seatings`.

A ready-made deck file that does not load is reported in one line (on stderr)
and left out; the other decks are played.

Exit status: 0 when every game ended cleanly, 1 on any exception, broken invariant,
a game that did not end within ``--max-choices``, or a game none of whose deck
files loads.
"""
from __future__ import annotations

import argparse
import gc
import itertools
import random
import sys
import time
import traceback
from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

from holytable.games import deck_module, game_class, playable


@dataclass
class SimFailure(Exception):
    """A game that crashed, broke an invariant or did not end."""

    game_id: str
    seed: int
    choice_index: int
    what: str
    players: int = 2

    def __str__(self) -> str:
        more = f" --players {self.players}" if self.players != 2 else ""
        return (
            f"{self.game_id}: seed {self.seed}, choice {self.choice_index}: {self.what}\n"
            f"  reproduce: holytable simulate {self.game_id} --games 1 --seed {self.seed}{more}"
        )


@dataclass
class SimStats:
    game_id: str
    games: int = 0
    wins: list[int] = field(default_factory=lambda: [0, 0])
    draws: int = 0
    turns: int = 0
    choices: int = 0
    seconds: float = 0.0

    def line(self, names: list[str]) -> str:
        n = max(self.games, 1)
        wins = "  ".join(f"{names[i]} {w}" for i, w in enumerate(self.wins))
        gps = self.games / self.seconds if self.seconds else float("inf")
        return (
            f"{self.game_id:10} games {self.games}  wins: {wins}  draws {self.draws}  "
            f"avg turns {self.turns / n:.1f}  avg choices {self.choices / n:.1f}  {gps:.1f} games/s"
        )


class NoDecks(ValueError):
    """A game none of whose ready-made deck files loads (one line)."""


def load_ready(game_id: str) -> tuple[dict[str, Any], list[str]]:
    """The ready-made decks of ``game_id`` that load, by stem, and one line per
    file that does not (``"path:line: card 'x': message"``)."""
    from holytable.engine.deckfile import DeckFileError

    mod = deck_module(game_id)
    decks, bad = {}, []
    for name, path in sorted(mod.ready_decks().items()):
        try:
            decks[name] = mod.load_deck(path)
        except DeckFileError as e:
            bad.append(str(e))
    return decks, bad


def ready_pairs(game_id: str, bad: list[str] | None = None) -> list[tuple[Any, Any, str, str]]:
    """Every ordered pair of distinct ready-made decks of ``game_id`` (or the one
    deck against itself), resolved: ``(deck_a, deck_b, name_a, name_b)``. A file
    that does not load is left out (and its one-line error added to ``bad``);
    raises :class:`NoDecks` when none loads. The two-seat case of
    :func:`ready_seatings`."""
    return ready_seatings(game_id, 2, bad)


def ready_seatings(game_id: str, players: int, bad: list[str] | None = None) -> list[tuple]:
    """Every ordered choice of one ready-made deck per seat for ``players``
    seats, resolved: ``(deck_1, ..., deck_N, name_1, ..., name_N)``. The decks
    of a seating are distinct while there are enough of them; with fewer decks
    than seats no deck sits more than ``ceil(players / decks)`` times (so 5
    Heresy seats from 4 decks: one deck twice). For two seats: every ordered
    pair of distinct decks, in the order of the deck names (or the one deck
    against itself). A file that does not load is left out (its one-line
    error added to ``bad``); raises :class:`NoDecks` when none loads."""
    decks, problems = load_ready(game_id)
    if bad is not None:
        bad.extend(problems)
    if not decks:
        raise NoDecks(f"no deck file of {game_id} loads")
    names = list(decks)
    most = -(-players // len(names))
    out = []
    for combo in itertools.product(names, repeat=players):
        if max(combo.count(n) for n in set(combo)) <= most:
            out.append(tuple(decks[n] for n in combo) + combo)
    return out


def seat_names(stems: Sequence[str]) -> list[str]:
    """Player names of a seating: each deck's stem capitalized, a deck that
    sits twice numbered from its second seat (``Metroplex``, ``Metroplex 2``)."""
    seen: dict[str, int] = {}
    out = []
    for stem in stems:
        seen[stem] = seen.get(stem, 0) + 1
        out.append(stem.capitalize() + (f" {seen[stem]}" if seen[stem] > 1 else ""))
    return out


#: How a seed draws its seating of ready-made decks (and, in ``simulate``, the
#: random chooser's choices): see :func:`seat_rng`.
SEATING = 2


def seat_rng(seed: int, seating: int = SEATING) -> random.Random:
    """The random stream from which game ``seed`` draws its seating (then,
    in ``simulate``, its random choices). ``seating`` 2: a stream of its own
    (seeded from the text ``"seating <seed>"``, which Python hashes the same
    on every version), apart from the game's chance. 1: ``random.Random(seed)``,
    the very stream of the game's own chance (:class:`~holytable.engine.rng.GameRng`),
    as before 2026-12-02; kept only to take up the ``holytable arena`` logs
    begun then. Under it the seat draw was the game's first draw of chance:
    in Frontline the coin toss gave priority to the Black deck in every game,
    and in the other games the first player leaned to some decks."""
    return random.Random(seed) if seating == 1 else random.Random(f"seating {seed}")


def play_one(
    game_id: str, seed: int, pairs: list, options: dict | None = None, max_choices: int = 200_000,
    chooser: Callable[[random.Random, list[str]], str] | None = None, fast: bool = False,
) -> Any:
    """Play one random game; raise SimFailure on any fault. Returns the game.

    ``pairs``: the seatings to draw from (:func:`ready_seatings`; a seating
    of N decks seats N players).

    ``fast``: the same game (same choices, same outcome), quiet (no log) and
    with no invariant checks."""
    cls = game_class(game_id)
    r = seat_rng(seed)
    seating = pairs[r.randrange(len(pairs))]
    n = len(seating) // 2
    i = 0
    check = not fast
    playing_out = False
    try:
        game = cls(options=options or {}, seed=seed, decks=list(seating[:n]), names=seat_names(seating[n:]),
                   quiet=fast)
        if check:
            game.check_invariants()
        if chooser is None and not check and hasattr(game, "playout"):
            # the fast loop: the same draws of r and the same choices as below
            # (ids[r.randrange(n)] is options[r.randrange(n)].id), played by
            # the task loop itself (TaskLoop.playout: no call of choose,
            # apply and advance a choice)
            playing_out = True
            i = game.playout(r, max_choices)
            playing_out = False
            if game.pending is not None:
                raise SimFailure(game_id, seed, i, f"no end after {max_choices} choices")
        while game.pending is not None:
            if i >= max_choices:
                raise SimFailure(game_id, seed, i, f"no end after {max_choices} choices")
            ids = game.legal_ids()
            game.choose(chooser(r, ids) if chooser else ids[r.randrange(len(ids))])
            i += 1
            if check:
                game.check_invariants()
        if game.outcome is None:
            raise SimFailure(game_id, seed, i, "no pending decision and no outcome")
        return game
    except SimFailure as f:
        f.players = n
        raise
    except Exception as e:  # any crash is a bug in a rules engine
        if playing_out:  # the choice under way: playout records its id before applying it
            i = len(game.choices) - 1
        tb = traceback.format_exc(limit=-3)
        raise SimFailure(game_id, seed, i, f"{type(e).__name__}: {e}\n{tb}", n) from None


def report_bad_decks(game_id: str, prog: str = "holytable simulate") -> bool:
    """Print one line on stderr for each ready-made deck file of ``game_id`` that
    does not load (they are left out) and one when none loads; True when at
    least one loads."""
    decks, bad = load_ready(game_id)
    for line in bad:
        print(f"{prog}: left out a bad deck file: {line}", file=sys.stderr)
    if not decks:
        print(f"{prog}: no deck file of {game_id} loads", file=sys.stderr)
    return bool(decks)


def simulate(game_id: str, games: int, seed: int, max_choices: int = 200_000, fast: bool = False,
             players: int = 2) -> SimStats:
    """Play ``games`` random games of ``game_id`` for ``players`` seats; raise
    SimFailure on the first fault (NoDecks when no ready-made deck loads,
    ValueError when the game does not seat ``players``: :func:`seats_error`).
    ``fast``: see :func:`play_one`."""
    why = seats_error(game_id, players)
    if why:
        raise ValueError(why)
    pairs = ready_seatings(game_id, players)
    stats = SimStats(game_id, wins=[0] * players)
    t0 = time.perf_counter()
    if fast:
        # what is alive now (modules, decks, card tables) lives through every
        # game: out of the cyclic collector's rounds while they play (its
        # oldest generation walked all of it, about a twentieth of a fast
        # Holy Wars run); back in afterwards
        gc.freeze()
    try:
        _play_all(game_id, games, seed, pairs, max_choices, fast, stats)
    finally:
        if fast:
            gc.unfreeze()
    stats.seconds = time.perf_counter() - t0
    return stats


def seats_error(game_id: str, players: int) -> str | None:
    """None when ``game_id`` seats ``players`` players, else why not in one line
    ("Frontline seats 2 players, not 3")."""
    cls = game_class(game_id)
    lo, hi = cls.min_players, cls.max_players
    if lo <= players <= hi:
        return None
    seats = f"{lo}" if lo == hi else f"{lo} to {hi}"
    return f"{cls.title} seats {seats} players, not {players}"


def _play_all(game_id: str, games: int, seed: int, pairs: list, max_choices: int, fast: bool,
              stats: SimStats) -> None:
    """The games of :func:`simulate`, counted into ``stats``."""
    for k in range(games):
        g = play_one(game_id, seed + k, pairs, max_choices=max_choices, fast=fast)
        stats.games += 1
        if g.outcome.winner is None:
            stats.draws += 1
        else:
            while len(stats.wins) <= g.outcome.winner:
                stats.wins.append(0)
            stats.wins[g.outcome.winner] += 1
        stats.turns += g.log.turn
        stats.choices += len(g.choices)


def build_parser(p: argparse.ArgumentParser | None = None) -> argparse.ArgumentParser:
    p = p or argparse.ArgumentParser(prog="holytable simulate", description=__doc__.splitlines()[0])
    p.add_argument("game", help="game id (" + ", ".join(e.id for e in playable()) + ") or 'all'")
    p.add_argument("--games", type=int, default=100, help="games per game id (default 100)")
    p.add_argument("--seed", type=int, default=None, help="first seed (default: random)")
    p.add_argument("--max-choices", type=int, default=200_000, help="a game longer than this is a failure")
    p.add_argument("--players", type=int, default=2, metavar="N",
                   help="seats per game (default 2; Pantheon and Holdfast seat 2-4, Heresy 2-5)")
    p.add_argument("--fast", action="store_true",
                   help="the same games, faster: no invariant checks, no log")
    return p


def main(args: argparse.Namespace | None = None) -> int:
    """Entry point; returns the exit status."""
    if args is None:
        args = build_parser().parse_args()
    ids = [e.id for e in playable()]
    if args.game == "all":
        chosen = ids
    elif args.game in ids:
        chosen = [args.game]
    else:
        print(f"holytable simulate: unknown or unplayable game {args.game!r} (choose from {', '.join(ids)} or all)", file=sys.stderr)
        return 2
    if args.games < 1:
        print("holytable simulate: --games must be at least 1", file=sys.stderr)
        return 2
    players = getattr(args, "players", 2)
    unseated = {gid: why for gid in chosen if (why := seats_error(gid, players))}
    if args.game != "all" and unseated:
        print(f"holytable simulate: {unseated[args.game]}", file=sys.stderr)
        return 2
    if len(unseated) == len(chosen):
        print(f"holytable simulate: no game seats {players} players", file=sys.stderr)
        return 2
    for why in unseated.values():
        print(f"holytable simulate: left out: {why}", file=sys.stderr)
    seed = args.seed if args.seed is not None else random.randrange(2**31)
    print(f"seed {seed}" + (f", {players} players" if players != 2 else ""))
    status = 0
    for gid in chosen:
        if gid in unseated:
            continue
        if not report_bad_decks(gid):
            status = 1
            continue
        try:
            st = simulate(gid, args.games, seed, args.max_choices, fast=getattr(args, "fast", False),
                          players=players)
        except SimFailure as f:
            print(f"FAILED {f}", file=sys.stderr)
            return 1
        print(st.line([f"seat {k + 1}" for k in range(players)]))
    return status


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
