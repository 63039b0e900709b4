"""The host of a table played from several terminals (issue 15).

The host process alone holds the :class:`~holytable.engine.game.Game` and its
:class:`~holytable.engine.record.GameRecord`. Seats join over a unix-domain
socket (asyncio streams) in a folder only this user may open
(:func:`socket_dir`, mode 0700), so the table is out of reach of other
machines and of other accounts. Each connection says ``hello`` with the room
code (compared with :func:`hmac.compare_digest`); the host then sends it only
its own seat's view (``game.view(seat)``; a watcher ``game.view(None)``) and
takes from it only choices of its own seat, on the view it was shown
(``at``), of an option on offer. Anything else is answered with an
``error`` message, never a crash; a line too long is answered and the
connection closed. After :attr:`Table.max_wrong` wrong codes every hello is
refused for :attr:`Table.lockout` seconds (a unix socket has no address to
blame: the limit is for the whole table), and each wrong code is answered
after a growing delay.

Every choice is saved (atomically, :func:`~holytable.engine.record.save_record`)
before any seat hears of it, so a host killed at any moment loses at most
the choice in flight; ``holytable host --resume SAVE`` reopens the table.

A seat whose connection drops is away (the others get ``seat_away``); the
game waits; joining again with the code takes the seat back (``seat_back``)
with its whole view.

Seats: ``remote`` ones are played from joining terminals; ``computers`` maps
other seats to a computer player (``holytable.bot``), played here; any other
seat is played on the host's own screen through :meth:`Table.choose`. ``own``:
the remote seat the host's own screen plays over its own connection (the
lobby's host, ``holytable host`` without a game): a join without a seat
never takes it.
"""
from __future__ import annotations

import asyncio
import hashlib
import hmac
import os
import stat
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

from holytable.engine.decision import PASS, IllegalChoice
from holytable.engine.game import Game
from holytable.engine.record import FORMAT_VERSION, GameRecord, save_record, take_back
from holytable.engine.stops import WINDOW_SEARCH, WINDOW_SECONDS, asks, default_stops
from holytable.engine.text import safe_text

from . import messages as m

#: Seconds a new connection has to say hello.
HELLO_TIMEOUT = 10.0
#: Seconds a seat may take to read what it is sent before it is dropped.
SEND_TIMEOUT = 20.0


def socket_dir() -> Path:
    """The folder of this user's table sockets: ``$HOLYTABLE_HOME/tables``
    when that is set, else ``tables`` in the user's runtime folder
    (platformdirs). Made with mode 0700; raises OSError when it exists with
    looser rights or belongs to another user (a socket there could be
    reached by others)."""
    home = os.environ.get("HOLYTABLE_HOME")
    if home:
        d = Path(home) / "tables"
    else:
        from platformdirs import user_runtime_dir

        d = Path(user_runtime_dir("holytable", appauthor=False)) / "tables"
    d.mkdir(parents=True, exist_ok=True, mode=0o700)
    st = d.stat()
    if st.st_uid != os.getuid():
        raise OSError(f"{d} belongs to another user: no table is opened there")
    if stat.S_IMODE(st.st_mode) & 0o077:
        os.chmod(d, 0o700)
    return d


def socket_path(code: str, folder: Path | None = None) -> Path:
    """Where the table of room code ``code`` listens: a name made from a
    hash of the code (so ``join CODE`` finds it; the name tells nothing of
    the code)."""
    h = hashlib.sha256(b"holytable-room:" + m.normal_code(code).encode()).hexdigest()[:20]
    return (folder or socket_dir()) / f"{h}.sock"


@dataclass(eq=False)
class Conn:
    """One joined terminal: its seat (None: a watcher), its outgoing queue
    and how much of its log it has been sent."""

    writer: asyncio.StreamWriter
    seat: int | None = None
    queue: asyncio.Queue = field(default_factory=asyncio.Queue)
    sent_log: tuple = ()
    task: asyncio.Task | None = None
    closed: bool = False

    def send(self, msg: m._Msg) -> None:
        if not self.closed:
            self.queue.put_nowait(m.encode(msg))



#: Seconds each decision of a computer seat takes at a table, whatever it
#: holds (issue 16), and the seconds of search it gets in them.
PACE_SECONDS = WINDOW_SECONDS
PACE_SEARCH = WINDOW_SEARCH

