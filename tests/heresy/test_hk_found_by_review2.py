"""Rules a second adversarial review of the engine found played wrong
(2026-12-01, lane hkrev), each replayed from the position it found: the
action windows, the Aereopagus, combat and forfeits read against the text."""
from __future__ import annotations

from hkhelpers import bare, begin, hand, ids, play, u
from test_hk_aereopagus import challenge, crucible_table, revocation_table


def _until(g, kind: str, pick=None, limit: int = 60) -> None:
    """Choose (``pick(ids)``, or Pass where offered, else the first option)
    until a decision of ``kind``."""
    for _ in range(limit):
        if g.pending is None or g.pending.kind == kind:
            return
        o = ids(g)
        g.choose(pick(o) if pick else "pass" if "pass" in o else o[0])
    raise AssertionError(f"no {kind} decision came")


def test_hk_34_13_a_a_title_won_in_the_crucible_is_not_stricken_with_its_loser():
    """HK-34.13.a, HK-13.2: Sabrael kills Dubiel disputing Chief of the
    Planets: Dubiel is stricken and the title goes to Sabrael, who is not
    stricken, so neither is the title and its +1 free will counts (it was
    struck with Dubiel before it moved, and stayed stricken on Sabrael)."""
    g, c = crucible_table()
    challenge(g, c, "sabrael", "dubiel", "chief")
    g.choose("accept")
    _until(g, "split", lambda o: "vote:0" if "vote:0" in o else o[0])
    g.choose(ids(g)[-1])  # every vote to attack
    _until(g, "action")
    p = g.s.pieces
    assert p[c["dubiel"]].stricken
    assert p[c["chief"]].host == c["sabrael"] and not p[c["sabrael"]].stricken
    assert not p[c["chief"]].stricken
    assert g.free_will(c["sabrael"]) == g.card(c["sabrael"]).free_will + 1
    g.check_invariants()


def test_hk_1_4_the_forfeiting_players_title_on_another_players_host_leaves_play():
    """HK-1.4 (ruling): with three players, Mike's title won by Samantha's
    Sabrael (HK-34.13.a) leaves play when Mike forfeits on an empty deck
    (it stayed in play, owned by a player out of the game)."""
    g = bare(3)
    d0 = play(g, 0, "old-rome-enclave")
    play(g, 0, "kiev-grid")
    d1 = play(g, 1, "kyoto-shrine-ward")
    play(g, 2, "free-city")
    sab = play(g, 0, "sabrael", on=d0)
    dub = play(g, 1, "dubiel", on=d1)
    chief = play(g, 1, "chief-of-the-planets", on=dub)
    begin(g, 0)
    g.choose(f"challenge:{u(g, sab)}")
    g.choose(f"aim:{u(g, dub)}:{u(g, chief)}")
    g.choose("accept")
    _until(g, "action", lambda o: "vote:0" if "vote:0" in o else o[-1] if o[0].startswith("split") else
           "pass" if "pass" in o else o[0])
    assert g.s.pieces[chief].host == sab
    side = g.s.sides[1]
    for c in side.deck[:] + side.hand[:]:  # Mike: no card left to draw
        g.take(c)
        g.put(c, "oblivion", 1)
    g.choose("end")
    _until(g, "action")
    assert g.s.active == 1
    g.choose("end")  # Mike's draw phase finds his deck empty
    _until(g, "action")
    assert side.out and g.s.active == 2
    assert g.s.pieces[chief].where == "oblivion" and g.s.pieces[chief].seat == 1
    assert not any(g.info[c].owner == 1 for seat in (0, 2) for c in g.in_play(seat))
    g.check_invariants()


def _matrix_crucible():
    """Samantha's Sabrael (on Kiev Grid) challenges Mike's Ashmedai
    (netwalker on Arena, no body). Mike's Matrix needs 2 virtual support and
    has exactly 2: Kyoto Shrine Ward and the Gabrielites on it."""
    g = bare(ask=True)
    d0 = play(g, 0, "old-rome-enclave")
    k0 = play(g, 0, "kiev-grid")
    d1 = play(g, 1, "kyoto-shrine-ward")
    a1 = play(g, 1, "arena")
    c = {"sabrael": play(g, 0, "sabrael", on=k0), "ashmedai": play(g, 1, "ashmedai", on=a1),
         "gabrielites": play(g, 1, "gabrielites", on=d1), "boomerang": hand(g, 1, "boomerang"), "arena": a1}
    begin(g, 0)
    assert g.vs(1) == g.vs_needed(1) == 2 and d0 >= 0
    return g, c


