"""Log events worded on first read (``Game.lazy_words``, issue 11): the same
texts, equal events, the same views as words rendered when the event happens,
however late they are read, also through clones and copies."""
from __future__ import annotations

import copy
import dataclasses
import random

import pytest

from holytable import sim
from holytable.engine.log import Event
from holytable.games import game_class

LAZY = ["frontline", "holy_wars", "holdfast"]


def _play(game_id: str, seed: int, steps: int):
    cls = game_class(game_id)
    da, db, na, nb = sim.ready_pairs(game_id)[seed % 2]
    g = cls(seed=seed, decks=[da, db], names=[na, nb])
    r = random.Random(seed)
    for _ in range(steps):
        if g.over:
            break
        g.choose(r.choice(g.legal_ids()))
    return g


def _texts(g) -> list:
    return [(e.to_dict(), e.others, [e.text_for(p) for p in (0, 1, None)]) for e in g.log.events]


@pytest.mark.parametrize("game_id", LAZY)
def test_words_read_late_are_the_words_rendered_at_once(game_id, monkeypatch):
    cls = game_class(game_id)
    assert cls.lazy_words
    for seed in (1, 2):
        late = _play(game_id, seed, 300)
        twin = late.clone()  # shares the unread events
        deep = copy.deepcopy(late)
        assert any("text" not in vars(e) for e in late.log.events), "nothing was left to word later"
        monkeypatch.setattr(cls, "lazy_words", False)
        now = _play(game_id, seed, 300)
        monkeypatch.undo()
        assert all("text" in vars(e) for e in now.log.events)
        assert _texts(late) == _texts(now) == _texts(twin) == _texts(deep)
        assert late.log.events == now.log.events
        assert [dataclasses.replace(e, cards=()) for e in late.log.events] == \
            [dataclasses.replace(e, cards=()) for e in now.log.events]
        for p in (0, 1, None):
            assert late.view_dict(p) == now.view_dict(p)


def test_an_event_worded_later_is_an_ordinary_frozen_event():
    calls = []

    def words(verb, **fields):
        calls.append(verb)
        return f"{fields['who']} drew a card.", "Someone drew a card."

    e = Event.worded_later(3, 1, 2, "draw", 1, ("u1",), (("cards", 1),), (), (words, ("draw",), {"who": "Bo"}))
    plain = Event(3, "Bo drew a card.", 1, "Someone drew a card.", 2, "draw", 1, ("u1",), (("cards", 1),), ())
    assert calls == []
    assert e.seen_by(0) == Event(3, "Someone drew a card.", 1, None, 2, "draw", 1, (), (), ())
    assert e == plain and hash(e) == hash(plain) and e.to_dict() == plain.to_dict()
    assert calls == ["draw"]  # worded once, on the first read
    with pytest.raises(dataclasses.FrozenInstanceError):
        e.text = "x"  # type: ignore[misc]
    with pytest.raises(AttributeError):
        e.nothing  # noqa: B018
