"""Stops at the table (issue 16): which response windows hand a player the keyboard.

In the "stops" reaction mode (the default, ``Settings.reaction_mode``) a
response window (``Decision.window``) is put to its player only when its
kind of moment (``Decision.moment``, a key of the game's ``MOMENTS``) is one
of that player's stops, or while their one-turn "ask me at everything" is
on; every other window passes for them with no handoff, whatever they hold.
In the "always ask" mode every window is put to its player except one on
their own action (a moment marked ``own``: Heresy's maker of a move) that is
none of their stops (issue 16: "never ask a player to respond to their own
action unless their stops say so").
So nothing a player holds changes when the keyboard comes to them
(:func:`holytable.engine.stops.asks` reads the moment only).

- Stops are kept per game and per player name in the settings
  (``Settings.stops``: ``{game_id: {name: [moment keys]}}``), saved at once;
  a player with none saved has the game's defaults (:func:`stops_of`). A new
  game starts from them.
- :class:`TableStops`: one table's stops (the game screen holds one): each
  seat's, and the "everything" toggle (it lasts to the end of the next turn),
  both kept in the game's save (``GameRecord.stops``, ``.everything``) and
  restored when it is resumed.
- :class:`StopsScreen`: the dialog a player opens with ``t`` on their own
  screen or on the handoff screen that hands them the keyboard, a switch per
  moment in the game's terms.

Against the computer the person's windows follow their stops the same way
(a Pass-only window is passed for them at a stop too: nobody else looks);
the computer decides its own windows.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Iterable

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.widgets import Checkbox, Static

from holytable.engine.decision import Decision
from holytable.engine.stops import Moment, asks, default_stops, is_own

from .footer import SteadyFooter
from .modals import OnceModal

if TYPE_CHECKING:  # pragma: no cover
    from holytable.engine.game import Game
    from holytable.engine.record import GameRecord

    from .settings import Settings


def stops_of(settings: "Settings", game_cls, name: str) -> frozenset[str]:
    """The stops ``name`` keeps for ``game_cls`` in ``settings``, or the
    game's defaults when none are saved. Keys the game does not list (a
    newer or older holytable's) are left out."""
    saved = settings.stops.get(game_cls.game_id, {}).get(name)
    if saved is None:
        return default_stops(game_cls)
    known = {m.key for m in game_cls.MOMENTS}
    return frozenset(k for k in saved if k in known)


def stops_now(settings: "Settings") -> "Settings":
    """``settings`` with the stops the settings file holds now: the terminals
    of one table (one user, one machine) share the file, and another may have
    saved a player's stops since this one read it (break21: Bo's stops set on
    his join screen were wiped by the host's next change of Ana's). Only the
    stops are read again; a file that does not read cleanly changes nothing."""
    from .settings import load_settings

    try:
        disk, trouble = load_settings()
    except Exception:  # (never: load_settings answers every file) keep this app's
        return settings
    if trouble is not None or disk.stops == settings.stops:
        return settings
    return settings.model_copy(update={"stops": disk.stops})


def with_stops(settings: "Settings", game_id: str, name: str, keys: Iterable[str]) -> "Settings":
    """A copy of ``settings`` keeping ``keys`` as ``name``'s stops in
    ``game_id``, as the latest set there. The settings keep at most
    ``STOPS_NAMES`` names a game: past it the names set longest ago are
    forgotten (they have the game's defaults again), so the settings file
    always stays one that reads back."""
    from .settings import STOPS_NAMES

    table = {g: dict(per) for g, per in settings.stops.items()}
    per = table.setdefault(game_id, {})
    per.pop(name, None)  # to the end: the latest set
    per[name] = sorted(keys)
    for old in list(per)[: max(0, len(per) - STOPS_NAMES)]:
        del per[old]
    return settings.model_copy(update={"stops": table})


