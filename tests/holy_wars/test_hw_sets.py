"""HW-15 Convictions, HW-16 the Set Reserve, HW-17 Set Defiance."""
from __future__ import annotations

from hwhelpers import load

from holytable.games.holy_wars.sets import BUILD_SUPPORT, CRISIS_POINT, ENTER_THE_CONFLICT


def play(g, oid):
    assert oid in g.pending, f"{oid} not in {g.pending.ids()}"
    g.choose(oid)


def new_turn(g, active):
    """Jump to a fresh Action Phase of ``active`` (state set directly)."""
    s = g.s
    s.turn += 1
    s.active = active
    s.sides[active].last_turn = s.turn
    s.sides[active].faith = 10
    s.sides[1 - active].response_faith = 3
    s.sides[active].defiance_used = False
    s.sides[active].rescues = 0
    for c in s.sides[active].field:
        s.pieces[c].exhausted = False
    s.tasks = [("action",)]
    g.pending = g._advance()


def unlocked(g, seat):
    return sorted(g.info[c].card.key for c in g.s.sides[seat].reserve if g.s.pieces[c].unlocked)


# -- HW-15 -----------------------------------------------------------------------------
def test_hw_15_convictions_are_fixed_unless_a_card_removes_one(table):
    g = table.game(convictions=(("devotion",), ("progress", "order")))
    v = g.view_dict(0)
    assert g.pending.kind == "mulligan"
    assert [c["key"] for c in v["players"][1]["convictions"]] == ["progress", "order"]
    g = table.arrange(table.game(convictions=((), ("progress",))), {"hand": ["crisis-of-faith"]},
                      {"field": ["drone-operator"]})
    d = table.c(g, 1, "drone-operator")
    assert g.stat(d, "attack") == 4
    play(g, "play:crisis-of-faith")
    table.pass_windows(g)
    assert g.stat(d, "attack") == 3 and table.keys(g, g.s.sides[1].removed) == ["progress"]
    g.check_invariants()


# -- HW-16 milestones -------------------------------------------------------------------
def test_hw_16_1_build_support_unlocks_a_component_of_your_choice(table):
    g = table.arrange(table.game(), {"field": ["envoy"], "hand": ["ward-boss"], "milestones": []}, {})
    assert g.pending.kind == "action"  # one Character: nothing yet
    play(g, "play:ward-boss")
    table.pass_windows(g)
    d = g.pending
    assert d.kind == "unlock" and d.player == 0
    assert sorted(d.ids()) == ["unlock:firmware-update", "unlock:neural-lattice", "unlock:rowan-7"]
    play(g, "unlock:neural-lattice")
    assert unlocked(g, 0) == ["neural-lattice"] and BUILD_SUPPORT in g.s.sides[0].milestones
    assert g.pending.kind == "action"


def test_hw_16_1_no_choice_when_one_locked_component_is_left(table):
    g = table.arrange(table.game(), {"field": ["envoy"], "hand": ["ward-boss"], "milestones": [],
                                    "reserve": ["rowan-7", "neural-lattice"]}, {})
    play(g, "play:ward-boss")
    table.pass_windows(g)
    assert g.pending.kind == "action" and unlocked(g, 0) == ["firmware-update", "neural-lattice", "rowan-7"]


def test_hw_16_2_enter_the_conflict(table):
    # a battle won by the attacker's defeat of its target
    g = table.arrange(table.game(), {"field": ["riot-marshal"], "milestones": [BUILD_SUPPORT, CRISIS_POINT]},
                      {"field": ["envoy", "ward-boss"]})
    load(g, 6, 1)
    play(g, f"attack:{table.u(g, 0, 'riot-marshal')}:{table.u(g, 1, 'envoy')}")
    table.pass_windows(g)
    assert g.pending.kind == "unlock" and g.pending.player == 0
    # a tie does not count
    g = table.arrange(table.game(), {"field": ["riot-marshal"], "milestones": [BUILD_SUPPORT, CRISIS_POINT]},
                      {"field": ["envoy"]})
    load(g, 3, 4)
    play(g, f"attack:{table.u(g, 0, 'riot-marshal')}:{table.u(g, 1, 'envoy')}")
    table.pass_windows(g)
    assert g.pending.kind == "action" and ENTER_THE_CONFLICT not in g.s.sides[0].milestones
    # a defensive win counts for the defender
    g = table.arrange(table.game(), {"field": ["envoy"]},
                      {"field": ["riot-marshal"], "milestones": [BUILD_SUPPORT, CRISIS_POINT]})
    load(g, 1, 6)
    play(g, f"attack:{table.u(g, 0, 'envoy')}:{table.u(g, 1, 'riot-marshal')}")
    table.pass_windows(g)
    assert g.pending.kind == "unlock" and g.pending.player == 1


