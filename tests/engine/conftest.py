"""Fixtures for the Frontline engine tests (docs/rules/frontline.md).

The red and black decks are built straight from the YAML files with
``yaml.safe_load`` + :mod:`holytable.games.frontline.cards` (Pool, DeckList,
resolve), so these tests do not depend on the deck-file loader.

:class:`Table` builds games and *known positions*: a game is constructed with a
seed, then its zones, scores and priority are set directly and the turn is
restarted, so a test can say "in this position these options are offered".
"""
from __future__ import annotations

import types
from pathlib import Path
from typing import Iterable, Sequence

import pytest
import yaml

from holytable.games.frontline import cards
from holytable.games.frontline.rules import FrontlineGame
from gamekit import play_random, uids_in  # noqa: F401 (re-exported)

ROOT = Path(__file__).resolve().parents[2]
DECKS = ROOT / "decks" / "frontline"


def _yaml(name: str) -> object:
    return yaml.safe_load((DECKS / name).read_text(encoding="utf-8"))


@pytest.fixture(scope="session")
def pool() -> cards.Pool:
    return cards.Pool.model_validate(_yaml("cards.yaml"))


@pytest.fixture(scope="session")
def red(pool: cards.Pool) -> cards.Deck:
    return cards.resolve(cards.DeckList.model_validate(_yaml("red.yaml")), pool)


@pytest.fixture(scope="session")
def black(pool: cards.Pool) -> cards.Deck:
    return cards.resolve(cards.DeckList.model_validate(_yaml("black.yaml")), pool)


@pytest.fixture(scope="session")
def decks(red: cards.Deck, black: cards.Deck) -> list[cards.Deck]:
    """Seat 0 plays red, seat 1 plays black."""
    return [red, black]


class Table:
    """Builds Frontline games and known positions for the tests.

    Card references are tags (``"red-scout"``) or bare soldier keys, which mean
    the soldier of that seat's own colour (``"scout"`` for seat 0 is red-scout).
    """

    names = ("Ana", "Bo")

    def __init__(self, decks: Sequence[cards.Deck], pool: cards.Pool) -> None:
        self.decks = list(decks)
        self.pool = pool

    # -- games ------------------------------------------------------------
    def game(self, seed: int = 0, length: str = "standard", decks: Sequence[cards.Deck] | None = None) -> FrontlineGame:
        return FrontlineGame(
            options={"length": length}, seed=seed, decks=list(decks or self.decks), names=list(self.names)
        )

    def soldier(self, base: str, **changes: object) -> cards.Soldier:
        """A soldier of the pool, optionally changed (for test-only cards)."""
        data = self.pool.soldiers[base].model_dump(by_alias=True)
        data.update(changes)
        return cards.Soldier.model_validate(data)

    def custom_decks(self, extra: Iterable[cards.Soldier]) -> list[cards.Deck]:
        """Red and black with the test-only soldiers ``extra`` added to both."""
        extra = tuple(extra)
        return [d.model_copy(update={"soldiers": d.soldiers + extra}) for d in self.decks]

    # -- cards ------------------------------------------------------------
    @staticmethod
    def tag(g: FrontlineGame, seat: int, ref: str) -> str:
        return ref if "-" in ref and ref.split("-", 1)[0] in ("red", "black") else f"{g.decks[seat].colour}-{ref}"

    @staticmethod
    def name(g: FrontlineGame, c: int) -> str:
        return g.info[c].soldier.name

    def tags(self, g: FrontlineGame, cs: Iterable[int]) -> list[str]:
        return [g.info[c].tag for c in cs]

    def arrange(
        self,
        g: FrontlineGame,
        *,
        hands: tuple[Sequence[str], Sequence[str]] = ((), ()),
        decks: tuple[Sequence[str], Sequence[str]] = ((), ()),
        survivors: tuple[Sequence[str], Sequence[str]] = ((), ()),
        rest: tuple[tuple[int, str], tuple[int, str]] = ((0, "deck"), (1, "deck")),
        priority: int = 0,
        vp: tuple[int, int] = (0, 0),
        restart: bool = True,
    ) -> FrontlineGame:
        """Set every zone of ``g`` and restart at the beginning of a turn.

        ``decks`` lists cards top first. Cards of seat ``i`` not placed go to
        ``rest[i] = (seat, zone)``: the *bottom* of a deck, or a survivors pile.
        With ``restart`` the engine advances to the first pending decision.
        """
        s = g.s
        free = list(range(g.total_cards))

        def take(seat: int, ref: str) -> int:
            tag = self.tag(g, seat, ref)
            for c in free:
                if g.info[c].tag == tag:
                    free.remove(c)
                    return c
            raise LookupError(f"no free copy of {tag}")

        for seat in (0, 1):
            side = s.sides[seat]
            side.hand = [take(seat, r) for r in hands[seat]]
            side.deck = [take(seat, r) for r in reversed(decks[seat])]  # index -1 is the top
            side.survivors = [take(seat, r) for r in survivors[seat]]
            side.vp = side.won = vp[seat]
        for owner in (0, 1):
            seat, zone = rest[owner]
            left = [c for c in free if g.info[c].owner == owner]
            side = s.sides[seat]
            if zone == "deck":
                side.deck[0:0] = left
            elif zone == "survivors":
                side.survivors += left
            else:
                raise ValueError(zone)
        s.priority = priority
        s.duels = []
        s.anti_clash = False
        s.turn = 0
        s.tasks = [("turn",)]
        g.outcome = None
        g.pending = None
        g.barrier = len(g.choices)
        if restart:
            g.pending = g._advance()
        g.check_invariants()
        return g

    def duel(self, g: FrontlineGame, first: str, second: str) -> None:
        """Both drafts of one duel: the priority player's card, then the other's."""
        p = g.s.priority
        g.choose(f"draft:{self.tag(g, p, first)}")
        g.choose(f"draft:{self.tag(g, 1 - p, second)}")

    @staticmethod
    def since(g: FrontlineGame, mark: int) -> list[str]:
        """Full log texts from event ``mark`` on."""
        return [e.text for e in g.log.events[mark:]]


