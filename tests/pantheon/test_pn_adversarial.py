"""Rules-lawyer tests: corner cases where the engine once disagreed with the text
(docs/rules/pantheon.md, ../shared/rules/pantheon.txt) or a card's own words."""
from __future__ import annotations

from pn_support import attack, combat, keep_busy


# -- PN-12.1: WP go to whoever brought the character to 0 HP ---------------------------------------
def test_pn_12_1_a_character_back_above_0_hp_is_credited_to_its_new_destroyer(table):
    """Bo's own Fimbulwinter once brought his Immortal Achilles to 0 HP; a Blessing
    of Isis lifted him back to 3 HP. When Ana strips Immortal and bolts him, Ana
    destroyed him: the old credit (Bo's own field) must not stick."""
    g = table.game()
    table.arrange(g, keep_busy({"hand": ["achilles-heel", "bolt-of-zeus"], "points": (0, 3, 0)}),
                  {"active": [("achilles", {"dmg": 5})], "field": ["fimbulwinter"], "hand": ["blessing-of-isis"]})
    achilles = g.by_uid["p2-achilles-1"]
    g.damage(achilles, 1, 1)  # (as Bo's Fimbulwinter did at an upkeep)
    assert table.hp(g, 1, "active", 0) == 0 and table.key_at(g, 1, "active", 0) == "achilles"
    g.attach(g.s.sides[1].hand.pop(), (("c", achilles),))  # (as Bo blessed him in his go)
    g.touch()
    assert table.hp(g, 1, "active", 0) == 3
    g.choose("play:achilles-heel")
    g.choose("target:p2-achilles-1")
    table.pass_windows(g)
    assert table.hp(g, 1, "active", 0) == 2
    g.choose("play:bolt-of-zeus")
    g.choose("target:p2-achilles-1")
    table.pass_windows(g)
    assert table.unit(g, 1, "active", 0) is None
    assert g.s.sides[0].wp == 2  # Ana destroyed a Class 2


def test_pn_12_1_removing_the_card_that_gave_the_hp_credits_the_remover(table):
    """Troll Smash takes Bo's Ankh of Life (+3 HP) away from a Jackal with 7 damage:
    Ana's card brought it to 0 HP, so Ana earns its Class."""
    g = table.game()
    table.arrange(g, keep_busy({"hand": ["troll-smash", "fire-of-muspelheim"], "points": (0, 2, 0)}),
                  {"active": [("jackal-warrior", {"dmg": 7, "att": ["ankh-of-life"]}), ("sobek", {"dmg": 9})],
                   "field": ["valley-of-the-kings"]})
    assert table.hp(g, 1, "active", 0) == 2 and table.hp(g, 1, "active", 1) == 1
    g.choose("play:troll-smash")
    g.choose("target:p2-ankh-of-life-1")
    table.pass_windows(g)
    assert table.unit(g, 1, "active", 0) is None and g.s.sides[0].wp == 1
    g.choose("play:fire-of-muspelheim")  # Valley of the Kings gave Sobek 2 of his HP
    g.choose("target:p2-valley-of-the-kings-1")
    table.pass_windows(g)
    assert table.unit(g, 1, "active", 1) is None and g.s.sides[0].wp == 3


# -- PN-19.1: a player who is out takes no further part ----------------------------------------------
def test_pn_19_1_a_player_who_is_out_gains_no_wp_from_an_old_poison(table):
    g = table.game(players=3, goal=5)
    table.arrange(g, {"active": [("sobek", {"dmg": 7, "applied": [["poisoned", 2, 2]]})]},
                  {"active": ["jackal-warrior"]}, more=[{"out": True, "wp": 4}], start="upkeep", turn=3)
    assert table.unit(g, 0, "active", 0) is None  # the poison still killed Sobek ...
    assert g.s.sides[2].wp == 4 and (g.outcome is None or g.outcome.winner != 2)  # ... but P3 is out


# -- PN-14.4: Anubis and characters dying at the same time -----------------------------------------
def test_pn_14_4_anubis_sees_characters_that_die_with_it_whatever_their_spot(table):
    for order in (["anubis", "jackal"], ["jackal", "anubis"]):
        g = table.game()
        units = {"anubis": ("anubis", {"dmg": 12}), "jackal": ("jackal-warrior", {"dmg": 1})}
        table.arrange(g, keep_busy({"hand": ["ragnarok"], "points": (0, 4, 0)}),
                      {"active": [units[k] for k in order]})
        g.choose("play:ragnarok")
        table.pass_windows(g)
        assert g.pending.player == 1 and g.pending.kind == "trigger", order
        assert g.pending.prompt == "Anubis, Heart Weigher: put Jackal Warrior on top of your deck?"
        g.choose("yes")
        assert table.keys(g, g.s.sides[1].deck[-1:]) == ["jackal-warrior"]
        assert g.s.sides[0].wp == 4  # the destroyer still gains the WP of both


# -- PN-18 / Misdirection of Hermes: "choose another character it may hit instead" ---------------
def test_pn_18_1_misdirection_moves_an_attack_to_another_character_never_a_player(table):
    g = table.game(players=3)
    table.arrange(g, keep_busy({"active": ["jackal-warrior"], "points": (0, 0, 1)}),
                  {"active": ["sobek"], "hand": ["hermes-misdirection"], "points": (0, 1, 0)},
                  more=[{"wp": 3}], start="combat")
    table.pass_windows(g)
    g.choose("attack:p1-jackal-warrior-1:1")
    g.choose("target:p2-sobek-1")
    # P3 has no active character (Ana could hit P3 directly), but that is no character:
    # Misdirection has nothing to move the attack to.
    assert g.pending.player == 1 and g.legal_ids() == ["pass"]


