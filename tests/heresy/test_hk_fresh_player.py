"""Issue 13, a fresh player's findings (engine side): each ask tells the player
where they are, and no key meant for something else answers a decision.

Item by item: the Aereopagus windows name their stage (HK-33.5, HK-33.8) and
the view's voting turn agrees with the seat asked."""
from __future__ import annotations

import random

from hkhelpers import new_game

from holytable.games.heresy.view import aereo_view


def _aereo_asks(seeds, n: int = 2):
    """Random games asking every window: per Aereopagus, the decisions asked
    while it was under way, with its view at the time."""
    out: dict[int, list] = {}
    held = []
    for seed in seeds:
        g = new_game(seed=seed, n=n, ask=True)
        r = random.Random(seed)
        while not g.over and len(g.choices) < 6000:
            d = g.pending
            if g.s.aereo is not None:
                held.append(g.s.aereo)  # held: an ended Aereopagus's id is never another's
                out.setdefault(id(g.s.aereo), []).append((d, bool(g.s.stack), aereo_view(g)))
            g.choose(d.options[r.randrange(len(d.options))].id)
    return list(out.values())


def test_hk_33_5_each_aereopagus_window_says_its_stage_so_no_two_asks_of_a_seat_read_the_same():
    """HK-33.5, HK-33.8: the windows before the presentation, the voting, the
    tally and after each voting turn used to read alike ("The Aereopagus, A
    against B: play a miracle?" three times): each names its stage, so a seat
    asked in one Aereopagus, with nothing waiting, never reads the same prompt
    twice."""
    seen = 0
    for asks in _aereo_asks(range(1, 16)):
        prompts: dict[int, list[str]] = {}
        for d, stacked, _ in asks:
            if d.kind == "window" and not stacked:
                ps = prompts.setdefault(d.player, [])
                if not ps or ps[-1] != d.prompt:  # asked again at one stage after an answer resolved
                    ps.append(d.prompt)
        for seat, ps in prompts.items():
            seen += len(ps)
            assert len(ps) == len(set(ps)), (seat, ps)
    assert seen >= 20


def test_hk_33_8_the_voting_turn_in_the_view_is_the_seat_asked():
    """HK-33.7, HK-33.8: while a window between two voting turns is open the
    view names no voting turn (it said "Mike to vote" while Samantha was asked
    for a miracle) and says which window it is; a voting turn's decision is
    its seat's."""
    windows = turns = 0
    for asks in _aereo_asks(range(1, 16)):
        for d, stacked, v in asks:
            if v.phase != "execution":
                continue
            if d.kind == "execute":
                turns += 1
                assert v.turn == d.player and not v.window
            elif d.kind == "window":
                windows += 1
                assert v.turn == -1 and v.window, (d.prompt, v)
                if not stacked:  # with a move waiting the prompt names the move
                    assert v.window in d.prompt
    assert windows >= 5 and turns >= 5


def _random_games(seeds, n: int = 2, ask: bool = True, spy=None):
    for seed in seeds:
        g = new_game(seed=seed, n=n, ask=ask)
        if spy is not None:
            spy(g)
        r = random.Random(seed)
        while not g.over and len(g.choices) < 6000:
            d = g.pending
            yield g, d
            g.choose(d.options[r.randrange(len(d.options))].id)


def test_hk_23_11_b_the_maker_is_asked_about_their_own_move_whatever_they_hold():
    """Ruling HK-23.11.b: the maker of the newest effect waiting is asked
    about it like everyone else, with Pass alone when they hold no answer
    (they used to be passed for then, so being asked told the table they
    held one; first found by the break17 lane), and the prompt says the
    effect is their own ("Mike may answer" right after Mike's move read like
    the move itself)."""
    own = own_only_pass = 0
    for g, d in _random_games(range(1, 13)):
        if d.kind != "window" or not g.s.stack or g.s.stack[-1][0] != d.player:
            continue
        own += 1
        own_only_pass += d.only_pass()
        assert "your own" in d.prompt and d.moment == "my_move", d.prompt
    assert own >= 3 and own_only_pass > 0, (own, own_only_pass)


