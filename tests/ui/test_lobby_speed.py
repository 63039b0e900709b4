"""The lobby's key-to-frame (issue 11): what a key changes on the lobby is drawn
in one frame, and what a key does not change is not rebuilt."""
from __future__ import annotations

from textual.widgets import OptionList, Static
from uihelpers import SIZE, lobby_ready

from holytable.games import GAMES
from holytable.ui.app import HolytableApp


def blurb_text(screen) -> str:
    return str(screen.query_one("#blurb", Static).render())


async def test_the_blurb_follows_the_games_list_in_the_same_frame():
    """Moving the games list's cursor changes the blurb at once, not through a
    message handled after the list's frame is drawn (one frame later: ~17 ms
    more per key in a terminal)."""
    app = HolytableApp(key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        await lobby_ready(pilot)
        lobby = app.screen
        games = lobby.query_one("#games", OptionList)
        ids = [e.id for e in GAMES.values()]
        for index in (1, 2, 0):
            games.highlighted = index  # no await: no message is handled before the check
            assert GAMES[ids[index]].blurb[:20] in " ".join(blurb_text(lobby).split())


async def test_moving_the_games_cursor_redraws_only_the_two_options_it_changes():
    """Down/Up on the games list repaints the option the cursor left and the one
    it is on, not the whole list (its border and every other option)."""
    app = HolytableApp(key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        await lobby_ready(pilot)
        games = app.screen.query_one("#games", OptionList)
        for index in (1, 2, 1, 0):
            await pilot.pause()
            games._dirty_regions.clear()
            games.highlighted = index
            dirty = sorted(games._dirty_regions)
            assert len(dirty) == 2 and all(r.height == 1 for r in dirty), dirty
            assert len({r.y for r in dirty}) == 2
        # and what is drawn is the same as a whole redraw
        await pilot.pause()
        shown = [line.text for line in games.render_lines(games.size.region)]
        games.refresh()
        assert [line.text for line in games.render_lines(games.size.region)] == shown


async def test_the_lobby_footer_is_not_rebuilt_when_its_keys_stay_the_same():
    """A bindings refresh (the cursor moving, the saves listed again) that
    leaves the lobby's keys as they are keeps the footer's keys (Textual's
    Footer removes and mounts them all again each time); a key that changes
    is shown changed."""
    from textual.widgets._footer import FooterKey

    app = HolytableApp(key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        await lobby_ready(pilot)
        lobby = app.screen
        before = list(lobby.query(FooterKey))
        assert before
        for key in ("down", "up"):
            await pilot.press(key)
            lobby.refresh_bindings()
            await pilot.pause()
        assert [id(k) for k in lobby.query(FooterKey)] == [id(k) for k in before]
        assert not [k for k in before if k.action == "saved_games"]  # no save to resume: not shown
        lobby.check_action = lambda action, parameters: True
        lobby.refresh_bindings()
        await pilot.pause()
        assert [k for k in lobby.query(FooterKey) if k.action == "saved_games"]


async def test_a_blurb_shown_before_is_not_drawn_again_unless_its_look_changed():
    """Back on a game already shown, the blurb's lines are those drawn then
    (not wrapped and coloured again); after a theme change they are drawn
    again, in the new colours."""
    app = HolytableApp(key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        await lobby_ready(pilot)
        lobby = app.screen
        games = lobby.query_one("#games", OptionList)
        blurb = lobby.query_one("#blurb", Static)
        region = blurb.size.region
        first = blurb.render_lines(region)
        games.highlighted = 1
        other = blurb.render_lines(region)
        assert [s.text for s in other] != [s.text for s in first]
        games.highlighted = 0
        assert blurb.render_lines(region) is first
        app.theme = "textual-light" if app.theme != "textual-light" else "textual-dark"
        await pilot.pause()
        again = blurb.render_lines(region)
        assert again is not first and [s.text for s in again] == [s.text for s in first]
        assert [str(s) for s in again] != [str(s) for s in first]  # other colours
