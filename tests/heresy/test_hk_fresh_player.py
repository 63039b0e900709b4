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
    for seed in seeds:
        g = new_game(seed=seed, n=n, ask=True)
        r = random.Random(seed)
        while not g.over and len(g.choices) < 6000:
            d = g.pending
            if g.s.aereo is not None:
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
                prompts.setdefault(d.player, []).append(d.prompt)
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
        for d, _, v in asks:
            if v.phase != "execution":
                continue
            if d.kind == "execute":
                turns += 1
                assert v.turn == d.player and not v.window
            elif d.kind == "window":
                windows += 1
                assert v.turn == -1 and v.window, (d.prompt, v)
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


def test_hk_23_11_b_nobody_is_asked_to_answer_their_own_effect_with_pass_alone():
    """Ruling HK-23.11.b: "Mike may answer" came right after Mike's own move,
    with Pass alone: the maker of the newest effect waiting, holding no
    answer, is passed for; holding one, they are asked with a prompt that
    says the effect is their own (no handoff comes between, so the ask must
    read differently from the move they just made)."""
    own = 0
    for g, d in _random_games(range(1, 13)):
        if d.kind != "window" or not g.s.stack or g.s.stack[-1][0] != d.player:
            continue
        own += 1
        assert not d.only_pass(), d.prompt
        assert "your own" in d.prompt, d.prompt
    assert own >= 3


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
