"""Single-observer information-set Monte Carlo tree search (issue 14).

Cowling, Powley and Whitehouse 2012, "Information Set Monte Carlo Tree
Search" (SO-ISMCTS), written against the engine contract alone, so one search
plays every game. For the seat that decides, each iteration:

1. **determinize**: ``game.determinize(seat, seed)`` on a quiet copy: every
   card hidden from the seat dealt again at random, consistently with what it
   has seen, and chance seeded afresh (``seed`` from the searcher's own RNG:
   nothing is read from where the cards really are or from the game's seed);
2. **select**: down the one tree of the seat's information set, each node a
   choice by option id (options differ between determinizations: a node's
   children are the ids seen so far), by UCB1 with availability counts: a
   child's exploration term counts the iterations in which it was on offer,
   not its parent's visits (plus up to 0.01 at random, breaking ties and
   lock-step cycles between seats);
3. **expand** one option of the decision not yet in the tree;
4. **play out** at random (``TaskLoop.playout``: lean decisions, no words;
   a game may give a light policy, ``TaskLoop.rollout``) to the end, or,
   for a game with ``evaluate(seat) -> float`` (0..1), to a cut-off depth
   where that scores the position;
4b. (only in the tree) a choice whose cards the next seat to decide cannot
   see (they are in its ``hidden_uids`` after the move: a face-down draft)
   shares its successors with its sibling choices of that kind: the next
   seat's reply is one node for all of them, so the search does not believe
   the opponent answers a card it never saw (the leak of plain SO-ISMCTS
   that Cowling et al. meet with MO-ISMCTS); the chooser's own statistics
   stay apart. A choice without cards counts as seen (plain SO-ISMCTS);
5. **back up** a reward for every seat (win 1, loss 0, draw 1/n; or the
   evaluation): each node adds the reward of the seat that made its choice.

Every decision is one node like any other: response windows, secret or
simultaneous choices (the other seats' are searched over determinizations in
which their secrets are drawn again).

The answer is the most visited option at the root. A search stops at its
iteration budget, its time cap, or when ``should_stop()`` says so (a UI
worker cancelling it): the best option so far is returned.
"""
from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass, replace
from typing import Callable

from holytable.engine.game import Game
from holytable.engine.tasks import forward_options


@dataclass(frozen=True, slots=True)
class Budget:
    """How much a search may think for one decision.

    iterations: at most this many determinize-select-playout rounds;
    seconds:    and at most this much processor time of the searching
                thread (``time.thread_time``, checked every iteration): other
                processes taking turns on the cores do not count, yet on a
                loaded machine an iteration costs more processor time too
                (shared caches and host cores: 1.5x measured, docs/bot.md),
                so a capped search gets fewer iterations there;
    wall:       and at most this long by the wall clock (a ceiling for a
                machine so busy that the thread hardly runs);
    cutoff:     playout length (choices) after which a game with
                ``evaluate`` is scored by it (ignored by games without one);
    c:          the UCB exploration constant (rewards are 0..1);
    hidden_moves: let the moves the next seat cannot see share their
                successors (see :func:`search`); False: plain SO-ISMCTS.
    enough:     stop once no other option on offer can be better than the
                most visited one by ``enough`` or more (each option's mean
                reward within about two standard errors: ``z``), after every
                option was tried a few times; a decision whose options all
                come out alike is not worth the rest of its budget. 0: only
                the exact stop (the lead cannot be overtaken);
    forward:    never take back part of a choice made in steps (the options
                that :func:`~holytable.engine.tasks.undoes`: ``back``, a
                member toggled out again) when anything else is on offer, in
                the answer, the tree and the playouts; False: they are
                searched like any other option;
    rollout:    play out with the game's light policy where it has one
                (``TaskLoop.rollout``: Frontline's drafts); False, or a game
                without one: uniformly random playouts.

    What a :class:`~.players.SearchPlayer` shares across decisions (a bare
    :func:`search` reads only the fields above):

    run:        new iterations for one run of the seat's decisions in a row
                (no other seat deciding in between: a Command Phase of forty
                small choices, a group toggled member by member), shared out
                in order: a decision gets what the run has left (at most
                ``iterations``), so a long run costs about two decisions
                while a game of single decisions (Frontline: runs
                of one or two) keeps its whole budget for each. None: every
                decision gets ``iterations``;
    least:      the fewest new iterations a searched decision gets, also when
                the run's share is spent or the tree it keeps already holds
                ``iterations`` visits;
    reuse:      keep the subtree below the seat's own choice for its next
                decision when no other seat decided in between (its visits
                count toward ``iterations``).
    """

    iterations: int
    seconds: float
    wall: float = 3.0
    cutoff: int = 20
    c: float = 0.7
    hidden_moves: bool = True
    forward: bool = True
    enough: float = 0.0
    z: float = 2.0
    rollout: bool = True
    run: int | None = None
    least: int = 8
    reuse: bool = False


