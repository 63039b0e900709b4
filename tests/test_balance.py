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


def test_x_balance_heresy_counts_every_seat_of_a_three_player_game():
    """Issue 12: the balance of Heresy (HK-40.1) for more seats: each seat's
    points, each deck's games sat in, how the games ended."""
    from holytable.games.heresy import balance as hk

    r = hk.run(3, 5, players=3)
    assert len(r["seat"]) == 3 and sum(r["seat"]) == pytest.approx(3)
    assert sum(n for _, n in r["deck"].values()) == 9 and r["vs"] == {}
    assert sum(r["ends"].values()) == 3 and set(r["ends"]) <= {"gateway", "a forfeit", "round limit"}
    text = balance.table(r)
    assert "| seat 3 |" in text and "3 players;" in text
    assert all(f"| {d} |" in text for d in r["deck"])


def test_x_balance_heresy_two_players_counts_both_seatings():
    from holytable.games.heresy import balance as hk

    r = hk.run(4, 9)
    assert sum(r["seat"]) == pytest.approx(4) and sum(n for _, n in r["vs"].values()) == 8
    assert sum(n for _, n in r["deck"].values()) == 8


def test_x_balance_a_seat_count_the_game_does_not_allow_is_one_line(capsys):
    with pytest.raises(ValueError, match="Holy Wars seats 2 players, not 3"):
        balance.run("holy_wars", 1, 1, players=3)
    assert balance.main(["frontline", "--players", "4", "--games", "1"]) == 2
    assert capsys.readouterr().err.strip() == "python -m holytable.balance: Frontline seats 2 players, not 4"
