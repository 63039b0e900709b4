"""The task loop finds a task's functions once per game (issue 11: the
engines' hot path) and still honours its class as it is when the game is made."""
from __future__ import annotations

import pytest

from holytable.engine.decision import Decision, Option
from holytable.engine.tasks import TaskLoop


class Agenda(TaskLoop):
    def __init__(self, tasks):
        self.outcome = None
        self.s = type("S", (), {})()
        self.s.tasks = list(tasks)
        self.done: list[str] = []

    def _d_ask(self):
        return Decision(0, "ask", "Go?", (Option("go", "Go"),))

    def _a_ask(self, oid):
        self.done.append(oid)

    def _t_note(self, text):
        self.done.append(text)
        if text == "end":
            self.outcome = "over"


def test_a_task_function_replaced_on_the_class_is_used_by_games_made_after(monkeypatch):
    g = Agenda([("note", "a"), ("ask",), ("note", "end")])
    d = g.advance()
    assert g.done == ["a"] and set(g._task_fns) == {"note", "ask"}
    monkeypatch.setattr(Agenda, "_t_note", lambda self, text: self.done.append(text.upper()))
    h = Agenda([("note", "b"), ("ask",)])
    assert h.advance().kind == "ask" and h.done == ["B"]
    g.apply(d, d.options[0])  # a game keeps the functions it found
    assert g.advance() is None and g.done == ["a", "go", "end"]


def test_a_task_with_no_function_names_what_is_missing():
    with pytest.raises(AttributeError, match=r"no _t_nothing for the task \('nothing', 1\)"):
        Agenda([("nothing", 1)]).advance()
