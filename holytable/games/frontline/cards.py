"""Frontline card pool and deck lists as pydantic models (rules FL-2, FL-12).

Pool file ``decks/frontline/cards.yaml``::

    game: frontline
    soldiers:
      scout:                     # card key: lower-case letters, digits, '-', '_'
        name: Scout
        rank: 2                  # 1..13
        keywords: {quick: true, assassinate: 12, anti_clash: true, forced_clash: true}
        effects:
          - {when: on_flip, do: scout, amount: 2}
        text: "Quick. On Flip: ..."   # optional: shown to players

Deck file ``decks/frontline/red.yaml``::

    game: frontline
    name: Red
    colour: red                  # red or black
    cards: {scout: 2, ...}       # exactly 2 copies of each of 13 soldiers: 26 cards

Effect vocabulary (``do``), see docs/rules/frontline.md FL-12:
``boost`` (+amount rank to this soldier), ``weaken`` (-amount rank to the opposing
soldier), ``draw`` (draw amount cards), ``scout`` (look at the top 2 cards of your
deck, keep one on top, the other to the bottom), ``silence`` (the opposing soldier
loses its keywords and unresolved effects this duel), ``retreat`` (return this
soldier to your hand), ``hold`` (this soldier goes to your own survivors pile,
scoring nobody), ``exchange`` (you may put a card from your hand at the bottom of
your deck, then draw a card). ``if: behind`` makes an effect apply only while its
player has fewer VP than the opponent.
"""
from __future__ import annotations

import re
from typing import Annotated, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, model_validator

from holytable.engine.deckfile import CardCount, CardKey, check_keys, fill_keys
from holytable.engine.deckfolder import DeckRuleError

KEY_PATTERN = r"^[a-z0-9][a-z0-9_-]{0,39}$"
_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f]")


def printable(v: str) -> str:
    """A display name must be printable text: no control characters, so no
    terminal escape codes and no line breaks."""
    if _CONTROL.search(v):
        raise ValueError("a name must be printable text (no control characters or line breaks)")
    return v


PrintableName = Annotated[str, Field(min_length=1, max_length=40), AfterValidator(printable)]

Timing = Literal["on_flip", "on_victory", "on_defeat"]
Action = Literal["boost", "weaken", "draw", "scout", "silence", "retreat", "hold", "exchange"]

#: Effects allowed at each timing (FL-12).
ALLOWED = {
    "on_flip": {"boost", "weaken", "draw", "scout", "silence"},
    "on_victory": {"draw", "exchange"},
    "on_defeat": {"draw", "retreat", "hold"},
}

COPIES_PER_SOLDIER = 2
DECK_SIZE = 26


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, str_strip_whitespace=True)


class Keywords(Strict):
    """FL-13..FL-16: the four keywords."""

    quick: bool = False
    anti_clash: bool = False
    forced_clash: bool = False
    assassinate: int | None = Field(default=None, ge=1, le=13)


class Effect(Strict):
    """One effect of a soldier (FL-12)."""

    when: Timing
    do: Action
    amount: int = Field(default=1, ge=1, le=13)
    if_: Literal["behind"] | None = Field(default=None, alias="if")


class Soldier(Strict):
    """One soldier of the pool. ``key`` is filled from the mapping key."""

    key: str = Field(pattern=KEY_PATTERN)
    name: PrintableName
    rank: int = Field(ge=1, le=13)
    keywords: Keywords = Keywords()
    effects: tuple[Effect, ...] = ()
    text: str = Field(default="", max_length=400)

    @model_validator(mode="after")
    def _effects_fit_timing(self) -> "Soldier":
        for e in self.effects:
            if e.do not in ALLOWED[e.when]:
                raise ValueError(f"effect {e.do!r} cannot happen {e.when.replace('_', ' ')}")
        return self

    def rules_text(self) -> str:
        """Keywords and effects in words (our own, for the UI)."""
        parts = []
        k = self.keywords
        if k.quick:
            parts.append("Quick")
        if k.anti_clash:
            parts.append("Anti-Clash")
        if k.forced_clash:
            parts.append("Forced Clash")
        if k.assassinate is not None:
            parts.append(f"Assassinate {k.assassinate}")
        if self.text:
            parts.append(self.text)
        return ". ".join(parts) if parts else "No abilities."


