"""The engine contract (holytable/engine/game.py, DESIGN.md), checked once for
every registered game and for the test-only stand-in (standin_game.py): a new
game gets every test here by registering in ``holytable.games``.

- option counts from fixed positions (perft-style, golden.py);
- stale ids after a takeback, and junk ids, are refused and change nothing;
- ``clone()`` is equal field by field and independent;
- no uid hidden from a seat reaches its view, prompt, options or log lines;
- save -> load continues identically; a replay equals the live game.

Each check is a function raising AssertionError, so the last tests can show
that every check fails on a game broken on purpose.
"""
from __future__ import annotations

import copy
import dataclasses
import random

import pytest
from contractkit import (assert_same, counts, diff, game_ids, leaks, new_game, play, readable, seats, snapshot,
                         uids_in)
from gamekit import view_dict
from golden import GOLDEN

from holytable.engine.decision import Decision, IllegalChoice, Option
from holytable.engine.game import Game
from holytable.engine.record import GameRecord, load_record, save_record, take_back
from holytable.engine.tasks import TaskLoop
from holytable.games import game_class, playable

GAMES = game_ids()
JUNK = ["", "nope", "pass ", " draft", "play:", "play:nobody-1", ":", None, 7]


def test_every_registered_game_and_the_stand_in_are_covered():
    import holytable.games as registry
    from gamekit import registered

    assert [e.id for e in playable()] == GAMES  # the stand-in is registered here (conftest)...
    assert GAMES[-1] == "tally" and {"frontline", "holy_wars", "pantheon", "holdfast"} <= set(GAMES)
    before = dict(registry.GAMES), dict(registry.DECK_LOADERS)
    ghost = registry.GameEntry("ghost", "Ghost", "", "ghost:Ghost", None, screen=False)
    with pytest.raises(KeyError), registered((ghost, "ghost:check")):
        assert registry.GAMES["ghost"] is ghost and registry.DECK_LOADERS["ghost"] == "ghost:check"
        raise KeyError("a failing block")
    assert (registry.GAMES, registry.DECK_LOADERS) == before  # ...and only while a test runs


@pytest.mark.parametrize("game_id", GAMES)
def test_the_base_class_declares_what_every_game_implements(game_id):
    """One task loop (engine/tasks.py) and every abstract method implemented."""
    cls = game_class(game_id)
    assert issubclass(cls, TaskLoop) and issubclass(cls, Game)
    assert cls.advance is TaskLoop.advance and cls.apply is TaskLoop.apply, "a task loop of its own"
    for name in ("setup", "board_view", "hidden_uids", "check_invariants"):
        assert getattr(cls, name) is not getattr(Game, name), f"{game_id} does not implement {name}"
    for name in ("choose", "view", "legal_ids", "can_take_back", "revealed", "clone"):
        assert callable(getattr(Game, name)) and getattr(Game, name).__doc__


# -- option counts ------------------------------------------------------------------------------
@pytest.mark.parametrize("game_id", GAMES)
def test_option_counts_from_fixed_positions(game_id):
    gold = GOLDEN.get(game_id)
    assert gold, f"no golden counts for {game_id}: run tests/contract/golden.py {game_id} and add them"
    again = f"if the rules or the ready-made decks changed on purpose: tests/contract/golden.py {game_id}"
    g = new_game(game_id, gold["seed"], gold["decks"])
    before = snapshot(g)
    assert counts(g) == gold["opening"], f"opening position ({again})"
    assert_same(snapshot(g), before, "counting changed the game")
    for i, cid in enumerate(gold["prefix"]):
        try:
            g.choose(cid)
        except IllegalChoice:
            pytest.fail(f"prefix choice {i + 1} ({cid!r}) is no longer on offer ({again})")
    assert counts(g) == gold["after_prefix"], f"after {len(gold['prefix'])} choices ({again})"