class Table:
    """A game served to joining seats (see the module's text).

    ``game``/``record``: the game and its record; ``save_path``: its autosave
    (None: not saved, for tests); ``code``: the room code (a fresh one by
    default); ``remote``: the seats played from joining terminals (default:
    every seat not in ``computers``); ``computers``: seat -> a player with
    ``choose(game, seat, should_stop) -> option id`` (``holytable.bot``).
    ``clock``/``max_wrong``/``lockout``/``delay``: the wrong-code limit (the
    n-th wrong code in a row is answered after ``delay * 2**n`` seconds, at
    most 2 s).
    """

    def __init__(self, game: Game, record: GameRecord, save_path: Path | None = None, code: str | None = None,
                 *, remote: set[int] | None = None, computers: dict[int, Any] | None = None,
                 clock: Callable[[], float] = time.monotonic, max_wrong: int = 5, lockout: float = 30.0,
                 delay: float = 0.1, own: int | None = None) -> None:
        self.game = game
        self.own = own
        self.record = record
        self.save_path = save_path
        self.code = code or m.new_code()
        self._code_key = m.normal_code(self.code).encode()
        self.computers = dict(computers or {})
        self.remote = set(range(game.num_players)) - set(self.computers) if remote is None else set(remote)
        self.clock, self.max_wrong, self.lockout, self.delay = clock, max_wrong, lockout, delay
        self.wrong = 0
        self.locked_until = 0.0
        self.conns: dict[int, Conn] = {}
        self.watchers: set[Conn] = set()
        self.joined: set[int] = set()  # remote seats that have joined once
        #: each joined seat's stops (issue 16): the moments its windows are asked
        #: at; the game's defaults (``engine.stops.default_stops``)
        self.stops: dict[int, frozenset[str]] = {s: default_stops(type(game)) for s in self.remote}
        known = {mo.key for mo in type(game).MOMENTS}
        #: the seats whose stops the table keeps from the seat itself (set by it,
        #: or read from the save): a seat joining again is told them
        self.stops_set: set[int] = set()
        defaults = default_stops(type(game))
        for s, keys in enumerate(record.stops[: game.num_players]):  # a resumed table: the saved stops
            if s in self.remote:  # (none at all is a choice too)
                self.stops[s] = frozenset(k for k in keys if k in known)
                # the table writes the defaults for a seat that never set its own:
                # such a seat joining sends its own (break22)
                if self.stops[s] != defaults:
                    self.stops_set.add(s)
        #: each joined seat's one-turn "ask me at everything": seat -> the turn
        #: (``log.turn``) it was switched on in; it lasts to the end of the next
        self.everything: dict[int, int] = {int(k): v for k, v in record.everything.items()
                                           if k.isdigit() and int(k) in self.remote and v <= game.log.turn}
        self.listeners: list[Callable[[], None]] = []
        self.errors: list[str] = []  # every error answered, for the host's own screen and the tests
        self.save_error: str | None = None
        self.server: asyncio.base_events.Server | None = None
        self._computer_task: asyncio.Task | None = None
        self._handlers: set[asyncio.Task] = set()  # the connections' tasks
        self._stopping = False
        self.save()

    # -- state -----------------------------------------------------------------
    @property
    def away(self) -> list[int]:
        """Remote seats that joined once and have no connection now."""
        return sorted(s for s in self.joined if s not in self.conns)

    def free_seat(self) -> int | None:
        """The seat a hello without a seat takes: a remote seat never joined,
        else one that is away (never the host's :attr:`own` seat); None when
        every remote seat is taken."""
        fresh = [s for s in sorted(self.remote) if s not in self.joined and s != self.own]
        return (fresh or [s for s in self.away if s != self.own] or [None])[0]

    def save(self) -> None:
        """Write the record (atomically); a failure is kept in :attr:`save_error`."""
        self.record = self.record.synced(self.game)
        if type(self.game).MOMENTS:  # the joined seats' stops and toggles, for a resumed table
            self.everything = {s: at for s, at in self.everything.items() if self.everything_on(s)}
            self.record = self.record.model_copy(update={"stops": [
                sorted(self.stops.get(s, default_stops(type(self.game)))) for s in range(self.game.num_players)],
                "everything": {str(s): at for s, at in sorted(self.everything.items())},
                # a table asks at stops: a game begun here keeps that when resumed at one keyboard
                "reactions": self.record.reactions or "stops", "format": FORMAT_VERSION})
        if self.save_path is None:
            return
        try:
            save_record(self.record, self.save_path)
            self.save_error = None
        except OSError as e:
            self.save_error = f"NOT SAVED: {e.strerror or e}"

    # -- choices -----------------------------------------------------------------
    def choose(self, seat: int | None, option_id: str, at: int) -> str | None:
        """Seat ``seat`` chooses ``option_id`` on the view of ``at`` choices.
        Returns None when done (saved, every seat told), else the one-line
        reason it was refused (the game unchanged)."""
        g = self.game
        d = g.pending
        if seat is None:
            return "a watcher cannot choose"
        if d is None:
            return "the game is over"
        if d.player != seat:
            return f"it is not your choice now: {g.names[d.player]} is choosing"
        if at != len(g.choices):
            return f"that choice was made on an old view (choice {at}; the game is at {len(g.choices)})"
        if option_id not in d:
            return "that option is not on offer"
        try:
            g.choose(option_id)
            self.pass_windows()
        except IllegalChoice:
            return "that option is not on offer"
        except Exception as e:  # a bug in an engine: the table goes on from the record
            self.game = self.record.build()
            return f"internal error in holytable ({type(e).__name__}): the choice was not made"
        self.save()
        self.changed()
        return None

    def pass_windows(self) -> None:
        """Pass every response window of a joined seat at a moment that is not
        one of its :attr:`stops` (issue 16): at once, here, whatever the seat
        holds, so neither a handoff (there is none) nor the time it takes tells
        the others anything; at its stops the seat is asked, Pass alone or not."""
        g = self.game
        while (d := g.pending) is not None and d.window and d.player in self.remote \
                and not asks(d, self.stops.get(d.player, ()), self.everything_on(d.player)):
            g.choose(PASS)

    def everything_on(self, seat: int) -> bool:
        """True while ``seat``'s one-turn "ask me at everything" lasts: to the
        end of the turn after the one it was switched on in (as at one
        keyboard, ``ui.stops.TableStops``)."""
        at = self.everything.get(seat)
        return at is not None and self.game.log.turn <= at + 1

    def set_stops(self, seat: int | None, keys: list[str], everything: bool | None = None) -> str | None:
        """A joined seat's stops from now on (issue 16), and its one-turn "ask
        me at everything" (on: from this turn to the end of the next, unless
        already on; off: at once; None: as it is); None when done, else why
        not (an unknown moment, a watcher). The window asked now, if any,
        stays asked."""
        if seat is None or seat not in self.remote:
            return "only a joined seat has stops"
        known = {mo.key for mo in type(self.game).MOMENTS}
        unknown = [k for k in keys if k not in known]
        if unknown:
            return f"no such moment in {self.game.title}: {safe_text(unknown[0])[:40]}"
        self.stops[seat] = frozenset(keys)
        self.stops_set.add(seat)
        if everything is None:
            pass
        elif not everything:
            self.everything.pop(seat, None)
        elif not self.everything_on(seat):
            self.everything[seat] = self.game.log.turn
        self.save()
        return None

    def take_back(self, seat: int | None, at: int) -> str | None:
        """Seat ``seat`` takes back its last choice (``Game.can_take_back``);
        None when done, else why not."""
        if seat is None or not self.game.can_take_back(seat):
            return "nothing to take back"
        if at != len(self.game.choices):
            return f"that takeback was asked on an old view (choice {at}; the game is at {len(self.game.choices)})"
        self.record, self.game = take_back(self.record, self.game, seat)
        # a toggle switched on in a turn taken back counts from this one (two turns at most)
        self.everything = {s: min(at, self.game.log.turn) for s, at in self.everything.items()}
        self.pass_windows()
        self.save()
        self.changed()
        return None

    def changed(self) -> None:
        """Tell every connection its new view (and the end, when over), the
        host's screen, and start a computer seat's turn."""
        for c in list(self.conns.values()) + list(self.watchers):
            self.send_view(c)
            if self.game.over:
                o = self.game.outcome
                c.send(m.Over(winner=o.winner, reason=o.reason))
        for f in list(self.listeners):
            f()
        self._computer_turn()

    def send_view(self, c: Conn) -> None:
        """``c``'s seat's view; only the log's new part when the part it has
        is unchanged (an old event's cards can be cut later: then all)."""
        v = self.game.view(c.seat)
        n = len(c.sent_log)
        log_from = n if n <= len(v.log) and v.log[:n] == c.sent_log else 0
        c.sent_log = v.log
        tb = c.seat is not None and self.game.can_take_back(c.seat)
        c.send(m.ViewMsg(view=m.view_to_wire(v, log_from), log_from=log_from, can_take_back=tb))

    def _computer_turn(self) -> None:
        d = self.game.pending
        if d is None or d.player not in self.computers:
            return
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            return
        t = self._computer_task
        # (the computer's own choice ends its task: its next decision is a new one)
        if t is not None and not t.done() and t is not asyncio.current_task():
            return
        self._computer_task = loop.create_task(self._computer(d.player))

    async def _computer(self, seat: int) -> None:
        """The computer seat ``seat`` chooses in a thread. Every one of its
        decisions takes :data:`PACE_SECONDS` whatever it holds (its search
        stopped after ``PACE_SEARCH``): a Pass-only window or an empty phase
        answered at once, and a search otherwise, would tell the other seats
        what it held (issue 16); the joined seats see its choices one at a
        time."""
        g = self.game
        at = len(g.choices)
        loop = asyncio.get_running_loop()
        started = loop.time()
        stop = threading.Event()
        loop.call_later(PACE_SEARCH, stop.set)
        cid = await asyncio.to_thread(self.computers[seat].choose, g.clone(), seat, stop.is_set)
        await asyncio.sleep(max(0.0, PACE_SECONDS - (loop.time() - started)))
        if self.game is g and len(g.choices) == at:
            err = self.choose(seat, cid, at)
            if err:
                self.errors.append(f"computer seat {seat}: {err}")
        else:  # the game moved on meanwhile (a takeback): the decision now is a new one
            self._computer_turn()

    # -- serving -------------------------------------------------------------------
    async def start(self, path: Path | None = None) -> Path:
        """Listen at ``path`` (default :func:`socket_path` of the code); a
        stale socket file there is replaced. Returns the path."""
        path = Path(path) if path is not None else socket_path(self.code)
        try:
            path.unlink()
        except FileNotFoundError:
            pass
        self.server = await asyncio.start_unix_server(self._serve, path=str(path), limit=m.MAX_CLIENT_LINE)
        os.chmod(path, 0o600)
        self.path = path
        k = len(self.game.choices)
        self.pass_windows()  # a resumed game may stop at a window that is no stop
        if len(self.game.choices) != k:
            self.save()
        self._computer_turn()
        return path

    async def stop(self) -> None:
        """Stop listening, close every connection and remove the socket (no
        seat is told another is away: the table closes for all)."""
        self._stopping = True
        if self.server is not None:
            self.server.close()
        for c in list(self.conns.values()) + list(self.watchers):
            await self._close(c)
        for t in list(self._handlers):  # nothing left for the event loop to cancel at its end
            t.cancel()
        if self._handlers:
            await asyncio.wait(list(self._handlers), timeout=5)
        if self._computer_task is not None:
            self._computer_task.cancel()
        if self.server is not None:
            try:
                Path(self.path).unlink()
            except OSError:
                pass
            self.server = None

    def error(self, c: Conn, message: str, fatal: bool = False) -> None:
        self.errors.append(message)
        c.send(m.Error(message=message[:500], fatal=fatal))

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        c = Conn(writer)
        c.task = asyncio.create_task(self._writer(c))
        me = asyncio.current_task()
        if me is not None:
            self._handlers.add(me)
            me.add_done_callback(self._handlers.discard)
        try:
            if await self._hello(c, reader):
                await self._read(c, reader)
        except (ConnectionError, asyncio.IncompleteReadError):
            pass
        except asyncio.CancelledError:
            pass  # the host stops (and Python 3.11's streams report a cancelled handler as an error)
        finally:
            try:
                await self._close(c)
            except asyncio.CancelledError:
                pass

    async def _readline(self, c: Conn, reader: asyncio.StreamReader) -> bytes | None:
        """The next line, or None at the end (a line too long: error + None)."""
        try:
            line = await reader.readline()
        except ValueError:  # past MAX_CLIENT_LINE (asyncio's LimitOverrunError)
            self.error(c, f"message too long (at most {m.MAX_CLIENT_LINE} bytes): closing", fatal=True)
            return None
        if not line.endswith(b"\n"):
            return None  # the end (a last line cut short is not a message)
        return line

    async def _hello(self, c: Conn, reader: asyncio.StreamReader) -> bool:
        try:
            line = await asyncio.wait_for(self._readline(c, reader), HELLO_TIMEOUT)
        except asyncio.TimeoutError:
            self.error(c, "no hello: closing", fatal=True)
            return False
        if line is None:
            return False
        try:
            msg = m.decode_client(line)
        except m.ProtocolError as e:
            self.error(c, f"{e}: closing", fatal=True)
            return False
        if not isinstance(msg, m.Hello):
            self.error(c, "say hello with the room code first: closing", fatal=True)
            return False
        now = self.clock()
        if now < self.locked_until:
            self.error(c, f"too many wrong room codes: try again in {int(self.locked_until - now) + 1} s", fatal=True)
            return False
        if not hmac.compare_digest(m.normal_code(msg.code).encode(), self._code_key):
            self.wrong += 1
            n = self.wrong
            if n >= self.max_wrong:
                self.wrong = 0
                self.locked_until = self.clock() + self.lockout
            await asyncio.sleep(min(2.0, self.delay * 2 ** min(n, 5)))
            self.error(c, "wrong room code", fatal=True)
            return False
        self.wrong = 0
        g = self.game
        if msg.watch:
            c.seat = None
            self.watchers.add(c)
        else:
            seat = self.free_seat() if msg.seat is None else msg.seat
            if seat is None:
                self.error(c, "every seat is taken: join with --watch to watch", fatal=True)
                return False
            if seat >= g.num_players or seat not in self.remote:
                self.error(c, f"seat {seat + 1} is not open to join", fatal=True)
                return False
            if seat in self.conns:
                self.error(c, f"seat {seat + 1} ({g.names[seat]}) is taken", fatal=True)
                return False
            back = seat in self.joined
            c.seat = seat
            self.conns[seat] = c
            self.joined.add(seat)
            if back:
                for o in self._others(c):
                    o.send(m.SeatBack(seat=seat))
            for f in list(self.listeners):
                f()
        kept = c.seat is not None and c.seat in self.stops_set
        c.send(m.Welcome(seat=c.seat, names=list(g.names), game=g.game_id, title=g.title, away=self.away,
                         stops=sorted(self.stops[c.seat]) if kept else None,
                         everything=self.everything.get(c.seat) if c.seat is not None and self.everything_on(c.seat)
                         else None))
        self.send_view(c)
        if g.over:
            o = g.outcome
            c.send(m.Over(winner=o.winner, reason=o.reason))
        return True

    def _others(self, c: Conn) -> list[Conn]:
        return [o for o in list(self.conns.values()) + list(self.watchers) if o is not c]

    async def _read(self, c: Conn, reader: asyncio.StreamReader) -> None:
        while True:
            line = await self._readline(c, reader)
            if line is None:
                return
            try:
                msg = m.decode_client(line)
            except m.ProtocolError as e:
                self.error(c, str(e))
                continue
            if isinstance(msg, m.Bye):
                return
            if isinstance(msg, m.Hello):
                self.error(c, "already joined")
                continue
            if isinstance(msg, m.Choose):
                err = self.choose(c.seat, msg.option_id, msg.at)
            elif isinstance(msg, m.SetStops):
                err = self.set_stops(c.seat, msg.keys, msg.everything)
            else:
                err = self.take_back(c.seat, msg.at)
            if err:
                self.error(c, err)
                self.send_view(c)  # what the seat should have chosen from

    async def _writer(self, c: Conn) -> None:
        try:
            while True:
                data = await c.queue.get()
                if data is None:
                    break
                c.writer.write(data)
                await asyncio.wait_for(c.writer.drain(), SEND_TIMEOUT)
        except (ConnectionError, asyncio.TimeoutError):
            pass
        finally:
            c.closed = True
            c.writer.close()

    async def _close(self, c: Conn) -> None:
        """Drop ``c`` once what it was sent is written: its seat is away."""
        if c.seat is not None and self.conns.get(c.seat) is c:
            del self.conns[c.seat]
            for o in self._others(c) if not self._stopping else ():
                o.send(m.SeatAway(seat=c.seat))
            for f in list(self.listeners):
                f()
        self.watchers.discard(c)
        if not c.closed:
            c.queue.put_nowait(None)
        if c.task is not None:
            try:
                await asyncio.wait_for(asyncio.shield(c.task), 5)
            except asyncio.CancelledError:
                c.task.cancel()
                me = asyncio.current_task()
                if me is not None and me.cancelling():
                    raise  # this task is being cancelled (the host stops), not only the writer
            except (asyncio.TimeoutError, Exception):
                c.task.cancel()
        c.closed = True


__all__ = ["Table", "socket_dir", "socket_path", "HELLO_TIMEOUT"]
