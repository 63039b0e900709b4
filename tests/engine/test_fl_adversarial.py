"""Adversarial tests: hostile decks and save files, and rule corners that an
attacker or an unlucky player might hit (docs/rules/frontline.md).

The first tests of each section failed before the fix next to them; the rest
pin down probes that held up.
"""
from __future__ import annotations

import json
import os
import random
import threading

import pytest

from holytable.engine.record import GameRecord, RecordError, load_record
from holytable.games.frontline.rules import FrontlineGame

pytestmark = pytest.mark.usefixtures("records_ready")


def hand_tags(g, seat):
    return sorted(g.info[c].tag for c in g.s.sides[seat].hand)


def played(table, seed, n):
    g = table.game(seed=seed)
    rng = random.Random(seed)
    while not g.over and len(g.choices) < n:
        g.choose(rng.choice(g.legal_ids()))
    return g


# -- FL-2: one tag, one soldier ---------------------------------------------------
def red_with_a_rank_13_scout(table):
    red = table.decks[0]
    big = table.soldier("scout", rank=13, keywords={}, effects=[], text="")
    return red.model_copy(update={"name": "Red 2", "soldiers": tuple(big if s.key == "scout" else s for s in red.soldiers)})


def test_fl_2_two_soldiers_under_one_tag_are_refused(table):
    """Two red decks whose 'scout' differ: a player holding both would be offered
    one option, ``draft:red-scout``, and could never draft the other card."""
    red = table.decks[0]
    with pytest.raises(ValueError, match="red-scout"):
        FrontlineGame(seed=1, decks=[red, red_with_a_rank_13_scout(table)])


def test_fl_2_a_hand_edited_save_with_clashing_tags_is_a_record_error(table):
    rec = GameRecord.of(table.game(seed=1))
    other = red_with_a_rank_13_scout(table).model_dump(mode="json", by_alias=True)
    bad = rec.model_copy(update={"decks": [rec.decks[0], other]})
    with pytest.raises(RecordError, match="cannot start"):
        bad.build()


def test_fl_2_the_same_ready_made_deck_twice_still_plays(table):
    """Identical soldiers under one tag are harmless: not refused."""
    g = FrontlineGame(seed=3, decks=[table.decks[0], table.decks[0]])
    rng = random.Random(3)
    while not g.over:
        g.choose(rng.choice(g.legal_ids()))
        g.check_invariants()


# -- save files ---------------------------------------------------------------------
@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_record_a_fifo_is_refused_without_reading_it(table, tmp_path):
    """A FIFO (or /dev/zero) named *.json in the saves folder used to hang the
    lobby (or read until MemoryError). Here a writer feeds a valid record into
    the FIFO, so the old code returned it instead of refusing."""
    path = tmp_path / "save.json"
    os.mkfifo(path)
    payload = GameRecord.of(played(table, 4, 6)).model_dump_json().encode()

    def writer():
        try:
            fd = os.open(path, os.O_WRONLY)  # blocks until a reader opens it
            with os.fdopen(fd, "wb") as f:
                f.write(payload)
        except OSError:
            pass

    t = threading.Thread(target=writer, daemon=True)
    t.start()
    try:
        with pytest.raises(RecordError) as e:
            load_record(path)
        msg = str(e.value)
        assert "\n" not in msg and str(path) in msg and "regular file" in msg
    finally:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK)  # let the writer finish
        t.join(5)
        os.close(fd)


def test_record_a_folder_named_like_a_save_is_refused(tmp_path):
    path = tmp_path / "save.json"
    path.mkdir()
    with pytest.raises(RecordError, match="save.json"):
        load_record(path)


def test_record_a_huge_newer_format_number_keeps_the_error_short(table, tmp_path):
    path = tmp_path / "save.json"
    data = json.loads(GameRecord.of(played(table, 5, 4)).model_dump_json())
    path.write_text(json.dumps({**data, "format": 10**4000}), encoding="utf-8")
    with pytest.raises(RecordError, match="newer") as e:
        load_record(path)
    assert len(str(e.value)) < 300


HOSTILE = {
    "seed too big": {"seed": 2**63},
    "negative seed": {"seed": -1},
    "float seed": {"seed": 1.5},
    "choices not text": {"choices": [1, 2]},
    "choices nested": {"choices": [["draft:red-scout"]]},
    "a million bad choices": {"choices": ["x"] * 1_000_000},
    "options null": {"options": None},
    "option deep": {"options": {"length": json.loads("[" * 500 + "]" * 500)}},
    "option unhashable": {"options": {"length": {"a": 1}}},
    "unknown game": {"game": "chess"},
    "unplayable game": {"game": "pantheon"},
    "three names": {"names": ["a", "b", "c"]},
    "decks a mapping": {"decks": {"a": 1}},
    "deck with 3 copies": "copies",
    "deck of another colour": "colour",
}


@pytest.mark.parametrize("kind", sorted(HOSTILE))
def test_record_hostile_fields_are_one_line_record_errors(table, tmp_path, kind):
    data = json.loads(GameRecord.of(played(table, 6, 10)).model_dump_json())
    change = HOSTILE[kind]
    if change == "copies":
        change = {"decks": [dict(data["decks"][0], copies=3), data["decks"][1]]}
    elif change == "colour":
        change = {"decks": [dict(data["decks"][0], colour="green"), data["decks"][1]]}
    path = tmp_path / "save.json"
    path.write_text(json.dumps({**data, **change}), encoding="utf-8")
    with pytest.raises(RecordError) as e:
        load_record(path).build()
    msg = str(e.value)
    assert "\n" not in msg and len(msg) < 300


# -- rule corners that held up --------------------------------------------------------
def test_fl_20_a_silenced_veteran_asks_nothing(table):
    g = table.arrange(table.game(), hands=(["spy", "medic"], ["veteran", "medic"]), decks=((), ["general", "captain"]))
    table.duel(g, "spy", "veteran")
    assert g.pending.kind == "draft" and g.s.turn == 2
    assert g.s.sides[1].vp == 2 and hand_tags(g, 1) == ["black-general", "black-medic"]


def test_fl_18_a_forced_clash_the_rank_loser_can_continue_wins_the_turn(table):
    """Skirmisher (3, Forced Clash) vs General (13): Bo has nothing left, so Ana
    wins the turn; the General is the defeated soldier and withdraws unscored."""
    g = table.arrange(table.game(), hands=(["skirmisher", "medic"], ["general"]), rest=((0, "deck"), (0, "deck")))
    assert g.s.sides[1].deck == [] and g.s.sides[1].survivors == []
    table.duel(g, "skirmisher", "general")
    assert g.s.sides[0].vp == 1
    assert [g.info[c].tag for c in g.s.sides[1].survivors] == []  # regrouped into the hand
    assert hand_tags(g, 1) == ["black-general"] and not g.over


def test_fl_6_both_spies_the_priority_spy_silences_the_other(table):
    for p in (0, 1):
        g = table.arrange(table.game(), hands=(["spy", "medic"], ["spy", "medic"]), priority=p)
        table.duel(g, "spy", "spy")
        silenced = [False, False]
        silenced[1 - p] = True
        assert g.s.duels[0].silenced == silenced and g.s.duels[0].result == "tie"
