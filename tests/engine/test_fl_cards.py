"""Frontline soldiers and keywords: FL-12 .. FL-16 and FL-20 (docs/rules/frontline.md).

Known positions built with ``table.arrange``; ``extra_decks`` adds four test-only
soldiers (see conftest) where the thirteen designed ones cannot show a rule.
"""
from __future__ import annotations

import re
import typing
from pathlib import Path

import pytest

from holytable.games.frontline import cards

DOC = Path(__file__).resolve().parents[2] / "docs" / "rules" / "frontline.md"


def hand_tags(g, seat):
    return sorted(g.info[c].tag for c in g.s.sides[seat].hand)


# -- FL-12 --------------------------------------------------------------------------
def test_fl_12_thirteen_soldiers_use_the_whole_vocabulary(pool):
    soldiers = list(pool.soldiers.values())
    assert len(soldiers) == 13
    assert sorted(s.rank for s in soldiers) == list(range(1, 14))
    used = {(e.when, e.do) for s in soldiers for e in s.effects}
    for when, do in used:
        assert do in cards.ALLOWED[when]
    # every verb of the vocabulary is on some soldier, and every keyword too
    assert {do for _, do in used} == set(typing.get_args(cards.Action))
    kws = [s.keywords for s in soldiers]
    assert any(k.quick for k in kws) and any(k.anti_clash for k in kws)
    assert any(k.forced_clash for k in kws) and any(k.assassinate for k in kws)
    # the card text the players read is there for every soldier with an ability
    for s in soldiers:
        if s.effects or s.keywords.assassinate:
            assert s.text


def test_fl_12_rules_page_matches_the_pool(pool):
    text = DOC.read_text(encoding="utf-8")
    for n in range(1, 21):
        assert re.search(rf"^## FL-{n} ", text, re.M), f"FL-{n} missing from the rules page"
    rows = re.findall(r"^\| +(\d+) +\| ([A-Za-z-]+) +\| ([^|]*)\|", text, re.M)
    table = {name: (int(rank), kw.strip()) for rank, name, kw in rows}
    for s in pool.soldiers.values():
        assert table[s.name][0] == s.rank, s.name
        k = s.keywords
        words = [w for w, on in (("Quick", k.quick), ("Anti-Clash", k.anti_clash), ("Forced Clash", k.forced_clash)) if on]
        if k.assassinate:
            words.append(f"Assassinate {k.assassinate}")
        assert table[s.name][1] == (", ".join(words) or "—"), s.name
    for verb in typing.get_args(cards.Action):
        assert f"| `{verb}`" in text


def test_fl_12_scout_keeps_one_on_top(table):
    g = table.arrange(
        table.game(), hands=(["scout", "medic"], ["sentry", "medic"]), decks=(["general", "medic", "captain"], ())
    )
    table.duel(g, "scout", "sentry")
    # known position: the Scout's owner chooses which of the top two stays on top
    assert g.pending.player == 0 and g.pending.kind == "scout"
    assert g.legal_ids() == ["keep:red-general", "keep:red-medic"]
    assert g.view_dict(1)["options"] == []
    g.choose("keep:red-medic")
    # Sentry wins 7 vs 2; Ana's end-of-turn draw is the Medic she kept on top
    assert g.s.sides[1].vp == 2 and hand_tags(g, 0) == ["red-medic", "red-medic"]
    deck = table.tags(g, g.s.sides[0].deck)  # bottom first
    assert deck[-1] == "red-captain" and deck[0] == "red-general"


def test_fl_12_scout_with_two_equal_cards_still_asks(table):
    g = table.arrange(
        table.game(), hands=(["scout", "medic"], ["sentry", "medic"]), decks=(["general", "general"], ())
    )
    table.duel(g, "scout", "sentry")
    assert g.pending.kind == "scout" and g.legal_ids() == ["keep:red-general"]  # asked anyway (FL-3)
    g.choose("keep:red-general")
    assert g.pending.kind == "draft" and g.s.turn == 2
    assert hand_tags(g, 0) == ["red-general", "red-medic"]


