"""HW-9 battle, HW-10 direct attack, HW-11 Combat Trained, HW-12 Rowan 7's
health, HW-13 capture, HW-14 rescue. Dice are loaded: actor's die first."""
from __future__ import annotations

from hwhelpers import load

from holytable.games.holy_wars.view import odds_of


def play(g, oid):
    assert oid in g.pending, f"{oid} not in {g.pending.ids()}"
    g.choose(oid)


def attack(table, g, a, t, *dice, seat=0):
    load(g, *dice)
    play(g, f"attack:{table.u(g, seat, a)}:{table.u(g, 1 - seat, t)}")
    table.pass_windows(g)


# -- HW-9 ------------------------------------------------------------------------------
def test_hw_9_1_attack_exhausts_the_attacker_before_the_window(table):
    g = table.arrange(table.game(), {"field": ["riot-marshal"]}, {"field": ["envoy"]})
    play(g, f"attack:{table.u(g, 0, 'riot-marshal')}:{table.u(g, 1, 'envoy')}")
    assert g.pending.kind == "window" and g.s.pieces[table.c(g, 0, "riot-marshal")].exhausted
    assert not [e for e in g.log.events if "rolls" in e.text]  # the window comes before the roll


def test_hw_9_2_higher_total_wins_tie_both_stay(table):
    g = table.arrange(table.game(), {"field": ["riot-marshal", "flame-zealot", "envoy"]},
                      {"field": ["envoy", "ward-boss", "union-steward"]})
    mark = len(g.log)
    attack(table, g, "riot-marshal", "envoy", 4, 5)  # 8 vs 8
    assert "Ana rolls 4 + 4 Attack = 8; Bo rolls 5 + 3 Defense = 8." in table.since(g, mark)
    assert len(g.s.sides[1].field) == 3 and len(g.s.sides[0].field) == 3
    attack(table, g, "flame-zealot", "ward-boss", 3, 1)  # 6 vs 3
    assert "ward-boss" in table.keys(g, g.s.sides[1].discard)
    attack(table, g, "envoy", "union-steward", 1, 6)  # 2 vs 9: the attacker stays (no Combat Trained)
    assert table.c(g, 0, "envoy") in g.s.sides[0].field


def test_hw_9_3_only_the_target_defends_and_nothing_spills(table):
    g = table.arrange(table.game(), {"field": ["riot-marshal"]}, {"field": ["envoy", "iron-sentinel"]})
    attack(table, g, "riot-marshal", "envoy", 6, 1)
    assert g.s.sides[1].resolve == 20 and table.c(g, 1, "iron-sentinel") in g.s.sides[1].field


# -- HW-10 ------------------------------------------------------------------------------
def test_hw_10_1_direct_attack_only_against_a_player_without_characters(table):
    g = table.arrange(table.game(), {"field": ["riot-marshal"]}, {"field": ["envoy"]})
    assert not [o for o in g.pending.ids() if o.startswith("direct:")]
    g = table.arrange(table.game(), {"field": ["riot-marshal"]}, {"captured": ["flame-zealot"], "set_area": ["broadcast-curfew"]})
    assert f"direct:{table.u(g, 0, 'riot-marshal')}" in g.pending


def test_hw_10_2_seven_or_more_costs_two_resolve(table):
    g = table.arrange(table.game(), {"field": ["flame-zealot", "envoy"]}, {})
    load(g, 4)
    play(g, f"direct:{table.u(g, 0, 'flame-zealot')}")
    table.pass_windows(g)
    assert g.s.sides[1].resolve == 18
    load(g, 5)
    play(g, f"direct:{table.u(g, 0, 'envoy')}")  # 5 + 1 = 6 fails
    table.pass_windows(g)
    assert g.s.sides[1].resolve == 18


# -- HW-11 ------------------------------------------------------------------------------
def test_hw_11_combat_trained_defeats_the_attacker_by_three(table):
    g = table.arrange(table.game(), {"field": ["flame-zealot", "missionary"]}, {"field": ["cathedral-warden"]})
    attack(table, g, "flame-zealot", "cathedral-warden", 1, 2)  # 4 vs 6: by 2, nothing
    assert table.c(g, 0, "flame-zealot") in g.s.sides[0].field
    attack(table, g, "missionary", "cathedral-warden", 1, 3)  # 3 vs 7: by 4
    assert "missionary" in table.keys(g, g.s.sides[0].discard)


