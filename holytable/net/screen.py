"""``holytable join``'s screen: the game's own screen for one joined seat (issue 15).

:class:`RemoteGame` gives a game screen the small surface of
:class:`~holytable.engine.game.Game` it reads (``view``, ``pending``,
``choices``, ``log``, ``over``, ``names``, ``title``...), fed by the host's
view messages (:class:`~holytable.net.client.Seat`); :func:`remote_screen`
makes the game's screen class (``games/<id>/screen.py``) into one whose
choices go to the host as messages and that redraws when a view comes. There
are no handoff screens: this terminal only ever shows its own seat's view.
While another seat decides the prompt says who ("Bo is choosing…", "Bo is
away: the game waits."). The host passes this seat's response windows
that are not at its stops (the game's default stops) at once, and asks it at
its stops even when Pass is all it has (issue 16: nothing about its hand
shows in how long the others wait). Nothing is saved here: the host keeps
the game.

The lobby's host (``holytable host`` with no game, :func:`host_game`) plays
its own seat on the same screen: the :class:`~holytable.net.host.Table` runs
in the app's event loop and the host's seat joins it over its own socket like
any other seat (one path for every seat: the host's screen gets only its own
seat's view). That screen shows the room code in its header; Esc stops the
table (its save stays) and goes back to the lobby.

This is the one UI module of :mod:`holytable.net` (it imports Textual).
"""
from __future__ import annotations

import asyncio
from typing import Any

from rich.text import Text
from textual import events
from textual.css.query import NoMatches

from holytable.engine.decision import PASS
from holytable.engine.record import GameRecord
from holytable.ui.app import HolytableApp, screen_class
from holytable.ui.modals import ConfirmScreen

from . import messages as m
from .client import Seat


class _Pending:
    """The pending decision as far as a view tells it."""

    def __init__(self, view: Any) -> None:
        self.player = view.deciding
        self.kind = view.decision_kind
        self.prompt = view.prompt or ""
        self.window = view.window
        self.options = view.options
        self.moment = ""

    def only_pass(self) -> bool:
        return self.window and len(self.options) == 1 and self.options[0].id == PASS

    def ids(self) -> list[str]:
        return [o.id for o in self.options]


class RemoteGame:
    """What a game screen reads of a game, from a joined seat's last view."""

    MOMENTS: dict = {}

    def __init__(self, seat: Seat) -> None:
        self.client = seat
        w = seat.welcome
        self.game_id, self.title, self.names = w.game, w.title, list(w.names)
        self.num_players = len(self.names)
        self.options: dict = {}

    @property
    def _v(self) -> Any:
        return self.client.view

    def view(self, player: int | None) -> Any:
        return self._v

    @property
    def pending(self) -> _Pending | None:
        v = self._v
        return None if v is None or v.outcome is not None or v.deciding is None else _Pending(v)

    @property
    def choices(self) -> list[None]:
        return [None] * (self._v.choices_made if self._v is not None else 0)

    passes: list[int] = []
    deciders: list[int] = []

    @property
    def log(self) -> tuple:
        return self._v.log if self._v is not None else ()

    @property
    def over(self) -> bool:
        return self._v is not None and self._v.outcome is not None

    @property
    def outcome(self) -> Any:
        return self._v.outcome if self._v is not None else None

    def can_take_back(self, player: int) -> bool:
        return player == self.client.seat and self.client.can_take_back

    def last_real_choice(self) -> None:
        return None

    def last_decider(self) -> None:
        return None


def host_header(head: str, code: str, width: int) -> tuple[Text, int]:
    """The host's header: the game's own words, whole, then the room code,
    on one line when they fit ``width`` cells, else the code on a second
    line (fresh19/20: "Player 2…" was all a long header kept of whose turn
    it was). ``(text, rows)``."""
    from rich.cells import cell_len

    one = Text.assemble(" " + head, (f" · Room {code}", "bold"), no_wrap=True)
    if cell_len(one.plain) <= width:
        return one, 1
    two = Text.assemble(" " + head + "\n", (f" Room {code}", "bold"))
    return two, max(2, len(two.wrap(_console(), width)))


def _console():
    import io

    from rich.console import Console

    return Console(width=200, color_system=None, file=io.StringIO(), legacy_windows=False)


