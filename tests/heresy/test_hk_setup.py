"""Setup and the beginning of the game (HK-1.2, HK-4)."""
from __future__ import annotations

import pytest

from holytable.games.heresy.rules import HeresyGame, tau_needed
from hkhelpers import bare, copy_of, everything, new_game
from quiet import heresy_eleven_without_a_domain


def test_hk_1_2_tau_needed_by_players_and_length():
    assert tau_needed(2, "standard") == 15
    assert [tau_needed(n, "short") for n in (2, 3, 4, 5)] == [11, 9, 7, 5]
    assert [tau_needed(n, "very_long") for n in (2, 3, 4, 5)] == [21, 19, 15, 11]
    assert tau_needed(3, "long") == 15 and tau_needed(4, "standard") == 9


def test_hk_1_2_a_the_length_is_a_lobby_option_standard_by_default():
    assert new_game(1).tau_needed == 15
    assert new_game(1, n=3).tau_needed == 11
    assert new_game(1, length="short").tau_needed == 11
    assert new_game(1).board_view(0).tau_needed == 15
    with pytest.raises(ValueError):
        new_game(1, length="forever")


def test_hk_1_2_b_two_to_five_players():
    d = everything()
    assert HeresyGame(decks=[d] * 5).num_players == 5
    with pytest.raises(ValueError):
        HeresyGame(decks=[d] * 6)


def test_hk_4_2_each_player_draws_11_and_hk_4_3_keeps_7():
    g = new_game(3)
    for side in g.s.sides:
        assert len(side.hand) == 11 and len(side.deck) == 49
    seat = g.pending.player
    while g.pending.kind in ("redraw", "setup_discard") and g.pending.player == seat:
        if g.pending.kind == "redraw":
            g.choose("keep")
        else:
            g.choose(g.legal_ids()[0])
    side = g.s.sides[seat]
    assert len(side.hand) == 7 and len(side.archive) + len(side.oblivion) == 4


def test_hk_4_3_only_technology_may_go_to_the_archive_w5():
    """W5: Mike archives his 3 Technology cards and obliterates one more."""
    g = bare()
    s = g.s
    side = s.sides[1]
    tech = ["kiev-grid", "arena", "cyberdeck"]
    other = ["michael", "abdiel", "rabdos", "free-city", "rim", "wrath", "golem", "boomerang"]
    for key in tech + other:
        c = copy_of(g, 1, key)
        g.take(c)
        g.put(c, "hand", 1)
    s.tasks = [("setup_discard", 1), ("first",)]
    g.pending = g._advance()
    assert g.pending.player == 1 and g.pending.kind == "setup_discard"
    archive_ids = [i for i in g.legal_ids() if i.endswith(":archive")]
    assert sorted(i.split(":")[1].rsplit("-", 1)[0] for i in archive_ids) == ["p2-arena", "p2-cyberdeck",
                                                                             "p2-kiev-grid"]
    for key in tech:
        g.choose(next(i for i in g.legal_ids() if key in i and i.endswith(":archive")))
    g.choose(next(i for i in g.legal_ids() if "wrath" in i))
    assert len(side.archive) == 3 and len(side.oblivion) == 1 and len(side.hand) == 7
    assert len(side.deck) == 2 * len(everything().cards) - 11


def test_hk_4_4_redraw_only_without_a_domain_and_hk_4_4_a_once():
    g = bare()
    s = g.s
    side = s.sides[0]
    for key in ["kiev-grid", "arena", "michael", "abdiel", "rabdos", "wrath", "golem", "boomerang", "los",
                "gabriel", "fixer"]:  # an array does not stop a redraw
        c = copy_of(g, 0, key)
        g.take(c)
        g.put(c, "hand", 0)
    s.tasks = [("redraw", 0), ("setup_discard", 0)]
    g.pending = g._advance()
    assert g.pending.kind == "redraw" and set(g.legal_ids()) == {"redraw", "keep"}
    g.choose("redraw")
    assert side.redraw_used and len(side.hand) == 11
    # a second hand with no domain must be kept
    for c in side.hand[:]:
        g.take(c)
        g.put(c, "deck", 0)
    for key in ["kiev-grid", "arena", "michael", "abdiel", "rabdos", "wrath", "golem", "boomerang", "los",
                "gabriel", "fixer"]:
        c = copy_of(g, 0, key)
        g.take(c)
        g.put(c, "hand", 0)
    s.tasks[0:0] = [("redraw", 0)]
    g.pending = g._advance()
    assert g.pending.kind == "setup_discard"


def test_hk_4_4_no_redraw_with_a_domain():
    g = bare()
    s = g.s
    for key in ["free-city"] + ["michael"] * 2 + ["abdiel"] * 2 + ["rabdos"] * 2 + ["los"] * 2 + ["fixer"] * 2:
        c = copy_of(g, 0, key)
        g.take(c)
        g.put(c, "hand", 0)
    s.tasks = [("redraw", 0), ("setup_discard", 0)]
    g.pending = g._advance()
    # ruling HK-4.4.c: asked all the same, with Keep alone
    assert g.pending.kind == "redraw" and g.legal_ids() == ["keep"]
    g.choose("keep")
    assert g.pending.kind == "setup_discard" and not s.sides[0].redraw_used


def test_hk_4_4_b_setup_is_one_seat_after_another():
    g = new_game(5, n=3)
    order = []
    while g.pending.kind in ("redraw", "setup_discard"):
        if not order or order[-1] != g.pending.player:
            order.append(g.pending.player)
        g.choose(g.legal_ids()[0])
    assert order == [0, 1, 2]


