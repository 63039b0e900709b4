"""Card abilities (HK-15), the effect vocabulary (heresy-cards.md part 2),
asking every player in a window (HK-23.11) and paying for an answer
(HK-9.7.a): windows.py, cards.py, decks/heresy/cards.yaml."""
from __future__ import annotations

import re

import pytest

from hkhelpers import bare, begin, hand, ids, play, u

from holytable.games.heresy import decks as deckfiles
from holytable.games.heresy.cards import EFFECT_VERBS
from holytable.games.heresy.rules import HeresyGame

POOL = deckfiles.load_pool()
#: IC verbs are played by the IC part of the engine (lane hkconf), not through fx_ handlers here.
IC_VERBS = {"stop_attackers", "strike_attackers", "damage_attackers"}


def pay(g) -> None:
    if g.pending is not None and g.pending.kind == "pay":
        g.choose("autopay")


def grigori_table(ask: bool = False):
    """W8's table: Samantha (seat 0) has the Grigori on a Vatican Arcology;
    Mike (seat 1) the Doppelganger (defense 1) on an Anubis Den, Boomerang in
    hand."""
    g = bare(ask=ask)
    va = play(g, 0, "vatican-arcology")
    gri = play(g, 0, "grigori", on=va)
    den = play(g, 1, "anubis-den")
    dop = play(g, 1, "doppelganger", on=den)
    boom = hand(g, 1, "boomerang")
    begin(g, 0)
    return g, gri, dop, boom


# -- the text's example and HK-15 --------------------------------------------------------------------
def test_hk_w8_hk_15_5_hk_23_6_the_grigori_lose_their_target_to_boomerang():
    """W8 (Timing of Effects): Samantha opens the Grigori for 1 damage on the
    Doppelganger; Mike answers with Boomerang, which resolves first (HK-23.3);
    the Grigori's effect has no target and does nothing (HK-23.6); they stay
    open (HK-23.5)."""
    g, gri, dop, boom = grigori_table()
    oid = f"ability:{u(g, gri)}:0:{u(g, dop)}"
    assert oid in ids(g)
    label = g.pending.get(oid).label
    assert label == "Open Grigori: 1 damage to Doppelganger"
    g.choose(oid)
    assert g.s.pieces[gri].open  # HK-15.2: the cost is paid at once
    assert g.pending.player == 1 and g.pending.kind == "window"
    g.choose(f"miracle:{u(g, boom)}:{u(g, dop)}")
    pay(g)
    assert g.s.pieces[dop].where == "hand" and g.s.pieces[dop].damage == 0
    assert g.s.pieces[gri].open and g.s.pieces[gri].where == "attached"
    assert any("lost its target" in e.text for e in g.view(0).log)
    assert g.pending.kind == "action" and oid not in ids(g)  # HK-12.2: open, not again this turn


def test_hk_15_5_the_grigori_s_damage_kills_when_nobody_answers():
    g, gri, dop, boom = grigori_table()
    g.choose(f"ability:{u(g, gri)}:0:{u(g, dop)}")
    g.choose("pass")
    assert dop in g.s.sides[1].oblivion  # defense 1, in the Wilds: obliterated (HK-23.10, HK-31.1)


def test_hk_15_2_the_oracle_opens_to_draw_a_card_once_until_ready():
    g = bare()
    d = play(g, 0, "kyoto-shrine-ward")
    ora = play(g, 0, "oracle", on=d)
    begin(g, 0)
    n = len(g.s.sides[0].hand)
    oid = f"ability:{u(g, ora)}:0"
    assert oid in ids(g)
    g.choose(oid)
    assert len(g.s.sides[0].hand) == n + 1 and g.s.pieces[ora].open
    assert oid not in ids(g)


def test_hk_15_4_hk_14_6_no_ability_on_the_turn_a_character_is_called():
    g = bare()
    play(g, 0, "vatican-arcology")
    play(g, 0, "pilgrim-road")
    gri = hand(g, 0, "grigori")
    begin(g, 0)
    g.choose(f"call:{u(g, gri)}")
    while g.pending.kind in ("place", "pay"):
        g.choose(g.legal_ids()[0] if g.pending.kind == "place" else "autopay")
    assert g.s.pieces[gri].where == "attached"
    assert not any(i.startswith(f"ability:{u(g, gri)}") for i in ids(g))


