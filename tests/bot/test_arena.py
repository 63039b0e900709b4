"""``holytable arena`` (issue 14): exit codes, the last line's shape, a tiny run."""
from __future__ import annotations

import re

import pytest

from holytable import arena
from holytable.cli import main

LINE = re.compile(r"^(\w+ vs \w+): (\d+\.\d)% \(95% CI (\d+\.\d)–(\d+\.\d)\), (\d+) games; "
                  r"decision p50 \d+ ms p95 \d+ ms max (\d+ ms|\d+\.\d s)$")


def test_the_issues_example_has_the_lines_shape():
    assert LINE.match("hard vs random: 97.0% (95% CI 93.4–98.7), 200 games; decision p50 180 ms p95 840 ms max 1.9 s")


def test_a_tiny_run(capsys, monkeypatch):
    from holytable.bot import ismcts

    monkeypatch.setitem(ismcts.STRENGTHS, "easy", ismcts.Budget(iterations=4, seconds=5.0))
    assert main(["arena", "frontline", "--seats", "easy,random", "--games", "2", "--seed", "3"]) == 0
    out, err = capsys.readouterr()
    last = out.strip().splitlines()[-1]
    m = LINE.match(last)
    assert m, last
    assert m.group(1) == "easy vs random" and m.group(5) == "2"
    assert "game 2/2 seed 4" in err


def test_a_seat_with_k_times_a_strengths_budget_plays(capsys, monkeypatch):
    """``easyx3``: easy's budget three times over (issue 14's "hard with ten
    times the budget"), a seat of the arena's only."""
    from holytable.bot import ismcts

    monkeypatch.setitem(ismcts.STRENGTHS, "easy", ismcts.Budget(iterations=2, seconds=5.0))
    assert main(["arena", "frontline", "--seats", "easyx3,random", "--games", "1", "--seed", "3"]) == 0
    assert capsys.readouterr().out.strip().splitlines()[-1].startswith("easyx3 vs random: ")


def test_seats_swap_each_game():
    """Game i seats the first kind at seat i % 2; the wins are counted to the kind, not the seat."""
    g0, _ = arena.play_one("frontline", ["random", "random"], 5, 0, _seatings())
    res = arena.run("frontline", ["random", "random"], 2, 5)
    g1, _ = arena.play_one("frontline", ["random", "random"], 6, 1, _seatings())
    first_won = (g0.outcome.winner == 0) + (g1.outcome.winner == 1)
    assert res[0].wins == first_won and res[0].wins + res[1].wins + res[0].draws == 2


def _seatings():
    from holytable.sim import ready_seatings

    return ready_seatings("frontline", 2)


@pytest.mark.parametrize("argv, says", [
    (["arena", "frontline", "--seats", "human,random"], "a human cannot sit"),
    (["arena", "frontline", "--seats", "hard,wizard"], "unknown seat 'wizard'"),
    (["arena", "frontline", "--seats", "normalx1,random"], "unknown seat 'normalx1'"),
    (["arena", "frontline", "--seats", "normalx101,random"], "unknown seat 'normalx101'"),
    (["arena", "chess", "--seats", "hard,random"], "unknown game 'chess'"),
    (["arena", "frontline", "--seats", "hard,random,random"], "Frontline seats 2 players, not 3"),
    (["arena", "frontline", "--seats", "hard,random", "--games", "0"], "--games must be at least 1"),
    (["arena", "undealt", "--seats", "normal,random"], "Undealt has no computer player yet"),
])
def test_usage_errors_are_one_line_exit_2(argv, says, capsys, monkeypatch):
    if argv[1] == "undealt":  # a game whose class does not deal hidden cards again (the engine's default)
        _undealt(monkeypatch)
    assert main(argv) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1 and says in err and err.startswith("holytable arena: ")


def test_wilson_interval():
    lo, hi = arena.wilson(194, 200)
    assert (round(100 * lo, 1), round(100 * hi, 1)) == (93.6, 98.6)
    assert arena.wilson(0, 10)[0] == 0.0 and arena.wilson(10, 10)[1] == pytest.approx(1.0)
    assert arena.fmt_time(0.18) == "180 ms" and arena.fmt_time(1.94) == "1.9 s"