def test_hw_16_2_health_loss_alone_is_not_a_defeat(table):
    g = table.arrange(table.game(sets=("politics-of-fear", "machine-conscience")),
                      {"field": ["riot-marshal"], "milestones": [BUILD_SUPPORT, CRISIS_POINT]}, {"field": ["rowan-7"]})
    load(g, 6, 1)
    play(g, f"attack:{table.u(g, 0, 'riot-marshal')}:{table.u(g, 1, 'rowan-7')}")
    table.pass_windows(g)
    assert g.pending.kind == "action" and ENTER_THE_CONFLICT not in g.s.sides[0].milestones


def test_hw_16_3_crisis_point_for_both_players_active_first(table):
    g = table.arrange(table.game(), {"hand": ["public-statement"], "milestones": [BUILD_SUPPORT, ENTER_THE_CONFLICT]},
                      {"resolve": 13, "milestones": [BUILD_SUPPORT, ENTER_THE_CONFLICT]}, crisis="")
    play(g, "play:public-statement")
    play(g, "mode:1")
    assert g.s.crisis == ""
    table.pass_windows(g)
    assert g.pending.kind == "unlock" and g.pending.player == 0
    play(g, "unlock:rowan-7")
    assert g.pending.kind == "unlock" and g.pending.player == 1
    play(g, g.pending.ids()[0])
    assert g.s.crisis == "done"
    assert all(CRISIS_POINT in g.s.sides[i].milestones for i in (0, 1))


def test_hw_16_4_unlocking_is_not_playing(table):
    g = table.arrange(table.game(), {"field": ["envoy"], "hand": ["ward-boss"], "milestones": [], "faith": 6}, {})
    play(g, "play:ward-boss")
    table.pass_windows(g)
    play(g, "unlock:rowan-7")
    r = table.c(g, 0, "rowan-7")
    assert r in g.s.sides[0].reserve
    assert g.pending.kind == "action" and "play:rowan-7" in g.pending
    play(g, "play:rowan-7")
    table.pass_windows(g)
    assert r in g.s.sides[0].field and g.s.sides[0].faith == 0  # 6 - 2 - 4
    g = table.arrange(table.game(), {"field": ["envoy"], "reserve": ["rowan-7"], "faith": 3}, {})
    assert "play:rowan-7" not in g.pending  # normal costs still apply


# -- HW-16 playing and completing ----------------------------------------------------------
def test_hw_16_5_components_go_to_field_events_and_set_area(table):
    g = table.arrange(table.game(), {"reserve": ["neural-lattice", "firmware-update"]},
                      {"hand": ["veto"], "response_faith": 3})
    play(g, "play:neural-lattice")
    table.pass_windows(g)
    assert table.c(g, 0, "neural-lattice") in g.s.sides[0].events
    play(g, "play:firmware-update")
    play(g, "pass")
    play(g, "react:veto")
    fu = table.c(g, 0, "firmware-update")
    assert fu in g.s.sides[0].reserve and g.s.pieces[fu].unlocked  # canceled: back, still unlocked
    g = table.arrange(table.game(), {"reserve": ["firmware-update"]}, {})
    play(g, "play:firmware-update")
    table.pass_windows(g)
    assert table.c(g, 0, "firmware-update") in g.s.sides[0].set_area


