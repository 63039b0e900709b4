import cProfile, pstats, sys, time
from holytable import arena
g = sys.argv[1]; seed = int(sys.argv[2])
c0 = time.process_time()
pr = cProfile.Profile(); pr.enable()
res = arena.one_game(g, ["normal", "random"], seed, (seed - 1) % 2, cpu=True)
pr.disable()
tot = time.process_time() - c0
print("total cpu", round(tot, 1), "search cpu", round(sum(sum(t) for t in res["times"]), 1), "choices", res["choices"])
pstats.Stats(pr).sort_stats("cumulative").print_stats(35)
