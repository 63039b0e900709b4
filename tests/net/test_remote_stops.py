"""Joined seats use stops too (issue 16: "games ... across several terminals
use the same stops (a remote seat's windows need no handoff at all, but its
stops still save key presses)"; what a seat holds never changes whether it is
asked). The host passes a joined seat's windows that are not at its stops at
once, and asks it at its stops even when Pass is all it has: before, the join
screen passed Pass-only windows by itself and asked the others, so the other
seats' wait told whether it held an answer."""
from __future__ import annotations

import asyncio
import random

from holytable.engine.stops import default_stops
from holytable.net import host as host_mod
from holytable.net import messages as m
from holytable.net.client import Seat
from netkit import new_table, play_seat, remove, short_dir


async def test_stops_a_joined_seat_is_asked_at_its_stops_only_pass_or_not(tmp_path, monkeypatch):
    folder = short_dir()
    table = new_table("holy_wars", 7, tmp_path)
    stops = default_stops(type(table.game))
    asked: list[tuple[str, bool]] = []  # (moment, Pass only) of each window a seat was asked
    send = host_mod.Conn.send

    def checked_send(c, msg):
        d = table.game.pending
        if isinstance(msg, m.ViewMsg) and d is not None and d.window and c.seat == d.player:
            asked.append((d.moment, d.only_pass()))
        send(c, msg)

    monkeypatch.setattr(host_mod.Conn, "send", checked_send)
    try:
        path = await table.start(folder / "t.sock")
        seats = [await Seat.join(path, table.code) for _ in range(2)]
        await asyncio.wait_for(asyncio.gather(*(play_seat(s, random.Random(i), upto=250)
                                                for i, s in enumerate(seats))), 200)
    finally:
        await table.stop()
        remove(folder)
    g = table.game
    windows = [i for i, c in enumerate(g.choices) if c == "pass"]
    assert len(windows) > len(asked) > 0, "some windows passed by the host, some asked"
    assert {mo for mo, _ in asked} <= stops, f"asked at moments that are no stops: {asked}"
    assert any(only for _, only in asked), "a stop with Pass alone is asked too"
