"""Holdfast determinization (issue 14; holytable/games/holdfast/determinize.py):
``Game.determinize(seat, seed)`` re-deals what ``seat`` may not know (HF-14.1:
decks, the other hands; HF-14.2: the other seats' face-down cards) and keeps
the rest. Checked over positions of seeded random games of 2, 3 and 4 seats,
for every seat: the seat's view is the same, the invariants hold, the game
plays on to an end, hidden cards really move, the deal is canonical (two games
that look the same from the seat give equal deals for one seed) and the game
itself is untouched."""
from __future__ import annotations

import functools
import random

import pytest
from gamekit import determinize_cost, sample_positions, assert_determinization_plays_to_an_end

from holytable.games import game_class
from holytable.games.holdfast import determinize
from holytable.games.holdfast.rules import HoldfastGame
from holytable.sim import ready_seatings

#: (players, seed) of the random games the positions come from
GAMES = ((2, 3), (2, 5), (2, 11), (2, 12), (3, 4), (3, 9), (4, 2))
EVERY = 12  # a position every this many choices


def _game(players: int, seed: int) -> HoldfastGame:
    seatings = ready_seatings("holdfast", players)
    r = random.Random(seed)
    row = seatings[r.randrange(len(seatings))]
    return game_class("holdfast")(options={"turn_limit": 30}, seed=seed, decks=list(row[:players]),
                                  names=list(row[players:]))


@functools.lru_cache(maxsize=None)
def positions() -> tuple[HoldfastGame, ...]:
    """Clones of random games every EVERY choices (the games are long enough
    to reach face-down cards, traps and assaults)."""
    return sample_positions(_game, GAMES, EVERY, 900, rng_seed=lambda players, seed: seed * 7 + 1)


def cases():
    for g in positions():
        for seat in range(g.num_players):
            yield g, seat


def opponents_face_down(g: HoldfastGame, seat: int) -> list[int]:
    return [c for c, p in enumerate(g.s.pieces) if p.face_down and p.seat != seat]


def test_hf_14_2_the_positions_reach_face_down_cards_and_known_ones():
    """The positions are worth checking: some have another seat's face-down
    cards, some a card every seat saw go into a hidden place (s.known)."""
    ps = positions()
    assert sum(1 for g in ps if opponents_face_down(g, 0)) >= 10
    assert any(g.s.known for g in ps)
    assert {g.num_players for g in ps} == {2, 3, 4}


def test_hf_14_1_determinize_keeps_the_seats_view_and_the_invariants():
    """At the seat's own decisions (where a search starts) its view is the
    same, to the last log line and option. Where another seat decides, that
    decision is asked again from the re-dealt cards and may come out
    otherwise (an upkeep with face-down cards the deal changed: HF-5.3), so
    only the seat's own decisions promise an equal view; the others mostly
    do too."""
    own = others = others_equal = 0
    for i, (g, seat) in enumerate(cases()):
        before = g.view(seat)  # typed and frozen: equal views give equal view_dicts
        state = g.s.copy()
        d = g.determinize(seat, 17)
        d.check_invariants()
        assert g.s == state and g.view(seat) == before  # the game itself is untouched
        assert d.s is not g.s and d.s.sides[0].deck is not g.s.sides[0].deck
        if g.pending is not None and g.pending.player == seat:
            assert d.view(seat) == before
            if i % 5 == 0:
                assert d.view_dict(seat) == g.view_dict(seat)
            own += 1
        else:
            others += 1
            same = d.view(seat) == before
            others_equal += same
            if not same:
                assert d.pending is None or d.pending.kind != g.pending.kind or len(d.choices) == len(g.choices)
    assert own > 100 and others_equal > 0.9 * others


def test_hf_14_1_determinize_plays_on_to_an_end():
    for i, (g, seat) in enumerate(cases()):
        if i % 20:
            continue
        assert_determinization_plays_to_an_end(g, seat, i, i)


