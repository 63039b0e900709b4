"""Rules-lawyer tests: places where the engine did not do what the text
(/work/shared/rules/holdfast.txt) or our ruling (docs/rules/holdfast.md) says,
each named with the rule ID it breaks. Known positions built with ``Table``."""
from __future__ import annotations

import pytest

from hfhelpers import Table


def store(g, seat):
    from holytable.games.holdfast.cards import KINDS

    return dict(zip(KINDS, g.s.sides[seat].store))


# -- HF-6.2 / HF-15.2 / HF-15.3: a breached courtyard is part of the outland ------------------------------
def test_hf_15_3_earthquake_shakes_structures_in_a_breached_courtyard(table):
    """The text: a breach makes "your courtyard and the shared outland ... the
    same zone again". Earthquake hits "every structure in the outland": a
    structure in a breached courtyard lies in the outland."""
    g = table.arrange(table.game(), {"hand": ["earthquake"], "store": {"current": 3, "material": 1},
                                     "outland": ["militia"]},
                      {"perimeter": ["stone-wall", None], "courtyard": ["palisade", "granary"], "outland": ["sentinel"]})
    assert g.breached(1)
    g.choose("deploy:earthquake")
    assert g.s.pieces[Table.find(g, 1, "palisade")].damage == 2
    assert g.s.pieces[Table.find(g, 1, "granary")].damage == 2
    assert g.s.pieces[Table.find(g, 1, "stone-wall")].damage == 2


def test_hf_15_3_earthquake_still_spares_a_sealed_courtyard(table):
    g = table.arrange(table.game(), {"hand": ["earthquake"], "store": {"current": 3, "material": 1},
                                     "outland": ["militia"]},
                      {"perimeter": ["stone-wall", "stone-wall"], "courtyard": ["palisade"], "outland": ["sentinel"]})
    g.choose("deploy:earthquake")
    assert g.s.pieces[Table.find(g, 1, "palisade")].damage == 0


def test_hf_15_2_an_outland_target_may_lie_in_a_breached_courtyard(table):
    """Ember Bolt: "an enemy denizen or belonging in the outland". A breached
    courtyard and the outland are one zone (HF-6.2, HF-6.5)."""
    g = table.arrange(table.game(), {"hand": ["ember-bolt"], "store": {"current": 2}, "outland": ["militia"]},
                      {"outland": ["herald"], "perimeter": ["earthwork", None], "courtyard": ["sentinel"]})
    g.choose("deploy:ember-bolt")
    assert f"aim:{Table.uid(g, 1, 'sentinel')}" in g.legal_ids()
    g.choose(f"aim:{Table.uid(g, 1, 'sentinel')}")
    assert g.s.pieces[Table.find(g, 1, "sentinel")].damage == 2


def test_hf_15_2_an_outland_target_is_not_behind_a_sealed_perimeter(table):
    g = table.arrange(table.game(), {"hand": ["ember-bolt"], "store": {"current": 2}, "outland": ["militia"]},
                      {"outland": ["herald"], "perimeter": ["earthwork", "earthwork"], "courtyard": ["sentinel"]})
    g.choose("deploy:ember-bolt")
    assert g.legal_ids() == [f"aim:{Table.uid(g, 1, 'herald')}", "back"]


# -- HF-4.3: the store never holds more than its capacity, in the Maintenance Phase too --------------------
def test_hf_4_3_offering_a_capacity_card_sheds_before_maintenance_goes_on(table):
    """Offering a Granary for maintenance lowers the capacity: the store sheds
    at once (the owner choosing what goes), before anything more is paid."""
    g = table.arrange(table.game(), {"store": {"current": 23, "stock": 1}, "resources": [],
                                     "outland": ["granary", "sentinel", "siege-captain"]},
                      {}, start="maintenance")
    assert g.capacity(0) == 25
    # owed: Stock 3 (Granary, Sentinel, Siege Captain) and Wealth 1: an offer is asked
    assert g.pending.kind == "offer"
    g.choose(f"offer:{Table.uid(g, 0, 'granary')}")
    assert g.capacity(0) == 20
    assert g.pending.kind == "shed" and g.pending.player == 0  # not more maintenance first
    for _ in range(4):
        g.choose("lose:current")
    assert sum(g.s.sides[0].store) == 20
    assert g.pending.kind == "offer"  # Siege Captain's Wealth still cannot be paid


