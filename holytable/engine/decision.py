"""Decisions: the one way a game asks for input (DESIGN: the engine contract).

A game advances on its own until a player must decide; then it exposes exactly one
pending :class:`Decision`. Every input of every game is the choice of one
:class:`Option` by its stable id.
"""
from __future__ import annotations

from dataclasses import dataclass, field, fields


#: The option id that passes a response window (see Decision.window).
PASS = "pass"


class IllegalChoice(ValueError):
    """Raised by ``Game.choose`` for an id that is not on offer (or when no
    decision is pending). The game state is left unchanged."""


@dataclass(frozen=True, slots=True)
class Option:
    """One choice on offer, as typed data (a screen reads these fields, never
    the id or the label, for meaning).

    id:     stable, machine-readable id, e.g. ``"draft:scout"`` or ``"pass"``.
            The same situation always produces the same ids. Opaque to screens:
            only ``Game.choose`` reads it.
    label:  short human text for the option list, e.g. ``"Scout (2)"``.
    card:   optional card key the option is about, so the UI can show its text.
    verb:   what the option does, a machine tag in the game's own terms
            (``"play"``, ``"attack"``, ``"pass"``, ``"end_turn"``...); never
            empty (the shared contract tests check it).
    cards:  the cards the option refers to, the acting card first, then its
            targets: their uids (every one a uid the deciding seat may see), or,
            for a face-down card, the tag the view names it by (Holdfast's
            ``fd3``).
    seats:  the seats it refers to (a targeted opponent...), 0-based.
    zones:  the zones it refers to, in the game's own names (``"hand"``,
            ``"front"``...): where a card comes from or goes to.
    cost:   what choosing it spends, at once or in the steps it opens (a deploy
            whose placement comes next): ``(resource, amount)`` pairs in the
            game's own terms, e.g. ``(("Faith", 3),)``; empty when it is free.
    amount: a number the option stands for (how many to spend, a split of
            votes, a die face...), or None.
    """

    id: str
    label: str
    card: str | None = None
    verb: str = ""
    cards: tuple[str, ...] = ()
    seats: tuple[int, ...] = ()
    zones: tuple[str, ...] = ()
    cost: tuple[tuple[str, int], ...] = ()
    amount: int | None = None

    def __init__(self, id: str, label: str, card: str | None = None, verb: str = "", cards: tuple[str, ...] = (),
                 seats: tuple[int, ...] = (), zones: tuple[str, ...] = (), cost: tuple[tuple[str, int], ...] = (),
                 amount: int | None = None) -> None:
        # the dataclass's own __init__ (frozen: one object.__setattr__ call a
        # field) written out with the slots' setters: options are made on the
        # engines' hot path (issue 11); the same fields, defaults and values
        _o_id(self, id)
        _o_label(self, label)
        _o_card(self, card)
        _o_verb(self, verb)
        _o_cards(self, cards)
        _o_seats(self, seats)
        _o_zones(self, zones)
        _o_cost(self, cost)
        _o_amount(self, amount)

    def to_dict(self) -> dict:
        """JSON-able form (for tests and saves): every field by name."""
        return {
            "id": self.id, "label": self.label, "card": self.card, "verb": self.verb,
            "cards": list(self.cards), "seats": list(self.seats), "zones": list(self.zones),
            "cost": [list(c) for c in self.cost], "amount": self.amount,
        }


