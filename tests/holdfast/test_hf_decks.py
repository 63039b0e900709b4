"""Deck building, the card pool and deck files (HF-2)."""
from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest
from pydantic import ValidationError

from holytable.cli import main as cli_main
from holytable.engine.deckfile import DeckFileError
from holytable.games.holdfast import decks as deckfiles
from holytable.games.holdfast.cards import KINDS, NAMED_HANDLERS, Deck, DeckError, DeckList, resolve

BASE = {"quarry": 6, "farmstead": 6, "workshop": 4, "militia": 3, "sentinel": 3, "palisade": 3, "earthwork": 3,
        "camp": 3, "levy-recruit": 3, "tremor": 3, "pitfall": 3}  # 40 cards


def deck_list(**changes):
    cards = dict(BASE)
    for k, v in changes.items():
        k = k.replace("_", "-")
        if v:
            cards[k] = v
        else:
            cards.pop(k, None)
    return DeckList(game="holdfast", name="Test", cards=cards)


def write(tmp_path: Path, text: str, name: str = "deck.yaml") -> Path:
    p = tmp_path / name
    p.write_text(text, encoding="utf-8")
    return p


def test_hf_2_1_a_deck_holds_40_to_60_cards(pool):
    assert resolve(deck_list(), pool).card_count() == 40
    with pytest.raises(DeckError, match="40 to 60 cards, this one 39"):
        resolve(deck_list(pitfall=2), pool)
    big = deck_list(market=6, spring_well=6, trade_road=6, keep=2)
    assert resolve(big, pool).card_count() == 60
    with pytest.raises(DeckError, match="this one 61"):
        resolve(deck_list(market=6, spring_well=6, trade_road=6, keep=3), pool)


def test_hf_2_2_three_copies_six_of_a_resource(pool):
    with pytest.raises(DeckError, match="at most 3 copies of a card, not 4") as e:
        resolve(deck_list(militia=4, pitfall=2), pool)
    assert e.value.card == "militia"
    with pytest.raises(DeckError, match="at most 6 copies of a resource card, not 7") as e:
        resolve(deck_list(quarry=7, pitfall=2), pool)
    assert e.value.card == "quarry"


def test_hf_2_2_six_copies_of_a_basic_denizen_or_structure(pool):
    """A denizen or structure whose cost names no kind of bounty (free, or only
    "any": Drifter, Levy Recruit, Cairn, Lean-to, Camp) is a basic: up to six."""
    deck = resolve(deck_list(levy_recruit=6, camp=6, pitfall=0, tremor=0), pool)
    assert deck.card_count() == 40
    with pytest.raises(DeckError, match="at most 6 copies of a basic card, not 7") as e:
        resolve(deck_list(levy_recruit=7, pitfall=1, tremor=0), pool)
    assert e.value.card == "levy-recruit"
    with pytest.raises(DeckError, match="at most 3 copies of a card, not 4") as e:
        resolve(deck_list(earthwork=4, pitfall=2), pool)  # 1 Material: not a basic
    assert e.value.card == "earthwork"


def test_hf_2_3_six_denizens_and_six_structures(pool):
    with pytest.raises(DeckError, match="at least 6 denizens, this one 5"):
        resolve(deck_list(levy_recruit=0, sentinel=2, market=4), pool)
    with pytest.raises(DeckError, match="at least 6 structures, this one 3"):
        resolve(deck_list(camp=0, earthwork=0, market=6), pool)


def test_hf_2_3_a_hand_edited_resolved_deck_is_refused(ready):
    data = ready["raiders"].model_dump(mode="json", by_alias=True)
    data["cards"] = data["cards"][:5]
    with pytest.raises(ValidationError):
        Deck.model_validate(data)


