"""Bad input to a table: malformed JSON, lines too long, unknown types, other
versions, out-of-turn and wrong-seat choices, stale ``at``, options not on
offer, takebacks not allowed, wrong room codes. The host answers each with an
error, keeps running, and the game's record is unchanged; the seats then play
the game to its end."""
from __future__ import annotations

import asyncio
import json
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from holytable.net import messages as m
from holytable.net.client import JoinError, Seat
from netkit import new_table, play_seat, remove, short_dir


def test_an_error_quoting_what_was_sent_is_one_safe_line():
    for bad in ({"type": "\n\x1b[31m"}, {"type": "choose", "v": "1\n2"}):
        try:
            m.decode_client(json.dumps(bad).encode() + b"\n")
        except m.ProtocolError as e:
            assert "\n" not in str(e) and "\x1b" not in str(e), str(e)
        else:
            raise AssertionError(bad)


@settings(max_examples=300, deadline=None)
@given(st.binary(max_size=400) | st.text(max_size=200).map(str.encode)
       | st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=10),
                      lambda c: st.lists(c, max_size=4) | st.dictionaries(st.sampled_from(
                          ["type", "v", "code", "seat", "watch", "option_id", "at", "x"]), c, max_size=5),
                      max_leaves=12).map(lambda x: json.dumps(x).encode()))
def test_any_line_is_a_message_or_a_protocol_error(line):
    try:
        msg = m.decode_client(line + b"\n")
    except m.ProtocolError as e:
        assert "\n" not in str(e) and "\r" not in str(e) and "\x1b" not in str(e)
    else:
        assert msg.type in ("hello", "choose", "takeback", "bye")


class Clock:
    def __init__(self) -> None:
        self.t = 1000.0

    def __call__(self) -> float:
        return self.t


async def raw(path, line: bytes):
    """A bare connection that sends ``line``; returns (reader, writer)."""
    r, w = await asyncio.open_unix_connection(str(path), limit=m.MAX_HOST_LINE)
    w.write(line)
    await w.drain()
    return r, w


async def until_error(s: Seat) -> m.Error:
    while True:
        msg = await asyncio.wait_for(s.recv(), 10)
        assert msg is not None, "the host closed a seat's connection for a bad message"
        if isinstance(msg, m.Error):
            return msg


async def closed_after_error(r: asyncio.StreamReader) -> str:
    """The fatal error a bare connection got, then its end."""
    line = await asyncio.wait_for(r.readline(), 10)
    msg = m.decode_host(line)
    assert isinstance(msg, m.Error) and msg.fatal, msg
    assert await asyncio.wait_for(r.read(), 10) == b""
    return msg.message


