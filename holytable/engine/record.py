"""The game record: save file, replay and takeback in one (DESIGN: the record).

A record is ``(format, game, options, seed, names, decks, choices)``; replaying
``choices`` on a game built from the rest reproduces the game exactly. Takeback is
a rebuild from the record minus its last choice.

Files are JSON, written atomically (temp file in the same folder, fsync, rename).
"""
from __future__ import annotations

import json
import os
import stat
import tempfile
import time
from pathlib import Path
from typing import Any, Literal, Sequence

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

from .text import check_names, find_unsafe, safe_text

from .decision import IllegalChoice
from .game import Game

#: The save format this version writes, the newest it reads: 4, a record
#: that may hold ``reactions`` (the reaction-window mode the game began
#: with, issue 16), which is every save written since. Each holytable's
#: record forbids fields it does not know, so a field is only ever added
#: with a new format: a holytable from before it says the save was made by a
#: newer holytable (not that it is damaged). Formats 1 (people only), 2
#: (``seats``: computer seats) and 3 (``revision``, ``stops``,
#: ``everything``) are still read.
FORMAT_VERSION = 4
#: The oldest format this version reads: a record of people only.
HOT_SEAT_FORMAT = 1
#: The first format with computer seats (``seats``).
SEATS_FORMAT = 2
#: The formats this version reads, in words.
READS = f"formats {HOT_SEAT_FORMAT} to {FORMAT_VERSION}"
MAX_RECORD_BYTES = 20_000_000
#: The revision of the rules' asking a record's choices were made under
#: (``GameRecord.revision``), each a step an older version made by itself
#: and the current one asks: 0 before issue 16; 1 from Pantheon's empty Play
#: or Combat phase asked (PN-9.1); 2 from Heresy's maker of a move asked
#: with no answer to it too (HK-23.11.b); 3 from the owner of the new target
#: of Pantheon's Misdirection asked again (PN-17.2); 4 from every Heresy seat
#: asked about its redraw, Keep alone when its eleven cards hold a domain
#: (HK-4.4.c). An older record replays with the
#: steps of every later revision made for it (``Game.older_skip(revision)``).
REVISION = 4
#: The first format that may hold ``reactions``.
REACTIONS_FORMAT = 4
#: The reaction-window modes a game may be played in (``GameRecord.reactions``,
#: the settings' ``reaction_mode``): at each player's stops (the default),
#: always ask, or ask only a player who can respond.
REACTION_MODES = ("stops", "always", "when-able")
#: Who plays a seat (a record's ``seats``): a person at the keyboard, or the
#: computer at a strength (``holytable.bot.make_player``; "random" is for tests).
SEAT_KINDS = ("human", "easy", "normal", "hard", "random")


#: What a :class:`RecordError` is about (its ``kind``).
RECORD_ERROR_KINDS = {
    "unreadable": "the file cannot be read (missing, not a regular file, too large)",
    "damaged": "the file is not a whole holytable save (not JSON, a field wrong)",
    "older": "saved by an older holytable, in a format this version does not read",
    "newer": "saved by a newer holytable, in a format this version does not read",
    "unfit": "a well-formed save that does not fit this version's rules (a choice not on offer, a deck refused)",
    "internal": "an internal error in holytable while replaying the save (a bug, not the file's fault)",
}


class RecordError(ValueError):
    """A record that cannot be loaded or replayed; ``str()`` is one line (naming
    the file when loading). ``kind``: a key of :data:`RECORD_ERROR_KINDS`;
    ``path``: the file, when known."""

    def __init__(self, message: str, *, kind: str = "damaged", path: Path | None = None) -> None:
        super().__init__(safe_text(message))  # drawn in the lobby: never a raw escape code
        self.kind = kind
        self.path = path