@dataclass(frozen=True, slots=True)
class Decision:
    """The pending decision of a game.

    player:  seat index (0-based) of the player who must decide.
    kind:    short machine tag of the decision type, e.g. ``"draft"``.
    prompt:  human text, e.g. ``"Draft a soldier"``.
    options: the options on offer, in display order; never empty.
    window:  True for a response window (a Reaction, Twist, Trap or Miracle may be
             played, or passed with the option id ``"pass"``). With stops (the
             default) the UI asks the player only when ``moment`` is one of
             their stops; in the "ask only when I can respond" setting it passes
             for the player when ``"pass"`` is the only option (:meth:`only_pass`)
             instead of handing them the keyboard.
    others:  ``(kind, prompt)`` every other seat reads instead of ``kind`` and
             ``prompt`` when these would tell them something hidden from them (a
             warning that depends on a face-down card): best the kind and prompt
             of the public decision it stands in for, so that nothing, not even
             that it was asked, shows. None: kind and prompt are public.
    moment:  for a response window, which kind of moment it is: a key of its
             game's catalogue ``Game.MOMENTS`` (:mod:`holytable.engine.stops`),
             e.g. ``"their_attempt_before_roll"``; the screen asks the player
             only at the moments of their stops. ``""`` for any other decision.
    """

    player: int
    kind: str
    prompt: str
    options: tuple[Option, ...]
    window: bool = False
    others: tuple[str, str] | None = None
    moment: str = ""
    _by_id: dict[str, Option] = field(default=None, init=False, repr=False, compare=False)  # type: ignore[assignment]

    def __init__(self, player: int, kind: str, prompt: str, options: tuple[Option, ...], window: bool = False,
                 others: tuple[str, str] | None = None, moment: str = "") -> None:
        # as the dataclass's own __init__, with the slots' setters (see Option)
        if not options:
            raise ValueError("a Decision needs at least one option")
        if len(options) == 1:
            o = options[0]
            by_id = {o.id: o}
        else:
            by_id = {o.id: o for o in options}
        if len(by_id) != len(options):
            raise ValueError(f"duplicate option ids in decision {kind!r}")
        _d_player(self, player)
        _d_kind(self, kind)
        _d_prompt(self, prompt)
        _d_options(self, options)
        _d_window(self, window)
        _d_others(self, others)
        _d_moment(self, moment)
        _d_by_id(self, by_id)

    @classmethod
    def lean(cls, player: int, kind: str, options: tuple[Option, ...], window: bool = False,
             moment: str = "") -> "Decision":
        """A playout's decision (``Game.lean``): ``player``, ``kind``,
        ``options`` and ``window`` as the worded one's (``moment`` too, where
        the game passes it: a playout never reads it), the prompt unworded
        (``""``), ``others`` None and no index of the options (a playout picks
        by position: :meth:`get` and ``in`` are not for it). ``options`` may
        be a sequence that makes its options on demand (its length, item
        ``i`` and iteration as the tuple's). Never pending: playout words the
        decision it stops at in full."""
        d = _new(cls)
        _d_player(d, player)
        _d_kind(d, kind)
        _d_prompt(d, "")
        _d_options(d, options)
        _d_window(d, window)
        _d_others(d, None)
        _d_moment(d, moment)
        _d_by_id(d, None)
        return d

    def ids(self) -> list[str]:
        """The ids on offer, in display order."""
        return [o.id for o in self.options]

    def get(self, option_id: str) -> Option:
        """The option with this id. Raises IllegalChoice if it is not on offer."""
        try:
            return self._by_id[option_id]
        except (KeyError, TypeError):
            raise IllegalChoice(f"{option_id!r} is not on offer ({self.prompt})") from None

    def only_pass(self) -> bool:
        """True for a response window whose only option is ``"pass"``."""
        return self.window and len(self.options) == 1 and self.options[0].id == PASS

    def __contains__(self, option_id: object) -> bool:
        return option_id in self._by_id


class OptionsOnDemand:
    """A lean decision's options (``Game.lean``, :meth:`Decision.lean`) made
    as they are read: ``n`` options, option ``i`` being ``make(i)``, then the
    options of ``tail``. Its length, item ``i`` and iteration are those of
    the tuple the worded decision offers; a playout reads its length and the
    one option drawn, while the state is as it was when it was made."""

    __slots__ = ("n", "make", "tail")

    def __init__(self, n: int, make, tail: tuple[Option, ...] = ()) -> None:
        self.n, self.make, self.tail = n, make, tail

    def __len__(self) -> int:
        return self.n + len(self.tail)

    def __getitem__(self, i: int) -> Option:
        if not 0 <= i < self.n + len(self.tail):
            raise IndexError(i)
        return self.make(i) if i < self.n else self.tail[i - self.n]

    def __iter__(self):
        make = self.make
        for i in range(self.n):
            yield make(i)
        yield from self.tail


# The slots' setters (what ``object.__setattr__`` calls for a slot) of the two
# hot frozen dataclasses, in field order: their __init__ methods set each
# field with one call, as the dataclass's own does with object.__setattr__.
(_o_id, _o_label, _o_card, _o_verb, _o_cards, _o_seats, _o_zones, _o_cost, _o_amount) = (
    getattr(Option, f.name).__set__ for f in fields(Option))
(_d_player, _d_kind, _d_prompt, _d_options, _d_window, _d_others, _d_moment, _d_by_id) = (
    getattr(Decision, f.name).__set__ for f in fields(Decision))
_new = object.__new__

#: The plain "Pass" option of a response window (options are immutable: one
#: object serves every window).
PASS_OPTION = Option(PASS, "Pass", verb="pass")
