"""Why a card in hand is not offered (holytable/games/pantheon/why.py): the
screen's "Not offered" line reads these typed reasons from the view."""
from __future__ import annotations

import random

from holytable.games.pantheon.why import not_offered


def test_pn_17_2_every_card_in_hand_is_offered_or_has_a_reason(table):
    """In every Play, Combat and Twist-window decision of random games, each
    card name in the deciding player's hand is either played by an option
    (PN-14, PN-17.1/17.2) or named by exactly one reason; never both."""
    checked = 0
    for seed in range(6):
        g = table.game(seed=seed)
        rng = random.Random(seed)
        while g.pending and len(g.choices) < 400:
            d = g.pending
            if d.kind in ("play", "combat", "twist_window"):
                seat = d.player
                hand = {g.info[c].key for c in g.s.sides[seat].hand}
                played = {o.card for o in d.options if o.verb in ("play", "twist")}
                why = [g.info[g.by_uid[r.uid]].key for r in not_offered(g, seat)]
                assert len(why) == len(set(why))
                assert hand == played | set(why), (d.kind, hand, played, why)
                assert not played & set(why), (d.kind, played, why)
                assert g.view(seat).board.not_offered == not_offered(g, seat)
                checked += 1
            g.choose(rng.choice(d.ids()))
    assert checked > 100


def test_pn_7_4_a_card_too_dear_says_what_it_costs(table):
    """PN-7.4: with no points, a character in hand is not offered and its
    reason is its CP cost; the other player's view names no reasons."""
    g = table.game(seed=3)
    rng = random.Random(3)
    while not (g.pending.kind == "play" and any(
            r.why == "cost" for r in not_offered(g, g.pending.player))):
        g.choose(rng.choice(g.pending.ids()))
    seat = g.pending.player
    r = next(r for r in not_offered(g, seat) if r.why == "cost")
    c = g.by_uid[r.uid]
    assert r.need == g.cost_pairs(g.card_cost(c)) and not g.can_pay(seat, g.card_cost(c))
    assert g.view(1 - seat).board.not_offered == ()
    assert g.view(None).board.not_offered == ()
