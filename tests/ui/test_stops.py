"""Issue 16: per-player stops for response windows, at one keyboard.

- the Done-when count: a scripted ten-turn Holy Wars game hands the keyboard
  over at most half as often with the default stops as in "always ask";
- no leak: for fixed stops and the same public choices, the moments a player
  is handed the keyboard are the same whatever cards that player holds (the
  same game replayed with Bo's hand and deck dealt again);
- a window at a stop is asked even with Pass alone; one at no stop passes
  with no handoff even with a real answer; "ask me at everything" asks them
  all; one's own play is not asked unless one's stops say so;
- the stops dialog (``t``) sets them privately and the settings keep them.
"""
from __future__ import annotations

import random

import pytest
from uihelpers import SIZE, game_screen, until

from holytable.engine.decision import PASS
from holytable.engine.record import GameRecord
from holytable.engine.stops import default_stops
from holytable.games import deck_module, game_class
from holytable.ui.app import HolytableApp
from holytable.ui.game_screen import GameScreen
from holytable.ui.modals import HandoffScreen
from holytable.ui.settings import Settings, load_settings
from holytable.ui.stops import StopsScreen, stops_of, with_stops

NAMES = ["Ana", "Bo"]
TURNS = 10


def new_game(gid: str, seed: int, decks: tuple[str, str] | None = None):
    mod = deck_module(gid)
    ready = mod.ready_decks()
    names = decks or tuple(sorted(ready))[:2]
    return game_class(gid)(options={}, seed=seed, decks=[mod.load_deck(ready[n]) for n in names], names=list(NAMES))


def scripted(seed: int):
    """The script's choice in a decision that is put to a player: Pass in every
    window (so the game is the same whichever windows are asked), else a
    random option drawn from ``seed`` and the number of choices made."""
    def policy(game) -> str:
        d = game.pending
        if d.window:
            return PASS
        return random.Random(f"{seed}:{len(game.choices)}").choice(d.ids())
    return policy


async def handoffs_of(game, tmp_path, *, mode: str = "stops", policy, turns: int = TURNS,
                      settings: Settings | None = None, everything: dict[int, int] | None = None,
                      asked: list[int] | None = None) -> list[tuple[int, int]]:
    """Play ``game`` at one keyboard in ``mode`` until turn ``turns`` is over
    (or the game), each decision put to a player chosen by ``policy``; every
    handoff screen is passed with Enter; ``everything``: seat -> the turn its
    "ask me at everything" was switched on; ``asked`` gets the choice index of
    each window put to its player. Returns the handoffs: ``(seat handed
    the keyboard, choices made by then)``, in order."""
    app = HolytableApp(key_guard=0)
    app.settings = (settings or Settings()).model_copy(update={"reaction_mode": mode})
    out: list[tuple[int, int]] = []
    async with app.run_test(size=SIZE) as pilot:
        app._open(game, GameRecord.of(game), tmp_path / f"{mode}.json")
        await pilot.pause()
        gs = game_screen(app)
        gs.stops.everything.update(everything or {})
        while not gs.game.over and gs.game.log.turn <= turns:
            await until(pilot, lambda: isinstance(app.screen, HandoffScreen) or (
                app.screen is gs and gs.private and gs.game.pending is not None
                and gs.game.pending.player == gs.seat) or gs.game.over, what="a handoff or a decision on screen")
            if gs.game.over:
                break
            if isinstance(app.screen, HandoffScreen):
                out.append((gs.seat, len(gs.game.choices)))
                await pilot.press("enter")
                await until(pilot, lambda: app.screen is gs, what="the handoff passed")
                continue
            if asked is not None and gs.game.pending.window:
                asked.append(len(gs.game.choices))
            gs._choose(policy(gs.game))
    return out


# -- the Done-when figures ----------------------------------------------------------------------
async def test_default_stops_hand_over_at_most_half_as_often_as_always_ask(tmp_path, capsys):
    """Ten turns of Holy Wars, the same game in both modes (the script passes
    every window): handoff screens with the default stops <= half of "always ask"."""
    seed = 5
    always = await handoffs_of(new_game("holy_wars", seed), tmp_path, mode="always", policy=scripted(seed))
    stops = await handoffs_of(new_game("holy_wars", seed), tmp_path, mode="stops", policy=scripted(seed))
    with capsys.disabled():
        print(f"\nHoly Wars, {TURNS} turns at one keyboard: {len(always)} handoffs asking always, "
              f"{len(stops)} with the default stops ({len(stops) / len(always):.0%})")
    assert len(always) >= 20  # an eventful script: attacks and plays, not ten bare turns
    assert 2 * len(stops) <= len(always), (len(stops), len(always))


