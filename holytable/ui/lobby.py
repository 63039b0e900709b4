"""The lobby: choose a game, names, decks, options and seed; or resume a save.

All five games of the registry are listed; those without an engine yet are shown
as "coming soon" and cannot be chosen. Unfinished saves are offered for resume;
saves that cannot be resumed (damaged, older or newer format...) are listed, marked
✗ with the start of their reason, and never touched: Enter on one shows the whole
reason and the file's path (:func:`save_problem_screen`).

Keys: the games list has the focus on the first showing, so the arrows move in
it and Enter opens the form of the game it shows. In the form Enter acts on the
field: a drop-down opens (Enter there chooses), a name or the seed goes on to
the next row, the seed to Start; only the Start button or Ctrl+T (in the
footer) starts a game.
The form follows the list once the arrows rest (:data:`SWITCH_DELAY`); only the
form is rebuilt, never the list. Enter/Tab on the list are bindings whose
actions wait for the form (they run in the app's queue, in key order, so the
keys after them wait too: none is lost or lands in a field being replaced).
Up/Down move between the rows of the form (a drop-down opens with Enter or
Space) and stay in it: Tab/Shift+Tab or Ctrl+G go to the games list. Each
game's choices are kept while the list shows other games. Ctrl+R goes to the saved games. On the buttons Left/Right move between
them. No binding here is a priority one: a priority binding would act before
keys of the same burst that are still on their way.
The seed field holds only a seed typed for the next game: it is emptied once a
game starts.
"""
from __future__ import annotations

import asyncio
import random
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable

from rich.cells import cell_len
from rich.text import Text
from textual import events
from textual.actions import SkipAction
from textual.app import ComposeResult
from textual.binding import Binding
from textual.geometry import Region
from textual.reactive import reactive
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.strip import Strip
from textual.widget import Widget
from textual.widgets import Button, Input, Label, OptionList, Static
from textual.widgets import Select as _Select
from textual.widgets.option_list import Option

from holytable.engine.text import MAX_NAME_CELLS, RefusedName, check_names, safe_text, unsafe_char
from holytable.games import GAMES, game_class

from .decks import deck_labels, default_decks
from .seats import HOST_HERE_LABEL, HOST_SEAT_KINDS, LOBBY_SEAT_KINDS, REMOTE, SEAT_LABELS, named_seats
from .footer import SteadyFooter

if TYPE_CHECKING:  # the modals load when first shown (not before the first frame)
    from holytable.engine.record import GameRecord, RecordError

    from .notice import NoticeScreen

#: Default player names per game (seat order); every game uses "Player N" (one
#: style across the suite), so this is empty unless a game needs otherwise.
DEFAULT_NAMES: dict[str, tuple[str, ...]] = {}
MAX_NAME = MAX_NAME_CELLS
MAX_SAVES_LISTED = 30
#: The name a seat given to the computer takes (while its name is the default).
COMPUTER_NAME = "Computer"
#: Seconds the games list must rest on a game before the form shows it.
SWITCH_DELAY = 0.25
#: Seconds between the lobby's first refresh and building its form.
FIRST_FRAME_GRACE = 0.03


@dataclass
class GameSetup:
    """What the lobby hands to the app to start a game.

    decks: ready-made deck names (see ``ready_decks``); seed None: random.
    """

    game: str
    names: list[str]
    decks: list[str]
    options: dict[str, Any] = field(default_factory=dict)
    seed: int | None = None
    #: Who plays each seat ("human", or the computer: "easy", "normal",
    #: "hard"; in the host's lobby also "remote": from another terminal);
    #: empty: people only (hot-seat).
    seats: list[str] = field(default_factory=list)

    def resolved_seed(self) -> int:
        return self.seed if self.seed is not None else random.SystemRandom().randrange(2**31)


def _computer_names() -> set[str]:
    """The names the lobby gives computer seats (:meth:`LobbyScreen.on_select_changed`)."""
    return {COMPUTER_NAME, *(f"{COMPUTER_NAME} {i}" for i in range(2, 10))}


def default_names(game_id: str, seats: int = 2) -> list[str]:
    names = DEFAULT_NAMES.get(game_id, ())
    return [names[i] if i < len(names) else f"Player {i + 1}" for i in range(seats)]


def _clip(text: str, n: int) -> str:
    """One short line: the resume list gives each save a single row."""
    text = " ".join(text.split())
    return text if len(text) <= n else text[: n - 1] + "…"


#: What the player can do about each kind of problem (the details modal).
PROBLEM_ADVICE = {
    "unreadable": "holytable cannot read this file, and leaves it as it is.",
    "damaged": "The file is not a whole holytable save. holytable leaves it as it is: "
               "move or delete it yourself once you no longer want it.",
    "older": "This version of holytable cannot read saves in that format; the holytable that "
             "wrote it still can. The file is left as it is.",
    "newer": "Update holytable to resume it. The file is left as it is.",
    "unfit": "The save is whole, but this version's rules do not allow something it holds "
             "(they may have changed since it was saved). The file is left as it is.",
    "internal": "This is a bug in holytable, not a fault of the save: please report it with "
                "the line above. The file is left as it is.",
}

#: Room for a save's row in the list (the lobby is 80 columns at least).
SAVE_ROW = 76


def begun(game: Any) -> bool:
    """Whether a player has made a real choice in ``game`` (one that is not a
    pass in a response window, ``Game.passes``). A game left before that is
    not saved (:meth:`GameScreen._save`) nor offered for resuming: there is
    nothing of the players' in it, and the lobby listed such games as
    "turn 0 · 0 choices" (issue 13)."""
    return len(game.choices) > len(game.passes)


