"""The engine, the games' rules and the computer players never import the UI
toolkit (DESIGN.md, issue 2 §2; issue 14: holytable.bot runs in a worker).

In a fresh interpreter: import holytable.engine and holytable.bot (every module) and every module of
every game package under holytable/games except its UI modules, ``screen.py``
and ``screen_*.py`` (found with pkgutil.walk_packages), then check that no ``textual`` or ``rich`` module is loaded.
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
UI_ROOTS = ("textual", "rich")

CHECK = r"""
import importlib, json, pkgutil, sys
import holytable.engine, holytable.games, holytable.bot

imported, broken = [], []
def onerror(name):
    broken.append(f"{name}: {sys.exc_info()[0].__name__}")
for pkg in (holytable.engine, holytable.games, holytable.bot):
    for m in pkgutil.walk_packages(pkg.__path__, pkg.__name__ + ".", onerror=onerror):
        leaf = m.name.rsplit(".", 1)[-1]
        if leaf == "screen" or leaf.startswith("screen_"):
            continue
        try:
            importlib.import_module(m.name)
        except Exception as e:
            broken.append(f"{m.name}: {type(e).__name__}: {e}")
            continue
        imported.append(m.name)
EXTRA
ui = sorted(n for n in sys.modules if n.split(".")[0] in ("textual", "rich"))
print(json.dumps({"imported": imported, "broken": broken, "ui": ui}))
"""


def run_check(extra: str = "") -> dict:
    env = {**os.environ, "PYTHONPATH": str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", "")}
    env.pop("PYTHONSTARTUP", None)
    proc = subprocess.run(
        [sys.executable, "-c", CHECK.replace("EXTRA", extra)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout.strip().splitlines()[-1])


def test_engine_and_game_rules_import_no_ui_toolkit():
    result = run_check()
    imported = set(result["imported"])
    # the walk really found the engine and the rules (the check is not vacuous)
    for name in (
        "holytable.engine.decision",
        "holytable.engine.game",
        "holytable.engine.record",
        "holytable.games.frontline.rules",
        "holytable.games.frontline.cards",
        "holytable.bot.ismcts",
        "holytable.bot.players",
    ):
        assert name in imported
    assert not any(n.rsplit(".", 1)[-1].startswith("screen") for n in imported)
    assert result["ui"] == [], f"UI toolkit loaded by the engine: {result['ui'][:5]}"
    # a module that does not import at all cannot be checked: that fails too
    assert result["broken"] == [], "modules that failed to import: " + "; ".join(result["broken"])


def test_the_isolation_check_detects_a_ui_import():
    """Sanity: the same check fails when a module pulls in rich."""
    result = run_check("import rich.text")
    assert "rich" in result["ui"] and "rich.text" in result["ui"]
