"""No screen reads meaning from a display string (issue 10).

A screen reads the engine's typed data (``View``, ``Option``, ``Event``
fields); the words (prompts, labels, log lines, option ids) are only shown.
This lint walks the syntax tree of every module that draws a game:

- SM-1: no regular expressions (the ``re`` module is not imported);
- SM-2: no splitting or partitioning on ``":"`` (option ids are opaque);
- SM-3: no string tests or slices of an option id, a label, a prompt or a log
  line (``startswith``, ``endswith``, ``find``, ``in``, ``[6:]``...);
- SM-4: no dict-style reads by a string key (``view["hand"]``, ``o["id"]``,
  ``o.get("card")``): views and options are typed (a screen's own constant
  tables, named in capitals, are its own);
- SM-5: the engine logs only typed events (``Game.say``), never a bare
  ``log.add`` with a text of its own.

The last tests feed each rule a line of code it must catch, so the lint can
fail.
"""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2] / "holytable"
#: Every module that draws a game (ui/screenshots.py is not one: it is a
#: scripted player for the README's pictures, reading ``view_dict`` like a test).
SCREENS = sorted(ROOT.glob("games/*/screen*.py")) + [ROOT / "ui" / n for n in (
    "game_screen.py", "board.py", "game_over.py")]
ENGINES = sorted(p for p in ROOT.glob("games/*/*.py") if not p.name.startswith("screen"))

#: Names of the things whose words must not be parsed (SM-3).
WORDY = {"id", "label", "prompt", "text", "reason", "log", "line", "lines", "oid", "option_id", "title", "others",
         "plain"}
STRING_TESTS = {"startswith", "endswith", "find", "rfind", "index", "rindex", "removeprefix", "removesuffix",
                "count", "split", "rsplit", "partition", "rpartition", "replace"}
#: String methods that give words back: ``o.label.lower().startswith(...)`` reads the label.
PASS_THROUGH = {"lower", "upper", "casefold", "strip", "lstrip", "rstrip", "title"}


def _table(node: ast.AST) -> bool:
    """A module constant (``STYLE["ready"]``, ``self.STYLE.get(...)``): a
    table of the screen's own, not a view (SM-4)."""
    name = node.id if isinstance(node, ast.Name) else node.attr if isinstance(node, ast.Attribute) else ""
    return name.isupper()


#: ...of which these are single strings (a slice of them reads words; a slice
#: of ``lines`` or ``log`` is a slice of a list).
ONE_STRING = WORDY - {"log", "lines"}


def _wordy(node: ast.AST, names: set[str] = WORDY) -> str | None:
    """The wordy name ``node`` reads (``o.id``, ``o["label"]``, ``oid``,
    ``o.label.lower()``), or None."""
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in PASS_THROUGH:
        return _wordy(node.func.value, names)
    if isinstance(node, ast.Attribute) and node.attr in names:
        return node.attr
    if isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Constant) and node.slice.value in names:
        return str(node.slice.value)
    if isinstance(node, ast.Name) and (node.id in names or node.id.endswith("_id")):
        return node.id
    return None


