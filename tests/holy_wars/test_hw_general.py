"""HW-18 general rules: Single Application, simultaneous ordering, pre-roll
checks, Dice Commitment, targets, card text priority."""
from __future__ import annotations

from hwhelpers import load


def play(g, oid):
    assert oid in g.pending, f"{oid} not in {g.pending.ids()}"
    g.choose(oid)


def test_hw_18_1_a_prevention_applies_once_per_occurrence(table):
    g = table.arrange(table.game(convictions=((), ("grace",))), {"hand": ["famine", "public-statement"], "faith": 9},
                      {"resolve": 20})
    play(g, "play:famine")
    table.pass_windows(g)
    assert g.s.sides[1].resolve == 19  # 2 - 1, not 2 - 1 - 1
    play(g, "play:public-statement")
    play(g, "mode:1")
    table.pass_windows(g)
    assert g.s.sides[1].resolve == 18  # Grace: once per turn


def test_hw_18_1_rowan_loses_one_health_per_battle_even_after_a_reroll(table):
    g = table.arrange(table.game(sets=("politics-of-fear", "machine-conscience")),
                      {"field": ["riot-marshal"], "hand": ["recount"]}, {"field": ["rowan-7"]})
    r = table.c(g, 1, "rowan-7")
    load(g, 6, 1, 5)
    play(g, f"attack:{table.u(g, 0, 'riot-marshal')}:{g.info[r].uid}")
    play(g, "pass")
    play(g, "pass")
    play(g, "react:recount")  # 10 vs 4 becomes 9 vs 4: still a win, one occurrence
    table.pass_windows(g)
    assert g.s.pieces[r].health == 2


def test_hw_18_2_active_player_orders_their_preventions_first(table):
    both = (("grace",), ("grace",))
    g = table.arrange(table.game(convictions=both), {"hand": ["famine"], "events": ["wall-of-prayer"], "resolve": 10},
                      {"events": ["wall-of-prayer"], "resolve": 10})
    play(g, "play:famine")
    table.pass_windows(g)
    d = g.pending
    assert d.kind == "order" and d.player == 0  # the active player first
    assert sorted(d.ids()) == ["first:p1-grace#0", "first:p1-wall-of-prayer-1#0"]
    play(g, "first:p1-wall-of-prayer-1#0")  # at most 1, then 1 less: 0
    d = g.pending
    assert d.kind == "order" and d.player == 1
    play(g, "first:p2-grace#0")  # 1 less, then at most 1: 1
    assert g.s.sides[0].resolve == 10 and g.s.sides[1].resolve == 9


def test_hw_18_2_both_losses_happen_together(table):
    g = table.arrange(table.game(), {"hand": ["famine"], "resolve": 2}, {"resolve": 2})
    play(g, "play:famine")
    table.pass_windows(g)
    assert g.outcome.winner is None  # nobody loses first


def test_hw_18_3_pre_roll_check_ends_an_attempt_without_a_roll(table):
    g = table.arrange(table.game(), {"field": ["riot-marshal"]}, {"field": ["envoy"]})
    play(g, f"attack:{table.u(g, 0, 'riot-marshal')}:{table.u(g, 1, 'envoy')}")
    env = table.c(g, 1, "envoy")
    g.s.sides[1].field.remove(env)  # the target leaves before the roll
    g.s.sides[1].discard.append(env)
    mark = len(g.log)
    table.pass_windows(g)
    lines = table.since(g, mark)
    assert any("ends without a roll" in t for t in lines) and not any("rolls" in t for t in lines)
    assert g.s.pieces[table.c(g, 0, "riot-marshal")].exhausted


def test_hw_18_3_redirect_changes_the_target_without_ending_the_attack(table):
    g = table.arrange(table.game(), {"field": ["riot-marshal"]},
                      {"field": ["envoy", "press-secretary"], "response_faith": 3})
    ps = table.u(g, 1, "press-secretary")
    play(g, f"attack:{table.u(g, 0, 'riot-marshal')}:{table.u(g, 1, 'envoy')}")
    play(g, "pass")
    mark = len(g.log)
    load(g, 2, 6)
    play(g, f"ability:{ps}:0")
    table.pass_windows(g)
    assert "Ana rolls 2 + 4 Attack = 6; Bo rolls 6 + 3 Defense = 9." in table.since(g, mark)
    assert g.s.occ == [] and table.c(g, 1, "envoy") in g.s.sides[1].field


