"""The stops dialog says truly what the reaction mode in use does: its
privacy sentence only in the "stops" mode (issue 16; found by break18).

Promise (README: the settings offer "always ask" (every window) and "ask
only when I can respond", which passes for a player with no answer and so
tells the opponent; the settings screen: stops "leak nothing", the other
mode does). The stops dialog's own words must then be true of the mode in
use.

Fault: ``StopsScreen`` shows the same text whatever ``reaction_mode`` is:
"Hand me the keyboard, even with nothing to play, when:" and "what you hold
never changes when you are asked". With "ask only when I can respond" on,
neither is true (a window with Pass alone passes, whatever the stops; what
you hold decides). (In "always ask" its switches change nothing either,
with nothing saying so; not tested here.)
"""
from __future__ import annotations

import pytest
from uihelpers import SIZE, screen_text, until

from holytable.engine.record import GameRecord
from holytable.ui.app import HolytableApp
from holytable.ui.modals import HandoffScreen
from holytable.ui.settings import Settings
from holytable.ui.stops import StopsScreen
from quiet import new


WHAT = {"stops": "what you hold never changes when you are asked",
        "always": "at every response window",
        "when-able": "only when you can respond, which tells the others"}


@pytest.mark.parametrize("mode", ["when-able", "always", "stops"])
async def test_the_stops_dialog_claims_privacy_only_in_the_stops_mode(tmp_path, mode):
    g = new("holy_wars", 2, 1)
    app = HolytableApp(key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        app.settings = Settings(reaction_mode=mode)
        app._open(g, GameRecord.of(g), tmp_path / "g.json")
        await until(pilot, lambda: isinstance(app.screen, HandoffScreen), what="the handoff")
        await pilot.press("t")
        await until(pilot, lambda: isinstance(app.screen, StopsScreen), what="the stops dialog")
        await pilot.pause()
        text = " ".join(screen_text(app).replace("│", " ").split())  # the dialog's lines, unwrapped
        for other, words in WHAT.items():
            assert (words in text) == (other == mode), (mode, words, text)
