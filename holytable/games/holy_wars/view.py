"""What each player may see (HW-3.4): ``board_view`` and ``hidden_uids``.

Hidden from a player: both decks' order and contents, and the opponent's hand
(only its size shows). Everything else is face up: fields, Continuing Events,
captured areas, discard piles, Set Reserves (locked or not), Set Areas,
Convictions, the cards being played and the dice.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .cards import Character, EventCard
from .combat import ATTEMPTS
from .sets import MILESTONES
from .why import unavailable

if TYPE_CHECKING:  # pragma: no cover
    from .rules import HolyWarsGame


class ViewMixin:
    """Per-player views of HolyWarsGame."""

    def card_view(self: "HolyWarsGame", c: int) -> dict[str, Any]:
        """Printed facts of card ``c`` (uid, key, name, type, kind, cost,
        identifiers, text, owner; Characters: attack, defense, faith,
        combat_trained, health; Events: timing)."""
        info = self.info[c]
        card = info.card
        v: dict[str, Any] = {
            "uid": info.uid, "key": card.key, "name": card.name, "type": card.type, "kind": card.kind_label(),
            "cost": card.cost, "identifiers": list(card.identifiers) + (["Set"] if card.set else []),
            "text": card.text, "owner": info.owner, "set": card.set,
        }
        if isinstance(card, Character):
            v.update(attack=card.attack, defense=card.defense, faith=card.faith, combat_trained=card.combat_trained,
                     max_health=card.health)
        elif isinstance(card, EventCard):
            v["timing"] = card.timing
        return v

    def field_view(self: "HolyWarsGame", c: int) -> dict[str, Any]:
        """A Character on a field: printed facts plus exhausted, newly (cannot yet
        attack, capture, rescue, Rally, defy or pay an exhaust cost), current
        attack/defense/faith, health and Politics of Fear mark."""
        p = self.s.pieces[c]
        v = self.card_view(c)
        v.update(
            exhausted=p.exhausted, newly=not self.seasoned(c), health=p.health or None,
            current={k: self.stat(c, k) for k in ("attack", "defense", "faith")},
            marked_by=p.marked_by if p.marked_by >= 0 else None, no_recover=p.no_recover,
        )
        return v

    def board_view(self: "HolyWarsGame", player: int | None) -> dict[str, Any]:
        s = self.s
        players = []
        for seat, side in enumerate(s.sides):
            sdef = self.decks[seat].set
            reserve = []
            for c in side.reserve:
                p = s.pieces[c]
                reserve.append({**self.card_view(c), "locked": not p.unlocked, "disrupted": bool(p.disrupted),
                                "playable_this_turn": p.disrupted != s.turn, "stabilized": p.stabilized})
            players.append({
                "seat": seat,
                "name": self.names[seat],
                "deck_name": self.decks[seat].name,
                "resolve": side.resolve,
                "faith": side.faith,
                "response_faith": side.response_faith,
                "deck": len(side.deck),
                "hand_count": len(side.hand),
                "hand": [{**self.card_view(c), "cost_now": self.cost(c, seat)} for c in sorted(side.hand, key=lambda c: (self.info[c].card.type, self.info[c].card.cost, self.info[c].uid))]
                if seat == player else None,
                "field": [self.field_view(c) for c in side.field],
                "events": [{**self.card_view(c), "turns_left": s.pieces[c].counter or None} for c in side.events],
                "captured": [self.card_view(c) for c in side.captured],
                "discard": [self.card_view(c) for c in side.discard],
                "reserve": reserve,
                "set_area": [{**self.card_view(c), "stabilized": s.pieces[c].stabilized} for c in side.set_area],
                "convictions": [self.card_view(c) for c in side.convictions],
                "removed": [self.card_view(c) for c in side.removed],
                "set": {"key": sdef.key, "name": sdef.name, "text": sdef.text, "components": list(sdef.components),
                        "complete": self.set_complete(seat), "completion_used": side.completion_used},
                "milestones": {m: m in side.milestones for m in MILESTONES},
                "rally_used": side.rally_used,
                "rescues": side.rescues,
                "defiance_used": side.defiance_used,
                "mulliganed": side.mulliganed,
            })
        occs = []
        for o in s.occ:
            entry: dict[str, Any] = {
                "kind": o.kind, "seat": o.seat, "name": self.occ_name(o),
                "card": self.card_view(o.card) if o.card >= 0 else None,
                "source": self.uid(o.source) if o.source >= 0 else None,
                "target": self.uid(o.target) if o.target >= 0 else None,
                "helper": self.uid(o.helper) if o.helper >= 0 else None,
                "canceled": o.canceled, "stopped": o.stopped, "rolled": o.rolled,
            }
            if o.kind in ATTEMPTS:  # the numbers the roll adds (or added), for the window's preview
                entry["odds"] = self.odds(o)
            if o.rolled:
                entry["dice"] = o.die[:] if o.kind != "direct" else o.die[:1]
                entry["totals"] = list(self.totals(o))
            occs.append(entry)
        return {
            "turn": s.turn,
            "active": s.active,
            "first": s.first,
            "phase": s.phase,
            "crisis_point": s.crisis == "done",
            "players": players,
            "stack": [self.card_view(c) for c in s.stack],
            "occurrences": occs,
            # Why a card in hand, an ability, a ready Character or an action
            # has no option (why.not_offered): only to the deciding player.
            "unavailable": [list(x) for x in unavailable(self, player)] if player is not None else [],
            # The odds of each attempt on offer, from the roll's own numbers.
            "odds": self.option_odds(player),
        }

    def option_odds(self: "HolyWarsGame", player: int | None) -> dict[str, Any]:
        """``{option id: odds}`` of each attempt the deciding ``player`` is offered
        (:meth:`~.combat.CombatMixin.attempt_odds`); {} for anyone else."""
        d = self.pending
        if player is None or d is None or d.player != player or d.kind != "action":
            return {}
        out = {}
        for o in d.options:
            odds = self.attempt_odds(o, player)
            if odds is not None:
                out[o.id] = odds
        return out

    def hidden_uids(self: "HolyWarsGame", player: int) -> set[str]:
        """Uids ``player`` must not see: every deck card, and the opponent's hand."""
        out = set()
        for seat, side in enumerate(self.s.sides):
            out.update(self.info[c].uid for c in side.deck)
            if seat != player:
                out.update(self.info[c].uid for c in side.hand)
        return out
