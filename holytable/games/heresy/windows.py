"""Heresy timing: the effect stack, response windows, miracles, celestial
powers, card abilities and the closed effect vocabulary (HK-9.7.a, HK-11.8,
HK-15, HK-19.2, HK-23, HK-24, HK-33.5, HK-33.8).

:class:`WindowMixin` is part of :class:`~holytable.games.heresy.rules.HeresyGame`.

The one entry point other rules call is :meth:`WindowMixin.open_window`::

    self.open_window(kind, first, effect=None)

``kind`` names the window (``"effect"``: an answer to an effect, a challenge
issued among them; ``"combat1"`` / ``"combat2"``: the two combat windows,
HK-28.1 (answering the attack's own effect, ruling HK-23.13), HK-28.12; ``"gateway"``:
HK-19.2; another lane adds its own kinds, e.g. ``"aereopagus"``); ``first`` is
the seat asked first; ``effect`` (an :data:`Effect` tuple, or None for a
window that opens with an empty stack) is put on the stack first. The window
is pushed at the head of the task queue: whatever the caller pushes *after*
calling it runs before it, so a caller calls it last (or pushes its own
continuation first and then calls it). The signature is stable.

An effect on the stack is a tuple ``(maker, card, verb, amount, target,
stat)``: ``maker`` the seat, ``card`` the source card (-1: none), ``verb`` one
of :data:`~.cards.EFFECT_VERBS` or ``"gateway"``, ``target`` a card (-1: none;
for ``counter`` the stack index of the countered effect), ``stat``
``"attack"``/``"defense"`` (boost) or ``""``. A countered effect's verb
becomes ``"countered"`` (a countered action, HK-7.3, keeps its verb in ``stat``).

A window (task ``("window", kind, seat, passes)``) asks ``seat``; an answer
is a new effect and starts a new round of asking from the seat after its
maker (HK-23.8); once every live player has passed in succession, the stack
resolves, last made first (HK-23.3), each effect whose target is gone doing
nothing (HK-23.6). Every live seat is asked (HK-23.11), a seat with no legal
answer with Pass alone: the decision has ``window=True``, so a screen may
pass for it (``Decision.only_pass``); the maker of the newest effect is asked
too, whatever they hold, and told it is their own (ruling HK-23.11.b): their
stops decide whether a screen hands them the keyboard for it.

Option ids: ``pass``; ``scramble:<uid>:<uid>`` (the defender, first combat
window: a character and where it goes, HK-24.5..24.10); ``miracle:<uid>`` (no target), ``miracle:<uid>:<uid>``
(a card as target) or ``miracle:<uid>:top`` (counter the newest effect);
in the Action interval also ``power:<uid>[:<uid>]``; an ability (HK-15)
``ability:<uid>:<i>`` (+ ``:<uid>`` of its target, or ``:top``), in the
Action interval and, for one played as a miracle, in windows. When the aura
pool does not cover the cost: the task ``mpay`` (HK-9.7.a) asks
``open:<uid>`` / ``autopay`` / ``cancel``; then a tau cost: the task ``tpay``
(HK-18.3.a) asks ``tau_from:<uid>:<k>`` / ``cancel``.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from holytable.engine.decision import Decision, Option
from holytable.engine.stops import Moment

from . import words
from .state import ENDED, IN_PLAY

if TYPE_CHECKING:  # pragma: no cover
    from .state import HKState

Effect = tuple  # (maker, card, verb, amount, target, stat)

#: HK-7.3, HK-16.10, HK-17.4, HK-36.11: the actions of the Action interval
#: made as effects answered in a window (:meth:`WindowMixin.hk_act`).
ACT_VERBS = frozenset(("build", "call", "enhance", "move", "jackin", "jackout", "netwalk"))
#: Effects that keep their verb (in ``stat``) when countered: the actions, and the attack (ruling HK-23.13).
COUNTED_VERBS = ACT_VERBS | {"attack", "challenge"}
#: Those whose card waits in its player's hand, shown, until they resolve.
FROM_HAND = frozenset(("build", "call", "enhance"))

#: The kinds of moments of Heresy's windows (HK-23, HK-28.1, HK-28.12, HK-6.1.a,
#: HK-8.1, HK-33.5), from the side of the seat asked (``Decision.moment``,
#: issue 16: stops). Read from public facts only: who made the newest effect
#: waiting, whose turn it is, who fights. The defaults keep the answers to
#: another player's move, an attack on you, your own fights and the end of
#: another player's turn.
MOMENTS = (
    Moment("their_move", "another player's move waits on the stack", True),
    Moment("attacked", "your card is attacked (the first combat window)", True),
    Moment("my_fight", "the second combat window of a fight you are in", True),
    Moment("their_end", "the end of another player's turn", True),
    Moment("aereopagus", "between the stages of an Aereopagus", True),
    # ruling HK-23.11.b: the maker is asked whatever they hold (off by default)
    Moment("my_move", "your own move waits on the stack", False, own=True),
    Moment("my_orientation", "the start of your own turn (Orientation)", False),
    Moment("their_orientation", "the start of another player's turn (Orientation)", False),
    Moment("my_end", "the end of your own turn", False),
    Moment("others_fight", "the second combat window of a fight between other players", False),
)

#: HK-24.1: the window kinds in which miracles may be played (every kind).
PASS = Option("pass", "Pass", verb="pass")
ONLY_PASS = (PASS,)


class WindowMixin:
    s: "HKState"

    # -- the entry point ------------------------------------------------------------------------
    def open_window(self, kind: str, first: int, effect: Effect | None = None) -> None:
        """HK-23.2, HK-23.8: a response window starting with seat ``first``
        (see the module docstring)."""
        if effect is not None:
            self.s.stack.append(effect)
        self.push(("window", kind, first, 0))

    # -- answers on offer ---------------------------------------------------------------------------
    def can_pay(self, seat: int, c: int) -> bool:
        """HK-11.3, HK-9.2: influence in play and aura within reach; HK-18.3,
        HK-18.5: its tau on ready arrays."""
        call = self.card(c).call
        return self.has_influence(seat, call.influence) and (
            call.aura <= self.s.sides[seat].aura or call.aura <= self.aura_within_reach(seat)) and (
            not call.tau or call.tau <= self.tau_within_reach(seat))

    def effect_targets(self, seat: int, c: int) -> list[int] | None:
        """The targets the effect of card ``c`` may take when ``seat`` plays
        it: a list of cards, ``[-1]`` for an effect without a target (or the
        newest effect, for ``counter``), None when it has none now."""
        return self.targets_of(seat, self.card(c).effect)

    def targets_of(self, seat: int, eff) -> list[int] | None:
        """:meth:`effect_targets` for an :class:`~.cards.Effect` (of a card
        or of an ability, HK-15). ``host_voting``: a Host whose votes count in
        the Aereopagus under way (HK-33.11); ``ready`` only aims at an open,
        not stricken character (readying anything else does nothing)."""
        t = eff.target
        s = self.s
        if t is None or t == "self":
            if eff.verb == "draw" and not s.sides[seat].deck:
                return None  # issue 13: nothing to draw, nothing would change
            return [-1]
        if t == "effect":
            return [-1] if s.stack else None
        if t == "host_voting":  # HK-33.11: Subterfuge
            ae = s.aereo
            if ae is None or ae.phase in ENDED:
                return None
            return [h for h, n in ae.cast.items() if n  # the votes cast so far and not yet voided
                    and ae.side.get(h, -1) >= 0 and self.s.pieces[h].where == "attached"] or None
        conflict = s.conflict
        if t in ("attacking_character", "defending_character", "each_attacker"):
            if conflict is None:
                ae = s.aereo  # HK-34.14: a challenge is an attack by the challenger on the challenged Host
                if ae is None or ae.kind != "challenge" or ae.phase in ENDED or t == "each_attacker":
                    return None
                pool = ae.hosts[:1] if t == "attacking_character" else ae.hosts[1:]
            elif t == "each_attacker":
                return [-1]
            elif t == "attacking_character":
                pool = conflict.attackers
            else:  # ruling HK-28.9.a: a stricken card is damaged with the defenders but does not defend
                pool = [x for x in conflict.defenders if not s.pieces[x].stricken]
            out = [x for x in pool if self.is_char[x]]
            if eff.verb == "boost" and t == "attacking_character":  # "of yours"
                out = [x for x in out if s.pieces[x].seat == seat]
            return self.hk_changes(seat, eff.verb, out)
        seats = [seat] if t == "own_character" else self.live()
        out = []
        for who in seats:
            side = s.sides[who]
            if t in ("domain", "location"):
                out += side.wilds
            if t in ("array", "location"):
                out += side.matrix
            if t in ("character", "host", "own_character"):
                out += [x for x in self.characters(who) if t != "host" or self.kinds[x] == "host"]
        if eff.verb == "ready":
            pieces = s.pieces
            out = [x for x in out if pieces[x].open and not pieces[x].stricken]
        return self.hk_changes(seat, eff.verb, out)

    #: Effects that do nothing the second time on one target (a copy waiting on the stack makes another pointless).
    ONCE_VERBS = frozenset(("heal", "strike", "ready", "no_damage", "return_to_hand"))

    def hk_changes(self, seat: int, verb: str, out: list[int]) -> list[int] | None:
        """Issue 13: the targets on which an effect of ``verb`` made by
        ``seat`` can change anything (an option that changes nothing is not
        offered): ``heal`` a damaged card (damage dealt later is never healed
        by it: it resolves first, HK-23.3); ``strike`` a card not stricken;
        ``no_damage`` (Interdict) a card of another player not silenced yet
        (on one's own attacker or challenger it could only hurt); none where
        the same effect on it already waits on the stack and will resolve
        (not countered: :meth:`hk_live_targets`). None when none is left."""
        if verb in self.ONCE_VERBS:
            pieces = self.s.pieces
            if verb == "heal":
                out = [x for x in out if pieces[x].damage]
            elif verb == "strike":
                out = [x for x in out if not pieces[x].stricken]
            elif verb == "no_damage":
                silenced = self.s.silenced
                out = [x for x in out if x not in silenced and pieces[x].seat != seat]
            waiting = self.hk_live_targets(verb)
            if waiting:
                out = [x for x in out if x not in waiting]
        return out or None

    def hk_live_targets(self, verb: str) -> set[int]:
        """The targets of the effects of ``verb`` on the stack that will still
        resolve: the stack walked from the top (HK-23.3), an effect answered by
        a counter that itself will resolve does not (HK-23.4), so a second copy
        of a countered effect is still offered."""
        stack = self.s.stack
        dead: set[int] = set()
        out: set[int] = set()
        for i in range(len(stack) - 1, -1, -1):
            e = stack[i]
            if i in dead:
                continue
            if e[2] == "counter":
                dead.add(e[4])
            elif e[2] == verb:
                out.add(e[4])
        return out

    def play_options(self, seat: int, kinds: tuple[str, ...]) -> list[Option]:
        """The miracles (and, in the Action interval, celestial powers) ``seat``
        may play now, one option per card name and target."""
        s = self.s
        out: list[Option] = []
        seen = set()
        for c in s.sides[seat].hand:
            k = self.kinds[c]
            if k not in kinds:
                continue
            key = self.info[c].card.key
            if key in seen:
                continue
            seen.add(key)
            if not self.can_pay(seat, c):
                continue
            targets = self.effect_targets(seat, c)
            if not targets:
                continue
            for t in targets:
                out.append(self.play_opt(k, c, t))
        return out

    def play_opt(self, k: str, c: int, t: int) -> Option:
        own = t >= 0 and self.s.pieces[t].seat == self.info[c].owner
        key = ("play", c, t, own)
        o = self._opts.get(key)
        if o is None:
            u = self.uid(c)
            verb = "miracle" if k == "miracle" else "power"
            eff = self.card(c).effect
            call = self.card(c).call
            what = "Play" if verb == "miracle" else "Invoke"
            cost = (("aura", call.aura),) * bool(call.aura) + (("tau", call.tau),) * bool(call.tau)
            if t >= 0:
                tu = self.uid(t)
                on = words.hk_target_name(self.cname(t), own, eff.verb)
                o = Option(f"{verb}:{u}:{tu}", f"{what} {self.cname(c)} on {on} ({call.words()})",
                           verb=verb, cards=(u, tu), zones=("hand",), cost=cost)
            else:
                tail = ":top" if eff.target == "effect" else ""
                o = Option(f"{verb}:{u}{tail}", f"{what} {self.cname(c)} ({call.words()})", verb=verb, cards=(u,),
                           zones=("hand",), cost=cost)
            self._opts[key] = o
        return o

    # -- special abilities (HK-15) ---------------------------------------------------------------------
    def hk_ability_options(self, seat: int, miracle_only: bool) -> list[Option]:
        """HK-15.1..15.5, HK-24.1, HK-24.2: the abilities ``seat`` may use
        now, one option per ability and target: of a card of theirs in play,
        not stricken (HK-12.6, HK-15.3), not a character called this turn
        (HK-14.6, HK-15.4; a location may use its abilities the turn it is
        built, HK-14.3), ready when its cost opens it (HK-12.2, HK-15.2), its
        aura and its tau within reach (HK-18.3: not from its own array when
        its cost opens it). ``miracle_only``: in a window, or on another
        player's turn, only those that may be played as a miracle (HK-15.6)."""
        if not self.abil_seat[seat]:
            return []
        s = self.s
        pieces = s.pieces
        abil = self.abil
        out: list[Option] = []
        reach = -1
        for loc in s.sides[seat].wilds + s.sides[seat].matrix:
            for c in (loc, *pieces[loc].attached):
                if not abil[c]:
                    continue
                p = pieces[c]
                if p.stricken or (self.is_char[c] and p.called == s.turn):
                    continue
                for i, ab in enumerate(abil[c]):
                    if (miracle_only and not ab.miracle) or (ab.cost.open and p.open):
                        continue
                    if ab.cost.aura:
                        if reach < 0:
                            reach = self.aura_within_reach(seat)
                        if ab.cost.aura > reach - (self.aura_of(c) if ab.cost.open and c in
                                                   self.aura_sources(seat) else 0):
                            continue
                    if ab.cost.tau and ab.cost.tau > self.tau_within_reach(seat, c if ab.cost.open else -1):
                        continue
                    targets = self.targets_of(seat, ab.effect)
                    if targets:
                        out += [self.hk_ability_opt(c, i, t) for t in targets]
        return out

    def hk_ability_opt(self, c: int, i: int, t: int) -> Option:
        """``ability:<uid>:<i>[:<target uid>|:top]``, made once per area the
        card stands in (its zone is in the option: a character jacks in)."""
        area = self.area(c)
        pieces = self.s.pieces
        own = t >= 0 and pieces[t].seat == pieces[c].seat
        key = ("ability", c, i, t, area, own)
        o = self._opts.get(key)
        if o is None:
            ab = self.abil[c][i]
            u = self.uid(c)
            tail = f":{self.uid(t)}" if t >= 0 else (":top" if ab.effect.target == "effect" else "")
            label = words.ability_label(self.cname(c), ab,
                                        words.hk_target_name(self.cname(t), own, ab.effect.verb) if t >= 0 else "")
            o = Option(f"ability:{u}:{i}{tail}", label, verb="ability",
                       cards=(u, self.uid(t)) if t >= 0 else (u,), zones=(area,),
                       cost=(("aura", ab.cost.aura),) * bool(ab.cost.aura)
                       + (("tau", ab.cost.tau),) * bool(ab.cost.tau))
            self._opts[key] = o
        return o

    def hk_use_ability(self, seat: int, oid: str) -> Effect:
        """HK-15.2, HK-15.5, HK-23.1: pay an ability's cost (open its card,
        HK-12.1, HK-13.2; its aura from the pool) and return its effect."""
        parts = oid.split(":")
        c = self.by_uid[parts[1]]
        ab = self.abil[c][int(parts[2])]
        if ab.cost.open:
            self.open_card(c)
        self.s.sides[seat].aura -= ab.cost.aura
        eff = ab.effect
        if len(parts) < 4:
            target = -1
        elif parts[3] == "top":
            target = len(self.s.stack) - 1
        else:
            target = self.by_uid[parts[3]]
        named = target >= 0 and parts[3] != "top"
        self.say("ability", actor=seat, cards=[self.uid(c)] + ([parts[3]] if named else []),
                 amounts={"aura": ab.cost.aura}, card=self.tname(c), opened=ab.cost.open,
                 target=self.tname(target) if named else None)
        return (seat, c, eff.verb, eff.amount, target, eff.stat or "")

    # -- paying for an answer (HK-9.7.a) ----------------------------------------------------------------
    def hk_play(self, seat: int, oid: str, ctx: tuple) -> None:
        """A miracle, celestial power or ability chosen by ``seat``: when the
        aura pool does not cover its cost, ask which cards to open first
        (task ``mpay``, HK-9.7, HK-9.7.a); then its effect goes on the stack
        and a window opens (HK-23.8). ``ctx``: ``("action",)`` (the Action
        interval; the caller has pushed its continuation) or ``("window",
        kind, passes)`` (an answer in that window)."""
        if self.s.sides[seat].aura < self.hk_cost(oid)[0]:
            self.push(("mpay", seat, oid, ctx))
        else:
            self.hk_pay_tau(seat, oid, ctx)

    def hk_pay_tau(self, seat: int, oid: str, ctx: tuple) -> None:
        """HK-18.3, HK-18.5: a tau cost next (task ``tpay``), then the effect."""
        if self.hk_tau_cost(oid)[0]:
            self.push(("tpay", seat, oid, ctx, ()))
        else:
            self.hk_put(seat, oid, ctx)

    def hk_cost(self, oid: str) -> tuple[int, int]:
        """The aura ``oid`` costs, and the card that may not be opened for
        aura to pay it (an ability's own card when it opens it; -1: none)."""
        parts = oid.split(":")
        c = self.by_uid[parts[1]]
        if parts[0] == "ability":
            ab = self.abil[c][int(parts[2])]
            return ab.cost.aura, (c if ab.cost.open else -1)
        return self.card(c).call.aura, -1

    def hk_tau_cost(self, oid: str) -> tuple[int, int]:
        """The tau ``oid`` costs (HK-18.3), and the array that may not give
        it (an ability's own card when its cost opens it; -1: none)."""
        parts = oid.split(":")
        c = self.by_uid[parts[1]]
        if parts[0] == "ability":
            ab = self.abil[c][int(parts[2])]
            return ab.cost.tau, (c if ab.cost.open else -1)
        return self.card(c).call.tau, -1

    def hk_put(self, seat: int, oid: str, ctx: tuple) -> None:
        eff = self.hk_use_ability(seat, oid) if oid.startswith("ability:") else self.play_card(seat, oid)
        if ctx[0] == "action":
            self.open_window("effect", self.next_live(seat), eff)
        else:
            self.s.stack.append(eff)
            self.push(("window", ctx[1], self.next_live(seat), 0))

    def _d_mpay(self, seat: int, oid: str, ctx: tuple) -> Decision | None:
        """HK-9.7, HK-9.7.a: open a card for aura, "open what is needed"
        (the least aura that pays, HK-9.7.b), or take the choice back."""
        side = self.s.sides[seat]
        cost, own = self.hk_cost(oid)
        if side.aura >= cost:
            return None  # _t_mpay: played
        sources = [x for x in self.hk_by_name(self.aura_sources(seat)) if x != own]
        opts = [self.opt(f"open:{self.uid(x)}", f"Open {self.cname(x)} for {self.aura_of(x)} aura",
                         "open_for_aura", (self.uid(x),)) for x in sources]
        if side.aura + sum(self.aura_of(x) for x in sources) >= cost:
            opts.append(self.opt("autopay", "Open what is needed", "autopay"))
        opts.append(self.opt("cancel", "Cancel", "cancel"))
        c = self.by_uid[oid.split(":")[1]]
        return Decision(seat, "pay", words.prompt("pay", need=cost - side.aura, card=self.tname(c)), tuple(opts),
                        others=("action", words.prompt("others_pay", name=self.names[seat])))

    def _a_mpay(self, seat: int, oid: str, ctx: tuple, answer: str) -> None:
        if answer == "cancel":  # the aura opened stays in the pool (HK-9.3)
            if ctx[0] == "window":
                self.push(("window", ctx[1], seat, ctx[2]))
            return
        if answer == "autopay":
            cost, own = self.hk_cost(oid)
            side = self.s.sides[seat]
            sources = [x for x in self.aura_sources(seat) if x != own]
            for x in self.hk_least_aura(sources, cost - side.aura):  # HK-9.7.b
                self.open_for_aura(seat, x)
        else:
            self.open_for_aura(seat, self.by_uid[answer.split(":")[1]])
        self.push(("mpay", seat, oid, ctx))

    def _t_mpay(self, seat: int, oid: str, ctx: tuple) -> None:
        self.hk_pay_tau(seat, oid, ctx)

    # -- paying tau (HK-18.3, HK-18.5, HK-18.6, HK-18.8) -------------------------------------------
    def _d_tpay(self, seat: int, oid: str, ctx: tuple, picks: tuple) -> Decision | str | None:
        """HK-18.3, HK-18.3.a: which ready arrays to open, and how much tau each gives
        (``tau_from:<uid>:<k>``, one array at a time; ``cancel``). Picks are
        only kept in the task until the whole cost is chosen: cancelling
        costs nothing. Asked only when there is a real choice: one array
        that can give it, or a cost that needs all there is, is taken at
        once. Each option leaves the rest payable. HK-18.6: no effect, no
        window; HK-18.5: on any player's turn; HK-18.8: never a stricken
        array (:meth:`~.table.TableMixin.tau_sources`)."""
        cost, own = self.hk_tau_cost(oid)
        left = cost - sum(k for _, k in picks)
        if left <= 0:
            return None  # _t_tpay: paid
        pieces = self.s.pieces
        picked = {a for a, _ in picks}
        srcs = [a for a in self.tau_sources(seat, own) if a not in picked]
        total = sum(pieces[a].tau for a in srcs)
        if total < left:
            return "cancel"  # cannot happen: an option is offered only when it can be paid
        if len(srcs) == 1 or total == left:
            a = srcs[0]
            return f"tau_from:{self.uid(a)}:{min(left, pieces[a].tau)}"
        opts = []
        for a in srcs:
            have = pieces[a].tau
            ua = self.uid(a)
            for k in range(max(1, left - (total - have)), min(have, left) + 1):
                opts.append(self.opt(f"tau_from:{ua}:{k}", f"Open {self.cname(a)} and take {k} tau "
                                     f"({have} stored)", "spend_tau", (ua,), ("matrix",), amount=k))
        opts.append(self.opt("cancel", "Cancel", "cancel"))
        c = self.by_uid[oid.split(":")[1]]
        return Decision(seat, "tau_pay", words.prompt("tau_pay", need=left, card=self.tname(c)), tuple(opts),
                        others=("action", words.prompt("others_pay", name=self.names[seat])))

    def _a_tpay(self, seat: int, oid: str, ctx: tuple, picks: tuple, answer: str) -> None:
        if answer == "cancel":  # nothing was opened or taken yet; the card stays in hand
            if ctx[0] == "window":
                self.push(("window", ctx[1], seat, ctx[2]))
            return
        _, ua, k = answer.split(":")
        self.push(("tpay", seat, oid, ctx, picks + ((self.by_uid[ua], int(k)),)))

    def _t_tpay(self, seat: int, oid: str, ctx: tuple, picks: tuple) -> None:
        """HK-18.3: the chosen arrays are opened (HK-12.1, HK-13.3) and the
        tau taken off them; then the effect is made."""
        for a, k in picks:
            self.open_card(a)
            self.lose_tau(a, k)
            self.say("spend_tau", actor=seat, cards=[self.uid(a)], amounts={"tau": k}, card=self.tname(a))
        self.hk_put(seat, oid, ctx)

    # -- playing a card -------------------------------------------------------------------------------
    def play_card(self, seat: int, oid: str) -> Effect:
        """HK-11.8, HK-24.1, HK-23.5, HK-23.12: pay for a miracle or power
        from the aura pool (the payment decision, :meth:`hk_play`, has filled
        it: HK-9.7.a), put it in its owner's oblivion, and return its effect
        (to go on the stack)."""
        parts = oid.split(":")
        c = self.by_uid[parts[1]]
        card = self.card(c)
        side = self.s.sides[seat]
        cost = card.call.aura
        side.aura -= cost
        self.to_pile(c, "oblivion")
        eff = card.effect
        if len(parts) < 3:
            target = -1
        elif parts[2] == "top":
            target = len(self.s.stack) - 1
        else:
            target = self.by_uid[parts[2]]
        self.say("play", actor=seat, cards=[self.uid(c)] + ([parts[2]] if target >= 0 and parts[2] != "top"
                                                              else []),
                 amounts={"aura": cost}, card=card.name, kind=card.type,
                 target=self.tname(target) if target >= 0 and parts[2] != "top" else None)
        return (seat, c, eff.verb, eff.amount, target, getattr(eff, "stat", "") or "")

    # -- the window task -----------------------------------------------------------------------------
    def window_moment(self, kind: str, seat: int) -> str:
        """The kind of moment (a key of :data:`MOMENTS`) of ``seat``'s window
        of ``kind`` now: from the newest effect's maker, the combat's sides
        and whose turn it is, never from what ``seat`` holds."""
        stack, cf = self.s.stack, self.s.conflict
        if stack:
            if stack[-1][0] == seat:
                return "my_move"
            if kind == "combat1" and cf is not None and cf.defender == seat:
                return "attacked"
            return "their_move"
        if kind in ("combat1", "combat2"):
            return "my_fight" if cf is not None and seat in (cf.attacker, cf.defender) else "others_fight"
        if kind == "orientation":
            return "my_orientation" if seat == self.s.active else "their_orientation"
        if kind == "end":
            return "my_end" if seat == self.s.active else "their_end"
        if kind == "aereopagus":
            return "aereopagus"
        return "their_move"  # an empty-stack window of another kind answers the table's last move

    def _d_window(self, kind: str, seat: int, passes: int) -> Decision | str | None:
        if passes >= len(self.live()):
            return None  # _t_window: resolve
        if self.s.sides[seat].out:
            return "pass"
        opts = self.play_options(seat, ("miracle",)) + self.hk_ability_options(seat, True)
        if kind == "combat1" and self.s.conflict is not None and seat == self.s.conflict.defender:
            opts += self.scramble_options()  # HK-24.5, HK-28.1
        elif self.s.stack:
            opts += self.cb_effect_scrambles(seat)  # HK-24.3, HK-24.9 (combat.py)
        stack = self.s.stack
        # the newest effect waiting is this seat's own: asked all the same,
        # Pass alone when they hold nothing (ruling HK-23.11.b)
        own = bool(stack) and stack[-1][0] == seat
        cf, ae = self.s.conflict, self.s.aereo  # a combat window names the attack, an Aereopagus its contestants
        said = words.prompt("window", window=kind, stack=self.stack_words(), own=own,
                            scramble=any(o.verb == "scramble" for o in opts),
                            fight=f"{'You attack' if seat == cf.attacker else self.names[cf.attacker] + ' attacks'}"
                                  f" {self.tname(cf.target)}"
                            if cf is not None and kind in ("combat1", "combat2") else
                            self.hk_aereo_words(ae) if ae is not None and kind == "aereopagus" else "")
        moment = self.window_moment(kind, seat)
        if not opts:  # HK-23.11: asked all the same (a Pass-only window a screen may pass for them)
            return Decision(seat, "window", said, ONLY_PASS, window=True, moment=moment)
        opts.append(PASS)
        return Decision(seat, "window", said, tuple(opts), window=True, moment=moment)

    def older_skip(self, revision: int) -> str | None:
        """Ruling HK-23.11.b: before the maker of the newest effect was asked
        with Pass alone (record revisions 0 and 1) they were passed for: "pass".
        Ruling HK-4.4.c: before a seat whose eleven cards hold a domain was
        asked about its redraw with Keep alone (revisions 0-3) it was not
        asked at all: its "keep"."""
        d = self.pending
        if revision < 2 and d.window and d.moment == "my_move" and d.only_pass():
            return "pass"
        if revision < 4 and d.kind == "redraw" and d.ids() == ["keep"]:
            return "keep"
        return None

    def hk_aereo_words(self, ae) -> str:
        """An Aereopagus window names its contestants and its stage (HK-33.5,
        HK-33.8): "Rimmon against Rabdos, after voting turn 2 (Ana's)"."""
        out = f"{self.tname(ae.hosts[0])} against {self.tname(ae.hosts[1])}"
        stage = words.aereo_stage(ae.stage, self.names[ae.after] if ae.after >= 0 else "", ae.vturns)
        return f"{out}, {stage}" if stage else out

    def _a_window(self, kind: str, seat: int, passes: int, oid: str) -> None:
        if oid == "pass":
            self.push(("window", kind, self.next_live(seat), passes + 1))
            return
        if oid.startswith("scramble:"):
            self.s.stack.append(self.scramble_effect(seat, oid))
            self.push(("window", kind, self.next_live(seat), 0))
            return
        self.hk_play(seat, oid, ("window", kind, passes))

    def _t_window(self, kind: str, seat: int, passes: int) -> None:
        """HK-23.3, HK-23.8: every waiting effect resolves, last made first."""
        if self.s.stack:
            self.push(("resolve",))

    def stack_words(self, i: int = -1) -> str:
        """The effect ``i`` of the stack (-1: the newest) in words, naming its
        card, verb and target (:func:`.words.effect_words`); "" for none or an
        attack (the combat window's own words)."""
        s = self.s
        if not s.stack:
            return ""
        e = s.stack[i]
        if e[2] == "attack":  # the first combat window's own words
            return ""
        maker, c, verb, n, target, stat = e
        if verb == "countered":
            verb = stat
        if verb == "counter":  # HK-23.4: it aims at an effect of the stack, named in words
            k = target if 0 <= target < len(s.stack) and target != (i % len(s.stack)) else -1
            aim = self.stack_words(k) if k >= 0 and s.stack[k][2] != "attack" else (
                "the attack" if k >= 0 else "")
            return words.effect_words(verb, self.names[maker], self.tname(c) if c >= 0 else verb, aim)
        if verb == "scramble":  # the character moves to the location in ``n``
            return words.effect_words(verb, self.names[maker], self.tname(target), self.tname(n))
        named = target if target >= 0 and target != c else (
            self.s.pieces[c].body if verb == "jackout" and c >= 0 and self.s.pieces[c].body >= 0 else -1)
        return words.effect_words(verb, self.names[maker], self.tname(c) if c >= 0 else verb,
                                  self.tname(named) if named >= 0 else "")

    def _t_resolve(self) -> None:
        s = self.s
        if not s.stack:
            return
        eff = s.stack.pop()
        if s.stack:
            self.push(("resolve",))
        self.resolve(eff)

    def resolve(self, eff: Effect) -> None:
        """HK-23.4..23.6: one effect resolves through its verb's handler,
        unless it was countered or its target is gone."""
        maker, c, verb, amount, target, stat = eff
        if verb == "countered":
            self.say("countered", actor=maker, card=self.tname(c) if c >= 0 else "")
            if stat == "attack":  # ruling HK-23.13 (combat.py)
                self.cb_countered()
            elif stat == "challenge":  # ruling HK-23.13 (aereopagus.py)
                self.ch_countered()
            self.hk_act_spent(maker, c, stat)
            return
        # an attack whose target is gone has ended already (ruling HK-26.10, combat.py)
        # (a challenge's, the Aereopagus' check below: HK-33.13)
        if (target >= 0 and verb not in ("counter", "attack", "challenge") and not self.target_here(target)) or (
                verb in ACT_VERBS and not self.hk_act_here(maker, c, verb, target)):
            self.say("fizzle", actor=maker, card=self.tname(c) if c >= 0 else "")
            self.hk_act_spent(maker, c, verb)
            return
        self.push(*self.support_checks())  # HK-21.6: after every effect
        getattr(self, "fx_" + verb)(maker, c, amount, target, stat)
        if self.s.aereo is not None:
            self.aereo_check()  # HK-33.13: a contestant gone dissolves the Aereopagus

    def target_here(self, t: int) -> bool:
        """HK-23.6: a card target is still there (in play; for a combat
        target, still in the combat)."""
        if self.s.pieces[t].where not in IN_PLAY:
            return False
        return True

    # -- the effect vocabulary: one handler per verb (heresy-cards.md) ------------------------------
    def fx_damage(self, maker: int, c: int, n: int, t: int, stat: str) -> None:
        """Damage to a card; at its defense it is killed (HK-30.5, HK-32.5).
        Ruling HK-12.7.a: a stricken character's defense is 0 only in combat
        resolution; a card's damage must reach its defense (a stricken
        location's is 0 against any damage, HK-32.4)."""
        p = self.s.pieces[t]
        p.damage += n
        self.say("fx_damage", actor=maker, cards=[self.uid(t)], amounts={"damage": n}, card=self.tname(t))
        if p.stricken and self.is_char[t]:
            cf = self.s.conflict
            dfn = (self.defense(t) + (1 if cf is not None and t in cf.joined else 0)
                   + sum(x[2] for x in self.s.boosts if x[0] == t))
        else:
            dfn = self.fight_defense(t)
        if p.damage >= dfn:
            self.kill_by_card(maker, t)

    def fx_strike(self, maker: int, c: int, n: int, t: int, stat: str) -> None:
        """HK-12.4, HK-13.2: the card is stricken with its attachments; a
        stricken location is not killed (HK-12.8)."""
        self.strike(t)
        self.say("fx_strike", actor=maker, cards=[self.uid(t)], card=self.tname(t))

    def fx_ready(self, maker: int, c: int, n: int, t: int, stat: str) -> None:
        """HK-12.1: an open card stands ready again (a stricken one stays
        stricken, HK-12.5); its attachments with it (HK-13.4)."""
        p = self.s.pieces[t]
        for a in p.attached:
            if not self.is_char[a] and not self.s.pieces[a].stricken:
                self.s.pieces[a].open = False
        if not p.stricken:
            p.open = False
        self.say("fx_ready", actor=maker, cards=[self.uid(t)], card=self.tname(t))

    def fx_return_to_hand(self, maker: int, c: int, n: int, t: int, stat: str) -> None:
        """Boomerang: a character to its owner's hand, its attachments (and its
        body's) obliterated."""
        p = self.s.pieces[t]
        for a in p.attached[:] + p.body_att[:]:
            if not self.is_char[a]:
                self.obliterate(a)
        p.body = -1
        self.take(t)
        owner = self.info[t].owner
        self.put(t, "hand", owner)
        if t not in self.s.shown:
            self.s.shown.append(t)
        p.open = p.stricken = False
        p.damage = 0
        self.leave_conflict(t)
        self.say("fx_return", actor=maker, cards=[self.uid(t)], card=self.tname(t))

    def fx_obliterate(self, maker: int, c: int, n: int, t: int, stat: str) -> None:
        """HK-3.6: the card to its owner's oblivion with what is attached.
        A domain (HK-32.6, ruling HK-32.6.b): its player first moves ready
        characters off it (``flee``, as when a combat's killer obliterates
        it), then it goes (``oblit_domain``, combat.py)."""
        self.say("fx_obliterate", actor=maker, cards=[self.uid(t)], card=self.tname(t))
        self.leave_conflict(t)
        if self.kinds[t] == "domain":
            self.push(("flee", self.s.pieces[t].seat, t), ("oblit_domain", t))
            return
        self.obliterate(t)

    def fx_heal(self, maker: int, c: int, n: int, t: int, stat: str) -> None:
        self.s.pieces[t].damage = 0
        self.say("fx_heal", actor=maker, cards=[self.uid(t)], card=self.tname(t))

    def fx_boost(self, maker: int, c: int, n: int, t: int, stat: str) -> None:
        """+n attack or defense in this conflict (Golem, Riot Call)."""
        self.s.boosts.append((t, n if stat != "defense" else 0, n if stat == "defense" else 0))
        self.say("fx_boost", actor=maker, cards=[self.uid(t)], amounts={"by": n}, card=self.tname(t),
                 stat=stat or "attack")

    def fx_no_damage(self, maker: int, c: int, n: int, t: int, stat: str) -> None:
        """Interdict: the character deals no damage in this conflict."""
        self.s.silenced.append(t)
        self.say("fx_no_damage", actor=maker, cards=[self.uid(t)], card=self.tname(t))

    def fx_counter(self, maker: int, c: int, n: int, t: int, stat: str) -> None:
        """HK-23.4, HK-23.5: the effect it answered does not resolve."""
        s = self.s
        if 0 <= t < len(s.stack):
            e = s.stack[t]
            # an action keeps its verb in ``stat`` (it has none): its card may be spent (HK-7.3.a)
            s.stack[t] = (e[0], e[1], "countered", e[3], e[4], e[2] if e[2] in COUNTED_VERBS else e[5])

    def fx_negate_votes(self, maker: int, c: int, n: int, t: int, stat: str) -> None:
        """HK-33.11: Subterfuge: every vote Host ``t`` has cast so far is void
        (aereopagus.py)."""
        self.negate_votes(t)

    def fx_draw(self, maker: int, c: int, n: int, t: int, stat: str) -> None:
        """Draw ``n`` cards from the deck (the Oracle, Uplink); an empty deck
        gives fewer, without a forfeit (ruling HK-8.7.a: HK-8.7 is about the Draw phase)."""
        self.draw(maker, n)

    def fx_gain_aura(self, maker: int, c: int, n: int, t: int, stat: str) -> None:
        self.s.sides[maker].aura += n
        self.say("fx_aura", actor=maker, amounts={"aura": n})

    def fx_gain_tau(self, maker: int, c: int, n: int, t: int, stat: str) -> None:
        self.gain_tau(maker, n, "card")

    def fx_scramble(self, maker: int, c: int, dest: int, t: int, stat: str) -> None:
        """HK-24.6, HK-24.7: the character (opened when the scramble was made)
        moves to ``dest``, if both are still there."""
        pt = self.s.pieces[t]  # HK-24.6, HK-24.7: a scramble stays in its area (ripped meanwhile: no scramble)
        if (self.s.pieces[dest].where not in ("wilds", "matrix") or pt.seat != maker or pt.where != "attached"
                or self.area(t) != self.s.pieces[dest].where):
            self.say("fizzle", actor=maker, card=self.tname(t))
            return
        self.take(t)
        self.put(t, "attached", maker, dest)
        self.say("scramble", actor=maker, cards=[self.uid(t), self.uid(dest)], card=self.tname(t),
                 where=self.tname(dest))

    def fx_gateway(self, maker: int, c: int, n: int, t: int, stat: str) -> None:
        """HK-19.2: the gateway wins if the tau is still there."""
        self.gateway_resolves(maker)

    # -- the actions as effects (HK-7.3) -------------------------------------------------------------
    def hk_act(self, seat: int, verb: str, c: int, target: int, paid: int = 0) -> None:
        """HK-7.3, HK-23.2: an action of the Action interval made as an effect
        ``(seat, c, verb, paid, target, "")`` and answered in an ``effect``
        window (the caller has pushed its continuation). Its costs are paid
        now (HK-23.5): the aura (already taken), the card opened (a move, a
        jack, a netwalk: HK-17.1, HK-16.1, HK-16.7, HK-36.2) or, for a card
        from the hand (build, call, enhance), the card itself, which waits in
        the hand shown to everyone until the effect resolves (ruling HK-7.3.a)."""
        if verb in FROM_HAND:
            if c not in self.s.shown:
                self.s.shown.append(c)
            self.hk_tag_new(c)  # shown to all on its way to the table: its copy tag
        else:
            self.open_card(c)
        self.say("act_try", actor=seat, cards=[self.uid(c)] + ([self.uid(target)] if target >= 0 else []),
                 card=self.tname(c), act=verb, where=self.tname(target) if target >= 0 else "")
        self.open_window("effect", self.next_live(seat), (seat, c, verb, paid, target, ""))

    def hk_act_here(self, maker: int, c: int, verb: str, target: int) -> bool:
        """HK-23.6: the card of an action is still where the action found it:
        in its player's hand (build, call, enhance), or in play as theirs in
        the area it leaves (a move, a jack, a netwalk): a Matrix character
        ripped into the Wilds in answer to its move does not move (HK-17.2:
        a move never changes areas)."""
        p = self.s.pieces[c]
        if verb in FROM_HAND:
            return p.where == "hand" and p.seat == maker
        if p.where != "attached" or p.seat != maker:
            return False
        if verb == "jackin":
            return self.area(c) == "wilds"
        if verb == "jackout":
            return self.area(c) == "matrix" and p.body >= 0
        if verb == "move":
            return self.area(c) == self.area(target)
        return self.area(c) != self.area(target)  # netwalk: into the other area

    def hk_act_spent(self, maker: int, c: int, verb: str) -> None:
        """HK-23.5, HK-23.6, ruling HK-7.3.a: a build, call or enhancement
        countered or without its target costs its card: from the hand to its
        owner's oblivion."""
        if verb in FROM_HAND and self.s.pieces[c].where == "hand" and self.s.pieces[c].seat == maker:
            self.to_pile(c, "oblivion")

    def fx_build(self, maker: int, c: int, n: int, t: int, stat: str) -> None:
        """HK-14.1..14.3, HK-7.3."""
        self.build(maker, c)

    def fx_call(self, maker: int, c: int, n: int, t: int, stat: str) -> None:
        """HK-14.4, HK-7.3."""
        self.call(maker, c, t, n)

    def fx_enhance(self, maker: int, c: int, n: int, t: int, stat: str) -> None:
        """HK-14.7, HK-20.1, HK-7.3."""
        self.enhance(maker, c, t, n)

    def fx_move(self, maker: int, c: int, n: int, t: int, stat: str) -> None:
        """HK-17.1, HK-17.4."""
        self.move(c, t)

    def fx_jackin(self, maker: int, c: int, n: int, t: int, stat: str) -> None:
        """HK-16.1, HK-16.10."""
        self.jack_in(c, t)

    def fx_jackout(self, maker: int, c: int, n: int, t: int, stat: str) -> None:
        """HK-16.7, HK-16.10."""
        self.jack_out(c)

    def fx_netwalk(self, maker: int, c: int, n: int, t: int, stat: str) -> None:
        """HK-36.2, HK-36.4, HK-36.11."""
        self.netwalk(c, t)

    # -- hooks the combat part fills in --------------------------------------------------------------
    def leave_conflict(self, c: int) -> None:
        conflict = self.s.conflict
        if conflict is not None:
            for side, lst in enumerate((conflict.attackers, conflict.defenders)):
                if c in lst:
                    lst.remove(c)
                    conflict.gone.append((c, side))  # the screen says who left (view.Combat.gone)
            if c == conflict.target and self.s.pieces[c].where not in IN_PLAY:
                self.cb_target_gone()  # ruling HK-26.10 (combat.py)

    def kill_by_card(self, maker: int, t: int) -> None:
        """HK-32.5, HK-32.5.a and the ruling HK-23.10: a card killed by a
        card's damage outside the combat step leaves play as in combat: a
        character by its area (HK-31.1, HK-31.2), a domain or array as
        killed (HK-32), the maker choosing for a domain."""
        s = self.s
        if s.conflict is not None and (t in s.conflict.attackers or t in s.conflict.defenders):
            return  # it leaves with the dead of the combat (HK-31.5)
        self.push(("dead", maker, (t,), ((t, s.pieces[t].damage),)))
