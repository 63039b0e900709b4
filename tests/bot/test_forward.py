"""The computer never takes back part of a choice made in steps (issue 14,
lane botspeed): ``holytable.engine.tasks.undoes`` / ``forward_options``,
``TaskLoop.playout(forward=True)`` and ``Budget.forward``.

Holdfast's assault group (HF-10.2: ``toggle:<uid>`` adds or takes out a
member, ``back`` drops the group) and perimeter (HF-6.1: the same toggles)
let a search that may undo walk in and out of one group without end: at the
table (a fresh player each decision) a normal seat took 200 decisions and
100 s of processor time over one Assault Phase.
"""
from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "holdfast"))
import detkit  # noqa: E402
from hfhelpers import Table  # noqa: E402

from holytable.bot import SearchPlayer  # noqa: E402
from holytable.engine.decision import Option  # noqa: E402
from holytable.engine.tasks import forward_options, undoes  # noqa: E402
from holytable.games.holdfast import decks as deckfiles  # noqa: E402


def test_undoes_reads_the_contracts_verbs():
    """``back``, ``release`` and a selected ``toggle`` (amount 1) undo; an
    unselected toggle, a keep, a confirm or any other verb does not; when every option undoes
    none is left out."""
    back = Option("back", "Back", verb="back")
    off = Option("toggle:a", "[x] a", verb="toggle", amount=1)
    on = Option("toggle:b", "[ ] b", verb="toggle", amount=0)
    ok = Option("confirm", "Go", verb="confirm", amount=3)
    release = Option("release:2", "Release die 2", verb="release", amount=2)  # Pantheon, PN-8.2
    keep = Option("keep:2", "Keep die 2", verb="keep", amount=2)
    assert [undoes(o) for o in (back, off, on, ok, release, keep)] == [True, True, False, False, True, False]
    assert forward_options((on, off, ok, back)) == [on, ok]
    assert forward_options((off, back)) == [off, back]


def _at_group(game_id: str, kinds: tuple[str, ...], seed: int):
    """A game (random play from ``seed``) at a decision of one of ``kinds``
    with something to undo and something else on offer, or None."""
    g = detkit.new_game(game_id, seed)
    g.quiet = True
    r = random.Random(seed)
    while g.pending is not None:
        d = g.pending
        if d.kind in kinds and any(undoes(o) for o in d.options) and len(forward_options(d.options)) > 1:
            return g
        ids = g.legal_ids()
        g.choose(ids[r.randrange(len(ids))])
    return None


@pytest.mark.parametrize("forward", [True, False])
@pytest.mark.parametrize("game_id,kinds", [("holdfast", ("group", "wall")), ("pantheon", ("roll",))],
                         ids=["hf_10_2_group", "pn_8_2_dice"])
def test_a_forward_playout_never_undoes_while_something_else_is_on_offer(game_id, kinds, forward):
    """TaskLoop.playout(forward=True) from Holdfast group decisions (HF-10.2)
    and Pantheon's dice (PN-8.2: keep / release): every choice it made,
    replayed with ``choose``, undid nothing unless only undoing was on offer;
    without ``forward`` the random player does undo (so the check can fail)."""
    undone = 0
    found = 0
    for seed in range(1, 40):
        g = _at_group(game_id, kinds, seed)
        if g is None:
            continue
        found += 1
        a = g.clone()
        k = len(a.choices)
        a.playout(random.Random(seed), 300, forward)
        b = g.clone()
        for oid in a.choices[k:]:
            opts = b.pending.options
            if undoes(b.pending.get(oid)) and not all(undoes(o) for o in opts):
                undone += 1
            b.choose(oid)
        assert b.choices == a.choices and b.pending == a.pending
        if found >= 6:
            break
    assert found >= 6
    assert (undone == 0) if forward else (undone > 0)


def _exposed():
    """Ana (seat 0) at her Assault Phase (HF-5.6) with four denizens in the
    outland (strength 3, 3, 2, 1); Bo has left a Hedge Witch and a Drifter
    out in the outland, his perimeter and a Sentinel behind it: a human-like
    opening, exposed."""
    table = Table(deckfiles.load_pool())
    return table.arrange(
        table.game(3),
        {"outland": ["spearwarden", "sellsword", "militia", "levy-recruit"], "perimeter": ["earthwork", "palisade"],
         "courtyard": ["mason"], "hand": ["militia"], "resources": ["quarry"]},
        {"outland": ["hedge-witch", "drifter"], "perimeter": ["stone-wall", "earthwork"], "courtyard": ["sentinel"],
         "hand": ["militia", "camp"], "resources": ["quarry"]},
        start="assault")


def test_hf_10_2_a_normal_seat_assaults_an_exposed_hold_without_walking_in_and_out():
    """HF-10.1, HF-10.2: a normal seat, a fresh player each decision (as the
    table asks it), plays its Assault Phase against an exposed opening (Bo
    passes every trap window): it never toggles a member out or backs out of
    a group, declares assaults, ends its turn within a few decisions (before
    the fix: 200 decisions and no end, about 100 s of processor time), and
    Bo's hold is smaller for it."""
    g = _exposed()
    turn = g.turn_number
    before = len(list(g.in_play(1)))
    made, undone, declared = 0, 0, 0
    while g.pending is not None and g.turn_number == turn and made < 60:
        d = g.pending
        if d.player == 1:
            g.choose("pass" if "pass" in d else d.options[0].id)
            continue
        oid = SearchPlayer("normal", seed=made, time_cap=False).choose(g, 0)
        undone += undoes(d.get(oid))
        declared += oid == "confirm"
        g.choose(oid)
        made += 1
    assert undone == 0
    assert g.turn_number != turn or g.pending is None, f"still in the Assault Phase after {made} decisions"
    assert made <= 30 and declared >= 1
    assert len(list(g.in_play(1))) < before


# -- Budget.enough: a decision whose options come out alike ---------------------------------------
def test_a_search_stops_when_no_option_can_be_better_by_enough():
    """Budget.enough: with every option ending the game alike (a toy whose
    two first choices both draw) the search stops after a few iterations;
    without it (0) it runs its whole budget (the exact stop never fires
    between equal options)."""
    import toy_games

    from holytable.bot import Budget, SearchStats, search

    g = toy_games.twins()
    st, st0 = SearchStats(), SearchStats()
    search(g, 0, Budget(400, 60.0, enough=0.02), 3, stats=st)
    search(g, 0, Budget(400, 60.0, enough=0.0), 3, stats=st0)
    assert st.iterations <= 24 and st0.iterations == 400


def test_enough_never_stops_on_a_lead_within_the_noise():
    """_good_enough: options tried too few times, or a rival whose mean may
    still be better by ``eps`` (a wide spread), keep the search going; a
    rival clearly worse, or alike within ``eps``, stops it."""
    from holytable.bot.ismcts import Node, _good_enough

    def kids(*stats):
        out = {}
        for k, (n, mean, sd) in enumerate(stats):
            ch = out[str(k)] = Node(str(k), 0)
            ch.visits, ch.reward, ch.sq = n, n * mean, n * (sd * sd + mean * mean)
        return out

    ids = ["0", "1"]
    assert not _good_enough(kids((40, .6, .1), (3, .2, .0)), ids, .02, 2.0)  # the rival tried 3 times
    assert not _good_enough(kids((40, .6, .3), (10, .55, .3)), ids, .02, 2.0)  # within the noise
    assert _good_enough(kids((200, .6, .1), (40, .4, .1)), ids, .02, 2.0)  # clearly worse
    assert _good_enough(kids((100, .5, .0), (100, .5, .0)), ids, .02, 2.0)  # alike
