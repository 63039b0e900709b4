"""One game's folder of card files: ``decks/<game>/cards.yaml`` and its decks.

Every game's ``decks.py`` is a :class:`DeckFolder` plus the game's own summary
for ``holytable deck check``. The folder:

- ``decks_dir()`` -> ``Path`` of ``decks/<game>`` (looked up at call time, so an
  installed wheel and a source checkout both work);
- ``pool_path()`` -> ``Path`` of the pool, ``decks/<game>/cards.yaml``;
- ``load_pool()`` -> the game's pool model, loaded once and cached;
- ``load_deck(path, pool=None)`` -> the game's resolved deck;
- ``ready_decks()`` -> ``{stem: Path}``, every ``*.yaml`` beside the pool;
- ``user_dir()`` / ``user_decks()``: the player's own decks of the game
  (``decks/<game>/`` in :func:`~holytable.decks_dir.user_decks_root`).

Every problem with a file raises :class:`~holytable.engine.deckfile.DeckFileError`
naming the file, line and card; a file with several problems raises one whose
``problems`` holds each (:class:`~holytable.engine.deckfile.DeckProblems`): every
field error (the second value of a key listed twice too), every card not in
the pool (with "did you mean"), every card the game requires that the file
leaves out (``required``), and every per-line construction rule the game's
``resolve`` finds, even when other fields are wrong; deck-wide totals wait
until those are fixed, and a last line says so (:data:`NOT_CHECKED`). A deck whose ``game:`` names
another game says so (:func:`game_mismatch`).
"""
from __future__ import annotations

import difflib
import re
from pathlib import Path
from typing import Any, Callable, Generic, TypeVar

from pydantic import BaseModel, ValidationError

from holytable.decks_dir import decks_root, user_decks_root
from holytable.engine.deckfile import (DeckFileError, Document, duplicate_errors, error_at, load_document, load_model,
                                       validation_errors)

POOL_FILE = "cards.yaml"

#: Said (as the last problem) when a deck's totals were not checked because
#: some card lines are wrong: they are checked once those lines are fixed.
NOT_CHECKED = "deck size not checked until the problems above are fixed"

P = TypeVar("P", bound=BaseModel)


class DeckRuleError(ValueError):
    """A deck list that breaks a construction rule of its game.

    ``loc``: where in the file (a location tuple such as ``("cards", "scout")``);
    ``card``: the card key it is about, or None.
    """

    def __init__(self, message: str, loc: tuple = ("cards",), card: str | None = None) -> None:
        super().__init__(message)
        self.loc = tuple(loc)
        self.card = card

    @property
    def problems(self) -> list["DeckRuleError"]:
        """Every broken rule: ``[self]`` for one (see :class:`DeckRuleErrors`)."""
        return [self]

    @staticmethod
    def raise_all(problems: list["DeckRuleError"]) -> None:
        """Raise ``problems`` (nothing when empty): the one error, or all of them
        as a :class:`DeckRuleErrors`."""
        if len(problems) == 1:
            raise problems[0]
        if problems:
            raise DeckRuleErrors(problems)


class DeckRuleErrors(DeckRuleError):
    """Several broken rules of one deck; ``problems`` lists each."""

    def __init__(self, problems: list[DeckRuleError]) -> None:
        first = problems[0]
        super().__init__(f"{first} (and {len(problems) - 1} more)", first.loc, first.card)
        self._problems = list(problems)

    @property
    def problems(self) -> list[DeckRuleError]:
        return list(self._problems)


def game_title(game_id: str) -> str:
    """The display title of a game id (``"Holy Wars"``), the id when unknown."""
    from holytable.games import GAMES

    e = GAMES.get(game_id)
    return e.title if e is not None else game_id


def game_mismatch(doc: Document, expected: str, why: str = "") -> DeckFileError | None:
    """The error for a file whose ``game:`` names another known game than
    ``expected`` ("this is a Frontline deck, not a Pantheon deck" + ``why``), or
    None (same game, no ``game:``, or a value that is not a game: those are left
    to validation)."""
    from holytable.games import GAMES

    game = doc.data.get("game")
    if not isinstance(game, str) or game == expected or game not in GAMES:
        return None
    return DeckFileError(doc.path, f"this is a {game_title(game)} deck, not a {game_title(expected)} deck{why}",
                         line=doc.line_of(("game",)))


