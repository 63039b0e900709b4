"""What each player may see of a Pantheon game (PN-4.6), as typed data.

``board_view(g, player)`` returns a :class:`Board` (frozen dataclasses and
tuples all the way down); the screen reads its attributes. ``hidden_uids(g,
player)`` names the cards ``player`` may not see. :class:`PantheonGame`
delegates its ``board_view`` and ``hidden_uids`` here in one line each.

Cards are :class:`Card`: a card's printed facts (the same object each time:
they never change, so they are built once per game and shared) plus, for a
card in play, what is true of it now (HP, keywords, attachments...).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .state import Slot
from .why import NotOffered, not_offered

if TYPE_CHECKING:  # pragma: no cover
    from .rules import PantheonGame

#: Keywords a character can have now, in the order the board shows them (PN-13).
KEYWORDS = ("stoic", "immortal", "counter", "cunning", "poisoned", "silenced")


@dataclass(frozen=True, slots=True)
class AttackFacts:
    """A printed attack: name, AP cost, damage."""

    name: str
    cost: int
    damage: int


@dataclass(frozen=True, slots=True)
class AttackNow:
    """An attack as it stands now: the cost with its modifiers, split targets
    (PN-12.5) and reach (``"active"`` or ``"any"``)."""

    name: str
    cost: int
    damage: int
    split: int
    reach: str


@dataclass(frozen=True, slots=True)
class Applied:
    """An applied keyword (PN-13.8): upkeeps left, applied by seat ``by``."""

    keyword: str
    upkeeps: int
    by: int


@dataclass(frozen=True, slots=True)
class Card:
    """One card as a view shows it.

    Printed facts: ``uid``, ``owner`` (the seat whose deck it started in),
    ``key``, ``name``, ``type`` (character, relic, field, magic), ``pantheon``,
    ``class_``, ``cost``, ``text``; characters: ``hp``, ``withdraw``,
    ``subtypes``, ``keywords``, ``attacks``; relics and magic: ``subtype``;
    fields: ``decay``, ``preservation``.

    In play: ``attached`` (equipment, blessings, curses on it); characters:
    ``hp_now`` / ``max_hp`` (None when not a character in play),
    ``keywords_now``, ``applied``, ``stripped``, ``attacks_made``, ``bonus``,
    ``shield``, ``enlightened``, ``attacks_now``; a field in play:
    ``turns_left`` (None: Preservation, or not a field in play).
    """

    uid: str
    owner: int
    key: str
    name: str
    type: str
    pantheon: str | None
    class_: int
    cost: int
    text: str
    hp: int | None = None
    withdraw: int | None = None
    subtypes: tuple[str, ...] = ()
    keywords: tuple[str, ...] = ()
    attacks: tuple[AttackFacts, ...] = ()
    subtype: str | None = None
    decay: int | None = None
    preservation: bool | None = None
    attached: tuple["Card", ...] = ()
    hp_now: int | None = None
    max_hp: int | None = None
    keywords_now: tuple[str, ...] = ()
    applied: tuple[Applied, ...] = ()
    stripped: tuple[str, ...] = ()
    attacks_made: int = 0
    bonus: int = 0
    shield: int = 0
    enlightened: bool = False
    attacks_now: tuple[AttackNow, ...] = ()
    turns_left: int | None = None


@dataclass(frozen=True, slots=True)
class Spot:
    """An active or bench spot: its number (from 1), the name of the card
    granting it (None: printed), the curses on it and the card on it."""

    spot: int
    granted_by: str | None
    curses: tuple[Card, ...]
    card: Card | None


@dataclass(frozen=True, slots=True)
class Points:
    """CP, MP and AP (points or tokens)."""

    cp: int
    mp: int
    ap: int


@dataclass(frozen=True, slots=True)
class Die:
    """One of the six dice: ``value`` 0 until rolled; ``kept`` (PN-8.2)."""

    value: int
    kept: bool


@dataclass(frozen=True, slots=True)
class Player:
    """One seat's side. ``hand`` only for the seat itself (else None);
    ``wp_redirected_to``: the seat gaining this seat's WP this turn (PN-12.9)."""

    seat: int
    name: str
    out: bool
    wp: int
    deck: int
    hand_count: int
    hand: tuple[Card, ...] | None
    points: Points
    tokens: Points
    dice: tuple[Die, ...]
    rolls: int
    locked: bool
    active: tuple[Spot, ...]
    bench: tuple[Spot, ...]
    field: tuple[Card, ...]
    graveyard: tuple[Card, ...]
    sealed: tuple[Card, ...]
    wp_redirected_to: int | None


@dataclass(frozen=True, slots=True)
class Occurrence:
    """Something being answered (PN-17.2): ``kind`` card, ability, attack or
    phase; by ``seat``; ``what`` it is in words; ``card`` the card being
    played (kind card), ``source`` the card it comes from (every kind but
    phase); ``targets`` in words."""

    kind: str
    seat: int
    what: str
    cancelled: bool
    card: Card | None
    source: Card | None
    targets: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Board:
    """Pantheon's part of a view: the turn, its ``phase`` (opening, upkeep,
    roll, play, combat, play2, end), the ``priority`` seat, whose ``go`` it is
    (None outside the goes), the WP ``goal``, ``cunning`` on or off, the
    characters that died this turn, the stack and the players; for the
    player deciding a Play, Combat or Twist-window decision, ``not_offered``:
    why each card of their hand that is not on offer is not (:mod:`.why`)."""

    turn: int
    phase: str
    priority: int
    go: int | None
    goal: int
    cunning: bool
    deaths_this_turn: int
    stack: tuple[Occurrence, ...]
    players: tuple[Player, ...]
    not_offered: tuple[NotOffered, ...] = ()


