"""The ``holytable`` command.

::

    holytable [play]                  start the app (lobby)
    holytable resume                  start the app and resume the last saved game
    holytable replay FILE             watch a saved game
    holytable simulate GAME [--games N] [--seed S] [--players N] [--max-choices M] [--fast]
    holytable arena GAME --seats A,B [--games N] [--seed S] [--cpu]   computer players against each other
    holytable host                    the lobby, hosting: a table other terminals join (holytable join CODE)
    holytable host GAME [--players N] [--print-code] | host --resume SAVE   the same without a screen
    holytable join CODE [--seat N] [--watch]   take a seat at a table hosted on this machine
    holytable deck check [--game GAME] FILE...   validate deck files (every problem, one line each)
    holytable deck list [GAME]        every deck, ready-made and yours, with its path
    holytable deck path [GAME]        the folder of your own decks
    holytable deck new GAME NAME --from DECK   copy a ready-made deck there to edit
    holytable --version

``main(argv)`` returns the exit status: 0 ok, 1 a bad deck file or a failure,
2 a usage error, 130 on Ctrl-C (quietly). The UI and simulator are imported only
when their command runs.
"""
from __future__ import annotations

import argparse
import gc
import importlib
import os
import sys
from pathlib import Path
from typing import Any, Sequence


def _version() -> str:
    try:
        from importlib.metadata import version

        return version("holytable")
    except Exception:
        return getattr(importlib.import_module("holytable"), "__version__", "unknown")


class _VersionAction(argparse.Action):
    """``--version``: the installed version, looked up only when asked for
    (importlib.metadata is slow to import: not on every start)."""

    def __init__(self, option_strings: Sequence[str], dest: str = argparse.SUPPRESS, **kw: Any) -> None:
        super().__init__(option_strings, dest=dest, default=argparse.SUPPRESS, nargs=0,
                         help="show the version and exit")

    def __call__(self, parser: argparse.ArgumentParser, *args: Any) -> None:
        print(f"{parser.prog} {_version()}")  # on stdout, as argparse's own version action
        parser.exit()


def describe_suite() -> str:
    """``--help``'s description: which games can be played and which not yet,
    from the game registry (a game is playable once the lobby offers it)."""
    from holytable.games import GAMES

    ready = [e.title for e in GAMES.values() if e.in_lobby]
    later = [e.title for e in GAMES.values() if not e.in_lobby]
    text = f"Card games for two players at one keyboard, in the terminal. Playable: {_and(ready)}."
    return text + (f" Not yet playable: {_and(later)}." if later else "")


def _and(titles: list[str]) -> str:
    return ", ".join(titles[:-1]) + " and " + titles[-1] if len(titles) > 1 else "".join(titles)


def build_parser() -> argparse.ArgumentParser:
    """The argument parser; ``args.command`` is None, "play", "resume", "replay",
    "simulate", "arena", "host", "join" or "deck" (then ``args.deck_command`` is "check", "list", "path"
    or "new")."""
    p = argparse.ArgumentParser(prog="holytable", description=describe_suite())
    p.add_argument("--version", action=_VersionAction)
    p.set_defaults(command=None, resume=False)
    sub = p.add_subparsers(dest="command", metavar="COMMAND")
    sub.add_parser("play", help="start the app (the default)")
    sub.add_parser("resume", help="resume the last saved game").set_defaults(resume=True)
    rp = sub.add_parser("replay", help="watch a saved game")
    rp.add_argument("file", type=Path, help="a saved game record")
    from holytable import sim  # light: the game registry only, no engine

    sim.build_parser(sub.add_parser("simulate", help="play random games headless, checking every invariant"))
    from holytable import arena  # light: the game registry only, no engine

    arena.build_parser(sub.add_parser("arena", help="computer players against each other: win rate and decision times"))
    from holytable.net import commands as net  # light: the registry and argparse only

    net.build_host_parser(sub.add_parser("host", help="host a table that other terminals join (holytable join CODE)"))
    net.build_join_parser(sub.add_parser("join", help="take a seat at a table hosted on this machine"))
    dp = sub.add_parser("deck", help="deck file tools")
    dsub = dp.add_subparsers(dest="deck_command", metavar="DECK_COMMAND", required=True)
    from holytable.games import DECK_LOADERS  # light: the registry only

    games = list(DECK_LOADERS)
    cp = dsub.add_parser("check", help="validate deck files: every problem, one line each")
    cp.add_argument("files", nargs="+", type=Path, metavar="FILE")
    cp.add_argument("--game", choices=games, default=None,
                    help="the game to check the files as (default: the game of the decks/<game>/ folder "
                         "a file is in, else the file's own 'game:')")
    lp = dsub.add_parser("list", help="every deck, ready-made and yours, with its path")
    lp.add_argument("game", nargs="?", default=None, metavar="GAME", help="only this game (" + ", ".join(games) + ")")
    pp = dsub.add_parser("path", help="print the folder of your own decks")
    pp.add_argument("game", nargs="?", default=None, metavar="GAME", help="that game's subfolder")
    np_ = dsub.add_parser("new", help="copy a ready-made deck into your deck folder, to edit")
    np_.add_argument("game", metavar="GAME", help="the game (" + ", ".join(games) + ")")
    np_.add_argument("name", metavar="NAME", help="the new deck's name (it names the file too)")
    np_.add_argument("--from", dest="source", required=True, metavar="DECK",
                     help="the ready-made deck to copy (its file name or its name; see holytable deck list)")
    return p


