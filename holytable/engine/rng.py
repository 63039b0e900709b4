"""The game's own seeded source of chance (DESIGN: all chance comes from the game).

Every draw of chance goes through :class:`GameRng`, which tells its owner (the game)
that chance was used, so the takeback barrier moves (see ``Game.barrier``).

Saves must replay on future Pythons, so every draw is built on
``random.Random.getrandbits`` of the seeded Mersenne Twister alone (its int
seeding and bit stream are what Python keeps stable), never on ``randrange``,
``shuffle`` or ``choice``, whose algorithms Python may change. :meth:`below` is
the one primitive; it rejects and redraws as CPython 3.11's own ``_randbelow``
does, so records written before this module stopped calling ``randrange`` still
replay identically. ``tests/engine/test_rng_golden.py`` pins the first draws.
"""
from __future__ import annotations

import random
from typing import Callable, MutableSequence, TypeVar

T = TypeVar("T")


class GameRng:
    """Seeded RNG. ``seed`` is any int; the same seed gives the same sequence.

    ``on_use`` is called after each use (the game moves its takeback barrier).
    """

    __slots__ = ("seed", "_r", "on_use")

    def __init__(self, seed: int, on_use: Callable[[], None] | None = None) -> None:
        self.seed = int(seed)
        self._r = random.Random(self.seed)
        self.on_use = on_use

    def _used(self) -> None:
        if self.on_use is not None:
            self.on_use()

    def below(self, n: int) -> int:
        """A uniform int in ``0..n-1`` (``n >= 1``), by rejection on
        ``getrandbits(n.bit_length())``. Does not call ``on_use``. Raises
        ValueError for ``n < 1``."""
        if n < 1:
            raise ValueError(f"below({n}): need n >= 1")
        bits = self._r.getrandbits
        k = n.bit_length()
        r = bits(k)
        while r >= n:
            r = bits(k)
        return r

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Shuffle in place (Fisher-Yates on :meth:`below`)."""
        below = self.below
        for i in range(len(items) - 1, 0, -1):
            j = below(i + 1)
            items[i], items[j] = items[j], items[i]
        self._used()

    def die(self, sides: int = 6) -> int:
        """Roll one die: an int in 1..sides."""
        v = self.below(sides) + 1
        self._used()
        return v

    def coin(self) -> int:
        """Flip a coin: 0 or 1."""
        v = self.below(2)
        self._used()
        return v

    def choice(self, items: list[T]) -> T:
        """One item at random."""
        v = items[self.below(len(items))]
        self._used()
        return v

    def getstate(self) -> object:
        return self._r.getstate()

    def setstate(self, state: object) -> None:
        self._r.setstate(state)
