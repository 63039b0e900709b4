"""Frontline turn structure: FL-1 .. FL-11 and FL-17 .. FL-19 (docs/rules/frontline.md).

Each test builds a known position (``table.arrange``) and checks both the state
that follows and the options offered.
"""
from __future__ import annotations

import random

import pytest
from pydantic import ValidationError

from holytable.games.frontline import cards
from holytable.games.frontline.rules import FrontlineGame, LENGTHS
from holytable.games.frontline.view import Placed


def hand_tags(g, seat):
    return sorted(g.info[c].tag for c in g.s.sides[seat].hand)


def drew(g, mark):
    """Seats of the private draw events from log event ``mark`` on, in order."""
    return [e.actor for e in g.log.events[mark:] if e.verb == "draw"]


# -- FL-1 ---------------------------------------------------------------------------
def test_fl_1_game_lengths(table):
    assert LENGTHS == {"blitz": 30, "standard": 40, "extended": 50}
    assert [c[0] for c in FrontlineGame.OPTIONS[0].choices] == ["blitz", "standard", "extended"]
    for length, goal in LENGTHS.items():
        g = table.game(length=length)
        assert g.goal == goal and g.view_dict(0)["goal"] == goal and g.view_dict(1)["length"] == length
    assert table.game().goal == 40  # Standard is the default
    with pytest.raises(ValueError):
        table.game(length="marathon")


@pytest.mark.parametrize("length", sorted(LENGTHS))
@pytest.mark.parametrize("short", [3, 2, 1])  # VP missing before a 2-card take
def test_fl_1_win_the_moment_the_goal_is_reached(table, length, short):
    goal = LENGTHS[length]
    g = table.arrange(table.game(length=length), hands=(["sentry", "medic"], ["assassin", "medic"]), vp=(goal - short, 5))
    table.duel(g, "sentry", "assassin")
    assert g.s.sides[0].vp == goal - short + 2
    if short <= 2:  # reached exactly (2) or went past (1)
        assert g.over and g.outcome.winner == 0 and "reached" in g.outcome.reason
        assert g.pending is None and g.legal_ids() == []
        assert g.view_dict(1)["outcome"]["winner"] == 0
        # won at once: no end-of-turn draw
        assert len(g.s.sides[0].hand) == 1 and len(g.s.sides[1].hand) == 1
    else:
        assert not g.over and g.pending.player == 0
        assert len(g.s.sides[0].hand) == 2 and len(g.s.sides[1].hand) == 2


# -- FL-2 ---------------------------------------------------------------------------
def test_fl_2_ready_made_decks(red, black, pool):
    for deck, colour in ((red, "red"), (black, "black")):
        assert deck.colour == colour
        assert deck.card_count() == 26 and deck.copies == 2
        assert sorted(s.rank for s in deck.soldiers) == list(range(1, 14))
        assert {s.key for s in deck.soldiers} == set(pool.soldiers)


def test_fl_2_a_game_deals_26_cards_each_two_of_each_soldier(table):
    g = table.game(seed=3)
    for seat, colour in ((0, "red"), (1, "black")):
        mine = [i for i in g.info if i.owner == seat]
        assert len(mine) == 26 and {i.colour for i in mine} == {colour}
        tags = [i.tag for i in mine]
        assert all(tags.count(t) == 2 for t in tags) and len(set(tags)) == 13
        side = g.s.sides[seat]
        assert len(side.deck) + len(side.hand) == 26


@pytest.mark.parametrize("change", [{"scout": 3}, {"scout": 1}, {"extra": 2}])
def test_fl_2_deck_lists_must_hold_two_of_each(pool, change):
    counts = {k: 2 for k in pool.soldiers} | change
    with pytest.raises(ValueError):  # pydantic's ValidationError is a ValueError too
        deck = cards.DeckList.model_validate({"game": "frontline", "name": "X", "colour": "red", "cards": counts})
        cards.resolve(deck, pool)  # the total and unknown cards are checked against the pool


