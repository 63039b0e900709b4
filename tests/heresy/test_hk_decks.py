"""Heresy's card pool, deck rules and deck files (HK-2, HK-10, HK-11)."""
from __future__ import annotations

from pathlib import Path

import pytest
from pydantic import ValidationError

from holytable.cli import main as cli_main
from holytable.engine.deckfile import DeckFileError
from holytable.games.heresy import decks as deckfiles
from holytable.games.heresy.cards import (CONVICTIONS, RANKS, Array, Deck, DeckError, DeckList, Domain, Host,
                                         Pool, resolve)

BASE = {"free-city": 20, "arizona-free-zone": 20, "kiev-grid": 8, "michael": 4, "abdiel": 4, "rabdos": 4}  # 60


def deck_list(**changes) -> DeckList:
    cards = dict(BASE)
    for k, v in changes.items():
        k = k.replace("_", "-")
        if v:
            cards[k] = v
        else:
            cards.pop(k, None)
    return DeckList(game="heresy", name="Test", cards=cards)


def write(tmp_path: Path, text: str, name: str = "deck.yaml") -> Path:
    p = tmp_path / name
    p.write_text(text, encoding="utf-8")
    return p


def test_hk_2_1_a_deck_holds_at_least_60_cards_and_has_no_largest_size(pool):
    assert resolve(deck_list(), pool).card_count() == 60
    with pytest.raises(DeckError, match="at least 60 cards, this one 59"):
        resolve(deck_list(rabdos=3), pool)
    assert resolve(deck_list(free_city=200), pool).card_count() == 240


def test_hk_2_2_four_copies_of_a_card_any_number_of_a_location(pool):
    with pytest.raises(DeckError, match="at most 4 copies of a card that is not a domain or an array, not 5") as e:
        resolve(deck_list(michael=5), pool)
    assert e.value.card == "michael"
    assert resolve(deck_list(kiev_grid=30), pool).card_count() == 82


def test_hk_2_3_a_unique_card_has_the_same_copy_limit(pool):
    assert pool.cards["arthur-glaston"].unique
    assert resolve(deck_list(arthur_glaston=4), pool).card_count() == 64
    with pytest.raises(DeckError, match="not 5"):
        resolve(deck_list(arthur_glaston=5), pool)


def test_hk_2_4_a_deck_without_domains_is_legal_with_a_warning(tmp_path, capsys):
    text = "game: heresy\nname: No Land\ncards:\n  kiev-grid: 56\n  fanatics: 4\n"
    line = deckfiles.check_file(write(tmp_path, text))
    assert "warning: no domain" in line
    assert cli_main(["deck", "check", str(write(tmp_path, text))]) == 0
    line = deckfiles.check_file(write(tmp_path, "game: heresy\nname: No Net\ncards:\n  free-city: 60\n"))
    assert "warning: no array" in line and "no domain" not in line


def test_hk_2_deck_check_names_file_line_and_card(tmp_path, capsys):
    text = "game: heresy\nname: Bad\ncards:\n  free-city: 40\n  michael: 5\n  michal: 4\n  kiev-grid: 11\n"
    p = write(tmp_path, text)
    assert cli_main(["deck", "check", str(p)]) == 1
    out = capsys.readouterr().out
    assert f"{p}:5: card 'michael': at most 4 copies" in out
    assert f"{p}:6: card 'michal': not in the Heresy card pool; did you mean 'michael'?" in out
    assert "Traceback" not in out
    for line in out.splitlines():
        assert "\n" not in line


def test_hk_2_deck_check_of_the_pool_and_every_ready_made_deck(capsys):
    files = [str(deckfiles.pool_path())] + [str(p) for p in deckfiles.ready_decks().values()]
    assert cli_main(["deck", "check", *files]) == 0
    out = capsys.readouterr().out
    assert out.count("OK") == 5 and "card pool (" in out


def test_hk_2_four_ready_made_decks_of_60_cards_of_different_convictions(ready):
    assert len(ready) >= 4
    assert all(d.card_count() >= 60 for d in ready.values())
    assert len({d.conviction for d in ready.values()}) == len(ready)


def test_hk_10_1_every_card_of_a_ready_deck_asks_only_influence_its_locations_give(ready):
    for name, deck in ready.items():
        given = {e.card.conviction for e in deck.cards if e.card.type in ("domain", "array")}
        for e in deck.cards:
            call = getattr(e.card, "call", None)
            if call is not None:
                assert set(call.influence) <= given, (name, e.card.key, call.influence)


