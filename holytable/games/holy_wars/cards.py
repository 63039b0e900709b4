"""Holy Wars card pool and deck lists as pydantic models (docs/rules/holy-wars.md).

Pool file ``decks/holy_wars/cards.yaml``::

    game: holy_wars
    cards:
      hedge-preacher:              # card key: lower-case letters, digits, '-', '_'
        type: character            # character | action | event | reaction | conviction
        name: Hedge Preacher
        cost: 1                    # Faith Cost
        identifiers: [Religion]
        attack: 1
        defense: 2
        faith: 2                   # printed Faith (rescue and resistance, HW-14.2)
        combat_trained: false
        health: 3                  # only Characters such as Rowan 7 (HW-12)
        abilities: [...]           # Ability
        statics: [...]             # Static
        text: "..."                # shown to players
    sets:
      politics-of-fear:
        name: Politics of Fear
        components: [minister-of-alarms, state-of-emergency, broadcast-curfew]
        completion: {mark: 2}      # or {target: ..., effects: [...]}
        while_complete: [...]      # Static
        handlers: [fear_toll]      # named While Complete handlers (effects.py)

Deck file ``decks/holy_wars/<name>.yaml``::

    game: holy_wars
    name: Iron Order
    convictions: [order, grace]    # at most one per category
    set: politics-of-fear          # the registered Set Reserve
    cards: {riot-marshal: 3, ...}  # 30 cards: 18 Characters, 5 Actions, 4 Events, 3 Reactions

Effects (``do``) and statics (``kind``) form the small vocabulary of
:mod:`holytable.games.holy_wars.effects`; a card needing its own code names a
handler (``do: handler, handler: <name>``) listed in :data:`NAMED_HANDLERS`.
"""
from __future__ import annotations

import re
from typing import Annotated, Literal, Union

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, model_validator

from holytable.engine.deckfile import CardCount, CardKey, fill_keys as _fill_keys
from holytable.engine.deckfolder import DeckRuleError

KEY_PATTERN = r"^[a-z0-9][a-z0-9_-]{0,39}$"

Identifier = Literal[
    "Phenomenon", "Technology", "Religion", "Political", "Social", "Information", "Community", "Economic", "Set"
]
Category = Literal["Religion", "Political", "Social"]
MainType = Literal["character", "action", "event", "reaction"]

#: HW-2: the exact shape of a main deck.
DECK_SIZE = 30
DECK_TYPES: dict[str, int] = {"character": 18, "action": 5, "event": 4, "reaction": 3}
MAX_COPIES = 3

#: Named handlers a card may list (``do: handler``) and set handlers; effects.py
#: implements each one (checked at import there).
NAMED_HANDLERS = frozenset({"fear_toll"})

PLAYER_TO = ("you", "opponent", "each")
CARD_TO = ("target", "source", "all_enemy", "all_own")
ROLL_TO = ("own_roll", "opposing_roll")

#: do -> the ``to`` values it accepts (HW-19, effects.py).
EFFECT_TO: dict[str, tuple[str, ...]] = {
    "draw": PLAYER_TO,
    "gain_resolve": PLAYER_TO,
    "lose_resolve": PLAYER_TO,
    "gain_faith": ("you",),
    "exhaust": CARD_TO,
    "ready": CARD_TO,
    "defeat": ("target",),
    "boost": CARD_TO,
    "modify_roll": ROLL_TO,
    "reroll": ROLL_TO,
    "cancel": ("you",),
    "return_from_discard": ("target",),
    "return_to_hand": ("defeated",),
    "discard_event": ("target",),
    "remove_conviction": ("target",),
    "redirect": ("source",),
    "handler": ("you", "opponent", "target", "source"),
}
Do = Literal[
    "draw", "gain_resolve", "lose_resolve", "gain_faith", "exhaust", "ready", "defeat", "boost", "modify_roll",
    "reroll", "cancel", "return_from_discard", "return_to_hand", "discard_event", "remove_conviction", "redirect",
    "handler",
]
To = Literal[
    "you", "opponent", "each", "target", "source", "all_enemy", "all_own", "own_roll", "opposing_roll", "defeated"
]
#: Target kinds that the ``to: target`` effects need (HW-19).
TARGET_FOR: dict[str, tuple[str, ...]] = {
    "exhaust": ("enemy_character", "own_character", "any_character"),
    "ready": ("enemy_character", "own_character", "any_character"),
    "defeat": ("enemy_character", "own_character", "any_character"),
    "boost": ("enemy_character", "own_character", "any_character"),
    "return_from_discard": ("own_discard_character",),
    "discard_event": ("enemy_event",),
    "remove_conviction": ("enemy_conviction",),
    "handler": ("enemy_character", "own_character", "any_character"),
}


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, str_strip_whitespace=True)


