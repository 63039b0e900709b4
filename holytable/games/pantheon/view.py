"""What each player may see (PN-4.6) and the invariants of a Pantheon state.
A mixin of :class:`~.rules.PantheonGame`.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from holytable.engine.game import InvariantError

from .state import BASE_ACTIVE, BASE_BENCH, RESOURCES, Slot

if TYPE_CHECKING:  # pragma: no cover
    from .rules import PantheonGame

KEYWORDS = ("stoic", "immortal", "counter", "cunning", "poisoned", "silenced")


class ViewMixin:
    """Views and invariants for PantheonGame."""

    def card_text(self: "PantheonGame", key: str) -> dict[str, Any]:
        """Public facts of a card kind (no uid): for option labels and help."""
        for i in self.info:
            if i.key == key:
                return self._facts(i.card)
        raise KeyError(key)

    @staticmethod
    def _facts(card) -> dict[str, Any]:
        v: dict[str, Any] = {"key": card.key, "name": card.name, "type": card.type, "pantheon": card.pantheon,
                             "class": card.class_, "cost": card.cost, "text": card.text}
        if card.type == "character":
            v.update(hp=card.hp, withdraw=card.withdraw, subtypes=list(card.subtypes), keywords=list(card.keywords),
                     attacks=[{"name": a.name, "cost": a.cost, "damage": a.damage} for a in card.attacks])
        elif card.type in ("relic", "magic"):
            v["subtype"] = card.subtype
        elif card.type == "field":
            v.update(decay=card.decay, preservation=card.preservation)
        return v

    def card_view(self: "PantheonGame", c: int) -> dict[str, Any]:
        info = self.info[c]
        return {"uid": info.uid, "owner": info.owner, **self._facts(info.card)}

    def unit_view(self: "PantheonGame", seat: int, active: bool, sl: Slot) -> dict[str, Any]:
        u = sl.unit
        assert u is not None
        v = self.card_view(u.c)
        v["attached"] = [self.card_view(a) for a in u.att]
        if self.is_char(u.c):
            v.update(
                hp_now=self.hp(u, seat, active),
                max_hp=self.max_hp(u, seat, active),
                keywords_now=[k for k in KEYWORDS if self.has_kw(u, seat, active, k)],
                applied=[{"keyword": a[0], "upkeeps": a[1], "by": a[2]} for a in u.applied],
                stripped=list(u.stripped),
                attacks_made=u.attacks,
                bonus=u.bonus,
                shield=u.shield,
                enlightened=self.enlightened_on(u.c, seat),
                attacks_now=[{"name": a.name, "cost": self.attack_cost(u.c, seat, a), "damage": a.damage,
                              "split": a.split, "reach": a.reach} for a in self.attacks_of(u.c, seat)],
            )
        return v

    def slot_view(self: "PantheonGame", seat: int, active: bool, i: int, sl: Slot) -> dict[str, Any]:
        return {
            "spot": i + 1,
            "granted_by": self.name(sl.source) if sl.source >= 0 else None,
            "curses": [self.card_view(k) for k in sl.curses],
            "card": self.unit_view(seat, active, sl) if sl.unit is not None else None,
        }

    def board_view(self: "PantheonGame", player: int | None) -> dict[str, Any]:
        s = self.s
        players = []
        for seat, side in enumerate(s.sides):
            players.append({
                "seat": seat,
                "name": self.names[seat],
                "out": side.out,
                "wp": side.wp,
                "deck": len(side.deck),
                "hand_count": len(side.hand),
                "hand": [self.card_view(c) for c in sorted(side.hand, key=lambda c: self.info[c].key)]
                if seat == player else None,
                "points": dict(zip(RESOURCES, side.points)),
                "tokens": dict(zip(RESOURCES, side.tokens)),
                "dice": [{"value": v, "kept": k} for v, k in zip(side.dice, side.kept)],
                "rolls": side.rolls,
                "locked": side.locked,
                "active": [self.slot_view(seat, True, i, sl) for i, sl in enumerate(side.active)],
                "bench": [self.slot_view(seat, False, i, sl) for i, sl in enumerate(side.bench)],
                "field": [{**self.card_view(f.c), "turns_left": f.left if f.left >= 0 else None} for f in side.field],
                "graveyard": [self.card_view(c) for c in side.grave],
                "sealed": [self.card_view(c) for c in side.sealed],
                "wp_redirected_to": side.redirect if side.redirect >= 0 else None,
            })
        return {
            "turn": s.turn,
            "phase": s.phase,
            "priority": s.priority,
            "go": s.go if s.go >= 0 else None,
            "goal": self.goal,
            "cunning": bool(self.options["cunning"]),
            "deaths_this_turn": s.deaths,
            "stack": [
                {"kind": o.kind, "seat": o.seat, "what": self.occ_name(o), "cancelled": o.cancelled,
                 "card": self.card_view(o.c) if o.kind == "card" else None,
                 "targets": [self.ref_label(r) for r in o.targets if self._ref_alive(r)]}
                for o in s.stack
            ],
            "players": players,
        }

    def _ref_alive(self: "PantheonGame", r: tuple) -> bool:
        if r[0] == "s":
            return self.slot_by_sid(r[1]) is not None
        return True

    def hidden_uids(self: "PantheonGame", player: int) -> set[str]:
        """Uids ``player`` must not see: every deck, the other players' hands."""
        out = set()
        for seat, side in enumerate(self.s.sides):
            out.update(self.info[c].uid for c in side.deck)
            if seat != player:
                out.update(self.info[c].uid for c in side.hand)
        return out

    # -- invariants ---------------------------------------------------------------------
    def check_invariants(self: "PantheonGame") -> None:
        """Cards conserved; HP within 0..max (0 only for Immortal or while a death
        is pending); WP, points and tokens never negative; spot counts match the
        grants; points are gone at upkeep (PN-10.2); the static cache is fresh."""
        s = self.s
        fresh = self.fresh_static_list()
        if self._sl is not None and self._sl != fresh:
            raise InvariantError("stale static cache: a change of the board did not call touch()")
        seen: list[int] = []
        pending = self.outcome is not None or s.hold or any(t[0] in ("deaths", "hit", "spill") for t in s.tasks)
        grants = self.grants(fresh)
        hp_bonus = "hp_bonus" in fresh
        info = self.info
        for seat, side in enumerate(s.sides):
            seen += side.deck
            seen += side.hand
            seen += side.grave
            seen += side.sealed
            seen += [f.c for f in side.field]
            if side.wp < 0 or min(side.points) < 0 or min(side.tokens) < 0:
                raise InvariantError(f"seat {seat}: negative WP, points or tokens")
            for f in side.field:
                if info[f.c].card.type != "field" or f.left == 0 or f.left < -1:
                    raise InvariantError(f"{info[f.c].card.name} cannot be in the field zone like this")
            if s.phase == "upkeep" and any(side.points):
                raise InvariantError(f"seat {seat}: points survived the End phase")
            if side.out:
                continue
            for zone, slots, base in (("active", side.active, BASE_ACTIVE), ("bench", side.bench, BASE_BENCH)):
                want = base + sum(n for _, n in grants.get((seat, zone), ()))
                if len(slots) != want:
                    raise InvariantError(f"seat {seat}: {len(slots)} {zone} spots, expected {want}")
                printed = 0
                active = zone == "active"
                for sl in slots:
                    printed += sl.source < 0
                    if sl.curses:
                        if not active:
                            raise InvariantError("a curse on a bench spot")
                        seen += sl.curses
                    u = sl.unit
                    if u is None:
                        continue
                    seen.append(u.c)
                    seen += u.att
                    ci = info[u.c]
                    card = ci.card
                    if ci.owner != seat:
                        raise InvariantError(f"{card.name} stands on another player's side")
                    if card.type == "character":
                        mx = self.max_hp(u, seat, active) if hp_bonus else card.hp
                        if u.dmg < 0 or (u.dmg > mx and not pending):
                            raise InvariantError(f"{card.name}: damage {u.dmg} outside 0..{mx}")
                        if mx <= u.dmg and not pending and not self.immortal(u, seat, active):
                            raise InvariantError(f"{card.name} sits at 0 HP without being Immortal")
                        for a in u.att:
                            ac = info[a].card
                            if not (ac.type == "relic" and ac.subtype == "equipment" or ac.type == "magic" and ac.attaches):
                                raise InvariantError(f"{ac.name} cannot be attached")
                    elif active or card.type != "relic" or card.subtype == "equipment":
                        raise InvariantError(f"{card.name} on the {zone}")
                    elif u.att:
                        raise InvariantError("a card attached to a relic")
                if printed != base:
                    raise InvariantError(f"seat {seat}: printed {zone} spots changed")
        for o in s.stack:
            if o.kind == "card":
                seen.append(o.c)
        if len(seen) != self.total_cards or len(set(seen)) != self.total_cards:
            raise InvariantError(f"cards not each in exactly one zone ({len(seen)} placed of {self.total_cards})")