def test_hk_12_6_hk_15_3_a_stricken_card_has_no_ability():
    g = bare()
    d = play(g, 0, "kyoto-shrine-ward")
    ora = play(g, 0, "oracle", on=d)
    begin(g, 0)
    g.strike(ora)
    g.pending = g._advance()
    assert not any(i.startswith("ability:") for i in ids(g))


def test_hk_15_1_an_ability_not_played_as_a_miracle_waits_for_its_own_turn():
    """Mike's Grigori are not offered in a window on Samantha's turn; his
    Exchange Towers (an ability played as a miracle, HK-24.1) are."""
    g = bare(ask=True)
    play(g, 0, "free-city")
    play(g, 0, "rim")
    wrath = hand(g, 0, "wrath")
    va = play(g, 1, "vatican-arcology")
    gri = play(g, 1, "grigori", on=va)
    et = play(g, 1, "exchange-towers")
    g.s.pieces[gri].open = True  # opened earlier: the Towers may ready it
    begin(g, 0)
    g.choose(f"power:{u(g, wrath)}:{u(g, gri)}")
    pay(g)
    assert g.pending.player == 1 and g.pending.kind == "window"
    assert not any(i.startswith(f"ability:{u(g, gri)}") for i in ids(g))
    assert f"ability:{u(g, et)}:0:{u(g, gri)}" in ids(g)


def test_hk_24_2_hk_24_1_opening_a_domain_for_its_ability_as_a_reaction():
    """Mike opens his Exchange Towers in answer to Wrath to ready his open
    Grigori: the opening is an effect on the stack, answered in its turn
    (HK-23.8), and resolves before Wrath (HK-23.3). The Towers give no aura
    now (HK-9.5)."""
    g = bare(ask=True)
    play(g, 0, "free-city")
    play(g, 0, "rim")
    wrath = hand(g, 0, "wrath")
    va = play(g, 1, "vatican-arcology")
    gri = play(g, 1, "grigori", on=va)
    et = play(g, 1, "exchange-towers")
    g.s.pieces[gri].open = True
    begin(g, 0)
    g.choose(f"power:{u(g, wrath)}:{u(g, gri)}")
    pay(g)
    g.choose(f"ability:{u(g, et)}:0:{u(g, gri)}")
    assert g.s.pieces[et].open and et not in g.aura_sources(1)
    assert g.pending.player == 0 and g.pending.kind == "window"  # Samantha may answer the Towers
    g.choose("pass")
    assert g.pending.player == 1 and g.pending.only_pass()  # Mike, asked about his own Towers (HK-23.11.b)
    g.choose("pass")  # the Towers resolve, then Wrath
    assert gri in g.s.sides[1].oblivion  # readied, and then killed by Wrath's 2 damage
    assert any("is readied" in e.text for e in g.view(1).log)


def test_hk_14_3_a_location_uses_its_ability_the_turn_it_is_built():
    g = bare()
    d = play(g, 0, "free-city")
    mich = play(g, 0, "michael", on=d)
    g.s.pieces[mich].open = True
    et = hand(g, 0, "exchange-towers")
    begin(g, 0)
    g.s.pieces[mich].open = True
    g.pending = g._advance()
    g.choose(f"build:{u(g, et)}")
    assert f"ability:{u(g, et)}:0:{u(g, mich)}" in ids(g)
    g.choose(f"ability:{u(g, et)}:0:{u(g, mich)}")
    assert not g.s.pieces[mich].open


# -- the pool: every card does what its text says -----------------------------------------------------
CARDS = sorted(POOL.cards)


def _effects(card):
    out = []
    if getattr(card, "effect", None) is not None:
        out.append(card.effect)
    out += [ab.effect for ab in getattr(card, "abilities", ())]
    return out


@pytest.mark.parametrize("key", CARDS)
def test_hk_15_every_effect_and_ability_of_the_pool_has_a_handler(key):
    card = POOL.cards[key]
    for eff in _effects(card):
        if card.type == "ic":
            assert eff.verb in IC_VERBS
            continue
        assert callable(getattr(HeresyGame, "fx_" + eff.verb, None)), f"{key}: no fx_{eff.verb}"


