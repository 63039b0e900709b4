"""The rules page lists its rules and its rulings in rule-ID order (issue 13:
HK-34.11.a was printed after HK-34.13.d)."""
from __future__ import annotations

import re
from pathlib import Path

PAGE = Path(__file__).resolve().parents[2] / "docs" / "rules" / "heresy.md"
ITEM = re.compile(r"\s*- \*\*HK-([0-9]+(?:\.[0-9]+)*)((?:\.[a-z])?)")


def _key(m: re.Match) -> tuple:
    return (*map(int, m[1].split(".")), m[2])


def _out_of_order(lines: list[str]) -> list[str]:
    bad, prev = [], None
    for line in lines:
        m = ITEM.match(line)
        if m:
            if prev is not None and _key(m) < prev[0]:
                bad.append(f"HK-{m[1]}{m[2]} after HK-{prev[1]}")
            prev = (_key(m), m[1] + m[2])
    return bad


def test_hk_34_11_a_the_rules_and_the_list_of_rulings_are_in_rule_id_order():
    text = PAGE.read_text(encoding="utf-8")
    rules = text.split("\n## HK-1 ", 1)[1].split("\n## On screen", 1)[0]
    rulings = text.split("\n## List of rulings", 1)[1].split("\n## ", 1)[0]
    assert _out_of_order(rules.splitlines()) == []
    assert _out_of_order(rulings.splitlines()) == []
    assert rules.index("**HK-34.11.a**") < rules.index("**HK-34.12**")
