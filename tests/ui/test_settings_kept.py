"""Settings kept across starts (issue 9, items 4 and 5 of the tester's list):

- a damaged settings.json keeps its readable fields, and they are written back
  at once (atomically) after the damaged file is moved aside: quitting before
  any other save must not lose them;
- a field written by a newer holytable (unknown here) survives a load and save.
"""
import json

from holytable.ui.settings import load_settings, save_settings


def test_the_fields_kept_from_a_damaged_file_survive_a_second_start(holytable_home):
    path = holytable_home / "settings.json"
    path.write_text('{"theme": "light", "reaction_mode": "sometimes", "last": ')  # cut short
    first, notice = load_settings()
    assert first.theme == "light" and notice
    assert len(list(holytable_home.glob("settings.damaged-*.json"))) == 1
    second, notice2 = load_settings()       # the app was quit at once, then started again
    assert second.theme == "light", "the theme kept from the damaged file is lost"
    assert notice2 is None
    assert not list(holytable_home.glob(".tmp-*"))


def test_an_unknown_field_survives_a_load_and_save(holytable_home):
    path = holytable_home / "settings.json"
    path.write_text(json.dumps({"theme": "light", "sound": "off"}))
    settings, notice = load_settings()
    assert notice is None
    save_settings(settings.model_copy(update={"reaction_mode": "when-able"}))
    data = json.loads(path.read_text())
    assert data.get("sound") == "off" and data["reaction_mode"] == "when-able"
