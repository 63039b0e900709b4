"""The generic game screen: header, board, log, prompt and footer.

Every game's ``screen.py`` subclasses :class:`GameScreen` and sets ``BOARD`` (a
:class:`~holytable.ui.board.GameBoard`). This shell does what is the same for all
games:

- draws only from ``game.view(player)``: the deciding player's view once they
  have the keyboard, the public view (``view(None)``) while a handoff is up;
- picks options (arrows/Tab move, Enter chooses, digits 1-9 pick the first
  nine, then the letters no key of the screen uses: ``a``-``z``, then ``A``-``Z``;
  each option's key is the prefix of its label, see :meth:`GameScreen.option_keys`);
- hot-seat handoffs whenever the deciding player changes, at start and on resume;
- autosave after every choice (atomic, ``save_record``), takeback (``u``);
  while saving fails, a banner says so (and why) and every choice tries again;
  the leave question never claims a save that did not happen;
- replay mode: Left/Right/Home/End step through a record, ``v`` switches view;
- against the computer (one person, :mod:`.computer`): no handoffs, the
  person's view only; the computer chooses in a worker; ``u`` takes back the
  person's last choice with the computer's replies; F2 asks for a hint,
  Space shows the computer's choice without its pause.
"""
from __future__ import annotations

import io
from pathlib import Path
from typing import ClassVar, Sequence

from rich.console import Console
from rich.cells import cell_len
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal
from textual.events import Key, Resize
from textual.screen import Screen
from textual.css.query import NoMatches
from textual.css.scalar import Unit
from textual.widgets import RichLog, Static

from holytable.engine.decision import PASS, IllegalChoice, Option
from holytable.engine.game import Game
from holytable.engine.view import View
from holytable.engine.record import (FORMAT_VERSION, Checkpoints, GameRecord, RecordError, own_last_choice, save_record, take_back,
                                     take_back_own)

from .board import GameBoard, GenericBoard, PartsBoard
from .computer import ComputerSeats, hint_text, table_for
from .footer import SteadyFooter
from .lobby import begun
from .notice import short_paths
from .modals import ConfirmScreen, HandoffScreen, LogScreen, find_rules
from .stops import TableStops, open_stops, pending_passes

#: How many log lines the side panel keeps (the whole log is behind ``L``).
SIDE_LOG_LINES = 40
#: Keys of options 10 and up, in order, less those the screen binds to something else.
OPTION_LETTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
#: A console for wrapping prompt notes (never printed to).
_CONSOLE = Console(width=200, color_system=None, file=io.StringIO(), legacy_windows=False)


#: ``[frozen, at_full]``: how many objects :func:`settle_memory` has frozen,
#: and how many there were after its last full collection (None before the
#: first). Counted as they are frozen: ``gc.get_freeze_count()`` walks the
#: whole frozen heap (10-35 ms in a test process), so it is asked only when
#: this count says the heap has doubled. The count only grows: a frozen object
#: freed by its last reference (most of what a turn made: views, drawn lines)
#: leaves the frozen heap without being counted out.
_frozen: list = [0, None]
#: ``[at_full, count]``: after a recount found the frozen heap not doubled,
#: the next recount waits until the count passes ``count`` (a quarter of the
#: heap more frozen since); only while ``at_full`` is still the one it was
#: found with. Without it, a frozen heap just under twice its size (objects
#: frozen while alive that are garbage now: a game left) was walked again at
#: every handoff, 30-90 ms each in a test process.
_recount: list = [None, 0]


