"""Pantheon's log wording: the one place every log line is worded.

The engine logs typed events with :meth:`holytable.engine.game.Game.say`
(``verb``, ``actor``, ``cards``, ``amounts``, ``seats``, ``only``); the game's
``render_event`` calls :func:`render`, which finds the verb's function in
:data:`WORDS` and returns ``(text, others)`` (``others``: what the other seats
read of a private event, None for a public one).

Each function takes ``(g, e)``: the game (for names, read at the moment the
event happens) and an :class:`Ev` of the event's fields plus the extra
``words`` the call gave (``why``, ``keyword``, ``occ``...). An unknown verb
raises KeyError.

Verbs (actor: the seat doing it; cards: uids, the acting card first):

- opening and turn: ``priority_roll`` (seats rolling, words ``rolls``),
  ``priority``, ``priority_tie``, ``keep_hand``, ``reroll_hand``, ``turn``
  (amounts turn), ``phase`` (words phase), ``combat``, ``no_combat``,
  ``end_turn``, ``points_lost`` (amounts CP/MP/AP), ``out`` (why), ``win``;
- dice (PN-8): ``roll`` (amounts roll), ``lock`` (amounts CP/MP/AP), both with
  words ``dice``;
- cards: ``draw`` (private), ``deck_empty``, ``mill``, ``discard``, ``play``,
  ``use``, ``attack`` (words ``occ``), ``pass``, ``take_back``, ``c3_cost``,
  ``enter`` (amounts spot), ``no_room``, ``field_in``, ``decay``, ``attach``,
  ``curse_spot``, ``attach_fails``, ``advance``, ``withdraw``, ``fizzle``,
  ``cancel``, ``to_grave``, ``revive``, ``seal``, ``bounce``, ``destroyed``,
  ``sacrificed``, ``immortal``, ``spot_gone``, ``evicted``, ``anubis_return``,
  ``engulf``;
- damage and keywords: ``damage`` (amounts damage, hp; why), ``heal``,
  ``stoic_heal``, ``shield_stops``, ``keyword`` / ``keyword_ends`` / ``strip``
  (words keyword), ``boost``, ``shield``, ``extra_attack``;
- combat: ``strike``, ``direct_hit``, ``counter``, ``retarget``,
  ``attack_fizzles`` (words ``gone``), ``spill``, ``spill_lost``;
- points and WP: ``gain_points``, ``gain_tokens``, ``token_roll`` (amounts
  die), ``gain_wp`` / ``lose_wp`` (amounts WP, total; why), ``wp_redirected``,
  ``wp_nobody``, ``redirect``.

A ``why`` word is a cause ``(kind, card or seat)``, worded by :data:`WHY`
(``("destroyed", c)`` -> "destroyed Sobek"); only ``out`` takes its reason
as words (the same words as the game's outcome).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable

from .state import poss

if TYPE_CHECKING:  # pragma: no cover
    from .rules import PantheonGame

RES = ("CP", "MP", "AP")


@dataclass(frozen=True, slots=True)
class Ev:
    """An event's fields as :func:`render` reads them (see the module docstring)."""

    verb: str
    actor: int | None
    cards: tuple[str, ...]
    amounts: dict[str, int]
    seats: tuple[int, ...]
    words: dict[str, Any]

    def n(self, what: str) -> int:
        return self.amounts[what]

    def w(self, what: str, default: Any = "") -> Any:
        return self.words.get(what, default)


def render(g: "PantheonGame", verb: str, *, actor: int | None = None, cards: tuple[str, ...] = (),
           amounts: dict[str, int] | None = None, seats: tuple[int, ...] = (), only: int | None = None,
           **words: Any) -> tuple[str, str | None]:
    """``(text, others)`` of one event (KeyError for an unknown verb)."""
    out = WORDS[verb](g, Ev(verb, actor, tuple(cards), dict(amounts or {}), tuple(seats), words))
    return out if isinstance(out, tuple) else (out, None)


# -- helpers -------------------------------------------------------------------------------
def who(g: "PantheonGame", e: Ev) -> str:
    return g.names[e.actor] if e.actor is not None else ""


