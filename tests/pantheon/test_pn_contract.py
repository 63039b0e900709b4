"""The engine contract for Pantheon: illegal choices, determinism, privacy at every
decision, the record round trip with options, seeded random play with every
invariant, response windows never skipped. Clones, stale ids and replays: the
shared tests of tests/contract."""
from __future__ import annotations

from dataclasses import replace
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from gamekit import view_dict

from holytable.engine.decision import IllegalChoice
from holytable.engine.record import GameRecord, load_record, save_record
from holytable.games import game_class
from holytable.games.pantheon import decks as deckfiles
from holytable.games.pantheon.rules import PantheonGame

MAX_CHOICES = 20_000


def ready_game(seed: int, **options) -> PantheonGame:
    prs = [(a, b) for a in sorted(deckfiles.ready_decks()) for b in sorted(deckfiles.ready_decks()) if a != b]
    a, b = prs[seed % len(prs)]
    return PantheonGame(options=options, seed=seed, decks=[deckfiles.load_deck(deckfiles.ready_decks()[a]),
                                                           deckfiles.load_deck(deckfiles.ready_decks()[b])],
                        names=["Ana", "Bo"])


def test_registered_for_the_tests():
    assert game_class("pantheon") is PantheonGame
    assert PantheonGame.game_id == "pantheon" and PantheonGame.title == "Pantheon"
    assert PantheonGame.max_players > 2
    assert {s.key: s.default for s in PantheonGame.OPTIONS} == {"wp_goal": 10, "cunning": False}


def test_an_illegal_choice_raises_and_changes_nothing():
    g = ready_game(11)
    rng = random.Random(11)
    stale = None
    for i in range(400):
        if g.over:
            break
        before = [g.view(p) for p in (0, 1)], len(g.choices), g.legal_ids()  # typed views: view_dict is their JSON form
        for bad in ("nope", "", "play:", "attack:x:1", stale):
            if bad is None or bad in g.legal_ids():
                continue
            with pytest.raises(IllegalChoice):
                g.choose(bad)
        after = [g.view(p) for p in (0, 1)], len(g.choices), g.legal_ids()
        assert before == after
        ids = g.legal_ids()
        stale = ids[0]
        g.choose(rng.choice(ids))
    g2 = ready_game(12)
    while not g2.over:
        g2.choose(g2.legal_ids()[-1])
    with pytest.raises(IllegalChoice):
        g2.choose("pass")


def test_same_seed_and_choices_give_the_same_game():
    def run(seed):
        g = ready_game(seed)
        rng = random.Random(seed)
        while not g.over:
            g.choose(rng.choice(g.legal_ids()))
        return [e.text for e in g.log.events], g.choices, g.outcome
    assert run(21) == run(21)
    assert run(21)[0] != run(22)[0]


def check_privacy(g: PantheonGame, uids_in, log: bool = True) -> None:
    """Each seat's view holds no uid hidden from it, nor the other hand, and
    options only for the seat deciding; with ``log``, :func:`check_log`. Uids
    anywhere in a seat's text (view, log lines, prompt, options) at every
    decision: tests/contract/test_shared_contract.py."""
    for p in (0, 1):
        v = view_dict(g.view(p))
        v.pop("events")  # the typed log: checked once per event by tests/contract, not per decision
        assert not uids_in(v) & g.hidden_uids(p)
        assert v["players"][1 - p]["hand"] is None
        if g.pending is not None and g.pending.player != p:
            assert v["options"] == []
        if log:
            check_log(g, p, v["log"])


def check_log(g: PantheonGame, p: int, lines: list[str]) -> None:
    """The other seat never reads a private line (a drawn card's name)."""
    seen = set(lines)
    for e in g.log.events:
        if e.only is not None and e.only != p:
            assert e.text not in seen
            assert e.others is None or " draws a card." in e.others


#: :func:`check_privacy` looks at one decision in SAMPLE (a different one in
#: each game); the shared contract test checks every decision for uids.
SAMPLE = 6


@pytest.mark.parametrize("chunk", range(2))
def test_privacy_at_sampled_decisions(chunk, helpers):
    for seed in range(100 + chunk * 8, 100 + chunk * 8 + 8):
        g = ready_game(seed)
        rng = random.Random(seed)
        check_privacy(g, helpers.uids_in)
        while not g.over:
            g.choose(rng.choice(g.legal_ids()))
            if len(g.choices) % SAMPLE == seed % SAMPLE:
                check_privacy(g, helpers.uids_in, log=False)
        check_privacy(g, helpers.uids_in)  # the end, and the whole log


def test_privacy_check_can_fail(helpers):
    g = ready_game(3)
    real = g.board_view

    def leaky(player):
        v = real(player)
        other = replace(v.players[1 - player], hand=tuple(g.card_view(c) for c in g.s.sides[1 - player].hand))
        return replace(v, players=tuple(other if p.seat == other.seat else p for p in v.players))

    g.board_view = leaky
    with pytest.raises(AssertionError):
        check_privacy(g, helpers.uids_in)


