"""What the engine says (prompts, option labels, log lines, card text) where a
first game showed it unclear: which kinds a full store lost, gear that goes to
the rubble with its card, face-down cards named "a face-down card of Bo's",
a game lost with no denizen *and no* structure, card text said once, and hints
on options that can do nothing (a trap that works only housed, a repair with
nothing to repair)."""
from __future__ import annotations

from hfhelpers import Table


def log(g, seat=0):
    return g.view_dict(seat)["log"]


def test_hf_1_1_the_loss_names_each_missing_kind(table):
    g = table.arrange(table.game(), {"resources": ["quarry"]}, {"outland": ["militia", "palisade"]}, start="end")
    assert "ends their turn with no denizen and no structure in play" in g.outcome.reason
    g = table.arrange(table.game(), {"outland": ["militia"]}, {"outland": ["militia", "palisade"]}, start="end")
    assert "with no structure in play" in g.outcome.reason and "denizen" not in g.outcome.reason.split(":")[0]


def test_hf_8_3_gear_that_goes_with_its_denizen_is_logged(table):
    g = table.arrange(table.game(), {"outland": [("militia", {"gear": ["iron-sword"]}), "palisade"]}, {})
    g.leave_play(Table.find(g, 0, "militia"), "rubble")
    assert "Ana's Iron Sword goes to the rubble with Militia." in log(g)


def test_hf_8_4_a_fortification_that_leaves_with_its_structure_is_logged(table):
    g = table.arrange(table.game(), {"outland": ["militia", ("palisade", {"forts": ["battlements"]})]}, {})
    g.leave_play(Table.find(g, 0, "palisade"), "rubble")
    assert "Ana's Battlements goes to the rubble with Palisade." in log(g)


def test_hf_8_3_gear_and_fortification_text_said_once(table):
    g = table.arrange(table.game(), {"hand": ["iron-sword", "battlements"]}, {})
    hand = {c["key"]: c["text"] for c in g.view_dict(0)["players"][0]["hand"]}
    assert hand["iron-sword"].count("+2 strength") == 1, hand["iron-sword"]
    assert "Fortify:" not in hand["battlements"] and hand["battlements"].count("strength") == 1, hand["battlements"]


def test_hf_10_1_a_face_down_target_is_a_face_down_card_of_its_controller(table):
    g = table.arrange(table.game(3), {"outland": ["militia"]}, {"outland": [("ambusher", {"down": True})]},
                      start="assault")
    fd = g.s.pieces[Table.find(g, 1, "ambusher")].fd
    labels = {o.id: o.label for o in g.pending.options}
    assert labels[f"target:{fd}"] == "Assault a face-down card of Bo's (outland)"
    g.choose(f"target:{fd}")
    assert g.pending.prompt == "Toggle the group, then confirm (a face-down card of Bo's)"
    g.choose(f"toggle:{Table.uid(g, 0, 'militia')}")
    g.choose("confirm")
    text = "\n".join(log(g))
    assert "Ana assaults a face-down card of Bo's (outland)" in text and "Bo's a face-down" not in text


def test_hf_4_1_a_full_store_names_the_kinds_lost(table):
    g = table.arrange(table.game(), {"resources": ["quarry", "spring-well"], "store": {"stock": 18},
                                     "outland": ["militia", "palisade"]}, {}, start="turn")
    g.choose("keep")
    assert any(ln.endswith("the store is full, lost: 2 Current.") for ln in log(g)), log(g)


def test_hf_13_3_a_housed_trap_says_where_it_works(table):
    g = table.arrange(table.game(), {"hand": ["murder-holes"], "store": {"material": 1, "production": 1},
                                     "outland": ["militia", "palisade"]}, {})
    g.choose("deploy:murder-holes")
    labels = {o.id: o.label for o in g.pending.options}
    pa = Table.uid(g, 0, "palisade")
    assert labels["outland:down"] == "Face down in the outland (only works housed)"
    assert labels[f"house:{pa}:down"] == "Face down housed in Palisade"
    assert labels["back"] == "Back (keep Murder Holes in your hand)"  # the labels name the card once


