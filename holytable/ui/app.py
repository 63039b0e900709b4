"""The holytable Textual app: a small App class, one screen per mode.

- :func:`run_app` (``holytable`` / ``holytable resume``) starts at the lobby, which
  offers unfinished saves for resume.
- :func:`run_replay` (``holytable replay FILE``) opens a record read-only.
- ``holytable host`` (no game): :func:`run_app` with ``host``: the lobby as the
  host of a table other terminals join (:func:`holytable.net.screen.host_game`).
- ``python -m holytable.ui.app`` runs the app from a source checkout.

Screens: lobby (:mod:`.lobby`), the game's screen (``holytable.games.<id>.screen``,
a :class:`~holytable.ui.game_screen.GameScreen`), handoff/log/rules modals
(:mod:`.modals`), game over (:mod:`.game_over`), settings (:mod:`.settings_screen`).
"""
from __future__ import annotations

import asyncio
import importlib
import os
import random
import signal
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any, Iterable

from textual import events
from textual.app import App, SystemCommand
from textual.binding import Binding
from textual.driver import Driver
from textual.events import Resize
from textual.screen import Screen

from .keys import KeyGate, KeyTiming
from .lobby import GameSetup, LobbyScreen
from .settings_peek import peek_settings
from .themes import HIGH_CONTRAST, THEME_NAMES

if TYPE_CHECKING:  # the engine, records and game screens load when first needed
    from holytable.engine.game import Game
    from holytable.engine.record import GameRecord

    from .game_over import GameOverScreen
    from .game_screen import GameScreen
    from .settings import Settings

#: The smallest terminal we draw (DESIGN.md).
MIN_SIZE = (80, 24)
#: Signals that end the app cleanly, the game saved (see HolytableApp._catch_stop_signals).
STOP_SIGNALS = tuple(getattr(signal, name) for name in ("SIGTERM", "SIGHUP") if hasattr(signal, name))


class ScreenLoadError(RuntimeError):
    """A game's screen module exists but fails to import (a broken install or a
    bug): never hidden behind the generic board. ``str()`` is one line."""


def screen_class(game_id: str) -> type[GameScreen]:
    """The game screen class of ``game_id`` (``holytable.games.<id>.screen:SCREEN``),
    or the generic shell when the game has no screen module at all (nor a
    package of its own: stand-in games of the tests).

    Raises ScreenLoadError when that module exists but importing it fails (an
    ImportError inside it, or any other exception)."""
    from .game_screen import GameScreen

    name = f"holytable.games.{game_id}.screen"
    try:
        mod = importlib.import_module(name)
    except ModuleNotFoundError as e:
        if e.name and (name == e.name or name.startswith(e.name + ".")):
            return GameScreen  # no screen module (nor package): the generic board
        raise ScreenLoadError(f"the screen of game {game_id!r} failed to load "
                              f"({type(e).__name__}: {e}): holytable is broken or badly installed") from e
    except Exception as e:
        raise ScreenLoadError(f"the screen of game {game_id!r} failed to load "
                              f"({type(e).__name__}: {' '.join(str(e).split())[:160]}): "
                              "holytable is broken or badly installed") from e
    return getattr(mod, "SCREEN", GameScreen)