def _boomerang_and_crash(g, c, crash: str) -> None:
    """Mike, asked in a window, sends the Gabrielites home with Boomerang and
    is one virtual support short: he crashes ``crash``."""
    _until(g, "window", None)
    while g.pending.player != 1:
        g.choose("pass")
    g.choose(f"miracle:{u(g, c['boomerang'])}:{u(g, c['gabrielites'])}")
    if g.pending.kind == "pay":
        g.choose("autopay")
    while g.pending.kind == "window":
        g.choose("pass")
    assert g.pending.kind == "crash"
    g.choose(f"crash:{u(g, c[crash])}")


def test_hk_33_13_the_contestant_crashed_out_of_play_dissolves_the_aereopagus():
    """HK-33.13 (ruling), HK-22.3, HK-22.6: Mike's own crash rips Ashmedai,
    bodiless, out of play during the Aereopagus: it is dissolved (the votes
    went on and the Crucible killed a card in oblivion)."""
    g, c = _matrix_crucible()
    g.choose(f"challenge:{u(g, c['sabrael'])}")
    g.choose(f"aim:{u(g, c['ashmedai'])}:obliterate")
    while g.pending.kind == "window":  # the challenge is an effect (ruling HK-23.13)
        g.choose("pass")
    g.choose("accept")
    _boomerang_and_crash(g, c, "ashmedai")
    assert g.s.pieces[c["ashmedai"]].where == "oblivion"
    assert g.s.aereo is None
    g.check_invariants()
    _until(g, "action", lambda o: "pass" if "pass" in o else o[0])
    assert not any(e.verb in ("tally", "reveal") for e in g.log.events)
    g.check_invariants()


def test_hk_26_10_an_attack_whose_target_crashes_in_its_first_window_ends_without_damage():
    """Ruling HK-26.10, HK-23.6: Mike crashes the attacked Arena in the first
    combat window: the attack has lost its target and ends; nobody takes
    damage (Arena defended from Mike's oblivion and dealt damage)."""
    g, c = _matrix_crucible()
    k0 = g.s.sides[0].matrix[0]
    cai = play(g, 0, "corporate-ai", on=k0)
    play(g, 0, "vatican-arcology")  # Samantha's support for the Corporate AI
    g.pending = g._d_action()
    g.choose(f"attack:{u(g, c['arena'])}")
    _until(g, "window", lambda o: f"attack_add:{u(g, cai)}" if f"attack_add:{u(g, cai)}" in o else
           "attack_done" if "attack_done" in o else o[0])
    _boomerang_and_crash(g, c, "arena")
    g.check_invariants()
    _until(g, "action", lambda o: "pass" if "pass" in o else o[0])
    assert g.s.conflict is None
    assert g.s.pieces[cai].damage == 0 and g.s.pieces[cai].open
    assert not any(e.verb in ("defend", "damage") for e in g.log.events)
    assert any(e.verb == "no_target" for e in g.log.events)
    g.check_invariants()


def test_hk_33_6_a_host_readied_in_the_window_before_the_presentation_presents():
    """HK-33.3, HK-33.6 ("every ready Host in play casts its votes during
    this phase"): Samantha readies Sithriel with the Exchange Towers in the
    window before the presentation; Sithriel is called to present (the
    voters were fixed when the Aereopagus convened, before that window)."""
    g, c = crucible_table(title=False, ask=True)
    et = play(g, 0, "exchange-towers")
    g.s.pieces[c["sithriel"]].open = True  # opened earlier this turn
    challenge(g, c, "phorlakh", "dubiel")
    g.choose("accept")
    assert g.pending.kind == "window" and g.pending.player == 0
    g.choose(f"ability:{u(g, et)}:0:{u(g, c['sithriel'])}")
    while g.pending.kind == "window":
        g.choose("pass")
    voters = []
    while g.pending.kind == "present":
        voters.append(g.by_uid[g.pending.options[0].cards[0]])
        g.choose("vote:0")
    assert voters == [c["sabrael"], c["sithriel"], c["ashmedai"], c["namaah"]]
    assert c["phorlakh"] not in voters  # HK-33.10: the opened challenger does not


