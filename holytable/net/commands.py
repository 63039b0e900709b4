"""``holytable host`` and ``holytable join`` (issue 15), for now without the Textual screens.

::

    holytable host [--socket PATH]
    holytable host GAME [--players N] [--names A,B,..] [--deck NAME]... [--computer SEAT[=KIND]]...
                   [--seed S] [--code CODE] [--print-code] [--socket PATH]
    holytable host --resume SAVE [--code CODE] [--print-code] [--socket PATH]
    holytable join CODE [--seat N] [--watch] [--socket PATH]

``holytable host`` alone opens the app's lobby as the host
(:func:`holytable.net.screen.host_game`); with a GAME (or ``--resume``) it
is headless: it prints ``Room code: XXXX-XXXX-XXXX`` as its first line, then one
line for each seat that joins, goes away or comes back, and the end; it holds
the game, autosaves it after every choice (``--resume`` reopens a table from
that save) and stops once the game is over and every seat has left, or on
Ctrl-C. Every seat of the host's game is joined from another terminal
(``--computer`` seats are played by the host).

``join`` plays one seat on the game's own screen (:mod:`.screen`); with
``--plain``, line by line instead: the new log lines,
then, on the seat's turn, its numbered options; type a number and Enter
(``u`` takes back, ``q`` leaves: the seat is away and can join again).

Exit status: 0, 1 for a failure (one line on stderr: a bad deck, a save that
cannot be read, a table that cannot be reached or refuses the code), 2 for a
usage error.
"""
from __future__ import annotations

import argparse
import asyncio
import signal
import sys
from pathlib import Path
from typing import Any, TextIO

# (the protocol, pydantic and the engine are imported only when a command runs:
# this module builds the parser on every start of holytable)


def build_host_parser(p: argparse.ArgumentParser) -> None:
    from holytable.games import GAMES

    p.add_argument("game", nargs="?", choices=[e.id for e in GAMES.values() if e.in_lobby], metavar="GAME",
                   help="the game to host, without a screen (" + ", ".join(e.id for e in GAMES.values() if e.in_lobby)
                        + "); none: the lobby opens as the host")
    p.add_argument("--players", type=int, default=None, help="how many seats (default 2)")
    p.add_argument("--names", default=None, help="the players' names, comma-separated")
    p.add_argument("--deck", action="append", default=[], help="a ready-made deck per seat, in seat order")
    p.add_argument("--computer", action="append", default=[], metavar="SEAT[=KIND]",
                   help="seat SEAT (1, 2...) is played by the computer (easy, normal, hard; default normal)")
    p.add_argument("--seed", type=int, default=None)
    p.add_argument("--resume", type=Path, default=None, metavar="SAVE", help="reopen a table from its save")
    p.add_argument("--code", default=None, help="the room code (default a fresh one): e.g. the old one on --resume")
    p.add_argument("--print-code", action="store_true", help="print the room code as the first line (always so here)")
    p.add_argument("--socket", type=Path, default=None, help=argparse.SUPPRESS)


def build_join_parser(p: argparse.ArgumentParser) -> None:
    p.add_argument("code", metavar="CODE", help="the room code the host shows")
    p.add_argument("--seat", type=int, default=None, help="the seat to take (1, 2...; default the next free one)")
    p.add_argument("--watch", action="store_true", help="watch, with public information only")
    p.add_argument("--plain", action="store_true", help="play line by line (no full screen)")
    p.add_argument("--socket", type=Path, default=None, help=argparse.SUPPRESS)


def lobby_host_args(args: argparse.Namespace) -> str | None:
    """``holytable host`` with no GAME opens the lobby as the host
    (``args.host`` is set True); the options that describe a headless table
    need a GAME: the usage error naming them, or None."""
    given = [f"--{n.replace('_', '-')}" for n in ("players", "names", "deck", "computer", "seed", "code", "print_code")
             if getattr(args, n, None) not in (None, False, [])]
    if given:
        return (f"{', '.join(given)} need{'s' if len(given) == 1 else ''} a GAME (holytable host GAME ...); "
                "holytable host alone opens the lobby, where the table is set up")
    args.host = True
    return None


def _fail(line: str) -> int:
    print(f"holytable: {line}", file=sys.stderr)
    return 1