class Pool(Strict):
    """The card pool file."""

    game: Literal["frontline"]
    soldiers: dict[str, Soldier] = Field(min_length=1)

    @model_validator(mode="after")
    def _keys_match(self) -> "Pool":
        check_keys(self.soldiers)
        return self

    @model_validator(mode="before")
    @classmethod
    def _fill_keys(cls, data: object) -> object:
        return fill_keys(data, "soldiers")


def _two_copies(n: int) -> int:
    if n != COPIES_PER_SOLDIER:
        raise ValueError(f"a deck holds exactly {COPIES_PER_SOLDIER} copies of each soldier, not {n}")
    return n


class DeckList(Strict):
    """A deck file: name, colour and card counts (FL-2)."""

    game: Literal["frontline"]
    name: PrintableName
    colour: Literal["red", "black"]
    cards: dict[CardKey, Annotated[CardCount, AfterValidator(_two_copies)]]
    # each bad key or count is its own problem; the total (26) is checked by
    # resolve(), which knows the pool


class Deck(Strict):
    """A deck resolved against the pool: what a game is built from and what the
    game record stores (so a record replays even if the pool file changes)."""

    name: str
    colour: Literal["red", "black"]
    soldiers: tuple[Soldier, ...]  # one entry per distinct soldier
    copies: int = COPIES_PER_SOLDIER

    @model_validator(mode="after")
    def _is_a_legal_deck(self) -> "Deck":
        """FL-2 holds for resolved decks too (a hand-edited save cannot cheat)."""
        keys = [s.key for s in self.soldiers]
        if len(set(keys)) != len(keys):
            raise ValueError("a soldier is listed twice")
        if self.copies != COPIES_PER_SOLDIER or self.card_count() != DECK_SIZE:
            raise ValueError(f"a deck holds exactly {DECK_SIZE} cards, {COPIES_PER_SOLDIER} of each soldier")
        return self

    def card_count(self) -> int:
        return len(self.soldiers) * self.copies


def resolve(deck: DeckList, pool: Pool) -> Deck:
    """Resolve a deck list against the pool. Raises DeckRuleError naming the
    card: every unknown one, or the soldiers of the pool a short deck leaves out."""
    soldiers = []
    problems = []
    for key in deck.cards:
        if key not in pool.soldiers:
            problems.append(DeckRuleError("not in the Frontline card pool", ("cards", key), key))
        else:
            soldiers.append(pool.soldiers[key])
    total = sum(deck.cards.values())
    if not problems and total != DECK_SIZE:
        missing = missing_soldiers(deck, pool)
        for key in missing:
            problems.append(DeckRuleError(missing_message(pool), ("cards",), key))
        if not missing:
            problems.append(DeckRuleError(f"a deck holds exactly {DECK_SIZE} cards, this one {total}", ("cards",)))
    DeckRuleError.raise_all(problems)
    return Deck(name=deck.name, colour=deck.colour, soldiers=tuple(soldiers))


def missing_message(pool: Pool) -> str:
    """What a soldier left out of a deck is told (FL-2)."""
    return f"missing; a deck holds {COPIES_PER_SOLDIER} of each of the {len(pool.soldiers)} soldiers"


def required_soldiers(pool: Pool) -> list[str]:
    """The soldiers every deck lists (FL-2: two of each of the pool's, when the
    pool holds exactly one deck's worth); otherwise []."""
    return list(pool.soldiers) if len(pool.soldiers) * COPIES_PER_SOLDIER == DECK_SIZE else []


def missing_soldiers(deck: DeckList, pool: Pool) -> list[str]:
    """Pool soldiers a deck leaves out, when the pool holds exactly one deck's
    worth of soldiers (FL-2: two of each); otherwise []."""
    if len(pool.soldiers) * COPIES_PER_SOLDIER != DECK_SIZE:
        return []
    return [k for k in pool.soldiers if k not in deck.cards]