class GameRecord(BaseModel):
    """One game, as saved.

    decks: each player's resolved deck as JSON data (the game's ``deck_model``),
    so a record replays even if the deck files change later.
    seats: who plays each seat (:data:`SEAT_KINDS`, one per name); empty for
    a game of people only (hot-seat: every save before computer seats, and
    such saves are still written without the field).
    stops: each seat's stops in this game (issue 16: the moment keys at which
    its response windows are put to it, ``[["attacked", ...], ...]``, one
    list per name), or empty (a save from before stops: the settings' by
    name). everything: the seats whose one-turn "ask me at everything" is
    on, seat (as text) -> the turn it was switched on, ``{"1": 4}``. Both are
    written only when not empty.
    reactions: the reaction-window mode the game began with (one of
    :data:`REACTION_MODES`), which it keeps to its end whatever the settings
    say later (issue 16: a change of mode mid-game would change whose
    handoffs tell their hand); None in a save from before format 4 (it then
    plays in the settings' mode).
    revision: :data:`REVISION` when the choices were recorded (lower: a
    save from before, whose choices leave out the steps then made by the
    game itself; building it makes them, and the record synced from the
    built game is of the current revision).
    """

    model_config = ConfigDict(extra="forbid")

    format: int = Field(ge=1)
    game: str = Field(min_length=1, max_length=40)
    options: dict[str, Any] = {}
    seed: int = Field(ge=0, lt=2**63)
    names: list[str] = Field(min_length=1, max_length=8)
    decks: list[dict[str, Any]] = Field(min_length=1, max_length=8)
    choices: list[str] = []
    created: float = 0.0
    updated: float = 0.0
    finished: bool = False
    result: str | None = None
    seats: list[str] = []
    stops: list[list[str]] = []
    everything: dict[str, int] = {}
    reactions: Literal["stops", "always", "when-able"] | None = None
    revision: int = Field(default=0, ge=0, le=REVISION)

    @field_validator("names")
    @classmethod
    def _names(cls, names: list[str]) -> list[str]:
        """Player names: printable, 1..24 cells, distinct (engine/text.py)."""
        return check_names(names)

    @model_validator(mode="after")
    def _drawable(self) -> "GameRecord":
        """Every other string a save holds (game id, options, decks, choices,
        result) may reach the screen: none may hold a control, bidi or other
        unsafe character."""
        where = find_unsafe({"game": self.game, "options": self.options, "decks": self.decks,
                             "choices": self.choices, "result": self.result, "stops": self.stops})
        if where:
            raise ValueError(f"{where} holds a character that cannot be shown")
        if self.seats:
            if self.format < SEATS_FORMAT:
                raise ValueError(f"seats: not in a format {self.format} save")
            if len(self.seats) != len(self.names):
                raise ValueError(f"seats: {len(self.seats)} given for {len(self.names)} players")
            bad = next((k for k in self.seats if k not in SEAT_KINDS), None)
            if bad is not None:
                raise ValueError(f"seats: {safe_text(bad, 20)!r} is not one of {', '.join(SEAT_KINDS)}")
        if self.reactions is not None and self.format < REACTIONS_FORMAT:
            raise ValueError(f"reactions: not in a format {self.format} save")
        if self.stops and len(self.stops) != len(self.names):
            raise ValueError(f"stops: {len(self.stops)} given for {len(self.names)} players")
        bad = next((k for k in self.everything if not (k.isdigit() and int(k) < len(self.names))), None)
        if bad is not None:
            raise ValueError(f"everything: {safe_text(bad, 20)!r} is not a seat")
        return self

    def computer_seats(self) -> list[int]:
        """The seats the computer plays (none in a hot-seat game)."""
        return [i for i, k in enumerate(self.seats) if k != "human"]

    # -- building ---------------------------------------------------------
    def build(self, upto: int | None = None) -> Game:
        """A game replayed through ``choices[:upto]`` (all by default).

        Raises RecordError: kind ``"unfit"`` when the save does not fit this
        version's rules (an unknown game, a deck or option the rules refuse, a
        choice not on offer where it was recorded: ``IllegalChoice``); kind
        ``"internal"`` when the engine fails in any other way (a bug in
        holytable, not the save's fault: the message names the exception's type
        and the choice).
        """
        from holytable.games import deck_module, game_class

        try:
            cls = game_class(self.game)
            model = deck_module(self.game).deck_model
        except (KeyError, ValueError) as e:
            raise RecordError(f"cannot start the recorded game: {_one_line(e)}", kind="unfit") from None
        try:
            decks = [model.model_validate(d) for d in self.decks]
            game = cls(options=self.options, seed=self.seed, decks=decks, names=self.names)
        except (ValueError, ValidationError) as e:
            raise RecordError(f"cannot start the recorded game: {_one_line(e)}", kind="unfit") from None
        except Exception as e:
            raise RecordError(f"internal error in holytable while setting up the recorded game "
                              f"({_what(e)})", kind="internal") from None
        choices = self.choices if upto is None else self.choices[:upto]
        _replay(game, choices, 0, revision=self.revision)
        return game

    @classmethod
    def of(cls, game: Game, seats: Sequence[str] = ()) -> "GameRecord":
        """The record of a live game; ``seats``: who plays each seat (empty:
        people only)."""
        now = time.time()
        return cls(
            format=FORMAT_VERSION,  # it holds a revision
            game=game.game_id,
            options=dict(game.options),
            seed=game.seed,
            names=list(game.names),
            decks=[d.model_dump(mode="json", by_alias=True) for d in game.decks],
            choices=list(game.choices),
            created=now,
            updated=now,
            finished=game.over,
            result=game.outcome.reason if game.outcome else None,
            seats=list(seats) if any(k != "human" for k in seats) else [],
            revision=REVISION,
        )

    def synced(self, game: Game) -> "GameRecord":
        """This record with the choices and result of ``game`` (same game)."""
        return self.model_copy(
            update={
                "choices": list(game.choices),
                "revision": REVISION,  # the game's own choices, each step asked
                "updated": time.time(),
                "finished": game.over,
                "result": game.outcome.reason if game.outcome else None,
            }
        )