def redealt(game, seat: int, seed: int):
    """A copy of ``game`` in which ``seat``'s hand and deck are dealt again
    from their pooled cards (same sizes), everything else as it is: the same
    public game, other hidden cards for ``seat``."""
    g = game.clone()
    side = g.s.sides[seat]
    pool = sorted(side.hand + side.deck)
    random.Random(seed).shuffle(pool)
    side.hand, side.deck = pool[: len(side.hand)], pool[len(side.hand):]
    return g


def public_script(seed: int, quiet: int):
    """Ana plays by a seeded script; ``quiet`` (Bo) only ever makes public
    choices whatever he holds: Pass in windows, keep his opening hand, End
    his turn (or the first option of a decision that names no card)."""
    ana = scripted(seed)

    def policy(game) -> str:
        d = game.pending
        if d.player != quiet:
            return ana(game)
        if d.window:
            return PASS
        for o in d.options:
            if o.verb in ("end_turn", "end", "next") or o.id == "keep":
                return o.id
        o = d.options[0]
        assert o.card is None and not o.cards, (d.kind, d.ids())  # a choice that shows nothing of his hand
        return o.id
    return policy


@pytest.mark.parametrize("mode", ["stops", "always"])
async def test_the_keyboard_comes_at_the_same_moments_whatever_the_hand(tmp_path, mode):
    """The same public choices, Bo's hidden hand dealt again three ways: Bo
    (and Ana) are handed the keyboard at the same moments in each."""
    seed = 3
    base = new_game("holy_wars", seed)
    runs = []
    for deal in (None, 11, 12):
        g = base.clone() if deal is None else redealt(base, 1, deal)
        runs.append((g.s.sides[1].hand[:], await handoffs_of(g, tmp_path, mode=mode, policy=public_script(seed, 1),
                                                             turns=6)))
    hands = {tuple(sorted(h)) for h, _ in runs}
    assert len(hands) > 1  # the deals did give Bo other cards
    first = runs[0][1]
    assert len(first) >= 8
    for _hand, seq in runs[1:]:
        assert seq == first


async def test_the_leak_this_cures_shows_in_ask_only_when_able(tmp_path):
    """The same check can fail: in "ask only when I can respond" the moments
    Bo is handed the keyboard do depend on his hand (a Reaction he holds) for
    at least one of the deals above (the leak stops cure)."""
    seed = 3
    base = new_game("holy_wars", seed)
    seqs = set()
    for deal in (None, 11, 12):
        g = base.clone() if deal is None else redealt(base, 1, deal)
        seqs.add(tuple(await handoffs_of(g, tmp_path, mode="when-able", policy=public_script(seed, 1), turns=6)))
    assert len(seqs) > 1


# -- the rules of stops, on a tiny stand-in game ----------------------------------------------------
from typing import Any  # noqa: E402

from pydantic import BaseModel  # noqa: E402

from holytable.engine.decision import Decision, Option, PASS_OPTION  # noqa: E402
from holytable.engine.game import Game  # noqa: E402
from holytable.engine.stops import Moment  # noqa: E402
from holytable.ui.stops import TableStops  # noqa: E402


class Seat(BaseModel):
    name: str


#: Bo's windows, in order: (moment, whether he holds a real answer)
BO_WINDOWS = [("a", False), ("b", True), ("a", True), ("b", False), ("mine", False)]


