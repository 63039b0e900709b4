"""Heresy card pool and deck lists as pydantic models (docs/rules/heresy.md,
docs/rules/heresy-cards.md).

Pool file ``decks/heresy/cards.yaml``::

    game: heresy
    cards:
      free-city:                   # card key: lower-case letters, digits, '-', '_'
        type: domain               # domain | array | host | heathen | aleph |
                                   # enhancement | title | ic | power | miracle
        name: Free City
        conviction: rebellion      # HK-10.1: one of the eight convictions
        attack: 2                  # HK-11.9.a
        defense: 3
        vs: 1                      # HK-11.9.b: printed virtual support (domains only)
        aura: 2                    # HK-9.1: aura gained by opening it
        text: "..."                # our words, shown to players

Per type (HK-11): domains ``attack``/``defense``/``vs``/``aura``; arrays
``attack``/``defense``/``capacity`` (tau, HK-11.9.c) and are always
Technology (HK-10.6); Hosts ``call``/``attack``/``defense``/``free_will``
(1-4)/``votes`` (1-3)/``affiliation``/``rank`` and Heathens ``call``/
``attack``/``defense``, both with ``keywords`` (``netwalk``, ``blitz``) and
``vs``/``aura`` given by their text; alephs, enhancements and titles ``call``
and ``mods`` (what they add to the card they are attached to), enhancements
an ``enhance`` (what they may be attached to, HK-11.11); IC ``call``,
``ic_defense`` and ``effect``; celestial powers and miracles ``call`` and
``effect``. A call value is ``{aura: N, influence: {conviction: N}}``
(HK-11.3); a miracle's or celestial power's may add ``tau: N`` (spent off
ready arrays, HK-18.3). Locations have no call value (HK-11.4).

Effects (``effect``) use a closed vocabulary (:data:`EFFECT_VERBS`), each
verb played by one ``fx_<verb>`` handler (windows.py). Characters and
locations may have ``abilities`` (HK-15): activated abilities, each a
``cost`` (``open``: opening the card, ``aura``, ``tau``: HK-18.3), an ``effect`` and
``miracle`` (may be played as a miracle, HK-24.1)::

    grigori: {..., abilities: [{effect: {verb: damage, amount: 1, target: character}}]}

Deck file ``decks/heresy/<name>.yaml``::

    game: heresy
    name: Free Cities
    conviction: rebellion           # the deck's main conviction (for the lobby)
    cards: {free-city: 6, ...}      # HK-2: at least 60 cards

Rule IDs: HK-2 (decks), HK-10 (convictions), HK-11 (card anatomy), HK-14.9
(unique cards).
"""
from __future__ import annotations

import re
from typing import Annotated, Literal, Union

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, model_validator

from holytable.engine.deckfile import CardCount, CardKey, check_keys, fill_keys
from holytable.engine.deckfolder import DeckRuleError

KEY_PATTERN = r"^[a-z0-9][a-z0-9_-]{0,39}$"
_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f]")

#: HK-10.1: the eight convictions, in the text's order.
CONVICTIONS = ("rebellion", "devotion", "preservation", "acquisition", "tradition", "stagnation", "evolution",
               "technology")
CONVICTION_NAMES = {c: c.capitalize() for c in CONVICTIONS}
Conviction = Literal["rebellion", "devotion", "preservation", "acquisition", "tradition", "stagnation",
                     "evolution", "technology"]
#: HK-11.7: the nine ranks, highest first.
RANKS = ("seraph", "cherubim", "throne", "dominion", "aeon", "authority", "principality", "archangel", "angel")
Rank = Literal["seraph", "cherubim", "throne", "dominion", "aeon", "authority", "principality", "archangel",
               "angel"]
Keyword = Literal["netwalk", "blitz"]
#: HK-11.2: the six card types, with Hosts and Heathens, domains and arrays, and titles and IC
#: (enhancements with rules of their own, HK-11.11) apart; HK-11.10: type lines carry nothing more.
CARD_TYPES = ("domain", "array", "host", "heathen", "aleph", "enhancement", "title", "ic", "power", "miracle")
LOCATIONS = frozenset({"domain", "array"})
CHARACTERS = frozenset({"host", "heathen"})
#: What an enhancement may be attached to (HK-11.11, HK-14.7).
Enhance = Literal["character", "host", "heathen", "wilds_character", "matrix_character", "location", "domain",
                  "array"]
#: The closed effect vocabulary (heresy-cards.md, part 2).
EFFECT_VERBS = ("damage", "strike", "ready", "return_to_hand", "obliterate", "heal", "boost", "no_damage",
                "counter", "negate_votes", "draw", "gain_aura", "gain_tau", "stop_attackers",
                "strike_attackers", "damage_attackers")
