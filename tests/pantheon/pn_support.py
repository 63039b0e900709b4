"""Helpers for the Pantheon engine tests (docs/rules/pantheon.md).

:class:`Table` builds games and *known positions*: a game is built with a seed,
then its zones, points and turn are set directly and the engine restarted at a
chosen point (a player's Play phase, Combat phase, an upkeep ...), so a test can
say "in this position these options are offered". Test decks hold every card of
the pool (2 copies, 1 of a Class 3 character or relic), so any card can be put
anywhere. :func:`load` makes the next dice known.
"""
from __future__ import annotations

from typing import Any, Iterable, Sequence


from holytable.games.pantheon.cards import Deck, DeckEntry, Pool, limit_of
from holytable.games.pantheon.rules import PantheonGame
from holytable.games.pantheon.state import Slot, Unit
from gamekit import LoadedDice, load, play_random, uids_in  # noqa: F401 (re-exported)




GO_TASKS = lambda seat: [("phase", seat, "play"), ("play", seat, 1), ("combat_begin", seat),  # noqa: E731
                         ("phase", seat, "play2"), ("play", seat, 2), ("go_end", seat)]


class Table:
    """Builds Pantheon games and known positions. Seat 0 is "Ana", seat 1 "Bo"."""

    names = ("Ana", "Bo")

    def __init__(self, pool: Pool) -> None:
        self.pool = pool

    def deck(self, name: str = "Test", copies: int = 2) -> Deck:
        entries = tuple(DeckEntry(card=c, count=min(copies, limit_of(c))) for c in self.pool.cards.values())
        return Deck(name=name, cards=entries)

    def game(self, seed: int = 0, goal: int = 10, cunning: bool = False, decks: Sequence[Deck] | None = None,
             players: int = 2) -> PantheonGame:
        decks = list(decks) if decks else [self.deck(f"Test {i + 1}") for i in range(players)]
        names = list(self.names) + [f"P{i + 1}" for i in range(2, len(decks))]
        return PantheonGame(options={"wp_goal": goal, "cunning": cunning}, seed=seed, decks=decks,
                            names=names[: len(decks)])

    # -- known positions ---------------------------------------------------------------
    def arrange(self, g: PantheonGame, p0: dict | None = None, p1: dict | None = None, *, turn: int = 2,
                priority: int = 0, start: str = "play", seat: int | None = None, more: Sequence[dict] = (),
                deaths: int = 0, empty_decks: Sequence[int] = ()) -> PantheonGame:
        """Set every zone of ``g`` and restart the engine.

        Per seat: ``hand`` (keys), ``active`` (list: key, None, or (key, {dmg, att,
        applied, stripped, curses})), ``bench`` (same), ``field`` (keys or (key,
        turns_left)), ``grave``, ``deck`` (keys, top first; the rest of the seat's
        cards go under them), ``wp``, ``points`` (cp, mp, ap), ``tokens``.

        ``start``: "play" (``seat``'s go from Play), "combat" (from Combat),
        "play2", "upkeep" (a new turn ``turn``), "roll" (turn ``turn``'s Roll),
        "end" (End of turn ``turn``).
        """
        s = g.s
        per = [p0 or {}, p1 or {}, *more]
        free = {c for c in range(g.total_cards)}
        g.touch()

        def take(owner: int, key: str) -> int:
            for c in sorted(free):
                if g.info[c].owner == owner and g.info[c].key == key:
                    free.discard(c)
                    return c
            raise LookupError(f"no free copy of {key} for seat {owner}")

        def unit(owner: int, spec: Any) -> Unit | None:
            key, opts = (spec, {}) if not isinstance(spec, tuple) else spec
            if key is None:
                return None
            u = Unit(take(owner, key))
            u.dmg = opts.get("dmg", 0)
            u.applied = [list(a) for a in opts.get("applied", [])]
            u.stripped = list(opts.get("stripped", []))
            for a in opts.get("att", []):
                aowner, akey = (owner, a) if isinstance(a, str) else a
                u.att.append(take(aowner, akey))
            return u

        def fill(owner: int, sl: Slot, spec: Any) -> None:
            if isinstance(spec, tuple):
                for cowner, ckey in spec[1].get("curses", []):
                    sl.curses.append(take(cowner, ckey))
            sl.unit = unit(owner, spec)

        extra: list[tuple[int, str, list]] = []

        def slots(owner: int, specs: Sequence, n: int, zone: str) -> list[Slot]:
            out = []
            for i in range(n):
                sl = Slot(g.new_id())
                fill(owner, sl, specs[i] if i < len(specs) else None)
                out.append(sl)
            if len(specs) > n:
                extra.append((owner, zone, list(specs[n:])))
            return out

        for seat_i, side in enumerate(s.sides):
            p = per[seat_i] if seat_i < len(per) else {}
            side.hand = [take(seat_i, k) for k in p.get("hand", [])]
            side.active = slots(seat_i, p.get("active", []), 3, "active")
            side.bench = slots(seat_i, p.get("bench", []), 5, "bench")
            side.field = []
            for f in p.get("field", []):
                key, left = (f, None) if isinstance(f, str) else f
                c = take(seat_i, key)
                card = g.info[c].card
                from holytable.games.pantheon.state import InField
                side.field.append(InField(c, left if left is not None else (card.decay or -1)))
            side.grave = [take(seat_i, k) for k in p.get("grave", [])]
            side.sealed = [take(seat_i, k) for k in p.get("sealed", [])]
            side.deck = [take(seat_i, k) for k in reversed(p.get("deck", []))]
            side.wp = p.get("wp", 0)
            side.points = list(p.get("points", (0, 0, 0)))
            side.tokens = list(p.get("tokens", (0, 0, 0)))
            side.dice = [0] * 6
            side.kept = [False] * 6
            side.rolls = 0
            side.toggles = 0
            side.locked = start not in ("roll", "upkeep")
            side.redirect = -1
            side.used = []
            side.out = p.get("out", False)
        # granted spots of the arranged cards: fix the spot lists by syncing
        g.touch()
        g.sync_spots()
        for owner, zone, specs in extra:  # units on granted spots
            granted = [sl for sl in (s.sides[owner].active if zone == "active" else s.sides[owner].bench) if sl.source >= 0]
            assert len(granted) >= len(specs), f"seat {owner}: not enough granted {zone} spots"
            for sl, spec in zip(granted, specs):
                fill(owner, sl, spec)
        for seat_i, side in enumerate(s.sides):
            rest = [c for c in sorted(free) if g.info[c].owner == seat_i]
            if seat_i in empty_decks:
                side.grave[0:0] = rest  # ``empty_decks``: the seat's other cards wait in its graveyard
            else:
                side.deck[0:0] = rest
            free -= set(rest)
        g.touch()
        g.sync_spots()
        s.priority = priority
        s.first = priority
        s.turn = turn
        s.stack = []
        s.deaths = deaths
        s.hold = False
        g.log.turn = turn
        seat = priority if seat is None else seat
        order = g.order()
        after = order[order.index(seat) + 1:]
        goes = [t for x in after for t in (("go", x),)] + [("end",)]
        if start == "play":
            s.phase, s.go = "play", seat
            s.tasks = GO_TASKS(seat) + goes
        elif start == "combat":
            s.phase, s.go = "combat", seat
            s.tasks = GO_TASKS(seat)[2:] + goes
        elif start == "play2":
            s.phase, s.go = "play2", seat
            s.tasks = GO_TASKS(seat)[3:] + goes
        elif start == "upkeep":
            s.turn = turn - 1
            s.phase, s.go = "end", -1
            s.tasks = [("turn",)]
        elif start == "roll":
            s.phase, s.go = "upkeep", -1
            s.tasks = [("roll_phase",)]
        elif start == "end":
            s.phase, s.go = "end", -1
            s.tasks = [("end",)]
        else:
            raise ValueError(start)
        g.outcome = None
        g.pending = None
        g.barrier = len(g.choices)
        g.pending = g._advance()
        g.check_invariants()
        return g

    # -- lookups ----------------------------------------------------------------------
    @staticmethod
    def unit(g: PantheonGame, seat: int, zone: str, i: int) -> Unit | None:
        return (g.s.sides[seat].active if zone == "active" else g.s.sides[seat].bench)[i].unit

    @staticmethod
    def key_at(g: PantheonGame, seat: int, zone: str, i: int) -> str | None:
        u = Table.unit(g, seat, zone, i)
        return g.info[u.c].key if u else None

    @staticmethod
    def hp(g: PantheonGame, seat: int, zone: str, i: int) -> int:
        u = Table.unit(g, seat, zone, i)
        assert u is not None
        return g.hp(u, seat, zone == "active")

    @staticmethod
    def uid(g: PantheonGame, seat: int, zone: str, i: int) -> str:
        u = Table.unit(g, seat, zone, i)
        assert u is not None
        return g.info[u.c].uid

    @staticmethod
    def keys(g: PantheonGame, cards: Iterable[int]) -> list[str]:
        return [g.info[c].key for c in cards]

    @staticmethod
    def since(g: PantheonGame, mark: int) -> list[str]:
        return [e.text for e in g.log.events[mark:]]

    @staticmethod
    def pass_windows(g: PantheonGame) -> None:
        """Pass every response window until some other decision is pending."""
        while g.pending is not None and g.pending.window:
            g.choose("pass")

    @staticmethod
    def ids(g: PantheonGame) -> list[str]:
        return g.legal_ids()




# -- combat helpers -------------------------------------------------------------------
def keep_busy(p0: dict) -> dict:
    """Ana also holds a Raven of Odin and 1 more CP, so her Play 2 stops the engine
    before the turn ends (and upkeep changes what the test looks at)."""
    pts = list(p0.get("points", (0, 0, 0)))
    pts[0] += 1
    return {**p0, "hand": list(p0.get("hand", [])) + ["raven-of-odin"], "points": tuple(pts)}


def combat(table: Table, p0: dict, p1: dict, **kw) -> PantheonGame:
    """Ana's Combat phase (turn 2 unless given), after Bo's window has passed."""
    g = table.game(**{k: kw.pop(k) for k in ("cunning", "goal") if k in kw})
    table.arrange(g, keep_busy(p0), p1, start="combat", **kw)
    table.pass_windows(g)
    return g


def attack(table: Table, g: PantheonGame, option: str, *targets: str) -> None:
    g.choose(option)
    for t in targets:
        g.choose(t)
    table.pass_windows(g)
