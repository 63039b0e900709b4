"""``holytable simulate --players N`` (issue 12): random legal play with every
invariant checked for every seat count a game allows (Pantheon and Holdfast
2-4, Heresy 2-5), and a one-line error for a count it does not allow."""
from __future__ import annotations

import pytest

from holytable import cli, sim
from holytable.games import game_class, playable

#: (game, seats) for every game that seats more than two, every count it allows
MANY = [(e.id, n) for e in playable() for n in range(3, game_class(e.id).max_players + 1)]


def test_simulate_many_seat_games_are_listed():
    assert {g for g, _ in MANY} == {"pantheon", "holdfast", "heresy"}
    assert ("heresy", 5) in MANY and ("pantheon", 4) in MANY and ("holdfast", 4) in MANY


@pytest.mark.parametrize("game_id, players", MANY, ids=[f"{g}-{n}" for g, n in MANY])
def test_simulate_plays_every_seat_count_with_invariants(game_id, players):
    seatings = sim.ready_seatings(game_id, players)
    g = sim.play_one(game_id, 11, seatings)  # checks every invariant after every choice
    assert g.num_players == players and len(g.decks) == players
    assert g.outcome is not None
    assert len(set(g.names)) == players  # a deck sitting twice still gets its own name


def test_simulate_counts_wins_for_every_seat():
    st = sim.simulate("heresy", 2, 3, players=3)
    assert len(st.wins) == 3 and sum(st.wins) + st.draws == 2
    assert "seat 3" in st.line([f"seat {k + 1}" for k in range(3)])


def test_simulate_two_seats_are_the_pairs_of_before():
    """Two seats draw from every ordered pair of distinct decks in name order,
    as before --players: the same seeds play the same games."""
    decks, _ = sim.load_ready("heresy")
    names = list(decks)
    assert [s[2:] for s in sim.ready_seatings("heresy", 2)] == [(a, b) for a in names for b in names if a != b]
    assert sim.ready_pairs("heresy") == sim.ready_seatings("heresy", 2)


def test_simulate_seatings_repeat_a_deck_only_when_there_are_too_few():
    n_decks = len(sim.load_ready("heresy")[0])
    four = sim.ready_seatings("heresy", n_decks)
    assert all(len(set(s[n_decks:])) == n_decks for s in four)
    five = sim.ready_seatings("heresy", n_decks + 1)
    assert five and all(max(s[n_decks + 1:].count(x) for x in s[n_decks + 1:]) == 2 for s in five)
    assert sim.seat_names(["metroplex", "holy-see", "metroplex"]) == ["Metroplex", "Holy-see", "Metroplex 2"]


@pytest.mark.parametrize("argv, message", [
    (["simulate", "frontline", "--players", "3"], "holytable simulate: Frontline seats 2 players, not 3"),
    (["simulate", "heresy", "--players", "6"], "holytable simulate: Heresy: Kingdom Come seats 2 to 5 players, not 6"),
    (["simulate", "pantheon", "--players", "1"], "holytable simulate: Pantheon seats 2 to 4 players, not 1"),
    (["simulate", "all", "--players", "9"], "holytable simulate: no game seats 9 players"),
])
def test_simulate_a_seat_count_the_game_does_not_allow_is_one_line(argv, message, capsys):
    assert cli.main(argv + ["--games", "1", "--seed", "1"]) == 2
    out, err = capsys.readouterr()
    assert err.strip() == message and out == ""


def test_simulate_all_leaves_out_the_games_that_do_not_seat_that_many(capsys, monkeypatch):
    played = []
    monkeypatch.setattr(sim, "simulate", lambda gid, *a, **k: played.append((gid, k["players"])) or
                        sim.SimStats(gid, games=1, wins=[1, 0, 0, 0], seconds=1.0))
    assert cli.main(["simulate", "all", "--players", "4", "--games", "1", "--seed", "1"]) == 0
    out, err = capsys.readouterr()
    assert played == [("pantheon", 4), ("holdfast", 4), ("heresy", 4)]
    assert err.splitlines() == ["holytable simulate: left out: Frontline seats 2 players, not 4",
                                "holytable simulate: left out: Holy Wars seats 2 players, not 4"]
    assert out.splitlines()[0] == "seed 1, 4 players" and "seat 4 0" in out


def test_simulate_a_failure_says_how_to_reproduce_it_with_its_seats():
    f = sim.SimFailure("heresy", 7, 3, "broken", 4)
    assert "holytable simulate heresy --games 1 --seed 7 --players 4" in str(f)
    assert str(sim.SimFailure("heresy", 7, 3, "broken")).endswith("--seed 7")


def test_simulate_help_names_players(capsys):
    with pytest.raises(SystemExit):
        cli.main(["simulate", "--help"])
    assert "--players N" in capsys.readouterr().out
