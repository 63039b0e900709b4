"""SVG screenshots of every playable game and the main screens, for the README
and for review.

Run from a source checkout::

    python -m holytable.ui.screenshots            # writes screenshots/*.svg
    python -m holytable.ui.screenshots OUT_DIR

It writes, at 80x24, ``lobby.svg``, Frontline's ``game.svg``, ``handoff.svg``
and ``game-over.svg``; two Holy Wars scenes, ``holy-wars.svg`` (the board
mid-game) and ``holy-wars-reaction.svg`` (a Reaction window as the responder
sees it after the handoff); Pantheon's ``pantheon.svg`` (the roll phase, dice
kept and loose); and three Holdfast scenes, ``holdfast.svg`` (holds with
perimeters), ``holdfast-assault.svg`` (an assault group being gathered) and
``holdfast-split.svg`` (the defender splitting the damage it strikes back with);
three Heresy scenes, ``heresy.svg`` (full Wilds and Matrices),
``heresy-combat.svg`` (a combat with joined Hosts, the damage assigned in
secret) and ``heresy-split.svg`` (the secret vote split after the handoff),
from fixed seeds and choices (so they only change when the UI or the
engine does). Every scene names its game (:func:`scene_game`); a test checks
that each game the lobby offers has one, in screenshots/ and the README. It runs with ``HOLYTABLE_HOME`` in a temporary folder: your own
saves and settings are neither read nor touched. The same scenes feed the
snapshot tests (tests/ui/test_snapshots.py).
"""
from __future__ import annotations

import asyncio
import os
import random
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from holytable.engine.record import GameRecord, save_record, saves_dir

from .app import HolytableApp

SIZE = (80, 24)
NAMES = ["Ana", "Bo"]
#: A mid-game position: turn 6 of a Blitz game, a tie has started a clash and
#: Ana's next soldier lies face down; Bo is to draft.
GAME_SEED, GAME_CHOICES = 3, 22
OVER_SEED = 7
#: Holy Wars, Crusade vs Iron Order, choices by the rule ids[(i * 7) % n]:
#: turn 8, Bo's Action Phase with 38 options (captives, exhausted and newly
#: played Characters, Rowan 7's health, a Continuing Event, the last roll) ...
HW_GAME_SEED, HW_GAME_CHOICES = 10, 87
#: ... and turn 6: Bo's Press Secretary attacks; before the roll, Ana may answer
#: with Ambush.
HW_REACTION_SEED, HW_REACTION_CHOICES = 8, 42
#: Holdfast, Hedge Circle vs Raiders (the lobby's default decks), choices by
#: :func:`holdfast_pick`: seed 474 is a five-turn game of perimeters and
#: structure assaults. After 75 choices Bo's perimeter is breached (a gap where
#: his Camp stood) and he deploys in his Command Phase (turn 4); after 57, Ana
#: gathers her assault group against Bo's Camp on his perimeter (turn 3, a
#: Hedge Witch and a Drifter toggled).
HF_SEED, HF_HOLD_CHOICES, HF_ASSAULT_CHOICES = 474, 75, 57
#: Seed 6, after 197 choices: a Drifter, assaulted by three of the other
#: side's denizens, strikes back with 1, to be given to one of them.
HF_SPLIT_SEED, HF_SPLIT_CHOICES = 6, 197


def _record(seed: int, n: int | None) -> GameRecord:
    """A Frontline record from ``seed``, its choices picked by a fixed rule
    (``n`` choices, or to the end when None)."""
    from holytable.games.frontline.decks import load_deck, ready_decks
    from holytable.games.frontline.rules import FrontlineGame

    decks = [load_deck(ready_decks()[c]) for c in ("red", "black")]
    game = FrontlineGame(options={"length": "blitz"}, seed=seed, decks=decks, names=list(NAMES))
    i = 0
    while game.pending and (n is None or i < n):
        ids = game.pending.ids()
        game.choose(ids[(i * 7) % len(ids)])
        i += 1
    return GameRecord.of(game).model_copy(update={"created": 0.0, "updated": 0.0})


