"""What each player may see (HK-3.3, HK-3.4, HK-3.8, HK-3.9), as typed data:
the frozen dataclasses of a Heresy board and the functions that build them
(``board_view``, ``hidden_uids``).

Hidden from a player: every deck (order and contents, the owner's too), other
players' hands and archives (their sizes are public). Everything else is
public: the Wilds and Matrix of every player with what is attached, stricken
cards included (HK-3.9), bodies, tau per array (HK-18.9), aura pools,
oblivions (HK-3.5: face up).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from . import words
from .cards import CONVICTIONS

if TYPE_CHECKING:  # pragma: no cover
    from .rules import HeresyGame


@dataclass(frozen=True, slots=True)
class Card:
    """One card as a view shows it.

    Printed: ``uid``, ``key``, ``name``, ``type``, ``conviction``, ``text``,
    ``call`` (its call value in words, "" for locations); for a location or
    a character its printed ``attack`` / ``defense``, for a Host its
    ``free_will`` / ``votes`` and ``rank``, for an array its ``capacity``
    (in play: with what is attached). In play (``where``
    "" elsewhere): ``where`` (wilds / matrix / attached / body), ``open``,
    ``stricken``, ``damage``, ``attack`` / ``defense`` (with what is attached),
    ``tau`` / ``capacity`` (arrays), ``vs`` / ``aura`` (what it gives),
    ``keywords``, ``called_this_turn``, ``body_on`` (the uid of the domain
    holding this character's body, "" for none), ``attached`` (cards on it),
    ``body_attached`` (enhancements left on its body); ``tag`` its copy
    tag, 0 for none (``HeresyGame.tag``: while another card of its name is in
    play, the number it got when it first came to the table; the log and
    prompts name it ``words.tagged(name, tag)``, "Arena#2").
    """

    uid: str
    key: str
    name: str
    type: str
    conviction: str
    text: str
    call: str = ""
    where: str = ""
    open: bool = False
    stricken: bool = False
    damage: int = 0
    attack: int | None = None
    defense: int | None = None
    tau: int | None = None
    capacity: int | None = None
    vs: int = 0
    aura: int = 0
    keywords: tuple[str, ...] = ()
    called_this_turn: bool = False
    body_on: str = ""
    attached: tuple["Card", ...] = ()
    body_attached: tuple["Card", ...] = ()
    face_down: bool = False  # an IC (HK-29.1): other players see no name, key or uid until it is turned up
    free_will: int | None = None  # Hosts (HK-11.9.d, HK-33.12)
    votes: int | None = None  # Hosts (HK-11.9.e)
    rank: str = ""  # Hosts (HK-11.7)
    tag: int = 0  # its copy tag in play (words.tagged), 0: none


@dataclass(frozen=True, slots=True)
class Influence:
    conviction: str
    amount: int


@dataclass(frozen=True, slots=True)
class Player:
    """One player's territory. ``hand`` and ``archive`` only for the viewer
    (empty tuples for others; the counts are public)."""

    seat: int
    name: str
    deck: str
    out: bool
    turns: int
    hand: tuple[Card, ...]
    hand_count: int
    deck_count: int
    archive: tuple[Card, ...]
    archive_count: int
    oblivion: tuple[Card, ...]
    wilds: tuple[Card, ...]
    matrix: tuple[Card, ...]
    aura: int
    tau: int
    vs: int
    vs_needed: int
    influence: tuple[Influence, ...]
    built_domain: bool
    built_array: bool


@dataclass(frozen=True, slots=True)
class Vote:
    """One Host's votes in the Aereopagus: ``host`` uid, ``side`` (0/1, -1:
    abstained), ``votes`` cast and still counting, ``negated``: votes it cast
    were voided (HK-33.11: those cast before; later ones count)."""

    host: str
    side: int
    votes: int
    negated: bool


@dataclass(frozen=True, slots=True)
class Aereopagus:
    """The challenge or revocation under way (HK-33..HK-35), all public:
    ``kind`` challenge / revoke; ``convener`` seat; ``contestants`` (uids of
    the two Hosts) and ``seats``; ``title`` the disputed or held title's uid
    ("" for a challenge to obliterate); ``title_name``; ``phase`` answer /
    presentation / execution / tally / split / dissolved (HK-33.13: a
    contestant has left; it ends at once) / declined (HK-34.4) / countered
    (HK-23.13: over, what follows is not the challenge's); ``votes`` cast so far;
    ``totals``; ``turn`` whose execution turn (-1 before it); ``passes`` in
    succession; ``committed`` which contestants' players have divided their
    votes (never how: the split is secret until the reveal, HK-34.10.a);
    ``window``: the Aereopagus response window open now, in words ("before
    the voting", "after voting turn 2 (Ana's)"; "" when none): while it is open
    ``turn`` is -1, nobody's voting turn (the window comes between two, and
    may ask any seat; the decision says whom)."""

    kind: str
    convener: int
    contestants: tuple[str, str]
    seats: tuple[int, int]
    title: str
    title_name: str
    phase: str
    votes: tuple[Vote, ...]
    totals: tuple[int, int]
    turn: int
    passes: int
    committed: tuple[bool, bool]
    window: str = ""


@dataclass(frozen=True, slots=True)
class Combat:
    """The combat under way (HK-25..HK-32), all public: ``kind`` wilds /
    matrix; ``attacker`` / ``defender`` seats; ``target`` the attacked
    location's uid; ``source`` the location the attack came from ("" for an
    assembly from several); ``attackers`` / ``defenders`` the uids taking part
    (a defense includes the location, HK-28.5); ``joined`` the uids of the
    assemblies (HK-27.1: +1/+1 each); ``intervened`` (HK-28.3);
    ``committed`` which sides have assigned their damage and wait for the
    reveal (never how: the assignment is secret until then, HK-30.8);
    ``gone`` ``(uid, side)`` of the cards that left the fight before its end
    (side 0 attackers, 1 defenders)."""

    kind: str
    attacker: int
    defender: int
    target: str
    source: str
    attackers: tuple[str, ...]
    defenders: tuple[str, ...]
    joined: tuple[str, ...]
    intervened: bool
    committed: tuple[bool, bool]
    fight: tuple[tuple[str, int, int], ...] = ()
    totals: tuple[int, int] = (0, 0)
    gone: tuple[tuple[str, int], ...] = ()


@dataclass(frozen=True, slots=True)
class Board:
    """The whole table: ``players`` in seat order; ``active`` whose turn;
    ``phase``; ``turn``; ``tau_needed`` (HK-1.2); ``round_limit`` (HK-1.5);
    ``aereopagus``: the challenge or revocation under way, or None;
    ``combat``: the combat under way, or None."""

    players: tuple[Player, ...]
    active: int
    first: int
    phase: str
    turn: int
    tau_needed: int
    round_limit: int
    aereopagus: Aereopagus | None = None
    combat: Combat | None = None


def printed(g: "HeresyGame", c: int) -> Card:
    """A card as printed (in a hand, an archive, an oblivion): its call,
    attack / defense, capacity, free will, votes and rank where it has them."""
    card = g.card(c)
    call = getattr(card, "call", None)
    host = card.type == "host"
    return Card(uid=g.uid(c), key=card.key, name=card.name, type=card.type, conviction=card.conviction,
                text=card.text, call=call.words() if call is not None else "",
                attack=getattr(card, "attack", None), defense=getattr(card, "defense", None),
                capacity=getattr(card, "capacity", None), free_will=card.free_will if host else None,
                votes=card.votes if host else None, rank=card.rank if host else "")


def face_down_ic(g: "HeresyGame", c: int, viewer: int | None) -> bool:
    """HK-29.1, HK-29.9: an IC in play that ``viewer`` may not read: not
    theirs and never turned face up."""
    p = g.s.pieces[c]
    return g.kinds[c] == "ic" and p.where == "attached" and p.seat != viewer and c not in g.s.ic_seen


def card_view(g: "HeresyGame", c: int, viewer: int | None = None) -> Card:
    """A card in play, with what is attached to it, as ``viewer`` sees it."""
    s = g.s
    p = s.pieces[c]
    card = g.card(c)
    if g.kinds[c] == "ic":
        if face_down_ic(g, c, viewer):
            return Card(uid="", key="", name="IC (face down)", type="ic", conviction="", text="", where=p.where,
                        open=p.open, stricken=p.stricken, face_down=True)
    base = printed(g, c)
    fighter = card.type in ("domain", "array", "host", "heathen")
    return Card(
        uid=base.uid, key=base.key, name=base.name, type=base.type, conviction=base.conviction, text=base.text,
        call=base.call, where=p.where, open=p.open, stricken=p.stricken, damage=p.damage,
        attack=g.attack(c) if fighter else None, defense=g.defense(c) if fighter else None,
        tau=p.tau if card.type == "array" else None, capacity=card.capacity if card.type == "array" else None,
        vs=g.vs_of(c) if fighter else 0, aura=g.aura_of(c) if fighter else 0,
        keywords=tuple(sorted(g.keywords(c))) if g.is_character(c) else (),
        called_this_turn=p.called == s.turn and g.is_character(c),
        body_on=g.uid(p.body) if p.body >= 0 else "",
        attached=tuple(card_view(g, a, viewer) for a in p.attached),
        body_attached=tuple(card_view(g, a, viewer) for a in p.body_att),
        face_down=card.type == "ic",
        free_will=g.free_will(c) if card.type == "host" else None,
        votes=g.votes_value(c) if card.type == "host" else None, rank=base.rank, tag=g.tag(c),
    )


def player_view(g: "HeresyGame", seat: int, viewer: int | None) -> Player:
    s = g.s
    side = s.sides[seat]
    mine = viewer == seat
    inf = g.influence(seat)
    return Player(
        seat=seat, name=g.names[seat], deck=g.decks[seat].name, out=side.out, turns=side.turns,
        hand=tuple(printed(g, c) for c in side.hand) if mine else (), hand_count=len(side.hand),
        deck_count=len(side.deck),
        archive=tuple(printed(g, c) for c in side.archive) if mine else (), archive_count=len(side.archive),
        oblivion=tuple(printed(g, c) for c in side.oblivion),
        wilds=tuple(card_view(g, c, viewer) for c in side.wilds),
        matrix=tuple(card_view(g, c, viewer) for c in side.matrix),
        aura=side.aura, tau=g.tau(seat), vs=g.vs(seat), vs_needed=g.vs_needed(seat),
        influence=tuple(Influence(k, inf[k]) for k in CONVICTIONS if inf.get(k)),
        built_domain=side.built_domain, built_array=side.built_array,
    )


def board_view(g: "HeresyGame", player: int | None) -> Board:
    from .rules import ROUND_LIMIT

    s = g.s
    return Board(players=tuple(player_view(g, i, player) for i in range(g.num_players)), active=s.active,
                 first=s.first, phase=s.phase, turn=s.turn, tau_needed=g.tau_needed, round_limit=ROUND_LIMIT,
                 aereopagus=aereo_view(g), combat=combat_view(g))


def combat_view(g: "HeresyGame") -> Combat | None:
    """The public side of ``s.conflict`` (the damage assignments stay
    secret until revealed, HK-30.8)."""
    cf = g.s.conflict
    if cf is None:
        return None
    uid = g.uid
    return Combat(kind=cf.kind, attacker=cf.attacker, defender=cf.defender, target=uid(cf.target),
                  source=uid(cf.source) if cf.source >= 0 else "", attackers=tuple(uid(c) for c in cf.attackers),
                  defenders=tuple(uid(c) for c in cf.defenders), joined=tuple(uid(c) for c in cf.joined),
                  intervened=cf.intervened, committed=_assigned(g),
                  fight=tuple((uid(c), g.fight_attack(c), g.fight_defense(c)) for c in cf.attackers + cf.defenders),
                  totals=g.totals(), gone=tuple((uid(c), side) for c, side in cf.gone))


def _assigned(g: "HeresyGame") -> tuple[bool, bool]:
    """Which sides have finished assigning their damage and wait for the
    reveal (HK-30.8): an assignment made and none of theirs still to make
    before a reveal to come."""
    cf = g.s.conflict
    tasks = g.s.tasks
    if not any(t[0] == "reveal" for t in tasks):
        return False, False
    return tuple(cf.commit[i] is not None and not any(t[0] == "assign" and t[1] == i for t in tasks)
                 for i in (0, 1))  # type: ignore[return-value]


def aereo_view(g: "HeresyGame") -> Aereopagus | None:
    """The public side of ``s.aereo`` (a revoking title in hand shows as the
    held title it contests, whose uid is public)."""
    ae = g.s.aereo
    if ae is None:
        return None
    t = ae.title
    if t >= 0 and g.s.pieces[t].where == "hand":
        t = g.title_holder(g.cname(t))
    return Aereopagus(
        kind=ae.kind, convener=ae.convener, contestants=(g.uid(ae.hosts[0]), g.uid(ae.hosts[1])),
        seats=(ae.seats[0], ae.seats[1]), title=g.uid(t) if t >= 0 else "",
        title_name=g.cname(t) if t >= 0 else "", phase=ae.phase,
        votes=tuple(Vote(g.uid(h), k, ae.cast.get(h, 0), h in ae.negated) for h, k in ae.side.items()),
        totals=ae.totals(), turn=-1 if ae.stage else ae.turn, passes=ae.passes,
        committed=(ae.split[0] >= 0, ae.split[1] >= 0),
        window=words.aereo_stage(ae.stage, g.names[ae.after] if ae.after >= 0 else "", ae.vturns))


def hidden_uids(g: "HeresyGame", player: int) -> set[str]:
    """Every deck card; other players' hands and archives (HK-3.3, 3.4, 3.8),
    but for a card everyone saw go there from play (Boomerang, a killed array:
    ``s.shown``)."""
    out: set[str] = set()
    shown = g.s.shown
    for seat, side in enumerate(g.s.sides):
        out.update(g.uid(c) for c in side.deck)
        if seat != player:
            out.update(g.uid(c) for c in side.hand if c not in shown)
            out.update(g.uid(c) for c in side.archive if c not in shown)
            out.update(g.uid(c) for c in g.in_play(seat) if face_down_ic(g, c, player))  # HK-29.1
    return out


def private_tokens(g: "HeresyGame", player: int) -> set[str]:
    """What ``player`` may not read anywhere (heresy.md, State shape): the
    uids of :func:`hidden_uids`, and the names of the cards behind them that
    ``player`` cannot see on any other copy (in play, in an oblivion, in their
    own hand or archive): a name seen that way tells nothing; any other name in
    what ``player`` reads (view, prompt, option labels, log lines) is a leak.
    A card returned from play to a hand in front of everyone (``s.shown``)
    is known while it stays there."""
    hidden = hidden_uids(g, player)
    s = g.s
    seen_names: set[str] = {g.cname(c) for c in s.told}  # named to all (a revoking title, HK-35.2)
    for seat, side in enumerate(s.sides):
        for c in list(g.in_play(seat)) + side.oblivion:
            if not face_down_ic(g, c, player):
                seen_names.add(g.cname(c))
        if seat == player:
            for c in side.hand + side.archive:
                seen_names.add(g.cname(c))
        else:
            for c in side.hand + side.archive:
                if c in s.shown:
                    seen_names.add(g.cname(c))
    return hidden | ({g.cname(g.by_uid[u]) for u in hidden} - seen_names)