class Target(Strict):
    """What a card or ability targets (HW-19). Declared on announcement."""

    kind: Literal[
        "enemy_character", "own_character", "any_character", "enemy_event", "own_discard_character",
        "enemy_conviction",
    ]
    state: Literal["any", "ready", "exhausted"] = "any"
    identifier: Identifier | None = None


class Effect(Strict):
    """One instruction, resolved in printed order (HW-8.5).

    do: the vocabulary word; amount: its size; to: who or what it affects;
    stat: for ``boost`` (attack, defense or faith until end of turn);
    hold: for ``exhaust``: it does not ready at its controller's next Recover;
    handler: for ``do: handler``, a name in NAMED_HANDLERS.
    """

    do: Do
    amount: int = Field(default=1, ge=-9, le=9)
    to: To = "you"
    stat: Literal["attack", "defense", "faith"] | None = None
    hold: bool = False
    handler: str | None = None

    @model_validator(mode="after")
    def _fits(self) -> "Effect":
        if self.to not in EFFECT_TO[self.do]:
            raise ValueError(f"effect {self.do!r} cannot apply to {self.to!r} (use one of {', '.join(EFFECT_TO[self.do])})")
        if self.do == "boost" and self.stat is None:
            raise ValueError("a boost needs a stat (attack, defense or faith)")
        if self.do == "handler" and self.handler not in NAMED_HANDLERS:
            raise ValueError(f"unknown handler {self.handler!r}")
        if self.do != "handler" and self.handler is not None:
            raise ValueError("only 'do: handler' names a handler")
        if self.do in ("draw", "gain_resolve", "lose_resolve", "gain_faith") and self.amount < 1:
            # a negative gain would lower Resolve or Faith past every check (HW-1.2, HW-20)
            raise ValueError(f"effect {self.do!r} needs an amount of at least 1, not {self.amount}")
        return self


def _check_targets(target: Target | None, effects: tuple[Effect, ...]) -> None:
    uses = [e for e in effects if e.to == "target"]
    if uses and target is None:
        raise ValueError(f"effect {uses[0].do!r} applies to the target, but no target is declared")
    if target is not None and not uses:
        raise ValueError("a target is declared but no effect applies to it")
    for e in uses:
        if target is not None and target.kind not in TARGET_FOR.get(e.do, ()):
            raise ValueError(f"effect {e.do!r} cannot use a target of kind {target.kind!r}")


def _check_standalone(effects: tuple["Effect", ...]) -> None:
    """Instructions that answer nothing (cards, Completions, turn triggers) cannot
    use what only an answer has: a roll, an occurrence to cancel or redirect, a
    defeat, a source Character."""
    for e in effects:
        if e.to in ROLL_TO or e.do in ("cancel", "redirect", "return_to_hand") or e.to == "source":
            raise ValueError(f"effect {e.do!r} to {e.to!r} only works in a Reaction or an ability")


class Mode(Strict):
    """One mode of a card: its target (optional) and its instructions."""

    label: str = Field(default="", max_length=60)
    target: Target | None = None
    effects: tuple[Effect, ...] = Field(min_length=1)

    @model_validator(mode="after")
    def _targets(self) -> "Mode":
        _check_targets(self.target, self.effects)
        _check_standalone(self.effects)
        return self


RollKind = Literal["attack", "direct", "capture", "rescue", "defiance"]
PlayKind = Literal["character", "action", "event", "completion"]