# -- host -----------------------------------------------------------------------------
def _new_table_args(args: argparse.Namespace) -> tuple[Any, Any, Path, dict[int, Any]]:
    """(game, record, save path, computers) of ``args``. Raises ValueError (one line)."""
    import random

    from holytable.bot import make_player
    from holytable.engine.record import GameRecord, load_record, new_save_path
    from holytable.games import deck_module, game_class

    if args.resume is not None:
        record = load_record(args.resume)  # RecordError: a ValueError, one line
        game = record.build()
        computers = {s: make_player(record.seats[s], seed=s) for s in record.computer_seats()}
        return game, record, args.resume, computers
    if args.game is None:
        raise ValueError("name the game to host (holytable host GAME), or --resume SAVE")
    cls = game_class(args.game)
    n = 2 if args.players is None else args.players
    lo, hi = getattr(cls, "min_players", 2), getattr(cls, "max_players", 2)
    if not lo <= n <= hi:
        raise ValueError(f"{cls.title} seats {lo} to {hi} players, not {n}")
    names = [s.strip() for s in args.names.split(",")] if args.names else ["Ana", "Bo", "Cy", "Di", "Ed"][:n]
    if len(names) != n:
        raise ValueError(f"{len(names)} names for {n} players")
    mod = deck_module(args.game)
    ready = mod.ready_decks()
    order = sorted(ready)
    picks = args.deck or [order[i % len(order)] for i in range(n)]
    if len(picks) != n:
        raise ValueError(f"{len(picks)} decks for {n} players")
    for d in picks:
        if d not in ready:
            raise ValueError(f"no ready-made deck {d!r} for {args.game} (there are: {', '.join(order)})")
    decks = [mod.load_deck(ready[d]) for d in picks]
    kinds = ["human"] * n
    for c in args.computer:
        seat, _, kind = c.partition("=")
        if not seat.isdigit() or not 1 <= int(seat) <= n:
            raise ValueError(f"--computer {c}: no seat {seat} (1 to {n})")
        kinds[int(seat) - 1] = kind or "normal"
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**31)
    game = cls(options={}, seed=seed, decks=decks, names=names)
    record = GameRecord.of(game, kinds)
    computers = {s: make_player(k, seed=s) for s, k in enumerate(kinds) if k != "human"}
    return game, record, new_save_path(args.game), computers


def host_main(args: argparse.Namespace, out: TextIO | None = None) -> int:
    """``holytable host``: serve a table until its game is over and every
    seat has left, or Ctrl-C / SIGTERM."""
    from . import messages as m

    out = out or sys.stdout
    if args.code is not None and len(m.normal_code(args.code)) != m.CODE_CHARS:
        return _fail(f"--code {args.code[:20]!r} is not a room code (XXXX-XXXX-XXXX)")
    try:
        game, record, save_path, computers = _new_table_args(args)
    except (ValueError, KeyError, OSError) as e:
        return _fail(" ".join(str(e).split())[:300])
    try:
        return asyncio.run(_host(game, record, save_path, computers, args, out))
    except OSError as e:
        return _fail(f"cannot open the table: {e.strerror or e}")


async def _host(game, record, save_path: Path, computers: dict[int, Any], args, out: TextIO) -> int:
    from .host import Table

    table = Table(game, record, save_path, code=args.code, computers=computers)
    path = await table.start(args.socket)
    say = lambda line: (print(line, file=out, flush=True))  # noqa: E731
    say(f"Room code: {table.code}")
    seats = ", ".join(f"{i + 1} {n}" + (" (computer)" if i in computers else "") for i, n in enumerate(game.names))
    say(f"{game.title}: seats {seats}. Saved to {save_path}")
    say(f"Join from another terminal: holytable join {table.code}   (watch: --watch)")
    if table.save_error:
        say(table.save_error)
    done = asyncio.Event()
    seen: dict[str, Any] = {"conns": set(), "over": game.over, "save": None}

    def changed() -> None:
        now = set(table.conns)
        for s in sorted(now - seen["conns"]):
            say(f"{table.game.names[s]} joined (seat {s + 1})")
        for s in sorted(seen["conns"] - now):
            say(f"{table.game.names[s]} is away")
        seen["conns"] = now
        if table.save_error != seen["save"]:
            seen["save"] = table.save_error
            if table.save_error:
                say(table.save_error)
        if table.game.over and not seen["over"]:
            seen["over"] = True
            say(f"Game over: {table.game.outcome.reason}")
        if table.game.over and not table.conns:
            done.set()

    table.listeners.append(changed)
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        try:
            loop.add_signal_handler(sig, done.set)
        except (NotImplementedError, RuntimeError):
            pass
    try:
        await done.wait()
    finally:
        await table.stop()
    if not table.game.over:
        say(f"Table closed; resume it with: holytable host --resume {save_path}")
    return 0