def faults(source: str, name: str = "<code>", engine: bool = False) -> list[str]:
    """``"name:line: SM-n what"`` for each rule ``source`` breaks."""
    out = []
    tree = ast.parse(source)
    for node in ast.walk(tree):
        line = f"{name}:{getattr(node, 'lineno', 0)}"
        if engine:
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "add"
                    and isinstance(node.func.value, ast.Attribute) and node.func.value.attr == "log"):
                out.append(f"{line}: SM-5 log.add: log a typed event with say()")
            continue
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            mods = [a.name for a in node.names] if isinstance(node, ast.Import) else [node.module or ""]
            if "re" in mods or "regex" in mods:
                out.append(f"{line}: SM-1 imports re")
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            attr = node.func.attr
            if attr in ("split", "rsplit", "partition", "rpartition") and any(
                    isinstance(a, ast.Constant) and a.value == ":" for a in node.args):
                out.append(f"{line}: SM-2 {attr}(':')")
            elif attr in STRING_TESTS and (w := _wordy(node.func.value)):
                out.append(f"{line}: SM-3 {w}.{attr}()")
            elif attr == "get" and node.args and isinstance(node.args[0], ast.Constant) \
                    and isinstance(node.args[0].value, str) and not _table(node.func.value):
                out.append(f"{line}: SM-4 .get({node.args[0].value!r})")
        if isinstance(node, ast.Compare):
            sides = [node.left, *node.comparators]
            for op, left, right in zip(node.ops, sides, sides[1:]):
                if isinstance(op, (ast.In, ast.NotIn)) and (w := _wordy(right, ONE_STRING)):
                    out.append(f"{line}: SM-3 ... in {w}")  # a word looked for inside a text
                elif isinstance(op, (ast.In, ast.NotIn)) and (w := _wordy(right)) and \
                        isinstance(left, ast.Constant) and isinstance(left.value, str):
                    out.append(f"{line}: SM-3 {left.value!r} in {w}")
                elif isinstance(op, (ast.Eq, ast.NotEq)):
                    for a, b in ((left, right), (right, left)):
                        if (w := _wordy(a, ONE_STRING - {"id", "oid", "option_id"})) and \
                                isinstance(b, ast.Constant) and isinstance(b.value, str) and b.value:
                            out.append(f"{line}: SM-3 {w} == {b.value!r}")
        if isinstance(node, ast.Subscript):
            if isinstance(node.slice, (ast.Slice, ast.Constant, ast.UnaryOp)) and \
                    not (isinstance(node.slice, ast.Constant) and isinstance(node.slice.value, str)) and \
                    (w := _wordy(node.value, ONE_STRING)):
                out.append(f"{line}: SM-3 {w}[...]")
            elif isinstance(node.slice, ast.Constant) and isinstance(node.slice.value, str) \
                    and isinstance(node.ctx, ast.Load) and not _table(node.value):
                out.append(f"{line}: SM-4 [{node.slice.value!r}]")
    return out


@pytest.mark.parametrize("path", SCREENS, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_sm_screens_read_typed_data_never_words(path):
    found = faults(path.read_text(encoding="utf-8"), str(path.relative_to(ROOT.parent)))
    assert not found, "a screen reads meaning from words:\n" + "\n".join(found)


@pytest.mark.parametrize("path", ENGINES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_sm_5_engines_log_typed_events(path):
    found = faults(path.read_text(encoding="utf-8"), str(path.relative_to(ROOT.parent)), engine=True)
    assert not found, "\n".join(found)


@pytest.mark.parametrize("code, rule", [
    ("import re", "SM-1"),
    ("from re import sub", "SM-1"),
    ("kind = o.id.split(':', 1)[0]", "SM-2"),
    ("kind, _, rest = oid.partition(':')", "SM-2"),
    ("if o.label.startswith('[ ]'): pass", "SM-3"),
    ("if option_id.startswith('deploy:'): pass", "SM-3"),
    ("x = [l for l in lines if ' drew ' in l.text]", "SM-3"),
    ("if ' drew ' in line: pass", "SM-3"),
    ("n = oid[6:]", "SM-3"),
    ("head = view.prompt.find('Faith')", "SM-3"),
    ("if c.name in o.label: pass", "SM-3"),
    ("x = o.label.replace(c.name, 'X')", "SM-3"),
    ("if o.label.lower().startswith('pass'): pass", "SM-3"),
    ("if ' drew ' in e.text.lower(): pass", "SM-3"),
    ("if e.text == 'Pass': pass", "SM-3"),
    ("toks = [t for t in toks if t.plain != 'active']", "SM-3"),
    ("if o.label[0] == '[': pass", "SM-3"),
    ("h = view['hand']", "SM-4"),
    ("c = o['id']", "SM-4"),
    ("c = o.get('card')", "SM-4"),
])
def test_sm_the_lint_catches_each_kind(code, rule):
    assert any(f": {rule} " in f for f in faults(code)), faults(code)


def test_sm_5_the_lint_catches_an_untyped_log_line():
    assert faults("self.log.add(f'{name} drew a card')", engine=True)
    assert not faults("self.say('draw', actor=p, cards=(uid,))", engine=True)


def test_sm_typed_reads_pass_the_lint():
    ok = """
from holytable.engine.decision import Option
kinds = [o.verb for o in view.options]
uids = set(o.cards)
hand = view.board.hand
draws = [e for e in view.log if e.verb != 'draw']
who = view.names[view.deciding]
"""
    assert faults(ok) == []


def test_sm_4_views_and_options_cannot_be_read_by_key():
    """The transitional dict-style access of issue 10 is gone: a view or an
    option read by a string key fails at once, in every screen."""
    from holytable.engine.decision import Option
    from holytable.engine.view import View

    for cls in (View, Option):
        assert not hasattr(cls, "__getitem__") and not hasattr(cls, "get"), cls.__name__
