"""The game-over screen: result and reason, final scores, play again / lobby."""
from __future__ import annotations

from pathlib import Path
from typing import Sequence

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Button, Static

from holytable.engine.log import Event
from holytable.engine.record import GameRecord, save_record
from holytable.engine.view import View

from .footer import SteadyFooter
from .board import GameBoard
from .modals import LogScreen


#: Log events the "How it ended" box leaves out: they tell nothing at game
#: over (every game logs draws as "draw" and a new turn as "turn").
QUIET_VERBS = frozenset({"draw", "turn"})


def final_turn(log: Sequence[Event], rows: int = 3) -> list[str]:
    """The texts of the last public log events before the end, draws and turn
    headers left out (they tell
    nothing at game over): how the deciding turn went."""
    return [e.text for e in log if e.verb not in QUIET_VERBS][-rows:]


class GameOverScreen(Screen):
    """``record``: the finished game's record (play again reuses its names, decks
    and options with a new seed); ``view``: the final public view;
    ``not_saved``: why the end of the game could not be saved (shown), or None;
    ``save_path``: where the record belongs (the end is saved there again every
    :data:`RETRY_SECONDS` and before quitting while ``not_saved``).

    While the end is not saved the app counts this screen as an unsaved game
    (:meth:`HolytableApp.unsaved_game`): Ctrl+Q tries once more, then asks.
    Takes only a fresh press when it shows (:mod:`.keys`): an Enter still
    repeating from the last choice never presses "Play again".
    """

    #: Seconds between tries to save a game's end that could not be saved.
    RETRY_SECONDS = 5.0
    FRESH_KEYS = "reveal"

    BINDINGS = [
        Binding("p", "again", "Play again", id="over.again"),
        Binding("b,escape", "lobby", "Back to lobby", key_display="b", id="over.lobby"),
        Binding("L,l", "log", "Log", key_display="L", id="over.log"),
        Binding("left,up", "app.focus_previous", show=False),
        Binding("right,down", "app.focus_next", show=False),
    ]

    def __init__(self, record: GameRecord, view: View, board: type[GameBoard],
                 not_saved: str | None = None, save_path: Path | None = None) -> None:
        super().__init__()
        self.not_saved = not_saved
        self.save_path = save_path
        self.record = record
        self.view = view
        self.board = board
        self._leaving = False

    def compose(self) -> ComposeResult:
        v = self.view
        out = v.outcome
        names = v.names
        winner = out.winner if out is not None else None
        if winner is None:
            headline = Text("Draw", style="bold")
        else:
            headline = Text.assemble(("★ ", "bold"), (f"{names[winner]} wins", "bold"))
        with Vertical(id="over-box"):
            yield Static(Text(f"{v.title} · game over", style="italic"), id="over-game")
            yield Static(headline, id="over-result")
            yield Static(out.reason if out is not None else "", id="over-reason")
            if self.not_saved:
                yield Static(Text.assemble(("NOT SAVED ", "bold reverse"),
                                           f" {self.not_saved}: this game's end is not in its save file."),
                             id="over-not-saved")
            scores = Text()
            for i, line in enumerate(self.board.scores(v)):
                if i:
                    scores.append("\n")
                mark = "★ " if winner == i else "\u00a0\u00a0"
                scores.append(mark + line, style="bold" if winner == i else "")
            box = Static(scores, id="over-scores")
            box.border_title = "Final scores"
            yield box
            finale = final_turn(v.log)
            if finale:
                last = Static(Text("\n".join(finale)), id="over-finale")
                last.border_title = "How it ended"
                yield last
            with Horizontal(id="over-buttons"):
                yield Button("Play again", id="again", variant="primary", compact=True)
                yield Button("Back to lobby", id="lobby", compact=True)
        yield SteadyFooter(compact=True)

    def on_mount(self) -> None:
        # Seen once under load in a whole Heresy game against the computer: this
        # ran with no "#again" in the DOM (NoMatches ended the app). Focus it if
        # it is there; the game-over keys work either way.
        for again in self.query("#again").results(Button):
            again.focus()
        self.call_after_refresh(self._fit, 0)
        if self.not_saved and self.save_path is not None:
            self._retry = self.set_interval(self.RETRY_SECONDS, self._save)

    def on_resize(self) -> None:
        self.call_after_refresh(self._fit, 0)

    def _fit(self, step: int) -> None:
        """The whole box on the screen, its headline and buttons always: on a
        short screen its padding goes first, then "How it ended" (the log
        keeps it). A five-seat Heresy game's box was taller than 24 rows and
        opened scrolled down to its buttons, "★ Ed wins" out of sight (play21)."""
        try:
            box = self.query_one("#over-box")
        except Exception:
            return
        room = self.size.height - 1  # the footer
        if step == 0:  # start from the full box (a bigger terminal again)
            box.styles.padding = (1, 2)
            for f in self.query("#over-finale"):
                f.display = True
            self.call_after_refresh(self._fit, 1)
            return
        if box.outer_size.height <= room:
            return
        if step == 1:
            box.styles.padding = (0, 2)
        elif step == 2:
            for f in self.query("#over-finale"):
                f.display = False
        else:
            return
        self.call_after_refresh(self._fit, step + 1)

    # -- saving (the same shape as GameScreen's, for HolytableApp.action_quit) --
    @property
    def save_error(self) -> str | None:
        """Why the game's end is not saved, or None once it is."""
        return self.not_saved

    def _save(self) -> bool:
        """Try to save the game's end again; True when it is on disk (the
        banner then says so). A screen without a save path never saves."""
        if not self.not_saved:
            return True
        if self.save_path is None:
            return False
        from .game_screen import save_failure

        try:
            save_record(self.record, self.save_path)
        except OSError as e:
            self.not_saved = save_failure(e, self.save_path)
            return False
        self.not_saved = None
        retry = getattr(self, "_retry", None)
        if retry is not None:
            retry.stop()
        try:
            self.query_one("#over-not-saved", Static).update(Text("Saved: this game's end is in its save file now."))
        except Exception:  # not composed
            pass
        self.notify(f"The game is saved ({self.save_path}).")
        return True

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        if event.button.id == "again":
            self.action_again()
        else:
            self.action_lobby()

    def action_again(self) -> None:
        if self._leaving:
            return
        self._leaving = True
        self.app.play_again(self.record)  # type: ignore[attr-defined]

    def action_lobby(self) -> None:
        if self._leaving:
            return
        self._leaving = True
        self.app.pop_screen()

    def action_log(self) -> None:
        if not isinstance(self.app.screen, LogScreen):
            self.app.push_screen(LogScreen([e.text for e in self.view.log], "Log · public"))