def holy_wars_record(seed: int, n: int) -> GameRecord:
    """A Holy Wars record (Crusade vs Iron Order) from ``seed`` after ``n``
    choices picked by a fixed rule."""
    from holytable.games.holy_wars.decks import load_deck, ready_decks
    from holytable.games.holy_wars.rules import HolyWarsGame

    decks = [load_deck(ready_decks()[d]) for d in ("crusade", "iron-order")]
    game = HolyWarsGame(seed=seed, decks=decks, names=list(NAMES))
    for i in range(n):
        ids = game.pending.ids()
        game.choose(ids[(i * 7) % len(ids)])
    return GameRecord.of(game).model_copy(update={"created": 0.0, "updated": 0.0})


#: Pantheon, the first two ready-made decks, random choices from
#: ``random.Random(PN_SEED)``: the first roll of turn 3, then R and dice 2 and 5 kept.
PN_SEED, PN_TURN = 12, 3


def pantheon_record(seed: int, turn: int) -> GameRecord:
    """A Pantheon record (the first two ready-made decks) from ``seed``, choices
    from ``random.Random(seed)``, up to the first roll of ``turn``."""
    from holytable.games.pantheon.decks import load_deck, ready_decks
    from holytable.games.pantheon.rules import PantheonGame

    rd = ready_decks()
    decks = [load_deck(rd[d]) for d in list(rd)[:2]]
    game = PantheonGame(options={}, seed=seed, decks=decks, names=list(NAMES))
    rng = random.Random(seed)
    while game.pending and not (game.pending.kind == "roll" and game.view_dict(None)["turn"] >= turn):
        game.choose(rng.choice(game.pending.ids()))
    return GameRecord.of(game).model_copy(update={"created": 0.0, "updated": 0.0})


def _pn_app(seed: int, turn: int, name: str) -> HolytableApp:
    path = saves_dir() / f"pantheon-{name}.json"
    save_record(pantheon_record(seed, turn), path)
    return HolytableApp(resume=path, key_guard=0)


def holdfast_pick(view: dict) -> int:
    """A fixed rule for Holdfast (the index of the option to choose): deploy
    structures (onto a perimeter when possible), then denizens; assault
    structures first, with every free denizen; keep the store; otherwise the
    first option. Short, deterministic games full of perimeters and assaults."""
    opts = view["options"]
    ids = [o["id"] for o in opts]
    kind = view["decision_kind"]

    def first(*prefixes: str) -> int | None:
        for pre in prefixes:
            for i, x in enumerate(ids):
                if x.startswith(pre):
                    return i
        return None

    if kind == "command":
        hand = {c["key"]: c["type"] for c in view["players"][view["deciding"]]["hand"] or []}
        for want in ("structure", "denizen"):
            for i, x in enumerate(ids):
                if x.startswith("deploy:") and hand.get(x[7:]) == want:
                    return i
        return ids.index("end")
    if kind == "place":
        i = first("connect:", "right", "left", "gap:", "outland")
        return 0 if i is None else i
    if kind == "assault":
        types = {c.get("key"): c.get("type") for p in view["players"]
                 for c in p["perimeter"] + p["outland"] + p["courtyard"] if "key" in c}
        for i, o in enumerate(opts):
            if o["id"].startswith("target:") and types.get(o["card"]) == "structure":
                return i
        i = first("target:")
        return ids.index("end") if i is None else i
    if kind == "group":
        i = next((i for i, o in enumerate(opts) if o["label"].startswith("[ ]")), None)
        return ids.index("confirm") if i is None else i
    if kind == "confirm_end":
        i = first("deploy:")
        return ids.index("end") if i is None else i
    if kind == "wall":
        return ids.index("confirm") if "confirm" in ids else 0
    if kind == "flush":
        return ids.index("keep")
    return 0


def holdfast_record(seed: int, n: int | None) -> GameRecord:
    """A Holdfast record (Hedge Circle vs Raiders) from ``seed`` after ``n``
    choices (to the end when None) made by :func:`holdfast_pick`."""
    from holytable.games.holdfast.decks import load_deck, ready_decks
    from holytable.games.holdfast.rules import HoldfastGame

    decks = [load_deck(ready_decks()[d]) for d in ("hedge-circle", "raiders")]
    game = HoldfastGame(seed=seed, decks=decks, names=list(NAMES), options={})
    i = 0
    while game.pending and (n is None or i < n):
        view = game.view_dict(game.pending.player)
        game.choose(view["options"][holdfast_pick(view)]["id"])
        i += 1
    return GameRecord.of(game).model_copy(update={"created": 0.0, "updated": 0.0})


