"""kill -9 of a seat's process and of the host's (subprocesses): a seat that
drops is away, the game waits, and the seat rejoins with the code where it
was; a host killed mid-game loses at most the choice in flight, and
``holytable host --resume SAVE --code CODE`` reopens the table for the seats to
rejoin and finish the game."""
from __future__ import annotations

import asyncio
import os
import random
import signal
import sys
import textwrap
from pathlib import Path

from holytable.engine.record import load_record
from holytable.net import messages as m
from holytable.net.client import Seat
from netkit import play_seat, remove, short_dir

CODE = "K1LL-9H0S-T15X"


async def start_host(*args: str, env_home: Path) -> tuple[asyncio.subprocess.Process, str]:
    env = dict(os.environ, HOLYTABLE_HOME=str(env_home))
    p = await asyncio.create_subprocess_exec(sys.executable, "-m", "holytable", "host", *args,
                                             stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE, env=env)
    first = (await asyncio.wait_for(p.stdout.readline(), 60)).decode()
    assert first.startswith("Room code: "), (first, (await p.stderr.read()).decode())
    second = (await p.stdout.readline()).decode()
    save = second.split("Saved to ", 1)[1].strip()
    return p, save


def kill9(p) -> None:
    os.kill(p.pid, signal.SIGKILL)


SEAT_SCRIPT = textwrap.dedent("""
    import asyncio, random, sys
    from holytable.net.client import Seat
    from holytable.net import messages as m
    async def main():
        s = await Seat.join(sys.argv[1], sys.argv[2], seat=0)
        r = random.Random(5)
        while True:
            msg = await s.recv()
            if msg is None or isinstance(msg, m.Over):
                return
            if isinstance(msg, m.ViewMsg) and s.view.options:
                await s.choose(r.choice(s.view.options).id)
    asyncio.run(main())
""")


async def test_a_killed_seat_is_away_and_rejoins_where_it_was(tmp_path):
    folder = short_dir()
    sock = folder / "t.sock"
    host, save = await start_host("pantheon", "--seed", "4", "--code", CODE, "--socket", str(sock), env_home=tmp_path)
    seat_p = None
    try:
        seat_p = await asyncio.create_subprocess_exec(sys.executable, "-c", SEAT_SCRIPT, str(sock), CODE)
        await asyncio.sleep(0.2)
        b = await Seat.join(sock, CODE, seat=1)
        rng = random.Random(6)
        # play until a few choices are made and seat 0 (the subprocess) decides
        while True:
            msg = await asyncio.wait_for(b.recv(), 30)
            if isinstance(msg, m.ViewMsg):
                if b.view.options:
                    await b.choose(rng.choice(b.view.options).id)
                elif b.view.choices_made >= 10 and b.view.deciding == 0:
                    break
        kill9(seat_p)
        await seat_p.wait()
        while not isinstance(msg := await asyncio.wait_for(b.recv(), 30), m.SeatAway):
            pass
        assert msg.seat == 0 and b.away == {0}
        while b.view.deciding != 0:  # seat 0 may have chosen before it was killed
            if b.view.options:
                await b.choose(rng.choice(b.view.options).id)
            await asyncio.wait_for(b.recv(), 30)
        at = b.view.choices_made
        await asyncio.sleep(0.3)  # the game waits for the away seat
        assert len(load_record(save).choices) == at
        a = await Seat.join(sock, CODE)  # the next free seat is the away one
        assert a.seat == 0
        await a.recv()
        assert a.view.choices_made == at and a.view.options
        await asyncio.wait_for(asyncio.gather(_on(a, random.Random(7)), _on(b, rng)), 120)
        rec = load_record(save)
        assert rec.finished and rec.build().over
        assert 0 not in b.away
    finally:
        for p in (seat_p, host):
            if p is not None and p.returncode is None:
                kill9(p)
                await p.wait()
        remove(folder)


async def _on(b: Seat, rng: random.Random) -> None:
    """Seat ``b`` goes on playing (its last view may be its own decision)."""
    if b.view.options:
        await b.choose(rng.choice(b.view.options).id)
    await play_seat(b, rng)


async def test_a_killed_host_loses_at_most_the_choice_in_flight(tmp_path):
    folder = short_dir()
    sock = folder / "t.sock"
    host, save = await start_host("holy_wars", "--seed", "9", "--code", CODE, "--socket", str(sock),
                                  env_home=tmp_path)
    host2 = None
    try:
        a = await Seat.join(sock, CODE)
        b = await Seat.join(sock, CODE)
        seen = 0
        # both seats play fast; the host is killed in the middle of it
        await asyncio.wait_for(asyncio.gather(play_seat(a, random.Random(1), upto=40),
                                              play_seat(b, random.Random(2), upto=40)), 60)
        s = a if a.view.options else b
        await s.choose(s.view.options[0].id)  # a choice in flight
        kill9(host)
        await host.wait()
        for s in (a, b):
            while (msg := await asyncio.wait_for(s.recv(), 30)) is not None:
                pass
            seen = max(seen, s.view.choices_made)
        kept = len(load_record(save).choices)
        assert seen <= kept <= seen + 1, (seen, kept)
        host2, save2 = await start_host("--resume", save, "--code", CODE, "--socket", str(sock), env_home=tmp_path)
        assert save2 == save
        a = await Seat.join(sock, CODE, seat=0)
        b = await Seat.join(sock, CODE, seat=1)
        await asyncio.wait_for(asyncio.gather(play_seat(a, random.Random(3)), play_seat(b, random.Random(4))), 200)
        rec = load_record(save)
        assert rec.finished and rec.build().over and len(rec.choices) > kept
        for s in (a, b):
            await s.close()
        await asyncio.wait_for(host2.wait(), 30)  # over, and every seat gone: the host stops
        assert host2.returncode == 0
        err = (await host2.stderr.read()).decode()
        assert "Traceback" not in err, err[-2000:]
    finally:
        for p in (host, host2):
            if p is not None and p.returncode is None:
                kill9(p)
                await p.wait()
        remove(folder)
