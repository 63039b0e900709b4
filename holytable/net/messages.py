"""The table protocol: what a host and its seats say to each other (issue 15).

One message is one line of JSON (UTF-8, ending in ``\\n``), an object whose
``"type"`` picks its model below; every message carries the protocol version
``v`` (:data:`VERSION`). Both sides validate what they read with these pydantic
models (``extra="forbid"``) and check a line's length before parsing it:
:data:`MAX_CLIENT_LINE` bytes for what a seat sends, :data:`MAX_HOST_LINE` for
what the host sends (a view carries the seat's whole log: measured, a finished
game's view is 40-200 kB of JSON).

Seat -> host (:data:`ClientMessage`):

- ``hello(code, seat | None, watch)``: the first message; the room code, the
  seat wanted (None: the next free one) or ``watch`` for public information.
- ``choose(option_id, at)``: an option of the seat's pending decision; ``at``
  is the number of choices the game had made in the view it was picked from
  (``View.choices_made``): a stale ``at`` is refused.
- ``takeback(at)``: take back the seat's last choice (when the game allows it).
- ``stops(keys)``: the seat's stops from now on (issue 16): the moments
  (keys of its game's ``MOMENTS``) at which its response windows are asked;
  the host passes its other windows at once. Until it says, the game's
  defaults.
- ``bye``: leaving on purpose (the seat is away, as when a connection drops).

Host -> seat (:data:`HostMessage`):

- ``welcome(seat, names, game, title, code_ok)``: the hello was accepted;
  ``seat`` is None for a watcher.
- ``view(view, log_from, can_take_back)``: the seat's :class:`~holytable.engine.view.View` as plain
  JSON data (:func:`view_to_wire`; rebuilt typed by :func:`view_from_wire`).
- ``error(message, fatal)``: one line; ``fatal``: the host closes the connection.
- ``seat_away(seat)`` / ``seat_back(seat)``: a seat's connection dropped / came back.
- ``over(winner, reason)``: the game has ended.

Errors: :class:`ProtocolError` (one line) for a line too long, not JSON, not
an object of a known type, or of another version.
"""
from __future__ import annotations

import dataclasses
import functools
import json
import typing
from typing import Annotated, Any, Literal, Union

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError

from holytable.engine.text import safe_text
from holytable.engine.view import View

#: The protocol version every message carries; a message of another version is refused.
#: 2: ``stops`` carries ``everything`` (None: as it is), ``welcome`` the seat's kept
#: stops and toggle (issue 16); a holytable of version 1 is told the version.
VERSION = 2
#: The longest line a seat may send (bytes, with its newline): past it, an
#: error and the connection is closed (checked before any parsing).
MAX_CLIENT_LINE = 256 * 1024
#: The longest line the host sends (a view holds the seat's whole log).
MAX_HOST_LINE = 8 * 1024 * 1024
#: The room code's alphabet: Crockford's base 32 (no I, L, O, U): 12 of them
#: are 60 bits.
CODE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
CODE_CHARS = 12


class ProtocolError(ValueError):
    """A line that is not a message of this protocol; ``str()`` is one line."""


