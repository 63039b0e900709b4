"""Terminal input that never ends the app.

Textual's Linux/macOS driver decodes the terminal's bytes as strict UTF-8 in
its input thread: one byte that is not UTF-8 (a lone 0xE9 or 0xFF from a
Latin-1 terminal, or a legacy X10 mouse report past column 95, such as
``1b 5b 4d 20 84 25``) raises there, and the app stops with a traceback.
:class:`ForgivingLinuxDriver` reads through :class:`TerminalInput` instead:
undecodable bytes become U+FFFD, which completes any sequence they were part of
(an X10 mouse report is then ignored as before), and a key that is only U+FFFD
is dropped. A chunk the parser cannot handle at all is dropped with a fresh
parser, so no input from the terminal stops the app. Broken escape sequences
and a paste that never ends are handled too (:class:`TerminalInput`).

``HolytableApp.get_driver_class`` picks this driver wherever textual would pick
its Linux driver.
"""
from __future__ import annotations

import ast
import os
import selectors
from codecs import getincrementaldecoder

from textual import events
from textual._loop import loop_last
from textual._parser import ParseError
from textual._time import get_time
from textual._xterm_parser import XTermParser
from textual.drivers.linux_driver import LinuxDriver
from textual.message import Message

REPLACEMENT = "\ufffd"


#: Seconds with no new byte after which an unended bracketed paste is given up.
PASTE_TIMEOUT = 0.6
PASTE_START = "\x1b[200~"
PASTE_END = "\x1b[201~"
#: After ESC: what opens a control sequence (CSI) and what opens a string (OSC, DCS, APC, PM, SOS).
CSI_OPENER = "["
STRING_OPENERS = "]P_^X"
#: The parser gives up on a sequence longer than this (textual's threshold).
LONGEST_SEQUENCE = 32


class _Parser(XTermParser):
    """Textual's parser, remembering the escape sequence it re-issued as keys
    (its ``debug_log("REISSUE", repr(sequence))``) while it took one character."""

    reissued: str | None = None

    def debug_log(self, *args: object) -> None:
        if len(args) == 2 and args[0] == "REISSUE" and isinstance(args[1], str):
            try:
                self.reissued = ast.literal_eval(args[1])
            except (ValueError, SyntaxError):
                self.reissued = "\x1b?"
        super().debug_log(*args)  # type: ignore[arg-type]


