"""The field, zones, card types and actions (HF-6, HF-7, HF-8, HF-9)."""
from __future__ import annotations

from hfhelpers import Table

from holytable.games.holdfast.state import GAP

STRUCTURE_SPOTS = ["outland", "courtyard", "left", "right"]


# -- HF-6 perimeters and range --------------------------------------------------------------------------
def test_hf_6_1_connect_free_lone_structures_into_a_perimeter(table):
    g = table.arrange(table.game(), {"outland": ["palisade", "earthwork", ("stone-wall", {}), "militia"]}, {})
    pa, ea, sw = (Table.uid(g, 0, k) for k in ("palisade", "earthwork", "stone-wall"))
    assert "perimeter" in g.legal_ids()
    g.choose("perimeter")
    assert g.pending.kind == "wall" and g.legal_ids() == [f"toggle:{pa}", f"toggle:{ea}", f"toggle:{sw}", "back"]
    g.choose(f"toggle:{sw}")
    assert "confirm" not in g.legal_ids()  # two or more
    g.choose(f"toggle:{pa}")
    g.choose("confirm")
    side = g.s.sides[0]
    assert Table.keys(g, side.perimeter) == ["stone-wall", "palisade"] and g.has_perimeter(0)
    assert g.s.pieces[Table.find(g, 0, "palisade")].acted == 1
    assert "perimeter" not in g.legal_ids()  # one perimeter per player
    g.choose("end")
    g.choose("end")
    assert not g.breached(0)


def test_hf_6_1_deploying_a_structure_connected_to_a_lone_one_declares_a_perimeter(table):
    g = table.arrange(table.game(), {"outland": ["palisade", "militia"], "hand": ["earthwork"], "store": {"material": 1}}, {})
    g.choose("deploy:earthwork")
    pa = Table.uid(g, 0, "palisade")
    assert g.legal_ids() == ["outland", f"connect:{pa}", "back"]
    g.choose(f"connect:{pa}")
    assert Table.keys(g, g.s.sides[0].perimeter) == ["palisade", "earthwork"] and not g.breached(0)


def test_hf_6_2_breach_lasts_until_a_structure_fills_the_gap(table):
    g = table.arrange(table.game(), {"outland": ["ogre-thrall", "spearwarden", "camp"], "store": {"stock": 9}},
                      {"perimeter": ["earthwork", "palisade", "earthwork"], "courtyard": ["sentinel"],
                       "hand": ["lean-to"], "outland": ["militia"], "store": {"stock": 9, "wealth": 2}},
                      start="assault")
    sentinel = Table.uid(g, 1, "sentinel")
    assert f"target:{sentinel}" not in g.legal_ids()
    Table.assault(g, Table.uid(g, 1, "palisade"), [Table.uid(g, 0, "ogre-thrall")])
    Table.pass_windows(g)
    assert g.breached(1) and g.s.sides[1].perimeter[1] == GAP
    assert f"target:{sentinel}" in g.legal_ids()  # courtyard and outland are one zone
    g.choose("end")
    g.choose("keep")  # Bo's turn: the gap is still there
    assert g.breached(1)
    assert g.view_dict(0)["players"][1]["breached"] is True
    g.choose("deploy:lean-to")
    assert "gap:1" in g.legal_ids()
    g.choose("gap:1")
    assert g.pending.kind in ("pay", "command")
    while g.pending.kind == "pay":
        g.choose(g.legal_ids()[0])
    assert Table.keys(g, g.s.sides[1].perimeter) == ["earthwork", "lean-to", "earthwork"]
    assert not g.breached(1)  # the breach happened last turn: sealed at once


def test_hf_6_2_a_breach_lasts_the_rest_of_its_turn_even_when_filled(table):
    g = table.arrange(table.game(), {"perimeter": ["earthwork", "earthwork"], "courtyard": ["militia"],
                                     "breached_on": 5}, {}, turn=5)
    assert g.breached(0)  # no gap, but a structure left the perimeter this turn
    g.s.turn = 6
    assert not g.breached(0)


