"""Maintenance: stopping the offers, the unpaid rest, whole payments, the war
tax (HF-4.4, HF-5.3, HF-5.4, HF-5.8)."""
from __future__ import annotations

from hfhelpers import Table

from holytable.games.holdfast.cards import KINDS


def store(g, seat):
    return {k: n for k, n in zip(KINDS, g.s.sides[seat].store) if n}


def in_play_keys(g, seat):
    return sorted(g.info[c].card.key for c in g.in_play(seat))


# -- HF-5.4: offering is a choice ------------------------------------------------------------------------
def test_hf_5_4_a_player_who_cannot_pay_may_stop_offering(table):
    g = table.arrange(table.game(), {"store": {"stock": 1}, "outland": ["militia", "ravager", "palisade"]}, {},
                      start="maintenance")
    assert g.pending.kind == "offer"
    assert g.legal_ids()[-1] == "stop"
    labels = {o.id: o.label for o in g.pending.options}
    mi = Table.uid(g, 0, "militia")
    assert labels[f"offer:{mi}"] == "Offer Militia to your rubble (upkeep 1 Stock)"
    # owed 3 Stock, 1 in store: stopping pays 1 of 3
    assert labels["stop"] == "Stop offering: pay 1 of the 3 owed, the rest goes unpaid"


def test_hf_5_4_offering_still_ends_when_the_rest_can_be_paid(table):
    g = table.arrange(table.game(), {"store": {"stock": 1}, "outland": ["militia", "ravager", "palisade"]}, {},
                      start="maintenance")
    g.choose(f"offer:{Table.uid(g, 0, 'ravager')}")
    assert g.pending.kind == "command" and store(g, 0) == {}
    assert in_play_keys(g, 0) == ["militia", "palisade"]


# -- HF-5.8: the unpaid rest ------------------------------------------------------------------------------
def test_hf_5_8_a_war_tax_shortfall_of_one_costs_one_bounty_not_the_field(table):
    """The reported case: 1 bounty in store, war tax 2, nothing on the field
    costs upkeep. Offering cannot help, so the player stops: 1 is paid, 1 goes
    unpaid, and the whole hold stays in play."""
    g = table.arrange(table.game(), {"store": {"wealth": 1}, "empty_deck": True,
                                     "outland": ["palisade", "lean-to", "drifter"], "resources": ["market"]},
                      {}, start="maintenance")
    assert g.pending.kind == "offer"
    g.choose("stop")
    assert g.pending.kind == "command"
    assert store(g, 0) == {} and in_play_keys(g, 0) == ["drifter", "lean-to", "market", "palisade"]
    log = g.view_dict(0)["log"]  # the payer: the others read only that some went unpaid (HF-14.2)
    assert any("stops offering" in t and "pays 1 of 3" in t and "2 goes unpaid" in t for t in log), log


def test_hf_5_8_stopping_pays_every_named_kind_it_can_and_the_any_part_by_choice(table):
    # owed: 2 Stock (two Militia) + 2 any (war tax); store 1 Stock, 2 Current, 2 Wealth:
    # 5 bounty, but only 1 Stock for 2 Stock owed
    g = table.arrange(table.game(), {"store": {"stock": 1, "current": 2, "wealth": 2}, "empty_deck": True,
                                     "outland": ["militia", "militia", "palisade"]}, {}, start="maintenance")
    assert g.pending.kind == "offer"
    g.choose("stop")
    assert g.pending.kind == "pay"  # the war tax from kinds of the player's choice
    assert "whole:2,0,0,0,0" in g.legal_ids() and "whole:0,0,0,0,2" in g.legal_ids()
    g.choose("whole:0,0,0,0,2")
    assert g.pending.kind == "command"
    assert store(g, 0) == {"current": 2}
    assert in_play_keys(g, 0) == ["militia", "militia", "palisade"]


def test_hf_5_8_the_unpaid_rest_is_not_owed_next_turn(table):
    g = table.arrange(table.game(), {"store": {"wealth": 1}, "empty_deck": True, "outland": ["palisade", "drifter"],
                                     "resources": ["farmstead", "market", "market"]},
                      {"outland": ["palisade", "drifter"], "store": {"stock": 5}}, start="maintenance")
    g.choose("stop")
    g.choose("end")
    g.choose("end")
    g.choose("keep")  # Bo's turn
    g.choose("end")
    g.choose("end")
    # Ana's next turn: harvest 2 Stock + 4 Wealth; owed war tax 2 and Drifter's 1 Stock, nothing more
    if g.pending.kind == "flush":
        g.choose("keep")
    assert g.pending.kind == "pay"
    g.choose("whole:0,0,0,0,2")
    assert store(g, 0) == {"stock": 1, "wealth": 2}


def test_hf_5_8_with_nothing_left_to_offer_the_rest_goes_unpaid(table):
    g = table.arrange(table.game(), {"store": {"wealth": 1}, "empty_deck": True}, {}, start="maintenance")
    assert g.pending.kind == "command" and store(g, 0) == {}
    assert any("pays 1 of 2" in t and "1 goes unpaid" in t for t in g.view_dict(0)["log"])


