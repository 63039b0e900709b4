"""Attempts with dice (HW-9 .. HW-14, HW-17, HW-18): Character battle, direct
attack, capture, rescue and Set Defiance, the defeat of Characters and Rowan 7's
health.

Every attempt follows one shape: declare (pay, exhaust the actor), the defender's
declaration (intervention or resister), the pre-roll response window, the
pre-roll check (HW-18.3), the roll (dice committed, HW-18.4), the post-roll
window, the result.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from holytable.engine.decision import Decision, Option

from .cards import Character
from .state import Occ
from .statics import CAPTIVE_LIMIT, FIELD_LIMIT

if TYPE_CHECKING:  # pragma: no cover
    from .rules import HolyWarsGame

ATTEMPT_COST = 2  # capture, rescue, Set Defiance (HW-13.1, HW-14.2, HW-17.1)
DIRECT_HIT = 7  # HW-10.2
DIRECT_LOSS = 2
COMBAT_TRAINED_MARGIN = 3  # HW-11
DEFIANCE_DEFENSE = 3  # HW-17.1
ATTEMPTS = ("attack", "direct", "capture", "rescue", "defiance")
NO_INTERVENE = Option("intervene:none", "Do not intervene", verb="no_intervene")
#: Result task of each attempt.
RESULT = {
    "attack": "battle", "direct": "direct_result", "capture": "capture_result",
    "rescue": "rescue_result", "defiance": "defiance_result",
}


class LeanActions:
    """The Action Phase's options in a playout (``Game.lean``), the attempts
    made on demand: ``head`` (the plays and abilities), then the options of
    each block of :meth:`CombatMixin.attempt_blocks`, then ``tail``: in the
    order, and with the options, of the worded decision. A playout reads its
    length and the one option drawn; iterating it makes them all."""

    __slots__ = ("head", "blocks", "tail", "game", "seat", "n")

    def __init__(self, head: list[Option], blocks: list, tail: Option, game: "HolyWarsGame", seat: int) -> None:
        self.head, self.blocks, self.tail, self.game, self.seat = head, blocks, tail, game, seat
        n = len(head) + 1
        for _kind, actors, marked in blocks:
            n += len(actors) * len(marked)
        self.n = n

    def __len__(self) -> int:
        return self.n

    def __getitem__(self, i: int) -> Option:
        if not 0 <= i < self.n:
            raise IndexError(i)
        head = self.head
        if i < len(head):
            return head[i]
        i -= len(head)
        for kind, actors, marked in self.blocks:
            size = len(actors) * len(marked)
            if i < size:
                a, (t, their) = actors[i // len(marked)], marked[i % len(marked)]
                return self.game.attempt_option(kind, self.seat, a, t, their)
            i -= size
        return self.tail

    def __iter__(self):
        yield from self.head
        yield from self.game.attempt_options(self.seat, self.blocks)
        yield self.tail


class CombatMixin:
    """Attempts, rolls and defeats for HolyWarsGame."""

    # -- who may act (HW-6) ---------------------------------------------------------------
    def seasoned(self: "HolyWarsGame", c: int) -> bool:
        """HW-6.2: under its controller's control since the start of that
        controller's latest turn (not newly played or newly returned)."""
        ctl = self.controller(c)
        return ctl >= 0 and self.s.pieces[c].entered < self.s.sides[ctl].last_turn

    def eligible(self: "HolyWarsGame", c: int, seat: int) -> bool:
        """Ready, active and seasoned: may attack, capture, rescue, Rally, defy or
        pay an exhaust cost (HW-6.1, HW-6.2)."""
        return c in self.s.sides[seat].field and not self.s.pieces[c].exhausted and self.seasoned(c)

    def same_name_controlled(self: "HolyWarsGame", seat: int, c: int) -> bool:
        """HW-2.5: ``seat`` already controls a Character named like ``c``."""
        names = self.cnames
        name = names[c]
        for x in self.s.sides[seat].field:
            if names[x] == name and x != c:
                return True
        return False

    def deploy_ok(self: "HolyWarsGame", seat: int, c: int) -> bool:
        """HW-8.1: an open Character slot and no same-named Character."""
        return len(self.s.sides[seat].field) < FIELD_LIMIT and not self.same_name_controlled(seat, c)

    # -- the options of the Action Phase -----------------------------------------------------
    def attempt_blocks(self: "HolyWarsGame", seat: int) -> list[tuple[str, list[int], list[tuple[int, bool]]]]:
        """The attempts ``seat`` may declare (HW-9 .. HW-14, HW-17) as blocks
        ``(kind, actors, targets)``, ``targets`` as ``(target, their)`` pairs
        (-1 for a direct attack; ``their``: it shares a name with a card of
        ``seat``'s own): the options of a block are each actor, in field
        order, with each target, in zone order (:meth:`attempt_options`)."""
        s = self.s
        me, op = s.sides[seat], s.sides[1 - seat]
        # eligible(c, seat) for a card of seat's field: its controller is seat
        last, pieces = me.last_turn, s.pieces
        actors = [c for c in me.field if not pieces[c].exhausted and pieces[c].entered < last]
        if not actors:
            return []
        names = self.cnames
        # a target that shares a name with a card of the decider's own reads "their X"
        mine = {names[c] for c in me.field}
        mine.update([names[c] for c in me.set_area])
        can_pay = me.faith >= ATTEMPT_COST
        out = []

        def each(kind: str, targets: list[int]) -> None:
            out.append((kind, actors, [(t, t >= 0 and names[t] in mine) for t in targets]))

        if op.field and not self.cannot(seat, "attack"):
            each("attack", op.field)
        if not op.field and not self.cannot(seat, "direct"):
            each("direct", [-1])
        if can_pay and op.field and len(me.captured) < CAPTIVE_LIMIT and not self.cannot(seat, "capture"):
            each("capture", op.field)
        if (can_pay and op.captured and me.rescues < self.rescues_allowed(seat) and len(me.field) < FIELD_LIMIT
                and not self.cannot(seat, "rescue")):
            caps = [c for c in op.captured if not self.same_name_controlled(seat, c)]
            if caps:
                each("rescue", caps)
        if can_pay and op.set_area and not me.defiance_used and not self.cannot(seat, "defiance"):
            comps = [c for c in op.set_area if not pieces[c].stabilized]
            if comps:
                each("defy", comps)
        return out

    def attempt_options(self: "HolyWarsGame", seat: int,
                        blocks: list[tuple[str, list[int], list[tuple[int, bool]]]] | None = None) -> list[Option]:
        """attack / direct / capture / rescue / defy options for ``seat``
        (the options of :meth:`attempt_blocks`, or of ``blocks`` when given),
        each actor in field order, then each target in zone order."""
        out: list[Option] = []
        # each option follows from its key alone (rules.py): made once, then shared
        made = self._options_made
        get = made.get
        append = out.append
        for kind, actors, marked in (self.attempt_blocks(seat) if blocks is None else blocks):
            for a in actors:
                for t, their in marked:
                    key = (kind, seat, a, t, their)
                    o = get(key)
                    if o is None:
                        o = made[key] = self._attempt_option(kind, seat, a, t, their)
                    append(o)
        return out

    def attempt_option(self: "HolyWarsGame", kind: str, seat: int, a: int, t: int, their: bool) -> Option:
        """The one option of a block of :meth:`attempt_blocks` (from the cache)."""
        key = (kind, seat, a, t, their)
        o = self._options_made.get(key)
        if o is None:
            o = self._options_made[key] = self._attempt_option(kind, seat, a, t, their)
        return o

    def _attempt_option(self: "HolyWarsGame", kind: str, seat: int, a: int, t: int, their: bool) -> Option:
        """The option of :meth:`attempt_options` for actor ``a`` and target ``t``
        (-1 for a direct attack); ``their``: the target shares a name with a
        card of ``seat``'s own, so it reads "their X"."""
        nm, info = self.cnames, self.info

        def uid(c: int) -> str:
            return info[c].uid

        tn = f"their {nm[t]}" if their else nm[t] if t >= 0 else ""
        cost = f"{ATTEMPT_COST} Faith"
        paid = (("Faith", ATTEMPT_COST),)
        if kind == "attack":
            return Option(f"attack:{uid(a)}:{uid(t)}", f"Attack with {nm[a]} → {tn}", verb="attack",
                          cards=(uid(a), uid(t)), seats=(1 - seat,), zones=("field",))
        if kind == "direct":
            return Option(f"direct:{uid(a)}", f"Attack directly with {nm[a]}", verb="direct", cards=(uid(a),),
                          seats=(1 - seat,), zones=("field",))
        if kind == "capture":
            return Option(f"capture:{uid(a)}:{uid(t)}", f"Capture with {nm[a]} → {tn} ({cost})", verb="capture",
                          cards=(uid(a), uid(t)), seats=(1 - seat,), zones=("field", "captured"), cost=paid)
        if kind == "rescue":
            return Option(f"rescue:{uid(a)}:{uid(t)}", f"Rescue {nm[t]} with {nm[a]} ({cost})", verb="rescue",
                          cards=(uid(a), uid(t)), seats=(1 - seat,), zones=("captured", "field"), cost=paid)
        assert kind == "defy"
        return Option(f"defy:{uid(a)}:{uid(t)}", f"Defy with {nm[a]} → {tn} ({cost})", verb="defy",
                      cards=(uid(a), uid(t)), seats=(1 - seat,), zones=("set_area", "reserve"), cost=paid)

    def declare(self: "HolyWarsGame", kind: str, seat: int, actor: int, target: int) -> list[tuple]:
        """Declare an attempt: pay, exhaust the actor as an upfront cost, and
        return its tasks (HW-9, HW-10.1, HW-13.1, HW-14.2, HW-17.1)."""
        s = self.s
        me = s.sides[seat]
        if kind in ("capture", "rescue", "defiance"):
            me.faith -= ATTEMPT_COST
        if kind == "rescue":
            me.rescues += 1
        if kind == "defiance":
            me.defiance_used = True
        s.pieces[actor].exhausted = True
        occ = Occ(kind, seat, source=actor, target=target)
        s.occ.append(occ)
        paid = ATTEMPT_COST if kind in ("capture", "rescue", "defiance") else 0
        self.say(kind, actor=seat, cards=(self.uid(actor),) + ((self.uid(target),) if target >= 0 else ()),
                 seats=(1 - seat,), amounts={"Faith": paid} if paid else None)
        tasks: list[tuple] = []
        if kind == "capture":
            tasks.append(("intervene",))
        elif kind == "rescue":
            tasks.append(("resist",))
        return tasks + self.windows("pre_roll") + [("roll",)] + self.windows("post_roll") + [(RESULT[kind],), ("end_occ",)]

    def cname(self: "HolyWarsGame", c: int) -> str:
        return self.info[c].card.name if c >= 0 else "nobody"

    # -- the defender's declarations ----------------------------------------------------------
    def _d_intervene(self: "HolyWarsGame") -> Decision | None:
        """HW-13.2: the target's controller may exhaust another ready Character for
        +2 Defense, declared before the response window."""
        occ = self.s.occ[-1]
        if not occ.pending:
            return None
        d = 1 - occ.seat
        helpers = [c for c in self.s.sides[d].field if c != occ.target and not self.s.pieces[c].exhausted]
        if not helpers:
            return None
        bonus = self.intervention(d)
        made = self._options_made  # each follows from its key alone: made once, shared
        opts = []
        for c in helpers:
            o = made.get(("intervene", c, bonus))
            if o is None:
                o = made["intervene", c, bonus] = Option(
                    f"intervene:{self.info[c].uid}", f"Exhaust {self.cname(c)}: +{bonus} Defense", verb="intervene",
                    cards=(self.info[c].uid,), zones=("field",), amount=bonus)
            opts.append(o)
        opts.append(NO_INTERVENE)
        return Decision(d, "intervene", f"{self.cname(occ.target)} is targeted by a capture: intervene?", tuple(opts))

    def _a_intervene(self: "HolyWarsGame", oid: str) -> None:
        occ = self.s.occ[-1]
        ref = oid.split(":", 1)[1]
        if ref == "none":
            return
        c = self.by_uid[ref]
        self.s.pieces[c].exhausted = True
        occ.helper = c
        self.say("intervene", actor=1 - occ.seat, cards=(self.uid(c),), amounts={"Defense": self.intervention(1 - occ.seat)})

    def _d_resist(self: "HolyWarsGame") -> Decision | str | None:
        """HW-14.2: the opponent declares one active resisting Character."""
        occ = self.s.occ[-1]
        if not occ.pending:
            return None
        d = 1 - occ.seat
        field = self.s.sides[d].field
        if not field:
            self.say("no_resister", actor=d)
            return None
        if len(field) == 1:
            return f"resist:{self.info[field[0]].uid}"
        opts = tuple(
            Option(f"resist:{self.info[c].uid}", f"Resist with {self.cname(c)} (Faith {self.stat(c, 'faith', 'rescue')})",
                   verb="resist", cards=(self.info[c].uid,), zones=("field",), amount=self.stat(c, "faith", "rescue"))
            for c in field
        )
        return Decision(d, "resist", f"Choose who resists the rescue of {self.cname(occ.target)}", opts)

    def _a_resist(self: "HolyWarsGame", oid: str) -> None:
        occ = self.s.occ[-1]
        occ.helper = self.by_uid[oid.split(":", 1)[1]]
        self.say("resist", actor=1 - occ.seat, cards=(self.uid(occ.helper),))

    # -- the pre-roll check and the roll (HW-18.3, HW-18.4) ------------------------------------
    def participants_ok(self: "HolyWarsGame", occ: Occ) -> str:
        """"" when the actor is still on its controller's field and the target is
        still legal; else why not (HW-18.3, HW-14.1)."""
        s = self.s
        me, op = s.sides[occ.seat], s.sides[1 - occ.seat]
        if occ.source not in me.field:
            return f"{self.cname(occ.source)} is no longer on the field"
        k = occ.kind
        if k in ("attack", "capture") and occ.target not in op.field:
            return f"{self.cname(occ.target)} is no longer a legal target"
        if k == "direct" and op.field:
            return f"{self.names[1 - occ.seat]} now controls a Character"
        if k == "rescue":
            if occ.target not in op.captured:
                return f"{self.cname(occ.target)} is no longer captured"
            if len(me.field) >= FIELD_LIMIT:
                return "the field is full"
            if self.same_name_controlled(occ.seat, occ.target):
                return f"{self.names[occ.seat]} already controls a {self.cname(occ.target)}"
        if k == "defiance" and (occ.target not in op.set_area or s.pieces[occ.target].stabilized):
            return f"{self.cname(occ.target)} is no longer a legal target"
        return ""

    def _t_roll(self: "HolyWarsGame") -> None:
        occ = self.s.occ[-1]
        if not occ.pending:
            return
        why = self.participants_ok(occ)
        if why:
            occ.stopped = True
            self.say("no_roll", actor=occ.seat, kind=occ.kind, why=why)
            return
        occ.rolled = True
        occ.die[0] = self.rng.die()
        if occ.kind != "direct":
            occ.die[1] = self.rng.die()
        self.log_totals(occ, "roll")

    def parts(self: "HolyWarsGame", occ: Occ) -> tuple[list[tuple[int, str]], list[tuple[int, str]]]:
        """The addends of each side's total except the die: ``[(value, label)]``."""
        k, s = occ.kind, self.s
        ctx = "battle" if k in ("attack", "direct") else k
        if k == "rescue":
            a = [(self.stat(occ.source, "faith", ctx), "Faith")]
        else:
            a = [(self.stat(occ.source, "attack", ctx), "Attack")]
        d: list[tuple[int, str]]
        if k == "attack":
            d = [(self.stat(occ.target, "defense", ctx), "Defense")]
        elif k == "direct":
            d = []
        elif k == "capture":
            d = [(self.stat(occ.target, "defense", ctx), "Defense")]
            if occ.helper >= 0:
                d.append((self.intervention(1 - occ.seat), "intervention"))
        elif k == "rescue":
            r = occ.helper
            d = [(self.stat(r, "faith", ctx), "Faith")] if r >= 0 and r in s.sides[1 - occ.seat].field else [(0, "resistance")]
        else:
            d = [(DEFIANCE_DEFENSE, "")]
        for side, lst in ((0, a), (1, d)):
            if occ.bonus[side]:
                lst.append((occ.bonus[side], "modifiers"))
        return a, d

    def odds(self: "HolyWarsGame", occ: Occ) -> dict:
        """Pure: the numbers the roll of the attempt ``occ`` adds to each die, from
        :meth:`parts` (the very function the roll uses), for a preview.

        ``occ`` may be declared (a response window: its helper and modifiers so
        far count) or only thought of (an Action Phase option, built by
        :meth:`attempt_odds`). Returns ``{"kind", "actor": [[value, label]],
        "other": [[value, label]], "need"}`` (``need``: the total a direct attack
        must reach) and, for an attempt not yet declared, what the defender's
        declaration could add: ``"if_helped"`` (a capture's intervention bonus,
        None when no Character could help) and ``"resisters"`` (a rescue:
        ``[[name, value]]`` of each Character that could resist)."""
        a, d = self.parts(occ)
        out: dict = {"kind": occ.kind, "actor": [list(x) for x in a], "other": [list(x) for x in d],
                     "need": DIRECT_HIT if occ.kind == "direct" else None, "declared": any(o is occ for o in self.s.occ)}
        if out["declared"] or occ.kind not in ("capture", "rescue"):
            return out
        op = self.s.sides[1 - occ.seat]
        if occ.kind == "capture":
            helpers = [c for c in op.field if c != occ.target and not self.s.pieces[c].exhausted]
            out["if_helped"] = None
            if helpers:  # the bonus exactly as the roll would add it
                _, dh = self.parts(Occ("capture", occ.seat, source=occ.source, target=occ.target, helper=helpers[0]))
                out["if_helped"] = sum(v for v, _ in dh) - sum(v for v, _ in d)
        else:
            out["resisters"] = []
            for c in op.field:
                _, dr = self.parts(Occ("rescue", occ.seat, source=occ.source, target=occ.target, helper=c))
                out["resisters"].append([self.cname(c), sum(v for v, _ in dr)])
        return out

    def attempt_odds(self: "HolyWarsGame", option: Option, seat: int) -> dict | None:
        """Pure: :meth:`odds` of the Action Phase option ``option`` (verb
        ``attack``, ``direct``, ``capture``, ``rescue`` or ``defy``; its cards:
        the actor, then the target) were ``seat`` to declare it now; None for
        any other option."""
        if option.verb not in ("attack", "direct", "capture", "rescue", "defy"):
            return None
        actor = self.by_uid[option.cards[0]]
        target = self.by_uid[option.cards[1]] if len(option.cards) > 1 else -1
        kind = "defiance" if option.verb == "defy" else option.verb
        return self.odds(Occ(kind, seat, source=actor, target=target))

    def totals(self: "HolyWarsGame", occ: Occ) -> tuple[int, int]:
        """Completed totals ``(actor, other)``; for a direct attack the other
        number is the 7 the actor must reach (HW-10.2)."""
        a, d = self.parts(occ)
        ta = occ.die[0] + sum(v for v, _ in a)
        if occ.kind == "direct":
            return ta, DIRECT_HIT
        return ta, occ.die[1] + sum(v for v, _ in d)

    def log_totals(self: "HolyWarsGame", occ: Occ, verb: str) -> None:
        """Log the totals of a roll: ``verb`` "roll" when the dice are rolled,
        "totals" when a total changes after it (its amounts:
        :func:`.words.compact_roll`). A quiet game skips it (nothing to log)."""
        if self.quiet:
            return
        a, d = self.parts(occ)
        ta, td = self.totals(occ)
        amounts = {"die": occ.die[0], **{f"a{i}": v for i, (v, _) in enumerate(a, 1)}, "total": ta}
        if occ.kind == "direct":
            amounts["need"] = DIRECT_HIT
        else:
            amounts.update({"other_die": occ.die[1], **{f"o{i}": v for i, (v, _) in enumerate(d, 1)}, "other_total": td})
        cards = tuple(self.uid(c) for c in (occ.source, occ.target) if c >= 0)
        self.say(verb, actor=occ.seat, seats=(1 - occ.seat,), cards=cards, amounts=amounts, parts=(a, d),
                 again=True if verb == "totals" else None)

    # -- results ---------------------------------------------------------------------------
    def _rolled(self: "HolyWarsGame") -> Occ | None:
        occ = self.s.occ[-1]
        return occ if occ.pending and occ.rolled else None

    def _t_battle(self: "HolyWarsGame") -> None:
        """HW-9: higher total wins; tie: both stay; Combat Trained (HW-11)."""
        occ = self._rolled()
        if occ is None:
            return
        ta, td = self.totals(occ)
        d = 1 - occ.seat
        if ta > td:
            self.say("battle_won", actor=occ.seat, cards=(self.uid(occ.source), self.uid(occ.target)))
            self.push(("defeat", occ.target, occ.seat))
        elif td > ta:
            self.say("battle_held", actor=d, cards=(self.uid(occ.target), self.uid(occ.source)))
            self.s.sides[d].conflict = True
            card = self.info[occ.target].card
            if isinstance(card, Character) and card.combat_trained and td - ta >= COMBAT_TRAINED_MARGIN:
                self.say("combat_trained", actor=d, cards=(self.uid(occ.target), self.uid(occ.source)),
                         amounts={"margin": td - ta})
                self.push(("defeat", occ.source, d))
        else:
            self.say("tie", actor=occ.seat)

    def _t_direct_result(self: "HolyWarsGame") -> None:
        occ = self._rolled()
        if occ is None:
            return
        ta, _ = self.totals(occ)
        if ta >= DIRECT_HIT:
            self.say("direct_hit", actor=occ.seat, amounts={"total": ta})
            self.s.sides[occ.seat].conflict = True
            amounts = [0, 0]
            amounts[1 - occ.seat] = DIRECT_LOSS
            self.lose(amounts, "direct")
        else:
            self.say("direct_miss", actor=occ.seat, amounts={"total": ta})

    def _t_capture_result(self: "HolyWarsGame") -> None:
        """HW-13.3: a higher captor total moves the target to the captured area;
        its owner loses 1 Resolve, once per turn (HW-1.4)."""
        occ = self._rolled()
        if occ is None:
            return
        ta, td = self.totals(occ)
        s = self.s
        me, op = s.sides[occ.seat], s.sides[1 - occ.seat]
        if ta <= td or occ.target not in op.field:
            self.say("capture_failed", actor=occ.seat)
            return
        c = occ.target
        op.field.remove(c)
        me.captured.append(c)
        s.pieces[c].marked_by = -1  # HW-16.8: leaving the field ends a mark
        self.say("captured", actor=occ.seat, cards=(self.uid(c),), seats=(1 - occ.seat,))
        me.conflict = True
        owner = 1 - occ.seat
        if s.sides[owner].capture_loss_turn != s.turn:
            s.sides[owner].capture_loss_turn = s.turn
            amounts = [0, 0]
            amounts[owner] = 1
            self.lose(amounts, "capture")
        else:
            self.say("capture_loss_done", actor=owner)

    def _t_rescue_result(self: "HolyWarsGame") -> None:
        """HW-14.3: success returns the captive exhausted and newly returned."""
        occ = self._rolled()
        if occ is None:
            return
        ta, td = self.totals(occ)
        s = self.s
        if ta <= td:
            self.say("rescue_failed", actor=occ.seat)
            return
        c = occ.target
        s.sides[1 - occ.seat].captured.remove(c)
        s.sides[occ.seat].field.append(c)
        p = s.pieces[c]
        p.exhausted = True
        p.entered = s.turn
        p.no_recover = False
        self.say("rescued", actor=occ.seat, cards=(self.uid(c),))
        s.sides[occ.seat].conflict = True

    def _t_defiance_result(self: "HolyWarsGame") -> None:
        """HW-17.2: success returns the component to its Set Reserve, Disrupted."""
        occ = self._rolled()
        if occ is None:
            return
        ta, td = self.totals(occ)
        s = self.s
        if ta <= td:
            self.say("defiance_failed", actor=occ.seat)
            return
        c = occ.target
        op = s.sides[1 - occ.seat]
        op.set_area.remove(c)
        op.reserve.append(c)
        s.pieces[c].disrupted = s.turn + 1
        self.say("defied", actor=occ.seat, cards=(self.uid(c),), seats=(1 - occ.seat,))

    # -- defeat (HW-9, HW-12, HW-8.3 post-defeat) -------------------------------------------
    def _t_defeat(self: "HolyWarsGame", c: int, by: int) -> None:
        """A battle would defeat ``c``: health first (HW-12), then the post-defeat
        window, then the defeat itself."""
        s = self.s
        if not self.on_field(c):
            return
        p = s.pieces[c]
        if p.health > 1:
            p.health -= 1
            self.say("health_lost", cards=(self.uid(c),), amounts={"health": p.health})
            return
        if p.health == 1:
            # The last health goes with the defeat itself (in defeat_resolve), so a
            # prevented defeat leaves it at 1 health (HW-12).
            self.say("last_health", cards=(self.uid(c),))
        s.occ.append(Occ("defeat", by, target=c, by=by, cause="battle"))
        self.push(*self.windows("post_defeat"), ("defeat_resolve",), ("end_occ",))

    def _t_defeat_resolve(self: "HolyWarsGame") -> None:
        occ = self.s.occ[-1]
        c = occ.target
        if occ.canceled:
            return
        if not self.on_field(c):
            return
        self.say("defeated", actor=occ.by if occ.by >= 0 else None, cards=(self.uid(c),))
        self.remove_defeated(c, occ.dest or "discard")
        if occ.by >= 0:
            self.s.sides[occ.by].conflict = True

    def remove_defeated(self: "HolyWarsGame", c: int, dest: str) -> None:
        """Move the defeated ``c`` from its field to its owner's discard pile (or
        hand); a set Character too (HW-16.9). Politics of Fear's toll (HW-16.8)."""
        s = self.s
        for side in s.sides:
            if c in side.field:
                side.field.remove(c)
        owner = self.info[c].owner
        if dest == "hand" and self.info[c].card.set:  # HW-16.9: never into a hand
            s.sides[owner].reserve.append(c)
            self.say("defeated_to_reserve", cards=(self.uid(c),), seats=(owner,))
        elif dest == "hand":
            s.sides[owner].hand.append(c)
            s.sides[owner].known.append(self.keys[c])  # face up into the hand: known
            self.say("defeated_to_hand", cards=(self.uid(c),), seats=(owner,))
        else:
            s.sides[owner].discard.append(c)
        p = s.pieces[c]
        marker = p.marked_by
        self.reset_piece(c)
        if self.info[c].card.set:
            s.pieces[c].unlocked = True  # it was played, so it was unlocked
        if marker >= 0 and self.set_complete(marker):
            for h in self.decks[marker].set.handlers:
                from .effects import HANDLERS

                HANDLERS[h](self, marker, c, None)
