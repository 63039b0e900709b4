"""Playing against the computer at the table (issue 14): one person, no
handoffs, only the person's view; the computer chooses in a worker thread
while every key still works; its choices come at the pace setting's speed,
Space shows one at once."""
from __future__ import annotations

import json
import threading
import time

from uihelpers import NAMES, SIZE, fast_computer, game_screen, screen_text, until

from holytable.bot.players import RandomPlayer
from holytable.ui import computer
from holytable.ui.app import HolytableApp
from holytable.ui.game_screen import GameScreen
from holytable.ui.lobby import GameSetup
from holytable.ui.modals import ConfirmScreen, HandoffScreen
from holytable.ui.rules_screen import RulesScreen
from holytable.ui.settings import Settings, save_settings

SEED = 7  # Frontline, seed 7: seat 1 (Bo) drafts first


def vs_computer(seats=("human", "normal"), seed: int = SEED) -> HolytableApp:
    setup = GameSetup("frontline", list(NAMES), ["red", "black"], {"length": "blitz"}, seed, list(seats))
    return HolytableApp(start=setup, key_guard=0)


class SlowPlayer:
    """Thinks until told to stop (``should_stop``) or for ``seconds``; says
    which thread it ran in and whether it was stopped."""

    def __init__(self, seconds: float = 20.0) -> None:
        self.seconds = seconds
        self.started = threading.Event()
        self.stopped = threading.Event()
        self.thread: int | None = None

    def choose(self, game, seat, should_stop=None):
        self.thread = threading.get_ident()
        self.started.set()
        end = time.monotonic() + self.seconds
        while time.monotonic() < end:
            if should_stop is not None and should_stop():
                self.stopped.set()
                break
            time.sleep(0.002)
        return game.pending.options[0].id


def footer(app) -> str:
    return screen_text(app).splitlines()[-1]


async def test_keys_work_while_a_slow_computer_thinks_in_another_thread(monkeypatch):
    """While the computer thinks (20 s, a stand-in player): the prompt says
    so; the rules page opens and closes, the log opens and closes, Esc asks
    to leave, and leaving stops its search (should_stop). It ran in a
    worker thread, not the event loop's."""
    slow = SlowPlayer()
    monkeypatch.setattr(computer, "make_player", lambda kind, seed: slow)
    # a pace longer than the stand-in's thinking (a search is stopped in time for the pace)
    monkeypatch.setattr(Settings, "pace_seconds", lambda self: 60.0)
    app = vs_computer()
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, slow.started.is_set, what="the computer to start thinking")
        gs = game_screen(app)
        assert "Bo (computer, normal) is thinking…" in screen_text(app)
        assert slow.thread is not None and slow.thread != threading.get_ident()
        t0 = time.monotonic()
        await pilot.press("question_mark")
        await until(pilot, lambda: isinstance(app.screen, RulesScreen) and app.screen.ready, what="the rules page")
        await pilot.press("escape")
        await until(pilot, lambda: app.screen is gs, what="back to the game")
        await pilot.press("L")
        await until(pilot, lambda: app.screen is not gs and getattr(app.screen, "ready", True), what="the log")
        await pilot.press("escape")
        await until(pilot, lambda: app.screen is gs, what="back to the game")
        await pilot.press("escape")
        assert isinstance(app.screen, ConfirmScreen)
        assert time.monotonic() - t0 < 5  # the keys did not wait for the search
        assert gs.game.choices == [] and not slow.stopped.is_set()
        await pilot.press("y")  # Leave
        await until(pilot, lambda: not isinstance(app.screen, (GameScreen, ConfirmScreen)), what="the lobby")
        await until(pilot, slow.stopped.is_set, what="the search to be stopped")


