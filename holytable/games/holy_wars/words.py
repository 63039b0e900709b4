"""Every line of the Holy Wars log, worded in one place (issue 10).

The engine logs typed events with ``Game.say(verb, actor=, cards=, amounts=,
seats=, only=, **words)``; :func:`render` turns one into ``(text, others)``
(``others``: what the other seat reads of a private event, None for a public
one). ``actor`` is the seat that does it, ``cards`` the uids it concerns (names
are looked up here), ``seats`` the other seat it concerns, ``amounts`` its
numbers by name; ``words`` are extra names the text needs (an ability's name,
a reason) and are not kept in the event.

Also here, because prompts, labels and the screen use the same words:
:data:`ATTEMPT` (what each attempt is called), :func:`possessive` and
:func:`compact_roll` (the dice line of the board, from a ``roll`` or
``totals`` event's amounts).

Verbs shared by every game: ``turn`` (the new-turn line), ``draw`` (drawing a
card: private), ``roll`` (the dice of an attempt, with ``total``).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Mapping, Sequence

if TYPE_CHECKING:  # pragma: no cover
    from holytable.engine.log import Event

    from .rules import HolyWarsGame

#: What each attempt (HW-9 .. HW-17) is called in prompts and the log.
ATTEMPT = {"attack": "attack", "direct": "direct attack", "capture": "capture", "rescue": "rescue",
           "defiance": "Set Defiance"}


def possessive(who: str | None, name: str, own: bool = False) -> str:
    """``"Bo's Veto"``, ``"your Veto"`` (``who`` None: the reader's), ``"your
    own Veto"``; a name that starts with "The" keeps its article first: ``"The
    Purge (Bo's)"``, ``"The Purge (yours)"``."""
    if name.startswith("The "):
        return f"{name} ({'yours' if who is None else who + chr(39) + 's'})"
    if who is None:
        return f"your {'own ' if own else ''}{name}"
    return f"{who}'s {name}"


def target_label(owner: str | None, name: str, exhausted: bool) -> str:
    """A target as an option or the log names it: ``"Bo's Riot Marshal
    (exhausted)"`` (``owner`` None: the reader's own, ``"your Riot Marshal"``)."""
    return possessive(owner, name) + (" (exhausted)" if exhausted else "")


def addend(v: int, label: str = "") -> str:
    """One number of a total: ``"3 Attack"``, ``"(-1) modifiers"``."""
    return (f"{v} {label}" if v >= 0 else f"({v}) {label}").strip()


class _E:
    """One event being worded: ``who`` (the actor's name), ``other`` (the first
    of ``seats``), ``c(i)`` (the name of ``cards[i]``), ``names()`` (every card
    named, ", "-joined), ``a`` (amounts) and ``w`` (words)."""

    def __init__(self, game: "HolyWarsGame", actor: int | None, cards: Sequence[str], amounts: Mapping[str, int],
                 seats: Sequence[int], words: Mapping[str, Any]) -> None:
        self.g = game
        self.who = game.names[actor] if actor is not None else ""
        self.other = game.names[seats[0]] if seats else ""
        self.cards = cards
        self.a = amounts
        self.w = words

    def c(self, i: int = 0) -> str:
        return self.g.info[self.g.by_uid[self.cards[i]]].card.name

    def names(self) -> str:
        return ", ".join(self.c(i) for i in range(len(self.cards))) or "nothing"


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _declare(e: _E, kind: str) -> str:
    nm = e.c(0)
    what = {
        "attack": lambda: f"{nm} attacks {e.c(1)}",
        "direct": lambda: f"{nm} attacks {e.other} directly",
        "capture": lambda: f"{nm} tries to capture {e.c(1)} (2 Faith)",
        "rescue": lambda: f"{nm} tries to rescue {e.c(1)} (2 Faith)",
        "defiance": lambda: f"{nm} challenges {e.c(1)} with Set Defiance (2 Faith)",
    }[kind]()
    return f"{e.who}: {what}."


def _setup(e: _E) -> str:
    n = e.a["convictions"]
    convs = ", ".join(e.c(i) for i in range(n)) or "none"
    comps = ", ".join(e.c(i) for i in range(n, len(e.cards)))
    return f"{e.who} plays {e.w['deck']}: Convictions {convs}; Set Reserve {e.w['set']} ({comps}), all locked."


def _totals(e: _E) -> str:
    """``"Bo rolls 5 + 3 Attack = 8; Ana rolls 1 + 2 Defense = 3."`` (``now``
    instead of ``rolls`` for a total changed after the roll)."""
    verb = "rolls" if e.w.get("again") is None else "now"
    mine, theirs = e.w["parts"]

    def line(who: str, die: int, parts: list[tuple[int, str]], total: int) -> str:
        return f"{who} {verb} " + " + ".join([str(die)] + [addend(v, lab) for v, lab in parts]) + f" = {total}"

    text = line(e.who, e.a["die"], mine, e.a["total"])
    if "need" in e.a:
        text += f" (needs {e.a['need']})"
    else:
        text += "; " + line(e.other, e.a["other_die"], theirs, e.a["other_total"])
    return text + "."


#: verb -> the event's text (a private event's redacted text is in OTHERS).
WORDS: dict[str, Callable[[_E], str]] = {
    # setup and the turn (HW-4, HW-5)
    "deck": _setup,
    "first": lambda e: f"{e.who} is chosen at random to go first.",
    "game_over": lambda e: f"{e.w['reason']}.",
    "keep": lambda e: f"{e.who} keeps their hand.",
    "mulligan": lambda e: f"{e.who} takes a mulligan: hand shuffled into the deck, seven new cards.",
    "turn": lambda e: f"— Turn {e.a['turn']}: {e.who} —",
    "response_faith": lambda e: f"{e.who} gains {e.a['Response Faith']} Response Faith for this turn.",
    "stays_exhausted": lambda e: f"Recover: {e.names()} {'stays' if len(e.cards) == 1 else 'stay'} exhausted.",
    "trigger": lambda e: f"{e.c()} takes effect.",
    "income": lambda e: f"{e.who} has {e.a['Faith']} Faith ({e.a['characters']} active "
                        f"Character{'s' if e.a['characters'] != 1 else ''}).",
    "rally": lambda e: f"{e.who} Rallies with {e.c()}: +{e.a['Faith']} Faith ({e.a['pool']}).",
    "end_action": lambda e: f"{e.who} ends the Action Phase.",
    "runs_out": lambda e: f"{e.c()} runs out and is discarded.",
    "faith_lost": lambda e: f"{e.who} loses {e.a['Faith']} unspent Faith.",
    "draw": lambda e: f"{e.who} drew {e.c()}.",
    "draw_failed": lambda e: f"{e.who} cannot draw: the deck is empty ({e.a['failed']} failed "
                             f"draw{'s' if e.a['failed'] > 1 else ''}).",
    # playing cards and abilities (HW-7, HW-8)
    "play": lambda e: f"{e.who} plays {e.c()}{' from the Set Reserve' if e.a.get('reserve') else ''} "
                      f"({e.a['Faith']} Faith).",
    "ability": lambda e: f"{e.who} uses {e.c()}'s {e.w['ability']}.",
    "replace": lambda e: f"{e.who} discards {e.c()} to make room.",
    "mode": lambda e: f"{e.c()}: {e.w['label']}.",
    "target": lambda e: f"{e.w['what']} targets {target_label(e.other, e.c(), bool(e.a.get('exhausted')))}.",
    "cannot_deploy": lambda e: f"{e.c()} can no longer be deployed.",
    "enters": lambda e: f"{e.c()} enters {e.who}'s field.",
    "stabilized": lambda e: f"{e.c()} is Stabilized: Set Defiance can no longer target it.",
    "back_to_reserve": lambda e: f"{e.c()} returns to the Set Reserve, still unlocked.",
    "react": lambda e: f"{e.who} answers with {e.c()} ({e.a['cost']}).",
    "respond": lambda e: f"{e.who} answers with {e.c()}'s {e.w['ability']} ({e.a['cost']}).",
    "fizzle": lambda e: f"{e.w['what']}: its target is no longer legal; it does not resolve.",
    "canceled": lambda e: f"{_cap(e.w['what'])} is canceled.",
    # attempts (HW-9 .. HW-14, HW-17, HW-18)
    **{k: (lambda e, k=k: _declare(e, k)) for k in ATTEMPT},
    "intervene": lambda e: f"{e.who} exhausts {e.c()} to help: +{e.a['Defense']} Defense.",
    "no_resister": lambda e: f"{e.who} has no active Character to resist: resistance 0.",
    "resist": lambda e: f"{e.who}: {e.c()} resists.",
    "no_roll": lambda e: f"The {ATTEMPT[e.w['kind']]} ends without a roll: {e.w['why']}. Costs stay paid.",
    "roll": _totals,
    "totals": _totals,
    "battle_won": lambda e: f"{e.c()} wins the battle.",
    "battle_held": lambda e: f"{e.c()} wins the defensive battle.",
    "combat_trained": lambda e: f"Combat Trained: {e.c()}'s Defense beats the Attack by {e.a['margin']}; "
                                f"the attacker is defeated.",
    "tie": lambda e: "A tie: both Characters remain.",
    "direct_hit": lambda e: f"The direct attack succeeds ({e.a['total']}).",
    "direct_miss": lambda e: f"The direct attack fails ({e.a['total']}).",
    "capture_failed": lambda e: "The capture fails.",
    "captured": lambda e: f"{e.who} captures {e.c()}.",
    "capture_loss_done": lambda e: f"{e.who} already lost Resolve to a capture this turn.",
    "rescue_failed": lambda e: "The rescue fails.",
    "rescued": lambda e: f"{e.who} rescues {e.c()}: it returns exhausted.",
    "defiance_failed": lambda e: "Set Defiance fails.",
    "defied": lambda e: f"Set Defiance succeeds: {e.c()} returns to {e.other}'s Set Reserve, Disrupted.",
    "health_lost": lambda e: f"{e.c()} loses 1 health instead of being defeated ({e.a['health']} left).",
    "last_health": lambda e: f"{e.c()} is down to its last health.",
    "defeated": lambda e: f"{e.c()} is defeated.",
    "defeated_to_reserve": lambda e: f"{e.c()} returns to {e.other}'s Set Reserve, unlocked.",
    "defeated_to_hand": lambda e: f"{e.c()} returns to {e.other}'s hand.",
    # effects (HW-19) and Resolve (HW-1, HW-18.2)
    "fear_toll": lambda e: f"Politics of Fear: {e.other} loses 1 Resolve for the marked {e.c()}.",
    "gain_resolve": lambda e: f"{e.who} gains {e.a['Resolve']} Resolve ({e.a['now']}).",
    "gain_faith": lambda e: f"{e.who} gains {e.a['amount']} {e.w['pool']}.",
    "exhaust": lambda e: f"Exhausted: {e.names()}." + (" It will not ready at the next Recover."
                                                       if e.a.get("hold") else ""),
    "ready": lambda e: f"Readied: {e.names()}.",
    "boost": lambda e: f"{e.a['amount']:+d} {e.w['stat'].capitalize()} this turn: {e.names()}.",
    "modify_roll": lambda e: f"{e.a['roll']:+d} to {e.who}'s roll.",
    "reroll": lambda e: f"{e.who} rolls again: {e.a['was']} becomes {e.a['die']}.",
    "from_discard": lambda e: f"{e.who} returns {e.c()} from the discard pile to "
                              f"{'the Set Reserve, unlocked' if e.a.get('reserve') else 'their hand'}.",
    "will_return": lambda e: f"{e.c()} will return to its owner's hand instead.",
    "event_discarded": lambda e: f"{e.c()} is discarded.",
    "conviction_removed": lambda e: f"{e.other}'s Conviction {e.c()} is removed from the game.",
    "redirect": lambda e: f"The attack now targets {e.c()}.",
    "lose_resolve": lambda e: f"{e.who} loses {e.a['Resolve']} Resolve ({e.a['now']}).",
    "prevent": lambda e: f"{e.who}'s {e.w['source']} prevents {e.a['prevented']} Resolve loss.",
    # the Set Reserve (HW-7.3, HW-16)
    "event_ends": lambda e: f"{e.c()} ends: {e.who} controls no {e.w['identifier']} Character.",
    "milestone": lambda e: f"{e.who} completes the milestone {e.w['milestone']}.",
    "nothing_to_unlock": lambda e: f"{e.w['milestone']}: {e.who} has no locked component left.",
    "unlock": lambda e: f"{e.who} unlocks {e.c()}.",
    "completion": lambda e: f"{e.who} completes the set {e.w['set']}! {e.w['text'].split(' While Complete')[0]}",
    "mark": lambda e: f"{e.w['set']}: {e.who} chooses to mark {e.other}'s {e.c()}.",
    "completion_canceled": lambda e: "The Completion is canceled; the set stays complete.",
    "marked": lambda e: f"Marked: {', '.join(e.c(i) for i in range(len(e.cards))) or 'nobody'}.",
}

#: What the other seat reads of a private event.
OTHERS: dict[str, Callable[[_E], str]] = {
    "draw": lambda e: f"{e.who} drew a card.",
}


def render(game: "HolyWarsGame", verb: str, *, actor: int | None = None, cards: Sequence[str] = (),
           amounts: Mapping[str, int] | None = None, seats: Sequence[int] = (), only: int | None = None,
           **words: Any) -> tuple[str, str | None]:
    """``(text, others)`` of one event (see the module docstring). Raises
    KeyError for a verb with no words."""
    e = _E(game, actor, cards, amounts or {}, seats, words)
    text = WORDS[verb](e)
    others = OTHERS[verb](e) if only is not None and verb in OTHERS else None
    return text, others


def end_reason(names: Sequence[str], losers: Sequence[int]) -> str:
    """Why the game ended (HW-1.2, HW-1.3): ``"Bo's Resolve reached 0: Ana
    wins"`` or the draw."""
    if len(losers) > 1:
        return "Both players' Resolve reached 0 at once: a draw"
    loser = losers[0]
    return f"{names[loser]}'s Resolve reached 0: {names[1 - loser]} wins"


def compact_roll(event: "Event", names: Sequence[str]) -> str:
    """A ``roll`` or ``totals`` event, short, for the board's dice line:
    ``"Bo 5+3=8 vs Ana 1+2=3"``, ``"Bo 5+3=8 (needs 7)"`` (the log keeps the
    long form). Its amounts: ``die``, the addends ``a1``, ``a2``..., ``total``,
    then ``other_die``, ``o1``..., ``other_total``, or ``need``."""
    mine: list[str] = []
    theirs: list[str] = []
    a = dict(event.amounts)
    for k, v in event.amounts:
        if k == "die" or (k[:1] == "a" and k[1:].isdigit()):
            mine.append(str(v) if v >= 0 else f"({v})")
        elif k == "other_die" or (k[:1] == "o" and k[1:].isdigit()):
            theirs.append(str(v) if v >= 0 else f"({v})")
    who = names[event.actor] if event.actor is not None else "?"
    text = f"{who} {'+'.join(mine)}={a.get('total')}"
    if "need" in a:
        return text + f" (needs {a['need']})"
    other = names[event.seats[0]] if event.seats else "?"
    return text + f" vs {other} {'+'.join(theirs)}={a.get('other_total')}"
