"""Pantheon card pool and deck lists as pydantic models (docs/rules/pantheon.md).

Pool file ``decks/pantheon/cards.yaml``::

    game: pantheon
    cards:
      anubis:                      # card key: lower-case letters, digits, '-', '_'
        type: character            # character | relic | field | magic   (PN-14..PN-17)
        name: Anubis, Heart Weigher
        pantheon: Egyptian         # Egyptian | Greek | Norse
        class: 3                   # 1..3
        hp: 15
        cost: 3                    # CP for characters, relics and fields; MP for magic
        withdraw: 3                # CP to move it from an active spot to the bench
        subtypes: [Dog God]
        keywords: [stoic]          # printed: stoic, immortal, counter, cunning
        c3: {died_this_turn: true} # Class 3 only: the C3 Cost (PN-14.3)
        attacks:                   # one or two
          - {name: Judgment Force, cost: 3, damage: 6, bonus: {per: own_grave_characters}}
        statics:   [...]           # Static: continuous effects
        triggers:  [...]           # Trigger: "when X, do Y"
        abilities: [...]           # Activated: "pay C: do Y", once per turn
        enlightened: {wp: 4, ...}  # PN-13.3: more statics/triggers/abilities/attacks
        text: "..."                # the card's text as players read it

Relics add ``subtype: equipment`` (attaches to a character; its ``attacks`` are
granted to the host) or leave it out (played to the bench). Fields have ``decay``
(turns) or ``preservation: true``. Magic has ``subtype`` twist | spell | blessing |
curse, an optional ``target``, ``effects`` and, for blessings and curses, the
``statics``/``triggers`` they give while attached.

Deck file ``decks/pantheon/<name>.yaml``::

    game: pantheon
    name: Weighing of Souls
    plan: "Poison, attrition and the graveyard"
    cards: {jackal-warrior: 3, anubis: 1, ...}   # PN-2: >= 40 cards, <= 3 copies

The effect vocabulary (``do``) is implemented in :mod:`.effects`; a card needing
its own code names a handler (``do: handler, handler: <name>``) listed in
:data:`NAMED_HANDLERS`.
"""
from __future__ import annotations

import re
from typing import Annotated, Literal, Union

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, field_validator, model_validator

from holytable.engine.deckfile import CardCount, CardKey, check_keys, fill_keys as _fill_keys
from holytable.engine.deckfolder import DeckRuleError

KEY_PATTERN = r"^[a-z0-9][a-z0-9_-]{0,39}$"
_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f]")

#: PN-2: deck construction.
MIN_DECK = 40
MAX_DECK = 200  # ours: the text sets no maximum; this keeps files sane
MAX_COPIES = 3
MAX_COPIES_CLASS3 = 1


def printable(v: str) -> str:
    """Names and texts are printable: no control characters (no escape codes)."""
    if _CONTROL.search(v):
        raise ValueError("text must be printable (no control characters or line breaks)")
    return v


Name = Annotated[str, Field(min_length=1, max_length=40), AfterValidator(printable)]
Text = Annotated[str, Field(max_length=400), AfterValidator(printable)]

Pantheon = Literal["Egyptian", "Greek", "Norse"]
Resource = Literal["cp", "mp", "ap"]
#: PN-13: printed keywords of characters, and every keyword an effect may apply.
PrintedKeyword = Literal["stoic", "immortal", "counter", "cunning"]
Keyword = Literal["stoic", "immortal", "counter", "cunning", "poisoned", "silenced"]

#: What a card or ability targets when it is played (chosen before responses).
TargetKind = Literal[
    "enemy_active", "enemy_character", "own_character", "own_active", "any_character", "any_active",
    "enemy_spot", "opponent", "field", "relic", "own_grave_character",
]
UNIT_TARGETS = ("enemy_active", "enemy_character", "own_character", "own_active", "any_character", "any_active")
To = Literal["target", "self", "you", "opponents", "each_player", "all_enemy_active", "all_own_active", "all_active", "occ"]
UNIT_TO = ("target", "self", "all_enemy_active", "all_own_active", "all_active")
PLAYER_TO = ("you", "opponents", "each_player", "target")