def test_hk_35_9_the_revocations_contestants_vote_in_the_execution_too():
    """HK-35.9 (ruling: in a revocation the contestants are not opened and
    vote like any ready Host), HK-33.7: Sabrael, whom the revoking title is
    for, may open for her 4 free will (the execution skipped both, and the
    2-2 presentation tied)."""
    g, mine, theirs, held, title = revocation_table()
    g.choose("vote:0")  # Sabrael, AV 2
    g.choose("vote:1")  # Dubiel with the title, AV 2
    assert g.pending.kind == "execute" and f"open_vote:{u(g, mine)}:0" in ids(g)
    g.choose(f"open_vote:{u(g, mine)}:0")
    assert g.s.aereo.totals() == (6, 2)
    g.choose("done")
    assert f"open_vote:{u(g, theirs)}:1" in ids(g)
    g.choose("pass")  # Mike; Samantha has no ready Host left and passes unasked
    assert g.s.pieces[title].host == mine and g.s.pieces[held].where == "oblivion"
    g.check_invariants()


def test_hk_33_11_votes_cast_after_a_negation_count():
    """HK-33.11 (Subterfuge "negates all votes cast thus far by one Host"):
    negated after its 2 presentation votes, Sabrael opens in the execution
    for 4 more, and those count (every later vote of a negated Host was
    void too)."""
    g, c = crucible_table(title=False, ask=True)
    sub = hand(g, 1, "subterfuge")
    challenge(g, c, "phorlakh", "dubiel")
    g.choose("accept")
    while g.pending.kind == "window":
        g.choose("pass")
    for v in ("vote:0", "vote:0", "vote:1", "vote:1"):  # Sabrael 2, Sithriel 2; Ashmedai 1, Namaah 1
        g.choose(v)
    assert g.s.aereo.totals() == (4, 2)
    g.choose("pass")  # the window before the execution: Samantha, then Mike
    g.choose(f"miracle:{u(g, sub)}:{u(g, c['sabrael'])}")
    if g.pending.kind == "pay":
        g.choose("autopay")
    while g.pending.kind == "window":
        g.choose("pass")
    assert g.s.aereo.totals() == (2, 2)
    g.choose(f"open_vote:{u(g, c['sabrael'])}:0")
    assert g.s.aereo.totals() == (6, 2)
    g.check_invariants()


def test_hk_13_2_and_hk_1_4_invariants_catch_a_stricken_title_on_a_ready_host_and_an_out_players_card():
    """The invariants added with these fixes: an attachment stricken on a
    card that is not (HK-13.2), and a card in play whose owner is out of
    the game (HK-1.4)."""
    import pytest
    from holytable.engine.game import InvariantError

    g, c = crucible_table()
    g.s.pieces[c["chief"]].stricken = g.s.pieces[c["chief"]].open = True
    with pytest.raises(InvariantError, match="stricken on"):
        g.check_invariants()
    g, c = crucible_table()
    g.take(c["chief"])
    g.put(c["chief"], "attached", 0, c["sabrael"])
    g.check_invariants()
    g.s.sides[1].out = True
    for loc in g.s.sides[1].wilds + g.s.sides[1].matrix:
        g.obliterate(loc)
    with pytest.raises(InvariantError, match="owner is out"):
        g.check_invariants()


def _blitz_on_excalibur(spear: bool):
    """Samantha's Raguel (2/3, blitz; a Cyberdeck lets him netwalk) attacks
    Mike's Excalibur Megatrust (1/3, 4 tau) from a domain: with the Spear
    of Longinus (+2 attack) alone, else with the Outmodes (2/2, netwalk)."""
    g = bare()
    d0 = play(g, 0, "vatican-arcology")
    play(g, 0, "kiev-grid")
    play(g, 0, "osaka-expanse")
    rag = play(g, 0, "raguel", on=d0)
    play(g, 0, "cyberdeck", on=rag)
    if spear:
        play(g, 0, "spear-of-longinus", on=rag)
    else:
        play(g, 0, "outmodes", on=d0)
    t = play(g, 1, "excalibur-megatrust")
    play(g, 1, "vatican-arcology")
    g.add_tau(t, 4)
    begin(g, 0)
    g.choose(f"attack:{u(g, t)}")
    _until(g, "action", lambda o: next((x for x in o if x.startswith("attack_add")), None) or
           ("attack_done" if "attack_done" in o else "pass" if "pass" in o else o[0]))
    return g, t


