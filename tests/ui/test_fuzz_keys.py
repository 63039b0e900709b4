"""Unexpected keys never crash (issue 2, §6): random key presses on every screen."""
from __future__ import annotations

import random

from uihelpers import SIZE, game_app

KEYS = [
    "enter", "enter", "1", "2", "3", "9", "0", "u", "u", "left", "right", "up", "down", "tab",
    "shift+tab", "escape", "question_mark", "L", "l", "s", "v", "home", "end", "pageup",
    "pagedown", "space", "x", "p", "b", "y", "n", "ctrl+s", "f1", "delete", "backspace",
]


async def test_random_keys_do_not_crash():
    rng = random.Random(1)
    app = game_app()
    async with app.run_test(size=SIZE) as pilot:
        for _ in range(160):
            await pilot.press(rng.choice(KEYS))
            assert app._exception is None
        assert app.is_running
