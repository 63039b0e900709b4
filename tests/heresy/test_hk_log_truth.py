"""The log says what happened, once (issue 13): no secret split logged for a
Host with no votes (HK-34.17), one line for a declined challenge's tau
(HK-34.4)."""
from __future__ import annotations

from test_hk_aereopagus import challenge, crucible_table


def _texts(g) -> list[str]:
    return [e.text for e in g.log.events]


def test_hk_34_17_only_the_host_with_votes_is_logged_dividing_them():
    g, c = crucible_table()
    challenge(g, c, "phorlakh", "dubiel", "chief")
    g.choose("accept")
    while g.pending.kind in ("present", "execute"):
        g.choose("vote:1" if g.pending.kind == "present" and g.pending.player == 1 else
                 "abstain" if g.pending.kind == "present" else "pass")
    assert g.pending.kind == "split" and g.pending.player == 1  # Phorlakh has none: nobody asked
    g.choose("split:0")
    split = [e for e in g.log.events if e.verb == "split_committed"]
    assert [e.actor for e in split] == [1]
    assert not any("Phorlakh's votes" in t for t in _texts(g))


def test_hk_34_4_a_declined_challenge_logs_the_tau_once():
    g, c = crucible_table(title=False)
    challenge(g, c, "phorlakh", "dubiel")
    n = len(g.log.events)
    g.choose("decline")
    new = _texts(g)[n:]
    assert sum("gains 2 tau" in t for t in new) == 1, new
    assert any("declines" in t and "stricken in disgrace" in t for t in new)