def test_hw_18_4_dice_commitment(table):
    g = table.arrange(table.game(), {"field": ["riot-marshal"]},
                      {"field": ["envoy", "ward-boss"], "hand": ["ambush", "answered-prayer"], "response_faith": 3})
    play(g, f"attack:{table.u(g, 0, 'riot-marshal')}:{table.u(g, 1, 'envoy')}")
    play(g, "pass")
    assert sorted(g.pending.ids()) == ["pass", "react:ambush"]
    play(g, "pass")
    load(g, 3, 3)  # 7 vs 6
    play(g, "pass")  # the dice are rolled: Ambush is no longer on offer
    assert sorted(g.pending.ids()) == ["pass", "react:answered-prayer"]
    play(g, "react:answered-prayer")  # a completed result can still be changed: 7 vs 8
    assert table.c(g, 1, "envoy") in g.s.sides[1].field
    assert g.s.sides[1].conflict is False and "Enter the Conflict" in g.s.sides[1].milestones


def test_hw_18_5_a_card_whose_target_became_illegal_does_not_resolve(table):
    g = table.arrange(table.game(), {"hand": ["smear-campaign"], "faith": 5}, {"field": ["envoy", "ward-boss"]})
    play(g, "play:smear-campaign")
    play(g, f"target:{table.u(g, 1, 'envoy')}")
    env = table.c(g, 1, "envoy")
    g.s.sides[1].field.remove(env)
    g.s.sides[1].hand.append(env)
    mark = len(g.log)
    table.pass_windows(g)
    assert any("no longer legal" in t for t in table.since(g, mark))
    assert not g.s.pieces[table.c(g, 1, "ward-boss")].exhausted
    assert "smear-campaign" in table.keys(g, g.s.sides[0].discard) and g.s.sides[0].faith == 3


def test_hw_18_5_an_instruction_for_several_cards_resolves_for_those_there(table):
    g = table.arrange(table.game(), {"hand": ["blackout"]}, {"field": ["envoy", "ward-boss"]})
    play(g, "play:blackout")
    table.pass_windows(g)
    assert all(g.s.pieces[c].exhausted for c in g.s.sides[1].field)


def test_hw_18_6_card_text_beats_the_general_rule(table):
    g = table.arrange(table.game(), {"field": ["liberator", "hedge-preacher", "missionary"]},
                      {"field": ["riot-marshal"], "captured": ["envoy", "ward-boss"]})
    load(g, 1, 6)
    play(g, f"rescue:{table.u(g, 0, 'hedge-preacher')}:{table.u(g, 0, 'envoy')}")
    table.pass_windows(g)
    assert [o for o in g.pending.ids() if o.startswith("rescue:")]  # The Liberator: a second rescue


def test_hw_18_6_cannot_beats_may(table):
    g = table.arrange(table.game(), {"field": ["liberator", "hedge-preacher"]},
                      {"field": ["riot-marshal"], "events": ["martial-law"], "captured": ["envoy"]})
    assert not [o for o in g.pending.ids() if o.startswith("rescue:")]


def test_hw_18_6_authority_changes_rally(table):
    g = table.arrange(table.game(convictions=(("authority",), ())), {"field": ["riot-marshal"], "faith": 6}, {})
    g.s.sides[0].rally_used = False
    g.s.tasks = [("rally",), ("action",)]
    g.pending = g._advance()
    play(g, f"rally:{table.u(g, 0, 'riot-marshal')}")
    assert g.s.sides[0].faith == 9


def test_hw_19_hand_view_carries_the_cost_paid_now(table):
    """HW-19 cost statics (Reform: Actions cost 1 less): the hand shows the
    cost the player pays now next to the printed one."""
    from holytable.games.holy_wars.screen import cost_text

    g = table.arrange(table.game(convictions=(("reform",), ())), {"hand": ["smear-campaign", "envoy"],
                                                                    "convictions": ["reform"]}, {})
    hand = {c.key: c for c in g.view(0).board.players[0].hand}
    smear = hand["smear-campaign"]
    assert smear.cost_now == smear.cost - 1
    assert cost_text(smear) == f"{smear.cost}→{smear.cost - 1}"
    assert cost_text(hand["envoy"]) == str(hand["envoy"].cost)


def test_hw_8_public_statement_modes_read_like_the_card(pool):
    labels = [m.label for m in pool.cards["public-statement"].modes]
    assert labels == ["Draw a card", "Your opponent loses 1 Resolve"]


