"""A host and two joined seats (three in a Pantheon game; and a watcher) in one process play a whole
game of each title over the protocol, choosing at random; the saved record
replays to the same game, each seat's rebuilt view equals the replayed
game's view of that seat, and no message to a seat or the watcher ever held a
uid hidden from it when it was sent (DESIGN: per-player views)."""
from __future__ import annotations

import asyncio
import random

import pytest

from holytable.engine.record import load_record
from holytable.net import host as host_mod
from holytable.net import messages as m
from holytable.net.client import Seat
from netkit import TITLES, hidden_tokens, new_table, play_seat, remove, short_dir


@pytest.mark.parametrize("game_id, seats, seed, options", [(t, 2, 7, {}) for t in TITLES]
                         + [("pantheon", 3, 9, {"wp_goal": 5})])  # 131 choices
async def test_whole_game_over_the_protocol(game_id, seats, seed, options, tmp_path, monkeypatch):
    folder = short_dir()
    table = new_table(game_id, seed, tmp_path, seats=seats, options=options)
    leaks: list[str] = []
    sent = {"views": 0, "bytes": 0}
    send = host_mod.Conn.send

    def checked_send(c, msg):  # every message, checked when it is sent
        line = m.encode(msg).decode()
        g = table.game
        if c.seat is None:
            hidden = set().union(*(g.hidden_uids(p) for p in range(g.num_players)))
        else:
            hidden = g.hidden_uids(c.seat)
        found = hidden_tokens(hidden, line)
        if found:
            leaks.append(f"seat {c.seat} at choice {len(g.choices)}: {sorted(found)[:3]}")
        if isinstance(msg, m.ViewMsg):
            sent["views"] += 1
            sent["bytes"] += len(line)
        send(c, msg)

    monkeypatch.setattr(host_mod.Conn, "send", checked_send)
    try:
        path = await table.start(folder / "t.sock")
        joined = [await Seat.join(path, table.code.lower().replace("-", "") if i % 2 else table.code)
                  for i in range(seats)]  # the code as typed, loosely, too
        w = await Seat.join(path, table.code, watch=True)
        assert [s.seat for s in joined] == list(range(seats)) and w.seat is None
        await asyncio.wait_for(asyncio.gather(*(play_seat(s, random.Random(i)) for i, s in enumerate(joined)),
                                              play_seat(w, random.Random(9))), 300)
        g = table.game
        assert g.over, "the game did not end"
        assert table.errors == []
        replayed = load_record(tmp_path / "save.json").build()
        assert replayed.choices == g.choices and replayed.outcome == g.outcome
        for s, p in [(s, i) for i, s in enumerate(joined)] + [(w, None)]:
            assert s.over is not None and s.over.winner == g.outcome.winner
            assert s.view == replayed.view(p), f"seat {p}'s rebuilt view differs from the replayed game's"
        assert leaks == []
        assert sent["views"] >= len(g.choices)
        for s in joined + [w]:
            await s.close()
    finally:
        await table.stop()
        remove(folder)