def test_fl_12_scout_with_one_card_left_just_looks(table):
    g = table.arrange(
        table.game(),
        hands=(["scout", "medic"], ["sentry", "medic"]),
        decks=(["general"], ()),
        rest=((1, "survivors"), (1, "deck")),
    )
    table.duel(g, "scout", "sentry")
    assert g.pending.kind == "draft" and g.s.turn == 2
    assert "Scout: you look at General (13); the order stays." in g.view_dict(0)["log"]


@pytest.mark.parametrize("vp,winner", [((0, 5), 0), ((5, 5), 1), ((6, 5), 1)])
def test_fl_12_standard_bearer_only_when_behind(table, vp, winner):
    g = table.arrange(table.game(), hands=(["standard-bearer", "medic"], ["sentry", "medic"]), vp=vp)
    mark = len(g.log)
    table.duel(g, "standard-bearer", "sentry")
    r = 10 if winner == 0 else 6
    assert f"Rank {r} vs 7: {table.names[winner]} wins the duel." in table.since(g, mark)
    assert g.s.sides[winner].vp == vp[winner] + 2


def test_fl_12_general_holds_on_defeat(table):
    g = table.arrange(table.game(), hands=(["assassin", "medic"], ["general", "medic"]))
    table.duel(g, "assassin", "general")
    assert g.s.sides[0].vp == 1 and table.tags(g, g.s.sides[0].survivors) == ["red-assassin"]
    assert g.s.sides[1].vp == 0 and table.tags(g, g.s.sides[1].survivors) == ["black-general"]


def test_fl_12_captain_draws_two_on_defeat(table):
    g = table.arrange(
        table.game(), hands=(["general", "medic"], ["captain", "medic"]), decks=((), ["scout", "spy", "sentry"])
    )
    table.duel(g, "general", "captain")
    assert g.s.sides[0].vp == 2
    assert hand_tags(g, 1) == sorted(["black-medic", "black-scout", "black-spy", "black-sentry"])


def test_fl_12_veteran_may_exchange_on_victory(table):
    g = table.arrange(
        table.game(),
        hands=(["veteran", "scout", "general", "general"], ["sentry", "medic"]),
        decks=(["captain", "knight"], ()),
    )
    table.duel(g, "veteran", "sentry")
    assert g.pending.player == 0 and g.pending.kind == "exchange"
    assert g.legal_ids() == ["exchange:skip", "bottom:red-scout", "bottom:red-general"]
    g.choose("bottom:red-general")
    a = g.s.sides[0]
    assert table.tags(g, a.deck)[0] == "red-general"
    # swapped for the Captain, then the end-of-turn Knight
    assert hand_tags(g, 0) == sorted(["red-scout", "red-general", "red-captain", "red-knight"])
    assert a.vp == 2


def test_fl_12_veteran_may_keep_its_hand(table):
    g = table.arrange(
        table.game(), hands=(["veteran", "scout"], ["sentry", "medic"]), decks=(["captain", "knight"], ())
    )
    table.duel(g, "veteran", "sentry")
    g.choose("exchange:skip")
    assert hand_tags(g, 0) == ["red-captain", "red-scout"]


# -- FL-13 --------------------------------------------------------------------------
def test_fl_13_anti_clash_turns_a_tie_into_stalemate(table):
    g = table.arrange(table.game(), hands=(["sentry", "medic"], ["sentry", "medic"]))
    mark = len(g.log)
    table.duel(g, "sentry", "sentry")
    log = table.since(g, mark)
    assert "Anti-Clash: no clash can begin for the rest of this turn." in log
    assert "Rank 7 vs 7: a tie, and no clash may begin: stalemate." in log
    assert [s.vp for s in g.s.sides] == [0, 0]
    assert g.s.turn == 2 and not g.s.anti_clash  # lasts for the turn only
    assert g.legal_ids()[0] == "draft:red-medic"


@pytest.mark.parametrize(
    "ana,bo,winner", [("sentry", "skirmisher", 0), ("sentry", "knight", 1), ("knight", "sentry", 0)]
)
def test_fl_13_anti_clash_stops_forced_clash(table, ana, bo, winner):
    g = table.arrange(table.game(), hands=([ana, "medic"], [bo, "medic"]))
    table.duel(g, ana, bo)
    assert g.s.turn == 2 and g.s.sides[winner].vp == 2  # no clash: decided at once