def remote_screen(game_id: str, seat: Seat, table: Any = None) -> Any:
    """An instance of ``game_id``'s screen for the joined ``seat`` (see the
    module's text); ``table``: the host's own :class:`~holytable.net.host.Table`
    when this is the host's screen (the room code in the header, Esc stops
    hosting)."""
    base = screen_class(game_id)

    from holytable.games import game_class

    # the game's moments (its stops dialog, ``t``), read from the game's class
    cls = game_class(game_id)
    remote_game = type("Remote" + base.__name__, (RemoteGame,),
                       {"MOMENTS": cls.MOMENTS, "game_id": cls.game_id, "title": cls.title})

    class RemoteScreen(base):  # type: ignore[misc, valid-type]
        def __init__(self) -> None:
            game = remote_game(seat)
            n = game.num_players
            # a stand-in record (nothing is saved here); its choices are not the game's: no checkpoints
            record = GameRecord(format=1, game=game_id, seed=0, names=game.names, decks=[{}] * n, choices=["remote"])
            super().__init__(game, record, None)  # type: ignore[arg-type]
            self.client = seat
            self.seat = seat.seat if seat.seat is not None else 0
            self.private = seat.seat is not None
            self._sent_at: int | None = None
            w = seat.welcome
            if w is not None and seat.seat is not None:  # what the table keeps of this seat's stops
                if w.stops is not None:
                    self.stops.kept[seat.seat] = frozenset(w.stops)
                if w.everything is not None:
                    self.stops.everything[seat.seat] = w.everything
            self.stops.on_change = self._send_stops
            #: The host's own table (None on a joining terminal).
            self.table = table
            #: Set when the host leaves this screen (:func:`host_game` then stops the table).
            self.hosting_done = asyncio.Event()

        def _draw(self) -> None:
            super()._draw()
            if self.table is None or self._view is None:
                return
            # the host's screen: the room code at the end of the header
            # (over: the header's words say who won; no one needs the code any more)
            from holytable.ui.board import update_static

            header = self.query_one("#header")
            rows = 1
            if self._view.outcome is None:
                text, rows = host_header(self.BOARD.header(self._view), self.table.code, self.size.width or 80)
                update_static(header, text)
            if header.styles.height is None or header.styles.height.value != rows:
                header.styles.height = rows
        def on_mount(self, event: events.Mount) -> None:
            event.prevent_default()  # not the hot-seat screen's own (handoffs)
            self._draw_save_banner()
            self._redraw()
            w = self.client.welcome
            if w is None or w.stops is None:  # the table has none of this seat's: its settings' (else the defaults)
                self._send_stops(as_it_is=True)

        def _send_stops(self, as_it_is: bool = False) -> None:
            """Tell the host this seat's stops and its one-turn "ask me at
            everything" (issue 16): it passes the seat's other windows at once.
            ``as_it_is``: leave the toggle as the table has it (as the seat joins)."""
            if not self.private or not type(self.game).MOMENTS:
                return
            seat = self.client.seat
            keys = self.stops.of(self.app.settings, seat)
            everything = None if as_it_is else self.stops.everything_on(seat)
            asyncio.get_running_loop().create_task(self.client.set_stops(keys, everything))

        def got(self, msg: Any) -> None:
            """A message from the host: redraw (a view, a seat away or back) or say it."""
            if isinstance(msg, m.Error):
                self.seat_notice(msg.message)
            if self.client.view is None:
                return
            if isinstance(msg, m.SeatAway):
                self.seat_notice(f"{self.game.names[msg.seat]} is away: the game waits.")
            elif isinstance(msg, m.SeatBack):
                self.seat_notice(f"{self.game.names[msg.seat]} is back.", severity="information")
            elif isinstance(msg, m.ViewMsg):
                self._took_back(self.client.view)
                self.stops.game = self.game  # a takeback at the table clamps the toggle here too (break22)
            self._sent_at = None
            if not self.is_mounted or self.app.screen is not self and self not in self.app.screen_stack:
                return  # not shown yet (its on_mount draws the last view) or gone (the app stops)
            try:
                self._redraw()
            except NoMatches:  # its widgets are being taken down (the app stops)
                return

        def _took_back(self, v: Any) -> None:
            """Say so when the game went back (another seat took back its last
            choice): the seat that decides again is the one that took back
            (a takeback returns to its own decision)."""
            made, before = v.choices_made, getattr(self, "_made", None)
            self._made = made
            if before is None or made >= before or v.deciding is None:
                return
            if not (self.private and v.deciding == self.seat):  # one's own u needs no notice
                self.seat_notice(f"{v.names[v.deciding]} took back their last choice.", severity="information")

        def prompt_notes(self) -> str:
            try:
                return super().prompt_notes()
            except AttributeError:  # Holdfast's "Not offered" line asks the engine, not the view: none here
                return ""

        def _stop_passes(self) -> bool:
            return False

        @property
        def window_mode(self) -> str:
            """A table asks at stops, whatever this terminal's settings say."""
            return "stops"

        def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
            if action == "takeback" and self.client.seat is None:
                return False  # a watcher has no choice to take back: not in its footer
            return super().check_action(action, parameters)

        def action_stops(self) -> None:
            if self.client.seat is None:
                self.seat_notice("A watcher has no stops: they are a seat's, set on its own screen.")
                return
            super().action_stops()

        def _may_take_back(self) -> bool:
            return self.private and not self.game.over and self.client.can_take_back

        def _save(self) -> bool:
            return True

        def _choose(self, option_id: str) -> None:
            v = self.client.view
            if v is None or not v.options or self._sent_at == v.choices_made:
                return  # already sent for this view
            self._sent_at = v.choices_made
            asyncio.get_running_loop().create_task(self.client.choose(option_id))

        def _take_back(self, player: int, *, from_handoff: bool = False) -> None:
            asyncio.get_running_loop().create_task(self.client.take_back())

        def _draw_prompt(self) -> None:
            v = self._view
            d = v.deciding if v is not None else None
            if v is None or v.outcome is not None or d is None or (self.private and d == self.seat):
                super()._draw_prompt()
                if v is not None and v.outcome is not None:
                    self.query_one("#prompt").border_title = (
                        "Game over (Esc: back to the lobby)" if self.table is not None else "Game over (Esc leaves)")
                return
            name = v.names[d]
            away = d in self.client.away
            prompt = self.query_one("#prompt")
            t = self.table
            if getattr(self.app, "table_closed", False):  # the host stopped: nobody is choosing any more
                prompt.border_title = "The table closed (Esc leaves)"
            elif t is not None and d in t.remote and d not in t.joined:  # the host knows who never joined
                prompt.border_title = f"{name} has not joined yet: holytable join {t.code}"
            else:
                prompt.border_title = f"{name} is away: the game waits" if away else f"{name} is choosing…"
            # the decider's own prompt, written to them ("you have 3 Response
            # Faith"), is quoted as theirs, so "you" is not read as this seat;
            # one written for the others is shown as it is
            body = Text(v.prompt or "")
            if v.prompt and not v.others_prompt:
                body = Text.assemble((f"{name}'s prompt: ", "italic"), v.prompt)
            from holytable.ui.board import update_static

            update_static(prompt, body)

        def action_leave(self) -> None:
            if isinstance(self.app.screen, ConfirmScreen):
                return
            if self.table is not None:
                self._stop_hosting()
                return
            if self.game.over:
                self.app.exit()
                return

            def done(leave: bool | None) -> None:
                if leave:
                    self.app.exit()

            if self.client.seat is None:  # a watcher holds no seat
                self.app.exit()
                return
            if getattr(self.app, "table_closed", False):  # nothing left to leave: the table closed
                self.app.exit()
                return
            self.app.push_screen(ConfirmScreen(
                "Leave the table? Your seat is away until you join again with the same code.", "Leave", "Stay"),
                done)

        def _stop_hosting(self) -> None:
            """Esc on the host's screen: back to the lobby, the table stopped
            (asked first while the game goes on: the seats lose the table)."""
            if self.game.over:
                self.hosting_done.set()
                return
            save = self.table.save_path

            def done(leave: bool | None) -> None:
                if leave:
                    self.hosting_done.set()

            again = f" holytable host --resume {save} reopens it." if save is not None else ""
            self.app.push_screen(ConfirmScreen(
                f"Stop hosting? The table closes for every seat; the game is saved.{again}", "Stop", "Stay"), done)

    return RemoteScreen()


