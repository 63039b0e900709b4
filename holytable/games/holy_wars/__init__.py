"""Holy Wars: Resolve, Faith, Characters, Convictions and the Set Reserve.

Rules page: docs/rules/holy-wars.md (rule IDs HW-n). Modules:

- ``cards``: pydantic models of the pool, deck lists and resolved decks.
- ``decks``: loading and validating pool and deck files (``holytable deck check``).
- ``state``: the game state (plain dataclasses).
- ``rules``: :class:`~holytable.games.holy_wars.rules.HolyWarsGame`, the engine;
  with its mixins ``statics`` (static effects, costs), ``effects`` (the effect
  vocabulary, Resolve loss), ``windows`` (response windows), ``combat``
  (battles and attempts), ``sets`` (milestones and completion), and the
  modules of functions ``view`` (the typed board, what each seat sees),
  ``invariants`` (``check``) and ``words`` (every log line's words).
- ``why``: why an action is not offered; ``screen``: the Textual screen.
- ``balance``: the random-play balance table of the ready-made decks.
"""