def card(g: "PantheonGame", e: Ev, i: int = 0) -> str:
    """The name of the event's ``i``-th card."""
    return g.info[g.by_uid[e.cards[i]]].card.name


def seat(g: "PantheonGame", e: Ev, i: int = 0) -> str:
    return g.names[e.seats[i]]


def res(e: Ev, sep: str = ", ", last: str = ", ") -> str:
    """``"2 CP, 0 MP, 1 AP"``."""
    parts = [f"{e.amounts.get(r, 0)} {r}" for r in RES]
    return sep.join(parts[:-1]) + last + parts[-1]


def occ_text(g: "PantheonGame", occ: Any) -> str:
    """``"Ana plays Bolt of Zeus on Sobek (Bo, 3 HP)."``: what an announced
    play, ability or attack says (PN-17.2)."""
    on = f" on {', '.join(g.ref_label(r) for r in occ.targets)}" if occ.targets else ""
    verb = {"card": "plays", "ability": "uses", "attack": "attacks with"}[occ.kind]
    what = g.name(occ.c) if occ.kind != "ability" else g.occ_name(occ)
    if occ.kind == "attack":
        what = f"{poss(g.name(occ.c))} {occ.what.name}"
    return f"{g.names[occ.seat]} {verb} {what}{on}."


#: Why WP are gained or lost, or damage dealt: ``(kind, card or seat)`` -> words.
WHY: dict[str, Callable[["PantheonGame", int], str]] = {
    "destroyed": lambda g, c: f"destroyed {g.name(c)}",
    "hit_by": lambda g, c: f"hit by {g.name(c)}",
    "overflow": lambda g, p: f"overflow of the hit on {g.names[p]}",
    "card": lambda g, c: g.name(c) if c >= 0 else "a card",
    "drained": lambda g, c: g.name(c) if c >= 0 else "drained",
    "stolen_by": lambda g, p: f"stolen by {g.names[p]}",
    "stolen_from": lambda g, p: f"stolen from {g.names[p]}",
    "poison": lambda g, _: "poison",
}


def why(g: "PantheonGame", e: Ev) -> str:
    """The words of the event's cause (:data:`WHY`), "" without one."""
    w = e.w("why", ())
    return WHY[w[0]](g, w[1] if len(w) > 1 else -1) if w else ""


def keyword(kw: str) -> str:
    return "Immortal" if kw == "immortal" else kw.capitalize()


def _draw(g: "PantheonGame", e: Ev) -> tuple[str, str]:
    return f"{who(g, e)} draws {card(g, e)}.", f"{who(g, e)} draws a card."


def _gain_wp(g: "PantheonGame", e: Ev) -> str:
    return f"{who(g, e)} gains {e.n('WP')} WP ({why(g, e)}): {e.n('total')} WP."


def _lose_wp(g: "PantheonGame", e: Ev) -> str:
    return f"{who(g, e)} loses {e.n('WP')} WP ({why(g, e)}): {e.n('total')} WP."


def _win(g: "PantheonGame", e: Ev) -> str:
    return f"{who(g, e)} wins with {e.n('total')} WP!" if "total" in e.amounts else f"{who(g, e)} wins."


def _destroyed(g: "PantheonGame", e: Ev) -> str:
    how = "is sacrificed" if e.verb == "sacrificed" else "is destroyed"
    return f"{card(g, e)} ({seat(g, e)}) {how}." if e.seats else f"{card(g, e)} {how}."


def _token_roll(g: "PantheonGame", e: Ev) -> str:
    name = next(r for r in RES if r in e.amounts)
    return (f"Sculpture of Demeter: {who(g, e)} rolls {e.n('die')} and gains "
            f"{'a' if name == 'CP' else 'an'} {name} token.")


def _gain(kind: str) -> Callable[["PantheonGame", Ev], str]:
    def f(g: "PantheonGame", e: Ev) -> str:
        r, n = next((r, e.amounts[r]) for r in RES if r in e.amounts)
        return f"{who(g, e)} gains {n} {r} {kind}{'s' if n != 1 else ''}."
    return f


