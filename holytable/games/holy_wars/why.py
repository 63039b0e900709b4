"""Why something is not on offer: :func:`not_offered` (pure, no UI imports).

A decision offers only legal options, so a player who expected to play a card,
answer with a Reaction, use an ability, Rally, attack, capture, rescue or defy
sees nothing and cannot tell why. :func:`not_offered` names, for the player who
is deciding now, every card in their hand, every unlocked component of their Set
Reserve, every ability and every ready Character of theirs that no option is
about, each with the reason in words ("Veto: only when your opponent plays an
Action or an Event", "capture: costs 2 Faith, you have 1"). It reads only what
that player may know (their own side and public facts) and changes nothing.

Shapes: a :class:`Missing` is ``(what, reason, uids)``; ``what`` is one or more
names or actions joined by ", " (things that share a reason are named together),
``uids`` the cards it is about. The most useful come first: the actions of the
Action Phase (HW-5.4, HW-13, HW-14, HW-17), then cards and abilities with a
reason of their own, then the catch-alls ("the rest of your hand: only in your
Action Phase"). Rule IDs: HW-2.5 (one of a name), HW-3.1 (eight
Characters), HW-5.7 (Response Faith), HW-6 (ready, newly played), HW-7.6
(abilities), HW-8.2 (a card needs a target), HW-8.4 (triggers), HW-17.2
(Disrupted).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from .cards import Character, Reaction, Trigger
from .combat import ATTEMPT_COST
from .statics import CAPTIVE_LIMIT, FIELD_LIMIT

if TYPE_CHECKING:  # pragma: no cover
    from .rules import HolyWarsGame

#: The actions of the Action Phase that :func:`not_offered` may name.
ACTIONS = ("Rally", "attack", "capture", "rescue", "Set Defiance")

#: Catch-all reasons, named after everything more particular.
REST_OF_HAND = "only in your Action Phase"
REACTIONS = "Reactions answer in a response window"
NOT_NOW = "not part of this choice"
ANSWER_ONLY = "on your opponent's turn they answer only with a timed ability"
OWN_TURN = "they act in your Action Phase"
GENERAL = (REST_OF_HAND, REACTIONS, NOT_NOW, ANSWER_ONLY, OWN_TURN)

PLAYED = {"character": "a Character", "action": "an Action", "event": "an Event"}
ROLLED = {"attack": "attack", "direct": "direct attack", "capture": "capture", "rescue": "rescue",
          "defiance": "Set Defiance"}


class Missing(NamedTuple):
    """One line of the "Not offered" list: ``what`` (names or actions), the
    ``reason`` in words, and the ``uids`` of the cards it is about."""

    what: str
    reason: str
    uids: tuple[str, ...]


def _or(words: list[str]) -> str:
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " or " + words[-1]


def when(tr: Trigger) -> str:
    """A printed trigger (HW-8.4) in words: ``"when your opponent plays an
    Action or an Event"``, ``"before your opponent's attack or capture roll"``,
    ``"after an attack, direct attack, capture, rescue or Set Defiance roll"``,
    ``"when your Character would be defeated in battle"``."""
    if tr.on == "play":
        if tr.of == ("completion",):
            whose = {"opponent": "your opponent's", "you": "your", "any": "a"}[tr.by]
            return f"when {whose} set Completion is announced"
        who = {"opponent": "your opponent", "you": "you", "any": "either player"}[tr.by]
        what = [PLAYED.get(k, "a set Completion") for k in tr.of] or ["a card"]
        return f"when {who} {'play' if tr.by == 'you' else 'plays'} {_or(what)}"
    if tr.on in ("pre_roll", "post_roll"):
        whose = {"opponent": "your opponent's", "you": "your", "any": "a"}[tr.by]
        what = _or([ROLLED[k] for k in tr.of]) + " " if tr.of else ""
        if whose == "a" and what[:1] in ("a", "e", "i", "o", "u"):
            whose = "an"
        return f"{'before' if tr.on == 'pre_roll' else 'after'} {whose} {what}roll"
    whose = {"opponent": "an opposing", "you": "your", "any": "a"}[tr.by]
    return f"when {whose} Character would be defeated in battle"


def not_offered(game: "HolyWarsGame", seat: int) -> list[Missing]:
    """Everything of ``seat``'s that the pending decision offers nothing about,
    each with its reason (see the module docstring); ``[]`` when ``seat`` is not
    the player deciding now."""
    d = game.pending
    if d is None or d.player != seat:
        return []
    s = game.s
    me = s.sides[seat]
    played = {o.id.split(":", 1)[1] for o in d.options if o.id.startswith(("play:", "react:"))}
    in_ids = {part for o in d.options for part in o.id.split(":")[1:]}
    out: dict[str, list[tuple[str, tuple[str, ...]]]] = {}

    def why(what: str, reason: str, *cs: int) -> None:
        out.setdefault(reason, []).append((what, tuple(game.uid(c) for c in cs)))

    def covered(c: int) -> bool:
        """An option is about ``c``: it plays it (by card key) or names it (uid)."""
        return game.info[c].card.key in played or game.uid(c) in in_ids

    said: set[int] = set()
    window = d.kind == "window" and s.tasks and s.tasks[0][0] == "window"
    occ = s.occ[-1] if window else None
    phase = s.tasks[0][2] if window else ""
    pool = game.pool(seat)
    pname = "Faith" if seat == s.active else "Response Faith"

    # -- the actions of the Action Phase ---------------------------------------------
    if d.kind == "action":
        for what, reason, cs in _actions(game, seat):
            why(what, reason, *cs)
            said.update(cs)

    # -- the hand (and the unlocked Set Reserve in the Action Phase) ------------------
    rest: list[int] = []
    seen: set[str] = set()
    zone = list(me.hand) + ([c for c in me.reserve if s.pieces[c].unlocked] if d.kind == "action" else [])
    for c in zone:
        card = game.info[c].card
        if covered(c) or card.key in seen:
            continue
        seen.add(card.key)
        copies = [x for x in zone if game.info[x].card.key == card.key]
        if isinstance(card, Reaction):
            if window and occ is not None:
                reason = _reaction(game, seat, c, phase, occ, pool, pname)
            else:
                reason = REACTIONS
            why(card.name, reason, *copies)
        elif d.kind == "action":
            why(card.name, _play(game, seat, c), *copies)
        elif c in me.hand:
            rest += copies

    # -- abilities and ready Characters on the field -----------------------------------
    idle: list[int] = []
    for c in me.field:
        ch = game.info[c].card
        abilities = getattr(ch, "abilities", ())
        named = False
        for i, ab in enumerate(abilities):
            if f"ability:{game.uid(c)}:{i}" in d.ids():
                continue
            reason = _ability(game, seat, c, i, d.kind, window, phase, occ)
            if reason:
                why(f"{ch.name}'s {ab.name}", reason, c)
                named = True
        ready = not s.pieces[c].exhausted
        if not ready or named or c in said or covered(c):
            continue
        if d.kind in ("action", "rally") and not game.seasoned(c):
            why(ch.name, "new this turn (✦): it acts from your next turn", c)
        elif d.kind == "action":
            why(ch.name, "nothing it may do now", c)
        else:
            idle.append(c)

    if rest:
        why("the rest of your hand", REST_OF_HAND, *rest)
    if idle:
        whose = "your other Characters" if len(idle) < len(me.field) else "your Characters"
        if window:
            why(whose, ANSWER_ONLY if seat != s.active else OWN_TURN, *idle)
        else:
            why(whose, NOT_NOW, *idle)

    items = [Missing(", ".join(w for w, _ in entries), reason, tuple(u for _, us in entries for u in us))
             for reason, entries in out.items()]
    return [m for m in items if m.reason not in GENERAL] + [m for m in items if m.reason in GENERAL]


def unavailable(game: "HolyWarsGame", seat: int) -> list[tuple[str, str]]:
    """``[(what, reason)]`` of :func:`not_offered`, for the view."""
    return [(m.what, m.reason) for m in not_offered(game, seat)]


# -- the parts --------------------------------------------------------------------------


def _play(game: "HolyWarsGame", seat: int, c: int) -> str:
    """Why card ``c`` (hand or unlocked Set Reserve) is not among the Action
    Phase's plays (HW-2.5, HW-3.1, HW-8.2, HW-17.2)."""
    s = game.s
    me = s.sides[seat]
    card = game.info[c].card
    if c in me.reserve and s.pieces[c].disrupted == s.turn:
        return "Disrupted: not playable this turn"
    cost = game.cost(c, seat)
    if cost > me.faith:
        return f"costs {cost} Faith, you have {me.faith}"
    if isinstance(card, Character):
        if game.same_name_controlled(seat, c):
            return "you already control one of that name"
        if len(me.field) >= FIELD_LIMIT:
            return f"your field is full ({FIELD_LIMIT})"
    return "nothing it could target now"


