"""Random games, 2 to 5 players, with the ready-made decks plus four copies
of each card the tests write themselves (tau costs: HK-18.3, HK-18.3.a,
HK-18.5; a domain obliterated by a card: HK-32.6.b, HK-30.10.a, HK-33.13),
every invariant checked after every choice. These cards are in no deck of
``simulate``, so this is their random play."""
from __future__ import annotations

import random
from collections import Counter

from hkhelpers import NAMES, ready_decks
from test_hk_domain_by_effect import EXTRA as OBLITERATING
from test_hk_tau_spend import EXTRA as TAU_COSTS

from holytable.games.heresy.cards import Deck, DeckEntry
from holytable.games.heresy.rules import HeresyGame


def test_hk_18_3_hk_32_6_b_random_games_with_designer_cards_keep_every_invariant():
    decks = [Deck(name=d.name, conviction=d.conviction,
                  cards=d.cards + tuple(DeckEntry(card=c, count=4) for c in TAU_COSTS + OBLITERATING))
             for d in ready_decks().values()]
    seen: Counter = Counter()
    for seed in range(38, 52):  # seed 49 declared a defense for a domain a card had obliterated
        n = 2 + seed % 4
        g = HeresyGame(seed=seed, decks=[decks[(seed + i) % 4] for i in range(n)], names=NAMES[:n],
                       options={"length": "short"})
        r = random.Random(seed)
        for _ in range(20_000):
            if g.over:
                break
            seen[g.pending.kind] += 1
            g.choose(r.choice(g.pending.options).id)
            g.check_invariants()
        assert g.over
        seen.update(e.verb for e in g.log.events if e.verb in ("spend_tau", "fx_obliterate", "attack_gone"))
    assert seen["tau_pay"] and seen["spend_tau"] and seen["fx_obliterate"] and seen["flee"]
