"""Which key presses reach a screen: hot-seat privacy against held, repeated
and typed-ahead keys (DESIGN.md: nothing hidden reaches the wrong player).

Terminals send no key-up, and a held key repeats about 30 times a second, so a
key alone cannot say whether it was meant for the screen now showing. The app
passes every key from the terminal through one :class:`KeyGate` before any
binding runs (``HolytableApp.on_event``):

1. A key stamped before the top screen became the top screen is dropped: it
   was typed at the screen before (a queued second ``?`` must not close the
   rules page it opened, nor reach the game beneath it).
2. Every key is dropped while the top screen is still being built
   (:func:`screen_ready`: a modal loading its text).
3. A handoff (a screen whose ``FRESH_KEYS`` is ``"handoff"``) takes only a
   press that comes after ``handoff`` seconds with no key at all, counted from
   when it showed and from the last key before (any key, dropped or not,
   starts the wait again: a rhythm of taps never passes it), and that no
   other key follows within ``hold`` seconds. Every key on it must pass this
   rule, whatever it does: a key that does nothing (an arrow, F1) leaves the
   handoff as strict as before. Only the keys a screen lists in ``FREE_KEYS``
   (scrolling public text) pass at once; they too start the wait again.
4. A screen that reveals something (``FRESH_KEYS = "reveal"``: the game
   screen when it shows a hand after a handoff, armed by :meth:`KeyGate.arm`;
   the game-over screen) takes only a *fresh* press once: one that comes
   after ``quiet`` seconds with no key, once the screen has shown for
   ``settle`` seconds, and that no other key follows within ``hold`` seconds
   (a held key's first repeat can come late, after the terminal's repeat
   delay; the repeats after it come fast). That press disarms the screen.

A fresh press is delivered once ``hold`` has passed.
A key that reached a screen's queue but was not handled before another screen
came on top is dropped too (:meth:`KeyGate.stale`). Ctrl+Q always passes.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from textual import events
from textual._time import get_time  # the clock textual stamps events with

if TYPE_CHECKING:
    from textual.app import App
    from textual.screen import Screen

#: Keys never held back: quitting is always possible (the game is saved).
ALWAYS = frozenset({"ctrl+q"})
#: The attribute a key event carries: the screen it was let through to.
_FOR = "_holytable_screen"
#: The two rules of armed screens (a screen's ``FRESH_KEYS`` attribute).
HANDOFF = "handoff"
REVEAL = "reveal"


@dataclass(frozen=True)
class KeyTiming:
    """Seconds: ``quiet`` without any key before a fresh press, ``settle`` on
    show before it, ``hold`` without any key after it; ``handoff``: the quiet
    (no key at all, since it showed and since the last key) a handoff needs.
    All 0: no fresh-press rule (tests that press keys one by one)."""

    quiet: float = 0.3
    settle: float = 0.5
    hold: float = 0.12
    handoff: float = 1.0

    @classmethod
    def of(cls, value: "KeyTiming | float | None") -> "KeyTiming":
        """``None``: the defaults; a number: every timing scaled so ``quiet``
        is that number (``0`` turns the rule off); a KeyTiming as it is."""
        if value is None:
            return cls()
        if isinstance(value, KeyTiming):
            return value
        k = float(value) / cls.quiet
        return cls(cls.quiet * k, cls.settle * k, cls.hold * k, cls.handoff * k)

    @property
    def off(self) -> bool:
        return self.quiet <= 0 and self.settle <= 0 and self.hold <= 0 and self.handoff <= 0


def screen_ready(screen: Screen) -> bool:
    """Whether ``screen`` takes keys: mounted, and for a screen with a
    ``ready`` attribute (:class:`~holytable.ui.modals.OnceModal`) once that is
    True."""
    return screen.is_mounted and bool(getattr(screen, "ready", True))


class KeyGate:
    """The app's one gate for keys (see the module docstring).

    ``app``: the app whose screens it guards; ``timing``: :class:`KeyTiming`.
    """

    def __init__(self, app: App, timing: KeyTiming) -> None:
        self.app = app
        self.timing = timing
        self.last_key = float("-inf")  # stamp of the last key from the terminal
        self.top: Any = None
        self.top_since = float("-inf")
        self._armed: dict[int, tuple[Any, float, str]] = {}  # id(screen) -> (screen, since when, rule)
        self._pending: tuple[Any, str, str | None] | None = None
        self._timer: Any = None
        self._vetted: events.Key | None = None

    # -- screens ----------------------------------------------------------------
    def screen_changed(self, screen: Screen, since: float | None = None) -> None:
        """The top screen is now ``screen`` (call on every push, pop, switch)."""
        if screen is self.top:
            return
        self.top = screen
        self.top_since = get_time() if since is None else since
        self._drop_pending()
        stack = self.app.screen_stack
        self._armed = {k: v for k, v in self._armed.items() if v[0] in stack}
        rule = getattr(screen, "FRESH_KEYS", None)
        if rule is not None:
            self.arm(screen, rule)

    def arm(self, screen: Screen, rule: str = REVEAL) -> None:
        """From now on ``screen`` takes only a fresh press: ``rule`` is
        :data:`HANDOFF` (rule 3: every key, for as long as it shows) or
        :data:`REVEAL` (rule 4: the first fresh press disarms it)."""
        if rule not in (HANDOFF, REVEAL):
            raise ValueError(f"no such key rule: {rule!r}")
        if not self.timing.off:
            self._armed[id(screen)] = (screen, get_time(), rule)

    def armed(self, screen: Screen) -> bool:
        entry = self._armed.get(id(screen))
        return entry is not None and entry[0] is screen

    def disarm(self, screen: Screen) -> None:
        self._armed.pop(id(screen), None)

    # -- keys -------------------------------------------------------------------
    def admit(self, event: events.Key) -> bool:
        """Whether the key from the terminal ``event`` may go on to the top
        screen; a key that may is marked with that screen (see :meth:`stale`)."""
        top = self.app.screen
        if event is self._vetted:
            self._vetted = None
            return self._mark(event, top)
        previous = self.last_key
        gap = event.time - previous
        self.last_key = max(self.last_key, event.time)
        if self._pending is not None:  # another key within `hold`: a held key
            self._drop_pending()
        if event.key in ALWAYS:
            return self._mark(event, top)
        if top is not self.top:  # a change not reported (before the app ran)
            self.screen_changed(top, since=event.time)
        if event.time < self.top_since or not screen_ready(top):
            return False
        if not self.armed(top):
            return self._mark(event, top)
        if event.key in getattr(top, "FREE_KEYS", ()):  # reveals nothing (scrolls public text)
            return self._mark(event, top)
        _screen, since, rule = self._armed[id(top)]
        t = self.timing
        if rule == HANDOFF:
            if event.time - max(since, previous) < t.handoff:
                return False
        elif event.time - since < t.settle or gap < t.quiet:
            return False
        if t.hold <= 0:
            if rule == REVEAL:
                self.disarm(top)
            return self._mark(event, top)
        self._pending = (top, event.key, event.character)
        self._timer = self.app.set_timer(t.hold, self._release)
        return False

    def stale(self, event: events.Event) -> bool:
        """True for a key that was let through to a screen that is no longer
        on top (another screen came first while it waited in a queue)."""
        screen = getattr(event, _FOR, None)
        return screen is not None and screen is not self.app.screen

    def _mark(self, event: events.Key, screen: Screen) -> bool:
        setattr(event, _FOR, screen)
        return True

    def _release(self) -> None:
        """``hold`` passed with no other key: deliver the fresh press."""
        pending, self._pending, self._timer = self._pending, None, None
        if pending is None:
            return
        screen, key, character = pending
        if self.app.screen is not screen or not self.armed(screen):
            return
        if self._armed[id(screen)][2] == REVEAL:
            self.disarm(screen)
        fresh = events.Key(key, character)
        self._vetted = fresh
        self.app.post_message(fresh)

    def _drop_pending(self) -> None:
        self._pending = None
        if self._timer is not None:
            self._timer.stop()
            self._timer = None
