"""Autosave, resume and damaged saves (issue 2, §3)."""
from __future__ import annotations

import json

from uihelpers import NAMES, SIZE, game_app, game_screen, lobby_ready, pass_handoff, screen_text

from holytable.engine.record import FORMAT_VERSION, load_record, saves_dir
from holytable.ui.app import HolytableApp
from holytable.ui.game_screen import GameScreen
from holytable.ui.lobby import LobbyScreen
from holytable.ui.modals import HandoffScreen


async def play(pilot, n):
    app = pilot.app
    made = 0
    while made < n:
        if isinstance(app.screen, HandoffScreen):
            await pilot.press("enter")
        else:
            await pilot.press("1")
            made += 1


async def test_autosave_after_every_choice_and_resume():
    app = game_app()
    async with app.run_test(size=SIZE) as pilot:
        gs = game_screen(app)
        path = gs.save_path
        assert not path.exists()  # nothing chosen yet: nothing kept (issue 13)
        await play(pilot, 5)
        choices = list(gs.game.choices)
        assert load_record(path).choices == choices  # saved after each choice
        views = [gs.game.view_dict(p) for p in (0, 1)]
    # A new app resumes the newest unfinished save: same state, same file.
    app2 = HolytableApp(resume=True, key_guard=0)
    async with app2.run_test(size=SIZE) as pilot:
        assert isinstance(app2.screen, HandoffScreen)  # handoff on resume
        gs2 = game_screen(app2)
        assert gs2.save_path == path
        assert gs2.game.choices == choices
        assert [gs2.game.view_dict(p) for p in (0, 1)] == views
        await pilot.press("enter", "1")
        assert load_record(path).choices == choices + [gs2.game.choices[-1]]
        assert len(list(saves_dir().glob("*.json"))) == 1


async def test_resume_from_the_lobby_list():
    app = game_app()
    async with app.run_test(size=SIZE) as pilot:
        await play(pilot, 3)
        choices = list(game_screen(app).game.choices)
    app2 = HolytableApp(key_guard=0)
    async with app2.run_test(size=SIZE) as pilot:
        assert isinstance(app2.screen, LobbyScreen)
        await lobby_ready(pilot)
        text = screen_text(app2)
        assert "Resume a saved game" in text
        assert f"Frontline · {NAMES[0]} vs {NAMES[1]} · turn" in text and "3 choices" in text
        await pilot.press("ctrl+r", "enter")  # the saved games; the newest is highlighted
        await pass_handoff(pilot)
        assert isinstance(app2.screen, GameScreen)
        assert app2.screen.game.choices == choices


async def test_damaged_save_is_listed_and_never_touched():
    d = saves_dir()
    d.mkdir(parents=True)
    bad = d / "frontline-broken.json"
    data = b'{"format": 1, "game": "frontline", "seed": "x\xff'
    bad.write_bytes(data)
    newer = d / "frontline-newer.json"
    newer_data = b'{"format": 99, "game": "frontline"}'
    newer.write_bytes(newer_data)
    app = HolytableApp(key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        await lobby_ready(pilot)
        text = screen_text(app)
        assert "frontline-broken.json" in text and "damaged" in text
        assert "frontline-newer.json" in text and "newer holytable" in text
        # Damaged saves cannot be resumed (Enter shows why; Esc closes); Start has the focus.
        saves = app.screen.query_one("#saves")
        saves.focus()
        await pilot.press("down", "enter", "escape", "up", "enter", "escape")
        assert isinstance(app.screen, LobbyScreen)
        app.screen.query_one("#start").focus()
        await pilot.press("enter")
        await pass_handoff(pilot)
        await pilot.press("1")
    assert bad.read_bytes() == data
    assert newer.read_bytes() == newer_data
    assert len(list(d.glob("*.json"))) == 3


async def test_an_older_save_is_named_older_and_enter_shows_the_whole_reason_and_path():
    """Issue 9, item 6: not "damaged", and nothing cut off for good."""
    from holytable.ui.notice import NoticeScreen
    from uihelpers import partial_record

    d = saves_dir()
    d.mkdir(parents=True)
    older = d / "frontline-older.json"
    data = json.loads(partial_record(older, 3).model_dump_json())
    data["format"] = 0
    older.write_text(json.dumps(data))
    raw = older.read_bytes()
    long_bad = d / "frontline-a-rather-long-name-for-a-damaged-save.json"
    long_bad.write_bytes(b'{"format": 1, "game": "frontline", "seed": 3, "names": ["Ana"], "decks": [{}], '
                         b'"choices": "the end of this reason is long enough to be cut in the list"}')
    app = HolytableApp(key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        await lobby_ready(pilot)
        text = screen_text(app)
        assert "frontline-older.json" in text and "saved by an older holytable" in text
        assert "damaged" not in text.split("frontline-older.json")[1].splitlines()[0]
        saves = app.screen.query_one("#saves")
        saves.focus()
        for name in ("frontline-older.json", long_bad.name):
            i = next(i for i, (p, _r, _e) in enumerate(app.screen._saves) if p.name == name)
            saves.highlighted = i
            await pilot.press("enter")
            assert isinstance(app.screen, NoticeScreen)
            body = app.screen.body().plain
            assert f"File: {d / name}" in body
            if name == "frontline-older.json":
                assert f"older holytable: format 0; this version reads formats 1 to {FORMAT_VERSION}" in body
            else:
                assert "choices: Input should be a valid list" in body
            await pilot.press("escape")
            assert isinstance(app.screen, LobbyScreen)
    assert older.read_bytes() == raw
