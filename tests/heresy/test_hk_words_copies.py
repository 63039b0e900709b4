"""Issue 13 (a new player's game at 80x24): what the log and the prompts say.

- Two cards of one name on the table are told apart by one copy tag
  everywhere ("Excalibur Megatrust#2"): the log, the prompts and the view
  (``Card.tag``, which the screen shows), the same tag for the same card all
  game long (HK-3.9: what is in play is public, so is which copy it is).
- A window's prompt names the acting card, the verb and the target (HK-23.2).
- An assembly says who leads it (HK-27.5), in its options, prompt and log.
- A character killed in the Matrix is ripped out, back to its body (HK-31.2,
  HK-22.5): one log line says so, never "killed" then "ripped".
"""
from __future__ import annotations

import random
import re

import pytest
from hkhelpers import bare, play, u

from holytable.games.heresy.decks import load_deck, ready_decks
from holytable.games.heresy.rules import HeresyGame
from holytable.games.heresy.state import IN_PLAY, Conflict
from holytable.games.heresy.view import board_view

#: Events about cards in a hand (the owner's private lines): no copy on the table to tell apart.
HAND_VERBS = {"draw", "archive", "obliterate_from_hand", "archive_draw", "redraw",
              # its maker's own line: a face-down IC has no tag until it is seen (HK-29.1); the line
              # names the array it goes onto (seed 2 met it once HK-23.11.b asked the maker)
              "ic_call"}


def _public_in_play(g: HeresyGame) -> dict[str, list[int]]:
    """Name -> the cards of that name in play that everyone can read (a
    face-down IC is not, HK-29.1)."""
    out: dict[str, list[int]] = {}
    for c, p in enumerate(g.s.pieces):
        if p.where in IN_PLAY and not (g.kinds[c] == "ic" and p.where == "attached" and c not in g.s.ic_seen):
            out.setdefault(g.cname(c), []).append(c)
    return out


def _untagged(name: str, text: str, names: set[str] = frozenset()) -> bool:
    """Whether ``text`` names ``name`` without a copy tag, not as part of a
    longer card name of ``names`` ("Arcology" in "Vatican Arcology")."""
    for longer in sorted((n for n in names if name in n and n != name), key=len, reverse=True):
        text = re.sub(re.escape(longer) + r"(#\d+)?", "…", text)
    return re.search(r"(?<![\w#])" + re.escape(name) + r"(?![\w#])", text) is not None


def _game(seed: int) -> HeresyGame:
    rd = ready_decks()
    decks = sorted(rd)
    return HeresyGame(seed=seed, decks=[load_deck(rd[decks[seed % 4]]), load_deck(rd[decks[(seed + 1) % 4]])],
                      names=["Ana", "Bo"], options={"length": "short"})


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_hk_3_9_the_log_and_the_prompts_name_each_copy_with_one_stable_tag(seed):
    """At every log event (as it is said) and every prompt of a random game:
    a card whose name another card in play shares is named with its tag; a
    tag found in the log for a card is the one the view gives it, and a card
    keeps its tag all game ("stores 1 tau on Excalibur Megatrust" three
    times, on which?)."""
    g = _game(seed)
    names = {ci.card.name for ci in g.info}
    tag_of: dict[int, int] = {}  # card -> its tag, wherever it was read
    checked = {"log": 0, "prompt": 0}
    say = g.say

    def keep(c: int, n: int) -> None:
        assert tag_of.setdefault(c, n) == n, (g.cname(c), tag_of[c], n)
        assert [x for x, k in tag_of.items() if k == n and g.cname(x) == g.cname(c)] == [c]

    def checked_say(verb, **fields):
        say(verb, **fields)
        e = g.log.events[-1]
        if verb in HAND_VERBS:
            return
        table = _public_in_play(g)
        uids = [g.by_uid[x] for x in e.cards]
        for c in uids:
            name = g.cname(c)
            twins = [x for x in table.get(name, []) if x != c]
            if not twins or name not in e.text:
                continue
            checked["log"] += 1
            assert not _untagged(name, e.text, names), (verb, name, e.text)
            if sum(g.cname(x) == name for x in uids) == 1:  # the only card of its name in the event
                tags = set(re.findall(re.escape(name) + r"#(\d+)", e.text))
                assert len(tags) == 1, e.text
                keep(c, int(tags.pop()))

    g.say = checked_say
    rng = random.Random(seed)
    while g.pending and len(g.choices) < 900:
        d = g.pending
        table = _public_in_play(g)
        pd = g.s.pending  # a card from the hand being called, built...: not on the table yet, no tag yet
        fresh = g.cname(pd.card) if pd is not None and g.s.pieces[pd.card].where not in IN_PLAY else None
        for name, cs in table.items():
            if len(cs) > 1 and name in d.prompt and name != fresh:
                checked["prompt"] += 1
                assert not _untagged(name, d.prompt, names), (name, d.prompt)
        for p in board_view(g, d.player).players:  # the view: the screen's tags
            for loc in p.wilds + p.matrix:
                for card in (loc, *loc.attached):
                    if card.uid and card.tag:
                        keep(g.by_uid[card.uid], card.tag)
        ids = d.ids()
        rest = [i for i in ids if i != "end"]
        g.choose(rng.choice(rest if rest and rng.random() < 0.85 else ids))
    assert checked["log"] > 5 and checked["prompt"] > 2, checked


