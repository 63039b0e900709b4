"""Everything Holdfast says: the words of its log events and of its prompts, in
one place (docs/rules/holdfast.md).

Log events. The engine logs typed events with ``Game.say(verb, actor=, cards=,
amounts=, seats=, only=, **words)``; :func:`render` turns one into
``(text, others)`` (``others``: what the other seats read of a private event).
``actor`` is the seat that did it, ``seats`` the other seats it concerns, in
that order the ``{seat}`` words below; ``amounts`` are the numbers; ``words``
are the names the text needs (card names as the reader may know them: "a
face-down card" when face down, places, costs), kept out of the event.

Public events carry no card uids: a card named in public may later turn face
down or go back to a hand (HF-14), and the log keeps every event, so a uid in
it could become one its reader may not see. Private events (the drawer's own
draws, a face-down deploy) carry the uids of their cards, which their one
reader always may see (a card never goes back to a deck from play, HF-7.3).

Prompts. The ``prompt_*`` functions word each decision's prompt (every seat
reads it: none names a card that may be hidden, HF-14.3); they are short
enough for the prompt's border at 80 columns with the pager's "[10/44 · PgDn] "
in front, and the amounts come first where the words run long.
"""
from __future__ import annotations

from typing import Any, Callable, Mapping, Sequence

def plural(n: int, word: str) -> str:
    """``"1 card"``, ``"2 cards"``."""
    return f"{n} {word}{'' if n == 1 else 's'}"


def upper_first(text: str) -> str:
    return text[:1].upper() + text[1:]


# Each entry: (who, amounts, seat names of ``seats``, words) -> text, or (text, others).
Words = Callable[[str, Mapping[str, int], Sequence[str], Mapping[str, Any]], "str | tuple[str, str | None]"]

