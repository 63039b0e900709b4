"""The footer of every holytable screen that shows one: Textual's ``Footer``,
rebuilt only when the keys it would show change (:class:`SteadyFooter`)."""
from __future__ import annotations

from textual.widgets import Footer


class SteadyFooter(Footer):
    """Textual's footer, rebuilt only when the keys it would show change.

    Textual's ``Footer`` removes and mounts all its keys again on every
    bindings refresh (each redraw, each screen pushed or popped, each focus
    change): about a third of the time a key press took in a game (issue 11).
    The keys it shows depend only on the screen's active bindings (each
    binding, whether it is enabled, its tooltip) and on the footer's own
    settings, so when those are as last built, nothing is rebuilt."""

    _built: tuple | None = None

    def _keys_shown(self) -> tuple:
        active = self.screen.active_bindings.values()
        return (self._bindings_ready, self.compact, self.show_command_palette, self.combine_groups,
                tuple((b, enabled, tooltip) for _, b, enabled, tooltip in active if b.show))

    async def recompose(self) -> None:
        if not self.is_attached:
            return
        shown = self._keys_shown()
        if shown == self._built:
            return
        self._built = shown
        await super().recompose()
