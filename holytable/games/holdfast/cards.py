"""Holdfast card pool and deck lists as pydantic models (docs/rules/holdfast.md).

Pool file ``decks/holdfast/cards.yaml``::

    game: holdfast
    cards:
      spearwarden:                 # card key: lower-case letters, digits, '-', '_'
        type: denizen              # denizen | structure | belonging | fortification
                                   # | trap | mysticism | resource
        name: Spearwarden
        cost: {material: 1, production: 2}     # deploy cost (HF-4.4); 'any' = any kind
        maintenance: {stock: 1}                # field maintenance each turn (HF-5.3)
        strength: 3
        fortitude: 3
        morale: 1
        acts: 1                    # how often it may act each turn (HF-9.1)
        text: "..."                # shown to players

Per type (HF-8): denizens have ``strength``/``fortitude``/``morale``/``acts``,
``abilities`` and ``on_reveal`` effects; structures ``strength``/``fortitude``/
``morale``/``housing`` (room for occupants); belongings are ``gear`` (a ``bonus``
to the denizen carrying them) or lie on the field with their own ``fortitude``;
fortifications give a structure a ``bonus``; traps have a ``trigger``, a ``scope``
and ``effects``; mysticisms a ``target``, ``effects`` and an ``afterlife`` (void
or middling); resources a ``harvest``. ``harvest`` (bounty each Harvest Phase)
and ``capacity`` (store capacity change) are allowed on every card that stays
in play. Effects (``do``) form the vocabulary of
:mod:`holytable.games.holdfast.effects`; a card needing its own code names a
handler (``do: handler, handler: <name>``) from :data:`NAMED_HANDLERS`.

Deck file ``decks/holdfast/<name>.yaml``::

    game: holdfast
    name: Stonewardens
    cards: {quarry: 6, palisade: 3, ...}   # HF-2: 40-60 cards

Rule IDs: HF-2 (decks), HF-4 (bounty), HF-8 (card types), HF-13 (traps),
HF-15 (effects).
"""
from __future__ import annotations

import re
from typing import Annotated, Literal, Union

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, field_validator, model_validator

from holytable.engine.deckfile import CardCount, CardKey, check_keys, fill_keys
from holytable.engine.deckfolder import DeckRuleError

KEY_PATTERN = r"^[a-z0-9][a-z0-9_-]{0,39}$"
_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f]")

#: HF-4.1: the five kinds of bounty, in display order.
KINDS = ("current", "material", "production", "stock", "wealth")
KIND_NAMES = {"current": "Current", "material": "Material", "production": "Production", "stock": "Stock",
              "wealth": "Wealth"}
CARD_TYPES = ("denizen", "structure", "belonging", "fortification", "trap", "mysticism", "resource")

#: HF-2: deck construction.
DECK_MIN, DECK_MAX = 40, 60
MAX_COPIES = 3
MAX_RESOURCE_COPIES = 6  # also for basics (is_basic)
MIN_DENIZENS, MIN_STRUCTURES = 6, 6

#: Named handlers a card may list (``do: handler``); effects.py implements each.
NAMED_HANDLERS = frozenset({"earthquake", "call_to_arms"})


def printable(v: str) -> str:
    """A display name must be printable text (no control characters)."""
    if _CONTROL.search(v):
        raise ValueError("a name must be printable text (no control characters or line breaks)")
    return v


PrintableName = Annotated[str, Field(min_length=1, max_length=40), AfterValidator(printable)]
CardType = Literal["denizen", "structure", "belonging", "fortification", "trap", "mysticism", "resource"]


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, str_strip_whitespace=True)


class Bounty(Strict):
    """An amount of bounty per kind (HF-4). In a cost, ``any`` is paid with any
    kinds the payer chooses (HF-4.4); in a harvest ``any`` is not allowed."""

    current: int = Field(default=0, ge=0, le=40)
    material: int = Field(default=0, ge=0, le=40)
    production: int = Field(default=0, ge=0, le=40)
    stock: int = Field(default=0, ge=0, le=40)
    wealth: int = Field(default=0, ge=0, le=40)
    any: int = Field(default=0, ge=0, le=40)

    def specific(self) -> tuple[int, ...]:
        """Amounts of the five kinds, in KINDS order (``any`` left out)."""
        return (self.current, self.material, self.production, self.stock, self.wealth)

    def total(self) -> int:
        return sum(self.specific()) + self.any

    def label(self) -> str:
        """``"2 Material, 1 any"``; ``"free"`` when nothing."""
        parts = [f"{n} {KIND_NAMES[k]}" for k, n in zip(KINDS, self.specific()) if n]
        if self.any:
            parts.append(f"{self.any} any")
        return ", ".join(parts) or "free"


NONE = Bounty()


