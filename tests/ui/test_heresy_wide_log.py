"""Heresy at 120x40 (issue 13, a fresh player): the side log was ~33 columns
and wrapped "— Turn 8: Ana (their turn 8) —" leaving a lone "—" on a row,
the board narrow beside it: the log is wider (a turn's line whole), the
board keeps the 78 columns it has at 80x24, and no log row is a lone dash."""
from __future__ import annotations

from uihelpers import screen_text

from holytable.games.heresy.screen import HeresyScreen
from holytable.ui.app import HolytableApp
from holytable.ui.screenshots import HK_COMBAT_CHOICES, HK_SEED, heresy_record


async def test_the_side_log_at_120x40_keeps_turn_lines_whole_and_the_board_its_width():
    rec = heresy_record(HK_SEED, None)
    app = HolytableApp(replay=rec)
    async with app.run_test(size=(120, 40)) as pilot:
        gs = app.screen
        assert isinstance(gs, HeresyScreen)
        gs._goto(HK_COMBAT_CHOICES)
        await pilot.pause()
        await pilot.pause()
        log = gs.query_one("#side-log")
        board = gs.query_one("#board")
        assert log.content_region.width >= 38, log.content_region
        assert board.region.width >= 78, board.region
        rows = screen_text(app).splitlines()
        region = log.content_region
        shown = [ln[region.x:region.right].strip() for ln in rows[region.y:region.bottom]]
        turns = [r for r in shown if r.startswith("— Turn")]
        assert turns, shown
        assert "—" not in shown and "— " not in shown
        for r in turns:
            assert r.endswith(") —"), r  # "— Turn 8: Ana (their turn 8) —" whole on its row


def test_a_big_terminal_shows_each_hand_card_with_its_text():
    """The rows a 120x40 board leaves empty go to the hand: each card a line
    with its values and call, and its text under it."""
    from test_heresy_screen import BIG, positions

    from holytable.games.heresy.screen_layout import layout, player_text

    texts = 0
    for view, seat, hl in positions(seed=1, n=200, every=4):
        parts = layout(view, seat, hl, *BIG)
        me = view.board.players[seat]
        hand = " ".join(" ".join(ln.plain for ln in parts["hand"]).split())
        if me.hand and all(" ".join(player_text(c).split()) in hand for c in me.hand):
            texts += 1
    assert texts
