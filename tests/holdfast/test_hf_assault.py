"""Assaults, structure assaults and traps (HF-10 .. HF-13): known positions
asserting both the state and the options offered."""
from __future__ import annotations

from hfhelpers import Table

from holytable.engine.decision import IllegalChoice
from holytable.games.holdfast.view import Card

import pytest


def opening(table, p0, p1, **kw):
    return table.arrange(table.game(kw.pop("seed", 3)), p0, p1, start=kw.pop("start", "assault"), **kw)


# -- HF-10 declaring an assault ----------------------------------------------------------------------
def test_hf_10_1_targets_are_enemy_cards_open_on_the_field_in_range(table):
    g = opening(table,
                {"outland": ["militia"], "courtyard": ["spearwarden"], "perimeter": ["earthwork", "earthwork"]},
                {"outland": ["sentinel", ("treasure-chest", {}), ("ambusher", {"down": True}),
                             ("palisade", {"occupants": ["shieldbearer"]}), ("militia", {"gear": ["iron-sword"]})],
                 "perimeter": ["stone-wall", "earthwork"], "courtyard": ["herald"], "resources": ["quarry"]})
    ids = Table.ids(g)
    u = lambda k: Table.uid(g, 1, k)  # noqa: E731
    fd = g.s.pieces[Table.find(g, 1, "ambusher")].fd
    # outland cards (denizens, a belonging, a face-down card, a structure) and the
    # perimeter structures; not the courtyard, the housed Shieldbearer, the gear or
    # the resource
    assert ids == [f"target:{u('sentinel')}", f"target:{u('treasure-chest')}", f"target:{fd}",
                   f"target:{u('palisade')}", f"target:{u('militia')}", f"target:{u('stone-wall')}",
                   f"target:{u('earthwork')}", "end"]
    assert f"target:{u('herald')}" not in ids and f"target:{u('shieldbearer')}" not in ids
    assert f"target:{u('iron-sword')}" not in ids and f"target:{u('quarry')}" not in ids


def test_hf_10_1_no_free_denizen_no_target(table):
    g = opening(table, {"outland": [("militia", {"acted": 1})]}, {"outland": ["sentinel"]})
    assert Table.ids(g) == ["end"]


def test_hf_10_2_group_members_are_free_unhoused_face_up_denizens_in_range(table):
    g = opening(table,
                {"outland": ["militia", ("sellsword", {"acted": 2}), ("ambusher", {"down": True}),
                             ("palisade", {"occupants": ["spearwarden"]}), "outrider"],
                 "courtyard": ["sentinel"], "perimeter": ["earthwork", "earthwork"]},
                {"outland": ["herald"]})
    herald = Table.uid(g, 1, "herald")
    g.choose(f"target:{herald}")
    m, o = Table.uid(g, 0, "militia"), Table.uid(g, 0, "outrider")
    assert g.pending.kind == "group"
    assert Table.ids(g) == [f"toggle:{m}", f"toggle:{o}", "back"]  # no confirm before a member is chosen
    g.choose(f"toggle:{m}")
    assert Table.ids(g) == [f"toggle:{m}", f"toggle:{o}", "confirm", "back"]
    g.choose(f"toggle:{o}")
    g.choose(f"toggle:{m}")  # toggled off again
    assert g.s.selection == [Table.find(g, 0, "outrider")]
    g.choose("back")
    assert g.pending.kind == "assault" and g.s.selection == [] and g.s.assault is None
    with pytest.raises(IllegalChoice):
        g.choose("confirm")


def test_hf_10_3_each_assailant_uses_an_action_and_strength_adds_up(table):
    g = opening(table, {"outland": ["militia", "spearwarden", "sellsword"]}, {"outland": ["ogre-thrall"]})
    ogre = Table.uid(g, 1, "ogre-thrall")
    Table.assault(g, ogre, [Table.uid(g, 0, k) for k in ("militia", "spearwarden", "sellsword")])
    assert g.s.assault.group and g.group_strength() == 2 + 3 + 3
    for k in ("militia", "spearwarden", "sellsword"):
        assert g.s.pieces[Table.find(g, 0, k)].acted == 1
    assert g.pending.kind == "trap" and g.pending.player == 1  # the declaration window


