"""The Command Phase (HF-5.5, HF-9): deploy cards, play mysticisms, move, turn
face down or up, use abilities, declare a perimeter.

Option ids of the Command Phase: ``deploy:<key>`` (a card from your hand),
``middling:<uid>`` (a mysticism from the middling), ``move:<uid>``,
``hide:<uid>`` (turn face down), ``show:<fd>`` (turn face up),
``ability:<uid>:<n>``, ``perimeter``, ``end``. Follow-up decisions: ``place``
(``<placement>`` or ``back``), ``aim`` (``aim:<handle>`` or ``back``), ``pitch``
(``pitch:<key>``), ``pay`` (``pay:<kind>``), ``move`` (destination or ``back``),
``wall`` (``toggle:<uid>``, ``confirm``, ``back``).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from holytable.engine.decision import Decision, Option

from . import words
from .bounty import cost_pairs

if TYPE_CHECKING:  # pragma: no cover
    from .rules import HoldfastGame


#: Card types that always have a place to be deployed once their cost is paid
#: (FieldMixin.can_place; a belonging too unless it is gear)
ALWAYS_PLACED = frozenset({"denizen", "structure", "trap"})
MOVE_BACK = Option("back", "Back", verb="back")
PERIMETER = Option("perimeter", "Connect structures and declare a perimeter", verb="perimeter", zones=("perimeter",))
END = Option("end", "End the Command Phase and go to assaults", verb="end")


class CommandMixin:
    """Command Phase decisions for HoldfastGame."""

    # -- what may be played --------------------------------------------------------------
    def can_deploy(self: "HoldfastGame", seat: int, c: int) -> bool:
        """HF-9.2: the cost can be paid, and the card has a place (or a target)."""
        return self.cost_affordable(seat, c) and self.deployable(seat, c)

    def deployable(self: "HoldfastGame", seat: int, c: int) -> bool:
        """:meth:`can_deploy` once the cost is known to be affordable."""
        card = self.info[c].card
        if card.type == "resource":
            return False
        if card.type == "mysticism":
            from_hand = self.s.pieces[c].where == "hand"
            if card.pitch > len(self.s.sides[seat].hand) - (1 if from_hand else 0):
                return False
            return card.target is None or self.has_targets(seat, card.target, -1)
        return self.can_place(seat, c)

    def ability_ok(self: "HoldfastGame", c: int, i: int) -> bool:
        ab = self.info[c].card.abilities[i]
        seat = self.s.pieces[c].seat
        if not self.free(c) or not self.affordable(seat, ab.cost.specific(), ab.cost.any):
            return False
        return ab.target is None or self.has_targets(seat, ab.target, c)

    def idle_hint(self: "HoldfastGame", seat: int, effects) -> str:
        """" — nothing to repair" for a card or ability that only repairs while no
        structure of ``seat`` is damaged (it may still be played: the text allows it)."""
        if effects and all(e.do == "repair" for e in effects) and \
                not any(self.s.pieces[c].damage for c in self.structures(seat)):
            return " — nothing to repair"
        return ""

    def _two_free_standalone(self: "HoldfastGame", seat: int) -> bool:
        """``len(self.free_standalone(seat)) >= 2``, counting no further."""
        kinds = self.kinds
        n = 0
        for c in self.s.sides[seat].outland:
            if kinds[c] == "structure" and self.free(c):
                n += 1
                if n == 2:
                    return True
        return False

    def free_standalone(self: "HoldfastGame", seat: int) -> list[int]:
        return [c for c in self.s.sides[seat].outland if self.kind(c) == "structure" and self.free(c)]

    # -- the Command Phase menu ------------------------------------------------------------------
    def _d_command(self: "HoldfastGame") -> Decision:
        s = self.s
        a = s.active
        s.phase = "command"
        side = s.sides[a]
        opts: list[Option] = []
        seen: set[str] = set()
        # Options are immutable and each follows from its key alone (the card,
        # its zone or face-down tag, the hint): made once, shared by clones.
        made = self._options_made
        # can_deploy's first question (cost_affordable) asked here: most cards
        # in hand cost more than the store holds
        sa, sb, sc, sd, se = side.store
        total = sa + sb + sc + sd + se
        cost_of = self._cost_of
        for c in side.hand:
            card = self.info[c].card
            if card.key in seen:
                continue
            seen.add(card.key)
            (p, q, r, s_, t), generic = cost_of[c]
            if not (sa >= p and sb >= q and sc >= r and sd >= s_ and se >= t and total >= p + q + r + s_ + t + generic):
                continue
            ty = card.type
            # deployable(a, c) (the cost is affordable, above): a denizen, a
            # structure, a trap or a belonging that is no gear always has a place
            if ty in ALWAYS_PLACED or (ty == "belonging" and not card.gear) or self.deployable(a, c):
                hint = self.idle_hint(a, card.effects) if card.type == "mysticism" else ""
                key = ("deploy", c, hint)
                o = made.get(key)
                if o is None:
                    verb = "Play" if card.type == "mysticism" else "Deploy"
                    o = made[key] = Option(
                        f"deploy:{card.key}", f"{verb} {card.name} ({card.cost.label()}){hint}", card.key,
                        verb="play" if card.type == "mysticism" else "deploy", cards=(self.uid(c),),
                        zones=("hand",), cost=cost_pairs(card.cost))
                opts.append(o)
        for c in s.middling:
            card = self.info[c].card
            (p, q, r, s_, t), generic = cost_of[c]
            if not (sa >= p and sb >= q and sc >= r and sd >= s_ and se >= t and total >= p + q + r + s_ + t + generic):
                continue  # can_deploy's cost_affordable, as above
            if self.deployable(a, c):
                hint = self.idle_hint(a, card.effects)
                key = ("middling", c, hint)
                o = made.get(key)
                if o is None:
                    o = made[key] = Option(
                        f"middling:{self.uid(c)}", f"Play {card.name} from the middling ({card.cost.label()}){hint}",
                        card.key, verb="play", cards=(self.uid(c),), zones=("middling",), cost=cost_pairs(card.cost))
                opts.append(o)
        rooms: dict[int, list[int]] = {}  # rooms by seat, for can_move_to_some
        kinds = self.kinds
        info = self.info
        pieces = s.pieces
        acts_of = self._acts_of
        abilities_of = self._abilities_of
        cards = self.in_play(a)
        for c in cards:
            p = pieces[c]
            k = kinds[c]
            if k == "resource" and not p.face_down:
                continue  # a resource never moves, turns down nor has abilities (HF-8.7)
            card = info[c].card
            if p.face_down:
                if card.type != "trap":
                    # amount 1: it was turned down this turn (a face-down card cannot act, so its
                    # actions this turn ended with that), and turning it up again takes that back
                    # (engine.tasks.undoes: a computer player never spends an action on the pair)
                    back = int(p.acted > 0)
                    key = ("show", c, p.fd, p.where, back)
                    o = made.get(key)
                    if o is None:
                        o = made[key] = Option(f"show:{p.fd}", f"Turn {card.name} face up (free)", card.key,
                                               verb="turn_up", cards=(p.fd,), zones=(p.where,), amount=back)
                    opts.append(o)
                continue
            # self.free(c) and self.movable(c), inline (face up here)
            if p.acted >= acts_of[c] + (self._bonus(c, "acts") if p.attached else 0) + p.extra_acts:
                continue
            # self.can_move_to_some(c, rooms) asked only of a card in the outland
            # of a seat with no perimeter, or of gear (any other can always move)
            if (k == "denizen" or (k == "belonging" and p.where in ("outland", "courtyard", "housed", "attached"))) \
                    and ((p.where != "outland" and not (k == "belonging" and card.gear))
                         or self.can_move_to_some(c, rooms)):
                key = ("move", c, p.where)
                o = made.get(key)
                if o is None:
                    o = made[key] = Option(f"move:{self.uid(c)}", f"Move {card.name}", card.key, verb="move",
                                           cards=(self.uid(c),), zones=(p.where,))
                opts.append(o)
            if (k == "denizen" or (k == "belonging" and not card.gear)) and not p.attached:
                key = ("hide", c, p.where)
                o = made.get(key)
                if o is None:
                    o = made[key] = Option(f"hide:{self.uid(c)}", f"Turn {card.name} face down", card.key,
                                           verb="turn_down", cards=(self.uid(c),), zones=(p.where,))
                opts.append(o)
            for i, ab in abilities_of[c]:
                # self.ability_ok(c, i), inline (c is free)
                cost = ab.cost
                if self.affordable(p.seat, cost.specific(), cost.any) and \
                        (ab.target is None or self.has_targets(p.seat, ab.target, c)):
                    hint = self.idle_hint(a, ab.effects)
                    key = ("ability", c, i, hint)
                    o = made.get(key)
                    if o is None:
                        o = made[key] = Option(f"ability:{self.uid(c)}:{i}", f"{card.name}: {ab.name} "
                                               f"({ab.cost.label()}){hint}", card.key, verb="ability",
                                               cards=(self.uid(c),), cost=cost_pairs(ab.cost), amount=i)
                    opts.append(o)
        if self.may_declare(a) and self._two_free_standalone(a):
            opts.append(PERIMETER)
        opts.append(END)
        if self.lean:  # a playout reads no prompt (Game.lean)
            return Decision.lean(a, "command", tuple(opts))
        return Decision(a, "command", words.prompt_command(self.stored(a), self.capacity(a, cards)), tuple(opts))

    def _a_command(self: "HoldfastGame", oid: str) -> None:
        s = self.s
        a = s.active
        kind, _, rest = oid.partition(":")
        if kind == "end":
            if not self.holds_out(a):
                self.push(("confirm_end",))
                return
            s.phase = "assault"
            self.say("end_command", actor=a)
            return
        tasks: list[tuple] = []
        if kind in ("deploy", "middling"):
            if kind == "deploy":
                c = next(x for x in s.sides[a].hand if self.info[x].card.key == rest)
            else:
                c = self.by_uid[rest]
            card = self.info[c].card
            if card.type == "mysticism":
                tasks = [("aim", c, -1)] if card.target is not None else self.cast_tasks(c, None)
            else:
                tasks = [("place", c)]
        elif kind == "show":
            c = self.by_handle(rest)
            self.turn_up(c)
            self.revealed()
            self.say("turn_up", actor=a, card=self.cname(c))
        elif kind == "hide":
            c = self.by_uid[rest]
            s.pieces[c].acted += 1
            self.turn_down(c)
            if c not in s.known:
                s.known.append(c)  # turned down in front of everyone (HF-14.2)
            self.say("turn_down", actor=a, card=self.cname(c))
        elif kind == "move":
            tasks = [("move", self.by_uid[rest])]
        elif kind == "ability":
            ref, i = rest.rsplit(":", 1)
            c, n = self.by_uid[ref], int(i)
            ab = self.info[c].card.abilities[n]
            tasks = [("aim", c, n)] if ab.target is not None else self.ability_tasks(c, n, None)
        elif kind == "perimeter":
            s.selection = []
            tasks = [("wall",)]
        self.push(*tasks, ("settle",), ("command",))

    def _d_confirm_end(self: "HoldfastGame") -> Decision:
        """HF-1.1: a warning before ending the Command Phase with no denizen or no
        structure in play (the End Phase would then be lost), offering the cards
        of the hand that would mend it."""
        a = self.s.active
        kinds = {self.kind(c) for c in self.in_play(a)}
        missing = [t for t in ("denizen", "structure") if t not in kinds]
        opts = [Option("stay", "Back to the Command Phase", verb="stay")]
        seen: set[str] = set()
        for c in self.s.sides[a].hand:
            card = self.info[c].card
            if card.type in missing and card.key not in seen and self.can_deploy(a, c):
                seen.add(card.key)
                opts.append(Option(f"deploy:{card.key}", f"Deploy {card.name} ({card.cost.label()})", card.key,
                                   verb="deploy", cards=(self.uid(c),), zones=("hand",), cost=cost_pairs(card.cost)))
        opts.append(Option("end", "End the Command Phase anyway", verb="end"))
        # HF-14.2: what is missing may depend on a face-down card, so the other
        # seats see the Command Phase go on, as if no warning were asked
        return Decision(a, "confirm_end", words.prompt_confirm_end(missing), tuple(opts),
                        others=("command", words.prompt_command(self.stored(a), self.capacity(a))))

    def _a_confirm_end(self: "HoldfastGame", oid: str) -> None:
        if oid == "stay":
            self.push(("command",))
            return
        if oid.startswith("deploy:"):
            self._a_command(oid)
            return
        self.s.phase = "assault"
        self.say("end_command", actor=self.s.active)

    # -- deploying (HF-9.2) ------------------------------------------------------------------------
    def _d_place(self: "HoldfastGame", c: int) -> Decision:
        a = self.s.active
        card = self.info[c].card
        # The prompt is read by every seat: it names no card (the card may go face down).
        # Each option follows from its key alone: made once, shared (as the Command Phase's).
        made = self._options_made
        places: list[Option] = []
        for pl in self.placements(a, c):
            key = ("place", c) + pl
            o = made.get(key)
            if o is None:
                pid, lbl, zone, hosts = pl
                o = made[key] = Option(pid, lbl, card.key, verb="place", cards=(self.uid(c),) + hosts,
                                       zones=(zone,))
            places.append(o)
        opts = tuple(places)
        opts += (Option("back", f"Back (keep {card.name} in your hand)", card.key, verb="back",
                        cards=(self.uid(c),)),)
        return Decision(a, "place", words.PROMPT_PLACE, opts)

    def _a_place(self: "HoldfastGame", c: int, oid: str) -> None:
        if oid == "back":
            return
        a = self.s.active
        self.take(c)
        self.put(c, "stack", a)
        self.push(*self.pay_tasks(a, c, "the deploy cost"), ("enter", c, oid))

    def _t_enter(self: "HoldfastGame", c: int, placement: str) -> None:
        a = self.s.active
        card = self.info[c].card
        self.enter(c, a, placement)
        p = self.s.pieces[c]
        where = {"outland": "in the outland", "courtyard": "in the courtyard", "housed": f"housed in {self.cname(p.host) if p.host >= 0 else ''}",
                 "attached": f"on {self.cname(p.host) if p.host >= 0 else ''}",
                 "perimeter": "on the perimeter"}.get(p.where, p.where)
        if p.face_down:
            self.say("deploy", actor=a, cards=(self.uid(c),), only=a, card=card.name, where=where,
                     cost=card.cost.label(), down=True)
        else:
            self.revealed()
            self.say("deploy", actor=a, card=card.name, where=where, cost=card.cost.label())
            if placement.startswith("connect:"):
                self.say("declare", actor=a)

    # -- mysticisms (HF-8.6) -------------------------------------------------------------------------
    def cast_tasks(self: "HoldfastGame", c: int, target) -> list[tuple]:
        a = self.s.active
        card = self.info[c].card
        self.take(c)
        self.put(c, "stack", a)
        self.revealed()
        tasks = [("pitch", a, card.pitch)] if card.pitch else []
        return tasks + self.pay_tasks(a, c) + [("cast", c, target)]

    def _d_pitch(self: "HoldfastGame", seat: int, n: int) -> Decision | str | None:
        hand = self.s.sides[seat].hand
        if n <= 0 or not hand:
            return None
        keys: dict[str, int] = {}
        for c in hand:
            keys.setdefault(self.info[c].card.key, c)
        if len(keys) == 1:
            return f"pitch:{next(iter(keys))}"
        opts = tuple(Option(f"pitch:{k}", f"Pitch {self.cname(c)}", k, verb="pitch", cards=(self.uid(c),),
                            zones=("hand", "rubble")) for k, c in keys.items())
        return Decision(seat, "pitch", words.prompt_pitch(n), opts)

    def _a_pitch(self: "HoldfastGame", seat: int, n: int, oid: str) -> None:
        key = oid.split(":", 1)[1]
        c = next(x for x in self.s.sides[seat].hand if self.info[x].card.key == key)
        self.take(c)
        self.put(c, "rubble", seat)
        self.say("pitch", actor=seat, card=self.cname(c))
        if n > 1:
            self.push(("pitch", seat, n - 1))

    def _t_cast(self: "HoldfastGame", c: int, target) -> None:
        a = self.s.active
        card = self.info[c].card
        owner = self.info[c].owner
        self.say("play", actor=a, seats=() if owner == a else (owner,), card=card.name,
                 target=self.target_name(target) if target else "")
        self.resolve(a, c, card.effects, target)
        self.take(c)
        if card.afterlife == "middling":
            self.put(c, "middling", -1)
            self.say("goes", card=card.name, to="middling")
        else:
            self.put(c, "void", owner)
            self.say("goes", card=card.name, to="void")

    # -- targets (HF-15.2) -----------------------------------------------------------------------------
    def _d_aim(self: "HoldfastGame", c: int, i: int) -> Decision:
        a = self.s.active
        card = self.info[c].card
        tgt = card.target if i < 0 else card.abilities[i].target
        # A mysticism from the hand may still go back to the hand: the prompt (read by
        # every seat) names it only once it is public (abilities of cards in play).
        what = "the card you play" if i < 0 else f"{card.name}: {card.abilities[i].name}"
        opts = tuple(Option(f"aim:{h}", lbl, card.key, verb="target",
                            cards=(self.uid(c),) + ((h,) if t[0] == "card" else ()),
                            seats=(t[1],) if t[0] == "seat" else ())
                     for h, lbl, t in self.targets(a, tgt, c if i >= 0 else -1))
        back = Option("back", f"Back (not {card.name})", card.key, verb="back", cards=(self.uid(c),))
        return Decision(a, "aim", words.prompt_aim(what), opts + (back,))

    def _a_aim(self: "HoldfastGame", c: int, i: int, oid: str) -> None:
        if oid == "back":
            return
        a = self.s.active
        card = self.info[c].card
        tgt = card.target if i < 0 else card.abilities[i].target
        h = oid.split(":", 1)[1]
        target = next(t for hh, _l, t in self.targets(a, tgt, c if i >= 0 else -1) if hh == h)
        self.push(*(self.cast_tasks(c, target) if i < 0 else self.ability_tasks(c, i, target)))

    # -- abilities (HF-9.4) ------------------------------------------------------------------------------
    def ability_tasks(self: "HoldfastGame", c: int, i: int, target) -> list[tuple]:
        a = self.s.active
        ab = self.info[c].card.abilities[i]
        self.s.pieces[c].acted += 1
        self.pay_named(a, ab.cost.specific())
        pay = [("pay_any", a, ab.cost.any, ab.name)] if ab.cost.any else []
        return pay + [("use", c, i, target)]

    def _t_use(self: "HoldfastGame", c: int, i: int, target) -> None:
        a = self.s.active
        ab = self.info[c].card.abilities[i]
        self.say("ability", actor=a, card=self.cname(c), ability=ab.name,
                 target=self.target_name(target) if target else "", cost=ab.cost.label())
        self.resolve(a, c, ab.effects, target)
        if ab.sacrifice and self.s.pieces[c].where in ("outland", "courtyard", "housed", "attached", "perimeter"):
            self.say("used_up", actor=a, card=self.cname(c))
            self.leave_play(c, "rubble")

    # -- moving (HF-9.3) --------------------------------------------------------------------------------------
    def _d_move(self: "HoldfastGame", c: int) -> Decision:
        a = self.s.active
        made = self._options_made  # each option follows from its key alone: made once, shared
        dests: list[Option] = []
        for dest in self.destinations(c):
            key = ("move_to", c) + dest
            o = made.get(key)
            if o is None:
                d, lbl, zone, hosts = dest
                o = made[key] = Option(d, lbl, verb="move_to", cards=(self.uid(c),) + hosts, zones=(zone,))
            dests.append(o)
        opts = tuple(dests) + (MOVE_BACK,)
        return Decision(a, "move", words.prompt_move(self.cname(c)), opts)

    def _a_move(self: "HoldfastGame", c: int, oid: str) -> None:
        if oid == "back":
            return
        a = self.s.active
        self.s.pieces[c].acted += 1
        self.move(c, oid)
        p = self.s.pieces[c]
        where = {"outland": "the outland", "courtyard": "the courtyard"}.get(
            p.where, self.cname(p.host) if p.host >= 0 else p.where)
        self.say("move", actor=a, card=self.cname(c), to=where)

    # -- declaring a perimeter (HF-6.1) ------------------------------------------------------------------------
    def _d_wall(self: "HoldfastGame") -> Decision:
        a = self.s.active
        sel = self.s.selection
        opts = [Option(f"toggle:{self.uid(c)}", f"[{'x' if c in sel else ' '}] {self.cname(c)}", self.info[c].card.key,
                       verb="toggle", cards=(self.uid(c),), amount=int(c in sel))
                for c in self.free_standalone(a)]
        if len(sel) >= 2:
            opts.append(Option("confirm", f"Declare the perimeter ({len(sel)} structures)", verb="confirm",
                               zones=("perimeter",), amount=len(sel)))
        opts.append(Option("back", "Back", verb="back"))
        return Decision(a, "wall", words.PROMPT_WALL, tuple(opts))

    def _a_wall(self: "HoldfastGame", oid: str) -> None:
        s = self.s
        a = s.active
        if oid == "back":
            s.selection = []
            return
        if oid == "confirm":
            self.give_up_perimeter(a)
            for c in s.selection:
                s.pieces[c].acted += 1
                self.take(c)
                self.put(c, "perimeter", a)
            s.sides[a].breached_on = -1
            self.say("connect", actor=a, names=[self.cname(c) for c in s.selection])
            s.selection = []
            return
        c = self.by_uid[oid.split(":", 1)[1]]
        if c in s.selection:
            s.selection.remove(c)
        else:
            s.selection.append(c)
        self.push(("wall",))
