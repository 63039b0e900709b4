"""Hardened YAML loading for card pools and deck lists, with file:line errors.

Every problem with a file becomes one :class:`DeckFileError` (a ``ValueError``)
whose ``str`` is a single line such as::

    decks/frontline/red.yaml:12: card 'scout': a deck holds exactly 2 copies of each soldier, not 3

A file with several problems raises one :class:`DeckProblems` (a DeckFileError
whose ``str`` is the first problem plus "(and N more problems)"); its
``problems`` list holds every one, in file order (``holytable deck check`` prints
one line each). Every DeckFileError has ``problems`` (``[self]`` for one).

- :func:`load_document` reads a file into plain data: dicts, lists and strings only.
  Every scalar stays a string (``NO`` is ``"NO"``, ``1e9999`` is ``"1e9999"``);
  pydantic does the type conversion. Refused: missing or unreadable files,
  directories, files over ``max_bytes``, non-UTF-8 bytes, empty files, YAML syntax
  errors, anchors and aliases, explicit tags (``!!python/object``...), duplicate
  keys, keys that are not plain text, nesting deeper than ``max_depth``, a top level
  that is not a mapping, and more than one document.
- :func:`validate` / :func:`load_model` run a pydantic model over that data and turn
  the first ``ValidationError`` into a ``DeckFileError`` with the line and card.
- :func:`error_at` builds a ``DeckFileError`` for a problem found later (say, a card
  missing from the pool) from a location in the document.
"""
from __future__ import annotations

import re
import stat
from dataclasses import dataclass, field
from pathlib import Path
from typing import Annotated, Any, Mapping, TypeVar

import yaml
from pydantic import BaseModel, BeforeValidator, ValidationError
from pydantic_core import PydanticCustomError
from yaml.events import AliasEvent, MappingStartEvent, SequenceStartEvent, StreamEndEvent
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

from .text import safe_text

MAX_BYTES = 1_000_000
MAX_DEPTH = 20
#: Mapping keys whose entries are cards: the key after one of these in a location
#: names the card an error is about.
CARD_FIELDS = ("cards", "soldiers")
SHOW = 40  # at most this many characters of any echoed input
MAX_MESSAGE = 160

Loc = tuple[str | int, ...]
M = TypeVar("M", bound=BaseModel)


#: A count with more digits than this is "too large" before any game rule sees
#: it (no deck holds a million copies; Python refuses int() of 4300+ digits).
MAX_COUNT_DIGITS = 6


def _whole_number(value: Any) -> Any:
    # Every scalar of a loaded document is a string; pydantic's lax int would
    # take "3.0" as 3. Only digits are a count.
    if not isinstance(value, str):
        return value
    m = re.fullmatch(r"\s*(-?)0*(\d+)\s*", value)
    if not m:
        raise PydanticCustomError("int_parsing", "Input should be a valid integer")
    if len(m.group(2)) > MAX_COUNT_DIGITS:
        if m.group(1):
            raise PydanticCustomError("count_too_small", "a count is at least 1, not {shown}",
                                      {"shown": shorten(value.strip(), 20)})
        raise PydanticCustomError("count_too_large", "count {shown} is too large: a deck holds a few copies of a card",
                                  {"shown": shorten(value.strip(), 20)})
    return int(m.group(1) + m.group(2))


#: A card count in a deck file: digits only ("3"; "-2" is left to the game's own
#: "at least 1" check; more than MAX_COUNT_DIGITS digits is "too large"), never
#: "3.0", "1e1" or "0x3".
CardCount = Annotated[int, BeforeValidator(_whole_number)]

#: How a card key is written: lower-case letters, digits, '-' and '_'.
KEY_PATTERN = r"^[a-z0-9][a-z0-9_-]{0,39}$"


def _card_key(value: Any) -> Any:
    # Before whitespace stripping, so "scout " cannot merge into "scout".
    if not isinstance(value, str) or not re.match(KEY_PATTERN, value):
        raise PydanticCustomError("card_key", "not a card key (lower-case letters, digits, '-' and '_')")
    return value


#: A card key as the key of a deck's ``cards`` mapping: a bad key is reported
#: on its own line, beside every other problem of the file.
CardKey = Annotated[str, BeforeValidator(_card_key)]


def shorten(text: str, limit: int = SHOW) -> str:
    """``text`` cut to ``limit`` characters, ending in ``...`` when cut."""
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _one_line(message: str) -> str:
    message = " ".join(str(message).split())
    message = re.sub(r"\S{%d,}" % (SHOW + 1), lambda m: shorten(m.group()), message)
    return shorten(message, MAX_MESSAGE)


