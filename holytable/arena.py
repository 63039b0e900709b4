"""``holytable arena``: computer players against each other (issue 14).

::

    holytable arena GAME --seats hard,random [--games N] [--seed S] [--cpu]

Plays ``N`` seeded games of ``GAME`` between the seats named (one a seat:
``random``, ``easy``, ``normal``, ``hard``; no ``human``), with the seats
turned each game (two seats: swapped), so each player sits first as often
as the others. Game ``i`` uses seed ``S + i`` and the ready-made decks
``holytable simulate`` would seat for that seed; each player's search RNG is
seeded from ``S + i`` too, so a run is repeatable (save for the time caps of
the strengths, which cut a search short on a busy machine).

Prints a line per game on stderr while it plays, then one line per seat and
last the first seat's result::

    hard vs random: 97.0% (95% CI 93.4–98.7), 200 games; decision p50 180 ms p95 840 ms max 1.9 s

The rate counts a draw as half a win; the interval is Wilson's score
interval at 95%; the decision times are the first seat's searched decisions
(a decision with one option on offer is answered at once and not counted).
``--cpu`` (for a busy machine) drops the strengths' wall-clock ceiling
(``Budget.wall``), so they think by iterations and their processor-time
caps alone (as on one free core; repeatable wherever the iterations run out
before the cap), and reports processor time instead.

Ctrl-C (or a TERM signal) stops it: the lines are printed for the games
finished so far, after ``stopped after K of N games`` (exit 130).

Exit status: 0 when every game ended, 1 when one did not (an engine fault:
its seed is named), 2 for a usage error (an unknown game or seat, a human
seat, a seat count the game does not seat, a searching seat in a game with no
determinization yet).
"""
from __future__ import annotations

import argparse
import math
import random
import signal
import sys
import time
from dataclasses import dataclass, field
from typing import Sequence

from holytable.games import game_class, playable

#: the seat kinds (``human`` is refused: an arena has nobody at the keys)
KINDS = ("random", "easy", "normal", "hard")


@dataclass
class SeatResult:
    """One seat kind's results over a run (by the kind's position in ``--seats``)."""

    kind: str
    wins: int = 0
    draws: int = 0
    losses: int = 0
    times: list[float] = field(default_factory=list)

    @property
    def score(self) -> float:
        """Wins plus half the draws."""
        return self.wins + self.draws / 2


def wilson(successes: float, n: int, z: float = 1.959964) -> tuple[float, float]:
    """Wilson's score interval for ``successes`` of ``n`` (a draw may count
    half): ``(low, high)`` as fractions; ``(0, 1)`` for ``n == 0``."""
    if n <= 0:
        return 0.0, 1.0
    p = successes / n
    z2 = z * z
    mid = (p + z2 / (2 * n)) / (1 + z2 / n)
    half = z * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n)
    return max(0.0, mid - half), min(1.0, mid + half)


def percentile(xs: Sequence[float], q: float) -> float:
    """The ``q`` quantile (0..1) of ``xs`` by the nearest rank (0 for none)."""
    if not xs:
        return 0.0
    s = sorted(xs)
    k = max(0, min(len(s) - 1, math.ceil(q * len(s)) - 1))
    return s[k]


def fmt_time(t: float) -> str:
    """``"180 ms"`` below a second, ``"1.9 s"`` from one."""
    return f"{t * 1000:.0f} ms" if t < 1 else f"{t:.1f} s"


def summary_line(seats: list[SeatResult], games: int) -> str:
    """The run's last line: the first seat's rate with its 95% interval and
    its decision times (the module docstring shows it)."""
    first = seats[0]
    lo, hi = wilson(first.score, games)
    rate = 100 * first.score / games if games else 0.0
    t = first.times
    return (f"{' vs '.join(s.kind for s in seats)}: {rate:.1f}% (95% CI {100 * lo:.1f}–{100 * hi:.1f}), "
            f"{games} games; decision p50 {fmt_time(percentile(t, .5))} p95 {fmt_time(percentile(t, .95))} "
            f"max {fmt_time(max(t) if t else 0.0)}")


def play_one(game_id: str, kinds: Sequence[str], seed: int, turn: int, seatings: list, time_cap: bool = True,
             wall: bool = True):
    """Game ``seed``: ``kinds[k]`` sits at seat ``(k + turn) % n``. Returns
    ``(game, players)``, ``players[k]`` being ``kinds[k]``'s player
    (``time_cap``, ``wall``: :class:`~holytable.bot.players.SearchPlayer`)."""
    from holytable.bot import make_player
    from holytable.sim import seat_names

    n = len(kinds)
    r = random.Random(seed)
    seating = seatings[r.randrange(len(seatings))]
    game = game_class(game_id)(seed=seed, decks=list(seating[:n]), names=seat_names(seating[n:]), quiet=True)
    players = [make_player(kind, seed * 7 + k, time_cap, wall) for k, kind in enumerate(kinds)]
    at = {(k + turn) % n: players[k] for k in range(n)}
    while game.pending is not None:
        p = game.pending.player
        game.choose(at[p].choose(game, p))
    return game, players


