"""The card effect vocabulary (HF-15) and the named handlers of unique cards.

An effect is ``{do, to, amount, stat, bounty, turns, handler}`` (see
:class:`~.cards.Effect`). ``to`` picks what it affects:

- ``target``: the card or player chosen when the card was played (HF-15.2);
- ``assailants`` / ``strongest`` / ``defended`` / ``assault``: during an assault
  (traps, reveal effects): each assailant, the strongest assailant (the first
  of the group on a tie), the assaulted card, the assault itself;
- ``source``: the card itself; ``you``: its controller;
- ``courtyard``: your denizens in your courtyard — in the outland when you have
  no courtyard (zone collapse, HF-7.5);
- ``perimeter``: the structures on your perimeter — nothing when you have none
  (HF-7.5);
- ``yours``: every denizen you control.

Words: ``damage`` (marks damage; a shield prevents it first), ``weaken`` (−strength
this turn), ``bolster`` (+stat this turn), ``stop`` (the assault stops),
``morale`` (+morale for this assault's morale step), ``shield`` (prevent the next
N damage this turn), ``repair`` (remove damage), ``gain`` (bounty, up to
capacity), ``levy`` (effect maintenance for N of the target's Maintenance
Phases), ``recover`` (a card from your rubble to your hand), ``reveal`` (turn a
face-down card face up), ``oust`` (every occupant of a structure is ousted),
``handler`` (a named handler below).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from .bounty import bounty_label
from .cards import NAMED_HANDLERS, Effect, Target
from .state import IN_PLAY

if TYPE_CHECKING:  # pragma: no cover
    from .rules import HoldfastGame

STAT_INDEX = {"strength": 0, "fortitude": 1, "morale": 2}


# -- named handlers ---------------------------------------------------------------------------
def earthquake(game: "HoldfastGame", seat: int, source: int, e: Effect, target: Any) -> None:
    """Earthquake: every structure in the outland and on every perimeter (yours
    too) takes 2 damage; structures in a courtyard are spared — unless that
    courtyard is breached, for then it is part of the outland (HF-6.2, HF-15.3)."""
    hit = []
    for owner, side in enumerate(game.s.sides):
        spill = side.courtyard if game.breached(owner) else []
        for c in side.outland + side.perimeter + spill:
            if c >= 0 and game.kind(c) == "structure":
                hit.append(c)
    for c in hit:
        game.deal(c, 2)
    game.say("earthquake", actor=seat, amounts={"structures": len(hit)})


def call_to_arms(game: "HoldfastGame", seat: int, source: int, e: Effect, target: Any) -> None:
    """Call to Arms: each denizen you control may act once more this turn."""
    n = shown = 0
    for c in list(game.in_play(seat)):
        if game.kind(c) == "denizen":
            game.s.pieces[c].extra_acts += 1
            n += 1
            shown += not game.s.pieces[c].face_down
    # HF-14.2: the other seats count only the denizens they can see
    game.say("call_to_arms", actor=seat, amounts={"denizens": n}, only=seat, shown=shown)


HANDLERS: dict[str, Callable[["HoldfastGame", int, int, Effect, Any], None]] = {
    "earthquake": earthquake,
    "call_to_arms": call_to_arms,
}
assert set(HANDLERS) == NAMED_HANDLERS, "every named handler of cards.py needs its code here"


class EffectsMixin:
    """Effect resolution and targets for HoldfastGame."""

    # -- targets (HF-15.2) ---------------------------------------------------------------------
    def targets(self: "HoldfastGame", seat: int, tgt: Target, source: int) -> list[tuple[str, str, tuple]]:
        """``(handle, label, target)`` for each legal target; ``target`` is
        ``("card", c)`` or ``("seat", n)``. Housed and attached cards are never
        targets; ``where: outland`` keeps to the outland, ``where: range`` to
        cards in range of ``source`` (HF-6.5)."""
        s = self.s
        out: list[tuple[str, str, tuple]] = []
        k = tgt.kind
        if k == "enemy_player":
            return [(f"seat{e}", f"{self.names[e]}", ("seat", e)) for e in self.enemies(seat)]
        if k == "rubble":
            seen: set[str] = set()
            for c in s.sides[seat].rubble:
                card = self.info[c].card
                if card.type == tgt.card_type and card.key not in seen:
                    seen.add(card.key)
                    out.append((self.uid(c), f"{card.name} (from your rubble)", ("card", c)))
            return out
        if k in ("own_denizen", "own_structure"):
            want = "denizen" if k == "own_denizen" else "structure"
            for c in self.in_play(seat):
                if self.kind(c) == want and not s.pieces[c].face_down:
                    out.append((self.uid(c), f"your {self.cname(c)}", ("card", c)))
            return out
        for e in self.enemies(seat):
            for c in self.open_cards(e):
                p = s.pieces[c]
                if k == "enemy_face_down":
                    if not p.face_down:
                        continue
                elif p.face_down:
                    continue
                else:
                    t = self.kind(c)
                    ok = {"enemy_denizen": t == "denizen", "enemy_unit": t in ("denizen", "belonging"),
                          "enemy_structure": t == "structure"}[k]
                    if not ok:
                        continue
                # HF-6.2: a breached courtyard and the outland are one zone
                if tgt.where == "outland" and not (p.where == "outland"
                                                   or (p.where == "courtyard" and self.breached(p.seat))):
                    continue
                if tgt.where == "range" and (source < 0 or not self.in_range(source, c)):
                    continue
                out.append((self.handle(c), f"{self.whose(c)} ({self.place_name(c)})", ("card", c)))
        return out

    def has_targets(self: "HoldfastGame", seat: int, tgt: Target, source: int) -> bool:
        """``bool(self.targets(seat, tgt, source))`` without wording them (the
        Command Phase menu asks it of every mysticism and ability on offer)."""
        s = self.s
        k = tgt.kind
        if k == "enemy_player":
            return bool(self.enemies(seat))
        if k == "rubble":
            info = self.info
            return any(info[c].card.type == tgt.card_type for c in s.sides[seat].rubble)
        pieces = s.pieces
        kinds = self.kinds
        if k in ("own_denizen", "own_structure"):
            want = "denizen" if k == "own_denizen" else "structure"
            return any(kinds[c] == want and not pieces[c].face_down for c in self.in_play(seat))
        where = tgt.where
        for e in self.enemies(seat):
            for c in self.open_cards(e):
                p = pieces[c]
                if k == "enemy_face_down":
                    if not p.face_down:
                        continue
                elif p.face_down:
                    continue
                elif k == "enemy_denizen":
                    if kinds[c] != "denizen":
                        continue
                elif k == "enemy_unit":
                    if kinds[c] not in ("denizen", "belonging"):
                        continue
                elif kinds[c] != "structure":  # enemy_structure (cards.TargetKind)
                    continue
                if where == "outland" and not (p.where == "outland" or (p.where == "courtyard" and self.breached(p.seat))):
                    continue
                if where == "range" and (source < 0 or not self.in_range(source, c)):
                    continue
                return True
        return False

    def target_name(self: "HoldfastGame", target: tuple) -> str:
        if target[0] == "seat":
            return self.names[target[1]]
        c = target[1]
        p = self.s.pieces[c]
        if p.where == "rubble":
            return f"{self.cname(c)} in the rubble"
        return self.whose(c)

    # -- resolving ---------------------------------------------------------------------------------
    def affected(self: "HoldfastGame", seat: int, source: int, to: str, target: tuple | None) -> list[int]:
        """The cards an effect's ``to`` picks (see the module docstring)."""
        s = self.s
        a = s.assault
        if to == "target":
            if target is None or target[0] != "card":
                return []
            c = target[1]
            return [c]
        if to in ("assailants", "strongest"):
            if a is None:
                return []
            group = [g for g in a.group if s.pieces[g].where in ("outland", "courtyard")]
            if to == "strongest" and group:
                best = max(self.strength(g) for g in group)
                return [next(g for g in group if self.strength(g) == best)]
            return group
        if to == "defended":
            return [a.target] if a is not None and s.pieces[a.target].where in IN_PLAY else []
        if to == "source":
            return [source] if s.pieces[source].where in IN_PLAY else []
        if to == "courtyard":
            zone = "courtyard" if self.has_perimeter(seat) else "outland"  # HF-7.5 zone collapse
            return [c for c in getattr(s.sides[seat], zone) if self.kind(c) == "denizen"]
        if to == "perimeter":
            return self.perimeter_structures(seat)  # HF-7.5: none when you have no perimeter
        if to == "yours":
            return [c for c in self.in_play(seat) if self.kind(c) == "denizen"]
        return []

    def resolve(self: "HoldfastGame", seat: int, source: int, effects, target: tuple | None) -> None:
        """Carry out ``effects`` of ``source`` for ``seat`` in printed order, then
        the fall check (HF-11.3)."""
        for e in effects:
            getattr(self, "_e_" + e.do)(seat, source, e, target)
        self.fall_check()

    def _e_damage(self: "HoldfastGame", seat: int, source: int, e: Effect, target) -> None:
        for c in self.affected(seat, source, e.to, target):
            n = self.deal(c, e.amount)
            self.say("damage", seats=(self.s.pieces[c].seat,), amounts={"damage": n, "prevented": e.amount - n},
                     whose=self.whose(c))

    def _e_weaken(self: "HoldfastGame", seat: int, source: int, e: Effect, target) -> None:
        for c in self.affected(seat, source, e.to, target):
            self.s.pieces[c].bonus[0] -= e.amount
            self.say("weaken", seats=(self.s.pieces[c].seat,), amounts={"strength": e.amount}, card=self.cname(c))

    def _e_bolster(self: "HoldfastGame", seat: int, source: int, e: Effect, target) -> None:
        cards = self.affected(seat, source, e.to, target)
        for c in cards:
            self.s.pieces[c].bonus[STAT_INDEX[e.stat]] += e.amount
        # HF-14.2: which face-down cards an effect for one kind reaches tells
        # their kind: the other seats read only the face-up ones
        hidden = any(self.s.pieces[c].face_down for c in cards)
        self.say("bolster", actor=seat, amounts={"amount": e.amount}, stat=e.stat,
                 names=[self.seen_name(c) for c in cards], only=seat if hidden else None,
                 shown=[self.cname(c) for c in cards if not self.s.pieces[c].face_down])

    def _e_stop(self: "HoldfastGame", seat: int, source: int, e: Effect, target) -> None:
        if self.s.assault is not None and not self.s.assault.stopped:
            self.s.assault.stopped = True
            self.say("stop", actor=seat)

    def _e_morale(self: "HoldfastGame", seat: int, source: int, e: Effect, target) -> None:
        if self.s.assault is not None:
            self.s.assault.morale += e.amount
            self.say("morale", actor=seat, amounts={"morale": e.amount})

    def _e_shield(self: "HoldfastGame", seat: int, source: int, e: Effect, target) -> None:
        for c in self.affected(seat, source, e.to, target):
            self.s.pieces[c].shield += e.amount
            self.say("shield", actor=seat, amounts={"shield": e.amount}, card=self.seen_name(c),
                     only=self.s.pieces[c].seat if self.s.pieces[c].face_down else None)  # HF-14.2

    def _e_repair(self: "HoldfastGame", seat: int, source: int, e: Effect, target) -> None:
        for c in self.affected(seat, source, e.to, target):
            p = self.s.pieces[c]
            n = min(p.damage, e.amount)
            p.damage -= n
            self.say("repair", actor=seat, amounts={"repaired": n}, card=self.cname(c),
                     only=p.seat if p.face_down else None)  # HF-14.2

    def _e_gain(self: "HoldfastGame", seat: int, source: int, e: Effect, target) -> None:
        n = self.gain(seat, e.bounty.specific())
        self.say("gain", actor=seat, amounts={"bounty": n}, bounty=bounty_label(e.bounty.specific()))

    def _e_levy(self: "HoldfastGame", seat: int, source: int, e: Effect, target) -> None:
        victim = target[1]
        self.s.sides[victim].levies.append([self.cname(source), e.bounty.specific(), e.turns])
        self.say("levy", actor=seat, seats=(victim,), amounts={"turns": e.turns}, bounty=bounty_label(e.bounty.specific()))

    def _e_recover(self: "HoldfastGame", seat: int, source: int, e: Effect, target) -> None:
        c = target[1]
        if self.s.pieces[c].where != "rubble":
            return
        owner = self.info[c].owner
        self.take(c)
        if self.kind(c) == "resource":  # HF-8.7: never in a hand
            self.put(c, "resources", owner)
            self.say("recover", actor=seat, seats=(owner,), card=self.cname(c), resource=True)
        else:
            self.put(c, "hand", owner)
            self.s.known.append(c)  # everyone saw it come back from the rubble
            self.say("recover", actor=seat, seats=(owner,), card=self.cname(c))

    def _e_reveal(self: "HoldfastGame", seat: int, source: int, e: Effect, target) -> None:
        c = target[1]
        if self.s.pieces[c].face_down:
            self.turn_up(c)
            self.revealed()
            self.say("reveal", actor=seat, seats=(self.s.pieces[c].seat,), card=self.cname(c))

    def _e_oust(self: "HoldfastGame", seat: int, source: int, e: Effect, target) -> None:
        for c in self.affected(seat, source, e.to, target):
            occ = list(self.s.pieces[c].occupants)
            self.say("oust_all", actor=seat, amounts={"occupants": len(occ)}, card=self.cname(c))
            for o in occ:
                self.oust(o)

    def _e_handler(self: "HoldfastGame", seat: int, source: int, e: Effect, target) -> None:
        HANDLERS[e.handler](self, seat, source, e, target)  # type: ignore[index]
