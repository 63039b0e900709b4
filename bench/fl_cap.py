"""Frontline: does chance cap what a player can reach against random?
(Copied from the lead's notes/s16/fl_cap.py, lane bot18: the same seeds and
seats as ``holytable arena GAME --seats normal,random --cpu``.)

Players, all on the raw normal Budget (no game's search_scale: a kind sets
the budget itself; no time caps): normal, x10 (ten times the iterations),
xK (K times the iterations, run and least), cfg:field=value,... (Budget
fields), cutN, c=X, cheat (normal budget, but its determinizations keep the
real hidden cards, the opponent's face-down soldier included: an upper bound
no fair player reaches). Prints each game, then the searching player's
processor time a decision (p50/p95/max) and its result.
Usage: fl_cap.py KIND GAMES SEED [GAME]"""
import random, sys, time
from dataclasses import replace
from holytable.arena import wilson
from holytable.bot.ismcts import STRENGTHS
from holytable.bot.players import SearchPlayer, RandomPlayer
from holytable.games import game_class
from holytable.sim import ready_seatings, seat_names

kind, games, seed0 = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
gid = sys.argv[4] if len(sys.argv) > 4 else "frontline"
cls = game_class(gid)
nb = replace(STRENGTHS["normal"], seconds=float("inf"), wall=float("inf"))
if kind == "x10":  # (kept)
    b = replace(nb, iterations=nb.iterations * 10, run=nb.run * 10, least=nb.least * 10)
elif kind.startswith("x") and kind[1:].replace(".", "").isdigit():
    k = float(kind[1:])
    b = replace(nb, iterations=int(nb.iterations * k), run=int(nb.run * k), least=int(nb.least * k))
elif kind.startswith("cfg:"):
    kw = dict(a.split("=") for a in kind[4:].split(","))
    b = replace(nb, **{k: type(getattr(nb, k))(v) if getattr(nb, k) is not None else int(v) for k, v in kw.items()})
elif kind.startswith("cut"):
    b = replace(nb, cutoff=int(kind[3:]))
elif kind.startswith("c="):
    b = replace(nb, c=float(kind[2:]))
else:
    b = nb
seatings = ready_seatings(gid, 2)
wins = 0.0
bot_times = []
t0 = time.process_time()
for i in range(games):
    s = seed0 + i
    r = random.Random(s)
    seating = seatings[r.randrange(len(seatings))]
    g = cls(seed=s, decks=list(seating[:2]), names=seat_names(seating[2:]), quiet=True)
    me = i % 2
    bot = SearchPlayer(b, s * 7)
    rnd = RandomPlayer(s * 7 + 1)
    if kind == "cheat":
        real = g.redeal_hidden
    while g.pending is not None:
        p = g.pending.player
        if p == me:
            if kind == "cheat":
                orig = cls.redeal_hidden
                cls.redeal_hidden = lambda self, seat, rng: None
                try:
                    oid = bot.choose(g, p)
                finally:
                    cls.redeal_hidden = orig
            else:
                oid = bot.choose(g, p)
        else:
            oid = rnd.choose(g, p)
        g.choose(oid)
    bot_times += bot.cpu_times
    w = g.outcome.winner
    wins += 0.5 if w is None else (1.0 if w == me else 0.0)
    print(f"game {i+1} seed {s}: {'draw' if w is None else ('won' if w == me else 'lost')}", flush=True)
lo, hi = wilson(wins, games)
import statistics as _st; ts = sorted(bot_times); print("p50 %.0f p95 %.0f max %.0f ms" % (1000*ts[len(ts)//2], 1000*ts[int(len(ts)*0.95)], 1000*ts[-1])) if ts else None
print(f"{kind} vs random ({gid}): {100*wins/games:.1f}% (95% CI {100*lo:.1f}-{100*hi:.1f}), {games} games from seed {seed0}; cpu {time.process_time()-t0:.0f} s")