# -- refused ids ------------------------------------------------------------------------------------
def check_refusals(g: Game, rng: random.Random, want: int = 6, max_choices: int = 300) -> int:
    """Play ``g`` at random; now and then take the last choice back and offer
    the ids that were legal only after it (stale), and junk ids: each must
    raise IllegalChoice and leave the game unchanged. Returns how many
    takebacks had stale ids to try (stops at ``want``)."""
    found = 0
    rec = GameRecord.of(g)
    while not g.over and len(g.choices) < max_choices and found < want:
        look = rng.random() < 0.3
        before = snapshot(g) if look else None
        ids = g.legal_ids()
        p = g.pending.player
        real = not g.pending.only_pass()  # a pass in a Pass-only window is taken back with the choice before it
        if look:
            for bad in JUNK:
                if bad not in ids:
                    with pytest.raises(IllegalChoice):
                        g.choose(bad)  # type: ignore[arg-type]
            assert_same(snapshot(g), before, "a refused junk id changed the game")
        g.choose(rng.choice(ids))
        if look and real and not g.over and g.can_take_back(p):
            stale = [i for i in g.legal_ids() if i not in ids]
            _, back = take_back(rec.synced(g), g, p)
            assert_same(snapshot(back), before, "the takeback")
            for sid in stale:
                with pytest.raises(IllegalChoice):
                    back.choose(sid)
                assert_same(snapshot(back), before, f"the refused stale id {sid!r}")
            found += bool(stale)
    return found


@pytest.mark.parametrize("game_id", GAMES)
def test_stale_ids_after_a_takeback_and_junk_ids_are_refused(game_id):
    found = sum(check_refusals(new_game(game_id, seed), random.Random(seed)) for seed in (1, 2, 3))
    assert found >= 3, "too few takebacks with stale ids to test"
    g = new_game(game_id, 4)
    play(g, random.Random(4), 100_000)
    last = g.choices[-1]
    before = snapshot(g)
    for bad in JUNK + [last]:
        with pytest.raises(IllegalChoice):
            g.choose(bad)  # type: ignore[arg-type]
    assert_same(snapshot(g), before, "a choice after the end")
    assert g.pending is None and g.legal_ids() == [] and g.outcome is not None


# -- clone ----------------------------------------------------------------------------------------------
def check_clone(g: Game, rng: random.Random, steps: int = 150) -> None:
    """``g.clone()`` equals ``g`` field by field; playing on the clone leaves
    ``g`` unchanged (field by field, views, log, pending decision) and the
    reverse; the clone continues exactly as ``g`` on the same choices."""
    c = g.clone()
    assert type(c) is type(g) and c is not g
    assert (d := diff(c, g)) is None, f"clone differs: {d}"
    assert_same(snapshot(c), snapshot(g), "the clone")
    frozen, seen = copy.deepcopy(g), snapshot(g)
    play(c, random.Random(rng.random()), steps)
    assert (d := diff(g, frozen)) is None, f"playing on the clone changed the original: {d}"
    assert_same(snapshot(g), seen, "the original after playing on its clone")
    c = g.clone()
    frozen, seen = copy.deepcopy(c), snapshot(c)
    twin = g.clone()
    for _ in range(steps):
        if g.over:
            break
        cid = rng.choice(g.legal_ids())
        g.choose(cid)
        twin.choose(cid)
    assert (d := diff(c, frozen)) is None, f"playing on the original changed its clone: {d}"
    assert_same(snapshot(c), seen, "a clone after playing on its original")
    assert (d := diff(twin, g)) is None, f"the clone continued differently: {d}"
    assert_same(snapshot(twin), snapshot(g), "the clone's continuation")
    for x in (g, c, twin):
        x.check_invariants()


@pytest.mark.parametrize("game_id", GAMES)
def test_clone_is_equal_field_by_field_and_independent(game_id):
    for seed, prefix in ((5, 0), (6, 40), (7, 120)):
        g = new_game(game_id, seed)
        rng = random.Random(seed)
        play(g, rng, prefix)
        check_clone(g, rng)


