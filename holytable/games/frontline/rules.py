"""Frontline rules engine: the state machine of docs/rules/frontline.md.

Rule IDs (FL-n) refer to docs/rules/frontline.md. The engine advances through a
queue of tasks (``state.tasks``), run by the engine's one task loop
(:class:`holytable.engine.tasks.TaskLoop`); a task that needs a player's input
stays at the head of the queue and is exposed as the pending Decision.

The log is typed events (``self.say(verb, ...)``) worded in words.py, as are
prompts, option labels and game-end reasons; what each seat sees is view.py's.
Option ids (kept stable: saves replay them): ``draft:<tag>``, ``keep:<tag>``,
``bottom:<tag>``, ``exchange:skip``; the screen reads the options' typed
fields (``verb``, ``cards``, ``zones``), never the ids.
"""
from __future__ import annotations

from typing import Any

from holytable.engine.decision import Decision, Option
from holytable.engine.game import Game, InvariantError, OptionSpec, Outcome
from holytable.engine.rng import GameRng
from holytable.engine.tasks import TaskLoop

from . import determinize, evaluate
from . import view as views
from . import words
from .cards import Deck, Effect
from .state import CardInfo, Duel, FrontlineState, Side

#: FL-1: game lengths and their VP goals.
LENGTHS = {"blitz": 30, "standard": 40, "extended": 50}
HAND_SIZE = 5  # FL-4
EMPTY_HAND_DRAW = 3  # FL-10


_TABLES: dict[tuple[int, ...], tuple] = {}


def _card_tables(decks: list[Deck]) -> tuple[tuple[CardInfo, ...], tuple[tuple[int, ...], ...], dict[tuple, Option],
                                              tuple[dict[str, tuple[Effect, ...]], ...]]:
    """FL-4: the static card table of a game with these decks (every copy
    of every soldier, seat by seat), each seat's cards in deck order before
    the shuffle, a cache of the hand options made for them (see
    :meth:`FrontlineGame._tag_option`) and per card its soldier's effects by
    when they happen (``{"on_flip": (Effect, ...), ...}``, printed order). Raises ValueError when one tag
    (colour + key) would name two different soldiers (FL-2). All of it
    follows from the decks alone, so it is remembered for the last few deck
    lists (simulate and tools build many games of the same decks)."""
    key = tuple(id(d) for d in decks)
    hit = _TABLES.get(key)
    if hit is not None and all(a is b for a, b in zip(hit[0], decks)):
        return hit[1], hit[2], hit[3], hit[4]
    infos: list[CardInfo] = []
    decks_cards: list[tuple[int, ...]] = []
    for seat, deck in enumerate(decks):
        start = len(infos)
        for soldier in deck.soldiers:
            for copy_no in range(1, deck.copies + 1):
                infos.append(
                    CardInfo(
                        uid=f"{deck.colour}-{soldier.key}-{seat}{copy_no}",
                        tag=f"{deck.colour}-{soldier.key}",
                        owner=seat,
                        colour=deck.colour,
                        soldier=soldier,
                    )
                )
        decks_cards.append(tuple(range(start, len(infos))))
    # Option ids name cards by tag (colour + key): one tag must mean one
    # soldier, or a player holding both could never draft one of them (FL-2).
    by_tag: dict[str, Any] = {}
    for i in infos:
        had = by_tag.setdefault(i.tag, i.soldier)
        if had is not i.soldier and had != i.soldier:
            raise ValueError(f"Frontline: two different soldiers are both {i.tag!r}; the decks need different colours")
    if len(_TABLES) >= 8:
        _TABLES.pop(next(iter(_TABLES)))
    made: dict[tuple, Option] = {}
    fx = tuple({w: tuple(e for e in i.soldier.effects if e.when == w) for w in ("on_flip", "on_victory", "on_defeat")}
               for i in infos)
    hit = _TABLES[key] = (tuple(decks), tuple(infos), tuple(decks_cards), made, fx)
    return hit[1], hit[2], hit[3], hit[4]


