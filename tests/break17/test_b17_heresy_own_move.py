"""break17: Heresy, the "your own move waits on the stack" stop (and the
one-turn "ask me at everything", which includes it) at 3 seats.

Promise (issue 16, README, the stops dialog: "what you hold never changes
when you are asked"; "At a stop you are asked even with nothing to play"):
a window at one of a player's stops is put to them whatever they hold.

Fault: ruling HK-23.11.b's engine rule (``_d_window``: ``own and not opts``
-> "pass") answers the maker's window for them, with no decision, whenever
they hold no answer; so a player with that stop on (or "everything" on) is
handed the keyboard after their own move only when they hold an answer.
Known and written down in the rules page (HK-23.11.b, "left for its own
change") and in the stop's label, but it contradicts the dialog's promise
and breaks "everything", whose checkbox says nothing about it.
Shown in random 3-seat play: windows on another's move are Pass-only far
more often than not, yet no window on one's own move ever is.
"""
from __future__ import annotations

import random

from quiet import new


def test_heresy_3_seats_own_move_window_exists_only_when_the_maker_holds_an_answer():
    own_only_pass = own = other_only_pass = 0
    for seed in (0, 1, 2):
        g = new("heresy", 3, seed)
        rng = random.Random(seed)
        for _ in range(3000):
            if g.over:
                break
            d = g.pending
            if d.window:
                if d.moment == "my_move":
                    own += 1
                    own_only_pass += d.only_pass()
                else:
                    other_only_pass += d.only_pass()
            g.choose(rng.choice(g.legal_ids()))
    assert own >= 5 and other_only_pass >= 100
    # at a stop, a window must be asked with Pass alone too: some must be Pass-only
    assert own_only_pass > 0, f"{own} own-move windows, every one with a real answer"
