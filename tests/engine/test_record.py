"""The game record (issue 2, section 3): save, load, replay, takeback, damaged
files and atomic writes, on Frontline."""
from __future__ import annotations

import json
import os
import random

import pytest

from holytable.engine.record import FORMAT_VERSION, GameRecord, RecordError, load_record, save_record, take_back

pytestmark = pytest.mark.usefixtures("records_ready")


def played(table, seed, n=None, length="standard"):
    """A seeded game after ``n`` random choices (to the end when None)."""
    g = table.game(seed=seed, length=length)
    rng = random.Random(seed)
    while not g.over and (n is None or len(g.choices) < n):
        g.choose(rng.choice(g.legal_ids()))
    return g


def same_game(a, b):
    assert a.view_dict(0) == b.view_dict(0)
    assert a.view_dict(1) == b.view_dict(1)
    assert a.log.events == b.log.events
    assert a.legal_ids() == b.legal_ids() and a.outcome == b.outcome


@pytest.mark.parametrize("seed,n", [(1, 0), (2, 17), (3, 40), (4, None), (5, None)])
def test_record_round_trip(table, tmp_path, seed, n):
    g = played(table, seed, n)
    rec = GameRecord.of(g)
    assert rec.format == FORMAT_VERSION  # it holds a revision: older holytables call it newer
    path = tmp_path / "saves" / "game.json"
    save_record(rec, path)
    loaded = load_record(path)
    assert loaded == rec
    same_game(loaded.build(), g)
    # and a game resumed from the file goes on exactly as the live one
    if not g.over:
        r = loaded.build()
        for _ in range(10):
            if g.over:
                break
            cid = g.legal_ids()[0]
            g.choose(cid)
            r.choose(cid)
        same_game(r, g)


def test_record_build_upto_replays_a_prefix(table):
    g = played(table, 6)
    rec = GameRecord.of(g)
    same_game(rec.build(upto=25), played(table, 6, 25))


def test_record_with_an_illegal_choice_is_a_record_error(table):
    rec = GameRecord.of(played(table, 7, 10))
    bad = rec.model_copy(update={"choices": rec.choices[:5] + ["draft:green-scout"]})
    with pytest.raises(RecordError, match="choice 6"):
        bad.build()


# -- takeback -----------------------------------------------------------------------
def test_takeback_right_after_your_own_draft(table):
    g = table.game(seed=12)
    p = g.pending.player
    before = (g.view_dict(0), g.view_dict(1), g.legal_ids())
    rec = GameRecord.of(g)
    g.choose(g.legal_ids()[1])
    assert g.can_take_back(p) and not g.can_take_back(1 - p)
    with pytest.raises(ValueError):
        take_back(rec.synced(g), g, 1 - p)  # not the other player's to undo
    rec2, back = take_back(rec.synced(g), g, p)
    assert rec2.choices == [] and (back.view_dict(0), back.view_dict(1), back.legal_ids()) == before


def test_takeback_refused_after_the_flip(table):
    g = table.game(seed=13)
    g.choose(g.legal_ids()[0])
    g.choose(g.legal_ids()[0])  # both down: the flip reveals them
    rec = GameRecord.of(g)
    for seat in (0, 1):
        assert not g.can_take_back(seat)
        with pytest.raises(ValueError):
            take_back(rec, g, seat)


@pytest.mark.parametrize("last", [False, True])
def test_takeback_refused_after_drawing(table, last):
    """Drawing shows the drawer hidden cards: the choice that caused it cannot be
    taken back (drafting your last card draws three at once, FL-10)."""
    hand = ["medic"] if last else ["medic", "scout"]
    g = table.arrange(table.game(), hands=(hand, ["sentry", "scout"]), decks=(["general", "captain", "knight"], ()))
    g.choose("draft:red-medic")
    assert len(g.s.sides[0].hand) == (3 if last else 1)
    assert g.can_take_back(0) == (not last)


def test_takeback_refused_after_the_veteran_draws(table):
    g = table.arrange(
        table.game(), hands=(["veteran", "scout", "general"], ["sentry", "medic"]), decks=(["captain", "knight"], ())
    )
    table.duel(g, "veteran", "sentry")
    assert g.pending.kind == "exchange"
    g.choose("bottom:red-general")
    assert g.pending.player == 0 and not g.can_take_back(0)


def test_no_takeback_once_the_game_is_over(table):
    g = played(table, 14)
    assert g.over and not g.can_take_back(0) and not g.can_take_back(1)


# -- damaged files -------------------------------------------------------------------
def good_json(table) -> str:
    return GameRecord.of(played(table, 15, 12)).model_dump_json()


DAMAGE = {
    "truncated": lambda s: s[: len(s) // 2],
    "empty": lambda s: "",
    "not an object": lambda s: "[1, 2, 3]",
    "wrong seed type": lambda s: json.dumps({**json.loads(s), "seed": "forty-two"}),
    "wrong choices type": lambda s: json.dumps({**json.loads(s), "choices": "draft:red-scout"}),
    "missing decks": lambda s: json.dumps({k: v for k, v in json.loads(s).items() if k != "decks"}),
    "unknown key": lambda s: json.dumps({**json.loads(s), "cheat": True}),
    "format 99": lambda s: json.dumps({**json.loads(s), "format": 99}),
    "deep nesting": lambda s: "[" * 100_000 + "]" * 100_000,
}


@pytest.mark.parametrize("kind", sorted(DAMAGE))
def test_damaged_record_gives_a_one_line_error_and_is_untouched(table, tmp_path, kind):
    path = tmp_path / "save.json"
    path.write_text(DAMAGE[kind](good_json(table)), encoding="utf-8")
    raw = path.read_bytes()
    with pytest.raises(RecordError) as e:
        load_record(path)
    msg = str(e.value)
    assert "\n" not in msg and str(path) in msg and len(msg) < 300
    if kind == "format 99":
        assert "newer" in msg
    assert path.read_bytes() == raw


def test_non_utf8_and_missing_files(tmp_path):
    path = tmp_path / "save.json"
    path.write_bytes(b"\xff\xfe{\x00")
    with pytest.raises(RecordError):
        load_record(path)
    assert path.read_bytes() == b"\xff\xfe{\x00"
    with pytest.raises(RecordError):
        load_record(tmp_path / "none.json")


def test_a_record_that_cannot_start_is_a_record_error(table):
    rec = GameRecord.of(played(table, 16, 3))
    for bad in (
        {"game": "chess"},
        {"options": {"length": "marathon"}},
        {"decks": [{"name": "x"}, {"name": "y"}]},
    ):
        with pytest.raises(RecordError):
            rec.model_copy(update=bad).build()


# -- atomic save ---------------------------------------------------------------------
def test_save_is_atomic(table, tmp_path, monkeypatch):
    path = tmp_path / "save.json"
    save_record(GameRecord.of(played(table, 17, 5)), path)
    old = path.read_bytes()

    def boom(src, dst):
        raise OSError("disk on fire")

    monkeypatch.setattr(os, "replace", boom)
    with pytest.raises(OSError):
        save_record(GameRecord.of(played(table, 17, 30)), path)
    assert path.read_bytes() == old
    assert [p.name for p in tmp_path.iterdir()] == ["save.json"]  # no temp file left
    monkeypatch.undo()
    new = GameRecord.of(played(table, 17, 30))
    save_record(new, path)
    assert load_record(path) == new
