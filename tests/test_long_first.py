"""The order tests/conftest.py gives the suite for pytest-xdist (not a rule:
how the suite's time is shared between workers)."""
import importlib.util
from pathlib import Path
from types import SimpleNamespace

# the root conftest by its path ("conftest" may name another folder's)
_spec = importlib.util.spec_from_file_location("root_conftest", Path(__file__).with_name("conftest.py"))
_root = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_root)
pytest_collection_modifyitems = _root.pytest_collection_modifyitems


def items(*ids):
    return [SimpleNamespace(nodeid=i) for i in ids]


def order(workers, its):
    config = SimpleNamespace(workerinput={"workercount": workers}) if workers else SimpleNamespace()
    pytest_collection_modifyitems(config, its)
    return [i.nodeid for i in its]


def test_long_tests_are_dealt_to_the_head_of_each_workers_share():
    its = items("a", "whole_game_1", "b", "c", "test_hk_3_8_no_private_token_reaches_another_seat[2]", "d",
                "whole_game_2", "e")
    # worksteal cuts 8 tests for 2 workers into 4 + 4
    assert order(2, its) == ["test_hk_3_8_no_private_token_reaches_another_seat[2]", "whole_game_2", "a", "b",
                             "whole_game_1", "c", "d", "e"]


def test_without_workers_long_tests_come_first_and_nothing_is_lost():
    its = items("a", "whole_game_1", "b", "test_hk_3_8_no_private_token_reaches_another_seat[3]")
    assert order(None, its) == ["test_hk_3_8_no_private_token_reaches_another_seat[3]", "whole_game_1", "a", "b"]
    many = items(*[f"whole_game_{i}" for i in range(5)], "x")
    assert sorted(order(3, many)) == sorted(i.nodeid for i in items(*[f"whole_game_{i}" for i in range(5)], "x"))



def test_installed_bytecode_is_linked_into_the_workers_bytecode_folder(tmp_path):
    """The workers read bytecode only from the run's folder: the standard
    library's and the installed packages' compiled modules must be there (or
    each worker compiles them again), and nothing of the checkout."""
    import asyncio
    import importlib.util
    import sys

    import textual.app

    root = Path(_root.__file__).resolve().parent.parent
    _root._link_installed_bytecode(str(tmp_path), root)
    for module in (textual.app, asyncio):
        installed = Path(importlib.util.cache_from_source(module.__file__))  # beside the source
        before = sys.pycache_prefix
        sys.pycache_prefix = str(tmp_path)
        try:
            linked = Path(importlib.util.cache_from_source(module.__file__))
        finally:
            sys.pycache_prefix = before
        assert linked.is_file(), linked
        assert linked.read_bytes() == installed.read_bytes()
    assert not [p for p in tmp_path.rglob("*.pyc") if root in p.parents and root / ".venv" not in p.parents]
