"""What a first player at 80x24 reported, on the engine's side: when characters
die (PN-11.3), taking back a card being played (PN-9.3), the dice-change limit
said in the prompt (PN-8.2), one log line per cancel (PN-17.5), Twist windows
that name the ability and passes in the log (PN-17.2), turn 1's End Play
(PN-6.4) and possessives of names ending in s."""
from __future__ import annotations

import re
from pathlib import Path

from pn_support import attack, combat, keep_busy

DOC = Path(__file__).resolve().parents[2] / "docs" / "rules" / "pantheon.md"


def rule_text(rule: str) -> str:
    """The paragraph of ``**PN-x.y**`` in the rules page."""
    text = DOC.read_text(encoding="utf-8")
    m = re.search(r"\*\*" + re.escape(rule) + r"\*\*(.*?)(?=\n\n)", text, re.S)
    assert m, rule
    return m.group(1)


# -- PN-11.3: death is at once, except in upkeep --------------------------------------------
def test_pn_11_3_outside_upkeep_a_character_at_0_hp_dies_at_once(table):
    """The text: "a character reduced to 0 HP is destroyed" (Combat) and, in
    upkeep, "Dead characters are cleared from the board" after the triggers.
    The engine destroys at once outside upkeep; the page must say the same."""
    g = combat(table, {"active": ["sobek"], "points": (0, 0, 2)}, {"active": [("bastet", {"dmg": 3})]})
    g.choose("attack:p1-sobek-1:1")
    g.choose("target:p2-bastet-1")
    table.pass_windows(g)
    assert table.unit(g, 1, "active", 0) is None  # gone before anything else happens
    assert g.s.sides[0].wp == 2 and "bastet" in table.keys(g, g.s.sides[1].grave)
    para = rule_text("PN-11.3")
    assert "**Ruling:**" in para and "at once" in para and "upkeep" in para
    assert "at once" in rule_text("PN-6.1") or "outside upkeep" in DOC.read_text(encoding="utf-8")


# -- PN-9.3: Back while placing or targeting a card being played ---------------------------
def test_pn_9_3_back_returns_a_card_being_placed_to_the_hand_with_its_points(table):
    g = table.game()
    table.arrange(g, keep_busy({"hand": ["sobek"], "points": (1, 0, 0), "tokens": (2, 0, 0)}), {})
    before = g.legal_ids()
    side = g.s.sides[0]
    pts, tok = side.points[:], side.tokens[:]
    mark = len(g.log.events)
    g.choose("play:sobek")
    assert g.pending.kind == "place" and g.legal_ids()[-1] == "back"
    assert side.tokens != tok  # paid partly with tokens
    g.choose("back")
    assert "sobek" in table.keys(g, side.hand) and side.points == pts and side.tokens == tok
    assert not g.s.stack and g.pending.kind == "play" and g.legal_ids() == before
    assert "Ana takes Sobek, River Tyrant back into their hand." in table.since(g, mark)
    g.check_invariants()


def test_pn_9_3_back_from_a_target_and_from_a_twist_in_a_window(table):
    g = table.game()
    table.arrange(g, keep_busy({"hand": ["bolt-of-zeus"], "points": (0, 2, 0)}), {"active": ["sobek"]})
    g.choose("play:bolt-of-zeus")
    assert g.pending.kind == "target" and "back" in g.legal_ids()
    g.choose("back")
    assert g.s.sides[0].points[1] == 2 and "bolt-of-zeus" in table.keys(g, g.s.sides[0].hand)
    # a Twist with a target, cast in a window: Back gives the window again
    g2 = combat(table, {"active": ["jackal-warrior"], "points": (0, 0, 1)},
                {"active": ["sobek", "bastet"], "hand": ["ambrosia"], "points": (0, 3, 0)})
    g2.choose("attack:p1-jackal-warrior-1:1")
    g2.choose("target:p2-sobek-1")
    assert g2.pending.window and "twist:ambrosia" in g2.legal_ids()
    g2.choose("twist:ambrosia")
    assert g2.pending.kind == "target" and g2.legal_ids()[-1] == "back"
    g2.choose("back")
    assert g2.pending.window and g2.pending.player == 1 and "twist:ambrosia" in g2.legal_ids()
    assert g2.s.sides[1].points[1] == 3 and "ambrosia" in table.keys(g2, g2.s.sides[1].hand)
    g2.check_invariants()