EffectVerb = Literal["damage", "strike", "ready", "return_to_hand", "obliterate", "heal", "boost", "no_damage",
                     "counter", "negate_votes", "draw", "gain_aura", "gain_tau", "stop_attackers",
                     "strike_attackers", "damage_attackers"]
Target = Literal["character", "host", "own_character", "attacking_character", "defending_character", "domain",
                 "array", "location", "host_voting", "effect", "self", "each_attacker"]

#: HK-2: deck construction.
DECK_MIN = 60
MAX_COPIES = 4  # HK-2.2: locations excepted


def printable(v: str) -> str:
    """A display name must be printable text (no control characters)."""
    if _CONTROL.search(v):
        raise ValueError("a name must be printable text (no control characters or line breaks)")
    return v


PrintableName = Annotated[str, Field(min_length=1, max_length=40), AfterValidator(printable)]


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, str_strip_whitespace=True)


class CallValue(Strict):
    """HK-11.3: the aura to pay and the influence to have in play; ``tau``:
    tau to spend as well (HK-18.3, card text by HK-5.2), only on miracles
    and celestial powers (:class:`CardBase` refuses it elsewhere)."""

    aura: int = Field(default=0, ge=0, le=20)
    influence: dict[Conviction, Annotated[int, Field(ge=1, le=9)]] = Field(default_factory=dict)
    tau: int = Field(default=0, ge=0, le=20)

    def words(self) -> str:
        """``"2 aura, 1 tau, 2 Evolution"``; ``"free"`` when nothing is asked."""
        parts = [f"{self.aura} aura"] if self.aura else []
        parts += [f"{self.tau} tau"] if self.tau else []
        parts += [f"{n} {CONVICTION_NAMES[c]}" for c, n in self.influence.items()]
        return ", ".join(parts) or "free"


FREE = CallValue()


class Mods(Strict):
    """What an aleph, enhancement or title adds to the card it is attached to."""

    attack: int = Field(default=0, ge=-9, le=9)
    defense: int = Field(default=0, ge=-9, le=9)
    free_will: int = Field(default=0, ge=-4, le=4)
    votes: int = Field(default=0, ge=-3, le=3)
    vs: int = Field(default=0, ge=0, le=9)
    aura: int = Field(default=0, ge=0, le=9)
    keywords: frozenset[Keyword] = frozenset()


NO_MODS = Mods()


#: The targets each verb of :data:`EFFECT_VERBS` can take (its ``fx_<verb>``
#: handler acts on a card, on the newest effect, on the voting Host, on the
#: attackers or on its player); None: no target.
_CARD_TARGETS = frozenset({"character", "host", "own_character", "attacking_character", "defending_character",
                           "domain", "array", "location", "host_voting"})
_CHARACTER_TARGETS = frozenset({"character", "host", "own_character", "attacking_character",
                                "defending_character", "host_voting"})
_NO_TARGET = frozenset({None, "self"})
VERB_TARGETS: dict[str, frozenset] = {
    "damage": _CARD_TARGETS, "strike": _CARD_TARGETS, "ready": _CARD_TARGETS, "obliterate": _CARD_TARGETS,
    "heal": _CARD_TARGETS, "boost": _CARD_TARGETS, "no_damage": _CARD_TARGETS,
    "return_to_hand": _CHARACTER_TARGETS,  # a location never goes back to a hand (its characters would hang)
    "negate_votes": frozenset({"host_voting"}), "counter": frozenset({"effect"}),
    "draw": _NO_TARGET, "gain_aura": _NO_TARGET, "gain_tau": _NO_TARGET,
    "stop_attackers": frozenset({None, "each_attacker"}), "strike_attackers": frozenset({None, "each_attacker"}),
    "damage_attackers": frozenset({None, "each_attacker"}),
}


class Effect(Strict):
    """One effect of a power, miracle, IC or ability: a verb of
    :data:`EFFECT_VERBS` with a target it can take (:data:`VERB_TARGETS`)."""

    verb: EffectVerb
    amount: int = Field(default=0, ge=0, le=20)
    target: Target | None = None
    duration: Literal["conflict", "turn", "permanent"] = "permanent"
    stat: Literal["attack", "defense", ""] = ""  # what a boost raises (attack when not said)

    @model_validator(mode="after")
    def _target_fits(self) -> "Effect":
        fits = VERB_TARGETS[self.verb]
        if self.target not in fits:
            said = f"target {self.target}" if self.target else "no target"
            may = ", ".join(sorted(t or "none" for t in fits))
            raise ValueError(f"effect {self.verb} cannot take {said} (it takes: {may})")
        return self