# -- join -----------------------------------------------------------------------------
def join_main(args: argparse.Namespace) -> int:
    """``holytable join``: play one seat (or watch) line by line."""
    from .host import socket_path

    if args.seat is not None and args.seat < 1:
        return _fail("--seat counts from 1")
    try:
        path = args.socket or socket_path(args.code)
    except OSError as e:
        return _fail(f"cannot find tables: {e.strerror or e}")
    if not path.exists():
        return _fail("no table with that room code on this machine (is its host running?)")
    if not args.plain:
        from .screen import run_join

        return run_join(path, args.code, None if args.seat is None else args.seat - 1, args.watch)
    try:
        return asyncio.run(_join(path, args))
    except KeyboardInterrupt:
        return 130


async def _join(path: Path, args: argparse.Namespace) -> int:
    from . import messages as m
    from .client import JoinError, Seat

    seat = None if args.seat is None else args.seat - 1
    try:
        s = await Seat.join(path, args.code, seat=seat, watch=args.watch)
    except JoinError as e:
        return _fail(str(e))
    names = s.welcome.names
    who = "watching" if s.seat is None else f"seat {s.seat + 1}, {names[s.seat]}"
    print(f"Joined {s.welcome.title} ({who}).", flush=True)
    lines = _stdin_lines()
    shown = 0
    try:
        while True:
            msg = await s.recv()
            if msg is None:
                print("The table closed.", flush=True)
                return 0
            if isinstance(msg, m.Error):
                print(f"! {msg.message}", flush=True)
            elif isinstance(msg, m.SeatAway):
                print(f"{names[msg.seat]} is away; the game waits.", flush=True)
            elif isinstance(msg, m.SeatBack):
                print(f"{names[msg.seat]} is back.", flush=True)
            elif isinstance(msg, m.Over):
                print(f"Game over: {msg.reason}", flush=True)
                return 0
            elif isinstance(msg, m.ViewMsg):
                v = s.view
                for e in v.log[shown:]:
                    print(f"  {e.text}", flush=True)
                shown = len(v.log)
                if v.options:
                    await _ask(s, v, lines)
                elif v.deciding is not None and v.deciding in s.away:
                    print(f"{names[v.deciding]} is away; the game waits.", flush=True)
    except _Leave:
        print("Left the table; join again with the same code.", flush=True)
        return 0
    finally:
        await s.close()


class _Leave(Exception):
    """The player leaves (``q`` or the end of input)."""


async def _ask(s, v, lines: asyncio.Queue) -> None:
    print(f"> {v.prompt}", flush=True)
    for i, o in enumerate(v.options, 1):
        print(f"  {i:>2}. {o.label}", flush=True)
    while True:
        print("Your choice (number; u take back, q leave): ", end="", flush=True)
        line = await lines.get()
        if line is None or line.strip().lower() == "q":
            raise _Leave
        t = line.strip().lower()
        if t == "u":
            await s.take_back()
            return
        if t.isdigit() and 1 <= int(t) <= len(v.options):
            await s.choose(v.options[int(t) - 1].id)
            return
        print(f"  a number from 1 to {len(v.options)}", flush=True)


def _stdin_lines() -> asyncio.Queue:
    """Lines of standard input as they come (None at its end), read in a thread."""
    import threading

    q: asyncio.Queue = asyncio.Queue()
    loop = asyncio.get_running_loop()

    def read() -> None:
        for line in sys.stdin:
            loop.call_soon_threadsafe(q.put_nowait, line)
        loop.call_soon_threadsafe(q.put_nowait, None)

    threading.Thread(target=read, daemon=True).start()
    return q


__all__ = ["build_host_parser", "build_join_parser", "host_main", "join_main"]
