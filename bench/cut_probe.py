"""Probe for issue 11: random positions of every game drawn at 80x24 (Pilot);
prints the lines with "…" in the board or the prompt. A baseline, not a test:
``python bench/cut_probe.py frontline holy_wars pantheon holdfast``."""
import asyncio, random, sys
sys.path.insert(0, str(__import__("pathlib").Path(__file__).resolve().parents[1] / "tests" / "ui"))
from uihelpers import SIZE, game_screen, pass_handoff, screen_text
from holytable.ui.app import GameSetup, HolytableApp
from holytable.ui.decks import default_decks

async def probe(gid, positions=25, seed=1):
    app = HolytableApp(start=GameSetup(gid, ["Ana", "Bo"], default_decks(gid, 2), {}, seed), key_guard=0)
    found = []
    async with app.run_test(size=SIZE) as pilot:
        await pass_handoff(pilot)
        gs = game_screen(app)
        g = gs.game.clone()
        rng = random.Random(seed)
        board = gs.query_one("#board")
        for k in range(positions):
            for _ in range(rng.randrange(3, 25)):
                if g.over: break
                g.choose(rng.choice(g.legal_ids()))
            if g.over: break
            gs.game, gs.seat, gs.private = g.clone(), g.pending.player, True
            gs.cursor = rng.randrange(len(g.pending.options))
            gs._redraw()
            await pilot.pause()
            lines = screen_text(app).splitlines()
            x0, w = board.region.x, board.region.width
            prompt_top = next(i for i, l in enumerate(lines) if l.startswith("━"))
            for i, l in enumerate(lines[:-1]):
                part = l[x0:x0 + w] if i < prompt_top else l
                if "…" in part:
                    found.append((len(g.choices), "prompt" if i >= prompt_top else f"board row {i}", part.rstrip()))
    return found

for gid in sys.argv[1:]:
    f = asyncio.run(probe(gid))
    print(f"== {gid}: {len(f)} cut lines")
    for x in f[:12]:
        print("  ", x)