class Trigger(Strict):
    """When a Reaction (or a responding ability) may answer (HW-8.4).

    on:  ``play`` (a card or a set Completion being played), ``pre_roll`` (an
         attempt before its dice), ``post_roll`` (a completed roll), or
         ``post_defeat`` (a Character about to be defeated in battle).
    of:  which plays or attempts it answers (empty: any); ``attack`` answers a
         direct attack too (HW-8.4 ruling).
    by:  whose play/attempt it answers; for post_defeat whose Character.
    """

    on: Literal["play", "pre_roll", "post_roll", "post_defeat"]
    of: tuple[Literal["character", "action", "event", "completion", "attack", "direct", "capture", "rescue", "defiance"], ...] = ()
    by: Literal["opponent", "you", "any"] = "any"

    @model_validator(mode="after")
    def _fits(self) -> "Trigger":
        plays = {"character", "action", "event", "completion"}
        if self.on == "play" and not set(self.of) <= plays:
            raise ValueError("a play trigger answers character, action, event or completion")
        if self.on in ("pre_roll", "post_roll") and set(self.of) & plays:
            raise ValueError("a roll trigger answers attack, direct, capture, rescue or defiance")
        if self.on == "post_defeat" and self.of:
            raise ValueError("a post-defeat trigger takes no 'of'")
        return self


def _check_trigger_effects(trigger: Trigger, effects: tuple[Effect, ...]) -> None:
    for e in effects:
        if e.to in ROLL_TO and trigger.on not in ("pre_roll", "post_roll"):
            raise ValueError(f"effect {e.do!r} needs a pre-roll or post-roll trigger")
        if e.do == "reroll" and trigger.on != "post_roll":
            raise ValueError("a reroll needs a post-roll trigger (HW-18.4)")
        if e.do == "return_to_hand" and trigger.on != "post_defeat":
            raise ValueError("return_to_hand needs a post-defeat trigger")
        if e.do == "redirect" and (trigger.on != "pre_roll" or set(trigger.of) - {"attack"} or not trigger.of):
            raise ValueError("a redirect needs a pre-roll trigger of attack only")


class Ability(Strict):
    """A Character ability (HW-7.6). ``when`` None: used in your Action Phase and
    paid from Faith; otherwise timed for the opponent's turn, used in a matching
    response window and paid from Response Faith (HW-5.7). Each ability may be
    used once per turn (HW-7.6)."""

    name: str = Field(min_length=1, max_length=40)
    cost: int = Field(default=0, ge=0, le=9)
    exhaust: bool = False
    when: Trigger | None = None
    target: Target | None = None
    effects: tuple[Effect, ...] = Field(min_length=1)

    @model_validator(mode="after")
    def _fits(self) -> "Ability":
        _check_targets(self.target, self.effects)
        if self.when is None:
            for e in self.effects:
                if e.to in ROLL_TO or e.do in ("cancel", "redirect", "return_to_hand"):
                    raise ValueError(f"effect {e.do!r} needs a timed (opponent's turn) ability")
        else:
            _check_trigger_effects(self.when, self.effects)
        return self


class Static(Strict):
    """A static effect (Convictions, Continuing Events, Characters, While Complete).

    kind: ``attack``/``defense``/``faith`` (stat +amount), ``cost`` (card costs
    +amount, filtered by card_type), ``rally`` (Rally Faith), ``response_faith``,
    ``intervention`` (capture intervention bonus), ``faith_income`` (Resource
    Phase Faith), ``reduce_loss``/``cap_loss`` (prevention of Resolve loss from
    ``source``), ``cannot`` (the ``action`` is forbidden), ``extra_rescue`` (one
    more rescue per turn).
    whose: ``own`` (your side), ``enemy`` (the opponent's side) or ``marked``
    (Characters marked by this Politics of Fear, HW-16.8).
    context: for stats, only during this kind of roll (any: always).
    """

    kind: Literal[
        "attack", "defense", "faith", "cost", "rally", "response_faith", "intervention", "faith_income",
        "reduce_loss", "cap_loss", "cannot", "extra_rescue",
    ]
    amount: int = Field(default=1, ge=-9, le=9)
    whose: Literal["own", "enemy", "marked"] = "own"
    identifier: Identifier | None = None
    context: Literal["any", "battle", "capture", "rescue", "defiance"] = "any"
    card_type: MainType | None = None
    source: tuple[Literal["effect", "capture", "direct", "deck"], ...] = ()
    once_per_turn: bool = False
    action: Literal["attack", "direct", "capture", "rescue", "rally", "defiance"] | None = None

    @model_validator(mode="after")
    def _fits(self) -> "Static":
        if (self.kind == "cannot") != (self.action is not None):
            raise ValueError("'action' goes with kind 'cannot' (and it needs one)")
        if self.kind in ("reduce_loss", "cap_loss") and self.whose != "own":
            raise ValueError("a prevention static protects its own side")
        if self.kind == "cap_loss" and self.amount < 0:
            raise ValueError("cap_loss needs amount >= 0")
        if self.whose == "marked" and self.kind not in ("attack", "defense", "faith"):
            raise ValueError("'marked' only changes Character stats")
        return self


