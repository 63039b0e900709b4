"""Everything Heresy says: the words of its log events, prompts, labels and
outcome reasons, in one place (docs/rules/heresy.md). No rule IDs here.

Log events. The engine logs typed events with ``Game.say(verb, actor=,
cards=, amounts=, seats=, only=, **words)``; :func:`render` turns one into
``(text, others)`` (``others``: what the other seats read of a private event,
None: nothing). ``words`` are the names the text needs (card names as the
reader may know them), kept out of the event.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Mapping, Sequence

from holytable.engine.text import counted

if TYPE_CHECKING:  # pragma: no cover
    from .rules import HeresyGame

#: HK-7.3: the actions others may answer, as the log names them ("sets out to ...").
ACT = {"build": "build", "call": "call", "enhance": "attach", "move": "move", "jackin": "jack in",
       "jackout": "jack out", "netwalk": "netwalk"}
AREA = {"wilds": "Wilds", "matrix": "Matrix"}

Words = Callable[[str, Mapping[str, int], Sequence[str], Mapping[str, Any]], "str | tuple[str, str | None]"]

WORDS: dict[str, Words] = {
    # -- setup and turns --
    "deck": lambda who, n, s, w: f"{who} plays {w['deck']} ({n['cards']} cards).",
    "goal": lambda who, n, s, w: f"A gateway opens with {n['tau']} tau stored.",
    "first": lambda who, n, s, w: f"{who} is chosen at random to go first.",
    "draw": lambda who, n, s, w: (f"{who} draws {counted(n['cards'], 'card')}: {', '.join(w['names'])}.",
                                  f"{who} draws {counted(n['cards'], 'card')}."),
    "redraw": lambda who, n, s, w: f"{who} has no domain, shuffles the hand back and draws again.",
    "archive": lambda who, n, s, w: (f"{who} puts {w['card']} face down in their archive.",
                                     f"{who} puts a card face down in their archive."),
    "obliterate_from_hand": lambda who, n, s, w: f"{who} discards {w['card']} to oblivion.",
    "turn": lambda who, n, s, w: f"— Turn {n['turn']}: {who} (their turn {n['round']}) —",
    "recover": lambda who, n, s, w: f"{who} recovers {', '.join(w['names'])}.",
    "end_actions": lambda who, n, s, w: f"{who} ends their actions.",
    # -- actions --
    "build": lambda who, n, s, w: f"{who} builds {w['card']} in their {AREA[w['area']]}.",
    "open_aura": lambda who, n, s, w: f"{who} opens {w['card']} for {n['aura']} aura.",
    "call": lambda who, n, s, w: f"{who} calls {w['card']} onto {w['where']} ({n['aura']} aura).",
    "enhance": lambda who, n, s, w: f"{who} attaches {w['card']} to {w['target']} ({n['aura']} aura).",
    "move": lambda who, n, s, w: f"{who} moves {w['card']} to {w['where']}.",
    "jack_in": lambda who, n, s, w: f"{who} jacks {w['card']} into {w['where']}; its body stays on {w['body']}.",
    "jack_out": lambda who, n, s, w: f"{who} jacks {w['card']} out, back to its body on {w['where']}.",
    "netwalk": lambda who, n, s, w: f"{who} netwalks {w['card']} to {w['where']}.",
    "move_tau": lambda who, n, s, w: f"{who} opens {w['card']} and moves {n['tau']} tau onto {w['where']}.",
    "gain_tau": lambda who, n, s, w: f"{who} gains {n['tau']} tau" + (
        " (a player ended a turn with no domain)." if w["why"] == "no_domains"
        else " (a challenge was declined)." if w["why"] == "declined" else "."),
    "spend_tau": lambda who, n, s, w: f"{who} opens {w['card']} and spends {n['tau']} tau from it.",
    "gateway_try": lambda who, n, s, w: f"{who} begins to activate their gateway ({n['tau']} tau).",
    "act_try": lambda who, n, s, w: f"{who} sets out to {ACT[w['act']]} {w['card']}"
    + (f" ({'onto' if w['act'] in ('call', 'enhance') else 'to'} {w['where']})" if w["where"] else "") + ".",
    "gateway_fails": lambda who, n, s, w: f"{who}'s gateway does not open: only {n['tau']} tau is left.",
    # -- effects (windows.py) --
    "play": lambda who, n, s, w: f"{who} {'plays the miracle' if w['kind'] == 'miracle' else 'invokes'} "
    f"{w['card']}" + (f" on {w['target']}" if w["target"] else "") + ".",
    "attack_gone": lambda who, n, s, w: f"{w['card']} is gone: {who}'s attack on it comes to nothing.",
    "countered": lambda who, n, s, w: f"{w['card'] or 'The effect'} is countered and does nothing.",
    "fizzle": lambda who, n, s, w: f"{w['card'] or 'The effect'} has lost its target and does nothing.",
    "fx_damage": lambda who, n, s, w: f"{w['card']} takes {n['damage']} damage.",
    "fx_strike": lambda who, n, s, w: f"{w['card']} is stricken.",
    "fx_ready": lambda who, n, s, w: f"{w['card']} is readied.",
    "fx_return": lambda who, n, s, w: f"{w['card']} returns to its owner's hand.",
    "fx_obliterate": lambda who, n, s, w: f"{w['card']} is obliterated.",
    "fx_heal": lambda who, n, s, w: f"{w['card']} loses all its damage.",
    "fx_boost": lambda who, n, s, w: f"{w['card']} gets +{n['by']} {w['stat']} in this conflict.",
    "fx_no_damage": lambda who, n, s, w: f"{w['card']} deals no damage in this conflict.",
    "fx_aura": lambda who, n, s, w: f"{who} gains {n['aura']} aura.",
    "ability": lambda who, n, s, w: f"{who} {'opens' if w['opened'] else 'uses'} {w['card']}" + (
        f" ({n['aura']} aura)" if n["aura"] else "") + (f", aiming at {w['target']}." if w["target"] else "."),
    # -- combat (combat.py) --
    "attack": lambda who, n, s, w: f"{who} attacks {w['card']} with {and_list(w['names'])}" + (
        "." if not w["joined"] else " (joined)." if not w.get("unjoined") else
        f" ({and_list(w['unjoined'])} not joined)."),
    "defend": lambda who, n, s, w: f"{who} defends {w['card']}.",
    "intervene": lambda who, n, s, w: (f"{who} intervenes for {w['target']} with {w['card']}"
                                       + (f", an assembly led by {w['lead']} (+1/+1 each)." if w.get("lead")
                                          else " (joined)." if w.get("joined") else ".")),
    "assembly": lambda who, n, s, w: (f"{who} joins {and_list(w['names'])} in an assembly led by {w['lead']} "
                                      f"(+1/+1 each)."),
    "damage": lambda who, n, s, w: f"{who} deals damage: {', '.join(w['names'])}.",
    "combat_end": lambda who, n, s, w: "The combat ends.",
    "challenge_countered": lambda who, n, s, w: f"{who}'s challenge by {w['card']} is countered and ends.",
    "attack_countered": lambda who, n, s, w: f"{who}'s attack on {w['card']} is countered: no defense, no damage.",
    "no_target": lambda who, n, s, w: f"{w['card']} has left play: the attack on it ends without damage.",
    "blitz": lambda who, n, s, w: (f"Blitz: {w['names'][0]} deals its damage first." if len(w["names"]) == 1
                                   else f"Blitz: {and_list(w['names'])} deal their damage first."),
    "ic_up": lambda who, n, s, w: (f"{who} turns up the IC: {', '.join(w['names'])} against an attack of "
                                   f"{n['total']}: " + ("the attack is stopped." if w["stops"] else "overcome.")),
    "ic_call": lambda who, n, s, w: (f"{who} attaches {w['card']} face down to {w['target']}.",
                                     f"{who} attaches an IC face down to {w['target']}."),
    "fx_ic": lambda who, n, s, w: f"{w['card']} {w['what']}.",
    "scramble": lambda who, n, s, w: f"{who} scrambles {w['card']} to {w['where']}.",
    # -- the dead (combat.py) --
    # HK-31.1: killed in the Wilds, obliterated; HK-31.2, HK-22.5, HK-22.6: killed in the Matrix, ripped
    # out (back to its body's domain, stricken) or, with no body, obliterated: one line, no "killed" then "ripped"
    "killed": lambda who, n, s, w: (
        f"{who}'s {w['card']} is beaten and ripped out: back to its body on {w['where']}, stricken."
        if w.get("end") == "ripped" else
        f"{who}'s {w['card']} is beaten and ripped out with no body to go back to: obliterated."
        if w.get("end") == "no_body" else f"{who}'s {w['card']} is killed and obliterated."),
    "array_killed": lambda who, n, s, w: f"{who}'s array {w['card']} is killed" + (
        f" and gives up {n['tau']} tau." if n["tau"] else "."),
    "domain_tau": lambda who, n, s, w: f"{who} takes {n['tau']} tau from the killed {w['card']}.",
    "domain_obliterated": lambda who, n, s, w: f"{who} obliterates the killed {w['card']}.",
    "store_tau": lambda who, n, s, w: f"{who} stores {n['tau']} tau on {w['where']}.",
    "tau_lost": lambda who, n, s, w: f"{who} has no array with room: {n['tau']} tau is lost.",
    "gateway": lambda who, n, s, w: f"{who} activates their gateway with {n['tau']} tau and reascends!",
    # -- the Matrix --
    "crash": lambda who, n, s, w: f"{who} lacks virtual support: {w['card']} crashes.",
    "ripped": lambda who, n, s, w: (f"{w['card']} is ripped out of the Matrix, stricken, back on {w['where']}."
                                    if w["body"] else f"{w['card']} is ripped with no body and obliterated."),
    # -- challenges, the Aereopagus, titles --
    "challenge": lambda who, n, s, w: (f"{who} opens {w['card']} and challenges {s[0]}'s {w['target']}"
                                       + (f" for the title {w['title']}." if w["title"] else " to the death.")),
    "decline": lambda who, n, s, w: f"{who} declines: {w['card']} is stricken in disgrace.",  # tau: gain_tau's line
    "accept": lambda who, n, s, w: f"{who} accepts: {w['card']} enters the Crucible.",
    "convene": lambda who, n, s, w: f"The Aereopagus convenes: {w['a']} against {w['b']}.",
    "vote": lambda who, n, s, w: (f"{w['card']} casts {counted(n['votes'], 'vote')} for {w['target']} "
                                  f"({w['total']} in all)."),
    "abstain": lambda who, n, s, w: f"{w['card']} abstains.",
    "open_vote": lambda who, n, s, w: (f"{who} opens {w['card']}: {counted(n['votes'], 'more vote', 'more votes')} "
                                       f"for {w['target']} ({w['total']} in all)."),
    "vote_pass": lambda who, n, s, w: f"{who} passes.",
    "negate_votes": lambda who, n, s, w: f"Every vote {w['card']} cast is void ({n['votes']}).",
    "dissolved": lambda who, n, s, w: f"{w['a']} or {w['b']} has left: the Aereopagus is dissolved.",
    "tally": lambda who, n, s, w: f"The votes: {w['a']} {n['a']}, {w['b']} {n['b']}.",
    "split_committed": lambda who, n, s, w: f"{who} divides {w['card']}'s votes in secret.",
    "reveal": lambda who, n, s, w: (f"Revealed: {w['a']} {n['a_attack']}/{n['a_defense']}, "
                                    f"{w['b']} {n['b_attack']}/{n['b_defense']}."),
    "crucible_damage": lambda who, n, s, w: (  # HK-34.11.a: a survivor keeps none of it
        f"{w['card']} takes {n['damage']} damage and is killed." if w["killed"] else
        f"{w['card']} takes {n['damage']} damage and survives; the damage wears off with the challenge."
        if n["damage"] else f"{w['card']} takes no damage."),
    "title_won": lambda who, n, s, w: f"{who}'s {w['target']} wins the title {w['card']}.",
    "title_kept": lambda who, n, s, w: f"{who}'s {w['target']} keeps the title {w['card']}.",
    "title_lost": lambda who, n, s, w: f"Both are killed: the title {w['card']} is obliterated.",
    "etiquette": lambda who, n, s, w: f"{w['card']} challenged its own conviction and is stricken.",
    "revoke": lambda who, n, s, w: (f"{who} pays {n['aura']} aura to revoke the title {w['card']} from {s[0]}'s "
                                    f"{w['holder']} for {w['target']}."),
    "revoke_won": lambda who, n, s, w: f"{who} wins the vote: {w['target']} now holds {w['card']}.",
    "revoke_lost": lambda who, n, s, w: f"{who} loses the vote: {w['card']} goes back to their hand; "
                                        f"{w['target']} keeps the title.",
    "revoke_tie": lambda who, n, s, w: f"The vote is tied: {who}'s {w['card']} is obliterated.",
    # -- end of turn --
    "no_domains": lambda who, n, s, w: f"{who} ends the turn with no domain: each opponent gains 1 tau.",
    "archive_draw": lambda who, n, s, w: (f"{who} takes {w['card']} from their archive.",
                                          f"{who} takes a card from their archive."),
    "skip_draw": lambda who, n, s, w: f"{who} began the discard phase with more than seven cards and draws none.",
    "forfeit": lambda who, n, s, w: f"{who} must draw from an empty deck and forfeits." if w["why"] == "empty_deck"
    else f"{who} forfeits.",
    "last_player": lambda who, n, s, w: f"{who} is the last player left and wins.",
    "round_limit": lambda who, n, s, w: f"{w['reason']}.",
}


def and_list(names: Sequence[str]) -> str:
    """``"A"``, ``"A and B"``, ``"A, B and C"``."""
    names = list(names)
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}" if names else ""


def tagged(name: str, tag: int) -> str:
    """A card's name with its copy tag (``"Arena#2"``; 0: none), the one way
    the log, the prompts and the screen tell two cards of one name apart
    (TableMixin.tag gives the number)."""
    return f"{name}#{tag}" if tag else name


def render(seat_names: Sequence[str], verb: str, /, *, actor: int | None = None, cards: Sequence[str] = (),
           amounts: Mapping[str, int] | None = None, seats: Sequence[int] = (), only: int | None = None,
           **w: Any) -> tuple[str, str | None]:
    """``(text, others)`` of one log event. Raises KeyError for an unknown verb."""
    who = seat_names[actor] if actor is not None else ""
    out = WORDS[verb](who, amounts or {}, [seat_names[i] for i in seats], w)
    return out if isinstance(out, tuple) else (out, None)


def _window_words(window: str, fight: str) -> str:
    """A window with no effect waiting: when it is (``"Ana attacks Arena,
    before the defense"``: a combat window names the attack, an Aereopagus
    window its contestants)."""
    when = {"combat1": "before the defense", "combat2": "before the damage", "aereopagus": "the Aereopagus",
            "orientation": "the turn begins", "end": "the turn ends"}.get(window, "now")
    if window == "aereopagus":  # "The Aereopagus, Rimmon against Rabdos"
        out = f"{when}, {fight}" if fight else when
    else:
        out = f"{fight}, {when}" if fight else when
    return out[:1].upper() + out[1:]


#: HK-33.5, HK-33.8: which Aereopagus window is open (``Aereo.stage``), for
#: its prompt and the view: "before the presentation", "after voting turn 2 (Ana's)".
AEREO_STAGES: dict[str, str] = {"presentation": "before the presentation", "execution": "before the voting",
                                "execution_turn": "after voting turn {k} ({who}'s)", "tally": "before the tally"}


def aereo_stage(stage: str, who: str = "", k: int = 0) -> str:
    """The words of an Aereopagus window's stage ("" for none); after the
    ``k``-th voting turn, ``who``'s."""
    return AEREO_STAGES.get(stage, "").format(who=who, k=k)


