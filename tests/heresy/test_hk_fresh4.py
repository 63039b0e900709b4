"""What the fourth fresh player found in the Heresy engine (issue 13, lane
hkfixf): the automatic payment, labels aimed at one's own cards, the secret
damage split's wording, the challenge banner and the log's truth."""
from __future__ import annotations

from hkhelpers import bare, begin, hand, ids, play, u
from holytable.games.heresy.words import counted


def _ithuriel_table():
    """Seat 0: Old Rome Enclave (1 aura) and two London Domes (2 each) ready,
    Ithuriel (3 aura) in hand; the influence it needs from a Biodome, opened."""
    g = bare()
    rome = play(g, 0, "old-rome-enclave")
    lon1 = play(g, 0, "london-dome")
    lon2 = play(g, 0, "london-dome")
    ith = hand(g, 0, "ithuriel")
    begin(g, 0)
    return g, rome, lon1, lon2, ith


def test_hk_9_7_b_open_what_is_needed_opens_the_least_aura_that_pays():
    g, rome, lon1, lon2, ith = _ithuriel_table()
    g.choose(f"call:{u(g, ith)}")
    if g.pending.kind == "place":
        g.choose(ids(g)[0])
    assert g.pending.kind == "pay" and "autopay" in ids(g)
    g.choose("autopay")
    opened = [c for c in (rome, lon1, lon2) if g.s.pieces[c].open]
    assert rome in opened and len(opened) == 2  # 1 + 2 = 3, exact: one London Dome stays ready
    assert g.s.sides[0].aura == 0  # nothing left over to be lost (HK-9.4)


def test_hk_9_7_b_least_aura_ties_keep_characters_ready_then_fewest_cards():
    g = bare()
    rome = play(g, 0, "old-rome-enclave")    # 1
    gene = play(g, 0, "gene-spire")          # 1
    lon = play(g, 0, "london-dome")          # 2
    assert g.hk_least_aura([rome, gene, lon], 2) == [lon]  # 2 exact with one card, not 1 + 1
    assert g.hk_least_aura([rome, gene, lon], 4) == [rome, gene, lon]
    assert g.hk_least_aura([rome, gene, lon], 9) == [rome, gene, lon]  # all there is
    assert g.hk_least_aura([rome, gene, lon], 0) == []
    assert g.hk_least_aura([lon, rome], 1) == [rome]


def _wrath_table():
    """Seat 0 holds Wrath (2 aura, 1 Rebellion) with Rabdos on its Free City;
    seat 1 has Usiel on its Rim."""
    g = bare()
    rim = play(g, 0, "free-city")
    rab = play(g, 0, "rabdos", on=rim)
    orim = play(g, 1, "rim")
    usi = play(g, 1, "usiel", on=orim)
    w = hand(g, 0, "wrath")
    begin(g, 0)
    return g, w, rab, usi


def test_hk_11_8_wrath_on_ones_own_host_says_so_in_its_label():
    g, w, rab, usi = _wrath_table()
    labels = {o.id: o.label for o in g.pending.options}
    assert labels[f"power:{u(g, w)}:{u(g, rab)}"].startswith("Invoke Wrath on your own Rabdos (")
    assert labels[f"power:{u(g, w)}:{u(g, usi)}"].startswith("Invoke Wrath on Usiel (")


def test_hk_15_5_a_harmful_ability_aimed_at_ones_own_card_says_so():
    from holytable.games.heresy import words
    assert words.hk_target_name("Rabdos", True, "damage") == "your own Rabdos"
    assert words.hk_target_name("Rabdos", True, "heal") == "Rabdos"  # a help needs no warning
    assert words.hk_target_name("Usiel", False, "strike") == "Usiel"


def _w21_two_hosts():
    """W21 with Usiel (1/1) beside Rabdos (1/2) on Mike's Arcology: Samantha's
    Jurors (3/2) and Zoners (2/3) attack it."""
    g = bare()
    fc = play(g, 0, "free-city")
    jur = play(g, 0, "jurors", on=fc)
    zon = play(g, 0, "zoners", on=fc)
    arc = play(g, 1, "arcology")
    rab = play(g, 1, "rabdos", on=arc)
    usi = play(g, 1, "usiel", on=arc)
    begin(g, 0)
    g.choose(f"attack:{u(g, arc)}")
    for c in (jur, zon):
        g.choose(f"attack_add:{u(g, c)}")
    if g.pending.kind == "attack_add":
        g.choose("attack_done")
    return g, jur, zon, arc, rab, usi