def test_hf_6_3_extend_at_either_end_and_an_end_gap_is_filled_not_passed(table):
    g = table.arrange(table.game(), {"perimeter": ["earthwork", "palisade"], "hand": ["lean-to"],
                                     "store": {"stock": 1}, "outland": ["militia"]}, {})
    g.choose("deploy:lean-to")
    assert g.legal_ids() == STRUCTURE_SPOTS + ["back"]
    g.choose("left")
    assert Table.keys(g, g.s.sides[0].perimeter) == ["lean-to", "earthwork", "palisade"]
    g = table.arrange(table.game(), {"perimeter": [None, "earthwork", "palisade"], "hand": ["lean-to"],
                                     "store": {"stock": 1}}, {})
    g.choose("deploy:lean-to")
    assert g.legal_ids() == ["outland", "courtyard", "right", "gap:0", "back"]


def test_hf_6_4_the_perimeter_lasts_while_a_structure_stands_then_the_courtyard_spills(table):
    g = table.arrange(table.game(), {"outland": ["ogre-thrall", "ravager", "camp"], "store": {"stock": 9}},
                      {"perimeter": ["earthwork", "lean-to"], "courtyard": ["sentinel", ("pitfall", {"down": True})],
                       "outland": ["palisade", "earthwork"], "store": {"stock": 5}}, start="assault")
    Table.assault(g, Table.uid(g, 1, "lean-to"), [Table.uid(g, 0, "ravager")])
    Table.pass_windows(g)
    side = g.s.sides[1]
    assert side.perimeter == [Table.find(g, 1, "earthwork", "perimeter"), GAP] and g.has_perimeter(1)
    assert Table.keys(g, side.courtyard) == ["sentinel", "pitfall"]
    Table.assault(g, g.uid(side.perimeter[0]), [Table.uid(g, 0, "ogre-thrall")])
    Table.pass_windows(g)
    assert side.perimeter == [] and side.courtyard == [] and not g.has_perimeter(1)
    assert Table.keys(g, side.outland) == ["palisade", "earthwork", "sentinel", "pitfall"]
    assert g.s.pieces[Table.find(g, 1, "pitfall")].face_down  # still face down, now in the outland
    g.choose("end")
    g.choose("keep")
    assert g.s.active == 1 and "perimeter" in g.legal_ids()  # a new perimeter may be declared


def test_hf_6_5_walls_keep_both_sides_out_of_range(table):
    g = table.arrange(table.game(), {"outland": ["militia"], "perimeter": ["earthwork", "earthwork"],
                                     "courtyard": ["spearwarden"]},
                      {"outland": ["herald", ("palisade", {"occupants": ["sentinel"]})],
                       "perimeter": ["palisade", "earthwork"], "courtyard": ["shieldbearer"]})
    mi, sp = Table.find(g, 0, "militia"), Table.find(g, 0, "spearwarden")
    herald, sentinel, shield = (Table.find(g, 1, k) for k in ("herald", "sentinel", "shieldbearer"))
    wall = Table.find(g, 1, "palisade", "perimeter")
    assert g.in_range(mi, herald) and g.in_range(mi, wall)
    assert not g.in_range(mi, shield)  # behind Bo's perimeter
    assert not g.in_range(sp, herald) and not g.in_range(sp, wall)  # Ana's own wall keeps the Spearwarden in
    assert not g.in_range(mi, sentinel)  # housed: sheltered
    assert g.group_candidates(0, herald) == [mi]
    g.s.sides[1].breached_on = g.s.turn
    assert g.in_range(mi, shield)  # a breached courtyard is part of the outland
    assert g.view_dict(0)["players"][1]["courtyard"][0]["reach"] == ["outland"]


def test_hf_6_6_structures_never_move(table):
    g = table.arrange(table.game(), {"outland": ["palisade", ("barracks", {})], "perimeter": ["earthwork", "earthwork"]}, {})
    assert not [i for i in g.legal_ids() if i.startswith("move:")]


# -- HF-7 zones ----------------------------------------------------------------------------------------------
def test_hf_7_1_hands_never_hold_resources(table):
    g = table.arrange(table.game(), {"outland": ["militia", "palisade"], "deck": ["quarry", "market", "keep"]}, {},
                      start="end")
    assert all(g.kind(c) != "resource" for c in g.s.sides[0].hand)
    assert Table.keys(g, g.s.sides[0].resources) == ["quarry", "market"]