def test_hk_26_9_an_attack_is_declared_only_by_its_player_even_with_one_attacker():
    """HK-26.2, HK-26.9 (Decision structure, the attack series): with no
    other attacker to add, the attack used to be declared unbidden once its
    one attacker was chosen, and the next key, meant for it, moved a card.
    The declaration is asked ("Declare the attack", or Back)."""
    declared = []

    def spy(g):
        plain = g.declare_attack

        def declare():
            since = max((i for i, c in enumerate(g.choices) if c.startswith("attack:")), default=-1)
            declared.append(g.choices[since:])
            plain()
        g.declare_attack = declare

    for _ in _random_games(range(1, 13), ask=False, spy=spy):
        pass
    assert len(declared) >= 20
    for made in declared:
        assert "attack_done" in made, made
    assert any(sum(c.startswith("attack_add:") for c in made) == 1 for made in declared)


def _effect_of(g, o):
    """The card effect an option makes (a miracle, a power, an ability), or None."""
    if o.verb not in ("miracle", "power", "ability"):
        return None
    c = g.by_uid[o.cards[0]]
    return g.abil[c][int(o.id.split(":")[2])].effect if o.verb == "ability" else g.card(c).effect


def test_hk_23_2_no_option_is_offered_whose_effect_would_change_nothing():
    """Issue 13: Second Wind on an undamaged character (every one of 48 in
    random games changed nothing), Interdict on a card already silenced or
    on one's own attacker or challenger, Ruinfall on a stricken domain, a
    draw from an empty deck, or the same effect again on a card it already
    waits for on the stack: none is offered, in windows or actions, to 2 and
    3 players."""
    offered = 0
    for n in (2, 3):
        for g, d in _random_games(range(1, 10), n=n, ask=False):
            s = g.s
            for o in d.options:
                eff = _effect_of(g, o)
                if eff is None:
                    continue
                offered += 1
                t = g.by_uid[o.cards[1]] if len(o.cards) > 1 else -1
                if eff.verb == "draw":
                    assert s.sides[d.player].deck, o.id
                if t < 0:
                    continue
                p = s.pieces[t]
                assert not any(e[2] == eff.verb and e[4] == t for e in s.stack) or eff.verb not in (
                    "heal", "strike", "ready", "no_damage", "return_to_hand"), o.id
                if eff.verb == "heal":
                    assert p.damage > 0, o.id
                elif eff.verb == "strike":
                    assert not p.stricken, o.id
                elif eff.verb == "no_damage":
                    assert t not in s.silenced and p.seat != d.player, o.id
    assert offered >= 200


def _second_wind_window(damage: int):
    """Mike (seat 1) holds Second Wind; Samantha moves her Fanatics, and Mike
    is asked in the window on her move, his Gabrielites with ``damage``."""
    from hkhelpers import bare, begin, hand, play, u
    g = bare()
    fc = play(g, 0, "free-city")
    play(g, 0, "rim")
    fan = play(g, 0, "fanatics", on=fc)
    va = play(g, 1, "gene-spire")  # Evolution: the influence Second Wind needs
    gai = play(g, 1, "gabrielites", on=va)
    g.s.pieces[gai].damage = damage
    sw = hand(g, 1, "second-wind")
    begin(g, 0)
    g.choose(next(i for i in g.pending.ids() if i.startswith(f"move:{u(g, fan)}")))
    if g.pending.kind == "place":
        g.choose(g.pending.ids()[0])
    return g, f"miracle:{u(g, sw)}:{u(g, gai)}"


def test_hk_23_2_second_wind_is_offered_for_a_damaged_character_only():
    """The same from a table: Mike is not even asked while his Gabrielites are
    unhurt (he holds nothing else), and offered Second Wind on them once
    they are damaged."""
    g, oid = _second_wind_window(0)
    assert not (g.pending.kind == "window" and g.pending.player == 1)
    g, oid = _second_wind_window(1)
    assert g.pending.kind == "window" and g.pending.player == 1 and oid in g.pending.ids()


