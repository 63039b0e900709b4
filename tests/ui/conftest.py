"""UI test fixtures: every test runs with HOLYTABLE_HOME in a temporary folder, so
no test reads or writes the real user's saves or settings."""
from __future__ import annotations

import pytest
import textual._wait
import textual.screen
from textual.css.stylesheet import Stylesheet

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

#: Parsed CSS shared by every app of the test process: Textual keeps a parse
#: cache per stylesheet, and ``Stylesheet.reparse`` (each screen bringing a
#: widget class with CSS of its own, each theme change) starts a fresh one, so
#: every app parsed every widget's CSS several times: a sixth of a short UI
#: test's time. Keyed as Textual's own cache is, plus the CSS variables (the
#: theme) the rules were parsed with; CSS that fails to parse is not kept (it
#: raises again). The parsed rules are only read once made.
_PARSED_CSS: dict[tuple, list] = {}
_parse_rules = Stylesheet._parse_rules


def _shared_parse_rules(self, css, read_from, is_default_rules=False, tie_breaker=0, scope=""):
    key = (css, read_from, is_default_rules, tie_breaker, scope, frozenset(self._variables.items()))
    rules = _PARSED_CSS.get(key)
    if rules is None:
        rules = _PARSED_CSS[key] = _parse_rules(self, css, read_from, is_default_rules, tie_breaker, scope)
    return rules


Stylesheet._parse_rules = _shared_parse_rules


@pytest.fixture(autouse=True)
def holytable_home(tmp_path, monkeypatch):
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("HOLYTABLE_HOME", str(home))
    monkeypatch.delenv("NO_COLOR", raising=False)
    return home
