"""Adversarial checks of the Holy Wars engine against the source rule text
(../shared/rules/holy-wars.txt) and docs/rules/holy-wars.md. Each test is named
after the rule ID it holds the engine to."""
from __future__ import annotations


def play(g, oid):
    assert oid in g.pending, f"{oid} not in {g.pending.ids()}"
    g.choose(oid)


# -- HW-16.6 / HW-16.8: "On first completion, announce the Completion effect and
# required choices" — then the separate response window. The opponent must be able
# to see which Characters Politics of Fear marks before deciding whether to answer.
def test_hw_16_6_completion_choices_are_announced_before_its_window(table):
    g = table.arrange(table.game(sets=("politics-of-fear", "machine-conscience")),
                      {"field": ["minister-of-alarms", "riot-marshal"], "events": ["state-of-emergency"],
                       "reserve": ["broadcast-curfew"]},
                      {"field": ["envoy", "missionary", "union-steward"], "hand": ["public-outcry"]})
    play(g, "play:broadcast-curfew")
    play(g, f"target:{table.u(g, 1, 'union-steward')}")
    table.pass_windows(g)
    assert g.pending.kind == "mark"
    before = len(g.view_dict(1)["log"])
    play(g, f"mark:{table.u(g, 1, 'envoy')}")
    play(g, f"mark:{table.u(g, 1, 'missionary')}")
    play(g, "pass")  # Ana's own window on her Completion
    assert g.pending.kind == "window" and g.pending.player == 1  # Bo may answer with Public Outcry
    bo_sees = " ".join(g.view_dict(1)["log"][before:])
    assert "Quiet Envoy" in bo_sees and "Wandering Missionary" in bo_sees, bo_sees


# -- HW-19: card behaviour is data, so the pool's validation must refuse data the
# engine cannot run. A Completion or a Continuing Event's turn trigger answers no
# occurrence: "cancel", a roll change or "source" there passed `deck check` and
# crashed the game (IndexError) when the Completion resolved.
def test_hw_19_completions_and_turn_triggers_refuse_answer_only_effects(pool):
    import pytest
    from pydantic import ValidationError

    from holytable.games.holy_wars.cards import Completion, TurnTrigger

    bad = ({"do": "cancel"}, {"do": "modify_roll", "to": "own_roll", "amount": 1},
           {"do": "reroll", "to": "opposing_roll"}, {"do": "boost", "stat": "attack", "to": "source"})
    for eff in bad:
        with pytest.raises(ValidationError):
            Completion(effects=(eff,))
    with pytest.raises(ValidationError):
        TurnTrigger(at="your_turn_end", effects=({"do": "cancel"},))
    for s in pool.sets.values():  # the shipped pool still loads
        Completion.model_validate(s.completion.model_dump())


# -- HW-19 / HW-20: negative amounts where the engine only adds. "gain_resolve -3"
# lowered Resolve without the HW-1.2 check (a player at 0 played on); "gain_faith -4"
# and a large negative faith_income made a Faith pool negative (HW-20 invariant).
def test_hw_19_gains_and_losses_need_a_positive_amount(table):
    import pytest
    from pydantic import ValidationError

    from holytable.games.holy_wars.cards import Effect, Static

    for do, to in (("gain_resolve", "you"), ("lose_resolve", "opponent"), ("gain_faith", "you"), ("draw", "you")):
        with pytest.raises(ValidationError):
            Effect(do=do, amount=-2, to=to)
    # Faith income never goes below 0, whatever statics say (HW-5.3, HW-20)
    from holytable.games.holy_wars.cards import Conviction

    famine_law = Conviction(type="conviction", key="famine-law", name="Famine Law", category="Political",
                            statics=(Static(kind="faith_income", amount=-9, whose="enemy"),))
    decks = [table.deck(), table.deck("politics-of-fear").model_copy(update={"convictions": (famine_law,)})]
    g = table.arrange(table.game(decks=decks), {}, {})
    assert g.income(0) == 0
