"""The effect vocabulary, targets and named handlers (HF-15), through the cards
of the pool."""
from __future__ import annotations

import pytest
from hfhelpers import Table
from pydantic import ValidationError

from holytable.games.holdfast.cards import KINDS, Mysticism, Trap
from holytable.games.holdfast.effects import HANDLERS
from holytable.games.holdfast.view import Levy


def test_hf_15_1_weaken_and_shield_in_an_assault(table):
    g = table.arrange(table.game(), {"outland": ["spearwarden", "militia"]},
                      {"outland": ["shieldbearer", ("caltrops", {"down": True}), ("hidden-buttress", {"down": True})]},
                      start="assault")
    sb = Table.find(g, 1, "shieldbearer")
    Table.assault(g, g.uid(sb), [Table.uid(g, 0, "spearwarden"), Table.uid(g, 0, "militia")])
    g.choose(f"spring:{g.s.pieces[Table.find(g, 1, 'caltrops')].fd}")  # each assailant -1 strength
    assert g.group_strength() == 3
    g.choose("pass")
    g.choose(f"spring:{g.s.pieces[Table.find(g, 1, 'hidden-buttress')].fd}")  # prevent 4
    g.choose("pass")
    g.choose(f"hit:{Table.uid(g, 0, 'militia')}")
    assert g.s.pieces[sb].damage == 0 and g.s.pieces[sb].shield == 1
    assert g.s.pieces[Table.find(g, 0, "militia")].damage == 1


def test_hf_15_1_morale_from_a_trap(table):
    g = table.arrange(table.game(), {"outland": ["siege-captain", "spearwarden"]},
                      {"outland": ["palisade", ("rallying-horn", {"down": True})]}, start="assault")
    Table.assault(g, Table.uid(g, 1, "palisade"), [Table.uid(g, 0, "siege-captain"), Table.uid(g, 0, "spearwarden")])
    g.choose("pass")
    g.choose(f"spring:{g.s.pieces[Table.find(g, 1, 'rallying-horn')].fd}")
    assert g.defence_morale() == 2 + 3
    g.choose("pass")
    assert g.pending.kind == "trap"  # 7 >= 5: on to the damage step


def test_hf_15_1_bolster_fortitude_saves_a_denizen_this_turn(table):
    g = table.arrange(table.game(), {"outland": [("militia", {"damage": 1}), "healing-draught", "palisade"]}, {})
    mi = Table.find(g, 0, "militia")
    g.choose(f"ability:{Table.uid(g, 0, 'healing-draught')}:0")
    g.choose(f"aim:{g.uid(mi)}")
    assert g.fortitude(mi) == 5 and Table.keys(g, g.s.sides[0].rubble) == ["healing-draught"]


def test_hf_15_1_gain_stops_at_capacity(table):
    g = table.arrange(table.game(), {"hand": ["bountiful-rite"], "store": {"current": 1, "wealth": 19}}, {})
    g.choose("deploy:bountiful-rite")
    # 1 of the 2 Stock fits once the Current is paid
    assert dict(zip(KINDS, g.s.sides[0].store)) == {"current": 0, "material": 0, "production": 0, "stock": 1,
                                                   "wealth": 19}
    assert Table.keys(g, g.s.middling) == ["bountiful-rite"]


def test_hf_15_1_levy_is_effect_maintenance_for_some_turns(table):
    g = table.arrange(table.game(), {"hand": ["tithe-of-ash"], "store": {"current": 1, "stock": 1}}, {})
    g.choose("deploy:tithe-of-ash")
    assert g.legal_ids() == ["aim:seat1", "back"]
    g.choose("aim:seat1")
    assert g.s.sides[1].levies == [["Tithe of Ash", (0, 0, 0, 1, 0), 3]]
    assert g.view(0).board.players[1].levies == (Levy("Tithe of Ash", (0, 0, 0, 1, 0), 3),)


