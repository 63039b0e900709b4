"""The save format against its own promises (issue 16; found by break18):
the fields stops added (``revision``, ``stops``, ``everything``) are written
only in a format older holytables call newer, never damaged.

1. Promise (holytable/engine/record.py, FORMAT_VERSION: "a game of people
   only is still written as format 1, which every holytable since format 1
   reads"; a holytable that cannot read a save says it was made by a newer
   one, "not that it is damaged"; README: a save that cannot be resumed is
   "damaged, or written by an older or a newer holytable").
   Fault: every save is now written with ``"revision": 1`` (and, in a game
   with response windows, ``"stops"``) yet still as format 1. Every
   holytable before this stop reads format 1 with ``extra="forbid"``: it
   calls each such save "damaged save file (revision: Extra inputs are not
   permitted)", a Frontline game's too, whose choices did not change at all.
   (Checked by hand with the code of 99605fd: both a Frontline and a
   Pantheon save written now load there as kind "damaged".)

2. Promise (the same): a save from a newer holytable is reported as
   "newer". Fault: a save whose ``revision`` is past :data:`REVISION` (the
   next rules change, e.g. Heresy's HK-23.11.b being landed now, makes it 2)
   is kind "damaged": "damaged save file (revision: Input should be less
   than or equal to 1)".
"""
from __future__ import annotations

import json

import pytest

from holytable.engine.record import (FORMAT_VERSION, HOT_SEAT_FORMAT, REVISION, GameRecord, RecordError, load_record,
                                     save_record)
from quiet import new

#: Every field a format-1 save had before this stop (what every holytable
#: since format 1 reads; its GameRecord forbids any other).
FORMAT_1_FIELDS = {"format", "game", "options", "seed", "names", "decks", "choices", "created", "updated",
                   "finished", "result"}


@pytest.mark.parametrize("gid", ["frontline", "pantheon"])
def test_a_format_1_save_holds_only_what_every_holytable_since_format_1_reads(tmp_path, gid):
    g = new(gid, 2, 1)
    for _ in range(5):
        g.choose(g.legal_ids()[0])
    path = tmp_path / "game.json"
    save_record(GameRecord.of(g), path)
    data = json.loads(path.read_text())
    if data["format"] == HOT_SEAT_FORMAT:
        extra = set(data) - FORMAT_1_FIELDS
        assert not extra, (f"a format-1 save holding {sorted(extra)}: every older holytable calls it "
                           "'damaged' instead of 'saved by a newer holytable'")


def test_a_save_of_a_newer_revision_is_reported_as_newer_not_damaged(tmp_path):
    g = new("pantheon", 2, 1)
    for _ in range(5):
        g.choose(g.legal_ids()[0])
    path = tmp_path / "game.json"
    save_record(GameRecord.of(g), path)
    data = json.loads(path.read_text())
    data["revision"] = REVISION + 1  # written by the next holytable's rules
    path.write_text(json.dumps(data))
    with pytest.raises(RecordError) as e:
        load_record(path)
    assert e.value.kind == "newer", str(e.value)


def test_an_older_save_played_on_is_written_in_the_format_of_its_new_fields(tmp_path):
    """A format-1 save of revision 0 (before stops) resumed and played on
    holds a revision: it is written as the newest format."""
    g = new("pantheon", 2, 1)
    for _ in range(5):
        g.choose(g.legal_ids()[0])
    old = GameRecord.of(g).model_copy(update={"format": HOT_SEAT_FORMAT, "revision": 0})
    path = tmp_path / "game.json"
    save_record(old, path)
    assert json.loads(path.read_text())["format"] == HOT_SEAT_FORMAT  # nothing new in it
    save_record(old.synced(old.build()), path)
    data = json.loads(path.read_text())
    assert data["revision"] == REVISION and data["format"] == FORMAT_VERSION
    assert load_record(path).choices == g.choices


def test_a_games_reaction_mode_is_written_in_format_4_and_read_back(tmp_path):
    """Issue 16 (break20): the reaction-window mode a game began with goes
    with its save (``reactions``), in format 4: a holytable that reads only
    up to format 3 calls the file newer, never damaged; a format-3 file
    holding it is damaged (the field did not exist then)."""
    g = new("holy_wars", 2, 1)
    for _ in range(5):
        g.choose(g.legal_ids()[0])
    path = tmp_path / "game.json"
    save_record(GameRecord.of(g).model_copy(update={"reactions": "always", "format": 3}), path)
    data = json.loads(path.read_text())
    assert data["format"] == FORMAT_VERSION == 4 and data["reactions"] == "always"
    assert load_record(path).reactions == "always"
    data["format"] = 3
    path.write_text(json.dumps(data))
    with pytest.raises(RecordError) as e:
        load_record(path)
    assert e.value.kind == "damaged" and "reactions" in str(e.value)
    del data["reactions"]
    path.write_text(json.dumps(data))
    assert load_record(path).reactions is None  # a save from before: the settings' mode
