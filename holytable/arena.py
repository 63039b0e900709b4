"""``holytable arena``: computer players against each other (issue 14).

::

    holytable arena GAME --seats hard,random [--games N] [--seed S] [--cpu]

Plays ``N`` seeded games of ``GAME`` between the seats named (one a seat:
``random``, ``easy``, ``normal``, ``hard``, or a strength with its budget
``K`` times over, ``normalx10``: :func:`holytable.bot.ismcts.scaled_strength`;
no ``human``), with the seats
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
``--jobs J`` plays J games at once, each in a process of its own (the
same games, counted as they finish). ``--log FILE`` writes each game's
result to FILE as a JSON line; run again with the same FILE (and the same
game, seats, seed and ``--cpu``), it counts the games there and plays only
the rest, so a long run can be stopped and taken up again (with the way
of drawing decks it was begun with: its head's ``seating``,
:func:`holytable.sim.seat_rng`). Game ``i`` is
seed ``S + i`` with the seats turned ``i``, so the runs of 100 from seeds
1 and 101 are together the run of 200 from seed 1.
``--cpu`` (for a busy machine) drops the strengths' wall-clock ceiling
(``Budget.wall``), so they think by iterations and their processor-time
caps alone (repeatable wherever the iterations run out before the cap), and
reports processor time instead. Load still weakens a capped search: an
iteration costs more processor time on a busy machine (docs/bot.md), so run
few at once.

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
    #: searched decisions the time caps cut short, of ``capped_of`` (the
    #: searched decisions of the games that logged it: older logs did not)
    capped: int = 0
    capped_of: int = 0

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
             wall: bool = True, seating: int | None = None):
    """Game ``seed``: ``kinds[k]`` sits at seat ``(k + turn) % n``, the decks
    drawn from ``seatings`` as ``holytable simulate`` draws them
    (``seating``: :func:`holytable.sim.seat_rng`'s, default the current one).
    Returns ``(game, players)``, ``players[k]`` being ``kinds[k]``'s player
    (``time_cap``, ``wall``: :class:`~holytable.bot.players.SearchPlayer`)."""
    from holytable.bot import make_player
    from holytable.sim import SEATING, seat_names, seat_rng

    n = len(kinds)
    r = seat_rng(seed, SEATING if seating is None else seating)
    drawn = seatings[r.randrange(len(seatings))]
    # not quiet: its log says who played first (``first_player``) as at the table; the searches copy it quiet
    game = game_class(game_id)(seed=seed, decks=list(drawn[:n]), names=seat_names(drawn[n:]))
    players = [make_player(kind, seed * 7 + k, time_cap, wall) for k, kind in enumerate(kinds)]
    at = {(k + turn) % n: players[k] for k in range(n)}
    while game.pending is not None:
        p = game.pending.player
        game.choose(at[p].choose(game, p))
    return game, players


def one_game(game_id: str, kinds: Sequence[str], seed: int, turn: int, cpu: bool = False,
             seating: int | None = None) -> dict:
    """Play the run's game ``seed`` with the seats turned ``turn`` and return
    what a run counts of it, as plain data (a worker process sends it back;
    ``--log`` writes it as one JSON line): ``{"seed", "turn", "winner"`` (the
    index in ``kinds`` of the kind that won, None for a draw)``, "times"``
    (per kind: its searched decisions' seconds, processor seconds with
    ``cpu``)``, "choices", "seconds"``, ``"capped"`` (per kind: how many of
    those searches its time caps cut short), and for a balance table
    (:func:`holytable.balance.from_logs`) ``"decks"`` (each seat's deck
    name, by seat), ``"first"`` (the seat that played first), ``"turns"``,
    ``"end"`` (how it ended, as the game's balance module counts it)``}``.
    ``seating``: how the decks are drawn (:func:`play_one`)."""
    from holytable.sim import ready_seatings

    n = len(kinds)
    t0 = time.perf_counter()
    game, players = play_one(game_id, kinds, seed, turn, ready_seatings(game_id, n), wall=not cpu, seating=seating)
    w = game.outcome.winner
    from holytable.balance import end_kind_of

    end = end_kind_of(game_id)
    return {"seed": seed, "turn": turn, "winner": None if w is None else (w - turn) % n,
            "times": [list(getattr(p, "cpu_times" if cpu else "times", [])) for p in players],
            "choices": len(game.choices), "seconds": round(time.perf_counter() - t0, 3),
            "capped": [getattr(p, "capped", 0) for p in players],
            "decks": [d.name for d in game.decks], "first": game.first_player, "turns": game.turn_number,
            "end": end(game) if end else ("a draw" if w is None else "a win")}


def count(out: list[SeatResult], res: dict) -> None:
    """Add one game's result (:func:`one_game`) to the seats' tallies."""
    w = res["winner"]
    capped = res.get("capped")
    for k, r in enumerate(out):
        r.times += res["times"][k]
        if capped is not None:
            r.capped += capped[k]
            r.capped_of += len(res["times"][k])
        if w is None:
            r.draws += 1
        elif w == k:
            r.wins += 1
        else:
            r.losses += 1


def run(game_id: str, kinds: Sequence[str], games: int, seed: int, progress=None,
        cpu: bool = False, out: list[SeatResult] | None = None, jobs: int = 1,
        done: dict[int, dict] | None = None, record=None, seating: int | None = None) -> list[SeatResult]:
    """Play the run; one :class:`SeatResult` per entry of ``kinds`` (counted
    into ``out`` when given, game by game: a run stopped half-way keeps the
    games it finished). Game ``i`` is seed ``seed + i`` with the seats
    turned ``i % len(kinds)``, so a run of 200 from seed 1 is the runs of 100
    from seeds 1 and 101 put together. ``progress(i, result, line)`` is called
    after each game. ``cpu``: no wall-clock ceiling (processor-time caps
    only), and the decision times are processor seconds (``--cpu``).
    ``jobs``: games played at once, each in a process of its own (the
    same games as one at a time, counted in the order they finish).
    ``done``: results already had, by game index (a resumed ``--log``):
    counted, not played again. ``record(result)`` is called with each new
    game's result (``--log``). ``seating``: how each game draws its decks
    (:func:`play_one`; a resumed log keeps its own)."""
    n = len(kinds)
    if out is None:
        out = [SeatResult(k) for k in kinds]
    done = done or {}
    todo = []
    for i in range(games):
        if i in done:
            count(out, done[i])
        else:
            todo.append(i)

    def finished(i: int, res: dict) -> None:
        count(out, res)
        if record is not None:
            record(res)
        if progress is not None:
            w = res["winner"]
            who = "draw" if w is None else f"{kinds[w]} won"
            progress(i, res, f"game {i + 1}/{games} seed {seed + i}: {who} ({res['seconds']:.1f} s)")

    if jobs <= 1 or len(todo) <= 1:
        for i in todo:
            finished(i, one_game(game_id, kinds, seed + i, i % n, cpu, seating))
        return out
    import multiprocessing

    args = [(game_id, list(kinds), seed + i, i % n, cpu, seating) for i in todo]
    # leaving the block terminates the workers (Ctrl-C, TERM, a failed game)
    with multiprocessing.Pool(min(jobs, len(todo)), initializer=_worker_init) as pool:
        for res in pool.imap_unordered(_one_game_of, args):
            finished(res["seed"] - seed, res)
    return out


def _one_game_of(args: tuple) -> dict:
    return one_game(*args)


def _worker_init() -> None:
    """A worker process leaves Ctrl-C and TERM to the run that started it
    (which stops the workers itself)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)


def read_log(path: str, head: dict) -> dict[int, dict]:
    """The results a ``--log`` file already holds for the run ``head``
    (its first line: game, seats, first seed, cpu), by game index; {} for a
    missing or empty file. ValueError (one line, naming the file and line)
    when the file is of another run or a line is not a result."""
    import json

    try:
        with open(path, encoding="utf-8") as f:
            lines = f.read().splitlines()
    except FileNotFoundError:
        return {}
    if not lines:
        return {}
    try:
        first = json.loads(lines[0])
    except ValueError:
        raise ValueError(f"{path}, line 1: not an arena log (no JSON head)") from None
    if not isinstance(first, dict) or {k: first.get(k, _HEAD_DEFAULTS.get(k)) for k in head} != head:
        raise ValueError(f"{path}, line 1: the log of another run ({_head_words(first)}); "
                         f"this one is {_head_words(head)}: name another file")
    out: dict[int, dict] = {}
    n = len(head["seats"])
    for no, line in enumerate(lines[1:], 2):
        try:
            res = json.loads(line)
            i = res["seed"] - head["seed"]
            ok = (i >= 0 and res["turn"] == i % n and len(res["times"]) == n
                  and (res["winner"] is None or 0 <= res["winner"] < n))
        except (ValueError, KeyError, TypeError):
            ok = False
        if not ok:
            if no == len(lines):  # a last line cut short by a kill: played again
                break
            raise ValueError(f"{path}, line {no}: not a game's result of this run")
        out[i] = res
    return out


#: what a log's head without the key meant: ``seating`` 1 before 2026-12-02
#: (:func:`holytable.sim.seat_rng`)
_HEAD_DEFAULTS = {"seating": 1}


def log_seating(path: str) -> int | None:
    """The seating (:func:`holytable.sim.seat_rng`) of the ``--log`` file at
    ``path``: its head's, 1 for a head written before the arena logged it;
    None for a missing or empty file or one without a JSON head (a new log,
    or one :func:`read_log` refuses)."""
    import json

    try:
        with open(path, encoding="utf-8") as f:
            head = json.loads(f.readline() or "null")
    except (OSError, ValueError):
        return None
    if not isinstance(head, dict):
        return None
    s = head.get("seating", _HEAD_DEFAULTS["seating"])
    return s if isinstance(s, int) else None


def _head_words(h) -> str:
    if not isinstance(h, dict):
        return "no head"
    return (f"{h.get('game')} {','.join(map(str, h.get('seats') or []))} from seed {h.get('seed')}"
            + (" --cpu" if h.get("cpu") else ""))


def build_parser(p: argparse.ArgumentParser | None = None) -> argparse.ArgumentParser:
    p = p or argparse.ArgumentParser(prog="holytable arena", description=__doc__.splitlines()[0])
    p.add_argument("game", help="game id (" + ", ".join(e.id for e in playable()) + ")")
    p.add_argument("--seats", required=True, metavar="A,B",
                   help="one player a seat, comma-separated: " + ", ".join(KINDS)
                   + " (or a strength's budget K times over: normalx10)")
    p.add_argument("--games", type=int, default=100, help="games to play (default 100)")
    p.add_argument("--seed", type=int, default=None, help="first seed (default: random)")
    p.add_argument("--cpu", action="store_true",
                   help="for a busy machine: the strengths think by iterations and processor time alone "
                        "(no wall-clock ceiling), and decision times are processor time; a loaded machine still slows "
                        "each iteration, so run few at once")
    p.add_argument("--jobs", type=int, default=1, metavar="J",
                   help="games played at once, each in a process of its own (default 1; the same games)")
    p.add_argument("--log", metavar="FILE",
                   help="write each game's result to FILE (JSON lines); a FILE of the same run (game, seats, "
                        "seed, --cpu) is taken up where it stopped: its games are counted, not played again")
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
    from holytable.bot.ismcts import scaled_strength

    bad = [k for k in kinds if k not in KINDS and scaled_strength(k) is None]
    if bad:
        return _usage(f"unknown seat {bad[0]!r} (seats: {', '.join(KINDS)}; or a strength's budget "
                      f"K times over, K from 2 to 100: normalx10)")
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
    jobs = getattr(args, "jobs", 1) or 1
    if jobs < 1:
        return _usage("--jobs must be at least 1")
    seed = args.seed if args.seed is not None else random.randrange(2**31)
    cpu = getattr(args, "cpu", False)
    log = getattr(args, "log", None)
    done: dict[int, dict] = {}
    record = None
    seating = None  # the current one (holytable.sim.SEATING); a resumed log keeps its own
    if log:
        from holytable.sim import SEATING

        seating = log_seating(log) or SEATING
        head = {"game": args.game, "seats": kinds, "seed": seed, "cpu": cpu, "seating": seating}
        try:
            done = {i: r for i, r in read_log(log, head).items() if i < args.games}
            record = _log_writer(log, head)
        except (OSError, ValueError) as e:
            return _usage(f"--log: {e}" if isinstance(e, ValueError) else f"--log {log}: {e.strerror or e}")
    print(f"{args.game}: {' vs '.join(kinds)}, {args.games} games from seed {seed}, seats turned each game, "
          f"a draw counts half" + ("; processor-time caps only, decision times in processor time" if cpu else "")
          + (f"; {len(done)} already in {log}" if done else "")
          + ("; decks drawn as before 2026-12-02 (seating 1: the log's own)" if seating == 1 else ""))
    res = [SeatResult(k) for k in kinds]
    old = signal.signal(signal.SIGTERM, _interrupt)
    try:
        run(args.game, kinds, args.games, seed, lambda i, g, line: print(line, file=sys.stderr, flush=True),
            cpu, res, jobs=jobs, done=done, record=record, seating=seating)
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


def _log_writer(path: str, head: dict):
    """A function that appends a game's result to the log at ``path`` as one
    JSON line (flushed: a killed run keeps every game it finished), writing
    the run's head first when the file is new or empty. OSError when the
    file cannot be opened."""
    import json
    import os

    new = not os.path.exists(path) or os.path.getsize(path) == 0
    if not new:  # a last line cut short by a kill (read_log ignored it): cut it off
        with open(path, "rb") as r:
            data = r.read()
        if not data.endswith(b"\n"):
            os.truncate(path, data.rfind(b"\n") + 1)
    f = open(path, "a", encoding="utf-8")
    if new:
        f.write(json.dumps(head) + "\n")
    f.flush()

    def record(res: dict) -> None:
        f.write(json.dumps(res, separators=(",", ":")) + "\n")
        f.flush()

    return record


def _interrupt(signum, frame) -> None:
    raise KeyboardInterrupt


def _report(res: list[SeatResult], games: int) -> None:
    """The lines per seat and the summary line."""
    for r in res:
        t = r.times
        print(f"  {r.kind}: {r.wins} won, {r.draws} drawn, {r.losses} lost; {len(t)} searched decisions"
              + (f", p50 {fmt_time(percentile(t, .5))} p95 {fmt_time(percentile(t, .95))} max {fmt_time(max(t))}"
                 if t else "")
              + (f"; {r.capped} of {r.capped_of} cut short by the time cap" if r.capped_of else ""))
    print(summary_line(res, games))


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
