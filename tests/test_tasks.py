"""The engine's task loop (holytable.engine.tasks), shared by Holy Wars and Holdfast."""
from __future__ import annotations

import pytest

from holytable.engine.decision import Decision, Option
from holytable.engine.game import InvariantError
from holytable.engine.tasks import TaskLoop


class Toy(TaskLoop):
    """A two-task agenda: ``ask`` asks once, ``auto`` answers itself, ``note`` runs."""

    def __init__(self, tasks):
        self.outcome = None
        self.s = type("S", (), {})()
        self.s.tasks = list(tasks)
        self.done: list[str] = []

    def _d_ask(self, who):
        return Decision(who, "ask", "Yes or no?", (Option("yes", "Yes"), Option("no", "No")))

    def _a_ask(self, who, oid):
        self.done.append(f"ask {who} {oid}")

    def _d_auto(self):
        return "yes"  # an option id: applied at once, nobody asked

    def _a_auto(self, oid):
        self.done.append(f"auto {oid}")
        self.s.tasks.insert(0, ("note", "pushed"))

    def _d_skip(self):
        return None  # nothing to ask: the task is dropped

    def _t_note(self, text):
        self.done.append(text)
        if text == "end":
            self.outcome = "over"


def test_x_tasks_loop_asks_applies_drops_and_runs_in_order():
    g = Toy([("auto",), ("skip",), ("note", "a"), ("ask", 1), ("note", "end")])
    d = g.advance()
    assert d.player == 1 and g.done == ["auto yes", "pushed", "a"]
    g.apply(d, d.options[1])
    assert g.advance() is None and g.done[-2:] == ["ask 1 no", "end"] and g.outcome == "over"


def test_x_tasks_an_empty_agenda_is_an_invariant_error():
    with pytest.raises(InvariantError, match="Toy: task queue ran dry"):
        Toy([("note", "a")]).advance()


class Quiet(Toy):
    """``maybe`` asks only when told to; when it does not, ``_t_maybe`` runs."""

    def _d_maybe(self, ask):
        return Decision(0, "maybe", "Go on?", (Option("go", "Go"),)) if ask else None

    def _t_maybe(self, ask):
        self.done.append("maybe ran without asking")

    def _a_maybe(self, ask, oid):
        self.done.append(f"maybe answered {oid}")


def test_x_tasks_a_task_with_nothing_to_ask_runs_its_t_handler():
    """One loop for every game (Pantheon and Frontline rely on this): a ``_d_``
    returning None falls back to the task's ``_t_`` when there is one."""
    g = Quiet([("maybe", False), ("maybe", True), ("note", "end")])
    d = g.advance()
    assert d.kind == "maybe" and g.done == ["maybe ran without asking"]
    g.apply(d, d.options[0])
    assert g.advance() is None and g.done[1:] == ["maybe answered go", "end"]


def test_x_tasks_push_puts_tasks_first_in_order():
    g = Toy([("note", "end")])
    g.push(("note", "a"), ("note", "b"))
    assert g.s.tasks[:2] == [("note", "a"), ("note", "b")]
    assert g.advance() is None and g.done == ["a", "b", "end"]