#: The strengths the lobby and ``holytable arena`` offer (docs/bot.md has the
#: measurements). hard keeps within 1 s a decision on one core (issue 14).
STRENGTHS: dict[str, Budget] = {
    "easy": Budget(iterations=40, seconds=0.1, run=80, least=4, reuse=True, enough=0.05),
    "normal": Budget(iterations=400, seconds=0.5, run=800, least=8, reuse=True, enough=0.02),
    "hard": Budget(iterations=2000, seconds=0.9, run=4000, least=40, reuse=True, enough=0.01),
}


def scaled_strength(name: str) -> Budget | None:
    """``"normal"`` and the like: its :data:`STRENGTHS` budget; ``"normalx10"``
    (a strength, ``x``, a whole factor 2-100): that budget with its
    iterations, run, least and every time cap (processor and wall seconds)
    that many times over, and its early stop ``enough`` that many times
    finer (else a search whose options come out alike stops where the
    strength's own does: in Heresy most do, and ``normalx10`` thought hardly
    longer than normal), for measuring whether more thinking does better
    (issue 14: "hard with ten times the budget does no better"; the
    arena's seats, never the lobby's). None for any other name."""
    if name in STRENGTHS:
        return STRENGTHS[name]
    base, x, k = name.partition("x")
    if not x or base not in STRENGTHS or not k.isdigit() or not 2 <= int(k) <= 100:
        return None
    b, f = STRENGTHS[base], int(k)
    return replace(b, iterations=b.iterations * f, seconds=b.seconds * f, wall=b.wall * f,
                   run=None if b.run is None else b.run * f, least=b.least * f, enough=b.enough / f)


class Node:
    """One node of the search tree: the choice ``move`` (an option id) made
    by seat ``player``. ``reward`` sums the rewards of ``player`` over the
    ``visits`` through it; ``avails`` counts the iterations in which the choice
    was on offer at its parent."""

    __slots__ = ("move", "player", "children", "visits", "avails", "reward", "sq", "shared")

    def __init__(self, move: str | None, player: int) -> None:
        self.move = move
        self.player = player
        self.children: dict[str, Node] = {}
        self.visits = 0
        self.avails = 1
        self.reward = 0.0
        #: the sum of the squared rewards (their spread, for Budget.enough)
        self.sq = 0.0
        #: the successors shared by this node's hidden moves (see search)
        self.shared: dict[str, Node] | None = None


@dataclass
class SearchStats:
    """What one search did: ``iterations`` run, ``seconds`` spent, ``nodes``
    made, and per root option its visits and mean reward."""

    iterations: int = 0
    seconds: float = 0.0
    nodes: int = 0
    root: dict[str, tuple[int, float]] | None = None
    #: visits the root held before the search (a kept subtree), and the root
    #: itself (for the next decision of the same seat to go on from)
    reused: int = 0
    tree: "Node | None" = None
    #: True when the time caps (processor time, wall clock) or
    #: ``should_stop`` ended the search before its iterations did
    capped: bool = False


