"""Spending tau (HK-18.3, HK-18.5, HK-18.6, HK-18.8): no card of the pool
costs tau, so the cards here are written by the tests, as a deck designer
writes them (a miracle's or celestial power's call value, an ability's
cost), and checked by ``holytable deck check`` (one line per fault)."""
from __future__ import annotations

from pathlib import Path

import pytest
from hkhelpers import bare, begin, hand, ids, play, u

from holytable.cli import main as cli_main
from holytable.engine.deckfile import DeckFileError
from holytable.games.heresy import decks as deckfiles
from holytable.games.heresy.cards import Ability, Array, CallValue, Cost, Effect, Host, Miracle, Power

#: a miracle costing 2 tau (and 1 aura): draw a card
TITHE = Miracle(key="tithe", name="Tithe", conviction="devotion", type="miracle",
                call=CallValue(aura=1, tau=2), effect=Effect(verb="draw", amount=1))
#: a celestial power costing 3 tau: gain 2 aura
OFFERING = Power(key="offering", name="Offering", conviction="devotion", type="power",
                 call=CallValue(tau=3), effect=Effect(verb="gain_aura", amount=2))
#: an array whose ability opens it and costs 1 tau more: draw a card
VAULT = Array(key="vault", name="Vault", conviction="technology", type="array", attack=1, defense=2, capacity=5,
              abilities=(Ability(cost=Cost(open=True, tau=1), effect=Effect(verb="draw", amount=1)),))
#: a Host whose ability costs 1 tau and does not open it, played as a miracle: 1 damage to a character
BURNER = Host(key="burner", name="Burner", conviction="devotion", type="host", attack=1, defense=2, free_will=1,
              votes=1, affiliation="celestial", rank="angel",
              abilities=(Ability(cost=Cost(open=False, tau=1), miracle=True,
                                 effect=Effect(verb="damage", amount=1, target="character")),))
EXTRA = (TITHE, OFFERING, VAULT, BURNER)


def table(n: int = 2):
    """Samantha (seat 0) and Mike each have virtual support 3 (a Free City and
    a Vatican Arcology): enough for three arrays."""
    g = bare(n=n, extra=EXTRA)
    fc = play(g, 0, "free-city")
    play(g, 0, "vatican-arcology")
    play(g, 1, "vatican-arcology")
    return g, fc


def test_hk_18_3_a_tau_cost_asks_which_ready_arrays_to_open_and_how_much_each_gives():
    g, fc = table()
    a1 = play(g, 0, "arena")
    a2 = play(g, 0, "kiev-grid")
    a3 = play(g, 0, "osaka-expanse")  # no tau: never offered
    g.add_tau(a1, 3)
    g.add_tau(a2, 1)
    t = hand(g, 0, "tithe")
    begin(g, 0)
    opt = next(o for o in g.pending.options if o.id == f"miracle:{u(g, t)}")
    assert "2 tau" in opt.label and ("tau", 2) in opt.cost and ("aura", 1) in opt.cost
    g.choose(opt.id)
    assert g.pending.kind == "pay"  # the aura first (HK-9.7.a)
    g.choose("autopay")
    assert g.pending.kind == "tau_pay" and g.pending.player == 0
    # each choice leaves the rest payable: Kiev Grid's 1 tau alone leaves 1 that Arena can give
    assert set(ids(g)) == {f"tau_from:{u(g, a1)}:1", f"tau_from:{u(g, a1)}:2", f"tau_from:{u(g, a2)}:1",
                           "cancel"}
    assert not g.s.pieces[a1].open and g.tau(0) == 4  # nothing taken while choosing
    g.choose(f"tau_from:{u(g, a2)}:1")  # then Arena is the only array left: 1 taken at once
    assert g.s.pieces[a1].tau == 2 and g.s.pieces[a2].tau == 0 and g.tau(0) == 2
    assert g.s.pieces[a1].open and g.s.pieces[a2].open and not g.s.pieces[a3].open
    assert t in g.s.sides[0].oblivion and g.pending.kind == "action"
    assert any("spends 1 tau" in line for line in g.log.lines_for(0))
    g.check_invariants()  # the tau ledger (HK-18.7): spent tau left the arrays


def test_hk_18_3_each_opened_array_may_give_any_amount():
    g, fc = table()
    a1 = play(g, 0, "arena")
    a2 = play(g, 0, "osaka-expanse")
    g.add_tau(a1, 2)
    g.add_tau(a2, 2)
    o = hand(g, 0, "offering")
    begin(g, 0)
    g.choose(f"power:{u(g, o)}")
    assert set(ids(g)) == {f"tau_from:{u(g, a1)}:1", f"tau_from:{u(g, a1)}:2", f"tau_from:{u(g, a2)}:1",
                           f"tau_from:{u(g, a2)}:2", "cancel"}
    g.choose(f"tau_from:{u(g, a2)}:2")
    assert (g.s.pieces[a1].tau, g.s.pieces[a2].tau) == (1, 0) and g.s.sides[0].aura == 2


