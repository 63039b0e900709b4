"""What each seat sees (HK-3.3, HK-3.4, HK-3.5, HK-3.8, HK-3.9), the typed
contract (options, log events, boards), the invariants, and random games for
2 to 5 players (HK-1.2.b)."""
from __future__ import annotations

import dataclasses
import functools
import json
import random
import re

import pytest

from holytable.engine.game import InvariantError
from hkhelpers import bare, begin, copy_of, everything, hand, new_game, play, random_game, u


def test_hk_3_3_no_deck_card_is_seen_by_anyone_even_its_owner():
    g = new_game(4)
    for seat in range(2):
        hidden = g.hidden_uids(seat)
        assert all(g.uid(c) in hidden for side in g.s.sides for c in side.deck)


def test_hk_3_4_the_archive_is_seen_by_its_owner_only_and_hk_3_8_the_hand_too():
    g = bare()
    a = copy_of(g, 0, "kiev-grid")
    g.take(a)
    g.put(a, "archive", 0)
    h = hand(g, 0, "michael")
    begin(g, 0)
    mine = json.dumps(g.view_dict(0))
    theirs = json.dumps(g.view_dict(1))
    spectator = json.dumps(g.view_dict(None))
    assert u(g, a) in mine and u(g, h) in mine
    for text in (theirs, spectator):
        assert u(g, a) not in text and u(g, h) not in text
    b = g.view(1).board.players[0]
    assert b.archive == () and b.archive_count == 1 and b.hand == () and b.hand_count == 1
    assert {u(g, a), u(g, h)} <= g.hidden_uids(1) and not {u(g, a), u(g, h)} & g.hidden_uids(0)


def test_hk_3_5_oblivion_is_public_and_hk_3_9_stricken_cards_stay_known():
    g = bare()
    o = copy_of(g, 0, "wrath")
    g.take(o)
    g.put(o, "oblivion", 0)
    d = play(g, 0, "free-city")
    g.s.pieces[d].open = g.s.pieces[d].stricken = True
    begin(g, 1)
    theirs = g.view(1).board.players[0]
    assert [c.name for c in theirs.oblivion] == ["Wrath"]
    assert theirs.wilds[0].name == "Free City" and theirs.wilds[0].stricken


def test_hk_4_3_an_archived_discard_is_face_down_in_the_log():
    g = bare()
    t = hand(g, 0, "kiev-grid")
    begin(g, 0)
    g.choose("end")
    g.choose(f"discard:{u(g, t)}:archive")
    mine = [e.text for e in g.view(0).log][-1]
    theirs = [e.text for e in g.view(1).log][-1]
    assert "Kiev Grid" in mine and "Kiev Grid" not in theirs and "a card" in theirs


def test_hk_8_5_a_draw_is_private_to_the_drawer():
    g = new_game(7)
    e = next(e for e in g.log.events if e.verb == "draw" and e.actor == 0)
    assert e.only == 0 and e.cards and e.text_for(1) == "Samantha draws 11 cards."


def test_hk_views_are_frozen_typed_boards():
    g = random_game(3)
    for p in (0, 1, None):
        board = g.view(p).board
        assert dataclasses.is_dataclass(board) and board.__dataclass_params__.frozen
        assert board.tau_needed == 15 and len(board.players) == 2


def test_hk_options_name_what_they_do():
    g = bare()
    d = play(g, 0, "free-city")
    h = hand(g, 0, "rabdos")
    begin(g, 0)
    by = {o.id: o for o in g.pending.options}
    assert by[f"open:{u(g, d)}"].verb == "open_for_aura" and by[f"open:{u(g, d)}"].cards == (u(g, d),)
    call = by[f"call:{u(g, h)}"]
    assert call.verb == "call" and call.cost == (("aura", 1),) and call.zones == ("hand",)
    assert by["end"].verb == "end_turn"


def test_hk_invariants_catch_a_card_in_two_zones_and_tau_made_from_nothing():
    g = bare()
    d = play(g, 0, "free-city")
    arr = play(g, 0, "kiev-grid")
    g.check_invariants()
    g.s.sides[0].hand.append(d)
    with pytest.raises(InvariantError, match="zones|says"):
        g.check_invariants()
    g.s.sides[0].hand.remove(d)
    g.s.pieces[arr].tau = 2  # not through a rule: the ledger says 0
    with pytest.raises(InvariantError, match="ledger"):
        g.check_invariants()
    g.s.pieces[arr].tau = 0
    g.add_tau(arr, 4)  # over capacity 3
    with pytest.raises(InvariantError, match="capacity"):
        g.check_invariants()


