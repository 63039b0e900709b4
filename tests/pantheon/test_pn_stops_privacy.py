"""PN-9.1 and issue 16 (first found by the break17 lane): at one keyboard
with stops, whether the keyboard comes to a Pantheon player must not depend on what they hold (issue 16: "What they hold
never changes whether they are asked"; rules page, Twist windows: "so that
nobody learns what your hand lacks").

The fault was PN-9.1's old "a player with nothing they could do passes
straight on" (``_d_play`` / ``_d_combat`` returned None when the hand offered
nothing): a quiet player's go was skipped with no handoff exactly when their
hand held nothing they could pay for, so the table saw from the handoffs that
the hand lacked a playable card. Now the phase is always asked. Three and four
seats, the same public choices, the quiet seats' hands dealt again.
"""
from __future__ import annotations

import pytest
from quiet import handoffs, new, redeal_quiet, upto


@pytest.mark.parametrize("seats, seed, deal", [(3, 2, 2), (4, 1, 3)])
def test_pn_9_1_handoffs_never_depend_on_a_quiet_players_hand(seats, seed, deal):
    base = new("pantheon", seats, seed)
    first, (why0, n0) = handoffs(base.clone(), seed)
    other = redeal_quiet(base, deal)
    assert [s.hand for s in other.s.sides[1:]] != [s.hand for s in base.s.sides[1:]]
    second, (why1, n1) = handoffs(other, seed)
    cut = min(n0, n1)
    assert cut > 15
    a, b = upto(first, cut), upto(second, cut)
    diff = next((i for i, (x, y) in enumerate(zip(a, b)) if x != y), None)
    assert a == b, f"handoffs part at {diff}: {a[diff - 1:diff + 3]} vs {b[diff - 1:diff + 3]}"
