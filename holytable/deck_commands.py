"""``holytable deck ...``: check, list and copy deck files.

::

    holytable deck check [--game GAME] FILE...   every problem of each file, one line each
    holytable deck list [GAME]                   every deck, ready-made and yours, with its path
    holytable deck path [GAME]                   the folder of your own decks
    holytable deck new GAME NAME --from DECK     copy a ready-made deck into your folder

Each function prints and returns the exit status: 0 ok, 1 a bad file or a file
that could not be written, 2 an unknown game or deck. Nothing here raises for a
bad deck file: every problem is one line ``file:line: card 'x': message``.

Which game a file is checked as (``deck check``): the ``--game`` given, else the
game of the folder it is in (``decks/<game>/``, ready-made or yours), else the
file's own ``game:``. A file whose ``game:`` names another game is "a Frontline
deck, not a Pantheon deck".
"""
from __future__ import annotations

import importlib
import json
import os
import re
import sys
import tempfile
from pathlib import Path
from typing import Sequence

from holytable.decks_dir import user_decks_root
from holytable.engine.deckfile import DeckFileError, load_document, shorten
from holytable.engine.deckfolder import game_mismatch, game_title
from holytable.engine.text import is_safe_text, safe_text
from holytable.games import DECK_LOADERS, deck_module

OK, BAD = "OK    ", "BAD   "


def _err(command: str, message: str) -> None:
    print(safe_text(f"holytable deck {command}: {message}"), file=sys.stderr)


def _out(line: object) -> None:
    """Print one line of output, every character safe for a terminal (a file
    name holding ESC is shown with ``?``, never raw)."""
    print(safe_text(line), flush=True)


def _unknown_game(game: str) -> str:
    return f"unknown game {shorten(game)!r} (games with decks: {', '.join(DECK_LOADERS)})"


def folder_game(path: Path) -> str | None:
    """The game whose deck folder ``path`` is in (``.../decks/<game>/x.yaml``:
    ready-made or the player's own), or None."""
    try:
        parent = Path(path).resolve().parent
    except (OSError, RuntimeError):
        return None
    if parent.name in DECK_LOADERS and parent.parent.name == "decks":
        return parent.name
    return None


def check_lines(path: Path, game: str | None = None) -> list[str]:
    """``holytable deck check`` of one file: ``["OK    file: game: summary"]``, or
    one ``"BAD   file:line: ..."`` line per problem. ``game``: the game to check
    it as (None: its folder's game, else its own ``game:``)."""
    try:
        doc = load_document(path)
        expected, why = game, f" (--game {game})"
        if expected is None:
            expected, why = folder_game(path), f" (it is in a {folder_game(path)} deck folder)"
        if expected is not None:
            wrong = game_mismatch(doc, expected, why)
            if wrong is not None:
                raise wrong
        target = expected or doc.data.get("game")
        if target is None:
            raise DeckFileError(path, "missing field 'game' (which game is this deck for?)", line=doc.line_of(()))
        ref = DECK_LOADERS.get(target) if isinstance(target, str) else None
        if ref is None:
            what = repr(shorten(target)) if isinstance(target, str) else "not text"
            raise DeckFileError(path, f"unknown game {what} (deck files exist for: {', '.join(sorted(DECK_LOADERS))})",
                                line=doc.line_of(("game",)))
        mod_name, _, attr = ref.partition(":")
        summary = getattr(importlib.import_module(mod_name), attr)(path)
    except DeckFileError as e:
        return [BAD + str(p) for p in e.problems]
    except Exception as e:  # a bug in a loader: still one line
        return [f"{BAD}{path}: internal error: {type(e).__name__}: {shorten(str(e), 100)}"]
    return [f"{OK}{path}: {target}: {summary}"]


def check(files: Sequence[Path], game: str | None = None) -> int:
    """``holytable deck check``: 1 if any file is bad, else 0."""
    bad = False
    for f in files:
        for line in check_lines(f, game):
            bad |= line.startswith(BAD)
            _out(line)
    return 1 if bad else 0


def _games(game: str | None, command: str) -> list[str] | None:
    if game is None:
        return list(DECK_LOADERS)
    if game not in DECK_LOADERS:
        _err(command, _unknown_game(game))
        return None
    return [game]


