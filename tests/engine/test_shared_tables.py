"""Games of the same decks share what follows from the decks alone (issue 11:
random playouts build thousands of games of a few deck lists): the card table
and the cache of immutable options. Games of other decks share nothing, and
sharing changes no game."""
from __future__ import annotations

import dataclasses
import random
import sys

import pytest

from holytable import sim
from holytable.engine.decision import Decision, Option
from holytable.games import game_class, playable

GAMES = [e.id for e in playable()]


def test_every_game_shares_its_tables():
    """Heresy too (issue 12; it kept its option cache per game before)."""
    assert "heresy" in GAMES and len(GAMES) == 5


def _play(g, seed: int, n: int = 400):
    r = random.Random(seed)
    while g.pending is not None and n:
        opts = g.pending.options
        g.choose(opts[r.randrange(len(opts))].id)
        n -= 1
    return g


@pytest.mark.parametrize("game_id", GAMES)
def test_games_of_the_same_decks_share_the_card_table_and_option_cache(game_id):
    cls = game_class(game_id)
    pairs = sim.ready_pairs(game_id)
    da, db, _, _ = pairs[0]
    g1 = _play(cls(seed=1, decks=[da, db], quiet=True), 1)
    g2 = cls(seed=2, decks=[da, db], quiet=True)
    assert g2.info is g1.info
    assert g2._options_made is g1._options_made
    other = next((p for p in pairs if (p[0], p[1]) != (da, db)), None)
    if other is not None:
        g3 = cls(seed=1, decks=[other[0], other[1]], quiet=True)
        assert g3.info is not g1.info and g3._options_made is not g1._options_made


@pytest.mark.parametrize("game_id", GAMES)
def test_a_warm_option_cache_changes_no_game(game_id, monkeypatch):
    """The same seed and choices give the same decisions, option for option,
    whether the shared cache is cold or already filled by other games."""
    cls = game_class(game_id)
    da, db, _, _ = sim.ready_pairs(game_id)[0]
    for seed in (5, 6, 7):
        _play(cls(seed=seed + 100, decks=[da, db], quiet=True), seed)  # fill the cache
    warm = _play(cls(seed=3, decks=[da, db], quiet=True), 3)
    monkeypatch.setattr(sys.modules[cls.__module__], "_TABLES", {})  # forget every table
    cold = _play(cls(seed=3, decks=[da, db], quiet=True), 3)
    assert cold.info is not warm.info and len(cold._options_made) < len(warm._options_made)
    assert cold.choices == warm.choices and cold.outcome == warm.outcome
    assert cold.pending == warm.pending


@pytest.mark.parametrize("game_id", GAMES)
def test_a_shared_option_cache_never_lends_one_games_names_to_another(game_id):
    """Option labels name the players ("Target Alice's Riot Marshal"): a game
    of the same decks with other names gets its own labels, the same as with
    a cold cache (Holy Wars showed the first game's names before)."""
    cls = game_class(game_id)
    da, db, _, _ = sim.ready_pairs(game_id)[0]

    def labels(names):
        g, r, out = cls(seed=3, decks=[da, db], names=names, quiet=True), random.Random(3), []
        for _ in range(300):
            if g.pending is None:
                break
            opts = g.pending.options
            out.append([o.label for o in opts])
            g.choose(opts[r.randrange(len(opts))].id)
        return out

    labels(["Alice", "Bob"])  # fills the shared cache
    warm = labels(["Zed", "Quinn"])
    tables = getattr(sys.modules[cls.__module__], "_TABLES", None)
    if tables is not None:
        tables.clear()  # forget every table: the next game starts cold
    cold = labels(["Zed", "Quinn"])
    assert warm == cold
    assert not any("Alice" in label or "Bob" in label for row in warm for label in row)


def test_a_decision_replaced_keeps_its_index():
    d = Decision(0, "k", "Pick", (Option("a", "A"), Option("b", "B")))
    e = dataclasses.replace(d, options=(Option("c", "C"),))
    assert e.get("c").label == "C" and "a" not in e and d.get("a").label == "A"
    with pytest.raises(ValueError):
        Decision(0, "k", "Pick", (Option("a", "A"), Option("a", "B")))