WORDS: dict[str, Words] = {
    # -- setup and turns (HF-3, HF-5) --
    "deck": lambda who, n, s, w: f"{who} plays {w['deck']} ({n['cards']} cards).",
    "first": lambda who, n, s, w: f"{who} is chosen at random to go first.",
    "draw": lambda who, n, s, w: (f"{who} draws {plural(n['cards'], 'card')}: {', '.join(w['names'])}.",
                                  f"{who} draws {plural(n['cards'], 'card')}."),
    "resources": lambda who, n, s, w: f"{who} puts {plural(n['cards'], 'resource')} into play: "
                                      f"{', '.join(w['names'])}.",
    "turn": lambda who, n, s, w: f"— Turn {n['turn']}: {who} —",
    "loses": lambda who, n, s, w: f"{w['why']}: {who} loses.",
    "wins": lambda who, n, s, w: f"{who} is the last player standing and wins.",
    "turn_limit": lambda who, n, s, w: f"{w['reason']}.",
    # -- bounty (HF-4, HF-5.2..HF-5.4) --
    "flush": lambda who, n, s, w: f"{who} flushes their store ({n['bounty']} bounty).",
    "harvest": lambda who, n, s, w: f"Harvest: {who} adds {n['bounty']} bounty ({w['store']} in store, capacity "
                                    f"{n['capacity']})" + (f"; the store is full, lost: {w['lost']}" if w.get('lost')
                                                           else "") + ".",
    # HF-14.2: what is owed counts face-down cards' upkeep: the other seats read
    # only that it was paid (the store shows how much)
    "maintenance": lambda who, n, s, w: (f"Maintenance: {who} pays {w['dues']} ({w['parts']}).",
                                         f"Maintenance: {who} pays the upkeep."),
    "unpaid": lambda who, n, s, w: (f"Maintenance ({w['parts']}): {who} "
                                   f"{'has nothing left to offer' if w['short'] else 'stops offering'} and pays "
                                   f"{n['paid']} of {n['owed']}; {n['owed'] - n['paid']} goes unpaid.",
                                   f"Maintenance: {who} cannot pay all of the upkeep; the rest goes unpaid."),
    "offer": lambda who, n, s, w: f"{who} cannot pay maintenance and offers {w['card']} to the rubble.",
    # an upkeep's parts: the other seats read "Maintenance: Bo pays the upkeep."
    # once (HF-14.2), not a line again for each part paid
    "pay": lambda who, n, s, w: (f"{who} pays {w['bounty']} ({w['why']}).", None),
    "shed": lambda who, n, s, w: f"{who}'s store is over capacity: {w['bounty']} is lost.",
    # -- the Command Phase (HF-9) --
    "end_command": lambda who, n, s, w: f"{who} ends the Command Phase.",
    "turn_up": lambda who, n, s, w: f"{who} turns a face-down card face up: {w['card']}.",
    "turn_down": lambda who, n, s, w: f"{who} turns {w['card']} face down.",
    "deploy": lambda who, n, s, w: (f"{who} deploys {w['card']} face down {w['where']} ({w['cost']}).",
                                    f"{who} deploys a card face down {w['where']}.") if w.get("down")
    else f"{who} deploys {w['card']} {w['where']} ({w['cost']}).",
    "declare": lambda who, n, s, w: f"{who} declares a perimeter: {who}'s courtyard lies behind it.",
    "connect": lambda who, n, s, w: f"{who} connects {', '.join(w['names'])} and declares a perimeter: a courtyard "
                                    f"lies behind it.",
    "pitch": lambda who, n, s, w: f"{who} pitches {w['card']} to the rubble.",
    "play": lambda who, n, s, w: f"{who} plays {w['card']}"
                                 + (f" ({s[0]}'s, from the middling)" if s else "")
                                 + (f" on {w['target']}" if w.get("target") else "") + ".",
    "goes": lambda who, n, s, w: f"{w['card']} goes to the {w['to']}.",
    "ability": lambda who, n, s, w: f"{who}'s {w['card']} uses {w['ability']}"
                                    + (f" on {w['target']}" if w.get("target") else "") + f" ({w['cost']}).",
    "used_up": lambda who, n, s, w: f"{w['card']} is used up and goes to the rubble.",
    "move": lambda who, n, s, w: f"{who} moves {w['card']} to {w['to']}.",
    # -- assaults (HF-10..HF-13) --
    "assault": lambda who, n, s, w: f"{who} assaults {w['target']} ({w['place']}) with {', '.join(w['names'])} "
                                    f"(strength {n['strength']}).",
    "spring": lambda who, n, s, w: f"{who} springs {w['card']}!",
    "reveal": lambda who, n, s, w: ("Reveal step: " if w.get("step") else "")
                                   + f"{s[0]}'s face-down card is turned face up: {w['card']}.",
    "on_reveal": lambda who, n, s, w: f"{who}'s {w['card']} takes effect on being revealed.",
    "disarm": lambda who, n, s, w: f"{w['card']} is disarmed and goes to the rubble.",
    "morale_step": lambda who, n, s, w: f"Morale step: strength {n['strength']} against morale {n['morale']}: "
                                        + ("the assault goes on." if n['strength'] >= n['morale']
                                           else "the assault breaks and stops."),
    "falter": lambda who, n, s, w: f"Falter step: the occupants of {w['card']} are ousted.",
    "damage_step": lambda who, n, s, w: "Damage step: " + "; ".join(
        [f"{s[0]}'s {w['card']} takes {n['dealt']}" + (f" ({n['prevented']} prevented)" if n.get('prevented') else "")]
        + [f"{name} takes {got}" for name, got in w["hits"]]) + ".",
    # -- effects (HF-15) --
    "earthquake": lambda who, n, s, w: f"Earthquake: {plural(n['structures'], 'structure')} take 2 damage each.",
    # HF-14.2: others count only the face-up denizens (``shown``)
    "call_to_arms": lambda who, n, s, w: (f"Call to Arms: {plural(n['denizens'], 'denizen')} may act once more "
                                          f"this turn.",
                                          f"Call to Arms: each of {who}'s denizens may act once more this turn "
                                          f"({plural(w['shown'], 'face-up denizen')})."),
    "damage": lambda who, n, s, w: f"{upper_first(w['whose'])} takes {n['damage']} damage"
                                   + (f" ({n['prevented']} prevented)" if n.get('prevented') else "") + ".",
    "weaken": lambda who, n, s, w: f"{w['card']} gets -{n['strength']} strength this turn.",
    "bolster": lambda who, n, s, w: (f"+{n['amount']} {w['stat']} this turn: {', '.join(w['names']) or 'nothing'}.",
                                     f"+{n['amount']} {w['stat']} this turn: {', '.join(w['shown']) or 'nothing'}."),
    "stop": lambda who, n, s, w: "The assault stops.",
    "morale": lambda who, n, s, w: f"+{n['morale']} morale against this assault.",
    "shield": lambda who, n, s, w: f"The next {n['shield']} damage to {w['card']} this turn is prevented.",
    "repair": lambda who, n, s, w: f"{w['card']}: {n['repaired']} damage removed.",
    "gain": lambda who, n, s, w: f"{who} gains {n['bounty']} bounty (up to {w['bounty']}).",
    "levy": lambda who, n, s, w: f"{s[0]} owes {w['bounty']} effect maintenance in each of their next "
                                 f"{n['turns']} Maintenance Phases.",
    "recover": lambda who, n, s, w: f"{w['card']} comes back from the rubble and is played at once (a resource)."
    if w.get("resource") else f"{w['card']} returns from the rubble to {s[0]}'s hand.",
    "oust_all": lambda who, n, s, w: f"{n['occupants']} occupant{'s' if n['occupants'] != 1 else ''} of "
                                     f"{w['card']} {'are' if n['occupants'] != 1 else 'is'} ousted.",
    # -- the field (HF-6, HF-7, HF-11.3, HF-12.4) --
    "goes_with": lambda who, n, s, w: f"{upper_first(w['whose'])} goes to the rubble with {w['host']}.",
    "oust": lambda who, n, s, w: f"{s[0]}'s face-down card is ousted: it is {w['card']}, a trap, and goes to the "
                                 f"rubble." if w.get("was_down") else f"{s[0]}'s {w['card']} is ousted and goes to "
                                                                        f"the {w['to']}.",
    "ousted": lambda who, n, s, w: f"{upper_first(w['whose'])} is ousted to the {w['to']}.",
    "perimeter_gone": lambda who, n, s, w: f"{s[0]}'s perimeter is gone: the courtyard is part of the outland again"
                                           + (f" ({plural(n['moved'], 'card')} now in the outland)." if n['moved']
                                              else "."),
    "breach": lambda who, n, s, w: f"{s[0]}'s perimeter is breached: courtyard and outland are one zone.",
    "give_up": lambda who, n, s, w: f"{who} gives up their broken perimeter: its structures stand alone in the "
                                    f"outland.",
    "fall": lambda who, n, s, w: f"{s[0]}'s {w['card']} falls and goes to the rubble.",
}