def test_hf_7_2_rubble_takes_pitched_cards_and_gives_back_denizens(table):
    g = table.arrange(table.game(), {"hand": ["exhume", "keep"], "rubble": ["ravager", "palisade"],
                                     "store": {"stock": 1, "current": 1}}, {})
    g.choose("deploy:exhume")
    ra = Table.uid(g, 0, "ravager")
    assert g.legal_ids() == [f"aim:{ra}", "back"]  # denizens of the rubble only
    g.choose(f"aim:{ra}")
    assert Table.keys(g, g.s.sides[0].rubble) == ["palisade", "keep"]  # the Keep was pitched (the only other card)
    assert Table.keys(g, g.s.sides[0].hand) == ["ravager"]
    assert Table.keys(g, g.s.sides[0].void) == ["exhume"]


def test_hf_7_3_the_void_and_no_way_back_into_a_deck(table):
    g = table.arrange(table.game(), {"outland": ["militia"]}, {})
    c = Table.find(g, 0, "militia")
    g.leave_play(c, "deck")
    assert g.s.pieces[c].where == "void" and c in g.s.sides[0].void
    g.check_invariants()


def test_hf_7_4_the_middling_is_shared(table):
    g = table.arrange(table.game(), {"hand": ["ember-bolt"], "store": {"current": 2, "stock": 2},
                                     "outland": ["militia", "lean-to"]},
                      {"outland": ["militia", "sentinel", "palisade"], "store": {"current": 2, "stock": 1}})
    g.choose("deploy:ember-bolt")
    g.choose(f"aim:{Table.uid(g, 1, 'militia')}")
    bolt = Table.find(g, 0, "ember-bolt")
    assert g.s.middling == [bolt] and g.s.pieces[Table.find(g, 1, "militia")].where == "rubble"
    assert f"middling:{g.uid(bolt)}" not in g.legal_ids()  # Ana spent her Current
    g.choose("end")
    g.choose("end")
    g.choose("keep")
    assert g.s.active == 1 and f"middling:{g.uid(bolt)}" in g.legal_ids()
    g.choose(f"middling:{g.uid(bolt)}")
    g.choose(f"aim:{Table.uid(g, 0, 'militia')}")
    assert g.s.middling == [bolt] and g.info[bolt].owner == 0
    assert g.s.pieces[Table.find(g, 0, "militia")].where == "rubble"


def test_hf_7_5_zone_collapse_courtyard_means_outland_perimeter_means_nothing(table):
    g = table.arrange(table.game(), {"hand": ["rally-cry", "storm-ward"], "store": {"current": 3, "wealth": 1},
                                     "outland": ["militia", "palisade"]}, {})
    mi = Table.find(g, 0, "militia")
    g.choose("deploy:rally-cry")
    assert g.strength(mi) == 4  # no courtyard: the outland
    pa = Table.find(g, 0, "palisade")
    g.choose("deploy:storm-ward")
    assert g.fortitude(pa) == 5  # no perimeter: nothing
    g = table.arrange(table.game(), {"hand": ["rally-cry"], "store": {"current": 1, "wealth": 1},
                                     "outland": ["militia"], "perimeter": ["earthwork", "earthwork"],
                                     "courtyard": ["spearwarden"]}, {})
    g.choose("deploy:rally-cry")
    assert g.strength(Table.find(g, 0, "militia")) == 2 and g.strength(Table.find(g, 0, "spearwarden")) == 5


# -- HF-8 card types -------------------------------------------------------------------------------------------
def test_hf_8_1_denizens_carry_strength_fortitude_morale_and_actions(table):
    g = table.arrange(table.game(), {"outland": ["sellsword", "siege-captain"]}, {})
    v = {c["key"]: c for c in g.view_dict(1)["players"][0]["outland"]}
    assert (v["sellsword"]["strength"], v["sellsword"]["fortitude"], v["sellsword"]["acts"]) == (3, 2, 2)
    assert (v["siege-captain"]["morale"], v["siege-captain"]["acts"]) == (2, 1)


