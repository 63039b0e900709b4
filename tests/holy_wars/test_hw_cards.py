"""HW-7 card types and HW-8 playing cards and response windows."""
from __future__ import annotations

from hwhelpers import load


def play(g, oid):
    assert oid in g.pending, f"{oid} not in {g.pending.ids()}"
    g.choose(oid)


# -- HW-7 ------------------------------------------------------------------------------
def test_hw_7_1_action_resolves_then_goes_to_the_discard_pile(table):
    g = table.arrange(table.game(), {"field": ["flame-zealot", "envoy"], "hand": ["sermon-of-fire"]}, {})
    play(g, "play:sermon-of-fire")
    table.pass_windows(g)
    z, e = table.c(g, 0, "flame-zealot"), table.c(g, 0, "envoy")
    assert g.stat(z, "attack") == 4 and g.stat(e, "attack") == 2
    assert table.keys(g, g.s.sides[0].discard) == ["sermon-of-fire"]
    play(g, "end")
    assert g.stat(z, "attack") == 3  # until end of turn


def test_hw_7_2_immediate_event_resolves_once_and_is_discarded(table):
    g = table.arrange(table.game(), {"hand": ["town-hall"], "deck": ["envoy", "purge"]}, {})
    play(g, "play:town-hall")
    table.pass_windows(g)
    assert sorted(table.keys(g, g.s.sides[0].hand)) == ["envoy", "purge"]
    assert "town-hall" in table.keys(g, g.s.sides[0].discard) and not g.s.sides[0].events


def test_hw_7_3_continuing_event_stays_while_its_condition_holds(table):
    g = table.arrange(table.game(), {"field": ["hedge-preacher"], "events": ["revival-tent"]},
                      {"field": ["riot-marshal"]}, active=1)
    tent = table.c(g, 0, "revival-tent")
    assert tent in g.s.sides[0].events
    assert g.stat(table.c(g, 0, "hedge-preacher"), "faith") == 3
    load(g, 6, 1)
    play(g, f"capture:{table.u(g, 1, 'riot-marshal')}:{table.u(g, 0, 'hedge-preacher')}")
    table.pass_windows(g)
    assert tent in g.s.sides[0].discard  # no Religion Character any more
    # played while its condition fails: it leaves at once
    g = table.arrange(table.game(), {"field": ["envoy"], "hand": ["revival-tent"]}, {})
    play(g, "play:revival-tent")
    table.pass_windows(g)
    assert not g.s.sides[0].events and "revival-tent" in table.keys(g, g.s.sides[0].discard)


def test_hw_7_4_reactions_are_played_only_in_a_matching_window(table):
    g = table.arrange(table.game(), {"hand": ["veto", "blockade", "ambush"]}, {"hand": ["town-hall"]}, active=1)
    play(g, "play:town-hall")
    assert g.pending.player == 1 and g.pending.ids() == ["pass"]  # Bo's own window: nothing answers own Events
    play(g, "pass")
    assert g.pending.player == 0 and g.pending.window
    assert g.pending.ids() == ["pass", "react:veto"]


def test_hw_7_5_identifiers_are_what_statics_refer_to(table):
    g = table.arrange(table.game(convictions=(("progress",), ())), {"field": ["drone-operator", "flame-zealot"]}, {})
    assert g.stat(table.c(g, 0, "drone-operator"), "attack") == 4  # Technology
    assert g.stat(table.c(g, 0, "flame-zealot"), "attack") == 3
    from holytable.games.holy_wars.view import card_view

    assert "Set" in card_view(g, table.c(g, 0, "rowan-7")).identifiers


def test_hw_7_6_own_turn_ability_once_per_turn(table):
    g = table.arrange(table.game(), {"field": ["senate-clerk"], "hand": ["call-to-arms"], "deck": ["envoy"]}, {})
    clerk = table.u(g, 0, "senate-clerk")
    play(g, f"ability:{clerk}:0")
    assert g.pending.kind == "action"  # no response window for an ability
    assert "envoy" in table.keys(g, g.s.sides[0].hand) and g.s.sides[0].faith == 9
    play(g, "play:call-to-arms")
    table.pass_windows(g)
    assert not g.s.pieces[table.c(g, 0, "senate-clerk")].exhausted
    assert f"ability:{clerk}:0" not in g.pending  # ready again, but used this turn