# -- FL-3 ---------------------------------------------------------------------------
def test_fl_3_hidden_zones(table, helpers):
    g = table.arrange(table.game(seed=1), hands=(["scout", "medic"], ["spy", "sentry"]))
    g.choose("draft:red-medic")
    mine, theirs = g.view(0).board, g.view(1).board
    # the opponent's hand: a count only
    assert theirs.players[0].hand is None and theirs.players[0].hand_count == 1
    assert mine.players[1].hand is None and mine.players[1].hand_count == 2
    assert [c.key for c in mine.players[0].hand] == ["scout"]
    # a face-down soldier: its owner sees it, the opponent sees only that it is there
    assert theirs.frontline[0].cards[0] == Placed(face_down=True, card=None)
    assert mine.frontline[0].cards[0].card.key == "medic" and mine.frontline[0].cards[0].face_down
    assert theirs.frontline[0].rank is None
    # decks: a size, never an order or an identity
    deck_uids = {g.info[c].uid for side in g.s.sides for c in side.deck}
    for p, v in enumerate((mine, theirs)):
        assert [s.deck for s in v.players] == [len(s.deck) for s in g.s.sides]
        assert not helpers.uids_in(g.view_dict(p)) & deck_uids
    # survivors pile: a size
    assert [s.survivors for s in mine.players] == [0, 0]


def test_fl_3_the_opponent_cannot_tell_what_a_scout_saw(table):
    """Two positions that differ only in Ana's deck order look the same to Bo,
    before and after her Scout's choice."""
    seen = []
    for top in (["general", "general"], ["general", "captain"]):
        g = table.arrange(table.game(seed=1), hands=(["scout", "medic"], ["sentry", "medic"]), decks=(top, ()))
        table.duel(g, "scout", "sentry")
        during = g.view_dict(1)
        g.choose(g.legal_ids()[0])
        seen.append((during, g.view_dict(1)))
    assert seen[0] == seen[1]


# -- FL-4 ---------------------------------------------------------------------------
def test_fl_4_setup_coin_flip_shuffle_five_cards(table):
    priorities, hands = set(), set()
    for seed in range(16):
        g = table.game(seed=seed)
        p = g.s.priority
        priorities.add(p)
        assert g.log.events[0].text == f"Coin flip: {table.names[p]} is the priority player."
        for side in g.s.sides:
            assert len(side.hand) == 5 and len(side.deck) == 21 and side.survivors == [] and side.vp == 0
        assert g.pending.player == p and g.pending.kind == "draft" and g.s.turn == 1
        hands.add(tuple(hand_tags(g, 0)))
    assert priorities == {0, 1}  # the coin really is tossed
    assert len(hands) > 8  # and the decks really are shuffled


def test_fl_4_priority_is_kept_the_whole_game(table, helpers):
    for seed in range(5):
        g = table.game(seed=seed)
        p = g.s.priority

        def check(g):
            assert g.s.priority == p
            if g.pending and g.pending.kind == "draft" and g.s.duels[-1].cards == [None, None]:
                assert g.pending.player == p  # every duel, every turn

        helpers.play_random(g, random.Random(seed), each=check)


# -- FL-5 ---------------------------------------------------------------------------
@pytest.mark.parametrize("p", [0, 1])
def test_fl_5_priority_player_drafts_first_face_down(table, p):
    g = table.arrange(
        table.game(seed=2), hands=(["scout", "scout", "medic", "black-general"], ["spy", "sentry", "sentry"]), priority=p
    )
    # known position: one option per distinct card, lowest rank first
    offers = {
        0: ["draft:red-scout", "draft:red-medic", "draft:black-general"],
        1: ["draft:black-spy", "draft:black-sentry"],
    }
    assert g.pending.player == p and g.pending.kind == "draft"
    assert g.legal_ids() == offers[p]
    assert g.view_dict(p)["options"] and g.view_dict(1 - p)["options"] == []
    if p == 0:
        assert [o.label for o in g.pending.options] == ["Scout (2)", "Medic (4)", "General (13) [black]"]
    g.choose(offers[p][-1])
    assert g.pending.player == 1 - p and g.legal_ids() == offers[1 - p]
    duel = g.s.duels[0]
    assert not duel.face_up and duel.cards[p] is not None and duel.cards[1 - p] is None
    assert g.view(1 - p).board.frontline[0].cards[p] == Placed(face_down=True, card=None)
    assert g.view_dict(1 - p)["log"][-1] == f"{table.names[p]} drafted a soldier face down."
    mark = len(g.log)
    g.choose(offers[1 - p][0])
    assert table.since(g, mark)[1].startswith("Flip: ")  # both down: both turned up


