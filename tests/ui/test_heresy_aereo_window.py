"""The Aereopagus line while one of its response windows is open (issue 13):
it says which window ("answers after voting turn 1 (Ana's)", the view's
``Aereopagus.window``, HK-33.5, HK-33.8) instead of a voting turn nobody has
then; between windows it says whose vote it is."""
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


@pytest.mark.parametrize("n, window", [(127, "before the presentation"), (130, "before the voting"),
                                       (134, "after voting turn 1 (Ana's)"), (136, "before the tally")])
def test_hk_33_8_an_open_window_shows_which_it_is(n, window):
    text, ae = aereo_line(n)
    assert ae.window == window and ae.turn == -1
    assert f"answers {window}" in text, text
    assert "to vote" not in text


def test_hk_33_8_a_voting_turn_names_the_voter():
    text, ae = aereo_line(132)  # Ana's turn to vote: no window open
    assert ae.window == "" and "voting, Ana to vote" in text, text
    assert "answers" not in text
