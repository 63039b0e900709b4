"""Every rule ID of docs/rules/holdfast.md has a test named after it (DESIGN:
a rule without a test is not done), and every test named after a rule ID names
one that exists."""
from __future__ import annotations

import re
from pathlib import Path

HERE = Path(__file__).resolve().parent
PAGE = HERE.parents[1] / "docs" / "rules" / "holdfast.md"


def rule_ids() -> set[str]:
    return set(re.findall(r"\*\*HF-(\d+\.\d+)\*\*", PAGE.read_text(encoding="utf-8")))


def ids_in_tests() -> set[str]:
    out = set()
    for p in HERE.glob("test_*.py"):
        for a, b in re.findall(r"^def test_hf_(\d+)_(\d+)_", p.read_text(encoding="utf-8"), re.M):
            out.add(f"{a}.{b}")
    return out


def test_every_rule_id_has_a_test():
    ids = rule_ids()
    assert len(ids) > 60
    missing = sorted(ids - ids_in_tests(), key=lambda s: tuple(map(int, s.split("."))))
    assert not missing, f"rule IDs without a test: {missing}"


def test_every_rule_test_names_a_rule_on_the_page():
    unknown = sorted(ids_in_tests() - rule_ids())
    assert not unknown, f"tests name rule IDs the page does not have: {unknown}"