def test_hk_10_6_arrays_are_technology_domains_never(pool):
    for c in pool.cards.values():
        if c.type == "array":
            assert c.conviction == "technology"
        if c.type == "domain":
            assert c.conviction != "technology"
    with pytest.raises(ValidationError, match="always of the Technology conviction"):
        Array(key="x", name="X", conviction="rebellion", type="array", attack=1, defense=1, capacity=2)
    with pytest.raises(ValidationError, match="never of the Technology"):
        Domain(key="x", name="X", conviction="technology", type="domain", attack=1, defense=1)


def test_hk_11_the_pool_covers_every_type_conviction_and_rank(pool):
    types = {c.type for c in pool.cards.values()}
    assert types == {"domain", "array", "host", "heathen", "aleph", "enhancement", "title", "ic", "power",
                     "miracle"}
    assert {c.conviction for c in pool.cards.values()} == set(CONVICTIONS)
    hosts = [c for c in pool.cards.values() if isinstance(c, Host)]
    assert {h.rank for h in hosts} == set(RANKS)
    assert {h.affiliation for h in hosts} == {"celestial", "infernal"}
    assert any("netwalk" in c.keywords for c in hosts) and any("blitz" in c.keywords for c in hosts)


def test_hk_11_9_host_values_are_in_range():
    with pytest.raises(ValidationError):
        Host(key="x", name="X", conviction="rebellion", type="host", attack=1, defense=1, free_will=5, votes=1,
             affiliation="celestial", rank="angel")
    with pytest.raises(ValidationError):
        Host(key="x", name="X", conviction="rebellion", type="host", attack=1, defense=1, free_will=1, votes=4,
             affiliation="celestial", rank="angel")


def test_hk_11_the_text_s_named_values_are_kept(pool):
    """Stats the rulebook gives are facts (heresy-cards.md part 1)."""
    c = pool.cards
    assert (c["abdiel"].attack, c["abdiel"].defense, c["abdiel"].free_will, c["abdiel"].rank) == (3, 3, 2, "seraph")
    assert (c["rabdos"].attack, c["rabdos"].defense, c["rabdos"].free_will) == (1, 2, 1)
    assert (c["los"].attack, c["los"].defense, c["los"].free_will, c["los"].affiliation) == (1, 1, 1, "infernal")
    assert (c["rim"].attack, c["rim"].defense) == (3, 2)
    assert (c["arcology"].attack, c["arcology"].defense) == (3, 3)
    assert c["vatican-arcology"].vs == 2 and c["biodome"].vs == 1 and c["seafloor-metroplex"].aura == 2
    assert c["excalibur-megatrust"].defense == 3
    assert (c["raguel"].attack, c["raguel"].defense, "blitz" in c["raguel"].keywords) == (2, 3, True)
    assert (c["ashmedai"].votes, c["ashmedai"].free_will) == (1, 4)
    assert (c["sabrael"].votes, c["sabrael"].free_will) == (2, 4)
    assert (c["sithriel"].votes, c["sithriel"].free_will) == (2, 3)
    assert (c["namaah"].votes, c["namaah"].free_will) == (1, 1)
    assert (c["dubiel"].attack, c["dubiel"].defense, c["dubiel"].free_will) == (2, 2, 2)
    assert c["headhunter"].ic_defense == 3
    assert c["chromeopaths"].call.aura == 2 and c["chromeopaths"].call.influence == {"evolution": 2}
    assert c["golem"].call.aura == 0 and c["golem"].call.influence == {"preservation": 1}
    assert (c["corporate-ai"].attack, c["corporate-ai"].defense) == (5, 4)
    assert (c["jurors"].attack, c["jurors"].defense, c["zoners"].attack, c["zoners"].defense) == (3, 2, 2, 3)


def test_hk_2_a_resolved_deck_in_a_save_cannot_cheat(pool):
    deck = resolve(deck_list(), pool)
    data = deck.model_dump()
    data["cards"][3]["count"] = 9  # nine Michaels
    with pytest.raises(ValidationError, match="at most 4 copies"):
        Deck.model_validate(data)


def test_hk_2_a_pool_error_names_the_card(tmp_path):
    text = "game: heresy\ncards:\n  x:\n    type: array\n    name: X\n    conviction: devotion\n" \
           "    attack: 1\n    defense: 2\n    capacity: 3\n"
    with pytest.raises(DeckFileError) as e:
        deckfiles.check_file(write(tmp_path, text, "cards.yaml"))
    assert ":3:" in str(e.value) and "'x'" in str(e.value) and "Technology" in str(e.value)


def test_hk_2_pool_model_is_the_file(pool):
    assert isinstance(pool, Pool) and len(pool.cards) >= 80