def test_hf_8_2_damage_stays_on_structures_until_repaired(table):
    g = table.arrange(table.game(), {"outland": [("palisade", {"damage": 3}), "mason", ("militia", {"damage": 1})],
                                     "store": {"material": 1}}, {}, start="end")
    assert g.s.pieces[Table.find(g, 0, "palisade")].damage == 3
    assert g.s.pieces[Table.find(g, 0, "militia")].damage == 0
    g = table.arrange(table.game(), {"outland": [("palisade", {"damage": 3}), "mason"], "store": {"material": 1}}, {})
    mason = Table.uid(g, 0, "mason")
    g.choose(f"ability:{mason}:0")
    g.choose(f"aim:{Table.uid(g, 0, 'palisade')}")
    assert g.s.pieces[Table.find(g, 0, "palisade")].damage == 0 and g.s.pieces[Table.find(g, 0, "mason")].acted == 1


def test_hf_8_3_gear_arms_a_denizen_and_falls_with_it(table):
    g = table.arrange(table.game(), {"hand": ["iron-sword"], "store": {"production": 1, "material": 1},
                                     "outland": ["militia", ("spearwarden", {"down": True})]}, {})
    mi = Table.find(g, 0, "militia")
    g.choose("deploy:iron-sword")
    assert g.legal_ids() == [f"attach:{g.uid(mi)}", "back"]  # face-down denizens carry nothing
    g.choose(f"attach:{g.uid(mi)}")
    sword = Table.find(g, 0, "iron-sword")
    assert g.s.pieces[sword].where == "attached" and g.strength(mi) == 4
    g.choose(f"show:{g.s.pieces[Table.find(g, 0, 'spearwarden')].fd}")
    assert f"move:{g.uid(sword)}" in g.legal_ids()
    assert f"hide:{g.uid(mi)}" not in g.legal_ids()  # a denizen with gear stays face up
    g.choose(f"move:{g.uid(sword)}")
    g.choose(f"attach:{Table.uid(g, 0, 'spearwarden')}")
    assert g.strength(mi) == 2 and g.strength(Table.find(g, 0, "spearwarden")) == 5
    g.leave_play(Table.find(g, 0, "spearwarden"), "rubble")
    assert g.s.pieces[sword].where == "rubble"


def test_hf_8_4_fortifications_improve_a_structure_and_leave_with_it(table):
    g = table.arrange(table.game(), {"outland": [("palisade", {"forts": ["storehouse-annex", "battlements"],
                                                               "occupants": ["militia", "sentinel"]})]}, {})
    pa = Table.find(g, 0, "palisade")
    assert (g.housing(pa), g.morale(pa), g.strength(pa)) == (2, 4, 1) and g.capacity(0) == 24
    annex = Table.find(g, 0, "storehouse-annex")
    g.leave_play(annex, "rubble")  # the housing drops back to 1: the latest occupant is ousted
    assert Table.keys(g, g.s.pieces[pa].occupants) == ["militia"]
    assert g.s.pieces[Table.find(g, 0, "sentinel")].where == "outland"
    g.leave_play(pa, "rubble")
    assert Table.keys(g, g.s.sides[0].rubble) == ["storehouse-annex", "battlements", "palisade"]


def test_hf_8_5_traps_are_deployed_face_down_only(table):
    g = table.arrange(table.game(), {"hand": ["tripwire"], "store": {"production": 1},
                                     "outland": [("palisade", {})]}, {})
    g.choose("deploy:tripwire")
    pa = Table.uid(g, 0, "palisade")
    assert g.legal_ids() == ["outland:down", f"house:{pa}:down", "back"]


def test_hf_8_6_a_mysticism_can_be_taken_back_before_it_is_paid(table):
    g = table.arrange(table.game(), {"hand": ["tremor"], "store": {"current": 2, "material": 1}},
                      {"outland": ["palisade"]})
    g.choose("deploy:tremor")
    assert g.pending.kind == "aim" and "Tremor" not in g.pending.prompt
    g.choose("back")
    assert g.pending.kind == "command" and Table.keys(g, g.s.sides[0].hand) == ["tremor"]
    g.choose("deploy:tremor")
    g.choose(f"aim:{Table.uid(g, 1, 'palisade')}")
    assert g.s.pieces[Table.find(g, 1, "palisade")].damage == 3 and Table.keys(g, g.s.sides[0].void) == ["tremor"]


