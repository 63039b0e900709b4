"""Ruling HK-23.11.b and issue 16 (first found by the break17 lane): the maker
of a move is asked about it whatever they hold, so neither the handoffs nor
the record (the save, the replay's count, what a takeback may undo) tell the
table whether they held an answer.

The faults were: the engine passed for a maker with no answer unasked (no
choice recorded) and asked one holding an answer, which a screen at no stop
then passed for them (a recorded Pass): records of different lengths; and a
player with the own-move stop (or "everything") was asked only when holding
an answer.
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


def test_hk_23_11_b_a_makers_answer_leaves_no_trace_in_the_record():
    """3 seats, default stops: the same public game, the maker holding an
    answer to their own move or not, leaves records of one length."""
    stops = default_stops(type(new("heresy", 3, 0)))
    found = 0
    for seed in range(6):
        g = new("heresy", 3, seed)
        rng = random.Random(seed)
        while not g.over and len(g.choices) < 2500 and not found:
            d = g.pending
            if d.window and d.moment == "my_move":
                seat = d.player
                answers = [o for o in d.options if o.id != PASS]
                opts_from_hand = answers and all(o.cards and g.s.pieces[g.by_uid[o.cards[0]]].where == "hand"
                                                 for o in answers)
                if opts_from_hand:
                    # the same game, the maker's hand swapped for cards of their deck that answer nothing
                    twin = g.clone()
                    side = twin.s.sides[seat]
                    spare = [c for c in side.deck if twin.kinds[c] not in ("miracle", "power")]
                    stacked = {e[1] for e in twin.s.stack}  # a card waiting on the stack stays in the hand
                    out = [c for c in side.hand if c not in stacked]
                    if len(spare) >= len(out):
                        new_hand = spare[: len(out)]
                        side.deck = [c for c in side.deck if c not in new_hand] + out
                        side.hand = [c for c in side.hand if c in stacked] + new_hand
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


def test_hk_23_11_b_the_makers_window_comes_with_pass_alone_too():
    """3 seats, random play: the maker's window on their own move is
    asked with Pass alone too (at a stop, it is handed to them whatever
    they hold)."""
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


def test_hk_23_11_b_a_save_from_before_the_ruling_replays_to_the_same_position():
    """A record of revision 0 (written when the maker with Pass alone was
    passed for, no choice recorded) builds to the same game: those passes
    are made for it (``HeresyGame.older_skip``); a record of today's
    revision is left as it is. (Revision 0 did not ask a seat with a domain
    about its redraw either, ruling HK-4.4.c: its lone keeps are left out too.)"""
    from holytable.engine.record import REVISION, GameRecord

    g = new("heresy", 3, 4)
    rng = random.Random(4)
    skipped = []
    while not g.over:
        d = g.pending
        if d.window and d.moment == "my_move" and d.only_pass() or d.kind == "redraw" and d.ids() == ["keep"]:
            skipped.append(len(g.choices))
        elif len(g.choices) >= 400:
            break  # (not at a maker's Pass-only window: the old version went past it)
        g.choose(rng.choice(g.legal_ids()))
    assert sum(g.choices[k] == "pass" for k in skipped) >= 3  # the makers' passes, the keeps besides
    rec = GameRecord.of(g)
    assert rec.revision == REVISION and rec.build().choices == g.choices
    old = rec.model_copy(update={"revision": 0,
                                 "choices": [c for k, c in enumerate(g.choices) if k not in set(skipped)]})
    back = old.build()
    assert back.choices == g.choices and back.view_dict(None) == g.view_dict(None)
    assert old.synced(back).revision == REVISION