def test_hw_11_combat_trained_not_in_captures(table):
    g = table.arrange(table.game(), {"field": ["missionary"]}, {"field": ["cathedral-warden"]})
    load(g, 1, 6)
    play(g, f"capture:{table.u(g, 0, 'missionary')}:{table.u(g, 1, 'cathedral-warden')}")
    table.pass_windows(g)
    assert table.c(g, 0, "missionary") in g.s.sides[0].field


# -- HW-12 ------------------------------------------------------------------------------
ROWAN_FOR_BO = ("politics-of-fear", "machine-conscience")


def test_hw_12_1_rowan_7_loses_health_instead_of_being_defeated(table):
    g = table.arrange(table.game(sets=ROWAN_FOR_BO), {"field": ["riot-marshal", "inquisitor", "block-captain"]}, {"field": ["rowan-7"]})
    r = table.c(g, 1, "rowan-7")
    attack(table, g, "riot-marshal", "rowan-7", 6, 1)
    assert r in g.s.sides[1].field and g.s.pieces[r].health == 2
    attack(table, g, "inquisitor", "rowan-7", 6, 1)
    assert g.s.pieces[r].health == 1
    attack(table, g, "block-captain", "rowan-7", 6, 1)
    assert r in g.s.sides[1].discard


def test_hw_12_1_combat_trained_counterattack_costs_rowan_health(table):
    g = table.arrange(table.game(sets=ROWAN_FOR_BO), {"field": ["riot-marshal"]}, {"field": ["rowan-7"]}, active=1)
    r = table.c(g, 1, "rowan-7")
    attack(table, g, "rowan-7", "riot-marshal", 1, 6, seat=1)  # 4 vs 10
    assert r in g.s.sides[1].field and g.s.pieces[r].health == 2


def test_hw_12_2_capture_bypasses_health_and_keeps_it(table):
    g = table.arrange(table.game(sets=ROWAN_FOR_BO), {"field": ["riot-marshal", "inquisitor"]},
                      {"field": ["rowan-7", "envoy"]})
    r = table.c(g, 1, "rowan-7")
    attack(table, g, "riot-marshal", "rowan-7", 6, 1)
    load(g, 6, 1)
    play(g, f"capture:{table.u(g, 0, 'inquisitor')}:{table.u(g, 1, 'rowan-7')}")
    play(g, "intervene:none")
    table.pass_windows(g)
    assert r in g.s.sides[0].captured and g.s.pieces[r].health == 2
    g.s.active = 1  # Bo rescues it on a later turn
    g.s.sides[1].last_turn = g.s.turn = g.s.turn + 1
    g.s.sides[1].faith = 5
    g.s.tasks = [("action",)]
    g.pending = g._advance()
    load(g, 6, 1)
    play(g, f"rescue:{table.u(g, 1, 'envoy')}:{g.info[r].uid}")
    play(g, f"resist:{table.u(g, 0, 'riot-marshal')}")
    table.pass_windows(g)
    assert r in g.s.sides[1].field and g.s.pieces[r].health == 2


def test_hw_12_3_returning_from_the_discard_pile_restores_health(table):
    g = table.arrange(table.game(), {"discard": ["rowan-7"], "hand": ["grave-vigil"], "faith": 10}, {})
    r = table.c(g, 0, "rowan-7")
    g.s.pieces[r].health = 1
    play(g, "play:grave-vigil")
    table.pass_windows(g)
    assert r in g.s.sides[0].reserve  # HW-16.9: a set Character returns to the Set Reserve
    play(g, "play:rowan-7")
    table.pass_windows(g)
    assert r in g.s.sides[0].field and g.s.pieces[r].health == 3


def test_hw_12_4_other_defeat_effects_ignore_health(table):
    g = table.arrange(table.game(sets=ROWAN_FOR_BO), {"hand": ["purge"], "faith": 4}, {"field": ["rowan-7"], "exhausted": ["rowan-7"]})
    play(g, "play:purge")
    table.pass_windows(g)
    assert table.c(g, 1, "rowan-7") in g.s.sides[1].discard


