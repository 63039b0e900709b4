"""Frontline's words: every log line, game-end reason, prompt and option
label, in one place.

The engine (rules.py) logs typed events with ``Game.say(verb, ...)``; their
text is :func:`render`'s. Each event's typed fields are the game's facts:

- ``actor``: the seat the event is about (who drew, drafted, won the duel...);
  None for the game itself (a turn header, a stalemate);
- ``seats``: the other seat it concerns (the opponent weakened or silenced,
  the winner when a player is routed);
- ``amounts``: the numbers, by name (``turn``, ``vp``, ``cards``, ``deck``,
  ``rank`` and ``amount`` of an effect, ``rank_0`` / ``rank_1`` of a duel);
- ``cards``: always empty in Frontline. Every card goes back into a deck
  sooner or later (a regroup, FL-17; Veteran, FL-12), where its uid is hidden
  from everybody, and the log is history the seats keep reading: a uid there
  would show which copy lies in a deck. The words name soldiers instead
  (the ``soldier`` / ``soldiers`` words, :class:`~.cards.Soldier` values).

Private events (``only=seat``) return the redacted text the other seat reads
as ``others``. Verbs (grep ``say("<verb>"`` in rules.py for where each is
logged): priority, turn, draw, refill, regroup, draft, flip, anti_clash,
duel_won, clash, forced_clash, deadlock, take, win, stalemate, routed,
cannot_continue, spent, silenced, boost, weaken, silence, effect_draw,
retreat, hold, scout_look, scout, keep_hand, exchange.
"""
from __future__ import annotations

from typing import Any, Sequence

from .cards import Soldier

#: Small counts said in words ("they draw three cards").
NUMBERS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five"}


def label(sol: Soldier) -> str:
    """A soldier as the log and the option labels name it: ``"Scout (2)"``."""
    return f"{sol.name} ({sol.rank})"


# -- decisions: prompts and option labels -------------------------------------------
#: The prompt of each decision (by kind; "clash_draft" drafts again in a clash).
PROMPTS = {
    "draft": "Draft a soldier face down",
    "clash_draft": "Clash! Draft another soldier",
    "scout": "Scout: keep one on top, the other to the bottom",
    "exchange": "Veteran: put a card under your deck and draw one?",
}
#: Veteran's option to swap nothing (FL-12).
KEEP_HAND = "Keep your hand"


def hand_label(sol: Soldier, colour: str | None = None) -> str:
    """A card of the hand in an option: ``"Scout (2)"``, ``"General (13)
    [black]"`` for a card of the other colour (won from the opponent, FL-2)."""
    return label(sol) + (f" [{colour}]" if colour else "")


def keep_label(sol: Soldier) -> str:
    """Scout's option to keep ``sol`` on top of the deck (FL-12)."""
    return f"Keep {label(sol)} on top"


# -- how a game ends (Outcome.reason) -------------------------------------------------
def goal_reason(name: str, vp: int, goal: int) -> str:
    """FL-1: a player reached the goal."""
    return f"{name} reached {vp} VP (goal {goal})"


def routed_reason(loser: str) -> str:
    """FL-18: a player has nothing to draft at the start of a turn."""
    return f"{loser} has no soldier left to draft"


def spent_reason(names: Sequence[str], vp: Sequence[int]) -> str:
    """FL-18: neither player can draft: the score decides."""
    why = "Neither army has a soldier left to draft"
    a, b = vp
    if a == b:
        return f"{why}; {a}–{b} VP: a draw"
    w = 0 if a > b else 1
    return f"{why}; {names[w]} leads {max(a, b)}–{min(a, b)} VP"