class DeckFileError(ValueError):
    """A pool or deck file that cannot be used.

    Attributes: ``path`` (str, as given), ``line`` (1-based int or None),
    ``card`` (card key or None), ``message`` (one short line of human text).
    """

    #: Where it sorts among the problems of a file: 0 by line; 1 after those
    #: (a card missing from the deck, at its ``cards:`` line); 2 last (a note
    #: such as "deck size not checked until the card lines above are fixed").
    order = 0

    def __init__(self, path: str | Path, message: str, *, line: int | None = None,
                 card: str | None = None, order: int = 0) -> None:
        self.path = safe_text(str(path).replace("\n", "\\n"))
        self.line = line
        self.card = card
        self.order = order
        self.message = _one_line(message)
        super().__init__(str(self))

    def __str__(self) -> str:
        head = self.path if self.line is None else f"{self.path}:{self.line}"
        card = "" if self.card is None else f"card {shorten(self.card)!r}: "
        return safe_text(f"{head}: {card}{self.message}")  # printed and drawn: never a raw escape code

    def __reduce__(self):  # keep pickling working despite the keyword-only init
        return (type(self), (self.path, self.message), {"line": self.line, "card": self.card, "order": self.order})

    @property
    def problems(self) -> list["DeckFileError"]:
        """Every problem of the file: ``[self]`` for a single one."""
        return [self]

    @staticmethod
    def of(problems: list["DeckFileError"]) -> "DeckFileError":
        """One error for ``problems`` (at least one): the problem itself when
        alone, else a :class:`DeckProblems`. Repeated lines are dropped."""
        seen: dict[str, DeckFileError] = {}
        for p in problems:
            for q in p.problems:
                seen.setdefault(str(q), q)
        unique = list(seen.values())
        return unique[0] if len(unique) == 1 else DeckProblems(unique)


class DeckProblems(DeckFileError):
    """Several problems of one file; ``problems``: each a DeckFileError, sorted
    by ``order``, then line. ``str`` is the first problem plus "(and N more
    problems)" (a note of order 2 is not counted)."""

    def __init__(self, problems: list[DeckFileError]) -> None:
        self._problems = sorted(problems, key=lambda e: (e.order, e.line is not None, e.line or 0))
        first = self._problems[0]
        more = sum(1 for p in self._problems[1:] if p.order < 2)  # a note is no problem
        ValueError.__init__(self)
        self.path, self.line, self.card, self.message = first.path, first.line, first.card, first.message
        self.more = more
        self.args = (str(self),)

    def __str__(self) -> str:
        more = f" (and {self.more} more problem{'s' if self.more > 1 else ''})" if self.more else ""
        return super().__str__() + more

    def __reduce__(self):
        return (type(self), (self._problems,))

    @property
    def problems(self) -> list[DeckFileError]:
        return list(self._problems)


@dataclass(frozen=True)
class Document:
    """A loaded YAML file. ``data``: dict of str -> (dict | list | str);
    ``lines``: location tuple (keys and list indices) -> 1-based line;
    ``problems``: see below."""

    path: str
    data: dict[str, Any]
    lines: Mapping[Loc, int] = field(repr=False)
    #: Problems that did not stop the reading (a key listed twice: the first is
    #: kept; a key that is not text: skipped). :func:`validate` and
    #: ``DeckFolder.deck_from`` report them with every other problem.
    problems: tuple["DeckFileError", ...] = ()
    #: The dropped second (third...) entries of keys listed twice:
    #: ``(location, value, line)``, so their values are checked too.
    duplicates: tuple[tuple[Loc, Any, int], ...] = ()

    def line_of(self, loc: tuple) -> int | None:
        """Line of ``loc`` or of its nearest parent that has one (None if none).
        A union member's tag that pydantic puts in the path (``miracle`` in
        ``cards.x.miracle.call``) is no key of the file and is left out."""
        loc = tuple(loc)
        try:
            for i in range(1, len(loc) - 1):
                if (loc[:i] in self.lines and loc[:i + 1] not in self.lines
                        and loc[:i] + loc[i + 1:i + 2] in self.lines):
                    loc = loc[:i] + loc[i + 1:]
                    break
        except TypeError:  # an unhashable part: the loop below falls back to a parent
            pass
        while True:
            try:
                if loc in self.lines:
                    return self.lines[loc]
            except TypeError:  # an unhashable part: fall back to the parent
                pass
            if not loc:
                return None
            loc = loc[:-1]


