"""The shell's option keys (every game): 1-9, then letters for options 10 and
up, each shown as the prefix of its option's label; and every option drawn with
its own key and its own label, whatever option comes before it."""
from __future__ import annotations

import dataclasses

import pytest
from uihelpers import SIZE, game_app, game_screen, pass_handoff, screen_text

from holytable.engine.decision import Option
from holytable.ui.game_screen import OPTION_LETTERS

#: Options whose labels share a beginning ("Attack: Riot Marshal → ").
SHARED = [Option(f"attack:x:{i}", f"Attack: Riot Marshal → Target {i}", verb="attack") for i in range(14)]
SHARED.insert(8, Option("play:zealot", "Play Zealot of the Flame (2 Faith)", verb="play"))


def fake_options(gs, opts, chosen):
    """Make ``gs`` offer ``opts`` and record choices instead of making them."""
    gs.options = lambda: list(opts)
    gs._view = dataclasses.replace(gs._view, options=tuple(opts))
    gs._choose = chosen.append


async def test_options_past_nine_get_the_letters_no_key_of_the_screen_uses():
    async with game_app().run_test(size=SIZE) as pilot:
        await pass_handoff(pilot)
        gs = game_screen(pilot.app)
        keys = gs.option_keys(40)
        assert keys[:9] == list("123456789")
        # past nine options the last one (End your turn, Pass...) is always 0
        assert keys[-1] == "0" and gs.option_keys(9)[-1] == "9"
        letters = keys[9:-1]
        assert letters[:5] == ["a", "b", "c", "d", "e"]
        # u (takeback), s (settings), l/L (log), v (replay view) keep their meaning,
        # in both cases (Caps Lock: Shift+U must not choose an option for u)
        assert not {"u", "s", "l", "L", "v", "U", "S", "V"} & set(letters)
        assert len(set(keys)) == 40 and all(k in OPTION_LETTERS for k in letters)
        # Past every free letter, arrows and Enter still reach an option: no key.
        assert gs.option_keys(200)[-2] == ""


async def test_a_letter_picks_its_option_and_digits_still_pick_the_first_nine():
    async with game_app().run_test(size=SIZE) as pilot:
        await pass_handoff(pilot)
        gs = game_screen(pilot.app)
        chosen: list[str] = []
        fake_options(gs, SHARED, chosen)
        gs._draw_prompt()
        await pilot.press("a")  # option 10
        assert chosen == [SHARED[9].id] and gs.cursor == 9
        await pilot.press("e", "3")  # option 14, option 3
        assert chosen[1:] == [SHARED[13].id, SHARED[2].id]
        await pilot.press("z", "u")  # no option z: nothing; u stays takeback (nothing to take back)
        assert len(chosen) == 3


async def test_each_option_shows_its_own_key_and_its_whole_label():
    """Labels never lean on the option before them ("9 Zealot of the Flame"
    under an attack prefix, "2 Target 1" for "Attack: Riot Marshal → Target 1")."""
    async with game_app().run_test(size=SIZE) as pilot:
        await pass_handoff(pilot)
        gs = game_screen(pilot.app)
        fake_options(gs, SHARED, [])
        gs.cursor = 0
        gs._draw_prompt()
        keys = gs.option_keys(len(SHARED))
        text = gs._options_text(SHARED, 76).plain
        for k, o in zip(keys, SHARED):
            assert f"{k} {o.label}" in text, (k, o.label)
        assert "9 Play Zealot of the Flame (2 Faith)" in text
        # and on screen, as the prompt draws it
        await pilot.pause()
        shown = screen_text(pilot.app)
        assert ">1 Attack: Riot Marshal → Target 0" in shown and "2 Attack: Riot Marshal → Target 1" in shown


async def _game_options_text(game: str, opts: list[dict]) -> tuple[list[str], str]:
    """Start ``game`` from its default decks, make its screen offer ``opts`` with
    the cursor on the last one, and return the keys and the drawn options."""
    from holytable.ui.app import GameSetup, HolytableApp
    from holytable.ui.decks import default_decks

    app = HolytableApp(start=GameSetup(game, ["Ana", "Bo"], default_decks(game, 2), {}, 7), key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        await pass_handoff(pilot)
        gs = game_screen(pilot.app)
        fake_options(gs, opts, [])
        gs.cursor = len(opts) - 2
        return gs.option_keys(len(opts)), gs._options_text(opts, 76).plain



@pytest.mark.parametrize("game", ["holy_wars", "pantheon", "holdfast"])
async def test_every_game_screen_draws_the_letter_keys_past_nine(game):
    """Each game's own option drawing (scrolled to the cursor) uses the shell's
    keys: option 14 shows its letter, never a bare '·'."""
    opts = [Option(f"x:{i}", f"Choice number {i}", verb="x") for i in range(14)]
    keys, text = await _game_options_text(game, opts)
    assert keys[12] not in ("", "·") and f"{keys[12]} Choice number 12" in text
    assert keys[13] == "0" and "0 Choice number 13" in text


async def test_zero_picks_the_last_option_and_pgdn_jumps_to_the_next_kind():
    async with game_app().run_test(size=SIZE) as pilot:
        await pass_handoff(pilot)
        gs = game_screen(pilot.app)
        chosen: list[str] = []
        fake_options(gs, SHARED, chosen)
        gs.cursor = 0
        gs._draw_prompt()
        await pilot.press("pagedown")  # attacks 0-7, then the play at 8
        assert gs.cursor == 8
        await pilot.press("pagedown")
        assert gs.cursor == 9
        await pilot.press("pageup")
        assert gs.cursor == 8
        await pilot.press("0")
        assert chosen == [SHARED[-1].id]


PASS_FIRST = [Option("pass", "Pass", verb="pass")] + [
    Option(f"respond:{i}", f"Play Answered Prayer {i} (1 Response Faith)", verb="respond") for i in range(12)]


@pytest.mark.parametrize("n", [2, 13])
async def test_zero_passes_a_window_whose_pass_comes_first(n):
    """README and every rules page: ``0`` is Pass. A response window lists
    Pass first and the answers after it: ``0`` played the last answer
    (fresh21: "Player 1 answers with Answered Prayer" on a 0). It picks Pass
    wherever Pass is offered, and past nine options the ``0`` label is on
    Pass, the option it picks."""
    async with game_app().run_test(size=SIZE) as pilot:
        await pass_handoff(pilot)
        gs = game_screen(pilot.app)
        chosen: list[str] = []
        opts = PASS_FIRST[:n]
        fake_options(gs, opts, chosen)
        keys = gs.option_keys(n)
        if n > 9:
            assert keys[0] == "0" and keys.count("0") == 1 and keys[1:10] == list("123456789"), keys
        await pilot.press("0")
        assert chosen == ["pass"], chosen
