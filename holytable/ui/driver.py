"""Terminal input that never ends the app.

Textual's Linux/macOS driver decodes the terminal's bytes as strict UTF-8 in
its input thread: one byte that is not UTF-8 (a lone 0xE9 or 0xFF from a
Latin-1 terminal, or a legacy X10 mouse report past column 95, such as
``1b 5b 4d 20 84 25``) raises there, and the app stops with a traceback.
:class:`ForgivingLinuxDriver` reads through :class:`TerminalInput` instead:
undecodable bytes become U+FFFD, which completes any sequence they were part of
(an X10 mouse report is then ignored as before), and a key that is only U+FFFD
is dropped. A chunk the parser cannot handle at all is dropped with a fresh
parser, so no input from the terminal stops the app.

``HolytableApp.get_driver_class`` picks this driver wherever textual would pick
its Linux driver.
"""
from __future__ import annotations

import os
import selectors
from codecs import getincrementaldecoder

from textual import events
from textual._loop import loop_last
from textual._parser import ParseError
from textual._xterm_parser import XTermParser
from textual.drivers.linux_driver import LinuxDriver
from textual.message import Message

REPLACEMENT = "\ufffd"


class TerminalInput:
    """Bytes from the terminal to textual messages (keys, mouse, paste...);
    :meth:`feed` never raises on what the bytes are."""

    def __init__(self, debug: bool = False) -> None:
        self.debug = debug
        self.parser = XTermParser(debug)
        self._decode = getincrementaldecoder("utf-8")(errors="replace").decode

    def feed(self, data: bytes, final: bool = False) -> list[Message]:
        """The messages that ``data`` completes (a multi-byte character or an
        escape sequence may wait for the next bytes)."""
        text = self._decode(data, final=final)
        if not text:
            return []
        try:
            return [m for m in self.parser.feed(text) if not _undecodable(m)]
        except Exception:  # a sequence the parser cannot take: drop it, start afresh
            self.parser = XTermParser(self.debug)
            return []

    def tick(self) -> list[Message]:
        """Messages due by time alone (a lone Esc after its delay)."""
        try:
            return list(self.parser.tick())
        except Exception:
            self.parser = XTermParser(self.debug)
            return []


def _undecodable(message: Message) -> bool:
    """A key made only of replacement characters (bytes that were not UTF-8)."""
    return isinstance(message, events.Key) and bool(message.character) and set(message.character) == {REPLACEMENT}


class ForgivingLinuxDriver(LinuxDriver):
    """Textual's LinuxDriver with :class:`TerminalInput` (the input thread of
    textual 8's ``LinuxDriver.run_input_thread``, decoding through it)."""

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
                    data = os.read(fileno, 1024 * 4)
                    if not data:  # stdin is piped and ended
                        break
                    for event in terminal.feed(data, final=final and last):
                        self.process_message(event)
            for event in terminal.tick():
                self.process_message(event)

        try:
            while not self.exit_event.is_set():
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