def test_hk_18_3_one_way_to_pay_is_taken_without_asking():
    g, fc = table()
    a1 = play(g, 0, "arena")
    a2 = play(g, 0, "kiev-grid")
    g.add_tau(a1, 2)
    g.add_tau(a2, 1)
    o = hand(g, 0, "offering")
    begin(g, 0)
    g.choose(f"power:{u(g, o)}")  # 3 tau, 3 stored: all of it
    assert g.pending.kind == "action" and g.tau(0) == 0 and g.s.sides[0].aura == 2


def test_hk_18_3_cancelling_the_payment_costs_nothing():
    g, fc = table()
    a1 = play(g, 0, "arena")
    a2 = play(g, 0, "osaka-expanse")
    a3 = play(g, 0, "kiev-grid")
    g.add_tau(a1, 2)
    g.add_tau(a2, 2)
    g.add_tau(a3, 1)
    o = hand(g, 0, "offering")
    begin(g, 0)
    g.choose(f"power:{u(g, o)}")
    g.choose(f"tau_from:{u(g, a1)}:1")
    assert g.pending.kind == "tau_pay"  # 2 more, from Osaka Expanse or Kiev Grid
    g.choose("cancel")
    assert g.pending.kind == "action" and o in g.s.sides[0].hand
    assert g.tau(0) == 5 and not any(g.s.pieces[a].open for a in (a1, a2, a3))


def test_hk_18_3_a_card_that_cannot_be_paid_is_not_offered():
    g, fc = table()
    a1 = play(g, 0, "arena")
    a2 = play(g, 0, "kiev-grid")
    g.add_tau(a1, 2)
    g.add_tau(a2, 2)
    g.s.pieces[a2].open = True  # an open array gives no tau (HK-18.3: ready arrays)
    o = hand(g, 0, "offering")
    begin(g, 0)
    g.s.pieces[a2].open = True
    g.pending = g._d_action()
    assert f"power:{u(g, o)}" not in ids(g)
    g.s.pieces[a2].open = False
    g.pending = g._d_action()
    assert f"power:{u(g, o)}" in ids(g)


def test_hk_18_8_a_stricken_array_cannot_pay():
    g, fc = table()
    a1 = play(g, 0, "arena")
    a2 = play(g, 0, "kiev-grid")
    g.add_tau(a1, 2)
    g.add_tau(a2, 1)
    o = hand(g, 0, "offering")
    begin(g, 0)
    g.strike(a2)
    g.pending = g._d_action()
    assert f"power:{u(g, o)}" not in ids(g) and a2 not in g.tau_sources(0)
    assert g.tau(0) == 3  # its tau is still there (HK-18.8), only not spendable


def test_hk_18_5_hk_18_6_tau_is_paid_on_another_player_s_turn_without_a_window():
    g, fc = table()
    d1 = play(g, 1, "free-city")
    b = play(g, 1, "burner", on=d1)
    a1 = play(g, 1, "arena")
    a2 = play(g, 1, "kiev-grid")
    g.add_tau(a1, 2)
    g.add_tau(a2, 2)
    zoners = play(g, 0, "zoners", on=fc)
    wrath = hand(g, 0, "wrath")
    begin(g, 0)
    g.choose(f"power:{u(g, wrath)}:{u(g, b)}")
    if g.pending.kind == "pay":
        g.choose("autopay")
    assert g.pending.kind == "window" and g.pending.player == 1
    oid = f"ability:{u(g, b)}:0:{u(g, zoners)}"
    assert oid in ids(g)  # HK-18.5: Mike may spend tau on Samantha's turn
    g.choose(oid)
    assert g.pending.kind == "tau_pay" and g.pending.player == 1
    g.choose(f"tau_from:{u(g, a2)}:1")
    # HK-18.6: opening the array was no effect: the window asks about the Burner's effect, not the opening
    assert g.s.pieces[a2].open and g.s.pieces[a2].tau == 1 and g.tau(1) == 3
    assert g.pending.kind == "window" and len(g.s.stack) == 2