class DeckFolder(Generic[P]):
    """The card files of one game.

    ``game``: the folder name under ``decks/`` (``"holy_wars"``); ``pool_model``:
    the pydantic model of ``cards.yaml``; ``deck_list_model``: the model of a deck
    file; ``resolve(deck_list, pool)``: checks the game's construction rules and
    returns the resolved deck, raising :class:`DeckRuleError` (or a plain
    ``ValueError``, located at ``("cards",)``); ``required(pool)`` (optional):
    the card keys every deck must list (a card left out is reported as
    "missing" beside every other problem of the file).
    """

    def __init__(self, game: str, pool_model: type[P], deck_list_model: type[BaseModel],
                 resolve: Callable[[Any, P], Any], required: Callable[[P], list[str]] | None = None,
                 missing_message: Callable[[P], str] | None = None) -> None:
        self.game = game
        self.required = required
        self.missing_message = missing_message
        self.pool_model = pool_model
        self.deck_list_model = deck_list_model
        self.resolve = resolve
        self._pool: P | None = None

    def decks_dir(self) -> Path:
        """``decks/<game>``."""
        return decks_root() / self.game

    def pool_path(self) -> Path:
        """``decks/<game>/cards.yaml``, the card pool."""
        return self.decks_dir() / POOL_FILE

    def load_pool(self) -> P:
        """The card pool (loaded once). Raises DeckFileError."""
        if self._pool is None:
            self._pool = load_model(self.pool_path(), self.pool_model)
        return self._pool

    def load_deck(self, path: str | Path, pool: P | None = None) -> Any:
        """Load a deck file and resolve it against the pool. Raises DeckFileError
        naming the line and card of the broken rule."""
        return self.deck_from(load_document(path), pool)

    def deck_from(self, doc: Document, pool: P | None = None) -> Any:
        """Resolve an already loaded deck document. Raises DeckFileError (a
        DeckProblems listing every problem when there are several): every
        per-line problem (a second value of a key listed twice included), every
        unknown and every missing card; deck-wide totals only once the card
        lines are right (else one last line says they were not checked)."""
        wrong = game_mismatch(doc, self.game)
        if wrong is not None:
            raise wrong
        pool = pool or self.load_pool()
        # keys listed twice and the like, and their second values: with the rest
        first = list(doc.problems) + duplicate_errors(doc, self.deck_list_model)
        try:
            deck_list = self.deck_list_model.model_validate(doc.data)
        except ValidationError as e:  # resolve cannot run: still name unknown and missing cards
            raise DeckFileError.of(first + validation_errors(doc, e) + self.unknown_cards(doc, pool)
                                   + self.line_rules(doc, pool) + self.missing_cards(doc, pool)
                                   + [self.not_checked(doc)]) from None
        except DeckFileError:
            raise
        except Exception as e:  # a validator that crashed: still one line
            raise DeckFileError(doc.path, f"invalid file ({type(e).__name__})", line=doc.line_of(())) from e
        try:
            deck = self.resolve(deck_list, pool)
        except DeckRuleError as e:
            found = [error_at(doc, p.loc, str(p) + self.suggestion(p.card, pool), card=p.card) for p in e.problems]
            found = [DeckFileError(f.path, f.message, line=f.line, card=f.card, order=1)
                     if (p.loc, f.card) == (("cards",), p.card) and p.card is not None else f
                     for p, f in zip(e.problems, found)]  # a missing card: after the card lines
            # every game checks its totals only when no card line is wrong
            skipped = all(len(p.loc) > 1 for p in e.problems)
            raise DeckFileError.of(first + found + self.missing_cards(doc, pool)
                                   + ([self.not_checked(doc)] if skipped else [])) from None
        except DeckFileError:  # the pool file itself is bad
            raise
        except ValueError as e:
            raise DeckFileError.of(first + [error_at(doc, ("cards",), str(e))]) from None
        if first:  # resolve checked the rest (the first value of a key listed twice)
            raise DeckFileError.of(first)
        return deck

    def line_rules(self, doc: Document, pool: Any) -> list[DeckFileError]:
        """The per-line problems that the game's ``resolve`` finds (a card over
        its copy limit...) in a deck that does not validate: ``resolve`` runs on
        the fields and card lines that are right (the wrong ones left out, so
        its deck-wide totals are not used). [] when it cannot run at all."""
        from pydantic import TypeAdapter

        model = self.deck_list_model
        values: dict[str, Any] = {}
        try:
            for name, f in model.model_fields.items():
                if name not in doc.data:
                    continue
                raw = doc.data[name]
                adapter = TypeAdapter(f.rebuild_annotation())
                if isinstance(raw, dict):  # a card mapping: each line on its own
                    good = {}
                    for k, v in raw.items():
                        try:
                            good.update(adapter.validate_python({k: v}))
                        except ValidationError:
                            pass
                    values[name] = good
                    continue
                try:
                    values[name] = adapter.validate_python(raw)
                except ValidationError:
                    values[name] = raw
            self.resolve(model.model_construct(**values), pool)
        except DeckRuleError as e:
            return [error_at(doc, p.loc, str(p) + self.suggestion(p.card, pool), card=p.card)
                    for p in e.problems if len(p.loc) > 1]
        except Exception:  # a field it needs is wrong: the errors above say so
            return []
        return []

    @staticmethod
    def not_checked(doc: Document) -> DeckFileError:
        """The last line of a deck whose totals wait for its card lines."""
        return DeckFileError(doc.path, NOT_CHECKED, order=2)

    def missing_cards(self, doc: Document, pool: Any) -> list[DeckFileError]:
        """A "missing" problem for every card of ``required(pool)`` that the
        ``cards:`` of ``doc`` leaves out, but one an unknown key of the file
        looks like (that key's "did you mean" says it already)."""
        cards = doc.data.get("cards")
        if self.required is None or not isinstance(cards, dict):
            return []
        meant = {self.suggestion(k, pool) for k in cards if isinstance(k, str)}
        message = self.missing_message(pool) if self.missing_message else "missing"
        out = []
        for key in self.required(pool):
            if key not in cards and f"; did you mean {key!r}?" not in meant:
                e = error_at(doc, ("cards",), message, card=key)
                out.append(DeckFileError(e.path, e.message, line=e.line, card=e.card, order=1))
        return out

    def unknown_cards(self, doc: Document, pool: Any) -> list[DeckFileError]:
        """A problem for every well-written key under ``cards:`` of ``doc`` that
        is not in ``pool`` ("not in the Frontline card pool; did you mean
        'scout'?"), found even when other fields fail to validate."""
        from holytable.engine.deckfile import KEY_PATTERN

        cards = doc.data.get("cards")
        known = getattr(pool, "cards", None) or getattr(pool, "soldiers", None)
        if not isinstance(cards, dict) or not isinstance(known, dict):
            return []
        return [
            error_at(doc, ("cards", key), f"not in the {game_title(self.game)} card pool" + self.suggestion(key, pool),
                     card=key)
            for key in cards if isinstance(key, str) and re.match(KEY_PATTERN, key) and key not in known
        ]

    def functions(self) -> tuple:
        """``(decks_dir, pool_path, load_pool, load_deck, ready_decks)``, bound:
        a game's ``decks.py`` exposes them as its module functions."""
        return self.decks_dir, self.pool_path, self.load_pool, self.load_deck, self.ready_decks

    @staticmethod
    def suggestion(card: str | None, pool: Any) -> str:
        """``"; did you mean 'flame-zealot'?"`` for a card key that is not in
        the pool but looks like a key or a card name of it (``zealot-of-the-
        flame`` for Zealot of the Flame); "" otherwise."""
        cards = getattr(pool, "cards", None) or getattr(pool, "soldiers", None)
        if not card or not isinstance(cards, dict) or card in cards:
            return ""
        by_name = {}
        for key, c in cards.items():
            name = getattr(c, "name", None)
            if isinstance(name, str):
                by_name[re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")] = key
        if card in by_name:
            return f"; did you mean {by_name[card]!r}?"
        close = difflib.get_close_matches(card, list(cards) + list(by_name), n=1, cutoff=0.75)
        if close:
            return f"; did you mean {by_name.get(close[0], close[0])!r}?"
        return ""

    def ready_decks(self) -> dict[str, Path]:
        """The ready-made deck files by stem: every ``*.yaml`` in the folder but
        the pool, sorted; ``{}`` when the folder is missing."""
        d = self.decks_dir()
        if not d.is_dir():
            return {}
        return _yaml_files(d)

    def user_dir(self) -> Path:
        """The player's own deck folder of this game (may not exist yet)."""
        return user_decks_root() / self.game

    def user_decks(self) -> dict[str, Path]:
        """The player's own deck files by stem (every ``*.yaml`` of
        :meth:`user_dir` but a ``cards.yaml``), sorted; ``{}`` when there are none."""
        try:
            return _yaml_files(self.user_dir())
        except OSError:  # an unreadable folder: no decks of the player's
            return {}


    def odd_files(self) -> list[tuple[Path, str]]:
        """``(path, what it is)`` for each ``*.yaml`` entry of :meth:`user_dir`
        that is not a regular file (so not one of :meth:`user_decks`): a
        folder, a FIFO, a device, a socket, a link to nothing. Never opens them."""
        try:
            d = self.user_dir()
            if not d.is_dir():
                return []
            entries = sorted(d.glob("*.yaml"))
        except OSError:
            return []
        return [(p, what) for p in entries if p.name != POOL_FILE and (what := not_a_file(p)) is not None]


def not_a_file(p: Path) -> str | None:
    """What ``p`` is when it is not a regular file (or a link to one):
    ``"a folder"``, ``"a FIFO (named pipe)"``, ``"a device"``, ``"a socket"``,
    ``"a link to nothing"``, ``"cannot be read (...)"``; None for a file."""
    import stat

    link = "a link to " if p.is_symlink() else ""
    try:
        mode = p.stat().st_mode
    except FileNotFoundError:
        return "a link to nothing" if link else None
    except OSError as e:
        return f"cannot be read ({e.strerror or type(e).__name__})"
    if stat.S_ISREG(mode):
        return None
    if stat.S_ISDIR(mode):
        what = "a folder"
    elif stat.S_ISFIFO(mode):
        what = "a FIFO (named pipe)"
    elif stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        what = "a device"
    elif stat.S_ISSOCK(mode):
        what = "a socket"
    else:
        what = "not a regular file"
    return link + what


def _yaml_files(d: Path) -> dict[str, Path]:
    if not d.is_dir():
        return {}
    return {p.stem: p for p in sorted(d.glob("*.yaml")) if p.name != POOL_FILE and p.is_file()}