def search(game: Game, seat: int, budget: Budget, seed: int = 0,
           should_stop: Callable[[], bool] | None = None, stats: SearchStats | None = None,
           tree: Node | None = None, iterations: int | None = None) -> str:
    """The option id seat ``seat`` chooses for ``game``'s pending decision.

    ``game`` is not changed (the search works on copies). ``seed`` seeds the
    searcher's RNG: the same game seen from ``seat``, the same seed and the
    same iteration count give the same answer (the time cap and
    ``should_stop`` may cut a search short). Raises ValueError when the game
    is over or another seat decides. With one option on offer it answers at
    once.

    ``tree``: a root to go on from (a subtree kept from the seat's previous
    search, :class:`~.players.SearchPlayer`): its children made by other
    seats are dropped, its visits count. ``iterations``: the new iterations
    to run (default ``budget.iterations``). The search stops early when the
    most visited option can no longer be overtaken in the iterations left
    (the answer is the one the whole budget would give)."""
    d = game.pending
    if d is None:
        raise ValueError("the game is over: nothing to choose")
    if d.player != seat:
        raise ValueError(f"seat {seat} does not decide now (seat {d.player} does)")
    forward = budget.forward
    rollout = budget.rollout
    ids = [o.id for o in (forward_options(d.options) if forward else d.options)]
    if len(ids) == 1:
        return ids[0]
    t0 = time.perf_counter()
    wall_end = t0 + budget.wall
    thread_time = time.thread_time
    cpu_end = thread_time() + budget.seconds
    r = random.Random(seed)
    base = game.clone()
    base.quiet = True  # a search pays for no words (its clones are quiet too)
    n_players = game.num_players
    evaluate = getattr(base, "evaluate", None)
    cutoff = budget.cutoff if evaluate is not None else 1 << 30
    draw = [1.0 / n_players] * n_players
    c = budget.c
    hidden_moves = budget.hidden_moves
    log, sqrt = math.log, math.sqrt
    rnd = r.random
    if tree is not None:
        root = tree
        root.children = {k: ch for k, ch in root.children.items() if ch.player == seat}
    else:
        root = Node(None, seat)
    reused = sum(root.children[i].visits for i in ids if i in root.children)
    made = 1
    it = 0
    todo = budget.iterations if iterations is None else iterations
    kids = root.children
    enough, z = budget.enough, budget.z
    capped = False
    while it < todo:
        if it and (thread_time() >= cpu_end or time.perf_counter() >= wall_end
                   or (should_stop is not None and should_stop())):
            capped = True
            break
        if it and not it & 7 and (_decided(kids, ids, todo - it)
                                   or (enough and it >= 16 and _good_enough(kids, ids, enough, z))):
            break
        it += 1
        g = base.determinize(seat, r.getrandbits(62))
        node = root
        path = [root]
        # select and expand
        while True:
            p = g.pending
            if p is None:
                break
            opts = forward_options(p.options) if forward else p.options
            children = node.children
            untried = [o.id for o in opts if o.id not in children]
            if untried:
                mv = untried[r.randrange(len(untried))] if len(untried) > 1 else untried[0]
                child = children[mv] = Node(mv, p.player)
                made += 1
                for o in opts:  # availability: every option on offer now
                    ch = children.get(o.id)
                    if ch is not None and ch is not child:
                        ch.avails += 1
                path.append(child)
                cards = p.get(mv).cards if hidden_moves else ()
                g.choose(mv)
                if cards:
                    q = g.pending
                    if q is not None and q.player != p.player:
                        hid = g.hidden_uids(q.player)
                        if all(u in hid for u in cards):
                            # a move the next seat cannot see (a face-down
                            # draft): its reply may not depend on which it was
                            if node.shared is None:
                                node.shared = {}
                            child.children = node.shared
                break
            best, best_v = None, -1.0
            for o in opts:
                ch = children[o.id]
                ch.avails += 1
                # + up to 0.01 at random: no ties, and no lock-step cycle
                # between two seats' choices (a reply to an unseen move)
                v = ch.reward / ch.visits + c * sqrt(log(ch.avails) / ch.visits) + rnd() * 0.01
                if v > best_v:
                    best, best_v = ch, v
            assert best is not None
            node = best
            path.append(node)
            g.choose(node.move)
        # play out
        if g.pending is not None:
            g.playout(r, cutoff, forward, rollout)
        o = g.outcome
        if o is not None:
            if o.winner is None:
                rewards = draw
            else:
                rewards = [0.0] * n_players
                rewards[o.winner] = 1.0
        else:
            rewards = [float(evaluate_of(g, s)) for s in range(n_players)]
        # back up
        for nd in path:
            x = rewards[nd.player]
            nd.visits += 1
            nd.reward += x
            nd.sq += x * x
    kids = root.children
    best_id = max(ids, key=lambda i: (kids[i].visits, kids[i].reward) if i in kids else (-1, 0.0))
    if stats is not None:
        stats.iterations = it
        stats.seconds = time.perf_counter() - t0
        stats.nodes = made
        stats.root = {i: (kids[i].visits, kids[i].reward / kids[i].visits) for i in ids if i in kids}
        stats.reused = reused
        stats.tree = root
        stats.capped = capped
    return best_id


def _decided(kids: dict[str, Node], ids: list[str], left: int) -> bool:
    """True when the most visited option on offer (``ids``) leads the next
    by more than ``left`` visits: no iterations left can change the answer."""
    a = b = 0
    for i in ids:
        ch = kids.get(i)
        v = ch.visits if ch is not None else 0
        if v > a:
            a, b = v, a
        elif v > b:
            b = v
    return a - b > left


def _good_enough(kids: dict[str, Node], ids: list[str], eps: float, z: float) -> bool:
    """True when every option on offer (``ids``) was tried at least 4 times
    and none can be better than the most visited one by ``eps`` or more:
    ``mean_j - mean_best + z * sqrt(var_j / n_j + var_best / n_best) < eps``
    for each other option ``j`` (variances of the rewards backed up through
    each; ``z`` about 2: some 95% sure for each option)."""
    best = None
    for i in ids:
        ch = kids.get(i)
        if ch is None or ch.visits < 4:
            return False
        if best is None or (ch.visits, ch.reward) > (best.visits, best.reward):
            best = ch
    assert best is not None
    n_b = best.visits
    m_b = best.reward / n_b
    v_b = max(0.0, best.sq / n_b - m_b * m_b) / (n_b - 1)  # the variance of the mean
    for i in ids:
        ch = kids[i]
        if ch is best:
            continue
        n = ch.visits
        m = ch.reward / n
        v = max(0.0, ch.sq / n - m * m) / (n - 1)
        if m - m_b + z * math.sqrt(v + v_b) >= eps:
            return False
    return True


def evaluate_of(g: Game, seat: int) -> float:
    """``g.evaluate(seat)`` clipped to 0..1 (a game's position score)."""
    v = g.evaluate(seat)  # type: ignore[attr-defined]
    return 0.0 if v < 0 else 1.0 if v > 1 else v