WORDS: dict[str, Callable[["PantheonGame", Ev], str | tuple[str, str | None]]] = {
    # opening and the turn (PN-3, PN-6, PN-10)
    "priority_roll": lambda g, e: "d20 for first player: " + ", ".join(
        f"{g.names[p]} {v}" for p, v in zip(e.seats, e.w("rolls"))) + ".",
    "priority": lambda g, e: f"{who(g, e)} is the priority player.",
    "priority_tie": lambda g, e: "Tie: " + " and ".join(g.names[p] for p in e.seats) + " roll again.",
    "keep_hand": lambda g, e: f"{who(g, e)} keeps their opening hand.",
    "reroll_hand": lambda g, e: f"{who(g, e)} rerolls their opening hand.",
    "turn": lambda g, e: f"— Turn {e.n('turn')} — {who(g, e)} has priority.",
    "phase": lambda g, e: f"{who(g, e)}: {e.w('phase')}.",
    "combat": lambda g, e: f"{who(g, e)}: Combat.",
    "no_combat": lambda g, e: f"{who(g, e)}: Combat — there is no combat on turn 1.",
    "end_turn": lambda g, e: "End of the turn.",
    "points_lost": lambda g, e: f"{who(g, e)} loses {res(e, ', ', ' and ')} unused.",
    "out": lambda g, e: f"{e.w('why')}: {who(g, e)} is out of the game.",
    "win": _win,
    # dice (PN-8)
    "roll": lambda g, e: f"{who(g, e)} rolls ({e.n('roll')} of {e.n('of')}): {e.w('dice')}.",
    "lock": lambda g, e: f"{who(g, e)} locks {e.w('dice')}: {res(e)}.",
    # cards moving
    "draw": _draw,
    "deck_empty": lambda g, e: f"{poss(who(g, e))} deck is empty: nothing to draw.",
    "mill": lambda g, e: f"{who(g, e)} puts {card(g, e)} from their deck into the graveyard.",
    "discard": lambda g, e: f"{who(g, e)} discards {card(g, e)}.",
    "play": lambda g, e: occ_text(g, e.w("occ")),
    "use": lambda g, e: occ_text(g, e.w("occ")),
    "attack": lambda g, e: occ_text(g, e.w("occ")),
    "pass": lambda g, e: f"{who(g, e)} passes.",
    "take_back": lambda g, e: f"{who(g, e)} takes {card(g, e)} back into their hand.",
    "c3_cost": lambda g, e: f"{who(g, e)} pays the C3 Cost of {card(g, e)}.",
    "enter": lambda g, e: f"{card(g, e)} enters play on "
                          + (f"active spot {e.n('spot')}." if "spot" in e.amounts else "the bench."),
    "no_room": lambda g, e: (f"No room on the bench: {card(g, e)} goes to the graveyard." if e.w("bench")
                             else f"No room: {card(g, e)} goes to the graveyard."),
    "field_in": lambda g, e: f"{card(g, e)} is in play" + (f" (decays after {e.n('decay')} turns)."
                                                           if "decay" in e.amounts else " (Preservation)."),
    "decay": lambda g, e: f"{card(g, e)} decays and goes to the graveyard.",
    "attach": lambda g, e: f"{card(g, e)} is attached to {card(g, e, 1)}.",
    "curse_spot": lambda g, e: f"{card(g, e)} curses {poss(seat(g, e))} active spot {e.n('spot')}.",
    "attach_fails": lambda g, e: f"{card(g, e)} has nothing to attach to and goes to the graveyard.",
    "advance": lambda g, e: f"{who(g, e)} moves {card(g, e)} to active spot {e.n('spot')}.",
    "withdraw": lambda g, e: f"{who(g, e)} withdraws {card(g, e)} to the bench ({e.n('CP')} CP).",
    "fizzle": lambda g, e: f"{g.occ_name(e.w('occ'))} does nothing (cancelled).",
    "cancel": lambda g, e: f"{g.occ_name(e.w('occ'))} is cancelled"
                           + (" and goes to the graveyard." if e.w("occ").kind == "card" else "."),
    "to_grave": lambda g, e: f"{card(g, e)} goes to the graveyard.",
    "revive": lambda g, e: f"{card(g, e)} returns from the graveyard to {poss(who(g, e))} hand.",
    "seal": lambda g, e: f"{card(g, e)} is sealed away.",
    "bounce": lambda g, e: f"{card(g, e)} is returned to its owner’s hand.",
    "destroyed": _destroyed,
    "sacrificed": _destroyed,
    "immortal": lambda g, e: f"{card(g, e)} is Immortal and cannot be destroyed.",
    "spot_gone": lambda g, e: f"{poss(seat(g, e))} extra {e.w('zone')} spot from {card(g, e)} disappears.",
    "evicted": lambda g, e: f"{card(g, e)} goes with it to the graveyard.",
    "anubis_return": lambda g, e: f"Anubis: {card(g, e)} goes on top of {poss(seat(g, e))} deck.",
    "engulf": lambda g, e: f"Ragnarok engulfs {card(g, e)}.",
    # damage and keywords (PN-11, PN-13)
    "damage": lambda g, e: f"{card(g, e)} takes {e.n('damage')} damage"
                           + (f" from {why(g, e)}" if e.w("why") else "") + f": {e.n('hp')} HP left.",
    "heal": lambda g, e: f"{card(g, e)} heals {e.n('hp')}.",
    "stoic_heal": lambda g, e: f"{card(g, e)} (Stoic) heals {e.n('hp')}.",
    "shield_stops": lambda g, e: f"{poss(card(g, e))} shield stops {e.n('damage')} damage.",
    "keyword": lambda g, e: f"{card(g, e)} is {keyword(e.w('keyword'))}"
                            + ("" if e.n("upkeeps") == 1 else f" for {e.n('upkeeps')} upkeeps") + ".",
    "keyword_ends": lambda g, e: f"{card(g, e)} is no longer {e.w('keyword').capitalize()}.",
    "strip": lambda g, e: f"{card(g, e)} loses {e.w('keyword').capitalize()}.",
    "boost": lambda g, e: f"{card(g, e)} deals {e.n('damage')} extra damage this turn.",
    "shield": lambda g, e: f"{card(g, e)} is shielded from the next {e.n('damage')} damage this turn.",
    "extra_attack": lambda g, e: f"{card(g, e)} may attack {e.n('attacks')} more "
                                 f"time{'s' if e.n('attacks') != 1 else ''} this combat.",
    # combat (PN-11, PN-12, PN-13.4, PN-13.9)
    "strike": lambda g, e: f"{card(g, e)} uses {e.w('attack')}.",
    "direct_hit": lambda g, e: f"{poss(card(g, e))} {e.w('attack')} hits {seat(g, e)} directly for {e.n('damage')}.",
    "counter": lambda g, e: f"Counter: {card(g, e)} strikes back.",
    "retarget": lambda g, e: f"{e.w('attack')} now goes at {e.w('target')}.",
    "attack_fizzles": lambda g, e: (f"{e.w('attack')} does nothing: its target is gone." if e.w("gone")
                                    else f"{e.w('attack')} does nothing: {card(g, e)} is no longer active."),
    "spill": lambda g, e: f"Cunning: {e.n('damage')} damage spills onto {card(g, e)}.",
    "spill_lost": lambda g, e: f"Cunning: {e.n('damage')} excess damage has nowhere to go.",
    # points and worship points (PN-7, PN-12)
    "gain_points": _gain("point"),
    "gain_tokens": _gain("token"),
    "token_roll": _token_roll,
    "gain_wp": _gain_wp,
    "lose_wp": _lose_wp,
    "wp_redirected": lambda g, e: f"The {e.n('WP')} WP {who(g, e)} would gain ({why(g, e)}) go to {seat(g, e)} instead.",
    "wp_nobody": lambda g, e: f"{who(g, e)} is out of the game: nobody gains the {e.n('WP')} WP ({why(g, e)}).",
    "redirect": lambda g, e: f"Until the end of the turn, WP {seat(g, e)} would gain go to {who(g, e)}.",
}
