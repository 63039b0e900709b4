"""Helpers for the Holdfast engine tests (docs/rules/holdfast.md).

:class:`Table` builds games and *known positions*: a game is built with a seed,
then every zone is set directly and the engine restarted at a chosen point, so a
test can say "in this position these options are offered". Test decks hold two
copies of every card of the pool (built with ``model_construct``: they break the
deck-size rule on purpose, so any card can be put anywhere).
"""
from __future__ import annotations

from typing import Any, Iterable, Sequence

from holytable.games.holdfast.cards import KINDS, Deck, DeckEntry, Pool
from holytable.games.holdfast.rules import HoldfastGame
from holytable.games.holdfast.state import GAP, Piece
from gamekit import play_random, uids_in  # noqa: F401 (re-exported)

NAMES = ("Ana", "Bo", "Cy", "Di")


class Table:
    """Builds Holdfast games and known positions. Seat 0 is "Ana", seat 1 "Bo"."""

    def __init__(self, pool: Pool) -> None:
        self.pool = pool

    def deck(self, name: str = "Test", copies: int = 2) -> Deck:
        entries = tuple(DeckEntry.model_construct(card=c, count=copies) for c in self.pool.cards.values())
        return Deck.model_construct(name=name, cards=entries)

    def game(self, seed: int = 0, players: int = 2, decks: Sequence[Deck] | None = None, **options: Any) -> HoldfastGame:
        decks = list(decks) if decks else [self.deck(f"Test {i + 1}") for i in range(players)]
        return HoldfastGame(seed=seed, decks=decks, names=list(NAMES[: len(decks)]), options=options)

    # -- known positions -------------------------------------------------------------------
    def arrange(self, g: HoldfastGame, *per: dict, active: int = 0, turn: int = 5, start: str = "command",
                middling: Sequence[tuple[int, str]] = ()) -> HoldfastGame:
        """Set every zone of ``g`` and restart the engine.

        Per seat (``per[i]`` for seat i), card keys in: ``hand``, ``deck`` (top
        first; the seat's other cards go under it unless ``empty_deck``, then to
        its void), ``resources``, ``rubble``, ``void``; field specs in
        ``outland``, ``courtyard``, ``perimeter`` (None is a gap); ``store``
        ({kind: n}); ``levies`` ([name, {kind: n}, turns]); ``breached_on``;
        ``alive``. A field spec is a key or ``(key, opts)`` with opts ``down``,
        ``damage``, ``acted``, ``gear`` (keys), ``forts`` (keys), ``occupants``
        (specs).

        ``start``: "command" (the active player's Command Phase), "assault" (the
        Assault Phase), "turn" (a new turn of ``active`` from its flush), "end"
        (the End Phase), "maintenance" (the Maintenance Phase).
        """
        s = g.s
        free = set(range(g.total_cards))
        n = g.num_players
        per = list(per) + [{}] * (n - len(per))
        s.pieces = [Piece(where="limbo", seat=g.info[c].owner) for c in range(g.total_cards)]
        s.middling, s.stack = [], []
        s.assault = None
        s.selection = []

        def take(owner: int, key: str) -> int:
            for c in sorted(free):
                if g.info[c].owner == owner and g.info[c].card.key == key:
                    free.discard(c)
                    return c
            raise LookupError(f"no free copy of {key} for seat {owner}")

        def field(seat: int, spec: Any, where: str, host: int = -1) -> int:
            key, opts = (spec, {}) if isinstance(spec, str) else spec
            c = take(seat, key)
            p = s.pieces[c]
            p.where, p.seat, p.host = where, seat, host
            s.stamp += 1
            p.stamp = s.stamp
            p.damage = opts.get("damage", 0)
            p.acted = opts.get("acted", 0)
            if opts.get("down"):
                g.turn_down(c)
            for k in opts.get("gear", ()):
                x = take(seat, k)
                s.pieces[x] = Piece(where="attached", seat=seat, host=c)
                p.attached.append(x)
            for k in opts.get("forts", ()):
                x = take(seat, k)
                s.pieces[x] = Piece(where="attached", seat=seat, host=c)
                p.attached.append(x)
            for o in opts.get("occupants", ()):
                p.occupants.append(field(seat, o, "housed", c))
            return c

        for seat in range(n):
            side = s.sides[seat]
            spec = per[seat]
            side.hand = []
            side.deck = []
            for zone in ("hand", "resources", "rubble", "void"):
                lst = [take(seat, k) for k in spec.get(zone, [])]
                setattr(side, zone, lst)
                for c in lst:
                    s.pieces[c] = Piece(where=zone, seat=seat)
            side.outland = [field(seat, x, "outland") for x in spec.get("outland", [])]
            side.courtyard = [field(seat, x, "courtyard") for x in spec.get("courtyard", [])]
            side.perimeter = [GAP if x is None else field(seat, x, "perimeter") for x in spec.get("perimeter", [])]
            top = [take(seat, k) for k in spec.get("deck", [])]
            side.deck = list(reversed(top))
            for c in side.deck:
                s.pieces[c] = Piece(where="deck", seat=seat)
            side.store = [spec.get("store", {}).get(k, 0) for k in KINDS]
            side.levies = [[nm, tuple(cost.get(k, 0) for k in KINDS), t] for nm, cost, t in spec.get("levies", [])]
            side.breached_on = spec.get("breached_on", -1)
            side.alive = spec.get("alive", True)
            side.last_draw = (0, 0, 0)
            side.turns = spec.get("turns", turn // n + 1)
        for seat, key in middling:
            c = take(seat, key)
            s.middling.append(c)
            s.pieces[c] = Piece(where="middling", seat=-1)
        for seat in range(n):
            side = s.sides[seat]
            rest = [c for c in sorted(free) if g.info[c].owner == seat]
            free -= set(rest)
            if per[seat].get("empty_deck"):
                side.void += rest
                for c in rest:
                    s.pieces[c] = Piece(where="void", seat=seat)
            else:
                side.deck[0:0] = rest
                for c in rest:
                    s.pieces[c] = Piece(where="deck", seat=seat)
        s.turn = turn
        s.active = active
        g.log.turn = turn
        if start == "command":
            s.phase, s.tasks = "command", [("command",), ("assault_menu",), ("end_phase",)]
        elif start == "assault":
            s.phase, s.tasks = "assault", [("assault_menu",), ("end_phase",)]
        elif start == "end":
            s.phase, s.tasks = "end", [("end_phase",)]
        elif start == "maintenance":
            s.phase, s.tasks = "maintenance", [("maintenance",), ("command",), ("assault_menu",), ("end_phase",)]
        elif start == "turn":
            s.turn = turn - 1
            s.active = (active - 1) % n
            s.tasks = [("turn",)]
        else:
            raise ValueError(start)
        s.tasks.append(("turn",))
        g.outcome = None
        g.pending = None
        g.barrier = len(g.choices)
        g.pending = g._advance()
        g.check_invariants()
        return g

    # -- lookups ------------------------------------------------------------------------------
    @staticmethod
    def find(g: HoldfastGame, seat: int, key: str, where: str | None = None) -> int:
        """The first card of ``seat`` with ``key`` (in ``where`` if given)."""
        for c, info in enumerate(g.info):
            p = g.s.pieces[c]
            holder = p.seat if p.seat >= 0 else info.owner  # the middling has no seat
            if info.card.key == key and holder == seat and (where is None or p.where == where):
                return c
        raise LookupError(f"no {key} of seat {seat} in {where}")

    @staticmethod
    def uid(g: HoldfastGame, seat: int, key: str, where: str | None = None) -> str:
        return g.uid(Table.find(g, seat, key, where))

    @staticmethod
    def ids(g: HoldfastGame) -> list[str]:
        return g.legal_ids()

    @staticmethod
    def keys(g: HoldfastGame, cards: Iterable[int]) -> list[str]:
        return [g.info[c].card.key for c in cards]

    @staticmethod
    def since(g: HoldfastGame, mark: int) -> list[str]:
        return [e.text for e in g.log.events[mark:]]

    @staticmethod
    def pass_windows(g: HoldfastGame) -> None:
        """Pass every trap window until some other decision is pending."""
        while g.pending is not None and g.pending.window:
            g.choose("pass")

    @staticmethod
    def assault(g: HoldfastGame, target: str, group: Sequence[str]) -> None:
        """From the assault menu: target (a handle), toggle the group (uids), confirm."""
        g.choose(f"target:{target}")
        for u in group:
            g.choose(f"toggle:{u}")
        g.choose("confirm")




