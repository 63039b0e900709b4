"""The stops kept in the settings by name never make the settings file one
holytable refuses (issue 16; found by break18): past the limit of names a
game, the name set longest ago is forgotten.

Promise (README: the settings keep "each player's stops in each game, by
name"; a damaged settings file is moved aside, and settings are never lost
for the app's own doing).

Fault: ``Settings.stops`` is refused past 64 names a game ("too many players
or moments"), but ``with_stops`` (what ``t``'s dialog applies through
``HolytableApp.apply_settings``) adds a 65th name without a check, and
``save_settings`` writes it. From then on every settings save in that session
is refused ("is damaged: settings are not saved there"), and at the next
start the file is moved aside as damaged: every player's stops in every game
are lost (the whole field fails to read).
"""
from __future__ import annotations

from holytable.engine.stops import default_stops
from holytable.games import game_class
from holytable.ui.settings import Settings, load_settings, save_settings
from holytable.ui.stops import stops_of, with_stops


def test_stops_for_one_more_name_never_make_the_settings_file_unreadable():
    cls = game_class("pantheon")
    other = sorted(default_stops(cls) ^ {"their_ability"})
    s = Settings()
    for i in range(64):  # 64 people have played Pantheon here and changed their stops
        s = with_stops(s, "pantheon", f"P{i}", other)
    save_settings(s)
    assert load_settings()[1] is None
    s = with_stops(s, "pantheon", "Newcomer", other)  # the 65th changes theirs with t
    save_settings(s)
    again = s.model_copy(update={"theme": "light"})
    save_settings(again)  # any later change of a setting is still saved
    loaded, notice = load_settings()
    assert notice is None, notice
    assert stops_of(loaded, cls, "Newcomer") == stops_of(loaded, cls, "P1") == frozenset(other)
    assert stops_of(loaded, cls, "P0") == default_stops(cls)  # set longest ago: forgotten
    s = with_stops(loaded, "pantheon", "P1", other)  # P1 sets theirs again: now the latest
    s = with_stops(s, "pantheon", "Another", other)
    assert stops_of(s, cls, "P1") == frozenset(other) and stops_of(s, cls, "P2") == default_stops(cls)