def save_entry(path: Path, rec: GameRecord | None,
               error: RecordError | str | None) -> tuple[Text, RecordError | None]:
    """The resume list entry of one save: ``(text, problem)``; ``problem`` is
    None for a save that can be resumed, else the RecordError saying why not
    (loading it, or replaying its choices)."""
    text, problem, _begun = _save_entry(path, rec, error)
    return text, problem


def listed_save(path: Path, rec: GameRecord | None,
                error: RecordError | str | None) -> tuple[Text, RecordError | None] | None:
    """:func:`save_entry`, or None for the save of a game not :func:`begun`
    (not offered; the file is left as it is)."""
    text, problem, was_begun = _save_entry(path, rec, error)
    return (text, problem) if was_begun or problem is not None else None


def _save_entry(path: Path, rec: GameRecord | None,
                error: RecordError | str | None) -> tuple[Text, RecordError | None, bool]:
    from holytable.engine.record import RecordError

    was_begun = True
    if rec is not None:
        try:
            game = rec.build()
            was_begun = begun(game)
            # a game that counts rounds (Holdfast) is listed as its header says
            turn = getattr(game, "round_number", None)
            word = "turn" if turn is None else "round"
            turn = game.turn_number if turn is None else turn
        except RecordError as e:
            error = e
    if rec is None or error is not None:
        problem = error if isinstance(error, RecordError) else RecordError(str(error or "damaged"), path=path)
        if problem.path is None:
            problem.path = path
        why = safe_text(str(problem)).removeprefix(safe_text(f"{path}: "))
        name = f"{safe_text(path.name, 40)}: "
        hint = " · Enter: why"
        room = max(12, SAVE_ROW - 2 - len(name) - len(hint))
        return Text.assemble(("✗ ", "bold"), (name, "bold"), _clip(why, room), (hint, "italic"),
                             no_wrap=True, overflow="ellipsis"), problem, True
    entry = GAMES.get(rec.game)
    title = entry.title if entry else safe_text(rec.game)
    stamp = time.localtime(rec.updated or rec.created)
    seats = " vs ".join(safe_text(n) for n in named_seats(rec.names, rec.seats))
    n = len(rec.choices)
    count = f"{n} choice{'' if n == 1 else 's'}"
    line = ""
    # one row of SAVE_ROW cells: the year, the choice count, then the title's
    # subtitle give way in turn (fresh21: a long entry ran onto a second row
    # that the three-row list cut off)
    for short in range(4):
        bits = [title.split(":")[0] if short >= 3 else title, seats]
        if turn is not None:
            bits.append(f"{word} {turn}")
        if short < 2:
            bits.append(count)
        bits.append(time.strftime("%Y-%m-%d %H:%M" if short < 1 else "%m-%d %H:%M", stamp))
        line = " · ".join(bits)
        if cell_len(line) <= SAVE_ROW:
            break
    return Text(line, no_wrap=True, overflow="ellipsis"), None, was_begun


def save_label(path: Path, rec: GameRecord | None, error: RecordError | str | None) -> tuple[Text, bool]:
    """The resume list entry of one save: ``(text, playable)``."""
    text, problem = save_entry(path, rec, error)
    return text, problem is None


def save_problem_screen(path: Path, problem: RecordError) -> NoticeScreen:
    """The modal behind a ✗ save: the whole reason, what to do, the file's path."""
    from .notice import NoticeScreen

    kind = getattr(problem, "kind", "damaged")
    why = safe_text(str(problem)).removeprefix(safe_text(f"{path}: "))
    title = "This save cannot be resumed"
    return NoticeScreen(title, [why[:1].upper() + why[1:] + ".", PROBLEM_ADVICE.get(kind, "")],
                        [("File", safe_text(path))])


