"""Issue 13, small wording a new player met on the Heresy screen: the
opponent's titles read "titles: Prince of the Air (on …)" (no stray comma);
the "(ours)" that marks in the card data a card holytable made up is never
shown to players."""
from __future__ import annotations

from test_heresy_screen import BIG, BOARD, positions

from holytable.games.heresy.screen import HeresyScreen, all_details, hand_details
from holytable.games.heresy.screen_layout import Cards, layout


def _text(parts) -> str:
    return "\n".join(ln.plain for v in parts.values() if isinstance(v, list) for ln in v)


def test_the_opponents_titles_read_without_a_stray_comma():
    shown = 0
    for view, seat, hl in (x for seed in (1, 2, 3, 4) for x in positions(seed=seed, n=460, every=1)):
        if shown >= 20:
            break
        held = [a.name for p in view.board.players if p.seat != seat for loc in p.wilds + p.matrix
                for c in loc.attached for a in c.attached if a.type == "title"]
        if not held:
            continue
        for size in (BOARD, BIG, (118, 60)):
            text = _text(layout(view, seat, hl, *size))
            assert "titles:," not in " ".join(text.split()), text
            if "titles" in text:
                assert f"titles: {held[0]}" in " ".join(text.split()), text
                shown += 1
    assert shown


def test_ours_is_never_shown_in_a_card_text():
    seen = 0
    for view, seat, hl in positions(seed=2, n=400, every=4):
        cards = Cards(view)
        ours = [c for c in cards.by_uid.values() if c.text.startswith("(ours)")]
        seen += len(ours)
        panels = "\n".join(t.plain for _, t in all_details(view, seat) + hand_details(view, seat))
        assert "(ours)" not in panels
        assert "(ours)" not in _text(layout(view, seat, hl, *BIG))
        for c in ours:
            shown = HeresyScreen.BOARD.card_text(view, c.uid)
            assert shown is None or "(ours)" not in shown[1]
    assert seen


async def test_a_long_prompt_title_breaks_where_a_clause_ends_at_80x24(tmp_path):
    """The Aereopagus's execution prompt is wider than the box's top border
    at 80 columns: it broke inside its clause ("… open Hosts to vote, or" /
    "pass"); it breaks after the colon, the rest on the box's first line."""
    from textual.widgets import Static
    from uihelpers import SIZE, game_screen, pass_handoff

    from holytable.engine.record import save_record
    from holytable.ui.app import HolytableApp
    from holytable.ui.screenshots import HK_SEED, heresy_record

    path = tmp_path / "execute.json"
    save_record(heresy_record(HK_SEED, 281), path)  # Ana votes in the Aereopagus: a long prompt
    app = HolytableApp(resume=path, key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        await pass_handoff(pilot)
        await pilot.pause()
        gs = game_screen(app)
        assert gs._view.decision_kind == "execute"
        prompt = gs.query_one("#prompt", Static)
        assert str(prompt.border_title) == "Ana: The Aereopagus (Raguel (Ana) 3, Sandalphon (Bo) 2):"
        first = str(prompt.render()).splitlines()[0]
        assert first.startswith("open Hosts to vote, or pass"), first
