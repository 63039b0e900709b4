"""Issue 11: the lobby's first frame comes before any engine, deck file, save or
pydantic model is loaded (they come after it: the form, the saves list, the
settings' full check). Run in a fresh interpreter: what this process imported
already would hide an import."""
from __future__ import annotations

import json
import subprocess
import sys

CHILD = r"""
import asyncio, json, os, sys, tempfile
os.environ["HOLYTABLE_HOME"] = sys.argv[1]
import holytable.cli as cli
cli.build_parser().parse_args([])
from holytable.ui import lobby
from holytable.ui.app import HolytableApp
seen = {}
original = lobby.LobbyScreen._after_first_frame
async def spy(self):
    seen.setdefault("before", sorted(m for m in sys.modules if m.split(".")[0] in (
        "pydantic", "yaml", "holytable", "importlib") ))
    seen.setdefault("kinds", sorted({type(w).__name__ for w in self.query("*")}))
    seen.setdefault("css", sorted(os.path.basename(path) for path, _ in self.app.stylesheet.source if path.endswith(".tcss")))
    await original(self)
lobby.LobbyScreen._after_first_frame = spy
async def main():
    app = HolytableApp(key_guard=0)
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(50):
            await pilot.pause(0.05)
            if "before" in seen and app.screen.form_ready:
                break
        seen["form"] = bool(app.screen.query("#name-0"))
asyncio.run(main())
print(json.dumps(seen))
"""

HEAVY = ("pydantic", "yaml", "importlib.metadata", "holytable.engine.record", "holytable.engine.deckfile",
         "holytable.ui.settings", "holytable.ui.game_screen", "holytable.ui.modals", "holytable.ui.notice")
#: Widget kinds the first frame does without (each kind's CSS is parsed when
#: its first widget is mounted): they come with the form.
LATER_KINDS = ("Input", "Select", "Label")


def test_the_first_frame_loads_no_engine_deck_save_or_pydantic(tmp_path):
    # a settings file and a save, as a player has: still nothing heavy before the first frame
    (tmp_path / "settings.json").write_text(json.dumps({"theme": "light", "last": {
        "game": "holdfast", "names": ["Ana", "Bo"], "decks": [], "options": {}}}))
    out = subprocess.run([sys.executable, "-c", CHILD, str(tmp_path)], capture_output=True, text=True,
                         timeout=120)
    assert out.returncode == 0, out.stderr[-2000:]
    seen = json.loads(out.stdout.strip().splitlines()[-1])
    before = seen["before"]
    loaded = [m for m in before if m in HEAVY or m.startswith("holytable.games.") and m.count(".") > 2]
    assert not loaded, f"loaded before the first frame: {loaded}"
    assert not set(LATER_KINDS) & set(seen["kinds"]), f"in the first frame: {seen['kinds']}"
    # the other screens' rules are parsed with the first of them, not for the lobby
    assert seen["css"] == ["lobby.tcss"], seen["css"]
    assert seen["form"], "the form was never built after the first frame"


def test_the_start_runs_without_the_cyclic_gc_and_the_app_turns_it_back_on(monkeypatch):
    """Starting the app (``holytable``, ``resume``, ``replay``) runs with the
    cyclic garbage collector off (it would go through the start's objects,
    which all stay, again and again); the app turns it back on after its first
    frame. Other commands leave it as it is."""
    import asyncio
    import gc

    import holytable.cli as cli
    from holytable.ui.app import HolytableApp

    seen = {}
    monkeypatch.setattr(cli, "_call", lambda ref, *a: seen.setdefault(ref, gc.isenabled()) and 0)
    try:
        for argv in ([], ["resume"], ["replay", "x.json"], ["deck", "path"]):
            gc.enable()
            seen.clear()
            cli.main(argv)
            if argv[:1] == ["deck"]:
                assert gc.isenabled(), argv
            else:
                assert seen and not any(seen.values()), (argv, seen)

        async def first_frame() -> bool:
            app = HolytableApp(key_guard=0)
            async with app.run_test(size=(80, 24)) as pilot:
                await pilot.pause()
                return gc.isenabled()

        gc.disable()
        assert asyncio.run(first_frame())
    finally:
        gc.unfreeze()
        gc.enable()
