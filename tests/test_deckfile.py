"""Hardened deck-file loading (holytable.engine.deckfile), Frontline deck files
(FL-2: two copies of each of the 13 soldiers, 26 cards) and ``holytable deck check``.

Every bad input is a file in tests/data/bad_decks/ (except the huge and the deeply
nested ones, written at test time). Each error must be a DeckFileError with the
exact line and card, and a single short line of text.
"""
from __future__ import annotations

import pickle
import subprocess
import sys
from pathlib import Path

import pytest

from holytable import cli
from holytable.decks_dir import decks_root
from holytable.engine.deckfile import DeckFileError, load_document, load_model
from holytable.games.frontline.cards import DeckList, Pool
from holytable.games.frontline.decks import load_deck, load_pool, pool_path, ready_decks

REPO = Path(__file__).resolve().parent.parent
BAD = REPO / "tests" / "data" / "bad_decks"
RED = REPO / "decks" / "frontline" / "red.yaml"
BLACK = REPO / "decks" / "frontline" / "black.yaml"


def deck_error(path: Path | str, loader=load_deck) -> DeckFileError:
    """The DeckFileError ``loader(path)`` raises, checked to be one short line."""
    with pytest.raises(DeckFileError) as info:
        loader(path)
    err = info.value
    text = str(err)
    assert "\n" not in text and "\r" not in text
    assert len(err.message) < 200
    assert len(text) - len(err.path) < 200
    assert text.startswith(str(path))
    return err


def check(name: str, line: int | None, card: str | None, message: str) -> DeckFileError:
    err = deck_error(BAD / name)
    assert (err.line, err.card, err.message) == (line, card, message)
    return err


# ------------------------------------------------------------ shipped decks

def test_fl_2_shipped_decks_are_26_cards():
    for path, name, colour in ((RED, "Red", "red"), (BLACK, "Black", "black")):
        deck = load_deck(path)
        assert (deck.name, deck.colour, deck.card_count()) == (name, colour, 26)
        assert len(deck.soldiers) == 13


def test_ready_decks_and_pool():
    decks = ready_decks()
    assert decks["red"] == RED and decks["black"] == BLACK and "cards" not in decks
    assert decks_root() == REPO / "decks"
    assert pool_path() == REPO / "decks" / "frontline" / "cards.yaml"
    pool = load_pool()
    assert load_pool() is pool  # cached
    assert len(pool.soldiers) == 13


def test_name_no_stays_the_string_no(tmp_path):
    """YAML 1.1 would read NO as false; a deck named NO must load as "NO"."""
    p = tmp_path / "no.yaml"
    p.write_text(RED.read_text().replace("name: Red", "name: NO"))
    assert load_document(p).data["name"] == "NO"
    assert load_deck(p).name == "NO"


POOL = """\
# A two-soldier pool.
game: frontline
soldiers:
  scout:
    name: Scout
    rank: 2
    keywords: {quick: yes}
    effects:
      - {when: on_flip, do: scout}
  spy:
    name: Spy
    rank: 5
"""


def test_all_scalars_are_strings_with_lines(tmp_path):
    p = tmp_path / "cards.yaml"
    p.write_text(POOL)
    doc = load_document(p)
    scout = doc.data["soldiers"]["scout"]
    assert scout["rank"] == "2" and scout["keywords"] == {"quick": "yes"}
    assert doc.line_of(("soldiers", "scout", "effects", 0, "do")) == 9
    assert doc.line_of(("soldiers", "spy", "rank")) == 12
    assert doc.line_of(("soldiers", "scout", "no-such-field", 3)) == 4  # nearest parent
    assert doc.line_of(()) == 2
    pool = load_model(p, Pool)  # pydantic converts the strings
    assert pool.soldiers["scout"].rank == 2 and pool.soldiers["scout"].keywords.quick is True


def test_pool_errors_name_the_soldier(tmp_path):
    p = tmp_path / "cards.yaml"
    p.write_text(POOL.replace("rank: 5", "rank: five"))
    err = deck_error(p, lambda path: load_model(path, Pool))
    assert (err.line, err.card, err.message) == (12, "spy", "rank must be a whole number, got 'five'")


# ------------------------------------------------------------ FL-2 deck rules

def test_fl_2_unknown_card_is_refused():
    check("unknown_card.yaml", 18, "dragon", "not in the Frontline card pool")


def test_fl_2_deck_is_two_copies_of_each_soldier():
    err = check("three_copies.yaml", 7, "scout", "a deck holds exactly 2 copies of each soldier, not 3")
    assert str(err) == f"{BAD / 'three_copies.yaml'}:7: card 'scout': a deck holds exactly 2 copies of each soldier, not 3"


def test_fl_2_one_copy_is_refused():
    check("one_copy.yaml", 9, "medic", "a deck holds exactly 2 copies of each soldier, not 1")


def test_fl_2_deck_is_26_cards():
    check("missing_card.yaml", 5, "general", "missing; a deck holds 2 of each of the 13 soldiers")