# -- HW-13 ------------------------------------------------------------------------------
def test_hw_13_1_capture_costs_two_faith_and_exhausts_the_captor(table):
    g = table.arrange(table.game(), {"field": ["riot-marshal"], "faith": 2}, {"field": ["envoy"]})
    play(g, f"capture:{table.u(g, 0, 'riot-marshal')}:{table.u(g, 1, 'envoy')}")
    assert g.s.sides[0].faith == 0 and g.s.pieces[table.c(g, 0, "riot-marshal")].exhausted
    g = table.arrange(table.game(), {"field": ["riot-marshal"], "faith": 1}, {"field": ["envoy"]})
    assert not [o for o in g.pending.ids() if o.startswith("capture:")]


def test_hw_13_2_intervention_is_declared_before_the_window(table):
    g = table.arrange(table.game(), {"field": ["riot-marshal"]},
                      {"field": ["envoy", "hedge-preacher", "union-steward"], "exhausted": ["union-steward"], "hand": ["ambush"]})
    play(g, f"capture:{table.u(g, 0, 'riot-marshal')}:{table.u(g, 1, 'envoy')}")
    d = g.pending
    assert d.kind == "intervene" and d.player == 1
    assert d.ids() == [f"intervene:{table.u(g, 1, 'hedge-preacher')}", "intervene:none"]  # another, ready Character
    play(g, f"intervene:{table.u(g, 1, 'hedge-preacher')}")
    assert g.s.pieces[table.c(g, 1, "hedge-preacher")].exhausted and g.pending.kind == "window"
    mark = len(g.log)
    load(g, 5, 2)
    table.pass_windows(g)
    assert "Ana rolls 5 + 4 Attack = 9; Bo rolls 2 + 3 Defense + 2 intervention = 7." in table.since(g, mark)
    # Ward Boss (a static) makes an intervention worth 3
    g = table.arrange(table.game(), {"field": ["riot-marshal"]}, {"field": ["envoy", "ward-boss"]})
    play(g, f"capture:{table.u(g, 0, 'riot-marshal')}:{table.u(g, 1, 'envoy')}")
    play(g, f"intervene:{table.u(g, 1, 'ward-boss')}")
    mark = len(g.log)
    load(g, 5, 2)
    table.pass_windows(g)
    assert "Ana rolls 5 + 4 Attack = 9; Bo rolls 2 + 3 Defense + 3 intervention = 8." in table.since(g, mark)


def test_hw_13_3_higher_captor_total_captures_tie_fails(table):
    g = table.arrange(table.game(), {"field": ["riot-marshal", "inquisitor"]}, {"field": ["envoy", "ward-boss"]})
    load(g, 3, 4)  # 7 vs 7
    play(g, f"capture:{table.u(g, 0, 'riot-marshal')}:{table.u(g, 1, 'envoy')}")
    play(g, "intervene:none")
    table.pass_windows(g)
    assert table.c(g, 1, "envoy") in g.s.sides[1].field
    load(g, 4, 1)
    play(g, f"capture:{table.u(g, 0, 'inquisitor')}:{table.u(g, 1, 'envoy')}")
    play(g, "intervene:none")
    table.pass_windows(g)
    assert table.c(g, 1, "envoy") in g.s.sides[0].captured


def test_hw_13_4_captor_and_helper_stay_exhausted_even_if_canceled(table):
    g = table.arrange(table.game(), {"field": ["riot-marshal"], "faith": 5},
                      {"field": ["envoy", "ward-boss"], "hand": ["divine-intervention"], "response_faith": 3})
    play(g, f"capture:{table.u(g, 0, 'riot-marshal')}:{table.u(g, 1, 'envoy')}")
    play(g, f"intervene:{table.u(g, 1, 'ward-boss')}")
    play(g, "pass")
    play(g, "react:divine-intervention")
    assert g.pending.kind == "action"
    assert g.s.pieces[table.c(g, 0, "riot-marshal")].exhausted and g.s.pieces[table.c(g, 1, "ward-boss")].exhausted
    assert g.s.sides[0].faith == 3


