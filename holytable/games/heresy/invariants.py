"""The invariants of a Heresy game (heresy.md, Developer notes), checked after
every choice by ``holytable simulate`` and the tests:

- every card is in exactly one zone (piles, areas, attachments, bodies), and
  each piece's ``where``/``seat``/``host`` agrees with the list holding it;
- piles hold only their owner's cards; domains stand only in the Wilds,
  arrays only in the Matrix (HK-3.2); characters only on locations; alephs,
  enhancements and titles only on cards; a body's enhancements only on a
  Matrix character with a body (HK-16.2), whose body lies on a domain of its
  player (HK-16.3);
- nothing stricken is ready (HK-12.4); no negative aura, damage or tau;
- no array holds more tau than its capacity (HK-18.1); each player's tau is
  exactly what the ledger says was stored minus what was taken (HK-18.7);
- no player is short of virtual support once the checks have run (HK-21.6);
- at most one copy of a unique card in play, one holder per title name
  (HK-14.9, HK-35.6);
- only Technology cards in an archive (HK-3.7);
- a player out of the game has nothing in play, nor any card of theirs on
  another player's cards (HK-1.4);
- an aleph, enhancement, title or IC is stricken only on a stricken card
  (HK-13.2, HK-13.3);
- after the discard phase the active player holds seven cards at most (HK-8.4);
- titles only on Hosts (HK-35.1); this turn's conflicts at most two per
  opponent, of different types, and one challenge in all (HK-25.3, HK-25.4.a);
- the Aereopagus (HK-33): two Hosts in play as contestants (a revoking title
  in its player's hand, HK-35.2), votes only by Hosts, for a side, never
  negative; negated Hosts have voted; a split within the votes, committed in
  order (HK-34.10.a).
- at the main action no effect waits on the stack and no combat is under way,
  no conflict effect lasts (HK-23.8, HK-25.2); in a combat every card taking
  part is in play, attackers are the attacker's and defenders the
  defender's, at most two conflicts were begun against an opponent this
  turn, of different kinds (HK-25.3).

:func:`check` is ``HeresyGame.check_invariants``.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from holytable.engine.game import InvariantError

from .state import ENDED

if TYPE_CHECKING:  # pragma: no cover
    from .rules import HeresyGame


def check(g: "HeresyGame") -> None:
    s = g.s
    n_cards = g.total_cards
    seen = [0] * n_cards
    pieces = s.pieces

    def bad(what: str) -> InvariantError:
        return InvariantError(f"Heresy, choice {len(g.choices)}: {what}")

    def place(c: int, where: str, seat: int, host: int = -1) -> None:
        seen[c] += 1
        p = pieces[c]
        if p.where != where or p.seat != seat or p.host != host:
            raise bad(f"{g.uid(c)} is in {where} of seat {seat} (host {host}) but says {p.where}/{p.seat}/{p.host}")
        if p.tau < 0 or p.damage < 0:
            raise bad(f"{g.uid(c)} has negative tau or damage")
        if p.stricken and not p.open:
            raise bad(f"{g.uid(c)} is stricken but ready")

    def walk(c: int, seat: int) -> None:
        p = s.pieces[c]
        for a in p.attached:
            ka = g.kind(a)
            if g.is_character(a):
                if g.kind(c) not in ("domain", "array"):
                    raise bad(f"character {g.uid(a)} is on {g.uid(c)}, not on a location")
            elif ka not in ("aleph", "enhancement", "title", "ic"):
                raise bad(f"{g.uid(a)} ({ka}) is attached to {g.uid(c)}")
            elif ka == "ic" and g.kind(c) != "array":  # HK-29.1
                raise bad(f"IC {g.uid(a)} is on {g.uid(c)}, not on an array")
            elif ka == "title" and g.kind(c) != "host":
                raise bad(f"title {g.uid(a)} is on {g.uid(c)}, not on a Host")
            place(a, "attached", seat, c)
            if pieces[a].stricken and not g.is_character(a) and not p.stricken:  # HK-13.2, HK-13.3
                raise bad(f"{g.uid(a)} is stricken on {g.uid(c)}, which is not")
            walk(a, seat)
        if p.body_att and (p.body < 0 or g.area(c) != "matrix"):
            raise bad(f"{g.uid(c)} holds a body's enhancements without a body")
        for e in p.body_att:
            place(e, "body", seat, c)
            if s.pieces[e].attached:
                raise bad(f"{g.uid(e)} on a body holds cards")
        if p.body >= 0:
            if not g.is_character(c) or g.area(c) != "matrix":
                raise bad(f"{g.uid(c)} has a body but is not a Matrix character")
            if p.body not in s.sides[seat].wilds:
                raise bad(f"the body of {g.uid(c)} lies on {g.uid(p.body)}, not a domain of its player")

    owners = g.__dict__.get("_owners")
    if owners is None:
        owners = g.__dict__["_owners"] = tuple(ci.owner for ci in g.info)
    uniques: set[str] = set()
    titles: set[str] = set()
    for seat, side in enumerate(s.sides):
        for pile in ("deck", "hand", "archive", "oblivion"):  # the bulk of the cards: checked inline
            for c in getattr(side, pile):
                seen[c] += 1
                p = pieces[c]
                if p.where != pile or p.seat != seat or p.host != -1 or owners[c] != seat:
                    raise bad(f"{g.uid(c)} is in seat {seat}'s {pile} but says {p.where}/{p.seat}/{p.host} "
                              f"(owner {owners[c]})")
                if p.open or p.tau or p.damage:
                    raise bad(f"{g.uid(c)} in a pile is open, damaged or holds tau")
        for c in side.archive:
            if not g.tech[c]:
                raise bad(f"{g.uid(c)} is in an archive but is not Technology")
        for area, kind in (("wilds", "domain"), ("matrix", "array")):
            for c in getattr(side, area):
                if g.kind(c) != kind:
                    raise bad(f"{g.uid(c)} ({g.kind(c)}) stands in the {area}")
                place(c, area, seat)
                walk(c, seat)
        if side.aura < 0:
            raise bad(f"seat {seat} has {side.aura} aura")
        if side.out and (side.wilds or side.matrix):
            raise bad(f"seat {seat} is out of the game but has cards in play")
        ledger = side.tau_in - side.tau_out
        if g.tau(seat) != ledger:
            raise bad(f"seat {seat} has {g.tau(seat)} tau on its arrays but the ledger says {ledger}")
        for a in side.matrix:
            if s.pieces[a].tau > g.card(a).capacity:
                raise bad(f"{g.uid(a)} holds {s.pieces[a].tau} tau, over its capacity")
        for c in g.in_play(seat):
            if s.sides[owners[c]].out:  # HK-1.4: every card of a player out of the game has left play
                raise bad(f"{g.uid(c)} is in play but its owner is out of the game")
            card = g.card(c)
            if card.unique:
                if card.key in uniques:
                    raise bad(f"two copies of the unique {card.name} in play")
                uniques.add(card.key)
            if card.type == "title":
                if card.name in titles:
                    raise bad(f"two holders of the title {card.name}")
                titles.add(card.name)
        if g.short_of_support(seat) and ("support", seat) not in s.tasks:
            raise bad(f"seat {seat} is short of virtual support after the support checks")
    # HK-8.4: after the discard phase the hand holds seven cards at most
    if s.phase == "end" and s.tasks and s.tasks[0][0] in ("draw", "draw_deck", "repair", "turn_over") \
            and len(s.sides[s.active].hand) > 7:
        raise bad(f"seat {s.active} holds {len(s.sides[s.active].hand)} cards after the discard phase")
    for c in range(n_cards):
        if seen[c] != 1:
            raise bad(f"{g.uid(c)} is in {seen[c]} zones")
    # windows and combat (windows.py, combat.py)
    head = s.tasks[0][0] if s.tasks else None
    if head == "action" and g.pending is not None and g.pending.kind == "action":
        if s.stack or s.conflict is not None or s.boosts or s.silenced:
            raise bad("the main action is asked while an effect or a combat is under way")
    pieces = s.pieces
    cf = s.conflict
    if cf is not None:
        for c in cf.attackers:
            if pieces[c].where not in ("attached",) or pieces[c].seat != cf.attacker:
                raise bad(f"attacker {g.uid(c)} is not a character of the attacker in play")
        for c in cf.defenders:
            if pieces[c].where not in ("attached", "wilds", "matrix") or pieces[c].seat != cf.defender:
                raise bad(f"defender {g.uid(c)} is not a card of the defender in play")
    # this turn's conflicts, combat and challenges together (HK-25.3)
    conflicts(g, s, bad)
    if s.aereo is not None:
        aereopagus(g, s, bad)


def conflicts(g: "HeresyGame", s, bad) -> None:
    """HK-25.3, HK-25.4.a."""
    cs = s.conflicts
    if len(set(cs)) != len(cs):
        raise bad(f"two conflicts of one type against one opponent this turn: {cs}")
    if sum(1 for _, t in cs if t == "challenge") > 1:
        raise bad("more than one challenge this turn")
    for o in {o for o, _ in cs}:
        if sum(1 for x, _ in cs if x == o) > 2 or o == s.active:
            raise bad(f"conflicts against seat {o} this turn: {cs}")


def aereopagus(g: "HeresyGame", s, bad) -> None:
    """HK-33, HK-34.10.a, HK-35.2."""
    ae = s.aereo
    pieces = s.pieces
    for i, h in enumerate(ae.hosts):  # HK-33.13: a dissolved one waits for its end with a contestant gone
        if ae.phase not in ENDED and (g.kind(h) != "host" or pieces[h].where != "attached"
                                        or pieces[h].seat != ae.seats[i]):
            raise bad(f"contestant {g.uid(h)} is not a Host of seat {ae.seats[i]} in play")
    if ae.kind == "revoke" and (pieces[ae.title].where != "hand" or pieces[ae.title].seat != ae.seats[0]):
        raise bad(f"the revoking title {g.uid(ae.title)} is not in its player's hand")
    for h, k in ae.side.items():
        if g.kind(h) != "host" or k not in (-1, 0, 1):
            raise bad(f"{g.uid(h)} votes {k}")
    for h, n in ae.cast.items():
        if n < 0 or (n and ae.side.get(h, -1) == -1):
            raise bad(f"{g.uid(h)} cast {n} votes for no side")
    for h in ae.negated:
        if h not in ae.side:
            raise bad(f"{g.uid(h)} is negated but never voted")
    totals = ae.totals()
    for i in (0, 1):
        if not -1 <= ae.split[i] <= totals[i]:
            raise bad(f"contestant {i} committed {ae.split[i]} of {totals[i]} votes to attack")
    if ae.split[1] >= 0 and ae.split[0] < 0:
        raise bad("the challenged player divided their votes before the challenger")