_DRAFT, _CLASH_DRAFT = words.PROMPTS["draft"], words.PROMPTS["clash_draft"]
_DRAFT_ZONES = ("hand", "frontline")
#: FL-5: the tasks of a duel's drafting, by priority player (who drafts first)
_DRAFTS = ((("draft", 0), ("draft", 1), ("flip",)), (("draft", 1), ("draft", 0), ("flip",)))


#: the share of a playout's drafts that send the hand's highest soldier
#: (:meth:`FrontlineGame.rollout`)
ROLLOUT_GREEDY = 0.5

class FrontlineGame(TaskLoop, Game):
    """Frontline for two players. ``decks``: two :class:`~.cards.Deck`."""

    game_id = "frontline"
    title = "Frontline"
    OPTIONS = (
        OptionSpec(
            "length",
            "Game length",
            (("blitz", "Blitz (30 VP)"), ("standard", "Standard (40 VP)"), ("extended", "Extended (50 VP)")),
            "standard",
        ),
    )
    #: issue 14: a computer player searches this many times its strength's
    #: iterations here (holytable.bot.players.SearchPlayer.budget_for): an
    #: iteration costs about 0.3 ms, and a draft's options come out within
    #: hundredths of each other, so normal needs the samples to tell them
    #: apart; for the same reason it never stops a search early because its
    #: options come out alike (``Budget.enough`` times 0). docs/bot.md has
    #: the measurements
    search_scale = 3
    search_enough = 0

    # -- setup (FL-4) -------------------------------------------------------
    def setup(self) -> None:
        self.goal = LENGTHS[self.options["length"]]
        for seat, deck in enumerate(self.decks):
            if not isinstance(deck, Deck):
                self.decks[seat] = Deck.model_validate(deck)
        infos, decks_cards, made, fx = _card_tables(self.decks)
        #: per card: its soldier's effects by when they happen (static)
        self._effects: tuple[dict[str, tuple[Effect, ...]], ...] = fx
        self._options_made: dict[tuple, Option] = self.shared_options(made)  # a cache (see _tag_option), shared by clones
        self.info: tuple[CardInfo, ...] = infos
        #: per card: (printed rank, tag), the order of a hand's options (_tag_options)
        self._rank_tag: tuple[tuple[int, str], ...] = tuple((i.soldier.rank, i.tag) for i in infos)
        self.total_cards = len(infos)
        #: per card its printed rank, and their sum over every card (evaluate.py)
        self._ranks: tuple[int, ...] = tuple(i.soldier.rank for i in infos)
        self._rank_total = max(1, sum(self._ranks) // 2)
        sides = [Side(deck=list(cards), pool=frozenset(cards)) for cards in decks_cards]
        self.s = FrontlineState(sides=sides)
        s = self.s
        s.priority = self.rng.coin()
        self.say("priority", actor=s.priority)
        for seat in self._seats():
            self.rng.shuffle(s.sides[seat].deck)
            self._draw(seat, HAND_SIZE)
        s.tasks.append(("turn",))

    # -- what tools read (holytable/balance.py) --------------------------------
    @property
    def first_player(self) -> int:
        """The seat that goes first: the priority player, chosen by the coin
        flip and kept all game (FL-4)."""
        return self.s.priority

    @property
    def turn_number(self) -> int:
        """Turns begun so far (1 during the first turn; 0 before it)."""
        return self.s.turn

    # -- helpers --------------------------------------------------------------
    def _seats(self) -> list[int]:
        """Seats in priority order (FL-4: the priority player first)."""
        p = self.s.priority
        return [p, 1 - p]

    def render_event(self, verb: str, **fields: Any) -> tuple[str, str | None]:
        """The words of a log event: :func:`.words.render`."""
        return words.render(self.names, verb, **fields)

    def _draw(self, seat: int, n: int) -> int:
        """Draw n cards one at a time, regrouping when the deck is empty (FL-17).
        Returns how many were drawn."""
        side = self.s.sides[seat]
        drawn = 0
        for _ in range(n):
            if not side.deck:
                if not side.survivors:
                    break
                side.deck = side.survivors
                side.survivors = []
                side.pool = frozenset(side.deck)  # what a regroup shuffles is public (FL-17)
                side.top_known = side.bottom_known = 0
                self.rng.shuffle(side.deck)
                self.say("regroup", actor=seat, amounts={"deck": len(side.deck)})
            c = side.deck.pop()
            side.hand.append(c)
            if side.top_known:
                side.top_known -= 1
            if side.bottom_known > len(side.deck):
                side.bottom_known = len(side.deck)
            drawn += 1
            if not self.quiet:  # (a quiet game logs nothing: spare the call)
                self.say("draw", actor=seat, only=seat, soldier=self.info[c].soldier)
        if drawn:
            self.revealed()  # the drawer has seen hidden cards: no takeback past here
        return drawn

    def _refill_empty_hands(self) -> None:
        """FL-10: a player with no card in hand draws three at once."""
        sides = self.s.sides
        if sides[0].hand and sides[1].hand:
            return
        for seat in self._seats():
            side = self.s.sides[seat]
            if not side.hand and (side.deck or side.survivors):
                n = min(EMPTY_HAND_DRAW, len(side.deck) + len(side.survivors))  # the log says what is drawn
                self.say("refill", actor=seat, amounts={"cards": n})
                self._draw(seat, n)

    def _can_draft(self, seat: int) -> bool:
        return bool(self.s.sides[seat].hand)

    def _duel(self) -> Duel:
        return self.s.duels[-1]

    def _active(self, seat: int) -> CardInfo:
        c = self._duel().cards[seat]
        assert c is not None
        return self.info[c]

    def _order(self, duel: Duel) -> list[int]:
        """FL-6/FL-16: resolution order of the duel's two soldiers: Quick first,
        then lowest printed rank, ties to the priority player."""
        info, cards, silenced = self.info, duel.cards, duel.silenced
        a, b = info[cards[0]].soldier, info[cards[1]].soldier  # type: ignore[index]
        ka = (0 if a.keywords.quick and not silenced[0] else 1, a.rank)
        kb = (0 if b.keywords.quick and not silenced[1] else 1, b.rank)
        if ka != kb:
            return [0, 1] if ka < kb else [1, 0]
        return [0, 1] if self.s.priority == 0 else [1, 0]

    def _kw(self, duel: Duel, seat: int):
        return self._active_in(duel, seat).soldier.keywords

    # -- decisions (the task loop: holytable.engine.tasks) ----------------------
    def _d_draft(self, seat: int) -> Decision:
        return Decision(
            seat,
            "draft",
            _DRAFT if len(self.s.duels) == 1 else _CLASH_DRAFT,
            self._tag_options(self.s.sides[seat].hand, "draft", seat, _DRAFT_ZONES),
        )

    def _a_draft(self, seat: int, option_id: str) -> None:
        self._do_draft(seat, option_id.split(":", 1)[1])

    def _d_effect(self, seat: int, eff: Effect) -> Decision | None:
        """Scout and Veteran may ask; None runs ``_t_effect`` instead."""
        return self._effect_decision(seat, eff) if eff.do in ("scout", "exchange") else None

    def _a_effect(self, seat: int, eff: Effect, option_id: str) -> None:
        self._apply_effect_choice(seat, eff, option_id)

    def _tag_options(self, cards: list[int], prefix: str, seat: int, zones: tuple[str, ...]) -> tuple[Option, ...]:
        """One option per distinct card (colour + soldier) among ``cards`` (a
        hand), by rank: id ``<prefix>:<tag>``, verb ``prefix``, ``cards`` the
        uid of the first such card in hand (the one the choice moves),
        ``zones`` from where to where it goes."""
        rank_tag = self._rank_tag
        firsts: dict[str, int] = {}
        for c in cards:
            t = rank_tag[c][1]
            if t not in firsts:
                firsts[t] = c
        made = self._options_made
        out = []
        for c in sorted(firsts.values(), key=rank_tag.__getitem__):
            opt = made.get((prefix, seat, zones, c))
            if opt is None:
                opt = self._tag_option(prefix, seat, zones, rank_tag[c][1], c)
            out.append(opt)
        return tuple(out)

    def _tag_option(self, prefix: str, seat: int, zones: tuple[str, ...], tag: str, c: int) -> Option:
        """The option of :meth:`_tag_options` for card ``c`` (the same object
        each time: options are immutable and these depend on static facts only,
        so they are made once per deck list and shared by its games and their
        clones)."""
        key = (prefix, seat, zones, c)
        cache = self._options_made
        opt = cache.get(key)
        if opt is None:
            colour = self.decks[seat].colour
            opt = cache[key] = Option(
                f"{prefix}:{tag}",
                words.hand_label(self.info[c].soldier, None if self.info[c].colour == colour else self.info[c].colour),
                self.info[c].soldier.key,
                verb=prefix,
                cards=(self.info[c].uid,),
                zones=zones,
            )
        return opt

    # -- turn structure (FL-5..FL-9) ----------------------------------------
    def _t_turn(self) -> None:
        s = self.s
        s.turn += 1
        self.log.turn = s.turn
        s.duels = []
        s.anti_clash = False
        if not self.quiet:
            self.say("turn", amounts={"turn": s.turn})
        s.tasks.insert(0, ("duel",))

    def _t_duel(self) -> None:
        """Start a duel: FL-5 drafting, or FL-18 when a player has nothing to draft."""
        s = self.s
        self._refill_empty_hands()
        a, b = s.sides
        if not (a.hand and b.hand):
            self._cannot_draft([self._can_draft(seat) for seat in (0, 1)])
            return
        s.duels.append(Duel([None, None], [0, 0], [False, False]))
        s.tasks[0:0] = _DRAFTS[s.priority]

    def _cannot_draft(self, able: list[bool]) -> None:
        """FL-18: a player with no soldier left to draft."""
        s = self.s
        if not s.duels:  # start of a turn: the player is routed
            if not any(able):
                self._end_by_score()
            else:
                loser = able.index(False)
                self.outcome = Outcome(1 - loser, words.routed_reason(self.names[loser]))
                self.say("routed", actor=loser, seats=(1 - loser,))
            return
        if not any(able):
            self.say("cannot_continue")
            self.push(("stalemate",))
            return
        winner = able.index(True)
        self.say("cannot_continue", actor=1 - winner)
        self.push(("conclude", winner))

    def _end_by_score(self) -> None:
        """FL-18: neither player can draft: the higher VP wins, equal VP draw."""
        a, b = self.s.sides[0].vp, self.s.sides[1].vp
        w = None if a == b else (0 if a > b else 1)
        self.outcome = Outcome(w, words.spent_reason(self.names, (a, b)))
        self.say("spent", seats=() if w is None else (w,), amounts={"vp_0": a, "vp_1": b})

    def _do_draft(self, seat: int, tag: str) -> None:
        side = self.s.sides[seat]
        info = self.info
        c = next(c for c in side.hand if info[c].tag == tag)
        side.hand.remove(c)
        self.s.duels[-1].cards[seat] = c
        if not self.quiet:
            self.say("draft", actor=seat, only=seat, soldier=info[c].soldier)
        self._refill_empty_hands()

    def _t_flip(self) -> None:
        """FL-6: both soldiers flip at once; On Flip effects in order."""
        duel = self._duel()
        duel.face_up = True
        self.revealed()
        for seat in (0, 1):
            duel.rank[seat] = self._active(seat).soldier.rank
        if not self.quiet:
            self.say("flip", amounts={"rank_0": duel.rank[0], "rank_1": duel.rank[1]},
                     soldiers=tuple(self._active(seat).soldier for seat in (0, 1)))
        fx, cards = self._effects, duel.cards
        tasks = [("effect", seat, eff) for seat in self._order(duel) for eff in fx[cards[seat]]["on_flip"]]  # type: ignore[index]
        tasks.append(("compare",))
        self.s.tasks[0:0] = tasks

    def _t_compare(self) -> None:
        """FL-7 rank comparison with FL-13 Anti-Clash, FL-14 Assassinate,
        FL-15 Forced Clash."""
        s = self.s
        duel = s.duels[-1]
        info, cards = self.info, duel.cards
        live = [not duel.silenced[0], not duel.silenced[1]]
        kws = [info[cards[0]].soldier.keywords, info[cards[1]].soldier.keywords]  # type: ignore[index]
        if (live[0] and kws[0].anti_clash or live[1] and kws[1].anti_clash) and not s.anti_clash:
            s.anti_clash = True
            self.say("anti_clash")
        r = duel.rank
        hits = [live[0] and kws[0].assassinate is not None and r[1] >= kws[0].assassinate,
                live[1] and kws[1].assassinate is not None and r[0] >= kws[1].assassinate]
        winner: int | None
        if hits[0] != hits[1]:
            winner = 0 if hits[0] else 1
        elif r[0] != r[1]:
            winner = 0 if r[0] > r[1] else 1
        else:
            winner = None
        # What the log tells of the comparison (words.py words it).
        told: dict[str, Any] = {}
        if not self.quiet:
            told["amounts"] = {"rank_0": r[0], "rank_1": r[1]}
            if hits[0] != hits[1]:  # winner is the assassin
                told["amounts"]["assassinate"] = 1
                told["assassin"] = self._active(winner).soldier
        forced = live[0] and kws[0].forced_clash or live[1] and kws[1].forced_clash
        if forced and not s.anti_clash:
            duel.result = "forced"
            self.say("forced_clash", seats=() if winner is None else (winner,), **told)
            self.push(("duel",))
        elif winner is not None:
            duel.result, duel.winner = "won", winner
            self.say("duel_won", actor=winner, **told)
            self.push(("conclude", winner))
        elif s.anti_clash:
            duel.result = "stalemate"
            self.say("deadlock", **told)
            self.push(("stalemate",))
        else:
            duel.result = "tie"
            self.say("clash", **told)
            self.push(("duel",))

    def _t_conclude(self, winner: int) -> None:
        """FL-8: On Victory / On Defeat of the deciding duel's soldiers, in order."""
        duel = self._last_compared()
        duel.result, duel.winner = "won", winner
        self.s.last_turn = [d.copy() for d in self.s.duels if d.face_up]
        tasks = []
        fx, cards = self._effects, duel.cards
        for seat in self._order(duel):
            assert cards[seat] is not None
            tasks += [("effect", seat, eff) for eff in fx[cards[seat]]["on_victory" if seat == winner else "on_defeat"]]
        tasks += [("take", winner), ("draw_end",)]
        self.s.tasks[0:0] = tasks

    def _last_compared(self) -> Duel:
        for duel in reversed(self.s.duels):
            if duel.face_up:
                return duel
        raise InvariantError("Frontline: conclude without a compared duel")

    def _active_in(self, duel: Duel, seat: int) -> CardInfo:
        """Seat ``seat``'s soldier in ``duel`` (it must have one)."""
        c = duel.cards[seat]
        assert c is not None
        return self.info[c]

    def _leave(self, duel: Duel, seat: int) -> int:
        """Take seat ``seat``'s soldier off ``duel`` (Medic's retreat,
        Skirmisher's hold: FL-12) and return it."""
        c = duel.cards[seat]
        assert c is not None
        duel.cards[seat] = None
        return c

    def _t_take(self, winner: int) -> None:
        """FL-9: the winner takes every card drafted this turn, 1 VP each."""
        side = self.s.sides[winner]
        n = 0
        for duel in self.s.duels:
            for seat in (0, 1):
                c = duel.cards[seat]
                if c is not None:
                    side.survivors.append(c)
                    duel.cards[seat] = None
                    n += 1
        side.vp += n
        side.won += n
        if not self.quiet:
            self.say("take", actor=winner, amounts={"cards": n, "vp": side.vp})
        self.s.duels = []
        if side.vp >= self.goal:
            self.outcome = Outcome(winner, words.goal_reason(self.names[winner], side.vp, self.goal))
            self.say("win", actor=winner, amounts={"vp": side.vp})

    def _t_stalemate(self) -> None:
        """FL-11: each player's drafted cards go to their own survivors pile, no VP."""
        self.s.last_turn = [d.copy() for d in self.s.duels if d.face_up]
        n = 0
        for duel in self.s.duels:
            for seat in (0, 1):
                c = duel.cards[seat]
                if c is not None:
                    self.s.sides[seat].survivors.append(c)
                    duel.cards[seat] = None
                    n += 1
        self.s.duels = []
        self.say("stalemate", amounts={"cards": n})
        self.push(("draw_end",))

    def _t_draw_end(self) -> None:
        """FL-9/FL-19: each player draws a card, priority player first; next turn.
        FL-10 first: a hand left empty while nothing could be drawn draws three as
        soon as the survivors pile has cards again."""
        self._refill_empty_hands()
        for seat in self._seats():
            self._draw(seat, 1)
        self.push(("turn",))

    # -- effects (FL-12) ---------------------------------------------------------
    def _effect_applies(self, seat: int, eff: Effect) -> bool:
        s = self.s
        if eff.if_ == "behind" and not (s.sides[seat].vp < s.sides[1 - seat].vp):
            return False
        return True

    def _effect_duel(self) -> Duel:
        return self._duel() if self.s.duels and not self._duel().result else self._last_compared()

    def _t_effect(self, seat: int, eff: Effect) -> None:
        """FL-12: one effect of seat ``seat``'s soldier; FL-20: a silenced
        soldier's does nothing, rank changes last this duel and stop at 0."""
        duel = self._effect_duel()
        if duel.cards[seat] is None:
            return
        if duel.silenced[seat]:
            self.say("silenced", actor=seat, soldier=self._active_in(duel, seat).soldier)
            return
        if not self._effect_applies(seat, eff):
            return
        sol = self._active_in(duel, seat).soldier
        if eff.do == "boost":
            duel.rank[seat] += eff.amount
            self.say("boost", actor=seat, amounts={"amount": eff.amount, "rank": duel.rank[seat]}, soldier=sol)
        elif eff.do == "weaken":
            o = 1 - seat
            duel.rank[o] = max(0, duel.rank[o] - eff.amount)
            self.say("weaken", actor=seat, seats=(o,), amounts={"amount": eff.amount, "rank": duel.rank[o]}, soldier=sol)
        elif eff.do == "silence":
            o = 1 - seat
            duel.silenced[o] = True
            self.say("silence", actor=seat, seats=(o,), soldier=sol, target=self._active_in(duel, o).soldier)
        elif eff.do == "draw":
            side = self.s.sides[seat]
            n = min(eff.amount, len(side.deck) + len(side.survivors))  # the log says what is drawn
            self.say("effect_draw", actor=seat, amounts={"amount": n}, soldier=sol)
            self._draw(seat, n)
        elif eff.do == "retreat":
            side = self.s.sides[seat]
            c = self._leave(duel, seat)
            side.hand.append(c)
            if side.pool is not None and c in side.pool:
                side.pool = side.pool - {c}  # seen going to the hand: not in the deck
            self.say("retreat", actor=seat, soldier=sol)
        elif eff.do == "hold":
            self.s.sides[seat].survivors.append(self._leave(duel, seat))
            self.say("hold", actor=seat, soldier=sol)
        elif eff.do in ("scout", "exchange"):
            # Reached only when no choice was needed (see _effect_decision).
            self._auto_effect(seat, eff)

    def _scout_cards(self, seat: int) -> list[int]:
        return self.s.sides[seat].deck[-2:][::-1]  # top first

    def _effect_decision(self, seat: int, eff: Effect) -> Decision | None:
        duel = self._effect_duel()
        if duel.silenced[seat] or not self._effect_applies(seat, eff):
            return None
        if eff.do == "scout":
            top = self._scout_cards(seat)
            if len(top) < 2:
                return None
            self.revealed()
            # Asked even when both cards are the same soldier (one option then):
            # skipping the question would tell the opponent so (FL-3).
            keep: dict[str, int] = {}
            for c in top:
                keep.setdefault(self.info[c].tag, c)
            return Decision(
                seat,
                "scout",
                words.PROMPTS["scout"],
                # No uid: the cards stay in the deck, where every uid is hidden.
                tuple(
                    Option(f"keep:{t}", words.keep_label(self.info[c].soldier), self.info[c].soldier.key,
                           verb="keep", zones=("deck",))
                    for t, c in keep.items()
                ),
            )
        hand = self.s.sides[seat].hand
        if not hand:
            return None
        opts = (Option("exchange:skip", words.KEEP_HAND, verb="skip"),) + self._tag_options(
            hand, "bottom", seat, ("hand", "deck"))
        return Decision(seat, "exchange", words.PROMPTS["exchange"], opts)

    def _auto_effect(self, seat: int, eff: Effect) -> None:
        if eff.do == "scout":
            top = self._scout_cards(seat)
            if top:
                self.s.sides[seat].top_known = len(top)
                self.revealed()
                self.say("scout_look", actor=seat, only=seat, soldiers=tuple(self.info[c].soldier for c in top))

    def _apply_effect_choice(self, seat: int, eff: Effect, option_id: str) -> None:
        side = self.s.sides[seat]
        if eff.do == "scout":
            tag = option_id.split(":", 1)[1]
            top = self._scout_cards(seat)
            keep = next(c for c in top if self.info[c].tag == tag)
            other = next(c for c in top if c != keep)
            side.deck.remove(keep)
            side.deck.remove(other)
            side.deck.insert(0, other)
            side.deck.append(keep)
            side.top_known = 1 + max(0, side.top_known - 2)
            side.bottom_known += 1
            self.say("scout", actor=seat, only=seat, kept=self.info[keep].soldier, under=self.info[other].soldier)
        elif eff.do == "exchange":
            if option_id == "exchange:skip":
                self.say("keep_hand", actor=seat)
                return
            tag = option_id.split(":", 1)[1]
            c = next(c for c in side.hand if self.info[c].tag == tag)
            if side.pool is not None:  # any card the owner hides may now be in the deck
                side.pool = side.pool.union(side.hand, side.deck)
            side.hand.remove(c)
            side.deck.insert(0, c)
            side.bottom_known += 1
            self.say("exchange", actor=seat, only=seat, soldier=self.info[c].soldier)
            self._draw(seat, 1)
            self._refill_empty_hands()

    # -- views (view.py) --------------------------------------------------------------
    def board_view(self, player: int | None) -> views.BoardView:
        return views.board_view(self, player)

    def hidden_uids(self, player: int) -> set[str]:
        return views.hidden_uids(self, player)

    def evaluate(self, seat: int) -> float:
        """Issue 14: 0..1, how well ``seat`` stands (VP and ranks in hand: :mod:`.evaluate`)."""
        return evaluate.evaluate(self, seat)

    @staticmethod
    def rollout(game: "FrontlineGame", d: Decision, r) -> Option | None:
        """Issue 14: a playout's light policy (``TaskLoop.rollout``): half
        the drafts (FL-5) send the drafting hand's highest-ranked soldier
        (the last option: drafts are listed by rank), the rest and every
        other decision at random (None)."""
        if d.kind == "draft" and r.random() < ROLLOUT_GREEDY:
            return d.options[-1]
        return None

    def redeal_hidden(self, seat: int, rng: GameRng) -> None:
        """Issue 14: the cards hidden from ``seat`` dealt again (FL-3; :mod:`.determinize`)."""
        determinize.redeal(self, seat, rng)

    # -- invariants --------------------------------------------------------------------
    def check_invariants(self) -> None:
        """Every card in exactly one zone; VP equal to cards won; no negatives."""
        s = self.s
        seen: list[int] = []
        for side in s.sides:
            seen += side.deck + side.hand + side.survivors
            if side.vp != side.won:
                raise InvariantError(f"VP {side.vp} != cards won {side.won}")
            if side.vp < 0:
                raise InvariantError("negative VP")
        for duel in s.duels:
            seen += [c for c in duel.cards if c is not None]
            if any(r < 0 for r in duel.rank):
                raise InvariantError("negative rank")
        if sorted(seen) != list(range(self.total_cards)):
            raise InvariantError(f"cards not each in exactly one zone ({len(seen)} placed of {self.total_cards})")
        if self.outcome is None and s.tasks and s.tasks[0][0] == "draft":
            if not s.sides[s.tasks[0][1]].hand:
                raise InvariantError("a draft is pending from an empty hand")
