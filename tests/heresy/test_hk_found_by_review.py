"""Rules an adversarial review of the engine found played wrong (2026-12-01),
each replayed from the position it found."""
from __future__ import annotations

from hkhelpers import bare, begin, hand, play, u


def test_hk_21_3_a_stricken_domain_gives_no_support_but_its_characters_still_do():
    """HK-21.3: support is not given by stricken cards; striking a domain does
    not strike the characters on it: the Gabrielites (VS 1) on a stricken Gene
    Spire still support (the engine skipped them with the domain)."""
    g = bare()
    gs = play(g, 0, "gene-spire")
    play(g, 0, "free-city")
    gab = play(g, 0, "gabrielites", on=gs)
    play(g, 0, "kiev-grid")
    play(g, 0, "arena")
    begin(g, 0)
    before = g.vs(0)
    g.strike(gs)
    assert not g.s.pieces[gab].stricken
    assert g.vs(0) == before - g.vs_of(gs) and g.vs(0) >= g.vs_of(gab) > 0
    assert g.short_of_support(0) == 0


def test_hk_14_6_a_character_called_this_turn_gives_no_support_in_the_matrix_either():
    """HK-14.6, HK-15.4: no ability, continuous or not, on the turn a character
    is called: the Gabrielites called and jacked in the same turn gave their
    support in the Matrix (only the Wilds checked the turn)."""
    g = bare()
    play(g, 0, "seafloor-metroplex")
    play(g, 0, "gene-spire")
    for a in ("kiev-grid", "arena", "nile-shard"):
        play(g, 0, a)
    gab = hand(g, 0, "gabrielites")
    begin(g, 0)
    g.choose(f"call:{u(g, gab)}")
    while g.pending.kind != "action":
        g.choose(next(o.id for o in g.pending.options if o.id.startswith(("place:", "autopay"))))
    vs = g.vs(0)
    g.choose(f"jackin:{u(g, gab)}")
    while g.pending.kind not in ("crash", "action"):  # which array: the first
        g.choose(g.pending.options[0].id)
    assert g.s.pieces[gab].called == g.s.turn and g.s.pieces[gab].body >= 0
    assert g.vs(0) == vs  # nothing added by the Gabrielites this turn
    assert g.pending.kind == "crash"  # 3 arrays and the Gabrielites need 4


def _matrix_fight_to_the_end(g, prefer: tuple[str, ...]) -> None:
    for _ in range(40):
        d = g.pending
        if d is None or (d.kind == "action" and d.player == g.s.active and g.s.conflict is None):
            return
        ids = [o.id for o in d.options]
        pick = [x for x in ids if x.startswith(prefer)]
        g.choose(pick[0] if pick else ids[0])


def test_hk_31_2_a_character_killed_with_its_empty_array_is_ripped_not_obliterated():
    """HK-31.2, HK-32.9.a: Nanael (jacked into Arena, no tau) and Arena both
    killed: she is ripped, stricken on her body's domain (the array's end
    was handled first, ripped her to the Wilds, and her death then
    obliterated her)."""
    g = bare()
    play(g, 0, "vatican-arcology")
    play(g, 0, "gene-spire")
    k = play(g, 0, "kiev-grid")
    play(g, 0, "corporate-ai", on=k)
    dom = play(g, 1, "biodome")
    play(g, 1, "vatican-arcology")
    arr = play(g, 1, "arena")
    nan = play(g, 1, "nanael", on=dom)
    begin(g, 1)
    g.choose(f"jackin:{u(g, nan)}")
    while g.pending.kind != "action":
        g.choose(g.pending.options[0].id)
    g.choose("end")
    while g.s.active == 1:
        g.choose(g.pending.options[-1].id)
    while g.pending.kind != "action":
        g.choose(g.pending.options[-1].id)
    g.choose(f"attack:{u(g, arr)}")
    _matrix_fight_to_the_end(g, ("attack_add", "attack_done", "defend", "pass", f"dmg:{u(g, nan)}"))
    p = g.s.pieces[nan]
    assert g.s.pieces[arr].where == "archive"
    assert p.where == "attached" and p.stricken and nan in g.s.pieces[dom].attached, p


def test_hk_30_3_a_a_stricken_character_on_the_target_takes_damage_first():
    """HK-28.9, HK-30.3, HK-30.3.a: a stricken Arioch on the attacked Arcology
    is damaged like a defender with defense 0, needing 1 point before the
    location takes any (it was never offered and survived)."""
    g = bare()
    rim = play(g, 0, "rim")
    play(g, 0, "vatican-arcology")
    play(g, 0, "jurors", on=rim)
    t = play(g, 1, "arcology")
    play(g, 1, "vatican-arcology")
    ar = play(g, 1, "arioch", on=t)
    g.strike(ar)
    begin(g, 0)
    g.choose(f"attack:{u(g, t)}")
    offered = False
    for _ in range(30):
        d = g.pending
        if d is None or d.kind == "action":
            break
        ids = [o.id for o in d.options]
        offered |= f"dmg:{u(g, ar)}" in ids
        g.choose("pass" if "pass" in ids else ids[0])
    assert g.s.pieces[ar].where == "oblivion"
    texts = [e.text for e in g.view(0).log]
    assert any("Arioch 1" in t for t in texts), texts[-6:]


def test_hk_8_7_a_a_cards_draw_from_a_short_deck_draws_what_is_left_without_a_forfeit():
    """HK-8.7.a (ruling): Uplink ("draw 2") with one card left in the deck
    draws that card and the game goes on; only the Draw phase forfeits."""
    from hkhelpers import ids

    g = bare()
    play(g, 0, "seafloor-metroplex")
    play(g, 1, "rim")
    up = hand(g, 0, "uplink")
    side = g.s.sides[0]
    for c in side.deck[:-1]:
        g.take(c)
        g.put(c, "oblivion", 0)
    begin(g, 0)
    held = len(side.hand)
    g.choose(next(i for i in ids(g) if i.startswith(f"power:{u(g, up)}")))
    while g.pending and g.pending.kind != "action" and not g.over:
        g.choose(next(o.id for o in g.pending.options if o.id not in ("cancel", "back")))
    assert not g.over and not side.out
    assert side.deck == [] and len(side.hand) == held  # Uplink left the hand, one card came in
