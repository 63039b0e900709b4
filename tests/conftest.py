"""Root of the test suite: this folder is on ``sys.path`` (pytest's default
import mode puts a root conftest's folder there), so every suite can
``import gamekit``."""
from itertools import islice

#: Parts of the ids of the longest tests, longest first (random games checked
#: at every decision, whole games by keys): they run first, dealt in turn to the
#: workers, so that with pytest-xdist no worker is left running one of them
#: alone at the end. Only the order changes: a test whose id changes simply
#: runs in its usual place.
LONG_FIRST = (
    "test_hk_3_8_no_private_token_reaches_another_seat",
    "test_every_decision_of_random_games",
    "whole_game",
    "whole_blitz_game",
    "test_game_over_says_when_the_end_was_not_saved",
    "test_layout_fits_and_never_fails_over_random_games",
    "test_no_hidden_uid_reaches_another_seat",
    "privacy_at_sampled_decisions",
    "test_random_keys_do_not_crash",
    "test_a_turn_by_keys_rolling_and_keeping_dice",
    "test_hf_16_1_seeded_random_games",
)


def _rank(item) -> int | None:
    return next((i for i, part in enumerate(LONG_FIRST) if part in item.nodeid), None)


def pytest_collection_modifyitems(config, items):
    """The tests named in :data:`LONG_FIRST` first in each worker's share.

    pytest-xdist's ``worksteal`` gives each of N workers one contiguous part
    of the list at first (sizes as it cuts them: what is left // workers left),
    and an idle worker later takes the tail of another's queue. So the long
    tests are dealt in turn (longest first) to the heads of those parts: with
    all of them at the head of the list, one worker ran them one after another
    while the other ran out of work. Without xdist: long tests first."""
    workers = getattr(config, "workerinput", {}).get("workercount", 1)
    long = sorted((it for it in items if _rank(it) is not None), key=_rank)
    rest = iter([it for it in items if _rank(it) is None])
    left, out = len(items), []
    for w in range(workers):
        size = left // (workers - w)
        left -= size
        part = long[w::workers]
        part += list(islice(rest, max(0, size - len(part))))
        out += part
    out += list(rest)
    items[:] = out


def pytest_xdist_auto_num_workers(config):
    """``-n auto``: two workers a core (at most 8). A good part of the UI
    tests' time is waiting (a held key's real repeat delay, a terminal in a
    pty, Textual's idle waits), which a second worker on the core fills:
    measured on 2 cores, quiet, 192 s with 2 workers, 156 s with 4."""
    import os

    try:
        cores = len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        cores = os.cpu_count() or 1
    return max(2, min(8, 2 * cores))