def test_hf_8_7_a_resource_back_from_the_rubble_is_played_at_once(table):
    g = table.arrange(table.game(), {"rubble": ["quarry"]}, {})
    q = Table.find(g, 0, "quarry")
    g._e_recover(0, -1, None, ("card", q))
    assert g.s.pieces[q].where == "resources"


def test_hf_8_8_face_down_cards_have_no_harvest_or_capacity_but_pay_upkeep(table):
    g = table.arrange(table.game(), {"outland": [("tithe-collector", {"down": True}), ("quartermaster", {"down": True}),
                                                 "palisade"], "store": {"stock": 2}}, {}, start="turn")
    g.choose("keep")
    assert g.s.sides[0].store == [0, 0, 0, 0, 0] and g.capacity(0) == 20


# -- HF-9 deploying and actions -----------------------------------------------------------------------------------
def test_hf_9_1_cards_act_once_unless_they_say_otherwise(table):
    g = table.arrange(table.game(), {"outland": ["militia", ("outrider", {"gear": ["warhorse"]}), "palisade"],
                                     "hand": ["call-to-arms", "keep"], "store": {"wealth": 2, "stock": 1}}, {})
    mi, orr = Table.find(g, 0, "militia"), Table.find(g, 0, "outrider")
    assert (g.acts(mi), g.acts(orr)) == (1, 3)
    g.choose("deploy:call-to-arms")
    assert (g.acts(mi), g.acts(orr)) == (2, 4)
    g.choose(f"hide:{g.uid(mi)}")
    assert g.s.pieces[mi].acted == 1
    g.choose("end")
    g.choose("end")
    assert g.acts(mi) == 1  # "this turn" is over


def test_hf_9_1_a_card_may_act_in_the_turn_it_is_deployed(table):
    g = table.arrange(table.game(), {"hand": ["militia"], "store": {"stock": 1, "production": 1},
                                     "outland": ["palisade"]}, {"outland": ["herald"]})
    g.choose("deploy:militia")
    g.choose("outland")
    g.choose("end")
    assert g.legal_ids() == [f"target:{Table.uid(g, 1, 'herald')}", "end"]


def test_hf_9_2_places_for_each_type_of_card(table):
    g = table.arrange(table.game(), {"hand": ["militia", "palisade", "moat", "war-banner", "treasure-chest"],
                                     "store": {"current": 4, "material": 4, "production": 4, "stock": 4, "wealth": 4},
                                     "outland": [("barracks", {}), "sentinel"], "perimeter": ["earthwork", "earthwork"]}, {})
    b, s = Table.uid(g, 0, "barracks"), Table.uid(g, 0, "sentinel")
    e1, e2 = (g.uid(c) for c in g.s.sides[0].perimeter)

    def places(key):
        g.choose(f"deploy:{key}")
        ids = g.legal_ids()
        g.choose("back")
        return ids

    assert places("militia") == ["outland", "outland:down", "courtyard", "courtyard:down", f"house:{b}",
                                 f"house:{b}:down", "back"]
    assert places("treasure-chest") == places("militia")
    assert places("palisade") == ["outland", "courtyard", "left", "right", "back"]
    assert places("moat") == [f"attach:{b}", f"attach:{e1}", f"attach:{e2}", "back"]
    assert places("war-banner") == [f"attach:{s}", "back"]