def _domain_killed(arrays):
    """Samantha (seat 0) has killed Mike's Vatican Arcology and is asked
    what to do with it; her arrays: ``arrays``, ``(key, tau stored)``."""
    from hkhelpers import bare, play
    g = bare()
    for key, tau in arrays:
        g.add_tau(play(g, 0, key), tau)
    d = play(g, 1, "vatican-arcology")
    g.push(("domain_killed", 0, d))
    g.pending = g._advance()
    assert g.pending.kind == "domain_killed"
    return g, next(o for o in g.pending.options if o.verb == "take_tau")


def test_hk_18_2_hk_32_2_taking_a_domain_s_tau_says_what_finds_no_room():
    """"Take 3 tau" was offered with no array to hold it (HK-18.2: it is
    lost): the option says so, and how much is lost when some finds room;
    it stays on offer (taking the tau leaves the domain in play, HK-32.3)."""
    g, o = _domain_killed([])
    n = o.amount
    assert n > 0 and o.label == f"Take {n} tau (no array has room: all lost; Vatican Arcology stays in play)"
    g, o = _domain_killed([("arena", 0)])
    cap = g.card(g.s.sides[0].matrix[0]).capacity
    assert o.label == (f"Take {n} tau" if cap >= n else f"Take {n} tau (room for {cap}: {n - cap} lost)")
    g, o = _domain_killed([("arena", g.card(g.s.sides[0].matrix[0]).capacity - 1)])
    assert o.label == (f"Take {n} tau (room for 1: {n - 1} lost)" if n > 1 else f"Take {n} tau")


def test_hk_19_1_the_gateway_that_wins_the_game_is_the_first_action():
    """HK-19.1, HK-19.4: "Activate your gateway" sat at option 'o' of 22:
    whenever it is offered it comes first, before the cards to open."""
    from hkhelpers import bare, begin, hand, ids, play
    g = bare()
    play(g, 0, "vatican-arcology")
    play(g, 0, "gene-spire")
    play(g, 0, "free-city")
    hand(g, 0, "arena")
    for key, n in (("excalibur-megatrust", 6), ("osaka-expanse", 5), ("arena", 4)):
        g.add_tau(play(g, 0, key), n)
    begin(g, 0)
    assert "gateway" in ids(g) and len(ids(g)) > 5
    assert ids(g)[0] == "gateway", ids(g)


def test_hk_18_2_storing_tau_asks_how_much_on_which_array_at_once():
    """HK-18.2 ("dividing it as you choose"): 3 tau on two arrays with room
    was three decisions of one tau each; one decision offers the amount on
    each array (each leaving room for the rest); when the arrays' room is no
    more than the gain, nothing is asked: every array is filled."""
    from hkhelpers import bare, play, u
    g = bare(ask=True)
    a1, a2 = play(g, 0, "kiev-grid"), play(g, 0, "arena")
    rooms = g.room(a1), g.room(a2)
    g.s.phase = "action"
    d = g._d_store(0, 3)
    assert d.kind == "store"
    got = {o.id: o.amount for o in d.options}
    assert got[f"store:{u(g, a1)}:{min(3, rooms[0])}"] == min(3, rooms[0])
    assert max(got.values()) == min(3, max(rooms)) > 1
    for o in d.options:  # what is left fits on the other array
        x = a1 if o.cards[0] == u(g, a1) else a2
        assert 3 - o.amount <= g.room(a2 if x == a1 else a1)
    g.add_tau(a1, g.room(a1) - 1)
    g.add_tau(a2, g.room(a2) - 1)
    assert g._d_store(0, 3) == f"store:{u(g, a1)}:1"  # room for 2 in all: both filled, unasked


def test_hk_8_3_discard_options_list_copies_of_a_name_together():
    """HK-8.3: the discard options read "Interdict, Vatican, Vatican,
    Interdict" in hand order; they come by name (then copy tag), so the
    screen's "copy 1", "copy 2" stand next to each other."""
    from hkhelpers import bare, hand
    g = bare(ask=True)
    for key in ("interdict", "vatican-arcology", "vatican-arcology", "interdict"):
        hand(g, 0, key)
    opts = g.discard_options(0)
    names = [g.cname(g.by_uid[o.cards[0]]) for o in opts]
    assert names == sorted(names) and names[0] == "Interdict", names
    assert [o.zones[-1] for o in opts if names[0] in o.label] == ["oblivion", "oblivion"]