def _reaction(game: "HolyWarsGame", seat: int, c: int, phase: str, occ, pool: int, pname: str) -> str:
    """Why the Reaction ``c`` does not answer this window (HW-8.3, HW-8.4, HW-5.7)."""
    card = game.info[c].card
    assert isinstance(card, Reaction)
    if not game.trigger_ok(card.trigger, seat, phase, occ):
        return f"only {when(card.trigger)}"
    if not game.effects_ok(card.effects, seat, occ, -1):
        return _useless(occ)
    if card.target is not None and not game.targets(card.target, seat):
        return "nothing it could target now"
    cost = game.cost(c, seat)
    if cost > pool:
        return f"costs {cost} {pname}, you have {pool}"
    return "not now"  # pragma: no cover - every check of ``responses`` is named above


def _useless(occ) -> str:
    if occ.kind == "direct":
        return "it could do nothing here: a direct attack has no defending roll or target"
    return "it could do nothing here"


def _ability(game: "HolyWarsGame", seat: int, c: int, i: int, kind: str, window: bool, phase: str, occ) -> str:
    """Why ability ``i`` of ``c`` is not on offer (HW-7.6, HW-6); "" when there
    is nothing worth saying (an ability of no use in this kind of decision
    while the Character itself is explained elsewhere)."""
    s = game.s
    ab = game.ability(c, i)
    mine = seat == s.active
    if kind != "action" and not window:
        return ""  # the Character is "not part of this choice"
    if ab.when is None:
        if kind == "action":
            return _usable(game, seat, c, i) or "not now"
        return ""  # in a window: the Character answers only with a timed ability
    if mine:
        return "answers only on your opponent's turn"
    if not game.trigger_ok(ab.when, seat, phase, occ):
        return f"only {when(ab.when)}"
    if not game.effects_ok(ab.effects, seat, occ, c):
        return _useless(occ)
    return _usable(game, seat, c, i) or "not now"