#: Heresy's choices for the scenes and the whole-game test, by decision kind:
#: the verbs tried in order (the first offered is chosen; else the first option).
HK_FIRST = {"attack_from": ("attack_from",), "attack_add": ("attack_add", "attack_done"),
            "join": ("join", "join_done", "join_none"), "defense": ("defend",), "intervene": ("intervene_done",),
            "domain_killed": ("take_tau",), "pay": ("autopay",), "place": ("place",), "window": ("pass",),
            "ch_answer": ("accept",), "aim": ("aim",), "discard": ("discard_done",),
            "archive_draw": ("no_archive_draw",), "tau_to": ("back",), "redraw": ("keep",),
            "action": ("gateway", "build", "call", "enhance", "challenge", "attack", "end_turn")}


def heresy_pick(view) -> int:
    """The index of the option a simple Heresy player chooses in ``view`` (a
    typed view of the deciding seat): the gateway as soon as it can, else
    build, call, enhance, challenge, attack with everyone, join every Host,
    defend, take the tau, store as much tau as one array takes, vote for
    your own contestant, split the votes evenly; pass every window."""
    opts = view.options
    verbs = [o.verb for o in opts]
    kind = view.decision_kind
    if kind == "split":
        return len(opts) // 2
    if kind == "store":  # the most tau the first array with room takes (its options come by array, then amount)
        most = max(o.amount for o in opts)
        return next(i for i, o in enumerate(opts) if o.amount == most)
    if kind in ("present", "execute"):
        ae = view.board.aereopagus
        mine = [i for i in (0, 1) if ae is not None and ae.seats[i] == view.player]
        for k, o in enumerate(opts):
            if o.verb in ("vote", "open_vote") and mine and len(o.cards) > 1 and \
                    o.cards[1] == ae.contestants[mine[0]]:
                return k
        for v in ("pass", "done", "abstain"):
            if v in verbs:
                return verbs.index(v)
        return 0
    for v in HK_FIRST.get(kind or "", ()):
        if v in verbs:
            return verbs.index(v)
    return 0


#: Heresy, Free Cities vs Green Covenant (the lobby's default decks), a short
#: game (11 tau), choices by :func:`heresy_pick`: seed 110 is a 486-choice game
#: Ana wins by her gateway, with combats, challenges, Aereopagus votes and
#: secret splits. After 467 choices Ana's Wilds and Matrix are full (her
#: Action interval; two cards in her archive); after 439, Ana's assembly of
#: three joined Hosts has struck and Bo assigns his damage in secret; after
#: 293, Ana has divided her votes in secret and Bo divides his behind the
#: handoff. (Re-counted after the least aura that pays, HK-9.7.b, and after
#: the maker's Pass on their own move, HK-23.11.b: the same game, 49 passes
#: more; and after every seat is asked about its redraw, HK-4.4.c: the same
#: game, two Keep-alone choices more, at 0 and 5.)
HK_SEED, HK_FULL_CHOICES, HK_COMBAT_CHOICES, HK_SPLIT_CHOICES = 110, 467, 439, 293


def heresy_record(seed: int, n: int | None) -> GameRecord:
    """A short Heresy record (the lobby's default decks) from ``seed`` after
    ``n`` choices (to the end when None) made by :func:`heresy_pick`."""
    from holytable.games.heresy.decks import load_deck, ready_decks
    from holytable.games.heresy.rules import HeresyGame

    decks = [load_deck(ready_decks()[d]) for d in ("free-cities", "green-covenant")]
    game = HeresyGame(seed=seed, decks=decks, names=list(NAMES), options={"length": "short"})
    i = 0
    while game.pending and (n is None or i < n):
        view = game.view(game.pending.player)
        game.choose(view.options[heresy_pick(view)].id)
        i += 1
    return GameRecord.of(game).model_copy(update={"created": 0.0, "updated": 0.0})


def _hk_app(seed: int, n: int, name: str) -> HolytableApp:
    path = saves_dir() / f"heresy-{name}.json"
    save_record(heresy_record(seed, n), path)
    return HolytableApp(resume=path, key_guard=0)


def _hf_app(seed: int, n: int, name: str) -> HolytableApp:
    path = saves_dir() / f"holdfast-{name}.json"
    save_record(holdfast_record(seed, n), path)
    return HolytableApp(resume=path, key_guard=0)


def _hw_app(seed: int, n: int, name: str) -> HolytableApp:
    path = saves_dir() / f"holy_wars-{name}.json"
    save_record(holy_wars_record(seed, n), path)
    return HolytableApp(resume=path, key_guard=0)