class Lasts(Strict):
    """A Continuing Event's duration or condition (HW-7.3): ``turns`` of its
    controller's End Phases, or ``while_control``: while its controller controls
    a Character with that identifier. Neither: until removed."""

    turns: int | None = Field(default=None, ge=1, le=9)
    while_control: Identifier | None = None

    @model_validator(mode="after")
    def _one(self) -> "Lasts":
        if self.turns is not None and self.while_control is not None:
            raise ValueError("give a duration or a condition, not both")
        return self


class TurnTrigger(Strict):
    """``at`` the start or end of its controller's turn, resolve ``effects``."""

    at: Literal["your_turn_start", "your_turn_end"]
    effects: tuple[Effect, ...] = Field(min_length=1)

    @model_validator(mode="after")
    def _no_target(self) -> "TurnTrigger":
        _check_standalone(self.effects)
        for e in self.effects:
            if e.to not in PLAYER_TO + ("all_enemy", "all_own"):
                raise ValueError(f"a turn trigger cannot apply {e.do!r} to {e.to!r}")
        return self


class CardBase(Strict):
    key: str = Field(pattern=KEY_PATTERN)
    name: str = Field(min_length=1, max_length=40)
    cost: int = Field(default=0, ge=0, le=9)
    identifiers: tuple[Identifier, ...] = ()
    set: str | None = Field(default=None, pattern=KEY_PATTERN)
    text: str = Field(default="", max_length=400)

    def has_id(self, ident: str) -> bool:
        """HW-7.5: identifiers; every set component also counts as ``Set``."""
        return ident in self.identifiers or (ident == "Set" and self.set is not None)

    def kind_label(self) -> str:
        return self.type.capitalize()  # type: ignore[attr-defined]


class Character(CardBase):
    type: Literal["character"]
    attack: int = Field(ge=0, le=9)
    defense: int = Field(ge=0, le=9)
    faith: int = Field(ge=0, le=9)
    combat_trained: bool = False
    health: int | None = Field(default=None, ge=1, le=9)
    abilities: tuple[Ability, ...] = ()
    statics: tuple[Static, ...] = ()


class Playable(CardBase):
    """Shared by Actions and Events: one or more modes (HW-8.2)."""

    target: Target | None = None
    effects: tuple[Effect, ...] = ()
    modes: tuple[Mode, ...] = ()

    def all_modes(self) -> tuple[Mode, ...]:
        if self.modes:
            return self.modes
        return (Mode(target=self.target, effects=self.effects),)


def _check_playable(card: Playable, need_effects: bool) -> None:
    if card.modes and (card.effects or card.target is not None):
        raise ValueError("give either modes or target/effects, not both")
    if not card.modes:
        if need_effects and not card.effects:
            raise ValueError("needs effects (or modes)")
        if card.effects:
            Mode(target=card.target, effects=card.effects)  # same checks as a mode


class ActionCard(Playable):
    type: Literal["action"]

    @model_validator(mode="after")
    def _fits(self) -> "ActionCard":
        _check_playable(self, True)
        return self


class EventCard(Playable):
    type: Literal["event"]
    timing: Literal["immediate", "continuing"]
    lasts: Lasts = Lasts()
    statics: tuple[Static, ...] = ()
    triggers: tuple[TurnTrigger, ...] = ()

    @model_validator(mode="after")
    def _fits(self) -> "EventCard":
        if self.timing == "immediate":
            _check_playable(self, True)
            if self.statics or self.triggers or self.lasts != Lasts():
                raise ValueError("an Immediate Event has no statics, triggers or duration")
        else:
            if self.effects or self.modes or self.target is not None:
                raise ValueError("a Continuing Event works through statics and triggers, not effects")
            if not (self.statics or self.triggers):
                raise ValueError("a Continuing Event needs statics or triggers")
        return self

    def kind_label(self) -> str:
        return f"{self.timing.capitalize()} Event"


