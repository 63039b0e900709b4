"""Random-play balance of a game's ready-made decks (the ``-N`` balance rule of
each game's rules page).

``python -m holytable.balance GAME [--games N] [--seed S] [--jobs J] [--option K=V]``
plays N games exactly as ``holytable simulate GAME`` does (game ``i`` uses seed
``S + i`` for the game and the uniform random chooser, and the same random
ordered pair of distinct ready-made decks), checks every invariant after every
choice (a ready-made deck file that does not load is named in one line on stderr
and left out), and prints Markdown: wins by seat and by first player, how games ended,
and each deck's win rate against each other deck (both seatings together).
Draws count half. ``--players N`` seats N players (the seatings of
``holytable simulate --players N``); a draw then gives each seat 1/N, and the
deck table gives each deck's share of the games it sat in (1/N is even).

- :func:`run` -> the raw counts (a dict, see :func:`_count`).
- :func:`from_logs` -> the same counts from ``holytable arena --log`` files
  of computer players, one kind at every seat (issue 14: the balance tables'
  normal-against-normal columns), ``--from-log FILE`` on the command line.
- :func:`table` -> the counts as Markdown.

A game may say how its games end with an ``end_kind(game) -> str`` passed to
:func:`run` (say ``"WP goal"`` / ``"deck out"``); without one, games are
counted by winner ("a win" / "a draw").
"""
from __future__ import annotations

import argparse
import importlib
import sys
import time
from collections import Counter, defaultdict
from concurrent.futures import ProcessPoolExecutor
from typing import Any, Callable, Sequence

from holytable.games import playable
from holytable.sim import play_one, ready_seatings, report_bad_decks, seats_error

EndKind = Callable[[Any], str]


def _default_end(g: Any) -> str:
    return "a draw" if g.outcome.winner is None else "a win"


def end_kind_of(game_id: str) -> EndKind | None:
    """The ``end_kind(game) -> str`` of a game's own ``balance`` module (how
    its games end, e.g. ``"gateway"``), None when it has none."""
    try:
        return getattr(importlib.import_module(f"holytable.games.{game_id}.balance"), "end_kind", None)
    except ImportError:
        return None


def _empty(players: int) -> dict[str, Any]:
    return {"seat": [0.0] * players, "first": 0.0, "vs": defaultdict(lambda: [0.0, 0]),
            "deck": defaultdict(lambda: [0.0, 0]), "draws": 0, "turns": 0, "choices": 0, "ends": Counter()}


def _add_game(out: dict[str, Any], pts: list[float], draw: bool, decks: Sequence[str], first: int | None,
              turns: int | None, choices: int, end: str) -> None:
    """Count one game: ``pts`` each seat's points, ``decks`` each seat's deck name."""
    players = len(pts)
    out["draws"] += draw
    out["seat"] = [a + b for a, b in zip(out["seat"], pts)]
    if first is not None:
        out["first"] += pts[first]
        out["first_games"] = out.get("first_games", 0) + 1
    if turns is not None:
        out["turns"] += turns
        out["turn_games"] = out.get("turn_games", 0) + 1
    out["choices"] += choices
    out["ends"][end] += 1
    for k, d in enumerate(decks):
        out["deck"][d][0] += pts[k]
        out["deck"][d][1] += 1
    if players == 2:
        a, b = decks
        for x, y, p in ((a, b, pts[0]), (b, a, pts[1])):
            out["vs"][(x, y)][0] += p
            out["vs"][(x, y)][1] += 1


