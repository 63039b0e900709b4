"""The settings' "Brisk: half a second" pace is the same as "Quickest: 0.6 s
a choice", and at Brisk Space is offered to "skip the pauses" that it cannot
shorten (break22).

Promise: the settings offer three paces for the computer (settings.py
PACE_CHOICES; docs/bot.md: "steady, a second a choice; brisk, half a
second"), and Space "skips the pauses" (the prompt shows "Space: skip the
pauses" while the computer thinks, ``can_hurry``).

Fault: c31f9c0 made every choice of the computer take WINDOW_SECONDS (0.6 s)
at least (``ComputerSeats._floor``: ``max(WINDOW_SECONDS, pace)``) and
renamed "No pause" to "Quickest: 0.6 s a choice", but left "Brisk: half a
second" (0.5): at Brisk each choice takes 0.6 s, as at Quickest, not the
half second its label says; the two choices of the settings do the same. And
at Brisk ``can_hurry`` (pace > 0) offers Space, whose press changes nothing
(the floor after Space is 0.6 s too).

How to see it: settings, computer's pace "Brisk: half a second"; against
the computer each choice shows 0.6 s apart, as with "Quickest"; the prompt
offers "Space: skip the pauses", which shortens nothing.

Found by break22; fixed on main (see git log for this file).
"""
from __future__ import annotations

from types import SimpleNamespace

from holytable.ui.computer import ComputerSeats
from holytable.ui.settings import PACE_CHOICES, Settings


def seats_at(pace: str) -> ComputerSeats:
    screen = SimpleNamespace(app=SimpleNamespace(settings=Settings(computer_pace=pace)))
    return ComputerSeats(screen, 0, {1: "random"})  # type: ignore[arg-type]


def test_each_pace_the_settings_offer_is_its_own_and_as_labelled():
    floors = {pace: seats_at(pace)._floor() for pace in PACE_CHOICES}
    labels = {pace: label for pace, (label, _) in PACE_CHOICES.items()}
    assert len(set(floors.values())) == len(floors), (
        f"the settings offer {len(floors)} paces but the computer takes {floors} seconds a choice: "
        f"{labels['brisk']!r} is {labels['none']!r}")


def test_space_is_offered_only_where_it_shortens_a_pause():
    c = seats_at("brisk")
    c.thinking = 1  # the computer is choosing
    before = c._floor()
    offered = c.can_hurry()
    c._hurry = True  # Space
    after = c._floor()
    assert not offered or after < before, (
        f"at Brisk the prompt offers 'Space: skip the pauses' (can_hurry {offered}), yet a choice takes "
        f"{before} s before Space and {after} s after")