def card_index(loc: tuple, card_fields: tuple[str, ...] = CARD_FIELDS) -> int | None:
    """Index in ``loc`` of the card key right after a ``cards``/``soldiers`` element."""
    for i, part in enumerate(loc[:-1]):
        if part in card_fields and isinstance(loc[i + 1], str):
            return i + 1
    return None


def card_in(loc: tuple, card_fields: tuple[str, ...] = CARD_FIELDS) -> str | None:
    """The card key right after a ``cards``/``soldiers`` element of ``loc``, if any."""
    i = card_index(loc, card_fields)
    return None if i is None else loc[i]


# ---------------------------------------------------------------- reading

def _read_text(p: Path, shown: str, max_bytes: int) -> str:
    def fail(message: str, line: int | None = None) -> DeckFileError:
        return DeckFileError(shown, message, line=line)

    try:
        st = p.stat()
    except FileNotFoundError:
        raise fail("no such file") from None
    except OSError as e:
        raise fail(f"cannot read the file ({e.strerror or type(e).__name__})") from None
    if stat.S_ISDIR(st.st_mode):
        raise fail("is a directory, not a deck file")
    if not stat.S_ISREG(st.st_mode):  # a FIFO or device would block or never end
        raise fail("not a regular file")
    too_big = f"file is too big: a deck file holds at most {max_bytes} bytes"
    if st.st_size > max_bytes:
        raise fail(too_big)
    try:
        with p.open("rb") as f:
            raw = f.read(max_bytes + 1)
    except OSError as e:
        raise fail(f"cannot read the file ({e.strerror or type(e).__name__})") from None
    if len(raw) > max_bytes:
        raise fail(too_big)
    if raw.startswith(b"\xef\xbb\xbf"):
        raw = raw[3:]
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as e:
        bad = raw[e.start]
        raise fail(f"not UTF-8 text (byte 0x{bad:02x})", raw[: e.start].count(b"\n") + 1) from None
    if not text.strip():
        raise fail("the file is empty")
    return text


class _Loader(yaml.SafeLoader):
    """SafeLoader composer that refuses anchors, aliases, tags, deep nesting and
    more than one document while it composes (so nothing is ever expanded)."""

    def __init__(self, text: str, path: str, max_depth: int) -> None:
        super().__init__(text)
        self._path, self._max_depth, self._depth = path, max_depth, 0

    def _fail(self, event, message: str) -> DeckFileError:
        return DeckFileError(self._path, message, line=event.start_mark.line + 1)

    def compose_node(self, parent, index):
        event = self.peek_event()
        if isinstance(event, AliasEvent):
            raise self._fail(event, f"YAML aliases are not allowed (found *{shorten(event.anchor or '', 30)})")
        if event.anchor is not None:
            raise self._fail(event, f"YAML anchors are not allowed (found &{shorten(event.anchor, 30)})")
        if event.tag is not None:
            tag = event.tag.replace("tag:yaml.org,2002:", "!!")
            raise self._fail(event, f"YAML tags are not allowed (found {shorten(tag, 30)})")
        if not isinstance(event, (MappingStartEvent, SequenceStartEvent)):
            return super().compose_node(parent, index)
        self._depth += 1
        try:
            if self._depth > self._max_depth:
                raise self._fail(event, f"nested deeper than {self._max_depth} levels")
            return super().compose_node(parent, index)
        finally:
            self._depth -= 1

    def compose_single(self) -> Node | None:
        """The one document's root node (None when there is none)."""
        self.get_event()  # stream start
        node = None
        if not self.check_event(StreamEndEvent):
            node = self.compose_document()
        if not self.check_event(StreamEndEvent):
            raise self._fail(self.get_event(), "only one YAML document is allowed; another starts here")
        return node


def _kind(node: Node) -> str:
    return "a list" if isinstance(node, SequenceNode) else "a mapping" if isinstance(node, MappingNode) else "text"