def from_logs(paths: Sequence[str], game_id: str | None = None) -> dict:
    """The counts of :func:`run` (without ``jobs`` and ``seconds``; with
    ``kind``, the computer player at every seat, and ``logs``, the files)
    from ``holytable arena --log`` files of one game whose seats are all one
    kind (``--seats normal,normal``): each logged game counted by the seat
    that won, the decks it sat with, who played first and how it ended. A
    seed in two files counts once (``first_games``, ``turn_games``: the
    games that say who played first and how many turns). ValueError (one
    line naming the file and line) for a file that is not such a log, mixed
    games or kinds, or a log begun before 2026-12-02 (``seating`` 1,
    :func:`holytable.sim.seat_rng`: its first player was drawn with its
    decks, so its first-player and deck columns would mislead)."""
    import json

    from holytable.arena import read_log

    if not paths:
        raise ValueError("no log named")
    out: dict[str, Any] | None = None
    seen: set[int] = set()
    kind = game = None
    seeds: list[int] = []
    for path in paths:
        try:
            with open(path, encoding="utf-8") as f:
                head = json.loads(f.readline() or "null")
        except OSError as e:
            raise ValueError(f"{path}: {e.strerror or e}") from None
        except ValueError:
            head = None
        if not isinstance(head, dict) or not isinstance(head.get("seats"), list) or "game" not in head:
            raise ValueError(f"{path}, line 1: not an arena log (no JSON head)")
        kinds = head["seats"]
        if head.get("seating", 1) == 1:
            raise ValueError(f"{path}, line 1: a log begun before 2026-12-02, whose games drew their first player "
                             "with their decks (in Frontline Black always had priority): its table would mislead; "
                             "start a new log")
        if len(set(kinds)) != 1 or kinds[0] == "random":
            raise ValueError(f"{path}, line 1: seats {','.join(kinds)}: a balance table needs one computer "
                             "strength at every seat (e.g. --seats normal,normal)")
        if game is None:
            game, kind = head["game"], kinds[0]
            if game_id is not None and game != game_id:
                raise ValueError(f"{path}, line 1: a log of {game}, not {game_id}")
            out = _empty(len(kinds))
        elif (head["game"], kinds[0], len(kinds)) != (game, kind, len(out["seat"])):
            raise ValueError(f"{path}, line 1: {head['game']} with {','.join(kinds)} does not go with "
                             f"{paths[0]} ({game} with {kind} at {len(out['seat'])} seats)")
        n = len(kinds)
        for res in read_log(path, {k: head[k] for k in ("game", "seats", "seed", "cpu", "seating") if k in head}).values():
            if res["seed"] in seen:
                continue
            seen.add(res["seed"])
            seeds.append(res["seed"])
            w = res["winner"]
            pts = [1.0 / n] * n if w is None else [float((w + res["turn"]) % n == k) for k in range(n)]
            _add_game(out, pts, w is None, res["decks"], res.get("first"), res.get("turns"), res["choices"],
                      res.get("end") or ("a draw" if w is None else "a win"))
    assert out is not None
    out.setdefault("first_games", 0)
    out.setdefault("turn_games", 0)
    out.update(games=len(seeds), seed=min(seeds, default=0), players=len(out["seat"]), kind=kind,
               logs=list(paths), last_seed=max(seeds, default=0))
    out["vs"], out["deck"], out["ends"] = dict(out["vs"]), dict(out["deck"]), dict(out["ends"])
    return out


def _count(args: tuple) -> dict:
    """Play ``count`` games from seed ``start`` for ``players`` seats; the
    counts: ``seat`` [points per seat], ``first`` (the first player's points),
    ``vs`` {(deck, other): [points, games]} (two seats), ``deck`` {deck:
    [points, games]}, ``draws``, ``turns``, ``choices``, ``ends`` {kind: games}."""
    game_id, start, count, options, end_kind, players = args
    pairs = ready_seatings(game_id, players)
    out = _empty(players)
    for seed in range(start, start + count):
        g = play_one(game_id, seed, pairs, options)
        w = g.outcome.winner
        pts = [1.0 / players] * players if w is None else [float(w == k) for k in range(players)]
        _add_game(out, pts, w is None, [d.name for d in g.decks], g.first_player, g.turn_number,
                  len(g.choices), (end_kind or _default_end)(g))
    out["vs"] = dict(out["vs"])
    out["deck"] = dict(out["deck"])
    return out