@pytest.mark.parametrize("key", CARDS)
def test_hk_11_1_card_text_says_what_the_engine_does(key):
    """The text names each thing the engine does with the card: its aura by
    opening, virtual support, keywords, abilities (and "as a miracle" exactly
    when the ability is one); an ability's card says how it is used."""
    card = POOL.cards[key]
    text = card.text.lower()
    if getattr(card, "aura", 0):
        assert f"{card.aura} aura" in text
    if card.type in ("host", "heathen") and card.vs:
        assert "virtual support" in text
    for kw in getattr(card, "keywords", ()):
        assert kw in text
    abilities = getattr(card, "abilities", ())
    for ab in abilities:
        assert ("open" in text) == ab.cost.open
        assert ("as a miracle" in text) == ab.miracle
        words = {"damage": "damage", "draw": "draw", "ready": "ready"}[ab.effect.verb]
        assert words in text
    if not abilities and card.type in ("host", "heathen", "domain", "array"):
        # no other "open ...:" promise in the text than the aura
        assert not re.search(r"open (it|them)\b|open: (?!\d+ aura)", text), \
            f"{key}: its text promises an ability it has not"


# -- one test per verb: resolve() through its handler -------------------------------------------------
def _table():
    g = bare()
    d0 = play(g, 0, "free-city")
    play(g, 0, "kiev-grid")
    d1 = play(g, 1, "rim")
    c = play(g, 1, "gaians", on=d1)  # 2/3
    begin(g, 0)
    return g, d0, d1, c


@pytest.mark.parametrize("verb", [v for v in EFFECT_VERBS if v not in IC_VERBS])
def test_hk_23_4_every_verb_of_the_vocabulary_resolves_through_its_handler(verb):
    g, d0, d1, c = _table()
    p = g.s.pieces[c]
    s0 = g.s.sides[0]
    before_hand = len(s0.hand)
    if verb == "ready":
        p.open = True
    if verb == "heal":
        p.damage = 2
    if verb == "counter":
        g.s.stack.append((1, -1, "draw", 1, -1, ""))
        target = 0
    elif verb == "negate_votes":
        from holytable.games.heresy.aereopagus import Aereo
        g.s.aereo = Aereo("challenge", 0, [c, c], [0, 1])
        g.s.aereo.cast[c] = 2
        g.s.aereo.side[c] = 1
        target = c
    else:
        target = c if verb not in ("draw", "gain_aura", "gain_tau") else -1
    g.resolve((0, -1, verb, 2, target, ""))
    g.pending = g._advance() if g.s.tasks else g.pending
    check = {
        "damage": lambda: p.damage == 2,
        "strike": lambda: p.stricken and p.open,
        "ready": lambda: not p.open,
        "return_to_hand": lambda: c in g.s.sides[1].hand,
        "obliterate": lambda: c in g.s.sides[1].oblivion,
        "heal": lambda: p.damage == 0,
        "boost": lambda: (c, 2, 0) in g.s.boosts,
        "no_damage": lambda: c in g.s.silenced,
        "counter": lambda: g.s.stack[0][2] == "countered",
        "negate_votes": lambda: g.s.aereo.totals() == (0, 0),
        "draw": lambda: len(s0.hand) == before_hand + 2,
        "gain_aura": lambda: s0.aura == 2,
        "gain_tau": lambda: g.tau(0) == 2,
    }[verb]
    assert check(), verb


# -- HK-23.11: every player is asked ----------------------------------------------------------------------
def _wrath_at(ask: bool, mike_has_answer: bool):
    g = bare(ask=ask)
    play(g, 0, "free-city")
    play(g, 0, "rim")
    wrath = hand(g, 0, "wrath")
    den = play(g, 1, "anubis-den")
    dop = play(g, 1, "doppelganger", on=den)
    hand(g, 1, "boomerang" if mike_has_answer else "rim")
    begin(g, 0)
    g.choose(f"power:{u(g, wrath)}:{u(g, dop)}")
    pay(g)
    return g


def test_hk_23_11_a_player_without_an_answer_is_asked_all_the_same():
    g = _wrath_at(ask=True, mike_has_answer=False)
    d = g.pending
    assert d.player == 1 and d.kind == "window" and d.window and ids(g) == ["pass"] and d.only_pass()
    g.choose("pass")
    # the maker is asked last (HK-23.8), with Pass alone too (ruling HK-23.11.b)
    assert (g.pending.player, g.pending.moment, ids(g)) == (0, "my_move", ["pass"])
    g.choose("pass")  # Wrath resolves
    assert g.pending.kind == "action"