class TableStops:
    """The stops of one table's players: each seat's (``kept``: seat -> its
    keys, from the game's save; a seat not in it has the settings' stops of
    its name) and each seat's one-turn "ask me at everything" (``everything``:
    seat -> the turn (``log.turn``) it was switched on; it lasts to the end of
    the next turn). ``game``: the table's game, read when asked (a takeback
    puts a rebuilt game in its place: the screen sets :attr:`game` again).
    ``record``: the game's save, read once (its ``stops`` and ``everything``;
    keys the game does not list are left out). ``on_change``: called with no
    argument after a seat's stops or toggle change (the screen saves)."""

    def __init__(self, game: "Game", record: "GameRecord | None" = None) -> None:
        self.everything: dict[int, int] = {}
        self.game = game
        self.kept: dict[int, frozenset[str]] = {}
        self.on_change: Callable[[], None] | None = None
        if record is not None:
            known = {m.key for m in type(game).MOMENTS}
            for seat, keys in enumerate(record.stops[: game.num_players]):
                self.kept[seat] = frozenset(k for k in keys if k in known)
            # a toggle switched on in a turn the game has not reached is no
            # toggle (a damaged save: it would ask for the rest of the game)
            turn = self._turn()
            self.everything = {int(k): v for k, v in record.everything.items()
                               if int(k) < game.num_players and v <= turn}

    @property
    def game(self) -> "Game":
        return self._game

    @game.setter
    def game(self, game: "Game") -> None:
        """The table's game from now on; after a takeback into an earlier
        turn a toggle switched on later counts from this turn (it still lasts
        two turns at most, break21)."""
        self._game = game
        if self.everything:
            turn = self._turn()
            self.everything = {s: min(at, turn) for s, at in self.everything.items()}

    def of(self, settings: "Settings", seat: int) -> frozenset[str]:
        kept = self.kept.get(seat)
        return kept if kept is not None else stops_of(settings, type(self.game), self.game.names[seat])

    def set_stops(self, seat: int, keys: Iterable[str]) -> None:
        """``seat``'s stops in this game from now on."""
        self.kept[seat] = frozenset(keys)
        self._changed()

    def _changed(self) -> None:
        if self.on_change is not None:
            self.on_change()

    def saved_in(self, record: "GameRecord", settings: "Settings | None") -> "GameRecord":
        """``record`` with every seat's stops and toggle (unchanged for a
        game with no response windows, or with no settings to read). A
        toggle that has run out is dropped, here and from the save."""
        if not type(self.game).MOMENTS or settings is None:
            return record
        self.everything = {seat: turn for seat, turn in self.everything.items() if self.everything_on(seat)}
        return record.model_copy(update={
            "stops": [sorted(self.of(settings, seat)) for seat in range(self.game.num_players)],
            "everything": {str(seat): turn for seat, turn in sorted(self.everything.items())}})

    def everything_on(self, seat: int) -> bool:
        """True while ``seat``'s "ask me at everything" lasts."""
        at = self.everything.get(seat)
        return at is not None and self._turn() <= at + 1

    def _turn(self) -> int:
        """The game's turn (``log.turn``; a joined seat's game has its view's
        log, a tuple of events: the last one's turn)."""
        log = self.game.log
        turn = getattr(log, "turn", None)
        if turn is None:
            turn = log[-1].turn if log else 0
        return turn

    def set_everything(self, seat: int, on: bool) -> None:
        if on:
            self.everything[seat] = self._turn()
        else:
            self.everything.pop(seat, None)
        self._changed()

    def passes(self, decision: Decision, settings: "Settings", person: int | None = None,
               mode: str | None = None) -> bool:
        """True when ``decision`` is a window to pass for its player with no
        handoff: the window is a person's (``person``: the one person against
        the computer, None at one keyboard: everybody), its moment is not one
        of their stops (nor is "everything" on), and the "stops" mode is on,
        or another mode ("always ask", "ask only when I can respond") and
        the window is on their own action (``Moment.own``: in every mode a
        player is asked about their own act only at their stops)."""
        mode = mode or getattr(settings, "reaction_mode", "stops")
        if not decision.window:
            return False
        if mode != "stops" and not is_own(decision, type(self.game).MOMENTS):
            return False
        seat = decision.player
        if person is not None and seat != person:
            return False  # the computer decides its own windows
        return not asks(decision, self.of(settings, seat), self.everything_on(seat))


def pending_passes(screen) -> bool:
    """True when the game screen's pending decision is a window to pass for
    its player with no handoff (:meth:`TableStops.passes`); never in a replay."""
    game = screen.game
    if game.pending is None or screen.replay:
        return False
    settings = getattr(screen.app, "settings", None)
    if settings is None:
        return False
    screen.stops.game = game  # the game now on the screen (a takeback rebuilds it)
    person = screen.computer.person if screen.computer is not None else None
    return screen.stops.passes(game.pending, settings, person, getattr(screen, "window_mode", None))


def open_stops(screen, handed: bool = False) -> None:
    """``t`` on the game screen: the seat at the keyboard sets its stops in
    :class:`StopsScreen`, on its own screen only (a notice otherwise), or
    (``handed``) on the handoff screen that hands :attr:`screen.seat` the
    keyboard (the handoff stays beneath: nothing of a hand shows). The
    stops are kept in the game's save and in the settings (the next game's),
    "everything" in the game's save."""
    game = screen.game
    cls = type(game)
    if screen.replay or not (screen.private or handed) or not cls.MOMENTS:
        screen.seat_notice("Stops are set on your own screen, in a game with response windows.")
        return
    seat, app, table = screen.seat, screen.app, screen.stops
    name = game.names[seat]
    table.game = game
    now = table.of(app.settings, seat)

    def done(result: tuple[frozenset[str], bool] | None) -> None:
        if result is None:
            return
        keys, everything = result
        if everything != table.everything_on(seat):
            table.set_everything(seat, everything)
        if keys != now:  # changed in the dialog (only looking at them changes nothing)
            table.set_stops(seat, keys)
            app.apply_settings(with_stops(stops_now(app.settings), cls.game_id, name, keys))

    mode = getattr(screen, "window_mode", None) or getattr(app.settings, "reaction_mode", "stops")
    if getattr(screen, "computer", None) is not None:
        mode = {"stops": "computer", "always": "computer-always", "when-able": "computer-when-able"}.get(mode, mode)
    app.push_screen(StopsScreen(name, cls.title, cls.MOMENTS, now, table.everything_on(seat), mode), done)


