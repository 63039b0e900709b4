"""Frontline: does a light rollout policy (TaskLoop.rollout) help normal against random?

Usage: ``fl_policy.py P GAMES SEED [ITER]`` (``MODE=greedy|top2`` in the environment).
With probability P a playout's draft sends the drafting seat's highest soldier
(``greedy``; ``top2``: one of the two highest), else a random one; P=0 is no
policy. The bot plays on normal's Budget with ITER iterations (default 1200, as
Frontline's normal: search_scale 3), a run of twice that, enough 0, no time
caps (repeatable), against random, on the arena's seeds and seats. Prints one
line: the wins, the 95% interval, the seeds lost and the processor time."""
import os, random, sys, time
from dataclasses import replace
from holytable.arena import wilson
from holytable.bot.ismcts import STRENGTHS
from holytable.bot.players import SearchPlayer, RandomPlayer
from holytable.games import game_class
from holytable.sim import ready_seatings, seat_names
from holytable.games.frontline.rules import FrontlineGame

P = float(sys.argv[1]); games=int(sys.argv[2]); seed0=int(sys.argv[3]); it=int(sys.argv[4]) if len(sys.argv)>4 else 1200
mode = os.environ.get("MODE", "greedy")
def rollout(g, d, r):
    if d.kind != "draft" or r.random() >= P:
        return None
    opts = d.options
    if mode == "greedy":
        return opts[-1]
    if mode == "top2":
        return opts[-1] if len(opts) < 2 or r.random() < 0.5 else opts[-2]
    return None
FrontlineGame.rollout = rollout if P > 0 else None
cls = FrontlineGame
nb = replace(STRENGTHS["normal"], seconds=float("inf"), wall=float("inf"), iterations=it, run=2*it, least=it//50, enough=0.0)
seatings = ready_seatings("frontline", 2)
wins = 0.0; t0 = time.process_time(); lost=[]
for i in range(games):
    s = seed0 + i
    r = random.Random(s)
    seating = seatings[r.randrange(len(seatings))]
    g = cls(seed=s, decks=list(seating[:2]), names=seat_names(seating[2:]), quiet=True)
    me = i % 2
    bot = SearchPlayer(nb, s * 7); rnd = RandomPlayer(s * 7 + 1)
    while g.pending is not None:
        p = g.pending.player
        g.choose(bot.choose(g, p) if p == me else rnd.choose(g, p))
    w = g.outcome.winner
    wins += 0.5 if w is None else (1.0 if w == me else 0.0)
    if w != me: lost.append(s)
lo, hi = wilson(wins, games)
print(f"{mode} P={P} it={it}: {wins}/{games} {100*wins/games:.1f}% (CI {100*lo:.1f}-{100*hi:.1f}) from seed {seed0}; lost {lost}; cpu {time.process_time()-t0:.0f} s", flush=True)