def run(game_id: str, games: int, seed: int, jobs: int = 1, options: dict | None = None,
        end_kind: EndKind | None = None, players: int = 2) -> dict:
    """Play ``games`` random games of ``game_id`` for ``players`` seats in
    ``jobs`` processes (``end_kind`` must then be a module-level function).
    Returns the counts plus ``games``, ``seed``, ``jobs``, ``players`` and
    ``seconds``. Raises ``holytable.sim.SimFailure`` on any crash or broken
    invariant, ValueError for a seat count the game does not allow."""
    why = seats_error(game_id, players)
    if why:
        raise ValueError(why)
    t0 = time.perf_counter()
    jobs = max(1, jobs)
    size = max(1, -(-games // jobs))
    parts = [(game_id, seed + i, min(size, games - i), options, end_kind, players) for i in range(0, games, size)]
    if jobs > 1 and len(parts) > 1:
        with ProcessPoolExecutor(jobs) as ex:
            results = list(ex.map(_count, parts))
    else:
        results = [_count(p) for p in parts]
    out: dict[str, Any] = {"games": games, "seed": seed, "jobs": jobs, "players": players, "seat": [0.0] * players,
                           "first": 0.0, "vs": defaultdict(lambda: [0.0, 0]), "deck": defaultdict(lambda: [0.0, 0]),
                           "draws": 0, "turns": 0, "choices": 0, "ends": Counter()}
    for r in results:
        out["seat"] = [a + b for a, b in zip(out["seat"], r["seat"])]
        for key, (p, n) in r["deck"].items():
            out["deck"][key][0] += p
            out["deck"][key][1] += n
        for k in ("first", "draws", "turns", "choices", "first_games", "turn_games"):
            out[k] = out.get(k, 0) + r.get(k, 0)
        out["ends"].update(r["ends"])
        for key, (p, n) in r["vs"].items():
            out["vs"][key][0] += p
            out["vs"][key][1] += n
    out["vs"] = dict(out["vs"])
    out["deck"] = dict(out["deck"])
    out["ends"] = dict(out["ends"])
    out["seconds"] = time.perf_counter() - t0
    return out


def table(r: dict) -> str:
    """The counts of :func:`run` as Markdown: a summary line, the seat table and
    the deck-against-deck table."""
    n = max(1, r["games"])
    players = r.get("players", 2)
    ends = ", ".join(f"{k} {v}" for k, v in sorted(r["ends"].items()))
    jobs = r.get("jobs", 1)
    half = "half" if players == 2 else f"1/{players}"
    nf, nt = r.get("first_games", n), r.get("turn_games", n)
    turns = f"{r['turns'] / nt:.1f} turns and " if nt else ""
    if "kind" in r:  # computer players' games, from arena logs (from_logs)
        from holytable.arena import wilson

        kind = r["kind"]
        lines = [
            f"{r['games']} games of {kind} against {kind} (`holytable arena --seats "
            f"{','.join([kind] * players)}`; seeds {r['seed']}..{r['last_seed']}, {r['games']} of them); "
            f"draws {r['draws']}; average {turns}{r['choices'] / n:.0f} choices; games ended by: {ends}.",
            "",
            f"| | wins (draws count {half}) | share | 95% CI |",
            "| --- | ---: | ---: | ---: |",
        ]
        for k, w in enumerate(r["seat"]):
            lo, hi = wilson(w, r["games"])
            lines.append(f"| seat {k + 1} | {w:.1f} | {100 * w / n:.1f}% | {100 * lo:.0f}–{100 * hi:.0f}% |")
        if nf:
            lo, hi = wilson(r["first"], nf)
            of = f" (of {nf} games that logged it)" if nf != r["games"] else ""
            lines.append(f"| first player{of} | {r['first']:.1f} | {100 * r['first'] / nf:.1f}% | "
                         f"{100 * lo:.0f}–{100 * hi:.0f}% |")
        lines.append("")
    else:
        lines = [
            f"{r['games']} random games, seeds {r['seed']}..{r['seed'] + r['games'] - 1}; draws {r['draws']}; "
            f"average {turns}{r['choices'] / n:.0f} choices; games ended by: {ends}; "
            f"{r['games'] / max(r['seconds'], 1e-9):.1f} games/s on {jobs} process{'es' if jobs > 1 else ''}, "
            "every invariant checked after every choice.",
            "",
            f"| | wins (draws count {half}) | share |",
            "| --- | ---: | ---: |",
            *(f"| seat {k + 1} | {w:.1f} | {100 * w / n:.1f}% |" for k, w in enumerate(r["seat"])),
            f"| first player | {r['first']:.1f} | {100 * r['first'] / max(nf, 1):.1f}% |",
            "",
        ]
    if players != 2:
        lines[0] = f"{players} players; " + lines[0]
        lines.append(f"| deck | wins | games sat in | share (even: {100 / players:.1f}%) |")
        lines.append("| --- | ---: | ---: | ---: |")
        for name, (p, g) in sorted(r["deck"].items()):
            lines.append(f"| {name} | {p:.1f} | {g} | {100 * p / max(g, 1):.1f}% |")
        return "\n".join(lines)
    names = sorted({a for a, _ in r["vs"]})
    lines.append("| row deck's win rate vs column deck | " + " | ".join(names) + " |")
    lines.append("| --- |" + " ---: |" * len(names))
    for a in names:
        cells = []
        for b in names:
            p, g = r["vs"].get((a, b), [0.0, 0])
            cells.append("—" if a == b else f"{100 * p / g:.1f}% ({g})" if g else "n/a")
        lines.append(f"| {a} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def _option(text: str) -> tuple[str, Any]:
    key, sep, value = text.partition("=")
    if not sep or not key:
        raise argparse.ArgumentTypeError(f"expected KEY=VALUE, got {text!r}")
    low = value.lower()
    if low in ("true", "yes", "on"):
        return key, True
    if low in ("false", "no", "off"):
        return key, False
    try:
        return key, int(value)
    except ValueError:
        return key, value


def main(argv: list[str] | None = None, game_id: str | None = None, end_kind: EndKind | None = None) -> int:
    """Command line; ``game_id`` fixed by a game's own ``balance`` module."""
    prog = f"python -m holytable.games.{game_id}.balance" if game_id else "python -m holytable.balance"
    p = argparse.ArgumentParser(prog=prog, description=__doc__.splitlines()[0])
    if game_id is None:
        p.add_argument("game", help="game id, e.g. holy_wars")
    p.add_argument("--games", type=int, default=2000)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--jobs", type=int, default=1, help="processes (default 1)")
    p.add_argument("--players", type=int, default=2, metavar="N", help="seats per game (default 2)")
    p.add_argument("--option", type=_option, action="append", default=[], metavar="KEY=VALUE",
                   help="a game option, e.g. cunning=true (repeatable)")
    p.add_argument("--from-log", action="append", default=[], metavar="FILE",
                   help="no random games: the table of the computer players' games in a `holytable arena "
                        "--seats normal,normal --log FILE` log (repeatable)")
    args = p.parse_args(argv)
    gid = game_id or args.game
    if args.from_log:
        try:
            print(table(from_logs(args.from_log, gid)))
        except ValueError as e:
            print(f"{prog}: {e}", file=sys.stderr)
            return 2
        return 0
    if end_kind is None:  # a game's own balance module may say how its games end
        end_kind = end_kind_of(gid)
    if gid not in [e.id for e in playable()]:
        print(f"{prog}: unknown or unplayable game {gid!r}", file=sys.stderr)
        return 2
    why = seats_error(gid, args.players)
    if why:
        print(f"{prog}: {why}", file=sys.stderr)
        return 2
    if not report_bad_decks(gid, prog):  # a bad deck file: one line, left out
        return 1
    print(table(run(gid, args.games, args.seed, args.jobs, dict(args.option) or None, end_kind, args.players)))
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