# -- FL-6 ---------------------------------------------------------------------------
def test_fl_6_on_flip_lowest_printed_rank_first(table):
    g = table.arrange(table.game(), hands=(["sergeant", "scout"], ["standard-bearer", "scout"]), vp=(5, 0))
    mark = len(g.log)
    table.duel(g, "sergeant", "standard-bearer")
    log = table.since(g, mark)
    boost = log.index("Standard-Bearer: +4 rank, now 10.")
    weaken = log.index("Sergeant: the opposing soldier gets -2 rank, now 8.")
    assert boost < weaken  # rank 6 before rank 9, although Ana has priority
    assert "Rank 9 vs 8: Ana wins the duel." in log
    assert g.s.sides[0].vp == 7


def test_fl_6_order_changes_the_result(table, extra_decks):
    # Saboteur (8) resolves before Sergeant (9): the Sergeant is silenced in time.
    g = table.arrange(table.game(decks=extra_decks), hands=(["saboteur", "scout"], ["sergeant", "scout"]))
    mark = len(g.log)
    table.duel(g, "saboteur", "sergeant")
    assert "Rank 8 vs 9: Bo wins the duel." in table.since(g, mark)


@pytest.mark.parametrize("p", [0, 1])
def test_fl_6_equal_printed_ranks_priority_first(table, extra_decks, p):
    g = table.arrange(
        table.game(decks=extra_decks), hands=(["saboteur", "scout"], ["saboteur", "scout"]), priority=p
    )
    table.duel(g, "saboteur", "saboteur")
    # 8 vs 8: a clash; the priority player's Saboteur went first and silenced the other
    assert len(g.s.duels) == 2 and g.s.duels[0].result == "tie"
    silenced = [False, False]
    silenced[1 - p] = True
    assert g.s.duels[0].silenced == silenced
    assert g.view(0).board.frontline[0].silenced == tuple(silenced)


# -- FL-7 ---------------------------------------------------------------------------
@pytest.mark.parametrize("winner", [0, 1])
def test_fl_7_higher_current_rank_wins(table, winner):
    pair = ["sentry", "assassin"] if winner == 0 else ["assassin", "sentry"]
    g = table.arrange(table.game(), hands=([pair[0], "medic"], [pair[1], "medic"]))
    mark = len(g.log)
    table.duel(g, *pair)
    r = (7, 1) if winner == 0 else (1, 7)
    assert f"Rank {r[0]} vs {r[1]}: {table.names[winner]} wins the duel." in table.since(g, mark)
    assert g.s.sides[winner].vp == 2 and g.s.sides[1 - winner].vp == 0
    assert g.s.turn == 2 and not g.over and len(g.s.duels) == 1


def test_fl_7_tie_starts_a_clash(table):
    g = table.arrange(table.game(), hands=(["quartermaster", "sentry", "medic"], ["quartermaster", "assassin", "medic"]))
    table.duel(g, "quartermaster", "quartermaster")
    assert not g.over and g.s.turn == 1
    assert len(g.s.duels) == 2
    first, new = g.s.duels
    assert first.result == "tie" and first.face_up and first.rank == [8, 8]
    assert new.cards == [None, None] and not new.face_up
    # back to drafting, priority player first, from what is left
    assert g.pending.player == 0 and g.pending.prompt.startswith("Clash!")
    assert g.legal_ids() == ["draft:red-medic", "draft:red-sentry"]
    assert [s.vp for s in g.s.sides] == [0, 0]
    v = g.view(1).board.frontline
    assert [c.card.key for c in v[0].cards] == ["quartermaster", "quartermaster"] and v[1].cards == (None, None)
    g.choose("draft:red-sentry")
    assert g.legal_ids() == ["draft:black-assassin", "draft:black-medic"]


