"""Pantheon: gods and dice, CP/MP/AP, towards Worship Points (docs/rules/pantheon.md).

- :mod:`.cards`   pydantic models of the card pool and deck lists (PN-2, PN-14..PN-18)
- :mod:`.decks`   pool and deck files: load, validate, resolve, ``check_file``
- :mod:`.state`   the game state (small dataclasses of ints and lists, cheap to copy)
- :mod:`.rules`   :class:`~.rules.PantheonGame`, the task-queue state machine
- :mod:`.board`   where cards are, continuous effects, damage, deaths, spots, WP
- :mod:`.turn`    opening, upkeep, dice, goes, End
- :mod:`.play`    Play/Combat menus, paying, C3 Costs, Twist response windows
- :mod:`.combat`  attacks, split damage, direct hits, Counter, Cunning
- :mod:`.effects` the card effect vocabulary, targets, triggers, named handlers
- :mod:`.view`    per-player views (typed: frozen dataclasses)
- :mod:`.invariants` the invariants of a state
- :mod:`.words`   the log's wording (every log line, one place)
- :mod:`.balance` random-play balance table of the ready-made decks
"""
