"""Issue 13: an option that will make a card crash says so before it is
chosen ("Build Kiev Grid (no virtual support left: a card will crash)"):
an array built, a character jacked in, netwalked or called into the Matrix
past the player's virtual support (HK-21.1, HK-21.5). Checked against the
engine: a copy of the game plays the option on (every window passed) and
sees whether the support check crashes a card before the action is over."""
from __future__ import annotations

import random

import pytest
from uihelpers import unasked_step

from holytable.games.heresy.decks import load_deck, ready_decks
from holytable.games.heresy.rules import HeresyGame
from holytable.games.heresy.screen import HeresyScreen

PUTS = ("build", "jack_in", "netwalk", "place")


class _Screen:
    def __init__(self, view) -> None:
        self._view = view


def crash_follows(game: HeresyGame, oid: str) -> bool:
    """Whether choosing ``oid`` (every window then passed, every other step
    its first option but "back") crashes a card before the chooser's next
    action decision."""
    g = game.clone()
    seat = g.pending.player
    n0 = len(g.log.events)
    g.choose(oid)
    for _ in range(30):
        d = g.pending
        if d is None or (d.kind == "action" and d.player == seat):
            break
        if d.kind == "crash":
            return True
        ids = d.ids()
        g.choose("pass" if "pass" in ids else next(i for i in ids if i != "back"))
    return any(e.verb == "crash" for e in g.log.events[n0:])


@pytest.mark.parametrize("seed", [1, 4, 6])
def test_an_option_that_will_crash_a_card_says_so(seed):
    rd = ready_decks()
    decks = sorted(rd)
    game = HeresyGame(seed=seed, decks=[load_deck(rd[decks[seed % 4]]), load_deck(rd[decks[(seed + 1) % 4]])],
                      names=["Ana", "Bo"], options={"length": "short"})
    rng = random.Random(seed)
    warned = made = 0
    while game.pending and made < 600:
        d = game.pending
        if step := unasked_step(d):
            game.choose(step)
            continue
        made += 1
        view = game.view(d.player)
        if not game.short_of_support(d.player) and d.kind in ("action", "place"):
            scr = _Screen(view)
            for o in view.options:
                if o.verb in PUTS and o.zones and o.zones[-1] == "matrix":
                    says = "crash" in HeresyScreen.option_label(scr, o)
                    if says:
                        warned += 1
                        assert crash_follows(game, o.id), (o.label, HeresyScreen.option_label(scr, o))
                    elif o.verb != "netwalk" and o.verb != "place":
                        assert not crash_follows(game, o.id), o.label
        ids = d.ids()
        rest = [i for i in ids if i != "end"]
        game.choose(rng.choice(rest if rest and rng.random() < 0.85 else ids))
    assert warned, warned