async def _listen(app: Any, client: Seat, screen: Any) -> None:
    """Hand the host's messages to ``screen`` until the connection closes."""
    while True:
        try:
            msg = await client.recv()
        except m.ProtocolError as e:
            app.notify(str(e), severity="error")
            msg = None
        if msg is None:
            return msg
        screen.got(msg)


async def host_game(app: Any, game: Any, record: GameRecord, save_path: Any, kinds: list[str],
                    socket: Any = None) -> None:
    """The lobby's host starts ``game`` (issue 15): its :class:`~holytable.net.host.Table`
    listens in this app's event loop, autosaving to ``save_path``; ``kinds``
    say who plays each seat: ``"remote"`` joins by code, the one ``"human"``
    seat is played here (none: the host watches), the others are the
    computer's. The host's screen joins the table as a seat (or a watcher)
    and shows the room code (its header and a notice). Returns once the host
    leaves that screen (:attr:`hosting_done`), the table stopped; a table
    that cannot open is a notice and the lobby stays."""
    from holytable.bot import make_player

    from .client import JoinError
    from .host import Table

    here = next((i for i, k in enumerate(kinds) if k == "human"), None)
    computers = {i: make_player(k, seed=i) for i, k in enumerate(kinds) if k not in ("human", "remote")}
    remote = {i for i, k in enumerate(kinds) if k == "remote"} | ({here} if here is not None else set())
    table: Table | None = None
    client: Seat | None = None
    screen: Any = None
    listening: asyncio.Task | None = None
    try:
        try:
            table = Table(game, record, save_path, computers=computers, remote=remote, own=here)
            path = await table.start(socket)
            client = await Seat.join(path, table.code, seat=here, watch=here is None)
            while client.view is None:  # the welcome's view follows it
                if await client.recv() is None:
                    raise JoinError("the table closed the connection")
            screen = remote_screen(game.game_id, client, table=table)
        except (OSError, JoinError, m.ProtocolError) as e:
            app.notify(f"Cannot open the table: {getattr(e, 'strerror', None) or e}", severity="error")
            return
        app.table = table
        app.hosting_save = save_path
        names = list(game.names)
        seen: set[int] = set()
        told = {"save": None}

        def changed() -> None:
            new = sorted(set(table.conns) - seen - {here})
            for s in new:
                seen.add(s)
                app.notify(f"{names[s]} joined (seat {s + 1}).", title="Table", timeout=10)
            if new and screen.is_mounted:  # "Bo has not joined yet" no more (no message tells this seat)
                screen._draw_prompt()
            if table.save_error != told["save"]:
                told["save"] = table.save_error
                if table.save_error:
                    app.notify(table.save_error, severity="error", timeout=20)

        table.listeners.append(changed)
        await app.push_screen(screen)
        app.notify(f"Room code {table.code}. Others join from another terminal with:  holytable join {table.code}",
                   title="Hosting", timeout=60, markup=False)
        if table.save_error:
            changed()
        listening = asyncio.create_task(_listen(app, client, screen))
        ended = asyncio.create_task(screen.hosting_done.wait())
        await asyncio.wait([listening, ended], return_when=asyncio.FIRST_COMPLETED)
        ended.cancel()
        if not screen.hosting_done.is_set():  # (the connection to our own table closed: not expected)
            app.notify("The table closed.", severity="error")
        app.hosting_save = None  # left on purpose (the app goes on): nothing to say at its end
    finally:
        if listening is not None:
            listening.cancel()
        if table is not None:  # first: the others hear the table closed, not that the host's seat is away
            await table.stop()
        if client is not None:
            await client.close()
        if getattr(app, "table", None) is table:
            app.table = None
        if screen is not None:
            try:
                while screen in app.screen_stack:
                    await app.pop_screen()
            except Exception:  # the app is ending: nothing to go back to
                pass


