"""Issue 13, the lobby as a new player met it at 80x24: Enter on any row of the
form started a game (three by accident); the focused field could not be told
without colour; games left before their first choice stayed under "Resume"
as "turn 0 · 0 choices"."""
from __future__ import annotations

import pytest
from textual.widgets import Button, Input, Select
from uihelpers import NAMES, SIZE, game_screen, lobby_ready, partial_record, pass_handoff, screen_text, until

from holytable.engine.record import load_record, saves_dir
from holytable.games import GAMES
from holytable.ui.app import HolytableApp
from holytable.ui.game_screen import GameScreen
from holytable.ui.lobby import LobbyScreen
from holytable.ui.modals import ConfirmScreen, HandoffScreen

LOBBY_GAMES = [e.id for e in GAMES.values() if e.in_lobby]


def lobby_of(app) -> LobbyScreen:
    return next(s for s in app.screen_stack if isinstance(s, LobbyScreen))


def form_fields(lobby: LobbyScreen) -> list:
    return [w for w in lobby.query("#lobby-form Input, #lobby-form Select") if w.display]


# -- (a) Enter acts on the field; only Start (or Ctrl+T) starts -------------------------
@pytest.mark.parametrize("game", LOBBY_GAMES)
async def test_enter_on_any_field_of_the_form_never_starts_a_game(game):
    app = HolytableApp(game=game, key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        await lobby_ready(pilot)
        lobby = lobby_of(app)
        fields = form_fields(lobby)
        assert len(fields) >= 5
        for field in fields:
            lobby.set_focus(field)
            await pilot.pause()
            await pilot.press("enter")
            await pilot.pause()
            if isinstance(field, Select):  # Enter opened it; Enter again chooses
                assert field.expanded, field.id
                await pilot.press("enter")
                await pilot.pause()
                assert not field.expanded and field.has_focus, field.id
            assert app.screen is lobby, f"Enter on {field.id} left the lobby"
        assert not (saves_dir().is_dir() and any(saves_dir().glob("*.json")))


async def test_enter_walks_down_the_form_to_start_which_starts():
    app = HolytableApp(key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        await lobby_ready(pilot)
        lobby = lobby_of(app)
        await pilot.press("enter")  # the games list opens the form
        assert lobby.query_one("#name-0", Input).has_focus
        await pilot.press("enter")
        assert lobby.query_one("#name-1", Input).has_focus
        lobby.set_focus(lobby.query_one("#seed", Input))
        await pilot.press("enter")
        assert lobby.query_one("#start", Button).has_focus and app.screen is lobby
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, (HandoffScreen, GameScreen))


async def test_ctrl_t_starts_from_a_name_and_the_footer_names_it():
    app = HolytableApp(names=list(NAMES), key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        await lobby_ready(pilot)
        assert "^t Start" in screen_text(app).splitlines()[-1]
        await pilot.press("enter", "ctrl+t")
        await pilot.pause()
        assert isinstance(app.screen, (HandoffScreen, GameScreen))
        assert game_screen(app).game.names == NAMES


# -- (b) focus visible without colour ------------------------------------------------
def _attrs(app, widget, own: bool = False) -> list[str]:
    """The cells of ``widget``'s row of the form (``own``: of the widget alone)
    as text with bold/reverse/underline/italic marks, every colour left out:
    what a monochrome terminal (or NO_COLOR) shows."""
    region = widget.region
    row = widget.parent if widget.parent is not None and "row" in widget.parent.classes else widget
    if not own:
        region = row.region.union(region)
    lines = app.screen._compositor.render_update(full=True).strips
    out = []
    for y in range(region.y, region.bottom):
        cells = []
        for seg in (seg for strip in lines[y] for seg in strip):
            s = seg.style
            marks = "".join(m for m, on in (("B", s and s.bold), ("R", s and s.reverse),
                                            ("U", s and s.underline), ("I", s and s.italic)) if on)
            cells.extend(f"{marks}{ch}" for ch in seg.text)
        out.append("|".join(cells[region.x:region.right]))
    return out


async def test_the_focused_field_shows_without_colour():
    partial_record(saves_dir() / "frontline-a.json", 3)
    app = HolytableApp(key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        await lobby_ready(pilot)
        lobby = lobby_of(app)
        targets = [w for w in lobby.query("*") if w.focusable and w.display and w.region.area]
        ids = {w.id for w in targets}
        assert {"games", "name-0", "name-1", "deck-0", "kind-0", "kind-1", "seed", "start", "saves"} <= ids, ids
        for widget in targets:
            other = lobby.query_one("#games") if widget.id != "games" else lobby.query_one("#name-0")
            lobby.set_focus(other)
            await pilot.pause()
            unfocused = _attrs(app, widget)
            label = widget.parent.query(".row-label").first() if "row" in widget.parent.classes else None
            label_before = _attrs(app, label, own=True) if label is not None else None
            lobby.set_focus(widget)
            await pilot.pause()
            assert _attrs(app, widget) != unfocused, f"focus on {widget.id} shows by colour alone"
            if label is not None:  # the row's label is reversed: which row, at a glance
                cells = _attrs(app, label, own=True)[0].split("|")
                words = "".join(c[-1] for c in cells).strip()
                assert words and "".join(c[-1] for c in cells if "R" in c).strip() == words, (widget.id, cells)
                assert not any("R" in cell for cell in label_before[0].split("|")), widget.id


# -- (c) a game left before its first real choice ---------------------------------------
async def test_a_game_left_before_its_first_choice_is_not_kept_nor_offered():
    app = HolytableApp(names=list(NAMES), key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        await lobby_ready(pilot)
        await pilot.press("enter", "ctrl+t")
        gs = game_screen(app)
        await pass_handoff(pilot)
        await pilot.press("escape")
        assert isinstance(app.screen, ConfirmScreen)
        assert "not kept" in app.screen.question and "It is saved" not in app.screen.question
        await pilot.press("y")
        lobby = lobby_of(app)
        await until(pilot, lambda: app.screen is lobby and lobby.saves_loaded)
        assert not gs.save_path.exists()
        assert "Resume a saved game" not in screen_text(app)


async def test_a_takeback_of_the_only_choice_removes_the_save_and_one_choice_lists_it():
    app = HolytableApp(names=list(NAMES), key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        await lobby_ready(pilot)
        await pilot.press("enter", "ctrl+t")
        gs = game_screen(app)
        await pass_handoff(pilot)
        await pilot.press("1")
        assert load_record(gs.save_path).choices == gs.game.choices != []
        await pilot.press("u")  # (from the handoff, or on the game screen)
        await until(pilot, lambda: gs.game.choices == [])
        assert not gs.save_path.exists()


async def test_an_old_save_with_no_choice_is_not_offered_and_left_as_it_is():
    """Saves written by earlier versions at a game's start."""
    saves_dir().mkdir(parents=True)
    partial_record(saves_dir() / "frontline-real.json", 3)
    empty = saves_dir() / "frontline-empty.json"
    partial_record(empty, 0)  # the newest
    assert load_record(empty).updated >= load_record(saves_dir() / "frontline-real.json").updated
    before = empty.read_bytes()
    app = HolytableApp(key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        await lobby_ready(pilot)
        text = screen_text(app)
        assert "3 choices" in text and "0 choices" not in text
        assert empty.read_bytes() == before
    app = HolytableApp(resume=True, key_guard=0)  # the newest unfinished game: the one begun
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: any(isinstance(s, GameScreen) for s in app.screen_stack))
        assert game_screen(app).save_path.name == "frontline-real.json"


def test_a_game_stopped_by_a_signal_before_its_first_choice_is_not_kept(tmp_path):
    """SIGTERM/SIGHUP save the open game (holytable.ui.app.finish): not one
    with no choice yet, which resuming would not offer; the line says so."""
    import io
    import signal
    from types import SimpleNamespace

    from uihelpers import engine_game

    from holytable.engine.record import GameRecord
    from holytable.ui.app import finish

    game = engine_game()
    path = tmp_path / "saves" / "frontline-x.json"
    app = HolytableApp(key_guard=0)
    app.signalled = signal.SIGTERM
    app._return_code = 128 + signal.SIGTERM
    app._crash_game = SimpleNamespace(game=game, record=GameRecord.of(game), save_path=path)
    out = io.StringIO()
    assert finish(app, out) == 128 + signal.SIGTERM
    assert not path.exists() and "nothing to keep" in out.getvalue()
    game.choose(game.pending.ids()[0])
    app._crash_game = SimpleNamespace(game=game, record=GameRecord.of(game), save_path=path)
    out = io.StringIO()
    finish(app, out)
    assert load_record(path).choices == game.choices and "is saved in" in out.getvalue()


async def test_ctrl_t_right_after_an_arrow_brings_the_form_to_the_listed_game_and_starts_nothing():
    """fresh21: Down in the games list then Ctrl+T (before the form had
    followed the list) started the game above it. Ctrl+T now brings the form
    to the highlighted game and says so; a second Ctrl+T starts that game."""
    from holytable.ui.lobby import LobbyScreen

    app = HolytableApp(names=list(NAMES), key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        await lobby_ready(pilot)
        lobby = app.screen
        assert isinstance(lobby, LobbyScreen)
        lobby.set_focus(lobby.query_one("#games"))
        before = lobby.game_id
        await pilot.press("down", "ctrl+t")
        await pilot.pause()
        listed = lobby._listed_game()
        assert listed != before and app.screen is lobby, "nothing started"
        assert lobby.game_id == listed, "the form shows the highlighted game"
        assert any("Ctrl+T again starts it" in n.message for n in app._notifications)
        await pilot.press("ctrl+t")
        await pilot.pause()
        assert isinstance(app.screen, (HandoffScreen, GameScreen)) and game_screen(app).game.game_id == listed