class LobbyScreen(Screen):
    """The start screen. ``game``/``names``/``options``/``seed``/``decks``
    pre-fill it. ``host``: the lobby of ``holytable host`` (issue 15): each
    seat may also be "Remote (joins by code)", the one seat played at this
    terminal is "Here" (or none: the host watches), and a game starts only
    with a remote seat (:meth:`setup`)."""

    AUTO_FOCUS = None  # on_mount() places the focus

    BINDINGS = [
        Binding("f1", "app.toggle_keys", "Keys", key_display="F1", id="lobby.keys"),
        Binding("ctrl+t", "start", "Start", id="lobby.start"),
        Binding("ctrl+s", "settings", "Settings", id="lobby.settings"),
        Binding("ctrl+g", "games", "Games", id="lobby.games"),
        Binding("ctrl+r", "saved_games", "Saved games", id="lobby.saves"),
        Binding("down", "next_row", "Next field", show=False, id="lobby.next"),
        Binding("up", "previous_row", "Previous field", show=False, id="lobby.previous"),
        Binding("left", "button(-1)", show=False),
        Binding("right", "button(1)", show=False),
    ]

    def __init__(
        self,
        *,
        game: str = "frontline",
        names: list[str] | None = None,
        options: dict[str, Any] | None = None,
        seed: int | None = None,
        decks: list[str] | None = None,
        seats: list[str] | None = None,
        prefill: Callable[[str], dict[str, Any]] | None = None,
        host: bool = False,
    ) -> None:
        super().__init__()
        self.host = host
        #: ``prefill(game)``: the last setup's names/options/decks for
        #: ``game`` (it reads the settings file: called when the form is built).
        self.prefill = prefill
        self.game_id = game if GAMES.get(game) and GAMES[game].in_lobby else "frontline"
        self.preset_names = names
        self.preset_options = dict(options or {})
        self.preset_seed = seed
        self.preset_decks = list(decks or [])
        self.preset_seats = list(seats or [])
        #: The "Players" choice for the form being built (0: from the seats).
        self.preset_count = 0
        self._saves: list[tuple[Path, GameRecord | None, RecordError | None]] = []
        self._mounted = False
        self._switch_timer: Any = None
        self._switch_due = 0.0  # time.monotonic() when the form follows the list
        self._form_lock = asyncio.Lock()
        #: The form is built after the lobby's first frame (it loads the
        #: game's engine and deck files); until then SetupForm is empty.
        self.form_ready = False
        #: The saves are read in a thread after the first frame (each is
        #: replayed to say its turn); True once the list shows them.
        self.saves_loaded = False
        self._saves_asked = 0
        self._held_keys: list[events.Key] = []
        self._opening = False
        #: Each game's choices (names, decks, options: :meth:`_form_choices`)
        #: as its form was left, given back when the list shows it again.
        self._kept: dict[str, dict[str, Any]] = {}

    # -- layout ---------------------------------------------------------------
    def compose(self) -> ComposeResult:
        if self.host:
            yield Static(Text.assemble(("holytable", "bold"), " · hosting a table: other terminals join by its code"),
                         id="lobby-title")
        else:
            yield Static(Text.assemble(("holytable", "bold"), " · card games for two at one keyboard"), id="lobby-title")
        with Horizontal(id="lobby-top"):
            with Vertical(id="lobby-left"):
                games = GamesList(*self._game_options(), id="games", compact=True)
                games.border_title = "Game"
                yield games
                yield Blurb(self._blurb(), id="blurb")
            with Vertical(id="lobby-right"):
                yield SetupForm(self, id="lobby-form")
                with Horizontal(id="lobby-buttons"):
                    yield Button("Start", id="start", variant="primary", compact=True)
                    yield Button("Settings", id="settings", compact=True)
                    yield Button("Quit", id="quit", compact=True)
        yield Static(
            "↑↓ choose a game · Enter opens its form, then the next field · Ctrl+T starts",
            id="lobby-help",
        )
        saves = OptionList(id="saves", compact=True)
        saves.border_title = "Resume a saved game"
        saves.display = False  # until there is a save to list (hidden before it is mounted: no restyle)
        yield saves
        yield SteadyFooter(compact=True)

    def seats(self, cls: Any) -> int:
        """How many players the form seats: the "Players" choice of a game
        that seats more than two (Pantheon, Holdfast 2-4; Heresy 2-5), kept
        per game as the length of its "Played by" list (:meth:`_build_form`,
        settings ``seats``); two for the others. Always within
        ``cls.min_players``..``cls.max_players``."""
        wanted = self.preset_count or len(self.preset_seats) or 2
        return max(cls.min_players, min(wanted, cls.max_players))

    def _game_options(self) -> list[Option]:
        out = []
        for e in GAMES.values():
            if e.in_lobby:
                out.append(Option(Text(e.title), id=e.id))
            else:
                out.append(Option(Text.assemble(e.title, (" (coming soon)", "italic")), id=e.id, disabled=True))
        return out

    def _blurb(self) -> str:
        return GAMES[self.game_id].blurb

    def _setup_rows(self) -> ComposeResult:
        cls = game_class(self.game_id)
        seats = self.seats(cls)
        names = self.preset_names or default_names(self.game_id, seats)
        labels = deck_labels(self.game_id)
        decks = list(labels)
        chosen = default_decks(self.game_id, seats)
        for seat, d in enumerate(self.preset_decks[:seats]):
            if d in labels and seat < len(chosen):
                chosen[seat] = d
        form = self.query_one("#lobby-form", SetupForm)
        form.set_class(seats > 2, "dense")  # three seats and more: no gaps between rows (80x24)
        kinds = self.seat_kinds(seats)
        offered = HOST_SEAT_KINDS if self.host else LOBBY_SEAT_KINDS
        labels_of = dict(SEAT_LABELS, human=HOST_HERE_LABEL) if self.host else SEAT_LABELS
        for seat in range(seats):
            with Horizontal(classes="row"):
                yield Label(f"Player {seat + 1}", classes="row-label")
                yield NameInput(
                    value=names[seat] if seat < len(names) else f"Player {seat + 1}",
                    max_length=MAX_NAME,
                    id=f"name-{seat}",
                    compact=True,
                    classes="name",
                )
                yield Select(
                    [(labels[d], d) for d in decks],
                    value=chosen[seat] if chosen else Select.BLANK,
                    allow_blank=not decks,
                    id=f"deck-{seat}",
                    compact=True,
                    classes="deck",
                    prompt="no decks",
                )
            kind = kinds[seat]
            with Horizontal(classes="row"):
                yield Label("Played by", classes="row-label kind-label")
                yield Select(
                    [(labels_of[k], k) for k in offered],
                    value=kind if kind in offered else "human",
                    allow_blank=False,
                    id=f"kind-{seat}",
                    compact=True,
                    classes="kind",
                )
        if cls.max_players > 2:  # after the seats: Player 1's name stays the first field
            with Horizontal(classes="row"):
                yield Label("Players", classes="row-label")
                yield Select(
                    [(f"{n} players", n) for n in range(cls.min_players, cls.max_players + 1)],
                    value=seats,
                    allow_blank=False,
                    id="players",
                    compact=True,
                    classes="players",
                )
        for spec in self.lobby_options(cls):
            value = self.preset_options.get(spec.key, spec.default)
            if value not in [v for v, _ in spec.choices]:
                value = spec.default
            with Horizontal(classes="row"):
                yield Label(spec.label, classes="row-label option-label")
                yield Select(
                    [(label, v) for v, label in spec.choices],
                    value=value,
                    allow_blank=False,
                    id=f"opt-{spec.key}",
                    compact=True,
                    classes="option",
                )
        with Horizontal(classes="row"):
            yield Label("Seed", classes="row-label")
            yield Input(
                value="" if self.preset_seed is None else str(self.preset_seed),
                placeholder="empty = random",
                type="integer",
                max_length=19,
                id="seed",
                compact=True,
            )

    def seat_kinds(self, seats: int) -> list[str]:
        """Who plays each of ``seats`` seats as the form opens: the preset
        ones, else a person. In the host's lobby one seat at most is played
        here: the first person's; every other person's seat (and a new seat)
        is remote (the settings keep a remote seat as a person's)."""
        kinds = [self.preset_seats[i] if i < len(self.preset_seats) else "" for i in range(seats)]
        if not self.host:
            return [k or "human" for k in kinds]
        out, here = [], False
        for i, k in enumerate(kinds):
            if k == "human" or (not k and i == 0):
                k = "remote" if here else "human"
                here = True
            out.append(k or REMOTE)
        return out

    @staticmethod
    def lobby_options(cls: Any) -> list[Any]:
        """The options of ``cls`` the lobby offers (not those still being made,
        ``OptionSpec.offered`` False: the game gets their default)."""
        return [spec for spec in cls.OPTIONS if spec.offered]

    def on_mount(self) -> None:
        """Point the games list at the chosen game and give it the focus (the
        arrows move in it, Enter opens its form); after the first frame,
        build the form and read the saves (:meth:`_after_first_frame`)."""
        games = self.query_one("#games", OptionList)
        games.highlighted = self._game_ids().index(self.game_id)
        self.query_one("#blurb", Static).update(self._blurb())
        self._mounted = True
        self.refresh_bindings()
        games.focus()

    async def _after_first_frame(self) -> None:
        """Build the form and read the saves, once the lobby is on screen (an
        app that opens a game at once builds them when the lobby first shows)."""
        if self.form_ready or self.app.screen is not self:
            return
        await self.ensure_form()
        self.release_keys()
        self.refresh_saves(focus=False)

    def on_key(self, event: events.Key) -> None:
        """Characters typed after Enter/Tab on the games list, before the form
        they lead to is there (just after start-up the form is being built;
        for another game it is rebuilt), belong to the field those keys lead
        to: held here, then given to it (:meth:`release_keys`). Textual hands
        each key to the widget focused when the key is read: the games list,
        which drops letters."""
        games = self.query_one("#games", OptionList)
        if event.key in ("enter", "tab", "shift+tab") and self.focused is games:
            self._opening = True  # its binding acts next, then releases the keys
            return
        if event.is_printable and (self._opening or self._form_lock.locked()):
            self._held_keys.append(events.Key(event.key, event.character))
            event.stop()
            event.prevent_default()

    def release_keys(self) -> None:
        """Give the held characters, in order, to the focused field (when the
        lock is free: the form is built and the focus is where the keys before
        them led)."""
        if self._form_lock.locked():
            return
        self._opening = False
        keys, self._held_keys = self._held_keys, []
        target = self.focused
        if target is not None:
            for key in keys:
                target.post_message(key)

    async def ensure_form(self) -> None:
        """Build the form once (after the first frame, or at once when a key
        needs it sooner)."""
        async with self._form_lock:
            await self._build_form()

    async def _build_form(self) -> None:
        if not self.form_ready:
            if self.prefill is not None:
                last = self.prefill(self.game_id)
                self.preset_names = self.preset_names or last.get("names")
                self.preset_options = self.preset_options or last.get("options", {})
                self.preset_decks = self.preset_decks or last.get("decks", [])
                self.preset_seats = self.preset_seats or last.get("seats", [])
            self.form_ready = True
            await self.query_one("#lobby-form", SetupForm).recompose()

    @staticmethod
    def _game_ids() -> list[str]:
        return [e.id for e in GAMES.values()]

    def _listed_game(self) -> str | None:
        """The startable game the games list highlights, if any."""
        games = self.query_one("#games", OptionList)
        if games.highlighted is None:
            return None
        gid = self._game_ids()[games.highlighted]
        return gid if GAMES[gid].in_lobby else None

    def action_games(self) -> None:
        """Ctrl+G: to the list of games, at once (set_focus: Widget.focus
        waits its turn in the queue, behind an Up typed with Ctrl+G, which the
        field being left then took)."""
        self.set_focus(self.query_one("#games", OptionList))

    def action_saved_games(self) -> None:
        """Ctrl+R: to the list of saved games (shown only when there is one)."""
        box = self.query_one("#saves", OptionList)
        if box.display and box.option_count:
            self.set_focus(box)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "saved_games":
            return any(rec is not None for _p, rec, _e in self._saves)
        return True

    def on_screen_resume(self) -> None:
        """Back in the lobby (from a game, its game-over screen, settings):
        the saves are read again; the list shows the game whose form is shown;
        focus left on what is no longer shown (the saved game just finished)
        goes to the games list. (The first time, the saves are read after the
        first frame: :meth:`_after_first_frame`.)"""
        if self.form_ready:
            self.refresh_saves(focus=False)
        else:  # shown for the first time (not at start: a game opened over it)
            # After the refresh, and a moment more: Textual's writer thread
            # puts the frame on the terminal, which building the form at once
            # would hold back (measured: bench/pty_bench.py).
            # (Headless, under tests, there is no terminal to wait for.)
            if self.app.is_headless:
                self.call_after_refresh(self._after_first_frame)
            else:
                self.call_after_refresh(self.set_timer, FIRST_FRAME_GRACE, self._after_first_frame)
        self.refresh_bindings()
        games = self.query_one("#games", OptionList)
        if self._switch_timer is None and self._listed_game() != self.game_id:
            games.highlighted = self._game_ids().index(self.game_id)
        self._keep_focus_shown()

    def _keep_focus_shown(self) -> None:
        """Focus left on what is no longer shown (the saved game just
        finished) goes to the games list."""
        focused = self.focused
        if focused is None or not focused.is_attached or not all(w.display for w in focused.ancestors_with_self
                                                                 if isinstance(w, Widget)):
            self.set_focus(self.query_one("#games", OptionList))

    # -- arrows ---------------------------------------------------------------
    def _on_button(self) -> Button | None:
        focused = self.focused
        if isinstance(focused, Button) and focused.parent is not None and focused.parent.id == "lobby-buttons":
            return focused
        return None

    def action_button(self, step: int) -> None:
        """Left/Right on the buttons: the previous / next button (elsewhere the
        key does what it does there)."""
        button = self._on_button()
        if button is None:
            raise SkipAction()
        buttons = list(self.query_one("#lobby-buttons").query(Button))
        i = buttons.index(button) + step
        if 0 <= i < len(buttons):
            self.set_focus(buttons[i])

    def _row_step(self, step: int, names: bool = False) -> bool:
        """Move the focus ``step`` rows of the form down (or up), to the field
        in the same column (a name to the next name, a deck to the next deck;
        a row with fewer fields: its last). Past the last row: Start; before
        the first the focus stays: the games list is a focus stop of its own
        (Tab/Shift+Tab, Ctrl+G), and an Up too many that walked into it
        moved the list, and the form, to another game with the next Up
        (issue 13). ``names``: Enter in a name, which goes on past the
        "Played by" rows (to the next name, as before there were any).
        False when the focus is not in the form."""
        focused = self.focused
        form = self.query_one("#lobby-form", SetupForm)
        rows = [r for r in form.query(".row") if r.display and not (names and r.query(".kind"))]
        row = next((r for r in rows if focused is not None and r in focused.ancestors), None)
        if row is None:
            return False
        fields = [w for w in row.children if w.focusable]
        column = fields.index(focused) if focused in fields else 0
        walked = getattr(self, "_walk", None)  # (field, column): where the last step went, and its column
        if walked is not None and walked[0] is focused:
            column = max(column, walked[1])  # a deck on to the next deck across a "Played by" row
        i = rows.index(row) + step
        if i >= len(rows):
            self.set_focus(self.query_one("#start", Button))
        elif i < 0:
            pass
        else:
            target = [w for w in rows[i].children if w.focusable]
            if target:
                field = target[min(column, len(target) - 1)]
                self._walk = (field, column)
                self.set_focus(field)
        return True

    def action_next_row(self) -> None:
        """Down: the field below in the next row of the form (README "Keys");
        from the buttons, the saved games (never the next button: Down then
        Enter must not open Settings or Quit)."""
        if self._on_button() is not None:
            self.action_saved_games()
        elif not self._row_step(1):  # (the lists and an open drop-down use Down themselves)
            self.focus_next()

    def action_previous_row(self) -> None:
        """Up: the field above in the previous row; from the buttons, the last
        field of the form; on the first row it stays there."""
        if self._on_button() is not None:
            self.set_focus(self.query_one("#seed", Input))
        elif not self._row_step(-1):
            self.focus_previous()

    def refresh_saves(self, focus: bool = True) -> None:
        """Re-read the unfinished saves (never writes to them) in a thread
        (each is replayed to say its turn: a long game takes a while), then
        list them; ``focus``: put the focus on the newest save, or on Start
        when there is none. :attr:`saves_loaded` is True once listed."""
        self.saves_loaded = False
        self._saves_asked += 1
        asked = self._saves_asked
        self.run_worker(lambda: self._read_saves(focus, asked), thread=True, group="saves",
                        exit_on_error=False)

    def _read_saves(self, focus: bool, asked: int) -> None:
        """(In a worker thread.) The saves and their list entries."""
        from holytable.engine.record import unfinished_saves

        error = None
        try:
            saves = unfinished_saves()[:MAX_SAVES_LISTED]
        except OSError as e:
            saves, error = [], f"Cannot list saves: {e.strerror or e}"
        from textual.worker import get_current_worker

        worker = get_current_worker()
        entries = []
        for path, rec, err in saves:
            if worker.is_cancelled:  # the app is quitting: do not hold it up
                return
            listed = listed_save(path, rec, err)
            if listed is None:  # a game left before its first real choice
                continue
            label, problem = listed
            entries.append((path, None if problem is not None else rec, problem, label))
        try:
            self.app.call_from_thread(self._show_saves, entries, focus, error, asked)
        except RuntimeError:  # the app has stopped meanwhile
            pass

    def _show_saves(self, entries: list[tuple[Path, Any, Any, Text]], focus: bool, error: str | None,
                    asked: int) -> None:
        if not self.is_attached or asked != self._saves_asked:  # a newer reading is under way
            return
        if error is not None:
            self.notify(error, severity="warning")
        self._saves = [(path, rec, problem) for path, rec, problem, _ in entries]
        box = self.query_one("#saves", OptionList)
        box.clear_options()
        for i, (*_, label) in enumerate(entries):
            box.add_option(Option(label, id=f"save-{i}"))
        box.display = bool(self._saves)
        playable = [i for i, (p, r, e) in enumerate(self._saves) if r is not None]
        if playable:
            box.highlighted = box.get_option_index(f"save-{playable[0]}")
        if focus:  # Enter then resumes the newest save, or starts the game shown
            (box if playable else self.query_one("#start", Button)).focus()
        elif self.app.screen is self:
            self._keep_focus_shown()
        self.saves_loaded = True
        self.refresh_bindings()

    # -- events ---------------------------------------------------------------
    async def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        oid = event.option.id or ""
        if event.option_list.id == "games":
            if GAMES[oid].in_lobby:  # a click (Enter comes through GamesList.action_open_game)
                self._cancel_switch()
                await self._show_game(oid)
                self.query_one("#name-0", Input).focus()
        elif oid.startswith("save-"):
            path, rec, err = self._saves[int(oid.removeprefix("save-"))]
            if rec is not None:
                self.app.resume_game(path)  # type: ignore[attr-defined]
            elif err is not None:
                self.app.push_screen(save_problem_screen(path, err))

    async def _show_game(self, game_id: str) -> None:
        """Show the form of ``game_id`` (its names, decks and options) and
        point the list at it. Only the form is rebuilt; the list keeps its
        focus. A seed typed in the form stays; the names, decks and options
        are those ``game_id``'s form had when it was last shown (kept for the
        lobby's life), else the last setup's (``prefill``), else the defaults.
        Waits for a rebuild under way."""
        async with self._form_lock:
            await self._build_form()
            if game_id == self.game_id or not GAMES[game_id].in_lobby:
                return
            seed = self.query_one("#seed", Input).value.strip()
            self._kept[self.game_id] = self._form_choices()
            kept = self._kept.get(game_id) or (self.prefill(game_id) if self.prefill is not None else {})
            self.game_id = game_id
            self.preset_names = kept.get("names")
            self.preset_options = dict(kept.get("options", {}))
            self.preset_decks = list(kept.get("decks", []))
            self.preset_seats = list(kept.get("seats", []))
            self.preset_count = 0  # as many seats as its "Played by" list
            self.preset_seed = int(seed) if seed.isdigit() else None
            focused = self.focused
            form = self.query_one("#lobby-form", SetupForm)
            await form.recompose()
            self.query_one("#blurb", Static).update(self._blurb())
            games = self.query_one("#games", OptionList)
            if self._listed_game() != game_id:
                games.highlighted = self._game_ids().index(game_id)
            if focused is not None and not focused.is_attached:  # a field of the old form had it
                found = self.query(f"#{focused.id}") if focused.id else None
                self.set_focus(found.first() if found else games)

    def _form_choices(self) -> dict[str, Any]:
        """The choices the form on screen holds, in the shape of ``prefill``'s
        answer: ``{"names": [...], "decks": [...], "options": {...}}`` (a
        blank deck is left out: the game's default comes back)."""
        cls = game_class(self.game_id)
        seats = range(self._seats_on_form())
        decks = [self.query_one(f"#deck-{seat}", Select).value for seat in seats]
        return dict(
            names=[self.query_one(f"#name-{seat}", Input).value for seat in seats],
            seats=[str(self.query_one(f"#kind-{seat}", Select).value) for seat in seats],
            decks=[str(d) if isinstance(d, str) else "" for d in decks],
            options={spec.key: self.query_one(f"#opt-{spec.key}", Select).value for spec in self.lobby_options(cls)},
        )

    def _seats_on_form(self) -> int:
        """How many seats the form on screen has (one "Played by" each)."""
        return len(self.query_one("#lobby-form", SetupForm).query("Select.kind"))

    async def _reseat(self, count: int) -> None:
        """The "Players" choice changed: the form again with ``count`` seats,
        keeping every name, deck, "Played by" and option already chosen
        (a new seat gets its default name and deck, a person at the
        keyboard); the focus stays on "Players"."""
        async with self._form_lock:
            if not self.form_ready or count == self._seats_on_form():
                return
            kept = self._form_choices()
            seed = self.query_one("#seed", Input).value.strip()
            self.preset_names = kept["names"]
            self.preset_decks = kept["decks"]
            self.preset_seats = kept["seats"]
            self.preset_options = dict(kept["options"])
            self.preset_count = count
            self.preset_seed = int(seed) if seed.isdigit() else None
            await self.query_one("#lobby-form", SetupForm).recompose()
            self.set_focus(self.query_one("#players", Select))

    async def open_listed_game(self) -> None:
        """Enter on the games list: show the form of the game the list shows
        (at once, or once a rebuild under way ends) and go to its first field."""
        gid = self._listed_game()
        if gid is None:
            self.release_keys()
            return  # a game that is coming soon: nothing to open
        self._cancel_switch()
        await self._show_game(gid)
        # set_focus, not Widget.focus (which waits its turn in the app's
        # queue, behind the keys that come next and belong to the form)
        self.set_focus(self.query_one("#name-0", Input))
        self.release_keys()

    async def follow_list_now(self) -> None:
        """Show the form of the game the list shows now (Tab leaving the list:
        what is typed next belongs in that game's form)."""
        self._cancel_switch()
        gid = self._listed_game()
        if gid is not None:
            await self._show_game(gid)

    def games_cursor_moved(self, index: int) -> None:
        """The games list's cursor is on the game at ``index``: its blurb shows
        at once, its form once the arrows rest (:data:`SWITCH_DELAY`).

        Called by :meth:`GamesList.watch_highlighted` as the cursor moves, so
        that the blurb is redrawn in the same frame as the list (through the
        OptionHighlighted message it came one frame later: ~17 ms more per
        key, bench/pty_bench.py)."""
        ids = self._game_ids()
        if not self._mounted or not 0 <= index < len(ids):
            return
        entry = GAMES[ids[index]]
        note = "" if entry.in_lobby else " (coming soon)"
        self.query_one("#blurb", Static).update(entry.blurb + note, layout=False)  # a fixed size
        games = self.query_one("#games", OptionList)
        if entry.in_lobby and entry.id != self.game_id and self.focused is games:
            # Wait until the arrows rest: redrawing the form on every step
            # would swallow keys pressed in quick succession. One timer for
            # a run of arrows (a timer is a task: not one a key), put off
            # while they keep coming (:meth:`_switch_due_now`).
            self._switch_due = time.monotonic() + SWITCH_DELAY
            if self._switch_timer is None:
                self._switch_timer = self.set_timer(SWITCH_DELAY, self._switch_due_now)

    def _switch_due_now(self) -> None:
        """The switch timer: once the arrows have rested :data:`SWITCH_DELAY`,
        the form follows the list; the switch goes through the screen's
        queue, after any key already handled."""
        left = self._switch_due - time.monotonic()
        if left > 0.001:  # an arrow came since: wait the rest
            self._switch_timer = self.set_timer(left, self._switch_due_now)
            return
        self._switch_timer = None
        gid = self._listed_game()
        if gid is not None and gid != self.game_id:
            self.call_later(self._settled, gid)

    def _cancel_switch(self) -> None:
        if self._switch_timer is not None:
            self._switch_timer.stop()
            self._switch_timer = None

    async def _settled(self, game_id: str) -> None:
        self._switch_timer = None
        if self._listed_game() == game_id:
            await self._show_game(game_id)

    def on_input_submitted(self, event: Input.Submitted) -> None:
        """Enter in a name or the seed: on to the next row (from the seed, to
        Start). Only the Start button or Ctrl+T starts a game: Enter
        anywhere in the form started one, by accident, for a new player
        (issue 13)."""
        event.stop()
        self._row_step(1, names=isinstance(event.input, NameInput))

    def on_select_changed(self, event: _Select.Changed) -> None:
        """A seat given to the computer is named "Computer" while its name is
        still the default one ("Player 2"), and back when given to a person
        again (a name the player typed is never changed)."""
        sid = event.select.id or ""
        if sid == "players" and self.form_ready and isinstance(event.value, int):
            self.call_later(self._reseat, event.value)
            return
        if not sid.startswith("kind-") or not self.form_ready:
            return
        seat = int(sid.removeprefix("kind-"))
        name = self.query_one(f"#name-{seat}", Input)
        default = default_names(self.game_id, seat + 1)[seat]
        if event.value not in ("human", REMOTE) and name.value == default:
            # several computer seats: "Computer", "Computer 2"... (names must differ)
            taken = {w.value.casefold() for w in self.query(NameInput) if w is not name}
            name.value = next(n for n in [COMPUTER_NAME, *(f"{COMPUTER_NAME} {i}" for i in range(2, 10))]
                              if n.casefold() not in taken)
        elif event.value in ("human", REMOTE) and name.value in _computer_names():
            name.value = default

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        if event.button.id == "start":
            self.start()
        elif event.button.id == "settings":
            self.action_settings()
        elif event.button.id == "quit":
            from .modals import ConfirmScreen

            self.app.push_screen(ConfirmScreen("Quit holytable? Unfinished games stay saved.", "Quit", "Stay"),
                                 lambda yes: self.app.exit() if yes else None)

    def action_settings(self) -> None:
        self.app.open_settings()  # type: ignore[attr-defined]

    async def action_start(self) -> None:
        """Ctrl+T: start the game of the form, as the Start button does (once
        the form is there: a key right after the first frame waits for it).
        When the games list shows another game than the form (an arrow just
        moved it: the form follows once the arrows rest), the form is brought
        to that game and nothing starts: the player sees what Ctrl+T will start
        (fresh21: Down then Ctrl+T started the game above it)."""
        await self.ensure_form()
        listed = self._listed_game()
        if listed is not None and listed != self.game_id:
            self._cancel_switch()
            await self._show_game(listed)
            self.app.notify(f"The form shows {game_class(listed).title} now: Ctrl+T again starts it.")
            return
        async with self._form_lock:  # a rebuild under way ends first
            pass
        self.start()

    # -- starting -------------------------------------------------------------
    def setup(self) -> GameSetup | None:
        """The game the form describes, or None (after a notification) when a
        field is invalid."""
        cls = game_class(self.game_id)
        count = self._seats_on_form()
        kinds = [str(self.query_one(f"#kind-{seat}", Select).value) for seat in range(count)]
        if self.host:
            if kinds.count("human") > 1:
                second = [i for i, k in enumerate(kinds) if k == "human"][1]
                return self._fault(f"#kind-{second}", "One seat at most is played here, at this terminal: "
                                                      "make the others Remote (joins by code) or the computer.")
            if REMOTE not in kinds:
                return self._fault("#kind-1" if count > 1 else "#kind-0",
                                   "A hosted table needs a seat played from another terminal: set a seat's "
                                   "\"Played by\" to Remote (joins by code). (At this keyboard only: run holytable.)")
        elif "human" not in kinds:
            return self._fault("#kind-0", "At least one player must be at the keyboard: "
                                          "the computer does not play itself here.")
        people = kinds.count("human")
        if people > 1 and people < len(kinds):
            first = next(i for i, k in enumerate(kinds) if k != "human")
            return self._fault(f"#kind-{first}", "With the computer at the table one person plays: "
                                                 "give every other seat to the computer, or every seat to people.")
        names, decks = [], []
        for seat in range(count):
            name = " ".join(self.query_one(f"#name-{seat}", Input).value.split())
            if not name:
                return self._fault(f"#name-{seat}", f"Player {seat + 1} needs a name.")
            names.append(name)
            deck = self.query_one(f"#deck-{seat}", Select).value
            if deck is Select.BLANK or deck is None:
                return self._fault(f"#deck-{seat}", f"Player {seat + 1} needs a deck.")
            decks.append(str(deck))
        folded = [n.casefold() for n in names]
        if len(set(folded)) != len(names):
            later = next(i for i, n in enumerate(folded) if n in folded[:i])
            return self._fault(f"#name-{later}", "The players need different names.")
        try:
            names = check_names(names)  # the one validator saves and settings use too
        except RefusedName as e:
            text = str(e)
            return self._fault(f"#name-{e.seat}", text[:1].upper() + text[1:] + ".")
        options = {spec.key: self.query_one(f"#opt-{spec.key}", Select).value for spec in self.lobby_options(cls)}
        raw = self.query_one("#seed", Input).value.strip()
        seed: int | None = None
        if raw:
            try:
                seed = int(raw)
            except ValueError:
                seed = -1
            if not 0 <= seed < 2**63:
                return self._fault("#seed", "The seed must be a whole number from 0 up, or empty for random.")
        return GameSetup(self.game_id, names, decks, options, seed, kinds if set(kinds) != {"human"} else [])

    def _fault(self, selector: str, message: str) -> None:
        """A field of the form is wrong: say so, and put the focus on that
        field (what is typed next goes there). Returns None (no setup)."""
        self.notify(message, severity="warning")
        self.set_focus(self.query_one(selector))
        return None

    def start(self) -> None:
        """Start the game of the form. Once it has started, the seed field is
        emptied: a seed deals one game, the next one is random unless the
        player types a seed again."""
        setup = self.setup()
        if setup is not None:
            self.app.start_game(setup)  # type: ignore[attr-defined]
            if self.app.screen is not self:  # started (an error leaves the lobby on top)
                self.preset_seed = None
                self.query_one("#seed", Input).value = ""


