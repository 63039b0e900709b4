"""The text's Q&A (HK-38), its glossary (HK-39) and holytable's own rules
(HK-40): one test per ID, each checking what the engine does."""
from __future__ import annotations

import random
import re
from pathlib import Path

from holytable.games.heresy import decks as deckfiles
from holytable.games.heresy.rules import HeresyGame
from holytable.games.heresy.state import Conflict
from hkhelpers import bare, begin, hand, ids, new_game, play, u

ROOT = Path(__file__).resolve().parents[2]


def _accept_and_skip_votes(g):
    g.choose("accept")
    while g.pending.kind == "present":
        g.choose("abstain")
    while g.pending.kind == "execute":
        g.choose("pass")


# -- HK-38 the Q&A --------------------------------------------------------------------------------
def test_hk_38_1_the_assembly_keeps_its_bonus_when_the_leader_leaves():
    g = bare()
    src = play(g, 0, "free-city")
    lead = play(g, 0, "sabrael", on=src)
    other = play(g, 0, "usiel", on=src)
    dom = play(g, 1, "arcology")
    begin(g, 0)
    g.s.conflict = Conflict("wilds", 0, 1, dom, src, attackers=[lead, other], defenders=[dom],
                            joined=[lead, other])
    assert g.fight_attack(other) == g.attack(other) + 1
    g.obliterate(lead)  # the leader leaves before resolution
    assert g.s.conflict.attackers == [other]
    assert g.fight_attack(other) == g.attack(other) + 1 and g.fight_defense(other) == g.defense(other) + 1


def test_hk_38_2_a_character_s_conviction_need_not_match_its_location():
    g = bare()
    d = play(g, 0, "london-dome")  # Preservation
    play(g, 0, "free-city")  # Rebellion influence for Michael
    michael = hand(g, 0, "michael")  # Rebellion
    assert g.card(d).conviction != g.card(michael).conviction
    begin(g, 0)
    assert d in g.targets_for(michael)


def test_hk_38_3_a_killed_stricken_domain_may_give_0_tau_instead_of_obliteration():
    g = bare()
    dom = play(g, 1, "arcology")
    g.strike(dom)
    begin(g, 0)
    d = g._d_domain_killed(0, dom)
    assert d.player == 0
    take, obl = d.options
    assert take.id == f"take_tau:{u(g, dom)}" and take.amount == 0 and obl.id.startswith("obliterate:")
    g._a_domain_killed(0, dom, take.id)
    assert g.s.pieces[dom].where == "wilds" and g.tau(0) == 0


def test_hk_38_4_a_challenge_counts_as_an_attack_of_the_challenger():
    """A challenge waits like an attack (not the turn a Host is called) and is
    one of the turn's conflicts with that opponent."""
    g = bare()
    d0 = play(g, 0, "old-rome-enclave")
    play(g, 0, "kiev-grid")
    d1 = play(g, 1, "kyoto-shrine-ward")
    sab = play(g, 0, "sabrael", on=d0)
    dub = play(g, 1, "dubiel", on=d1)
    g.s.pieces[sab].called = 1  # called on turn 1 ...
    begin(g, 0)
    g.s.pieces[sab].called = g.s.turn  # ... and now: called this turn
    g.pending = g._d_action()
    assert not any(i.startswith("challenge:") for i in ids(g))
    g.s.pieces[sab].called = -5
    g.pending = g._d_action()
    g.choose(f"challenge:{u(g, sab)}")
    g.choose(f"aim:{u(g, dub)}:obliterate")
    assert (1, "challenge") in g.s.conflicts


def test_hk_38_5_two_blitzers_deal_their_damage_at_the_same_moment():
    """In the Crucible (HK-37.6): a blitzing Host against a blitzing Host,
    both already hurt: both deal damage and both die (a lone blitzer would
    have killed the other first, W: test_hk_37_6)."""
    g = bare()
    d0 = play(g, 0, "old-rome-enclave")
    d1 = play(g, 1, "kyoto-shrine-ward")
    r0 = play(g, 0, "raguel", on=d0)  # 2/3 blitz
    r1 = play(g, 1, "raguel", on=d1)
    begin(g, 0)
    g.s.pieces[r0].damage = g.s.pieces[r1].damage = 1
    g.choose(f"challenge:{u(g, r0)}")
    g.choose(f"aim:{u(g, r1)}:obliterate")
    _accept_and_skip_votes(g)
    dmg = [dict(e.amounts)["damage"] for e in g.log.events if e.verb == "crucible_damage"]
    assert dmg == [2, 2]
    assert g.s.pieces[r0].where == "oblivion" and g.s.pieces[r1].where == "oblivion"


