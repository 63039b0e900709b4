"""What each player may see (HF-14), as typed data: the frozen dataclasses of a
Holdfast board and the functions that build them (``board_view``,
``hidden_uids``).

Hidden from a player: every deck's order and contents, other players' hands,
other players' face-down cards (a :class:`Card` with only ``face_down``,
``fd``, ``controller``, ``where`` and ``reach``: a position and nothing else)
and cards another player is in the middle of deploying. Everything else is
public: stores and capacities, the field with damage and current stats,
rubble, void and the middling.

For the screen the view also carries, per player, ``harvest`` (bounty per kind
the face-up cards in play add each Harvest Phase, public) and, for the viewer
only, ``upkeep`` (what the next Maintenance Phase asks: face-down cards' upkeep
is part of it, so it is private); ``group_target`` (the card an assault group is
being gathered against, as the viewer sees it); and in ``assault`` the target's
``target_strength`` and the ``defence_morale`` of a structure and its occupants
(None while an occupant is face down: its morale is hidden).

Bounty is five ints in KINDS order (``current, material, production, stock,
wealth``) wherever a view shows it.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from .state import GAP, IN_PLAY

if TYPE_CHECKING:  # pragma: no cover
    from .rules import HoldfastGame

AREA_NAMES = {-1: "outland"}


@dataclass(frozen=True, slots=True)
class Card:
    """One card as a view shows it: in a hand, a pile, the middling, the stack
    or on the field.

    Printed facts (None / empty for somebody else's face-down card: ``name``
    is None exactly then): ``uid``, ``key``, ``name``, ``type``, ``owner``,
    ``copy`` (its copy number in its owner's deck: ``Drifter#2``), ``cost`` and
    ``maintenance`` (in words), ``text`` (stats and text in words), ``gear`` (a
    belonging worn by a denizen), ``trigger``/``scope`` (a trap's),
    ``afterlife`` (a mysticism's).

    On the field (``where`` None elsewhere): ``controller``, ``where``,
    ``reach`` (the areas it reaches, HF-6.5), ``face_down``, ``fd`` (the tag of
    a face-down card), ``damage``, ``acted``; current stats ``strength``,
    ``fortitude``, ``morale``, ``fortitude_left`` (None for cards without
    them), ``acts`` (a denizen's actions this turn), ``housing``,
    ``occupants`` (a structure's), ``attached`` (gear, fortifications). On a
    perimeter ``slot`` is its place; ``gap`` marks an empty slot (HF-6.2).
    """

    uid: str | None = None
    key: str | None = None
    name: str | None = None
    type: str | None = None
    owner: int | None = None
    copy: int = 0
    cost: str = ""
    maintenance: str = ""
    text: str = ""
    gear: bool = False
    trigger: str | None = None
    scope: str | None = None
    afterlife: str | None = None
    controller: int | None = None
    where: str | None = None
    reach: tuple[str, ...] = ()
    face_down: bool = False
    fd: str = ""
    damage: int = 0
    acted: int = 0
    strength: int | None = None
    fortitude: int | None = None
    morale: int | None = None
    fortitude_left: int | None = None
    acts: int | None = None
    housing: int | None = None
    occupants: tuple["Card", ...] = ()
    attached: tuple["Card", ...] = ()
    slot: int | None = None
    gap: bool = False


@dataclass(frozen=True, slots=True)
class Levy:
    """Effect maintenance owed (HF-5.3): the card's name, the bounty per
    Maintenance Phase, and how many phases are left."""

    name: str
    cost: tuple[int, ...]
    turns: int


@dataclass(frozen=True, slots=True)
class Upkeep:
    """What the next Maintenance Phase asks (HF-5.3): named ``kinds``, ``any``,
    and the ``parts`` ((``"war tax"`` | ``"effect"`` | ``"field"``, total))."""

    kinds: tuple[int, ...]
    any: int
    parts: tuple[tuple[str, int], ...]


@dataclass(frozen=True, slots=True)
class Side:
    """One player's hold and piles. ``hand`` and ``upkeep`` only for its owner
    (None otherwise); ``store`` and ``harvest`` in KINDS order; ``deck`` the
    cards left in it; ``war_tax`` when it is empty (HF-5.3)."""

    seat: int
    name: str
    deck_name: str
    alive: bool
    turns: int
    deck: int
    war_tax: bool
    hand_count: int
    hand: tuple[Card, ...] | None
    store: tuple[int, ...]
    stored: int
    capacity: int
    levies: tuple[Levy, ...]
    harvest: tuple[int, ...]
    upkeep: Upkeep | None
    resources: tuple[Card, ...]
    outland: tuple[Card, ...]
    perimeter: tuple[Card, ...]
    has_courtyard: bool
    breached: bool
    courtyard: tuple[Card, ...]
    rubble: tuple[Card, ...]
    void: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class AssaultView:
    """The assault being resolved (HF-10..HF-12): ``group`` the assailants'
    uids, ``strength`` theirs together, ``split`` the damage the defender
    assigned so far ((uid, n) pairs), ``target_strength`` None while a
    face-down target's would tell what it is, ``defence_morale`` None unless a
    structure's is public (HF-12.2)."""

    attacker: int
    defender: int
    structure: bool
    target: Card
    group: tuple[str, ...]
    strength: int
    morale_bonus: int
    stopped: bool
    split: tuple[tuple[str, int], ...]
    split_left: int
    target_strength: int | None
    defence_morale: int | None


@dataclass(frozen=True, slots=True)
class Board:
    """A Holdfast board as one seat sees it: ``players`` one :class:`Side` per
    seat; ``stack`` the cards being played (somebody else's deploy: a
    face-down :class:`Card`); ``selection`` the uids toggled so far;
    ``group_target`` the card an assault group is gathered against."""

    turn: int
    active: int
    first: int
    phase: str
    turn_limit: int
    players: tuple[Side, ...]
    middling: tuple[Card, ...]
    stack: tuple[Card, ...]
    assault: AssaultView | None
    selection: tuple[str, ...]
    group_target: Card | None


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


def card_view(g: "HoldfastGame", c: int) -> Card:
    """Printed facts of card ``c`` (made once per game: they never change)."""
    cache = g.__dict__.get("_printed")
    if cache is None:
        cache = g.__dict__["_printed"] = [None] * g.total_cards
    v = cache[c]
    if v is None:
        v = cache[c] = _printed(g, c)
    return v


def _printed(g: "HoldfastGame", c: int) -> Card:
    info = g.info[c]
    card = info.card
    t = card.type
    return Card(uid=info.uid, key=card.key, name=card.name, type=t, owner=info.owner, copy=info.copy,
                cost=card.cost.label(), maintenance=card.maintenance.label(), text=rules_text(card),
                gear=t == "belonging" and card.gear,
                trigger=card.trigger if t == "trap" else None, scope=card.scope if t == "trap" else None,
                afterlife=card.afterlife if t == "mysticism" else None)


def reach_names(g: "HoldfastGame", c: int) -> tuple[str, ...]:
    return tuple(AREA_NAMES.get(x, f"courtyard of {g.names[x]}") for x in g.areas(c))


def piece_view(g: "HoldfastGame", c: int, viewer: int | None, slot: int | None = None) -> Card:
    """A card on the field as ``viewer`` sees it: a face-down card of somebody
    else is its position and tag only (HF-14.2)."""
    p = g.s.pieces[c]
    if p.face_down and viewer != p.seat:
        return Card(face_down=True, fd=p.fd, controller=p.seat, where=p.where, reach=reach_names(g, c), slot=slot)
    v = card_view(g, c)
    t = v.type
    stats = t in ("denizen", "structure") or (t == "belonging" and not v.gear)
    fort = g.fortitude(c) if stats else None
    return replace(
        v, face_down=p.face_down, fd=p.fd if p.face_down else "", controller=p.seat, where=p.where,
        damage=p.damage, acted=p.acted, reach=reach_names(g, c), slot=slot,
        strength=g.strength(c) if stats else None, fortitude=fort, morale=g.morale(c) if stats else None,
        fortitude_left=fort - p.damage if fort is not None else None,
        acts=g.acts(c) if t == "denizen" else None,
        housing=g.housing(c) if t == "structure" else None,
        occupants=tuple(piece_view(g, o, viewer) for o in p.occupants) if t == "structure" else (),
        attached=tuple(piece_view(g, x, viewer) for x in p.attached))


def side_view(g: "HoldfastGame", seat: int, player: int | None) -> Side:
    side = g.s.sides[seat]
    mine = seat == player
    hand = None
    if mine:
        hand = tuple(card_view(g, c) for c in sorted(side.hand, key=lambda c: (g.kind(c), g.cname(c), g.uid(c))))
    return Side(
        seat=seat, name=g.names[seat], deck_name=g.decks[seat].name, alive=side.alive, turns=side.turns,
        deck=len(side.deck), war_tax=not side.deck, hand_count=len(side.hand), hand=hand,
        store=tuple(side.store), stored=sum(side.store), capacity=g.capacity(seat),
        levies=tuple(Levy(n, tuple(cost), left) for n, cost, left in side.levies),
        harvest=harvest_total(g, seat), upkeep=upkeep_view(g, seat) if mine else None,
        resources=tuple(piece_view(g, c, player) for c in side.resources),
        outland=tuple(piece_view(g, c, player) for c in side.outland),
        perimeter=tuple(Card(gap=True, slot=i, controller=seat, where="perimeter") if c == GAP
                        else piece_view(g, c, player, i) for i, c in enumerate(side.perimeter)),
        has_courtyard=g.has_perimeter(seat), breached=g.breached(seat),
        courtyard=tuple(piece_view(g, c, player) for c in side.courtyard),
        rubble=tuple(card_view(g, c) for c in side.rubble),
        void=tuple(card_view(g, c) for c in side.void),
    )


def board_view(g: "HoldfastGame", player: int | None) -> Board:
    """Everything of the board seat ``player`` may see (None: a spectator)."""
    s = g.s
    a = s.assault
    assault = None
    if a is not None:
        gone = s.pieces[a.target].where in ("rubble", "void")
        assault = AssaultView(
            attacker=a.attacker, defender=a.defender, structure=a.structure,
            target=card_view(g, a.target) if gone else piece_view(g, a.target, player),
            group=tuple(g.uid(x) for x in a.group), strength=g.group_strength(), morale_bonus=a.morale,
            stopped=a.stopped, split=tuple((g.uid(x), n) for x, n in a.split.items()), split_left=a.split_left,
            # HF-14.2: a face-down target's strength would tell what it is.
            target_strength=None if (s.pieces[a.target].face_down and player != a.defender)
            else (g.strength(a.target) if s.pieces[a.target].where in IN_PLAY else 0),
            defence_morale=public_morale(g),
        )
    group_target = None
    if s.tasks and s.tasks[0][0] == "group" and g.pending is not None and g.pending.kind == "group":
        group_target = piece_view(g, s.tasks[0][1], player)
    stack = tuple(card_view(g, c) if g.kind(c) == "mysticism" or s.pieces[c].seat == player
                  else Card(face_down=True, controller=s.pieces[c].seat) for c in s.stack)
    return Board(
        turn=s.turn, active=s.active, first=s.first, phase=s.phase, turn_limit=g.turn_limit,
        players=tuple(side_view(g, seat, player) for seat in range(len(s.sides))),
        middling=tuple(card_view(g, c) for c in s.middling), stack=stack, assault=assault,
        selection=tuple(g.uid(c) for c in s.selection), group_target=group_target,
    )


def harvest_total(g: "HoldfastGame", seat: int) -> tuple[int, ...]:
    """HF-5.2: bounty per kind (KINDS order) the face-up cards of ``seat`` add each harvest."""
    total = [0, 0, 0, 0, 0]
    for c in g.harvest_sources(seat):
        for i, n in enumerate(g.info[c].card.harvest.specific()):
            total[i] += n
    return tuple(total)


def upkeep_view(g: "HoldfastGame", seat: int) -> Upkeep:
    """HF-5.3: what ``seat`` owes each Maintenance Phase (named kinds, ``any``, parts)."""
    spec, generic, parts = g.dues(seat)
    return Upkeep(tuple(spec), generic, tuple(parts.items()))


def public_morale(g: "HoldfastGame") -> int | None:
    """HF-12.2: the morale a structure assault must meet, once every occupant
    is face up (before that an occupant's morale is hidden): None otherwise."""
    a = g.s.assault
    if a is None or not a.structure or g.s.pieces[a.target].where not in IN_PLAY:
        return None
    if any(g.s.pieces[o].face_down for o in g.s.pieces[a.target].occupants):
        return None
    return g.defence_morale()


def hidden_uids(g: "HoldfastGame", player: int) -> set[str]:
    """Uids ``player`` must not see: every deck card, other players' hands,
    their face-down cards and the cards they are deploying (HF-14)."""
    s = g.s
    out = set()
    for seat, side in enumerate(s.sides):
        out.update(g.info[c].uid for c in side.deck)
        if seat != player:
            out.update(g.info[c].uid for c in side.hand)
    for c, p in enumerate(s.pieces):
        if p.seat != player and (p.face_down or (p.where == "stack" and g.kind(c) != "mysticism")):
            out.add(g.info[c].uid)
    return out
