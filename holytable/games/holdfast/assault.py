"""The Assault Phase (HF-10..HF-13): declaring assaults, the steps of an assault
on a non-structure and on a structure, trap windows and the defender's damage
split.

Option ids: ``target:<handle>`` / ``end`` (the assault menu), ``toggle:<uid>`` /
``confirm`` / ``back`` (the assault group), ``pass`` / ``spring:<handle>`` (a
trap window), ``pass`` / ``activate:<uid>`` (reveal effects), ``hit:<uid>`` and
``hit:<uid>:all`` (the defender's damage split).

Trap windows (HF-13.2) open for the defender at the same points of every assault
— after the declaration, at the morale step of a structure assault, and at the
damage step — whether or not the defender holds a trap that could answer, so a
window tells nobody anything about face-down cards. The reveal window opens only
when the reveal step turned up a card with a reveal effect, which everybody sees.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from holytable.engine.decision import PASS, PASS_OPTION, Decision, Option, OptionsOnDemand
from holytable.engine.stops import Moment

from . import words
from .state import IN_PLAY, Assault

if TYPE_CHECKING:  # pragma: no cover
    from .rules import HoldfastGame

STEP_NAMES = {"declared": "declaration", "morale": "morale step", "damage": "damage step"}

#: The kinds of moments of Holdfast's windows (HF-13.2), from the defender's
#: side (``Decision.moment``, issue 16: stops): the three trap windows of an
#: assault and the reveal window. An assault's windows all go to its defender
#: one after another, so each default is on: turning one off saves a key, not
#: a handoff.
MOMENTS = (
    Moment("declared", "an assault on your cards is declared", True),
    Moment("revealed", "an assault turned up a card of yours with a reveal effect", True),
    Moment("morale", "the morale step of an assault on your structure", True),
    Moment("damage", "the damage step of an assault on your cards", True),
)


#: Ends the Assault Phase's menu (options are immutable: one serves every menu)
END_ASSAULTS = Option("end", "End your turn (no more assaults)", verb="end")
BACK = Option("back", "Back", verb="back")


class AssaultMixin:
    """Assaults for HoldfastGame."""

    # -- who and what (HF-10.1, HF-10.2) ------------------------------------------------------
    def assault_targets(self: "HoldfastGame", seat: int) -> list[int]:
        """HF-10.1: enemy structures, denizens and belongings (face up or face
        down) lying open on the field and in range of a free denizen of ``seat``."""
        s = self.s
        side = s.sides[seat]
        mine = [d for d in side.outland + side.courtyard if self.kind(d) == "denizen" and self.free(d)]
        if not mine:
            return []
        out = []
        # self.in_range(d, c) for each d of mine, with mine's areas worked out once
        reach = {x for d in mine for x in self.areas(d)}
        for e in self.enemies(seat):
            for c in self.open_cards(e):
                p = s.pieces[c]
                if not p.face_down and self.kind(c) not in ("denizen", "structure", "belonging"):
                    continue
                if any(x in reach for x in self.areas(c)):
                    out.append(c)
        return out

    def group_candidates(self: "HoldfastGame", seat: int, t: int) -> list[int]:
        """HF-10.2: free denizens of ``seat`` not housed, with ``t`` in range."""
        side = self.s.sides[seat]
        return [d for d in side.outland + side.courtyard if self.kind(d) == "denizen" and self.free(d)
                and self.in_range(d, t)]

    def assailants(self: "HoldfastGame") -> list[int]:
        a = self.s.assault
        if a is None:
            return []
        return [g for g in a.group if self.s.pieces[g].where in ("outland", "courtyard")]

    def group_strength(self: "HoldfastGame") -> int:
        return sum(self.strength(g) for g in self.assailants())

    def live(self: "HoldfastGame") -> bool:
        """The assault goes on: not stopped, target still open on the field, an assailant left."""
        a = self.s.assault
        return (a is not None and not a.stopped and self.s.pieces[a.target].where in ("outland", "courtyard", "perimeter")
                and bool(self.assailants()))

    def place_name(self: "HoldfastGame", c: int) -> str:
        p = self.s.pieces[c]
        if p.where == "perimeter":
            return "perimeter" + (", breached" if self.breached(p.seat) else "")
        if p.where == "courtyard":
            return "courtyard" + (", breached" if self.breached(p.seat) else "")
        if p.where == "housed":
            return f"in {self.cname(p.host)}"
        return p.where

    # -- the Assault Phase menu (HF-5.6) ------------------------------------------------------------
    def _d_assault_menu(self: "HoldfastGame") -> Decision:
        s = self.s
        a = s.active
        s.phase = "assault"
        targets = self.assault_targets(a)
        if self.lean:  # a playout reads one option (Game.lean): each made when read
            return Decision.lean(a, "assault", OptionsOnDemand(  # type: ignore[arg-type]
                len(targets), lambda i: self._assault_option(targets[i]), (END_ASSAULTS,)))
        opts = [self._assault_option(c) for c in targets]
        opts.append(END_ASSAULTS)
        return Decision(a, "assault", words.PROMPT_ASSAULT, tuple(opts))

    def _assault_option(self: "HoldfastGame", c: int) -> Option:
        """The Assault Phase menu's option of the target ``c`` (HF-10.1)."""
        s = self.s
        return Option(f"target:{self.handle(c)}", f"Assault {self.whose(c)} ({self.place_name(c)})",
                      None if s.pieces[c].face_down else self.info[c].card.key,
                      verb="assault", cards=(self.handle(c),), seats=(s.pieces[c].seat,), zones=(s.pieces[c].where,))

    def _a_assault_menu(self: "HoldfastGame", oid: str) -> None:
        if oid == "end":
            return
        t = self.by_handle(oid.split(":", 1)[1])
        self.s.selection = []
        self.push(("group", t), ("assault_menu",))

    def _d_group(self: "HoldfastGame", t: int) -> Decision:
        a = self.s.active
        sel = self.s.selection
        cands = self.group_candidates(a, t)
        tail: tuple[Option, ...] = (BACK,)
        if sel:
            total = sum(self.strength(d) for d in sel)
            tail = (Option("confirm", f"Assault with {len(sel)} denizen{'s' if len(sel) > 1 else ''} (strength {total})",
                           verb="confirm", seats=(self.s.pieces[t].seat,), amount=total), BACK)
        if self.lean:  # a playout reads one option (Game.lean): each made when read
            return Decision.lean(a, "group", OptionsOnDemand(  # type: ignore[arg-type]
                len(cands), lambda i: self._toggle_option(cands[i]), tail))
        opts = [self._toggle_option(d) for d in cands]
        return Decision(a, "group", words.prompt_group(self.whose(t)), tuple(opts) + tail)

    def _toggle_option(self: "HoldfastGame", d: int) -> Option:
        """The group decision's option that adds or takes out the denizen ``d`` (HF-10.2)."""
        sel = self.s.selection
        return Option(f"toggle:{self.uid(d)}", f"[{'x' if d in sel else ' '}] {self.cname(d)} (strength {self.strength(d)})",
                      self.info[d].card.key, verb="toggle", cards=(self.uid(d),), amount=int(d in sel))

    def _a_group(self: "HoldfastGame", t: int, oid: str) -> None:
        s = self.s
        if oid == "back":
            s.selection = []
            return
        if oid == "confirm":
            group, s.selection = s.selection, []
            self.declare(t, group)
            return
        d = self.by_uid[oid.split(":", 1)[1]]
        if d in s.selection:
            s.selection.remove(d)
        else:
            s.selection.append(d)
        self.push(("group", t))

    def declare(self: "HoldfastGame", t: int, group: list[int]) -> None:
        """HF-10.3: the assault begins; each assailant uses an action."""
        s = self.s
        a = s.active
        for g in group:
            s.pieces[g].acted += 1
        structure = self.kind(t) == "structure"
        d = s.pieces[t].seat
        ast = Assault(a, d, t, list(group), structure)
        ast.was_down = [c for c in [t] + s.pieces[t].occupants if s.pieces[c].face_down]
        s.assault = ast
        self.say("assault", actor=a, seats=(d,), amounts={"strength": self.group_strength()}, target=self.whose(t),
                 place=self.place_name(t), names=[self.cname(g) for g in group])
        if structure:
            steps = [("a_window", "declared"), ("a_reveal",), ("a_reveal_pick",), ("a_window", "morale"),
                     ("a_morale",), ("a_falter",), ("a_window", "damage"), ("a_damage",), ("a_split",), ("a_deal",)]
        else:
            steps = [("a_window", "declared"), ("a_reveal",), ("a_reveal_pick",), ("a_disarm",),
                     ("a_window", "damage"), ("a_damage",), ("a_split",), ("a_deal",)]
        self.push(*steps, ("a_end",), ("settle",))

    # -- trap windows (HF-13.2) ------------------------------------------------------------------------
    def trap_ok(self: "HoldfastGame", c: int, step: str) -> bool:
        """HF-13.3: a trap of the defender may be sprung at ``step`` when its
        trigger is that step and its scope covers the assaulted card."""
        a = self.s.assault
        card = self.info[c].card
        if card.type != "trap" or card.trigger != step or a is None:
            return False
        p = self.s.pieces[c]
        if card.scope == "hold":
            return True
        if p.where == "housed" and p.host == a.target:
            return True
        return card.scope == "near" and self.in_range(c, a.target)

    def _d_a_window(self: "HoldfastGame", step: str) -> Decision | None:
        if not self.live():
            return None
        a = self.s.assault
        assert a is not None
        opts = [PASS_OPTION]
        for c in self.in_play(a.defender):
            if self.trap_ok(c, step):
                opts.append(Option(f"spring:{self.handle(c)}", f"Spring {self.cname(c)}", self.info[c].card.key,
                                   verb="spring", cards=(self.handle(c),)))
        target = "face-down card" if self.s.pieces[a.target].face_down else self.cname(a.target)
        return Decision(a.defender, "trap",
                        words.prompt_trap(STEP_NAMES[step], self.names[a.attacker], target, self.group_strength()),
                        tuple(opts), window=True, moment=step)

    def _a_a_window(self: "HoldfastGame", step: str, oid: str) -> None:
        if oid == PASS:
            return
        self.spring(self.by_handle(oid.split(":", 1)[1]))
        self.push(("a_window", step))

    def spring(self: "HoldfastGame", c: int) -> None:
        """HF-13.4: a sprung trap is turned face up, takes effect, and goes to the void."""
        s = self.s
        seat = s.pieces[c].seat
        if s.pieces[c].face_down:
            self.turn_up(c)
            self.revealed()
        self.say("spring", actor=seat, card=self.cname(c))
        self.resolve(seat, c, self.info[c].card.effects, None)
        if s.pieces[c].where in IN_PLAY:
            self.leave_play(c, "void")
        self.say("goes", card=self.cname(c), to="void")

    # -- reveal step (HF-11.1, HF-12.1) ------------------------------------------------------------------
    def has_reveal_effect(self: "HoldfastGame", c: int) -> bool:
        return self._reveals[c]

    def _t_a_reveal(self: "HoldfastGame") -> None:
        if not self.live():
            return
        s = self.s
        a = s.assault
        assert a is not None
        cards = s.pieces[a.target].occupants if a.structure else [a.target]
        turned = [c for c in cards if s.pieces[c].face_down]
        for c in turned:
            self.turn_up(c)
            self.say("reveal", seats=(s.pieces[c].seat,), card=self.cname(c), step=True)
        if turned:
            self.revealed()
        a.to_reveal = [c for c in turned if self.has_reveal_effect(c)]

    def _d_a_reveal_pick(self: "HoldfastGame") -> Decision | None:
        s = self.s
        a = s.assault
        if a is None or not self.live():
            return None
        a.to_reveal = [c for c in a.to_reveal if s.pieces[c].where in IN_PLAY and not s.pieces[c].face_down]
        if not a.to_reveal:
            return None
        opts = [Option(PASS, "Activate no more", verb="pass")] + [
            Option(f"activate:{self.uid(c)}", f"Activate {self.cname(c)}", self.info[c].card.key, verb="activate",
                   cards=(self.uid(c),)) for c in a.to_reveal]
        return Decision(a.defender, "reveal", words.PROMPT_REVEAL, tuple(opts), window=True, moment="revealed")

    def _a_a_reveal_pick(self: "HoldfastGame", oid: str) -> None:
        a = self.s.assault
        assert a is not None
        if oid == PASS:
            a.to_reveal = []
            return
        c = self.by_uid[oid.split(":", 1)[1]]
        a.to_reveal.remove(c)
        if self.kind(c) == "trap":
            self.spring(c)
        else:
            self.say("on_reveal", actor=a.defender, card=self.cname(c))
            self.resolve(a.defender, c, self.info[c].card.on_reveal, None)
        self.push(("a_reveal_pick",))

    def _t_a_disarm(self: "HoldfastGame") -> None:
        """HF-11.4: an assault that turns up a trap finds nothing to fight: the
        trap, if not sprung, is disarmed to its owner's rubble, and the assault ends."""
        a = self.s.assault
        if a is None or self.kind(a.target) != "trap":
            return
        if self.s.pieces[a.target].where in IN_PLAY:
            self.say("disarm", seats=(a.defender,), card=self.cname(a.target))
            self.leave_play(a.target, "rubble")
        a.stopped = True

    # -- morale and falter steps (HF-12.2, HF-12.3) ------------------------------------------------------------
    def defence_morale(self: "HoldfastGame") -> int:
        a = self.s.assault
        assert a is not None
        t = a.target
        return self.morale(t) + sum(self.morale(o) for o in self.s.pieces[t].occupants) + a.morale

    def _t_a_morale(self: "HoldfastGame") -> None:
        if not self.live():
            return
        a = self.s.assault
        assert a is not None
        st, mo = self.group_strength(), self.defence_morale()
        if st < mo:
            a.stopped = True
        self.say("morale_step", actor=a.attacker, seats=(a.defender,), amounts={"strength": st, "morale": mo})

    def _t_a_falter(self: "HoldfastGame") -> None:
        if not self.live():
            return
        a = self.s.assault
        assert a is not None
        occ = list(self.s.pieces[a.target].occupants)
        if occ:
            self.say("falter", seats=(a.defender,), card=self.cname(a.target))
        for o in occ:
            self.oust(o)

    # -- damage step (HF-11.2, HF-12.4) ------------------------------------------------------------------------
    def _t_a_damage(self: "HoldfastGame") -> None:
        if not self.live():
            return
        a = self.s.assault
        assert a is not None
        a.dealt = self.group_strength()
        back = self.strength(a.target)
        group = self.assailants()
        a.split = {}
        a.split_left = 0
        if back > 0:
            if len(group) == 1:
                a.split[group[0]] = back
            else:
                a.split_left = back

    def _d_a_split(self: "HoldfastGame") -> Decision | None:
        a = self.s.assault
        if a is None or a.split_left <= 0 or not self.live():
            return None
        opts = []
        for g in self.assailants():
            have = a.split.get(g, 0)
            left = self.fortitude(g) - self.s.pieces[g].damage - have
            opts.append(Option(f"hit:{self.uid(g)}", f"1 damage to {self.cname(g)} ({have} so far, {left} fortitude left)",
                               self.info[g].card.key, verb="hit", cards=(self.uid(g),), amount=1))
            if a.split_left > 1:
                opts.append(Option(f"hit:{self.uid(g)}:all", f"All {a.split_left} remaining damage to {self.cname(g)}",
                                   self.info[g].card.key, verb="hit", cards=(self.uid(g),), amount=a.split_left))
        return Decision(a.defender, "split", words.prompt_split(self.cname(a.target), self.strength(a.target),
                                                                a.split_left), tuple(opts))

    def _a_a_split(self: "HoldfastGame", oid: str) -> None:
        a = self.s.assault
        assert a is not None
        parts = oid.split(":")
        g = self.by_uid[parts[1]]
        n = a.split_left if len(parts) > 2 else 1
        a.split[g] = a.split.get(g, 0) + n
        a.split_left -= n
        self.push(("a_split",))

    def _t_a_deal(self: "HoldfastGame") -> None:
        """Damage on both sides at the same time, then the fall check."""
        if not self.live():
            return
        s = self.s
        a = s.assault
        assert a is not None
        n = self.deal(a.target, a.dealt)
        hits = []
        for g, m in a.split.items():
            if s.pieces[g].where in IN_PLAY and m:
                hits.append((self.cname(g), self.deal(g, m)))
        self.say("damage_step", actor=a.attacker, seats=(a.defender,), amounts={"dealt": n, "prevented": a.dealt - n},
                 card=self.cname(a.target), hits=hits)
        self.fall_check()

    def _t_a_end(self: "HoldfastGame") -> None:
        self.s.assault = None