def test_hk_18_2_storing_tau_on_one_of_two_arrays_of_a_name_says_which():
    """"Ana stores 1 tau on Excalibur Megatrust#2": the option picked, the log
    line and the view name the same copy."""
    g = bare(ask=True)
    a1, a2 = play(g, 0, "excalibur-megatrust"), play(g, 0, "excalibur-megatrust")
    g.s.phase = "action"
    d = g._d_store(0, 2)
    assert {f"store:{u(g, a1)}:1", f"store:{u(g, a2)}:1"} <= {o.id for o in d.options}
    g._a_store(0, 2, f"store:{u(g, a2)}:1")
    g._a_store(0, 1, f"store:{u(g, a1)}:1")
    lines = [e.text for e in g.log.events if e.verb == "store_tau"]
    view = board_view(g, 0)
    tags = {c.uid: c.tag for c in view.players[0].matrix}
    assert tags[u(g, a1)] != tags[u(g, a2)] and 0 not in tags.values()
    assert lines == [f"{g.names[0]} stores 1 tau on Excalibur Megatrust#{tags[u(g, a2)]}.",
                     f"{g.names[0]} stores 1 tau on Excalibur Megatrust#{tags[u(g, a1)]}."]


def test_hk_3_9_a_lone_card_of_its_name_has_no_tag_and_a_face_down_ic_gives_none_away():
    """One Arena on the table reads "Arena"; a second makes both tagged, in
    the order they came (#1, #2); an IC face down (HK-29.1) tags nothing and
    gets no number: its name is nobody's business until it is turned up."""
    g = bare(ask=True)
    a1 = play(g, 0, "arena")
    assert g.tname(a1) == "Arena" and board_view(g, 1).players[0].matrix[0].tag == 0
    a2 = play(g, 1, "arena")
    assert (g.tname(a1), g.tname(a2)) == ("Arena#1", "Arena#2")
    ic = next(c for c, ci in enumerate(g.info) if ci.card.type == "ic" and ci.owner == 0)
    key = g.info[ic].card.key
    mine = play(g, 0, key, on=a1)
    bos = play(g, 1, key, on=a2)
    g.s.ic_seen.append(bos)  # Bo's turned up; Ana's still face down
    assert g.tname(bos) == g.cname(bos)  # Ana's face-down one does not count: no tag tells of it
    assert board_view(g, 1).players[0].matrix[0].attached[0].name == "IC (face down)"
    for x in (bos, mine):  # turned up, as a combat does (HK-29.9): each gets its tag then
        g.hk_tag_new(x)
    g.s.ic_seen.append(mine)
    assert g.tname(bos) == f"{g.cname(bos)}#1" and g.tname(mine) == f"{g.cname(mine)}#2"


def test_hk_23_2_a_window_names_the_target_of_the_effect():
    """"Ana attaches Bark Skin to Michael: answer?" (was "Ana enhances with
    Bark Skin: answer?", enhancing whom?); a call names where it goes, a
    move where to."""
    g = bare(ask=True)
    dom = play(g, 0, "biodome")
    michael = play(g, 0, "michael", on=dom)
    g.s.phase = "action"
    for verb, c, want in (("enhance", "bark-skin", "Ana attaches Bark Skin to Michael: answer"),
                          ("call", "abdiel", "Ana calls Abdiel onto Biodome: answer"),
                          ("move", None, "Ana moves Michael to Arena: answer")):
        if c is None:
            card, target = michael, play(g, 0, "arena")
        else:
            card = next(x for x, ci in enumerate(g.info) if ci.card.key == c and ci.owner == 0)
            target = michael if verb == "enhance" else dom
        g.s.stack = [(0, card, verb, 0, target, "")]
        d = g._d_window("effect", 1, 0)
        assert d.prompt.startswith(want.replace("Ana", g.names[0])), d.prompt


def test_hk_28_1_a_combat_window_names_the_attack():
    """A combat window with nothing on the stack says which attack it is about."""
    g = bare(ask=True)
    dom = play(g, 1, "biodome")
    att = play(g, 0, "michael", on=play(g, 0, "biodome"))
    g.s.phase = "action"
    g.s.conflict = Conflict("wilds", 0, 1, dom, attackers=[att])
    d = g._d_window("combat2", 1, 0)
    assert d.prompt.startswith(f"{g.names[0]} attacks {g.tname(dom)}") and "Biodome" in d.prompt, d.prompt
    assert "before the damage" in d.prompt