# -- HF-11 assaults on denizens and belongings ------------------------------------------------------------
def test_hf_11_1_reveal_step_turns_the_target_up_and_offers_its_reveal_effect(table):
    g = opening(table, {"outland": ["spearwarden", "militia"]}, {"outland": [("ambusher", {"down": True})]})
    amb = Table.find(g, 1, "ambusher")
    Table.assault(g, g.s.pieces[amb].fd, [Table.uid(g, 0, "spearwarden"), Table.uid(g, 0, "militia")])
    g.choose("pass")  # declaration window
    assert not g.s.pieces[amb].face_down
    assert g.pending.kind == "reveal" and g.pending.player == 1 and g.pending.window
    assert Table.ids(g) == ["pass", f"activate:{g.uid(amb)}"]
    g.choose(f"activate:{g.uid(amb)}")
    # 2 damage to each assailant: the Militia (fortitude 2) falls before the damage step
    assert Table.find(g, 0, "militia", "rubble") >= 0
    assert g.s.pieces[Table.find(g, 0, "spearwarden")].damage == 2
    assert g.pending.kind == "trap"  # damage-step window
    g.choose("pass")
    # only the Spearwarden is left: the Ambusher's 3 strength all goes to it, it falls;
    # the Ambusher takes 3 and falls too
    assert g.s.pieces[amb].where == "rubble"
    assert g.s.pieces[Table.find(g, 0, "spearwarden")].where == "rubble"


def test_hf_11_2_defender_splits_the_strike_back_one_point_at_a_time(table):
    g = opening(table, {"outland": ["militia", "spearwarden"]}, {"outland": ["ogre-thrall"]})
    m, s = Table.uid(g, 0, "militia"), Table.uid(g, 0, "spearwarden")
    Table.assault(g, Table.uid(g, 1, "ogre-thrall"), [m, s])
    Table.pass_windows(g)
    assert g.pending.kind == "split" and g.pending.player == 1
    assert Table.ids(g) == [f"hit:{m}", f"hit:{m}:all", f"hit:{s}", f"hit:{s}:all"]
    g.choose(f"hit:{m}")
    g.choose(f"hit:{m}")
    assert g.s.assault.split_left == 4 and g.s.pieces[Table.find(g, 0, "militia")].damage == 0  # nothing dealt yet
    g.choose(f"hit:{s}:all")
    # at the same time: the Ogre takes 5, the Militia 2 (falls), the Spearwarden 4 (falls)
    ogre = Table.find(g, 1, "ogre-thrall")
    assert g.s.pieces[ogre].damage == 5 and g.s.pieces[ogre].where == "outland"
    assert Table.keys(g, g.s.sides[0].rubble) == ["militia", "spearwarden"]


def test_hf_11_2_a_single_assailant_takes_it_all_without_a_question(table):
    g = opening(table, {"outland": ["shieldbearer"]}, {"outland": ["spearwarden"]})
    Table.assault(g, Table.uid(g, 1, "spearwarden"), [Table.uid(g, 0, "shieldbearer")])
    Table.pass_windows(g)
    assert g.pending.kind == "assault"
    assert g.s.pieces[Table.find(g, 0, "shieldbearer")].damage == 3
    assert g.s.pieces[Table.find(g, 1, "spearwarden")].damage == 1


def test_hf_11_3_fallen_cards_go_to_their_owners_rubble_with_their_gear(table):
    g = opening(table, {"outland": ["spearwarden", "militia"]},
                {"outland": [("militia", {"gear": ["tower-shield"]})]})
    target = Table.uid(g, 1, "militia")
    assert g.fortitude(Table.find(g, 1, "militia")) == 5
    Table.assault(g, target, [Table.uid(g, 0, "spearwarden"), Table.uid(g, 0, "militia")])
    Table.pass_windows(g)
    g.choose(f"hit:{Table.uid(g, 0, 'spearwarden')}:all")
    assert Table.keys(g, g.s.sides[1].rubble) == ["tower-shield", "militia"]
    sw = Table.find(g, 0, "spearwarden")
    assert g.s.pieces[sw].damage == 2
    g.choose("end")  # end of turn: damage on denizens goes
    assert g.s.pieces[sw].damage == 0


def test_hf_11_4_a_trap_turned_up_by_an_assault_is_disarmed(table):
    g = opening(table, {"outland": ["spearwarden"]}, {"outland": [("tripwire", {"down": True})]})
    trap = Table.find(g, 1, "tripwire")
    Table.assault(g, g.s.pieces[trap].fd, [Table.uid(g, 0, "spearwarden")])
    g.choose("pass")  # Bo does not spring it at the declaration
    assert g.s.pieces[trap].where == "rubble"
    assert g.s.assault is None and g.pending.kind == "assault"
    assert g.s.pieces[Table.find(g, 0, "spearwarden")].damage == 0