def test_hf_14_1_determinize_moves_hidden_cards_and_keeps_seen_ones():
    """Over seeds the deal differs from the truth: the opponents' hands, the
    decks (the seat's own deck order too) and face-down cards; the seat's own
    hand and face-down cards, and every public zone, stay."""
    hands = decks = own_decks = downs = 0
    for g, seat in cases():
        for seed in (1, 2):
            d = g.determinize(seat, seed)
            for k, (a, b) in enumerate(zip(g.s.sides, d.s.sides)):
                assert a.rubble == b.rubble and a.void == b.void and a.resources == b.resources
                assert len(a.hand) == len(b.hand) and len(a.deck) == len(b.deck)
                assert a.perimeter == b.perimeter
                if k == seat:
                    assert sorted(a.hand) == sorted(b.hand)
                    assert sorted(a.deck) == sorted(b.deck)
                    own_decks += a.deck != b.deck
                else:
                    hands += sorted(a.hand) != sorted(b.hand)
                decks += sorted(a.deck) != sorted(b.deck)
            assert d.s.middling == g.s.middling
            hidden = {g.by_uid[u] for u in g.hidden_uids(seat)} - set(g.s.known)
            for c in range(g.total_cards):
                p, q = g.s.pieces[c], d.s.pieces[c]
                if c in hidden:
                    if p.face_down:
                        downs += q.where != p.where or q.host != p.host or q.fd != p.fd
                    continue
                assert (q.where, q.seat, q.host, q.face_down, q.damage, q.attached) == \
                       (p.where, p.seat, p.host, p.face_down, p.damage, p.attached), g.uid(c)
                assert [o for o in q.occupants if o not in hidden] == [o for o in p.occupants if o not in hidden]
                assert len(q.occupants) == len(p.occupants)
    assert hands > 50 and decks > 50 and own_decks > 50 and downs > 10


def test_hf_14_2_a_card_everyone_saw_go_into_hiding_stays():
    """s.known: a card recovered from the rubble to a hand, or turned face
    down in front of everyone, is not re-dealt."""
    n = 0
    for i, (g, seat) in enumerate(cases()):
        theirs = [c for c in g.s.known if g.s.pieces[c].seat != seat]
        if theirs:
            d = g.determinize(seat, i)
            for c in theirs:
                assert d.s.pieces[c] == g.s.pieces[c]
                n += 1
    assert n > 0


def test_hf_14_2_the_turn_down_action_and_recover_mark_a_card_known():
    """HF-9.3 turning a card face down, HF-15.1 recover: every seat saw it."""
    verbs: set[str] = set()
    for g in positions():
        for c in g.s.known:
            p = g.s.pieces[c]
            assert p.where == "hand" or p.face_down, (g.uid(c), p)
            verbs.add(p.where if p.where == "hand" else "down")
    assert "down" in verbs


def test_hf_14_1_determinize_is_canonical():
    """Two games that look the same from ``seat`` (the game and one of its
    determinizations) give equal determinizations for one seed: the deal never
    reads where the hidden cards really are."""
    n = 0
    for i, (g, seat) in enumerate(cases()):
        if i % 2:
            continue
        g2 = g.determinize(seat, 99)
        if g2.view(seat) != g.view(seat):
            assert g.pending.player != seat  # another seat's decision came out otherwise
            continue
        a, b = g.determinize(seat, 5), g2.determinize(seat, 5)
        assert a.s == b.s
        assert a.legal_ids() == b.legal_ids()
        n += 1
    assert n > 100


def test_hf_9_2_no_card_of_another_seat_is_under_way_when_a_seat_decides():
    """determinize keeps a card another seat is deploying or aiming (named by
    a task); it can only do so without a leak because only that seat decides
    until it lands: the search never starts from there."""
    for g in positions():
        if g.pending is None:
            continue
        busy = {t[i] for t in g.s.tasks for i in determinize.CARD_ARGS[t[0]][0]}
        for c in busy:
            assert g.s.pieces[c].seat == g.pending.player or g.s.pieces[c].where not in ("hand", "stack"), g.s.tasks


def test_hf_16_1_every_task_names_its_card_arguments():
    """determinize.CARD_ARGS lists every task of the engine (a new task must
    say which of its arguments are cards, or a re-deal would leave it naming
    the wrong card)."""
    names = {a[3:] for a in dir(HoldfastGame) if a[:3] in ("_d_", "_a_", "_t_")}
    assert names == set(determinize.CARD_ARGS)


@pytest.mark.parametrize("players", [2, 4])
def test_hf_14_1_determinize_costs_about_a_clone(players):
    """Measured against clone() in the same run, at the seat's own decision
    (printed with -s; the best of five rounds of each, interleaved, on a
    shared machine): a search determinizes once per iteration."""
    g = next(x for x in positions() if x.num_players == players and x.s.turn > 6)
    seat = g.pending.player
    clone, det, ratio = determinize_cost(g, seat)
    print(f"holdfast {players}p: clone {clone:.0f} us, determinize {det:.0f} us, ratio {ratio:.2f}")
    # about 3 since clone shares the pieces at rest (lane hfspeed: clone 198 -> 61 us at
    # 4 players, determinize 354 -> 184 us, which deals those pieces again); 4.45 seen once
    # under load, so the bar is 6: it still catches a determinization that blows up
    assert ratio < 6