# -- privacy ---------------------------------------------------------------------------------------------
def check_privacy(g: Game, log_done: dict | None = None, shown_too: bool = True) -> set[str]:
    """No uid hidden from a seat in anything it can read (view, prompt, option
    labels and ids, log lines); none hidden from any seat in a spectator's.
    ``log_done`` (seat -> lines already checked) skips log lines checked at an
    earlier decision. Returns (with ``shown_too``) the uids some seat sees that
    another may not (the check is not vacuous when that is non-empty over a
    game)."""
    done = {} if log_done is None else log_done
    hidden = {p: g.hidden_uids(p) for p in seats(g)}
    shown: set[str] = set()
    for p, h in [*hidden.items(), (None, set().union(*hidden.values()))]:
        assert isinstance(h, set) and all(isinstance(u, str) for u in h), "hidden_uids must be a set of str"
        view = g.view(p)
        start = done.get(p, 0)
        # the view's JSON form (Game.view_dict) with only the log lines and
        # events not checked yet: turning the whole log into JSON at every
        # decision made this test quadratic in the game's length
        v = view_dict(dataclasses.replace(view, log=view.log[start:]))
        found = leaks(h, readable(g, p, v, start, events_from=0))
        who = "a spectator" if p is None else f"seat {p}"
        assert not found, f"{g.title} seed {g.seed}, choice {len(g.choices)}: {who} can read {sorted(found)[:3]}"
        done[p] = len(view.log)
        if p is not None and shown_too:
            shown |= uids_in(v) & set().union(*(hidden[q] for q in hidden if q != p))
    return shown


def check_privacy_game(g: Game, rng: random.Random, max_choices: int = 400) -> set[str]:
    """:func:`check_privacy` at every decision of a random game, and over the
    whole log at its end."""
    done: dict = {}
    shown = check_privacy(g, done)
    while not g.over and len(g.choices) < max_choices:
        g.choose(rng.choice(g.legal_ids()))
        shown |= check_privacy(g, done, shown_too=not shown)
    return shown | check_privacy(g)


@pytest.mark.parametrize("game_id", GAMES)
def test_the_privacy_checks_view_dict_is_the_views_to_dict(game_id):
    """The privacy checks read :func:`gamekit.view_dict` (faster): it must be
    exactly ``View.to_dict()``, for every seat and a spectator, as a game goes."""
    g = new_game(game_id, 12)
    rng = random.Random(12)
    for _ in range(6):
        for p in seats(g) + [None]:
            view = g.view(p)
            assert view_dict(view) == view.to_dict()
        if g.over:
            break
        play(g, rng, 15)


@pytest.mark.parametrize("game_id", GAMES)
def test_no_hidden_uid_reaches_another_seat(game_id):
    shown: set[str] = set()
    for seed in (8, 9):
        shown |= check_privacy_game(new_game(game_id, seed), random.Random(seed))
    if game_class(game_id).max_players >= 3:
        shown |= check_privacy_game(new_game(game_id, 11, seats=3), random.Random(11), 150)
    assert shown, "no seat ever saw a card hidden from another: hidden_uids looks vacuous"


# -- typed data (no screen reads meaning from words) -------------------------------------------------
def check_typed(g: Game) -> None:
    """The pending options, every log event and every seat's board are typed
    data: options say what they do (``verb``) and which cards (uids the
    decider may see), seats, zones and costs they concern; events say who did
    what to which cards; boards are frozen dataclasses all the way down (no
    dict, list or set a screen could read by a string key or change)."""
    n = g.num_players
    d = g.pending
    if d is not None:
        hidden = g.hidden_uids(d.player)
        for o in d.options:
            assert isinstance(o.verb, str) and o.verb, f"option {o.id!r} says nothing of what it does (verb)"
            assert all(isinstance(c, str) and c and c not in hidden for c in o.cards), f"option {o.id!r}: cards {o.cards}"
            assert all(isinstance(p, int) and 0 <= p < n for p in o.seats), f"option {o.id!r}: seats {o.seats}"
            assert all(isinstance(z, str) and z for z in o.zones), f"option {o.id!r}: zones {o.zones}"
            assert all(isinstance(k, str) and type(v) is int for k, v in o.cost), f"option {o.id!r}: cost {o.cost}"
            assert o.amount is None or type(o.amount) is int, f"option {o.id!r}: amount {o.amount!r}"
    for e in g.log.events:
        assert isinstance(e.verb, str) and e.verb, f"log event {e.seq} ({e.text!r}) has no verb"
        assert e.actor is None or 0 <= e.actor < n, f"log event {e.seq}: actor {e.actor}"
        assert all(isinstance(c, str) and c for c in e.cards), f"log event {e.seq}: cards {e.cards}"
        assert all(isinstance(k, str) and type(v) is int for k, v in e.amounts), f"log event {e.seq}: {e.amounts}"
        assert all(0 <= p < n for p in e.seats), f"log event {e.seq}: seats {e.seats}"
    for p in seats(g) + [None]:
        board = g.view(p).board
        assert dataclasses.is_dataclass(board) and board.__dataclass_params__.frozen, \
            f"the board of {type(g).__name__}.view is not a frozen dataclass"
        typed_all_the_way(board, "board")