def test_hf_11_4_a_revealed_trap_may_spring_instead(table):
    g = opening(table, {"outland": ["spearwarden", "outrider"]}, {"outland": [("pitfall", {"down": True})]})
    trap = Table.find(g, 1, "pitfall")
    Table.assault(g, g.s.pieces[trap].fd, [Table.uid(g, 0, "spearwarden"), Table.uid(g, 0, "outrider")])
    g.choose("pass")
    assert Table.ids(g) == ["pass", f"activate:{g.uid(trap)}"]
    g.choose(f"activate:{g.uid(trap)}")
    assert g.s.pieces[trap].where == "void"
    assert Table.keys(g, g.s.sides[0].rubble) == ["spearwarden", "outrider"]  # 3 damage each
    assert g.pending.kind == "assault" and g.s.assault is None


# -- HF-12 assaults on structures ---------------------------------------------------------------------------
def test_hf_12_1_reveal_step_turns_every_occupant_up_defender_orders_effects(table):
    g = opening(table, {"outland": ["siege-captain", "spearwarden", "sellsword"]},
                {"outland": [("barracks", {"occupants": [("ambusher", {"down": True}), ("snare-net", {"down": True}),
                                                         ("shieldbearer", {"down": True})]})]})
    amb, net, sb = (Table.find(g, 1, k) for k in ("ambusher", "snare-net", "shieldbearer"))
    Table.assault(g, Table.uid(g, 1, "barracks"),
                  [Table.uid(g, 0, k) for k in ("siege-captain", "spearwarden", "sellsword")])
    g.choose("pass")
    assert not any(g.s.pieces[c].face_down for c in (amb, net, sb))
    # only the cards with reveal effects are offered, in any order
    assert Table.ids(g) == ["pass", f"activate:{g.uid(amb)}", f"activate:{g.uid(net)}"]
    g.choose(f"activate:{g.uid(net)}")  # 4 damage to the strongest (Siege Captain, falls); the assault stops
    assert g.s.pieces[Table.find(g, 0, "siege-captain")].where == "rubble"
    assert g.s.assault is None and g.pending.kind == "assault"
    assert g.s.pieces[Table.find(g, 1, "barracks")].damage == 0


def test_hf_12_2_morale_step_stops_a_weak_assault(table):
    g = opening(table, {"outland": ["militia", "levy-recruit"]},
                {"outland": [("gatehouse", {"occupants": ["sentinel"]})]})
    # strength 3 against morale 3 (Gatehouse) + 3 (Sentinel)
    Table.assault(g, Table.uid(g, 1, "gatehouse"), [Table.uid(g, 0, "militia"), Table.uid(g, 0, "levy-recruit")])
    g.choose("pass")  # declaration
    assert g.pending.kind == "trap" and "morale step" in g.pending.prompt
    mark = len(g.log.events)
    g.choose("pass")
    assert any("strength 3 against morale 6" in t for t in Table.since(g, mark))
    assert g.s.pieces[Table.find(g, 1, "gatehouse")].damage == 0
    assert g.s.pieces[Table.find(g, 1, "sentinel")].where == "housed"
    assert g.pending.kind == "assault" and g.s.assault is None


def test_hf_12_2_meeting_the_morale_is_enough(table):
    g = opening(table, {"outland": ["spearwarden", "militia", "levy-recruit"]},
                {"outland": [("gatehouse", {"occupants": ["sentinel"]})]})
    Table.assault(g, Table.uid(g, 1, "gatehouse"), [Table.uid(g, 0, k) for k in ("spearwarden", "militia", "levy-recruit")])
    Table.pass_windows(g)
    assert g.pending.kind == "split"  # strength 6 meets morale 6; the Gatehouse strikes back with 1


def test_hf_12_3_falter_step_ousts_occupants_to_the_courtyard_traps_to_the_rubble(table):
    g = opening(table, {"outland": ["siege-captain", "ravager"]},
                {"perimeter": [("watchtower", {"occupants": ["militia", ("caltrops", {"down": True})]}), "earthwork"]})
    Table.assault(g, Table.uid(g, 1, "watchtower"), [Table.uid(g, 0, "siege-captain"), Table.uid(g, 0, "ravager")])
    Table.pass_windows(g)  # declaration, morale (9 >= 2 + 1), damage
    assert g.s.pieces[Table.find(g, 1, "militia")].where == "courtyard"
    assert g.s.pieces[Table.find(g, 1, "caltrops")].where == "rubble"
    assert g.pending.kind == "split"