Do = Literal[
    "damage", "heal", "poison", "silence", "grant", "strip", "destroy", "seal", "bounce", "boost", "shield",
    "extra_attack", "draw", "mill", "discard", "points", "token", "gain_wp", "drain_wp", "steal_wp", "redirect_wp",
    "cancel", "retarget", "revive", "discard_field", "destroy_relic", "handler",
]
#: do -> the ``to`` values it accepts.
EFFECT_TO: dict[str, tuple[str, ...]] = {
    **{d: UNIT_TO for d in ("damage", "heal", "poison", "silence", "grant", "strip", "boost", "shield", "extra_attack")},
    "destroy": ("target", "self"), "seal": ("target",), "bounce": ("target",),
    "draw": PLAYER_TO, "mill": PLAYER_TO, "discard": PLAYER_TO,
    "points": ("you",), "token": ("you",), "gain_wp": ("you",),
    "drain_wp": ("opponents", "target"), "steal_wp": ("opponents", "target"), "redirect_wp": ("target", "occ"),
    "cancel": ("occ",), "retarget": ("occ",), "revive": ("target",), "discard_field": ("target",),
    "destroy_relic": ("target",), "handler": ("you", "target", "self", "occ"),
}
#: do -> target kinds a ``to: target`` effect needs.
TARGET_FOR: dict[str, tuple[str, ...]] = {
    **{d: UNIT_TARGETS for d in ("damage", "heal", "poison", "silence", "grant", "strip", "destroy", "seal",
                                 "bounce", "boost", "shield", "extra_attack")},
    **{d: ("opponent",) for d in ("draw", "mill", "discard", "drain_wp", "steal_wp", "redirect_wp")},
    "revive": ("own_grave_character",), "discard_field": ("field",), "destroy_relic": ("relic",),
    "handler": TargetKind.__args__,  # type: ignore[attr-defined]
}

When = Literal["upkeep", "end_of_turn", "on_play", "own_death", "any_death", "on_destroy", "on_attack", "roll_locked"]
StaticKind = Literal[
    "damage_bonus", "reduction", "hp_bonus", "keyword", "cannot_attack", "attack_cost", "active_spots", "bench_spots",
]
StaticTo = Literal[
    "self", "own_active", "own_characters", "enemy_active", "enemy_characters", "all_active", "all_characters",
    "you", "each_player",
]
SPOT_KINDS = ("active_spots", "bench_spots")

#: Named handlers a card may list; effects.py implements each (checked at import).
NAMED_HANDLERS = frozenset({"anubis_return", "demeter_token", "ragnarok", "mimir_counsel"})


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, str_strip_whitespace=True, populate_by_name=True)


class Cost(Strict):
    """A cost in points (tokens make up a shortfall, PN-7.3)."""

    cp: int = Field(default=0, ge=0, le=9)
    mp: int = Field(default=0, ge=0, le=9)
    ap: int = Field(default=0, ge=0, le=9)

    def as_list(self) -> list[int]:
        return [self.cp, self.mp, self.ap]


class Effect(Strict):
    """One step of a card's effect. ``amount`` is damage, HP, cards, points or WP;
    ``turns`` how many upkeeps an applied keyword lasts (PN-13.8)."""

    do: Do
    to: To = "target"
    amount: int = Field(default=1, ge=0, le=20)
    keyword: Keyword | None = None
    turns: int = Field(default=1, ge=1, le=9)
    resource: Resource | None = None
    handler: str | None = None

    @model_validator(mode="after")
    def _fits(self) -> "Effect":
        if self.to not in EFFECT_TO[self.do]:
            raise ValueError(f"effect {self.do!r} cannot go to {self.to!r} (allowed: {', '.join(EFFECT_TO[self.do])})")
        if self.do in ("grant", "strip") and self.keyword is None:
            raise ValueError(f"effect {self.do!r} needs a keyword")
        if self.do in ("points", "token") and self.resource is None:
            raise ValueError(f"effect {self.do!r} needs a resource (cp, mp or ap)")
        if (self.do == "handler") != (self.handler is not None):
            raise ValueError("a handler name goes with 'do: handler' and only there")
        if self.handler is not None and self.handler not in NAMED_HANDLERS:
            raise ValueError(f"unknown handler {self.handler!r}")
        return self


def _check_targets(effects: tuple[Effect, ...], target: str | None, where: str) -> None:
    """Every ``to: target`` effect needs a target of a kind it can use."""
    for e in effects:
        if e.to != "target":
            continue
        if target is None:
            raise ValueError(f"{where}: effect {e.do!r} goes to a target but no target is given")
        if target not in TARGET_FOR[e.do]:
            raise ValueError(f"{where}: effect {e.do!r} cannot use a target of kind {target!r}")