class MarkedCheckbox(Checkbox):
    """A checkbox whose state shows without colour: "✓" on, blank off."""

    @property
    def BUTTON_INNER(self) -> str:  # type: ignore[override]
        return "✓" if self.value else " "


class StopsScreen(OnceModal):
    """One player's stops in one game, set privately on their own screen.

    ``moments``: the game's catalogue; ``on``: the keys on now; ``everything``:
    whether their one-turn "ask me at everything" is on; ``mode``: the
    settings' reaction mode (``Settings.reaction_mode``): its words say what
    the mode in use does (only "stops" uses them, and only it leaks
    nothing). Dismisses ``(keys, everything)`` (a frozenset and a bool)
    when closed (Esc or ``t``).
    """

    #: What the dialog says, per reaction mode: (above the switches, below them).
    HELP = {
        "stops": ("Hand me the keyboard, even with nothing to play, when:",
                  "Space or Enter switches; what you hold never changes when you are asked."),
        "always": ("The settings now hand you the keyboard at every response window; your stops "
                   "count once they ask at stops. Hand me the keyboard, even with nothing to play, when:",
                   "Space or Enter switches."),
        # against the computer nobody else looks at the screen: a window where
        # you can only pass passes by itself, stop or not (README; break21)
        "computer": ("Against the computer, ask me when I can respond at these moments (a window where I "
                     "can only pass goes by by itself):",
                     "Space or Enter switches."),
        "computer-always": ("Against the computer the settings now ask you whenever you can respond (a window "
                            "where you can only pass goes by by itself); your stops count once they ask at "
                            "stops. Ask me when I can respond at these moments:",
                            "Space or Enter switches."),
        "computer-when-able": ("Against the computer the settings now ask you whenever you can respond; your "
                               "stops count once they ask at stops. Ask me when I can respond at these moments:",
                               "Space or Enter switches."),
        "when-able": ("The settings now hand you the keyboard only when you can respond, which tells the "
                      "others when you can; your stops count once they ask at stops. "
                      "Hand me the keyboard, even with nothing to play, when:",
                      "Space or Enter switches."),
    }

    DEFAULT_CSS = """
    StopsScreen { align: center middle; }
    #stops-box { width: 78; max-width: 100%; height: auto; max-height: 100%; border: round $primary;
                 background: $surface; padding: 0 1; }
    #stops-title { text-style: bold; }
    #stops-list { height: auto; max-height: 16; }
    #stops-box Checkbox { border: none; padding: 0; width: 100%; background: $surface; }
    #stops-box Checkbox:focus { background: $boost; text-style: bold; }
    #stops-everything { margin-top: 1; }
    """

    BINDINGS = [
        Binding("escape,t", "done", "Done", key_display="Esc", id="stops.done"),
        Binding("down", "app.focus_next", "Next", key_display="↓", id="stops.next"),
        Binding("up", "app.focus_previous", "Previous", key_display="↑", id="stops.previous"),
        Binding("home", "first", "First", show=False, id="stops.first"),
        Binding("end", "last", "Last", show=False, id="stops.last"),
        Binding("ctrl+q", "app.quit", "Quit", id="stops.quit"),
    ]

    def __init__(self, name: str, title: str, moments: tuple[Moment, ...], on: frozenset[str],
                 everything: bool, mode: str = "stops") -> None:
        super().__init__()
        self.mode = mode if mode in self.HELP else "stops"
        self.player = name
        self.game_title = title
        self.moments = moments
        self.on = on
        self.everything = everything

    def compose(self) -> ComposeResult:
        with Vertical(id="stops-box"):
            yield Static(f"{self.player}'s stops in {self.game_title}", id="stops-title")
            above, below = self.HELP[self.mode]
            yield Static(above, id="stops-help")
            with VerticalScroll(id="stops-list", can_focus=False):
                for i, m in enumerate(self.moments):
                    yield MarkedCheckbox(m.label, m.key in self.on, id=f"stop-{i}")
            yield MarkedCheckbox("at every moment, until the end of the next turn", self.everything,
                                 id="stops-everything")
            yield Static(below, id="stops-keys")
        yield SteadyFooter(compact=True, show_command_palette=False)

    def on_mount(self) -> None:
        super().on_mount()
        self.query_one("#stop-0" if self.moments else "#stops-everything", Checkbox).focus()

    def result(self) -> tuple[frozenset[str], bool]:
        keys = frozenset(m.key for i, m in enumerate(self.moments)
                         if self.query_one(f"#stop-{i}", Checkbox).value)
        return keys, self.query_one("#stops-everything", Checkbox).value

    def action_first(self) -> None:
        """Home: the first box (a fresh player's End ticked a box: it only moves now)."""
        self.query(Checkbox).first().focus()

    def action_last(self) -> None:
        """End: the last box ("at every moment")."""
        self.query(Checkbox).last().focus()

    def action_done(self) -> None:
        self.close(self.result())
