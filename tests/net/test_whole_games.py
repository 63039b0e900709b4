"""A host and two joined seats (and a watcher) in one process play a whole
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


@pytest.mark.parametrize("game_id", TITLES)
async def test_whole_game_over_the_protocol(game_id, tmp_path, monkeypatch):
    folder = short_dir()
    table = new_table(game_id, 7, tmp_path)
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
        a = await Seat.join(path, table.code)
        b = await Seat.join(path, table.code.lower().replace("-", ""))  # as typed, loosely
        w = await Seat.join(path, table.code, watch=True)
        assert (a.seat, b.seat, w.seat) == (0, 1, None)
        await asyncio.wait_for(asyncio.gather(play_seat(a, random.Random(1)), play_seat(b, random.Random(2)),
                                              play_seat(w, random.Random(3))), 300)
        g = table.game
        assert g.over, "the game did not end"
        assert table.errors == []
        replayed = load_record(tmp_path / "save.json").build()
        assert replayed.choices == g.choices and replayed.outcome == g.outcome
        for s, p in ((a, 0), (b, 1), (w, None)):
            assert s.over is not None and s.over.winner == g.outcome.winner
            assert s.view == replayed.view(p), f"seat {p}'s rebuilt view differs from the replayed game's"
        assert leaks == []
        assert sent["views"] >= len(g.choices)
        for s in (a, b, w):
            await s.close()
    finally:
        await table.stop()
        remove(folder)