class HolytableApp(App):
    """The app. Keyword arguments make it deterministic for tests:

    game/names/options/seed: pre-fill the lobby; start: a :class:`GameSetup` to
    start at once; resume: True to resume the newest unfinished save (or a Path);
    replay: a record to open read-only; key_guard: the timing of the fresh-press
    rule of handoffs (:class:`~holytable.ui.keys.KeyTiming`, or a number that
    scales it, ``0`` for none; None: the real timings). host: ``holytable
    host`` (issue 15): the lobby hosts a table that other terminals join
    (:func:`holytable.net.screen.host_game`); host_socket: where it listens
    (None: the room code's usual place, tests give a short path).
    """

    TITLE = "holytable"
    #: The lobby's rules and those every screen shares: all the first frame
    #: parses. The other screens' rules (:data:`SCREENS_CSS`) are read with
    #: the first of them (:meth:`load_screens_css`).
    CSS_PATH = str(Path(__file__).with_name("lobby.tcss"))
    SCREENS_CSS = Path(__file__).with_name("holytable.tcss")
    BINDINGS = [
        Binding("ctrl+q", "quit", "Quit", id="app.quit", priority=True),
        Binding("ctrl+c", "help_quit", show=False, system=True),
        Binding("f1", "toggle_keys", "Keys", show=False, id="app.keys"),
    ]

    @property
    def _background_screens(self) -> list:
        """The screens seen beneath the top one: none under an opaque screen
        (a handoff). Textual lists the screen just beneath whatever the top
        one's background, so a game screen under a handoff was laid out and
        rendered at every redraw nobody could see (issue 11); it is laid out
        once it is on top again (its layout waits, as under any screen)."""
        stack = self._screen_stack
        if stack and stack[-1].styles.background.a == 1:
            return []
        return super()._background_screens

    def __init__(
        self,
        *,
        game: str | None = None,
        names: list[str] | None = None,
        options: dict[str, Any] | None = None,
        seed: int | None = None,
        start: GameSetup | None = None,
        resume: bool | Path = False,
        replay: GameRecord | None = None,
        key_guard: KeyTiming | float | None = None,
        host: bool = False,
        host_socket: Path | None = None,
    ) -> None:
        super().__init__()
        self.host = host
        self.host_socket = host_socket
        #: The table of the hosted game under way (``host``), None between games.
        self.table: Any = None
        #: The save of a hosted game not over, while its table is open or the
        #: app stopped under it (for :func:`finish`).
        self.hosting_save: Path | None = None
        self.keys = KeyGate(self, KeyTiming.of(key_guard))
        #: Set when the app ends on an error (see :func:`finish`).
        self.crashed = False
        #: The signal (SIGTERM, SIGHUP) that stopped the app, if one did.
        self.signalled: int | None = None
        self._crash_game: GameScreen | None = None
        self.start_setup = start
        self.resume_arg = resume
        self.replay_record = replay
        self.replay_only = replay is not None
        # The first frame needs only the theme and the game the lobby opens
        # on: peeked without pydantic; the whole file is read when
        # ``settings`` is first used (the lobby's form, after the first frame).
        peek = peek_settings()
        self._settings: Settings | None = None
        self._settings_write_told = False
        self._asking_quit = False  # the "not saved: quit anyway?" question is up
        self.lobby_args = dict(game=game or peek.game or "frontline", names=names, options=options, seed=seed,
                               prefill=self._last_setup, host=host)
        self.register_theme(HIGH_CONTRAST)
        self.theme = THEME_NAMES[peek.theme]

    @property
    def settings(self) -> Settings:
        """The settings (:mod:`holytable.ui.settings`), read and validated on
        first use; a damaged file's notice is shown then."""
        if self._settings is None:
            from .settings import load_settings

            self._settings, error = load_settings()
            if THEME_NAMES[self._settings.theme] != self.theme:
                self.theme = THEME_NAMES[self._settings.theme]
            if error:
                self.notify(error, severity="warning", timeout=20)
        return self._settings

    @settings.setter
    def settings(self, value: Settings) -> None:
        self._settings = value

    def _last_setup(self, game: str) -> dict[str, Any]:
        """The lobby's pre-fill for ``game`` from the last setup: names,
        options and decks (empty when the last game was another)."""
        last = self.settings.last
        seats = list(self.settings.seats.get(game, []))
        if last is None or last.game != game:
            return dict(seats=seats) if seats else {}
        return dict(names=list(last.names), options=dict(last.options), decks=list(last.decks), seats=seats)

    # -- start ------------------------------------------------------------------
    def on_mount(self) -> None:
        if self.replay_record is not None:
            rec = self.replay_record
            game = rec.build(upto=0)
            self.push_screen(screen_class(rec.game)(game, rec, None, replay=True))
        else:
            self.push_screen(LobbyScreen(**self.lobby_args))
            if self.start_setup is not None:
                self.start_game(self.start_setup)
            elif self.resume_arg:
                self._resume_arg()
        self.screen_change_signal.subscribe(self, self._on_screen_change)
        self.call_after_refresh(self.started)
        self._check_size(self.size.width, self.size.height)
        if not self.is_headless:
            self._catch_stop_signals()

    @staticmethod
    def started() -> None:
        """After the first frame: the cyclic garbage collector, turned off for
        the start (``holytable.cli.run``), runs again, and what the start
        created (modules, classes, the lobby) is left out of its rounds
        (``gc.freeze``: it stays for the whole run). Nothing when it was not
        turned off (an app run from Python, the tests)."""
        import gc

        if not gc.isenabled():
            gc.freeze()
            gc.enable()

    def _resume_arg(self) -> None:
        from holytable.engine.record import unfinished_saves

        if isinstance(self.resume_arg, Path):
            self.resume_game(self.resume_arg)
            return
        from .lobby import listed_save

        for path, rec, _err in unfinished_saves():
            # not a game left before its first real choice (the lobby leaves those out too)
            if rec is not None and listed_save(path, rec, None) is not None:
                self.resume_game(path)
                return
        self.notify("No unfinished game to resume.")

    # -- games ------------------------------------------------------------------
    def start_game(self, setup: GameSetup, *, replace: bool = False) -> None:
        """Start a new game from the lobby's setup and autosave its record."""
        from holytable.engine.record import GameRecord, new_save_path
        from holytable.games import game_class

        from .decks import load_ready_deck

        try:
            decks = [load_ready_deck(setup.game, d) for d in setup.decks]
            cls = game_class(setup.game)
            game = cls(options=setup.options, seed=setup.resolved_seed(), decks=decks, names=setup.names)
            kinds = ["human" if k == "remote" else k for k in setup.seats]  # a remote seat is a person's
            record = GameRecord.of(game, kinds if set(kinds) != {"human"} else [])  # checks the names as a save would
        except (ValueError, KeyError, OSError) as e:
            self.notify(f"Cannot start the game: {' '.join(str(e).split())[:200]}", severity="error", markup=False)
            return
        if self.host:  # a table other terminals join; the host's seat plays on the join screen's machinery
            from holytable.net.screen import host_game

            self.run_worker(host_game(self, game, record, new_save_path(setup.game), setup.seats,
                                      self.host_socket), group="host", exit_on_error=False)
            self.remember(GameSetup(setup.game, setup.names, setup.decks, setup.options))  # kept as people's seats
            return
        self._open(game, record, new_save_path(setup.game), replace=replace)
        self.remember(setup)

    def remember(self, setup: GameSetup) -> None:
        """Keep the setup (not the seed) for the lobby's next pre-fill; who
        plays each seat is kept per game."""
        from .settings import LastSetup, save_settings

        try:
            last = LastSetup(game=setup.game, names=list(setup.names), decks=list(setup.decks),
                             options={k: v for k, v in setup.options.items() if isinstance(v, (bool, int, str))})
        except ValueError:
            return
        seats = dict(self.settings.seats)
        from .seats import LOBBY_SEAT_KINDS

        seats[setup.game] = [k if k in LOBBY_SEAT_KINDS else "human" for k in setup.seats] or ["human"] * len(setup.names)
        self.settings = self.settings.model_copy(update={"last": last, "seats": seats})
        try:
            save_settings(self.settings)
        except OSError as e:  # only the pre-fill is lost; say so once
            if not self._settings_write_told:
                self._settings_write_told = True
                self.notify(f"Settings not saved: {e.strerror or e}", severity="warning")

    def play_again(self, record: GameRecord) -> None:
        """A new game with the names, decks and options of ``record`` and a new
        seed; replaces the current (game over) screen."""
        from holytable.engine.record import REVISION, RecordError, new_save_path

        now = time.time()
        fresh = record.model_copy(
            update={
                "seed": random.SystemRandom().randrange(2**31),
                "choices": [],
                "created": now,
                "updated": now,
                "finished": False,
                "result": None,
                "everything": {},  # the one-turn "ask me at everything" was the last game's
                "reactions": None,  # so was its mode: the new game takes the settings' (break21)
                "revision": REVISION,
            }
        )
        try:
            game = fresh.build()
        except RecordError as e:
            self.notify(str(e), severity="error")
            self.pop_screen()
            return
        self._open(game, fresh, new_save_path(record.game), replace=True)

    def resume_game(self, path: Path) -> None:
        """Resume the save at ``path``; it keeps being saved to the same file."""
        from holytable.engine.record import RecordError, load_record

        try:
            record = load_record(path)
            game = record.build()
        except RecordError as e:
            self.notify(str(e), severity="error")
            return
        if self.host:  # the host's lobby reopens a save as a table: the first person's seat here, the others remote
            kinds = list(record.seats) or ["human"] * len(record.names)
            people = [i for i, k in enumerate(kinds) if k == "human"]
            if len(people) < 2:
                self.notify("This game has one person's seat: resume it in holytable (without host).",
                            severity="warning")
                return
            for i in people[1:]:
                kinds[i] = "remote"
            from holytable.net.screen import host_game

            self.run_worker(host_game(self, game, record, Path(path), kinds, self.host_socket), group="host",
                            exit_on_error=False)
            return
        self._open(game, record, Path(path), save_now=False)

    def _open(self, game: Game, record: GameRecord, path: Path, *, replace: bool = False, save_now: bool = True) -> None:
        import tempfile

        from .game_screen import save_failure

        try:
            cls = screen_class(game.game_id)
        except ScreenLoadError as e:
            self.show_screen_error(game.title, e)
            return
        save_error = None
        if save_now:
            # A new game is saved from its first real choice on (lobby.begun):
            # here only whether it can be, so that the not-saved banner shows
            # from the start when it cannot (a temporary file, removed at once).
            try:
                path.parent.mkdir(parents=True, exist_ok=True)
                fd, tmp = tempfile.mkstemp(prefix=".tmp-", suffix=".json", dir=path.parent)
                os.close(fd)
                os.unlink(tmp)
            except OSError as e:
                save_error = save_failure(e, path)
        screen = cls(game, record, path, save_error=save_error)
        if replace:
            self.switch_screen(screen)
        else:
            self.push_screen(screen)

    def show_screen_error(self, title: str, error: Exception) -> None:
        """A game whose screen fails to load: say so on a screen of its own
        (never a silent generic board)."""
        from .notice import NoticeScreen

        self.push_screen(NoticeScreen(
            f"holytable cannot open {title}",
            [f"Internal error: {error}.", "Other games still work. Please report this with the line above."],
        ))

    # -- keys and screens (see .keys) -------------------------------------------
    async def on_event(self, event: events.Event) -> None:
        """Every key from the terminal passes :attr:`keys` first; a key that
        bubbles back up from a screen no longer on top runs no binding."""
        if isinstance(event, events.Key):
            if event.is_forwarded:
                if self.keys.stale(event):
                    return
            elif not self.keys.admit(event):
                return
        await super().on_event(event)

    def push_screen(self, *args: Any, **kwargs: Any) -> Any:
        if not (args and isinstance(args[0], LobbyScreen)):
            self.load_screens_css()
        result = super().push_screen(*args, **kwargs)
        self.keys.screen_changed(self.screen)
        return result

    def pop_screen(self) -> Any:
        result = super().pop_screen()
        self.keys.screen_changed(self.screen)
        return result

    def load_screens_css(self) -> None:
        """Add the rules of every screen but the lobby (:data:`SCREENS_CSS`)
        to the stylesheet, once: called before any other screen is shown.
        Textual parses only this new file then (it keeps what it parsed of the
        others); the widgets already shown (the lobby's) match none of its
        rules, so nothing is styled again."""
        path = os.path.abspath(self.SCREENS_CSS)  # as Stylesheet.read names its sources
        if not self.stylesheet.has_source(path):
            self.stylesheet.read(path)

    def switch_screen(self, screen: Any) -> Any:
        if not isinstance(screen, LobbyScreen):
            self.load_screens_css()
        result = super().switch_screen(screen)
        self.keys.screen_changed(self.screen)
        return result

    def get_driver_class(self) -> type[Driver]:
        """Textual's driver, on Linux and macOS with input that never ends the
        app (:mod:`.driver`)."""
        driver = super().get_driver_class()
        if (driver.__module__, driver.__name__) == ("textual.drivers.linux_driver", "LinuxDriver"):
            from .driver import ForgivingLinuxDriver  # imports termios: not on Windows

            return ForgivingLinuxDriver
        return driver

    # -- an unexpected end --------------------------------------------------------
    def panic(self, *renderables: Any) -> None:
        self._note_crash()
        super().panic(*renderables)

    def _handle_exception(self, error: Exception) -> None:
        self._note_crash()
        super()._handle_exception(error)

    def _catch_stop_signals(self) -> None:
        """SIGTERM (``kill``) and SIGHUP (the terminal closed, an SSH link
        dropped) end the app as Ctrl+Q does: the terminal is restored and
        :func:`finish` saves the game and says so. Textual handles neither;
        where the loop cannot take signal handlers (Windows) nothing changes."""
        loop = asyncio.get_running_loop()
        for signum in STOP_SIGNALS:
            try:
                loop.add_signal_handler(signum, self._stop_on_signal, signum)
            except (NotImplementedError, RuntimeError, ValueError):
                pass

    def terminal_gone(self) -> None:
        """The terminal's input ended (see ``ForgivingLinuxDriver``): as SIGHUP."""
        self._stop_on_signal(getattr(signal, "SIGHUP", 1))

    def _stop_on_signal(self, signum: int) -> None:
        """A stop signal came: exit with status 128 + its number (once)."""
        if self.signalled is not None:
            return
        self.signalled = int(signum)
        self._remember_game()
        self.exit(return_code=128 + int(signum))

    def _note_crash(self) -> None:
        """Remember the open game (for :func:`finish`) and that the app ends
        unexpectedly."""
        self.crashed = True
        self._remember_game()

    def _remember_game(self) -> None:
        """The open game (not a replay), kept for :func:`finish`."""
        from .game_screen import GameScreen

        if self._crash_game is None:
            self._crash_game = next(
                (s for s in reversed(self.screen_stack) if isinstance(s, GameScreen) and not s.replay), None
            )

    # -- settings ---------------------------------------------------------------
    def open_settings(self) -> None:
        from .settings_screen import SettingsScreen

        if not isinstance(self.screen, SettingsScreen):
            self.push_screen(SettingsScreen(self.settings))

    def _refresh_notifications(self) -> None:
        """Textual's, then the holders of notices dropped early are removed:
        its ``ToastRack.show`` removes the toast of a notice forgotten before
        its time (``_unnotify``, ``clear_notifications``: a read notice, the
        hint's "Asking…", a handoff) but leaves its ``ToastHolder``, so each
        later notice came a row lower and after about twelve none showed
        (fresh20: F2's hints, "There is no option 9")."""
        super()._refresh_notifications()
        from textual.widgets._toast import ToastHolder, ToastRack

        try:
            live = {ToastRack._toast_id(n) for n in self._notifications}
            for holder in self.screen.query(ToastHolder):
                if holder.id not in live:
                    holder.remove()
        except Exception:  # no screen yet, or Textual's insides changed: its own behaviour stays
            pass

    def apply_settings(self, settings: Settings) -> None:
        """Use and save new settings (a write error is a notification)."""
        from .settings import save_settings

        self.settings = settings
        self.theme = THEME_NAMES[settings.theme]
        try:
            save_settings(settings)
        except OSError as e:
            self.notify(f"Cannot save settings: {e.strerror or e}", severity="error")

    def get_system_commands(self, screen: Screen) -> Iterable[SystemCommand]:
        yield SystemCommand("Settings", "Theme, reaction-window mode, the computer's pace", self.open_settings)
        for key, name in (("dark", "Dark"), ("light", "Light"), ("high-contrast", "High contrast")):
            yield SystemCommand(
                f"Theme: {name}",
                f"Switch to the {name.lower()} theme",
                lambda key=key: self.apply_settings(self.settings.model_copy(update={"theme": key})),
            )
        yield SystemCommand("Keys", "Show the keys of this screen (F1 hides them again)", self.action_show_help_panel)
        yield SystemCommand("Hide keys", "Close the keys panel", self.action_hide_help_panel)
        failing = self.unsaved_game()
        yield SystemCommand("Quit", "Quit holytable (this game is NOT saved)" if failing is not None
                            else "Quit holytable (games are saved)", self.action_quit)

    # -- quitting ----------------------------------------------------------------
    def unsaved_game(self) -> GameScreen | GameOverScreen | None:
        """The open game whose last save failed, if any (replays are never
        saved): a game screen, or a game-over screen whose end could not be
        saved. Either has ``save_error`` and ``_save()`` (try again)."""
        from .game_over import GameOverScreen
        from .game_screen import GameScreen

        for s in self.screen_stack:
            if isinstance(s, GameScreen) and not s.replay and s.save_path is not None and s.save_error:
                return s
            if isinstance(s, GameOverScreen) and s.save_path is not None and s.not_saved:
                return s
        return None

    async def action_quit(self) -> None:
        """Ctrl+Q: quit at once while every game is saved. When saving fails,
        try once more, then ask: quitting would lose the game."""
        from .modals import ConfirmScreen

        game = self.unsaved_game()
        if game is None or game._save():
            self.exit()
            return
        if self._asking_quit:
            return
        self._asking_quit = True

        def done(yes: bool | None) -> None:
            self._asking_quit = False
            if yes:
                self.exit()

        self.push_screen(
            ConfirmScreen(f"Quit holytable? This game is NOT saved ({game.save_error}): quitting now loses it.",
                          "Quit", "Stay"),
            done,
        )

    def action_toggle_keys(self) -> None:
        """F1: show or hide the keys panel."""
        from textual.widgets import HelpPanel

        if self.screen.query(HelpPanel):
            self.action_hide_help_panel()
        else:
            self.action_show_help_panel()

    # -- size -------------------------------------------------------------------
    def too_small(self) -> bool:
        width, height = self.size
        return width < MIN_SIZE[0] or height < MIN_SIZE[1]

    def on_resize(self, event: Resize) -> None:
        if self.is_mounted:
            self._check_size(event.size.width, event.size.height)

    def _on_screen_change(self, screen: Screen) -> None:
        self.call_later(lambda: self._check_size(self.size.width, self.size.height))

    def _check_size(self, width: int, height: int) -> None:
        """Keep a TooSmallScreen on top while the terminal is below 80x24."""
        small = width < MIN_SIZE[0] or height < MIN_SIZE[1]
        top = self.screen if self.screen_stack else None
        # (the modals load when first needed: until then no TooSmallScreen is shown)
        modals = sys.modules.get(f"{__package__}.modals")
        shown = modals is not None and isinstance(top, modals.TooSmallScreen)
        if small:
            if shown:
                top.set_size(width, height)
            else:
                from .modals import TooSmallScreen

                self.push_screen(TooSmallScreen(width, height, MIN_SIZE))
        elif shown:
            self.pop_screen()


