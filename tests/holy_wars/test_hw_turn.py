"""HW-1 winning and losing, HW-3 zones and limits, HW-4 setup, HW-5 the turn,
HW-6 Character states (docs/rules/holy-wars.md)."""
from __future__ import annotations

from hwhelpers import load

from holytable.games.holy_wars.rules import HolyWarsGame


def play(g, oid):
    assert oid in g.pending, f"{oid} not in {g.pending.ids()}"
    g.choose(oid)


# -- HW-1 ------------------------------------------------------------------------------
def test_hw_1_1_both_players_start_with_20_resolve(table):
    g = table.game(seed=3)
    assert [side.resolve for side in g.s.sides] == [20, 20]


def test_hw_1_2_a_player_at_zero_resolve_loses(table):
    g = table.arrange(table.game(), {"hand": ["public-statement"]}, {"resolve": 1})
    play(g, "play:public-statement")
    play(g, "mode:1")
    table.pass_windows(g)
    assert g.over and g.outcome.winner == 0 and g.pending is None
    assert g.s.sides[1].resolve == 0
    g.check_invariants()


def test_hw_1_3_both_at_zero_from_one_effect_is_a_draw(table):
    g = table.arrange(table.game(), {"hand": ["famine"], "resolve": 2}, {"resolve": 1})
    play(g, "play:famine")
    table.pass_windows(g)
    assert g.over and g.outcome.winner is None and "draw" in g.outcome.reason
    g.check_invariants()


def test_hw_1_3_one_player_at_zero_is_no_draw(table):
    g = table.arrange(table.game(), {"hand": ["famine"], "resolve": 3}, {"resolve": 2})
    play(g, "play:famine")
    table.pass_windows(g)
    assert g.outcome.winner == 0


def test_hw_1_4_capture_loses_one_resolve_once_per_turn(table):
    g = table.arrange(table.game(), {"field": ["riot-marshal", "inquisitor"]},
                      {"field": ["hedge-preacher", "shelter-keeper"]})
    m, i = table.u(g, 0, "riot-marshal"), table.u(g, 0, "inquisitor")
    hp, sk = table.u(g, 1, "hedge-preacher"), table.u(g, 1, "shelter-keeper")
    load(g, 6, 1)
    play(g, f"capture:{m}:{hp}")
    play(g, "intervene:none")
    table.pass_windows(g)
    assert g.s.sides[1].resolve == 19
    load(g, 6, 1)
    play(g, f"capture:{i}:{sk}")
    table.pass_windows(g)
    assert table.keys(g, g.s.sides[0].captured) == ["hedge-preacher", "shelter-keeper"]
    assert g.s.sides[1].resolve == 19  # the second capture this turn costs nothing


def test_hw_1_5_each_failed_draw_costs_two_resolve(table):
    g = table.arrange(table.game(), {"hand": ["town-hall"], "empty_deck": True}, {})
    play(g, "play:town-hall")
    table.pass_windows(g)
    assert g.s.sides[0].resolve == 16
    # the Draw Phase too
    g = table.arrange(table.game(), {"empty_deck": True}, {"empty_deck": True}, active=1)
    play(g, "end")
    assert g.s.sides[0].resolve == 18 and g.s.sides[1].resolve == 20


def test_hw_1_6_games_end_without_a_turn_limit_through_the_deck_penalty(table):
    g = table.arrange(table.game(), {"empty_deck": True, "resolve": 5}, {"empty_deck": True, "resolve": 5})
    for _ in range(10):
        if g.over:
            break
        while g.pending.kind != "action":
            g.choose(g.pending.ids()[-1])
        play(g, "end")
    assert g.over and g.outcome.winner == 0  # Bo draws first and runs out first


# -- HW-2 ------------------------------------------------------------------------------
def test_hw_2_5_one_character_of_a_name_per_player(table):
    g = table.arrange(table.game(), {"field": ["envoy", "missionary"], "hand": ["envoy"]},
                      {"field": ["riot-marshal"], "captured": ["missionary", "ward-boss"]})
    assert "play:envoy" not in g.pending
    rescues = [o.split(":")[2] for o in g.pending.ids() if o.startswith("rescue:")]
    assert rescues and all(table.u(g, 0, "missionary") != r for r in rescues)
    assert {g.info[g.by_uid[r]].card.key for r in rescues} == {"ward-boss"}
    g.check_invariants()


# -- HW-3 ------------------------------------------------------------------------------
EIGHT = ["hedge-preacher", "flame-zealot", "missionary", "envoy", "ward-boss", "senate-clerk", "shelter-keeper", "folk-singer"]


def test_hw_3_1_at_most_eight_characters(table):
    g = table.arrange(table.game(), {"field": EIGHT, "hand": ["riot-marshal", "purge"]}, {"field": ["envoy"]})
    assert "play:riot-marshal" not in g.pending
    g = table.arrange(table.game(), {"field": EIGHT[:7], "hand": ["riot-marshal"]}, {"field": ["envoy"]})
    assert "play:riot-marshal" in g.pending


