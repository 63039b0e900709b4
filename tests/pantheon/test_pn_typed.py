"""Issue 10: Pantheon's options, log events and board are typed data (the
screen reads these fields, never an option id or a label)."""
from __future__ import annotations

from pn_support import combat, keep_busy


def test_pn_8_2_dice_options_say_keep_or_release_and_which_die(table):
    g = table.game(seed=3)
    table.arrange(g, {}, {}, turn=2, start="roll")
    g.choose("roll")
    d = g.pending
    keeps = [o for o in d.options if o.verb == "keep"]
    assert [o.amount for o in keeps] == [1, 2, 3, 4, 5, 6]
    assert [o.id for o in keeps] == [f"keep:{n}" for n in range(1, 7)]  # ids unchanged (old saves)
    g.choose("keep:2")
    rel = [o for o in g.pending.options if o.verb == "release"]
    assert [(o.id, o.amount) for o in rel] == [("release:2", 2)]
    assert {o.verb for o in g.pending.options} == {"keep", "release", "roll", "lock"}


def test_pn_11_1_attack_and_play_options_name_their_card_cost_and_zones(table):
    g = combat(table, {"active": ["bastet"], "points": (0, 0, 3)}, {"active": ["sobek"]})
    o = g.pending.options[0]
    assert (o.id, o.verb, o.cards, o.zones, o.cost, o.amount) == (
        "attack:p1-bastet-1:1", "attack", ("p1-bastet-1",), ("active",), (("AP", 1),), 2)
    assert g.pending.options[-1].verb == "next"
    g.choose("attack:p1-bastet-1:1")
    t = g.pending.options[0]
    assert (t.id, t.verb, t.cards) == ("target:p2-sobek-1", "target", ("p2-sobek-1",))


def test_pn_4_1_placing_a_character_names_the_spot_and_the_back_option(table):
    g = table.game()
    table.arrange(g, keep_busy({"hand": ["sobek"], "points": (5, 0, 0), "active": ["bastet"]}), {}, start="play")
    play = next(o for o in g.pending.options if o.id == "play:sobek")
    assert (play.verb, play.zones, play.cost) == ("play", ("hand",), (("CP", play.cost[0][1]),))
    assert play.cards and play.cards[0].startswith("p1-sobek-")
    g.choose("play:sobek")
    spots = {o.id: (o.verb, o.zones, o.amount) for o in g.pending.options}
    assert spots["spot:a2"] == ("place", ("active",), 2)
    assert spots["spot:bench"] == ("place", ("bench",), None)
    assert spots["back"][0] == "back"


def test_pn_3_2_log_events_are_typed_and_a_rerolled_hand_leaves_no_uid_in_the_log(table):
    g = table.game(seed=5)
    assert g.pending.kind == "mulligan"
    first = g.pending.player
    drawn = [e for e in g.log.events if e.verb == "draw" and e.actor == first]
    assert len(drawn) == 5 and all(e.only == first and e.cards for e in drawn)
    assert drawn[0].text == f"{g.names[first]} draws {g.info[g.by_uid[drawn[0].cards[0]]].card.name}."
    other = 1 - first
    seen = [e for e in g.view(other).log if e.verb == "draw" and e.actor == first]
    assert seen[0].text == f"{g.names[first]} draws a card." and seen[0].cards == ()
    g.choose("reroll")  # PN-3.2: the five cards go back into the deck, hidden again
    hidden = g.hidden_uids(first)
    assert {c for e in drawn for c in e.cards} <= hidden
    assert not {c for e in g.view(first).log for c in e.cards} & hidden
    assert g.log.events[-6].verb == "reroll_hand" and g.log.events[-6].actor == first


def test_pn_11_3_damage_events_carry_their_amounts(table):
    g = combat(table, {"active": ["bastet"], "points": (0, 0, 3)}, {"active": ["sobek"]})
    g.choose("attack:p1-bastet-1:1")
    g.choose("target:p2-sobek-1")
    table.pass_windows(g)
    hit = next(e for e in reversed(g.log.events) if e.verb == "damage")
    assert hit.cards == ("p2-sobek-1",) and hit.actor == 0 and hit.amount("damage") == 2
    name = g.info[g.by_uid["p2-sobek-1"]].card.name
    assert hit.text == f"{name} takes 2 damage: {hit.amount('hp')} HP left."
    turn = next(e for e in table.game(seed=1).log.events if e.verb == "priority")
    assert turn.actor in (0, 1) and turn.text.endswith(" is the priority player.")