async def test_bad_messages_are_answered_and_change_nothing(tmp_path):
    folder = short_dir()
    clock = Clock()
    table = new_table("pantheon", 3, tmp_path, clock=clock, delay=0.001)
    rng = random.Random(15)
    try:
        path = await table.start(folder / "t.sock")
        a = await Seat.join(path, table.code)
        b = await Seat.join(path, table.code)
        w = await Seat.join(path, table.code, watch=True)
        seats = {0: a, 1: b}
        for s in (a, b, w):
            await s.recv()  # the first view
        # a few real choices first
        for _ in range(6):
            d = table.game.pending
            s = seats[d.player]
            at = len(table.game.choices)
            await s.choose(rng.choice(d.options).id)
            for t in (a, b, w):
                while t.view.choices_made <= at:
                    await t.recv()
        choices = list(table.game.choices)
        assert table.errors == []
        saved = (tmp_path / "save.json").read_bytes()
        sent = 0
        for i in range(120):
            g = table.game
            d = g.pending
            me, other = seats[d.player], seats[1 - d.player]
            at = len(g.choices)
            kind = rng.randrange(11)
            if kind == 0:  # not JSON
                junk = bytes(rng.randrange(256) for _ in range(rng.randrange(1, 60))).replace(b"\n", b" ")
                target, line = rng.choice([me, other, w]), junk + b"\n"
            elif kind == 1:  # an unknown type
                target, line = me, json.dumps({"type": rng.choice(["play", "cheat", "", "view"])}).encode() + b"\n"
            elif kind == 2:  # another version
                target, line = me, m.encode(m.Choose(option_id=d.options[0].id, at=at, v=99))
            elif kind == 3:  # out of turn: the other seat, a real option id
                target, line = other, m.encode(m.Choose(option_id=rng.choice(d.options).id, at=at))
            elif kind == 4:  # a stale (or future) at
                target, line = me, m.encode(m.Choose(option_id=d.options[0].id, at=rng.choice([0, at - 1, at + 1, at + 50])))
            elif kind == 5:  # not on offer
                target, line = me, m.encode(m.Choose(option_id=rng.choice(["x", "pass:0", "play:nobody", "é"]), at=at))
            elif kind == 6:  # a takeback the seat may not make
                s_ = next(p for p in (0, 1) if not g.can_take_back(p))
                target, line = seats[s_], m.encode(m.TakeBack(at=at))
            elif kind == 7:  # a watcher choosing
                target, line = w, m.encode(m.Choose(option_id=d.options[0].id, at=at))
            elif kind == 8:  # hello again
                target, line = me, m.encode(m.Hello(code=table.code))
            elif kind == 9:  # fields wrong
                target, line = me, json.dumps({"type": "choose", "option_id": 5, "at": "x"}).encode() + b"\n"
            else:  # JSON that is not an object
                target, line = rng.choice([me, other]), rng.choice([b"[]\n", b"3\n", b"null\n", b"\"choose\"\n"])
            target.writer.write(line)
            await target.writer.drain()
            err = await until_error(target)
            assert not err.fatal and "\n" not in err.message
            sent += 1
        assert len(table.errors) == sent
        # a line too long: answered, then that connection is closed
        r, wr = await raw(path, m.encode(m.Hello(code=table.code, watch=True)))
        wr.write(b"[" + b" " * m.MAX_CLIENT_LINE + b"]\n")
        await wr.drain()
        lines = []
        while (line := await asyncio.wait_for(r.readline(), 10)):
            lines.append(m.decode_host(line))
        assert isinstance(lines[-1], m.Error) and lines[-1].fatal and "too long" in lines[-1].message
        # no hello first
        r, wr = await raw(path, m.encode(m.Choose(option_id="x", at=0)))
        assert "hello" in await closed_after_error(r)
        # wrong codes: each refused after a delay; after five, even the right one, for 30 s
        for k in range(5):
            r, wr = await raw(path, m.encode(m.Hello(code="0000-0000-000" + str(k))))
            assert await closed_after_error(r) == "wrong room code"
        r, wr = await raw(path, m.encode(m.Hello(code=table.code, watch=True)))
        assert "too many wrong room codes" in await closed_after_error(r)
        clock.t += 31
        w2 = await Seat.join(path, table.code, watch=True)
        await w2.close()
        # a seat that is taken, a seat that does not exist
        for seat in (0, 7):
            try:
                await Seat.join(path, table.code, seat=seat)
            except JoinError as e:
                assert "seat" in str(e)
            else:
                raise AssertionError(f"joined seat {seat}")
        assert table.game.choices == choices
        assert (tmp_path / "save.json").read_bytes() == saved
        # the host goes on: the game is played to its end
        await asyncio.wait_for(asyncio.gather(play_seat(a, random.Random(1)), play_seat(b, random.Random(2)),
                                              _poke(table)), 120)
        assert table.game.over
    finally:
        await table.stop()
        remove(folder)


async def _poke(table) -> None:
    """Resend each seat its view (they were left waiting after the errors)."""
    for c in list(table.conns.values()):
        c.sent_log = ()
        table.send_view(c)
