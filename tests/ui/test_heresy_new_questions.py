"""The engine's new questions on the Heresy screen (issue 13).

- The Aereopagus line while one of its response windows is open says which
  window ("answers after voting turn 1 (Ana's)", the view's
  ``Aereopagus.window``, HK-33.5, HK-33.8) instead of a voting turn nobody
  has then; between windows it says whose vote it is.
- Storing tau by amounts: each option's key, the amount and the array.
"""
from __future__ import annotations

import pytest

from holytable.games.heresy.screen_layout import Cards, fight_lines
from holytable.ui.screenshots import HK_SEED, heresy_record


def aereo_line(n: int, width: int = 78) -> tuple[str, object]:
    """The Aereopagus lines, squashed to one, of the deciding seat's view
    after ``n`` choices of the scene game; and the view's Aereopagus."""
    game = heresy_record(HK_SEED, n).build()
    view = game.view(game.pending.player)
    lines = fight_lines(view, Cards(view), width, None)
    assert all(len(ln.plain) <= width for ln in lines)
    return " ".join(" ".join(ln.plain for ln in lines).split()), view.board.aereopagus


# (positions of the scene game; re-counted after HK-23.11.b's own-move passes: the same positions;
# two more choices before them since HK-4.4.c's Keep-alone redraw decisions)
@pytest.mark.parametrize("n, window", [(151, "before the presentation"), (154, "before the voting"),
                                       (158, "after voting turn 1 (Ana's)"), (160, "before the tally")])
def test_hk_33_8_an_open_window_shows_which_it_is(n, window):
    text, ae = aereo_line(n)
    assert ae.window == window and ae.turn == -1
    assert f"answers {window}" in text, text
    assert "to vote" not in text


def test_hk_33_8_a_voting_turn_names_the_voter():
    text, ae = aereo_line(156)  # Ana's turn to vote: no window open
    assert ae.window == "" and "voting, Ana to vote" in text, text
    assert "answers" not in text


async def test_hk_18_2_storing_tau_asks_how_many_each_amount_by_its_own_key(tmp_path):
    """HK-18.2: 6 tau gained, two arrays with room: the prompt asks how many
    on which array, and each amount on each array is an option of its own,
    reached by its own key as the prompt shows it ("4 Store 2 on Kiev Grid
    (0/3)"); choosing one stores that many at once."""
    from textual.widgets import Static
    from uihelpers import SIZE, game_screen, pass_handoff, screen_text

    from holytable.engine.record import save_record
    from holytable.ui.app import HolytableApp

    path = tmp_path / "store.json"
    save_record(heresy_record(HK_SEED, 441), path)
    app = HolytableApp(resume=path, key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        await pass_handoff(pilot)
        await pilot.pause()
        gs = game_screen(app)
        assert gs._view.decision_kind == "store"
        assert str(gs.query_one("#prompt", Static).border_title).endswith("Ana: Store 6 tau: how many on which array?")
        opts = gs.options()
        keys = gs.option_keys(len(opts))
        assert len(set(keys)) == len(opts) and all(keys)
        assert {(o.cards[0], o.amount) for o in opts} == {(o.cards[0], int(gs.option_label(o).split()[1])) for o in opts}
        k = next(i for i, o in enumerate(opts) if o.amount == 2 and "Kiev Grid" in o.label)
        await pilot.press(*(["down"] * k))
        assert f"{keys[k]} {gs.option_label(opts[k])}" in " ".join(screen_text(app).split())
        before = gs.game.s.pieces[gs.game.by_uid[opts[k].cards[0]]].tau
        await pilot.press(keys[k])
        assert gs.game.s.pieces[gs.game.by_uid[opts[k].cards[0]]].tau == before + 2