def test_fl_13_anti_clash_ends_a_forced_clash(table):
    g = table.arrange(table.game(), hands=(["skirmisher", "sentry", "medic"], ["assassin", "knight", "medic"]))
    table.duel(g, "skirmisher", "assassin")  # Forced Clash
    assert len(g.s.duels) == 2
    table.duel(g, "sentry", "knight")  # Anti-Clash now stops the Knight's Forced Clash
    assert g.s.turn == 2 and g.s.sides[1].vp == 4


# -- FL-14 --------------------------------------------------------------------------
@pytest.mark.parametrize("target,vp", [("captain", 2), ("general", 1)])
def test_fl_14_assassinate_beats_rank_x_or_more(table, target, vp):
    g = table.arrange(table.game(), hands=(["assassin", "medic"], [target, "medic"]))
    mark = len(g.log)
    table.duel(g, "assassin", target)
    r = 12 if target == "captain" else 13
    assert f"Assassinate: Ana's Assassin strikes down rank {r}." in table.since(g, mark)
    assert g.s.sides[0].vp == vp and g.s.sides[1].vp == 0


def test_fl_14_assassinate_misses_below_x(table):
    g = table.arrange(table.game(), hands=(["assassin", "medic"], ["knight", "quartermaster"]))
    table.duel(g, "assassin", "knight")  # 11 < 12: Knight wins, but Forced Clash
    assert len(g.s.duels) == 2
    g = table.arrange(table.game(), hands=(["assassin", "medic"], ["quartermaster", "medic"]))
    table.duel(g, "assassin", "quartermaster")
    assert g.s.sides[1].vp == 2


@pytest.mark.parametrize("vp,winner", [((0, 0), 1), ((5, 0), 0)])
def test_fl_14_assassinate_looks_at_the_rank_after_on_flip(table, extra_decks, vp, winner):
    # Marksman: rank 4, Assassinate 10. Standard-Bearer is 6, or 10 when behind.
    g = table.arrange(table.game(decks=extra_decks), hands=(["marksman", "medic"], ["standard-bearer", "medic"]), vp=vp)
    table.duel(g, "marksman", "standard-bearer")
    assert g.s.sides[winner].vp == vp[winner] + 2


def test_fl_14_both_assassinate_cancel(table, extra_decks):
    # Duelist (12, Assassinate 1) vs Assassin (1, Assassinate 12): both hold
    g = table.arrange(table.game(decks=extra_decks), hands=(["duelist", "medic"], ["assassin", "medic"]))
    mark = len(g.log)
    table.duel(g, "duelist", "assassin")
    log = table.since(g, mark)
    assert not any(line.startswith("Assassinate:") for line in log)
    assert "Rank 12 vs 1: Ana wins the duel." in log
    assert g.s.sides[0].vp == 2
    # cancelled, then compared: equal ranks clash
    g = table.arrange(table.game(decks=extra_decks), hands=(["duelist", "medic"], ["duelist", "medic"]))
    table.duel(g, "duelist", "duelist")
    assert len(g.s.duels) == 2 and g.s.duels[0].result == "tie"


# -- FL-15 --------------------------------------------------------------------------
@pytest.mark.parametrize(
    "ana,bo",
    [("knight", "assassin"), ("skirmisher", "quartermaster"), ("knight", "knight"), ("medic", "skirmisher")],
    ids=["winning", "losing", "tied", "opponent"],
)
def test_fl_15_forced_clash_whatever_the_result(table, ana, bo):
    g = table.arrange(table.game(), hands=([ana, "sentry", "scout"], [bo, "assassin", "scout"]))
    table.duel(g, ana, bo)
    assert g.s.turn == 1 and len(g.s.duels) == 2 and g.s.duels[0].result == "forced"
    assert g.pending.player == 0 and g.legal_ids() == ["draft:red-scout", "draft:red-sentry"]
    assert [s.vp for s in g.s.sides] == [0, 0]
    table.duel(g, "sentry", "assassin")  # the next duel decides the whole turn
    assert g.s.sides[0].vp == 4 and g.s.turn == 2