def run(game_id: str, kinds: Sequence[str], games: int, seed: int, progress=None,
        cpu: bool = False, out: list[SeatResult] | None = None) -> list[SeatResult]:
    """Play the run; one :class:`SeatResult` per entry of ``kinds`` (counted
    into ``out`` when given, game by game: a run stopped half-way keeps the
    games it finished). ``progress(i, game, line)`` is called after each
    game. ``cpu``: no wall-clock ceiling (processor-time caps only), and the
    decision times are processor seconds (``--cpu``)."""
    from holytable.sim import ready_seatings

    n = len(kinds)
    seatings = ready_seatings(game_id, n)
    if out is None:
        out = [SeatResult(k) for k in kinds]
    for i in range(games):
        t0 = time.perf_counter()
        game, players = play_one(game_id, kinds, seed + i, i % n, seatings, wall=not cpu)
        w = game.outcome.winner
        for k in range(n):
            res = out[k]
            res.times += getattr(players[k], "cpu_times" if cpu else "times", [])
            if w is None:
                res.draws += 1
            elif w == (k + i) % n:
                res.wins += 1
            else:
                res.losses += 1
        if progress is not None:
            who = "draw" if w is None else f"{kinds[(w - i) % n]} won"
            progress(i, game, f"game {i + 1}/{games} seed {seed + i}: {who} ({time.perf_counter() - t0:.1f} s)")
    return out


def build_parser(p: argparse.ArgumentParser | None = None) -> argparse.ArgumentParser:
    p = p or argparse.ArgumentParser(prog="holytable arena", description=__doc__.splitlines()[0])
    p.add_argument("game", help="game id (" + ", ".join(e.id for e in playable()) + ")")
    p.add_argument("--seats", required=True, metavar="A,B",
                   help="one player a seat, comma-separated: " + ", ".join(KINDS))
    p.add_argument("--games", type=int, default=100, help="games to play (default 100)")
    p.add_argument("--seed", type=int, default=None, help="first seed (default: random)")
    p.add_argument("--cpu", action="store_true",
                   help="for a busy machine: the strengths think by iterations and processor time alone "
                        "(no wall-clock ceiling), and decision times are processor time (what one free core takes)")
    return p


def _usage(msg: str) -> int:
    print(f"holytable arena: {msg}", file=sys.stderr)
    return 2


def main(args: argparse.Namespace | None = None) -> int:
    """Entry point; returns the exit status (see the module docstring)."""
    if args is None:
        args = build_parser().parse_args()
    ids = [e.id for e in playable()]
    if args.game not in ids:
        return _usage(f"unknown game {args.game!r} (choose from {', '.join(ids)})")
    kinds = [k.strip().lower() for k in args.seats.split(",")]
    if "human" in kinds:
        return _usage("a human cannot sit in the arena (seats: " + ", ".join(KINDS) + ")")
    bad = [k for k in kinds if k not in KINDS]
    if bad:
        return _usage(f"unknown seat {bad[0]!r} (seats: {', '.join(KINDS)})")
    from holytable.sim import seats_error

    why = seats_error(args.game, len(kinds))
    if why:
        return _usage(why)
    if args.games < 1:
        return _usage("--games must be at least 1")
    from holytable.engine.game import Game

    cls = game_class(args.game)
    if any(k != "random" for k in kinds) and cls.redeal_hidden is Game.redeal_hidden:
        return _usage(f"{cls.title} has no computer player yet (it cannot deal its hidden cards again); "
                      f"only random seats")
    seed = args.seed if args.seed is not None else random.randrange(2**31)
    cpu = getattr(args, "cpu", False)
    print(f"{args.game}: {' vs '.join(kinds)}, {args.games} games from seed {seed}, seats turned each game, "
          f"a draw counts half" + ("; processor-time caps only, decision times in processor time" if cpu else ""))
    res = [SeatResult(k) for k in kinds]
    old = signal.signal(signal.SIGTERM, _interrupt)
    try:
        run(args.game, kinds, args.games, seed, lambda i, g, line: print(line, file=sys.stderr, flush=True),
            cpu, res)
        games = args.games
    except KeyboardInterrupt:  # Ctrl-C or a TERM signal: the games finished so far
        games = res[0].wins + res[0].draws + res[0].losses
        print(f"stopped after {games} of {args.games} games")
        if not games:
            return 130
    except Exception as e:  # an engine fault: a bug to report, in one line
        print(f"holytable arena: a game failed: {type(e).__name__}: {e}", file=sys.stderr)
        return 1
    finally:
        signal.signal(signal.SIGTERM, old)
    _report(res, games)
    return 0 if games == args.games else 130


def _interrupt(signum, frame) -> None:
    raise KeyboardInterrupt


def _report(res: list[SeatResult], games: int) -> None:
    """The lines per seat and the summary line."""
    for r in res:
        t = r.times
        print(f"  {r.kind}: {r.wins} won, {r.draws} drawn, {r.losses} lost; {len(t)} searched decisions"
              + (f", p50 {fmt_time(percentile(t, .5))} p95 {fmt_time(percentile(t, .95))} max {fmt_time(max(t))}"
                 if t else ""))
    print(summary_line(res, games))


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