# -- FL-8 ---------------------------------------------------------------------------
def test_fl_8_only_the_deciding_duel_is_victorious_or_defeated(table):
    g = table.arrange(
        table.game(),
        hands=(["medic", "assassin", "scout"], ["medic", "captain", "quartermaster"]),
        decks=((), ["sentry", "sentry", "general"]),
    )
    table.duel(g, "medic", "medic")  # 4 vs 4: clash; neither Medic is defeated
    table.duel(g, "assassin", "captain")  # Assassinate 12: the Captain is defeated
    log = "\n".join(g.view_dict(0)["log"])
    assert "retreats" not in log
    assert g.s.sides[0].vp == 4
    assert sorted(table.tags(g, g.s.sides[0].survivors)) == sorted(
        ["red-medic", "black-medic", "red-assassin", "black-captain"]
    )
    # the Captain's On Defeat drew two, then the end-of-turn draw one
    assert hand_tags(g, 1) == sorted(["black-quartermaster", "black-sentry", "black-sentry", "black-general"])


def test_fl_8_effects_resolve_in_flip_order(table):
    g = table.arrange(table.game(), hands=(["quartermaster", "scout"], ["medic", "scout"]), decks=(["general"], ()))
    mark = len(g.log)
    table.duel(g, "quartermaster", "medic")
    log = table.since(g, mark)
    retreat = log.index("Medic retreats to Bo's hand.")
    draw = log.index("Quartermaster: Ana draws 1.")
    assert retreat < draw  # Medic (4) before Quartermaster (8)
    assert g.s.sides[0].vp == 1  # the Medic left the frontline before the take
    assert "black-medic" in hand_tags(g, 1) and "red-general" in hand_tags(g, 0)


# -- FL-9 ---------------------------------------------------------------------------
def test_fl_9_winner_takes_every_card_of_the_turn(table):
    g = table.arrange(
        table.game(),
        hands=(["quartermaster", "medic", "sentry", "scout"], ["quartermaster", "medic", "assassin", "scout"]),
        vp=(1, 3),
    )
    mark = len(g.log)
    table.duel(g, "quartermaster", "quartermaster")
    table.duel(g, "medic", "medic")
    table.duel(g, "sentry", "assassin")
    assert [s.vp for s in g.s.sides] == [1 + 6, 3]
    assert g.s.sides[0].won == 7
    assert sorted(table.tags(g, g.s.sides[0].survivors)) == sorted(
        f"{c}-{k}" for c in ("red", "black") for k in ("quartermaster", "medic", "sentry" if c == "red" else "assassin")
    )
    assert g.s.sides[1].survivors == []
    assert "Ana takes 6 cards: 7 VP." in table.since(g, mark)
    # then each draws one and a new turn starts
    assert [len(s.hand) for s in g.s.sides] == [2, 2]
    assert g.s.turn == 2 and g.s.duels[0].cards == [None, None] and g.pending.player == 0


# -- FL-10 --------------------------------------------------------------------------
def test_fl_10_empty_hand_draws_three_in_the_middle_of_a_clash(table):
    g = table.arrange(
        table.game(), hands=(["quartermaster"], ["quartermaster", "assassin"]), decks=(["sentry", "medic", "scout"], ())
    )
    g.choose("draft:red-quartermaster")
    # at once, before Bo drafts
    assert hand_tags(g, 0) == ["red-medic", "red-scout", "red-sentry"]
    assert g.view_dict(1)["players"][0]["hand_count"] == 3
    assert "Ana's hand is empty: they draw three cards." in g.view_dict(1)["log"]
    g.choose("draft:black-quartermaster")  # tie: clash
    assert g.legal_ids() == ["draft:red-scout", "draft:red-medic", "draft:red-sentry"]
    table.duel(g, "sentry", "assassin")
    assert g.s.sides[0].vp == 4


def test_fl_10_empty_hand_draws_three_when_survivors_come_back(table):
    # Ana drafts her last cards with nothing left to draw; winning refills her.
    g = table.arrange(
        table.game(),
        hands=(["quartermaster", "sentry"], ["quartermaster", "assassin", "medic"]),
        rest=((1, "survivors"), (1, "deck")),
    )
    table.duel(g, "quartermaster", "quartermaster")
    g.choose("draft:red-sentry")
    assert g.s.sides[0].hand == [] and g.s.sides[0].deck == [] and g.s.sides[0].survivors == []
    g.choose("draft:black-assassin")
    assert g.s.sides[0].vp == 4
    # three at once (FL-10) from the regrouped pile (FL-17), then the turn's one
    assert len(g.s.sides[0].hand) == 4 and g.s.sides[0].deck == []
    assert "Ana's hand is empty: they draw three cards." in g.view_dict(1)["log"]
    assert g.pending.player == 0 and len(g.legal_ids()) >= 2