PROMPTS: dict[str, Callable[..., str]] = {
    "redraw": lambda domain=False: ("A domain among your 11 cards, so no redraw: keep them" if domain
                                    else "No domain among your 11 cards: draw again (once a game)?"),
    "setup_discard": lambda n: f"Keep seven: discard {counted(n, 'more card', 'more cards')}",
    "action": lambda aura: f"Your actions ({aura} aura in your pool)",
    "place": lambda verb, card: {"call": f"Call {card} onto which location?",
                                 "enhance": f"Attach {card} to which card?",
                                 "move": f"Move {card} to which location?",
                                 "jackin": f"Jack {card} into which array?",
                                 "netwalk": f"Netwalk {card} to which location?"}[verb],
    "pay": lambda need, card: f"{card}: open cards for {need} more aura",
    "tau_pay": lambda need, card: f"{card}: open arrays for {need} more tau",
    "tau_to": lambda card, tau: f"Move tau from {card} ({tau} stored) onto which array?",
    "store": lambda n: f"Store {counted(n, 'tau', 'tau')}: how many on which array?",
    "crash": lambda short: f"Short of {short} virtual support: crash an array or a Matrix character",
    "discard": lambda over: (f"Discard {counted(over, 'card')} down to seven" if over > 0
                             else "Discard any cards? (Technology may go to your archive)"),
    "archive_draw": lambda: "Take one card from your archive before drawing?",
    "others_action": lambda name: f"{name} is choosing an action",
    "others_setup": lambda name: f"{name} is making up their opening hand",
    "others_pay": lambda name: f"{name} is paying for a card or an ability",
    "aim": lambda card: f"{card} challenges which Host, and to what end?",
    "ch_answer": lambda card, target, a="", b="": (f"{card}{f' ({a})' if a else ''} challenges {target}"
                                                  f"{f' ({b})' if b else ''}: accept, or decline in disgrace?"),
    "present": lambda card, n: f"The Aereopagus: {card} casts {counted(n, 'vote')} for whom?",
    "execute": lambda a, b, t0, t1: f"The Aereopagus ({a} {t0}, {b} {t1}): open Hosts to vote, or pass",
    "split": lambda card, n: f"In secret: divide {counted(n, 'vote')} between {card}'s attack and defense",
    "others_split": lambda name: f"{name} is dividing their votes in secret",
    "window": lambda window, stack, scramble=False, fight="", own=False: (
        f"{stack}: answer{' your own move' if own else ''}{' (a miracle or a scramble)' if scramble else ''}?"
        if stack else _window_words(window, fight) + (": play a miracle or scramble" if scramble else
                                                      ": play a miracle") + (" on your own attack?" if own else "?")),
    "attack_from": lambda card: f"Attack {card} from which location?",
    "attack_add": lambda card, n: f"Attack {card}: choose the attackers ({n} so far)",
    "defense": lambda card: f"{card} is attacked: defend it, or intervene with a Host?",
    "join": lambda names, ready=False: (
        f"Assembly of {and_list(names)}: add a Host" + (", or declare it" if ready else "") if names
        else "Join Hosts in an assembly (+1/+1 each), or fight unjoined?"),
    "intervene": lambda card, names: f"Intervene for {card} with {and_list(names)}: more Hosts may join",
    "assign": lambda left: f"Assign {left} damage (in secret), enough to kill at each step",
    "others_assign": lambda name: f"{name} is assigning damage in secret",
    "domain_killed": lambda card: f"{card} is killed: take its tau or obliterate it?",
    "flee": lambda card: f"{card} is obliterated: move ready characters off it first?",
}