def test_hk_invariants_catch_a_support_shortfall_and_a_second_unique_card():
    g = bare()
    play(g, 0, "kiev-grid")
    with pytest.raises(InvariantError, match="virtual support"):
        g.check_invariants()
    g = bare()
    d = play(g, 0, "arcology")
    play(g, 0, "arthur-glaston", on=d)
    play(g, 0, "arthur-glaston", on=d)
    with pytest.raises(InvariantError, match="unique"):
        g.check_invariants()


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_hk_1_2_b_random_games_end_for_2_to_5_players_with_every_invariant(n):
    for seed in range(3):
        g = random_game(100 + seed, n)
        assert g.over and g.outcome.reason


def test_hk_clone_is_cheap_and_independent():
    g = new_game(11)
    r = random.Random(11)
    for _ in range(60):
        g.choose(r.choice(g.legal_ids()))
    c = g.clone()
    assert c.info is g.info and c.s is not g.s and c.s.pieces[0] is not g.s.pieces[0]
    ids = g.legal_ids()
    c.choose(ids[0])
    assert g.legal_ids() == ids


def test_hk_1_balance_counts_how_games_ended():
    from holytable.games.heresy.balance import end_kind

    g = random_game(5)
    assert end_kind(g) == "a forfeit"
    g = bare()
    a = play(g, 0, "excalibur-megatrust")
    b = play(g, 0, "osaka-expanse")
    c = play(g, 0, "arena")
    for x, n in ((a, 6), (b, 5), (c, 4)):
        g.add_tau(x, n)
    play(g, 0, "free-city")
    play(g, 0, "rim")
    play(g, 0, "arcology")
    begin(g, 0)
    g.choose("gateway")
    assert end_kind(g) == "gateway"


def test_hk_8_4_invariant_at_most_seven_cards_after_the_discard_phase():
    g = bare()
    for key in ("michael", "abdiel", "rabdos", "los", "gabriel", "wrath", "golem", "boomerang"):
        hand(g, 0, key)
    g.s.active = 0
    g.s.phase = "end"
    g.s.tasks = [("discard",), ("draw",)]
    g.check_invariants()  # still discarding: eight is allowed
    g.s.tasks = [("draw",)]
    with pytest.raises(InvariantError, match="after the discard phase"):
        g.check_invariants()


def test_hk_3_8_a_card_being_called_is_not_named_to_the_others_until_it_is_in_play():
    g = bare()
    play(g, 0, "free-city")
    play(g, 0, "arizona-free-zone")
    h = hand(g, 0, "michael")
    begin(g, 0)
    start = len(g.view(1).log)
    g.choose(f"call:{u(g, h)}")
    assert g.pending.kind == "place"
    assert "Michael" in g.view(0).prompt
    for p in (1, None):
        v = g.view(p)
        assert "Michael" not in (v.prompt or "") and v.decision_kind == "action"
    g.choose("back")
    assert g.s.pieces[h].where == "hand"
    assert not any("Michael" in e.text for e in g.view(1).log[start:])


ALL_NAMES = sorted({e.card.name for e in everything().cards}, key=len)


@functools.lru_cache(maxsize=None)
def _longer_names(token: str) -> tuple[str, ...]:
    """The card names holding ``token`` ("Vatican Arcology" for "Arcology")."""
    return tuple(n for n in ALL_NAMES if token != n and token in n)


def mentions(text: str, token: str) -> bool:
    """``token`` (a uid or a card name) as a whole word of ``text``; a longer
    name holding it ("Vatican Arcology" for "Arcology") does not count."""
    if token not in text:  # most tokens: no need to look closer
        return False
    for longer in _longer_names(token):
        text = text.replace(longer, "")
    return re.search(rf"(?<![\w-]){re.escape(token)}(?![\w-])", text) is not None


def readable(g, p: int) -> list[str]:
    v = g.view(p)
    board = json.dumps(dataclasses.asdict(v.board))
    board = re.sub(r'"text": "[^"]*"', "", board)  # printed texts of cards in sight may name other cards
    texts = [board] + [e.text for e in v.log] + [v.prompt or ""]
    texts += [o.label for o in v.options] + [o.id for o in v.options]
    return texts


@pytest.mark.parametrize("n", [2, 3])
def test_hk_3_8_no_private_token_reaches_another_seat_names_included(n):
    """Hands, decks and archives (HK-3.3, HK-3.4, HK-3.8): neither their uids
    nor the names of those cards (unless another copy is in sight) in
    anything a seat reads, at every decision of random games."""
    checked = 0
    for seed in (31, 32):
        g = new_game(seed, n)
        r = random.Random(seed)
        for _ in range(250):
            if g.over:
                break
            for p in range(n):
                tokens = g.private_tokens(p)
                for text in readable(g, p):
                    found = [t for t in tokens if mentions(text, t)]
                    assert not found, (seed, len(g.choices), p, found[:3], text[:120])
                checked += len(tokens)
            g.choose(r.choice(g.legal_ids()))
    assert checked  # there were private tokens to find


