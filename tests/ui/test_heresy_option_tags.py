"""Issue 13 (a new player's Heresy game): the copy tags of the prompt's
options name the card they are about ("1 tau onto Arena · Arena#2", not
"· #1" for the source), and no two options of one decision read the same."""
from __future__ import annotations

import random

import pytest

from uihelpers import lone_keep

from holytable.games.heresy.decks import load_deck, ready_decks
from holytable.games.heresy.rules import HeresyGame
from holytable.games.heresy.screen import HeresyScreen
from holytable.games.heresy.screen_layout import NO_SUPPORT, Cards


class _Screen:
    """What HeresyScreen.option_label reads of its screen: the view."""

    def __init__(self, view) -> None:
        self._view = view


def option_labels(opts, cards):
    """The options as the Heresy screen's prompt labels them."""
    scr = _Screen(cards.view)
    return [HeresyScreen.option_label(scr, o) for o in opts]


def decisions(seed: int, n: int = 700):
    """``(view, options)`` at every decision of a random game (first ``n``
    choices). A lone Keep at setup (HK-4.4.c) is made without a draw and not
    counted: the same games as before it was asked."""
    rd = ready_decks()
    decks = sorted(rd)
    game = HeresyGame(seed=seed, decks=[load_deck(rd[decks[seed % 4]]), load_deck(rd[decks[(seed + 1) % 4]])],
                      names=["Ana", "Bo"], options={"length": "short"})
    rng = random.Random(seed)
    made = 0
    while game.pending and made < n:
        d = game.pending
        view = game.view(d.player)
        yield view, list(view.options)
        if lone_keep(d):
            game.choose("keep")
            continue
        made += 1
        ids = d.ids()
        rest = [i for i in ids if i != "end"]
        game.choose(rng.choice(rest if rest and rng.random() < 0.85 else ids))


def _cards(view) -> Cards:
    c = Cards(view)
    c.view = view
    return c


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_no_two_options_of_a_decision_read_the_same(seed):
    for view, opts in decisions(seed):
        shown = option_labels(opts, _cards(view))
        twins = {s for s in shown if shown.count(s) > 1}
        assert not twins, (view.prompt, sorted(twins))


@pytest.mark.parametrize("seed", [4, 5])
def test_a_copy_tag_names_a_card_of_its_own_option(seed):
    """Every "Name#n" after " · " is one of the option's own cards, as the
    board names it; a move of tau names the array it goes onto, and so does
    a store of tau (issue 13: "Store 2 on Arena (1/4)" names which Arena).
    (Seed 3's game no longer moves tau between two arrays of one name since
    the engine stores tau by amounts: seed 4's does; seed 2's stores on none
    since the engine pays with the least aura that pays, HK-9.7.b: seed 5's does.)"""
    seen_move = seen_store = False
    for view, opts in decisions(seed):
        cards = _cards(view)
        for o, s in zip(opts, option_labels(opts, cards)):
            s = s.removesuffix(NO_SUPPORT)  # the crash warning (test_heresy_crash_warning.py)
            if s == o.label:
                continue
            tag = s[len(o.label):].removeprefix(" · ")
            own = {cards.name(c) for u in o.cards if (c := cards.get(u)) is not None}
            for part in tag.split(", "):
                assert part.startswith("copy ") or part.startswith("in ") or part in own, (o.label, s, own)
            if o.verb == "move_tau" and len(o.cards) == 2 and (dest := cards.get(o.cards[1])) and \
                    o.cards[1] in cards.copy:
                assert s.endswith(cards.name(dest)), s
                seen_move = True
            if o.verb == "store_tau" and (dest := cards.get(o.cards[0])) and o.cards[0] in cards.copy:
                assert s.endswith(cards.name(dest)), s
                seen_store = True
    assert seen_move and seen_store  # these games move and store tau on two same-named arrays


def test_a_lone_option_tags_its_object_not_also_its_subject():
    """A new player's "Move tau from Excalibur Megatrust onto which array?
    1 1 tau onto Excalibur Megatrust · Excalibur Megatrust#1, Excalibur
    Megatrust#2": with one option on offer, its first card (the subject the
    prompt names) was tagged too. Over random games: the tag of the only
    option of its verb never names two copies of one card. (Where several
    options share a verb both may be needed: "Open Grigori: 1 damage to
    Grigori · Grigori#1, Grigori#2".)"""
    import re

    seen = 0
    for seed in (1, 2, 3, 4, 5, 6):
        for view, opts in decisions(seed):
            verbs = [o.verb for o in opts]
            for o, s in zip(opts, option_labels(opts, _cards(view))):
                if " · " not in s or verbs.count(o.verb) > 1:
                    continue
                tag = s.rsplit(" · ", 1)[1]
                names = [re.sub(r"#\d+$", "", t) for t in tag.split(", ")]
                seen += 1
                assert len(names) == len(set(names)), (view.prompt, s)
    assert seen  # tagged options were drawn