def render(seat_names: Sequence[str], verb: str, /, *, actor: int | None = None, cards: Sequence[str] = (),
           amounts: Mapping[str, int] | None = None, seats: Sequence[int] = (), only: int | None = None,
           **words: Any) -> tuple[str, str | None]:
    """``(text, others)`` of one event (see the module docstring). Raises
    KeyError for a verb with no words."""
    who = seat_names[actor] if actor is not None else ""
    out = WORDS[verb](who, amounts or {}, [seat_names[p] for p in seats], words)
    return out if isinstance(out, tuple) else (out, None)


# -- prompts ---------------------------------------------------------------------------------
def prompt_command(stored: int, capacity: int) -> str:
    return f"Command Phase: deploy and act (store {stored}/{capacity})"


def prompt_confirm_end(missing: Sequence[str]) -> str:
    """HF-1.1: ``missing`` the kinds not in play ("denizen", "structure")."""
    return f"End anyway? No {' and no '.join(missing)}: you lose"


PROMPT_ASSAULT = "Assault Phase: a target, or end your turn"
PROMPT_WALL = "New perimeter: toggle 2+ structures, then confirm"
PROMPT_REVEAL = "Reveal step: activate effects, one at a time"
PROMPT_PLACE = "Deploy a card: where?"


def prompt_group(target: str) -> str:
    """``target``: the assaulted card as everyone may name it ("Bo's Camp")."""
    return f"Toggle the group, then confirm ({target})"


def prompt_trap(step: str, attacker: str, target: str, strength: int) -> str:
    """HF-13.2: the defender's trap window at ``step`` ("morale step")."""
    return f"Spring a trap? {step} · {attacker} → {target} (str {strength})"


def prompt_split(target: str, strength: int, left: int) -> str:
    return f"Your {target} strikes back {strength}: {left} left to split"


def prompt_shed(over: int, capacity: int) -> str:
    return f"Store {over} over capacity {capacity}: lose which kind?"


def prompt_flush(stored: int) -> str:
    return f"Flush your whole store ({stored} bounty)?"


def prompt_offer(dues: str) -> str:
    return f"Upkeep {dues}: offer a card or stop"


#: What the other seats read while upkeep is being offered or paid (HF-14.2:
#: the dues count face-down cards).
PROMPT_UPKEEP_PUBLIC = "Maintenance: paying the upkeep"


def prompt_pay(n: int, why: str) -> str:
    return f"Pay {n} more of any kind ({why})"


def prompt_pitch(n: int) -> str:
    return f"Pitch {plural(n, 'card')} from your hand to your rubble"


def prompt_aim(what: str) -> str:
    """``what``: "the card you play" (it may still go back to the hand) or
    "Card: Ability"."""
    return f"Choose a target for {what}"


def prompt_move(card: str) -> str:
    return f"Move {card} (one action): where to?"
