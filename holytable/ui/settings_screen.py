"""The settings screen: theme, reaction-window mode and the computer's pace, saved at once."""
from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, RadioButton, RadioSet, Static

from .footer import SteadyFooter
from .settings import PACE_CHOICES, REACTION_CHOICES, THEME_CHOICES, Settings


class MarkedRadioButton(RadioButton):
    """A radio button whose state shows without colour: "●" on, blank off."""

    @property
    def BUTTON_INNER(self) -> str:  # type: ignore[override]
        return "●" if self.value else " "


class ChosenRadioSet(RadioSet):
    """A radio set whose cursor starts on the chosen value (Textual's starts
    on the first button, so Enter there would change the setting)."""

    def on_mount(self) -> None:
        # after RadioSet's own mount handler, which puts it on the first
        self.call_after_refresh(self._select_pressed)

    def _select_pressed(self) -> None:
        if self.pressed_index >= 0:
            self._selected = self.pressed_index


class SettingsScreen(ModalScreen):
    """Edits ``app.settings``; every change is applied and saved immediately."""

    BINDINGS = [
        Binding("escape", "close", "Close", id="settings.close"),
        Binding("ctrl+q", "app.quit", "Quit", id="settings.quit"),
    ]

    def __init__(self, settings: Settings) -> None:
        super().__init__()
        self.settings = settings
        self._dismissed = False

    def compose(self) -> ComposeResult:
        with Vertical(id="settings-box"):
            yield Static("Settings", id="settings-title")
            with ChosenRadioSet(id="theme", compact=True) as rs:
                rs.border_title = "Theme"
                for key, label in THEME_CHOICES.items():
                    yield MarkedRadioButton(label, value=key == self.settings.theme, id=f"theme-{key}")
            with ChosenRadioSet(id="reaction", compact=True) as rs:
                rs.border_title = "Reaction windows (from now on)"
                for key, label in REACTION_CHOICES.items():
                    yield MarkedRadioButton(label, value=key == self.settings.reaction_mode, id=f"reaction-{key}")
            with ChosenRadioSet(id="pace", compact=True) as rs:
                rs.border_title = "The computer's pace"
                for key, (label, _seconds) in PACE_CHOICES.items():
                    yield MarkedRadioButton(label, value=key == self.settings.computer_pace, id=f"pace-{key}")
            yield Static("Tab moves · arrows pick · Enter selects · Esc closes", id="settings-help")
            yield Button("Close", id="settings-close", compact=True)
        yield SteadyFooter(compact=True, show_command_palette=False)

    def on_mount(self) -> None:
        self.query_one("#theme", RadioSet).focus()

    def on_radio_set_changed(self, event: RadioSet.Changed) -> None:
        event.stop()
        pressed = event.pressed.id or ""
        if event.radio_set.id == "theme":
            update = {"theme": pressed.removeprefix("theme-")}
        elif event.radio_set.id == "pace":
            update = {"computer_pace": pressed.removeprefix("pace-")}
        else:
            update = {"reaction_mode": pressed.removeprefix("reaction-")}
            playing = [s for s in self.app.screen_stack if getattr(s, "window_mode", None) is not None]
            if playing and playing[-1].window_mode != update["reaction_mode"]:
                self.notify("The reaction windows' mode changes from the next game: this one keeps the one "
                            "it began with, so nobody's handoffs change under them.", timeout=8)
        self.settings = self.settings.model_copy(update=update)
        self.app.apply_settings(self.settings)  # type: ignore[attr-defined]

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.action_close()

    def action_close(self) -> None:
        if not self._dismissed:
            self._dismissed = True
            self.dismiss(None)