class Stats(Strict):
    """A bonus to the card something is attached to (gear, fortification)."""

    strength: int = Field(default=0, ge=-5, le=10)
    fortitude: int = Field(default=0, ge=-5, le=10)
    morale: int = Field(default=0, ge=-5, le=10)
    housing: int = Field(default=0, ge=0, le=4)
    acts: int = Field(default=0, ge=0, le=2)


Do = Literal["damage", "weaken", "bolster", "stop", "morale", "shield", "repair", "gain", "levy", "recover",
             "reveal", "oust", "handler"]
To = Literal["target", "assailants", "strongest", "defended", "source", "courtyard", "perimeter", "yours", "assault",
             "you"]
#: Effect targets that only exist during an assault (traps and reveal effects).
ASSAULT_TO = ("assailants", "strongest", "defended", "assault")
#: do -> the ``to`` values it accepts (HF-15).
EFFECT_TO: dict[str, tuple[str, ...]] = {
    "damage": ("target", "assailants", "strongest"),
    "weaken": ("target", "assailants", "strongest"),
    "bolster": ("target", "defended", "source", "courtyard", "perimeter", "yours"),
    "stop": ("assault",),
    "morale": ("assault",),
    "shield": ("defended", "target"),
    "repair": ("target", "perimeter"),
    "gain": ("you",),
    "levy": ("target",),
    "recover": ("target",),
    "reveal": ("target",),
    "oust": ("target",),
    "handler": ("you", "target"),
}
TargetKind = Literal["enemy_denizen", "enemy_unit", "enemy_structure", "own_denizen", "own_structure",
                     "enemy_face_down", "enemy_player", "rubble"]
#: Target kinds each ``to: target`` effect can use.
TARGET_FOR: dict[str, tuple[str, ...]] = {
    "damage": ("enemy_denizen", "enemy_unit", "enemy_structure"),
    "weaken": ("enemy_denizen",),
    "bolster": ("own_denizen", "own_structure"),
    "shield": ("own_denizen", "own_structure"),
    "repair": ("own_structure",),
    "levy": ("enemy_player",),
    "recover": ("rubble",),
    "reveal": ("enemy_face_down",),
    "oust": ("enemy_structure",),
    "handler": ("enemy_structure", "enemy_player", "own_denizen"),  # for handlers that take a target
}


class Effect(Strict):
    """One instruction, resolved in printed order (HF-15).

    do: the vocabulary word; to: who or what it affects; amount: its size;
    stat: what ``bolster`` raises (until the end of the turn); bounty: what
    ``gain`` adds or ``levy`` charges; turns: how many Maintenance Phases a levy
    lasts; handler: for ``do: handler``, a name in NAMED_HANDLERS.
    """

    do: Do
    to: To
    amount: int = Field(default=1, ge=0, le=20)
    stat: Literal["strength", "fortitude", "morale"] = "strength"
    bounty: Bounty | None = None
    turns: int = Field(default=1, ge=1, le=9)
    handler: str | None = None

    @model_validator(mode="after")
    def _fits(self) -> "Effect":
        if self.to not in EFFECT_TO[self.do]:
            raise ValueError(f"effect {self.do!r} cannot apply to {self.to!r} (use one of {', '.join(EFFECT_TO[self.do])})")
        if self.do in ("gain", "levy"):
            if self.bounty is None or not sum(self.bounty.specific()):
                raise ValueError(f"effect {self.do!r} needs a bounty of named kinds")
            if self.bounty.any:
                raise ValueError(f"effect {self.do!r} names its kinds: 'any' is not allowed")
        elif self.bounty is not None:
            raise ValueError(f"effect {self.do!r} takes no bounty")
        if self.do == "handler" and self.handler not in NAMED_HANDLERS:
            raise ValueError(f"unknown handler {self.handler!r}")
        if self.do != "handler" and self.handler is not None:
            raise ValueError("only 'do: handler' names a handler")
        return self


class Target(Strict):
    """What a mysticism or ability targets (HF-15.2), chosen when it is played.

    kind: see TargetKind; where: ``anywhere``, ``outland`` (only cards in the
    outland) or ``range`` (in range of the card using the ability, HF-6.5);
    card_type: for ``rubble``, the type of card taken back.
    """

    kind: TargetKind
    where: Literal["anywhere", "outland", "range"] = "anywhere"
    card_type: CardType | None = None

    @model_validator(mode="after")
    def _fits(self) -> "Target":
        if (self.kind == "rubble") != (self.card_type is not None):
            raise ValueError("a rubble target names its card_type, and only a rubble target does")
        return self