def test_fl_10_an_empty_hand_with_one_card_left_says_it_draws_one(table):
    """Ruling: the log says how many cards are drawn, not the three of FL-10
    when fewer are left (here Ana's one card in her deck, her survivors pile
    empty)."""
    g = table.arrange(table.game(seed=3), hands=(["knight"], ["general", "scout", "medic"]), decks=(["medic"], ()),
                      rest=((1, "survivors"), (1, "deck")))
    g.choose("draft:red-knight")
    assert len(g.s.sides[0].hand) == 1
    log = g.view_dict(1)["log"]
    assert "Ana's hand is empty: they draw one card." in log
    assert not any("draw three" in line for line in log)

# -- FL-11 --------------------------------------------------------------------------
def test_fl_11_stalemate_own_cards_back_nobody_scores(table):
    g = table.arrange(table.game(), hands=(["medic", "sentry", "scout"], ["medic", "sentry", "scout"]), vp=(2, 4))
    table.duel(g, "medic", "medic")  # clash
    table.duel(g, "sentry", "sentry")  # tie under Anti-Clash: stalemate
    assert [s.vp for s in g.s.sides] == [2, 4]
    assert sorted(table.tags(g, g.s.sides[0].survivors)) == ["red-medic", "red-sentry"]
    assert sorted(table.tags(g, g.s.sides[1].survivors)) == ["black-medic", "black-sentry"]
    # no On Defeat: the Medics did not retreat
    assert "retreats" not in " ".join(g.view_dict(0)["log"])
    # the normal end-of-turn draw, then a new turn
    assert [len(s.hand) for s in g.s.sides] == [2, 2] and g.s.turn == 2
    assert g.legal_ids()[0] == "draft:red-scout"


def test_fl_11_stalemate_cards_go_to_the_drafter(table):
    # Ana drafts a black Sentry she won earlier: it goes to *her* pile
    g = table.arrange(table.game(), hands=(["black-sentry", "scout"], ["sentry", "scout"]))
    table.duel(g, "black-sentry", "sentry")
    assert table.tags(g, g.s.sides[0].survivors) == ["black-sentry"]
    assert table.tags(g, g.s.sides[1].survivors) == ["black-sentry"]
    assert [s.vp for s in g.s.sides] == [0, 0]


# -- FL-17 --------------------------------------------------------------------------
def test_fl_17_regroup_when_the_deck_runs_out(table):
    g = table.arrange(
        table.game(),
        hands=(["assassin", "medic"], ["sentry", "scout"]),
        survivors=(["sentry", "quartermaster", "sergeant"], ()),
        rest=((1, "survivors"), (1, "deck")),
        vp=(3, 0),
    )
    assert g.s.sides[0].deck == []
    mark = len(g.log)
    table.duel(g, "assassin", "sentry")  # Bo wins; Ana must draw from an empty deck
    assert "Ana regroups: survivors pile shuffled into a new deck of 3." in table.since(g, mark)
    a = g.s.sides[0]
    assert len(a.deck) == 2 and a.survivors == [] and a.vp == 3
    assert set(hand_tags(g, 0)) - {"red-medic"} <= {"red-sentry", "red-quartermaster", "red-sergeant"}
    assert len(a.hand) == 2


def test_fl_17_nothing_left_to_draw_draws_nothing(table):
    g = table.arrange(
        table.game(), hands=(["assassin", "medic"], ["sentry", "scout"]), rest=((1, "survivors"), (1, "deck"))
    )
    table.duel(g, "assassin", "sentry")
    assert hand_tags(g, 0) == ["red-medic"] and g.s.sides[0].deck == []
    assert not g.over and g.legal_ids() == ["draft:red-medic"]


# -- FL-18 --------------------------------------------------------------------------
@pytest.mark.parametrize("loser", [0, 1])
def test_fl_18_no_soldier_at_the_start_of_a_turn_loses(table, loser):
    hands = [["sentry"], ["sentry"]]
    hands[loser] = []
    rest = [(1 - loser, "deck"), (1 - loser, "deck")]
    g = table.arrange(table.game(), hands=tuple(hands), rest=tuple(rest), vp=(9, 9))
    assert g.over and g.outcome.winner == 1 - loser
    assert "has no soldier left to draft" in g.outcome.reason
    assert g.pending is None and g.legal_ids() == []


