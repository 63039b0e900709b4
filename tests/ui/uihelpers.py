"""Helpers shared by the UI tests (imported as a plain module)."""
from __future__ import annotations

import io
import os
import select
import time
from pathlib import Path

from rich.console import Console

from holytable.engine.record import GameRecord, save_record
from holytable.games.frontline.decks import load_deck, ready_decks
from holytable.games.frontline.rules import FrontlineGame
from holytable.ui.app import HolytableApp
from holytable.ui.game_screen import GameScreen
from holytable.ui.lobby import GameSetup
from holytable.ui.modals import HandoffScreen

SIZE = (80, 24)
SEED = 7
NAMES = ["Ana", "Bo"]


def setup(seed: int = SEED, length: str = "blitz") -> GameSetup:
    return GameSetup("frontline", list(NAMES), ["red", "black"], {"length": length}, seed)


def game_app(seed: int = SEED, **kw) -> HolytableApp:
    """An app that starts a Blitz game at once (deterministic)."""
    kw.setdefault("key_guard", 0)
    return HolytableApp(start=setup(seed), **kw)


def screen_text(app) -> str:
    """The plain text of everything on screen (the top screen and any screens
    visible beneath it)."""
    width, height = app.size
    console = Console(width=width, height=height, file=io.StringIO(), force_terminal=False,
                      color_system=None, record=True, legacy_windows=False)
    console.print(app.screen._compositor.render_update(full=True, screen_stack=app._background_screens))
    return console.export_text()


def engine_game(seed: int = SEED, length: str = "blitz") -> FrontlineGame:
    decks = [load_deck(ready_decks()[c]) for c in ("red", "black")]
    return FrontlineGame(options={"length": length}, seed=seed, decks=decks, names=list(NAMES))


def finished_record(path: Path, seed: int = SEED) -> GameRecord:
    """Play a whole Blitz game with the engine (first option each time), save it."""
    game = engine_game(seed)
    while game.pending:
        game.choose(game.pending.ids()[0])
    rec = GameRecord.of(game)
    save_record(rec, path)
    return rec


def partial_record(path: Path, n: int, seed: int = SEED) -> GameRecord:
    game = engine_game(seed)
    for _ in range(n):
        game.choose(game.pending.ids()[0])
    rec = GameRecord.of(game)
    save_record(rec, path)
    return rec


async def pass_handoff(pilot) -> None:
    """Wait for the handoff (it is pushed after a refresh), then press Enter."""
    await until(pilot, lambda: isinstance(pilot.app.screen, HandoffScreen), what="the handoff screen")
    await pilot.press("enter")


def game_screen(app) -> GameScreen:
    for s in reversed(app.screen_stack):
        if isinstance(s, GameScreen):
            return s
    raise AssertionError("no game screen")


async def until(pilot, condition, timeout: float = 60.0, what: str | None = None) -> None:
    """Pause until ``condition()`` is true: for a screen change that follows a
    timer, a worker or a refresh (the Pilot's own wait after a key ends when
    the app is idle, which may be before such a change). Fails after
    ``timeout`` seconds, naming the condition (``what``, else its source).
    The wait ends as soon as the condition holds, so a generous timeout costs
    nothing: it is only there so that a test that waits for something that
    never comes fails (on a loaded machine, load 9, a computer's search or a
    worker took more than the 5 s this once was)."""
    end = time.monotonic() + timeout
    while not condition():
        if time.monotonic() >= end:
            raise AssertionError(f"timed out after {timeout} s waiting for {what or _source(condition)}"
                                 f" (top screen: {type(pilot.app.screen).__name__})")
        await pilot.pause()


def _source(condition) -> str:
    import inspect

    try:
        return inspect.getsource(condition).strip()
    except (OSError, TypeError):
        return repr(condition)


async def handoff_shown_for(pilot, seconds: float, timeout: float = 60.0) -> None:
    """Wait until a handoff is the top screen and has been for ``seconds``
    with no key (on the key gate's clock: since ``app.keys.top_since`` and
    ``app.keys.last_key``), however long it took to come (a handoff is pushed
    after a refresh)."""
    from textual._time import get_time

    app = pilot.app
    await until(pilot, lambda: isinstance(app.screen, HandoffScreen) and app.keys.top is app.screen,
                timeout, what="a handoff on top")
    await until(pilot, lambda: get_time() - max(app.keys.top_since, app.keys.last_key) >= seconds,
                timeout + seconds, what=f"the handoff shown for {seconds} s with no key")
    assert isinstance(app.screen, HandoffScreen), type(app.screen)