def test_hw_13_5_captured_characters_are_blank_and_inert(table):
    g = table.arrange(table.game(), {"field": ["field-engineer", "drone-operator"]}, {"field": ["riot-marshal"]})
    d = table.c(g, 0, "drone-operator")
    assert g.stat(d, "defense") == 2  # Field Engineer: +1 Defense to Technology
    assert g.income(0) == 7
    g = table.arrange(table.game(), {"field": ["drone-operator"]}, {"field": ["riot-marshal"], "captured": ["field-engineer"]})
    assert g.stat(table.c(g, 0, "drone-operator"), "defense") == 1  # a captive's static is gone
    assert g.income(0) == 6 and g.income(1) == 6
    fe = table.u(g, 0, "field-engineer")
    assert [o for o in g.pending.ids() if fe in o] == [f"rescue:{table.u(g, 0, 'drone-operator')}:{fe}"]  # only rescued


# -- HW-14 ------------------------------------------------------------------------------
def test_hw_14_1_rescue_needs_an_open_slot_when_declared(table):
    eight = ["hedge-preacher", "flame-zealot", "missionary", "envoy", "ward-boss", "senate-clerk", "shelter-keeper", "folk-singer"]
    g = table.arrange(table.game(), {"field": eight}, {"field": ["riot-marshal"], "captured": ["liberator"]})
    assert not [o for o in g.pending.ids() if o.startswith("rescue:")]
    g = table.arrange(table.game(), {"field": eight[:7]}, {"field": ["riot-marshal"], "captured": ["liberator"]})
    assert [o for o in g.pending.ids() if o.startswith("rescue:")]


def test_hw_14_1_a_field_filled_before_the_roll_ends_the_rescue(table):
    g = table.arrange(table.game(), {"field": ["hedge-preacher", "flame-zealot", "missionary", "envoy", "ward-boss",
                                               "senate-clerk", "shelter-keeper"]},
                      {"field": ["riot-marshal"], "captured": ["liberator"]})
    play(g, f"rescue:{table.u(g, 0, 'envoy')}:{table.u(g, 0, 'liberator')}")
    side = g.s.sides[0]
    extra = next(c for c in side.deck if g.info[c].card.key == "folk-singer")
    side.deck.remove(extra)
    side.field.append(extra)  # the field fills up before the roll (no card of the pool does this)
    mark = len(g.log)
    table.pass_windows(g)
    assert any("ends without a roll: the field is full" in t for t in table.since(g, mark))
    lib = table.c(g, 0, "liberator")
    assert lib in g.s.sides[1].captured and g.s.sides[0].faith == 8 and g.s.sides[0].rescues == 1
    assert g.s.pieces[table.c(g, 0, "envoy")].exhausted


def test_hw_14_2_rescue_rolls_current_faith_against_the_resister(table):
    g = table.arrange(table.game(convictions=(("devotion",), ())), {"field": ["hedge-preacher"]},
                      {"field": ["riot-marshal", "abbess"], "captured": ["liberator"]})
    play(g, f"rescue:{table.u(g, 0, 'hedge-preacher')}:{table.u(g, 0, 'liberator')}")
    d = g.pending
    assert d.kind == "resist" and d.player == 1 and len(d.options) == 2
    play(g, f"resist:{table.u(g, 1, 'abbess')}")
    mark = len(g.log)
    load(g, 4, 4)
    table.pass_windows(g)
    # Hedge Preacher: Faith 2 + 1 (Devotion, Religion) = 3 against the Abbess's 3: a tie fails
    assert "Ana rolls 4 + 3 Faith = 7; Bo rolls 4 + 3 Faith = 7." in table.since(g, mark)
    assert table.c(g, 0, "liberator") in g.s.sides[1].captured
    assert g.s.sides[0].resolve == 20  # no Resolve lost for a failed rescue


def test_hw_14_2_no_resister_means_zero(table):
    g = table.arrange(table.game(), {"field": ["hedge-preacher"]}, {"captured": ["liberator"]})
    mark = len(g.log)
    load(g, 1, 6)
    play(g, f"rescue:{table.u(g, 0, 'hedge-preacher')}:{table.u(g, 0, 'liberator')}")
    table.pass_windows(g)
    assert "Ana rolls 1 + 2 Faith = 3; Bo rolls 6 + 0 resistance = 6." in table.since(g, mark)


