"""PN-2 decks: the pool, deck rules with file/line/card errors, ready-made decks."""
from __future__ import annotations

import textwrap
from collections import Counter

import pytest

from holytable.cli import check_deck_file
from holytable.engine.deckfile import DeckFileError
from holytable.games.pantheon import decks as deckfiles
from holytable.games.pantheon.cards import Deck, Pool

GOOD = {"jackal-warrior": 3, "scarab-swarm": 3, "temple-priestess": 3, "cobra-of-wadjet": 3, "sobek": 3,
        "bastet": 3, "thoth": 3, "serket": 3, "ankh-of-life": 3, "canopic-jar": 3, "curse-of-the-mummy": 3,
        "sandstorm": 3, "plague-ground": 3, "anubis": 1}  # 40


def write(tmp_path, cards: dict, name="Test", extra=""):
    body = "\n".join(f"  {k}: {v}" for k, v in cards.items())
    p = tmp_path / "deck.yaml"
    p.write_text(f"game: pantheon\nname: {name}\n{extra}cards:\n{body}\n", encoding="utf-8")
    return p


def line_of(path, key):
    for i, text in enumerate(path.read_text().splitlines(), 1):
        if text.strip().startswith(key + ":"):
            return i
    raise LookupError(key)


def test_pn_2_1_a_legal_deck_loads(tmp_path):
    p = write(tmp_path, GOOD)
    deck = deckfiles.load_deck(p)
    assert deck.card_count() == 40
    assert deckfiles.check_file(p).startswith("Test (40 cards: ")
    assert check_deck_file(p).startswith("OK ")


@pytest.mark.parametrize("change, card, message", [
    ({"jackal-warrior": 2}, None, "at least 40 cards, this one has 39"),
    ({"jackal-warrior": 4}, "jackal-warrior", "at most 3 copies of a card, not 4"),
    ({"anubis": 2}, "anubis", "Class 3 characters are limited to 1 copy, not 2"),
    ({"book-of-the-dead": 2}, "book-of-the-dead", "Class 3 relics are limited to 1 copy, not 2"),
    ({"no-such-god": 1}, "no-such-god", "not in the Pantheon card pool"),
    ({"sobek": 0}, "sobek", "at least 1 copy"),
])
def test_pn_2_1_deck_rules_are_checked_with_file_line_and_card(tmp_path, change, card, message):
    p = write(tmp_path, {**GOOD, **change})
    with pytest.raises(DeckFileError) as e:
        deckfiles.load_deck(p)
    err = e.value
    assert message in err.message
    assert err.path == str(p)
    assert err.card == card
    assert err.line == (line_of(p, card) if card else line_of(p, "cards"))
    assert str(err).startswith(f"{p}:{err.line}: ")
    assert check_deck_file(p).startswith("BAD ")


def test_pn_2_1_class_3_magic_and_fields_follow_the_normal_limit(tmp_path):
    p = write(tmp_path, {**GOOD, "jackal-warrior": 1, "ragnarok": 3, "yggdrasil": 3})
    deck = deckfiles.load_deck(p)
    assert {e.card.key: e.count for e in deck.cards}["ragnarok"] == 3


def test_pn_2_1_a_hand_edited_resolved_deck_is_refused(tmp_path):
    deck = deckfiles.load_deck(write(tmp_path, GOOD))
    data = deck.model_dump(mode="json", by_alias=True)
    for e in data["cards"]:
        if e["card"]["key"] == "anubis":
            e["count"] = 2
    with pytest.raises(ValueError, match="limited to 1 copy"):
        Deck.model_validate(data)


def test_pn_2_1_bad_pool_entries_are_refused(tmp_path):
    p = tmp_path / "cards.yaml"
    p.write_text(textwrap.dedent("""\
        game: pantheon
        cards:
          big-god:
            type: character
            name: Big God
            pantheon: Greek
            class: 3
            hp: 10
            cost: 3
            withdraw: 2
            subtypes: [God]
            attacks:
              - {name: Smash, cost: 2, damage: 4}
        """), encoding="utf-8")
    with pytest.raises(DeckFileError) as e:
        deckfiles.check_file(p)
    assert "needs a C3 Cost" in str(e.value) and e.value.card == "big-god" and e.value.line == 3


def test_pn_2_2_the_pool_covers_every_type_subtype_and_keyword(pool: Pool):
    cards = list(pool.cards.values())
    assert len(cards) >= 45
    assert {c.pantheon for c in cards} == {"Egyptian", "Greek", "Norse"}
    assert {c.type for c in cards} == {"character", "relic", "field", "magic"}
    chars = [c for c in cards if c.type == "character"]
    assert {c.class_ for c in chars} == {1, 2, 3}
    kws = {k for c in chars for k in c.keywords}
    assert kws == {"stoic", "immortal", "counter", "cunning"}
    assert any(c.enlightened for c in chars)
    c3s = {tuple(sorted(k for k, v in c.c3.model_dump().items() if v)) for c in cards if getattr(c, "c3", None)}
    assert len(c3s) >= 6  # varied C3 Costs
    relics = [c for c in cards if c.type == "relic"]
    assert {c.subtype for c in relics} == {"equipment", None}
    assert any(c.class_ == 3 for c in relics)
    fields = [c for c in cards if c.type == "field"]
    assert any(c.decay for c in fields) and any(c.preservation for c in fields)
    magic = [c for c in cards if c.type == "magic"]
    assert {c.subtype for c in magic} == {"twist", "spell", "blessing", "curse"}
    curses = [c for c in magic if c.subtype == "curse"]
    assert {c.target for c in curses} >= {"enemy_character", "enemy_spot"}
    effects = {e.do for c in cards for e in getattr(c, "effects", ())}
    effects |= {e.do for c in cards for t in getattr(c, "triggers", ()) for e in t.effects}
    effects |= {e.do for c in cards for a in getattr(c, "abilities", ()) for e in a.effects}
    effects |= {e.do for c in cards for a in getattr(c, "attacks", ()) for e in a.effects}
    assert {"steal_wp", "drain_wp", "redirect_wp", "poison", "silence"} <= effects
    spots = {st.kind for c in cards for st in getattr(c, "statics", ())}
    assert {"active_spots", "bench_spots"} <= spots
    kw_statics = {st.keyword for c in cards for st in getattr(c, "statics", ()) if st.kind == "keyword"}
    assert {"poisoned", "silenced"} <= kw_statics


def test_pn_2_2_ready_decks_are_legal_and_play_differently():
    ready = deckfiles.ready_decks()
    assert set(ready) == {"weighing-of-souls", "phalanx-of-olympus", "wolves-of-ragnarok"}
    plans = set()
    for name, path in ready.items():
        deck = deckfiles.load_deck(path)
        assert deck.card_count() >= 40
        plans.add(deck.plan)
        main = Counter(e.card.pantheon for e in deck.cards for _ in range(e.count)).most_common(1)[0]
        assert main[1] >= 35
        assert check_deck_file(path).startswith("OK ")
    assert len(plans) == 3
    assert deckfiles.check_file(deckfiles.pool_path()).startswith("card pool (80 cards")


def test_pn_2_1_a_deck_without_a_name_says_so(tmp_path):
    p = tmp_path / "deck.yaml"
    p.write_text("game: pantheon\ncards:\n  sobek: 3\n", encoding="utf-8")
    with pytest.raises(DeckFileError, match="missing field 'name'"):
        deckfiles.check_file(p)
