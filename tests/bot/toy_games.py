"""Tiny games for the search's own tests (no cards hidden: ``redeal_hidden``
has nothing to do).

:class:`Kingmaker` (three seats): seat 0 picks ``a`` or ``b``; then seat 1
picks the winner among two: after ``a`` seat 0 or seat 1 (seat 1 takes
itself), after ``b`` seat 0 or seat 2 (seat 1 loses either way: an even
chance). A search that scores every node for the seat that moved there picks
``b`` for seat 0; one that scored every node for the root's seat would
believe seat 1 hands it the win after ``a``.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from holytable.engine.decision import Decision, Option
from holytable.engine.game import Game, Outcome
from holytable.engine.tasks import TaskLoop


@dataclass
class _S:
    tasks: list = field(default_factory=list)
    first: str = ""

    def copy(self) -> "_S":
        return _S(self.tasks[:], self.first)


class _Toy(TaskLoop, Game):
    """The hooks every toy leaves empty: nothing hidden, no board, no
    invariants (a toy overrides what it has)."""

    def redeal_hidden(self, seat, rng) -> None:
        pass

    def board_view(self, player):
        return None

    def hidden_uids(self, player):
        return set()

    def check_invariants(self) -> None:
        pass


class Kingmaker(_Toy):
    game_id = "kingmaker"
    title = "Kingmaker"
    min_players = max_players = 3

    def setup(self) -> None:
        self.s = _S([("first",), ("crown",)])

    def _d_first(self) -> Decision:
        return Decision(0, "first", "a or b", (Option("a", "a", verb="pick"), Option("b", "b", verb="pick")))

    def _a_first(self, oid: str) -> None:
        self.s.first = oid

    def _d_crown(self) -> Decision:
        who = (0, 1) if self.s.first == "a" else (0, 2)
        return Decision(1, "crown", "crown", tuple(Option(f"win:{w}", str(w), verb="crown") for w in who))

    def _a_crown(self, oid: str) -> None:
        self.outcome = Outcome(int(oid.split(":")[1]), "crowned")


def kingmaker() -> Kingmaker:
    return Kingmaker(decks=[None, None, None], quiet=True)


class Pennies(_Toy):
    """Seat 0 lays a card face down (``pick:h`` or ``pick:t``, the card's uid
    hidden from seat 1); seat 1 then guesses it (``guess:h`` / ``guess:t``)
    and wins when right. Seat 1 cannot see the card, so either card wins
    half the time; a search that let seat 1 answer the card it never saw
    would believe both lose."""

    game_id = "pennies"
    title = "Pennies"

    def setup(self) -> None:
        self.s = _S([("pick",), ("guess",)])

    def _d_pick(self) -> Decision:
        return Decision(0, "pick", "lay a card", tuple(
            Option(f"pick:{f}", f, verb="pick", cards=(f"c-{f}",)) for f in "ht"))

    def _a_pick(self, oid: str) -> None:
        self.s.first = oid[-1]

    def _d_guess(self) -> Decision:
        return Decision(1, "guess", "guess", tuple(Option(f"guess:{f}", f, verb="guess") for f in "ht"))

    def _a_guess(self, oid: str) -> None:
        self.outcome = Outcome(1 if oid[-1] == self.s.first else 0, "guessed")

    # redeal_hidden: nothing is hidden from seat 0 (the searcher of the tests)
    def hidden_uids(self, player):
        return set() if player == 0 else {"c-h", "c-t"}


def pennies() -> Pennies:
    return Pennies(decks=[None, None], quiet=True)


class Window(_Toy):
    """Seat 1 holds one hidden card of ``a``, ``b``, ``c`` and is offered a
    response window (``play:<card>`` or ``pass``) only when it is not ``c``;
    then seat 0 wins on ``a`` played. Its ``redeal_hidden`` only deals seat
    1's card again (from ``rng``): asking the window again, and dealing again
    when it would not be asked, is ``Game.determinize``'s work."""

    game_id = "window"
    title = "Window"

    def setup(self) -> None:
        self.s = _S([("window",), ("end",)], "a")

    def _d_window(self):
        held = self.s.first
        if held == "c":
            return None
        return Decision(1, "window", "respond?", (
            Option(f"play:c-{held}", held, verb="play", cards=(f"c-{held}",)), Option("pass", "Pass", verb="pass")),
            window=True)

    def _a_window(self, oid: str) -> None:
        self.s.first = oid

    def _t_end(self) -> None:
        self.outcome = Outcome(0 if self.s.first == "play:c-a" else 1, "ended")

    def redeal_hidden(self, seat, rng) -> None:
        if seat != 1:
            self.s.first = "abc"[rng.below(3)]

    def hidden_uids(self, player):
        return set() if player == 1 else {"c-a", "c-b", "c-c"}


def window() -> Window:
    return Window(decks=[None, None], quiet=True)


class Twins(_Toy):
    """Two seats: seat 0 picks ``x`` or ``y``; either way the game is drawn
    (options that come out alike: ``Budget.enough``)."""

    game_id = "twins"
    title = "Twins"

    def setup(self) -> None:
        self.s = _S([("pick",)])

    def _d_pick(self) -> Decision:
        return Decision(0, "pick", "x or y", (Option("x", "x", verb="pick"), Option("y", "y", verb="pick")))

    def _a_pick(self, oid: str) -> None:
        self.outcome = Outcome(None, "drawn")


def twins() -> Twins:
    return Twins(seed=0, decks=[None, None], names=["A", "B"])
