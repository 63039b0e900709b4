"""Records with computer seats (issue 14): who plays each seat is saved and
read back, a hot-seat save is written as before (no "seats"), a wrong seat
kind is a damaged save; the takeback against the computer undoes the
person's last choice with the computer's replies, under the same barrier
(chance, hidden information) as hot-seat."""
from __future__ import annotations

import json
import random

import pytest

from holytable.engine.record import (FORMAT_VERSION, HOT_SEAT_FORMAT, GameRecord, RecordError, load_record, own_last_choice, save_record,
                                     take_back_own)
from holytable.games.frontline.decks import load_deck, ready_decks
from holytable.games.frontline.rules import FrontlineGame


def frontline(seed: int, n: int) -> FrontlineGame:
    """A Frontline game (standard length) after ``n`` random choices (the RNG seeded by ``seed``)."""
    rd = ready_decks()
    g = FrontlineGame(seed=seed, decks=[load_deck(rd["red"]), load_deck(rd["black"])], names=["Ana", "Bo"],
                      options={})
    r = random.Random(seed)
    for _ in range(n):
        g.choose(r.choice(g.pending.ids()))
    return g


def test_seats_are_saved_and_read_back(tmp_path):
    g = frontline(5, 3)
    rec = GameRecord.of(g, ["human", "hard"])
    save_record(rec, tmp_path / "a.json")
    back = load_record(tmp_path / "a.json")
    assert back.seats == ["human", "hard"] and back.computer_seats() == [1]
    assert back.format == FORMAT_VERSION == 4
    assert back.build().choices == g.choices


def test_a_hot_seat_save_has_no_seats_field(tmp_path):
    """Saves of people only have no seats field (format 3: they hold a
    revision, so a holytable from before it calls them newer)."""
    rec = GameRecord.of(frontline(5, 3), ["human", "human"])
    assert rec.seats == []
    save_record(rec, tmp_path / "a.json")
    data = json.loads((tmp_path / "a.json").read_text())
    assert "seats" not in data and data["format"] == FORMAT_VERSION > HOT_SEAT_FORMAT
    assert load_record(tmp_path / "a.json").seats == []


@pytest.mark.parametrize("seats", [["human", "grandmaster"], ["human"], ["human", "normal", "easy"]])
def test_a_wrong_seat_list_is_a_damaged_save(tmp_path, seats):
    rec = GameRecord.of(frontline(5, 3))
    data = json.loads(rec.model_dump_json())
    data["seats"], data["format"] = seats, FORMAT_VERSION
    (tmp_path / "a.json").write_text(json.dumps(data))
    with pytest.raises(RecordError) as e:
        load_record(tmp_path / "a.json")
    assert e.value.kind == "damaged" and "seats" in str(e.value)


def test_fl_takeback_against_the_computer_undoes_the_reply_with_the_choice():
    """Frontline, seed 5 after 22 choices: Ana kept a card (a Scout look,
    choice 20), then Bo (the computer) drafted. Hot-seat Ana may not take
    back (Bo chose since); against the computer she takes back both."""
    g = frontline(5, 22)
    assert g.deciders[20:] == [0, 1] and g.pending.player == 0
    assert not g.can_take_back(0)
    assert own_last_choice(g, 0) == 20
    rec = GameRecord.of(g, ["human", "normal"])
    short, back = take_back_own(rec, g, 0)
    assert short.choices == g.choices[:20] and back.choices == g.choices[:20]
    assert back.pending.player == 0 and short.seats == ["human", "normal"]


def test_fl_takeback_against_the_computer_stops_at_the_flip():
    """After every flip (hidden information revealed) and draw (chance) no
    choice before it goes back: at each position of a game, the choice
    found is at or past the barrier, Ana's, and a real one."""
    for seed in range(1, 6):
        g = frontline(seed, 0)
        r = random.Random(seed)
        while g.pending:
            k = own_last_choice(g, 0)
            if k is not None:
                assert k >= g.barrier and g.deciders[k] == 0 and k not in g.passes
            else:
                assert not any(g.deciders[j] == 0 and j not in g.passes for j in range(g.barrier, len(g.choices)))
            g.choose(r.choice(g.pending.ids()))
        assert own_last_choice(g, 0) is None  # the game is over


def test_seats_in_a_format_1_save_is_damaged(tmp_path):
    """Format 1 has no seats: such a file was not written by holytable."""
    data = json.loads(GameRecord.of(frontline(5, 3)).model_dump_json(exclude={"revision"}))
    data["seats"], data["format"] = ["human", "normal"], HOT_SEAT_FORMAT
    (tmp_path / "a.json").write_text(json.dumps(data))
    with pytest.raises(RecordError) as e:
        load_record(tmp_path / "a.json")
    assert e.value.kind == "damaged" and "not in a format 1 save" in str(e.value)


def test_a_save_against_the_computer_is_newer_to_a_reader_of_format_1(tmp_path, monkeypatch):
    """A holytable from before computer seats (it reads format 1 only) calls
    such a save newer, not damaged."""
    import holytable.engine.record as record

    save_record(GameRecord.of(frontline(5, 3), ["normal", "human"]), tmp_path / "a.json")
    monkeypatch.setattr(record, "FORMAT_VERSION", 1)
    with pytest.raises(RecordError) as e:
        load_record(tmp_path / "a.json")
    assert e.value.kind == "newer"
