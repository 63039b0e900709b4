"""Helpers for the Holy Wars engine tests (docs/rules/holy-wars.md).

:class:`Table` builds games and *known positions*: a game is built with a seed,
then its zones, pools and turn are set directly and the Action Phase of the
active player is restarted, so a test can say "in this position these options
are offered". Test decks ("universal") hold two copies of every main-deck card of
the pool, so any card can be placed anywhere.

:class:`LoadedDice` replaces the game's RNG so the next d6 rolls are known.
"""
from __future__ import annotations

import json
from typing import Any, Iterable, Sequence

from holytable.games.holy_wars import decks as deckfiles
from holytable.games.holy_wars.cards import Deck, DeckEntry, Pool
from holytable.games.holy_wars.rules import HolyWarsGame
from holytable.games.holy_wars.sets import MILESTONES
from holytable.games.holy_wars.state import Piece
from gamekit import LoadedDice, load, play_random, uids_in  # noqa: F401 (re-exported)




class Table:
    """Builds Holy Wars games and known positions. Seat 0 is "Ana", seat 1 "Bo"."""

    names = ("Ana", "Bo")

    def __init__(self, pool: Pool) -> None:
        self.pool = pool

    # -- decks -----------------------------------------------------------------
    def deck(self, set_key: str = "machine-conscience", convictions: Sequence[str] = (), copies: int = 2,
             name: str = "Test") -> Deck:
        """A test deck: ``copies`` of every main-deck card, the set, the Convictions."""
        p = self.pool
        entries = tuple(
            DeckEntry(card=c, count=copies) for c in p.cards.values() if c.type != "conviction" and c.set is None
        )
        s = p.sets[set_key]
        return Deck(name=name, convictions=tuple(p.cards[k] for k in convictions), set=s,  # type: ignore[misc]
                    components=tuple(p.cards[k] for k in s.components), cards=entries)  # type: ignore[arg-type]

    def game(self, seed: int = 0, decks: Sequence[Deck] | None = None, sets: Sequence[str] = ("machine-conscience", "politics-of-fear"),
             convictions: Sequence[Sequence[str]] = ((), ())) -> HolyWarsGame:
        decks = list(decks) if decks else [self.deck(sets[i], convictions[i]) for i in (0, 1)]
        return HolyWarsGame(seed=seed, decks=decks, names=list(self.names))

    # -- known positions ------------------------------------------------------------
    def arrange(self, g: HolyWarsGame, p0: dict | None = None, p1: dict | None = None, *, active: int = 0,
                turn: int = 5, crisis: str = "done", restart: bool = True) -> HolyWarsGame:
        """Set every zone of ``g`` and restart at the active player's Action Phase.

        Per seat (``p0``, ``p1``), card keys in: ``hand``, ``field`` (seasoned),
        ``newly`` (played this turn: also on the field), ``exhausted`` (keys of
        field cards to exhaust), ``events``, ``captured`` (keys of the *opponent's*
        Characters this seat holds), ``discard``, ``reserve`` (set components
        unlocked; the others stay locked), ``set_area``, ``deck`` (top first; the
        rest goes under it unless ``empty_deck``, then to the discard pile).
        Numbers: ``resolve`` (20), ``faith`` (10 for the active seat),
        ``response_faith`` (3 for the other). ``convictions``: keys to keep (None:
        all). ``milestones``: completed ones (default: all three, so none fires).
        ``completion_used`` (False).
        """
        s = g.s
        specs = [dict(p0 or {}), dict(p1 or {})]
        free = list(range(g.total_cards))

        def take(owner: int, key: str) -> int:
            for c in free:
                if g.info[c].owner == owner and g.info[c].card.key == key:
                    free.remove(c)
                    return c
            raise LookupError(f"no free copy of {key!r} for seat {owner}")

        s.pieces = [Piece() for _ in range(g.total_cards)]
        for seat in (0, 1):
            side = s.sides[seat]
            for z in side._LISTS:
                setattr(side, z, [])
        for seat, sp in enumerate(specs):
            side = s.sides[seat]
            side.hand = [take(seat, k) for k in sp.get("hand", ())]
            side.field = [take(seat, k) for k in sp.get("field", ())]
            for k in sp.get("newly", ()):
                c = take(seat, k)
                side.field.append(c)
                s.pieces[c].entered = turn
            for k in sp.get("exhausted", ()):
                c = next(x for x in side.field if g.info[x].card.key == k and not s.pieces[x].exhausted)
                s.pieces[c].exhausted = True
            side.events = [take(seat, k) for k in sp.get("events", ())]
            for e in side.events:
                s.pieces[e].counter = g.info[e].card.lasts.turns or 0  # type: ignore[attr-defined]
            side.captured = [take(1 - seat, k) for k in sp.get("captured", ())]
            side.discard = [take(seat, k) for k in sp.get("discard", ())]
            side.reserve = [take(seat, k) for k in sp.get("reserve", ())]
            for c in side.reserve:
                s.pieces[c].unlocked = True
            side.set_area = [take(seat, k) for k in sp.get("set_area", ())]
            side.deck = [take(seat, k) for k in reversed(sp.get("deck", ()))]
            for c in side.field + side.events + side.set_area:
                if g.info[c].card.set:
                    s.pieces[c].unlocked = True
            for c in side.field + side.captured:
                h = getattr(g.info[c].card, "health", None)
                s.pieces[c].health = h or 0
        for seat, sp in enumerate(specs):
            side = s.sides[seat]
            rest = [c for c in free if g.info[c].owner == seat]
            keep = sp.get("convictions")
            for c in rest:
                card = g.info[c].card
                if card.type == "conviction":
                    (side.convictions if keep is None or card.key in keep else side.removed).append(c)
                elif card.set:
                    side.reserve.append(c)
                elif sp.get("empty_deck"):
                    side.discard.append(c)
                else:
                    side.deck.insert(0, c)
            side.resolve = sp.get("resolve", 20)
            side.faith = sp.get("faith", 10 if seat == active else 0)
            side.response_faith = sp.get("response_faith", 3 if seat != active else 0)
            side.milestones = list(sp.get("milestones", MILESTONES))
            side.completion_used = sp.get("completion_used", False)
            side.rally_used, side.rescues, side.defiance_used = True, 0, False
            side.conflict, side.used = False, []
            side.capture_loss_turn = -1
            side.last_turn = turn if seat == active else turn - 1
        s.turn, s.active, s.first, s.phase, s.crisis = turn, active, active, "action", crisis
        s.stack, s.occ = [], []
        s.tasks = [("checkpoint",), ("action",)]
        g.log.turn = turn
        g.outcome = None
        g.pending = None
        g.barrier = len(g.choices)
        if restart:
            g.pending = g._advance()
            g.check_invariants()
        return g

    # -- finding cards --------------------------------------------------------------
    @staticmethod
    def c(g: HolyWarsGame, seat: int, key: str) -> int:
        """The card ``key`` owned by ``seat``: on a field, captured, in the events,
        Set Area, Reserve, hand, discard — in that order of preference."""
        s = g.s
        for zone in ("field", "captured", "events", "set_area", "reserve", "hand", "stack", "discard", "removed",
                     "convictions", "deck"):
            for side in s.sides:
                for c in (getattr(side, zone) if zone != "stack" else s.stack):
                    if g.info[c].owner == seat and g.info[c].card.key == key:
                        return c
        raise LookupError(key)

    def u(self, g: HolyWarsGame, seat: int, key: str) -> str:
        return g.info[self.c(g, seat, key)].uid

    @staticmethod
    def keys(g: HolyWarsGame, cards: Iterable[int]) -> list[str]:
        return [g.info[c].card.key for c in cards]

    @staticmethod
    def pass_windows(g: HolyWarsGame, upto: int = 20) -> None:
        """Pass every pending response window (and nothing else)."""
        for _ in range(upto):
            if g.pending is None or g.pending.kind != "window":
                return
            g.choose("pass")

    @staticmethod
    def since(g: HolyWarsGame, mark: int) -> list[str]:
        return [e.text for e in g.log.events[mark:]]




