"""Every rule ID of docs/rules/pantheon.md has a test named after it
(``PN-12.2`` -> a test whose name starts with ``test_pn_12_2_``)."""
from __future__ import annotations

import ast
import re
from pathlib import Path

HERE = Path(__file__).resolve().parent
DOC = HERE.parents[1] / "docs" / "rules" / "pantheon.md"


def rule_ids() -> list[str]:
    """Leaf rule IDs: every bold ``**PN-n.m**`` and every section without sub-IDs."""
    text = DOC.read_text(encoding="utf-8")
    bold = set(re.findall(r"\*\*(PN-\d+(?:\.\d+)?)\*\*", text))
    sections = re.findall(r"^## (PN-\d+)\b", text, re.M)
    leaves = set(bold)
    for sec in sections:
        if not any(b.startswith(sec + ".") for b in bold):
            leaves.add(sec)
    return sorted(leaves, key=lambda r: [int(x) for x in r[3:].split(".")])


def pn_test_names() -> list[str]:
    names = []
    for f in HERE.glob("test_*.py"):
        for node in ast.walk(ast.parse(f.read_text(encoding="utf-8"))):
            if isinstance(node, ast.FunctionDef) and node.name.startswith("test_pn_"):
                names.append(node.name)
    return names


def test_every_rule_id_has_a_test():
    names = pn_test_names()
    ids = rule_ids()
    assert len(ids) >= 60
    missing = [r for r in ids if not any(n.startswith("test_" + r.lower().replace("-", "_").replace(".", "_") + "_")
                                         for n in names)]
    assert not missing, f"rule IDs without a test: {missing}"


def test_every_test_names_a_rule_that_exists():
    ids = {r.lower().replace("-", "_").replace(".", "_") for r in rule_ids()}
    stray = [n for n in pn_test_names() if not any(n.startswith(f"test_{i}_") for i in ids)]
    assert not stray, f"tests naming no rule ID of the page: {stray}"