def complete_machine(table, bo=None, ana_extra=(), all_windows=True):
    """Ana completes Machine Conscience by playing Firmware Update; with
    ``all_windows`` False, stop at the Completion's first window."""
    g = table.arrange(table.game(), {"field": ["rowan-7", "drone-operator", *ana_extra], "events": ["neural-lattice"],
                                    "reserve": ["firmware-update"], "exhausted": ["drone-operator"]},
                      bo or {"hand": ["public-outcry"], "response_faith": 3})
    play(g, "play:firmware-update")
    if all_windows:
        table.pass_windows(g)
    else:
        play(g, "pass")
        play(g, "pass")
        assert g.pending.kind == "window" and g.s.occ[-1].kind == "completion"
    return g


def test_hw_16_6_completion_once_with_its_own_window(table):
    g = complete_machine(table, {})
    assert g.s.sides[0].completion_used
    assert not g.s.pieces[table.c(g, 0, "drone-operator")].exhausted  # Completion: ready all
    assert any("completes the set Machine Conscience" in e.text for e in g.log.events)
    g = complete_machine(table, all_windows=False)
    # the Completion's window: Ana first, then Bo who may cancel it
    assert g.pending.player == 0
    play(g, "pass")
    assert g.pending.kind == "window" and g.pending.player == 1 and "react:public-outcry" in g.pending
    play(g, "react:public-outcry")
    assert g.s.pieces[table.c(g, 0, "drone-operator")].exhausted
    assert g.s.sides[0].completion_used and g.set_complete(0)
    assert g.stat(table.c(g, 0, "drone-operator"), "attack") == 4  # While Complete still works


def test_hw_16_6_completion_never_repeats_when_rebuilt(table):
    g = complete_machine(table, {"field": ["riot-marshal"]})
    r = table.c(g, 0, "rowan-7")
    new_turn(g, 1)
    load(g, 6, 1)
    play(g, f"capture:{table.u(g, 1, 'riot-marshal')}:{g.info[r].uid}")
    play(g, "intervene:none")
    table.pass_windows(g)
    assert not g.set_complete(0)
    new_turn(g, 0)
    load(g, 6, 1)
    play(g, f"rescue:{table.u(g, 0, 'drone-operator')}:{g.info[r].uid}")
    table.pass_windows(g)
    assert g.set_complete(0)
    assert sum("completes the set" in e.text for e in g.log.events) == 1


def test_hw_16_7_while_complete_stops_and_resumes(table):
    g = complete_machine(table, {"field": ["riot-marshal"]})
    d = table.c(g, 0, "drone-operator")
    assert g.stat(d, "attack") == 4
    r = table.c(g, 0, "rowan-7")
    new_turn(g, 1)
    load(g, 6, 1)
    play(g, f"capture:{table.u(g, 1, 'riot-marshal')}:{g.info[r].uid}")
    play(g, "intervene:none")
    table.pass_windows(g)
    assert g.stat(d, "attack") == 3  # stopped at once
    new_turn(g, 0)
    load(g, 6, 1)
    play(g, f"rescue:{table.u(g, 0, 'drone-operator')}:{g.info[r].uid}")
    table.pass_windows(g)
    assert g.stat(d, "attack") == 4  # resumed


