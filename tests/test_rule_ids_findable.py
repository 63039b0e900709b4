"""A rule's code is found from its rule ID in under a minute (issue 10): each
rules page says how ("Where a rule lives": grep the ID in the game's engine
package and its tests), and that grep finds every rule ID the page numbers,
in the engine's docstrings and comments or, for a rule with no code of its
own, in the name or text of a test."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PAGES = [  # (rules page, ID prefix, engine package, test folders)
    ("frontline", "FL", "frontline", ["tests/engine"]),
    ("holy-wars", "HW", "holy_wars", ["tests/holy_wars", "tests/ui"]),
    ("pantheon", "PN", "pantheon", ["tests/pantheon", "tests/ui"]),
    ("holdfast", "HF", "holdfast", ["tests/holdfast", "tests/ui"]),
    ("heresy", "HK", "heresy", ["tests/heresy", "tests/ui"]),
]


def texts(folder: Path) -> str:
    return "\n".join(p.read_text(encoding="utf-8") for p in sorted(folder.rglob("*.py")))


@pytest.mark.parametrize("page, prefix, package, test_dirs", PAGES, ids=[p[0] for p in PAGES])
def test_every_rule_id_is_found_where_the_page_says(page, prefix, package, test_dirs):
    doc = (ROOT / "docs" / "rules" / f"{page}.md").read_text(encoding="utf-8")
    assert "Where a rule lives" in doc, f"{page}.md has no 'Where a rule lives' note"
    ids = sorted(set(re.findall(rf"\b{prefix}-\d+(?:\.\d+)*\b", doc)))
    assert len(ids) >= 15
    code = texts(ROOT / "holytable" / "games" / package)
    tests = "\n".join(texts(ROOT / d) for d in test_dirs)
    lost = []
    for rid in ids:
        as_name = rid.lower().replace("-", "_").replace(".", "_")
        in_code = re.search(rf"\b{re.escape(rid)}\b", code)
        in_tests = re.search(rf"\b{re.escape(rid)}\b", tests) or re.search(rf"test_{as_name}_", tests)
        if not (in_code or in_tests):
            lost.append(rid)
    assert not lost, f"{page}: no code or test names {lost}"
    in_code = [rid for rid in ids if re.search(rf"\b{re.escape(rid)}\b", code)]
    assert len(in_code) >= 0.75 * len(ids), f"{page}: only {len(in_code)} of {len(ids)} rule IDs are in the engine"