def typed_all_the_way(x, path: str) -> None:
    """``x`` holds only frozen dataclasses, tuples, frozensets and atoms."""
    if dataclasses.is_dataclass(x):
        assert x.__dataclass_params__.frozen, f"{path}: {type(x).__name__} is not frozen"
        for f in dataclasses.fields(x):
            typed_all_the_way(getattr(x, f.name), f"{path}.{f.name}")
    elif isinstance(x, (tuple, frozenset)):
        for i, v in enumerate(x):
            typed_all_the_way(v, f"{path}[{i}]")
    else:
        assert x is None or isinstance(x, (str, int, float, bool)), f"{path} is a {type(x).__name__}, not typed data"


@pytest.mark.parametrize("game_id", GAMES)
def test_options_events_and_boards_are_typed(game_id):
    for seed in (16, 17):
        g = new_game(game_id, seed)
        rng = random.Random(seed)
        for i in range(400):
            if i % 7 == 0 or g.pending is None or g.pending.window:
                check_typed(g)
            if g.over:
                break
            g.choose(rng.choice(g.legal_ids()))
        check_typed(g)


def test_the_typed_check_catches_an_untyped_option_event_and_board(monkeypatch):
    g = tally()
    check_typed(g)
    bare = dataclasses.replace(g.pending, options=(Option("x", "X"),) + g.pending.options[1:])
    monkeypatch.setattr(g, "pending", bare)
    with pytest.raises(AssertionError, match="verb"):
        check_typed(g)
    g = tally()
    g.log.add("Something happened.")
    with pytest.raises(AssertionError, match="no verb"):
        check_typed(g)
    g = tally()
    monkeypatch.setattr(g, "board_view", lambda p: {"turn": 1})
    with pytest.raises(AssertionError, match="frozen dataclass"):
        check_typed(g)


# -- records ---------------------------------------------------------------------------------------------
def check_save_load(g: Game, rng: random.Random, path, steps: int = 150) -> None:
    """Save ``g``, load and rebuild it: equal now, and equal after the same
    further choices on both."""
    save_record(GameRecord.of(g), path)
    h = load_record(path).build()
    assert_same(snapshot(h), snapshot(g), "the loaded game")
    for i in range(steps):
        if g.over:
            break
        cid = rng.choice(g.legal_ids())
        g.choose(cid)
        h.choose(cid)
        if i % 25 == 0:
            assert_same(snapshot(h), snapshot(g), f"the loaded game {i + 1} choices on")
    assert_same(snapshot(h), snapshot(g), "the loaded game at the end")


@pytest.mark.parametrize("game_id", GAMES)
def test_save_load_continues_identically(game_id, tmp_path):
    for seed, prefix in ((12, 1), (13, 60)):
        g = new_game(game_id, seed)
        rng = random.Random(seed)
        play(g, rng, prefix)
        check_save_load(g, rng, tmp_path / f"{seed}.json")


def check_replay(g: Game, rng: random.Random, max_choices: int = 2000) -> None:
    """Play ``g`` to the end (or ``max_choices``); ``record.build(upto=k)``
    equals the live game as it was after k choices, for several k."""
    marks = {0, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 610, 987}
    live = {0: snapshot(g)}
    while not g.over and len(g.choices) < max_choices:
        g.choose(rng.choice(g.legal_ids()))
        if len(g.choices) in marks:
            live[len(g.choices)] = snapshot(g)
    live[len(g.choices)] = snapshot(g)
    rec = GameRecord.of(g)
    for k, seen in live.items():
        assert_same(snapshot(rec.build(upto=k)), seen, f"the replay to choice {k}")