# -- HF-4.4: whole payments -----------------------------------------------------------------------------
def test_hf_4_4_any_is_paid_whole_in_one_choice(table):
    g = table.arrange(table.game(), {"store": {"stock": 4, "wealth": 3, "current": 1}, "empty_deck": True,
                                     "outland": ["palisade", "lean-to", "drifter"]}, {}, start="maintenance")
    # owed: 1 Stock (Drifter) + 2 any (war tax), paid with the named kinds first
    assert g.pending.kind == "pay"
    labels = [o.label for o in g.pending.options]
    ids = g.legal_ids()
    # a suggested split first, then each kind that pays it alone, then one at a time
    assert labels[0] == "Pay 1 Stock + 1 Wealth (suggested)"
    assert "Pay 2 Stock" in labels and "Pay 2 Wealth" in labels and "Pay 2 Current" not in labels
    assert ids[-3:] == ["pay:current", "pay:stock", "pay:wealth"]
    assert labels[-1] == "Pay 1 Wealth, then choose the rest (3 in store)"
    g.choose(ids[0])
    assert g.pending.kind == "command"
    assert store(g, 0) == {"stock": 2, "wealth": 2, "current": 1}


def test_hf_4_4_unit_by_unit_is_still_possible(table):
    g = table.arrange(table.game(), {"hand": ["camp"], "store": {"current": 3, "stock": 1, "wealth": 1},
                                     "outland": ["militia"]}, {})
    g.choose("deploy:camp")
    g.choose("outland")
    assert g.pending.kind == "pay" and "pay:stock" in g.legal_ids()
    g.choose("pay:stock")
    # one left to pay: one option per kind
    assert g.legal_ids() == ["pay:current", "pay:wealth"]
    g.choose("pay:wealth")
    assert store(g, 0) == {"current": 3}


def test_hf_4_4_the_suggestion_keeps_what_the_hand_needs(table):
    # the Sellsword in hand needs 3 Wealth: the suggestion pays the Camp with Current
    g = table.arrange(table.game(), {"hand": ["camp", "sellsword"], "store": {"current": 3, "wealth": 4},
                                     "outland": ["militia"]}, {})
    g.choose("deploy:camp")
    g.choose("outland")
    assert g.pending.options[0].label == "Pay 2 Current (suggested)"
    assert g.pending.options[0].id == "whole:2,0,0,0,0"


# -- HF-5.3: the war tax is flat ------------------------------------------------------------------------------
def test_hf_5_3_the_war_tax_is_two_every_turn_however_long_the_deck_has_been_empty(table):
    hold = {"empty_deck": True, "outland": ["palisade", "sellsword"], "resources": ["market", "market"]}
    g = table.arrange(table.game(), dict(hold), dict(hold), start="turn")
    for _ in range(6):  # three turns each
        if g.pending.kind == "flush":
            g.choose("keep")
        assert g.pending.kind == "command"
        g.choose("end")
        g.choose("end")
    taxes = [t for t in g.view_dict(0)["log"] if t.startswith("Maintenance: Ana")]
    assert taxes == ["Maintenance: Ana pays 1 Wealth, 2 any (war tax 2, field 1)."] * 3, taxes
    # each turn: 4 Wealth harvested, 3 paid
    assert store(g, 0) == {"wealth": 3}


# -- HF-14.2: what the other seats read of an upkeep --------------------------------------------------------
def test_hf_14_2_an_upkeep_reads_once_in_the_other_seats_log():
    """The other seats read "Maintenance: Bo pays the upkeep." once for an
    upkeep, not again for each part of it paid from the store ("Bo pays
    upkeep." after it, once for every bounty of an "any" part): seeded
    random games, every seat's view; the payer's own log keeps each part."""
    import random

    from holytable.games.holdfast.rules import HoldfastGame
    from holytable.ui.decks import default_decks, load_ready_deck

    decks = [load_ready_deck("holdfast", d) for d in default_decks("holdfast", 2)]
    upkeeps = parts = 0
    for seed in (5, 6):
        g = HoldfastGame(options={}, seed=seed, decks=decks, names=["Ana", "Bo"])
        r = random.Random(seed)
        while not g.over and len(g.choices) < 400:
            g.choose(r.choice(g.pending.options).id)
        for seat, other in ((0, "Bo"), (1, "Ana")):
            texts = [e.text for e in g.view(seat).log]
            upkeeps += texts.count(f"Maintenance: {other} pays the upkeep.")
            assert f"{other} pays upkeep." not in texts
            parts += sum(t.endswith("(maintenance).") for t in texts)
    assert upkeeps and parts  # upkeeps were paid, and their parts read by the payer


def test_hf_5_4_a_structure_whose_offered_fortification_held_it_up_falls_before_more_is_paid(table):
    """Ana's Stone Wall (fortitude 8) stands with 10 damage on its Iron Gate's
    +4. She cannot pay her upkeep (1 Stock for the Militia, 1 Material for the
    wall, the Iron Gate's own) and offers the Iron Gate: the wall falls at once
    (HF-11.3), so its upkeep is not owed, and what is left (the Militia's 1
    Stock) is paid from the store (HF-5.3)."""
    g = table.arrange(table.game(), {"outland": ["militia", ("stone-wall", {"damage": 10, "forts": ["iron-gate"]})],
                                     "store": {"material": 1, "stock": 1}},
                      {"outland": ["militia", "palisade"]}, start="maintenance")
    wall = Table.find(g, 0, "stone-wall")
    assert g.pending.kind == "offer"
    g.choose(f"offer:{Table.uid(g, 0, 'iron-gate')}")
    assert g.s.pieces[wall].where == "rubble"
    assert g.pending.kind == "command"
    assert store(g, 0) == {"material": 1}  # the wall's Material was not taken