def test_hf_12_3_with_no_courtyard_occupants_go_to_the_outland(table):
    g = opening(table, {"outland": ["siege-captain"]}, {"outland": [("barracks", {"occupants": ["militia"]})]})
    Table.assault(g, Table.uid(g, 1, "barracks"), [Table.uid(g, 0, "siege-captain")])
    Table.pass_windows(g)
    assert g.s.pieces[Table.find(g, 1, "militia")].where == "outland"


def test_hf_12_4_the_structure_strikes_back_split_by_its_controller(table):
    g = opening(table, {"outland": ["spearwarden", "militia"]}, {"outland": [("keep", {})]})
    sw, mi = Table.uid(g, 0, "spearwarden"), Table.uid(g, 0, "militia")
    g.s.pieces[Table.find(g, 1, "keep")].bonus[2] = -4  # morale 0 for this test
    Table.assault(g, Table.uid(g, 1, "keep"), [sw, mi])
    Table.pass_windows(g)
    assert g.pending.kind == "split" and g.pending.player == 1 and g.s.assault.split_left == 3
    g.choose(f"hit:{sw}")
    g.choose(f"hit:{mi}:all")
    assert g.s.pieces[Table.find(g, 1, "keep")].damage == 5
    assert g.s.pieces[Table.find(g, 0, "spearwarden")].damage == 1
    assert Table.find(g, 0, "militia", "rubble") >= 0


def test_hf_12_5_a_fallen_perimeter_structure_breaches_and_damage_stays_on_a_standing_one(table):
    g = opening(table, {"outland": ["ogre-thrall", "ravager", "militia"]},
                {"perimeter": ["earthwork", "stone-wall", "earthwork"], "courtyard": ["sentinel"]})
    wall = Table.find(g, 1, "stone-wall")
    Table.assault(g, g.uid(wall), [Table.uid(g, 0, "ravager")])  # strength 5 vs morale 3: 5 damage
    Table.pass_windows(g)
    assert g.s.pieces[wall].damage == 5 and not g.breached(1)
    sentinel = Table.uid(g, 1, "sentinel")
    assert f"target:{sentinel}" not in Table.ids(g)
    Table.assault(g, Table.uid(g, 1, "earthwork"), [Table.uid(g, 0, "ogre-thrall")])
    Table.pass_windows(g)
    assert g.breached(1) and g.s.sides[1].perimeter[0] == -1
    assert f"target:{sentinel}" in Table.ids(g)  # the courtyard is part of the outland now
    g.choose("end")
    assert g.s.pieces[wall].damage == 5  # a structure keeps its damage (HF-8.2)


# -- HF-13 traps ---------------------------------------------------------------------------------------------
def test_hf_13_1_a_trap_is_set_face_down_and_stays_hidden(table):
    g = opening(table, {"hand": ["pitfall"], "store": {"material": 1, "production": 1}, "outland": ["militia"],
                        "perimeter": ["earthwork", "earthwork"]}, {}, start="command")
    g.choose("deploy:pitfall")
    assert Table.ids(g) == ["outland:down", "courtyard:down",  "back"]
    g.choose("courtyard:down")
    trap = Table.find(g, 0, "pitfall")
    assert g.s.pieces[trap].face_down
    seen = g.view(1).board.players[0].courtyard
    assert seen == (Card(face_down=True, fd=g.s.pieces[trap].fd, controller=0, where="courtyard",
                         reach=("courtyard of Ana",)),)  # a position, nothing more (HF-14.2)


def test_hf_13_2_trap_windows_open_at_three_points_even_without_traps(table):
    g = opening(table, {"outland": ["ogre-thrall"]}, {"outland": ["palisade"]})
    Table.assault(g, Table.uid(g, 1, "palisade"), [Table.uid(g, 0, "ogre-thrall")])
    seen = []
    while g.pending.kind != "assault":
        d = g.pending
        seen.append((d.player, d.kind, d.window, tuple(d.ids())))
        g.choose("pass")
    assert seen == [(1, "trap", True, ("pass",))] * 3  # declaration, morale, damage
    assert g.s.sides[1].rubble  # the Palisade fell