def test_hk_32_7_hk_37_5_blitz_damage_dealt_to_an_array_counts_for_its_tau():
    """HK-32.7 (tau "equal to the number of points of damage inflicted
    directly on the array"), HK-37.5: Raguel's 4 blitz damage kill the
    Megatrust in the blitz step: Samantha takes its 4 tau (she took none:
    only the second step's damage was counted)."""
    g, t = _blitz_on_excalibur(spear=True)
    assert g.s.pieces[t].tau == 0 and g.tau(0) == 4
    g.check_invariants()


def test_hk_32_7_hk_37_5_damage_of_both_blitz_steps_adds_up_for_the_tau():
    """HK-32.7, HK-37.5: Raguel blitzes 2 onto the Megatrust, the Outmodes
    add 2 in the second step: 4 dealt directly, 4 tau taken (2 were: only
    the last step's damage counted)."""
    g, t = _blitz_on_excalibur(spear=False)
    texts = [e.text for e in g.log.events if e.verb == "damage" and e.actor == 0]
    assert texts == ["Samantha deals damage: Excalibur Megatrust 2."] * 2, texts
    assert g.s.pieces[t].tau == 0 and g.tau(0) == 4
    g.check_invariants()


def test_hk_4_4_b_the_others_cannot_tell_a_redraw_decision_from_a_discard():
    """HK-4.4.b, HK-3.8: seat 0 (seed 133) holds no domain among 11 cards
    and is asked whether to redraw; the other seat and a spectator read the
    same as for the discards that follow (they read the redraw question,
    which told them seat 0 has no domain, even if the hand is kept)."""
    from hkhelpers import new_game

    g = new_game(133)
    assert g.pending.kind == "redraw" and g.pending.player == 0
    asked = [(g.view(p).decision_kind, g.view(p).prompt) for p in (1, None)]
    g.choose("keep")
    assert g.pending.kind == "setup_discard" and g.pending.player == 0
    assert asked == [(g.view(p).decision_kind, g.view(p).prompt) for p in (1, None)]
    assert "domain" not in asked[0][1]


def _ripped_in_answer(g, seat: int, boom: int, gab: int, x: int) -> None:
    """``seat``, asked in the window, sends its Gabrielites home with
    Boomerang: one virtual support short, it crashes the jacked-in ``x``,
    which is ripped back to its body's domain."""
    while g.pending.kind != "window" or g.pending.player != seat:
        g.choose("pass")
    g.choose(f"miracle:{u(g, boom)}:{u(g, gab)}")
    if g.pending.kind == "pay":
        g.choose("autopay")
    while g.pending.kind == "window":
        g.choose("pass")
    g.choose(f"crash:{u(g, x)}")


def test_hk_17_2_hk_7_3_a_a_character_ripped_in_answer_to_its_move_does_not_move():
    """HK-17.2 (a move never changes areas), ruling HK-7.3.a, HK-23.6:
    Samantha moves the jacked-in Sabrael from Kiev Grid to Arena, and in
    answer her own crash rips Sabrael to Kyoto Shrine Ward; the move does
    nothing (it carried the stricken Sabrael from the Wilds onto Arena)."""
    g = bare(ask=True)
    d = play(g, 0, "kyoto-shrine-ward")
    play(g, 0, "free-city")
    k, arena = play(g, 0, "kiev-grid"), play(g, 0, "arena")
    x = play(g, 0, "sabrael", on=k)
    g.s.pieces[x].body = d  # jacked in earlier
    gab = play(g, 0, "gabrielites", on=d)
    boom = hand(g, 0, "boomerang")
    play(g, 1, "free-city")
    begin(g, 0)
    assert g.vs(0) == g.vs_needed(0) == 3
    g.choose(f"move:{u(g, x)}")  # to Arena, the only other array
    _ripped_in_answer(g, 0, boom, gab, x)
    _until(g, "action")
    p = g.s.pieces[x]
    assert p.host == d and g.area(x) == "wilds" and p.stricken
    assert x not in g.s.pieces[arena].attached
    g.check_invariants()