def _usable(game: "HolyWarsGame", seat: int, c: int, i: int) -> str:
    """The reason :meth:`~.rules.HolyWarsGame.ability_usable` says no; "" if it
    says yes."""
    s = game.s
    ab = game.ability(c, i)
    if f"{game.uid(c)}#a{i}" in s.sides[seat].used:
        return "used this turn"
    if ab.exhaust and s.pieces[c].exhausted:
        return "it must exhaust, and it is exhausted (⤵)"
    if ab.exhaust and not game.seasoned(c):
        return "it must exhaust, and it is new this turn (✦)"
    pool = game.pool(seat)
    if ab.cost > pool:
        pname = "Faith" if seat == s.active else "Response Faith"
        return f"costs {ab.cost} {pname}, you have {pool}"
    if ab.target is not None and not game.targets(ab.target, seat):
        return "nothing it could target now"
    return ""


def _actions(game: "HolyWarsGame", seat: int) -> list[tuple[str, str, tuple[int, ...]]]:
    """``(action, reason, Characters)`` for each of :data:`ACTIONS` that
    ``seat`` cannot take now in their Action Phase although they might have
    expected to (HW-5.4, HW-6, HW-9, HW-10, HW-13.1, HW-14.1, HW-14.2, HW-17.1).

    Nothing is said while ``seat`` controls no Character (nothing could act).
    Rally is named only when it was never offered this turn (no eligible
    Character at all); rescue only when the opponent holds a captive of
    ``seat``'s; Set Defiance only when the opponent's Set Area holds a component.
    """
    s = game.s
    me, op = s.sides[seat], s.sides[1 - seat]
    if not me.field:  # nothing to Rally, attack or capture with: plain to see, nothing to say
        return []
    ready = tuple(c for c in me.field if not s.pieces[c].exhausted)
    seasoned = [c for c in me.field if game.seasoned(c)]
    eligible = tuple(c for c in seasoned if not s.pieces[c].exhausted)
    out: list[tuple[str, str, tuple[int, ...]]] = []

    def why(action: str, reason: str, cs: tuple[int, ...]) -> None:
        out.append((action, reason, cs))

    forbidden = "a card in play forbids it"
    idle = "your Characters are all new (✦)" if not seasoned else "no ready Character may act (⤵ ✦)"
    if not me.rally_used:
        if game.cannot(seat, "rally"):
            why("Rally", forbidden, ready)
        elif not seasoned:
            why("Rally", idle, ready)
    attempts = ["attack", "capture"]
    if op.captured:
        attempts.append("rescue")
    if op.set_area:
        attempts.append("Set Defiance")
    if not eligible:
        for a in attempts:
            why(a, idle, ready)
        return out
    if game.cannot(seat, "attack") or not op.field and game.cannot(seat, "direct"):
        why("attack", forbidden, eligible)
    costly = []
    # capture (HW-13.1)
    if not op.field:
        why("capture", "they have no Characters", eligible)
    elif len(me.captured) >= CAPTIVE_LIMIT:
        why("capture", f"you hold {CAPTIVE_LIMIT} captives", eligible)
    elif game.cannot(seat, "capture"):
        why("capture", forbidden, eligible)
    else:
        costly.append("capture")
    # rescue (HW-14.1, HW-14.2)
    if "rescue" in attempts:
        if me.rescues >= game.rescues_allowed(seat):
            why("rescue", "tried this turn", eligible)
        elif len(me.field) >= FIELD_LIMIT:
            why("rescue", f"your field is full ({FIELD_LIMIT})", eligible)
        elif all(game.same_name_controlled(seat, c) for c in op.captured):
            why("rescue", "you control one of that name", eligible)
        elif game.cannot(seat, "rescue"):
            why("rescue", forbidden, eligible)
        else:
            costly.append("rescue")
    # Set Defiance (HW-17.1)
    if "Set Defiance" in attempts:
        if me.defiance_used:
            why("Set Defiance", "used this turn", eligible)
        elif all(s.pieces[c].stabilized for c in op.set_area):
            why("Set Defiance", "their Set Area is Stabilized", eligible)
        elif game.cannot(seat, "defiance"):
            why("Set Defiance", forbidden, eligible)
        else:
            costly.append("Set Defiance")
    if me.faith < ATTEMPT_COST:
        for a in costly:
            why(a, f"costs {ATTEMPT_COST} Faith, you have {me.faith}", eligible)
    return out
