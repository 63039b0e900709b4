"""Frontline decision quality probe (lane bot18): positions from
normal-vs-random games, a reference search (8000 iterations, enough 0), and a
budget's regret against the reference's root means, agreement with its
answer, and the iterations and processor time a search takes.

    python bench/fl_regret.py pos 4            # positions of seeds 1-4 (every other kept by hand)
    python bench/fl_regret.py ref              # the reference (minutes)
    python bench/fl_regret.py cfg iterations=1200 enough=0.0

The reference has the same evaluation and cut-off as the budgets it judges:
it compares budgets, not evaluations."""
import pickle, random, sys, time, os
from dataclasses import replace
from holytable.bot.ismcts import STRENGTHS, search, SearchStats
from holytable.bot.players import SearchPlayer, RandomPlayer
from holytable.games import game_class
from holytable.sim import ready_seatings, seat_names
from holytable.engine.tasks import forward_options

gid = "frontline"
cls = game_class(gid)
nb = replace(STRENGTHS["normal"], seconds=float("inf"), wall=float("inf"))
P = "/tmp/bot18/pos.pkl"; R = "/tmp/bot18/ref.pkl"

def positions(seeds):
    seatings = ready_seatings(gid, 2)
    out = []
    for s in seeds:
        r = random.Random(s)
        seating = seatings[r.randrange(len(seatings))]
        g = cls(seed=s, decks=list(seating[:2]), names=seat_names(seating[2:]), quiet=True)
        me = s % 2
        bot = SearchPlayer(nb, s * 7); rnd = RandomPlayer(s * 7 + 1)
        while g.pending is not None:
            p = g.pending.player
            if p == me:
                if len(forward_options(g.pending.options)) > 1:
                    out.append((g.clone(), me))
                oid = bot.choose(g, p)
            else:
                oid = rnd.choose(g, p)
            g.choose(oid)
    return out

if sys.argv[1] == "pos":
    pos = positions(range(1, int(sys.argv[2]) + 1))
    pickle.dump(pos, open(P, "wb")); print(len(pos), "positions")
elif sys.argv[1] == "ref":
    pos = pickle.load(open(P, "rb"))
    b = replace(nb, iterations=8000, enough=0.0)
    refs = []
    t0 = time.process_time()
    for g, me in pos:
        st = SearchStats()
        search(g, me, b, 12345, None, st)
        refs.append(st.root)
    pickle.dump(refs, open(R, "wb")); print("ref cpu", time.process_time() - t0)
else:
    # config: key=value pairs over Budget fields
    pos = pickle.load(open(P, "rb")); refs = pickle.load(open(R, "rb"))
    kw = {}
    for a in sys.argv[2:]:
        k, v = a.split("="); kw[k] = type(getattr(nb, k))(v) if getattr(nb, k) is not None else int(v)
    b = replace(nb, **kw)
    tot = 0.0; n = 0; agree = 0; its = 0
    t0 = time.process_time()
    for (g, me), ref in zip(pos, refs):
        best = max(ref.values(), key=lambda x: x[0])[1]
        bestid = max(ref, key=lambda k: ref[k][0])
        for sd in (1, 2, 3):
            st = SearchStats()
            oid = search(g, me, b, sd, None, st)
            its += st.iterations
            tot += best - ref[oid][1]; n += 1; agree += oid == bestid
    print(sys.argv[2:], f"regret {tot/n:.4f} agree {agree}/{n} iters/search {its/n:.0f} cpu/search {1000*(time.process_time()-t0)/n:.0f} ms")