class _Msg(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    v: int = VERSION


# -- seat -> host ---------------------------------------------------------------
class Hello(_Msg):
    type: Literal["hello"] = "hello"
    code: str = Field(max_length=64)
    seat: int | None = Field(default=None, ge=0, lt=8)
    watch: bool = False


class Choose(_Msg):
    type: Literal["choose"] = "choose"
    option_id: str = Field(min_length=1, max_length=400)
    at: int = Field(ge=0)


class TakeBack(_Msg):
    type: Literal["takeback"] = "takeback"
    at: int = Field(ge=0)


class Bye(_Msg):
    type: Literal["bye"] = "bye"


class SetStops(_Msg):
    """A joined seat's stops from now on (issue 16): ``keys``, moments of its
    game's ``MOMENTS``; ``everything``: its one-turn "ask me at everything"
    is on (to the end of the turn after the one it was switched on in), off,
    or None: as it is (a seat sending its stops as it joins)."""
    type: Literal["stops"] = "stops"
    keys: list[Annotated[str, Field(max_length=40)]] = Field(max_length=64)
    everything: bool | None = None


ClientMessage = Annotated[Union[Hello, Choose, TakeBack, Bye, SetStops], Field(discriminator="type")]


# -- host -> seat ---------------------------------------------------------------
class Welcome(_Msg):
    type: Literal["welcome"] = "welcome"
    seat: int | None
    names: list[str]
    game: str
    title: str
    away: list[int] = []
    #: the seat's stops the table keeps (issue 16; None: it has none of the
    #: seat's yet, and the seat sends its own), and the turn its one-turn
    #: "ask me at everything" was switched on in (None: off)
    stops: list[Annotated[str, Field(max_length=40)]] | None = Field(default=None, max_length=64)
    everything: int | None = None


class ViewMsg(_Msg):
    type: Literal["view"] = "view"
    view: dict[str, Any]
    log_from: int = Field(default=0, ge=0)
    can_take_back: bool = False


class Error(_Msg):
    type: Literal["error"] = "error"
    message: str = Field(max_length=500)
    fatal: bool = False


class SeatAway(_Msg):
    type: Literal["seat_away"] = "seat_away"
    seat: int


class SeatBack(_Msg):
    type: Literal["seat_back"] = "seat_back"
    seat: int


class Over(_Msg):
    type: Literal["over"] = "over"
    winner: int | None
    reason: str


HostMessage = Annotated[Union[Welcome, ViewMsg, Error, SeatAway, SeatBack, Over], Field(discriminator="type")]

_CLIENT = TypeAdapter(ClientMessage)
_HOST = TypeAdapter(HostMessage)


# -- lines ----------------------------------------------------------------------
def encode(msg: _Msg) -> bytes:
    """One message as its line (compact JSON, ``\\n``-terminated)."""
    return msg.model_dump_json().encode("utf-8") + b"\n"


def _decode(line: bytes, adapter: TypeAdapter, limit: int, who: str) -> Any:
    if len(line) > limit:
        raise ProtocolError(f"message too long ({len(line)} bytes; at most {limit})")
    try:
        data = json.loads(line.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError) as e:
        raise ProtocolError(f"not a JSON message ({' '.join(str(e).split())[:80]})") from None
    if not isinstance(data, dict):
        raise ProtocolError("not a message (a JSON object with a \"type\")")
    v = data.get("v", VERSION)
    if v != VERSION:
        raise ProtocolError(f"protocol version {safe_text(v, 12)} is not this holytable's ({VERSION})")
    try:
        return adapter.validate_python(data)
    except ValidationError as e:
        err = e.errors()[0]
        loc = ".".join(str(x) for x in err["loc"])
        # the message may quote what was sent (an unknown type): one safe line
        raise ProtocolError(safe_text(f"not a {who} message ({loc}: {err['msg']})", 200)) from None


def decode_client(line: bytes) -> Hello | Choose | TakeBack | Bye:
    """A seat's line as its message. Raises ProtocolError."""
    return _decode(line, _CLIENT, MAX_CLIENT_LINE, "seat")


def decode_host(line: bytes) -> Welcome | ViewMsg | Error | SeatAway | SeatBack | Over:
    """The host's line as its message. Raises ProtocolError."""
    return _decode(line, _HOST, MAX_HOST_LINE, "host")


# -- views ----------------------------------------------------------------------
def view_to_wire(view: View, log_from: int = 0) -> dict[str, Any]:
    """A view as JSON data: every field (the board nested under ``"board"``,
    log events and options as dicts), as the engine's own
    :func:`~holytable.engine.view.plain` makes it (dumped by pydantic over the
    game's typed view: 5 to 15 times faster); ``log`` holds only the events
    from ``log_from`` on (the seat has the ones before: a view message
    carries the log's new part, the log of a long game being most of a view)."""
    if log_from:
        view = dataclasses.replace(view, log=view.log[log_from:])
    return _view_adapter(view.game).dump_python(view, mode="json")


@functools.lru_cache(maxsize=None)
def _view_adapter(game_id: str) -> TypeAdapter:
    from holytable.games import game_class

    board = typing.get_type_hints(game_class(game_id).board_view)["return"]
    return TypeAdapter(View[board])  # type: ignore[valid-type]


def view_from_wire(game_id: str, data: dict[str, Any], earlier: tuple = (), log_from: int = 0) -> View:
    """The typed :class:`View` of ``data`` (:func:`view_to_wire`'s form), the
    board as ``game_id``'s own board dataclass; its log is ``earlier[:log_from]``
    followed by the events ``data`` holds. Raises ProtocolError when it is not
    a view of that game, or ``log_from`` is past the events this seat has."""
    if log_from > len(earlier):
        raise ProtocolError(f"a view's log goes on from event {log_from}, but this seat has {len(earlier)}")
    try:
        view = _view_adapter(game_id).validate_python(data)
    except (ValidationError, KeyError) as e:
        raise ProtocolError(f"not a view of {game_id} ({' '.join(str(e).split())[:120]})") from None
    if log_from:
        view = dataclasses.replace(view, log=tuple(earlier[:log_from]) + view.log)
    return view


# -- room codes -----------------------------------------------------------------
def new_code() -> str:
    """A fresh room code ``XXXX-XXXX-XXXX``: 12 characters of
    :data:`CODE_ALPHABET` from :mod:`secrets` (60 bits)."""
    import secrets

    s = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_CHARS))
    return f"{s[0:4]}-{s[4:8]}-{s[8:12]}"


def normal_code(text: str) -> str:
    """``text`` as a code is compared: upper case, without ``-`` and spaces,
    Crockford's look-alikes read as digits (O as 0; I and L as 1)."""
    t = "".join(text.split()).replace("-", "").upper()
    return t.translate(str.maketrans("OIL", "011"))


__all__ = [
    "VERSION", "MAX_CLIENT_LINE", "MAX_HOST_LINE", "ProtocolError", "Hello", "Choose", "TakeBack", "Bye",
    "Welcome", "ViewMsg", "Error", "SeatAway", "SeatBack", "Over", "encode", "decode_client", "decode_host",
    "view_to_wire", "view_from_wire", "new_code", "normal_code",
]