def _resume_app(seed: int, n: int | None, name: str) -> HolytableApp:
    path = saves_dir() / f"frontline-{name}.json"
    save_record(_record(seed, n), path)
    return HolytableApp(resume=path, key_guard=0)


@dataclass(frozen=True)
class Scene:
    """An app and the keys that bring it to the screen to capture; ``game``:
    the game it shows (a registry id), None for the lobby."""

    make: Callable[[], HolytableApp]
    press: tuple[str, ...] = ()
    game: str | None = None


async def _settle(pilot) -> None:
    await pilot.pause()
    await pilot.pause()


SCENES: dict[str, Scene] = {
    "lobby": Scene(lambda: HolytableApp(names=list(NAMES), key_guard=0)),
    "handoff": Scene(lambda: _resume_app(GAME_SEED, GAME_CHOICES, "handoff"), game="frontline"),
    "game": Scene(lambda: _resume_app(GAME_SEED, GAME_CHOICES, "game"), ("enter",), game="frontline"),
    "game-over": Scene(lambda: _resume_app(OVER_SEED, None, "over"), game="frontline"),
}


#: Holy Wars scenes (their snapshot tests: tests/ui/test_holy_wars_screen.py).
HOLY_WARS_SCENES: dict[str, Scene] = {
    "holy-wars": Scene(lambda: _hw_app(HW_GAME_SEED, HW_GAME_CHOICES, "game"), ("enter",), game="holy_wars"),
    "holy-wars-reaction": Scene(lambda: _hw_app(HW_REACTION_SEED, HW_REACTION_CHOICES, "reaction"), ("enter",),
                                game="holy_wars"),
}
#: Pantheon scenes.
PANTHEON_SCENES: dict[str, Scene] = {
    "pantheon": Scene(lambda: _pn_app(PN_SEED, PN_TURN, "roll"), ("enter", "r", "2", "5"), game="pantheon"),
}
#: Holdfast scenes (their snapshot tests: tests/ui/test_snapshots_holdfast.py).
HOLDFAST_SCENES: dict[str, Scene] = {
    "holdfast": Scene(lambda: _hf_app(HF_SEED, HF_HOLD_CHOICES, "hold"), ("enter",), game="holdfast"),
    "holdfast-assault": Scene(lambda: _hf_app(HF_SEED, HF_ASSAULT_CHOICES, "assault"), ("enter",), game="holdfast"),
    "holdfast-split": Scene(lambda: _hf_app(HF_SPLIT_SEED, HF_SPLIT_CHOICES, "split"), ("enter",), game="holdfast"),
}
#: Heresy scenes (their snapshot tests: tests/ui/test_snapshots_heresy.py).
HERESY_SCENES: dict[str, Scene] = {
    "heresy": Scene(lambda: _hk_app(HK_SEED, HK_FULL_CHOICES, "full"), ("enter",), game="heresy"),
    "heresy-combat": Scene(lambda: _hk_app(HK_SEED, HK_COMBAT_CHOICES, "combat"), ("enter",), game="heresy"),
    "heresy-split": Scene(lambda: _hk_app(HK_SEED, HK_SPLIT_CHOICES, "split"), ("enter",), game="heresy"),
}
ALL_SCENES: dict[str, Scene] = {**SCENES, **HOLY_WARS_SCENES, **PANTHEON_SCENES, **HOLDFAST_SCENES,
                                **HERESY_SCENES}


def scene_game(name: str) -> str | None:
    """The game scene ``name`` shows (None: the lobby)."""
    return ALL_SCENES[name].game


async def capture(name: str) -> str:
    """The SVG of scene ``name`` (HOLYTABLE_HOME must point somewhere safe)."""
    scene = ALL_SCENES[name]
    app = scene.make()
    async with app.run_test(size=SIZE) as pilot:
        await _settle(pilot)
        if scene.press:
            await pilot.press(*scene.press)
            await _settle(pilot)
        return app.export_screenshot(title=f"holytable · {name}")


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    out = Path(argv[0]) if argv else Path(__file__).resolve().parents[2] / "screenshots"
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as home:
        os.environ["HOLYTABLE_HOME"] = home
        os.environ.pop("NO_COLOR", None)
        for name in ALL_SCENES:
            svg = asyncio.run(capture(name))
            path = out / f"{name}.svg"
            path.write_text(svg, encoding="utf-8")
            print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