async def test_one_person_sees_only_their_own_view_and_never_a_handoff(monkeypatch):
    """Thirty choices against the computer (a random one, no pause): no
    handoff screen ever; the board, log panel and prompt drawn from Ana's
    view only (seat 0), whoever decides."""
    fast_computer(monkeypatch)
    app = vs_computer()
    async with app.run_test(size=SIZE) as pilot:
        gs = game_screen(app)
        seen_computer_turns = 0
        while len(gs.game.choices) < 30 and not gs.game.over:
            await until(pilot, lambda: gs.game.over or gs.options() or gs.computer.busy(), what="a decision")
            assert not any(isinstance(s, HandoffScreen) for s in app.screen_stack)
            assert gs.viewer() == 0 and gs._view.player == 0 and gs.seat == 0
            drawn = json.dumps(gs._view.to_dict())
            assert not [u for u in gs.game.hidden_uids(0) if u in drawn]  # no card hidden from Ana
            if gs.options():
                await pilot.press("enter")
            else:
                seen_computer_turns += 1
                await pilot.pause(0.01)
        log = [e.text for e in gs.game.view(0).log]
        assert [t for _, t in gs._log_rows] == log[-len(gs._log_rows):]
        assert seen_computer_turns or len(set(gs.game.deciders)) == 2


async def test_the_computer_keeps_its_pace_and_space_shows_its_choice_at_once(monkeypatch):
    """Pace "steady" (here 30 s a choice): the computer (random: it chooses at
    once) does not show its choice for the pace; meanwhile the footer offers
    Space, and Space shows it once its floor is up (``WINDOW_SECONDS``, 0.6 s
    from its start: less would tell what it holds, break21), long before the
    pace. Once Ana decides, Space is gone; after her choice the computer keeps
    its pace again."""
    monkeypatch.setattr(computer, "make_player", lambda kind, seed: RandomPlayer(seed))
    monkeypatch.setattr(Settings, "pace_seconds", lambda self: 30.0)
    save_settings(Settings(computer_pace="steady"))
    app = vs_computer()
    async with app.run_test(size=SIZE) as pilot:
        gs = game_screen(app)
        await until(pilot, lambda: gs.computer._due is not None, what="the computer's choice to wait")
        await pilot.pause(0.2)
        assert gs.game.choices == []  # waiting for its pace
        assert "Space Skip pause" in footer(app)
        await pilot.press("space")
        await until(pilot, lambda: len(gs.game.choices) == 1, timeout=10, what="its choice after Space")
        assert gs.game.deciders == [1]
        await until(pilot, lambda: bool(gs.options()), what="Ana's decision")
        assert "Skip pause" not in footer(app) and "F2 Hint" in footer(app)
        # Ana decides: the pauses are back for the computer's next choices
        for _ in range(6):
            await pilot.press("enter")
            await until(pilot, lambda: bool(gs.options()) or gs.computer._due is not None, what="a decision")
            if gs.computer._due is not None:
                break
        assert gs.computer._due is not None and "Space Skip pause" in footer(app)


async def test_without_a_pause_the_computer_plays_at_once(monkeypatch):
    """"Quickest" with no floor (``fast_computer``): the computer's choice is
    played as soon as it is made, never after a pause timer (this waited at
    most 2 s for it, which a loaded machine's search alone can take)."""
    fast_computer(monkeypatch, pace="none")
    paused: list[float] = []
    set_timer = GameScreen.set_timer

    def spy(self, delay, callback=None, **kw):
        if "_chosen" in getattr(callback, "__qualname__", ""):  # the pace's wait (ComputerSeats._chosen)
            paused.append(delay)
        return set_timer(self, delay, callback, **kw)

    monkeypatch.setattr(GameScreen, "set_timer", spy)
    app = vs_computer()
    async with app.run_test(size=SIZE) as pilot:
        gs = game_screen(app)
        await until(pilot, lambda: bool(gs.options()), what="Ana's decision")
        assert gs.game.deciders == [1]
        assert paused == []
        assert "Skip pause" not in footer(app)