def _replay(game: Game, choices: Sequence[str], start: int, revision: int = REVISION) -> None:
    """Make ``choices`` on ``game`` (the record's choices from index
    ``start``); ``revision``: the record's (``GameRecord.revision``): when
    older than :data:`REVISION`, before each choice and after the last the
    steps that version made by itself are made (``Game.older_skip``).
    Raises RecordError as :meth:`GameRecord.build` does."""
    older = revision < REVISION
    for i, cid in enumerate(choices, start):
        try:
            if older:
                _skip_older(game, revision)
            game.choose(cid)
        except IllegalChoice:
            raise RecordError(f"choice {i + 1} ({cid[:40]!r}) is not on offer where it was recorded: "
                              "the save does not fit this version's rules", kind="unfit") from None
        except Exception as e:
            raise RecordError(f"internal error in holytable at choice {i + 1} ({cid[:40]!r}): "
                              f"{_what(e)}", kind="internal") from None
    if older:
        _skip_older(game, revision)


def _skip_older(game: Game, revision: int) -> None:
    """Make the pending steps that the version of ``revision`` made by itself."""
    while game.pending is not None and (skip := game.older_skip(revision)) is not None:
        game.choose(skip)


class Checkpoints:
    """Rebuilds the positions of one game quickly: it keeps a clone of the
    game every ``every`` choices (``Game.clone``), so the position after any
    ``k`` choices is a clone of the nearest checkpoint at or before ``k`` and
    at most ``every - 1`` choices replayed, rather than all ``k`` from the
    start (replay steps, takeback).

    ``record``: the game's record (its choices may grow: :meth:`keep` adds a
    live game's position). Checkpoints are never changed: :meth:`build` hands
    out clones. Raises RecordError as :meth:`GameRecord.build` does.
    """

    def __init__(self, record: GameRecord, every: int = 16) -> None:
        self.record = record
        self.every = every
        self._at: dict[int, Game] = {}
        self._last: tuple[int, Game] | None = None

    def keep(self, game: Game, k: int | None = None) -> None:
        """Remember ``game``'s position when its choice count (``k``: the
        record's, when it is of an older revision) is a multiple of ``every``
        (a clone; ``game`` is the live game of :attr:`record`)."""
        k = len(game.choices) if k is None else k
        if k % self.every == 0 and k not in self._at:
            self._at[k] = game.clone()

    def forget_after(self, k: int) -> None:
        """Drop the checkpoints past ``k`` choices (the record was cut there)."""
        for j in [j for j in self._at if j > k]:
            del self._at[j]
        if self._last is not None and self._last[0] > k:
            self._last = None

    def build(self, upto: int | None = None, record: GameRecord | None = None) -> Game:
        """A new game at ``upto`` choices of the record (all by default);
        ``record``: a record with the same start and the same choices up to
        ``upto`` (a takeback's shortened record) that replaces :attr:`record`."""
        if record is not None:
            self.record = record
        choices = self.record.choices
        k = len(choices) if upto is None else max(0, min(upto, len(choices)))
        base = max((j for j in self._at if j <= k), default=None)
        last = self._last
        if last is not None and base is not None and base <= last[0] <= k:
            base, game = last[0], last[1].clone()  # stepping on from the last position built
        elif base is None:
            game = self.record.build(upto=0)
            base = 0
            self._at[0] = game.clone()
        else:
            game = self._at[base].clone()
        for j in range(base, k):
            _replay(game, choices[j : j + 1], j, revision=self.record.revision)
            self.keep(game, j + 1)
        self._last = (k, game.clone())
        return game