class JoinApp(HolytableApp):
    """The app of ``holytable join``: one remote seat's screen, no lobby.
    It joins from its own event loop (:meth:`on_mount`); a refused join ends
    it with :attr:`failed` set (one line)."""

    def __init__(self, path: Any, code: str, seat: int | None = None, watch: bool = False) -> None:
        super().__init__()
        self.join_args = (path, code, seat, watch)
        self.client: Seat | None = None
        self.failed: str | None = None
        self.table_closed = False

    async def on_mount(self, event: events.Mount) -> None:
        from .client import JoinError

        event.prevent_default()  # not the app's own (the lobby)
        self.load_screens_css()
        try:
            self.client = await Seat.join(*self.join_args)
        except JoinError as e:
            self.failed = str(e)
            self.exit(return_code=1)
            return
        while self.client.view is None:  # the welcome's view follows it
            if await self.client.recv() is None:
                self.failed = "the table closed the connection"
                self.exit(return_code=1)
                return
        self.game_screen = remote_screen(self.client.welcome.game, self.client)
        await self.push_screen(self.game_screen)
        self.run_worker(self._listen(), exclusive=True)
        self._check_size(self.size.width, self.size.height)

    async def _listen(self) -> None:
        assert self.client is not None
        while True:
            try:
                msg = await self.client.recv()
            except m.ProtocolError as e:
                self.notify(str(e), severity="error")
                msg = None
            if msg is None:
                self.table_closed = True
                try:
                    self.game_screen._draw_prompt()  # "The table closed", not "Bo is choosing…"
                except Exception:  # (its widgets are being taken down: the app stops)
                    pass
                if self.game_screen.game.over:
                    self.notify("The table closed. Esc leaves.", timeout=30)
                else:
                    self.notify("The table closed (the host stopped). Esc leaves.", severity="error", timeout=30)
                return
            self.game_screen.got(msg)

    async def action_quit(self) -> None:
        self.exit()

    async def on_unmount(self) -> None:
        if self.client is not None:
            await self.client.close()


def run_join(path: Any, code: str, seat: int | None, watch: bool) -> int:
    """Run :class:`JoinApp`; the exit status (1 and one line on stderr when
    the join was refused)."""
    import sys

    app = JoinApp(path, code, seat, watch)
    app.run()
    if app.failed:
        print(f"holytable: {app.failed}", file=sys.stderr)
        return 1
    return 0


__all__ = ["RemoteGame", "remote_screen", "JoinApp", "run_join", "host_game"]
