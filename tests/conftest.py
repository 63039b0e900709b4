"""Root of the test suite: this folder is on ``sys.path`` (pytest's default
import mode puts a root conftest's folder there), so every suite can
``import gamekit``."""
import os
import shutil
import sys
from itertools import islice
from pathlib import Path

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
    "test_the_handoff_lists_every_public_line",
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


# -- the cyclic garbage collector in a test process --------------------------
#: The youngest generation's threshold in a test process (Python's is 700).
#: A test process holds far more than the app does (pytest, every test
#: module, every game's tables) and makes objects at a great rate (each UI
#: test builds and drops an app): with 700, about a seventh of the UI tests'
#: CPU went to collections, most of them finding nothing. Only how often the
#: collector runs changes; every cycle is still freed.
GC_YOUNG = 10_000


def pytest_sessionstart(session):
    import gc

    gc.set_threshold(GC_YOUNG, *gc.get_threshold()[1:])


def pytest_collection_finish(session):
    """What is alive once the tests are collected (modules, test items,
    parametrize data) stays for the whole run: out of the collector's rounds
    (``gc.freeze``), as the app does after its first frame. A test that
    needs nothing frozen unfreezes first (tests/test_simulate_gc.py)."""
    import gc

    gc.collect()
    gc.freeze()
    # That was the app's first full pass (``settle_memory``: everything
    # collected, then frozen): its count says so, so the first handoff of the
    # run does not thaw and sweep the whole test process again (about 1 s).
    screen = sys.modules.get("holytable.ui.game_screen")
    if screen is not None:
        frozen = gc.get_freeze_count()
        screen._frozen[:] = [frozen, frozen]


# -- bytecode made once for every worker --------------------------------------
def pytest_configure(config):
    """With pytest-xdist workers: the test modules rewritten (pytest's assert
    rewriting) and the package compiled once, here, before the workers start,
    into a bytecode folder of this run that they read from. Each worker
    otherwise rewrote and compiled them all again while collecting (with
    PYTHONDONTWRITEBYTECODE set, or in a fresh clone, nothing is cached):
    about 4 s of CPU a worker. The folder is in the temporary directory, never
    in the checkout, and is removed when the run ends. Anything that goes
    wrong here only means the workers do that work themselves."""
    if getattr(config, "workerinput", None) is not None or os.environ.get("PYTHONPYCACHEPREFIX"):
        return
    if not getattr(config.option, "numprocesses", None) or getattr(config.option, "dist", "no") == "no":
        return
    try:
        prefix = _warm_bytecode(Path(str(config.rootpath)), config, _selected_paths(config))
    except Exception:  # pytest's internals changed, a read-only temp folder...: no warm start
        return
    os.environ["PYTHONPYCACHEPREFIX"] = prefix  # the workers start after this, with it
    config.add_cleanup(lambda: shutil.rmtree(prefix, ignore_errors=True))


def _selected_paths(config) -> list[Path]:
    """The files and folders the run's arguments name (``tests`` by default)."""
    here = Path(str(config.invocation_params.dir))
    return [(here / str(arg).split("::")[0]).resolve() for arg in config.args]


def _warm_bytecode(root: Path, config, selected: list[Path]) -> str:
    """A new bytecode folder holding every test module and conftest under
    ``tests`` that is in ``selected`` (or a conftest above one), as pytest
    rewrites it, and every module of the package compiled; its path."""
    import importlib.util
    import py_compile
    import tempfile
    from types import SimpleNamespace

    from _pytest.assertion.rewrite import PYC_TAIL, _rewrite_test, _write_pyc

    prefix = tempfile.mkdtemp(prefix="holytable-pyc-")
    _link_installed_bytecode(prefix, root)
    state = SimpleNamespace(trace=lambda *a: None)
    tests = root / "tests"
    for fn in sorted(tests.rglob("*.py")):
        wanted = any(fn == p or p in fn.parents or (fn.name == "conftest.py" and fn.parent in (p, *p.parents))
                     for p in selected)
        if wanted and (fn.name == "conftest.py" or fn.name.startswith("test_")):
            cache_dir = Path(prefix, *fn.parts[1:-1])
            cache_dir.mkdir(parents=True, exist_ok=True)
            stat, co = _rewrite_test(fn, config)
            _write_pyc(state, co, stat, cache_dir / (fn.name[:-3] + PYC_TAIL))
    before = sys.pycache_prefix
    sys.pycache_prefix = prefix
    try:
        for src in sorted([*(root / "holytable").rglob("*.py"), *(p for p in tests.rglob("*.py")
                                                                 if not p.name.startswith("test_")
                                                                 and p.name != "conftest.py")]):
            try:
                py_compile.compile(str(src), cfile=importlib.util.cache_from_source(str(src)), doraise=True)
            except py_compile.PyCompileError:  # a module that does not compile: its importer says so
                pass
    finally:
        sys.pycache_prefix = before
    return prefix


#: Folders of the standard library that no test imports (their bytecode is not linked).
_UNUSED_STDLIB = {"test", "tests", "idlelib", "tkinter", "lib2to3", "ensurepip", "turtledemo"}


def _link_installed_bytecode(prefix: str, root: Path) -> None:
    """Link the bytecode already compiled beside the standard library and the
    installed packages (their ``__pycache__`` folders, which pip and Python's
    installer fill) into ``prefix``: Python reads bytecode only from the
    prefix once one is set, so without these links every worker compiled
    asyncio, Textual, Rich, pydantic... again from source on import (about
    1 s of CPU a worker for Textual alone). Folders under ``root`` (the
    checkout, but for a virtualenv in it) are left to :func:`_warm_bytecode`."""
    tag = sys.implementation.cache_tag + ".pyc"
    skip = {"site-packages", "__pycache__", *_UNUSED_STDLIB}
    venv = root / ".venv"
    for entry in dict.fromkeys(sys.path):
        top = Path(entry or ".").resolve()
        if not top.is_dir() or (root in (top, *top.parents) and venv not in (top, *top.parents)):
            continue
        for folder, dirs, _files in os.walk(top):
            dirs[:] = [d for d in dirs if d not in skip and not d.endswith((".dist-info", ".egg-info"))]
            cache = os.path.join(folder, "__pycache__")
            try:
                names = [n for n in os.listdir(cache) if n.endswith(tag)]
            except OSError:
                continue
            mirror = prefix + folder
            os.makedirs(mirror, exist_ok=True)
            for name in names:
                try:
                    os.symlink(os.path.join(cache, name), os.path.join(mirror, name))
                except FileExistsError:
                    pass
