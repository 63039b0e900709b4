"""holytable.ui.driver.TerminalInput: a broken or unknown escape sequence is
re-issued as ordinary key presses ("[", "1", ";", "5", "X"): the digit picks an
option in a game (seen in tmux: `send-keys -H 1b 5b 31 3b 35 58` on a game
screen drafted option 1 and brought up the next handoff). An unterminated
bracketed-paste start (ESC [ 200 ~) swallows every later byte, Ctrl+Q included:
the app stops answering (tmux: Enter, Ctrl+Q and Ctrl+C did nothing until
ESC [ 201 ~ was sent)."""
import time

import pytest
from textual import events

from holytable.ui.driver import TerminalInput


def keys(chunks, wait=0.2):
    t = TerminalInput()
    out = []
    for c in chunks:
        out += t.feed(c)
    time.sleep(wait)
    out += t.tick()
    return [m.key for m in out if isinstance(m, events.Key)]


@pytest.mark.parametrize("seq", [
    b"\x1b[1;5X",          # an unknown CSI final byte
    b"\x1b[?1;2c",         # a device-attributes reply
    b"\x1b[<0;10;10",      # an SGR mouse report cut short
    b"\x1b]0;title",       # an unterminated OSC
    b"\x1b[" + b"9" * 5000 + b"M",  # an over-long CSI
], ids=["unknown-csi", "da-reply", "cut-sgr-mouse", "open-osc", "long-csi"])
def test_a_broken_escape_sequence_types_no_keys(seq):
    got = keys([seq])
    assert not [k for k in got if len(k) == 1 and k.isalnum()], got


def test_an_unterminated_paste_start_does_not_swallow_ctrl_q_for_ever():
    t = TerminalInput()
    t.feed(b"\x1b[200~abc")
    time.sleep(1.0)   # no paste end comes
    out = t.tick() + t.feed(b"\x11")
    time.sleep(0.2)
    out += t.tick()
    assert any(isinstance(m, events.Key) and m.key == "ctrl+q" for m in out), out


def test_a_lone_esc_and_alt_keys_still_come_through():
    assert keys([b"\x1b"]) == ["escape"]
    assert keys([b"\x1bx"]) == ["alt+x"]


@pytest.mark.parametrize("seq", [
    b"\x1b[" + b"9" * 5000 + b"M",
    b"\x1b]0;" + b"a long window title " * 10 + b"\x07",
    b"\x1b]0;" + b"a long window title " * 10 + b"\x1b\\",
], ids=["long-csi", "long-osc-bel", "long-osc-st"])
def test_keys_after_an_over_long_sequence_are_kept(seq):
    assert keys([seq, b"2"]) == ["2"]


def test_keys_after_a_broken_sequence_are_kept():
    t = TerminalInput()
    out = t.feed(b"\x1b[1;5X")
    time.sleep(0.2)
    out += t.tick() + t.feed(b"1") + t.feed(b"\r")
    assert [m.key for m in out if isinstance(m, events.Key)] == ["1", "enter"]


def test_a_paste_that_ends_is_one_paste():
    t = TerminalInput()
    out = t.feed(b"\x1b[200~abc\x1b[201~") + t.feed(b"x")
    assert [(type(m).__name__, getattr(m, "text", getattr(m, "key", None))) for m in out] == [
        ("Paste", "abc"), ("Key", "x")]


def test_an_unterminated_paste_is_delivered_as_a_paste():
    t = TerminalInput()
    t.feed(b"\x1b[200~abc\x11")
    time.sleep(1.0)
    out = t.tick()
    assert [m.text for m in out if isinstance(m, events.Paste)] == ["abc"]
