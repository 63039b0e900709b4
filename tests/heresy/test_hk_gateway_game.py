"""Whole games won by the gateway (HK-1.1, HK-1.2.a, HK-18.2, HK-19.1,
HK-19.2): from ``setup`` (a real, seeded deal of the ready-made decks, the
short game of the lobby's length option) through the engine's own decisions
only, every choice an option id on offer, made by a simple scripted player
for every seat: build, call characters, attack the weakest domain it can,
take the tau and store it, activate the gateway as soon as it is offered,
pass every window, and throw away at the end of the turn what it will never
play (so that it draws). Every invariant is checked after every choice. The
winner and the reason are read back from the game's record, replayed."""
from __future__ import annotations

import pytest
from hkhelpers import NAMES, ready_decks

from holytable.engine.record import GameRecord
from holytable.games.heresy.rules import HeresyGame, tau_needed

KEEP = ("domain", "array", "host", "heathen")
FIRST = ("keep", "pass", "autopay", "defend", "take_tau", "attack_add", "attack_done", "from", "place", "store",
         "tau_done", "no_archive_draw", "flee_done", "accept")


def choice(g: HeresyGame) -> str:
    """The scripted player's choice at the pending decision (an id on offer)."""
    d = g.pending
    ids = [o.id for o in d.options]

    def kind_of(i: str) -> str:
        return g.kind(g.by_uid[i.split(":")[1]])

    if d.kind == "action":
        for verb in ("gateway", "build", "call"):
            hit = [i for i in ids if i == verb or i.startswith(verb + ":")]
            if hit:
                return hit[0]
        attacks = [i for i in ids if i.startswith("attack:") and kind_of(i) == "domain"]
        if attacks:  # the weakest domain: the tau a kill gives is its defense (HK-32.2)
            return min(attacks, key=lambda i: g.defense(g.by_uid[i.split(":")[1]]))
        return "end"
    if d.kind == "assign":  # on the location as soon as HK-30.3 allows it
        on_loc = [i for i in ids if i.startswith("dmg:") and kind_of(i) in ("domain", "array")]
        return on_loc[0] if on_loc else ids[0]
    if d.kind in ("setup_discard", "discard"):
        junk = [i for i in ids if i.endswith(":oblivion") and kind_of(i) not in KEEP]
        if d.kind == "discard" and junk:
            return junk[0]
        if "discard_done" in ids:
            return "discard_done"
        return junk[0] if junk else ids[0]
    for p in FIRST:
        for i in ids:
            if i == p or i.startswith(p + ":"):
                return i
    return ids[0]


def play_out(seed: int, n: int, limit: int = 3000) -> HeresyGame:
    decks = list(ready_decks().values())
    g = HeresyGame(seed=seed, decks=[decks[(seed + i) % len(decks)] for i in range(n)], names=NAMES[:n],
                   options={"length": "short"})
    for _ in range(limit):
        if g.over:
            break
        g.choose(choice(g))
        g.check_invariants()
    return g


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_hk_1_1_hk_19_a_seeded_game_is_won_by_the_gateway_through_the_engine_s_decisions(n):
    wins = []
    for seed in range(1, 6):
        g = play_out(seed, n)
        assert g.over, f"seed {seed}: no end within 3000 choices"
        if any(e.verb == "gateway" for e in g.log.events):
            wins.append(g)
    assert wins, "no scripted game of seeds 1-5 reached the gateway"
    for g in wins:
        w = g.outcome.winner
        assert g.tau_needed == tau_needed(n, "short") and g.tau(w) >= g.tau_needed  # HK-1.2.a, HK-19.1
        rec = GameRecord.of(g)
        assert rec.finished and rec.result == f"{NAMES[w]} activated their gateway with {g.tau(w)} tau"
        again = rec.build()  # the record replays to the same end
        assert again.outcome == g.outcome and again.tau(w) == g.tau(w)
        tries = [e for e in g.log.events if e.verb == "gateway_try"]
        assert tries and tries[-1].actor == w  # HK-19.2: made as an effect, answered, then won
        assert sum(dict(e.amounts).get("tau", 0) for e in g.log.events if e.verb == "store_tau" and e.actor == w) >= \
            g.tau_needed  # HK-18.2: every tau stored by the winner's own choice