def test_cpu_drops_the_wall_clock_ceiling_and_says_so(capsys, monkeypatch):
    from holytable.bot import ismcts

    monkeypatch.setitem(ismcts.STRENGTHS, "easy", ismcts.Budget(iterations=3, seconds=5.0, wall=1e-9))
    assert main(["arena", "frontline", "--seats", "random,easy", "--games", "1", "--seed", "8", "--cpu"]) == 0
    out, _ = capsys.readouterr()
    assert "processor-time caps only, decision times in processor time" in out.splitlines()[0]
    assert LINE.match(out.strip().splitlines()[-1])
    # a 1 ns wall-clock ceiling would stop every search after its first
    # iteration: --cpu drops it (Frontline's search_scale 3: 9 iterations)
    g, players = arena.play_one("frontline", ["random", "easy"], 8, 0, _seatings(), wall=False)
    assert players[1].last.iterations == 9


def test_cpu_keeps_the_processor_time_cap(monkeypatch):
    from holytable.bot import ismcts

    monkeypatch.setitem(ismcts.STRENGTHS, "easy", ismcts.Budget(iterations=10**6, seconds=1e-9, wall=1e9))
    g, players = arena.play_one("frontline", ["random", "easy"], 8, 0, _seatings(), wall=False)
    assert players[1].last.iterations == 1


def _undealt(monkeypatch):
    from holytable import games
    from holytable.games.frontline.rules import FrontlineGame

    from holytable.engine.game import Game

    class Undealt(FrontlineGame):
        title = "Undealt"
        redeal_hidden = Game.redeal_hidden

    entry = games.GameEntry("undealt", "Undealt", "", "x:Y", "holytable.games.frontline.decks")
    monkeypatch.setitem(games.GAMES, "undealt", entry)
    monkeypatch.setattr(arena, "game_class", lambda gid: Undealt if gid == "undealt" else games.game_class(gid))
    import holytable.sim as sim
    monkeypatch.setattr(sim, "game_class", lambda gid: Undealt if gid == "undealt" else games.game_class(gid))


def test_a_stopped_run_reports_the_games_it_finished(capsys, monkeypatch):
    real = arena.play_one
    calls = []

    def stop_third(*a, **k):
        calls.append(1)
        if len(calls) == 3:
            raise KeyboardInterrupt
        return real(*a, **k)

    monkeypatch.setattr(arena, "play_one", stop_third)
    assert main(["arena", "frontline", "--seats", "random,random", "--games", "5", "--seed", "1"]) == 130
    out = capsys.readouterr().out.strip().splitlines()
    assert "stopped after 2 of 5 games" in out and LINE.match(out[-1]) and ", 2 games;" in out[-1]


def test_jobs_play_the_same_games_as_one_at_a_time():
    """--jobs: the same seeds and seatings, counted as they finish: the tallies are those of a run one by one."""
    one = arena.run("holy_wars", ["random", "random"], 6, 11)
    two = arena.run("holy_wars", ["random", "random"], 6, 11, jobs=2)
    assert [(r.wins, r.draws, r.losses) for r in one] == [(r.wins, r.draws, r.losses) for r in two]


def test_a_run_is_its_halves_put_together():
    """Game i is seed S + i with the seats turned i: 4 games from seed 20 = 2 from 20 and 2 from 22."""
    whole = arena.run("frontline", ["random", "random"], 4, 20)
    a = arena.run("frontline", ["random", "random"], 2, 20)
    b = arena.run("frontline", ["random", "random"], 2, 22)
    assert [r.wins for r in whole] == [x.wins + y.wins for x, y in zip(a, b)]


def test_a_log_is_taken_up_where_it_stopped(tmp_path, capsys, monkeypatch):
    log = tmp_path / "run.jsonl"
    argv = ["arena", "frontline", "--seats", "random,random", "--games", "3", "--seed", "30", "--log", str(log)]
    assert main(argv) == 0
    whole = capsys.readouterr().out.strip().splitlines()[-1]
    lines = log.read_text().splitlines()
    assert len(lines) == 4 and '"seats": ["random", "random"]' in lines[0]
    # stopped after game 2, its third line cut short by a kill
    log.write_text("\n".join(lines[:3]) + "\n" + lines[3][:20])
    played = []
    real = arena.one_game
    monkeypatch.setattr(arena, "one_game", lambda *a, **k: played.append(a[2]) or real(*a, **k))
    assert main(argv) == 0
    out = capsys.readouterr().out.strip().splitlines()
    assert played == [32] and "2 already in" in out[0] and out[-1] == whole
    again = log.read_text().splitlines()
    assert again[:3] == lines[:3] and again[3].split('"seconds"')[0] == lines[3].split('"seconds"')[0]