def _build(node: Node, loc: Loc, lines: dict[Loc, int], path: str, card_fields: tuple[str, ...],
           problems: list[DeckFileError], duplicates: list | None = None) -> Any:
    """Plain data of ``node``; a key that is not text or is repeated is added to
    ``problems`` (and skipped) so that every one is reported."""
    if isinstance(node, ScalarNode):
        return node.value
    if isinstance(node, SequenceNode):
        out_list = []
        for i, child in enumerate(node.value):
            lines[loc + (i,)] = child.start_mark.line + 1
            out_list.append(_build(child, loc + (i,), lines, path, card_fields, problems, duplicates))
        return out_list
    out: dict[str, Any] = {}
    for knode, vnode in node.value:
        kline = knode.start_mark.line + 1
        if not isinstance(knode, ScalarNode):
            problems.append(DeckFileError(path, f"a key must be plain text, not {_kind(knode)}", line=kline))
            continue
        key = knode.value
        if key in out:
            card = card_in(loc + (key,), card_fields)
            what = "listed twice" if card is not None else f"duplicate key {shorten(key)!r}"
            problems.append(DeckFileError(path, f"{what} (first on line {lines[loc + (key,)]})", line=kline, card=card))
            if duplicates is not None:
                duplicates.append((loc + (key,), _build(vnode, loc + (key,), {}, path, card_fields, []), kline))
            continue
        lines[loc + (key,)] = kline
        out[key] = _build(vnode, loc + (key,), lines, path, card_fields, problems, duplicates)
    return out


def yaml_problem(e: yaml.MarkedYAMLError, text: str) -> tuple[str, int | None]:
    """``(message, line)`` in our own words for a YAML syntax error of ``text``."""
    problem = str(e.problem or "")
    context = str(e.context or "")
    mark = e.problem_mark or e.context_mark
    line = mark.line + 1 if mark else None
    all_lines = text.splitlines()
    here = all_lines[line - 1] if line and line <= len(all_lines) else ""
    indent = here[: len(here) - len(here.lstrip(" \t"))]
    if "\t" in indent or "'\\t'" in problem:
        return "a tab is used for indenting; YAML indents with spaces only", line
    if "quoted scalar" in context:
        start = e.context_mark.line + 1 if e.context_mark else line
        if "unknown escape" in problem:
            return f"a backslash in double quotes starts an escape; {problem.replace('found ', '')}" \
                   " (write \\\\ for a backslash, or use single quotes)", line
        return "a quote opened here is never closed", start
    if "flow mapping" in context or "flow sequence" in context:
        start = e.context_mark.line + 1 if e.context_mark else line
        bracket = "{" if "mapping" in context else "["
        return f"a '{bracket}' opened here is never closed (or a ',' is missing)", start
    if "<stream end>" in problem or "end of stream" in problem:
        return "the file ends in the middle of a value (a '[' or '{' never closed?)", line
    if "cannot start any token" in problem:
        ch = re.search(r"character (.+?) that", problem)
        shown = ch.group(1) if ch else "this character"
        return f"{shown} cannot start a value; put the value in quotes", line
    if "mapping values are not allowed" in problem:
        body = here.split(" #")[0].rstrip()
        if len(re.findall(r":(?:\s|$)", body)) > 1:
            return "a second ':' on this line: put a value holding ': ' in quotes", line
        return "this line is indented more than the line above (check its indenting)", line
    if "could not find expected ':'" in problem:
        start = e.context_mark.line + 1 if e.context_mark else line
        return "a line without 'key: value' (is a ':' missing?)", start
    if "expected <block end>" in problem or "did not find expected key" in problem \
            or "expected <block mapping start>" in problem:
        return "this line does not line up with the lines above (check its indenting)", line
    if "block sequence entries are not allowed" in problem or "did not find expected '-'" in problem:
        return "a list entry ('- ...') where a 'key: value' line was expected (check the indenting)", line
    return f"not valid YAML here ({shorten(problem or context or 'invalid YAML', 60)})", line