class Cost(Strict):
    """HK-15.2: what using an ability costs: opening the card (HK-12.1),
    aura (paid as a call is, HK-9.7) and tau (taken off ready arrays,
    HK-18.3)."""

    open: bool = True
    aura: int = Field(default=0, ge=0, le=20)
    tau: int = Field(default=0, ge=0, le=20)


class Ability(Strict):
    """HK-15: an activated special ability of a character or a location.

    ``cost`` is paid when it is used; ``effect`` (one verb of
    :data:`EFFECT_VERBS`, with one ``fx_<verb>`` handler in windows.py) goes
    on the stack and is answered in a window (HK-15.5, HK-23). ``miracle``:
    it may be played as a miracle (HK-24.1): on any player's turn, in any
    window; otherwise only in its controller's own Action interval (HK-15.1).
    """

    trigger: Literal["activated"] = "activated"
    cost: Cost = Cost()
    miracle: bool = False
    effect: Effect


Abilities = Annotated[tuple[Ability, ...], Field(max_length=3)]


class CardBase(Strict):
    key: str = Field(pattern=KEY_PATTERN)
    name: PrintableName
    conviction: Conviction
    unique: bool = False  # HK-14.9
    text: str = Field(default="", max_length=400)

    @model_validator(mode="after")
    def _tau_call(self) -> "CardBase":
        """HK-18.3: a tau cost goes on miracles, celestial powers and
        abilities only (a card put into play is paid with aura, HK-14.4)."""
        call = getattr(self, "call", None)
        if call is not None and call.tau and self.type not in ("power", "miracle"):  # type: ignore[attr-defined]
            raise ValueError("only a miracle or a celestial power may cost tau in its call value "
                             "(an ability costs tau through its cost)")
        return self

    @property
    def is_location(self) -> bool:
        return self.type in LOCATIONS  # type: ignore[attr-defined]

    @property
    def is_character(self) -> bool:
        return self.type in CHARACTERS  # type: ignore[attr-defined]


class Domain(CardBase):
    """HK-11.5: built in the Wilds; aura by opening, virtual support, influence."""

    type: Literal["domain"]
    attack: int = Field(ge=0, le=9)
    defense: int = Field(ge=1, le=9)
    vs: int = Field(default=0, ge=0, le=9)
    aura: int = Field(default=0, ge=0, le=9)
    abilities: Abilities = ()  # HK-15

    @model_validator(mode="after")
    def _not_tech(self) -> "Domain":
        if self.conviction == "technology":
            raise ValueError("a domain is never of the Technology conviction (only arrays are)")
        return self


class Array(CardBase):
    """HK-11.6: built in the Matrix; stores tau up to its capacity."""

    type: Literal["array"]
    attack: int = Field(ge=0, le=9)
    defense: int = Field(ge=1, le=9)
    capacity: int = Field(ge=1, le=20)
    abilities: Abilities = ()  # HK-15

    @model_validator(mode="after")
    def _tech(self) -> "Array":
        if self.conviction != "technology":
            raise ValueError("an array is always of the Technology conviction")
        return self


class _Character(CardBase):
    call: CallValue = FREE
    attack: int = Field(ge=0, le=9)
    defense: int = Field(ge=1, le=9)
    keywords: frozenset[Keyword] = frozenset()
    vs: int = Field(default=0, ge=0, le=9)  # virtual support by its text (HK-11.9.b)
    aura: int = Field(default=0, ge=0, le=9)  # aura by opening, by its text (HK-9.1)
    abilities: Abilities = ()  # HK-15


class Host(_Character):
    """HK-11.7: a fallen Host."""

    type: Literal["host"]
    free_will: int = Field(ge=1, le=4)  # HK-11.9.d
    votes: int = Field(ge=1, le=3)  # HK-11.9.e
    affiliation: Literal["celestial", "infernal"]
    rank: Rank


class Heathen(_Character):
    type: Literal["heathen"]


class Aleph(CardBase):
    """HK-20: attached to a character or location of its player."""

    type: Literal["aleph"]
    call: CallValue = FREE
    attach_to: Literal["character", "host", "location", "any"] = "any"
    mods: Mods = NO_MODS


class Enhancement(CardBase):
    type: Literal["enhancement"]
    call: CallValue = FREE
    enhance: Enhance
    mods: Mods = NO_MODS


class Title(CardBase):
    """HK-35: an enhancement of a Host; one holder per title name."""

    type: Literal["title"]
    call: CallValue = FREE
    mods: Mods = NO_MODS


class IC(CardBase):
    """HK-29: an enhancement of an array, face down."""

    type: Literal["ic"]
    call: CallValue = FREE
    ic_defense: int = Field(ge=1, le=9)
    effect: Effect


