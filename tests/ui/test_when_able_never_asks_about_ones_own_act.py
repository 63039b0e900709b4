"""In the "ask only when I can respond" mode too, a player is never asked to
respond to their own action unless their stops say so (issue 16; found by
break19).

Promise (issue 16: "Never ask a player to respond to their own action
unless their stops say so", a promise of its own, not of one mode; the
stops module: a moment marked ``own`` is "asked only at their stops";
e57a952 kept it in the "always ask" mode).

Fault: ``TableStops.passes`` applies the ``own`` rule in the "stops" and
"always" modes only; in "ask only when I can respond" (``when-able``) it
returns False and ``GameScreen._after_change`` asks every window that offers
more than Pass. So a player who holds an answer to their own act (a Holy
Wars Reaction that answers one's own play, HW ``my_play``; a Heresy miracle
when one's own move waits on the stack, HK-23.11.b ``my_move``) is asked
about it at every such act, stops or not: one more key press per act, the
very complaint of the issue ("each card played asks its own player whether
to respond to it").

How to see it: test_stops' stand-in game with its window on Ana's own act
("mine", off in Ana's stops) offering her a real answer; in the
"when-able" mode Ana is asked about her own act.
"""
from __future__ import annotations

from holytable.engine.decision import PASS, PASS_OPTION, Decision, Option
from holytable.ui.settings import Settings

from test_stops import BO_WINDOWS, NAMES, Seat, StopsGame, acting_policy, handoffs_of  # tests/ui/test_stops.py


class OwnAnswerGame(StopsGame):
    """test_stops' stand-in, with a real answer in Ana's window on her own act."""

    def advance(self) -> Decision | None:
        d = super().advance()
        if d.window and d.moment == "mine":
            return Decision(0, "window", "Respond to your own act?", (PASS_OPTION, Option("react:x", "React",
                                                                                          verb="react")),
                            window=True, moment="mine")
        return d


async def test_when_able_never_asks_ana_about_her_own_act_unless_at_a_stop(tmp_path):
    mine = [k for k, (moment, _) in enumerate(BO_WINDOWS) if moment == "mine"]
    assert mine
    g, asked = OwnAnswerGame(seed=1, decks=[Seat(name="a"), Seat(name="b")], names=list(NAMES)), []
    await handoffs_of(g, tmp_path, mode="when-able", policy=acting_policy, turns=len(BO_WINDOWS),
                      settings=Settings(), asked=asked)
    assert g.choices[2 * mine[0] + 1] == PASS  # the window was there, and passed
    own = [k // 2 for k in asked if k // 2 in mine]
    assert not own, (f"Ana (no 'my own act' stop) was asked about her own act in 'ask only when I can respond': "
                     f"window(s) {own}")