class NameInput(Input):
    """A player's name field: whatever is typed or pasted (a bracketed paste
    included) loses its control, bidi and other unsafe characters (tabs and
    line breaks become spaces), and a paste too long for the field is cut to
    fit rather than refused."""

    def replace(self, text: str, start: int, end: int) -> None:
        text = "".join(" " if ch in "\t\n\r" else ch for ch in text if ch in "\t\n\r" or not unsafe_char(ch))
        if self.max_length:
            room = self.max_length - (len(self.value) - (max(start, end) - min(start, end)))
            text = text[: max(0, room)]
        if text or start != end:
            super().replace(text, start, end)


class GamesList(OptionList):
    """The lobby's list of games. Enter and Tab/Shift+Tab first let the form
    follow the list (:meth:`LobbyScreen.open_listed_game`,
    :meth:`LobbyScreen.follow_list_now`); being bindings, they act in key
    order and hold the keys after them until the form is there."""

    BINDINGS = [
        Binding("enter", "open_game", "Open", show=False),
        Binding("tab", "leave('next')", "To the form", show=False),
        Binding("shift+tab", "leave('previous')", "Back from the list", show=False),
    ]

    #: Redrawn by :meth:`watch_highlighted`: only the two options that change.
    highlighted: reactive[int | None] = reactive(None, repaint=False)

    def watch_highlighted(self, old: int | None, highlighted: int | None) -> None:
        """The cursor moved: redraw the option it left and the one it is on
        (not the whole list) and tell the lobby at once
        (:meth:`LobbyScreen.games_cursor_moved`; no OptionHighlighted message,
        which would reach the lobby after this frame is drawn)."""
        # Textual's OptionList: first line and height of each option as it
        # draws them (when they are not known, the whole list is redrawn).
        # Each of its properties recomputes them: read once (~0.2 ms a key).
        lines = getattr(self, "_index_to_line", None)
        heights = getattr(getattr(self, "_line_cache", None), "heights", None)
        if not (isinstance(lines, dict) and isinstance(heights, dict)
                and {old, highlighted} <= lines.keys() & heights.keys()):
            self.refresh()
            if highlighted is None:
                return
            if not self._options[highlighted].disabled:
                self.scroll_to_highlight()
        else:
            for index in (old, highlighted):
                self.refresh_lines(lines[index], heights[index])
            top, bottom = lines[highlighted], lines[highlighted] + heights[highlighted]
            scrolled = self.scroll_offset.y
            if not self._options[highlighted].disabled and not (
                    scrolled <= top and bottom <= scrolled + self.scrollable_content_region.height):
                self.scroll_to_highlight()
        screen = self.screen if self.is_attached else None
        if isinstance(screen, LobbyScreen):
            screen.games_cursor_moved(highlighted)

    async def action_open_game(self) -> None:
        screen = self.screen
        if isinstance(screen, LobbyScreen):
            await screen.open_listed_game()

    async def action_leave(self, direction: str) -> None:
        screen = self.screen
        if isinstance(screen, LobbyScreen):
            await screen.follow_list_now()
        if direction == "next":
            screen.focus_next()
        else:
            screen.focus_previous()
        if isinstance(screen, LobbyScreen):
            screen.release_keys()