def test_hk_23_11_the_other_seats_cannot_tell_whether_a_player_holds_an_answer():
    """Samantha's view is the same whether Mike holds Boomerang or not: he
    is asked in both, in the same window."""
    a = _wrath_at(ask=True, mike_has_answer=False)
    b = _wrath_at(ask=True, mike_has_answer=True)
    assert (a.pending.player, a.pending.kind, a.pending.prompt) == (b.pending.player, b.pending.kind,
                                                                    b.pending.prompt)
    assert a.view_dict(0) == b.view_dict(0)
    assert "pass" in ids(b) and len(ids(b)) > 1


# -- HK-9.7.a: paying for a miracle, a power, an ability ---------------------------------------------------
def test_hk_9_7_a_a_short_pool_asks_which_cards_to_open():
    g = bare()
    fc = play(g, 0, "free-city")  # 2 aura
    rim = play(g, 0, "rim")  # 2 aura
    den = play(g, 1, "anubis-den")
    dop = play(g, 1, "doppelganger", on=den)
    wrath = hand(g, 0, "wrath")  # 2 aura
    begin(g, 0)
    g.choose(f"power:{u(g, wrath)}:{u(g, dop)}")
    assert g.pending.kind == "pay" and g.pending.player == 0
    assert set(ids(g)) == {f"open:{u(g, fc)}", f"open:{u(g, rim)}", "autopay", "cancel"}
    g.choose(f"open:{u(g, rim)}")  # the player picks the card
    assert g.s.pieces[rim].open and not g.s.pieces[fc].open
    assert wrath in g.s.sides[0].oblivion and g.s.sides[0].aura == 0
    assert g.pending.kind in ("window", "action")


def test_hk_9_7_a_cancel_keeps_the_card_in_hand_and_the_aura_opened():
    g = bare()
    fc = play(g, 0, "free-city")
    den = play(g, 1, "anubis-den")
    dop = play(g, 1, "doppelganger", on=den)
    play(g, 0, "rim")
    wrath = hand(g, 0, "wrath")
    begin(g, 0)
    g.choose(f"power:{u(g, wrath)}:{u(g, dop)}")
    g.choose("cancel")
    assert wrath in g.s.sides[0].hand and g.pending.kind == "action" and not g.s.stack
    assert not g.s.pieces[fc].open


def test_hk_9_7_a_a_miracle_in_a_window_is_paid_by_its_player_then_the_window_goes_on():
    g, gri, dop, boom = grigori_table()
    g.choose(f"ability:{u(g, gri)}:0:{u(g, dop)}")
    g.choose(f"miracle:{u(g, boom)}:{u(g, dop)}")
    assert g.pending.kind == "pay" and g.pending.player == 1
    assert g.pending.others is not None  # the others read only that a payment is chosen
    g.choose("cancel")
    assert g.pending.kind == "window" and g.pending.player == 1  # asked again, Boomerang still in hand
    assert boom in g.s.sides[1].hand


def test_hk_21_2_the_gabrielites_give_support_as_their_text_says_jacked_in_too():
    """Their text: 1 virtual support in the Wilds, and jacked in while the
    body is in play (HK-16.5, HK-21.2)."""
    assert "jacked in" in POOL.cards["gabrielites"].text
    g = bare()
    d = play(g, 0, "rim")  # VS 1
    play(g, 0, "kiev-grid")
    gab = play(g, 0, "gabrielites", on=d)
    assert g.vs(0) == 2
    begin(g, 0)
    g.choose(f"jackin:{u(g, gab)}")
    assert g.s.pieces[gab].body == d and g.vs(0) == 2


def test_hk_15_an_ability_option_names_the_area_its_card_stands_in_now():
    """The option of an ability is made once and shared (by clones and by
    every game of the same decks): made while the Grigori stood in the Wilds,
    it kept zone "wilds" after they jacked in (a saved game, loaded with a
    fresh cache, then offered a different option than the live one)."""
    g, gri, dop, _boom = grigori_table()
    before = g.hk_ability_opt(gri, 0, dop)
    assert before.zones == ("wilds",)
    g.take(gri)
    arr = play(g, 0, "arena")
    g.put(gri, "attached", 0, arr)
    assert g.area(gri) == "matrix"
    assert g.hk_ability_opt(gri, 0, dop).zones == ("matrix",)
