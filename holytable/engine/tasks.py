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

A ``_d_`` function is a pure query of the state (it may fill caches): asked
again with nothing changed, it gives the same answer. :meth:`TaskLoop.playout`
relies on it: it plays random choices with ``Game.lean`` set (a ``_d_``
function may then return a lean decision, see ``Decision.lean``) and asks the
head task again, worded, for the decision it stops at.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from .decision import Decision, Option
from .game import InvariantError

if TYPE_CHECKING:  # pragma: no cover
    import random
    from typing import Callable


class TaskLoop:
    """Mixin for a :class:`~.game.Game` whose ``self.s.tasks`` is its agenda:
    implements ``advance`` and ``apply`` (see the module docstring).

    ``rollout``: a game's light playout policy for the computer player
    (issue 14: "a light rollout policy"), or None (the default: uniformly
    random playouts): ``rollout(game, decision, r) -> Option | None``, called
    for each decision of a computer player's playouts (``playout(...,
    policy=True)``): the option to take, or None for a random one. It reads
    only the decision and what the deciding seat may know (a playout runs on
    a determinization: every card there is already one the searcher may
    assume), and draws its chance from ``r`` alone.

    Each game looks up a task name's ``_d_``/``_a_``/``_t_`` functions on its
    class once, on first use, and keeps them in ``self._task_fns`` (a cache:
    the same class, so its clones share it)."""

    def _fns(self, name: str) -> tuple:
        """``(decide, answer, run)`` of task ``name``: the class's functions, None when absent."""
        fns = self.__dict__.get("_task_fns")
        if fns is None:
            fns = self.__dict__["_task_fns"] = {}
        f = fns.get(name)
        if f is None:
            cls = type(self)
            f = fns[name] = (getattr(cls, "_d_" + name, None), getattr(cls, "_a_" + name, None),
                             getattr(cls, "_t_" + name, None))
        return f

    rollout: "Callable[[TaskLoop, Decision, random.Random], Option | None] | None" = None

    def advance(self) -> Decision | None:
        """Run tasks until one asks for a decision (returned) or the game is
        over (None). Raises InvariantError when the queue runs dry."""
        s = self.s
        fns = self.__dict__.get("_task_fns")
        if fns is None:
            fns = self.__dict__["_task_fns"] = {}
        while self.outcome is None:
            if not s.tasks:
                raise InvariantError(f"{type(self).__name__}: task queue ran dry")
            task = s.tasks[0]
            f = fns.get(task[0]) or self._fns(task[0])
            decide = f[0]
            if decide is not None:
                r = decide(self, *task[1:])
                if isinstance(r, Decision):
                    return r
                s.tasks.pop(0)
                if r is not None:
                    answer = f[1]
                    if answer is None:
                        _need(answer, "_a_", task)
                    answer(self, *task[1:], r)
                elif f[2] is not None:
                    f[2](self, *task[1:])
                continue
            s.tasks.pop(0)
            run = f[2]
            if run is None:
                _need(run, "_t_", task)
            run(self, *task[1:])
        return None

    def playout(self, r: "random.Random", limit: int, forward: bool = False, policy: bool = False) -> int:
        """Play on from the pending decision as a uniformly random player:
        each choice is ``options[r.randrange(len(options))]``, drawn exactly as
        that call draws (Python's ``_randbelow``: ``getrandbits`` of ``n``'s
        bit length, redrawn while ``>= n``), so the same ``r`` makes the same
        choices. Stops when the game is over or after ``limit`` choices
        (``pending`` is then the next decision); returns the choices made.

        ``forward`` (a computer player's playouts): a drawn option that
        :func:`undoes` part of the choice being made (``back``, a member
        toggled out again) is drawn again, uniformly from the options that do
        not (when there are any): a random walk in and out of a group or a
        menu ends no sooner than it would by chance alone.

        ``policy`` (a computer player's playouts): the game's ``rollout``
        (see the class) picks each option it has an opinion on; the others
        are drawn at random as above.

        The same game, choice for choice, as ``choose(...)`` in a loop
        (``choices``, ``deciders``, ``pending``, ``outcome`` as it leaves them);
        the one loop runs ``apply`` and ``advance`` inline (random playouts are
        the computer player's hot path, issue 11). Errors as :meth:`choose`'s
        apply and advance raise (InvariantError when the queue runs dry or no
        decision comes and no outcome). While it plays, ``self.lean`` is True:
        the decisions it reads may be lean (no prompt, options made when read)."""
        d = self.pending
        if d is None or limit <= 0:
            return 0
        fns = self.__dict__.get("_task_fns")
        if fns is None:
            fns = self.__dict__["_task_fns"] = {}
        self.lean = True  # type: ignore[misc]
        try:
            made = self._playout(d, r, limit, fns, forward, policy)
        finally:
            del self.lean
        if self.pending is not None:
            # the decision it stops at, worded in full (_d_ functions are pure queries)
            task = self.s.tasks[0]
            d = (fns.get(task[0]) or self._fns(task[0]))[0](self, *task[1:])
            assert isinstance(d, Decision)
            self.pending = d
        return made

    def _playout(self, d: Decision, r: "random.Random", limit: int, fns: dict, forward: bool = False,
                 policy: bool = False) -> int:
        """:meth:`playout`'s loop, from the pending decision ``d``."""
        getrandbits = r.getrandbits
        choices, deciders = self.choices, self.deciders
        made = 0
        rollout = type(self).rollout if policy else None
        self.pending = None  # as choose leaves it while it applies
        while True:
            opts = d.options
            o = rollout(self, d, r) if rollout is not None else None
            if o is None:
                n = len(opts)
                k = n.bit_length()
                x = getrandbits(k)
                while x >= n:
                    x = getrandbits(k)
                o = opts[x]
            if forward and (o.verb in UNDO_VERBS or (o.verb in UNDO_WITH_AMOUNT and o.amount)):
                keep = [o for o in opts if not undoes(o)]
                if keep:
                    o = keep[r.randrange(len(keep))] if len(keep) > 1 else keep[0]
            oid = o.id
            choices.append(oid)
            deciders.append(d.player)
            # apply: the head task takes the answer
            s = self.s
            task = s.tasks.pop(0)
            f = fns.get(task[0]) or self._fns(task[0])
            answer = f[1]
            if answer is None:
                _need(answer, "_a_", task)
            answer(self, *task[1:], oid)
            made += 1
            # advance: run tasks until the next decision
            d = None
            while self.outcome is None:
                s = self.s
                if not s.tasks:
                    raise InvariantError(f"{type(self).__name__}: task queue ran dry")
                task = s.tasks[0]
                f = fns.get(task[0]) or self._fns(task[0])
                decide = f[0]
                if decide is not None:
                    rd = decide(self, *task[1:])
                    if isinstance(rd, Decision):
                        d = rd
                        break
                    s.tasks.pop(0)
                    if rd is not None:
                        answer = f[1]
                        if answer is None:
                            _need(answer, "_a_", task)
                        answer(self, *task[1:], rd)
                    elif f[2] is not None:
                        f[2](self, *task[1:])
                    continue
                s.tasks.pop(0)
                run = f[2]
                if run is None:
                    _need(run, "_t_", task)
                run(self, *task[1:])
            if self.outcome is not None:
                return made
            if d is None:  # pragma: no cover - advance returns a decision or ends the game
                raise InvariantError(f"{self.title}: no decision pending and no outcome")
            if made >= limit:
                self.pending = d
                return made

    def push(self, *tasks: tuple) -> None:
        """Put ``tasks`` at the head of the queue, in the given order."""
        self.s.tasks[0:0] = tasks

    def apply(self, decision: Decision, option: Option) -> None:
        """Pop the head task and apply ``option`` to it (``_a_<name>``)."""
        task = self.s.tasks.pop(0)
        fns = self.__dict__.get("_task_fns")
        f = (fns.get(task[0]) if fns is not None else None) or self._fns(task[0])
        answer = f[1]
        if answer is None:
            _need(answer, "_a_", task)
        answer(self, *task[1:], option.id)