def test_hw_3_2_at_most_five_continuing_events(table):
    five = ["martial-law", "revival-tent", "surveillance-state", "solidarity-march", "wall-of-prayer"]
    g = table.arrange(table.game(), {"field": ["hedge-preacher"], "events": five, "hand": ["revival-tent"]}, {})
    play(g, "play:revival-tent")
    assert g.pending.kind == "replace"
    assert len(g.pending.options) == 5


def test_hw_3_3_no_capture_while_holding_three_captives(table):
    g = table.arrange(table.game(), {"field": ["riot-marshal"], "captured": ["envoy", "ward-boss", "senate-clerk"]},
                      {"field": ["hedge-preacher"]})
    assert not [o for o in g.pending.ids() if o.startswith("capture:")]
    g = table.arrange(table.game(), {"field": ["riot-marshal"], "captured": ["envoy", "ward-boss"]},
                      {"field": ["hedge-preacher"]})
    assert [o for o in g.pending.ids() if o.startswith("capture:")]


def test_hw_3_4_set_area_takes_no_field_space(table):
    g = table.arrange(table.game(), {"field": EIGHT[:7], "set_area": ["firmware-update"], "hand": ["riot-marshal"]}, {})
    assert "play:riot-marshal" in g.pending


# -- HW-4 ------------------------------------------------------------------------------
def test_hw_4_1_setup(table, ready):
    firsts = set()
    for seed in range(8):
        g = HolyWarsGame(seed=seed, decks=[ready["iron-order"], ready["crusade"]], names=["A", "B"])
        firsts.add(g.s.first)
        for seat in (0, 1):
            side = g.s.sides[seat]
            assert len(side.hand) == 7 and len(side.deck) == 23 and side.resolve == 20
            assert len(side.reserve) == 3 and not any(g.s.pieces[c].unlocked for c in side.reserve)
            assert len(side.convictions) == 3
        v = g.view_dict(0)
        assert v["players"][1]["reserve"] and v["players"][1]["convictions"]  # both visible before mulligans
        assert g.pending.kind == "mulligan" and g.pending.player == g.s.first
    assert firsts == {0, 1}


def test_hw_4_2_one_full_hand_mulligan_each(table):
    g = table.game(seed=5)
    first = g.s.first
    before = sorted(g.s.sides[first].hand)
    cards = sorted(g.s.sides[first].hand + g.s.sides[first].deck)
    play(g, "mulligan")
    side = g.s.sides[first]
    assert len(side.hand) == 7 and len(side.deck) == len(g.s.sides[1 - first].deck) and side.mulliganed
    # The hand is shuffled in and seven are drawn anew: with this seed the new
    # hand differs (a chance of about 1 in 2 million that a shuffle repeats it),
    # and no card is lost or gained.
    assert sorted(side.hand) != before
    assert sorted(side.hand + side.deck) == cards
    assert g.pending.kind == "mulligan" and g.pending.player == 1 - first  # no second mulligan for the first
    play(g, "keep")
    assert g.pending.kind != "mulligan" and g.s.turn == 1


# -- HW-5 ------------------------------------------------------------------------------
def to_next_turn(table, g):
    """End the active player's turn and pass until the next Action Phase."""
    play(g, "end")
    while g.pending.kind != "action":
        g.choose("no-rally" if g.pending.kind == "rally" else g.pending.ids()[0])


def test_hw_5_1_recover_readies_unless_prevented(table):
    g = table.arrange(table.game(), {"field": ["riot-marshal", "envoy"], "exhausted": ["riot-marshal", "envoy"]},
                      {"field": ["inquisitor"], "hand": ["smear-campaign"]}, active=1)
    play(g, "play:smear-campaign")
    play(g, f"target:{table.u(g, 0, 'envoy')}")
    table.pass_windows(g)
    to_next_turn(table, g)
    assert g.s.active == 0
    assert not g.s.pieces[table.c(g, 0, "riot-marshal")].exhausted
    assert g.s.pieces[table.c(g, 0, "envoy")].exhausted  # held once
    to_next_turn(table, g)
    to_next_turn(table, g)
    assert not g.s.pieces[table.c(g, 0, "envoy")].exhausted


def test_hw_5_2_draw_phase_draws_one(table):
    g = table.arrange(table.game(), {}, {"hand": ["envoy"]})
    n = len(g.s.sides[1].hand)
    to_next_turn(table, g)
    assert len(g.s.sides[1].hand) == n + 1
    assert any("drew a card" in line for line in g.view_dict(0)["log"][-8:])  # private: the other sees no name


def test_hw_5_3_faith_is_five_plus_active_characters_at_most_three(table):
    for n, want in ((0, 5), (1, 6), (2, 7), (3, 8), (5, 8)):
        g = table.arrange(table.game(), {}, {"field": EIGHT[:n], "captured": ["riot-marshal"]})
        to_next_turn(table, g)
        assert g.s.sides[1].faith == want + (2 if g.s.sides[1].rally_used else 0)