# -- the log --------------------------------------------------------------------------
def render(
    names: Sequence[str],
    verb: str,
    *,
    actor: int | None = None,
    cards: Sequence[str] = (),
    amounts: dict[str, int] | None = None,
    seats: Sequence[int] = (),
    only: int | None = None,
    **w: Any,
) -> tuple[str, str | None]:
    """``(text, others)`` of one event (see the module docstring); raises
    KeyError for a verb Frontline does not log."""
    a = amounts or {}
    who = names[actor] if actor is not None else ""
    sol: Soldier | None = w.get("soldier")
    match verb:
        # turn structure (FL-4..FL-11, FL-17, FL-18)
        case "priority":
            return f"Coin flip: {who} is the priority player.", None
        case "turn":
            return f"— Turn {a['turn']} —", None
        case "draw":
            return f"{who} drew {label(sol)}.", f"{who} drew a card."
        case "refill":
            n = a["cards"]
            return f"{who}'s hand is empty: they draw {NUMBERS.get(n, n)} card{'' if n == 1 else 's'}.", None
        case "regroup":
            return f"{who} regroups: survivors pile shuffled into a new deck of {a['deck']}.", None
        case "draft":
            return f"{who} drafted {label(sol)} face down.", f"{who} drafted a soldier face down."
        case "flip":
            return "Flip: " + " vs ".join(f"{names[p]} {label(s)}" for p, s in enumerate(w["soldiers"])), None
        case "anti_clash":
            return "Anti-Clash: no clash can begin for the rest of this turn.", None
        case "duel_won":
            return _told(names, a, actor, w) + ".", None
        case "clash":
            return _told(names, a, None, w) + ". Clash!", None
        case "forced_clash":
            return _told(names, a, seats[0] if seats else None, w) + ", but Forced Clash: a clash begins anyway.", None
        case "deadlock":
            return _told(names, a, None, w) + ", and no clash may begin: stalemate.", None
        case "take":
            n = a["cards"]
            return f"{who} takes {n} card{'s' if n != 1 else ''}: {a['vp']} VP.", None
        case "win":
            return f"{who} wins with {a['vp']} VP!", None
        case "stalemate":
            return f"Stalemate: {a['cards']} cards go to their players' survivors piles, nobody scores.", None
        case "routed":
            return f"{who} has no soldier left: {names[seats[0]]} wins.", None
        case "cannot_continue":
            if actor is None:
                return "Neither player has a soldier left to continue the clash: stalemate.", None
            return f"{who} has no soldier left to continue the clash.", None
        case "spent":
            return spent_reason(names, (a["vp_0"], a["vp_1"])) + ".", None
        # effects (FL-12)
        case "silenced":
            return f"{sol.name} is silenced: its effect does nothing.", None
        case "boost":
            return f"{sol.name}: +{a['amount']} rank, now {a['rank']}.", None
        case "weaken":
            return f"{sol.name}: the opposing soldier gets -{a['amount']} rank, now {a['rank']}.", None
        case "silence":
            return f"{sol.name}: {w['target'].name} loses its keywords and effects this duel.", None
        case "effect_draw":
            if not a["amount"]:
                return f"{sol.name}: {who} has no card left to draw.", None
            return f"{sol.name}: {who} draws {a['amount']}.", None
        case "retreat":
            return f"{sol.name} retreats to {who}'s hand.", None
        case "hold":
            return f"{sol.name} withdraws to {who}'s own survivors pile; nobody scores it.", None
        case "scout_look":
            return (f"Scout: you look at {' and '.join(label(s) for s in w['soldiers'])}; the order stays.",
                    f"{who} scouts the top of their deck.")
        case "scout":
            return (f"Scout: {label(w['kept'])} stays on top, {label(w['under'])} goes to the bottom.",
                    f"{who} scouts: one card stays on top, one goes to the bottom.")
        case "keep_hand":
            return f"Veteran: {who} keeps their hand.", None
        case "exchange":
            return (f"Veteran: {who} puts {label(sol)} at the bottom of their deck.",
                    f"Veteran: {who} puts a card at the bottom of their deck.")
    raise KeyError(f"Frontline: no words for the log event {verb!r}")


def _told(names: Sequence[str], a: dict[str, int], winner: int | None, w: dict[str, Any]) -> str:
    """How a duel compared (FL-7, FL-14): ``"Rank 9 vs 4: Ana wins the duel"``,
    ``"Rank 5 vs 5: a tie"`` or ``"Assassinate: Ana's Assassin strikes down rank 13"``."""
    r0, r1 = a["rank_0"], a["rank_1"]
    if winner is not None and a.get("assassinate"):
        return f"Assassinate: {names[winner]}'s {w['assassin'].name} strikes down rank {(r0, r1)[1 - winner]}"
    if winner is not None:
        return f"Rank {r0} vs {r1}: {names[winner]} wins the duel"
    return f"Rank {r0} vs {r1}: a tie"