# -- HK-39 the glossary ---------------------------------------------------------------------------
def test_hk_39_1_the_aereopagus_is_the_hosts_and_meets_for_a_challenge():
    g = bare()
    d0 = play(g, 0, "old-rome-enclave")
    d1 = play(g, 1, "kyoto-shrine-ward")
    sab = play(g, 0, "sabrael", on=d0)
    play(g, 0, "sithriel", on=d0)
    play(g, 0, "gabrielites", on=d0)  # a Heathen: no vote
    dub = play(g, 1, "dubiel", on=d1)
    play(g, 1, "ashmedai", on=d1)
    begin(g, 0)
    g.choose(f"challenge:{u(g, sab)}")
    g.choose(f"aim:{u(g, dub)}:obliterate")
    g.choose("accept")
    assert g.s.aereo is not None and g.s.aereo.kind == "challenge"
    asked = set()
    while g.pending.kind == "present":
        asked.add(g.pending.options[0].cards[0])
        g.choose("abstain")
    assert asked and all(g.kind(g.by_uid[x]) == "host" for x in asked)
    assert {g.card(g.by_uid[x]).affiliation for x in asked} <= {"celestial", "infernal"}


def test_hk_39_2_an_aleph_is_a_card_of_its_own_type_that_goes_on_characters_or_locations():
    pool = deckfiles.load_pool()
    alephs = [c for c in pool.cards.values() if c.type == "aleph"]
    assert alephs and all(c.attach_to in ("character", "host", "location", "any") for c in alephs)


def test_hk_39_3_the_archive_holds_technology_cards_only():
    g = new_game(5)
    r = random.Random(5)
    seen = 0
    for _ in range(600):
        if g.over:
            break
        g.choose(r.choice(g.legal_ids()))
        for side in g.s.sides:
            seen += len(side.archive)
            assert all(g.card(c).conviction == "technology" for c in side.archive)
    assert seen  # some card was archived on the way


def test_hk_39_4_an_array_stands_in_the_matrix_and_stores_tau():
    pool = deckfiles.load_pool()
    assert all(c.capacity > 0 for c in pool.cards.values() if c.type == "array")
    g = bare()
    play(g, 0, "vatican-arcology")  # virtual support for it
    arr = hand(g, 0, "kiev-grid")
    begin(g, 0)
    g.choose(f"build:{u(g, arr)}")
    assert g.s.pieces[arr].where == "matrix" and g.store_targets(0) == [arr]


def test_hk_39_5_an_assembly_has_one_leader_of_the_highest_free_will():
    g = bare()
    d = play(g, 0, "free-city")
    sab = play(g, 0, "sabrael", on=d)
    usi = play(g, 0, "usiel", on=d)
    fw = {c: g.card(c).free_will for c in (sab, usi)}
    assert fw[sab] > fw[usi]
    assert g.joinable([sab, usi])
    assert not g.joinable([usi, play(g, 0, "usiel", on=d)])  # equal highest free will: no leader


def test_hk_39_6_attack_value_is_the_damage_a_card_deals_in_a_conflict():
    g = bare()
    src = play(g, 0, "free-city")
    jur = play(g, 0, "jurors", on=src)
    dom = play(g, 1, "arcology")
    begin(g, 0)
    g.s.conflict = Conflict("wilds", 0, 1, dom, src, attackers=[jur], defenders=[dom])
    assert g.fight_attack(jur) == g.card(jur).attack == g.totals()[0]


def test_hk_39_7_aura_from_opening_a_domain_pays_a_call():
    g = bare()
    d = play(g, 0, "free-city")
    usiel = hand(g, 0, "usiel")
    begin(g, 0)
    g.choose(f"open:{u(g, d)}")
    assert g.s.sides[0].aura == g.aura_of(d) > 0
    g.choose(f"call:{u(g, usiel)}")
    assert g.s.pieces[usiel].where == "attached"
    assert g.s.sides[0].aura == g.aura_of(d) - g.card(usiel).call.aura


