"""PN-19 and the rules that go round the table, with three and four players
(issue 15, "More seats"): priority rotation (PN-3.3, PN-10.5), rolls and
goes in turn order (PN-6.2, PN-6.3), targeting a chosen opponent (PN-11.2),
WP for a kill (PN-12.1) and a player going out (PN-19.1)."""
from __future__ import annotations

from pn_support import attack, keep_busy

from holytable.games.pantheon.rules import PantheonGame


def test_pn_10_5_priority_goes_round_a_table_of_four_and_wraps(table):
    g = table.game(players=4)
    table.arrange(g, {}, {}, more=[{}, {}], start="end", turn=3, priority=2)
    assert g.s.priority == 3 and g.s.turn == 4
    table.arrange(g, {}, {}, more=[{}, {}], start="end", turn=4, priority=3)
    assert g.s.priority == 0 and g.s.turn == 5
    assert "— Turn 5 — Ana has priority." in table.since(g, 0)


def play_out_the_turn(g: PantheonGame, helpers) -> None:
    """Every decision of the turn under way: dice rolled and locked, windows
    passed, each phase ended."""
    turn = g.s.turn
    while g.pending is not None and g.s.turn == turn:
        d = g.pending
        ids = g.legal_ids()
        if d.kind == "roll":
            helpers.load(g, 1, 1, 1, 1, 1, 1)
            g.choose("roll" if "roll" in ids else "lock")
        else:
            g.choose("pass" if d.window else ("next" if "next" in ids else ids[-1]))


def test_pn_10_5_pn_19_1_priority_skips_a_player_who_is_out(table, helpers):
    """Four players, Bo out at turn 3's upkeep (an empty deck): the turn goes
    Ana, P3, P4, and priority passes from Ana to P3, past Bo."""
    g = table.game(players=4)
    table.arrange(g, {}, {"deck": []}, more=[{}, {}], start="upkeep", turn=3, priority=0, empty_decks=(1,))
    assert g.s.sides[1].out and g.order() == [0, 2, 3]
    play_out_the_turn(g, helpers)
    assert g.s.turn == 4 and g.s.priority == 2 and g.order() == [2, 3, 0]


def test_pn_3_3_ties_for_priority_are_rerolled_among_the_tied_only(table):
    """Over many four-player openings: after a tie, only the tied roll again
    (and at least two tied); the priority player has the highest last roll."""
    import re

    ties = 0
    for seed in range(60):
        g = table.game(seed=seed, players=4)
        rolls = [e for e in g.log.events if e.verb.startswith("priority")]
        for a, b in zip(rolls, rolls[1:]):
            if a.verb == "priority_tie":
                ties += 1
                assert b.verb == "priority_roll" and b.seats == a.seats and len(a.seats) >= 2
        last = [e for e in rolls if e.verb == "priority_roll"][-1]
        values = [int(v) for v in re.findall(r" (\d+)(?:,|\.)", last.text)]
        assert len(values) == len(last.seats)
        assert g.s.priority == last.seats[values.index(max(values))] == rolls[-1].actor
    assert ties >= 3


def test_pn_6_2_every_player_of_three_rolls_in_turn_order_from_priority(table, helpers):
    g = table.game(players=3)
    table.arrange(g, {}, {}, more=[{}], start="roll", turn=3, priority=2)
    seen = []
    while g.pending is not None and g.pending.kind == "roll":
        seen.append(g.pending.player)
        helpers.load(g, 1, 1, 1, 1, 1, 1)
        g.choose("roll")
        g.choose("lock")
    assert seen == [2, 0, 1]


def test_pn_6_3_goes_follow_turn_order_round_three_players(table):
    g = table.game(players=3)
    busy = {"active": ["jackal-warrior"], "points": (1, 0, 1)}
    table.arrange(g, dict(busy), dict(busy), more=[dict(busy)], start="play", priority=1, turn=3)
    goes = []
    while g.pending is not None and g.s.turn == 3:
        d = g.pending
        if not d.window and (not goes or goes[-1] != d.player):
            goes.append(d.player)
        g.choose("pass" if d.window else "next")
    assert goes == [1, 2, 0]


def test_pn_11_2_targets_are_the_active_characters_of_every_opponent_and_the_player_chooses(table):
    """Three players: Ana's attack may aim at Bo's or P3's active characters
    (never a benched one, never her own); the one chosen takes the damage."""
    g = table.game(players=3)
    table.arrange(g, keep_busy({"active": ["sobek", "jackal-warrior"], "points": (0, 0, 4)}),
                  {"active": ["bastet"], "bench": ["serket"]}, more=[{"active": [None, "thoth"]}],
                  start="combat", turn=3)
    table.pass_windows(g)
    g.choose("attack:p1-sobek-1:1")
    assert g.legal_ids() == ["target:p2-bastet-1", "target:p3-thoth-1"]
    # each target says whose it is
    assert [o.label for o in g.pending.options] == ["Bastet, Cat Goddess (Bo, 6 HP)",
                                                    "Thoth, Scribe of the Gods (P3, 6 HP)"]
    before = table.hp(g, 2, "active", 1), table.hp(g, 1, "active", 0)
    g.choose("target:p3-thoth-1")
    table.pass_windows(g)
    assert table.hp(g, 2, "active", 1) < before[0] and table.hp(g, 1, "active", 0) == before[1]


def test_pn_12_1_a_kill_of_either_opponent_earns_the_attacker_wp(table):
    g = table.game(players=3)
    table.arrange(g, keep_busy({"active": ["fenrir"], "points": (0, 0, 3)}), {"active": ["bastet"]},
                  more=[{"active": [("sobek", {"dmg": 4})]}], start="combat", turn=3)
    table.pass_windows(g)
    attack(table, g, "attack:p1-fenrir-1:1", "target:p3-sobek-1")
    assert [sd.wp for sd in g.s.sides] == [2, 0, 0]


def test_pn_19_1_the_last_player_left_wins_and_an_out_players_cards_go_to_the_graveyard(table):
    g: PantheonGame = table.game(players=3)
    table.arrange(g, {}, {"active": ["bastet"], "deck": []}, more=[{"deck": []}], start="upkeep", turn=3,
                  priority=0, empty_decks=(1, 2))
    assert g.over and g.outcome.winner == 0
    assert g.s.sides[1].out and g.s.sides[2].out
    assert "bastet" in table.keys(g, g.s.sides[1].grave)


def test_pn_19_1_every_opponent_discards_in_turn_order(table):
    """Nightmare of Apep: each opponent discards; at a table of three Bo
    (next in turn order) chooses first, then the third seat, not the reverse."""
    g = table.game(players=3)
    table.arrange(g, keep_busy({"hand": ["nightmare-of-apep"], "points": (0, 2, 0)}),
                  {"hand": ["jackal-warrior", "sobek"]}, more=[{"hand": ["bastet", "thoth"]}], start="play")
    g.choose("play:nightmare-of-apep")
    table.pass_windows(g)
    assert (g.pending.player, g.pending.kind) == (1, "discard")
    g.choose(g.legal_ids()[0])
    assert (g.pending.player, g.pending.kind) == (2, "discard")
