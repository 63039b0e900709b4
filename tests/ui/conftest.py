"""UI test fixtures: every test runs with HOLYTABLE_HOME in a temporary folder, so
no test reads or writes the real user's saves or settings."""
from __future__ import annotations

import pytest
import textual._wait
import textual.screen

#: The Pilot waits after each key (and in ``pilot.pause()``) until the app has
#: been idle for one grain: Textual's 20 ms made half of the UI tests' time
#: sleeping. A 4 ms grain, with the idle threshold in proportion. The screen
#: refreshes (and runs its ``call_after_refresh`` callbacks) every 4 ms instead
#: of 1/60 s, so that a refresh is not still due when the wait ends. A change
#: that follows a timer or a worker is waited for with ``uihelpers.until``.
GRAIN = 0.004
textual._wait.SLEEP_GRANULARITY = GRAIN
textual._wait.SLEEP_IDLE = GRAIN / 20
textual.screen.UPDATE_PERIOD = GRAIN


@pytest.fixture(autouse=True)
def holytable_home(tmp_path, monkeypatch):
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("HOLYTABLE_HOME", str(home))
    monkeypatch.delenv("NO_COLOR", raising=False)
    return home