def test_pn_17_2_misdirection_onto_a_player_who_let_the_attack_by_asks_them_again(table):
    """Ruling (docs/rules/pantheon.md, PN-17.2): Bo let Ana's attack on Cy's
    warrior by; Cy's Misdirection moves it onto Bo's Sobek: Bo is asked about
    the attack again, at his stop "another player announces an attack"."""
    g = table.game(players=3)
    table.arrange(g, keep_busy({"active": ["jackal-warrior"], "points": (0, 0, 1)}),
                  {"active": ["sobek"]},
                  more=[{"active": ["jackal-warrior"], "hand": ["hermes-misdirection"], "points": (0, 1, 0)}],
                  start="combat")
    table.pass_windows(g)
    g.choose("attack:p1-jackal-warrior-1:1")
    g.choose("target:p3-jackal-warrior-1")
    assert g.pending.player == 1 and g.pending.window and g.older_skip(2) is None  # an old window
    g.choose("pass")  # Bo: not his character
    assert g.pending.player == 2 and "twist:hermes-misdirection" in g.legal_ids()
    g.choose("twist:hermes-misdirection")
    while g.pending.window:  # the windows on the Misdirection itself
        g.choose("pass")
    assert g.pending.player == 2 and g.pending.kind == "retarget"
    g.choose(next(o for o in g.legal_ids() if "sobek" in o))
    d = g.pending
    assert d.player == 1 and d.window and d.moment == "their_attack", (d.player, d.kind, d.moment)
    # a save of revision 2 never had this window: replaying it passes here by itself
    assert g.older_skip(2) == "pass" and g.older_skip(3) is None
    g.choose("pass")
    assert not (g.pending.window and g.pending.player == 1)  # asked once, not again and again


def test_pn_17_2_misdirection_asks_nobody_twice_whose_window_is_still_to_come(table):
    """Bo's window on Ana's attack is still to come when Cy... here Bo casts
    the Misdirection onto Cy's warrior before Cy's window: Cy is asked once,
    in his own window, not twice."""
    g = table.game(players=3)
    table.arrange(g, keep_busy({"active": ["jackal-warrior"], "points": (0, 0, 1)}),
                  {"active": ["sobek"], "hand": ["hermes-misdirection"], "points": (0, 1, 0)},
                  more=[{"active": ["jackal-warrior"]}],
                  start="combat")
    table.pass_windows(g)
    g.choose("attack:p1-jackal-warrior-1:1")
    g.choose("target:p2-sobek-1")
    g.choose("twist:hermes-misdirection")
    while g.pending.window:
        g.choose("pass")
    g.choose(next(o for o in g.legal_ids() if "p3-" in o))
    asked = []
    while not g.over and g.pending.window:
        asked.append(g.pending.player)
        g.choose("pass")
    assert asked.count(2) == 1, asked


# -- PN-17.1: a Twist whenever it can be paid -------------------------------------------------------
def test_pn_17_1_after_casting_a_twist_the_caster_may_cast_another_at_the_same_attack(table):
    g = combat(table, {"active": ["fenrir"], "points": (0, 0, 3)},
               {"active": ["jackal-warrior"], "hand": ["scales-of-maat", "runes-of-warding"], "points": (0, 2, 0)})
    g.choose("attack:p1-fenrir-1:1")
    g.choose("target:p2-jackal-warrior-1")
    g.choose("twist:scales-of-maat")
    g.choose("target:p2-jackal-warrior-1")
    assert g.pending.player == 0 and g.legal_ids() == ["pass"]
    g.choose("pass")  # Ana lets the Scales resolve
    assert g.pending.window and g.pending.player == 1  # Bo may answer the attack again
    assert g.legal_ids() == ["pass", "twist:runes-of-warding"]
    g.choose("twist:runes-of-warding")
    g.choose("target:p2-jackal-warrior-1")
    table.pass_windows(g)
    assert table.hp(g, 1, "active", 0) == 4  # 5 damage: 3 stopped by the Scales, 2 by the Runes


# -- PN-14.3: a C3 Cost must be paid, not waved through -------------------------------------------
def test_pn_14_3_a_c3_sacrifice_needs_a_relic_of_your_own(table):
    """No pool card asks to sacrifice a relic yet, but the card format allows it:
    an opponent's relic must not make such a card playable for free."""
    from holytable.games.pantheon.cards import Deck, DeckEntry, Relic

    idol = Relic.model_validate({"key": "idol", "type": "relic", "name": "Idol of Test", "pantheon": "Greek",
                                 "class": 3, "cost": 1, "c3": {"sacrifice": "relic"},
                                 "statics": [{"kind": "bench_spots", "to": "you", "amount": 1}]})
    base = table.deck()
    deck = Deck(name="Test", cards=base.cards + (DeckEntry(card=idol, count=1),))
    g = table.game(decks=[deck, deck])
    table.arrange(g, keep_busy({"hand": ["idol"], "points": (1, 0, 0)}), {"bench": ["trojan-horse"]})
    assert "play:idol" not in g.legal_ids()  # Bo's Trojan Horse is not Ana's to sacrifice
    g2 = table.game(decks=[deck, deck])
    table.arrange(g2, keep_busy({"hand": ["idol"], "bench": ["canopic-jar"], "points": (1, 0, 0)}),
                  {"bench": ["trojan-horse"]})
    g2.choose("play:idol")
    assert g2.legal_ids() == ["sacrifice:p1-canopic-jar-1"]