# -- HF-5.2: harvest order is the order cards came into play, not the order they last moved ------------------
def test_hf_5_2_moving_a_card_keeps_its_place_in_the_harvest_order(table):
    g = table.arrange(table.game(), {"outland": ["tithe-collector", "shrine", "palisade"]}, {})
    tc, sh = Table.find(g, 0, "tithe-collector"), Table.find(g, 0, "shrine")
    assert g.harvest_sources(0) == [tc, sh]
    g.choose(f"move:{g.uid(tc)}")
    g.choose(f"house:{Table.uid(g, 0, 'palisade')}")
    assert g.s.pieces[tc].where == "housed"
    assert g.harvest_sources(0) == [tc, sh]  # it came into play first; moving does not change that


def test_hf_5_2_a_card_that_leaves_play_and_returns_comes_in_anew(table):
    g = table.arrange(table.game(), {"outland": ["tithe-collector", "shrine"], "hand": ["tithe-collector"],
                                     "store": {"wealth": 2}}, {})
    first, sh = Table.find(g, 0, "tithe-collector", "outland"), Table.find(g, 0, "shrine")
    g.leave_play(first, "rubble")
    g.choose("deploy:tithe-collector")
    g.choose("outland")
    again = Table.find(g, 0, "tithe-collector", "outland")
    assert g.harvest_sources(0) == [sh, again]


# -- HF-14.2: a face-down card's strength is hidden ------------------------------------------------------------
def test_hf_14_2_the_assault_view_hides_a_face_down_targets_strength(table):
    g = table.arrange(table.game(), {"outland": ["militia"]},
                      {"outland": [("ambusher", {"down": True}), "palisade"]}, start="assault")
    amb = Table.find(g, 1, "ambusher")
    Table.assault(g, g.s.pieces[amb].fd, [Table.uid(g, 0, "militia")])
    assert g.pending.kind == "trap" and g.s.pieces[amb].face_down  # the declaration window: still face down
    # an Ambusher shows strength 3, a trap or a belonging 0: the number names the card
    assert g.view_dict(0)["assault"]["target_strength"] in (None, 0)


# -- HF-6.4: "If you have no connected structures anymore ... you can connect two or more together and
#    declare a new perimeter" ------------------------------------------------------------------------------
def test_hf_6_4_a_perimeter_with_no_connected_structures_may_be_replaced(table):
    g = table.arrange(table.game(), {"perimeter": ["earthwork", None, "palisade"], "courtyard": ["militia"],
                                     "outland": ["stone-wall", "watchtower"]}, {})
    assert g.has_perimeter(0) and not g.connected(0)
    assert "perimeter" in g.legal_ids()
    g.choose("perimeter")
    g.choose(f"toggle:{Table.uid(g, 0, 'stone-wall')}")
    g.choose(f"toggle:{Table.uid(g, 0, 'watchtower')}")
    g.choose("confirm")
    side = g.s.sides[0]
    assert Table.keys(g, side.perimeter) == ["stone-wall", "watchtower"] and not g.breached(0)
    # the old structures stand alone; the old courtyard spilled into the outland
    assert set(Table.keys(g, side.outland)) == {"earthwork", "palisade", "militia"} and side.courtyard == []
    g.check_invariants()


def test_hf_6_4_connected_parts_of_a_breached_perimeter_keep_it(table):
    g = table.arrange(table.game(), {"perimeter": ["earthwork", "palisade", None], "courtyard": ["militia"],
                                     "outland": ["stone-wall", "watchtower"], "hand": ["lean-to"],
                                     "store": {"wealth": 1}}, {})
    assert g.breached(0) and g.connected(0)
    assert "perimeter" not in g.legal_ids()
    g.choose("deploy:lean-to")
    assert not any(i.startswith("connect:") for i in g.legal_ids())


def test_hf_6_4_deploying_a_structure_connected_to_a_lone_one_replaces_a_broken_perimeter(table):
    g = table.arrange(table.game(), {"perimeter": [None, "earthwork"], "outland": ["stone-wall"],
                                     "hand": ["lean-to"], "store": {"wealth": 1}}, {})
    g.choose("deploy:lean-to")
    sw = Table.uid(g, 0, "stone-wall")
    assert f"connect:{sw}" in g.legal_ids() and "gap:0" in g.legal_ids()
    g.choose(f"connect:{sw}")
    side = g.s.sides[0]
    assert Table.keys(g, side.perimeter) == ["stone-wall", "lean-to"] and not g.breached(0)
    assert Table.keys(g, side.outland) == ["earthwork"]
    g.check_invariants()