class StopsGame(Game):
    """Ana acts (each act a new turn), then Bo has a window: ``BO_WINDOWS``
    in order (the last, "mine", a window on Ana's own act asked of Ana);
    then Ana acts on and on (the tests stop after turn ``len(BO_WINDOWS)``)."""

    game_id = "stops-test"
    title = "Stops test"
    MOMENTS = (Moment("a", "moment a", True), Moment("b", "moment b", False), Moment("mine", "my own act", False, own=True))

    def setup(self) -> None:
        self.step = 0

    def advance(self) -> Decision | None:
        if self.step % 2 == 0 or self.step >= 2 * len(BO_WINDOWS):  # then Ana acts on (the tests stop)
            return Decision(0, "act", "Act", (Option("act", "Act", verb="act"),))
        moment, real = BO_WINDOWS[self.step // 2]
        seat = 0 if moment == "mine" else 1
        opts = (PASS_OPTION, Option("react:x", "React", verb="react")) if real else (PASS_OPTION,)
        return Decision(seat, "window", "Respond?", opts, window=True, moment=moment)

    def apply(self, decision: Decision, option: Option) -> None:
        self.log.add(f"{self.names[decision.player]} chose {option.id}")
        if option.id == "act":
            self.log.turn += 1
        self.step += 1

    def board_view(self, player: int | None) -> dict[str, Any]:
        return {"step": self.step}

    def check_invariants(self) -> None:
        pass


def stops_game() -> StopsGame:
    return StopsGame(seed=1, decks=[Seat(name="a"), Seat(name="b")], names=list(NAMES))


def asked_windows(game: StopsGame, handoffs: list[tuple[int, int]]) -> list[int]:
    """The indices into BO_WINDOWS of the windows put to their player."""
    return [k // 2 for seat, k in handoffs if k % 2 == 1]


def acting_policy(game) -> str:
    return "act" if game.pending.kind == "act" else PASS


async def test_a_stop_asks_with_pass_alone_and_no_stop_passes_a_real_answer(tmp_path):
    """Stops "a" (the default): both "a" windows are put to Bo, the Pass-only
    one too; both "b" windows pass for him, the one with a real answer too;
    Ana is not asked about her own act."""
    g = stops_game()
    handoffs = await handoffs_of(g, tmp_path, policy=acting_policy, turns=len(BO_WINDOWS))
    assert asked_windows(g, handoffs) == [0, 2]
    assert g.choices == ["act", PASS] * len(BO_WINDOWS) + ["act"]  # every window passed, asked or not


async def test_everything_asks_every_window_for_its_turn_and_the_next(tmp_path):
    g = stops_game()
    handoffs = await handoffs_of(g, tmp_path, policy=acting_policy, turns=len(BO_WINDOWS), everything={1: 1})
    # switched on in turn 1: Bo is asked through turn 2 (windows 0, 1), then at his stops again (2, not 3)
    assert asked_windows(g, handoffs) == [0, 1, 2]


async def test_ones_own_act_is_asked_when_ones_stops_say_so(tmp_path):
    """Ana's window on her own act is put to her only once "mine" is one of her stops."""
    for ana, expected in (([], [0, 2]), (["mine"], [1, 3, 4])):
        settings = with_stops(with_stops(Settings(), "stops-test", "Ana", ana), "stops-test", "Bo", ["b"] if ana else ["a"])
        g, asked = stops_game(), []
        await handoffs_of(g, tmp_path, policy=acting_policy, turns=len(BO_WINDOWS), settings=settings, asked=asked)
        assert [k // 2 for k in asked] == expected


def test_table_stops_against_the_computer_leave_its_windows_alone():
    """With one person (seat 0) against the computer: the person's window at
    no stop passes; the computer's windows are never passed for it."""
    g = stops_game()
    t = TableStops(g)
    s = Settings()
    b = Decision(1, "window", "?", (PASS_OPTION,), window=True, moment="b")
    mine = Decision(0, "window", "?", (PASS_OPTION,), window=True, moment="mine")
    assert t.passes(b, s) and t.passes(mine, s)  # one keyboard: every seat's stops
    assert not t.passes(b, s, person=0)  # the computer's own window: it decides
    assert t.passes(mine, s, person=0)  # the person's, at no stop
    always = s.model_copy(update={"reaction_mode": "always"})
    assert not t.passes(b, always)  # "always ask": another's act is asked
    assert t.passes(mine, always, person=0)  # but not one's own act, at no stop (issue 16)
    assert not t.passes(mine, with_stops(always, "stops-test", "Ana", ["mine"]), person=0)
    assert not t.passes(Decision(0, "act", "?", (Option("act", "Act", verb="act"),)), s)


async def test_t_sets_ones_stops_privately_and_the_settings_keep_them(tmp_path):
    app = HolytableApp(key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        app._open(stops_game(), GameRecord.of(stops_game()), tmp_path / "t.json")
        await until(pilot, lambda: isinstance(app.screen, HandoffScreen))
        await pilot.press("t")  # on the handoff to Ana: Ana's stops, the opaque handoff beneath
        await until(pilot, lambda: isinstance(app.screen, StopsScreen))
        assert app.screen.query_one("#stops-title").render().plain == "Ana's stops in Stops test"
        assert isinstance(app.screen_stack[-2], HandoffScreen)  # nothing of the game shows behind it
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, HandoffScreen))
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, GameScreen))
        await pilot.press("t")
        await until(pilot, lambda: isinstance(app.screen, StopsScreen))
        assert app.screen.query_one("#stops-title").render().plain == "Ana's stops in Stops test"
        await pilot.press("space", "down", "space", "escape")  # a off, b on
        await until(pilot, lambda: isinstance(app.screen, GameScreen))
    assert load_settings()[0].stops == {"stops-test": {"Ana": ["b"]}}
    assert stops_of(load_settings()[0], StopsGame, "Ana") == {"b"}
    assert stops_of(load_settings()[0], StopsGame, "Bo") == default_stops(StopsGame) == {"a"}


