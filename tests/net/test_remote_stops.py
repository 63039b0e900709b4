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


async def test_stops_a_joined_seat_sets_its_own_stops(tmp_path):
    """``stops(keys)`` sets a seat's stops at the host: with every moment a
    stop, the host passes none of its windows; an unknown moment or a
    watcher's stops are refused with one line, and the table goes on."""
    folder = short_dir()
    table = new_table("holy_wars", 7, tmp_path)
    every = [mo.key for mo in type(table.game).MOMENTS]
    try:
        path = await table.start(folder / "t.sock")
        ana, bo = [await Seat.join(path, table.code) for _ in range(2)]
        w = await Seat.join(path, table.code, watch=True)
        await bo.set_stops(every)
        await bo.set_stops(["no-such-moment"])  # refused: the stops before stay
        await w.set_stops(every)
        for _ in range(50):  # the host reads them in order; give it a turn
            await asyncio.sleep(0.01)
            if table.stops[1] == frozenset(every):
                break
        assert table.stops[1] == frozenset(every)
        passed = {"bo": 0}
        pass_windows = table.pass_windows

        def counting():
            d = table.game.pending
            k = len(table.game.choices)
            pass_windows()
            if d is not None and d.window and d.player == 1 and len(table.game.choices) > k:
                passed["bo"] += 1

        table.pass_windows = counting
        await asyncio.wait_for(asyncio.gather(play_seat(ana, random.Random(1), upto=150),
                                              play_seat(bo, random.Random(2), upto=150),
                                              play_seat(w, random.Random(3), upto=150)), 200)
    finally:
        await table.stop()
        remove(folder)
    assert passed["bo"] == 0, "a window of Bo's passed by the host although every moment is his stop"
    assert any("no such moment" in e for e in bo.errors) and any("only a joined seat" in e for e in w.errors)


def test_stops_a_joined_seats_ask_me_at_everything_lasts_to_the_end_of_the_next_turn(tmp_path):
    """Issue 16's one-turn "ask me at everything", on a joined seat (sent with
    its stops, ``stops(keys, everything)``): with no stops at all, Bo is asked
    at every window of the turn he switched it on in and of the next, and at
    none after; the save keeps it while it lasts (a resumed table goes on
    with it), and switching it off passes his windows again at once."""
    table = new_table("holy_wars", 7, tmp_path)
    g = table.game
    assert table.set_stops(1, [], everything=True) is None
    on_at = g.log.turn
    assert table.record.everything == {"1": on_at}
    resumed = new_table("holy_wars", 7, tmp_path)
    resumed.__init__(resumed.game, table.record, None)
    assert resumed.everything_on(1), "a resumed table keeps the toggle"
    r = random.Random(3)
    asked: list[int] = []  # the turn of each window put to Bo
    while g.pending is not None and g.log.turn <= on_at + 4:
        d = g.pending
        if d.window and d.player == 1:
            asked.append(g.log.turn)
        assert table.choose(d.player, r.choice(d.ids()), len(g.choices)) is None
    assert asked, "some window was put to Bo while the toggle lasted"
    assert max(asked) <= on_at + 1, f"Bo asked after the toggle ran out (turns {asked}, on at {on_at})"
    assert any(c == "pass" for c in g.choices[len(asked):]), "windows passed for him after it"
    assert "1" not in table.record.everything, "a toggle that ran out is dropped from the save"
    table.set_stops(1, [], everything=True)
    assert table.everything_on(1)
    table.set_stops(1, [], everything=False)
    assert not table.everything_on(1) and "1" not in table.record.everything
