"""Golden option counts of every game from fixed positions (perft-style), read
by test_shared_contract.py::test_option_counts_from_fixed_positions.

For each game: the ready-made ``decks`` and ``seed`` of a new game; its
``opening`` counts; a fixed ``prefix`` of option ids; the counts
``after_prefix``. Counts are ``[options, paths2, positions2]``
(:func:`contractkit.counts`).

A failure means the same position now offers other options. When that is
intended (a rule or a ready-made deck changed on purpose), print fresh
entries and paste them here after reading the difference::

    .venv/bin/python tests/contract/golden.py [GAME ...]

A new game without an entry fails the test until its entry is added the same
way.
"""
from __future__ import annotations

import pprint
import random
import sys
from pathlib import Path

GOLDEN: dict[str, dict] = {
    'frontline': {'decks': ['black', 'red'],
                  'seed': 20261130,
                  'opening': [4, 20, 20],
                  'prefix': ['draft:black-spy', 'draft:red-sentry', 'draft:black-assassin', 'draft:red-medic',
                             'draft:black-standard-bearer', 'draft:red-standard-bearer', 'draft:black-scout',
                             'draft:red-skirmisher', 'keep:black-medic', 'draft:black-skirmisher',
                             'draft:red-standard-bearer', 'draft:black-standard-bearer', 'draft:red-captain',
                             'draft:black-knight', 'draft:red-scout', 'keep:red-spy', 'draft:black-veteran',
                             'draft:red-knight', 'draft:black-medic', 'draft:red-knight', 'draft:black-scout',
                             'draft:red-skirmisher', 'keep:black-quartermaster', 'draft:black-captain',
                             'draft:red-spy', 'draft:black-quartermaster', 'draft:red-quartermaster',
                             'draft:black-quartermaster', 'draft:red-sergeant'],
                  'after_prefix': [4, 16, 16]},
    'holy_wars': {'decks': ['crusade', 'iron-order'],
                  'seed': 20261130,
                  'opening': [2, 4, 4],
                  'prefix': ['keep', 'keep', 'play:sermon-of-fire', 'pass', 'pass', 'play:blackout', 'pass',
                             'pass', 'play:street-brawler', 'pass', 'pass', 'end', 'play:border-captain', 'pass',
                             'pass', 'play:senate-clerk', 'pass', 'pass', 'unlock:minister-of-alarms', 'end',
                             'no-rally'],
                  'after_prefix': [8, 12, 12]},
    'pantheon': {'decks': ['phalanx-of-olympus', 'weighing-of-souls'],
                 'seed': 20261130,
                 'opening': [2, 4, 4],
                 'prefix': ['keep', 'keep', 'roll', 'keep:6', 'keep:5', 'keep:2', 'keep:3', 'release:5',
                            'keep:1', 'keep:4', 'release:2', 'release:4', 'release:6', 'roll', 'keep:5',
                            'keep:2'],
                 'after_prefix': [8, 50, 30]},
    'holdfast': {'decks': ['hedge-circle', 'raiders'],
                 'seed': 20261130,
                 'opening': [6, 20, 13],
                 'prefix': ['deploy:levy-recruit', 'back', 'deploy:ambusher', 'outland:down', 'deploy:outrider',
                            'outland:down', 'pay:material', 'end', 'deploy:lean-to', 'back',
                            'deploy:levy-recruit', 'back', 'deploy:lean-to', 'outland', 'pay:wealth', 'end',
                            'end'],
                 'after_prefix': [7, 26, 20]},
    'heresy': {'decks': ['free-cities', 'green-covenant'],
               'seed': 20261130,
               'opening': [1, 13, 13],  # HK-4.4.c: Ana asked about her redraw, a domain in hand: Keep alone
               'prefix': ['keep', 'discard:p1-kiev-grid-3:oblivion', 'discard:p1-anubis-den-4:oblivion',
                          'discard:p1-kiev-grid-2:archive', 'discard:p1-sabrael-1:oblivion', 'keep',
                          'discard:p2-biodome-4:oblivion', 'discard:p2-kyoto-shrine-ward-1:oblivion',
                          'discard:p2-gaians-3:oblivion', 'discard:p2-ithuriel-2:oblivion', 'pass', 'pass',
                          'build:p2-kiev-grid-1', 'pass', 'pass', 'end', 'pass', 'pass'],
               # Bo's Pass on his own build: HK-23.11.b asks it
               'after_prefix': [7, 37, 37]},
    'tally': {'decks': ['high', 'low'],
              'seed': 20261130,
              'opening': [4, 8, 4],
              'prefix': ['play:t1-4-3', 'roll', 'play:t2-3-5', 'stop', 'play:t1-5-5', 'roll', 'draw', 'roll',
                         'draw', 'roll', 'play:t2-2-3', 'roll', 'draw', 'roll', 'play:t2-3-6', 'stop'],
              'after_prefix': [4, 8, 8]},
}


def entry(game_id: str, seed: int = 20261130, min_prefix: int = 16, min_options: int = 4) -> dict:
    """A fresh golden entry for ``game_id``: the first two ready-made decks,
    a prefix of random choices (seeded) of at least ``min_prefix`` choices,
    extended until ``min_options`` options are on offer."""
    import contractkit as ck

    decks = ck.deck_names(game_id, 0)
    g = ck.new_game(game_id, seed, decks)
    opening = ck.counts(g)
    rng = random.Random(seed)
    prefix: list[str] = []
    while not g.over and (len(prefix) < min_prefix or len(g.legal_ids()) < min_options) and len(prefix) < 200:
        cid = rng.choice(g.legal_ids())
        g.choose(cid)
        prefix.append(cid)
    return {"decks": decks, "seed": seed, "opening": opening, "prefix": prefix, "after_prefix": ck.counts(g)}


if __name__ == "__main__":
    here = Path(__file__).resolve().parent
    sys.path[:0] = [str(here), str(here.parent)]
    import contractkit as ck
    from gamekit import registered

    with registered(*ck.TEST_ONLY_GAMES):
        for gid in sys.argv[1:] or ck.game_ids():
            text = pprint.pformat({gid: entry(gid)}, width=110, compact=True, sort_dicts=False)
            print("    " + text[1:-1].replace("\n ", "\n    ") + ",")