def load_document(path: str | Path, *, max_bytes: int = MAX_BYTES, max_depth: int = MAX_DEPTH,
                  card_fields: tuple[str, ...] = CARD_FIELDS) -> Document:
    """Read ``path`` into a :class:`Document` whose top level is a mapping.

    Raises DeckFileError for every problem listed in the module docstring, but
    a key listed twice or a key that is not text: those are kept in
    ``Document.problems`` (reported by :func:`validate`), so that every other
    problem of the file is found too. ``card_fields`` only names the card in a
    duplicate-key error.
    """
    shown = str(path)
    p = Path(path)
    text = _read_text(p, shown, max_bytes)
    loader = None
    try:
        loader = _Loader(text, shown, max_depth)
        root = loader.compose_single()
        if root is None:
            raise DeckFileError(shown, "the file holds no YAML data, only comments")
        if not isinstance(root, MappingNode):
            raise DeckFileError(shown, f"the top level must be a mapping (key: value lines), not {_kind(root)}",
                                line=root.start_mark.line + 1)
        lines: dict[Loc, int] = {(): root.start_mark.line + 1}
        problems: list[DeckFileError] = []
        duplicates: list = []
        data = _build(root, (), lines, shown, card_fields, problems, duplicates)
    except DeckFileError:
        raise
    except yaml.MarkedYAMLError as e:
        what, line = yaml_problem(e, text)
        raise DeckFileError(shown, f"YAML syntax error: {what}", line=line) from None
    except yaml.reader.ReaderError as e:
        line = text[: e.position].count("\n") + 1
        raise DeckFileError(shown, f"control character U+{e.character:04X} is not allowed", line=line) from None
    except RecursionError:
        raise DeckFileError(shown, f"nested deeper than {max_depth} levels") from None
    except Exception as e:  # never a traceback for a bad file
        raise DeckFileError(shown, f"cannot read the YAML ({type(e).__name__})") from None
    finally:
        if loader is not None:
            loader.dispose()
    return Document(shown, data, lines, tuple(problems), tuple(duplicates))


# ---------------------------------------------------------------- validation

_CARD_PREFIX = re.compile(r"^card (['\"])(.*?)\1: (.*)$", re.S)
_SHOULD = re.compile(r"^(?:Input|String|Value|List|Tuple|Dictionary|Set|Object|Data|Number) should (.*)$", re.S)
_NAME = re.compile(r"^[A-Za-z_][A-Za-z0-9_-]*$")
_TYPE_TAGS = {"int", "str", "float", "bool", "none", "dict", "list", "tuple", "set", "bytes"}
_INT_ERRORS = {"int_parsing", "int_parsing_size", "int_type", "int_from_float"}
#: Errors raised in our own words (PydanticCustomError): the message is used as is.
_OWN_ERRORS = {"count_too_large", "count_too_small", "card_key", "our_words"}
#: What the value of an entry of a card container is called in messages.
_ENTRY = {"cards": "count"}


def error_at(doc: Document, loc: tuple, message: str, *, card: str | None = None,
             card_fields: tuple[str, ...] = CARD_FIELDS) -> DeckFileError:
    """A DeckFileError about ``loc`` in ``doc``.

    The card is ``card``, else the key after a card field in ``loc``, else taken
    from a ``"card 'x': "`` prefix of ``message`` (which is then dropped); the line
    is that card's entry when it has one, else ``doc.line_of(loc)``.
    """
    loc = tuple(loc)
    card = card if card is not None else card_in(loc, card_fields)
    m = _CARD_PREFIX.match(message)
    if m and card in (None, m.group(2)):
        card, message = m.group(2), m.group(3)
    line = None
    if card is not None and card_in(loc, card_fields) is None:
        for cand in [loc + (card,)] + [(f, card) for f in card_fields]:
            if cand in doc.lines:
                line = doc.lines[cand]
                break
    return DeckFileError(doc.path, message, line=line or doc.line_of(loc), card=card)


def _got(value: Any) -> str:
    return f", got {shorten(value, SHOW - 2)!r}" if isinstance(value, str) else ""


def describe(err: Mapping[str, Any], card_fields: tuple[str, ...] = CARD_FIELDS) -> str:
    """One short line for one pydantic error dict (from ``ValidationError.errors()``)."""
    loc = tuple(err.get("loc", ()))
    kind = err.get("type", "")
    msg = str(err.get("msg", "invalid value"))
    value = err.get("input")
    ci = card_index(loc, card_fields)
    rest = loc[ci + 1:] if ci is not None else loc
    # a type tag ("int" of a union) is no field name, but a top-level field is
    # one even when it is called like a type (Holy Wars' ``set``)
    names = [p for i, p in enumerate(rest) if isinstance(p, str) and _NAME.match(p)
             and (p not in _TYPE_TAGS or (ci is None and i == 0))]
    if names:
        name = names[-1]
    elif ci is not None:
        name = _ENTRY.get(loc[ci - 1], "entry")
    else:
        name = "value"
    if kind == "missing":
        return f"missing field {shorten(str(loc[-1]) if loc else name)!r}"
    if kind == "extra_forbidden":
        return f"unknown field {shorten(str(loc[-1]) if loc else name)!r}"
    if kind in _OWN_ERRORS:
        return msg
    if kind in ("value_error", "assertion_error"):
        return re.sub(r"^(Value error|Assertion failed), ", "", msg)
    if kind in _INT_ERRORS:
        return f"{name} must be a whole number{_got(value)}"
    should = _SHOULD.match(msg)
    text = f"{name} should {should.group(1)}" if should else f"{name}: {msg}"
    return text + _got(value)


