"""The prompt box never cuts the prompt or an option (issue 11): a prompt too long
for the box's top border goes on in the box; an option wider than a line wraps
onto the next, and the scrolled list shows the whole option under the cursor."""
from __future__ import annotations

import pytest

from holytable.ui.app import GameSetup, HolytableApp
from holytable.ui.decks import default_decks
from uihelpers import SIZE, game_screen, pass_handoff, screen_text

LONG_PROMPT = ("Answer the attack on your Grave Tender with a Trap or a Twist, paying "
               "3 Stock, 2 Wealth and 4 of any resource from your store")


def _prompt_text(app, gs) -> str:
    r = gs.query_one("#prompt").region
    rows = screen_text(app).splitlines()[r.y:r.bottom]
    # the scrolled list's margin (↑/↓: more above/below) is not part of a label
    return " ".join(" ".join(row[r.x:r.right].strip("━ ").lstrip("↑↓") for row in rows).split())


@pytest.mark.parametrize("gid", ["holdfast", "frontline"])
async def test_a_long_prompt_goes_on_in_the_box(gid, monkeypatch):
    app = HolytableApp(start=GameSetup(gid, ["Ana", "Bo"], default_decks(gid, 2), {}, 3), key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        await pass_handoff(pilot)
        gs = game_screen(app)
        monkeypatch.setattr(gs, "prompt_title", lambda title: title + " " + LONG_PROMPT)
        gs._redraw()
        await pilot.pause()
        text = _prompt_text(app, gs)
        assert "…" not in text
        assert LONG_PROMPT in text, text


async def test_a_long_option_wraps_and_shows_whole_under_the_cursor(monkeypatch):
    app = HolytableApp(start=GameSetup("holdfast", ["Ana", "Bo"], default_decks("holdfast", 2), {}, 3),
                       key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        await pass_handoff(pilot)
        gs = game_screen(app)
        assert gs.prompt_rows() is not None  # the scrolling list
        long = {o.id: f"{o.label} and then a very long tail of words naming every card it "
                      f"touches, option {i}" for i, o in enumerate(gs.options())}
        monkeypatch.setattr(gs, "option_label", lambda o: long[o.id])
        for cursor in range(len(gs.options())):
            gs.cursor = cursor
            gs._draw()
            await pilot.pause()
            text = _prompt_text(app, gs)
            assert "…" not in text
            label = " ".join(long[gs.options()[cursor].id].split())
            assert label in text, (cursor, text)


@pytest.mark.parametrize("gid", ["holy_wars", "pantheon"])
async def test_after_a_resize_the_prompt_is_laid_out_for_the_new_width(gid):
    """Adversarial finding: shrunk mid-decision (120x40 to 80x24), the prompt
    kept the layout of the old width and its title was cut until the next key."""
    names = ["Maximilian Alexander III", "Bartholomew Fitzgerald X"]
    app = HolytableApp(start=GameSetup(gid, names, default_decks(gid, 2), {}, 3), key_guard=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pass_handoff(pilot)
        gs = game_screen(app)
        await pilot.pause()
        await pilot.resize_terminal(*SIZE)
        for _ in range(3):
            await pilot.pause()
        title = " ".join(gs.prompt_title(f"{gs._view.names[gs.seat]}: {gs._view.prompt}").split())
        text = _prompt_text(app, gs)
        assert "…" not in text.replace("… (i: all)", ""), text
        assert title in text, (title, text)