# -- building views ------------------------------------------------------------------------------
def printed(g: "PantheonGame", c: int) -> Card:
    """Card ``c``'s printed facts (built once per game and shared)."""
    cache = g.__dict__.get("_printed")
    if cache is None:
        cache = g._printed = tuple(Card(*_facts(g, i)) for i in range(len(g.info)))
    return cache[c]


def with_state(g: "PantheonGame", c: int, **now) -> Card:
    """Card ``c``'s printed facts and ``now`` (the in-play fields of :class:`Card`)."""
    facts = g.__dict__.get("_facts")
    if facts is None:
        facts = g._facts = tuple(_facts(g, i) for i in range(len(g.info)))
    return Card(*facts[c], **now)


def _facts(g: "PantheonGame", c: int) -> tuple:
    """The printed fields of :class:`Card`, in order (``uid`` ... ``preservation``)."""
    info = g.info[c]
    card = info.card
    base = (info.uid, info.owner, card.key, card.name, card.type, card.pantheon, card.class_, card.cost, card.text)
    if card.type == "character":
        return base + (card.hp, card.withdraw, tuple(card.subtypes), tuple(card.keywords),
                       tuple(AttackFacts(a.name, a.cost, a.damage) for a in card.attacks))
    if card.type in ("relic", "magic"):
        return base + (None, None, (), (), (), card.subtype)
    if card.type == "field":
        return base + (None, None, (), (), (), None, card.decay, card.preservation)
    return base  # pragma: no cover - every type is above


def unit(g: "PantheonGame", seat: int, active: bool, sl: Slot) -> Card:
    """The card on spot ``sl`` with what is true of it now."""
    u = sl.unit
    assert u is not None
    c = u.c
    attached = tuple(printed(g, a) for a in u.att)
    if not g.is_char(c):
        return with_state(g, c, attached=attached) if attached else printed(g, c)
    return with_state(
        g, c, attached=attached,
        hp_now=g.hp(u, seat, active), max_hp=g.max_hp(u, seat, active),
        keywords_now=tuple(k for k in KEYWORDS if g.has_kw(u, seat, active, k)),
        applied=tuple(Applied(a[0], a[1], a[2]) for a in u.applied), stripped=tuple(u.stripped),
        attacks_made=u.attacks, bonus=u.bonus, shield=u.shield, enlightened=g.enlightened_on(c, seat),
        attacks_now=tuple(AttackNow(a.name, g.attack_cost(c, seat, a), a.damage, a.split, a.reach)
                          for a in g.attacks_of(c, seat)))


def spot(g: "PantheonGame", seat: int, active: bool, i: int, sl: Slot) -> Spot:
    return Spot(i + 1, g.name(sl.source) if sl.source >= 0 else None, tuple(printed(g, k) for k in sl.curses),
                unit(g, seat, active, sl) if sl.unit is not None else None)


def board_view(g: "PantheonGame", player: int | None) -> Board:
    """Everything ``player`` may see of the board (None: a spectator): every
    hand but their own only counted (PN-4.6), no deck order."""
    s = g.s
    players = []
    for seat, side in enumerate(s.sides):
        players.append(Player(
            seat=seat, name=g.names[seat], out=side.out, wp=side.wp, deck=len(side.deck),
            hand_count=len(side.hand),
            hand=tuple(printed(g, c) for c in sorted(side.hand, key=lambda c: g.info[c].key))
            if seat == player else None,
            points=Points(*side.points), tokens=Points(*side.tokens),
            dice=tuple(Die(v, k) for v, k in zip(side.dice, side.kept)), rolls=side.rolls, locked=side.locked,
            active=tuple(spot(g, seat, True, i, sl) for i, sl in enumerate(side.active)),
            bench=tuple(spot(g, seat, False, i, sl) for i, sl in enumerate(side.bench)),
            field=tuple(with_state(g, f.c, turns_left=f.left if f.left >= 0 else None) for f in side.field),
            graveyard=tuple(printed(g, c) for c in side.grave),
            sealed=tuple(printed(g, c) for c in side.sealed),
            wp_redirected_to=side.redirect if side.redirect >= 0 else None,
        ))
    stack = tuple(
        Occurrence(o.kind, o.seat, g.occ_name(o), o.cancelled,
                   printed(g, o.c) if o.kind == "card" else None,
                   printed(g, o.c) if o.kind != "phase" and o.c >= 0 else None,
                   tuple(g.ref_label(r) for r in o.targets if _ref_alive(g, r)))
        for o in s.stack)
    return Board(s.turn, s.phase, s.priority, s.go if s.go >= 0 else None, g.goal, bool(g.options["cunning"]),
                 s.deaths, stack, tuple(players), not_offered(g, player) if player is not None else ())


def _ref_alive(g: "PantheonGame", r: tuple) -> bool:
    if r[0] == "s":
        return g.slot_by_sid(r[1]) is not None
    return True


def hidden_uids(g: "PantheonGame", player: int) -> set[str]:
    """Uids ``player`` must not see: every deck, the other players' hands."""
    out = set()
    for seat, side in enumerate(g.s.sides):
        out.update(g.info[c].uid for c in side.deck)
        if seat != player:
            out.update(g.info[c].uid for c in side.hand)
    return out
