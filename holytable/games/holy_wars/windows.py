"""Response windows (HW-8.3, HW-8.4, HW-18.4): who may answer an occurrence, with
what, and what answering does.

Every window is opened for its player even when they hold nothing legal (then
``pass`` is the only option): skipping it would tell the opponent that their
hand holds no answer. The "ask only when I can respond" setting of the UI passes
for them instead (``Decision.only_pass``).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from holytable.engine.decision import PASS, PASS_OPTION, Decision, Option
from holytable.engine.stops import Moment

from .cards import Character, Reaction, Trigger
from .combat import ATTEMPTS
from .state import Occ
from .words import possessive

if TYPE_CHECKING:  # pragma: no cover
    from .rules import HolyWarsGame

PLAY_KIND = {"character": "character", "action": "action", "event": "event"}
_PASS_ONLY = (PASS_OPTION,)
#: A pass-only window's lean decision per reader (Game.lean: a playout reads
#: no prompt)
_LEAN_PASS = tuple(Decision.lean(seat, "window", _PASS_ONLY, window=True) for seat in range(2))
#: how a window's prompt begins, by phase
_WHAT = {"play": "Respond to", "pre_roll": "Before the roll:", "post_roll": "After the roll:",
         "post_defeat": "Before the defeat of"}

#: The kinds of moments of Holy Wars' windows (HW-8.3, HW-8.4, HW-18.4), from
#: the side of the player asked (``Decision.moment``, issue 16: stops). The
#: defaults keep the windows most Reactions and timed abilities answer (of
#: the pool's eleven triggers, six are the dice of an attempt and three a
#: defeat): the dice of an opponent's attempt, a defeat of one's own
#: Character, and the rare completion of an opponent's set.
MOMENTS = (
    Moment("their_action", "your opponent plays an Action or an Event", False),
    Moment("their_character", "your opponent plays a Character", False),
    Moment("their_set", "your opponent completes a set", True),
    Moment("their_before_roll", "before your opponent's dice: attack, capture, rescue, Set Defiance", True),
    Moment("their_after_roll", "after your opponent's dice: attack, capture, rescue, Set Defiance", True),
    Moment("my_defeat", "a Character of yours is about to be defeated in battle", True),
    Moment("my_play", "you play a card or complete a set yourself", False, own=True),
    Moment("my_before_roll", "before your own dice: attack, capture, rescue, Set Defiance", False),
    Moment("my_after_roll", "after your own dice: attack, capture, rescue, Set Defiance", False),
    Moment("their_defeat", "a Character of your opponent's is about to be defeated in battle", False),
)
_PLAY_MOMENT = {"character": "their_character", "action": "their_action", "event": "their_action"}


class WindowsMixin:
    """Response windows for HolyWarsGame."""

    # -- response windows (HW-8.3, HW-18) -------------------------------------------------------------
    def occ_legal(self: "HolyWarsGame", occ: Occ) -> bool:
        """HW-8.3: the occurrence is still pending and legal."""
        if not occ.pending:
            return False
        k = occ.kind
        if k == "play":
            card = self.info[occ.card].card
            if isinstance(card, Character):
                return self.deploy_ok(occ.seat, occ.card)
            return self.target_legal(occ)
        if k in ATTEMPTS and not occ.rolled:
            return not self.participants_ok(occ)
        if k == "defeat":
            return self.on_field(occ.target)
        return True

    def trigger_ok(self: "HolyWarsGame", tr: Trigger, seat: int, phase: str, occ: Occ) -> bool:
        """HW-8.3: a printed trigger governs when a response is legal."""
        if tr.on != phase:
            return False
        if phase == "play":
            if occ.kind not in ("play", "completion"):
                return False
            kind = "completion" if occ.kind == "completion" else PLAY_KIND.get(self.info[occ.card].card.type, "")
        elif phase == "post_defeat":
            kind = ""
            whose = self.info[occ.target].owner
            return tr.by == "any" or (tr.by == "you") == (whose == seat)
        else:
            kind = occ.kind
        if tr.of and kind not in tr.of and not (kind == "direct" and "attack" in tr.of):
            return False  # HW-8.4 ruling: a direct attack is an attack
        return tr.by == "any" or (tr.by == "you") == (occ.seat == seat)

    def effects_ok(self: "HolyWarsGame", effects: tuple, seat: int, occ: Occ, source: int) -> bool:
        """A response that could do nothing is not legal: a roll change needs that
        side to roll (a direct attack has no defending roll); a redirect needs a new
        target of the defender's."""
        for e in effects:
            if e.to in ("own_roll", "opposing_roll"):
                side = self.roll_side(seat, occ, e.to)
                if occ.kind == "direct" and side == 1:
                    return False
            if e.do == "redirect" and (seat == occ.seat or occ.kind == "direct" or occ.target == source or source not in self.s.sides[seat].field):
                return False
        return True

    def responses(self: "HolyWarsGame", seat: int, phase: str, occ: Occ) -> list[Option]:
        """Legal Reactions and timed abilities of ``seat`` in this window."""
        s = self.s
        me = s.sides[seat]
        pool = self.pool(seat)
        pname = "Faith" if seat == s.active else "Response Faith"
        out = []
        seen: set[str] = set()
        kinds, keys = self.kinds, self.keys
        for c in me.hand:
            if kinds[c] != "reaction" or keys[c] in seen:
                continue
            card = self.info[c].card
            seen.add(card.key)
            cost = self.cost(c, seat)
            if cost > pool or not self.trigger_ok(card.trigger, seat, phase, occ):
                continue
            if not self.effects_ok(card.effects, seat, occ, -1):
                continue
            if card.target is not None and not self.targets(card.target, seat):
                continue
            key = ("react", c, cost, pname)
            o = self._options_made.get(key)
            if o is None:
                o = self._options_made[key] = Option(
                    f"react:{card.key}", f"Play {card.name} ({cost} {pname})", card.key, verb="react",
                    cards=(self.uid(c),), zones=("hand",), cost=((pname, cost),))
            out.append(o)
        if seat != s.active:
            timed = self.timed_abilities
            for c in me.field:
                for i, ab in timed[c]:
                    if not self.trigger_ok(ab.when, seat, phase, occ):
                        continue
                    if self.ability_usable(c, i, seat) and self.effects_ok(ab.effects, seat, occ, c):
                        out.append(Option(f"ability:{self.uid(c)}:{i}", f"Use {self.cname(c)}'s {ab.name} ({ab.cost} {pname}"
                                          f"{', exhaust' if ab.exhaust else ''})", self.info[c].card.key, verb="ability",
                                          cards=(self.uid(c),), zones=("field",), cost=((pname, ab.cost),), amount=i))
        return out

    def window_moment(self: "HolyWarsGame", seat: int, phase: str, occ: Occ) -> str:
        """The kind of moment (a key of :data:`MOMENTS`) of ``seat``'s window
        at ``phase`` of ``occ``: public facts only (whose occurrence, what
        kind), never what ``seat`` holds."""
        if phase == "post_defeat":
            return "my_defeat" if self.info[occ.target].owner == seat else "their_defeat"
        mine = occ.seat == seat
        if phase == "play":
            if mine:
                return "my_play"
            if occ.kind == "completion":
                return "their_set"
            return _PLAY_MOMENT.get(self.info[occ.card].card.type, "their_action")
        if phase == "pre_roll":
            return "my_before_roll" if mine else "their_before_roll"
        return "my_after_roll" if mine else "their_after_roll"

    def _d_window(self: "HolyWarsGame", seat: int, phase: str) -> Decision | None:
        """The response window's decision (a pure query; few windows ask the
        statics at all, so they are not pinned)."""
        occ = self.s.occ[-1]
        if not self.occ_legal(occ):
            return None
        more = self.responses(seat, phase, occ)
        if more:
            if self.lean:
                return Decision.lean(seat, "window", (PASS_OPTION, *more), window=True)
            return self._window_made(seat, phase, occ, (PASS_OPTION, *more))
        if self.lean:
            return _LEAN_PASS[seat]
        # a pass-only window (most of them): its decision follows from the
        # reader, the phase, what its prompt names and the reader's pool alone,
        # so one immutable decision serves every such window of this game
        k = occ.kind
        if phase == "post_defeat":
            named: object = occ.target
        elif k == "play" or k == "reaction" or k == "trigger":
            named = occ.card
        elif k == "ability" or k == "response":
            named = (occ.source, occ.ability)
        else:
            named = k
        key = (seat, phase, occ.seat, k, named, self.pool(seat), seat == self.s.active)
        made = self.__dict__.get("_windows_made")
        if made is None:
            made = self.__dict__["_windows_made"] = {}
        d = made.get(key)
        if d is None:
            d = made[key] = self._window_made(seat, phase, occ, _PASS_ONLY)
        return d

    def _window_made(self: "HolyWarsGame", seat: int, phase: str, occ: Occ, opts: tuple[Option, ...]) -> Decision:
        """The decision of a response window offering ``opts``."""
        what = _WHAT[phase]
        # worded for the reader, the deciding seat: "Bo's Veto", "your Riot
        # Marshal", "your own Veto" (HW-8.3: the active player answers first)
        if phase == "post_defeat":
            owner = self.info[occ.target].owner
            subject = possessive(None if owner == seat else self.names[owner], self.cname(occ.target))
        else:
            own = occ.seat == seat
            subject = possessive(None if own else self.names[occ.seat], self.occ_name(occ).removeprefix("the "),
                                 own=own and phase == "play")
        pool = self.pool(seat)
        pname = "Faith" if seat == self.s.active else "Response Faith"
        return Decision(seat, "window", f"{what} {subject} — you have {pool} {pname}", opts, window=True,
                        moment=self.window_moment(seat, phase, occ))

    def _a_window(self: "HolyWarsGame", seat: int, phase: str, oid: str) -> None:
        if oid == PASS:
            return
        s = self.s
        me = s.sides[seat]
        kind, _, rest = oid.partition(":")
        if kind == "react":
            c = next(x for x in me.hand if self.info[x].card.key == rest)
            card = self.info[c].card
            assert isinstance(card, Reaction)
            cost = self.cost(c, seat)
            me.hand.remove(c)
            if me.known and card.key in me.known:
                me.known.remove(card.key)
            s.stack.append(c)
            self.pay(seat, cost)
            s.occ.append(Occ("reaction", seat, card=c))
            self.say("react", actor=seat, cards=(self.uid(c),), seats=(s.occ[-2].seat,), amounts={"cost": cost})
            self.revealed()  # a card from a hidden hand is now known: no takeback past here
            self.push(*([("target",)] if card.target is not None else []), ("respond",), ("reaction_done",), ("end_occ",))
        else:
            ref, i = rest.rsplit(":", 1)
            c, n = self.by_uid[ref], int(i)
            ab = self.ability(c, n)
            me.used.append(f"{ref}#a{n}")
            if ab.exhaust:
                s.pieces[c].exhausted = True
            self.pay(seat, ab.cost)
            s.occ.append(Occ("response", seat, source=c, ability=n))
            self.say("respond", actor=seat, cards=(self.uid(c),), seats=(s.occ[-2].seat,), amounts={"cost": ab.cost, "ability": n},
                     ability=ab.name)
            self.push(*([("target",)] if ab.target is not None else []), ("respond",), ("end_occ",))

    def _t_respond(self: "HolyWarsGame") -> None:
        self.push(*self.resolve_tasks(self.s.occ[-1]))

    def _t_reaction_done(self: "HolyWarsGame") -> None:
        occ = self.s.occ[-1]
        self.s.stack.remove(occ.card)
        self.s.sides[occ.seat].discard.append(occ.card)