def test_hw_14_3_a_rescued_character_returns_exhausted_and_newly_returned(table):
    g = table.arrange(table.game(), {"field": ["hedge-preacher"]}, {"field": ["riot-marshal"], "captured": ["liberator"]})
    load(g, 6, 1)
    play(g, f"rescue:{table.u(g, 0, 'hedge-preacher')}:{table.u(g, 0, 'liberator')}")
    table.pass_windows(g)
    lib = table.c(g, 0, "liberator")
    assert lib in g.s.sides[0].field and g.s.pieces[lib].exhausted and not g.seasoned(lib)
    assert g.view_dict(0)["players"][0]["field"][-1]["newly"] is True


def test_hw_14_4_one_rescue_per_turn_even_if_canceled(table):
    g = table.arrange(table.game(), {"field": ["hedge-preacher", "missionary"]},
                      {"field": ["riot-marshal"], "captured": ["liberator", "envoy"], "hand": ["divine-intervention"]})
    play(g, f"rescue:{table.u(g, 0, 'hedge-preacher')}:{table.u(g, 0, 'liberator')}")
    play(g, "pass")
    play(g, "react:divine-intervention")
    assert g.pending.kind == "action"
    assert not [o for o in g.pending.ids() if o.startswith("rescue:")]


# -- the attempt preview uses the roll's own numbers (HW-13, HW-14, HW-17, HW-19) ----------
def _preview_then_roll(table, g, oid, helper=None, dice=(5, 2)):
    """The odds the option shows, then the numbers the roll added."""
    odds = odds_of(g.view(0).board, g.pending.get(oid))
    play(g, oid)
    if g.pending.kind == "intervene":
        play(g, f"intervene:{helper}" if helper else "intervene:none")
    if g.pending.kind == "resist":
        play(g, g.pending.ids()[0])
    window = [o.odds for o in g.view(g.pending.player).board.occurrences if o.kind in ("capture", "rescue", "attack", "defiance")]
    load(g, *dice)
    table.pass_windows(g)
    roll = next(e.text for e in reversed(g.log.events) if " rolls " in e.text)
    return odds, (window[-1] if window else None), roll


def pairs(addends) -> list[list]:
    """``[[value, label]]`` of an :class:`~holytable.games.holy_wars.view.Odds` side."""
    return [[a.value, a.label] for a in addends]


def test_hw_13_preview_counts_conviction_and_intervention_bonuses(table):
    """Order (+1 Defense against captures) and Mutual Aid Network (+1
    intervention): the option's odds and the window's odds are the roll's."""
    g = table.arrange(table.game(sets=("machine-conscience", "open-commons"), convictions=((), ("order",))),
                      {"field": ["riot-marshal"]},
                      {"field": ["envoy", "hedge-preacher"], "events": ["mutual-aid-network"], "convictions": ["order"]})
    oid = f"capture:{table.u(g, 0, 'riot-marshal')}:{table.u(g, 1, 'envoy')}"
    board = g.view(0).board
    env = next(c for c in board.players[1].field if c.uid == table.u(g, 1, "envoy"))
    marshal = board.players[0].field[0]
    odds, window, roll = _preview_then_roll(table, g, oid, helper=table.u(g, 1, "hedge-preacher"))
    assert pairs(odds.actor) == [[4, "Attack"]] and pairs(odds.other) == [[4, "Defense"]]  # Envoy 3 + 1 Order
    assert odds.if_helped == 3  # 2 + 1 Mutual Aid Network
    assert pairs(window.other) == [[4, "Defense"], [3, "intervention"]] and window.declared
    assert "Bo rolls 2 + 4 Defense + 3 intervention = 9." in roll
    # the screen words it from those numbers
    from holytable.games.holy_wars.screen import attempt_text
    text = attempt_text("capture", marshal, env, odds)[0]
    assert "d6 + 4 Attack against d6 + 4 Defense (+1 against captures) (+3 if they intervene)" in text
    assert "+ 2" not in text
    assert "4 Defense (+1 against captures) + 3 intervention:" in attempt_text("capture", marshal, env, window, cost=False)[0]