def test_hf_9_3_moving_and_turning_face_down_and_up(table):
    g = table.arrange(table.game(), {"outland": ["militia", ("barracks", {})], "perimeter": ["earthwork", "earthwork"],
                                     "courtyard": [("herald", {"down": True})]}, {})
    mi = Table.find(g, 0, "militia")
    he = Table.find(g, 0, "herald")
    ids = g.legal_ids()
    assert f"move:{g.uid(mi)}" in ids and f"show:{g.s.pieces[he].fd}" in ids
    assert f"move:{g.uid(he)}" not in ids  # a face-down card cannot act
    g.choose(f"move:{g.uid(mi)}")
    assert g.legal_ids() == ["courtyard", f"house:{Table.uid(g, 0, 'barracks')}", "back"]
    g.choose("courtyard")
    assert g.s.pieces[mi].where == "courtyard" and g.s.pieces[mi].acted == 1
    assert f"move:{g.uid(mi)}" not in g.legal_ids()
    g.choose(f"show:{g.s.pieces[he].fd}")
    assert not g.s.pieces[he].face_down and g.s.pieces[he].acted == 0  # free
    g.choose(f"hide:{g.uid(he)}")
    assert g.s.pieces[he].face_down and g.s.pieces[he].acted == 1


def test_hf_9_3_turning_up_a_card_turned_down_this_turn_is_a_take_back_the_computer_leaves_out(table):
    """HF-9.3: turning a card face down spends its action, turning it up is
    free; the pair in one turn only wastes the action (the computer did it 64
    times in one game at the table). Its turn-up option says so (``amount`` 1,
    engine.tasks.undoes), so a computer player leaves it out; a card face down
    since an earlier turn is turned up like any option."""
    from holytable.bot.players import SearchPlayer
    from holytable.bot.ismcts import Budget
    from holytable.engine.tasks import forward_options, undoes

    g = table.arrange(table.game(), {"outland": ["militia", ("barracks", {})], "perimeter": ["earthwork", "earthwork"],
                                     "courtyard": [("herald", {"down": True})]}, {})
    mi, he = Table.find(g, 0, "militia"), Table.find(g, 0, "herald")
    show = {o.id: o for o in g.pending.options}[f"show:{g.s.pieces[he].fd}"]
    assert not undoes(show)  # down since before this turn: turning it up takes nothing back
    g.choose(f"hide:{g.uid(mi)}")
    opts = {o.id: o for o in g.pending.options}
    back = opts[f"show:{g.s.pieces[mi].fd}"]
    assert back.verb == "turn_up" and back.amount == 1 and undoes(back)
    assert back not in forward_options(g.pending.options) and show.id in [o.id for o in forward_options(g.pending.options)]
    for seed in range(3):
        p = SearchPlayer(Budget(iterations=60, seconds=5.0), seed=seed, time_cap=False, wall=False)
        assert p.choose(g, 0) in {o.id for o in forward_options(g.pending.options)}


def test_hf_9_4_abilities_are_actions_and_consumables_go_to_the_rubble(table):
    g = table.arrange(table.game(), {"outland": ["powder-keg", "hedge-witch", "palisade"], "store": {"current": 2}},
                      {"outland": ["earthwork", "militia"], "courtyard": ["herald"], "perimeter": ["lean-to", "lean-to"]})
    keg, witch = Table.uid(g, 0, "powder-keg"), Table.uid(g, 0, "hedge-witch")
    g.choose(f"ability:{keg}:0")
    ew = Table.uid(g, 1, "earthwork")
    l1, l2 = (g.uid(c) for c in g.s.sides[1].perimeter)
    assert g.legal_ids() == [f"aim:{ew}", f"aim:{l1}", f"aim:{l2}", "back"]
    g.choose(f"aim:{ew}")
    assert g.s.pieces[Table.find(g, 0, "powder-keg")].where == "rubble"
    assert g.s.pieces[Table.find(g, 1, "earthwork")].where == "rubble"
    g.choose(f"ability:{witch}:0")
    assert g.legal_ids() == [f"aim:{Table.uid(g, 1, 'militia')}", "back"]  # the Herald is behind the wall


def test_hf_9_5_a_full_structure_takes_no_more_occupants(table):
    g = table.arrange(table.game(), {"outland": ["militia", ("palisade", {"occupants": ["sentinel"]}),
                                                 ("lean-to", {})]}, {})
    g.choose(f"move:{Table.uid(g, 0, 'militia')}")
    assert g.legal_ids() == [f"house:{Table.uid(g, 0, 'lean-to')}", "back"]
