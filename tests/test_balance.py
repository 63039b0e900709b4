"""The shared random-play balance harness (each game's balance rule: FL/HW-20/PN-20/HF-16.2)."""
from __future__ import annotations

import pytest

from holytable import balance


def test_x_balance_counts_add_up_and_both_seatings_are_counted():
    r = balance.run("holy_wars", 8, 11)
    assert r["games"] == 8 and sum(r["seat"]) == pytest.approx(8)
    assert sum(r["ends"].values()) == 8
    assert sum(n for _, n in r["vs"].values()) == 16  # each game counts for both decks
    for (a, b), (p, n) in r["vs"].items():
        q, m = r["vs"][(b, a)]
        assert n == m and p + q == pytest.approx(n)


def test_x_balance_processes_do_not_change_the_result():
    one = balance.run("pantheon", 4, 3, jobs=1)
    two = balance.run("pantheon", 4, 3, jobs=2)
    for k in ("seat", "first", "vs", "draws", "turns", "choices", "ends"):
        assert one[k] == two[k], k


def test_x_balance_table_has_seats_and_every_deck():
    from holytable.games.holdfast import balance as hf

    r = hf.run(4, 5)
    text = balance.table(r)
    assert "| seat 1 |" in text and "| seat 2 |" in text
    decks = sorted({a for a, _ in r["vs"]})
    assert len(decks) >= 2 and all(f"| {d} |" in text for d in decks)
    assert set(r["ends"]) <= {"turn limit", "first turn", "a hold fell"}


def test_x_balance_option_parsing():
    assert balance._option("cunning=true") == ("cunning", True)
    assert balance._option("goal=5") == ("goal", 5)
    with pytest.raises(Exception):
        balance._option("nothing")