def test_hk_39_8_blitz_is_a_keyword_of_characters():
    g = bare()
    d = play(g, 0, "free-city")
    raguel = play(g, 0, "raguel", on=d)
    sab = play(g, 0, "sabrael", on=d)
    assert "blitz" in g.keywords(raguel) and "blitz" not in g.keywords(sab)


def test_hk_39_9_a_body_is_a_token_on_the_domain_not_a_card():
    g = bare()
    va = play(g, 0, "vatican-arcology")
    rim = play(g, 0, "rimmon", on=va)
    kiev = play(g, 0, "kiev-grid")
    begin(g, 0)
    g.choose(f"jackin:{u(g, rim)}")
    assert g.s.pieces[rim].host == kiev and g.s.pieces[rim].body == va
    assert rim not in g.s.pieces[va].attached and g.total_cards == len(g.info)  # no card was made for it


def test_hk_39_10_the_glossary_stops_after_body():
    doc = (ROOT / "docs" / "rules" / "heresy.md").read_text(encoding="utf-8")
    section = doc[doc.index("## HK-39"):doc.index("## HK-40")]
    terms = re.findall(r"\*\*HK-39\.\d+\*\* ([A-Z][a-z]+)", section)
    assert terms[-2:] == ["Body", "The"] and len(terms) == 10


# -- HK-40 in holytable ---------------------------------------------------------------------------
def test_hk_40_1_two_to_five_players_a_length_option_and_the_tau_needed_shown():
    assert (HeresyGame.min_players, HeresyGame.max_players) == (2, 5)
    spec = {o.key: o for o in HeresyGame.OPTIONS}["length"]
    assert [v for v, _ in spec.choices] == ["short", "standard", "long", "very_long"]
    for n in (2, 5):
        g = new_game(1, n, length="long")
        assert g.view(0).board.tau_needed == g.tau_needed == {2: 19, 5: 9}[n]


def test_hk_40_2_every_choice_belongs_to_the_player_whose_it_is():
    g = new_game(3, 3)
    r = random.Random(3)
    # "pay" is not here: a miracle answering a build or a call (HK-7.3) is paid by whoever plays it (HK-9.7.a)
    own = {"action", "discard", "draw", "place", "tau_to", "aim", "attack_add"}
    kinds = set()
    for _ in range(1500):
        if g.over:
            break
        d = g.pending
        kinds.add(d.kind)
        assert not g.s.sides[d.player].out
        if d.kind in own:
            assert d.player == g.s.active, d.kind
        if d.kind == "ch_answer":
            assert d.player == g.s.aereo.seats[1]
        if d.kind == "split":
            assert d.player in g.s.aereo.seats
        g.choose(r.choice(g.legal_ids()))
    assert {"action", "discard"} <= kinds


def test_hk_40_3_a_secret_damage_assignment_is_shown_only_with_the_other():
    g = bare()
    fc = play(g, 0, "free-city")
    jur = play(g, 0, "jurors", on=fc)
    zon = play(g, 0, "zoners", on=fc)
    arc = play(g, 1, "arcology")
    play(g, 1, "rabdos", on=arc)
    begin(g, 0)
    g.choose(f"attack:{u(g, arc)}")
    for c in (jur, zon):
        g.choose(f"attack_add:{u(g, c)}")
    if g.pending.kind == "attack_add":
        g.choose("attack_done")
    g.choose("defend")
    assert g.pending.kind == "assign" and g.pending.player == 1  # the attacker's is committed
    for seat in (0, 1):
        assert not any(e.verb == "damage" for e in g.view(seat).log)
    g.choose(g.legal_ids()[0])
    assert any(e.verb == "damage" for e in g.view(0).log)


def test_hk_40_4_simulate_and_balance_seat_two_to_five():
    from holytable import sim
    from holytable.games.heresy import balance

    g = sim.play_one("heresy", 4, sim.ready_seatings("heresy", 5))  # every invariant checked
    assert g.num_players == 5 and g.over
    r = balance.run(1, 4, players=5)
    assert len(r["seat"]) == 5 and sum(r["seat"]) == 1

