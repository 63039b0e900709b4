"""The footer of every holytable screen that shows one: Textual's ``Footer``,
rebuilt only when the keys it would show change (:class:`SteadyFooter`);
Quit always shows (docked at the right end when the keys are too many for
the width)."""
from __future__ import annotations

from rich.cells import cell_len
from textual.app import ComposeResult
from textual.widgets import Footer
from textual.widgets._footer import FooterKey

#: The actions of the quit key: always shown (docked right when crowded).
QUIT_ACTIONS = frozenset({"quit", "app.quit"})


class SteadyFooter(Footer):
    """Textual's footer, rebuilt only when the keys it would show change.

    Textual's ``Footer`` removes and mounts all its keys again on every
    bindings refresh (each redraw, each screen pushed or popped, each focus
    change): about a third of the time a key press took in a game (issue 11).
    The keys it shows depend only on the screen's active bindings (each
    binding, whether it is enabled, its tooltip) and on the footer's own
    settings, so when those are as last built, nothing is rebuilt."""

    DEFAULT_CSS = """
    SteadyFooter FooterKey.-quit { dock: right; }
    """

    _built: tuple | None = None

    def compose(self) -> ComposeResult:
        """Textual's keys; when they do not all fit the footer's width (Heresy
        against the computer at 80 columns), Quit is docked at its right end
        and only the keys that fit whole before it are shown (a key cut to
        "Spa" read as nothing): never Quit, never F1 (first: it lists them all)."""
        fits = self._fitting() if self._bindings_ready else None
        for widget in super().compose():
            if fits is not None and isinstance(widget, FooterKey):
                if widget.action in QUIT_ACTIONS:
                    widget.add_class("-quit")
                elif widget.action not in fits:
                    continue
            yield widget

    def _widths(self) -> dict[str, int]:
        """Each action's width in the footer, in its order (one key an action,
        as Textual shows them: ``key description`` and a space)."""
        first: dict[str, object] = {}
        for _, b, _enabled, _tip in self.screen.active_bindings.values():
            if b.show:
                first.setdefault(b.action, b)
        return {a: cell_len(self.app.get_key_display(b)) + cell_len(b.description) + 2 for a, b in first.items()}

    def _crowded(self) -> bool:
        """Whether the keys shown are wider than the footer."""
        return sum(self._widths().values()) > (self.size.width or self.app.size.width)

    def _fitting(self) -> set[str] | None:
        """The actions shown when the keys are crowded (None: all fit): those
        that fit whole, in order, beside Quit."""
        widths = self._widths()
        room = self.size.width or self.app.size.width
        if sum(widths.values()) <= room:
            return None
        room -= sum(w for a, w in widths.items() if a in QUIT_ACTIONS) + 1
        fits: set[str] = set()
        for action, w in widths.items():
            if action in QUIT_ACTIONS:
                continue
            if w > room:
                break
            fits.add(action)
            room -= w
        return fits

    def _keys_shown(self) -> tuple:
        active = self.screen.active_bindings.values()
        return (self._bindings_ready, self.compact, self.show_command_palette, self.combine_groups,
                tuple((b, enabled, tooltip) for _, b, enabled, tooltip in active if b.show),
                self._bindings_ready and self._crowded())

    def on_resize(self) -> None:
        """A new width may crowd the keys (or give them room): Quit's place
        follows (rebuilt only when that changes)."""
        self.call_after_refresh(self.recompose)

    async def recompose(self) -> None:
        if not self.is_attached:
            return
        shown = self._keys_shown()
        if shown == self._built:
            return
        self._built = shown
        await super().recompose()
