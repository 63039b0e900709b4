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


def _bot_log(tmp_path, monkeypatch, game="holy_wars", games=4, seed=40, name="run.jsonl"):
    """A tiny ``holytable arena GAME --seats easy,easy --log`` (easy cut to 4 iterations)."""
    from holytable.bot import ismcts
    from holytable.cli import main

    monkeypatch.setitem(ismcts.STRENGTHS, "easy", ismcts.Budget(iterations=4, seconds=5.0))
    log = tmp_path / name
    assert main(["arena", game, "--seats", "easy,easy", "--games", str(games), "--seed", str(seed),
                 "--cpu", "--log", str(log)]) == 0
    return log


def test_x_balance_from_arena_logs_counts_each_game_by_seat_deck_and_first_player(tmp_path, monkeypatch, capsys):
    """Issue 14's normal-against-normal columns: the arena's logged games, counted
    as the random table counts them (each game replayed here to check)."""
    import json

    from holytable import arena
    from holytable.sim import ready_seatings

    log = _bot_log(tmp_path, monkeypatch)
    r = balance.from_logs([str(log)], "holy_wars")
    assert r["games"] == 4 and r["kind"] == "easy" and sum(r["seat"]) == pytest.approx(4)
    seat, first, vs = [0.0, 0.0], 0.0, {}
    for line in log.read_text().splitlines()[1:]:
        res = json.loads(line)
        g, _ = arena.play_one("holy_wars", ["easy", "easy"], res["seed"], res["turn"], ready_seatings("holy_wars", 2),
                              wall=False)
        w = g.outcome.winner
        assert res["decks"] == [d.name for d in g.decks] and res["first"] == g.first_player
        seat[w] += 1
        first += w == g.first_player
        key = (g.decks[0].name, g.decks[1].name)
        vs[key] = vs.get(key, 0) + (w == 0)
    assert r["seat"] == seat and r["first"] == first
    for (a, b), wins in vs.items():
        assert r["vs"][(a, b)][0] >= wins  # the pairing's wins for the deck at seat 1 (and more from seat 2)
    text = balance.table(r)
    assert "4 games of easy against easy" in text and "| seat 1 |" in text and "95% CI" in text
    capsys.readouterr()
    assert balance.main(["holy_wars", "--from-log", str(log)]) == 0
    assert capsys.readouterr().out.strip() == text


def test_x_balance_refuses_a_log_begun_before_the_seating_changed(tmp_path, monkeypatch):
    """A log begun before 2026-12-02 (no ``seating`` in its head) drew each
    game's first player with its decks (holytable.sim.seat_rng): refused in
    one line naming the file, not tabled."""
    import json

    log = _bot_log(tmp_path, monkeypatch, games=2, seed=7)
    assert balance.from_logs([str(log)])["games"] == 2
    lines = log.read_text().splitlines()
    head = json.loads(lines[0])
    del head["seating"]
    old = tmp_path / "old.jsonl"
    old.write_text("\n".join([json.dumps(head)] + lines[1:]) + "\n")
    with pytest.raises(ValueError, match=r"old\.jsonl, line 1: a log begun before 2026-12-02"):
        balance.from_logs([str(old)])


def test_x_balance_from_logs_refuses_mixed_kinds_and_counts_a_seed_once(tmp_path, monkeypatch, capsys):
    from holytable.cli import main

    a = _bot_log(tmp_path, monkeypatch, games=2, seed=40, name="a.jsonl")
    b = _bot_log(tmp_path, monkeypatch, games=2, seed=40, name="b.jsonl")
    assert balance.from_logs([str(a), str(b)])["games"] == 2
    mixed = tmp_path / "mixed.jsonl"
    assert main(["arena", "holy_wars", "--seats", "random,random", "--games", "1", "--log", str(mixed)]) == 0
    capsys.readouterr()
    assert balance.main(["holy_wars", "--from-log", str(mixed)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and f"{mixed}, line 1: seats random,random" in err
    with pytest.raises(ValueError, match="a log of holy_wars, not pantheon"):
        balance.from_logs([str(a)], "pantheon")