def test_pn_9_3_no_back_once_a_c3_cost_is_paid(table):
    g = table.game()
    table.arrange(g, keep_busy({"hand": ["hades"], "points": (3, 0, 0), "active": ["jackal-warrior"]}), {})
    g.choose("play:hades")
    assert g.pending.kind == "sacrifice"
    g.choose("sacrifice:p1-jackal-warrior-1")
    assert g.pending.kind == "place" and "back" not in g.legal_ids()
    assert "Back" in rule_text("PN-9.3")


# -- PN-8.2: the limit of dice changes is said ---------------------------------------------
def test_pn_8_2_the_prompt_says_when_no_dice_changes_are_left(table, helpers):
    g = table.game()
    table.arrange(g, {}, {}, start="roll", turn=3)
    helpers.load(g, 6, 6, 1, 1, 3, 3)
    g.choose("roll")
    for _ in range(9):
        g.choose("keep:1")
        g.choose("release:1")
    assert g.legal_ids() == ["roll", "lock"]
    assert "no dice changes left (18 used)" in g.pending.prompt


# -- PN-17.5 / PN-17.2: the log ------------------------------------------------------------
def test_pn_17_5_a_cancelled_card_is_logged_once(table):
    g = table.game()
    table.arrange(g, keep_busy({"hand": ["sobek"], "points": (3, 0, 0)}),
                  {"hand": ["oracle-warning"], "points": (0, 3, 0)})
    mark = len(g.log.events)
    g.choose("play:sobek")
    g.choose("spot:a1")
    g.choose("twist:oracle-warning")
    table.pass_windows(g)
    lines = [t for t in table.since(g, mark) if "Sobek" in t and "cancelled" in t]
    assert lines == ["Sobek, River Tyrant is cancelled and goes to the graveyard."]


def test_pn_17_2_a_window_names_the_ability_and_passes_are_logged(table):
    g = table.game()
    table.arrange(g, keep_busy({"active": ["thoth"], "points": (0, 2, 0)}), {})
    mark = len(g.log.events)
    g.choose("ability:p1-thoth-1:1")
    d = g.pending
    assert d.window and d.prompt.startswith("Answer Ana's Thoth's Hidden Knowledge with a Twist?")
    g.choose("pass")
    log = table.since(g, mark)
    assert "Ana uses Thoth, Scribe of the Gods' Hidden Knowledge." in log  # not "Gods's"
    assert "Bo passes." in log


# -- PN-6.4: turn 1 -------------------------------------------------------------------------
def test_pn_6_4_end_play_on_turn_1_says_there_is_no_combat(table):
    g = table.game()
    table.arrange(g, keep_busy({}), {}, turn=1)
    labels = {o.id: o.label for o in g.pending.options}
    assert labels["next"] == "End Play (no Combat on turn 1)"
    g2 = table.game()
    table.arrange(g2, keep_busy({}), {}, turn=2)
    assert {o.id: o.label for o in g2.pending.options}["next"] == "End Play (to Combat)"


# -- PN-12.4: attack options show the damage with its bonuses -------------------------------
def test_pn_12_4_attack_options_show_the_damage_with_bonuses(table):
    g = combat(table, {"active": ["anubis"], "grave": ["sobek", "bastet"], "points": (0, 0, 3)},
               {"active": ["frost-giant"]})
    labels = [o.label for o in g.pending.options if o.id.startswith("attack:")]
    assert "Anubis, Heart Weigher: Judgment Force (3 AP, 8 damage (6+2))" in labels