class Static(Strict):
    """A continuous effect (PN-14.2). ``to: self`` is the card itself, the host of
    an attached card, or whoever stands on a cursed spot."""

    kind: StaticKind
    amount: int = Field(default=1, ge=-9, le=9)
    to: StaticTo = "self"
    keyword: Keyword | None = None
    pantheon: Pantheon | None = None
    subtype: str | None = Field(default=None, max_length=40)

    @model_validator(mode="after")
    def _fits(self) -> "Static":
        if (self.kind == "keyword") != (self.keyword is not None):
            raise ValueError("a keyword static names its keyword (and only a keyword static does)")
        if self.kind in SPOT_KINDS and self.to not in ("you", "each_player"):
            raise ValueError(f"{self.kind} go to 'you' or 'each_player'")
        if self.kind not in SPOT_KINDS and self.to in ("you", "each_player"):
            raise ValueError(f"{self.kind} applies to characters, not to players")
        return self


class Trigger(Strict):
    """A triggered ability: when ``when`` happens, do ``effects`` (``optional``: the
    controller may decline)."""

    when: When
    target: TargetKind | None = None
    effects: tuple[Effect, ...] = Field(min_length=1)
    optional: bool = False

    @model_validator(mode="after")
    def _fits(self) -> "Trigger":
        _check_targets(self.effects, self.target, f"trigger {self.when}")
        if self.when == "upkeep" and any(e.do == "points" for e in self.effects):
            raise ValueError("an upkeep trigger gives tokens, not points (points are lost at the end of the turn)")
        if any(e.to == "occ" for e in self.effects):
            raise ValueError("only Twists answer another play (to: occ)")
        return self


class Activated(Strict):
    """An activated ability (PN-14.2): pay ``cost``, once per turn, in your Play phases."""

    name: Name
    cost: Cost = Cost()
    target: TargetKind | None = None
    effects: tuple[Effect, ...] = Field(min_length=1)

    @model_validator(mode="after")
    def _fits(self) -> "Activated":
        _check_targets(self.effects, self.target, f"ability {self.name!r}")
        if any(e.to == "occ" for e in self.effects):
            raise ValueError("only Twists answer another play (to: occ)")
        return self


class Bonus(Strict):
    """An attack bonus that grows: ``amount`` per counted thing (PN-12.1)."""

    per: Literal["own_grave_characters", "own_active_characters", "your_wp"]
    amount: int = Field(default=1, ge=1, le=5)


class Attack(Strict):
    """One attack: pay ``cost`` AP, deal ``damage`` (split over up to ``split``
    targets), ``reach: any`` also hits benched characters; ``effects`` happen to the
    attacked characters (``to: target``) or the attacker (``to: self``)."""

    name: Name
    cost: int = Field(ge=0, le=9)
    damage: int = Field(ge=0, le=30)
    split: int = Field(default=1, ge=1, le=3)
    reach: Literal["active", "any"] = "active"
    bonus: Bonus | None = None
    effects: tuple[Effect, ...] = ()

    @model_validator(mode="after")
    def _fits(self) -> "Attack":
        for e in self.effects:
            ok = (e.to == "self" and "self" in EFFECT_TO[e.do]) or (
                e.to == "target" and "enemy_active" in TARGET_FOR.get(e.do, ()))
            if not ok:
                raise ValueError(f"attack {self.name!r}: effect {e.do!r} cannot go to {e.to!r} "
                                 "(attack effects go to the attacked character, target, or the attacker, self)")
        return self


class Enlightened(Strict):
    """PN-13.3 Enlightened X: these parts work only while the controller has at
    least ``wp`` worship points."""

    wp: int = Field(ge=1, le=20)
    statics: tuple[Static, ...] = ()
    triggers: tuple[Trigger, ...] = ()
    abilities: tuple[Activated, ...] = ()
    attacks: tuple[Attack, ...] = ()


class Filter(Strict):
    """Which characters count: by pantheon and/or subtype."""

    pantheon: Pantheon | None = None
    subtype: str | None = Field(default=None, max_length=40)
    count: int = Field(default=1, ge=1, le=5)


class C3Cost(Strict):
    """PN-14.3: the extra requirement of a Class 3 card, checked and paid on play."""

    died_this_turn: bool = False
    sacrifice: Literal["character", "relic"] | None = None
    discard: int = Field(default=0, ge=0, le=5)
    mill: int = Field(default=0, ge=0, le=10)
    control: Filter | None = None
    graveyard: int = Field(default=0, ge=0, le=10)
    wp: int = Field(default=0, ge=0, le=20)

    @model_validator(mode="after")
    def _something(self) -> "C3Cost":
        if not (self.died_this_turn or self.sacrifice or self.discard or self.mill or self.control
                or self.graveyard or self.wp):
            raise ValueError("a C3 Cost must ask for something")
        return self