# -- every game with windows goes through the same stops ---------------------------------------------
def busy(seed: int):
    """As :func:`scripted`, but a turn is ended only now and then while there
    is something else to do (Holdfast ends a player who ends a turn empty)."""
    def policy(game) -> str:
        d = game.pending
        if d.window:
            return PASS
        r = random.Random(f"{seed}:{len(game.choices)}")
        doing = [o.id for o in d.options if o.verb not in ("end", "end_turn", "next", "pass")]
        return r.choice(doing if doing and r.random() < 0.85 else d.ids())
    return policy


def flipped(gid: str) -> Settings:
    """Settings in which Ana keeps the game's defaults and Bo has every other
    moment of the catalogue (the second, the fourth...)."""
    cls = game_class(gid)
    return with_stops(Settings(), gid, "Bo", [m.key for m in cls.MOMENTS[1::2]])


@pytest.mark.parametrize("gid, seed, turns", [("pantheon", 4, 6), ("holdfast", 5, 6), ("heresy", 110, 6),
                                              ("holy_wars", 2, 6)])
async def test_each_game_asks_a_window_iff_it_is_a_stop_of_its_player(tmp_path, gid, seed, turns):
    """Pantheon's Twists, Holdfast's traps and reveals, Heresy's miracles and
    Holy Wars' Reactions: in a scripted game at one keyboard, a window is put
    to its player exactly when its moment is one of that player's stops (Ana:
    the defaults; Bo: every other moment), whatever they hold."""
    settings = flipped(gid)
    game = new_game(gid, seed)
    asked: list[int] = []
    await handoffs_of(game, tmp_path, policy=busy(seed), turns=turns, settings=settings, asked=asked)
    assert not game.over  # (the scripted turns end before the game)
    replay = new_game(gid, seed)
    stops = {0: stops_of(settings, type(game), "Ana"), 1: stops_of(settings, type(game), "Bo")}
    windows = {0: 0, 1: 0}
    for k, choice in enumerate(game.choices):
        d = replay.pending
        if d.window:
            windows[d.player] += 1
            assert (k in asked) == (d.moment in stops[d.player]), (k, d.player, d.moment, d.ids())
        replay.choose(choice)
    assert sum(windows.values()) >= 5, windows
    assert asked and len(asked) < sum(windows.values())  # some asked, some passed with no handoff


def test_the_table_reads_the_game_on_screen_after_a_takeback():
    """A takeback puts a rebuilt game on the screen: "ask me at everything"
    then reads that game's turn, not the turn of the game it replaced (where
    the old one stood, it never ran out)."""
    from types import SimpleNamespace

    from holytable.ui.stops import pending_passes

    old, new = stops_game(), stops_game()
    old.log.turn, new.log.turn = 1, 5  # the old game stood at turn 1 when taken back; the new one is at turn 5
    table = TableStops(old)
    table.set_everything(1, True)  # switched on in turn 1: lasts through turn 2
    new.choose("act")  # Bo's window (moment "a" ... a stop) comes next; make it "b", at no stop
    new.step = 3
    new.pending = new.advance()
    assert new.pending.window and new.pending.moment == "b"
    screen = SimpleNamespace(game=new, replay=False, app=SimpleNamespace(settings=Settings()), computer=None,
                             stops=table)
    assert pending_passes(screen)  # turn 5: "everything" ran out long ago, "b" is no stop
    assert table.game is new


async def test_home_and_end_in_the_stops_dialog_move_and_switch_nothing(tmp_path):
    """A fresh player pressed End in the dialog and a box was ticked: End goes to
    the last box, Home to the first, neither switches one."""
    from textual.widgets import Checkbox

    app = HolytableApp(key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        app._open(stops_game(), GameRecord.of(stops_game()), tmp_path / "t.json")
        await until(pilot, lambda: isinstance(app.screen, HandoffScreen))
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, GameScreen))
        await pilot.press("t")
        await until(pilot, lambda: isinstance(app.screen, StopsScreen))
        before = [c.value for c in app.screen.query(Checkbox)]
        await pilot.press("end")
        assert app.focused is not None and app.focused.id == "stops-everything"
        await pilot.press("home")
        assert app.focused is not None and app.focused.id == "stop-0"
        assert [c.value for c in app.screen.query(Checkbox)] == before