def test_hk_18_3_an_ability_that_opens_its_array_does_not_pay_from_it():
    g, fc = table()
    v = play(g, 0, "vault")
    g.add_tau(v, 3)
    begin(g, 0)
    assert not any(i.startswith(f"ability:{u(g, v)}") for i in ids(g))  # its own tau cannot pay
    a1 = play(g, 0, "kiev-grid")
    g.add_tau(a1, 1)
    g.pending = g._d_action()
    oid = f"ability:{u(g, v)}:0"
    assert oid in ids(g)
    opt = next(o for o in g.pending.options if o.id == oid)
    assert opt.label.endswith("(1 tau)") and ("tau", 1) in opt.cost
    hand_before = len(g.s.sides[0].hand)
    g.choose(oid)
    assert g.s.pieces[v].tau == 3 and g.s.pieces[a1].tau == 0 and g.s.pieces[v].open and g.s.pieces[a1].open
    assert len(g.s.sides[0].hand) == hand_before + 1


# -- deck check: tau costs in a designer's pool file ---------------------------------------------------
def write(tmp_path: Path, text: str) -> Path:
    p = tmp_path / "cards.yaml"
    p.write_text(text, encoding="utf-8")
    return p


def test_hk_18_3_deck_check_accepts_tau_costs_on_miracles_powers_and_abilities(tmp_path):
    text = ("game: heresy\ncards:\n"
            "  tithe: {type: miracle, name: Tithe, conviction: devotion, call: {tau: 2},\n"
            "          effect: {verb: draw, amount: 1}}\n"
            "  vault: {type: array, name: Vault, conviction: technology, attack: 1, defense: 2, capacity: 5,\n"
            "          abilities: [{cost: {open: true, tau: 1}, effect: {verb: draw, amount: 1}}]}\n")
    assert deckfiles.check_file(write(tmp_path, text)).startswith("card pool (2 cards")


@pytest.mark.parametrize("card, line, says", [
    ("  burner: {type: host, name: Burner, conviction: devotion, attack: 1, defense: 2, free_will: 1,\n"
     "           votes: 1, affiliation: celestial, rank: angel, call: {aura: 1, tau: 1}}\n",
     3, "only a miracle or a celestial power may cost tau"),
    ("  tithe: {type: miracle, name: Tithe, conviction: devotion,\n"
     "          call: {tau: -1}, effect: {verb: draw, amount: 1}}\n", 4, "tau should be greater than or equal to 0"),
    ("  vault: {type: array, name: Vault, conviction: technology, attack: 1, defense: 2, capacity: 5,\n"
     "          abilities: [{cost: {tau: many}, effect: {verb: draw, amount: 1}}]}\n", 4, "tau must be a whole number"),
])
def test_hk_18_3_deck_check_names_file_line_and_card_of_a_bad_tau_cost(tmp_path, capsys, card, line, says):
    """The line of the bad value (the card's own for a rule about the whole card)."""
    p = write(tmp_path, "game: heresy\ncards:\n" + card)
    with pytest.raises(DeckFileError) as e:
        deckfiles.check_file(p)
    key = card.split(":")[0].strip()
    assert f":{line}:" in str(e.value) and f"'{key}'" in str(e.value) and says in str(e.value)
    assert cli_main(["deck", "check", str(p)]) == 1
    out = capsys.readouterr().out
    assert out.count("\n") == 1 and str(p) in out and "Traceback" not in out


# -- HK-18.4: the store/spend action --------------------------------------------------------------------
def test_hk_18_4_one_opened_array_moves_its_tau_onto_several_arrays():
    """"Open one ready array of yours to move any of its tau onto other
    arrays": after the first move the same opening may go on to another
    array, or stop."""
    g, fc = table()
    a1 = play(g, 0, "osaka-expanse")
    a2 = play(g, 0, "kiev-grid")
    a3 = play(g, 0, "arena")
    g.add_tau(a1, 4)
    g.add_tau(a2, 2)
    begin(g, 0)
    g.choose(f"tau:{u(g, a1)}")
    assert "back" in ids(g) and "tau_done" not in ids(g)
    g.choose(f"tau_to:{u(g, a2)}:1")  # Kiev Grid is full now
    assert g.pending.kind == "tau_to" and "back" not in ids(g) and "tau_done" in ids(g)
    assert set(ids(g)) == {f"tau_to:{u(g, a3)}:{k}" for k in (1, 2, 3)} | {"tau_done"}
    g.choose(f"tau_to:{u(g, a3)}:2")
    g.choose("tau_done")
    assert [g.s.pieces[a].tau for a in (a1, a2, a3)] == [1, 3, 2] and g.s.pieces[a1].open
    assert g.pending.kind == "action" and f"tau:{u(g, a1)}" not in ids(g)
    g.check_invariants()