def test_record_round_trip(tmp_path):
    g = ready_game(31, wp_goal=15, cunning=True)
    rng = random.Random(31)
    for _ in range(300):
        g.choose(rng.choice(g.legal_ids()))
    rec = GameRecord.of(g)
    path = tmp_path / "p.json"
    save_record(rec, path)
    back = load_record(path)
    h = back.build()
    assert h.choices == g.choices and h.options == {"wp_goal": 15, "cunning": True}
    assert h.view_dict(0) == g.view_dict(0) and h.view_dict(1) == g.view_dict(1) and h.legal_ids() == g.legal_ids()
    while not g.over:
        g.choose(rng.choice(g.legal_ids()))
    h2 = GameRecord.model_validate_json(GameRecord.of(g).model_dump_json()).build()
    assert h2.over and h2.outcome == g.outcome


@pytest.mark.parametrize("chunk", range(6))
def test_seeded_random_play_keeps_every_invariant(chunk):
    for seed in range(1000 + chunk * 10, 1000 + chunk * 10 + 10):
        opts = {"wp_goal": (5, 10, 15, 20)[seed % 4], "cunning": bool(seed % 2)}
        g = ready_game(seed, **opts)
        rng = random.Random(seed)
        g.check_invariants()
        while not g.over:
            assert len(g.choices) < MAX_CHOICES, f"seed {seed}: no end"
            d = g.pending
            assert d is not None and d.options and g.legal_ids() == d.ids()
            assert d.window == (d.kind == "twist_window")
            if d.window:
                assert d.ids()[0] == "pass"
            g.choose(rng.choice(d.ids()))
            g.check_invariants()
        o = g.outcome
        assert g.pending is None and o.winner in (0, 1)
        assert ("reached" in o.reason and g.s.sides[o.winner].wp >= g.goal) or "deck is empty" in o.reason


def test_every_announced_play_opens_a_window_for_the_other_player(monkeypatch):
    announced, opened = [], set()
    real_announce, real_window = PantheonGame._t_announce, PantheonGame._d_window

    def announce(self, oid):
        announced.append((self.find_occ(oid).seat, oid, id(self)))
        return real_announce(self, oid)

    def window(self, seat, oid):
        d = real_window(self, seat, oid)
        if d is not None:
            opened.add((seat, oid, id(self)))
        return d

    monkeypatch.setattr(PantheonGame, "_t_announce", announce)
    monkeypatch.setattr(PantheonGame, "_d_window", window)
    games = []
    for seed in range(5):
        g = ready_game(seed)
        games.append(g)
        rng = random.Random(seed)
        while not g.over:
            g.choose(rng.choice(g.legal_ids()))
    assert len(announced) > 100
    missing = [a for a in announced if (1 - a[0], a[1], a[2]) not in opened]
    # only an occurrence already cancelled by then (or a game that ended) may skip its window
    assert len(missing) <= len(announced) // 50


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(min_value=0, max_value=2**62), picks=st.lists(st.integers(0, 40), max_size=300))
def test_property_any_choices_keep_the_invariants(seed, picks):
    g = ready_game(seed % 1000)
    for i in picks:
        if g.over:
            break
        ids = g.legal_ids()
        g.choose(ids[i % len(ids)])
        g.check_invariants()
        assert all(sd.wp >= 0 for sd in g.s.sides)


@pytest.mark.parametrize("pick", ["first", "last"])
def test_stubborn_bots_still_finish(pick):
    """Nothing can stall: a program that always takes the first (or the last)
    option still ends the game (PN-8.2 caps keep/release changes)."""
    for seed in range(3):
        g = ready_game(seed)
        n = 0
        while not g.over:
            ids = g.legal_ids()
            g.choose(ids[0] if pick == "first" else ids[-1])
            n += 1
            assert n < 50_000, f"seed {seed}: a {pick}-option bot never finishes"


def test_the_invariant_check_can_fail(table):
    from holytable.engine.game import InvariantError

    def fresh():
        g = table.game()
        table.arrange(g, {"active": ["sobek"], "bench": ["trojan-horse"], "hand": ["jackal-warrior"],
                          "points": (1, 0, 0)}, {"active": ["bastet"]})
        g.check_invariants()
        return g

    breakers = [
        lambda g: g.s.sides[0].hand.append(g.s.sides[0].deck[0]),  # a card in two places
        lambda g: g.s.sides[0].deck.pop(),  # a card lost
        lambda g: setattr(g.s.sides[0].active[0].unit, "dmg", 9),  # HP below 0
        lambda g: setattr(g.s.sides[0].active[0].unit, "dmg", 8),  # 0 HP, not Immortal, no death pending
        lambda g: setattr(g.s.sides[1], "wp", -1),
        lambda g: g.s.sides[0].active.pop(),  # a granted spot gone while its card is in play
        lambda g: (g.s.sides[0].bench.__setitem__(0, g.s.sides[0].bench[0]), g.s.sides[0].field.append(
            __import__("holytable.games.pantheon.state", fromlist=["InField"]).InField(g.s.sides[0].deck.pop(), 2))),
        lambda g: (g.static_list(), g.s.sides[0].bench[0].__setattr__("unit", None), g.s.sides[0].grave.append(
            g.by_uid["p1-trojan-horse-1"])),  # the static cache not told
        lambda g: (setattr(g.s, "phase", "upkeep"), setattr(g.s.sides[0], "points", [1, 0, 0])),
    ]
    for i, brk in enumerate(breakers):
        g = fresh()
        brk(g)
        with pytest.raises(InvariantError):
            g.check_invariants()
            raise AssertionError(f"breaker {i} went unnoticed")