class Reaction(CardBase):
    type: Literal["reaction"]
    trigger: Trigger
    target: Target | None = None
    effects: tuple[Effect, ...] = Field(min_length=1)

    @model_validator(mode="after")
    def _fits(self) -> "Reaction":
        _check_targets(self.target, self.effects)
        _check_trigger_effects(self.trigger, self.effects)
        if any(e.to == "source" for e in self.effects):
            raise ValueError("a Reaction has no source Character")
        if self.set is not None:
            raise ValueError("a Reaction cannot be a set component")
        return self


class Conviction(CardBase):
    type: Literal["conviction"]
    category: Category
    statics: tuple[Static, ...] = Field(min_length=1)

    @model_validator(mode="after")
    def _fits(self) -> "Conviction":
        if self.cost or self.set is not None:
            raise ValueError("a Conviction has no cost and is no set component")
        return self


Card = Annotated[Union[Character, ActionCard, EventCard, Reaction, Conviction], Field(discriminator="type")]
CARD_TYPES = ("character", "action", "event", "reaction", "conviction")


class Completion(Strict):
    """A set's Completion effect (HW-16.6): ``mark`` N opposing Characters
    (Politics of Fear) and/or a target and effects."""

    mark: int = Field(default=0, ge=0, le=3)
    target: Target | None = None
    effects: tuple[Effect, ...] = ()

    @model_validator(mode="after")
    def _fits(self) -> "Completion":
        if not self.mark and not self.effects:
            raise ValueError("a Completion marks Characters or has effects")
        _check_targets(self.target, self.effects)
        _check_standalone(self.effects)
        return self


class SetDef(Strict):
    """One registered three-card set (HW-16)."""

    key: str = Field(pattern=KEY_PATTERN)
    name: str = Field(min_length=1, max_length=40)
    components: tuple[str, str, str]
    completion: Completion
    while_complete: tuple[Static, ...] = ()
    handlers: tuple[str, ...] = ()
    text: str = Field(default="", max_length=400)

    @model_validator(mode="after")
    def _fits(self) -> "SetDef":
        if len(set(self.components)) != 3:
            raise ValueError("a set names three different components")
        for h in self.handlers:
            if h not in NAMED_HANDLERS:
                raise ValueError(f"unknown handler {h!r}")
        return self




class Pool(Strict):
    """The card pool file (HW-2)."""

    game: Literal["holy_wars"]
    cards: dict[str, Card]
    sets: dict[str, SetDef]

    @model_validator(mode="before")
    @classmethod
    def _prepare(cls, data: object) -> object:
        data = _fill_keys(_fill_keys(data, "cards"), "sets")
        if isinstance(data, dict) and isinstance(data.get("cards"), dict):
            for k, v in data["cards"].items():
                if isinstance(v, dict):
                    t = v.get("type")
                    if t is None:
                        raise ValueError(f"card {k!r}: missing field 'type' ({', '.join(CARD_TYPES)})")
                    if t not in CARD_TYPES:
                        raise ValueError(f"card {k!r}: unknown type {str(t)[:30]!r} ({', '.join(CARD_TYPES)})")
        return data

    @model_validator(mode="after")
    def _links(self) -> "Pool":
        names: dict[str, str] = {}
        for k, c in self.cards.items():
            if c.name in names:
                raise ValueError(f"card {k!r}: the name {c.name!r} is already used by {names[c.name]!r}")
            names[c.name] = k
            if c.set is not None:
                s = self.sets.get(c.set)
                if s is None or k not in s.components:
                    raise ValueError(f"card {k!r}: not a component of set {c.set!r}")
        for sk, s in self.sets.items():
            for comp in s.components:
                c = self.cards.get(comp)
                if c is None:
                    raise ValueError(f"set {sk!r}: component {comp!r} is not in the pool")
                if c.set != sk:
                    raise ValueError(f"card {comp!r}: a component of set {sk!r} must say 'set: {sk}'")
                if c.type not in ("character", "action", "event"):
                    raise ValueError(f"card {comp!r}: a set component is a Character, Action or Event")
        return self


