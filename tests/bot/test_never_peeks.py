"""Issue 14, Done when: the computer player never reads hidden information.

For every game that deals its hidden cards again (its class overrides
``Game.redeal_hidden``), at decisions of seeded random games: ``G`` and
``G2 = G.determinize(seat, a)`` look the same from the deciding seat but differ
in hidden cards (the seed ``a`` deals them afresh); the search with one seed
must give the same choice, and the same visit counts at the root, for both.
"""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
import detkit  # noqa: E402

from holytable.bot import Budget, SearchStats, search  # noqa: E402
from holytable.engine.game import Game  # noqa: E402
from holytable.games import game_class, playable  # noqa: E402

DEALING = [e.id for e in playable() if game_class(e.id).redeal_hidden is not Game.redeal_hidden]
BUDGET = Budget(iterations=24, seconds=600.0)


def test_every_game_deals_hidden_cards_again():
    """Every playable game can be searched (issue 14: one player for all five)."""
    assert DEALING == [e.id for e in playable()]
    assert len(DEALING) == 5


@pytest.mark.parametrize("game_id", DEALING)
def test_the_choice_depends_only_on_what_the_seat_may_know(game_id):
    n = differ = 0
    for g, seat in detkit.positions(game_id, range(4), every=11):
        if g.pending.player != seat or len(g.pending.options) < 2:
            continue
        g2 = g.determinize(seat, 1234 + n)
        assert g2.view(seat) == g.view(seat)
        differ += g2.s != g.s
        a, b = SearchStats(), SearchStats()
        assert search(g, seat, BUDGET, 99 + n, stats=a) == search(g2, seat, BUDGET, 99 + n, stats=b)
        assert a.root == b.root
        n += 1
        if n == 30:  # enough pairs (a Holdfast game has thousands of decisions)
            break
    assert n >= 6 and differ >= n // 2  # real pairs: the hidden cards were elsewhere

