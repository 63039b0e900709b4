"""What the fourth fresh player found in the Heresy engine (issue 13, lane
hkfixf): the automatic payment, labels aimed at one's own cards, the secret
damage split's wording, the challenge banner and the log's truth."""
from __future__ import annotations

from hkhelpers import bare, begin, hand, ids, play, u


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
