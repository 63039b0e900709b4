"""Seeded random play: invariants (500 games), privacy at sampled decisions
(100 games) and a hypothesis property over seeds and choice sequences.

Chunked so pytest-xdist spreads them over workers.
"""
from __future__ import annotations

import dataclasses
import json
import random
import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gamekit import view_dict
from holytable.games.frontline.rules import LENGTHS
from holytable.games.frontline.view import card_view

LENGTH_NAMES = sorted(LENGTHS)
MAX_CHOICES = 400  # random games end in ~85 choices (max ~105 seen)


def check_scores(g, last_vp):
    vp = [s.vp for s in g.s.sides]
    assert all(a >= b for a, b in zip(vp, last_vp)), f"VP went down: {last_vp} -> {vp}"
    return vp


@pytest.mark.parametrize("chunk", range(10))
def test_500_random_games_keep_every_invariant(table, chunk):
    for seed in range(chunk * 50, chunk * 50 + 50):
        g = table.game(seed=seed, length=LENGTH_NAMES[seed % 3])
        rng = random.Random(seed)
        g.check_invariants()
        vp = [0, 0]
        while not g.over:
            assert len(g.choices) < MAX_CHOICES, f"seed {seed}: no end"
            d = g.pending
            assert d is not None and d.options and g.legal_ids() == d.ids()
            g.choose(rng.choice(d.ids()))
            g.check_invariants()
            vp = check_scores(g, vp)
        o = g.outcome
        assert g.pending is None and g.legal_ids() == []
        if "reached" in o.reason:  # FL-1
            assert g.s.sides[o.winner].vp >= g.goal > g.s.sides[1 - o.winner].vp
        else:  # FL-18
            assert "no soldier left" in o.reason


CARD_LABEL = re.compile(r"\(\d+\)")


def check_privacy(g, uids_in):
    for p in (0, 1):
        view = g.view(p)
        v = view_dict(view)
        v.pop("events")  # the typed log: checked once per event by tests/contract, not per decision
        hidden = g.hidden_uids(p)
        seen = uids_in(v)
        assert not seen & hidden, f"seat {p} sees hidden {sorted(seen & hidden)[:3]}"
        text = json.dumps(v)
        assert not any(u in text for u in hidden)
        board = view.board
        opp = board.players[1 - p]
        assert opp.hand is None and opp.hand_count == len(g.s.sides[1 - p].hand)
        for duel in board.frontline:
            cell = duel.cards[1 - p]
            if cell is not None and cell.face_down:
                assert cell.card is None
        if g.pending is not None and g.pending.player != p:
            assert v["options"] == []
        # the log of the other player never names a privately drawn card
        lines = v["log"]
        for e in g.log.events:
            if e.only is not None and e.only != p:
                assert e.text not in lines
                if e.others is not None:
                    assert not CARD_LABEL.search(e.others), e.others
                    m = re.search(r" drew (.+) \(\d+\)\.$", e.text)
                    if m:
                        assert m.group(1) not in e.others


#: check_privacy looks at one decision in SAMPLE (a different one in each
#: game) and at the end; the shared contract test (tests/contract) checks
#: every decision for uids anywhere in a seat's text.
SAMPLE = 4


@pytest.mark.parametrize("chunk", range(2))
def test_privacy_at_sampled_decisions(table, helpers, chunk):
    for seed in range(10_000 + chunk * 50, 10_000 + chunk * 50 + 50):
        g = table.game(seed=seed, length=LENGTH_NAMES[seed % 3])
        rng = random.Random(seed)
        check_privacy(g, helpers.uids_in)
        while not g.over:
            assert len(g.choices) < MAX_CHOICES
            g.choose(rng.choice(g.legal_ids()))
            if g.over or len(g.choices) % SAMPLE == seed % SAMPLE:
                check_privacy(g, helpers.uids_in)


def test_privacy_check_can_fail(table, helpers):
    """The check above catches a leak: show Bo's hand to Ana."""
    g = table.game(seed=3)
    leak = g.board_view

    def leaky(player):
        v = leak(player)
        opp = dataclasses.replace(v.players[1 - player], hand=tuple(card_view(g, c) for c in g.s.sides[1 - player].hand))
        return dataclasses.replace(v, players=tuple(opp if i == 1 - player else s for i, s in enumerate(v.players)))

    g.board_view = leaky
    with pytest.raises(AssertionError):
        check_privacy(g, helpers.uids_in)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(min_value=0, max_value=2**63 - 1),
    length=st.sampled_from(LENGTH_NAMES),
    picks=st.lists(st.integers(min_value=0, max_value=50), min_size=0, max_size=150),
)
def test_property_invariants_hold_and_vp_never_decrease(table, seed, length, picks):
    g = table.game(seed=seed, length=length)
    g.check_invariants()
    vp = [0, 0]
    for i in picks:
        if g.over:
            break
        ids = g.legal_ids()
        g.choose(ids[i % len(ids)])
        g.check_invariants()
        vp = check_scores(g, vp)
        assert g.over == (g.pending is None)