def _printable(v: str) -> str:
    """A deck name is printable text: no terminal escape codes or line breaks."""
    if re.search(r"[\x00-\x1f\x7f-\x9f]", v):
        raise ValueError("a name must be printable text (no control characters or line breaks)")
    return v


def _copies(n: int) -> int:
    """HW-2: one to MAX_COPIES copies of a card (each bad count its own problem)."""
    if n < 1:
        raise ValueError(f"a count is at least 1, not {n}")
    if n > MAX_COPIES:
        raise ValueError(f"at most {MAX_COPIES} copies of a card, not {n}")
    return n


class DeckList(Strict):
    """A deck file as written (HW-2); :func:`resolve` checks it against the pool."""

    game: Literal["holy_wars"]
    name: Annotated[str, Field(min_length=1, max_length=40), AfterValidator(_printable)]
    convictions: tuple[str, ...] = Field(default=(), max_length=3)
    set: str = Field(pattern=KEY_PATTERN)
    cards: dict[CardKey, Annotated[CardCount, AfterValidator(_copies)]]

    @model_validator(mode="after")
    def _counts(self) -> "DeckList":
        total = sum(self.cards.values())
        if total != DECK_SIZE:
            raise ValueError(f"a main deck holds exactly {DECK_SIZE} cards, this one {total}")
        return self


class DeckEntry(Strict):
    card: Card
    count: int = Field(ge=1, le=MAX_COPIES)


class Deck(Strict):
    """A deck resolved against the pool: what a game is built from and what the
    game record stores (``deck_model``)."""

    name: str
    convictions: tuple[Conviction, ...] = ()
    set: SetDef
    components: tuple[Card, Card, Card]
    cards: tuple[DeckEntry, ...]

    def card_count(self) -> int:
        return sum(e.count for e in self.cards)


#: A deck that breaks HW-2; ``loc`` and ``card`` locate it in the file.
DeckError = DeckRuleError


def resolve(deck: DeckList, pool: Pool) -> Deck:
    """Resolve a deck list against the pool (HW-2). Raises DeckError (every
    problem found: see DeckRuleError.problems)."""
    entries = []
    problems: list[DeckError] = []
    by_type = {t: 0 for t in DECK_TYPES}
    for key, n in deck.cards.items():
        c = pool.cards.get(key)
        if c is None:
            problems.append(DeckError("not in the Holy Wars card pool", ("cards", key), key))
            continue
        if c.type == "conviction":
            problems.append(DeckError("a Conviction goes under 'convictions', not in the main deck", ("cards", key), key))
            continue
        if c.set is not None:
            problems.append(DeckError(f"a component of set {c.set!r} stays in the Set Reserve, not in the main deck",
                                      ("cards", key), key))
            continue
        by_type[c.type] += n
        entries.append(DeckEntry(card=c, count=n))
    for t, want in DECK_TYPES.items():
        if not problems and by_type[t] != want:
            counts = ", ".join(f"{by_type[x]} {x}s" for x in DECK_TYPES)
            problems.append(DeckError(
                f"a main deck holds {DECK_TYPES['character']} characters, {DECK_TYPES['action']} actions, "
                f"{DECK_TYPES['event']} events and {DECK_TYPES['reaction']} reactions; this one {counts}",
                ("cards",),
            ))
            break
    convictions: list[Conviction] = []
    seen: dict[str, str] = {}
    for i, key in enumerate(deck.convictions):
        c = pool.cards.get(key)
        if c is None:
            problems.append(DeckError("not in the Holy Wars card pool", ("convictions", i), key))
        elif not isinstance(c, Conviction):
            problems.append(DeckError(f"a {c.type} is not a Conviction", ("convictions", i), key))
        elif c.category in seen:
            problems.append(DeckError(f"at most one {c.category} Conviction (already {seen[c.category]!r})",
                                      ("convictions", i), key))
        else:
            seen[c.category] = key
            convictions.append(c)
    s = pool.sets.get(deck.set)
    if s is None:
        problems.append(DeckError(f"no registered set {deck.set[:40]!r} (known: {', '.join(sorted(pool.sets))})", ("set",)))
    DeckError.raise_all(problems)
    comps = tuple(pool.cards[k] for k in s.components)
    return Deck(name=deck.name, convictions=tuple(convictions), set=s, components=comps, cards=tuple(entries))  # type: ignore[arg-type]