def test_hf_15_1_reveal_turns_a_face_down_card_up(table):
    g = table.arrange(table.game(), {"hand": ["scrying-pool"], "store": {"current": 1}},
                      {"outland": [("pitfall", {"down": True}), ("palisade", {"occupants": [("decoy", {"down": True})]})],
                       "perimeter": ["earthwork", "earthwork"], "courtyard": [("ambusher", {"down": True})]})
    pit, amb = Table.find(g, 1, "pitfall"), Table.find(g, 1, "ambusher")
    g.choose("deploy:scrying-pool")
    # face-down enemy cards lying open on the field: not the housed Decoy
    assert g.legal_ids() == [f"aim:{g.s.pieces[pit].fd}", f"aim:{g.s.pieces[amb].fd}", "back"]
    g.choose(f"aim:{g.s.pieces[amb].fd}")
    assert not g.s.pieces[amb].face_down
    assert any("turned face up: Ambusher" in t for t in g.view_dict(1)["log"])


def test_hf_15_2_targets_keep_to_the_outland_when_the_card_says_so(table):
    g = table.arrange(table.game(), {"hand": ["ember-bolt", "tremor"], "store": {"current": 4, "material": 1}},
                      {"outland": ["militia", ("treasure-chest", {}), ("herald", {"down": True}), "palisade"],
                       "perimeter": ["earthwork", "earthwork"], "courtyard": ["sentinel", "lean-to"]})
    g.choose("deploy:ember-bolt")
    assert g.legal_ids() == [f"aim:{Table.uid(g, 1, 'militia')}", f"aim:{Table.uid(g, 1, 'treasure-chest')}", "back"]
    g.choose("back")
    g.choose("deploy:tremor")  # any enemy structure, the courtyard's too
    e1, e2 = (g.uid(c) for c in g.s.sides[1].perimeter)
    assert g.legal_ids() == [f"aim:{Table.uid(g, 1, 'palisade')}", f"aim:{Table.uid(g, 1, 'lean-to')}",
                             f"aim:{e1}", f"aim:{e2}", "back"]


def test_hf_15_2_effects_and_targets_must_fit_in_the_pool():
    with pytest.raises(ValidationError, match="cannot use a target of kind"):
        Mysticism(key="x", name="X", type="mysticism", target={"kind": "enemy_player"},
                  effects=[{"do": "damage", "to": "target", "amount": 2}])
    with pytest.raises(ValidationError, match="only works during an assault"):
        Mysticism(key="x", name="X", type="mysticism", effects=[{"do": "damage", "to": "assailants"}])
    with pytest.raises(ValidationError, match="no target is declared"):
        Trap(key="x", name="X", type="trap", trigger="declared", effects=[{"do": "damage", "to": "target"}])
    with pytest.raises(ValidationError, match="needs a bounty"):
        Mysticism(key="x", name="X", type="mysticism", effects=[{"do": "gain", "to": "you"}])


def test_hf_15_3_earthquake_shakes_every_outland_and_perimeter_structure(table):
    g = table.arrange(table.game(), {"hand": ["earthquake"], "store": {"current": 3, "material": 1},
                                     "outland": ["palisade", "militia"]},
                      {"outland": ["lean-to"], "perimeter": ["earthwork", "stone-wall"], "courtyard": ["granary"]})
    g.choose("deploy:earthquake")
    assert g.s.pieces[Table.find(g, 0, "palisade")].damage == 2
    assert g.s.pieces[Table.find(g, 1, "lean-to")].where == "rubble"  # fortitude 2
    assert g.s.pieces[Table.find(g, 1, "stone-wall")].damage == 2
    assert g.s.pieces[Table.find(g, 1, "granary")].damage == 0  # the courtyard is spared
    assert not g.breached(1)  # the Earthwork (fortitude 3) and the Stone Wall stand
    quake = next(e for e in reversed(g.log.events) if e.verb == "earthquake")
    assert quake.actor == 0  # the player who cast it, not the last seat looked at
    assert set(HANDLERS) == {"earthquake", "call_to_arms"}