def test_fl_2_count_must_be_a_whole_number_not_2_0(tmp_path):
    p = tmp_path / "float.yaml"
    p.write_text((REPO / "decks/frontline/red.yaml").read_text().replace("general: 2", "general: 2.0"))
    r = run_cli("deck", "check", str(p))
    assert r.returncode == 1
    assert r.stdout.splitlines()[0].endswith("card 'general': count must be a whole number, got '2.0'")


def test_fl_2_colour_is_red_or_black():
    check("bad_colour.yaml", 4, None, "colour should be 'red' or 'black', got 'green'")


def test_wrong_game_is_refused():
    check("wrong_game.yaml", 2, None, "game should be 'frontline', got 'chess'")


def test_missing_and_unknown_fields():
    check("missing_field.yaml", 2, None, "missing field 'colour'")
    check("unknown_field.yaml", 19, None, "unknown field 'flavour'")


def test_count_1e9999_is_not_a_whole_number():
    check("count_1e9999.yaml", 7, "scout", "count must be a whole number, got '1e9999'")


def test_count_of_5000_digits_is_refused_briefly():
    """Issue 9: a huge count is "too large", not "not a whole number" (nor a crash)."""
    err = check("count_5000_digits.yaml", 7, "scout",
                "count " + "1" * 17 + "... is too large: a deck holds a few copies of a card")
    assert len(str(err)) < 200


def test_name_of_5000_characters_is_refused_by_max_length():
    check("name_5000_chars.yaml", 3, None, "name should have at most 40 characters, got '" + "9" * 35 + "...'")


# ------------------------------------------------------------ YAML hardening

def test_duplicate_key_is_refused():
    check("duplicate_key.yaml", 19, "scout", "listed twice (first on line 7)")


def test_duplicate_top_level_key_is_refused(tmp_path):
    p = tmp_path / "dup.yaml"
    p.write_text("game: frontline\nname: A\nname: B\n")
    err = deck_error(p)
    assert [(e.line, e.card, e.message) for e in err.problems] == [
        (1, None, "missing field 'colour'"), (1, None, "missing field 'cards'"),
        (3, None, "duplicate key 'name' (first on line 2)"),
        (None, None, "deck size not checked until the problems above are fixed")]


def test_anchor_is_refused():
    check("anchor.yaml", 7, None, "YAML anchors are not allowed (found &two)")


def test_alias_is_refused():
    check("alias.yaml", 8, None, "YAML aliases are not allowed (found *two)")


def test_python_tag_is_refused():
    check("python_tag.yaml", 3, None, "YAML tags are not allowed (found !!python/object/apply:os.sy...)")


def test_list_as_key_is_refused():
    check("list_key.yaml", 19, None, "a key must be plain text, not a list")


def test_top_level_list_is_refused():
    check("top_level_list.yaml", 2, None, "the top level must be a mapping (key: value lines), not a list")


def test_two_documents_are_refused():
    check("two_documents.yaml", 19, None, "only one YAML document is allowed; another starts here")


def test_yaml_syntax_error_has_its_line():
    check("syntax_error.yaml", 8, None, "YAML syntax error: this line is indented more than the line above (check its indenting)")


def test_empty_file_is_refused():
    check("empty.yaml", None, None, "the file is empty")


def test_comments_only_file_is_refused():
    check("comments_only.yaml", None, None, "the file holds no YAML data, only comments")


def test_non_utf8_bytes_are_refused_with_their_line():
    check("non_utf8.yaml", 3, None, "not UTF-8 text (byte 0xe9)")


def test_control_character_is_refused(tmp_path):
    p = tmp_path / "bell.yaml"
    p.write_text(RED.read_text().replace("name: Red", "name: R\x07ed"))
    err = deck_error(p)
    assert (err.line, err.message) == (3, "control character U+0007 is not allowed")


def test_five_megabyte_file_is_refused(tmp_path):
    p = tmp_path / "huge.yaml"
    line = "# " + "x" * 1021 + "\n"
    p.write_text(RED.read_text() + line * (5 * 1024))
    assert p.stat().st_size > 5_000_000
    err = deck_error(p)
    assert (err.line, err.card) == (None, None)
    assert err.message == "file is too big: a deck file holds at most 1000000 bytes"


def test_max_bytes_is_honoured():
    with pytest.raises(DeckFileError, match="at most 100 bytes"):
        load_document(RED, max_bytes=100)


def test_100_deep_nesting_is_refused(tmp_path):
    p = tmp_path / "deep.yaml"
    p.write_text("".join("  " * i + f"k{i}:\n" for i in range(100)) + "  " * 100 + "leaf: 1\n")
    err = deck_error(p)
    # the mapping on line d is at depth d; the 21st is one too deep
    assert (err.line, err.message) == (21, "nested deeper than 20 levels")


def test_deep_flow_nesting_is_refused(tmp_path):
    p = tmp_path / "deep.yaml"
    p.write_text("name: " + "[" * 100_000 + "]" * 100_000 + "\n")
    assert deck_error(p).message == "nested deeper than 20 levels"