def test_hk_30_11_each_assign_option_says_what_it_deals_and_where_the_rest_goes():
    g, jur, zon, arc, rab, usi = _w21_two_hosts()
    g.choose("defend")  # Samantha: 5 on Rabdos, Usiel, then the Arcology
    assert g.pending.kind == "assign" and g.pending.player == 0
    labels = {o.id: o.label for o in g.pending.options}
    assert labels[f"dmg:{u(g, rab)}"] == "Rabdos first (2 kills), then 1 to Usiel (kills), then 2 to Arcology"
    assert labels[f"dmg:{u(g, usi)}"] == "Usiel first (1 kills), then 2 to Rabdos (kills), then 2 to Arcology"
    g.choose(f"dmg:{u(g, rab)}")
    assert g.pending.kind == "assign" and g.pending.player == 1  # Mike: 5 on Jurors and Zoners
    labels = {o.id: o.label for o in g.pending.options}
    assert labels[f"dmg:{u(g, jur)}"] == "Jurors first (2 kills), then 3 to Zoners (kills)"
    assert labels[f"dmg:{u(g, zon)}"] == "Zoners first (3 kills), then 2 to Jurors (kills)"


def test_hk_30_6_an_assign_option_says_the_damage_left_over_is_lost():
    g, jur, zon, arc, rab, usi = _w21_two_hosts()
    g.choose("defend")
    g.s.conflict.defenders = [rab, usi]  # as when both Hosts stand in the location's place (HK-28.3)
    assert g.cb_assign_label(0, 5, {}, rab) == "Rabdos first (2 kills), then 1 to Usiel (kills); 2 left over are lost"
    assert g.cb_assign_label(0, 3, {}, usi) == "Usiel first (1 kills), then 2 to Rabdos (kills)"
    assert g.cb_assign_label(0, 1, {}, rab) == "all 1 to Rabdos"


def test_hk_34_4_after_a_decline_the_banner_says_it_was_declined_not_to_accept_or_decline():
    from test_hk_aereopagus import challenge, crucible_table
    from test_hk_fight_header import header
    g, c = crucible_table(title=False)
    play(g, 0, "arena")  # a second array: the tau gained asks where it is stored
    challenge(g, c, "phorlakh", "dubiel")
    g.choose("decline")
    assert g.pending.player == 0 and g.pending.kind != "ch_answer"  # the challenger stores the tau
    h = header(g, 0)
    assert "to accept or decline" not in h, h
    assert "Phorlakh (Samantha) challenged Dubiel (Mike): declined, Dubiel is stricken" in h, h
    g.check_invariants()


def test_hk_18_2_the_store_prompt_asks_how_many_on_which_array():
    from holytable.games.heresy import words
    assert words.prompt("store", n=2) == "Store 2 tau: how many on which array?"


def test_hk_33_5_the_banner_names_the_window_the_prompt_names():
    from test_hk_aereopagus import challenge, crucible_table
    from test_hk_fight_header import header
    g, c = crucible_table(title=False, ask=True)
    challenge(g, c, "phorlakh", "dubiel")
    g.choose("accept")
    for _ in range(60):  # the presentation's votes, every window passed, up to the window before the voting
        if g.pending.kind == "window" and g.s.aereo.stage == "execution":
            break
        g.choose("pass" if "pass" in ids(g) else ids(g)[0])
    assert g.pending.kind == "window" and "before the voting" in g.pending.prompt
    h = header(g, g.pending.player)
    assert "before the voting" in h and "presentation" not in h, h


def test_hk_23_8_a_combat_window_addresses_the_attacker_as_you():
    from test_hk_combat import _w21
    g, fc, arena, jur, zon, arc, rab = _w21()
    g.choose(f"attack:{u(g, arc)}")
    for c in (jur, zon):
        g.choose(f"attack_add:{u(g, c)}")
    if g.pending.kind == "attack_add":
        g.choose("attack_done")
    prompts = [g._d_window("combat1", seat, 0).prompt for seat in (0, 1)]  # each seat's window prompt
    assert prompts == ["You attack Arcology, before the defense: play a miracle?",
                       "Samantha attacks Arcology, before the defense: play a miracle?"]


def test_hk_34_11_a_a_crucible_survivor_is_told_the_damage_wears_off():
    from holytable.games.heresy import words
    names = ["Samantha", "Mike"]
    said = words.render(names, "crucible_damage", amounts={"damage": 4}, card="Nanael", killed=False)[0]
    assert said == "Nanael takes 4 damage and survives; the damage wears off with the challenge."
    assert words.render(names, "crucible_damage", amounts={"damage": 4}, card="Nanael",
                        killed=True)[0] == "Nanael takes 4 damage and is killed."
    assert words.render(names, "crucible_damage", amounts={"damage": 0}, card="Nanael",
                        killed=False)[0] == "Nanael takes no damage."


def test_hk_34_4_the_answer_to_a_challenge_shows_both_hosts_strength_in_its_prompt():
    from test_hk_aereopagus import challenge, crucible_table
    g, c = crucible_table(title=False)
    challenge(g, c, "phorlakh", "dubiel")
    assert g.pending.kind == "ch_answer"
    ph, du = g.card(c["phorlakh"]), g.card(c["dubiel"])
    assert g.pending.prompt == (f"Phorlakh ({ph.attack}/{ph.defense}, {counted(ph.votes, 'vote')}) challenges "
                                f"Dubiel ({du.attack}/{du.defense}, {counted(du.votes, 'vote')}): "
                                "accept, or decline in disgrace?")
