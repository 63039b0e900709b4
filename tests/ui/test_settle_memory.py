"""The garbage collection at each handoff (``settle_memory``, issue 11): it
costs what was made since the last handoff, not the whole heap, and still
frees garbage cycles among what it froze."""
from __future__ import annotations

import gc
import weakref

import pytest

from holytable.ui import game_screen


class Node:
    """A reference cycle (a clone holding itself, as a game's state may)."""

    def __init__(self) -> None:
        self.me = self


@pytest.fixture
def thaw():
    """Each test starts and ends with nothing frozen and no full sweep done."""
    gc.unfreeze()
    game_screen._frozen[:] = [0, None]
    yield
    gc.unfreeze()
    game_screen._frozen[:] = [0, None]


def test_later_handoffs_do_not_thaw_and_rescan_the_frozen_heap(thaw, monkeypatch):
    """The first handoff collects everything; the next ones leave what is
    frozen alone (it was 0.1-0.2 s a handoff in a test process, most of a
    whole-game test's time), yet collect the cycles made meanwhile."""
    thawed = []
    real = gc.unfreeze
    monkeypatch.setattr(gc, "unfreeze", lambda: (thawed.append(1), real())[1])
    game_screen.settle_memory()
    assert len(thawed) == 1 and gc.get_freeze_count() > 0
    assert game_screen._frozen[0] == game_screen._frozen[1] == gc.get_freeze_count()
    for _ in range(5):
        young = Node()
        ref = weakref.ref(young)
        del young
        game_screen.settle_memory()
        assert ref() is None  # made since the last handoff: collected
    assert len(thawed) == 1
    counted, frozen = game_screen._frozen[0], gc.get_freeze_count()
    assert abs(counted - frozen) <= frozen // 100  # counted as they are frozen (give or take a temporary)


def test_frozen_garbage_is_freed_once_the_frozen_heap_has_doubled(thaw):
    """A cycle frozen while alive, then dropped (a clone a takeback forgets),
    is freed by the full sweep that comes once the frozen heap has doubled."""
    game_screen.settle_memory()
    old = Node()
    ref = weakref.ref(old)
    game_screen.settle_memory()  # frozen while alive
    del old
    game_screen.settle_memory()
    assert ref() is not None  # frozen: not scanned until the heap doubles
    game_screen._frozen[1] = game_screen._frozen[0] // 3  # as if the frozen heap had grown past twice
    game_screen.settle_memory()
    assert ref() is None


def test_frozen_objects_freed_since_do_not_make_the_heap_look_doubled(thaw, monkeypatch):
    """Most of what a turn makes (views, drawn lines) is frozen at a handoff
    and freed by its last reference soon after: counted as frozen for good,
    they made every dozen handoffs thaw and sweep the whole heap (0.1-0.6 s
    in a test process). Before thawing, the frozen objects are counted again."""
    thawed = []
    real = gc.unfreeze
    monkeypatch.setattr(gc, "unfreeze", lambda: (thawed.append(1), real())[1])
    game_screen.settle_memory()
    assert len(thawed) == 1
    at_full = game_screen._frozen[1]
    # as if more than the whole heap had been frozen since, and freed again
    game_screen._frozen[0] = 2 * at_full + 1
    game_screen.settle_memory()
    assert len(thawed) == 1  # not doubled: no full sweep
    counted, frozen = game_screen._frozen[0], gc.get_freeze_count()
    assert abs(counted - frozen) <= frozen // 100  # counted again: the real size
    assert game_screen._frozen[1] == at_full


def test_once_counted_again_and_not_doubled_the_next_handoffs_do_not_count_again(thaw, monkeypatch):
    """A frozen heap just under twice its size after a full sweep (objects
    frozen while alive, garbage since: a game left) was walked again by
    ``gc.get_freeze_count()`` at every handoff (30-90 ms each in a test
    process): once counted again and found not doubled, it is not counted
    again before a quarter of the heap more has been frozen."""
    counts = []
    real = gc.get_freeze_count
    monkeypatch.setattr(gc, "get_freeze_count", lambda: (counts.append(1), real())[1])
    game_screen.settle_memory()
    # as if the last full sweep had left half the heap frozen now, less a margin:
    # the frozen heap is just under twice that
    at_full = game_screen._frozen[1] = real() // 2 + 2000
    for _ in range(4):
        game_screen._frozen[0] = 2 * at_full + 1  # counted past twice (freed objects still in the count)
        game_screen.settle_memory()
    assert len(counts) == 1  # counted again once, found not doubled
    assert game_screen._frozen[1] == at_full  # and never swept
    game_screen._frozen[0] = game_screen._recount[1] + 1  # a quarter of the heap more frozen since
    game_screen.settle_memory()
    assert len(counts) == 2