def resource_phase(g):
    """Restart ``g`` at the Resource Phase's Rally decision of the active player."""
    g.s.sides[g.s.active].rally_used = False
    g.s.tasks = [("rally",), ("phase", "action"), ("action",)]
    g.pending = g._advance()


def test_hw_5_4_rally_once_not_with_a_newly_played_character(table):
    g = table.arrange(table.game(), {"field": ["riot-marshal", "envoy"], "newly": ["inquisitor"],
                                    "exhausted": ["envoy"], "faith": 6}, {})
    resource_phase(g)
    m = table.u(g, 0, "riot-marshal")
    assert g.pending.kind == "rally"
    assert g.pending.ids() == [f"rally:{m}", "no-rally"]  # not exhausted, not newly played
    play(g, f"rally:{m}")
    assert g.s.sides[0].faith == 8 and g.s.pieces[table.c(g, 0, "riot-marshal")].exhausted
    assert g.pending.kind == "action"  # once only


def test_hw_5_5_action_phase_options(table):
    g = table.arrange(table.game(), {"field": ["riot-marshal"], "hand": ["envoy", "envoy", "veto", "call-to-arms"],
                                    "faith": 2},
                      {"field": ["hedge-preacher"]})
    m, hp = table.u(g, 0, "riot-marshal"), table.u(g, 1, "hedge-preacher")
    assert g.pending.player == 0
    assert sorted(g.pending.ids()) == sorted([
        "play:envoy", f"attack:{m}:{hp}", f"capture:{m}:{hp}", "end",
    ])  # one option per card key; no Reaction; Call to Arms has no exhausted target


def test_hw_5_6_end_loses_unspent_faith_and_runs_durations(table):
    g = table.arrange(table.game(), {"events": ["solidarity-march", "surveillance-state"], "faith": 4}, {})
    ev = table.c(g, 0, "solidarity-march")
    assert g.s.pieces[ev].counter == 2
    play(g, "end")
    assert g.s.sides[0].faith == 0
    assert g.s.pieces[ev].counter == 1
    assert g.s.sides[1].resolve == 19  # Surveillance State: end of turn
    to_next_turn(table, g)
    to_next_turn(table, g)
    assert ev in g.s.sides[0].discard


def test_hw_5_7_response_faith_own_pool_for_the_opponents_turn(table):
    g = table.arrange(table.game(), {}, {"hand": ["veto"]}, active=1)
    to_next_turn(table, g)
    assert g.s.active == 0 and g.s.sides[1].response_faith == 3
    g = table.arrange(table.game(), {"hand": ["town-hall"]}, {"hand": ["veto"], "response_faith": 3})
    play(g, "play:town-hall")
    play(g, "pass")
    assert g.pending.player == 1 and "react:veto" in g.pending
    play(g, "react:veto")
    assert g.s.sides[1].response_faith == 1 and g.s.sides[1].faith == 0
    play(g, "end")
    assert g.s.sides[1].response_faith == 0  # gone at the end of that turn
    g = table.arrange(table.game(), {"hand": ["town-hall"]}, {"hand": ["veto"], "response_faith": 1, "faith": 9})
    play(g, "play:town-hall")
    play(g, "pass")
    assert g.pending.ids() == ["pass"]  # normal Faith does not pay on the opponent's turn


# -- HW-6 ------------------------------------------------------------------------------
def test_hw_6_1_exhausted_characters_cannot_act_but_defend(table):
    g = table.arrange(table.game(), {"field": ["riot-marshal", "inquisitor"], "exhausted": ["inquisitor"]},
                      {"field": ["hedge-preacher"], "exhausted": ["hedge-preacher"]})
    inq = table.u(g, 0, "inquisitor")
    assert not [o for o in g.pending.ids() if inq in o.split(":")[1:2]]
    m, hp = table.u(g, 0, "riot-marshal"), table.u(g, 1, "hedge-preacher")
    assert f"attack:{m}:{hp}" in g.pending  # an exhausted target still defends
    load(g, 1, 6)
    play(g, f"attack:{m}:{hp}")
    table.pass_windows(g)
    assert any("rolls 6 + 2 Defense = 8" in line for line in table.since(g, 0))


def test_hw_6_2_newly_played_cannot_act_but_defends(table):
    g = table.arrange(table.game(), {"newly": ["riot-marshal"]}, {"field": ["hedge-preacher"]})
    assert g.pending.ids() == ["end"]
    g = table.arrange(table.game(), {"field": ["riot-marshal"]}, {"newly": ["hedge-preacher"]})
    assert f"attack:{table.u(g, 0, 'riot-marshal')}:{table.u(g, 1, 'hedge-preacher')}" in g.pending


def test_hw_6_3_active_characters_count_ready_and_exhausted_not_captured(table):
    g = table.arrange(table.game(), {"captured": ["envoy", "ward-boss"]},
                      {"field": ["riot-marshal", "envoy"], "exhausted": ["envoy"]})
    assert g.income(1) == 7
    assert g.income(0) == 5