#: What an effect awaiting answers does, by its verb (HK-23.2): the window's
#: prompt says it, naming the acting card and its target when it has one
#: ("Bo jacks Nanael into Kiev Grid: answer?").
STACK_WORDS: dict[str, Callable[[str, str, str], str]] = {
    "build": lambda who, card, target: f"{who} builds {card}",
    "call": lambda who, card, target: f"{who} calls {card}" + (f" onto {target}" if target else ""),
    "enhance": lambda who, card, target: f"{who} attaches {card}" + (f" to {target}" if target else ""),
    "move": lambda who, card, target: f"{who} moves {card}" + (f" to {target}" if target else ""),
    "jackin": lambda who, card, target: f"{who} jacks {card} into " + (target or "the Matrix"),
    "jackout": lambda who, card, target: f"{who} jacks {card} out of the Matrix" + (
        f", back to its body on {target}" if target else ""),
    "netwalk": lambda who, card, target: f"{who} netwalks {card}" + (f" to {target}" if target else ""),
    "challenge": lambda who, card, target: f"{card} challenges {target}" if target else f"{card} challenges",
    "scramble": lambda who, card, target: f"{who} scrambles {card}" + (f" to {target}" if target else ""),
    "gateway": lambda who, card, target: f"{who} activates their gateway",
}