def test_hw_13_preview_counts_an_enemy_capture_penalty(table):
    """The captor's own Order does not help the defender; with no ready helper
    the preview promises no intervention."""
    g = table.arrange(table.game(convictions=(("order",), ())),
                      {"field": ["riot-marshal"], "convictions": ["order"]}, {"field": ["envoy"]})
    oid = f"capture:{table.u(g, 0, 'riot-marshal')}:{table.u(g, 1, 'envoy')}"
    odds, _, roll = _preview_then_roll(table, g, oid)
    assert pairs(odds.other) == [[3, "Defense"]] and odds.if_helped is None  # Order is Ana's: no help for Bo
    assert "Bo rolls 2 + 3 Defense = 5." in roll


def test_hw_14_preview_of_a_rescue_names_each_possible_resister(table):
    g = table.arrange(table.game(), {"field": ["riot-marshal"], "captured": []},
                      {"field": ["hedge-preacher", "envoy"], "captured": ["flame-zealot"]})
    oid = next(o for o in g.pending.ids() if o.startswith("rescue:"))
    odds = odds_of(g.view(0).board, g.pending.get(oid))
    faiths = {g.cname(table.c(g, 1, k)): g.stat(table.c(g, 1, k), "faith", "rescue") for k in ("hedge-preacher", "envoy")}
    assert sorted([r.name, r.value] for r in odds.resisters) == sorted([n, v] for n, v in faiths.items())
    assert pairs(odds.actor) == [[g.stat(table.c(g, 0, "riot-marshal"), "faith", "rescue"), "Faith"]]


def test_hw_8_4_an_attack_trigger_answers_a_direct_attack(table):
    """HW-8.4 ruling: a direct attack is an attack. Bo holds Ambush ("Before your
    opponent rolls an attack or a capture: -2 to their roll") and 3 Response Faith
    while Ana attacks him directly: Ambush is offered (it used to be Pass only),
    and its -2 turns Ana's 8 into a 6, a miss (HW-10.2)."""
    g = table.arrange(table.game(), {"field": ["riot-marshal"]}, {"hand": ["ambush"], "response_faith": 3})
    play(g, f"direct:{table.u(g, 0, 'riot-marshal')}")
    play(g, "pass")  # Ana's own window
    assert g.pending.player == 1 and sorted(g.pending.ids()) == ["pass", "react:ambush"]
    load(g, 4)
    play(g, "react:ambush")  # the roll follows at once: 4 + 4 Attack - 2 = 6
    table.pass_windows(g)
    assert g.s.sides[1].resolve == 20 and g.log.events[-1].text == "The direct attack fails (6)."


def test_hw_8_3_a_window_names_the_direct_attack_in_full(table):
    """The response windows of a direct attack say "direct attack" (the screen
    used to mend "Ana's direct" with a regular expression)."""
    g = table.arrange(table.game(), {"field": ["riot-marshal"]}, {"hand": ["ambush"], "response_faith": 3})
    play(g, f"direct:{table.u(g, 0, 'riot-marshal')}")
    assert g.pending.prompt.startswith("Before the roll: your direct attack — ")  # Ana's own window
    play(g, "pass")
    assert g.pending.prompt.startswith("Before the roll: Ana's direct attack — ")


def test_hw_9_1_attempt_labels_say_the_verb_and_whose_target(table):
    """Every attempt option starts with its verb and names its cards and cost;
    a target named like one of the decider's own reads "their X"."""
    g = table.arrange(table.game(), {"field": ["riot-marshal"]}, {"field": ["riot-marshal", "envoy"]})
    labels = {o.id.split(":")[0] + ":" + o.id.split(":")[-1]: o.label for o in g.pending.options}
    them, envoy = table.u(g, 1, "riot-marshal"), table.u(g, 1, "envoy")
    assert labels[f"attack:{them}"] == "Attack with Riot Marshal → their Riot Marshal"
    assert labels[f"attack:{envoy}"] == "Attack with Riot Marshal → Quiet Envoy"
    assert labels[f"capture:{them}"] == "Capture with Riot Marshal → their Riot Marshal (2 Faith)"