# -- FL-16 --------------------------------------------------------------------------
def test_fl_16_quick_goes_first_whatever_the_ranks(table, extra_decks):
    # Bombardier (3, weaken 2) would go first by rank; the Quick Spy (5) goes first
    # and silences it, so the Spy keeps rank 5 and wins outright instead of tying.
    g = table.arrange(table.game(decks=extra_decks), hands=(["bombardier", "medic"], ["spy", "medic"]))
    mark = len(g.log)
    table.duel(g, "bombardier", "spy")
    log = table.since(g, mark)
    assert "Rank 3 vs 5: Bo wins the duel." in log
    assert g.s.sides[1].vp == 2 and g.s.turn == 2


@pytest.mark.parametrize("p", [0, 1])
def test_fl_16_both_quick_lowest_rank_first(table, p):
    # Scout (2, Quick) vs Spy (5, Quick): the Scout looks before the Spy silences it,
    # whoever has priority.
    g = table.arrange(
        table.game(), hands=(["spy", "medic"], ["scout", "medic"]), decks=((), ["general", "captain"]), priority=p
    )
    table.duel(g, "spy" if p == 0 else "scout", "scout" if p == 0 else "spy")
    assert g.pending.kind == "scout" and g.pending.player == 1
    assert g.legal_ids() == ["keep:black-general", "keep:black-captain"]
    g.choose("keep:black-captain")
    assert g.s.sides[0].vp == 2  # Spy 5 beats Scout 2


# -- FL-20 --------------------------------------------------------------------------
def test_fl_20_rank_changes_last_for_one_duel(table):
    g = table.arrange(table.game(), hands=(["sergeant", "medic", "scout"], ["sergeant", "assassin", "scout"]))
    table.duel(g, "sergeant", "sergeant")  # 9-2 vs 9-2: clash
    assert g.s.duels[0].rank == [7, 7] and g.view_dict(1)["frontline"][0]["rank"] == [7, 7]
    assert g.s.duels[1].rank == [0, 0]
    mark = len(g.log)
    table.duel(g, "medic", "assassin")
    assert "Rank 4 vs 1: Ana wins the duel." in table.since(g, mark)
    assert table.pool.soldiers["sergeant"].rank == 9


def test_fl_20_rank_never_below_zero(table):
    g = table.arrange(table.game(), hands=(["sergeant", "medic"], ["assassin", "medic"]))
    mark = len(g.log)
    table.duel(g, "sergeant", "assassin")
    log = table.since(g, mark)
    assert "Sergeant: the opposing soldier gets -2 rank, now 0." in log
    assert "Rank 9 vs 0: Ana wins the duel." in log


def test_fl_20_silence_removes_keywords(table):
    g = table.arrange(table.game(), hands=(["spy", "medic"], ["knight", "medic"]))
    table.duel(g, "spy", "knight")  # the Knight loses Forced Clash: no clash
    assert g.s.turn == 2 and g.s.sides[1].vp == 2


def test_fl_20_silence_removes_unresolved_effects(table):
    g = table.arrange(table.game(), hands=(["spy", "scout"], ["medic", "scout"]))
    mark = len(g.log)
    table.duel(g, "spy", "medic")  # the Medic's On Defeat is gone: it is taken
    assert "Medic is silenced: its effect does nothing." in table.since(g, mark)
    assert g.s.sides[0].vp == 2 and "black-medic" not in hand_tags(g, 1)


def test_fl_20_silence_keeps_what_already_resolved(table):
    # The Scout (Quick, 2) looks before the Spy (Quick, 5) silences it: the look
    # and its choice stand; only what had not resolved yet is lost.
    g = table.arrange(table.game(), hands=(["spy", "medic"], ["scout", "medic"]), decks=((), ["general", "captain"]))
    mark = len(g.log)
    table.duel(g, "spy", "scout")
    g.choose("keep:black-captain")
    log = table.since(g, mark)
    assert log.index("Spy: Scout loses its keywords and effects this duel.") > 0
    assert table.tags(g, g.s.sides[1].deck)[0] == "black-general"
    assert "black-captain" in hand_tags(g, 1)  # drawn at the end of the turn