def take_back(record: GameRecord, game: Game, player: int,
              checkpoints: Checkpoints | None = None) -> tuple[GameRecord, Game]:
    """Undo ``player``'s last real choice if they may (``game.can_take_back(player)``),
    with the passes made since in Pass-only windows (``Game.last_real_choice``).

    Returns the shortened record and the rebuilt game (from ``checkpoints``
    when given: at most their ``every`` choices replayed). Raises ValueError
    when the takeback is not allowed.
    """
    if not game.can_take_back(player):
        raise ValueError("nothing to take back: chance or hidden information came since, or it was not your choice")
    k = game.last_real_choice()
    assert k is not None  # can_take_back
    short = record.model_copy(update={"choices": list(game.choices[:k]), "revision": REVISION,
                                      "updated": time.time()})
    if checkpoints is None:
        return short, short.build()
    checkpoints.forget_after(len(short.choices))
    return short, checkpoints.build(record=short)


def own_last_choice(game: Game, player: int) -> int | None:
    """The index of ``player``'s last real choice (not a pass in a response
    window, ``Game.passes``) if no chance was used and no hidden information revealed since
    (it is at or past ``game.barrier``); the choices made since, by other
    seats (the computer's replies), go back with it. None when there is none,
    or the game is over. In a game of people only, :meth:`Game.can_take_back`
    asks more: the player made the last real choice."""
    if game.outcome is not None:
        return None
    passes = set(game.passes)
    for k in range(len(game.choices) - 1, game.barrier - 1, -1):
        if game.deciders[k] == player and k not in passes:
            return k
    return None


def take_back_own(record: GameRecord, game: Game, player: int,
                  checkpoints: Checkpoints | None = None) -> tuple[GameRecord, Game]:
    """Against the computer: undo ``player``'s last real choice and every
    choice made since (:func:`own_last_choice`). Returns the shortened record
    and the rebuilt game, as :func:`take_back`; ValueError when there is
    nothing to take back."""
    k = own_last_choice(game, player)
    if k is None:
        raise ValueError("nothing to take back: chance or hidden information came since your last choice")
    short = record.model_copy(update={"choices": list(game.choices[:k]), "revision": REVISION,
                                      "updated": time.time()})
    if checkpoints is None:
        return short, short.build()
    checkpoints.forget_after(len(short.choices))
    return short, checkpoints.build(record=short)


# -- files ------------------------------------------------------------------------
def _one_line(e: BaseException) -> str:
    if isinstance(e, ValidationError):
        err = e.errors()[0]
        loc = ".".join(str(x) for x in err["loc"])
        msg = str(err["msg"]).removeprefix("Value error, ")
        return f"{loc}: {msg}" if loc else msg
    return " ".join(str(e).split())[:200]


def _what(e: BaseException) -> str:
    """``"KeyError: 'x'"``: an exception's type and its message, on one line."""
    msg = _one_line(e)[:120]
    return f"{type(e).__name__}: {msg}" if msg else type(e).__name__


class RecordNotWritable(OSError):
    """A record that cannot be turned into a file (a string that is not valid
    Unicode, e.g. a lone surrogate). An OSError, so that every caller treats it
    as any failed save (the NOT SAVED banner), never as a crash."""

    def __init__(self, cause: BaseException) -> None:
        super().__init__(f"the game holds text that cannot be written to a file ({safe_text(cause, 80)})")
        self.strerror = str(self.args[0])