def validation_errors(doc: Document, exc: ValidationError,
                      card_fields: tuple[str, ...] = CARD_FIELDS) -> list[DeckFileError]:
    """Every error of ``exc`` as a DeckFileError located in ``doc`` (at least one)."""
    try:
        errors = exc.errors(include_url=False)
    except Exception:  # pragma: no cover - defensive
        errors = []
    if not errors:
        return [DeckFileError(doc.path, "invalid file", line=doc.line_of(()))]
    return [error_at(doc, tuple(err.get("loc", ())), describe(err, card_fields), card_fields=card_fields)
            for err in errors]


def validation_error(doc: Document, exc: ValidationError,
                     card_fields: tuple[str, ...] = CARD_FIELDS) -> DeckFileError:
    """Every error of ``exc`` as one DeckFileError (a DeckProblems when several)."""
    return DeckFileError.of(validation_errors(doc, exc, card_fields))


def duplicate_errors(doc: Document, model_cls: type[BaseModel],
                     card_fields: tuple[str, ...] = CARD_FIELDS) -> list[DeckFileError]:
    """The problems of the values of ``doc.duplicates`` (a key listed twice:
    only its first value is used, but a bad second one is reported on its own
    line too): each is checked in place of the first, with ``model_cls``."""
    import copy

    out: list[DeckFileError] = []
    for loc, value, line in doc.duplicates:
        data = copy.deepcopy(doc.data)
        node = data
        try:
            for part in loc[:-1]:
                node = node[part]
            node[loc[-1]] = value
            model_cls.model_validate(data)
        except ValidationError as e:
            for err in e.errors(include_url=False):
                eloc = tuple(err.get("loc", ()))
                if eloc[: len(loc)] == loc:
                    where = error_at(doc, eloc, describe(err, card_fields), card_fields=card_fields)
                    out.append(DeckFileError(doc.path, where.message, line=line, card=where.card))
        except Exception:  # pragma: no cover - a crashed validator: the first value's check reports it
            pass
    return out


def validate(doc: Document, model_cls: type[M], *, card_fields: tuple[str, ...] = CARD_FIELDS) -> M:
    """``model_cls.model_validate(doc.data)``; any failure, and any of
    ``doc.problems``, becomes a DeckFileError (every problem: see DeckProblems)."""
    try:
        model = model_cls.model_validate(doc.data)
    except ValidationError as e:
        raise DeckFileError.of(list(doc.problems) + validation_errors(doc, e, card_fields)
                               + duplicate_errors(doc, model_cls, card_fields)) from None
    except DeckFileError:
        raise
    except Exception as e:  # a validator that crashed: still one line, no traceback
        raise DeckFileError(doc.path, f"invalid file ({type(e).__name__})", line=doc.line_of(())) from e
    if doc.problems:
        raise DeckFileError.of(list(doc.problems) + duplicate_errors(doc, model_cls, card_fields))
    return model


def load_model(path: str | Path, model_cls: type[M], *, card_field_paths: tuple[str, ...] = CARD_FIELDS,
               max_bytes: int = MAX_BYTES, max_depth: int = MAX_DEPTH) -> M:
    """Load ``path`` and validate it as ``model_cls``. Raises DeckFileError."""
    doc = load_document(path, max_bytes=max_bytes, max_depth=max_depth, card_fields=card_field_paths)
    return validate(doc, model_cls, card_fields=card_field_paths)


def fill_keys(data: object, field: str) -> object:
    """A pool file's ``field`` mapping (``cards``, ``soldiers``) with each
    entry's ``key`` filled from its map key when the entry leaves it out:
    ``{"cards": {"monk": {...}}}`` -> ``{"cards": {"monk": {"key": "monk", ...}}}``.
    Anything else is returned as it is (the model's own checks report it)."""
    if isinstance(data, dict) and isinstance(data.get(field), dict):
        out = {}
        for k, v in data[field].items():
            if isinstance(v, dict) and "key" not in v:
                v = {**v, "key": k}
            out[k] = v
        data = {**data, field: out}
    return data


def check_keys(entries: Mapping[str, Any]) -> None:
    """Each entry's ``key`` equals its map key; ValueError naming the card if not."""
    for k, c in entries.items():
        if c.key != k:
            raise ValueError(f"card {k!r}: its key field says {c.key!r}; leave it out or make them equal")
