"""``why.unavailable``: the Action Phase says why a Rally, attack, capture,
rescue or Set Defiance is not offered (HW-5.4, HW-13.1, HW-14.1, HW-14.2, HW-17.1)."""
from __future__ import annotations

from holytable.games.holy_wars.why import unavailable


def reasons(g, seat: int = 0) -> dict[str, str]:
    out = {}
    for actions, why in unavailable(g, seat):
        for a in actions.split(", "):
            out[a] = why
    return out


def offered(g, kind: str) -> bool:
    return any(o.startswith(kind + ":") for o in g.pending.ids())


def test_nothing_missing_nothing_said(table):
    g = table.arrange(table.game(), {"field": ["riot-marshal"]}, {"field": ["envoy"]})
    assert offered(g, "attack") and offered(g, "capture")
    assert unavailable(g, 0) == []
    assert unavailable(g, 1) == []  # not Bo's Action Phase
    assert g.view(0)["unavailable"] == [] and g.view(1)["unavailable"] == []


def test_three_captives_already_held(table):
    g = table.arrange(table.game(), {"field": ["riot-marshal"], "captured": ["envoy", "senate-clerk", "hedge-preacher"]},
                      {"field": ["flame-zealot"]})
    assert offered(g, "attack") and not offered(g, "capture")
    assert reasons(g) == {"capture": "you hold 3 captives"}
    assert g.view(0)["unavailable"] == [["capture", "you hold 3 captives"]]
    assert g.view(1)["unavailable"] == []  # only the deciding player is told


def test_rescue_already_tried_and_defiance_already_used(table):
    g = table.arrange(table.game(), {"field": ["riot-marshal"]},
                      {"field": ["envoy"], "captured": ["liberator"], "set_area": ["broadcast-curfew"]})
    assert offered(g, "rescue") and offered(g, "defy")
    g.s.sides[0].rescues = 1
    g.s.sides[0].defiance_used = True
    assert reasons(g) == {"rescue": "tried this turn", "Set Defiance": "used this turn"}


def test_two_faith_each(table):
    g = table.arrange(table.game(), {"field": ["riot-marshal"], "faith": 1},
                      {"field": ["envoy"], "captured": ["liberator"], "set_area": ["broadcast-curfew"]})
    assert not offered(g, "capture") and not offered(g, "rescue") and not offered(g, "defy")
    assert unavailable(g, 0) == [("capture, rescue, Set Defiance", "costs 2 Faith, you have 1")]


def test_no_character_may_act(table):
    g = table.arrange(table.game(), {"newly": ["riot-marshal"]}, {"field": ["envoy"]})
    g.s.sides[0].rally_used = False
    assert not offered(g, "attack")
    assert unavailable(g, 0) == [("Rally, attack, capture", "your Characters are all new (✦)")]
    g = table.arrange(table.game(), {"field": ["riot-marshal"], "exhausted": ["riot-marshal"]}, {"field": ["envoy"]})
    assert reasons(g) == {"attack": "no ready Character may act (⤵ ✦)",
                          "capture": "no ready Character may act (⤵ ✦)"}
    g = table.arrange(table.game(), {}, {"field": ["envoy"]})
    assert reasons(g) == {}  # no Character at all: plain to see


def test_a_full_field_and_a_stabilized_set_area(table):
    eight = ["hedge-preacher", "flame-zealot", "missionary", "envoy", "ward-boss", "senate-clerk", "shelter-keeper",
             "folk-singer"]
    g = table.arrange(table.game(), {"field": eight}, {"field": ["riot-marshal"], "captured": ["liberator"],
                                                       "set_area": ["broadcast-curfew"]})
    g.s.pieces[table.c(g, 1, "broadcast-curfew")].stabilized = True
    r = reasons(g)
    assert r["rescue"] == "your field is full (8)"
    assert r["Set Defiance"] == "their Set Area is Stabilized"


def test_hw_2_5_a_second_copy_in_hand_is_explained(table):
    """HW-2.5: Riot Marshal in hand while one is on the field: "play Riot
    Marshal: you already control one of that name"; nothing for a playable one."""
    g = table.arrange(table.game(), {"field": ["riot-marshal"], "hand": ["riot-marshal", "envoy"]},
                      {"field": ["flame-zealot"]})
    assert "play:riot-marshal" not in g.pending.ids() and "play:envoy" in g.pending.ids()
    assert reasons(g) == {"play Riot Marshal": "you already control one of that name"}
