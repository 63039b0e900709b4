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


@pytest.mark.parametrize("game_id", ["frontline", "holy_wars", "pantheon", "holdfast", "heresy"])
def test_x_tasks_playout_plays_the_game_choose_plays_with_the_same_draws(game_id):
    """TaskLoop.playout (simulate --fast, issue 11) is ``choose(options[
    r.randrange(n)].id)`` in a loop: the same draws of ``r``, choices,
    deciders, next decision, game RNG; it stops after ``limit`` choices."""
    import random

    from holytable import sim
    from holytable.games import game_class

    cls = game_class(game_id)
    da, db, na, nb = sim.ready_pairs(game_id)[0]
    a = cls(seed=5, decks=[da, db], names=[na, nb], quiet=True)
    b = cls(seed=5, decks=[da, db], names=[na, nb], quiet=True)
    ra, rb = random.Random(9), random.Random(9)
    for limit in (1, 7, 60, 200_000):
        before = len(a.choices)
        made = a.playout(ra, limit)
        for _ in range(limit):
            if b.pending is None:
                break
            opts = b.pending.options
            b.choose(opts[rb.randrange(len(opts))].id)
        assert made == len(a.choices) - before and (made == limit or a.over)
        assert (a.choices, a.deciders, a.pending, a.outcome) == (b.choices, b.deciders, b.pending, b.outcome)
        assert ra.getstate() == rb.getstate() and a.rng.getstate() == b.rng.getstate()
    assert a.over and a.playout(ra, 5) == 0 and a.choices == b.choices


@pytest.mark.parametrize("game_id", ["frontline", "holy_wars", "pantheon", "holdfast", "heresy"])
def test_x_tasks_a_lean_decision_offers_what_the_worded_one_offers(game_id):
    """Game.lean (set only while playout plays): a ``_d_`` function may leave
    the prompt unworded, nothing else: the same player, kind, options, window
    at every decision of a random game; lean is off again after a playout."""
    import random

    from holytable import sim
    from holytable.games import game_class

    cls = game_class(game_id)
    da, db, na, nb = sim.ready_pairs(game_id)[1]
    g = cls(seed=11, decks=[da, db], names=[na, nb], quiet=True)
    r = random.Random(11)
    while g.pending is not None and len(g.choices) < 3000:
        d = g.pending
        task = g.s.tasks[0]
        g.lean = True
        try:
            lean = getattr(g, "_d_" + task[0])(*task[1:])
        finally:
            del g.lean
        assert (lean.player, lean.kind, tuple(lean.options), lean.window) == (d.player, d.kind, d.options, d.window)
        assert len(lean.options) == len(d.options)
        assert [lean.options[i] for i in range(len(d.options))] == list(d.options)  # as a playout reads them
        assert lean.prompt in ("", d.prompt)
        g.choose(r.choice(d.ids()))
    g2 = cls(seed=11, decks=[da, db], names=[na, nb], quiet=True)
    g2.playout(random.Random(1), 40)
    assert not g2.lean and "lean" not in g2.__dict__


def test_x_tasks_options_on_demand_read_as_the_tuple_they_stand_for():
    from holytable.engine.decision import OptionsOnDemand

    made: list[int] = []
    opts = [Option(f"o{i}", f"O{i}") for i in range(3)]
    tail = (Option("back", "Back"),)

    def make(i):
        made.append(i)
        return opts[i]

    lazy = OptionsOnDemand(3, make, tail)
    assert len(lazy) == 4 and lazy[2] is opts[2] and lazy[3] is tail[0] and made == [2]
    assert tuple(lazy) == (*opts, *tail)
    for bad in (-1, 4):
        with pytest.raises(IndexError):
            lazy[bad]
