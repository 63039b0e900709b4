"""Every rule ID of docs/rules/holy-wars.md has a test named after it
(``HW-16.8`` -> a test whose name starts with ``test_hw_16_8_``)."""
from __future__ import annotations

import ast
import re
from pathlib import Path

HERE = Path(__file__).resolve().parent
DOC = HERE.parents[1] / "docs" / "rules" / "holy-wars.md"


def rule_ids() -> list[str]:
    """Leaf rule IDs: every bold ``**HW-n.m**`` and every section without sub-IDs."""
    text = DOC.read_text(encoding="utf-8")
    bold = re.findall(r"\*\*(HW-\d+(?:\.\d+)?)\b", text)
    sections = re.findall(r"^## (HW-\d+)\b", text, re.M)
    leaves = set(bold)
    for sec in sections:
        if not any(b.startswith(sec + ".") for b in bold):
            leaves.add(sec)
    return sorted(leaves, key=lambda r: [int(x) for x in r[3:].split(".")])


def hw_test_names() -> list[str]:
    names = []
    for f in HERE.glob("test_*.py"):
        for node in ast.walk(ast.parse(f.read_text(encoding="utf-8"))):
            if isinstance(node, ast.FunctionDef) and node.name.startswith("test_hw_"):
                names.append(node.name)
    return names


def test_every_rule_id_has_a_test():
    names = hw_test_names()
    ids = rule_ids()
    assert len(ids) > 60
    missing = [r for r in ids if not any(n.startswith("test_" + r.lower().replace("-", "_").replace(".", "_") + "_") for n in names)]
    assert not missing, f"rule IDs without a test: {missing}"




def test_the_player_facing_part_comes_before_the_developer_notes():
    """The in-app ``?`` shows what comes before ``<!-- developer notes -->``: an
    "On screen" section near the top, no engine paths, tests or vocabulary; the
    balance table and every rule ID stay in the file."""
    text = DOC.read_text(encoding="utf-8")
    lines = text.splitlines()
    assert lines.count("<!-- developer notes -->") == 1
    player, dev = text.split("<!-- developer notes -->")
    assert player.index("## On screen") < player.index("## HW-1 ")
    for word in ("holytable/", "tests/", ".py", ".yaml", "`handler`", "simulate", "invariant"):
        assert word not in player, word
    for key in ("`0`", "PgUp", "`i`", "`u`", "`L`", "`?`", "Esc", "⤵", "✦", "⊘", "CT", "♥", "locked",
                "unlocked", "Disrupted", "Stabilized", "▶", "ask only when I can respond"):
        assert key in player, key
    assert "| seat 1 |" in dev and "## HW-20" in dev
