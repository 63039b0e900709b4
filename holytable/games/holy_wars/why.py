"""Why an action is not on offer: :func:`unavailable` (pure, no UI imports).

The Action Phase offers only legal options (HW-5.4, HW-13, HW-14, HW-17), so a
player who expected a Rally, a capture, a rescue or a Set Defiance sees nothing
and cannot tell why. :func:`unavailable` lists, for the active player in their
Action Phase, each such action that is missing with the rule that keeps it
out, in words. It reads only what that player may know (their own side and
public facts) and changes nothing.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from .combat import ATTEMPT_COST
from .statics import CAPTIVE_LIMIT, FIELD_LIMIT

if TYPE_CHECKING:  # pragma: no cover
    from .rules import HolyWarsGame

#: The actions :func:`unavailable` may name, in the order it names them
#: (after "play <Character>" for a second copy of a name you control, HW-2.5).
ACTIONS = ("Rally", "attack", "capture", "rescue", "Set Defiance")


def unavailable(game: "HolyWarsGame", seat: int) -> list[tuple[str, str]]:
    """``[(action, reason)]`` for each of :data:`ACTIONS` that ``seat`` cannot
    take now although they might have expected to; ``[]`` outside ``seat``'s
    Action Phase. Actions that share a reason are named together:
    ``("capture, rescue", "2 Faith each, you have 1")``.

    Nothing is said while ``seat`` controls no Character (nothing could act).
    Rally is named only when it was never offered this turn (no eligible
    Character at all); rescue only when the opponent holds a captive of
    ``seat``'s; Set Defiance only when the opponent's Set Area holds a component.
    """
    s = game.s
    if s.phase != "action" or s.active != seat or game.pending is None or game.pending.kind != "action":
        return []
    me, op = s.sides[seat], s.sides[1 - seat]
    if not me.field:  # nothing to Rally, attack or capture with: plain to see, nothing to say
        return []
    seasoned = [c for c in me.field if game.seasoned(c)]
    eligible = [c for c in seasoned if not s.pieces[c].exhausted]
    out: dict[str, list[str]] = {}

    def why(action: str, reason: str) -> None:
        out.setdefault(reason, []).append(action)

    # HW-2.5: a second copy of a Character you control is simply missing from
    # the Play options: say so (once per name).
    named: list[str] = []
    for c in me.hand:
        card = game.info[c].card
        if card.type == "character" and card.name not in named and game.same_name_controlled(seat, c):
            named.append(card.name)
            why(f"play {card.name}", "you already control one of that name")
    forbidden = "a card in play forbids it"
    if not seasoned:
        idle = "your Characters are all new (✦)"
    else:
        idle = "no ready Character may act (⤵ ✦)"
    if not me.rally_used:
        if game.cannot(seat, "rally"):
            why("Rally", forbidden)
        elif not seasoned:
            why("Rally", idle)
    attempts = ["attack", "capture"]
    if op.captured:
        attempts.append("rescue")
    if op.set_area:
        attempts.append("Set Defiance")
    if not eligible:
        for a in attempts:
            why(a, idle)
    else:
        if game.cannot(seat, "attack"):
            why("attack", forbidden)
        costly = []
        # capture (HW-13.1)
        if not op.field:
            why("capture", "they have no Characters")
        elif len(me.captured) >= CAPTIVE_LIMIT:
            why("capture", f"you hold {CAPTIVE_LIMIT} captives")
        elif game.cannot(seat, "capture"):
            why("capture", forbidden)
        else:
            costly.append("capture")
        # rescue (HW-14.1, HW-14.2)
        if "rescue" in attempts:
            if me.rescues >= game.rescues_allowed(seat):
                why("rescue", "tried this turn")
            elif len(me.field) >= FIELD_LIMIT:
                why("rescue", f"your field is full ({FIELD_LIMIT})")
            elif all(game.same_name_controlled(seat, c) for c in op.captured):
                why("rescue", "you control one of that name")
            elif game.cannot(seat, "rescue"):
                why("rescue", forbidden)
            else:
                costly.append("rescue")
        # Set Defiance (HW-17.1)
        if "Set Defiance" in attempts:
            if me.defiance_used:
                why("Set Defiance", "used this turn")
            elif all(s.pieces[c].stabilized for c in op.set_area):
                why("Set Defiance", "their Set Area is Stabilized")
            elif game.cannot(seat, "defiance"):
                why("Set Defiance", forbidden)
            else:
                costly.append("Set Defiance")
        if me.faith < ATTEMPT_COST:
            for a in costly:
                why(a, f"costs {ATTEMPT_COST} Faith, you have {me.faith}")
    return [(", ".join(actions), reason) for reason, actions in out.items()]
