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
        if not self._bindings_ready and self._built is None and getattr(self.screen, "FOOTER_KEYS_AT_ONCE", False):
            # composed with its keys: Textual's footer mounts empty and then
            # again with its keys once told the bindings (two more layouts
            # for each handoff shown, issue 11)
            self.set_reactive(Footer._bindings_ready, True)
            self._built = self._keys_shown()
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
        # first the keys the screen shows elsewhere too (FOOTER_SPARE, in
        # the order they give way: the option keys its prompt shows)
        for name in getattr(self.screen, "FOOTER_SPARE", ()):
            for action in [a for a in widths if a.split("(")[0] == name]:  # "pick(1)": pick
                if sum(widths.values()) > room:
                    del widths[action]
        if sum(widths.values()) <= room:
            return {a for a in widths if a not in QUIT_ACTIONS}
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
        if getattr(self.screen, "FOOTER_WAITS_WHEN_HIDDEN", False) and self._hidden():
            return  # its screen rebuilds it once on top again (GameScreen.on_screen_resume)
        shown = self._keys_shown()
        if shown == self._built:
            return
        if self._built is not None and _same_keys(shown, self._built) and self._update_in_place(shown):
            self._built = shown
            return
        self._built = shown
        await super().recompose()

    def _hidden(self) -> bool:
        """Whether an opaque screen covers this footer's screen (a handoff):
        its keys change as the game screen goes public and private again
        around each handoff, and rebuilding a footer nobody sees was two
        rebuilds a handoff (issue 11); the screen, once on top again,
        refreshes its bindings."""
        stack = self.app.screen_stack
        screen = self.screen
        if screen not in stack:
            return False
        return any(s.styles.background.a == 1 for s in stack[stack.index(screen) + 1:])

    def _update_in_place(self, shown: tuple) -> bool:
        """The same keys, only some enabled or disabled (or their tooltips
        changed): each key shown is updated where it is, none is removed and
        mounted again (issue 11: a handoff and its return toggled Take back
        and Choose, and each toggle rebuilt the whole footer, a layout and
        a render more per key press). False when a key shown has no binding
        among ``shown`` (then the footer is rebuilt)."""
        first: dict[str, tuple] = {}
        for b, enabled, tooltip in shown[4]:
            first.setdefault(b.action, (b, enabled, tooltip))
        keys = list(self.query(FooterKey))
        if any(k.action not in first for k in keys):
            return False
        for k in keys:
            b, enabled, tooltip = first[k.action]
            if k.has_class("-command-palette"):
                tooltip = b.tooltip or b.description
            elif k.has_class("-grouped"):
                tooltip = tooltip or b.description
            if k._disabled == (not enabled) and (k.tooltip or "") == (tooltip or ""):
                continue
            k._disabled = not enabled
            k.set_class(not enabled, "-disabled")
            k.tooltip = tooltip or None
        return True


def _same_keys(a: tuple, b: tuple) -> bool:
    """Whether two :meth:`SteadyFooter._keys_shown` show the same keys in the
    same places: the same settings and bindings, whatever each one's
    enabled state and tooltip."""
    return a[:4] == b[:4] and a[5] == b[5] and [k[0] for k in a[4]] == [k[0] for k in b[4]]