def list_decks(game: str | None = None) -> int:
    """``holytable deck list [GAME]``: one line per deck file, ready-made then
    yours, ``game  kind  name  path``; a bad file is one ``BAD`` line and the
    list goes on. Exit 0 (2 for an unknown game)."""
    games = _games(game, "list")
    if games is None:
        return 2
    for gid in games:
        mod = deck_module(gid)
        rows = [("ready-made", p) for p in mod.ready_decks().values()]
        rows += [("yours", p) for p in mod.FOLDER.user_decks().values()]
        for kind, p in rows:
            try:
                name = mod.load_deck(p).name
            except DeckFileError as e:
                _out(f"{gid:10} {kind:10} BAD {e}")
                continue
            except Exception as e:  # a bug in a loader: still one line
                _out(f"{gid:10} {kind:10} BAD {p}: internal error: {type(e).__name__}")
                continue
            _out(f"{gid:10} {kind:10} {shorten(name):24} {p}")
        for p, what in mod.FOLDER.odd_files():  # never left out silently
            _out(f"{gid:10} {'yours':10} BAD {p}: {what}, not a deck file")
    where = user_decks_root() if game is None else user_decks_root() / game
    _out(f"Your own decks go in {where} (holytable deck new GAME NAME --from DECK).")
    return 0


def path(game: str | None = None) -> int:
    """``holytable deck path [GAME]``: print the player's deck folder."""
    if game is not None and game not in DECK_LOADERS:
        _err("path", _unknown_game(game))
        return 2
    print(user_decks_root() if game is None else user_decks_root() / game)
    return 0


def slug(name: str) -> str:
    """A file stem for a deck name: ``"Iron Order II"`` -> ``"iron-order-ii"``,
    ``"日本"`` -> ``"日本"``: letters and digits of any script are kept (lower
    case), every run of anything else is one ``-``; at most 40 characters."""
    out = "".join(ch if ch.isalnum() else "-" for ch in name.lower())
    return re.sub(r"-+", "-", out).strip("-")[:40].strip("-")


def _find_ready(mod, wanted: str) -> Path | None:
    ready = mod.ready_decks()
    if wanted in ready:
        return ready[wanted]
    for stem, p in ready.items():
        try:
            name = mod.load_deck(p).name
        except DeckFileError:
            continue
        if wanted.casefold() in (name.casefold(), slug(name)) or slug(wanted) == stem:
            return p
    return None


def new(game: str, name: str, source: str) -> int:
    """``holytable deck new GAME NAME --from DECK``: copy the ready-made deck
    ``DECK`` (its file stem or its name) of ``GAME`` to ``<your deck
    folder>/GAME/<name as a file name>.yaml`` with ``name:`` set to ``NAME``.
    Refuses to overwrite a file; the copy is checked before it is written."""
    if game not in DECK_LOADERS:
        _err("new", _unknown_game(game))
        return 2
    mod = deck_module(game)
    src = _find_ready(mod, source)
    if src is None:
        known = ", ".join(mod.ready_decks()) or "none"
        _err("new", f"no ready-made {game_title(game)} deck {shorten(source)!r} (ready-made: {known})")
        return 2
    name = " ".join(name.split())
    if not name.isprintable() or not is_safe_text(name):
        _err("new", "a deck name must be printable text (no control or direction-changing characters)")
        return 2
    stem = slug(name)
    if not stem:
        _err("new", f"the name {shorten(name)!r} needs a letter or a digit (it names the file too)")
        return 2
    folder = mod.FOLDER.user_dir()
    target = folder / f"{stem}.yaml"
    if target.exists():
        _err("new", f"{target} already exists: edit it, or choose another name")
        return 1
    try:
        doc = load_document(src)
        lines = src.read_text(encoding="utf-8").splitlines(keepends=True)
        at = doc.lines.get(("name",))
        if at is None:
            raise DeckFileError(src, "has no 'name:' line to set")
        lines[at - 1] = f"name: {json.dumps(name, ensure_ascii=False)}\n"
        text = f"# Your copy of {src.name} (ready-made). Check it with: holytable deck check {target}\n" + "".join(lines)
        folder.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=".new-", suffix=".yaml", dir=folder)
    except DeckFileError as e:
        _err("new", str(e))
        return 1
    except OSError as e:
        _err("new", f"cannot write in {folder}: {e.strerror or e}")
        return 1
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        mod.load_deck(tmp)  # the new name must be a legal name of the game
        os.link(tmp, target)  # fails if the file appeared meanwhile: never overwrite
    except DeckFileError as e:
        _err("new", f"{name!r} cannot be the name: {e.message}")
        return 1
    except FileExistsError:
        _err("new", f"{target} already exists: edit it, or choose another name")
        return 1
    except OSError as e:
        _err("new", f"cannot write {target}: {e.strerror or e}")
        return 1
    finally:
        try:
            os.unlink(tmp)
        except OSError:
            pass
    _out(f"Wrote {target}: a copy of {src.stem} named {name!r}.")
    _out(f"Edit it, then check it with: holytable deck check {target}")
    return 0