def test_hf_15_1_a_repair_with_nothing_to_repair_says_so(table):
    g = table.arrange(table.game(), {"hand": ["mend-stone"], "store": {"current": 1},
                                     "outland": ["militia", "palisade"]}, {})
    labels = {o.id: o.label for o in g.pending.options}
    assert labels["deploy:mend-stone"] == "Play Mend Stone (1 Current) — nothing to repair"
    g = table.arrange(table.game(), {"hand": ["mend-stone"], "store": {"current": 1},
                                     "outland": ["militia", ("palisade", {"damage": 2})]}, {})
    labels = {o.id: o.label for o in g.pending.options}
    assert labels["deploy:mend-stone"] == "Play Mend Stone (1 Current)"


def test_hf_1_1_game_over_scores_say_1_denizen_not_1_denizens():
    """The game-over box said "1 denizens" (HF-1.1: a loss with one denizen
    and no structure in play)."""
    from holytable.games.holdfast.screen import HoldfastBoard

    from types import SimpleNamespace

    from holytable.games.holdfast.view import Card

    def side(name, deck, types, alive=True):
        return SimpleNamespace(name=name, deck_name=deck, alive=alive, courtyard=(), perimeter=(),
                               outland=tuple(Card(name=t.title(), type=t) for t in types))

    view = SimpleNamespace(board=SimpleNamespace(players=(side("Ana", "Raiders", ["denizen"], alive=False),
                                                          side("Bo", "Hedge", ["denizen", "denizen", "structure"]))))
    assert HoldfastBoard.scores(view) == ["Ana (Raiders): 1 denizen, 0 structures · out",
                                          "Bo (Hedge): 2 denizens, 1 structure"]


def test_hf_hand_of_one_card_is_1_card(table):
    from holytable.games.holdfast.screen import hand_details

    g = table.arrange(table.game(), {"outland": ["militia", "palisade"], "hand": ["militia"]}, {})
    text = " ".join(t.plain for _, t in hand_details(g.view(0), 0))
    assert "hand: 1 card " in text and "1 cards" not in text


def test_hf_words_every_event_the_engine_logs_has_words_and_no_words_are_left_over():
    """Every verb the engine logs (``say("verb"``) is worded in words.py, and
    every worded verb is logged somewhere: the one place holds exactly the
    game's words (issue 10)."""
    import ast
    from pathlib import Path

    import pytest

    from holytable.games.holdfast import words

    root = Path(words.__file__).parent
    said = set()
    for path in root.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "say":
                assert node.args and isinstance(node.args[0], ast.Constant), f"{path.name}:{node.lineno}"
                said.add(node.args[0].value)
    assert said == set(words.WORDS)
    with pytest.raises(KeyError):
        words.render(["Ana", "Bo"], "no such verb")


def test_hf_words_a_private_event_is_typed_for_its_reader_and_bare_for_the_others(table):
    """HF-14: a face-down deploy is logged with its card for its player; the
    others read that a card went face down, with no card and no name."""
    g = table.arrange(table.game(), {"hand": ["ambusher"], "store": {"wealth": 2, "stock": 2, "current": 2}}, {})
    g.choose("deploy:ambusher")
    g.choose("outland:down")
    while g.pending.kind == "pay":
        g.choose(g.pending.ids()[0])
    own = [e for e in g.view(0).log if e.verb == "deploy"][-1]
    other = [e for e in g.view(1).log if e.verb == "deploy"][-1]
    uid = Table.uid(g, 0, "ambusher")
    assert own.cards == (uid,) and own.actor == 0 and "Ambusher" in own.text
    assert other.cards == () and other.actor == 0 and "Ambusher" not in other.text and uid not in other.text
