"""Issue 9 items 7-9: commands that list decks go on past a bad file; the
player's own deck folder and ``holytable deck list/path/new``; ``deck check``
reports every problem of a file (X-DECKS)."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from holytable import balance, cli, sim
from holytable.engine import deckfolder

REPO = Path(__file__).resolve().parent.parent
BAD_LINE = "game: frontline\nname: Broken\ncolour: red\ncards:\n  scout: 3\n"


@pytest.fixture
def home(tmp_path, monkeypatch):
    """HOLYTABLE_HOME in a temporary folder (the player's decks go there)."""
    h = tmp_path / "home"
    h.mkdir()
    monkeypatch.setenv("HOLYTABLE_HOME", str(h))
    return h


@pytest.fixture
def decks_with_a_bad_file(tmp_path, monkeypatch):
    """A copy of the ready-made decks/ where Frontline has one bad deck file."""
    root = tmp_path / "decks"
    shutil.copytree(REPO / "decks", root)
    bad = root / "frontline" / "broken.yaml"
    bad.write_text(BAD_LINE, encoding="utf-8")
    (root / "holy_wars" / "broken.yaml").write_text(BAD_LINE.replace("frontline", "holy_wars"), encoding="utf-8")
    monkeypatch.setattr(deckfolder, "decks_root", lambda: root)
    return bad


# ------------------------------------------------------------ item 7

def test_simulate_goes_on_past_a_bad_deck_file(decks_with_a_bad_file, capsys):
    rc = cli.main(["simulate", "frontline", "--games", "3", "--seed", "5"])
    out, err = capsys.readouterr()
    assert rc == 0, err
    named = [line for line in err.splitlines() if str(decks_with_a_bad_file) in line]
    assert len(named) == 1 and ":5: card 'scout':" in named[0]
    assert "Traceback" not in out + err
    assert "games 3" in out


def test_balance_goes_on_past_a_bad_deck_file(decks_with_a_bad_file, capsys):
    rc = balance.main(["holy_wars", "--games", "2", "--seed", "3"])
    out, err = capsys.readouterr()
    assert rc == 0
    bad = str(decks_with_a_bad_file).replace("frontline", "holy_wars")
    assert len([line for line in err.splitlines() if bad in line]) == 1 and "Traceback" not in err
    assert "| seat 1 |" in out


def test_simulate_with_no_deck_that_loads_says_so(tmp_path, monkeypatch, capsys):
    root = tmp_path / "decks"
    shutil.copytree(REPO / "decks" / "frontline", root / "frontline")
    for p in (root / "frontline").glob("*.yaml"):
        if p.name != "cards.yaml":
            p.write_text(BAD_LINE, encoding="utf-8")
    monkeypatch.setattr(deckfolder, "decks_root", lambda: root)
    rc = cli.main(["simulate", "frontline", "--games", "1", "--seed", "1"])
    err = capsys.readouterr().err
    assert rc == 1 and "no deck file of frontline loads" in err and "Traceback" not in err


# ------------------------------------------------------------ item 8

def test_deck_path_is_under_holytable_home(home, capsys):
    assert cli.main(["deck", "path"]) == 0
    assert capsys.readouterr().out.strip() == str(home / "decks")
    assert cli.main(["deck", "path", "pantheon"]) == 0
    assert capsys.readouterr().out.strip() == str(home / "decks" / "pantheon")


def test_deck_new_copies_a_ready_deck_with_its_new_name(home, capsys):
    from holytable.games.frontline.decks import load_deck

    assert cli.main(["deck", "new", "frontline", "My Deck", "--from", "red"]) == 0
    mine = home / "decks" / "frontline" / "my-deck.yaml"
    assert str(mine) in capsys.readouterr().out
    deck = load_deck(mine)
    assert deck.name == "My Deck" and deck.colour == "red" and deck.card_count() == 26
    # a ready-made deck may be named by its name too
    assert cli.main(["deck", "new", "holy_wars", "Iron Order II", "--from", "Iron Order"]) == 0
    assert (home / "decks" / "holy_wars" / "iron-order-ii.yaml").is_file()


def test_deck_new_never_overwrites(home, capsys):
    assert cli.main(["deck", "new", "frontline", "Mine", "--from", "red"]) == 0
    mine = home / "decks" / "frontline" / "mine.yaml"
    mine.write_text(mine.read_text() + "# my edits\n")
    before = mine.read_text()
    capsys.readouterr()
    assert cli.main(["deck", "new", "frontline", "Mine", "--from", "black"]) == 1
    err = capsys.readouterr().err
    assert err.strip() == f"holytable deck new: {mine} already exists: edit it, or choose another name"
    assert mine.read_text() == before


@pytest.mark.parametrize("argv, status, message", [
    (["chess", "X", "--from", "red"], 2, "unknown game 'chess' (games with decks: frontline, holy_wars, pantheon, holdfast)"),
    (["frontline", "X", "--from", "green"], 2, "no ready-made Frontline deck 'green' (ready-made: black, red)"),
    (["frontline", "!!!", "--from", "red"], 2, "the name '!!!' needs a letter or a digit (it names the file too)"),
    (["frontline", "N" * 41, "--from", "red"], 1, "cannot be the name: name should have at most 40 characters"),
])
def test_deck_new_refuses_clearly(home, capsys, argv, status, message):
    assert cli.main(["deck", "new", *argv]) == status
    err = capsys.readouterr().err
    assert len(err.splitlines()) == 1 and message in err and "Traceback" not in err
    assert list(home.rglob("*.yaml")) == []  # nothing written


def test_deck_list_names_every_deck_and_a_bad_file_in_one_line(home, capsys):
    assert cli.main(["deck", "new", "pantheon", "Olympus Mine", "--from", "phalanx-of-olympus"]) == 0
    bad = home / "decks" / "pantheon" / "broken.yaml"
    bad.write_text("game: pantheon\nname: Broken\ncards:\n  zeuss: 2\n  hera: 9\n", encoding="utf-8")
    capsys.readouterr()
    assert cli.main(["deck", "list", "pantheon"]) == 0
    lines = capsys.readouterr().out.splitlines()
    ready = REPO / "decks" / "pantheon" / "phalanx-of-olympus.yaml"
    assert f"pantheon   ready-made Phalanx of Olympus       {ready}" in lines
    assert f"pantheon   yours      Olympus Mine             {home / 'decks' / 'pantheon' / 'olympus-mine.yaml'}" in lines
    bad_lines = [line for line in lines if str(bad) in line]
    assert len(bad_lines) == 1 and bad_lines[0].startswith("pantheon   yours      BAD ")
    assert "(and 1 more problem)" in bad_lines[0]
    assert lines[-1] == f"Your own decks go in {home / 'decks' / 'pantheon'} (holytable deck new GAME NAME --from DECK)."
    assert cli.main(["deck", "list"]) == 0
    out = capsys.readouterr().out
    assert all(f"{g:10} ready-made" in out for g in ("frontline", "holy_wars", "pantheon", "holdfast"))


def test_deck_list_unknown_game(home, capsys):
    assert cli.main(["deck", "list", "chess"]) == 2
    assert "unknown game 'chess'" in capsys.readouterr().err


def test_a_game_with_a_players_deck_resumes_after_the_deck_is_edited_or_deleted(home):
    """Records store resolved decks (not names): a user deck edited or deleted
    later never breaks an old save, which resumes and replays."""
    from holytable.engine.record import GameRecord, load_record, save_record
    from holytable.ui.decks import deck_labels, load_ready_deck

    assert cli.main(["deck", "new", "frontline", "Mine", "--from", "black"]) == 0
    mine = home / "decks" / "frontline" / "mine.yaml"
    assert deck_labels("frontline")["yours:mine"] == "Mine (yours)"
    game = sim.game_class("frontline")(options={}, seed=3, decks=[load_ready_deck("frontline", "yours:mine"),
                                                                   load_ready_deck("frontline", "red")],
                                       names=["A", "B"])
    for _ in range(6):
        game.choose(game.legal_ids()[0])
    path = home / "saves" / "g.json"
    save_record(GameRecord.of(game), path)
    mine.write_text(mine.read_text().replace("name: \"Mine\"", "name: Changed"), encoding="utf-8")
    assert load_record(path).build().view(0) == game.view(0)
    mine.unlink()
    again = load_record(path).build()
    assert again.view(0) == game.view(0) and again.decks[0].name == "Mine"
    with pytest.raises(ValueError, match="your deck 'mine' of frontline is gone"):
        load_ready_deck("frontline", "yours:mine")