class Power(CardBase):
    """HK-11.8: a celestial power."""

    type: Literal["power"]
    call: CallValue = FREE
    effect: Effect


class Miracle(CardBase):
    """HK-24.1: a miracle card."""

    type: Literal["miracle"]
    call: CallValue = FREE
    effect: Effect


Card = Annotated[Union[Domain, Array, Host, Heathen, Aleph, Enhancement, Title, IC, Power, Miracle],
                 Field(discriminator="type")]
AnyCard = Union[Domain, Array, Host, Heathen, Aleph, Enhancement, Title, IC, Power, Miracle]


class Pool(Strict):
    """The card pool file."""

    game: Literal["heresy"]
    cards: dict[str, Card] = Field(min_length=1)

    @model_validator(mode="before")
    @classmethod
    def _fill_keys(cls, data: object) -> object:
        return fill_keys(data, "cards")

    @model_validator(mode="after")
    def _keys_match(self) -> "Pool":
        check_keys(self.cards)
        return self


def _at_least_one(n: int) -> int:
    if n < 1:
        raise ValueError(f"a count is at least 1, not {n}")
    return n


class DeckList(Strict):
    """A deck file: a name, its main conviction and card counts (HK-2)."""

    game: Literal["heresy"]
    name: PrintableName
    conviction: Conviction | None = None
    cards: dict[CardKey, Annotated[CardCount, AfterValidator(_at_least_one)]] = Field(min_length=1)


class DeckEntry(Strict):
    card: Card
    count: int = Field(ge=1, le=999)


#: A deck that breaks HK-2; ``loc`` and ``card`` locate it in the file.
DeckError = DeckRuleError


def deck_problem(entries: tuple[DeckEntry, ...] | list[DeckEntry]) -> DeckError | None:
    """The first way ``entries`` break HK-2, or None for a legal deck.

    HK-2.2: at most four copies of a card, any number of a location; HK-2.1:
    at least 60 cards, no largest size; HK-2.3: a unique card has the same
    limit."""
    keys = [e.card.key for e in entries]
    if len(set(keys)) != len(keys):
        return DeckError("a card is listed twice")
    for e in entries:
        if e.card.type not in LOCATIONS and e.count > MAX_COPIES:
            return DeckError(f"at most {MAX_COPIES} copies of a card that is not a domain or an array, "
                             f"not {e.count}", card=e.card.key, loc=("cards", e.card.key))
    total = sum(e.count for e in entries)
    if total < DECK_MIN:
        return DeckError(f"a deck holds at least {DECK_MIN} cards, this one {total}")
    return None


def deck_warnings(deck: "Deck") -> list[str]:
    """HK-2.4: what is legal but unwise: no domain (no character can be called
    but netwalkers), no array (the gateway can never be activated)."""
    out = []
    if not deck.count_of("domain"):
        out.append("no domain: only netwalkers can ever be called")
    if not deck.count_of("array"):
        out.append("no array: this deck can never store tau")
    return out


class Deck(Strict):
    """A deck resolved against the pool: what a game is built from and what the
    game record stores (so a record replays even if the pool file changes)."""

    name: PrintableName
    conviction: Conviction | None = None
    cards: tuple[DeckEntry, ...] = Field(min_length=1)

    @model_validator(mode="after")
    def _legal(self) -> "Deck":
        """HK-2 holds for resolved decks too (a hand-edited save cannot cheat)."""
        err = deck_problem(self.cards)
        if err is not None:
            raise ValueError(str(err))
        return self

    def card_count(self) -> int:
        return sum(e.count for e in self.cards)

    def count_of(self, card_type: str) -> int:
        return sum(e.count for e in self.cards if e.card.type == card_type)


def resolve(deck: DeckList, pool: Pool) -> Deck:
    """Resolve a deck list against the pool. Raises DeckError naming the card
    (every unknown card and every card over its limit: DeckRuleError.problems)."""
    entries = []
    problems = []
    for key, n in deck.cards.items():
        if key not in pool.cards:
            problems.append(DeckError("not in the Heresy card pool", card=key, loc=("cards", key)))
        else:
            entries.append(DeckEntry.model_construct(card=pool.cards[key], count=n))
    for e in entries:  # every card over its limit, before the deck-wide problem
        err = deck_problem([e])
        if err is not None and err.card is not None:
            problems.append(err)
    if not problems:
        err = deck_problem(entries)
        if err is not None:
            problems.append(err)
    DeckError.raise_all(problems)
    return Deck(name=deck.name, conviction=deck.conviction,
                cards=tuple(DeckEntry(card=e.card, count=e.count) for e in entries))