def test_hk_3_8_the_name_check_catches_a_named_hand_card():
    g = bare()
    play(g, 0, "free-city")
    play(g, 0, "arizona-free-zone")
    h = hand(g, 0, "sabrael")
    begin(g, 0)
    assert "Sabrael" in g.private_tokens(1) and u(g, h) in g.private_tokens(1)
    assert "Sabrael" not in g.private_tokens(0)


def test_hk_30_8_the_combat_is_in_every_view_but_not_the_damage_assigned():
    """The combat under way (HK-25..HK-32) is public in the view (target,
    sides, assemblies); a damage assignment is only ``committed`` until the
    reveal (HK-30.8): no view says to whom it goes."""
    seen = committed = 0
    for seed in (3, 4):
        g = new_game(seed)
        r = random.Random(seed)
        while not g.over and len(g.choices) < 700:
            cf = g.s.conflict
            for p in ((None, 0, 1) if cf is not None or len(g.choices) % 25 == 0 else ()):
                c = g.view(p).board.combat
                assert (c is None) == (cf is None)
                if c is None:
                    continue
                seen += 1
                assert c.target == g.uid(cf.target) and c.attacker == cf.attacker
                assert set(c.attackers) == {g.uid(x) for x in cf.attackers}
                assert set(c.joined) == {g.uid(x) for x in cf.joined}
                tasks = g.s.tasks
                for i in (0, 1):
                    doing = any(t[0] == "assign" and t[1] == i for t in tasks)
                    assert c.committed[i] == (cf.commit[i] is not None and not doing
                                              and any(t[0] == "reveal" for t in tasks))
                    if g.pending is not None and g.pending.kind == "assign" and g.pending.player == \
                            (cf.attacker, cf.defender)[i]:
                        assert not c.committed[i]  # still assigning: not yet "assigned"
                committed += any(c.committed)
                assert "commit" not in json.dumps(dataclasses.asdict(c)).replace('"committed"', "")
            g.choose(r.choice(g.legal_ids()))
    assert seen and committed


def test_hk_11_9_a_hand_card_shows_its_printed_values_and_a_host_in_play_its_free_will_and_votes():
    """What a player reads before calling a card (HK-11.9: attack, defense;
    HK-11.9.d/e: a Host's free will and votes; HK-11.7 its rank), and in play
    the values with what is attached (HK-33.12)."""
    g = bare()
    h = hand(g, 0, "michael")
    c = next(x for x in g.view(0).board.players[0].hand if x.uid == u(g, h))
    assert (c.attack, c.defense, c.free_will, c.votes, c.rank) == (3, 3, 3, 2, "archangel")
    d = hand(g, 0, "free-city")
    c = next(x for x in g.view(0).board.players[0].hand if x.uid == u(g, d))
    assert (c.attack, c.defense, c.free_will) == (2, 3, None)
    dom = play(g, 0, "free-city")
    m = play(g, 0, "michael", on=dom)
    t = play(g, 0, "chief-of-the-planets", on=m)
    seen = g.view(1).board.players[0].wilds[0].attached[0]
    assert seen.uid == u(g, m) and (seen.free_will, seen.votes) == (4, 3), t


def test_hk_30_1_the_combat_view_gives_each_fighter_its_values_in_this_fight():
    """HK-30.1, HK-27.1: the view's combat has each participant's attack and
    defense in the fight (joined +1/+1, boosts) and the sides' totals
    (HK-30.2), as the engine counts them."""
    joined = 0
    for seed in (3, 4, 5, 6):
        g = new_game(seed)
        r = random.Random(seed)
        while not g.over and len(g.choices) < 900:
            cf = g.s.conflict
            c = g.view(1).board.combat if cf is not None else None
            if c is not None:
                for x in cf.attackers + cf.defenders:
                    assert (g.uid(x), g.fight_attack(x), g.fight_defense(x)) in c.fight
                assert c.totals == g.totals()
                for x in cf.joined:
                    if x in cf.attackers + cf.defenders and not g.s.pieces[x].stricken:
                        joined += 1
                        assert (g.uid(x), g.attack(x) + 1, g.defense(x) + 1) in c.fight or g.s.boosts
            g.choose(r.choice(g.legal_ids()))
    assert joined
