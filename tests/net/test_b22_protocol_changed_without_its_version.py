"""An older holytable cannot join a newer host, and is not told it is a
version matter: the table protocol changed today without its version
(break22).

Promise (holytable/net/messages.py): "every message carries the protocol
version ``v``"; "a message of another version is refused" with "protocol
version N is not this holytable's". Both sides validate with
``extra="forbid"``, so a field is only ever added with a new version (as the
save format does: "a field is only ever added with a new format: a
holytable from before it says the save was made by a newer holytable").

Fault: ``SetStops.everything`` (bcea928) and ``Welcome.stops`` /
``Welcome.everything`` (7c10d51) were added with ``VERSION`` still 1, and
``encode`` writes every field (``"stops": null`` too). A holytable of this
morning (bcea928) joining today's host fails on the very first answer, the
welcome: "not a host message (welcome.stops: Extra inputs are not
permitted)": it can never join, and is told of a bad message, not of an
older holytable. A seat of today joining a host of 93343f4 has each of its
stops messages refused ("stops.everything: Extra inputs ...").

How to see it: two holytable installs on one machine (one upgraded while a
table was open): ``holytable host holy_wars`` with the new one, ``holytable
join CODE`` with the older.

Found by break22; fixed on main (see git log for this file).
"""
from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

from holytable.net import messages as m

ROOT = Path(__file__).resolve().parents[2]


def protocol_at(commit: str):
    """holytable/net/messages.py as it was at ``commit`` (from git), loaded."""
    try:
        src = subprocess.run(["git", "-C", str(ROOT), "show", f"{commit}:holytable/net/messages.py"],
                             capture_output=True, text=True, check=True).stdout
    except (OSError, subprocess.CalledProcessError):
        pytest.skip(f"no git history with {commit} here")
    name = f"_messages_{commit}"
    path = Path(__file__).parent / f".{name}.py"
    spec = importlib.util.spec_from_loader(name, loader=None)
    mod = importlib.util.module_from_spec(spec)
    sys.modules[name] = mod
    exec(compile(src, str(path), "exec"), mod.__dict__)
    return mod


def refused_only_by_version(decode, line: bytes) -> str | None:
    """None when ``line`` decodes, or is refused for its version; else the refusal."""
    try:
        decode(line)
    except Exception as e:  # the old module's own ProtocolError
        if "protocol version" in str(e):
            return None
        return str(e)
    return None


@pytest.mark.parametrize("commit", ["bcea928", "93343f4"])
def test_an_older_holytable_reads_todays_messages_or_is_told_the_version(commit):
    old = protocol_at(commit)
    host_says = {
        "welcome (first join)": m.Welcome(seat=1, names=["Ana", "Bo"], game="holy_wars", title="Holy Wars"),
        "welcome (joining again)": m.Welcome(seat=1, names=["Ana", "Bo"], game="holy_wars", title="Holy Wars",
                                             stops=["my_play"], everything=3),
    }
    seat_says = {
        "stops as it joins": m.SetStops(keys=["my_play"]),
        "stops with the toggle": m.SetStops(keys=["my_play"], everything=True),
    }
    bad = {what: why for what, msg in host_says.items()
           if (why := refused_only_by_version(old.decode_host, m.encode(msg)))}
    bad |= {what: why for what, msg in seat_says.items()
            if (why := refused_only_by_version(old.decode_client, m.encode(msg)))}
    assert not bad, (
        f"holytable at {commit} speaks protocol version {old.VERSION}, as today's ({m.VERSION}), yet refuses "
        f"today's messages as malformed: {bad}")
