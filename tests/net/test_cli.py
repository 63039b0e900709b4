"""``holytable host`` and ``holytable join`` from the command line: bad input is
one line on stderr and exit 1 (no traceback); the table's modules other than
its screen import no UI toolkit."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from holytable.cli import main

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("argv, says", [
    (["join", "AAAA-BBBB-CCCC"], "no table with that room code"),
    (["join", "AAAA-BBBB-CCCC", "--seat", "0"], "--seat counts from 1"),
    # (["host"] alone opens the lobby as the host: test_lobby_host.py)
    (["host", "pantheon", "--players", "9"], "seats 2 to 4 players, not 9"),
    (["host", "frontline", "--deck", "nope", "--deck", "red"], "no ready-made deck 'nope'"),
    (["host", "frontline", "--computer", "5"], "no seat 5"),
    (["host", "frontline", "--code", "short"], "is not a room code"),
    (["host", "--resume", "/nonexistent/save.json"], "cannot read"),
])
def test_bad_input_is_one_line(argv, says, capsys):
    assert main(argv) == 1
    err = capsys.readouterr().err
    assert says in err and err.count("\n") == 1 and "Traceback" not in err


def test_the_table_modules_import_no_ui_toolkit():
    code = ("import json, sys\n"
            "import holytable.net.messages, holytable.net.host, holytable.net.client, holytable.net.commands\n"
            "print(json.dumps(sorted(n for n in sys.modules if n.split('.')[0] in ('textual', 'rich'))))")
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout.strip().splitlines()[-1]) == []
