"""What each player may see (HF-14): ``board_view`` and ``hidden_uids``.

Hidden from a player: every deck's order and contents, other players' hands,
other players' face-down cards (shown as ``{"face_down": true, "fd": tag,
"controller": seat, "where": ...}``, a position and nothing else) and cards
another player is in the middle of deploying. Everything else is public: stores
and capacities, the field with damage and current stats, rubble, void and the
middling.

For the screen the view also carries, per player, ``harvest`` (bounty per kind
the face-up cards in play add each Harvest Phase, public) and, for the viewer
only, ``upkeep`` (what the next Maintenance Phase asks: face-down cards' upkeep
is part of it, so it is private); ``group_target`` (the card an assault group is
being gathered against, as the viewer sees it); and in ``assault`` the target's
``target_strength`` and the ``defence_morale`` of a structure and its occupants
(None while an occupant is face down: its morale is hidden).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .cards import KINDS
from .state import GAP, IN_PLAY

if TYPE_CHECKING:  # pragma: no cover
    from .rules import HoldfastGame

AREA_NAMES = {-1: "outland"}


def rules_text(card) -> str:
    """A card's stats and text in words (our own, for the UI)."""
    parts = []
    t = card.type
    if t in ("denizen", "structure") or (t == "belonging" and not card.gear):
        stats = f"strength {card.strength}, fortitude {card.fortitude}, morale {card.morale}"
        if t == "denizen" and card.acts > 1:
            stats += f", acts {card.acts}x"
        if t == "structure":
            stats += f", houses {card.housing}"
        parts.append(stats)
    if (t == "fortification" or (t == "belonging" and card.gear)) and not card.text:  # the text names the bonus
        b = card.bonus
        bits = [f"+{getattr(b, k)} {k}" for k in ("strength", "fortitude", "morale", "housing") if getattr(b, k)]
        if b.acts:
            bits.append(f"+{b.acts} action")
        parts.append(("Gear: " if t == "belonging" else "Fortify: ") + (", ".join(bits) or "no bonus"))
    if t == "trap":
        parts.append(f"Trap ({card.trigger}, {card.scope})")
    if card.maintenance.total():
        parts.append(f"maintenance {card.maintenance.label()}")
    if card.text:
        parts.append(card.text)
    return ". ".join(parts)