def run_app(args: Any = None) -> int:
    """Run the app (``holytable``; ``args.resume`` resumes the newest save;
    ``args.host``: the host's lobby, ``holytable host``); the exit status of
    :func:`finish`."""
    resume = bool(getattr(args, "resume", False))
    app = HolytableApp(resume=resume, host=bool(getattr(args, "host", False)),
                       host_socket=getattr(args, "socket", None))
    app.run()
    return finish(app)


def finish(app: HolytableApp, err: Any = None) -> int:
    """The exit status of an app that has stopped: 0; 128 + the signal's
    number when SIGTERM or SIGHUP stopped it; 1 when it ended unexpectedly.
    Then one line on ``err`` (stderr) says whether the open game is saved and
    where, or why it could not be saved (a terminal that is gone is no error)."""
    if not app.crashed and not app.return_code:
        return 0
    err = err or sys.stderr
    if app.signalled is not None:
        status = 128 + app.signalled
        stopped = f"holytable was stopped ({signal.Signals(app.signalled).name})"
    else:
        status = 1
        stopped = "holytable stopped unexpectedly"
    from holytable.engine.record import save_record

    screen = app._crash_game
    if app.hosting_save is not None:  # a hosted game: its table saved every choice
        _say(f"{stopped}; the table closed. The game is saved in {app.hosting_save}; "
             f"`holytable host --resume {app.hosting_save}` reopens the table.", err)
        return status
    if screen is None or screen.save_path is None:
        _say(f"{stopped} (no game was being played).", err)
        return status
    from .lobby import begun

    if not begun(screen.game):  # not kept before its first real choice (as when left)
        _say(f"{stopped}. The game had no choice yet: nothing to keep.", err)
        return status
    try:
        save_record(screen.record, screen.save_path)
    except OSError as e:
        _say(f"{stopped}, and the game could not be saved to {screen.save_path}: {e.strerror or e}", err)
    else:
        _say(f"{stopped}. The game is saved in {screen.save_path}; `holytable resume` goes on with it.", err)
    return status


def _say(line: str, err: Any) -> None:
    """Print ``line`` on ``err``; a closed or hung-up terminal is ignored."""
    try:
        print(line, file=err, flush=True)
    except (OSError, ValueError):
        pass


def run_replay(path: str | Path) -> int:
    """``holytable replay FILE``: a damaged or newer record prints one line and
    exits with status 1, without a traceback."""
    from holytable.engine.record import RecordError, load_record

    try:
        record = load_record(path)
        record.build()
        screen_class(record.game)
    except (RecordError, ScreenLoadError) as e:
        print(f"holytable: {e}", file=sys.stderr)
        return 1
    app = HolytableApp(replay=record)
    app.run()
    return finish(app)


if __name__ == "__main__":  # pragma: no cover - manual runs
    if len(sys.argv) > 2 and sys.argv[1] == "replay":
        raise SystemExit(run_replay(sys.argv[2]))
    raise SystemExit(run_app(None))