def test_hw_16_8_politics_of_fear_marks(table):
    g = table.arrange(table.game(sets=("politics-of-fear", "machine-conscience")),
                      {"field": ["minister-of-alarms", "riot-marshal", "inquisitor"], "events": ["state-of-emergency"],
                       "reserve": ["broadcast-curfew"]},
                      {"field": ["envoy", "ward-boss", "union-steward"]})
    env, wb, us = (table.c(g, 1, k) for k in ("envoy", "ward-boss", "union-steward"))
    play(g, "play:broadcast-curfew")
    play(g, f"target:{g.info[us].uid}")
    table.pass_windows(g)
    assert g.pending.kind == "mark" and len(g.pending.options) == 4
    play(g, f"mark:{g.info[env].uid}")
    assert "mark:done" in g.pending and len(g.pending.options) == 3
    play(g, f"mark:{g.info[wb].uid}")
    assert g.pending.kind == "window"  # two marks at most
    table.pass_windows(g)
    assert g.stat(env, "attack") == 0 and g.stat(env, "defense") == 2 and g.stat(us, "defense") == 3
    # a defeated marked Character costs its owner 1 Resolve while the set is complete
    load(g, 6, 1)
    play(g, f"attack:{table.u(g, 0, 'riot-marshal')}:{g.info[env].uid}")
    table.pass_windows(g)
    assert env in g.s.sides[1].discard and g.s.sides[1].resolve == 19
    assert g.s.pieces[env].marked_by == -1  # leaving the field ends the mark for good
    # the set breaks: the penalty stops, the mark stays; rebuilt: it is back
    mini = table.c(g, 0, "minister-of-alarms")
    g.s.sides[0].field.remove(mini)
    g.s.sides[1].captured.append(mini)
    assert g.stat(wb, "defense") == 2 and g.s.pieces[wb].marked_by == 0
    g.s.sides[1].captured.remove(mini)
    g.s.sides[0].field.append(mini)
    assert g.stat(wb, "defense") == 1
    assert sum(1 for p in g.s.pieces if p.marked_by == 0) == 1  # nobody new is marked


def test_hw_16_8_marks_do_nothing_while_the_set_is_broken(table):
    g = table.arrange(table.game(sets=("politics-of-fear", "machine-conscience")),
                      {"field": ["riot-marshal"], "events": ["state-of-emergency"], "set_area": ["broadcast-curfew"],
                       "completion_used": True},
                      {"field": ["envoy"]})
    env = table.c(g, 1, "envoy")
    g.s.pieces[env].marked_by = 0
    assert g.stat(env, "defense") == 3
    load(g, 6, 1)
    play(g, f"attack:{table.u(g, 0, 'riot-marshal')}:{g.info[env].uid}")
    table.pass_windows(g)
    assert env in g.s.sides[1].discard and g.s.sides[1].resolve == 20


def test_hw_16_9_defeated_set_character_goes_to_the_discard_pile(table):
    g = table.arrange(table.game(),
                      {"field": ["riot-marshal", "inquisitor"]},
                      {"field": ["minister-of-alarms"], "hand": ["last-rites"], "response_faith": 3})
    load(g, 6, 1)
    play(g, f"attack:{table.u(g, 0, 'riot-marshal')}:{table.u(g, 1, 'minister-of-alarms')}")
    table.pass_windows(g)
    assert table.c(g, 1, "minister-of-alarms") in g.s.sides[1].discard
    g = table.arrange(table.game(),
                      {"field": ["riot-marshal"]},
                      {"field": ["minister-of-alarms"], "hand": ["last-rites"], "response_faith": 3})
    load(g, 6, 1)
    play(g, f"attack:{table.u(g, 0, 'riot-marshal')}:{table.u(g, 1, 'minister-of-alarms')}")
    for oid in ("pass", "pass", "pass", "pass", "pass", "react:last-rites"):
        play(g, oid)
    m = table.c(g, 1, "minister-of-alarms")
    assert m in g.s.sides[1].reserve and g.s.pieces[m].unlocked  # recovery: back to the Reserve, not a hand


# -- HW-17 ------------------------------------------------------------------------------
def defiance_position(table, **ana):
    return table.arrange(table.game(), {"field": ["riot-marshal", "inquisitor"], **ana},
                         {"set_area": ["broadcast-curfew"], "field": ["minister-of-alarms"], "events": ["state-of-emergency"],
                          "completion_used": True})


def test_hw_17_1_set_defiance_once_for_two_faith_against_three(table):
    g = defiance_position(table)
    defy = [o for o in g.pending.ids() if o.startswith("defy:")]
    bc = table.u(g, 1, "broadcast-curfew")
    assert sorted(defy) == sorted(f"defy:{table.u(g, 0, k)}:{bc}" for k in ("riot-marshal", "inquisitor"))  # non-Characters in the Set Area only
    mark = len(g.log)
    load(g, 1, 3)
    play(g, f"defy:{table.u(g, 0, 'riot-marshal')}:{bc}")
    table.pass_windows(g)
    assert "Ana rolls 1 + 4 Attack = 5; Bo rolls 3 + 3 = 6." in table.since(g, mark)
    assert g.s.sides[0].faith == 8
    assert not [o for o in g.pending.ids() if o.startswith("defy:")]  # once per Action Phase