class Blurb(Static):
    """The blurb of the game the list shows. Its lines are kept for each
    text it has shown (at the size and in the colours it showed it): the
    arrows go back and forth between the same few blurbs, and drawing one
    again (wrapping it, blending its muted colour into the background) was
    most of what a cursor key cost (issue 11, bench/pty_bench.py)."""

    def __init__(self, *args: Any, **kw: Any) -> None:
        super().__init__(*args, **kw)
        self._drawn: dict[tuple, list[Strip]] = {}

    def render_lines(self, crop: Region) -> list[Strip]:
        app = self.app
        key = (str(self.content), crop, self.size, app.theme, app.ansi_color, self.rich_style,
               self.background_colors)
        lines = self._drawn.get(key)
        if lines is None:
            if len(self._drawn) > 32:  # a few per game: sizes, themes
                self._drawn.clear()
            lines = self._drawn[key] = super().render_lines(crop)
        return lines


class Select(_Select, inherit_bindings=False):
    """The form's drop-downs: Enter or Space opens one; Up and Down are left
    to the lobby, so that they move between the rows of the form (Textual's
    Select opens on Up/Down too)."""

    BINDINGS = [Binding("enter,space", "show_overlay", "Show menu", show=False)]


class SetupForm(Vertical):
    """The lobby's form for the game it shows: names, decks, options, seed.
    Rebuilt (``recompose``) when the game changes; the games list is not."""

    def __init__(self, lobby: LobbyScreen, **kw: Any) -> None:
        super().__init__(**kw)
        self.lobby = lobby

    @property
    def game_id(self) -> str:
        return self.lobby.game_id

    def compose(self) -> ComposeResult:
        if self.lobby.form_ready:
            yield from self.lobby._setup_rows()