# -- each seat's stops and "everything" are kept in the save (first found by the break17 lane) --------
async def test_everything_and_each_seats_stops_survive_a_resume_within_the_same_turn(tmp_path):
    """The one-turn "ask me at everything" and a seat's stops live in the
    game's save (``GameRecord.stops``, ``.everything``), not in the open
    screen only: quit and resume mid-turn and they are as they were, even
    when the settings say otherwise for that name."""
    import sys
    from pathlib import Path
    sys.path.insert(0, str(Path(__file__).parents[1]))
    from quiet import new

    from holytable.engine.record import saves_dir

    g = new("heresy", 3, 1)
    while g.log.turn < 1:
        g.choose(g.legal_ids()[0])
    saves_dir().mkdir(parents=True, exist_ok=True)
    path = saves_dir() / "b17.json"
    app = HolytableApp(key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        app._open(g, GameRecord.of(g), path)
        await pilot.pause()
        gs = game_screen(app)
        gs.stops.set_everything(1, True)  # what the stops dialog does for Bo
        gs.stops.set_stops(2, {"my_move"})  # and for Cy
        assert gs.stops.everything_on(1)
        turn = gs.game.log.turn
        assert path.exists()
    app2 = HolytableApp(resume=True, key_guard=0)  # `holytable resume`
    async with app2.run_test(size=SIZE) as pilot:
        await pilot.pause()
        gs2 = game_screen(app2)
        assert gs2.game.log.turn == turn
        assert gs2.stops.everything_on(1), "Bo's 'ask me at everything' was lost on resume, mid-turn"
        assert not gs2.stops.everything_on(0) and not gs2.stops.everything_on(2)
        assert gs2.stops.of(app2.settings, 2) == {"my_move"}
        assert gs2.stops.of(app2.settings, 0) == default_stops(type(g))


def test_a_save_from_before_stops_loads_with_the_settings_stops(tmp_path):
    """A record with neither ``stops`` nor ``everything`` (every save before
    them) loads; its seats have the settings' stops by name and nothing on."""
    import json

    from holytable.engine.record import load_record, save_record

    g = stops_game()
    path = tmp_path / "old.json"
    save_record(GameRecord.of(g), path)
    data = json.loads(path.read_text())
    assert "stops" not in data and "everything" not in data  # written as before stops while empty
    rec = load_record(path)
    assert rec.stops == [] and rec.everything == {}
    t = TableStops(g, rec)
    s = with_stops(Settings(), "stops-test", "Bo", ["b"])
    assert t.of(s, 1) == {"b"} and t.of(s, 0) == default_stops(StopsGame)
    assert not t.everything_on(0) and not t.everything_on(1)
    kept = t.saved_in(rec, s)
    assert kept.stops == [sorted(default_stops(StopsGame)), ["b"]]
    with pytest.raises(ValueError):
        GameRecord.model_validate({**data, "everything": {"7": 1}})  # no such seat


async def test_always_ask_never_asks_a_heresy_maker_about_their_own_move_unless_at_a_stop(tmp_path):
    """Issue 16, "never ask a player to respond to their own action unless
    their stops say so", in the "always ask" mode too: since HK-23.11.b asks
    the maker of a move about it (Pass alone when they hold nothing), Bo
    (default stops) is never handed his own move, Ana (who added "your own
    move waits on the stack") is, and every other window is put to its
    player, whatever they hold."""
    settings = with_stops(Settings(), "heresy", "Ana", sorted(default_stops(game_class("heresy")) | {"my_move"}))
    game = new_game("heresy", 110)
    asked: list[int] = []
    await handoffs_of(game, tmp_path, mode="always", policy=busy(110), turns=6, settings=settings, asked=asked)
    replay = new_game("heresy", 110)
    own = {0: 0, 1: 0}
    others = 0
    for k, choice in enumerate(game.choices):
        d = replay.pending
        if d.window:
            if d.moment == "my_move":
                own[d.player] += 1
                assert (k in asked) == (d.player == 0), (k, d.player, d.ids())
            else:
                others += 1
                assert k in asked, (k, d.player, d.moment)
        replay.choose(choice)
    assert own[0] >= 2 and own[1] >= 1 and others >= 5, (own, others)