def test_hk_27_5_an_assembly_says_who_leads_it():
    """The options add a Host "to your assembly" (not "Join Michael", read as
    joining Michael's); the prompt lists the Hosts picked; declaring names
    the leader, and the log line says it: "Ana joins Abdiel and Michael in an
    assembly led by Michael"."""
    g = bare(ask=True)
    dom = play(g, 0, "biodome")
    michael, abdiel = play(g, 0, "michael", on=dom), play(g, 0, "abdiel", on=dom)
    target = play(g, 1, "biodome")
    g.s.phase = "action"
    g.s.conflict = Conflict("wilds", 0, 1, target, source=dom, attackers=[michael, abdiel])
    d = g._d_cb_join(0)
    labels = {o.id: o.label for o in d.options}
    assert labels[f"join:{u(g, abdiel)}"] == "Add Abdiel (free will 2) to your assembly"
    g._a_cb_join(0, f"join:{u(g, abdiel)}")
    g.s.conflict.attackers.append(play(g, 0, "nanael", on=dom))  # a third Host: a choice to make
    d = g._d_cb_join(0)
    assert d.prompt == "Assembly of Abdiel: add a Host", d.prompt  # one Host is no assembly yet
    g._a_cb_join(0, f"join:{u(g, michael)}")
    d = g._d_cb_join(0)
    assert d.prompt == "Assembly of Abdiel and Michael: add a Host, or declare it", d.prompt
    done = next(o for o in d.options if o.id == "join_done")
    assert "led by Michael" in done.label, done.label
    g._a_cb_join(0, "join_done")
    assert g.log.events[-1].text == f"{g.names[0]} joins Abdiel and Michael in an assembly led by Michael (+1/+1 each)."


def _jacked_in(g: HeresyGame, body: bool):
    dom = play(g, 0, "biodome")
    arr = play(g, 0, "arena")
    c = play(g, 0, "nanael", on=arr)
    if body:
        g.s.pieces[c].body = dom
    return c, dom


def test_hk_31_2_a_character_killed_in_the_matrix_is_ripped_out_in_one_line():
    """HK-31.2, HK-22.5: killed in Matrix combat, Nanael goes back to its body
    on Biodome, stricken: the log says that once, never "is killed" then
    "is ripped out"."""
    g = bare(ask=True)
    c, dom = _jacked_in(g, body=True)
    n = len(g.log.events)
    g._t_dead(1, (c,), ())
    said = [e.text for e in g.log.events[n:]]
    assert said == [f"{g.names[0]}'s Nanael is beaten and ripped out: back to its body on Biodome, stricken."]
    assert g.s.pieces[c].where == "attached" and g.s.pieces[c].host == dom and g.s.pieces[c].stricken


def test_hk_31_2_with_no_body_a_matrix_death_obliterates_in_one_line():
    """HK-22.6: no body to go back to: obliterated, one line."""
    g = bare(ask=True)
    c, _dom = _jacked_in(g, body=False)
    n = len(g.log.events)
    g._t_dead(1, (c,), ())
    said = [e.text for e in g.log.events[n:]]
    assert said == [f"{g.names[0]}'s Nanael is beaten and ripped out with no body to go back to: obliterated."]
    assert g.s.pieces[c].where == "oblivion"


def test_hk_31_1_a_character_killed_in_the_wilds_is_obliterated_in_one_line():
    g = bare(ask=True)
    dom = play(g, 0, "biodome")
    c = play(g, 0, "gaians", on=dom)
    n = len(g.log.events)
    g._t_dead(1, (c,), ())
    assert [e.text for e in g.log.events[n:]] == [f"{g.names[0]}'s Gaians is killed and obliterated."]


def test_hk_33_5_an_aereopagus_window_names_the_contestants():
    """"The Aereopagus, Rimmon against Rabdos: play a miracle?" (was "The
    Aereopagus: play a miracle?")."""
    from holytable.games.heresy.aereopagus import Aereo

    g = bare(ask=True)
    a = play(g, 0, "michael", on=play(g, 0, "biodome"))
    b = play(g, 1, "abdiel", on=play(g, 1, "arena"))
    g.s.phase = "action"
    g.s.aereo = Aereo("challenge", 0, [a, b], [0, 1], -1)
    d = g._d_window("aereopagus", 1, 0)
    assert d.prompt.startswith("The Aereopagus, Michael against Abdiel: play a miracle"), d.prompt


def test_hk_37_5_a_lone_blitzer_deals_its_damage_first():
    """"Blitz: Raguel deals its damage first." (was "Raguel deal their")."""
    from holytable.games.heresy.words import render

    assert render(["Ana", "Bo"], "blitz", actor=0, names=["Raguel"])[0] == "Blitz: Raguel deals its damage first."
    assert render(["Ana", "Bo"], "blitz", actor=0, names=["Raguel", "Rabdos"])[0] == \
        "Blitz: Raguel and Rabdos deal their damage first."


def test_hk_27_1_an_attack_says_who_fights_outside_the_assembly():
    """"Bo attacks Rim#2 with Mephistophiel, Rimmon#2 and Dubiel (Dubiel not
    joined)." (was "… (joined).", as if all three were)."""
    from holytable.games.heresy.words import render

    said = render(["Ana", "Bo"], "attack", actor=1, card="Rim#2", names=["Mephistophiel", "Rimmon#2", "Dubiel"],
                  joined=True, unjoined=["Dubiel"])[0]
    assert said == "Bo attacks Rim#2 with Mephistophiel, Rimmon#2 and Dubiel (Dubiel not joined)."
