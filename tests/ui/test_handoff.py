"""Hot-seat privacy (DESIGN.md): a handoff hides everything private whenever the
deciding player changes; the opponent's hand is never on screen."""
from __future__ import annotations

from uihelpers import SIZE, game_app, game_screen, pass_handoff, screen_text, until

from holytable.ui.game_screen import GameScreen
from holytable.ui.modals import HandoffScreen


def hand_names(game, seat):
    return {c["name"] for c in game.view_dict(seat)["players"][seat]["hand"]}


async def test_handoff_at_start_and_when_the_decider_changes():
    app = game_app()
    async with app.run_test(size=SIZE) as pilot:
        gs = game_screen(app)
        game = gs.game
        assert isinstance(app.screen, HandoffScreen)
        text = screen_text(app)
        first = game.pending.player
        assert f"Pass the keyboard to {game.names[first]}" in text
        for seat in (0, 1):
            for name in hand_names(game, seat):
                assert name not in text
        assert gs.viewer() is None  # the board below draws the public view only
        await pilot.press("enter")
        text = screen_text(app)
        other = 1 - first
        # The decider sees their own hand, never the opponent's.
        assert any(name in text for name in hand_names(game, first))
        assert not (hand_names(game, other) - hand_names(game, first)) & set(text.split())
        await pilot.press("1")
        assert isinstance(app.screen, HandoffScreen)
        text = screen_text(app)
        assert f"Pass the keyboard to {game.names[other]}" in text
        for seat in (0, 1):
            for name in hand_names(game, seat):
                assert name not in text, name
        await pilot.press("enter")
        assert isinstance(app.screen, GameScreen)
        assert gs.viewer() == other


async def test_rules_and_log_screens():
    app = game_app()
    async with app.run_test(size=SIZE) as pilot:
        await pass_handoff(pilot)
        gs = game_screen(app)
        await pilot.press("question_mark")
        assert type(app.screen).__name__ == "RulesScreen"
        await until(pilot, lambda: app.screen.ready)  # the page is laid out
        assert "FL-1" in screen_text(app)
        await pilot.press("question_mark")  # ? toggles: never two rules screens
        assert app.screen is gs
        await pilot.press("question_mark")
        await until(pilot, lambda: app.screen.ready)
        await pilot.press("escape")
        assert app.screen is gs
        await pilot.press("L")
        assert type(app.screen).__name__ == "LogScreen"
        me = gs.seat
        log_text = "\n".join(app.screen.lines)
        assert log_text == "\n".join(gs.game.view_dict(me)["log"])
        assert f"{gs.game.names[1 - me]} drew a card." in log_text
        await pilot.press("escape")
        assert app.screen is gs


async def test_unexpected_keys_never_crash():
    app = game_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("x", "f5", "ctrl+x", "9", "tab", "space", "pageup")
        await pass_handoff(pilot)
        await pilot.press("x", "f5", "ctrl+x", "9", "pageup", "home", "end", "v", "left", "right")
        await pilot.press("escape")  # asks whether to leave
        await pilot.press("escape")  # no
        assert isinstance(app.screen, GameScreen)
        await pilot.press("escape", "left", "enter")  # focus Leave, press it
        assert type(app.screen).__name__ == "LobbyScreen"


async def test_escape_on_the_handoff_asks_then_leaves_to_the_lobby():
    from holytable.ui.lobby import LobbyScreen
    from holytable.ui.modals import ConfirmScreen

    app = game_app()
    async with app.run_test(size=SIZE) as pilot:
        assert isinstance(app.screen, HandoffScreen)
        await pilot.press("escape")
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.press("escape")  # stay
        assert isinstance(app.screen, HandoffScreen)
        await pilot.press("escape")
        await pilot.press("y")
        await pilot.pause()
        assert isinstance(app.screen, LobbyScreen)


def test_in_app_rules_show_the_players_part_only():
    from holytable.ui.modals import DEVELOPER_NOTES, player_part

    page = f"# Game\n\n## On screen\nKeys.\n\n{DEVELOPER_NOTES}\n## Engine\nholytable/games/x/rules.py\n"
    shown = player_part(page)
    assert "On screen" in shown and "holytable/games" not in shown and "Engine" not in shown
    assert player_part("# Plain page\nAll of it.") == "# Plain page\nAll of it."
