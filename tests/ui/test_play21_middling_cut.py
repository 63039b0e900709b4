"""play21 (issue 15, a Holdfast game over host + two joins at 80x24): the
outland rule carries the shared middling's card names, and at 80 columns the
names past the width were dropped without a mark ("middling 4: Bountiful Rite,
Rally Cry, Emb" on the final screen of /work/notes/s21/hf2-drive.log). A player
of Hedge Circle plays mysticisms again from the middling (HF-7), so the names
are information a player needs: a name that does not fit must be marked as cut
(an ellipsis, the `i` panel having the rest), never silently dropped.
Found by play21; fixed on main (see git log for this file).
"""
from holytable.games.holdfast.screen import outland_rule
from holytable.games.holdfast.view import Card


def test_hf_middling_names_never_cut_without_a_mark():
    names = ["Bountiful Rite", "Rally Cry", "Ember Bolt", "Scrying Pool"]
    middling = [Card(uid=f"m{i}", key=n.lower().replace(" ", "-"), name=n, type="mysticism")
                for i, n in enumerate(names)]
    text = outland_rule(middling, 78, 0).plain  # the board's width at 80x24
    assert len(text) <= 78
    shown = [n for n in names if n in text]
    assert shown == names or "…" in text or f"+{len(names) - len(shown)} more (i)" in text, (
        f"names dropped without a mark: {text!r}")