class CardBase(Strict):
    key: str = Field(pattern=KEY_PATTERN)
    name: Name
    pantheon: Pantheon
    class_: int = Field(alias="class", ge=1, le=3)
    cost: int = Field(ge=0, le=9)
    text: Text = ""


class _HasC3(CardBase):
    c3: C3Cost | None = None

    @model_validator(mode="after")
    def _c3_for_class3(self):
        if self.class_ == 3 and self.c3 is None:
            raise ValueError(f"a Class 3 {getattr(self, 'type')} needs a C3 Cost")
        if self.class_ != 3 and self.c3 is not None:
            raise ValueError("only Class 3 cards carry a C3 Cost")
        return self


class Character(_HasC3):
    """PN-14: a character. Cost in CP; ``withdraw`` CP to go back to the bench."""

    type: Literal["character"]
    hp: int = Field(ge=1, le=30)
    withdraw: int = Field(ge=1, le=9)
    subtypes: tuple[Name, ...] = Field(min_length=1, max_length=4)
    keywords: tuple[PrintedKeyword, ...] = ()
    attacks: tuple[Attack, ...] = Field(min_length=1, max_length=2)
    statics: tuple[Static, ...] = ()
    triggers: tuple[Trigger, ...] = ()
    abilities: tuple[Activated, ...] = ()
    enlightened: Enlightened | None = None

    @field_validator("keywords")
    @classmethod
    def _no_repeats(cls, v: tuple) -> tuple:
        if len(set(v)) != len(v):
            raise ValueError("a keyword is listed twice")
        return v


class Relic(_HasC3):
    """PN-15: a relic. ``subtype: equipment`` attaches to a character on play;
    otherwise it goes to the bench."""

    type: Literal["relic"]
    subtype: Literal["equipment"] | None = None
    statics: tuple[Static, ...] = ()
    triggers: tuple[Trigger, ...] = ()
    abilities: tuple[Activated, ...] = ()
    attacks: tuple[Attack, ...] = ()

    @model_validator(mode="after")
    def _shape(self) -> "Relic":
        if self.attacks and self.subtype != "equipment":
            raise ValueError("only equipment grants attacks")
        if not (self.statics or self.triggers or self.abilities or self.attacks):
            raise ValueError("a relic needs an ability")
        return self


class FieldCard(CardBase):
    """PN-16: a field. ``decay``: discarded after that many End phases;
    ``preservation``: never decays."""

    type: Literal["field"]
    decay: int | None = Field(default=None, ge=1, le=9)
    preservation: bool = False
    statics: tuple[Static, ...] = ()
    triggers: tuple[Trigger, ...] = ()

    @model_validator(mode="after")
    def _shape(self) -> "FieldCard":
        if (self.decay is None) == (not self.preservation):
            raise ValueError("a field has either decay (turns) or preservation, not both")
        if not (self.statics or self.triggers):
            raise ValueError("a field needs an effect")
        return self


class Magic(CardBase):
    """PN-17: magic, paid in MP. Twist (any time, also in response), Spell (your
    Play phases), Blessing/Curse (attach to a character, or a Curse to an active
    spot). ``responds``: a Twist that answers only that kind of play."""

    type: Literal["magic"]
    subtype: Literal["twist", "spell", "blessing", "curse"]
    target: TargetKind | None = None
    responds: Literal["attack", "card", "any"] | None = None
    effects: tuple[Effect, ...] = ()
    statics: tuple[Static, ...] = ()
    triggers: tuple[Trigger, ...] = ()

    @model_validator(mode="after")
    def _shape(self) -> "Magic":
        _check_targets(self.effects, self.target, self.name)
        attach = self.subtype in ("blessing", "curse")
        if attach:
            ok = UNIT_TARGETS + (("enemy_spot",) if self.subtype == "curse" else ())
            if self.target not in ok:
                raise ValueError(f"a {self.subtype} attaches to a character" + (" or an active spot" if self.subtype == "curse" else ""))
            if not (self.statics or self.triggers or self.effects):
                raise ValueError(f"a {self.subtype} needs an effect")
        else:
            if self.statics or self.triggers:
                raise ValueError("only blessings and curses have statics or triggers")
            if not self.effects:
                raise ValueError("a twist or spell needs effects")
        uses_occ = any(e.to == "occ" for e in self.effects)
        if uses_occ and (self.subtype != "twist" or self.responds is None):
            raise ValueError("only a Twist with 'responds' can answer another play (to: occ)")
        if self.responds is not None and self.subtype != "twist":
            raise ValueError("only Twists respond")
        if any(e.do == "retarget" for e in self.effects) and self.responds != "attack":
            raise ValueError("retarget answers an attack (responds: attack)")
        return self

    @property
    def attaches(self) -> bool:
        return self.subtype in ("blessing", "curse")


