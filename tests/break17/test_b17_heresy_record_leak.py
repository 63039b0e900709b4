"""break17: Heresy at 3 seats, default stops: the save records whether the
maker of a move held an answer to it.

Promise (issue 16: "What they hold never changes whether they are asked, so
nothing about their hand leaks"; the rules page, HK-23.11.b: with the
default stops "the maker is then passed for whatever they hold, so by
default nothing leaks").

Fault: the maker's window on their own move is answered two ways. Holding
no answer, the engine passes for them (``_d_window`` returns "pass": no
choice is recorded). Holding one, the engine asks (moment "my_move"), and
the screen, at no stop of theirs, passes for them with ``game.choose(PASS)``:
a recorded choice. So the same public game leaves records of different
lengths: the save file (every choice made), the replay's "choice k of n"
and its steps, and "Nothing to take back: ... has chosen since" all tell
the table that the maker held a miracle or ability that could answer.
"""
from __future__ import annotations

import random

from quiet import new

from holytable.engine.decision import PASS
from holytable.engine.stops import asks, default_stops


def ui_pass(g, stops):
    """The screen's rule: a window at no stop of its player is passed for them."""
    while g.pending is not None and g.pending.window and not asks(g.pending, stops):
        g.choose(PASS)


def test_heresy_3_seats_maker_with_an_answer_leaves_an_extra_recorded_pass():
    stops = default_stops(type(new("heresy", 3, 0)))
    found = 0
    for seed in range(6):
        g = new("heresy", 3, seed)
        rng = random.Random(seed)
        while not g.over and len(g.choices) < 2500 and not found:
            d = g.pending
            if d.window and d.moment == "my_move":
                seat = d.player
                opts_from_hand = all(o.cards and g.s.pieces[g.by_uid[o.cards[0]]].where == "hand"
                                     for o in d.options if o.id != PASS)
                if opts_from_hand:
                    # the same game, the maker's hand swapped for cards of their deck that answer nothing
                    twin = g.clone()
                    side = twin.s.sides[seat]
                    spare = [c for c in side.deck if twin.kinds[c] not in ("miracle", "power")]
                    if len(spare) >= len(side.hand):
                        new_hand = spare[: len(side.hand)]
                        side.deck = [c for c in side.deck if c not in new_hand] + side.hand
                        side.hand = new_hand
                        for c in side.hand:
                            twin.s.pieces[c].where = "hand"
                        for c in side.deck:
                            twin.s.pieces[c].where = "deck"
                        twin.check_invariants()
                        twin.pending = twin._advance()  # the maker's window asked again of the new hand
                        g.choose(PASS)  # at no stop of theirs: the screen passes for them (recorded)
                        ui_pass(g, stops)
                        ui_pass(twin, stops)
                        found += 1
                        pub = (g.view_dict(None), twin.view_dict(None))
                        assert g.pending.player == twin.pending.player and g.pending.kind == twin.pending.kind
                        assert pub[0]["log"] == pub[1]["log"]  # the same public game
                        assert len(g.choices) == len(twin.choices), (
                            f"seed {seed}: the record is {len(g.choices)} choices long when {g.names[seat]} "
                            f"held an answer to their own move, {len(twin.choices)} when not")
                        break
            if d.window and not asks(d, stops):
                g.choose(PASS)
            else:
                g.choose(rng.choice(g.legal_ids()))
        if found:
            break
    assert found, "no own-move window answered from the hand in these games"
