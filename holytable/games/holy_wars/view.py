"""What each player may see (HW-3.4): :func:`board_view` and :func:`hidden_uids`,
as typed data (frozen dataclasses, tuples all the way down).

Hidden from a player: both decks' order and contents, and the opponent's hand
(only its size shows). Everything else is face up: fields, Continuing Events,
captured areas, discard piles, Set Reserves (locked or not), Set Areas,
Convictions, the cards being played and the dice.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from holytable.engine.decision import Option

from .cards import Character, EventCard
from .combat import ATTEMPTS
from .sets import MILESTONES
from .state import Occ
from .why import unavailable

if TYPE_CHECKING:  # pragma: no cover
    from .rules import HolyWarsGame


@dataclass(frozen=True, slots=True)
class Stats:
    """Current Attack / Defense / Faith of a Character on a field."""

    attack: int
    defense: int
    faith: int


@dataclass(frozen=True, slots=True)
class CardView:
    """One card as a view shows it: its printed facts (uid, key, name, type,
    kind, cost, identifiers, text, owner, set; Characters: attack, defense,
    faith, combat_trained, max_health; Events: timing), then what its zone
    adds, None (or False) elsewhere:

    - hand: ``cost_now`` (the cost for its owner now, HW-19 statics);
    - field: ``exhausted``, ``newly`` (cannot yet attack, capture, rescue,
      Rally, defy or pay an exhaust cost, HW-6.2), ``health``, ``current``
      (:class:`Stats`), ``marked_by`` (Politics of Fear's seat, HW-16.8),
      ``no_recover`` (HW-5.1);
    - Continuing Events: ``turns_left``;
    - Set Reserve: ``locked``, ``disrupted``, ``playable_this_turn``,
      ``stabilized`` (HW-16.4, HW-17); Set Area: ``stabilized``.
    """

    uid: str
    key: str
    name: str
    type: str
    kind: str
    cost: int
    identifiers: tuple[str, ...]
    text: str
    owner: int
    set: str | None = None
    attack: int | None = None
    defense: int | None = None
    faith: int | None = None
    combat_trained: bool = False
    max_health: int | None = None
    timing: str | None = None
    cost_now: int | None = None
    exhausted: bool = False
    newly: bool = False
    health: int | None = None
    current: Stats | None = None
    marked_by: int | None = None
    no_recover: bool = False
    turns_left: int | None = None
    locked: bool = False
    disrupted: bool = False
    playable_this_turn: bool = True
    stabilized: bool = False


@dataclass(frozen=True, slots=True)
class SetView:
    """A player's Set Reserve set (HW-16): its components' keys, whether it is
    complete and whether its Completion was used."""

    key: str
    name: str
    text: str
    components: tuple[str, ...]
    complete: bool
    completion_used: bool


@dataclass(frozen=True, slots=True)
class Milestone:
    """One milestone (HW-16.1) and whether the player reached it."""

    name: str
    reached: bool


@dataclass(frozen=True, slots=True)
class SideView:
    """One player's side. ``hand`` only to its owner (None otherwise); the
    other zones face up; counts for the deck and the hand."""

    seat: int
    name: str
    deck_name: str
    resolve: int
    faith: int
    response_faith: int
    deck: int
    hand_count: int
    hand: tuple[CardView, ...] | None
    field: tuple[CardView, ...]
    events: tuple[CardView, ...]
    captured: tuple[CardView, ...]
    discard: tuple[CardView, ...]
    reserve: tuple[CardView, ...]
    set_area: tuple[CardView, ...]
    convictions: tuple[CardView, ...]
    removed: tuple[CardView, ...]
    set: SetView
    milestones: tuple[Milestone, ...]
    rally_used: bool
    rescues: int
    defiance_used: bool
    mulliganed: bool


@dataclass(frozen=True, slots=True)
class Addend:
    """One number of a roll's total: ``value`` and its ``label`` ("Attack",
    "intervention", "modifiers"...; "" for Set Defiance's 3)."""

    value: int
    label: str


@dataclass(frozen=True, slots=True)
class Resister:
    """A Character that could resist a rescue and what it would add."""

    name: str
    value: int


@dataclass(frozen=True, slots=True)
class Odds:
    """The numbers an attempt's roll adds to each die (``CombatMixin.odds``):
    ``actor`` and ``other`` addends, ``need`` (the total a direct attack must
    reach, else None), ``declared``; for an attempt not yet declared,
    ``if_helped`` (a capture's intervention bonus) and ``resisters`` (a
    rescue's; None when it does not apply)."""

    kind: str
    actor: tuple[Addend, ...]
    other: tuple[Addend, ...]
    need: int | None
    declared: bool
    if_helped: int | None = None
    resisters: tuple[Resister, ...] | None = None


@dataclass(frozen=True, slots=True)
class OptionOdds:
    """The odds of the attempt the option ``option`` (its id) declares."""

    option: str
    odds: Odds


@dataclass(frozen=True, slots=True)
class OccView:
    """One pending occurrence (HW-8): its ``kind`` (play, reaction, ability,
    response, an attempt, defeat, completion, trigger), who made it happen
    (``seat``), its ``name``, the card played, the uids of its source, target
    and helper, its state, an attempt's ``odds`` and, once rolled, its
    ``dice`` and ``totals``."""

    kind: str
    seat: int
    name: str
    card: CardView | None
    source: str | None
    target: str | None
    helper: str | None
    canceled: bool
    stopped: bool
    rolled: bool
    odds: Odds | None = None
    dice: tuple[int, ...] | None = None
    totals: tuple[int, ...] | None = None


@dataclass(frozen=True, slots=True)
class Unavailable:
    """A line of "Not offered" (``why.not_offered``): ``what`` and ``why``."""

    what: str
    why: str


@dataclass(frozen=True, slots=True)
class HWBoard:
    """The Holy Wars board a seat sees.

    turn, active, first, phase ("setup", "recover", "draw", "resource",
    "action", "end"), crisis_point (HW-16.3 happened); players (both sides,
    seat order); stack (cards being played); occurrences (outermost first);
    unavailable (why things are not offered: only to the deciding player);
    odds (of each attempt the deciding player is offered).
    """

    turn: int
    active: int
    first: int
    phase: str
    crisis_point: bool
    players: tuple[SideView, ...]
    stack: tuple[CardView, ...]
    occurrences: tuple[OccView, ...]
    unavailable: tuple[Unavailable, ...]
    odds: tuple[OptionOdds, ...]


def card_view(game: "HolyWarsGame", c: int, **extra) -> CardView:
    """Printed facts of card ``c``, plus ``extra`` fields of its zone."""
    info = game.info[c]
    card = info.card
    more = {}
    if isinstance(card, Character):
        more = dict(attack=card.attack, defense=card.defense, faith=card.faith, combat_trained=card.combat_trained,
                    max_health=card.health)
    elif isinstance(card, EventCard):
        more = dict(timing=card.timing)
    return CardView(info.uid, card.key, card.name, card.type, card.kind_label(), card.cost,
                    tuple(card.identifiers) + (("Set",) if card.set else ()), card.text, info.owner, card.set,
                    **more, **extra)


def field_view(game: "HolyWarsGame", c: int) -> CardView:
    """A Character on a field (see :class:`CardView`)."""
    p = game.s.pieces[c]
    return card_view(game, c, exhausted=p.exhausted, newly=not game.seasoned(c), health=p.health or None,
                     current=Stats(game.stat(c, "attack"), game.stat(c, "defense"), game.stat(c, "faith")),
                     marked_by=p.marked_by if p.marked_by >= 0 else None, no_recover=p.no_recover)


def odds_view(odds: dict) -> Odds:
    """:meth:`CombatMixin.odds`'s numbers as :class:`Odds`."""
    res = odds.get("resisters")
    return Odds(odds["kind"], tuple(Addend(v, lab) for v, lab in odds["actor"]),
                tuple(Addend(v, lab) for v, lab in odds["other"]), odds["need"], odds["declared"],
                odds.get("if_helped"), None if res is None else tuple(Resister(n, v) for n, v in res))


def side_view(game: "HolyWarsGame", seat: int, player: int | None) -> SideView:
    s = game.s
    side = s.sides[seat]
    sdef = game.decks[seat].set
    reserve = tuple(card_view(game, c, locked=not s.pieces[c].unlocked, disrupted=bool(s.pieces[c].disrupted),
                              playable_this_turn=s.pieces[c].disrupted != s.turn, stabilized=s.pieces[c].stabilized)
                    for c in side.reserve)
    info = game.info
    hand = None
    if seat == player:
        order = sorted(side.hand, key=lambda c: (info[c].card.type, info[c].card.cost, info[c].uid))
        hand = tuple(card_view(game, c, cost_now=game.cost(c, seat)) for c in order)
    return SideView(
        seat=seat, name=game.names[seat], deck_name=game.decks[seat].name, resolve=side.resolve, faith=side.faith,
        response_faith=side.response_faith, deck=len(side.deck), hand_count=len(side.hand), hand=hand,
        field=tuple(field_view(game, c) for c in side.field),
        events=tuple(card_view(game, c, turns_left=s.pieces[c].counter or None) for c in side.events),
        captured=tuple(card_view(game, c) for c in side.captured),
        discard=tuple(card_view(game, c) for c in side.discard),
        reserve=reserve,
        set_area=tuple(card_view(game, c, stabilized=s.pieces[c].stabilized) for c in side.set_area),
        convictions=tuple(card_view(game, c) for c in side.convictions),
        removed=tuple(card_view(game, c) for c in side.removed),
        set=SetView(sdef.key, sdef.name, sdef.text, tuple(sdef.components), game.set_complete(seat),
                    side.completion_used),
        milestones=tuple(Milestone(m, m in side.milestones) for m in MILESTONES),
        rally_used=side.rally_used, rescues=side.rescues, defiance_used=side.defiance_used,
        mulliganed=side.mulliganed,
    )


def occ_view(game: "HolyWarsGame", o: Occ) -> OccView:
    uid = game.uid
    v = OccView(o.kind, o.seat, game.occ_name(o), card_view(game, o.card) if o.card >= 0 else None,
                uid(o.source) if o.source >= 0 else None, uid(o.target) if o.target >= 0 else None,
                uid(o.helper) if o.helper >= 0 else None, o.canceled, o.stopped, o.rolled)
    if o.kind in ATTEMPTS:  # the numbers the roll adds (or added), for the window's preview
        v = replace(v, odds=odds_view(game.odds(o)))
    if o.rolled:
        v = replace(v, dice=tuple(o.die if o.kind != "direct" else o.die[:1]), totals=tuple(game.totals(o)))
    return v


def board_view(game: "HolyWarsGame", player: int | None) -> HWBoard:
    """The board seat ``player`` sees (None: a spectator)."""
    s = game.s
    return HWBoard(
        turn=s.turn, active=s.active, first=s.first, phase=s.phase, crisis_point=s.crisis == "done",
        players=tuple(side_view(game, seat, player) for seat in range(len(s.sides))),
        stack=tuple(card_view(game, c) for c in s.stack),
        occurrences=tuple(occ_view(game, o) for o in s.occ),
        # Why a card in hand, an ability, a ready Character or an action
        # has no option (why.not_offered): only to the deciding player.
        unavailable=tuple(Unavailable(w, y) for w, y in unavailable(game, player)) if player is not None else (),
        # The odds of each attempt on offer, from the roll's own numbers.
        odds=option_odds(game, player),
    )


def option_odds(game: "HolyWarsGame", player: int | None) -> tuple[OptionOdds, ...]:
    """The odds of each attempt the deciding ``player`` is offered
    (:meth:`~.combat.CombatMixin.attempt_odds`); () for anyone else."""
    d = game.pending
    if player is None or d is None or d.player != player or d.kind != "action":
        return ()
    out = []
    for o in d.options:
        odds = game.attempt_odds(o, player)
        if odds is not None:
            out.append(OptionOdds(o.id, odds_view(odds)))
    return tuple(out)


def odds_of(board: HWBoard, option: Option | None) -> Odds | None:
    """The odds of the attempt ``option`` would declare, or None."""
    if option is None:
        return None
    return next((x.odds for x in board.odds if x.option == option.id), None)


def hidden_uids(game: "HolyWarsGame", player: int) -> set[str]:
    """Uids ``player`` must not see: every deck card, and the opponent's hand."""
    out = set()
    for seat, side in enumerate(game.s.sides):
        out.update(game.info[c].uid for c in side.deck)
        if seat != player:
            out.update(game.info[c].uid for c in side.hand)
    return out