@pytest.mark.parametrize("vp,winner", [((3, 1), 0), ((1, 3), 1), ((2, 2), None)])
def test_fl_18_neither_has_a_soldier_higher_vp_wins(table, vp, winner):
    empty = [d.model_copy(update={"soldiers": ()}) for d in table.decks]
    g = table.game(decks=empty)
    assert g.over and g.outcome.winner is None  # 0-0
    g = table.arrange(g, vp=vp)
    assert g.over and g.outcome.winner == winner and g.outcome.is_draw == (winner is None)
    assert g.outcome.reason.startswith("Neither army has a soldier left to draft")


def test_fl_18_clash_a_player_cannot_continue_loses_the_turn(table):
    g = table.arrange(
        table.game(), hands=(["medic"], ["medic", "sentry"]), rest=((1, "survivors"), (1, "deck"))
    )
    mark = len(g.log)
    table.duel(g, "medic", "medic")  # tie; Ana has nothing left to draft
    log = table.since(g, mark)
    assert "Ana has no soldier left to continue the clash." in log
    # Bo wins the turn; the Medic duel decides it: Ana's Medic is defeated and retreats
    assert "Medic retreats to Ana's hand." in log
    assert [s.vp for s in g.s.sides] == [0, 1]
    assert hand_tags(g, 0) == ["red-medic"]
    assert not g.over and g.legal_ids() == ["draft:red-medic"]


def test_fl_18_clash_winner_gets_on_victory_then_wins_the_game(table):
    g = table.arrange(
        table.game(), hands=(["quartermaster"], ["quartermaster", "sentry"]), rest=((1, "survivors"), (1, "deck"))
    )
    mark = len(g.log)
    table.duel(g, "quartermaster", "quartermaster")
    assert "Quartermaster: Bo draws 1." in table.since(g, mark)
    assert g.s.sides[1].vp == 2
    assert g.over and g.outcome.winner == 1 and "Ana has no soldier left to draft" in g.outcome.reason


def test_fl_18_clash_neither_can_continue_is_a_stalemate(table):
    one = [d.model_copy(update={"soldiers": (table.pool.soldiers["quartermaster"],), "copies": 1}) for d in table.decks]
    g = table.arrange(table.game(decks=one), hands=(["quartermaster"], ["quartermaster"]))
    mark = len(g.log)
    table.duel(g, "quartermaster", "quartermaster")
    log = table.since(g, mark)
    assert "Neither player has a soldier left to continue the clash: stalemate." in log
    assert [s.vp for s in g.s.sides] == [0, 0] and "Quartermaster: Ana draws 1." not in log
    # own cards back, then regrouped by the end-of-turn draw
    assert hand_tags(g, 0) == ["red-quartermaster"] and hand_tags(g, 1) == ["black-quartermaster"]
    assert g.s.turn == 2 and not g.over


# -- FL-19 --------------------------------------------------------------------------
@pytest.mark.parametrize("p", [0, 1])
def test_fl_19_priority_player_draws_first(table, p):
    g = table.game(seed=7)
    q = g.s.priority
    assert drew(g, 0) == [q] * 5 + [1 - q] * 5  # opening hands
    g = table.arrange(g, hands=(["sentry", "medic"], ["assassin", "medic"]), priority=p)
    mark = len(g.log)
    table.duel(g, "sentry" if p == 0 else "assassin", "assassin" if p == 0 else "sentry")
    assert drew(g, mark) == [p, 1 - p]


def test_fl_4_first_player_and_turn_number_for_the_tools(table):
    """holytable/balance.py counts wins of the player who goes first and the
    turns played: Frontline's first player is the coin flip's priority player
    (FL-4) for the whole game; turn_number counts the turns begun."""
    for seed in range(4):
        g = table.game(seed=seed)
        flip = g.log.events[0]
        assert flip.verb == "priority" and g.first_player == flip.actor == g.s.priority
        assert g.turn_number == 1
        rng = random.Random(seed)
        while not g.over:
            g.choose(rng.choice(g.legal_ids()))
            assert g.first_player == flip.actor
        assert g.turn_number == g.s.turn == max(e.turn for e in g.log.events) > 1