def _call(ref: str, *args: Any) -> int:
    """Import ``"module:function"`` lazily and call it; a missing module or
    function is a one-line error (exit 1), not a traceback."""
    mod_name, _, attr = ref.partition(":")
    try:
        mod = importlib.import_module(mod_name)
    except ModuleNotFoundError as e:
        if e.name is None or not (mod_name == e.name or mod_name.startswith(e.name + ".")):
            raise  # something *inside* the module is missing: a real bug
        print(f"holytable: {mod_name} is not available in this build", file=sys.stderr)
        return 1
    fn = getattr(mod, attr, None)
    if not callable(fn):
        print(f"holytable: {ref} is not available in this build", file=sys.stderr)
        return 1
    rc = fn(*args)
    return rc if isinstance(rc, int) else 0


def check_deck_file(path: Path, game: str | None = None) -> str:
    """Validate one deck file: its ``OK`` line, or one ``BAD`` line per problem
    (joined by newlines); never raises for a bad file. See
    :func:`holytable.deck_commands.check_lines` for which game it is checked as."""
    from holytable.deck_commands import check_lines

    return "\n".join(check_lines(path, game))


def deck_check(files: Sequence[Path], game: str | None = None) -> int:
    """``holytable deck check``: every problem of each file; 1 if any is bad, else 0."""
    from holytable.deck_commands import check

    return check(files, game)


def deck(args: argparse.Namespace) -> int:
    """``holytable deck ...``: the deck commands (holytable.deck_commands)."""
    from holytable import deck_commands as dc

    if args.deck_command == "check":
        return dc.check(args.files, args.game)
    if args.deck_command == "list":
        return dc.list_decks(args.game)
    if args.deck_command == "path":
        return dc.path(args.game)
    return dc.new(args.game, args.name, args.source)


def run(args: argparse.Namespace) -> int:
    """Dispatch parsed ``args`` to the command; returns the exit status."""
    if args.command == "host" and args.game is None and args.resume is None:
        # `holytable host` alone: the app's lobby, hosting (issue 15)
        from holytable.net.commands import lobby_host_args

        problem = lobby_host_args(args)
        if problem:
            print(f"holytable host: {problem}", file=sys.stderr)
            return 2
    if args.command in (None, "play", "resume", "replay") or getattr(args, "host", False):
        # Starting the app creates a few hundred thousand objects that all
        # stay (modules, classes, widgets): the cyclic garbage collector
        # would go through them again and again for nothing (about a tenth of
        # the time to the first frame, bench/pty_bench.py). The app turns it back on after its first
        # frame (HolytableApp.started).
        gc.disable()
        try:
            if args.command == "replay":
                return _call("holytable.ui.app:run_replay", args.file)
            return _call("holytable.ui.app:run_app", args)
        finally:  # (an app that never showed a frame: a save that cannot be read)
            gc.enable()
    if args.command == "simulate":
        return _call("holytable.sim:main", args)
    if args.command == "arena":
        return _call("holytable.arena:main", args)
    if args.command == "deck":
        return deck(args)
    if args.command == "host":
        return _call("holytable.net.commands:host_main", args)
    if args.command == "join":
        return _call("holytable.net.commands:join_main", args)
    raise AssertionError(args.command)  # pragma: no cover


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``holytable`` script and ``python -m holytable``."""
    try:
        return run(build_parser().parse_args(argv))
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:  # e.g. `holytable deck check ... | head`
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 1
