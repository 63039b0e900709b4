"""Every Frontline rule can be found from its ID (docs/rules/frontline.md,
"Where a rule lives"): each FL-n heading of the rules page is named, as a
whole word, in the engine's sources and by a test called ``test_fl_<n>_...``;
each function the paragraph names exists."""
from __future__ import annotations

import re
from pathlib import Path

from holytable.games.frontline.rules import FrontlineGame

ROOT = Path(__file__).resolve().parents[2]
PAGE = (ROOT / "docs" / "rules" / "frontline.md").read_text(encoding="utf-8")
ENGINE = "\n".join(p.read_text(encoding="utf-8") for p in (ROOT / "holytable" / "games" / "frontline").glob("*.py")
                   if not p.name.startswith("screen"))
TESTS = "\n".join(p.read_text(encoding="utf-8") for p in (ROOT / "tests" / "engine").glob("test_fl_*.py"))
IDS = re.findall(r"^## FL-(\d+) ", PAGE, re.M)


def test_fl_every_rule_id_is_in_the_engine_and_has_a_test():
    assert [int(n) for n in IDS] == list(range(1, 21))
    missing = [f"FL-{n}" for n in IDS if not re.search(rf"\bFL-{n}(?![\d])", ENGINE)]
    untested = [f"FL-{n}" for n in IDS if not re.search(rf"def test_fl_{n}_", TESTS)]
    assert not missing, f"no engine code names {missing}"
    assert not untested, f"no test_fl_<n>_ test for {untested}"


def test_fl_where_a_rule_lives_names_real_code():
    player, dev = PAGE.split("<!-- developer notes -->")
    para = dev.split("**Where a rule lives.**")[1]
    for name in re.findall(r"`(_[a-z_]+|check_invariants)`", para):
        assert hasattr(FrontlineGame, name), name
    for module in re.findall(r"`([a-z_]+\.py)`", para):
        assert (ROOT / "holytable" / "games" / "frontline" / module).exists() or \
            (ROOT / "tests" / "engine" / module).exists(), module