def test_hk_4_5_first_player_at_random_then_clockwise():
    firsts = set()
    for seed in range(12):
        g = new_game(seed, n=3)
        while g.pending.kind in ("redraw", "setup_discard"):
            g.choose(g.legal_ids()[0])
        firsts.add(g.s.first)
        assert g.s.active == g.s.first
        g.choose("end")
        while g.s.active == g.s.first:
            g.choose(g.legal_ids()[-1])
        assert g.s.active == (g.s.first + 1) % 3
    assert firsts == {0, 1, 2}


def test_hk_4_6_everyone_starts_with_nothing():
    g = new_game(2)
    for seat in range(2):
        assert g.tau(seat) == 0 and g.s.sides[seat].aura == 0 and g.vs(seat) == 0
        assert not g.s.sides[seat].wilds and not g.s.sides[seat].matrix


# -- ruling HK-4.4.c: every seat is asked about its redraw ----------------------------------------



def _keep_and_discard_first(g):
    """Make the whole setup: every seat keeps its eleven and discards the
    first cards offered; per decision (seat, kind, ids on offer, the others'
    words, every seat's choices_made)."""
    seen = []
    while g.pending.kind in ("redraw", "setup_discard"):
        d = g.pending
        seen.append((d.player, d.kind, d.ids(), d.others,
                     tuple(g.view(s).choices_made for s in range(g.num_players))))
        g.choose("keep" if d.kind == "redraw" else d.ids()[0])
    return seen


@pytest.mark.parametrize("n", [2, 3, 5])
def test_hk_4_4_c_every_seat_is_asked_keep_alone_with_a_domain(n):
    """Ruling HK-4.4.c: each seat gets one redraw decision at setup, before
    its discards; with a domain among its eleven it offers Keep alone (and
    its prompt says why), without one Redraw and Keep."""
    for seed in range(4):
        g = new_game(seed, n=n)
        if seed % 2:  # the last seat's eleven without a domain (dealt before it is asked)
            g = heresy_eleven_without_a_domain(g, n - 1)
        domain = [any(g.kind(c) == "domain" for c in side.hand) for side in g.s.sides]
        assert not domain[n - 1] if seed % 2 else all(domain), "both kinds of hand are asked about"
        prompts = {}
        while g.pending.kind in ("redraw", "setup_discard"):
            d = g.pending
            if d.kind == "redraw":
                assert d.player not in prompts, "asked once"
                prompts[d.player] = d.prompt
                assert d.ids() == (["keep"] if domain[d.player] else ["redraw", "keep"])
            else:
                assert d.player in prompts, "asked about the redraw before the discards"
            g.choose("keep" if d.kind == "redraw" else d.ids()[0])
        assert sorted(prompts) == list(range(n))
        for p, said in prompts.items():
            assert ("no redraw" in said) == domain[p]
            assert said.startswith("A domain among your 11 cards") == domain[p]


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_hk_4_4_c_a_kept_hand_tells_nothing_of_a_domain(seed):
    """Two games alike but for seat 1's eleven cards (a domain among them or
    none), seat 1 keeping both times: the setup's decisions, their deciders,
    the others' words and every seat's choices_made are the same."""
    base = new_game(seed)
    assert any(base.kind(c) == "domain" for c in base.s.sides[1].hand), "pick a seed whose seat 1 has a domain"
    with_domain = base.clone()
    without = heresy_eleven_without_a_domain(base, 1)
    a, b = _keep_and_discard_first(with_domain), _keep_and_discard_first(without)
    public = lambda seen: [(p, kind, others, made) for p, kind, _, others, made in seen]  # noqa: E731
    assert public(a) == public(b)
    assert with_domain.deciders == without.deciders and len(with_domain.choices) == len(without.choices)
    assert [x[2] for x in a if x[:2] == (1, "redraw")] == [["keep"]]
    assert [x[2] for x in b if x[:2] == (1, "redraw")] == [["redraw", "keep"]]


@pytest.mark.parametrize("revision", [2, 3])
def test_hk_4_4_c_an_older_record_without_the_lone_keeps_replays_the_same(revision):
    """Records of revision 3 and before never asked a seat with a domain
    about its redraw: their choices leave out those lone keeps, and building
    one makes them (``HeresyGame.older_skip``) to the same position; today's
    record builds as it is."""
    import random

    from holytable.engine.record import REVISION, GameRecord

    g = new_game(2, n=3)
    rng = random.Random(2)
    lone = []
    while len(g.choices) < 120 or g.pending.kind == "redraw":
        d = g.pending
        if d.kind == "redraw" and d.ids() == ["keep"]:
            lone.append(len(g.choices))
        g.choose(rng.choice(g.legal_ids()))
    assert len(lone) >= 2
    rec = GameRecord.of(g)
    assert rec.revision == REVISION == 4 and rec.build().choices == g.choices
    old = rec.model_copy(update={"revision": revision,
                                 "choices": [c for k, c in enumerate(g.choices) if k not in set(lone)]})
    back = old.build()
    assert back.choices == g.choices and back.view_dict(None) == g.view_dict(None)
    assert old.synced(back).revision == REVISION
    # not for today's records: with the keeps left out it does not fit
    with pytest.raises(ValueError):
        rec.model_copy(update={"choices": old.choices}).build()