def effect_words(verb: str, who: str, card: str, target: str) -> str:
    """An effect on the stack in words: the maker ``who``, its ``card`` and
    ``target`` (names, "" for none); a miracle or ability reads
    ``"Bo's Golem on Nanael"``, a counter ``"Bo's Exorcism against Ana calls
    Gaians onto Biodome"`` (``target``: the countered effect in words)."""
    f = STACK_WORDS.get(verb)
    if f is not None:
        return f(who, card, target)
    if verb == "counter":
        return f"{who}'s {card} against {target}" if target else f"{who}'s {card}, a counter"
    return f"{who}'s {card} on {target}" if target else f"{who}'s {card}"


def take_tau_label(n: int, room: int, card: str) -> str:
    """HK-32.2, HK-18.2: taking a killed domain's ``n`` tau with ``room``
    left on one's arrays: "Take 3 tau", "Take 3 tau (room for 1: 2 lost)",
    "Take 3 tau (no array has room: all lost; Arena stays in play)"."""
    if room >= n:
        return f"Take {n} tau"
    if room:
        return f"Take {n} tau (room for {room}: {n - room} lost)"
    return f"Take {n} tau (no array has room: all lost; {card} stays in play)"


def prompt(kind: str, **kw: Any) -> str:
    return PROMPTS[kind](**kw)