def test_hw_17_2_disrupted_cannot_be_played_on_the_owners_next_turn(table):
    g = table.arrange(table.game(convictions=((), ("outreach",)), sets=("machine-conscience", "machine-conscience")),
                      {"field": ["riot-marshal"]}, {"set_area": ["firmware-update"]})
    fu = table.c(g, 1, "firmware-update")
    assert g.cost(fu, 1) == 0  # Outreach: Events cost 1 less
    load(g, 6, 1)
    play(g, f"defy:{table.u(g, 0, 'riot-marshal')}:{g.info[fu].uid}")
    table.pass_windows(g)
    assert fu in g.s.sides[1].reserve and g.s.pieces[fu].disrupted
    assert g.view_dict(0)["players"][1]["reserve"][-1]["disrupted"] is True
    new_turn(g, 1)
    assert "play:firmware-update" not in g.pending
    new_turn(g, 0)
    new_turn(g, 1)
    assert "play:firmware-update" in g.pending
    assert g.cost(fu, 1) == 1  # full printed cost
    play(g, "play:firmware-update")
    table.pass_windows(g)
    assert g.s.sides[1].faith == 9


def test_hw_17_3_a_replayed_component_is_stabilized(table):
    g = table.arrange(table.game(), {"field": ["riot-marshal"]}, {"set_area": ["broadcast-curfew"]})
    bc = table.c(g, 1, "broadcast-curfew")
    load(g, 6, 1)
    play(g, f"defy:{table.u(g, 0, 'riot-marshal')}:{g.info[bc].uid}")
    table.pass_windows(g)
    new_turn(g, 1)
    new_turn(g, 0)
    new_turn(g, 1)
    assert g.s.pieces[bc].disrupted
    play(g, "play:broadcast-curfew")  # its one target, Ana's Riot Marshal, is chosen for Bo
    table.pass_windows(g)
    assert bc in g.s.sides[1].set_area and g.s.pieces[bc].stabilized
    new_turn(g, 0)
    assert not [o for o in g.pending.ids() if o.startswith("defy:")]


def test_hw_17_4_failed_set_defiance_keeps_its_costs(table):
    g = defiance_position(table)
    bc = table.c(g, 1, "broadcast-curfew")
    load(g, 1, 6)
    play(g, f"defy:{table.u(g, 0, 'inquisitor')}:{g.info[bc].uid}")
    table.pass_windows(g)
    assert bc in g.s.sides[1].set_area
    assert g.s.pieces[table.c(g, 0, "inquisitor")].exhausted and g.s.sides[0].faith == 8


def test_hw_16_2_a_defeat_sent_back_to_the_hand_by_triage_still_counts(table):
    """Ruling: Triage (like Last Rites) changes where the defeated Character
    goes, not whether it was defeated: the attacker completes Enter the
    Conflict, and the Envoy is in Bo's hand, not on the field."""
    g = table.arrange(table.game(), {"field": ["riot-marshal"], "milestones": [BUILD_SUPPORT, CRISIS_POINT]},
                      {"field": ["envoy", "street-medic"]})
    load(g, 6, 1)
    envoy = table.u(g, 1, "envoy")
    play(g, f"attack:{table.u(g, 0, 'riot-marshal')}:{envoy}")
    used = False
    while g.pending.kind == "window":
        triage = [x for x in g.pending.ids() if x.startswith("ability")]
        used = used or bool(triage)
        g.choose(triage[0] if triage else "pass")
    assert used
    assert any(g.uid(c) == envoy for c in g.s.sides[1].hand)
    assert ENTER_THE_CONFLICT in g.s.sides[0].milestones