#: verbs of options that take back what the same seat chose a step before:
#: ``back`` (the choice so far dropped) and ``release`` (a die kept is let go
#: again: Pantheon's keep/release, PN-8.2)
UNDO_VERBS = frozenset(("back", "release"))
#: verbs that take something back when their option's ``amount`` is 1 (see :func:`undoes`)
UNDO_WITH_AMOUNT = frozenset(("toggle", "turn_up"))


def undoes(o: Option) -> bool:
    """True for an option that takes back part of a choice made in several
    steps, by the contract's verbs: ``back`` (the choice so far is dropped:
    back to the menu it came from), ``release`` (a member kept earlier is let
    go), ``toggle`` with ``amount`` 1 (a member selected earlier is taken
    out again; a toggle's ``amount`` says whether it is selected now) and
    ``turn_up`` with ``amount`` 1 (Holdfast, HF-9.3: a card its owner turned
    face down this turn, which spent an action on it, turned back up for
    free: the pair only wastes the action). A computer player leaves these out whenever
    anything else is on offer (``TaskLoop.playout(forward=True)``, the
    search's tree): every end a multi-part choice can reach is still reached
    by adding members and confirming, and a search that may also walk back
    out spends its budget going in and out of the same group (issue 14)."""
    return o.verb in UNDO_VERBS or (o.verb in UNDO_WITH_AMOUNT and bool(o.amount))


def forward_options(options) -> list:
    """``options`` without those that :func:`undoes` (all of them when every
    one does)."""
    keep = [o for o in options if not (o.verb in UNDO_VERBS or (o.verb in UNDO_WITH_AMOUNT and o.amount))]
    return keep if keep else list(options)


def _need(fn, prefix: str, task: tuple):
    """``fn``, or AttributeError naming the missing ``<prefix><task name>``."""
    if fn is None:
        raise AttributeError(f"no {prefix}{task[0]} for the task {task!r}")
    return fn