def test_hw_7_6_timed_ability_answers_on_the_opponents_turn_from_response_faith(table):
    g = table.arrange(table.game(), {"field": ["riot-marshal"]}, {"field": ["abbess", "envoy"], "response_faith": 3})
    ab = table.u(g, 1, "abbess")
    load(g, 3, 3)
    play(g, f"attack:{table.u(g, 0, 'riot-marshal')}:{table.u(g, 1, 'envoy')}")
    play(g, "pass")
    assert g.pending.ids() == ["pass"]  # Intercession is post-roll
    play(g, "pass")
    play(g, "pass")  # Ana, after the roll: 3 + 4 = 7 against 3 + 3 = 6
    assert f"ability:{ab}:0" in g.pending
    play(g, f"ability:{ab}:0")
    assert g.s.sides[1].response_faith == 2
    assert table.c(g, 1, "envoy") in g.s.sides[1].field  # 6 - 1 ... 7 - 1 = 6: a tie
    # not on its controller's own turn
    g = table.arrange(table.game(), {"field": ["abbess"], "faith": 5}, {"field": ["riot-marshal"]})
    load(g, 1, 1)
    play(g, f"attack:{table.u(g, 0, 'abbess')}:{table.u(g, 1, 'riot-marshal')}")
    table.pass_windows(g)
    assert g.s.sides[0].faith == 5


# -- HW-8 ------------------------------------------------------------------------------
def test_hw_8_1_canceled_character_goes_to_discard_set_character_to_reserve(table):
    g = table.arrange(table.game(), {"hand": ["envoy"], "reserve": ["rowan-7"]}, {"hand": ["blockade", "blockade"], "response_faith": 4})
    play(g, "play:envoy")
    play(g, "pass")
    play(g, "react:blockade")
    assert "envoy" in table.keys(g, g.s.sides[0].discard) and not g.s.sides[0].field
    play(g, "play:rowan-7")
    play(g, "pass")
    play(g, "react:blockade")
    r = table.c(g, 0, "rowan-7")
    assert r in g.s.sides[0].reserve and g.s.pieces[r].unlocked
    assert g.s.sides[0].faith == 10 - 2 - 4  # paid costs stay paid


def test_hw_8_1_deployment_and_name_are_checked(table):
    g = table.arrange(table.game(), {"field": ["envoy"], "hand": ["envoy", "ward-boss"]}, {})
    assert "play:envoy" not in g.pending and "play:ward-boss" in g.pending
    play(g, "play:ward-boss")
    table.pass_windows(g)
    w = table.c(g, 0, "ward-boss")
    assert w in g.s.sides[0].field and not g.s.pieces[w].exhausted


def test_hw_8_2_modes_and_targets_are_declared_before_the_window(table):
    g = table.arrange(table.game(), {"hand": ["public-statement", "smear-campaign"]}, {"field": ["envoy", "ward-boss"]})
    play(g, "play:public-statement")
    assert g.pending.kind == "mode" and g.pending.ids() == ["mode:0", "mode:1"]
    play(g, "mode:1")
    assert g.pending.kind == "window"
    table.pass_windows(g)
    assert g.s.sides[1].resolve == 19
    play(g, "play:smear-campaign")
    assert g.pending.kind == "target"
    assert sorted(g.pending.ids()) == sorted(f"target:{table.u(g, 1, k)}" for k in ("envoy", "ward-boss"))
    play(g, f"target:{table.u(g, 1, 'ward-boss')}")
    assert g.pending.kind == "window"


def test_hw_8_2_a_card_without_a_legal_target_cannot_be_played(table):
    g = table.arrange(table.game(), {"hand": ["purge", "crisis-of-faith", "grave-vigil"]}, {"field": ["envoy"]})
    assert g.pending.ids() == ["end"]  # no exhausted target, no Conviction, empty discard


def test_hw_8_3_window_active_player_first_each_once(table):
    g = table.arrange(table.game(), {"hand": ["town-hall", "veto"]}, {"hand": ["veto"]})
    play(g, "play:town-hall")
    d = g.pending
    assert d.kind == "window" and d.window and d.player == 0 and d.ids() == ["pass"]  # no Veto of one's own card
    assert d.only_pass()
    play(g, "pass")
    assert g.pending.player == 1 and g.pending.ids() == ["pass", "react:veto"]
    play(g, "pass")
    assert g.pending.kind == "action"  # no repeated passes