def test_hf_2_4_deck_file_errors_name_file_line_and_card(tmp_path, pool):
    p = write(tmp_path, "game: holdfast\nname: Broken\ncards:\n  quarry: 6\n  no-such-card: 2\n")
    with pytest.raises(DeckFileError) as e:
        deckfiles.load_deck(p)
    assert (e.value.line, e.value.card) == (5, "no-such-card") and str(p) in str(e.value)
    assert "not in the Holdfast card pool" in str(e.value)
    lines = "\n".join(f"  {k}: {v}" for k, v in {**BASE, "militia": 4}.items())
    p = write(tmp_path, f"game: holdfast\nname: Too Many\ncards:\n{lines}\n")
    with pytest.raises(DeckFileError) as e:
        deckfiles.load_deck(p)
    assert e.value.card == "militia" and e.value.line == 4 + list(BASE).index("militia")
    p = write(tmp_path, "game: holdfast\nname: Bad\ncards:\n  quarry: lots\n")
    with pytest.raises(DeckFileError, match="count must be a whole number"):
        deckfiles.load_deck(p)
    p = write(tmp_path, "game: holdfast\nname: Bad\ncolour: red\ncards:\n  quarry: 1\n")
    with pytest.raises(DeckFileError, match="unknown field 'colour'") as e:
        deckfiles.load_deck(p)
    assert e.value.line == 3


def test_hf_2_4_pool_file_errors_name_the_card(tmp_path):
    p = write(tmp_path, "game: holdfast\ncards:\n  brute:\n    type: denizen\n    name: Brute\n    strength: 3\n"
                        "    fortitude: 2\n    strenght: 4\n", "cards.yaml")
    with pytest.raises(DeckFileError) as e:
        deckfiles.check_file(p)
    assert e.value.card == "brute" and "strenght" in str(e.value)
    p = write(tmp_path, "game: holdfast\ncards:\n  zap:\n    type: mysticism\n    name: Zap\n"
                        "    effects: [{do: damage, to: target, amount: 2}]\n", "cards.yaml")
    with pytest.raises(DeckFileError, match="no target is declared") as e:
        deckfiles.check_file(p)
    assert e.value.card == "zap"


def test_hf_2_4_ready_decks_are_legal_and_follow_different_plans(ready):
    assert sorted(ready) == ["hedge-circle", "raiders", "stonewardens"]
    for d in ready.values():
        assert 40 <= d.card_count() <= 60
    plans = {k: Counter({t: d.count_of(t) for t in ("denizen", "structure", "mysticism", "trap", "fortification")})
             for k, d in ready.items()}
    assert plans["raiders"]["denizen"] > plans["stonewardens"]["denizen"]
    assert plans["stonewardens"]["fortification"] > 0 and plans["stonewardens"]["trap"] >= 4
    assert plans["hedge-circle"]["mysticism"] >= 8


def test_hf_2_4_deck_check_command(capsys):
    paths = [str(deckfiles.pool_path())] + [str(p) for p in deckfiles.ready_decks().values()]
    assert cli_main(["deck", "check", *paths]) == 0
    out = capsys.readouterr().out
    assert "card pool (" in out and "Stonewardens (53 cards" in out
    assert "Stonewardens (53 cards: 15 denizens, 17 structures, 2 fortifications, 4 traps, 15 resources); " \
           "first turn lost by force in 0.3% of 2000 deals (aim: under 1%)" in out


def test_hf_2_4_resolved_decks_round_trip_as_records_store_them(ready):
    for d in ready.values():
        again = deckfiles.deck_model.model_validate(d.model_dump(mode="json", by_alias=True))
        assert again == d


def test_the_pool_covers_what_the_game_needs(pool):
    cards = list(pool.cards.values())
    types = Counter(c.type for c in cards)
    assert len(cards) >= 45 and set(types) == {"denizen", "structure", "belonging", "fortification", "trap",
                                                "mysticism", "resource"}
    harvested = {k for c in cards if getattr(c, "harvest", None) for k, n in zip(KINDS, c.harvest.specific()) if n}
    assert harvested == set(KINDS)
    upkeep = {k for c in cards for k, n in zip(KINDS + ("any",), c.maintenance.specific() + (c.maintenance.any,)) if n}
    assert len(upkeep) >= 5
    assert {c.trigger for c in cards if c.type == "trap"} == {"declared", "revealed", "morale", "damage"}
    assert any(c.type == "mysticism" and c.afterlife == "middling" for c in cards)
    assert any(c.type == "belonging" and c.gear for c in cards)
    assert {c.capacity > 0 for c in cards if getattr(c, "capacity", 0)} == {True, False}
    assert any(c.type == "denizen" and c.acts > 1 for c in cards)
    assert any(c.type == "denizen" and c.strength and c.fortitude and c.morale for c in cards)
    used = {e.handler for c in cards for e in getattr(c, "effects", ()) if e.do == "handler"}
    assert used == NAMED_HANDLERS
