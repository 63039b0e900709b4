"""Heresy: challenges (HK-34), the Aereopagus (HK-33) and the revocation of
titles (HK-35), as a mixin of :class:`~.rules.HeresyGame`.

Shapes. ``s.aereo`` is None or one :class:`Aereo`: the challenge or
revocation under way with its votes. ``s.conflicts`` lists the conflicts the
active player has started this turn, as ``(opponent seat, type)`` (HK-25.3;
type ``"challenge"`` here, the combat types elsewhere).

Option ids (fixed words and uids only):

- the Action interval: ``challenge:<host uid>`` (HK-34.1), then
  ``aim:<target uid>:obliterate`` / ``aim:<target uid>:<title uid>`` / ``back``
  (HK-34.2, HK-34.3, HK-34.16);
- a window (kind ``effect``) answers the challenge issued, a counter ending
  it (ruling HK-23.13);
- the challenged Host's player: ``accept`` / ``decline`` (HK-34.4, HK-34.6);
- presentation, one decision per ready Host, clockwise from the convener:
  ``vote:0`` / ``vote:1`` (for contestant 0 = the challenger / the revoking
  player's Host, 1 = the challenged Host / the holder) / ``abstain`` (HK-33.6);
- execution, one decision per player's voting turn, repeated:
  ``open_vote:<host uid>:<0|1>`` and ``pass`` (nothing opened this turn) or
  ``done`` (HK-33.7);
- the secret split (HK-34.10.a): ``split:<a>`` (a votes to attack, the rest to
  defense), first the challenger's player, then the other; nothing of the
  first is shown until the ``reveal`` event, which is also the takeback
  barrier (``Game.revealed``).

Response windows before each phase (HK-33.5) and after each execution turn
(HK-33.8) are :meth:`AereoMixin._aereo_window`, which opens a window of
windows.py (kind ``aereopagus``).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from holytable.engine.decision import Decision

from . import words
from .state import ENDED

if TYPE_CHECKING:  # pragma: no cover
    from .rules import HeresyGame

ABSTAIN = -1
#: The tasks of the Aereopagus' phases (dropped when it dissolves, HK-33.13).
AEREO_PHASES = frozenset({"ch_answer", "aereo_window", "aereo_queue", "present", "execute", "tally", "split",
                          "split_reveal", "aereo_still"})


@dataclass(slots=True)
class Aereo:
    """A challenge or a revocation under way.

    kind: ``challenge`` / ``revoke``. convener: the seat whose action convened
    it (HK-33.1). hosts: the two contestants (0: the challenger, or the Host
    the revoking title is meant for; 1: the challenged Host, or the holder of
    the title). seats: their players. title: the disputed title in play (-1: a
    challenge to obliterate); for ``revoke`` the revoking title (in its
    player's hand until the tally). phase: answer / presentation / execution /
    tally / split / dissolved (HK-33.13, until the challenge or revocation
    ends). side: per voting Host, the contestant it votes for (0/1) or
    ABSTAIN; cast: per Host, the votes it has cast (HK-33.12: fixed when
    cast; a negation sets it back to 0). negated: Hosts whose votes were
    voided (HK-33.11: those cast so far; votes cast later count). queue: Hosts still to
    present (HK-33.6.a). turn: whose execution turn; passes: players who passed
    in succession; opened: the player whose turn it is opened a Host this turn
    (HK-33.7). split: per contestant, the votes committed to attack (-1: not
    yet; secret until the reveal, HK-34.10.a). still: an Aereopagus window
    has closed and no vote was cast since (ruling HK-33.14.a: no new window).
    stage: the Aereopagus window under way (``presentation`` / ``execution``
    / ``execution_turn`` / ``tally``, the phase it comes before, or after a
    voting turn), "" when none is open; after: for ``execution_turn``, the
    seat whose voting turn it follows (the window's prompt names both);
    vturns: the voting turns ended so far (the window after one names it).
    """

    kind: str
    convener: int
    hosts: list[int]
    seats: list[int]
    title: int = -1
    phase: str = "answer"
    side: dict[int, int] = field(default_factory=dict)
    cast: dict[int, int] = field(default_factory=dict)
    negated: list[int] = field(default_factory=list)
    queue: list[int] = field(default_factory=list)
    turn: int = -1
    passes: int = 0
    opened: bool = False
    split: list[int] = field(default_factory=lambda: [-1, -1])
    still: bool = False
    stage: str = ""
    after: int = -1
    vturns: int = 0

    def copy(self) -> "Aereo":
        return Aereo(self.kind, self.convener, self.hosts[:], self.seats[:], self.title, self.phase,
                     dict(self.side), dict(self.cast), self.negated[:], self.queue[:], self.turn, self.passes,
                     self.opened, self.split[:], self.still, self.stage, self.after,
                     self.vturns)

    def totals(self) -> tuple[int, int]:
        """HK-33.9, HK-33.11: the votes for each contestant (negated ones are
        no longer in ``cast``)."""
        t = [0, 0]
        for h, n in self.cast.items():
            k = self.side.get(h, ABSTAIN)
            if k != ABSTAIN:
                t[k] += n
        return t[0], t[1]


class AereoMixin:
    """Challenges, the Aereopagus and revocations (module docstring)."""

    # -- values ------------------------------------------------------------------------------------
    def free_will(self: "HeresyGame", c: int) -> int:
        """HK-11.9.d, HK-33.12: printed free will plus what its attachments add."""
        return self.card(c).free_will + self.mod_total(c, "free_will")

    def votes_value(self: "HeresyGame", c: int) -> int:
        """HK-11.9.e, HK-33.12: printed Aereopagus votes plus attachments (at least 0)."""
        return max(0, self.card(c).votes + self.mod_total(c, "votes"))

    def is_ready(self: "HeresyGame", c: int) -> bool:
        p = self.s.pieces[c]
        return not p.open and not p.stricken

    def titles_on(self: "HeresyGame", c: int) -> list[int]:
        return [a for a in self.s.pieces[c].attached if self.kinds[a] == "title"]

    def title_holder(self: "HeresyGame", name: str) -> int:
        """HK-35.6: the title card of this name in play (-1: none)."""
        for seat in range(self.num_players):
            for c in self.in_play(seat):
                if self.kinds[c] == "title" and self.card(c).name == name:
                    return c
        return -1

    # -- who may challenge whom (HK-34.1, HK-34.15, HK-25.3, HK-25.4.a, HK-36.8) --------------------
    def may_challenge_opponent(self: "HeresyGame", o: int) -> bool:
        """HK-25.3: fewer than two conflicts with ``o`` this turn, none of them a
        challenge; HK-25.4.a: one challenge a turn in all."""
        cs = self.s.conflicts
        if any(t == "challenge" for _, t in cs):
            return False
        return sum(1 for opp, _ in cs if opp == o) < 2

    def challenge_targets(self: "HeresyGame", c: int) -> list[int]:
        """Opponents' Hosts challenger ``c`` may challenge: not stricken
        (HK-34.3), in the same area (HK-34.1) unless ``c`` netwalks (HK-36.8)."""
        s = self.s
        a = s.pieces[c].seat
        nw = "netwalk" in self.keywords(c)
        area = self.area(c)
        out = []
        for o in self.opponents(a):
            if not self.may_challenge_opponent(o):
                continue
            for x in self.characters(o, None if nw else area):
                if self.kinds[x] == "host" and not s.pieces[x].stricken:
                    out.append(x)
        return out

    def challengers(self: "HeresyGame", seat: int) -> list[int]:
        """HK-34.1, HK-34.15, HK-14.6.a: ready Hosts of ``seat``, not called
        this turn, with somebody to challenge (HK-34.14, HK-38.4: a challenge
        is an attack, so it waits like one)."""
        s = self.s
        if any(t == "challenge" for _, t in s.conflicts):
            return []
        return [c for c in self.characters(seat) if self.kinds[c] == "host" and self.is_ready(c)
                and s.pieces[c].called != s.turn and self.challenge_targets(c)]

    def challenge_options(self: "HeresyGame", seat: int) -> list:
        out = []
        for c in self.challengers(seat):
            key = ("challenge", c, 0)
            o = self._opts.get(key)
            if o is None:
                u = self.uid(c)
                o = self.opt(f"challenge:{u}", f"Challenge with {self.cname(c)}", "challenge", (u,))
                self._opts[key] = o
            out.append(o)
        return out

    # -- declaring (HK-34.2, HK-34.3, HK-34.16) -----------------------------------------------------
    def _d_aim(self: "HeresyGame") -> Decision | None:
        s = self.s
        pd = s.pending
        if pd is None:
            return None
        c = pd.card
        opts = []
        for x in self.challenge_targets(c):
            ux = self.uid(x)
            who = self.names[s.pieces[x].seat]
            opts.append(self.opt(f"aim:{ux}:obliterate", f"{self.cname(x)} ({who}), to obliterate it", "aim",
                                 (self.uid(c), ux)))
            for t in self.titles_on(x):
                ut = self.uid(t)
                opts.append(self.opt(f"aim:{ux}:{ut}", f"{self.cname(x)} ({who}), disputing {self.cname(t)}",
                                     "aim", (self.uid(c), ux, ut)))
        opts.append(self.opt("back", "Back", "back"))
        return Decision(s.active, "aim", words.prompt("aim", card=self.tname(c)), tuple(opts))

    def _a_aim(self: "HeresyGame", oid: str) -> None:
        s = self.s
        pd = s.pending
        s.pending = None
        if oid == "back":
            return
        _, ux, aim = oid.split(":")
        c, x = pd.card, self.by_uid[ux]
        t = -1 if aim == "obliterate" else self.by_uid[aim]
        a = s.active
        o = s.pieces[x].seat
        self.open_card(c)  # HK-34.3
        s.conflicts.append((o, "challenge"))
        self.empty_aura()  # HK-25.7
        s.aereo = Aereo("challenge", a, [c, x], [a, o], t)
        self.say("challenge", actor=a, cards=[self.uid(c), ux] + ([self.uid(t)] if t >= 0 else []), seats=[o],
                 card=self.tname(c), target=self.tname(x), title=self.tname(t) if t >= 0 else "")
        # HK-23.1, ruling HK-23.13: issuing a challenge is an effect, answered (a counter ends it) before the
        # challenged Host's player accepts or declines; the challenge ends with ``ch_end`` in every case
        self.push(("ch_answer",), ("ch_end",))
        self.open_window("effect", self.next_live(a), (a, c, "challenge", 0, x, ""))

    def fx_challenge(self: "HeresyGame", maker: int, c: int, n: int, t: int, stat: str) -> None:
        """HK-34.3, ruling HK-23.13: the challenge issued resolves: its Host's
        player now accepts or declines (a contestant gone meanwhile
        dissolves it, HK-33.13: ``aereo_check`` after every effect)."""

    def ch_countered(self: "HeresyGame") -> None:
        """Ruling HK-23.13, HK-23.5: the challenge issued was countered: it
        ends unanswered, its costs paid (the challenger stays open, the
        conflict counts, HK-25.3); the etiquette still applies (HK-34.5)."""
        ae = self.s.aereo
        if ae is None or ae.phase != "answer":
            return
        self.s.tasks = [t for t in self.s.tasks if t[0] not in AEREO_PHASES]
        ae.phase = "countered"
        self.say("challenge_countered", actor=ae.seats[0], card=self.tname(ae.hosts[0]))

    def _d_ch_answer(self: "HeresyGame") -> Decision | None:
        ae = self.s.aereo
        if ae is None:
            return None
        c, x = ae.hosts
        fw = self.free_will(x)
        opts = (self.opt("accept", f"Accept: {self.cname(x)} enters the Crucible", "accept", (self.uid(x),)),
                self.opt("decline", f"Decline: {self.cname(x)} is stricken and {self.names[ae.seats[0]]} gains "
                         f"{fw} tau", "decline", (self.uid(x),), amount=fw))
        # issue 13: the challenger's strength in the prompt itself (an opponent's zone may be cut at 80x24)
        return Decision(ae.seats[1], "ch_answer", words.prompt("ch_answer", card=self.tname(c), target=self.tname(x),
                                                               a=self.hk_ch_facts(c), b=self.hk_ch_facts(x)), opts)

    def hk_ch_facts(self: "HeresyGame", h: int) -> str:
        """A contestant's facts for the answer to a challenge: ``"2/3, 1 vote"``
        (attack/defense now, HK-34.14, and its votes, HK-33.2)."""
        atk, dfn = self.crucible_values(h)
        v = self.votes_value(h)
        return f"{atk}/{dfn}, {v} vote{'s' if v != 1 else ''}"

    def _a_ch_answer(self: "HeresyGame", oid: str) -> None:
        s = self.s
        ae = s.aereo
        c, x = ae.hosts
        if oid == "decline":  # HK-34.4
            fw = self.free_will(x)
            ae.phase = "declined"  # over: what follows (the tau stored) is not the challenge's answer
            self.strike(x)
            self.say("decline", actor=ae.seats[1], cards=[self.uid(x)], amounts={"tau": fw}, seats=[ae.seats[0]],
                     card=self.tname(x))
            self.gain_tau(ae.seats[0], fw, "declined")
            self.push(*self.support_checks())  # a stricken Host gives no support (HK-12.6)
            return
        self.open_card(x)  # HK-34.6
        # HK-34.9: the Aereopagus convenes at once; HK-34.7: no combat is made,
        # so nobody defends, intervenes or scrambles (only its windows, HK-33.5)
        self.say("accept", actor=ae.seats[1], cards=[self.uid(x)], card=self.tname(x))
        self.convene()
        self.push(("aereo_window", "presentation"), ("aereo_queue",), ("present",), ("aereo_window", "execution"),
                  ("execute",), ("aereo_window", "tally"), ("tally",), ("split", 0), ("split", 1), ("split_reveal",))

    # -- the Aereopagus (HK-33) ---------------------------------------------------------------------
    def convene(self: "HeresyGame") -> None:
        """HK-33.1, HK-39.1: the Aereopagus convenes. The caller then pushes
        the window before the presentation (HK-33.5) and the phases, the
        presentation's voters called by ``aereo_queue`` after that window."""
        ae = self.s.aereo
        ae.phase = "presentation"
        self.say("convene", actor=ae.convener, cards=[self.uid(h) for h in ae.hosts],
                 a=self.tname(ae.hosts[0]), b=self.tname(ae.hosts[1]))

    def _t_aereo_queue(self: "HeresyGame") -> None:
        """HK-33.3, HK-33.6, HK-33.6.a: every Host ready when the presentation
        begins (after its window: a Host readied there votes too) is called
        to present, clockwise from the convener; HK-33.10: never a
        challenge's contestant."""
        ae = self.s.aereo
        if ae is None:
            return
        for seat in [ae.convener] + self.opponents(ae.convener):
            for h in self.characters(seat):
                if self.kinds[h] == "host" and self.is_ready(h) and not (ae.kind == "challenge" and h in ae.hosts):
                    ae.queue.append(h)

    def _t_aereo_window(self: "HeresyGame", phase: str) -> None:
        self._aereo_window(phase)

    def _aereo_window(self: "HeresyGame", phase: str) -> None:
        """HK-33.5, HK-33.14: a response window (windows.py, kind ``aereopagus``) before
        each phase (``presentation``, ``execution``, ``tally``), starting
        with the convener; HK-33.8: one after each player's execution turn
        (``execution_turn``), starting with the player whose turn comes next
        (HK-23.8: after the one who acted). Only miracles are on offer
        (HK-33.2, HK-24.1): Subterfuge here negates votes (HK-33.11)."""
        ae = self.s.aereo
        if ae is None:
            return
        if phase == "execution_turn" and ae.passes >= len(self.live()):
            return  # the execution is over: the window before the tally follows at once
        if ae.still and phase == "execution_turn":
            return  # ruling HK-33.14.a: nothing done since the last window closed
        first = ae.turn if phase == "execution_turn" else ae.convener
        if self.s.sides[first].out:
            first = self.next_live(first)
        ae.stage = phase  # the window's prompt and the view say which window this is
        if phase != "execution_turn":
            ae.after = -1  # (an execution turn's window: the seat set by ``_a_execute``)
        self.push(("aereo_still",))  # once the window has closed
        self.open_window("aereopagus", first)

    def _t_aereo_still(self: "HeresyGame") -> None:
        """Ruling HK-33.14.a: an Aereopagus window has closed; until a vote
        is cast the next one would offer the same again."""
        ae = self.s.aereo
        if ae is not None:
            ae.still = True
            ae.stage = ""
            ae.after = -1

    def contestant_label(self: "HeresyGame", k: int) -> str:
        ae = self.s.aereo
        return f"{self.tname(ae.hosts[k])} ({self.names[ae.seats[k]]})"

    def _d_present(self: "HeresyGame") -> Decision | str | None:
        """HK-33.6: the next Host in the queue votes its AV for a side, or
        abstains (HK-33.4: one side for all its votes, each Host on its own)."""
        ae = self.s.aereo
        while ae is not None and ae.queue:
            h = ae.queue[0]
            if self.s.pieces[h].where != "attached" or not self.is_ready(h) or self.votes_value(h) == 0:
                ae.queue.pop(0)
                continue
            n = self.votes_value(h)
            uh = self.uid(h)
            opts = tuple(self.opt(f"vote:{k}", f"{self.cname(h)}: {n} for {self.contestant_label(k)}", "vote",
                                  (uh, self.uid(ae.hosts[k])), amount=n) for k in (0, 1))
            opts += (self.opt("abstain", f"{self.cname(h)} abstains", "abstain", (uh,)),)
            return Decision(self.s.pieces[h].seat, "present", words.prompt("present", card=self.tname(h), n=n), opts)
        return None

    def _a_present(self: "HeresyGame", oid: str) -> None:
        ae = self.s.aereo
        h = ae.queue.pop(0)
        seat = self.s.pieces[h].seat
        if oid == "abstain":
            ae.side[h] = ABSTAIN
            self.say("abstain", actor=seat, cards=[self.uid(h)], card=self.tname(h))
        else:
            k = int(oid.split(":")[1])
            n = self.votes_value(h)
            ae.side[h] = k
            ae.cast[h] = n
            ae.still = False
            self.say("vote", actor=seat, cards=[self.uid(h), self.uid(ae.hosts[k])], amounts={"votes": n},
                     card=self.tname(h), target=self.tname(ae.hosts[k]), total=ae.totals()[k])
        self.push(("present",))

    def voters_now(self: "HeresyGame", seat: int) -> list[int]:
        """HK-33.7, HK-33.10: ready Hosts of ``seat`` that may open to vote."""
        hosts = self.s.aereo.hosts
        # HK-33.10: a challenge's contestants never vote; HK-35.9: a revocation's vote like any ready Host
        out = self.s.aereo.kind == "challenge"
        return [h for h in self.characters(seat) if self.kinds[h] == "host" and self.is_ready(h)
                and self.free_will(h) > 0 and not (out and h in hosts)]

    def _d_execute(self: "HeresyGame") -> Decision | str | None:
        """HK-33.7, HK-33.7.a, HK-33.7.b: the player whose voting turn it is
        opens Hosts (each adds its free will) or passes."""
        s = self.s
        ae = s.aereo
        if ae is None:
            return None
        if ae.phase != "execution":
            ae.phase = "execution"
            ae.turn = ae.convener
            ae.passes = 0
            ae.opened = False
        if ae.passes >= len(self.live()):
            return None
        seat = ae.turn
        opts = []
        for h in self.voters_now(seat):
            uh = self.uid(h)
            fw = self.free_will(h)
            k0 = ae.side.get(h, ABSTAIN)
            for k in ((0, 1) if k0 == ABSTAIN else (k0,)):
                opts.append(self.opt(f"open_vote:{uh}:{k}", f"Open {self.cname(h)}: {fw} more for "
                                     f"{self.contestant_label(k)}", "open_vote", (uh, self.uid(ae.hosts[k])),
                                     amount=fw))
        if ae.opened:
            opts.append(self.opt("done", "Stop opening Hosts", "done"))
        else:
            opts.append(self.opt("pass", "Pass", "pass"))
            if len(opts) == 1:
                return "pass"
        t0, t1 = ae.totals()
        return Decision(seat, "execute", words.prompt("execute", a=self.contestant_label(0), b=self.contestant_label(1),
                                                      t0=t0, t1=t1), tuple(opts))

    def _a_execute(self: "HeresyGame", oid: str) -> None:
        ae = self.s.aereo
        seat = ae.turn
        if oid.startswith("open_vote:"):
            _, uh, k = oid.split(":")
            h, k = self.by_uid[uh], int(k)
            fw = self.free_will(h)
            self.open_card(h)
            ae.side[h] = k
            ae.cast[h] = ae.cast.get(h, 0) + fw
            ae.opened = True
            ae.still = False
            self.say("open_vote", actor=seat, cards=[uh, self.uid(ae.hosts[k])], amounts={"votes": fw},
                     card=self.tname(h), target=self.tname(ae.hosts[k]), total=ae.totals()[k])
            self.push(("execute",))
            return
        if oid == "pass":
            ae.passes += 1
            self.say("vote_pass", actor=seat)
        else:
            ae.passes = 0
        ae.opened = False
        ae.after = seat
        ae.vturns += 1
        ae.turn = self.next_live(seat)
        self.push(("aereo_window", "execution_turn"), ("execute",))

    def aereo_check(self: "HeresyGame") -> None:
        """HK-33.13 (ruling): a contestant that has left play or changed hands
        (Boomerang, a card's damage) before the tally dissolves the
        Aereopagus: the phases left are dropped; a challenge ends with no
        result (HK-34.5 still applies to a challenger in play), a revocation
        as a lost vote (HK-35.4: the title stays in its player's hand, its
        costs paid)."""
        s = self.s
        ae = s.aereo
        pieces = s.pieces
        if ae.phase in ENDED or all(pieces[h].where == "attached" and pieces[h].seat == ae.seats[i]
                                          for i, h in enumerate(ae.hosts)):
            return
        s.tasks = [t for t in s.tasks if t[0] not in AEREO_PHASES]
        ae.phase = "dissolved"  # until its end (ch_end, revoke_end): no more votes, splits or aims at it
        self.say("dissolved", cards=[self.uid(h) for h in ae.hosts], a=self.tname(ae.hosts[0]),
                 b=self.tname(ae.hosts[1]))

    def crucible_values(self: "HeresyGame", h: int) -> tuple[int, int]:
        """HK-34.14: a contestant's attack and defense before the split, with
        the cards that speak of attacking or defending: boosts (Riot Call,
        Golem) and no damage (Interdict: attack 0)."""
        s = self.s
        atk = 0 if h in s.silenced else self.attack(h) + sum(x[1] for x in s.boosts if x[0] == h)
        return atk, self.defense(h) + sum(x[2] for x in s.boosts if x[0] == h)

    def negate_votes(self: "HeresyGame", h: int) -> None:
        """HK-33.11: every vote Host ``h`` has cast so far is void (Subterfuge's
        effect; the miracle itself is played through the windows): only
        those, "thus far": votes it casts afterwards count."""
        ae = self.s.aereo
        if ae is None:
            return
        n = ae.cast.get(h, 0)
        ae.cast[h] = 0
        if h not in ae.negated:
            ae.negated.append(h)
        self.say("negate_votes", cards=[self.uid(h)], amounts={"votes": n}, card=self.tname(h))

    def _t_tally(self: "HeresyGame") -> None:
        """HK-33.9: the totals; a revocation is decided here (HK-35.3..35.5)."""
        ae = self.s.aereo
        if ae is None:
            return
        ae.phase = "tally"
        t0, t1 = ae.totals()
        self.say("tally", cards=[self.uid(h) for h in ae.hosts], amounts={"a": t0, "b": t1},
                 a=self.contestant_label(0), b=self.contestant_label(1))
        if ae.kind == "revoke":
            self.revoke_result(t0, t1)
        else:
            ae.phase = "split"

    # -- the secret split (HK-34.10, HK-34.10.a, HK-40.3: committed one at a time, revealed together) ------
    def _d_split(self: "HeresyGame", i: int) -> Decision | str | None:
        ae = self.s.aereo
        if ae is None or ae.kind != "challenge":
            return None
        v = ae.totals()[i]
        if v == 0:  # HK-34.17: no votes, nothing to divide, nobody asked
            return "split:0"
        h = ae.hosts[i]
        atk, dfn = self.crucible_values(h)
        name = self.cname(h)
        opts = tuple(self.opt(f"split:{a}", f"{name} {atk + a}/{dfn + v - a} ({a} to attack, {v - a} to defense)",
                              "split", (self.uid(h),), amount=a) for a in range(v + 1))
        return Decision(ae.seats[i], "split", words.prompt("split", card=self.tname(h), n=v), opts,
                        others=("split", words.prompt("others_split", name=self.names[ae.seats[i]])))

    def _a_split(self: "HeresyGame", i: int, oid: str) -> None:
        ae = self.s.aereo
        ae.split[i] = int(oid.split(":")[1])
        if ae.totals()[i]:  # HK-34.17: a Host with no votes divides nothing; nothing to log
            self.say("split_committed", actor=ae.seats[i], card=self.tname(ae.hosts[i]))

    def _t_split_reveal(self: "HeresyGame") -> None:
        """HK-34.10, HK-34.11: both splits shown together (the takeback
        barrier), then each Host deals its final attack to the other."""
        s = self.s
        ae = s.aereo
        if ae is None or ae.kind != "challenge":
            return
        self.revealed()
        v = ae.totals()
        base = [self.crucible_values(h) for h in ae.hosts]  # HK-34.14
        fa = [base[i][0] + ae.split[i] if ae.hosts[i] not in s.silenced else 0 for i in (0, 1)]
        fd = [base[i][1] + v[i] - ae.split[i] for i in (0, 1)]
        self.say("reveal", cards=[self.uid(h) for h in ae.hosts],
                 amounts={"a_attack": fa[0], "a_defense": fd[0], "b_attack": fa[1], "b_defense": fd[1]},
                 a=self.tname(ae.hosts[0]), b=self.tname(ae.hosts[1]))
        killed = self.crucible(fa, fd)
        self.challenge_result(killed)

    def crucible(self: "HeresyGame", fa: list[int], fd: list[int]) -> list[bool]:
        """HK-34.11, HK-37.6: damage both ways (a blitzing Host first; a Host it
        kills deals nothing; HK-38.5: two blitzers at the same moment); HK-34.11.a: the damage lasts only for the
        challenge. Returns which contestants are killed."""
        ae = self.s.aereo
        hosts = ae.hosts
        pieces = self.s.pieces
        blitz = ["blitz" in self.keywords(h) for h in hosts]
        dealt = [0, 0]  # damage taken by each contestant
        killed = [False, False]

        def strike_at(i: int) -> None:  # contestant i deals its final attack to the other
            j = 1 - i
            dealt[j] += fa[i]
            killed[j] = pieces[hosts[j]].damage + dealt[j] >= fd[j]

        if blitz[0] != blitz[1]:
            first = 0 if blitz[0] else 1
            strike_at(first)
            if not killed[1 - first]:
                strike_at(1 - first)
        else:
            strike_at(0)
            strike_at(1)
        for i in (0, 1):
            self.say("crucible_damage", cards=[self.uid(hosts[i])], amounts={"damage": dealt[i]},
                     card=self.tname(hosts[i]), killed=killed[i])
        return killed

    def challenge_result(self: "HeresyGame", killed: list[bool]) -> None:
        """HK-34.12 (to obliterate) and HK-34.13 (disputing a title)."""
        ae = self.s.aereo
        c, x = ae.hosts
        if ae.title < 0:  # HK-34.12, HK-34.12.a
            for i in (0, 1):
                if killed[i]:
                    self.obliterate(ae.hosts[i])
            return
        t = ae.title
        if killed[1] and not killed[0]:  # HK-34.13.a
            self.take(t)  # before the strike: the title goes over as the challenger's, not stricken (HK-13.2)
            self.put(t, "attached", ae.seats[0], c)
            pt, pc = self.s.pieces[t], self.s.pieces[c]
            pt.open, pt.stricken = pc.open, pc.stricken
            self.strike(x)
            self.say("title_won", actor=ae.seats[0], cards=[self.uid(t), self.uid(c)], card=self.tname(t),
                     target=self.tname(c))
        elif killed[0] and not killed[1]:  # HK-34.13.b
            self.strike(c)
            self.say("title_kept", actor=ae.seats[1], cards=[self.uid(t), self.uid(x)], card=self.tname(t),
                     target=self.tname(x))
        elif killed[0] and killed[1]:  # HK-34.13.c
            self.strike(c)
            self.strike(x)
            self.obliterate(t)
            self.say("title_lost", cards=[self.uid(t)], card=self.tname(t))
        else:  # HK-34.13.d
            self.say("title_kept", actor=ae.seats[1], cards=[self.uid(t), self.uid(x)], card=self.tname(t),
                     target=self.tname(x))

    def _t_ch_end(self: "HeresyGame") -> None:
        """HK-34.5, HK-34.5.a: the etiquette of the Crucible; HK-25.7: the aura
        pools empty as the conflict ends; the support checks follow."""
        s = self.s
        ae = s.aereo
        if ae is None:
            return
        c, x = ae.hosts
        p = s.pieces[c]
        if (self.card(c).conviction == self.card(x).conviction and p.where in ("attached",)
                and not p.stricken):
            self.strike(c)
            self.say("etiquette", actor=ae.seats[0], cards=[self.uid(c)], card=self.tname(c))
        s.aereo = None
        s.boosts.clear()  # HK-34.14: effects "in this conflict" end with it
        s.silenced.clear()
        self.empty_aura()
        self.push(*self.support_checks())

    # -- investiture and revocation (HK-35) ----------------------------------------------------------
    def title_targets(self: "HeresyGame", c: int) -> list[int]:
        """HK-35.1, HK-35.2, HK-35.6: the active player's Hosts a title in
        hand may go to: any of them when no Host holds it or another player's
        Host does (a revocation); none when their own Host holds it."""
        a = self.s.active
        holder = self.title_holder(self.card(c).name)
        if holder >= 0 and self.s.pieces[holder].seat == a:
            return []
        return [x for x in self.characters(a) if self.kinds[x] == "host"]

    def is_revocation(self: "HeresyGame", c: int) -> bool:
        return self.kinds[c] == "title" and self.title_holder(self.card(c).name) >= 0

    def start_revoke(self: "HeresyGame", seat: int, c: int, target: int, paid: int) -> None:
        """HK-35.2: the costs are paid; HK-35.9: the title stays in hand, named
        to all, until the vote decides, and the contestants are not opened;
        the Aereopagus convenes at once."""
        s = self.s
        held = self.title_holder(self.card(c).name)
        holder = s.pieces[held].host
        s.told.append(c)
        s.aereo = Aereo("revoke", seat, [target, holder], [seat, s.pieces[holder].seat], c)
        self.say("revoke", actor=seat, cards=[self.uid(c), self.uid(target), self.uid(held), self.uid(holder)],
                 amounts={"aura": paid}, seats=[s.pieces[holder].seat], card=self.cname(c),
                 target=self.tname(target), holder=self.tname(holder))
        self.convene()
        self.push(("aereo_window", "presentation"), ("aereo_queue",), ("present",), ("aereo_window", "execution"),
                  ("execute",), ("aereo_window", "tally"), ("tally",), ("revoke_end",))

    def revoke_result(self: "HeresyGame", t0: int, t1: int) -> None:
        """HK-35.3 (won: the holder's title is obliterated, the new one
        attached), HK-35.4 (lost: back to hand), HK-35.5 (tie: obliterated)."""
        s = self.s
        ae = s.aereo
        c = ae.title
        target, holder = ae.hosts
        if t0 > t1:
            old = self.title_holder(self.card(c).name)
            if old >= 0:
                self.obliterate(old)
            self.take(c)
            self.put(c, "attached", ae.seats[0], target)
            s.pieces[c].called = s.turn
            self.say("revoke_won", actor=ae.seats[0], cards=[self.uid(c), self.uid(target)], card=self.cname(c),
                     target=self.tname(target))
        elif t0 < t1:
            self.say("revoke_lost", actor=ae.seats[0], card=self.cname(c), target=self.tname(holder))
        else:
            self.obliterate(c)
            self.say("revoke_tie", actor=ae.seats[0], cards=[self.uid(c)], card=self.cname(c))

    def _t_revoke_end(self: "HeresyGame") -> None:
        """HK-35.7: a revocation is no conflict: no aura pool empties and it
        counts toward no limit; HK-35.8: no split, no damage."""
        self.s.aereo = None
        self.push(*self.support_checks())