Card = Annotated[Union[Character, Relic, FieldCard, Magic], Field(discriminator="type")]




class Pool(Strict):
    """The card pool file."""

    game: Literal["pantheon"]
    cards: dict[str, Card] = Field(min_length=1)

    @model_validator(mode="before")
    @classmethod
    def _keys(cls, data: object) -> object:
        return _fill_keys(data, "cards")

    @model_validator(mode="after")
    def _keys_match(self) -> "Pool":
        check_keys(self.cards)
        return self


class DeckList(Strict):
    """A deck file: name, plan and card counts (PN-2 is checked on resolving)."""

    game: Literal["pantheon"]
    name: Name
    plan: Text = ""
    cards: dict[CardKey, CardCount] = Field(min_length=1)  # each bad key or count its own problem


#: A deck that breaks PN-2; ``loc`` and ``card`` locate it in the file.
DeckError = DeckRuleError


def limit_of(card: Character | Relic | FieldCard | Magic) -> int:
    """PN-2: copies allowed of a card (1 for Class 3 characters and relics)."""
    if card.class_ == 3 and card.type in ("character", "relic"):
        return MAX_COPIES_CLASS3
    return MAX_COPIES


def deck_problems(entries: list[tuple[Character | Relic | FieldCard | Magic, int]]) -> list[tuple[str, str | None]]:
    """PN-2 problems of a deck as ``(message, card key or None)``, first found first."""
    out: list[tuple[str, str | None]] = []
    seen = set()
    for card, n in entries:
        if card.key in seen:
            out.append(("listed twice", card.key))
        seen.add(card.key)
        if n < 1:
            out.append((f"a deck lists at least 1 copy of a card, not {n}", card.key))
        lim = limit_of(card)
        if n > lim:
            why = f"Class 3 {card.type}s are limited to {lim} copy" if lim == 1 else f"at most {lim} copies of a card"
            out.append((f"{why}, not {n}", card.key))
    total = sum(n for _, n in entries)
    if total < MIN_DECK:
        out.append((f"a deck needs at least {MIN_DECK} cards, this one has {total}", None))
    if total > MAX_DECK:
        out.append((f"a deck holds at most {MAX_DECK} cards, this one has {total}", None))
    return out


class DeckEntry(Strict):
    card: Card
    count: int = Field(ge=1, le=MAX_COPIES)


class Deck(Strict):
    """A deck resolved against the pool: what a game is built from and what the
    record stores (a record replays even if the pool changes)."""

    name: Name
    plan: Text = ""
    cards: tuple[DeckEntry, ...] = Field(min_length=1)

    @model_validator(mode="after")
    def _legal(self) -> "Deck":
        """PN-2 holds for resolved decks too (a hand-edited save cannot cheat)."""
        problems = deck_problems([(e.card, e.count) for e in self.cards])
        if problems:
            msg, card = problems[0]
            raise ValueError(f"card {card!r}: {msg}" if card else msg)
        return self

    def card_count(self) -> int:
        return sum(e.count for e in self.cards)


def resolve(deck: DeckList, pool: Pool) -> Deck:
    """Resolve a deck list against the pool (PN-2). Raises DeckError (every
    problem found: see DeckRuleError.problems)."""
    entries = []
    unknown = []
    for key, n in deck.cards.items():
        card = pool.cards.get(key)
        if card is None:
            unknown.append(DeckError("not in the Pantheon card pool", ("cards", key), key))
        else:
            entries.append((card, n))
    found = deck_problems(entries)
    problems = unknown + [DeckError(msg, ("cards", card), card) for msg, card in found if card]
    if not problems:  # a total is only meaningful once every card line is right
        problems = [DeckError(msg, ("cards",)) for msg, card in found if not card]
    DeckError.raise_all(problems)
    return Deck(name=deck.name, plan=deck.plan, cards=tuple(DeckEntry(card=c, count=n) for c, n in entries))
