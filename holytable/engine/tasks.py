"""The one task queue driving every game's engine loop (all four games).

The game's state keeps ``s.tasks``, a list of tuples ``(name, *args)``; the
head task runs next. For a task named ``x`` the game defines:

- ``_d_x(*args)`` (optional): a :class:`~.decision.Decision` to ask the
  player; ``None`` when there is nothing to ask (the task is popped and
  ``_t_x(*args)`` runs if the game defines it, else the task is simply
  dropped); or an option id to apply at once without asking;
- ``_a_x(*args, option_id)``: apply the answer (the task is popped first);
  the option id always comes LAST, after the task's own arguments;
- ``_t_x(*args)``: a task with no decision: it just runs (popped first).

Tasks push further tasks at the head (:meth:`TaskLoop.push`) to run next.
"""
from __future__ import annotations

from .decision import Decision, Option
from .game import InvariantError


class TaskLoop:
    """Mixin for a :class:`~.game.Game` whose ``self.s.tasks`` is its agenda:
    implements ``advance`` and ``apply`` (see the module docstring)."""

    def advance(self) -> Decision | None:
        """Run tasks until one asks for a decision (returned) or the game is
        over (None). Raises InvariantError when the queue runs dry."""
        s = self.s
        while self.outcome is None:
            if not s.tasks:
                raise InvariantError(f"{type(self).__name__}: task queue ran dry")
            task = s.tasks[0]
            decide = getattr(self, "_d_" + task[0], None)
            if decide is not None:
                r = decide(*task[1:])
                if isinstance(r, Decision):
                    return r
                s.tasks.pop(0)
                if r is not None:
                    getattr(self, "_a_" + task[0])(*task[1:], r)
                else:
                    run = getattr(self, "_t_" + task[0], None)
                    if run is not None:
                        run(*task[1:])
                continue
            s.tasks.pop(0)
            getattr(self, "_t_" + task[0])(*task[1:])
        return None

    def push(self, *tasks: tuple) -> None:
        """Put ``tasks`` at the head of the queue, in the given order."""
        self.s.tasks[0:0] = list(tasks)

    def apply(self, decision: Decision, option: Option) -> None:
        """Pop the head task and apply ``option`` to it (``_a_<name>``)."""
        task = self.s.tasks.pop(0)
        getattr(self, "_a_" + task[0])(*task[1:], option.id)
