"""A valid JSON settings.json or save whose player name holds a lone surrogate
escape ("\\ud800") loads as sound, but every later write raises
PydanticSerializationError (a ValueError, not OSError): starting a game from the
lobby ends the app with a traceback (exit 1), and a resumed game crashes at its
next choice; finish() then raises again on the same save."""
import json
from pathlib import Path

from uihelpers import SIZE, engine_game, game_screen, until

from holytable.engine.record import GameRecord, load_record, save_record
from holytable.ui.app import HolytableApp
from holytable.ui.settings import load_settings, save_settings

BAD = '{"theme": "dark", "last": {"game": "frontline", "names": ["Ana\\ud800", "Bo"], "decks": ["red", "black"], "options": {}}}'


def test_settings_with_a_lone_surrogate_are_damaged_or_still_saveable(holytable_home):
    (holytable_home / "settings.json").write_text(BAD)
    settings, notice = load_settings()
    # either the name is refused on load (with a notice) or it can be saved again
    if notice is None:
        save_settings(settings)  # raises PydanticSerializationError today


def test_a_save_with_a_lone_surrogate_name_is_refused_or_resaved(tmp_path):
    game = engine_game()
    rec = GameRecord.of(game)
    data = json.loads(rec.model_dump_json())
    data["names"][0] = "Ana\ud800"
    path = tmp_path / "s.json"
    path.write_text(json.dumps(data))  # json.dumps escapes it: a valid file
    try:
        loaded = load_record(path)
    except Exception:
        return  # refused on load: fine
    save_record(loaded, tmp_path / "again.json")  # raises ValueError today, not OSError


async def test_starting_a_game_with_such_settings_does_not_crash(holytable_home):
    (holytable_home / "settings.json").write_text(BAD)
    app = HolytableApp(key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause(0.3)
        await pilot.press("enter")
        await pilot.pause(0.3)
        await pilot.press("enter")
        await pilot.pause(0.5)
    assert not app.crashed and app.return_code in (0, None)
