"""What a record error is about (issue 9, items 6 and 17): an older or missing
format version is named for what it is, not "damaged"; a choice the rules refuse
(the save does not fit this version) is told apart from an internal error of
holytable while replaying (which names the exception's type and the choice)."""
from __future__ import annotations

import json
import random

import pytest

from holytable.engine.record import FORMAT_VERSION, GameRecord, RecordError, load_record
from holytable.games.frontline.rules import FrontlineGame

pytestmark = pytest.mark.usefixtures("records_ready")


def played(table, seed, n):
    g = table.game(seed=seed)
    rng = random.Random(seed)
    while not g.over and len(g.choices) < n:
        g.choose(rng.choice(g.legal_ids()))
    return g


def write(tmp_path, table, **change):
    data = json.loads(GameRecord.of(played(table, 3, 6)).model_dump_json())
    data.update(change)
    for k in [k for k, v in change.items() if v is ...]:
        del data[k]
    path = tmp_path / "save.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def load_error(path) -> RecordError:
    with pytest.raises(RecordError) as e:
        load_record(path)
    return e.value


def test_an_older_format_is_named_older_not_damaged(table, tmp_path):
    path = write(tmp_path, table, format=0)
    e = load_error(path)
    assert e.kind == "older" and e.path == path
    assert str(e) == (f"{path}: saved by an older holytable: format 0; "
                      f"this version reads formats 1 to {FORMAT_VERSION}")
    assert "damaged" not in str(e)


def test_a_missing_format_version_is_an_older_save(table, tmp_path):
    path = write(tmp_path, table, format=...)
    e = load_error(path)
    assert e.kind == "older" and "damaged" not in str(e)
    assert str(e) == (f"{path}: saved by an older holytable: no format version; "
                      f"this version reads formats 1 to {FORMAT_VERSION}")


def test_a_newer_format_is_named_newer(table, tmp_path):
    e = load_error(write(tmp_path, table, format=FORMAT_VERSION + 1))
    assert e.kind == "newer"
    assert f"format {FORMAT_VERSION + 1}; this version reads formats 1 to {FORMAT_VERSION}" in str(e)


@pytest.mark.parametrize("fmt", ["1", 1.5, True, None])
def test_a_format_that_is_not_a_whole_number_is_damaged(table, tmp_path, fmt):
    e = load_error(write(tmp_path, table, format=fmt))
    assert e.kind == "damaged" and "format version is not a whole number" in str(e)


def test_json_that_is_no_save_at_all_is_damaged(tmp_path):
    path = tmp_path / "save.json"
    path.write_text('{"hello": "world"}')
    e = load_error(path)
    assert e.kind == "damaged" and "not a holytable save" in str(e)


def test_a_folder_is_unreadable(tmp_path):
    (tmp_path / "save.json").mkdir()
    assert load_error(tmp_path / "save.json").kind == "unreadable"


def test_a_choice_not_on_offer_means_the_save_does_not_fit(table):
    rec = GameRecord.of(played(table, 7, 10))
    bad = rec.model_copy(update={"choices": rec.choices[:5] + ["draft:green-scout"]})
    with pytest.raises(RecordError) as e:
        bad.build()
    assert e.value.kind == "unfit"
    assert "choice 6" in str(e.value) and "does not fit this version's rules" in str(e.value)


class Boom(KeyError):
    pass


@pytest.mark.parametrize("exc", [Boom("no such card"), ValueError("a bug, not an illegal choice"), AssertionError()])
def test_an_engine_exception_while_replaying_is_an_internal_error(table, monkeypatch, exc):
    """Not "choice N is not legal": the engine failed, the save is not blamed."""
    rec = GameRecord.of(played(table, 7, 10))
    real = FrontlineGame.apply
    calls = {"n": 0}

    def apply(self, decision, option):
        calls["n"] += 1
        if calls["n"] == 4:
            raise exc
        return real(self, decision, option)

    monkeypatch.setattr(FrontlineGame, "apply", apply)
    with pytest.raises(RecordError) as e:
        rec.build()
    msg = str(e.value)
    assert e.value.kind == "internal" and "\n" not in msg
    assert msg.startswith("internal error in holytable at choice 4")
    assert type(exc).__name__ in msg and "not legal" not in msg and "does not fit" not in msg


def test_an_engine_exception_while_setting_up_is_an_internal_error(table, monkeypatch):
    rec = GameRecord.of(played(table, 7, 3))

    def setup(*a, **kw):
        raise ZeroDivisionError("division by zero")

    monkeypatch.setattr(FrontlineGame, "__init__", setup)
    with pytest.raises(RecordError) as e:
        rec.build()
    assert e.value.kind == "internal" and "ZeroDivisionError" in str(e.value)
