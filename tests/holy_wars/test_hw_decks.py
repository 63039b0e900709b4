"""HW-2 deck construction (files, lines, cards in every error) and HW-19 the pool."""
from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from holytable.cli import check_deck_file
from holytable.engine.deckfile import DeckFileError
from holytable.games.holy_wars import decks as D
from holytable.games.holy_wars.cards import Pool

GOOD = """\
game: holy_wars
name: Test
convictions: [grace, order, solidarity]
set: politics-of-fear
cards:
  border-captain: 3
  cathedral-warden: 3
  ward-boss: 3
  senate-clerk: 3
  riot-marshal: 3
  press-secretary: 3
  smear-campaign: 2
  public-statement: 3
  martial-law: 2
  surveillance-state: 2
  veto: 1
  blockade: 1
  divine-intervention: 1
"""


def write(tmp_path: Path, text: str, name: str = "deck.yaml") -> Path:
    p = tmp_path / name
    p.write_text(text, encoding="utf-8")
    return p


def bad(tmp_path, text) -> DeckFileError:
    with pytest.raises(DeckFileError) as e:
        D.load_deck(write(tmp_path, text))
    return e.value


def test_hw_2_good_deck_loads(tmp_path):
    d = D.load_deck(write(tmp_path, GOOD))
    assert d.card_count() == 30 and d.set.name == "Politics of Fear" and len(d.convictions) == 3


def test_hw_2_1_deck_needs_18_characters_5_actions_4_events_3_reactions(tmp_path):
    e = bad(tmp_path, GOOD.replace("press-secretary: 3", "press-secretary: 2").replace("veto: 1", "veto: 2"))
    assert "17 characters, 5 actions, 4 events, 4 reactions" in str(e) and e.line == 5
    e = bad(tmp_path, GOOD.replace("veto: 1", "veto: 2"))
    assert "exactly 30 cards, this one 31" in str(e)


def test_hw_2_2_at_most_three_copies(tmp_path):
    e = bad(tmp_path, GOOD.replace("border-captain: 3", "border-captain: 4").replace("cathedral-warden: 3", "cathedral-warden: 2"))
    assert e.card == "border-captain" and e.line == 6 and "at most 3 copies" in str(e)


def test_hw_2_3_set_components_stay_out_of_the_main_deck(tmp_path):
    e = bad(tmp_path, GOOD.replace("riot-marshal: 3", "riot-marshal: 2\n  minister-of-alarms: 1"))
    assert e.card == "minister-of-alarms" and "Set Reserve" in str(e) and e.line == 11
    e = bad(tmp_path, GOOD.replace("set: politics-of-fear", "set: no-such-set"))
    assert "no registered set" in str(e) and e.line == 4


def test_hw_2_4_at_most_one_conviction_per_category(tmp_path):
    e = bad(tmp_path, GOOD.replace("[grace, order, solidarity]", "[grace, devotion]"))
    assert e.card == "devotion" and "one Religion Conviction" in str(e) and e.line == 3
    e = bad(tmp_path, GOOD.replace("[grace, order, solidarity]", "[veto]"))
    assert e.card == "veto" and "not a Conviction" in str(e)
    e = bad(tmp_path, GOOD.replace("veto: 1", "grace: 1"))
    assert e.card == "grace" and "convictions" in str(e)


def test_hw_2_unknown_card_and_field_name_the_line(tmp_path):
    e = bad(tmp_path, GOOD.replace("ward-boss: 3", "ward-bos: 3"))
    assert e.card == "ward-bos" and e.line == 8 and "not in the Holy Wars card pool" in str(e)
    e = bad(tmp_path, GOOD + "colour: red\n")
    assert "unknown field 'colour'" in str(e)
    e = bad(tmp_path, GOOD.replace("senate-clerk: 3", "senate-clerk: three"))
    assert e.card == "senate-clerk" and "whole number" in str(e)
    e = bad(tmp_path, GOOD.replace("game: holy_wars", "game: frontline"))
    assert str(e).endswith(":1: this is a Frontline deck, not a Holy Wars deck")


