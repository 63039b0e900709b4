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
