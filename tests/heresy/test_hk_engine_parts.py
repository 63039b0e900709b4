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