def save_record(record: GameRecord, path: str | os.PathLike[str]) -> None:
    """Write ``record`` to ``path`` atomically: a crash leaves the old file or the
    new one, never a torn one. Raises OSError on any failure, including
    :class:`RecordNotWritable` for a record that cannot be encoded."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    try:
        # a hot-seat game's file has no "seats" (as before computer seats); no
        # "stops" nor "everything" while empty (as before stops), no
        # "reactions" while unknown; a file holding a field of a later format
        # is written in the current one (a record read from an older file and
        # played on holds a revision, and its mode once it is known)
        empty = {k for k in ("seats", "stops", "everything", "reactions") if getattr(record, k) in ([], {}, None)}
        if record.format < FORMAT_VERSION and (record.revision or record.stops or record.everything
                                               or record.reactions):
            record = record.model_copy(update={"format": FORMAT_VERSION})
        data = record.model_dump_json(indent=1, exclude=empty or None).encode("utf-8")
    except (ValueError, UnicodeError) as e:  # PydanticSerializationError is a ValueError
        raise RecordNotWritable(e) from None
    fd, tmp = tempfile.mkstemp(prefix=".tmp-", suffix=".json", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def load_record(path: str | os.PathLike[str]) -> GameRecord:
    """Read and validate a record. Raises RecordError (one line, naming the file)
    whose ``kind`` says why: ``"unreadable"`` (missing, not a regular file,
    oversized), ``"damaged"``, ``"older"`` (an older or missing format
    version), ``"newer"`` (a newer format, or a newer rules revision:
    :data:`REVISION`). Never writes."""
    path = Path(path)

    def fail(kind: str, why: str) -> RecordError:
        return RecordError(f"{path}: {why}", kind=kind, path=path)

    try:
        # Non-blocking open + fstat: a FIFO, a device (/dev/zero) or a folder
        # named *.json must not hang or exhaust memory; read at most the limit.
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
        try:
            st = os.fstat(fd)
            if not stat.S_ISREG(st.st_mode):
                raise fail("unreadable", "not a regular file, so not a holytable save")
            if st.st_size > MAX_RECORD_BYTES:
                raise fail("unreadable", "too large to be a holytable save")
            with os.fdopen(os.dup(fd), "rb") as f:
                raw = f.read(MAX_RECORD_BYTES + 1)
            if len(raw) > MAX_RECORD_BYTES:
                raise fail("unreadable", "too large to be a holytable save")
        finally:
            os.close(fd)
    except RecordError:
        raise
    except OSError as e:
        raise fail("unreadable", f"cannot read: {e.strerror or e}") from None
    try:
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError) as e:
        raise fail("damaged", f"damaged save file (not valid JSON: {_one_line(e)[:80]})") from None
    if not isinstance(data, dict):
        raise fail("damaged", "damaged save file (not a record)")
    if "format" not in data:
        if {"game", "seed", "choices"} <= data.keys():
            raise fail("older", f"saved by an older holytable: no format version; "
                                f"this version reads {READS}")
        raise fail("damaged", "damaged save file (no format version: not a holytable save)")
    fmt = data["format"]
    if not isinstance(fmt, int) or isinstance(fmt, bool):
        raise fail("damaged", "damaged save file (its format version is not a whole number)")
    if not HOT_SEAT_FORMAT <= fmt <= FORMAT_VERSION:
        shown = fmt if abs(fmt) < 10**6 else "?"  # a hostile 4000-digit number stays off the line
        newer = fmt > FORMAT_VERSION
        raise fail("newer" if newer else "older",
                   f"saved by {'a newer' if newer else 'an older'} holytable: format {shown}; "
                   f"this version reads {READS}")
    rev = data.get("revision")
    if isinstance(rev, int) and not isinstance(rev, bool) and rev > REVISION:
        shown = rev if rev < 10**6 else "?"
        raise fail("newer", f"saved by a newer holytable: rules revision {shown}; "
                            f"this version plays revisions up to {REVISION}")
    try:
        return GameRecord.model_validate(data)
    except ValidationError as e:
        raise fail("damaged", f"damaged save file ({_one_line(e)[:120]})") from None


def saves_dir() -> Path:
    """Where autosaves live: ``$HOLYTABLE_HOME/saves`` if set, else the user data
    directory of platformdirs (e.g. ``~/.local/share/holytable/saves``)."""
    home = os.environ.get("HOLYTABLE_HOME")
    if home:
        return Path(home) / "saves"
    from platformdirs import user_data_dir

    return Path(user_data_dir("holytable", appauthor=False)) / "saves"


def new_save_path(game_id: str) -> Path:
    """A fresh autosave path for a new game of ``game_id``."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    d = saves_dir()
    p = d / f"{game_id}-{stamp}.json"
    n = 1
    while p.exists():
        n += 1
        p = d / f"{game_id}-{stamp}-{n}.json"
    return p


def unfinished_saves() -> list[tuple[Path, GameRecord | None, RecordError | None]]:
    """Every save in :func:`saves_dir` that is not finished, newest first, as
    ``(path, record, None)``; files that cannot be loaded come as
    ``(path, None, error)`` (a RecordError: ``str()`` and ``kind`` say why) and
    are left untouched."""
    out: list[tuple[float, Path, GameRecord | None, RecordError | None]] = []
    d = saves_dir()
    if not d.is_dir():
        return []
    for p in d.glob("*.json"):
        try:
            rec = load_record(p)
        except RecordError as e:
            try:
                when = p.stat().st_mtime
            except OSError:
                when = 0.0
            out.append((when, p, None, e))
            continue
        if not rec.finished:
            out.append((rec.updated, p, rec, None))
    out.sort(key=lambda t: t[0], reverse=True)
    return [(p, r, e) for _, p, r, e in out]