def test_hw_8_3_window_is_offered_even_with_only_pass(table):
    g = table.arrange(table.game(), {"hand": ["town-hall"]}, {"hand": []})
    play(g, "play:town-hall")
    play(g, "pass")
    assert g.pending.player == 1 and g.pending.window and g.pending.ids() == ["pass"]


def test_hw_8_3_a_canceled_occurrence_stops_the_window(table):
    g = table.arrange(table.game(), {"field": ["riot-marshal"], "hand": ["answered-prayer"]},
                      {"field": ["envoy"], "hand": ["divine-intervention"], "response_faith": 3})
    play(g, f"attack:{table.u(g, 0, 'riot-marshal')}:{table.u(g, 1, 'envoy')}")
    play(g, "pass")
    play(g, "react:divine-intervention")
    assert g.pending.kind == "action"  # no roll, no post-roll window
    assert g.s.pieces[table.c(g, 0, "riot-marshal")].exhausted


def test_hw_8_4_printed_triggers_govern_eligibility(table):
    hand = ["veto", "blockade", "ambush", "answered-prayer", "last-rites", "public-outcry", "recount"]
    g = table.arrange(table.game(), {"field": ["riot-marshal"], "hand": ["envoy"]},
                      {"field": ["hedge-preacher"], "hand": hand, "response_faith": 9})
    play(g, "play:envoy")
    play(g, "pass")
    assert g.pending.ids() == ["pass", "react:blockade"]
    play(g, "pass")
    load(g, 6, 1)
    play(g, f"attack:{table.u(g, 0, 'riot-marshal')}:{table.u(g, 1, 'hedge-preacher')}")
    play(g, "pass")
    assert sorted(g.pending.ids()) == ["pass", "react:ambush"]  # pre-roll
    play(g, "pass")
    play(g, "pass")
    assert sorted(g.pending.ids()) == ["pass", "react:answered-prayer", "react:recount"]  # post-roll
    play(g, "pass")
    play(g, "pass")
    assert sorted(g.pending.ids()) == ["pass", "react:last-rites"]  # post-defeat, Bo's Character


def test_hw_8_5_the_answer_resolves_first_then_the_original(table):
    g = table.arrange(table.game(), {"hand": ["town-hall"], "deck": ["envoy", "purge"]},
                      {"field": ["data-broker"], "deck": ["veto"], "response_faith": 3})
    mark = len(g.log)
    play(g, "play:town-hall")
    play(g, "pass")
    play(g, f"ability:{table.u(g, 1, 'data-broker')}:0")
    lines = table.since(g, mark)
    bo = next(i for i, t in enumerate(lines) if t.startswith("Bo drew"))
    ana = next(i for i, t in enumerate(lines) if t.startswith("Ana drew"))
    assert bo < ana


def test_hw_8_6_paid_costs_stay_paid_when_canceled(table):
    g = table.arrange(table.game(), {"hand": ["blackout"], "faith": 5}, {"field": ["envoy"], "hand": ["veto"]})
    play(g, "play:blackout")
    play(g, "pass")
    play(g, "react:veto")
    assert g.s.sides[0].faith == 2 and g.s.sides[1].response_faith == 1
    assert not g.s.pieces[table.c(g, 1, "envoy")].exhausted
    assert "blackout" in table.keys(g, g.s.sides[0].discard)


def test_hw_8_7_continuing_event_replacement_at_five(table):
    five = ["martial-law", "revival-tent", "surveillance-state", "solidarity-march", "wall-of-prayer"]
    g = table.arrange(table.game(), {"field": ["hedge-preacher"], "events": five, "hand": ["solidarity-march"]},
                      {"hand": ["veto"]})
    play(g, "play:solidarity-march")
    assert g.pending.kind == "replace"
    play(g, f"replace:{table.u(g, 0, 'wall-of-prayer')}")
    assert g.pending.kind == "window"  # free and not answerable: the window is for the new play
    play(g, "pass")
    play(g, "react:veto")
    assert len(g.s.sides[0].events) == 4 and "wall-of-prayer" in table.keys(g, g.s.sides[0].discard)