def _check_effects(target: Target | None, effects: tuple[Effect, ...], *, assault: bool, where: str) -> None:
    uses = [e for e in effects if e.to == "target"]
    if uses and target is None:
        raise ValueError(f"effect {uses[0].do!r} applies to the target, but no target is declared")
    if target is not None and not uses:
        raise ValueError("a target is declared but no effect applies to it")
    for e in uses:
        if target is not None and target.kind not in TARGET_FOR.get(e.do, ()):
            raise ValueError(f"effect {e.do!r} cannot use a target of kind {target.kind!r}")
    for e in effects:
        if (e.to in ASSAULT_TO) and not assault:
            raise ValueError(f"effect {e.do!r} to {e.to!r} only works during an assault (a trap or a reveal effect), not in {where}")
        if assault and e.to == "target":
            raise ValueError(f"{where} chooses no target")


class Ability(Strict):
    """An ability of a card in play (HF-9.4): using it is an action of the card.
    ``sacrifice``: the card goes to its owner's rubble afterwards (consumables)."""

    name: str = Field(min_length=1, max_length=40)
    cost: Bounty = NONE
    target: Target | None = None
    effects: tuple[Effect, ...] = Field(min_length=1)
    sacrifice: bool = False

    @model_validator(mode="after")
    def _fits(self) -> "Ability":
        _check_effects(self.target, self.effects, assault=False, where="an ability")
        return self


class CardBase(Strict):
    key: str = Field(pattern=KEY_PATTERN)
    name: PrintableName
    cost: Bounty = NONE
    maintenance: Bounty = NONE
    text: str = Field(default="", max_length=400)

    # defaults every card type answers (overridden per type)
    @property
    def stays(self) -> bool:
        """True for cards that stay in play (not mysticisms)."""
        return True


class _InPlay(CardBase):
    harvest: Bounty | None = None
    capacity: int = Field(default=0, ge=-20, le=20)
    abilities: tuple[Ability, ...] = ()

    @field_validator("harvest")
    @classmethod
    def _harvest_named(cls, v: Bounty | None) -> Bounty | None:
        if v is not None and (v.any or not sum(v.specific())):
            raise ValueError("a harvest names its kinds ('any' is not allowed) and adds at least 1")
        return v


class Denizen(_InPlay):
    """HF-8.1: people; they move, assault and use abilities."""

    type: Literal["denizen"]
    strength: int = Field(ge=0, le=20)
    fortitude: int = Field(ge=1, le=30)
    morale: int = Field(default=0, ge=0, le=20)
    acts: int = Field(default=1, ge=1, le=3)
    on_reveal: tuple[Effect, ...] = ()

    @model_validator(mode="after")
    def _fits(self) -> "Denizen":
        _check_effects(None, self.on_reveal, assault=True, where="a reveal effect")
        return self


class Structure(_InPlay):
    """HF-8.2: structures house occupants and build perimeters."""

    type: Literal["structure"]
    strength: int = Field(default=0, ge=0, le=20)
    fortitude: int = Field(ge=1, le=40)
    morale: int = Field(default=0, ge=0, le=20)
    housing: int = Field(default=0, ge=0, le=6)


class Belonging(_InPlay):
    """HF-8.3: tangibles. ``gear`` attaches to a denizen and gives it ``bonus``;
    other belongings lie on the field with their own ``fortitude``."""

    type: Literal["belonging"]
    gear: bool = False
    bonus: Stats = Stats()
    strength: int = Field(default=0, ge=0, le=20)
    fortitude: int = Field(default=0, ge=0, le=30)
    morale: int = Field(default=0, ge=0, le=20)

    @model_validator(mode="after")
    def _fits(self) -> "Belonging":
        if self.gear:
            if self.fortitude or self.strength or self.morale:
                raise ValueError("gear has no strength, fortitude or morale of its own: give it a bonus")
            if self.bonus.housing:
                raise ValueError("gear cannot give housing")
        else:
            if self.bonus != Stats():
                raise ValueError("only gear gives a bonus")
            if self.fortitude < 1:
                raise ValueError("a belonging that is not gear needs a fortitude of at least 1")
        return self


class Fortification(_InPlay):
    """HF-8.4: improves the structure it is attached to by ``bonus``."""

    type: Literal["fortification"]
    bonus: Stats = Stats()

    @model_validator(mode="after")
    def _fits(self) -> "Fortification":
        if self.bonus.acts:
            raise ValueError("a fortification cannot give actions")
        return self


class Trap(CardBase):
    """HF-13: set face down; sprung by its controller during an assault.

    trigger: ``declared`` (after an assault is declared), ``revealed`` (when an
    assault turns it face up), ``morale`` (a structure assault's morale step) or
    ``damage`` (before damage is dealt); scope: ``hold`` (anywhere in play),
    ``near`` (housed in the target, or in range of it) or ``housed`` (housed in
    the assaulted structure)."""

    type: Literal["trap"]
    trigger: Literal["declared", "revealed", "morale", "damage"]
    scope: Literal["hold", "near", "housed"] = "hold"
    effects: tuple[Effect, ...] = Field(min_length=1)

    @model_validator(mode="after")
    def _fits(self) -> "Trap":
        _check_effects(None, self.effects, assault=True, where="a trap")
        for e in self.effects:
            if e.do == "morale" and self.trigger not in ("declared", "revealed", "morale"):
                raise ValueError("a morale effect must come before the morale step (declared, revealed or morale)")
        return self


