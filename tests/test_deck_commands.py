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
