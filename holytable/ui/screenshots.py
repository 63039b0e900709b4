"""SVG screenshots of the four main screens, for the README and for review.

Run from a source checkout::

    python -m holytable.ui.screenshots            # writes screenshots/*.svg
    python -m holytable.ui.screenshots OUT_DIR

It writes ``lobby.svg``, ``game.svg``, ``handoff.svg`` and ``game-over.svg`` at
80x24, from fixed seeds and choices (so they only change when the UI or the
engine does). It runs with ``HOLYTABLE_HOME`` in a temporary folder: your own
saves and settings are neither read nor touched. The same scenes feed the
snapshot tests (tests/ui/test_snapshots.py).
"""
from __future__ import annotations

import asyncio
import os
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from holytable.engine.record import GameRecord, save_record, saves_dir

from .app import HolytableApp

SIZE = (80, 24)
NAMES = ["Ana", "Bo"]
#: A mid-game position: turn 6 of a Blitz game, a tie has started a clash and
#: Ana's next soldier lies face down; Bo is to draft.
GAME_SEED, GAME_CHOICES = 3, 22
OVER_SEED = 7


def _record(seed: int, n: int | None) -> GameRecord:
    """A Frontline record from ``seed``, its choices picked by a fixed rule
    (``n`` choices, or to the end when None)."""
    from holytable.games.frontline.decks import load_deck, ready_decks
    from holytable.games.frontline.rules import FrontlineGame

    decks = [load_deck(ready_decks()[c]) for c in ("red", "black")]
    game = FrontlineGame(options={"length": "blitz"}, seed=seed, decks=decks, names=list(NAMES))
    i = 0
    while game.pending and (n is None or i < n):
        ids = game.pending.ids()
        game.choose(ids[(i * 7) % len(ids)])
        i += 1
    return GameRecord.of(game).model_copy(update={"created": 0.0, "updated": 0.0})


def _resume_app(seed: int, n: int | None, name: str) -> HolytableApp:
    path = saves_dir() / f"frontline-{name}.json"
    save_record(_record(seed, n), path)
    return HolytableApp(resume=path, key_guard=0)


@dataclass(frozen=True)
class Scene:
    """An app and the keys that bring it to the screen to capture."""

    make: Callable[[], HolytableApp]
    press: tuple[str, ...] = ()


async def _settle(pilot) -> None:
    await pilot.pause()
    await pilot.pause()


SCENES: dict[str, Scene] = {
    "lobby": Scene(lambda: HolytableApp(names=list(NAMES), key_guard=0)),
    "handoff": Scene(lambda: _resume_app(GAME_SEED, GAME_CHOICES, "handoff")),
    "game": Scene(lambda: _resume_app(GAME_SEED, GAME_CHOICES, "game"), ("enter",)),
    "game-over": Scene(lambda: _resume_app(OVER_SEED, None, "over")),
}


async def capture(name: str) -> str:
    """The SVG of scene ``name`` (HOLYTABLE_HOME must point somewhere safe)."""
    scene = SCENES[name]
    app = scene.make()
    async with app.run_test(size=SIZE) as pilot:
        await _settle(pilot)
        if scene.press:
            await pilot.press(*scene.press)
            await _settle(pilot)
        return app.export_screenshot(title=f"holytable · {name}")


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    out = Path(argv[0]) if argv else Path(__file__).resolve().parents[2] / "screenshots"
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as home:
        os.environ["HOLYTABLE_HOME"] = home
        os.environ.pop("NO_COLOR", None)
        for name in SCENES:
            svg = asyncio.run(capture(name))
            path = out / f"{name}.svg"
            path.write_text(svg, encoding="utf-8")
            print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