def test_a_log_of_another_run_is_refused_in_one_line(tmp_path, capsys):
    log = tmp_path / "run.jsonl"
    assert main(["arena", "frontline", "--seats", "random,random", "--games", "1", "--seed", "5", "--log", str(log)]) == 0
    capsys.readouterr()
    assert main(["arena", "frontline", "--seats", "random,random", "--games", "1", "--seed", "6", "--log", str(log)]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1 and f"{log}, line 1: the log of another run" in err
    log.write_text(log.read_text() + "garbage\n{}\n")
    assert main(["arena", "frontline", "--seats", "random,random", "--games", "1", "--seed", "5", "--log", str(log)]) == 2
    assert f"{log}, line 3: not a game's result of this run" in capsys.readouterr().err


def test_the_log_counts_the_searches_the_time_cap_cut_short(tmp_path, capsys, monkeypatch):
    """Each game's line says how many of each kind's searches the processor-time
    cap ended (a loaded machine cuts more of them: docs/bot.md); the seat lines
    sum them. A cap no search can reach cuts none; a cap every search reaches
    (one iteration's worth) cuts every one that wanted more."""
    import json

    from holytable.bot import ismcts

    log = tmp_path / "run.jsonl"
    monkeypatch.setitem(ismcts.STRENGTHS, "easy", ismcts.Budget(iterations=50, run=None, seconds=1e-9, enough=0.0,
                                                                least=50))
    assert main(["arena", "holy_wars", "--seats", "easy,random", "--games", "1", "--seed", "2", "--cpu",
                 "--log", str(log)]) == 0
    res = json.loads(log.read_text().splitlines()[1])
    assert res["capped"][0] == len(res["times"][0]) > 0 and res["capped"][1] == 0
    assert f"{res['capped'][0]} of {res['capped'][0]} cut short by the time cap" in capsys.readouterr().out
    monkeypatch.setitem(ismcts.STRENGTHS, "easy", ismcts.Budget(iterations=3, run=None, seconds=60.0, least=1))
    log2 = tmp_path / "run2.jsonl"
    assert main(["arena", "holy_wars", "--seats", "easy,random", "--games", "1", "--seed", "2", "--cpu",
                 "--log", str(log2)]) == 0
    res = json.loads(log2.read_text().splitlines()[1])
    assert res["capped"] == [0, 0] and res["times"][0]
    assert f"0 of {len(res['times'][0])} cut short" in capsys.readouterr().out


def test_fl_4_priority_falls_to_either_deck_in_simulate_and_arena():
    """FL-4: the coin toss, not the seating, gives priority. The seating is
    drawn from a stream of its own (holytable.sim.seat_rng); drawn from the
    game's own seed, as before 2026-12-02, it was the coin toss's very draw
    and Black had priority in every game."""
    import random

    from holytable import sim

    pairs = _seatings()
    got = {"sim": [], "arena": [], "old": []}
    for seed in range(1, 61):
        g = sim.play_one("frontline", seed, pairs)
        got["sim"].append(g.decks[g.first_player].name)
        g, _ = arena.play_one("frontline", ["random", "random"], seed, seed % 2, pairs)
        got["arena"].append(g.decks[g.first_player].name)
        seating = pairs[random.Random(seed).randrange(len(pairs))]
        was = type(g)(seed=seed, decks=list(seating[:2]), names=sim.seat_names(seating[2:]))
        got["old"].append(was.decks[was.first_player].name if was.first_player is not None else None)
    for k in ("sim", "arena"):
        assert 15 <= got[k].count("Black") <= 45, (k, got[k].count("Black"))
    assert set(got["old"]) == {"Black"}  # what the old draw did: why it changed


def test_a_log_begun_before_the_seating_changed_is_taken_up_with_its_own(tmp_path, capsys):
    """A log whose head has no ``seating`` (begun before 2026-12-02) goes on
    drawing its decks as it began (seating 1), so its games stay one run."""
    import json
    import random

    log = tmp_path / "old.jsonl"
    assert main(["arena", "frontline", "--seats", "random,random", "--games", "3", "--seed", "20",
                 "--log", str(log)]) == 0
    lines = log.read_text().splitlines()
    head = json.loads(lines[0])
    assert head["seating"] == 2
    del head["seating"]
    log.write_text("\n".join([json.dumps(head)] + lines[1:2]) + "\n")
    capsys.readouterr()
    assert main(["arena", "frontline", "--seats", "random,random", "--games", "3", "--seed", "20",
                 "--log", str(log)]) == 0
    assert "seating 1" in capsys.readouterr().out
    pairs = _seatings()
    for line in log.read_text().splitlines()[2:]:
        res = json.loads(line)
        old = pairs[random.Random(res["seed"]).randrange(len(pairs))]
        assert res["decks"] == [d.name for d in old[:2]]
    assert arena.log_seating(str(log)) == 1 and arena.log_seating(str(tmp_path / "none.jsonl")) is None