def test_hk_24_7_the_character_ripped_in_answer_to_its_scramble_does_not_scramble():
    """HK-24.7, HK-23.6: Mike scrambles the jacked-in Sabrael from Kiev Grid
    onto the attacked Arena, then rips it himself with a crash; the
    scramble does nothing (it carried Sabrael, stricken, from the Wilds
    into the defense of Arena)."""
    g = bare(ask=True)
    d0 = play(g, 0, "vatican-arcology")
    a0 = play(g, 0, "nile-shard")
    cai = play(g, 0, "corporate-ai", on=a0)
    d = play(g, 1, "kyoto-shrine-ward")
    play(g, 1, "free-city")
    k, arena = play(g, 1, "kiev-grid"), play(g, 1, "arena")
    x = play(g, 1, "sabrael", on=k)
    g.s.pieces[x].body = d
    gab = play(g, 1, "gabrielites", on=d)
    boom = hand(g, 1, "boomerang")
    begin(g, 0)
    assert g.vs(1) == g.vs_needed(1) == 3 and d0 >= 0
    g.choose(f"attack:{u(g, arena)}")
    _until(g, "window", lambda o: "attack_done" if "attack_done" in o else o[0])
    g.choose(f"scramble:{u(g, x)}:{u(g, arena)}")
    _ripped_in_answer(g, 1, boom, gab, x)
    _until(g, "action")
    p = g.s.pieces[x]
    assert p.host == d and g.area(x) == "wilds" and p.stricken and p.damage == 0
    assert g.s.pieces[cai].where == "attached"
    g.check_invariants()


def test_hk_33_13_the_crash_after_a_contestant_left_is_asked_with_the_aereopagus_dissolved():
    """HK-33.13, HK-21.6: Mike Boomerangs his challenged Abdiel, who carried
    the Prometheus Coil (+1 virtual support); the crash that follows is
    asked while the dissolved Aereopagus waits for its end: the state is
    sound there (the invariants found a contestant out of play, and
    Subterfuge could still aim at its votes)."""
    g = bare(ask=True)
    d0 = play(g, 0, "old-rome-enclave")
    sab = play(g, 0, "sabrael", on=d0)
    d1 = play(g, 1, "kyoto-shrine-ward")
    play(g, 1, "kiev-grid")
    play(g, 1, "arena")
    abd = play(g, 1, "abdiel", on=d1)
    play(g, 1, "prometheus-coil", on=abd)
    boom = hand(g, 1, "boomerang")
    begin(g, 0)
    assert g.vs(1) == g.vs_needed(1) == 2
    g.choose(f"challenge:{u(g, sab)}")
    g.choose(f"aim:{u(g, abd)}:obliterate")
    while g.pending.kind == "window":  # the challenge is an effect (ruling HK-23.13)
        g.choose("pass")
    g.choose("accept")
    while g.pending.player != 1:
        g.choose("pass")
    g.choose(f"miracle:{u(g, boom)}:{u(g, abd)}")
    if g.pending.kind == "pay":
        g.choose("autopay")
    while g.pending.kind == "window":
        g.choose("pass")
    assert g.pending.kind == "crash"
    g.check_invariants()
    assert g.s.aereo.phase == "dissolved"
    assert g.view(0).board.aereopagus.phase == "dissolved"
    _until(g, "action")
    assert g.s.aereo is None
    g.check_invariants()


def test_hk_24_9_nobody_scrambles_against_an_action_onto_their_own_location():
    """Ruling HK-24.9 (HK-24.3, HK-24.4: a scramble avoids an effect aimed at
    the location): Samantha moves Usiel onto Free City; in the window she is
    not offered to "scramble" Sabrael off Free City against her own move (a
    second way to move, open to every build, call, jack or move)."""
    g = bare(ask=True)
    d, d2 = play(g, 0, "free-city"), play(g, 0, "biodome")
    sab = play(g, 0, "sabrael", on=d)
    us = play(g, 0, "usiel", on=d2)
    play(g, 1, "free-city")
    begin(g, 0)
    g.choose(f"move:{u(g, us)}")
    offered = []
    while g.pending.kind == "window":
        offered += [x for x in ids(g) if x.startswith("scramble:")]
        g.choose("pass")
    assert offered == [] and g.s.pieces[us].host == d and g.s.pieces[sab].host == d


def _countermand_table():
    """Samantha (seat 0) with Sabrael and the Jurors ready on Free City;
    Mike (seat 1) with Dubiel on Vatican Arcology (Devotion) and
    Countermand in hand, the Seafloor Metroplex to pay for it."""
    g = bare(ask=True)
    d0 = play(g, 0, "free-city")
    play(g, 0, "kiev-grid")
    c = {"sabrael": play(g, 0, "sabrael", on=d0), "jurors": play(g, 0, "jurors", on=d0)}
    d1 = play(g, 1, "vatican-arcology")
    play(g, 1, "seafloor-metroplex")
    c["arcology"] = d1
    c["dubiel"] = play(g, 1, "dubiel", on=d1)
    c["countermand"] = hand(g, 1, "countermand")
    begin(g, 0)
    return g, c