class TerminalInput:
    """Bytes from the terminal to textual messages (keys, mouse, paste...);
    :meth:`feed` never raises on what the bytes are, and no input, however
    broken, types keys it does not mean:

    - an escape sequence textual does not know or that is cut short
      (``ESC[1;5X``, ``ESC[?1;2c``, ``ESC[<0;10;10``, ``ESC]0;title``) would be
      re-issued by textual's parser as key presses (``[``, ``1``, ``;``...): its
      keys are dropped. A lone Esc stays Esc, and Esc with one character is
      still Alt+that key.
    - a sequence too long for the parser is skipped to its end (the rest of
      ``ESC[99...9M`` is not typed as digits).
    - a bracketed paste that never ends (``ESC[200~`` with no ``ESC[201~``) is
      delivered as a paste after :data:`PASTE_TIMEOUT` seconds with no new
      byte, so the keys after it (Ctrl+Q) work again.
    """

    def __init__(self, debug: bool = False) -> None:
        self.debug = debug
        self.parser = _Parser(debug)
        self._decode = getincrementaldecoder("utf-8")(errors="replace").decode
        self._tail = ""  # the last characters fed (to see a paste start or end)
        self._paste: list[str] | None = None  # the text of an open bracketed paste
        self._last_input = get_time()
        self._skip: str | None = None  # "csi", "string", "st": skipping an over-long sequence

    def feed(self, data: bytes, final: bool = False) -> list[Message]:
        """The messages that ``data`` completes (a multi-byte character or an
        escape sequence may wait for the next bytes)."""
        text = self._decode(data, final=final)
        if not text:
            return []
        self._last_input = get_time()
        out: list[Message] = []
        for character in text:
            if self._skipping(character):
                continue
            self._track_paste(character)
            out += self._step(lambda: self.parser.feed(character))
        return out

    def tick(self) -> list[Message]:
        """Messages due by time alone: a lone Esc after its delay, a cut-short
        sequence given up, a paste that never ended."""
        if self._paste is not None and get_time() - self._last_input >= PASTE_TIMEOUT:
            text = "".join(self._paste)
            self._paste, self._tail = None, ""
            self.parser = _Parser(self.debug)
            text = "".join(c for c in text if c in "\t\n" or (c >= " " and c != "\x7f"))
            return [events.Paste(text)] if text else []
        return self._step(self.parser.tick)

    def _step(self, run) -> list[Message]:
        """The messages of one parser step, without the keys of a sequence it re-issued."""
        self.parser.reissued = None
        try:
            messages = [m for m in run() if not _undecodable(m)]
        except Exception:  # a sequence the parser cannot take: drop it, start afresh
            self.parser = _Parser(self.debug)
            return []
        sequence = self.parser.reissued
        if sequence is None or _alt_key(sequence):
            return messages
        if len(sequence) > LONGEST_SEQUENCE:
            self._skip = "csi" if sequence[1:2] == CSI_OPENER else "string" if sequence[1:2] in STRING_OPENERS else None
        return [m for m in messages if not isinstance(m, events.Key)]

    def _skipping(self, character: str) -> bool:
        """Whether ``character`` is part of an over-long sequence being skipped."""
        if self._skip is None:
            return False
        if self._skip == "csi":
            if " " <= character <= "?":  # parameter and intermediate bytes
                return True
            self._skip = None
            return "@" <= character <= "~"  # its final byte ends it
        if self._skip == "st":  # ESC seen in a string: ESC \\ ends it
            self._skip = None
            return character == "\\"
        if character == "\x1b":
            self._skip = "st"
            return True
        if character == "\x07":  # BEL ends an OSC
            self._skip = None
        return True

    def _track_paste(self, character: str) -> None:
        self._tail = (self._tail + character)[-len(PASTE_START):]
        if self._paste is None:
            if self._tail == PASTE_START:
                self._paste = []
        elif self._tail == PASTE_END:
            self._paste = None
        else:
            self._paste.append(character)


def _undecodable(message: Message) -> bool:
    """A key made only of replacement characters (bytes that were not UTF-8)."""
    return isinstance(message, events.Key) and bool(message.character) and set(message.character) == {REPLACEMENT}


def _alt_key(sequence: str) -> bool:
    """Esc and one more character: textual's Alt+key."""
    return len(sequence) == 2 and sequence[1] not in CSI_OPENER + STRING_OPENERS + "\x1b"


class ForgivingLinuxDriver(LinuxDriver):
    """Textual's LinuxDriver with :class:`TerminalInput` (the input thread of
    textual 8's ``LinuxDriver.run_input_thread``, decoding through it)."""

    _gone = False

    def _terminal_gone(self) -> None:
        """The terminal's input ended (closed window, dropped SSH link, whose
        SIGHUP may never come): stop reading and end the app as on SIGHUP
        (``HolytableApp.terminal_gone``) rather than spin on an empty read."""
        if self._gone:
            return
        self._gone = True
        gone = getattr(self._app, "terminal_gone", None)
        if gone is not None:
            self._loop.call_soon_threadsafe(gone)

    def run_input_thread(self) -> None:
        """Wait for input and dispatch events."""
        selector = selectors.SelectSelector()
        selector.register(self.fileno, selectors.EVENT_READ)
        fileno = self.fileno
        EVENT_READ = selectors.EVENT_READ
        terminal = TerminalInput(self._debug)

        def process_selector_events(selector_events: list[tuple[selectors.SelectorKey, int]], final: bool = False) -> None:
            for last, (_selector_key, mask) in loop_last(selector_events):
                if mask & EVENT_READ:
                    try:
                        data = os.read(fileno, 1024 * 4)
                    except OSError:  # EIO: the terminal hung up
                        data = b""
                    if not data:  # stdin ended: nobody can type any more
                        self._terminal_gone()
                        break
                    for event in terminal.feed(data, final=final and last):
                        self.process_message(event)
            for event in terminal.tick():
                self.process_message(event)

        try:
            while not self.exit_event.is_set() and not self._gone:
                process_selector_events(selector.select(0.1))
            selector.unregister(self.fileno)
            process_selector_events(selector.select(0.1), final=True)
        finally:
            selector.close()
            try:
                for _event in terminal.parser.feed(""):
                    pass
            except (EOFError, ParseError):
                pass