def test_hw_2_deck_check_cli_lines(tmp_path):
    ok = check_deck_file(write(tmp_path, GOOD))
    assert ok.startswith("OK") and "holy_wars: Test (30 cards, set Politics of Fear)" in ok
    line = check_deck_file(write(tmp_path, GOOD.replace("veto: 1", "veto: 4"), "bad.yaml"))
    assert line.startswith("BAD") and "bad.yaml:" in line and "'veto'" in line
    assert check_deck_file(D.pool_path()).startswith("OK")


def test_hw_2_ready_made_decks_are_legal():
    ready = D.ready_decks()
    assert {"crusade", "iron-order", "open-hands"} <= set(ready)
    names = set()
    for p in ready.values():
        d = D.load_deck(p)
        names.add(d.name)
        assert d.card_count() == 30
    assert len(names) == len(ready)


def test_hw_19_pool_has_every_kind_of_card(pool):
    main = [c for c in pool.cards.values() if c.set is None]
    n = Counter(c.type for c in main)
    assert n["character"] >= 24 and n["action"] >= 8 and n["event"] >= 8 and n["reaction"] >= 6
    assert Counter(c.category for c in main if c.type == "conviction") == {"Religion": 3, "Political": 3, "Social": 3}
    chars = [c for c in main if c.type == "character"]
    assert sum(c.combat_trained for c in chars) >= 3
    abilities = [a for c in chars for a in c.abilities]
    assert any(a.exhaust for a in abilities) and any(a.when is not None for a in abilities)
    events = [c for c in main if c.type == "event"]
    assert {e.timing for e in events} == {"immediate", "continuing"}
    assert any(e.lasts.turns for e in events) and any(e.lasts.while_control for e in events)
    triggers = {c.trigger.on for c in main if c.type == "reaction"}
    assert triggers == {"play", "pre_roll", "post_roll", "post_defeat"}
    effects = {e.do for c in main if c.type == "reaction" for e in c.effects}
    assert {"cancel", "modify_roll", "reroll"} <= effects
    assert len(pool.sets) == 5 and "politics-of-fear" in pool.sets
    assert pool.cards["rowan-7"].health == 3 and pool.cards["rowan-7"].set == "machine-conscience"
    for s in pool.sets.values():
        kinds = sorted(getattr(pool.cards[k], "timing", pool.cards[k].type) for k in s.components)
        assert kinds in (["action", "character", "continuing"], ["character", "continuing", "immediate"])
        assert s.while_complete and (s.completion.effects or s.completion.mark)
    assert all(c.text for c in pool.cards.values())


def test_hw_19_pool_validation_names_the_card(tmp_path):
    text = D.pool_path().read_text(encoding="utf-8")
    p = write(tmp_path, text.replace("    attack: 3\n    defense: 1\n    faith: 1\n    text: \"Burns", "    attack: 3\n    defense: 1\n    faith: 1\n    speed: 2\n    text: \"Burns"), "cards.yaml")
    with pytest.raises(DeckFileError) as e:
        D.check_file(p)
    assert e.value.card == "flame-zealot" and "unknown field 'speed'" in str(e.value)
    p = write(tmp_path, text.replace("effects: [{do: exhaust, to: all_enemy}]", "effects: [{do: exhaust, to: own_roll}]"), "cards.yaml")
    with pytest.raises(DeckFileError) as e:
        D.check_file(p)
    assert e.value.card == "blackout" and "cannot apply" in str(e.value)


def test_hw_19_pool_model_is_strict_and_frozen(pool):
    assert Pool.model_config["extra"] == "forbid" and Pool.model_config["frozen"]
    with pytest.raises(Exception):
        pool.cards["veto"].cost = 0  # type: ignore[misc]