def settle_memory() -> None:
    """Collect garbage now and set what is left aside from the cyclic garbage
    collector (``gc.freeze``): a long game holds many clones (checkpoints),
    and a full collection scanning them all took 0.1-0.3 s in the middle of a
    key press every few dozen keys (issue 11: p99 key-to-frame in a
    2000-choice game). Called where a pause is not seen: a game just opened,
    a handoff screen just shown.

    Only the objects made since the last call are collected (frozen ones are
    not scanned: a handoff costs what the last turn made, not the whole heap,
    which took 0.1-0.2 s a handoff in a test process). The frozen heap is
    thawed and collected whole only once it has doubled since the last time,
    so garbage cycles among frozen objects (a clone dropped by a takeback)
    are freed with at most about twice the memory (2.25 times), at an
    amortized small cost. Whether it has doubled is counted again
    (:data:`_frozen`) before thawing: counting the frozen objects as they are
    frozen, with the ones freed since still in the count, thawed it every
    dozen handoffs or so for nothing; and once counted again and found not
    doubled, not before a quarter of the heap more is frozen
    (:data:`_recount`)."""
    import gc

    frozen, at_full = _frozen
    waiting = _recount[0] is not None and _recount[0] == at_full and frozen <= _recount[1]
    doubled = False
    if at_full is not None and frozen > 2 * at_full and not waiting:
        frozen = _frozen[0] = gc.get_freeze_count()  # the objects still frozen
        doubled = frozen > 2 * at_full
        _recount[:] = [at_full, frozen + at_full // 4]
    if at_full is None or doubled:
        gc.unfreeze()
        gc.collect()
        _frozen[:] = [len(gc.get_objects()), None]
        _frozen[1] = _frozen[0]
        _recount[:] = [None, 0]
    else:
        gc.collect()
        _frozen[0] += len(gc.get_objects())  # the objects not frozen yet (the frozen ones are not listed)
    gc.freeze()


def _styled(item: Text, on: bool) -> Text:
    """An option's text, reversed and bold under the cursor."""
    if not on:
        return item
    out = item.copy()
    out.stylize("reverse bold")
    return out


def save_failure(e: OSError, path: Path) -> str:
    """Why a save to ``path`` failed, in a few words: "No space left on
    device", "Read-only file system", "/x/saves is not a folder"."""
    if isinstance(e, (FileExistsError, NotADirectoryError)) and e.filename and Path(e.filename) != path:
        return f"{e.filename} is not a folder"
    return e.strerror or " ".join(str(e).split())[:120] or type(e).__name__


class GameScreen(Screen):
    """The game shell. ``game``: a running engine; ``record``: its record;
    ``save_path``: where autosaves go (None: never save, e.g. replays);
    ``save_error``: why the first save failed (the screen opens with the
    not-saved banner), else None."""

    BOARD: ClassVar[type[GameBoard]] = GenericBoard
    AUTO_FOCUS = None

    BINDINGS = [
        # first, so the footer always shows it however many keys follow (issue 11)
        Binding("f1", "app.toggle_keys", "Keys", key_display="F1", id="game.keys"),
        # Textual's "copy selected text" has nothing to copy here (no mouse
        # selection in play): out of the keys panel, where rows are scarce.
        Binding("ctrl+c,super+c", "screen.copy_text", "Copy selected text", show=False, system=True),
        Binding("enter", "choose", "Choose", show=False, id="game.choose"),  # the prompt marks the option under the cursor
        Binding("1", "pick(1)", "Pick", key_display="1-9", show=False, id="game.pick1"),  # each option shows its key
        # (system: the keys panel lists "1-9 Pick" once, not a row per digit)
        *[Binding(str(n), f"pick({n})", f"Pick {n}", show=False, system=True, id=f"game.pick{n}")
          for n in range(2, 10)],
        Binding("right", "step(1)", "Step", key_display="←→", id="replay.forward"),
        Binding("left", "step(-1)", "Back", show=False, id="replay.back"),
        Binding("home", "step_to(0)", "Start", show=False, id="replay.start"),
        Binding("end", "step_to(-1)", "End", show=False, id="replay.end"),
        # in a prompt (the replay's bindings are off there): as in a list
        Binding("home", "cursor_to(0)", "To the first option", show=False, id="game.first"),
        Binding("end", "cursor_to(-1)", "To the last option", show=False, id="game.last"),
        Binding("v", "switch_view", "View", id="replay.view"),
        Binding("right,down,tab", "move(1)", "Next option", key_display="→ ↓ tab", show=False, id="game.next"),
        Binding("left,up,shift+tab", "move(-1)", "Previous option", key_display="← ↑ shift+tab", show=False,
                id="game.previous"),
        Binding("0", "pick_last", "Pass or last option", show=False, id="game.pick_last"),
        Binding("pagedown", "page(1)", "Next options", show=False, id="game.page_down"),
        Binding("pageup", "page(-1)", "Previous options", show=False, id="game.page_up"),
        Binding("u", "takeback", "Takeback", id="game.takeback"),
        Binding("question_mark", "rules", "Rules", key_display="?", id="game.rules"),
        Binding("L,l", "log", "Log", key_display="L", id="game.log"),
        Binding("s", "settings", "Settings", id="game.settings"),
        Binding("t", "stops", "Stops", show=False, id="game.stops"),  # issue 16: on one's own screen
        Binding("escape", "leave", "Leave", id="game.leave"),
    ]

    def __init__(
        self,
        game: Game,
        record: GameRecord,
        save_path: Path | None,
        *,
        replay: bool = False,
        save_error: str | None = None,
    ) -> None:
        super().__init__()
        self.game = game
        #: Why the last save failed (None: the record on disk is up to date).
        self.save_error: str | None = save_error
        self.record = record
        self.save_path = save_path
        self.replay = replay
        self.replay_k = 0
        self.seat = game.pending.player if (game.pending and not replay) else 0
        # A replay shows each player's private view only once the game is over:
        # an unfinished game's record must not show a hand to the other player.
        self.private = replay and record.finished
        self.cursor = 0
        self._view: View | None = None
        self._handoff_open = False
        # the prompt's scrolling (see _options_text)
        self._top = 0
        self._opt_ids: tuple[str, ...] = ()
        self._per_page = 1
        self._overflow = False
        # seat -> the log's length (Event.seq) before its last choice at the
        # keyboard: what came of that choice and after it is news to it (the
        # handoff covered the screen at once); _at_keyboard: the seat that
        # has the keyboard; _pre_choice: the log's length before its last choice
        self._seen_public: dict[int, int] = {}
        self._at_keyboard: int | None = None
        self._pre_choice: int | None = None
        self._log_rows: list[tuple[int, str]] = []
        self._finished = False
        # clones every few choices: a takeback or a replay step replays a
        # handful of choices, not the whole game (issue 11)
        self._checkpoints = Checkpoints(record)
        #: which windows pass with no handoff (:mod:`.stops`)
        self.stops = TableStops(game, None if replay else record)  # each seat's, kept in the save
        self._window_mode: str | None = None  # see window_mode
        self.stops.on_change = self._autosave
        if not replay and record.choices == game.choices:
            self._checkpoints.keep(game)
        #: The computer's seats (:mod:`.computer`), None in a game of people only.
        self.computer: ComputerSeats | None = None
        table = table_for(record) if record.seats and not replay else None
        if table is not None:
            self.computer = ComputerSeats(self, *table)
            self.seat = self.computer.person
            self.computer.bind_keys(self._bindings)

    # -- layout -----------------------------------------------------------------
    def compose(self) -> ComposeResult:
        yield Static(id="header")
        yield Static(id="save-banner")
        with Horizontal(id="body"):
            yield self.BOARD(id="board")
            log = RichLog(id="side-log", wrap=True, markup=False, auto_scroll=True, min_width=1,
                          max_lines=6 * SIDE_LOG_LINES)  # wrapped lines: room for 40 long ones
            log.can_focus = False
            log.border_title = "Log"
            yield log
        yield Static(id="prompt")
        yield SteadyFooter(compact=True, show_command_palette=False)

    def on_mount(self) -> None:
        self._draw_save_banner()
        if self.save_error is not None:
            self._tell_save_failed()
        if self.replay:
            self.replay_k = 0
            self._goto(0)
            return
        if self.computer is not None:  # one person: their view from the start, no handoff
            self.private = True
        self._redraw()
        if self.game.over:
            self.call_after_refresh(self._show_game_over)
            return
        if self.computer is not None:
            self.computer.warm()  # its search's process starts while the person reads
            self._after_change(None)  # the computer goes on, or a Pass-only window is passed
            return
        prev = self.game.last_decider()
        if self._stop_passes():  # a resumed game waiting at a window that is no stop
            self.call_after_refresh(self._after_change, prev)
            return
        self.call_after_refresh(self._push_handoff, prev)

    # -- what is shown --------------------------------------------------------
    def viewer(self) -> int | None:
        """The seat whose view is drawn, or None for the public view."""
        return self.seat if self.private else None

    def options(self) -> list[Option]:
        """The options on screen (empty unless the viewer decides now)."""
        if self.replay or not self.private:
            return []
        return list(self._view.options) if self._view is not None else []

    def highlighted(self) -> Option | None:
        opts = self._view.options if self._view is not None else ()
        if not opts or not self.private:
            return None
        return opts[min(self.cursor, len(opts) - 1)]

    def free_letters(self) -> str:
        """The letters of :data:`OPTION_LETTERS` that no binding of this screen
        or of the app uses, in either case (``u``, ``s``, ``l``, ``v``... stay
        theirs, and so do ``U``, ``S``...: with Caps Lock on, Shift+U must not
        choose an option when the player meant ``u``, take back)."""
        cached = getattr(self, "_free_letters", None)
        if cached is None:
            bound = set(self._bindings.key_to_bindings)
            try:
                bound |= set(self.app._bindings.key_to_bindings)
            except Exception:  # no app yet (a screen drawn on its own)
                pass
            bound |= {k.upper() for k in bound if len(k) == 1} | {k.lower() for k in bound if len(k) == 1}
            cached = self._free_letters = "".join(ch for ch in OPTION_LETTERS if ch not in bound)
        return cached

    def option_keys(self, n: int) -> list[str]:
        """The key of each of ``n`` options, as its label shows it: ``1``-``9``,
        then :meth:`free_letters`; past nine options the one ``0`` picks
        (:meth:`zero_index`: Pass, else the last: End your turn, Back...) is
        always ``0``; ``""`` for an option past the letters (arrows and Enter
        still reach it)."""
        if n > 9:
            opts = self.options()
            z = self.zero_index(opts) if len(opts) == n else n - 1
            keys = self._numbered(n - 1)
            return keys[:z] + ["0"] + keys[z:]
        return self._numbered(n)

    @staticmethod
    def zero_index(opts: Sequence[Option]) -> int:
        """The option ``0`` picks: Pass where it is offered (a response
        window lists it first), else the last option (End your turn, Back...).
        ``0`` playing the answer of a window, its last option, was a card
        played by the key every page calls Pass (fresh21)."""
        return next((i for i, o in enumerate(opts) if o.id == PASS), len(opts) - 1)

    def _numbered(self, n: int) -> list[str]:
        keys = [str(i + 1) for i in range(min(n, 9))]
        letters = self.free_letters()
        keys += [letters[i] if i < len(letters) else "" for i in range(n - len(keys))]
        return keys

    def on_key(self, event: Key) -> None:
        """A letter picks the option whose label it prefixes (options 10 and up);
        digits are bindings (``pick``)."""
        keys = getattr(self.app, "keys", None)
        if keys is not None and keys.stale(event):
            event.stop()  # typed before a modal came on top: not for this screen
            event.prevent_default()
            return
        self._drop_read_notices()
        ch = event.character
        if event.key == "u" and not self.replay and self.check_action("takeback", ()) is None:
            event.stop()  # the binding is disabled: say why rather than nothing
            self.action_takeback()
            return
        if not ch or len(ch) != 1 or ch.isdigit() or ch not in OPTION_LETTERS:
            return
        opts = self.options()
        if not opts or self.check_action("pick", (1,)) is not True:
            return
        keys = self.option_keys(len(opts))
        if ch in keys:
            event.stop()
            event.prevent_default()
            self.pick_index(keys.index(ch))

    def _redraw(self) -> None:
        """Redraw everything from a fresh view."""
        old = self._view.options if self._view is not None else ()
        old_id = old[self.cursor].id if old and self.cursor < len(old) else None
        old_at = getattr(self, "_cursor_at", None)
        self._view = self.game.view(self.viewer())
        ids = [o.id for o in self._view.options]
        # The cursor stays on its option only while the decision is the same
        # one (a resize, a panel closed, a notice): a new decision starts on
        # its first option, so Enter never repeats the last answer in the next
        # prompt (a vote "for Zadkiel" carried into the next Host's vote).
        at = (len(self.game.choices), self.seat, self._view.decision_kind, self._view.player)
        self._cursor_at = at
        same = old_at == at
        self.cursor = ids.index(old_id) if same and old_id in ids else 0
        if self.replay and self.replay_k < len(self.record.choices):
            nxt = self.record.choices[self.replay_k]
            if nxt in ids:  # point at what was chosen next
                self.cursor = ids.index(nxt)
        self._draw()

    def _draw(self) -> None:
        v = self._view
        head = self.BOARD.header(v)
        if self.replay:
            head = "REPLAY · " + head
        from .board import update_static

        update_static(self.query_one("#header", Static), Text(" " + head, no_wrap=True, overflow="ellipsis"))
        # The prompt first: when it takes more or fewer rows than now, a
        # board that lays itself out in the rest (PartsBoard) is laid out
        # once, for the rows it is about to have, not once now and again
        # when the new height reaches it (issue 11: a third of Heresy's
        # layouts were made twice).
        self._draw_prompt()
        board = self.query_one("#board", GameBoard)
        if isinstance(board, PartsBoard):
            board.rows_hint = self._board_rows
            rows = self._board_rows()
            board.show(v, self.seat, self.highlighted(), rows)
            if rows and rows != board.size.height:
                self.call_after_refresh(board.fit)  # the rows it has then may not be the ones foreseen
        else:
            board.show(v, self.seat, self.highlighted())
        self._draw_log([(e.seq, e.text) for e in v.log[-SIDE_LOG_LINES:]])
        self.refresh_bindings()

    def _board_rows(self) -> int | None:
        """The rows the board gets once the screen is laid out with the
        prompt it shows now (the two share the rows below the header); None
        when not known (see :meth:`_prompt_height`)."""
        board = self.query_one("#board", GameBoard)
        before = self.query_one("#prompt", Static).outer_size.height
        after = self._prompt_height()
        if after is None or not before or not board.size.height:
            return None
        rows = board.size.height + before - after
        return rows if rows > 0 else None

    def _prompt_height(self) -> int | None:
        """The rows the prompt takes once laid out with what it shows now
        (its border and padding counted), or None when that is not known
        here (no width yet, a height in other units than rows)."""
        prompt = self.query_one("#prompt", Static)
        body = prompt.content
        styles = prompt.styles
        if not styles.height.is_auto:
            return prompt.outer_size.height
        if not isinstance(body, Text):
            return None
        if body.no_wrap:
            lines = len(body.split("\n", allow_blank=True))  # its lines as they are (counted, not read)
        else:
            width = prompt.content_size.width
            if width <= 0:
                return None
            lines = len(body.wrap(_CONSOLE, width))
        rows = lines + styles.gutter.height
        for limit, keep in ((styles.max_height, min), (styles.min_height, max)):
            if limit is not None:
                if limit.unit is not Unit.CELLS:
                    return None
                rows = keep(rows, int(limit.value))
        return rows

    def on_resize(self, event: Resize) -> None:
        """RichLog wraps lines once, when written: write them again at the new
        width (once the new layout is known)."""
        self.call_after_refresh(self._rewrap_log)
        # the prompt is laid out for its width (a long title goes on in the
        # box, long options wrap): lay it out again for the new one
        self.call_after_refresh(self._redraw_prompt_if_shown)

    #: The footer is not rebuilt while an opaque screen (a handoff) covers
    #: this one (:class:`SteadyFooter`); :meth:`on_screen_resume` catches it up.
    FOOTER_WAITS_WHEN_HIDDEN = True

    def on_screen_resume(self) -> None:
        """On top again (a handoff, a panel closed): the footer shows the
        keys of now (it waited while hidden); a board drawn meanwhile
        was laid out for the rows foreseen then; once laid out, it checks
        they are the ones it has (its own resize does, when they changed)."""
        self.refresh_bindings()
        try:
            board = self.query_one("#board", GameBoard)
        except NoMatches:
            return
        if isinstance(board, PartsBoard):
            self.call_after_refresh(board.fit)

    def _redraw_prompt_if_shown(self) -> None:
        # called after a refresh: the screen may have been replaced (its
        # widgets removed) in between, so a missing widget is not an error
        if self._view is not None and self.is_mounted:
            try:
                self._draw_prompt()
            except NoMatches:
                pass

    def _rewrap_log(self) -> None:
        """The side log written again whole (a new width, or shown again
        after it was hidden: see :meth:`_draw_log`)."""
        if self._view is not None and self.is_mounted:
            self._log_rows = []
            try:
                self._draw_log([(e.seq, e.text) for e in self._view.log[-SIDE_LOG_LINES:]])
            except NoMatches:
                pass

    def _draw_log(self, rows: list[tuple[int, str]]) -> None:
        """Show the last log lines, ``(seq, text)`` each: only the lines new
        since the last call are written (the panel keeps the last
        :data:`SIDE_LOG_LINES`); a log that changed otherwise (a takeback, a
        switch of view) is written again whole."""
        log = self.query_one("#side-log", RichLog)
        if not log.display:
            # Hidden (below the width from which a game shows it: 80x24 in
            # Holy Wars, Holdfast and Heresy): nothing is written, it is
            # written whole when it shows again (on_resize). Writing it cost
            # most of a handoff's redraw there, for a panel nobody sees.
            self._log_rows = []
            return
        shown = self._log_rows
        if rows == shown:
            return
        at = rows.index(shown[-1]) if shown and shown[-1] in rows else -1
        if at >= 0 and rows[: at + 1] == shown[len(shown) - at - 1 :]:
            new = rows[at + 1 :]
        else:
            log.clear()
            new = rows
        entries = [entry for _, entry in new]
        batch = "\n".join(entries)
        if entries and batch.count("\n") == len(entries) - 1:
            # one write for all (no entry of several lines): the same wrapped
            # lines, rendered at once (a write an entry was about half of a
            # handoff's redraw: the view changes from public to private, and
            # its 40 entries are written again)
            log.write(Text(batch))
        else:
            for entry in entries:
                log.write(Text(entry))
        self._log_rows = list(rows)

    def _draw_prompt(self) -> None:
        v = self._view
        prompt = self.query_one("#prompt", Static)
        names = v.names
        body = Text()
        if self.replay:
            n = len(self.record.choices)
            title = f"Replay: choice {self.replay_k} of {n}"
            body.append(self._replay_next_text())
            if self.private:
                body.append(f"   (showing {names[self.seat]}'s view · v switches)", style="italic")
            else:
                body.append("   (public view: the game is unfinished)", style="italic")
        elif v.outcome is not None:
            title = "Game over"
            body.append(v.outcome.reason)
        elif self.computer is not None and self.computer.decides(self.game) is not None:
            title = self.computer.title(names)
            body = self.computer.status(names)
        elif not self.private:
            d = v.deciding
            title, lead = self._fit_title(self.prompt_title(v.prompt or ""))
            for ln in lead:
                body.append_text(ln)
                body.append("\n")
            body.append(f"Waiting for {names[d] if d is not None else '…'} to take the keyboard.")
        else:
            opts = list(v.options)
            width = prompt.content_size.width or 76
            title = self.prompt_title(f"{names[self.seat]}: {v.prompt or ''}")
            body = self._options_text(opts, width)
            for _ in range(2):  # the [k/n · PgDn] mark may need the room the title had
                mark = f"[{min(self.cursor, len(opts) - 1) + 1}/{len(opts)} · PgDn] " if self._overflow else ""
                head, lead = self._fit_title(mark + title)
                if lead:
                    body = self._options_text(opts, width, lead)
                if not lead or bool(mark) == self._overflow:
                    break
            title = head
        prompt.border_title = title
        from .board import update_static

        update_static(prompt, body)

    def _fit_title(self, title: str) -> tuple[str, list[Text]]:
        """``(head, rest)``: the part of a prompt title that fits the box's top
        border, and the rest as bold lines for the top of the box (a prompt is
        never cut). Measured in terminal cells; broken between words."""
        prompt = self.query_one("#prompt", Static)
        room = max(10, (prompt.size.width or 80) - 4)
        if cell_len(title) <= room:
            return title, []
        whole = Text(title)
        first, *_ = whole.wrap(_CONSOLE, room)
        head = first.plain.rstrip()
        rest = Text(whole.divide([len(head)])[-1].plain.lstrip(), style="bold")
        width = max(10, (prompt.content_size.width or 76) - 1)
        lines = list(rest.wrap(_CONSOLE, width))
        return head, lines

    # -- the prompt's hooks (a game's screen overrides what it needs) ---------
    #: Whether the lines of a title too long for the border take option rows
    #: (:meth:`prompt_rows`); False: they add to the prompt's height (a prompt
    #: of ``height: auto``, the board laying itself out in the rest).
    LEAD_TAKES_ROWS = True

    def prompt_rows(self) -> int | None:
        """How many option lines the prompt shows, scrolled to the cursor; None
        (the default) shows them all and never scrolls."""
        return None

    def prompt_title(self, title: str) -> str:
        """The prompt's border title (``"Ana: <the decision's prompt>"``), as the
        game wants it worded."""
        return title

    def option_label(self, opt: Option) -> str:
        """An option's label as the prompt shows it (default: the engine's)."""
        return opt.label

    def option_key(self, i: int, opt: Option, key: str) -> str:
        """The key shown before option ``i``; ``key`` is the shell's
        (:meth:`option_keys`), ``""`` for an option reached only by the arrows."""
        return key or "·"

    def prompt_notes(self) -> str:
        """A line under the options (e.g. why an action is not offered); ""."""
        return ""

    def _options_text(self, opts: list[Option], width: int, lead: list[Text] | None = None) -> Text:
        """The options laid out on lines, each with its own key
        (:meth:`option_key`) and its own whole label (:meth:`option_label`),
        measured in terminal cells; a label wider than a line wraps onto the
        next (it is never cut); the one under the cursor is marked ">" and
        reversed. ``lead``: lines above the options (the end of a prompt too
        long for the box's title); they take option rows. With
        :meth:`prompt_rows`, only that many lines show, scrolled so the whole
        option under the cursor shows, ``↑``/``↓`` in the left margin saying
        more are above/below; then :meth:`prompt_notes`, wrapped (a second note
        line takes an option line when only 3 show)."""
        rows = self.prompt_rows()
        scroll = rows is not None
        if scroll:
            width -= 2  # the margin
        lead = lead or []
        notes = self.prompt_notes()
        note_lines = list(Text(notes).wrap(_CONSOLE, max(10, width - 1))) if notes else []
        if len(note_lines) > 2:
            note_lines = note_lines[:2]
            note_lines[1] = note_lines[1].copy()
            note_lines[1].truncate(max(1, width - 2))
            note_lines[1].append("…")
        if scroll and len(note_lines) > 1 and rows < 4:
            rows -= 1
        if scroll and lead and self.LEAD_TAKES_ROWS:
            rows = max(1, rows - len(lead))
        ids = tuple(o.id for o in opts)
        if ids != self._opt_ids:
            self._opt_ids, self._top = ids, 0
        keys = self.option_keys(len(opts))
        lines: list[list[tuple[int, Text, bool]]] = [[]]  # (option, text, continues it)
        col = 0
        room = max(4, width - 1)  # the ">" marker takes a cell
        for i, o in enumerate(opts):
            item = Text(f"{self.option_key(i, o, keys[i])} {self.option_label(o)}")
            size = item.cell_len
            if size > room:  # its own lines, wrapped at words (never cut)
                if lines[-1]:
                    lines.append([])
                parts = list(item.wrap(_CONSOLE, room))
                for k, part in enumerate(parts):
                    part.rstrip()
                    if k:
                        lines.append([])
                    lines[-1].append((i, part, k > 0))
                lines.append([])
                col = 0
                continue
            need = size + 1 + (2 if col else 0)
            if col and col + need > width:
                lines.append([])
                col = 0
            elif col:
                col += 2
            lines[-1].append((i, item, False))
            col += size + 1
        if not lines[-1]:
            lines.pop()
        if scroll:
            mine = [k for k, ln in enumerate(lines) if any(i == self.cursor for i, _, _ in ln)] or [0]
            at, end = mine[0], mine[-1]
            if end >= self._top + rows:
                self._top = end - rows + 1
            if at < self._top:
                self._top = at
            self._top = max(0, min(self._top, max(0, len(lines) - rows)))
            shown = lines[self._top : self._top + rows]
            self._overflow = len(lines) > rows
        else:
            shown, self._top, self._overflow = lines, 0, False
        self._per_page = max(1, len({i for ln in shown for i, _, _ in ln}))
        body = Text(no_wrap=scroll, overflow="ellipsis")
        for k, ln in enumerate(lead):
            if k:
                body.append("\n")
            body.append_text(ln)
        for k, ln in enumerate(shown):
            if k or lead:
                body.append("\n")
            if scroll:
                more_up = k == 0 and self._top > 0
                more_down = k == len(shown) - 1 and self._top + rows < len(lines)
                body.append("↑" if more_up else "↓" if more_down else " ", style="bold")
            for j, (i, item, cont) in enumerate(ln):
                if j:
                    body.append("  ")
                on = i == self.cursor
                body.append(">" if on and not cont else " ", style="bold")
                body.append_text(_styled(item, on))
        for ln in note_lines:
            ln = ln.copy()
            ln.stylize("italic")
            body.append("\n ")
            body.append_text(ln)
        return body

    def _replay_next_text(self) -> str:
        v = self._view
        names = v.names
        k, n = self.replay_k, len(self.record.choices)
        if k >= n:
            out = v.outcome
            return f"End of record. {out.reason}." if out else "End of record (game unfinished)."
        d = v.deciding
        if d is None:
            return "End of record."
        cid = self.record.choices[k]
        if self.private and d == self.seat:
            label = next((o.label for o in v.options if o.id == cid), cid)
            return f"Next: {names[d]} chooses {label}."
        return f"Next: {names[d]} decides ({v.prompt or ''}); hidden in this view."

    # -- bindings -------------------------------------------------------------
    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "switch_view":
            return self.replay and self.private
        if action in ("step", "step_to"):
            return self.replay
        if action in ("choose", "pick", "move", "cursor_to", "pick_last", "page"):
            if self.replay:
                return False
            return self.private and bool(self.options())
        if action == "takeback":
            if self.replay:
                return False
            return True if self._may_take_back() else None  # shown disabled; on_key says why
        if action == "hint":
            return self.computer is not None and bool(self.options()) and not self.computer.hinting
        if action == "hurry":
            return self.computer is not None and self.computer.can_hurry()
        if action == "stops":  # a game with no response windows has no stops: not a key of its screen
            return bool(type(self.game).MOMENTS)
        return True

    def _may_take_back(self) -> bool:
        if self.computer is not None:  # the person's last choice, the computer's replies with it
            return self.private and own_last_choice(self.game, self.seat) is not None
        return self.private and not self.game.over and self.game.can_take_back(self.seat)

    def _guard_keys(self) -> None:
        """Private information was just revealed: take only a fresh press from
        now on (a key held or repeating since the handoff is dropped; see
        :mod:`holytable.ui.keys`)."""
        keys = getattr(self.app, "keys", None)
        if keys is not None:
            keys.arm(self)

    def action_move(self, delta: int) -> None:
        opts = self._view.options if self._view is not None else ()
        if not opts:
            return
        self.cursor = (self.cursor + delta) % len(opts)
        self._draw()

    def action_cursor_to(self, index: int) -> None:
        """Home/End in a prompt: the cursor to the first option (``0``) or the
        last (``-1``), choosing nothing (End did nothing: it was bound to the
        replay's last step only)."""
        opts = self._view.options if self._view is not None else ()
        if not opts:
            return
        self.cursor = len(opts) - 1 if index < 0 else min(index, len(opts) - 1)
        self._draw()

    def action_choose(self) -> None:
        opts = self.options()
        if opts:
            self._choose(opts[min(self.cursor, len(opts) - 1)].id)

    def action_pick(self, n: int) -> None:
        """The digit ``n``: pick the option whose key (:meth:`option_keys`) is
        ``n`` (by default option ``n``, 1-based)."""
        opts = self.options()
        if not opts:
            return
        keys = self.option_keys(len(opts))
        if str(n) not in keys:
            digits = [k for k in keys if k.isdigit() and k != "0"]
            hint = f"; choose {digits[0]}-{digits[-1]}" if len(digits) > 1 else ""
            self.seat_notice(f"There is no option {n}{hint}.")
            return
        self.pick_index(keys.index(str(n)))

    def action_pick_last(self) -> None:
        """``0``: pick Pass, else the last option (End your turn, Back...:
        :meth:`zero_index`); against the
        computer held once when the phase moved on without the person
        (:meth:`ComputerSeats.end_key_holds`)."""
        opts = self.options()
        if not opts:
            return
        z = self.zero_index(opts)
        if self.computer is not None and self.computer.end_key_holds(self._view, opts[z], "0"):
            return
        self.pick_index(z)

    def action_page(self, delta: int) -> None:
        """PgDn/PgUp: to the first option of the next/previous kind (play,
        attack, deploy..., by the option's verb) when kinds come in runs of
        two options or more on average; by a screenful when all are of one
        kind, or when kinds alternate (move, jack in, move, jack in...:
        stepping run by run moved one option at a time)."""
        opts = self.options()
        if not opts:
            return
        kinds = [o.verb for o in opts]
        starts = [i for i in range(len(opts)) if i == 0 or kinds[i] != kinds[i - 1]]
        if 1 < len(starts) and len(opts) >= 2 * len(starts):
            if delta > 0:
                nxt = [i for i in starts if i > self.cursor]
                self.cursor = nxt[0] if nxt else starts[0]
            else:  # to the start of this kind, or of the kind before
                prev = [i for i in starts if i < self.cursor]
                self.cursor = prev[-1] if prev else starts[-1]
        else:
            self.cursor = max(0, min(len(opts) - 1, self.cursor + delta * self._per_page))
        self._draw()

    def pick_index(self, i: int) -> None:
        """Choose the option at index ``i`` (0-based) of the prompt."""
        opts = self.options()
        if not 0 <= i < len(opts):
            return
        self.cursor = i
        self._choose(opts[i].id)

    # -- stops (:mod:`.stops`, issue 16) -------------------------------------------
    def _stop_passes(self) -> bool:
        """The pending window passes for its player: not one of their stops."""
        return pending_passes(self)

    def action_stops(self) -> None:
        """t: the seat at the keyboard sets its stops, on its own screen."""
        open_stops(self)

    def action_takeback(self) -> None:
        if self.replay:
            return
        if not self._may_take_back():
            if not self.private or self.game.over:
                why = "Nothing to take back now."
            elif not self.game.choices:
                why = "Nothing to take back yet."
            elif self.computer is not None:
                why = "Nothing to take back: chance or hidden information came since your last choice."
            elif (k := self.game.last_real_choice()) is not None:
                why = f"Nothing to take back: {self.game.names[self.game.deciders[k]]} has chosen since your last choice."
            else:
                why = "Nothing to take back: chance or hidden information came since your last choice."
            self.seat_notice(why)
            return
        self._take_back(self.seat)

    def action_rules(self) -> None:
        from .rules_screen import RulesScreen  # imported when first needed (start-up time)

        if isinstance(self.app.screen, RulesScreen):
            return
        game_id = self.game.game_id
        path = find_rules(game_id)
        if path is None:
            self.seat_notice(f"No rules text found for {self.game.title} (docs/rules/{game_id}.md).")
            return
        self.app.push_screen(RulesScreen(path, self.game.title))

    def action_log(self) -> None:
        if isinstance(self.app.screen, LogScreen):
            return
        who = self._view.player
        names = self._view.names
        title = f"Log · {names[who]}'s view" if who is not None else "Log · public"
        self.app.push_screen(LogScreen([e.text for e in self._view.log], title))

    def action_settings(self) -> None:
        open_settings = getattr(self.app, "open_settings", None)
        if open_settings is not None:
            open_settings()

    def action_leave(self) -> None:
        if self.replay:
            if getattr(self.app, "replay_only", False):
                self.app.exit()
            else:
                self.app.pop_screen()
            return
        if isinstance(self.app.screen, ConfirmScreen):
            return

        def done(leave: bool | None) -> None:
            if leave:
                self.app.pop_screen()

        self.app.push_screen(ConfirmScreen(self.leave_question(), "Leave", "Stay"), done)

    # -- saving ---------------------------------------------------------------
    def leave_question(self) -> str:
        """The question before leaving (Esc, here or on a handoff): tries the
        save once more if it was failing, and says plainly if it still fails."""
        if self.save_path is not None and not begun(self.game):
            return "Leave this game? Nothing has been chosen yet, so it is not kept."
        if self.save_error is not None:
            self._save()
        if self.save_error is None or self.save_path is None:
            return "Leave this game? It is saved: resume it from the lobby."
        return (f"Leave this game? It is NOT saved ({self.save_error}): "
                "leaving now loses it. Stay and holytable tries again at your next choice.")

    def _save(self) -> bool:
        """Write the record; True when it is on disk, or when there is nothing
        to keep: a game is saved from its first real choice on (``lobby.begun``),
        before that its file is removed. Keeps :attr:`save_error` and the
        banner up to date."""
        if self.save_path is None:
            return True
        was = self.save_error
        try:
            if begun(self.game):
                save_record(self.record, self.save_path)
            else:  # not kept before the first real choice (a takeback back to it: removed)
                self.save_path.unlink(missing_ok=True)
        except OSError as e:
            self.save_error = save_failure(e, self.save_path)
        else:
            self.save_error = None
        if self.save_error != was:
            self._draw_save_banner()
            if self.save_error is not None:
                self._tell_save_failed()
            else:
                self.notify(f"The game is saved again ({self.save_path}).")
        return self.save_error is None

    def _tell_save_failed(self) -> None:
        self.notify(f"The game is not being saved: {self.save_error} ({self.save_path}).",
                    severity="error", timeout=10)

    def _draw_save_banner(self) -> None:
        """The not-saved line under the header: shown for as long as saving
        fails, hidden once a save succeeds."""
        try:
            banner = self.query_one("#save-banner", Static)
        except Exception:  # not composed yet
            return
        failing = self.save_error is not None and self.save_path is not None
        banner.display = failing
        if failing:
            banner.update(Text.assemble(
                (" NOT SAVED ", "bold reverse"),
                f" {short_paths(self.save_error)}. Play goes on; each choice tries to save again.",
                overflow="fold",  # a long folder name breaks rather than hides the rest
            ))

    # -- playing --------------------------------------------------------------
    def _choose(self, option_id: str) -> None:
        prev = self.seat
        pending = self.game.pending
        auto, self._auto_pass = getattr(self, "_auto_pass", False), False  # a Pass made for the player: no news mark
        if self.private and pending is not None and pending.player == self.seat and not auto:
            # the handoff's news starts here (_news), whatever the decision
            # offered: a mark set only past a lone Pass told the next handoff's
            # onlookers whether this player held an answer (issue 16)
            self._pre_choice = len(self.game.log)
            if self.computer is not None and self._view is not None and not pending.only_pass():
                self.computer.person_chose(self._view, option_id)
        try:
            self.game.choose(option_id)
        except IllegalChoice as e:
            self.seat_notice(str(e))
            return
        except Exception as e:  # an engine bug must not take the app down
            self.notify(f"Engine error, choice undone: {e}", severity="error")
            try:
                self._checkpoints.forget_after(-1)  # the engine failed: trust no clone
                self.game = self.record.build()
            except RecordError as e2:
                self.notify(str(e2), severity="error")
            self._redraw()
            if self.computer is not None:
                self.computer.failed()  # it chooses again (otherwise), or gives up
            return
        self._autosave()
        self._checkpoints.record = self.record
        self._checkpoints.keep(self.game)
        self._after_change(prev)

    @property
    def window_mode(self) -> str:
        """This game's reaction-window mode (``Settings.reaction_mode``): the
        one its save began with (``GameRecord.reactions``), else the
        settings' when it was first read on this screen. A change in the
        settings counts from the next game (the settings screen says so): one
        player switching to "ask only when I can respond" mid-game silently
        made the other's handoffs tell his hand (issue 16, break19), and so
        did the same switch with a save and a resume in between (break20)."""
        if self._window_mode is None:
            self._window_mode = self.record.reactions or getattr(self.app.settings, "reaction_mode", "stops")
        return self._window_mode

    def _after_change(self, prev: int | None) -> None:
        if self.game.over:
            self._redraw()
            self._show_game_over()
            return
        pending = self.game.pending
        assert pending is not None
        alone = self.computer is not None and pending.player == self.computer.person
        computer = self.computer is not None and self.computer.decides(self.game) is not None
        if self._stop_passes() or pending.only_pass() and not computer and (
                alone or self.window_mode == "when-able"):
            # Stops (the default): a window that is none of its player's stops
            # passes for them, whatever they hold (issue 16). "Ask only when I
            # can respond": pass for a player who holds no response (DESIGN.md:
            # faster, at the price of telling the opponent so). Against the
            # computer always: nobody else looks at the screen. Never the
            # computer's own: its windows take one time whatever it holds
            # (break21: in this mode they flew by when it held nothing).
            self._auto_pass = True
            self._choose(PASS)
            return
        d = pending.player
        if self.computer is not None:  # the person's view stays; the computer may go on
            self._redraw()
            self.computer.step()
            return
        if d != self.seat or not self.private:
            self.seat = d
            self.private = False
            self._redraw()
            self._push_handoff(prev)
        else:
            self._redraw()

    def _autosave(self) -> None:
        """Sync the record and save it (a failure shows the not-saved banner;
        the next choice tries again)."""
        self.record = self.stops.saved_in(self.record.synced(self.game), getattr(self.app, "settings", None))
        if type(self.game).MOMENTS and self.record.reactions != self.window_mode:
            # the mode goes with the game (a game with response windows)
            self.record = self.record.model_copy(update={"reactions": self.window_mode, "format": FORMAT_VERSION})
        self._save()

    def _take_back(self, player: int, *, from_handoff: bool = False) -> None:
        """``player`` takes back their last choice. From a handoff
        (``from_handoff``) whoever is at the keyboard may already be the next
        player: ``player``'s screen shows only after a handoff to them."""
        if self.computer is not None:  # its search is stopped first; its replies go back too
            self.computer.cancel()
        undo = take_back_own if self.computer is not None else take_back
        try:
            self.record, self.game = undo(self.record, self.game, player, self._checkpoints)
        except ValueError as e:
            if self.computer is not None:
                self.computer.step()  # it goes on choosing
            elif not self.private:
                self._push_handoff(None)
            self.seat_notice(str(e).splitlines()[0])  # after the handoff clears the others
            return
        n = len(self.game.log)  # a shorter log: no mark past its end (_news)
        # a seat that saw what was undone reads so on its next handoff (fresh21:
        # the board went back with no word for the player who had watched it)
        told = getattr(self, "_taken_back", {})
        for k, v in self._seen_public.items():
            if v > n and k != player:
                told.setdefault(k, []).append(f"{self.game.names[player]} took back their last choice: "
                                              "what came of it is undone.")
        self._taken_back = told
        self._seen_public = {k: min(v, n) for k, v in self._seen_public.items()}
        self._pre_choice = None if self._pre_choice is None else min(self._pre_choice, n)
        self.stops.game = self.game  # the toggles clamped to the turn taken back to, before the save (break22)
        self._autosave()
        d = self.game.pending.player if self.game.pending else player
        if d == player and not from_handoff:
            self.seat = player
            self.private = True
            self._guard_keys()
            self._redraw()
        else:
            self.seat = d
            self.private = False
            self._redraw()
            self._push_handoff(None, taking_back=from_handoff and d == player)
        self.seat_notice(f"{self.game.names[player]} took back their last choice.", severity="information")

    # -- the computer (:mod:`.computer`) ------------------------------------------
    def computer_chose(self, option_id: str) -> None:
        """The computer's choice, made once its pace allows."""
        self._choose(option_id)

    def action_hint(self) -> None:
        """F2: ask the computer for a hint (its answer: :meth:`show_hint`)."""
        if self.computer is not None and self.options():
            self.computer.hint()
            self.refresh_bindings()

    def show_hint(self, at: int, option_id: str, chance: float | None) -> None:
        """The computer's hint for the decision after ``at`` choices: said,
        and the cursor put on it (while that decision is still the one asked)."""
        self.refresh_bindings()
        opts = self.options()
        ids = [o.id for o in opts]
        if at != len(self.game.choices) or option_id not in ids:
            return  # the decision has moved on
        i = ids.index(option_id)
        self.cursor = i
        self._draw()
        self.seat_notice(hint_text(self.option_label(opts[i]), chance), severity="information")

    def action_hurry(self) -> None:
        """Space: the computer's choice under way shows without its pause."""
        if self.computer is not None:
            self.computer.hurry()

    def on_unmount(self) -> None:
        if self.computer is not None:
            self.computer.close()  # its search stops at its next iteration; its process goes

    def _show_held_notices(self) -> None:
        """Show again the notices held while a handoff was up (those from
        before it and those raised during it), each with its full time."""
        held = {n.identity: n for n in [*getattr(self, "_held_notices", []), *self.app._notifications]}
        self._held_notices = []
        if not held:
            return
        self.app.clear_notifications()
        for n in held.values():
            self.app.notify(n.message, title=n.title, severity=n.severity, timeout=n.timeout, markup=n.markup)

    def seat_notice(self, message: str, severity: str = "warning") -> None:
        """A notice about what the player at the keyboard just did ("There is
        no option 4; choose 1-2", "Bo took back their last choice."): shown
        now, gone at that player's next key on this screen
        (:meth:`_drop_read_notices`; it stayed up for several keys, over the
        header and the i panel's title) or at the next handoff. One raised
        while a handoff is up shows once the handoff closes."""
        self._read_at_next_key = getattr(self, "_read_at_next_key", set()) | {message}
        self.notify(message, severity=severity)  # type: ignore[arg-type]

    def _drop_read_notices(self) -> None:
        """A key on this screen: the :meth:`seat_notice` notices up now have
        been read; they go (other notices keep their time)."""
        read = getattr(self, "_read_at_next_key", None)
        if not read:
            return
        self._read_at_next_key = set()
        for n in [n for n in self.app._notifications if n.message in read]:
            self.app._unnotify(n, refresh=False)
        self.app._refresh_notifications()

    def notify(self, message: str, **kw: object) -> None:  # type: ignore[override]
        """Every notice the game raises (this screen, a game's own screen)
        belongs to the seat at the keyboard and the moment it was made:
        dropped at the next handoff (:meth:`_push_handoff`), never shown
        again to the next player ("… took back their last choice." came
        back on the other player's screen a turn later, over the board).
        One raised while a handoff is up is for the player it hands to."""
        self._seat_messages = getattr(self, "_seat_messages", set()) | {message}
        super().notify(message, **kw)  # type: ignore[arg-type]

    def _news(self, log: tuple) -> list[str]:
        """The public lines (``log``: the public view's) since :attr:`seat`
        last saw the board: from its last choice on (what came of it, the
        other seats' moves), whatever their number. The seat leaving the
        keyboard now is marked here. With no mark (a resumed game) the lines
        of this turn and the one before."""
        if self._at_keyboard is not None and self._at_keyboard != self.seat:
            at = self._pre_choice if self._pre_choice is not None else len(self.game.log)
            self._seen_public[self._at_keyboard] = at
            self._at_keyboard = self._pre_choice = None
        start = self._seen_public.get(self.seat)
        notes = getattr(self, "_taken_back", {}).pop(self.seat, [])  # takebacks since (_take_back)
        if start is None:
            turn = log[-1].turn if log else 0
            return notes + [e.text for e in log if e.turn >= turn - 1]
        return notes + [e.text for e in log if e.seq >= start]

    def _push_handoff(self, prev: int | None, taking_back: bool = False) -> None:
        """Hide everything private until the deciding player presses Enter.
        ``taking_back``: :attr:`seat` pressed u on the handoff to another
        seat, and is at the keyboard already: the screen says so, with no
        "pass the keyboard" (the other seat may have sat down: it still hides
        the hand until Enter)."""
        if self._handoff_open or self.game.over or self.replay:
            return
        if self.app.screen is not self:
            # Another modal is up (settings, size warning): try again later.
            self.set_timer(0.2, lambda: self._push_handoff(prev, taking_back))
            return
        self._handoff_open = True
        # No notification may cover the handoff's text ("Pass the keyboard
        # to...": a long one stayed over it). The handoff hides them (CSS);
        # those up now (which may time out meanwhile) are shown again, with
        # their full time, once it closes.
        seat_only = getattr(self, "_seat_messages", set())
        self._seat_messages = set()
        self._held_notices = [n for n in self.app._notifications if n.message not in seat_only]
        if len(self._held_notices) < len(self.app._notifications):
            self.app.clear_notifications()  # the rest come back when the handoff closes
        public = self.game.view(None)
        lines = self._news(public.log)
        can_undo = prev is not None and prev != self.seat and self.game.can_take_back(prev)
        names = public.names
        self.app.push_screen(
            HandoffScreen(
                next_name=names[self.seat],
                taking_back=taking_back,
                prev_name=names[prev] if prev is not None else None,
                lines=lines,
                can_take_back=can_undo,
                not_saved=(short_paths(self.save_error)
                           if self.save_error is not None and self.save_path is not None else None),
                stops=(lambda: open_stops(self, handed=True)) if type(self.game).MOMENTS else None,
            ),
            lambda result: self._handoff_done(result, prev),
        )
        self.call_after_refresh(settle_memory)  # the handoff is up: nobody sees the pause

    def _handoff_done(self, result: str | None, prev: int | None) -> None:
        self._handoff_open = False
        self._show_held_notices()
        if result == "leave":
            self.app.pop_screen()
            return
        if result == "takeback" and prev is not None:
            self._take_back(prev, from_handoff=True)
            return
        self.private = True
        self._at_keyboard = self.seat
        self._seen_public[self.seat] = len(self.game.log)
        self._guard_keys()
        self._redraw()

    def _show_game_over(self) -> None:
        if self._finished:
            return
        self._finished = True
        from .game_over import GameOverScreen

        not_saved = self.save_error if self.save_path is not None else None
        self.app.switch_screen(GameOverScreen(self.record, self.game.view(None), self.BOARD, not_saved=not_saved,
                                              save_path=self.save_path if not_saved else None))

    # -- replay ---------------------------------------------------------------
    def _goto(self, k: int) -> None:
        n = len(self.record.choices)
        k = max(0, min(n, k))
        try:
            game = self._checkpoints.build(upto=k)
        except RecordError as e:
            self.notify(str(e), severity="error")
            return
        self.replay_k = k
        self.game = game
        self._redraw()

    def action_step(self, delta: int) -> None:
        self._goto(self.replay_k + delta)

    def action_step_to(self, k: int) -> None:
        self._goto(len(self.record.choices) if k < 0 else k)

    def action_switch_view(self) -> None:
        self.seat = (self.seat + 1) % max(1, self.game.num_players)
        self._redraw()