async def lobby_ready(pilot) -> None:
    """Wait until the lobby has built its form and listed the saves (both come
    after its first frame)."""
    from holytable.ui.lobby import LobbyScreen

    lobby = next(s for s in pilot.app.screen_stack if isinstance(s, LobbyScreen))
    await until(pilot, lambda: lobby.form_ready and lobby.saves_loaded)
    await pilot.pause()


async def burst(app, keys: list[str], gap: float = 0.033, start: float | None = None) -> float:
    """Send ``keys`` as a terminal does, ``gap`` seconds apart, without waiting
    for the app to handle each (a held key or fast typing).

    With ``start`` (a time on Textual's clock, ``textual._time.get_time``),
    key ``i`` is due at ``start + i * gap`` and stamped with that time, as a
    terminal's keys are, however late this loop gets to send it (the app and
    the sender share one event loop: a busy app, or a busy test machine,
    would otherwise stretch a held key's repeats into deliberate presses).
    Returns the time the next key would be due."""
    import asyncio

    from textual import events
    from textual._time import get_time
    from textual.keys import _character_to_key

    for i, key in enumerate(keys):
        due = None if start is None else start + i * gap
        if due is not None:
            await asyncio.sleep(max(0.0, due - get_time()))
        elif i:
            await asyncio.sleep(gap)
        name = _character_to_key(key) if len(key) == 1 and not key.isalnum() else key
        event = events.Key(name, key if len(key) == 1 else None)
        if due is not None:
            event.time = due
        event.set_sender(app)
        app._driver.send_message(event)
    return (start if start is not None else get_time()) + len(keys) * gap


def read_pty(fd: int, seconds: float) -> bytes:
    """Everything a pseudo-terminal's master ``fd`` gives within ``seconds``
    (less when the child closes it)."""
    out = b""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        r, _, _ = select.select([fd], [], [], 0.05)
        if r:
            try:
                chunk = os.read(fd, 65536)
            except OSError:
                break
            if not chunk:
                break
            out += chunk
    return out


def fast_computer(monkeypatch, pace: str = "none") -> None:
    """The computer at the table plays at random (no search: fast tests),
    with the pace setting ``pace`` (``none``: the quickest), and no floor
    under its choices (``WINDOW_SECONDS`` 0: the real 0.6 s each, which
    tells nothing of its hand, is tested where it is promised)."""
    from holytable.bot.players import RandomPlayer
    from holytable.ui import computer
    from holytable.ui.settings import Settings, save_settings

    monkeypatch.setattr(computer, "make_player", lambda kind, seed: RandomPlayer(seed))
    monkeypatch.setattr(computer, "WINDOW_SECONDS", 0.0)
    save_settings(Settings(computer_pace=pace))


def own_lone_pass(decision) -> bool:
    """A Heresy maker's window on their own move with Pass alone (ruling
    HK-23.11.b asks it since record revision 2; before, the maker was passed
    for unasked). Random games step past it with Pass, drawing nothing from
    their random stream and not counting it, so each plays as it did."""
    return bool(decision.window and decision.moment == "my_move" and decision.only_pass())


def lone_keep(decision) -> bool:
    """A Heresy seat asked about its redraw with Keep alone, its eleven cards
    holding a domain (ruling HK-4.4.c asks it since record revision 4;
    before, the seat was not asked)."""
    return decision.kind == "redraw" and decision.ids() == ["keep"]


def unasked_step(decision) -> str | None:
    """The choice an older Heresy made by itself at ``decision`` (unasked):
    a maker's lone Pass (:func:`own_lone_pass`) or a lone Keep
    (:func:`lone_keep`); None for any other decision. Random games make it
    drawing nothing from their random stream and not counting it, so each
    plays as it did before those decisions were asked."""
    return "pass" if own_lone_pass(decision) else "keep" if lone_keep(decision) else None