class ViewMixin:
    """Per-player views of HoldfastGame."""

    def card_view(self: "HoldfastGame", c: int) -> dict[str, Any]:
        """Printed facts of card ``c``."""
        info = self.info[c]
        card = info.card
        v: dict[str, Any] = {"uid": info.uid, "key": card.key, "name": card.name, "type": card.type,
                             "owner": info.owner, "cost": card.cost.label(), "maintenance": card.maintenance.label(),
                             "text": rules_text(card)}
        if card.type == "belonging":
            v["gear"] = card.gear
        if card.type == "trap":
            v["trigger"], v["scope"] = card.trigger, card.scope
        if card.type == "mysticism":
            v["afterlife"] = card.afterlife
        return v

    def reach_names(self: "HoldfastGame", c: int) -> list[str]:
        return [AREA_NAMES.get(x, f"courtyard of {self.names[x]}") for x in self.areas(c)]

    def piece_view(self: "HoldfastGame", c: int, viewer: int | None) -> dict[str, Any]:
        """A card on the field as ``viewer`` sees it: a face-down card of somebody
        else is its position and tag only (HF-14.2)."""
        p = self.s.pieces[c]
        if p.face_down and viewer != p.seat:
            return {"face_down": True, "fd": p.fd, "controller": p.seat, "where": p.where,
                    "reach": self.reach_names(c)}
        v = self.card_view(c)
        v.update(face_down=p.face_down, controller=p.seat, where=p.where, damage=p.damage, acted=p.acted,
                 reach=self.reach_names(c))
        if p.face_down:
            v["fd"] = p.fd
        t = v["type"]
        if t in ("denizen", "structure") or (t == "belonging" and not v.get("gear")):
            v.update(strength=self.strength(c), fortitude=self.fortitude(c), morale=self.morale(c),
                     fortitude_left=self.fortitude(c) - p.damage)
        if t == "denizen":
            v["acts"] = self.acts(c)
        if t == "structure":
            v["housing"] = self.housing(c)
            v["occupants"] = [self.piece_view(o, viewer) for o in p.occupants]
        if p.attached:
            v["attached"] = [self.piece_view(x, viewer) for x in p.attached]
        return v

    def board_view(self: "HoldfastGame", player: int | None) -> dict[str, Any]:
        s = self.s
        players = []
        for seat, side in enumerate(s.sides):
            mine = seat == player
            players.append({
                "seat": seat,
                "name": self.names[seat],
                "deck_name": self.decks[seat].name,
                "alive": side.alive,
                "turns": side.turns,
                "deck": len(side.deck),
                "war_tax": not side.deck,
                "hand_count": len(side.hand),
                "hand": [self.card_view(c) for c in sorted(side.hand, key=lambda c: (self.kind(c), self.cname(c), self.uid(c)))]
                if mine else None,
                "store": dict(zip(KINDS, side.store)),
                "stored": sum(side.store),
                "capacity": self.capacity(seat),
                "levies": [{"name": n, "cost": dict(zip(KINDS, cost)), "turns": left} for n, cost, left in side.levies],
                "harvest": self.harvest_total(seat),
                "upkeep": self.upkeep_view(seat) if mine else None,
                "resources": [self.piece_view(c, player) for c in side.resources],
                "outland": [self.piece_view(c, player) for c in side.outland],
                "perimeter": [{"gap": True, "slot": i} if c == GAP else {**self.piece_view(c, player), "slot": i}
                              for i, c in enumerate(side.perimeter)],
                "has_courtyard": self.has_perimeter(seat),
                "breached": self.breached(seat),
                "courtyard": [self.piece_view(c, player) for c in side.courtyard],
                "rubble": [self.card_view(c) for c in side.rubble],
                "void": [self.card_view(c) for c in side.void],
            })
        a = s.assault
        assault = None
        if a is not None:
            assault = {
                "attacker": a.attacker, "defender": a.defender, "structure": a.structure,
                "target": self.piece_view(a.target, player) if self.s.pieces[a.target].where not in ("rubble", "void")
                else self.card_view(a.target),
                "group": [self.uid(g) for g in a.group], "strength": self.group_strength(),
                "morale_bonus": a.morale, "stopped": a.stopped,
                "split": {self.uid(g): n for g, n in a.split.items()}, "split_left": a.split_left,
                # HF-14.2: a face-down target's strength would tell what it is.
                "target_strength": None if (self.s.pieces[a.target].face_down and player != a.defender)
                else (self.strength(a.target) if self.s.pieces[a.target].where in IN_PLAY else 0),
                "defence_morale": self.public_morale(),
            }
        group_target = None
        if s.tasks and s.tasks[0][0] == "group" and self.pending is not None and self.pending.kind == "group":
            group_target = self.piece_view(s.tasks[0][1], player)
        stack = []
        for c in s.stack:
            if self.kind(c) == "mysticism" or s.pieces[c].seat == player:
                stack.append(self.card_view(c))
            else:
                stack.append({"face_down": True, "controller": s.pieces[c].seat})
        return {
            "turn": s.turn,
            "active": s.active,
            "first": s.first,
            "phase": s.phase,
            "turn_limit": self.turn_limit,
            "players": players,
            "middling": [self.card_view(c) for c in s.middling],
            "stack": stack,
            "assault": assault,
            "selection": [self.uid(c) for c in s.selection],
            "group_target": group_target,
        }

    def harvest_total(self: "HoldfastGame", seat: int) -> dict[str, int]:
        """HF-5.2: bounty per kind the face-up cards of ``seat`` add each harvest."""
        total = [0, 0, 0, 0, 0]
        for c in self.harvest_sources(seat):
            for i, n in enumerate(self.info[c].card.harvest.specific()):
                total[i] += n
        return dict(zip(KINDS, total))

    def upkeep_view(self: "HoldfastGame", seat: int) -> dict[str, Any]:
        """HF-5.3: what ``seat`` owes each Maintenance Phase (named kinds, ``any``, parts)."""
        spec, generic, parts = self.dues(seat)
        return {"kinds": dict(zip(KINDS, spec)), "any": generic, "parts": parts}

    def public_morale(self: "HoldfastGame") -> int | None:
        """HF-12.2: the morale a structure assault must meet, once every occupant
        is face up (before that an occupant's morale is hidden): None otherwise."""
        a = self.s.assault
        if a is None or not a.structure or self.s.pieces[a.target].where not in IN_PLAY:
            return None
        if any(self.s.pieces[o].face_down for o in self.s.pieces[a.target].occupants):
            return None
        return self.defence_morale()

    def hidden_uids(self: "HoldfastGame", player: int) -> set[str]:
        """Uids ``player`` must not see: every deck card, other players' hands,
        their face-down cards and the cards they are deploying (HF-14)."""
        s = self.s
        out = set()
        for seat, side in enumerate(s.sides):
            out.update(self.info[c].uid for c in side.deck)
            if seat != player:
                out.update(self.info[c].uid for c in side.hand)
        for c, p in enumerate(s.pieces):
            if p.seat != player and (p.face_down or (p.where == "stack" and self.kind(c) != "mysticism")):
                out.add(self.info[c].uid)
        return out