@pytest.fixture(scope="session")
def table(decks: list[cards.Deck], pool: cards.Pool) -> Table:
    return Table(decks, pool)


@pytest.fixture(scope="session")
def extra_decks(table: Table) -> list[cards.Deck]:
    """Red and black plus four test-only soldiers (two copies each), for rules the
    thirteen designed soldiers cannot show on their own:

    - saboteur:   rank 8, On Flip silence, not Quick (FL-6, FL-20);
    - bombardier: rank 3, On Flip weaken 2, not Quick (FL-16);
    - marksman:   rank 4, Assassinate 10 (FL-14, after On Flip changes);
    - duelist:    rank 12, Assassinate 1 (FL-14, both Assassinate).
    """
    return table.custom_decks(
        [
            table.soldier("spy", key="saboteur", name="Saboteur", rank=8, keywords={}, text=""),
            table.soldier("sergeant", key="bombardier", name="Bombardier", rank=3, text=""),
            table.soldier("assassin", key="marksman", name="Marksman", rank=4, keywords={"assassinate": 10}, text=""),
            table.soldier("assassin", key="duelist", name="Duelist", rank=12, keywords={"assassinate": 1}, text=""),
        ]
    )


@pytest.fixture(scope="session")
def helpers() -> types.SimpleNamespace:
    """The module-level helpers, for test modules (they cannot import conftest)."""
    return types.SimpleNamespace(uids_in=uids_in, play_random=play_random, perft=perft)




def perft(g: FrontlineGame, depth: int) -> int:
    """Number of choice sequences of length ``depth`` from ``g`` (a finished game
    counts as one leaf), as chess perft counts move paths. ``g`` is not changed."""
    if depth == 0 or g.over:
        return 1
    total = 0
    for oid in g.legal_ids():
        child = g.clone()
        child.choose(oid)
        total += perft(child, depth - 1)
    return total


@pytest.fixture
def records_ready(monkeypatch: pytest.MonkeyPatch) -> None:
    """GameRecord.build needs the deck module of the registry
    (``holytable.games.frontline.decks``, written separately). Until it exists,
    stand in with the resolved-deck model it must provide: ``cards.Deck``."""
    import holytable.games as games

    try:
        games.deck_module("frontline")
    except ImportError:
        stand_in = types.SimpleNamespace(deck_model=cards.Deck)
        real = games.deck_module
        monkeypatch.setattr(games, "deck_module", lambda gid: stand_in if gid == "frontline" else real(gid))
