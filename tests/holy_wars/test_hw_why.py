"""``why.not_offered``: every decision says why a card in hand, a Rally, an
attack, capture, rescue, Set Defiance, an ability or a ready Character is not
offered (HW-5.4, HW-7.6, HW-8.4, HW-13.1, HW-14.1, HW-14.2, HW-17.1)."""
from __future__ import annotations

import random

import pytest

from holytable.games.holy_wars.rules import HolyWarsGame
from holytable.games.holy_wars.why import not_offered, unavailable


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
    assert g.view_dict(0)["unavailable"] == [] and g.view_dict(1)["unavailable"] == []


def test_three_captives_already_held(table):
    g = table.arrange(table.game(), {"field": ["riot-marshal"], "captured": ["envoy", "senate-clerk", "hedge-preacher"]},
                      {"field": ["flame-zealot"]})
    assert offered(g, "attack") and not offered(g, "capture")
    assert reasons(g) == {"capture": "you hold 3 captives"}
    assert g.view_dict(0)["unavailable"] == [{"what": "capture", "why": "you hold 3 captives"}]
    assert g.view_dict(1)["unavailable"] == []  # only the deciding player is told


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
    """HW-2.5: Riot Marshal in hand while one is on the field: "Riot
    Marshal: you already control one of that name"; nothing for a playable one."""
    g = table.arrange(table.game(), {"field": ["riot-marshal"], "hand": ["riot-marshal", "envoy"]},
                      {"field": ["flame-zealot"]})
    assert "play:riot-marshal" not in g.pending.ids() and "play:envoy" in g.pending.ids()
    assert reasons(g) == {"Riot Marshal": "you already control one of that name"}


def test_hw_8_4_a_reaction_whose_trigger_does_not_match_says_when_it_answers(table):
    """The reported case: Bo holds Veto and Martyr's Cry with 3 Response Faith
    while Ana plays a Character; only Pass is offered, and each card says why
    (Veto answers Actions and Events; Martyr's Cry a defeat in battle)."""
    g = table.arrange(table.game(), {"hand": ["envoy"]}, {"hand": ["veto", "martyrs-cry", "envoy"]})
    g.choose("play:envoy")
    g.choose("pass")  # Ana's own window
    assert g.pending.player == 1 and g.pending.ids() == ["pass"]
    assert reasons(g, 1) == {
        "Veto": "only when your opponent plays an Action or an Event",
        "Martyr's Cry": "only when your Character would be defeated in battle",
        "the rest of your hand": "only in your Action Phase",
    }
    u = g.view(1).board.unavailable[0]
    assert (u.what, u.why) == ("Veto", "only when your opponent plays an Action or an Event")
    assert g.view_dict(0)["unavailable"] == []  # only the deciding player is told


def test_hw_5_7_a_reaction_that_costs_too_much_says_so(table):
    g = table.arrange(table.game(), {"hand": ["envoy"]}, {"hand": ["blockade"], "response_faith": 1})
    g.choose("play:envoy")
    g.choose("pass")
    assert g.pending.ids() == ["pass"]
    assert reasons(g, 1) == {"Blockade": "costs 2 Response Faith, you have 1"}


def test_hw_8_4_a_roll_change_for_a_side_that_does_not_roll(table):
    g = table.arrange(table.game(), {"field": ["riot-marshal"]}, {"hand": ["answered-prayer"]})
    g.choose(f"direct:{table.u(g, 0, 'riot-marshal')}")
    for _ in range(3):  # pre-roll: Ana, Bo; post-roll: Ana
        g.choose("pass")
    assert "After the roll" in g.pending.prompt and g.pending.player == 1 and g.pending.ids() == ["pass"]
    assert reasons(g, 1)["Answered Prayer"].startswith("it could do nothing here: a direct attack has no defending roll")


def test_hw_7_6_abilities_say_why(table):
    """A timed ability in your own Action Phase, an own-turn ability already
    used, and a new Character that may not act yet."""
    g = table.arrange(table.game(), {"field": ["pilgrim-healer"], "newly": ["envoy"], "hand": ["famine"], "faith": 0},
                      {"field": ["flame-zealot"]})
    r = reasons(g)
    assert r["Pilgrim Healer's Vigil"] == "answers only on your opponent's turn"
    assert r["Quiet Envoy"] == "new this turn (✦): it acts from your next turn"
    assert r["Famine"].startswith("costs ") and r["Famine"].endswith("Faith, you have 0")


def _check_everything_is_explained(g: HolyWarsGame) -> None:
    d = g.pending
    seat = d.player
    me = g.s.sides[seat]
    missing = not_offered(g, seat)
    told = {u for m in missing for u in m.uids}
    played = {o.id.split(":", 1)[1] for o in d.options if o.id.startswith(("play:", "react:"))}
    named = {part for o in d.options for part in o.id.split(":")[1:]}
    for m in missing:
        assert m.what and m.reason and "HW-" not in m.reason + m.what, m
    for c in me.hand:
        key, uid = g.info[c].card.key, g.uid(c)
        assert key in played or uid in told, f"seed {g.seed}, {d.kind}: {uid} in hand has no option and no reason"
    for c in me.field:
        uid = g.uid(c)
        if not g.s.pieces[c].exhausted:
            assert uid in named or uid in told, f"seed {g.seed}, {d.kind}: ready {uid} has no option and no reason"
    if d.kind == "action":
        for c in me.reserve:
            if g.s.pieces[c].unlocked:
                key = g.info[c].card.key
                assert key in played or g.uid(c) in told, f"seed {g.seed}: unlocked {key} unexplained"


@pytest.mark.parametrize("seed", range(12))
def test_every_decision_explains_every_card_in_hand_and_every_ready_character(table, ready, seed):
    """Random games (ready-made decks, and the test decks that hold every card):
    at every decision, each card in the decider's hand has an option or a
    reason, and so does each ready Character of theirs (and, in the Action
    Phase, each unlocked Set Reserve component)."""
    rng = random.Random(seed)
    if seed % 2:
        g = table.game(seed=seed)
    else:
        names = sorted(ready)
        g = HolyWarsGame(seed=seed, decks=[ready[rng.choice(names)], ready[rng.choice(names)]], names=["Ana", "Bo"])
    n = 0
    while not g.over and n < 4000:
        _check_everything_is_explained(g)
        g.choose(rng.choice(g.legal_ids()))
        n += 1
