"""Heresy's big turns at 80x24 (issue 13, a fresh player): a long option list
gets more rows (5, not the 2-3 left once a long prompt's second line and a
note took theirs), the board laying itself out in the rest with your own
lines whole; PgDn moves a page of options when kinds alternate (move, jack
in, move, jack in...: it stepped one option at a time)."""
from __future__ import annotations

from uihelpers import NAMES, SIZE, screen_text, until

from holytable.ui.app import HolytableApp
from holytable.ui.modals import HandoffScreen
from holytable.ui.screenshots import heresy_pick
from holytable.ui.settings import Settings


def _alternating(verbs: list[str]) -> bool:
    runs = [v for i, v in enumerate(verbs) if i == 0 or verbs[i - 1] != v]
    return len(runs) > len(set(runs))


async def test_a_long_option_list_gets_five_rows_and_pgdn_moves_a_page():
    app = HolytableApp(game="heresy", names=list(NAMES), seed=271, options={"length": "short"}, key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        app.settings = Settings(reaction_mode="when-able")
        await until(pilot, lambda: app.screen.form_ready)
        await pilot.press("enter", "ctrl+t")
        for _ in range(400):
            screen = app.screen
            if isinstance(screen, HandoffScreen):
                await pilot.press("enter")
                continue
            opts = screen.options()
            if len(opts) > 12 and _alternating([o.verb for o in opts]):
                break
            await pilot.press(*screen.option_keys(len(opts))[heresy_pick(screen._view)] or "enter")
        else:
            raise AssertionError("no long list with alternating kinds came up")
        await pilot.pause()
        rows = screen_text(app).splitlines()
        top = next(i for i, ln in enumerate(rows) if ln.startswith("━["))
        shown = [ln for ln in rows[top + 1:-1] if ln.strip()]
        assert len(shown) >= 5, "\n".join(rows)
        me = screen._view.board.players[screen.seat]
        assert any(ln.lstrip().startswith(f"▼ {me.name} (you)") for ln in rows)  # your name line still shows
        assert screen.cursor == 0
        per_page = screen._per_page
        await pilot.press("pagedown")
        assert screen.cursor >= min(per_page, len(opts) - 1) >= 4, (screen.cursor, per_page)
        await pilot.press("pageup")
        assert screen.cursor == 0
