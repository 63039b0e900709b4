"""Where the ``decks/`` folder (card pools and ready-made decks) lives.

From a source checkout or an editable install it is ``<repo>/decks``. A wheel
installs the same files as data files under ``<prefix>/share/holytable/decks``
(see ``[tool.setuptools.data-files]`` in pyproject.toml); the installed files are
found through the distribution's RECORD, so venv, ``--user`` and system installs
all work.

The player's own decks live apart from the installed ones, in
:func:`user_decks_root` (``decks/<game>/`` under the user data directory, or under
``$HOLYTABLE_HOME`` when set, as saves do), so adding a deck never means writing
into the installed package.
"""
from __future__ import annotations

import functools
import os
import sysconfig
from importlib import metadata
from pathlib import Path

DATA_SUBDIR = ("share", "holytable", "decks")


def _repo_decks() -> Path:
    return Path(__file__).resolve().parent.parent / "decks"


def _installed_decks() -> Path | None:
    try:
        dist = metadata.distribution("holytable")
        files = dist.files or []
    except Exception:  # not installed, or unreadable metadata
        return None
    n = len(DATA_SUBDIR)
    for f in files:
        parts = f.parts
        for i in range(len(parts) - n):
            if parts[i : i + n] == DATA_SUBDIR:
                found = Path(dist.locate_file(Path(*parts[: i + n]))).resolve()
                if found.is_dir():
                    return found
    return None


@functools.cache
def decks_root() -> Path:
    """The ``decks`` folder: ``decks_root() / "frontline" / "cards.yaml"`` is the
    Frontline pool. Never raises: when nothing is found it returns the source
    checkout's path, and loading a file from it reports the missing file."""
    repo = _repo_decks()
    if repo.is_dir() and (repo.parent / "pyproject.toml").is_file():
        return repo
    installed = _installed_decks()
    if installed is not None:
        return installed
    for scheme in sysconfig.get_scheme_names():
        try:
            cand = Path(sysconfig.get_path("data", scheme)).joinpath(*DATA_SUBDIR)
        except (KeyError, TypeError):
            continue
        if cand.is_dir():
            return cand
    return repo


def user_decks_root() -> Path:
    """The player's own ``decks`` folder: ``$HOLYTABLE_HOME/decks`` if set, else
    ``decks`` in the platformdirs user data directory (``~/.local/share/holytable/
    decks`` on Linux). ``user_decks_root() / "frontline"`` holds the player's
    Frontline decks. Looked up at each call; never created here."""
    home = os.environ.get("HOLYTABLE_HOME")
    if home:
        return Path(home) / "decks"
    from platformdirs import user_data_dir

    return Path(user_data_dir("holytable", appauthor=False)) / "decks"