def test_hw_8_2_a_target_is_marked_on_the_field_not_in_the_hand(table):
    """Call to Arms → Riot Marshal: ">" on the exhausted Riot Marshal of the
    field, not on the Riot Marshal in the hand."""
    from holytable.games.holy_wars.screen import layout

    g = table.arrange(table.game(), {"field": ["riot-marshal", "envoy"], "exhausted": ["riot-marshal", "envoy"],
                                     "hand": ["call-to-arms", "riot-marshal"]}, {"field": ["flame-zealot"]})
    g.choose("play:call-to-arms")
    assert g.pending.kind == "target"
    v = g.view(0)
    opt = next(o for o in v.options if o.id == f"target:{table.u(g, 0, 'riot-marshal')}")
    assert opt.label == "Target your Riot Marshal (exhausted)"  # worded for Ana, who decides
    parts = layout(v, 0, opt, 80, 18)
    field = " ".join(ln.plain for ln in parts["me"])
    hand = " ".join(ln.plain for ln in parts["hand"])
    assert ">⤵Riot Marshal" in field and ">" not in hand


def test_hw_8_3_a_window_prompt_is_worded_for_its_reader(table):
    """Ana plays The Liberator: her own window reads "Respond to The Liberator
    (yours)", Bo's "Respond to The Liberator (Ana's)" (the screen used to
    rewrite the engine's prompts by the players' names)."""
    g = table.arrange(table.game(), {"hand": ["liberator"]}, {})
    g.choose("play:liberator")
    assert g.pending.player == 0 and g.pending.prompt.startswith("Respond to The Liberator (yours) — you have ")
    g.choose("pass")
    assert g.pending.player == 1 and g.pending.prompt.startswith("Respond to The Liberator (Ana's) — you have ")


def test_the_dice_line_clears_when_a_new_turn_begins():
    from holytable.engine.log import Event
    from holytable.games.holy_wars.screen import last_roll

    roll = Event(0, "Bo rolls 5 + 3 Attack = 8; Ana rolls 1 + 2 Defense = 3.", verb="roll", actor=1, seats=(0,),
                 amounts=(("die", 5), ("a1", 3), ("total", 8), ("other_die", 1), ("o1", 2), ("other_total", 3)))
    log = [roll, Event(1, "Riot Marshal wins the battle.", verb="battle_won")]
    assert last_roll(log, ["Ana", "Bo"]) == "Bo 5+3=8 vs Ana 1+2=3: Riot Marshal wins the battle."
    log += [Event(2, "— Turn 9: Ana —", verb="turn", actor=0), Event(3, "Ana drew a card.", verb="draw", actor=0)]
    assert last_roll(log, ["Ana", "Bo"]) is None


def test_hw_18_4_the_dice_line_reads_the_roll_event_not_its_words():
    """Every roll (and every total changed after it) of random games: the board's
    short dice line, built from the event's typed amounts, says what the log
    line says (checked here against the line itself, as the screen used to read it)."""
    import random
    import re

    from holytable.games.holy_wars.decks import load_deck, ready_decks
    from holytable.games.holy_wars.rules import HolyWarsGame
    from holytable.games.holy_wars.words import compact_roll

    side = re.compile(r"^(?P<who>.*?) (?:rolls|now) (?P<sum>[^=]+?) = (?P<total>-?\d+)(?P<rest>.*)$")

    def from_words(line: str) -> str:
        out = []
        for part in line.rstrip(".").split("; "):
            m = side.match(part)
            out.append(f"{m['who']} {re.sub(r'[ ]*[A-Za-z]+', '', m['sum']).replace(' ', '')}={m['total']}{m['rest']}")
        return " vs ".join(out)

    decks = [load_deck(p) for p in sorted(ready_decks().values())]
    seen = 0
    for seed in range(6):
        g = HolyWarsGame(seed=seed, decks=[decks[seed % len(decks)], decks[(seed + 1) % len(decks)]], names=["Ana", "Bo"])
        rng = random.Random(seed)
        while g.pending and len(g.choices) < 800:
            g.choose(rng.choice(g.legal_ids()))
        for e in g.log.events:
            if e.verb in ("roll", "totals"):
                seen += 1
                assert compact_roll(e, g.names) == from_words(e.text), e.text
    assert seen > 20
