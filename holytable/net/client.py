"""A joined seat: the client side of a table (issue 15), without any screen.

:meth:`Seat.join` connects to a host's socket, says hello and waits for the
welcome; :meth:`Seat.recv` reads the host's next message and keeps
:attr:`Seat.view` (a typed :class:`~holytable.engine.view.View` of the game's
own board, rebuilt with :func:`~holytable.net.messages.view_from_wire`),
:attr:`Seat.away` and :attr:`Seat.over` up to date; :meth:`Seat.choose`
sends a choice made on the current view.

Errors: :class:`JoinError` (one line) when the host cannot be reached or
refuses the hello; :class:`~holytable.net.messages.ProtocolError` for a line
from the host that is not a message.
"""
from __future__ import annotations

import asyncio
from pathlib import Path

from holytable.engine.view import View

from . import messages as m


class JoinError(RuntimeError):
    """Joining failed; ``str()`` is one line for the player."""


class Seat:
    """One connection to a table (see the module's text)."""

    def __init__(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.reader, self.writer = reader, writer
        self.welcome: m.Welcome | None = None
        self.view: View | None = None
        self.away: set[int] = set()
        self.over: m.Over | None = None
        self.errors: list[str] = []
        self.received = 0  # bytes read
        self.can_take_back = False  # the host says the seat may take back its last choice

    @classmethod
    async def join(cls, path: Path | str, code: str, seat: int | None = None, watch: bool = False) -> "Seat":
        """Connect to the table at ``path`` with ``code``: the seat wanted
        (None: the next free one) or watching. Returns once welcomed (the
        first view is read by the next :meth:`recv`). Raises JoinError."""
        try:
            reader, writer = await asyncio.open_unix_connection(str(path), limit=m.MAX_HOST_LINE)
        except FileNotFoundError:
            raise JoinError("no table with that room code on this machine (is its host running?)") from None
        except OSError as e:
            raise JoinError(f"cannot reach the table: {e.strerror or e}") from None
        s = cls(reader, writer)
        await s.send(m.Hello(code=code, seat=seat, watch=watch))
        msg = await s.recv()
        if isinstance(msg, m.Welcome):
            return s
        await s.close()
        if isinstance(msg, m.Error):
            raise JoinError(msg.message)
        raise JoinError("the table closed the connection")

    @property
    def seat(self) -> int | None:
        return self.welcome.seat if self.welcome else None

    async def send(self, msg: m._Msg) -> None:
        self.writer.write(m.encode(msg))
        await self.writer.drain()

    async def recv(self) -> m.Welcome | m.ViewMsg | m.Error | m.SeatAway | m.SeatBack | m.Over | None:
        """The host's next message (None: the connection is closed), the
        seat's state brought up to date with it."""
        try:
            line = await self.reader.readline()
        except ValueError:
            raise m.ProtocolError(f"a message from the host is too long (at most {m.MAX_HOST_LINE} bytes)") from None
        except ConnectionError:
            return None
        if not line.endswith(b"\n"):
            return None
        self.received += len(line)
        msg = m.decode_host(line)
        if isinstance(msg, m.Welcome):
            self.welcome = msg
            self.away = set(msg.away)
        elif isinstance(msg, m.ViewMsg):
            if self.welcome is None:
                raise m.ProtocolError("a view before the welcome")
            earlier = self.view.log if self.view is not None else ()
            self.view = m.view_from_wire(self.welcome.game, msg.view, earlier, msg.log_from)
            self.can_take_back = msg.can_take_back
        elif isinstance(msg, m.SeatAway):
            self.away.add(msg.seat)
        elif isinstance(msg, m.SeatBack):
            self.away.discard(msg.seat)
        elif isinstance(msg, m.Over):
            self.over = msg
        elif isinstance(msg, m.Error):
            self.errors.append(msg.message)
        return msg

    async def choose(self, option_id: str) -> None:
        """Choose ``option_id`` of the current view's options."""
        assert self.view is not None
        await self.send(m.Choose(option_id=option_id, at=self.view.choices_made))

    async def set_stops(self, keys, everything: bool | None = None) -> None:
        """This seat's stops from now on (keys of its game's ``MOMENTS``), and
        whether its one-turn "ask me at everything" is on (None: unchanged)."""
        await self.send(m.SetStops(keys=sorted(keys), everything=everything))

    async def take_back(self) -> None:
        assert self.view is not None
        await self.send(m.TakeBack(at=self.view.choices_made))

    async def close(self, bye: bool = True) -> None:
        try:
            if bye:
                await self.send(m.Bye())
            self.writer.close()
            await self.writer.wait_closed()
        except (ConnectionError, OSError):
            pass


__all__ = ["Seat", "JoinError"]