def _counter_top(g, c) -> None:
    g.choose(f"miracle:{u(g, c['countermand'])}:top")
    if g.pending.kind == "pay":
        g.choose("autopay")
    while g.pending.kind == "window":
        g.choose("pass")


def test_hk_23_13_an_attack_declaration_is_an_effect_a_counter_stops_it():
    """Ruling HK-23.13, HK-23.1 ("declaring an attack" is an effect), HK-23.5:
    Mike counters Samantha's attack on the Vatican Arcology in the first
    window: no defense is asked, nobody is damaged, the Jurors stay open
    and the Wilds combat counts for the turn (Countermand was never
    offered: the declaration was no effect a counter could reach)."""
    g, c = _countermand_table()
    g.choose(f"attack:{u(g, c['arcology'])}")
    _until(g, "window", lambda o: f"attack_add:{u(g, c['jurors'])}" if f"attack_add:{u(g, c['jurors'])}" in o
           else "attack_done" if "attack_done" in o else o[0])
    assert g.pending.player == 1 and f"miracle:{u(g, c['countermand'])}:top" in ids(g)
    _counter_top(g, c)
    assert g.pending.kind == "action" and g.s.conflict is None
    assert g.s.pieces[c["jurors"]].open and g.s.pieces[c["jurors"]].damage == 0
    assert g.s.pieces[c["arcology"]].damage == 0 and (1, "wilds") in g.s.conflicts
    assert not any(e.verb in ("defend", "damage") for e in g.log.events)
    g.check_invariants()


def test_hk_23_13_issuing_a_challenge_is_an_effect_a_counter_ends_it():
    """Ruling HK-23.13, HK-34.3: Mike counters Sabrael's challenge to Dubiel
    before answering it: he is not asked to accept or decline, nobody gains
    tau, Sabrael stays open and the challenge counts for the turn."""
    g, c = _countermand_table()
    g.choose(f"challenge:{u(g, c['sabrael'])}")
    g.choose(f"aim:{u(g, c['dubiel'])}:obliterate")
    assert g.pending.kind == "window" and g.pending.player == 1
    _counter_top(g, c)
    assert g.pending.kind == "action" and g.s.aereo is None
    assert g.s.pieces[c["sabrael"]].open and not g.s.pieces[c["dubiel"]].stricken
    assert g.tau(0) == 0 and (1, "challenge") in g.s.conflicts
    assert not any(e.verb in ("accept", "decline") for e in g.log.events)
    g.check_invariants()


def test_hk_33_13_the_challenged_host_boomeranged_before_its_answer_ends_the_challenge():
    """HK-33.13, HK-23.6: in the window of the challenge, Mike returns Dubiel
    to his hand: the challenge ends unanswered (no accept or decline asked
    about a Host in hand)."""
    g, c = _countermand_table()
    boom = hand(g, 1, "boomerang")
    g.choose(f"challenge:{u(g, c['sabrael'])}")
    g.choose(f"aim:{u(g, c['dubiel'])}:obliterate")
    g.choose(f"miracle:{u(g, boom)}:{u(g, c['dubiel'])}")
    if g.pending.kind == "pay":
        g.choose("autopay")
    while g.pending.kind == "window":
        g.choose("pass")
    assert g.pending.kind == "action" and g.s.aereo is None
    assert g.s.pieces[c["dubiel"]].where == "hand" and g.tau(0) == 0
    g.check_invariants()


def test_hk_12_7_a_wrath_on_a_stricken_host_outside_combat_must_reach_its_defense():
    """Ruling HK-12.7.a (Striking Cards: defense 0 "during combat
    resolution"), HK-23.10: Samantha's Wrath deals 2 to Mike's stricken
    Sabrael (defense 4) in her Action interval: Sabrael survives with 2
    damage (any damage killed a stricken character, combat or not)."""
    g = bare()
    play(g, 0, "free-city")
    play(g, 0, "arizona-free-zone")
    w = hand(g, 0, "wrath")
    d1 = play(g, 1, "vatican-arcology")
    sab = play(g, 1, "sabrael", on=d1)
    g.strike(sab)
    begin(g, 0)
    assert g.defense(sab) == 4
    g.choose(f"power:{u(g, w)}:{u(g, sab)}")
    _until(g, "action", lambda o: "autopay" if "autopay" in o else "pass" if "pass" in o else o[0])
    p = g.s.pieces[sab]
    assert p.where == "attached" and p.damage == 2 and p.stricken
    g.check_invariants()