class HintPlayer:
    """Answers the last option, with a search's estimate for it."""

    def __init__(self, chance=0.64) -> None:
        self.chance = chance
        self.asked: list[int] = []
        self.last = None

    def choose(self, game, seat, should_stop=None):
        self.asked.append(seat)
        oid = game.pending.options[-1].id
        if self.chance is not None:
            self.last = type("Stats", (), {"root": {oid: (40, self.chance)}})()
        return oid


async def test_f2_asks_the_computer_for_a_hint_at_normal_strength(monkeypatch):
    """F2 (in the footer) on Ana's decision: the computer, asked at normal
    strength for Ana's seat, names an option: the notice says it with the
    search's estimate, and the cursor goes to it."""
    hint = HintPlayer()
    asked: list[str] = []

    def make(kind, seed):
        asked.append(kind)
        return hint if kind == "normal" else RandomPlayer(seed)

    monkeypatch.setattr(computer, "make_player", make)
    save_settings(Settings(computer_pace="none"))
    app = vs_computer(seats=("human", "easy"))
    async with app.run_test(size=SIZE) as pilot:
        gs = game_screen(app)
        await until(pilot, lambda: bool(gs.options()), what="Ana's decision")
        assert "F2 Hint" in footer(app)
        await pilot.press("f2")
        last = gs.options()[-1]
        await until(pilot, lambda: any(n.message.startswith("Hint:") for n in app._notifications), what="the hint")
        said = [n.message for n in app._notifications if n.message.startswith("Hint:")]
        assert said == [f"Hint: {gs.option_label(last)} — the computer rates your chances about 64% after it."]
        assert computer.ASKING not in [n.message for n in app._notifications]
        assert hint.asked == [0] and asked[-1] == "normal"
        assert gs.cursor == len(gs.options()) - 1
        assert gs.game.deciders == [1]  # the hint chose nothing: only the computer's first draft is made


async def test_no_hint_key_in_a_game_of_people_only():
    app = HolytableApp(start=GameSetup("frontline", list(NAMES), ["red", "black"], {"length": "blitz"}, SEED),
                       key_guard=0)
    async with app.run_test(size=SIZE) as pilot:
        gs = game_screen(app)
        assert gs.computer is None
        assert "hint" not in {b.binding.action for b in gs.active_bindings.values()}


async def test_ctrl_q_while_the_computer_thinks_quits_and_stops_its_search(monkeypatch):
    slow = SlowPlayer()
    monkeypatch.setattr(computer, "make_player", lambda kind, seed: slow)
    # a pace longer than the stand-in's thinking (a search is stopped in time for the pace)
    monkeypatch.setattr(Settings, "pace_seconds", lambda self: 60.0)
    app = vs_computer()
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, slow.started.is_set, what="the computer to start thinking")
        t0 = time.monotonic()
        await pilot.press("ctrl+q")
        await pilot.pause()
    assert time.monotonic() - t0 < 5
    assert slow.stopped.wait(2)


async def test_an_engine_error_on_the_computers_choice_is_tried_again_then_given_up(monkeypatch):
    """The engine fails on each choice the computer makes (a stand-in bug):
    the game is rebuilt without it, the computer tries again with another
    seed, and after three failures says it cannot go on; the app stays up."""
    fast_computer(monkeypatch)
    from holytable.games.frontline.rules import FrontlineGame

    real = FrontlineGame.apply

    def apply(self, decision, option):
        if decision.player == 1:
            raise RuntimeError("a stand-in engine bug")
        return real(self, decision, option)

    monkeypatch.setattr(FrontlineGame, "apply", apply)
    app = vs_computer()
    async with app.run_test(size=SIZE) as pilot:
        gs = game_screen(app)
        await until(pilot, lambda: any("cannot go on" in n.message for n in app._notifications),
                    what="the computer to give up")
        assert gs.game.choices == [] and not gs.computer.busy()
        assert sum("Engine error" in n.message for n in app._notifications) == computer.MAX_TRIES