@pytest.mark.parametrize("game_id", GAMES)
def test_replay_equals_the_live_game(game_id):
    for seed in (14, 15):
        check_replay(new_game(game_id, seed), random.Random(seed))


# -- the checks can fail ------------------------------------------------------------------------------
def tally(seed: int = 3) -> Game:
    return new_game("tally", seed)


def test_the_privacy_check_catches_a_view_showing_the_other_hand():
    g = tally()
    real = g.board_view

    def leaky(player):
        v = real(player)
        sides = tuple(dataclasses.replace(pl, hand=tuple(g.card(c) for c in g.s.sides[seat].hand))
                      for seat, pl in enumerate(v.players))
        return dataclasses.replace(v, players=sides)

    g.board_view = leaky
    with pytest.raises(AssertionError, match="seat 0 can read"):
        check_privacy(g)


def test_the_privacy_check_catches_a_log_line_and_an_option_label():
    g = tally()
    g.log.add(f"Bo holds {g.uids[g.s.sides[1].hand[0]]}.")
    with pytest.raises(AssertionError, match="seat 0 can read"):
        check_privacy(g)
    g = tally()
    g.log.add(f"You hold {g.uids[g.s.sides[0].hand[0]]}.", only=0, others="Ana looks at her hand.")
    check_privacy(g)  # a private line is fine
    g = tally()
    bo_card = g.uids[g.s.sides[1].hand[0]]
    g.log.add("Bo looks at his hand.", verb="look", actor=1, cards=(bo_card,))
    # a public event naming a card hidden from seat 0: Game.view cuts it from what seat 0 reads
    assert g.view(0).log[-1].cards == () and g.view(1).log[-1].cards == (bo_card,)
    check_privacy(g)
    g = tally()
    g.pending = Decision(0, "play", "Play", (Option("x", f"Take {g.uids[g.s.sides[1].hand[0]]}"),))
    with pytest.raises(AssertionError, match="seat 0 can read"):
        check_privacy(g)


def test_the_clone_check_catches_a_shared_hand(monkeypatch):
    import standin_game

    monkeypatch.setattr(standin_game.Side, "copy", lambda self: self)  # the clone shares the sides
    g = tally()
    with pytest.raises(AssertionError, match="changed the original"):
        check_clone(g, random.Random(1))


def test_the_clone_check_catches_a_forgotten_field(monkeypatch):
    import standin_game

    monkeypatch.setattr(standin_game.TallyState, "copy",
                        lambda self: standin_game.TallyState([s.copy() for s in self.sides], self.active, 0, self.tasks[:]))
    g = tally()
    play(g, random.Random(1), 5)
    with pytest.raises(AssertionError, match=r"clone differs: game\.s\.turn"):
        check_clone(g, random.Random(1))


def test_the_replay_and_save_checks_catch_a_game_that_ignores_its_seed(monkeypatch, tmp_path):
    from holytable.engine import rng as rngmod

    g = tally()
    count = iter(range(10**6))
    monkeypatch.setattr(rngmod.GameRng, "die", lambda self, sides=6: next(count) % sides + 1)
    with pytest.raises(AssertionError, match="the replay|the loaded game"):
        check_replay(g, random.Random(2))
    g = tally()
    play(g, random.Random(2), 4)
    with pytest.raises(AssertionError, match="the loaded game"):
        check_save_load(g, random.Random(2), tmp_path / "t.json")


def test_the_refusal_check_catches_a_refused_id_that_changed_the_game(monkeypatch):
    real = Game.choose

    def sloppy(self, option_id):
        if option_id not in self.legal_ids():
            self.log.add("Nothing happens.")  # a change before the refusal
        real(self, option_id)

    monkeypatch.setattr(Game, "choose", sloppy)
    with pytest.raises(AssertionError, match="changed the game"):
        check_refusals(tally(), random.Random(1))
