"""HK-40 (in holytable): the engine is put together from parts (mixins), one per
area of the rules; a method or task defined in two parts would silently hide one
of them (the Aereopagus' vote reveal once hid combat's damage reveal)."""
from __future__ import annotations

import inspect

from holytable.games.heresy.rules import HeresyGame


def test_hk_40_no_two_parts_of_the_engine_define_the_same_method():
    parts = [c for c in HeresyGame.__mro__[1:] if c.__module__.startswith("holytable.games.heresy")]
    assert len(parts) >= 4
    seen: dict[str, str] = {}
    clashes = []
    for part in parts:
        for name, _ in inspect.getmembers(part, inspect.isfunction):
            if name in part.__dict__:
                if name in seen:
                    clashes.append(f"{name}: {seen[name]} and {part.__name__}")
                seen[name] = part.__name__
    assert not clashes, clashes


def test_hk_40_no_part_defines_a_method_twice():
    """Two lanes once each wrote a ``cb_target_gone`` in combat.py, one a
    question, one an action: the second silently replaced the first."""
    import ast

    parts = [c for c in HeresyGame.__mro__ if c.__module__.startswith("holytable.games.heresy")]
    twice = []
    for path in sorted({inspect.getsourcefile(c) for c in parts}):
        tree = ast.parse(open(path, encoding="utf-8").read())
        for cls in (n for n in ast.walk(tree) if isinstance(n, ast.ClassDef)):
            names = [f.name for f in cls.body if isinstance(f, (ast.FunctionDef, ast.AsyncFunctionDef))]
            twice += [f"{path}: {cls.name}.{n}" for n in sorted(set(names)) if names.count(n) > 1]
    assert not twice, twice
