"""Issue 13: the highlight never carries over into the next decision (a
vote for the opponent's contestant was highlighted after the last Host voted
with option 2). A new decision starts on its first option; the cursor stays
put only while the decision is the same one (a resize)."""
from __future__ import annotations

from uihelpers import SIZE, game_screen, until

from holytable.engine.record import save_record
from holytable.ui.app import HolytableApp
from holytable.ui.modals import HandoffScreen
from holytable.ui.screenshots import HK_SEED, heresy_record

def _two_in_a_row() -> int:
    """The first point of the seed-37 game (choices by ``heresy_pick``) where
    Ana decides among several options and, taking her second, is offered the
    same answer again after the first option of her next decision (found, not counted, so the test keeps its meaning when the
    engine asks more or fewer questions on the way)."""
    from holytable.games.heresy.decks import load_deck, ready_decks
    from holytable.games.heresy.rules import HeresyGame
    from holytable.ui.screenshots import NAMES, heresy_pick

    decks = [load_deck(ready_decks()[d]) for d in ("free-cities", "green-covenant")]
    g = HeresyGame(seed=HK_SEED, decks=decks, names=list(NAMES), options={"length": "short"})
    while g.pending:
        view = g.view(g.pending.player)
        opts = view.options
        if g.pending.player == 0 and len(opts) > 1 and len(g.choices) > 20:
            after = g.clone()
            after.choose(opts[1].id)
            nxt = after.pending
            if nxt is not None and nxt.player == 0 and opts[1].id in [o.id for o in nxt.options][1:]:
                return len(g.choices)
        g.choose(opts[heresy_pick(view)].id)
    raise AssertionError("no such point in the seed-37 game")


N = _two_in_a_row()


async def _app_at(tmp_path, n: int):
    path = tmp_path / "heresy.json"
    save_record(heresy_record(HK_SEED, n), path)
    return HolytableApp(resume=path, key_guard=0)


async def test_a_new_decision_starts_on_its_first_option(tmp_path):
    app = await _app_at(tmp_path, N)
    async with app.run_test(size=SIZE) as pilot:
        if isinstance(app.screen, HandoffScreen):
            await pilot.press("enter")
        gs = game_screen(app)
        await until(pilot, lambda: gs.options(), what="Ana's options")
        first = gs._view.prompt, len(gs.game.choices)
        await pilot.press("down")
        chosen = gs.highlighted()
        assert chosen is not None and gs.cursor == 1
        await pilot.press("enter")
        await until(pilot, lambda: len(gs.game.choices) == first[1] + 1 and gs.options())
        ids = [o.id for o in gs.options()]
        assert chosen.id in ids and ids.index(chosen.id) > 0  # the same answer is on offer again...
        assert gs.cursor == 0 and gs.highlighted() == gs.options()[0]  # ...but not under the cursor


async def test_the_cursor_stays_on_its_option_through_a_resize(tmp_path):
    app = await _app_at(tmp_path, N)
    async with app.run_test(size=SIZE) as pilot:
        if isinstance(app.screen, HandoffScreen):
            await pilot.press("enter")
        gs = game_screen(app)
        await until(pilot, lambda: gs.options(), what="Ana's options")
        await pilot.press("down")
        before = gs.highlighted()
        await pilot.resize_terminal(100, 30)
        await pilot.pause()
        gs._redraw()
        assert gs.highlighted() == before and gs.cursor == 1
