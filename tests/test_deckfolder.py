"""The shared deck-folder helper every game's ``decks.py`` is built on (X-DECKS)."""
from __future__ import annotations

import pytest
from pydantic import BaseModel

from holytable.engine import deckfolder
from holytable.engine.deckfile import DeckFileError
from holytable.engine.deckfolder import DeckFolder, DeckRuleError


class ToyPool(BaseModel):
    cards: dict[str, str]


class ToyList(BaseModel):
    name: str
    cards: dict[str, int]


def toy_resolve(deck: ToyList, pool: ToyPool) -> ToyList:
    for key in deck.cards:
        if key not in pool.cards:
            raise DeckRuleError("not in the toy pool", ("cards", key), key)
    if sum(deck.cards.values()) != 3:
        raise ValueError("a toy deck holds 3 cards")
    return deck


@pytest.fixture
def folder(tmp_path, monkeypatch):
    monkeypatch.setattr(deckfolder, "decks_root", lambda: tmp_path)
    d = tmp_path / "toy"
    d.mkdir()
    (d / "cards.yaml").write_text("cards:\n  a: Alpha\n  b: Beta\n", encoding="utf-8")
    return DeckFolder("toy", ToyPool, ToyList, toy_resolve)


def test_x_decks_ready_decks_are_every_yaml_but_the_pool(folder, tmp_path):
    (tmp_path / "toy" / "one.yaml").write_text("name: One\ncards:\n  a: 3\n", encoding="utf-8")
    (tmp_path / "toy" / "notes.txt").write_text("not a deck", encoding="utf-8")
    assert list(folder.ready_decks()) == ["one"]
    assert folder.load_deck(folder.ready_decks()["one"]).name == "One"


def test_x_decks_missing_folder_has_no_ready_decks(tmp_path, monkeypatch):
    monkeypatch.setattr(deckfolder, "decks_root", lambda: tmp_path)
    assert DeckFolder("nothing", ToyPool, ToyList, toy_resolve).ready_decks() == {}


def test_x_decks_pool_is_loaded_once(folder, tmp_path):
    first = folder.load_pool()
    (tmp_path / "toy" / "cards.yaml").write_text("cards:\n  z: Zeta\n", encoding="utf-8")
    assert folder.load_pool() is first


def test_x_decks_rule_error_names_file_line_and_card(folder, tmp_path):
    p = tmp_path / "bad.yaml"
    p.write_text("name: Bad\ncards:\n  a: 2\n  q: 1\n", encoding="utf-8")
    with pytest.raises(DeckFileError) as e:
        folder.load_deck(p)
    assert str(e.value).startswith(f"{p}:4:") and "'q'" in str(e.value) and "toy pool" in str(e.value)


def test_x_decks_plain_value_error_points_at_the_card_list(folder, tmp_path):
    p = tmp_path / "short.yaml"
    p.write_text("name: Short\ncards:\n  a: 1\n", encoding="utf-8")
    with pytest.raises(DeckFileError) as e:
        folder.load_deck(p)
    assert str(e.value).startswith(f"{p}:2:") and "3 cards" in str(e.value)


@pytest.mark.parametrize("game", ["frontline", "holy_wars", "pantheon", "holdfast"])
@pytest.mark.parametrize("count", ["3.0", "1e1", "0x2", "-1", "2.5"])
def test_x_decks_a_count_is_digits_only(game, count, tmp_path):
    """A count such as "3.0" is refused with the file, line and card, in every game."""
    import re

    from holytable.games import deck_module

    mod = deck_module(game)
    src = next(iter(mod.ready_decks().values())).read_text(encoding="utf-8")
    m = re.search(r"^  ([a-z0-9_-]+): (\d+)", src, re.M)
    bad = tmp_path / "bad.yaml"
    bad.write_text(src[: m.start()] + f"  {m.group(1)}: \"{count}\"" + src[m.end():], encoding="utf-8")
    line = src[: m.start()].count("\n") + 1
    with pytest.raises(DeckFileError) as e:
        mod.load_deck(bad)
    assert str(e.value).startswith(f"{bad}:{line}:") and repr(m.group(1)) in str(e.value)


def test_x_decks_an_unknown_card_gets_a_suggestion(tmp_path):
    """A key written from the card's name, or a near miss, names the real key."""
    from holytable.games import deck_module

    mod = deck_module("holy_wars")
    src = mod.ready_decks()["crusade"].read_text(encoding="utf-8")
    for wrong in ("zealot-of-the-flame", "flame-zeolot"):
        p = tmp_path / f"{wrong}.yaml"
        p.write_text(src.replace("  flame-zealot: 3", f"  {wrong}: 3"), encoding="utf-8")
        with pytest.raises(DeckFileError) as e:
            mod.load_deck(p)
        assert "did you mean 'flame-zealot'?" in str(e.value)
    far = tmp_path / "far.yaml"
    far.write_text(src.replace("  flame-zealot: 3", "  xyzzy: 3"), encoding="utf-8")
    with pytest.raises(DeckFileError) as e:
        mod.load_deck(far)
    assert "did you mean" not in str(e.value)


@pytest.mark.parametrize("game", ["holy_wars", "pantheon", "holdfast"])
def test_x_decks_a_negative_count_says_at_least_one(game, tmp_path):
    import re

    from holytable.games import deck_module

    mod = deck_module(game)
    src = next(iter(mod.ready_decks().values())).read_text(encoding="utf-8")
    m = re.search(r"^  ([a-z0-9_-]+): (\d+)", src, re.M)
    bad = tmp_path / "neg.yaml"
    bad.write_text(src[: m.start()] + f"  {m.group(1)}: -2" + src[m.end():], encoding="utf-8")
    with pytest.raises(DeckFileError) as e:
        mod.load_deck(bad)
    assert "-2" in str(e.value) and "whole number" not in str(e.value)