def test_missing_file_is_refused(tmp_path):
    err = deck_error(tmp_path / "nope.yaml")
    assert (err.line, err.message) == (None, "no such file")


def test_directory_is_refused(tmp_path):
    err = deck_error(tmp_path)
    assert (err.line, err.message) == (None, "is a directory, not a deck file")


def test_deck_file_error_shape():
    err = DeckFileError("d.yaml", "a\nb   c", line=4, card="x" * 100)
    assert str(err) == f"d.yaml:4: card '{'x' * 37}...': a b c"
    assert isinstance(err, ValueError)
    again = pickle.loads(pickle.dumps(err))
    assert (again.path, again.line, again.card, again.message) == ("d.yaml", 4, "x" * 100, "a b c")
    assert str(DeckFileError("d.yaml", "gone")) == "d.yaml: gone"


def test_load_model_validates_a_deck_list():
    deck = load_model(RED, DeckList)
    assert deck.cards["scout"] == 2 and sum(deck.cards.values()) == 26


# ------------------------------------------------------------ holytable deck check

def run_cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "holytable", *args], cwd=REPO,
                          capture_output=True, text=True, timeout=60)


def test_deck_check_good_files_exit_0():
    r = run_cli("deck", "check", "decks/frontline/red.yaml", "decks/frontline/black.yaml",
                "decks/frontline/cards.yaml")
    assert r.returncode == 0, r.stderr
    assert r.stdout.splitlines() == [
        "OK    decks/frontline/red.yaml: frontline: Red (26 cards)",
        "OK    decks/frontline/black.yaml: frontline: Black (26 cards)",
        "OK    decks/frontline/cards.yaml: frontline: card pool (13 soldiers)",
    ]


def test_deck_check_bad_file_exits_1():
    bad = "tests/data/bad_decks/three_copies.yaml"
    r = run_cli("deck", "check", "decks/frontline/red.yaml", bad)
    assert r.returncode == 1
    assert r.stdout.splitlines()[1] == (
        f"BAD   {bad}:7: card 'scout': a deck holds exactly 2 copies of each soldier, not 3")
    assert "Traceback" not in r.stdout + r.stderr


def test_deck_check_never_shows_a_traceback(tmp_path):
    files = sorted(str(p.relative_to(REPO)) for p in BAD.glob("*.yaml"))
    r = run_cli("deck", "check", *files, str(tmp_path), str(tmp_path / "missing.yaml"))
    assert r.returncode == 1
    assert "Traceback" not in r.stdout + r.stderr
    lines = r.stdout.splitlines()
    assert {line.split(":")[0][len("BAD   "):] for line in lines} == set(files) | {str(tmp_path), str(tmp_path / "missing.yaml")}
    assert all(line.startswith("BAD   ") and len(line) < 300 for line in lines)


def test_deck_check_unknown_game():
    r = run_cli("deck", "check", "tests/data/bad_decks/wrong_game.yaml")
    assert r.returncode == 1
    assert r.stdout.strip().startswith(
        "BAD   tests/data/bad_decks/wrong_game.yaml:2: unknown game 'chess' (deck files exist for: frontline")


def test_version():
    r = run_cli("--version")
    assert r.returncode == 0 and r.stdout.startswith("holytable ")


def test_ctrl_c_exits_quietly_with_130(monkeypatch, capsys):
    def interrupted(args):
        raise KeyboardInterrupt

    monkeypatch.setattr(cli, "run", interrupted)
    assert cli.main(["deck", "check", "x.yaml"]) == 130
    assert capsys.readouterr() == ("", "")


# ------------------------------------------------------------ found by the adversarial review

def test_fl_2_deck_name_with_terminal_escape_is_refused(tmp_path):
    p = tmp_path / "evil.yaml"
    p.write_text('game: frontline\nname: "\\e[31mEVIL"\ncolour: red\ncards: {scout: 2}\n')
    r = run_cli("deck", "check", str(p))
    assert r.returncode == 1
    assert "\x1b" not in r.stdout
    lines = r.stdout.splitlines()
    assert lines[0] == f"BAD   {p}:2: a name must be printable text (no control characters or line breaks)"
    assert f"BAD   {p}:4: card 'assassin': missing; a deck holds 2 of each of the 13 soldiers" in lines


def test_fl_2_card_key_with_a_space_is_refused(tmp_path):
    good = (REPO / "decks/frontline/red.yaml").read_text()
    p = tmp_path / "spaced.yaml"
    p.write_text(good.replace("  scout: 2\n", '  scout: 2\n  "scout ": 2\n'))
    r = run_cli("deck", "check", str(p))
    assert r.returncode == 1
    assert "card 'scout '" in r.stdout and "not a card key" in r.stdout


def test_deck_check_refuses_a_fifo_without_blocking(tmp_path):
    import os
    f = tmp_path / "pipe.yaml"
    os.mkfifo(f)
    r = run_cli("deck", "check", str(f))
    assert r.returncode == 1
    assert r.stdout.strip() == f"BAD   {f}: not a regular file"
