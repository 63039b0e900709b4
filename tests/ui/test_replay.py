"""``holytable replay FILE`` (issue 2, §3): step through a record."""
from __future__ import annotations

import pytest
from uihelpers import SIZE, finished_record, partial_record, screen_text

from holytable.engine.record import load_record
from holytable.ui.app import HolytableApp, run_replay


async def test_replay_steps_forward_and_back(tmp_path):
    rec = partial_record(tmp_path / "r.json", 12)
    n = len(rec.choices)
    app = HolytableApp(replay=load_record(tmp_path / "r.json"))
    async with app.run_test(size=SIZE) as pilot:
        gs = app.screen
        assert gs.replay and f"Replay: choice 0 of {n}" in screen_text(app)
        await pilot.press("right", "right", "right")
        assert gs.replay_k == 3 and len(gs.game.choices) == 3
        assert f"Replay: choice 3 of {n}" in screen_text(app)
        await pilot.press("left")
        assert gs.replay_k == 2 and gs.game.choices == rec.choices[:2]
        await pilot.press("end")
        assert gs.replay_k == n and gs.game.choices == rec.choices
        await pilot.press("right")
        assert gs.replay_k == n
        await pilot.press("home", "left")
        assert gs.replay_k == 0
        await pilot.press("u", "1", "enter", "x")  # no play keys in a replay
        assert gs.replay_k == 0 and not load_record(tmp_path / "r.json").finished
        await pilot.press("escape")
    assert app.return_code == 0


@pytest.mark.parametrize(
    "data, words",
    [(b"{not json", "damaged"), (b'{"format": 7, "game": "frontline"}', "newer holytable"), (b"", "damaged")],
)
def test_replay_of_a_bad_file_is_one_line(tmp_path, capsys, data, words):
    """Exit status 1 and one line on stderr, no traceback."""
    p = tmp_path / "bad.json"
    p.write_bytes(data)
    assert run_replay(p) == 1
    err = capsys.readouterr().err
    assert words in err and err.count("\n") == 1 and "Traceback" not in err


async def test_replay_of_a_finished_game_switches_whose_view_with_v(tmp_path):
    rec = finished_record(tmp_path / "f.json")
    app = HolytableApp(replay=load_record(tmp_path / "f.json"))
    async with app.run_test(size=SIZE) as pilot:
        gs = app.screen
        await pilot.press("right", "right")
        seat = gs.seat
        await pilot.press("v")
        assert gs.seat == 1 - seat
        assert f"{rec.names[1 - seat]}'s view" in screen_text(app)


async def test_replay_of_an_unfinished_game_shows_no_hand_and_no_next_choice(tmp_path):
    """A save of a game in progress must not show one player's hand to the other."""
    rec = partial_record(tmp_path / "r.json", 5)
    app = HolytableApp(replay=load_record(tmp_path / "r.json"))
    async with app.run_test(size=SIZE) as pilot:
        gs = app.screen
        await pilot.press("end")
        game = gs.game
        text = screen_text(app)
        for seat in (0, 1):
            for c in game.view_dict(seat)["players"][seat]["hand"]:
                assert f"{c['name']}\u00a0{c['rank']}" not in text and f"{c['name']} {c['rank']}" not in text
        assert "public view" in text
        await pilot.press("home", "right")
        text = screen_text(app)
        assert "draft:" not in text and "hidden in this view" in text
        seat = gs.seat
        await pilot.press("v")  # not offered: there is only the public view
        assert gs.seat == seat