def test_hf_13_2_two_windows_for_a_denizen_and_only_the_defender_is_asked(table):
    g = table.arrange(table.game(3, players=3), {"outland": ["ogre-thrall"]}, {"outland": ["militia"]},
                      {"outland": [("tripwire", {"down": True})]}, start="assault")
    Table.assault(g, Table.uid(g, 1, "militia"), [Table.uid(g, 0, "ogre-thrall")])
    asked = []
    while g.pending.kind != "assault":
        asked.append((g.pending.player, tuple(g.pending.ids())))
        g.choose("pass")
    assert asked == [(1, ("pass",)), (1, ("pass",))]  # seat 2's Tripwire does not answer


def test_hf_13_3_triggers_and_scopes(table):
    g = opening(table, {"outland": ["ogre-thrall", "ravager"]},
                {"outland": ["militia", ("tripwire", {"down": True}), ("boiling-oil", {"down": True}),
                             ("palisade", {"occupants": [("murder-holes", {"down": True})]})],
                 "perimeter": ["earthwork", "earthwork"],
                 "courtyard": [("rallying-horn", {"down": True}), ("caltrops", {"down": True}),
                               ("hidden-buttress", {"down": True})]})
    h = lambda k: g.handle(Table.find(g, 1, k))  # noqa: E731
    # an assault on the Militia in the outland: near traps in the outland answer, hold traps anywhere
    Table.assault(g, Table.uid(g, 1, "militia"), [Table.uid(g, 0, "ravager")])
    assert Table.ids(g) == ["pass", f"spring:{h('tripwire')}", f"spring:{h('caltrops')}"]
    g.choose("pass")
    assert Table.ids(g) == ["pass", f"spring:{h('boiling-oil')}", f"spring:{h('hidden-buttress')}"]
    g.choose("pass")
    # an assault on the Palisade: its housed Murder Holes and the hold-wide Rallying Horn at the morale step
    Table.assault(g, Table.uid(g, 1, "palisade"), [Table.uid(g, 0, "ogre-thrall")])
    g.choose("pass")
    assert Table.ids(g) == ["pass", f"spring:{h('murder-holes')}", f"spring:{h('rallying-horn')}"]


def test_hf_13_3_a_near_trap_in_the_courtyard_guards_the_perimeter(table):
    g = opening(table, {"outland": ["ogre-thrall"]},
                {"perimeter": ["earthwork", "palisade"], "courtyard": [("tripwire", {"down": True})],
                 "outland": ["militia"]})
    trap = Table.find(g, 1, "tripwire")
    Table.assault(g, Table.uid(g, 1, "palisade"), [Table.uid(g, 0, "ogre-thrall")])
    assert Table.ids(g) == ["pass", f"spring:{g.s.pieces[trap].fd}"]
    g.choose("pass")
    Table.pass_windows(g)
    # the Palisade fell: breached; the outland Militia is not near the courtyard trap... it is now
    assert g.breached(1) and g.in_range(trap, Table.find(g, 1, "militia"))


def test_hf_13_4_a_sprung_trap_takes_effect_at_once_and_goes_to_the_void(table):
    g = opening(table, {"outland": ["militia", "spearwarden"]},
                {"outland": ["sentinel", ("tripwire", {"down": True})]})
    trap = Table.find(g, 1, "tripwire")
    Table.assault(g, Table.uid(g, 1, "sentinel"), [Table.uid(g, 0, "militia"), Table.uid(g, 0, "spearwarden")])
    g.choose(f"spring:{g.s.pieces[trap].fd}")
    assert g.s.pieces[trap].where == "void"
    assert g.s.pieces[Table.find(g, 0, "militia")].damage == 1
    assert g.s.assault is None and g.pending.kind == "assault"  # stopped: no further windows
    assert g.s.pieces[Table.find(g, 1, "sentinel")].damage == 0


def test_hf_13_5_an_ousted_trap_already_face_up_goes_to_the_void(table):
    g = opening(table, {"hand": ["scrying-pool", "open-the-gates"], "store": {"current": 4, "wealth": 1}},
                {"outland": [("barracks", {"occupants": [("decoy", {"down": True}), ("pitfall", {"down": True})]})]},
                start="command")
    decoy, pit = Table.find(g, 1, "decoy"), Table.find(g, 1, "pitfall")
    # Scrying Pool cannot reach housed cards: only Open the Gates is playable on the Barracks
    assert "deploy:scrying-pool" not in Table.ids(g)
    g.s.pieces[decoy].face_down = False  # the Decoy was turned up by an earlier assault
    g.s.pieces[decoy].fd = ""
    g.choose("deploy:open-the-gates")
    g.choose(f"aim:{Table.uid(g, 1, 'barracks')}")
    assert g.s.pieces[decoy].where == "void" and g.s.pieces[pit].where == "rubble"