class Mysticism(CardBase):
    """HF-8.6: played in your Command Phase; goes to the void afterwards, or to the
    middling when ``afterlife: middling`` (HF-7.4). ``pitch``: cards from your hand
    to your rubble as an extra cost."""

    type: Literal["mysticism"]
    target: Target | None = None
    effects: tuple[Effect, ...] = Field(min_length=1)
    afterlife: Literal["void", "middling"] = "void"
    pitch: int = Field(default=0, ge=0, le=3)

    @property
    def stays(self) -> bool:
        return False

    @model_validator(mode="after")
    def _fits(self) -> "Mysticism":
        _check_effects(self.target, self.effects, assault=False, where="a mysticism")
        if self.maintenance != NONE:
            raise ValueError("a mysticism does not stay in play: it has no maintenance")
        return self


class Resource(_InPlay):
    """HF-8.7: produces bounty; never stays in a hand."""

    type: Literal["resource"]

    @model_validator(mode="after")
    def _fits(self) -> "Resource":
        if self.harvest is None:
            raise ValueError("a resource needs a harvest")
        if self.abilities:
            raise ValueError("a resource has no abilities")
        return self


Card = Annotated[Union[Denizen, Structure, Belonging, Fortification, Trap, Mysticism, Resource], Field(discriminator="type")]
AnyCard = Union[Denizen, Structure, Belonging, Fortification, Trap, Mysticism, Resource]


class Pool(Strict):
    """The card pool file."""

    game: Literal["holdfast"]
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
    """A deck file: a name and card counts (HF-2)."""

    game: Literal["holdfast"]
    name: PrintableName
    cards: dict[CardKey, Annotated[CardCount, AfterValidator(_at_least_one)]] = Field(min_length=1)
    # each bad key or count is its own problem


class DeckEntry(Strict):
    card: Card
    count: int = Field(ge=1, le=MAX_RESOURCE_COPIES)


#: A deck that breaks HF-2; ``loc`` and ``card`` locate it in the file.
DeckError = DeckRuleError


def is_basic(card: "Card") -> bool:
    """HF-2.2: a basic is a denizen or structure whose cost names no kind of
    bounty (free, or only ``any``): a deck may hold six of it."""
    return card.type in ("denizen", "structure") and not any(card.cost.specific())


def deck_problem(entries: tuple[DeckEntry, ...] | list[DeckEntry]) -> DeckError | None:
    """The first way ``entries`` break HF-2, or None for a legal deck."""
    keys = [e.card.key for e in entries]
    if len(set(keys)) != len(keys):
        return DeckError("a card is listed twice")
    for e in entries:
        limit = MAX_RESOURCE_COPIES if e.card.type == "resource" or is_basic(e.card) else MAX_COPIES
        if e.count > limit:
            what = "resource card" if e.card.type == "resource" else "basic card" if is_basic(e.card) else "card"
            return DeckError(f"at most {limit} copies of a {what}, not {e.count}", card=e.card.key,
                             loc=("cards", e.card.key))
    total = sum(e.count for e in entries)
    if not DECK_MIN <= total <= DECK_MAX:
        return DeckError(f"a deck holds {DECK_MIN} to {DECK_MAX} cards, this one {total}")
    for kind, need in (("denizen", MIN_DENIZENS), ("structure", MIN_STRUCTURES)):
        n = sum(e.count for e in entries if e.card.type == kind)
        if n < need:
            return DeckError(f"a deck holds at least {need} {kind}s, this one {n}")
    return None


class Deck(Strict):
    """A deck resolved against the pool: what a game is built from and what the
    game record stores (so a record replays even if the pool file changes)."""

    name: PrintableName
    cards: tuple[DeckEntry, ...] = Field(min_length=1)

    @model_validator(mode="after")
    def _legal(self) -> "Deck":
        """HF-2 holds for resolved decks too (a hand-edited save cannot cheat)."""
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
            problems.append(DeckError("not in the Holdfast card pool", card=key, loc=("cards", key)))
        else:
            entries.append(DeckEntry.model_construct(card=pool.cards[key], count=n))
    for e in entries:  # every card over its limit, before the first deck-wide problem
        err = deck_problem([e])
        if err is not None and err.card is not None:
            problems.append(err)
    if not problems:
        err = deck_problem(entries)
        if err is not None:
            problems.append(err)
    DeckError.raise_all(problems)
    return Deck(name=deck.name, cards=tuple(DeckEntry(card=e.card, count=e.count) for e in entries))