def place_label(g: "HeresyGame", verb: str, x: int) -> str:
    """The label of a destination ``x`` in a place decision."""
    area = AREA[g.area(x)]
    return f"{g.cname(x)} ({area})"


REASONS: dict[str, Callable[..., str]] = {
    "gateway": lambda name, tau: f"{name} activated their gateway with {tau} tau",
    "last": lambda name, out: f"{out} forfeited; {name} is the last player left",
    "limit": lambda shown, name: f"The last round is over (tau: {shown}); {name} has the most",
    "limit_draw": lambda shown: f"The last round is over (tau: {shown}); a draw",
}


def reason(kind: str, **kw: Any) -> str:
    return REASONS[kind](**kw)


#: What an effect does, by verb, for option labels (HK-15 abilities); ``{n}``
#: the amount, ``{t}`` the target's name, ``{stat}`` attack/defense.
EFFECT_WORDS: dict[str, str] = {
    "damage": "{n} damage to {t}", "strike": "strike {t}", "ready": "ready {t}", "return_to_hand":
    "return {t} to its owner's hand", "obliterate": "obliterate {t}", "heal": "remove all damage from {t}",
    "boost": "+{n} {stat} for {t} in this conflict", "no_damage": "{t} deals no damage in this conflict",
    "counter": "counter the last effect", "negate_votes": "void every vote {t} has cast", "draw": "draw {cards}",
    "gain_aura": "gain {n} aura", "gain_tau": "gain {n} tau",
}


#: Effects that harm the card they aim at: an option aimed at one's own card says so.
HARMFUL = frozenset({"damage", "strike", "obliterate", "no_damage", "negate_votes"})


def hk_target_name(name: str, own: bool, verb: str) -> str:
    """A target's name in an option label: ``"your own Rabdos"`` when the
    effect ``verb`` harms it and it is the chooser's own card, else ``name``."""
    return f"your own {name}" if own and verb in HARMFUL else name


def ability_label(card: str, ability: Any, target: str) -> str:
    """``"Open Grigori: 1 damage to Doppelganger"``; an aura or tau cost in brackets."""
    e = ability.effect
    what = EFFECT_WORDS.get(e.verb, e.verb.replace("_", " ")).format(
        n=e.amount, t=target, stat=e.stat or "attack", cards=counted(e.amount, "card"))
    how = "Open" if ability.cost.open else "Use"
    paid = [f"{n} {unit}" for n, unit in ((ability.cost.aura, "aura"), (ability.cost.tau, "tau")) if n]
    cost = f" ({', '.join(paid)})" if paid else ""
    return f"{how} {card}: {what}{cost}"
