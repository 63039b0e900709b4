"""Player names are never checked for control characters: a bracketed paste
into a name field keeps ESC, and a save's "names" (any JSON string) are drawn
as they are. Seen in tmux: a save named "Ana\\x1b]2;PWNED-TITLE\\x07\\x1b[2J\\x1b[5;5HHIJACK"
cleared the lobby, drew "HIJACK" at row 5 and set the terminal's title to
PWNED-TITLE just by being listed. Fix: refuse non-printable names in the lobby
(Input validator / on_paste), in GameRecord.names and LastSetup.names
(a field validator), and strip control characters where names are drawn."""

from textual import events
from textual.widgets import Input
from uihelpers import SIZE, engine_game, game_screen

from holytable.engine.record import GameRecord, RecordError, load_record, save_record
from holytable.ui.app import HolytableApp

EVIL = "Ana\x1b]2;PWNED\x07\x1b[2J"


def test_a_save_whose_name_holds_escape_codes_is_refused_or_cleaned(tmp_path):
    rec = GameRecord.of(engine_game()).model_copy(update={"names": [EVIL, "Bo"]})
    path = tmp_path / "s.json"
    save_record(rec, path)
    try:
        loaded = load_record(path)
    except RecordError:
        return
    assert all(n.isprintable() for n in loaded.names), loaded.names


async def test_a_pasted_name_keeps_no_control_characters():
    app = HolytableApp(game="frontline", key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause(0.3)
        name = app.screen.query_one("#name-0", Input)
        name.focus()
        name.value = ""
        await pilot.pause(0.1)
        name.post_message(events.Paste(EVIL))
        await pilot.pause(0.2)
        app.screen.start()
        await pilot.pause(0.5)
        names = game_screen(app).game.names if any(
            type(s).__name__.endswith("Screen") and hasattr(s, "game") for s in app.screen_stack) else [name.value]
        assert all(n.isprintable() for n in names), names


import json  # noqa: E402

import pytest  # noqa: E402

from holytable.engine.text import check_names, safe_text  # noqa: E402
from holytable.ui.lobby import save_entry, save_problem_screen  # noqa: E402
from holytable.ui.settings import load_settings  # noqa: E402


@pytest.mark.parametrize("names", [
    ["Ana", "ana"],                   # the same name twice
    ["   ", "Bo"],                    # empty once trimmed
    ["x" * 100_000, "Bo"],            # far too long
    ["Ana\u202eoB", "Bo"],            # a bidi override
    ["Ana\ud800", "Bo"],              # a lone surrogate
    ["Ana\x9b2J", "Bo"],              # a C1 control (CSI)
])
def test_a_save_with_bad_names_is_reported_damaged_in_one_line(tmp_path, names):
    data = json.loads(GameRecord.of(engine_game()).model_dump_json())
    data["names"] = names
    path = tmp_path / "s.json"
    path.write_text(json.dumps(data))
    with pytest.raises(RecordError) as e:
        load_record(path)
    assert e.value.kind == "damaged"
    text = str(e.value)
    assert "\n" not in text and text.isprintable() and len(text) < 300


def test_wide_names_count_cells_and_unicode_names_are_fine():
    assert check_names(["日本語", "Zoë"]) == ["日本語", "Zoë"]
    with pytest.raises(ValueError):
        check_names(["日" * 13, "Bo"])       # 26 cells


def test_settings_whose_last_names_hold_escape_codes_keep_the_rest(holytable_home):
    (holytable_home / "settings.json").write_text(json.dumps(
        {"theme": "light", "last": {"game": "frontline", "names": [EVIL, "Bo"], "decks": [], "options": {}}}))
    settings, notice = load_settings()
    assert settings.theme == "light" and settings.last is None and notice
    assert "\x1b" not in notice


def test_a_save_file_named_with_escape_codes_is_listed_safely(tmp_path):
    path = tmp_path / "evil\x1b[2J\x07.json"
    path.write_text("{not json")
    text, problem = save_entry(path, None, RecordError(f"{path}: damaged", path=path))
    assert problem is not None and text.plain.isprintable(), text.plain
    assert text.plain.startswith("✗ evil?[2J?.json: damaged"), text.plain  # the path is not said twice
    screen = save_problem_screen(path, problem)
    assert "\x1b" not in screen.body().plain and "\x07" not in screen.body().plain
    assert safe_text("a\x1bb\u202ec") == "a?b?c"


async def test_the_lobby_lists_a_save_with_an_escape_in_its_name_without_drawing_it(holytable_home):
    saves = holytable_home / "saves"
    saves.mkdir()
    (saves / "x\x1b]2;PWNED\x07.json").write_text("{")
    app = HolytableApp(game="frontline", key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        from uihelpers import lobby_ready

        await lobby_ready(pilot)
        from textual.widgets import OptionList
        box = app.screen.query_one("#saves", OptionList)
        shown = [box.get_option_at_index(i).prompt for i in range(box.option_count)]
        plain = [getattr(p, "plain", str(p)) for p in shown]
        assert plain and all(p.isprintable() for p in plain), plain


async def test_typed_control_characters_never_reach_a_name():
    app = HolytableApp(game="frontline", key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause(0.3)
        name = app.screen.query_one("#name-0", Input)
        name.focus()
        name.value = ""
        name.insert_text_at_cursor("Zo\x07ë\u202e" + "z" * 40)
        await pilot.pause(0.1)
        assert name.value.isprintable() and name.value.startswith("Zoë") and len(name.value) == 24


async def test_the_lobby_refuses_a_name_too_wide_for_the_screen():
    from holytable.ui.lobby import LobbyScreen

    app = HolytableApp(game="frontline", key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause(0.3)
        name = app.screen.query_one("#name-0", Input)
        name.value = "日" * 13               # 13 characters, 26 columns
        app.screen.start()
        await pilot.pause(0.2)
        assert isinstance(app.screen, LobbyScreen)
        assert any("too long" in str(n.message) for n in app._notifications)
