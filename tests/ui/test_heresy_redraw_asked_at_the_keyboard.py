"""Ruling HK-4.4.c at one keyboard: every seat is asked about its redraw, and
a Keep-alone decision (a domain among the eleven cards) is put to the person
like any other: nothing chooses it for them, Enter answers it.

Promise: at the keyboard, a seat's setup takes the same steps (the same
handoffs, the same prompts asking for a key) whether its eleven cards hold a
domain or not, so whoever watches the table learns nothing of the hand from
how the setup goes; only the options differ (Keep alone, or Redraw and Keep).
"""
from __future__ import annotations

from uihelpers import SIZE, game_screen, until

from holytable.engine.record import GameRecord
from holytable.ui.app import HolytableApp
from holytable.ui.modals import HandoffScreen
from quiet import new, heresy_eleven_without_a_domain

SETUP = ("redraw", "setup_discard")




async def setup_steps(game, tmp_path) -> list[tuple]:
    """Both people make up their hands at one keyboard, Enter each time (the
    first option: Bo keeps when he has a domain; without one Enter would
    redraw, so he moves to Keep first); per key the screen it was pressed on,
    the decision's kind and seat, and how many choices were made before it."""
    steps = []
    app = HolytableApp(key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        app._open(game, GameRecord.of(game, ["human", "human"]), tmp_path / "g.json")
        await until(pilot, lambda: isinstance(app.screen, HandoffScreen), what="the first handoff")
        gs = game_screen(app)
        while gs.game.pending.kind in SETUP:
            d = gs.game.pending
            made = len(gs.game.choices)
            for _ in range(5):  # time for a screen that would answer by itself
                await pilot.pause()
            assert len(gs.game.choices) == made, f"{d.kind} of seat {d.player} answered with no key"
            shown = type(app.screen).__name__
            steps.append((shown, d.kind, d.player, made))
            if shown == "HeresyScreen" and d.kind == "redraw" and d.ids() != ["keep"]:
                await pilot.press("down")  # to Keep
            on = app.screen
            await pilot.press("enter")
            await until(pilot, lambda: len(gs.game.choices) > made or app.screen is not on, what="the key's effect")
        assert [k for k in gs.game.choices if k in ("redraw", "keep")] == ["keep", "keep"]
    return steps


async def test_hk_4_4_c_a_seat_with_a_domain_is_asked_and_answers_with_enter(tmp_path):
    base = new("heresy", 2, 0)
    assert any(base.kind(c) == "domain" for c in base.s.sides[1].hand)
    with_domain = await setup_steps(base.clone(), tmp_path)
    without = await setup_steps(heresy_eleven_without_a_domain(base, 1), tmp_path)
    assert ("HeresyScreen", "redraw", 1, 5) in with_domain, with_domain  # Bo asked, Keep alone, answered by Enter
    assert with_domain == without, (with_domain, without)
