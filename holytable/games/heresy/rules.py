"""Heresy rules engine: the state machine of docs/rules/heresy.md.

Rule IDs (HK-n) refer to docs/rules/heresy.md. The engine advances through a
queue of tasks (``state.tasks``, :mod:`holytable.engine.tasks`). This part of
the engine plays: setup (HK-4), the turn (HK-5..HK-8: Orientation, the Action
interval, End of Turn), aura (HK-9), influence (HK-10), building and calling
(HK-14), attachments (HK-13), moving (HK-17), jacking in and out (HK-16),
netwalking (HK-36.1..36.5), tau on arrays (HK-18), the gateway (HK-19), virtual
support and crashes (HK-21, HK-22), victory and forfeits (HK-1). Conflicts,
the Aereopagus, IC, celestial powers, miracles and response windows are later
parts; the state and the decisions are shaped for them (heresy.md, Developer
notes).

Option ids (fixed words and uids only, never names):

- setup: ``redraw`` / ``keep`` (HK-4.4); ``discard:<uid>:archive|oblivion``
  (HK-4.3);
- the Action interval (kind ``action``): ``build:<uid>``, ``open:<uid>`` (for
  aura), ``call:<uid>``, ``enhance:<uid>``, ``move:<uid>``, ``jackin:<uid>``,
  ``jackout:<uid>``, ``netwalk:<uid>``, ``tau:<uid>``, ``gateway``, ``end``;
  then ``place:<uid>`` / ``back`` (where it goes), and when the aura pool is
  short ``open:<uid>`` / ``autopay`` / ``cancel`` (payment, HK-9.7);
  ``tau_to:<uid>:<n>`` / ``back``, after a first move ``tau_done`` (moving
  tau, HK-18.4);
- ``store:<uid>`` (where a tau gained goes, HK-18.2); ``crash:<uid>`` (HK-22.1);
- End of Turn: ``discard:<uid>:archive|oblivion`` / ``discard_done`` (HK-8.3,
  HK-8.4); ``archive_draw:<uid>`` / ``no_archive_draw`` (HK-8.5).

Every word the game says is in words.py; what a seat sees is view.py; the
checks after every choice are invariants.py.
"""
from __future__ import annotations

from dataclasses import dataclass

from holytable.engine.decision import Decision, Option
from holytable.engine.game import Game, OptionSpec, Outcome
from holytable.engine.tables import deal_cards, per_decks
from holytable.engine.tasks import TaskLoop

from . import determinize, evaluation, invariants, view, words
from .aereopagus import AereoMixin
from .assembly import AssemblyMixin
from .cards import Deck
from .state import CardInfo, HKState, Pending, Piece, Side
from .combat import CombatMixin
from .table import TableMixin
from .windows import MOMENTS, WindowMixin

OPENING_DRAW = 11  # HK-4.2
HAND = 7  # HK-4.3, HK-8.4, HK-8.5
ROUND_LIMIT = 60  # HK-1.5
#: HK-1.2: tau needed by players and game length.
TAU_CHART = {2: (11, 15, 19, 21), 3: (9, 11, 15, 19), 4: (7, 9, 11, 15), 5: (5, 7, 9, 11)}
LENGTHS = ("short", "standard", "long", "very_long")


CALLABLE = frozenset({"host", "heathen", "aleph", "enhancement", "title", "ic"})
END = Option("end", "End your turn", verb="end_turn")


def tau_needed(players: int, length: str) -> int:
    """HK-1.2: the tau a gateway needs."""
    return TAU_CHART[players][LENGTHS.index(length)]


@dataclass(frozen=True, slots=True)
class _Tables:
    """What follows from the decks alone, shared by every game of the same
    decks (:func:`holytable.engine.tables.per_decks`): per card (an index into
    ``info``) its static facts, each seat's cards in deck-list order, and the
    cache of immutable options (by player names and game options)."""

    info: tuple[CardInfo, ...]
    by_uid: dict[str, int]
    decks: tuple[tuple[int, ...], ...]
    is_char: tuple[bool, ...]
    kinds: tuple[str, ...]
    vs_base: tuple[int, ...]
    aura_base: tuple[int, ...]
    mods: tuple
    tech: tuple[bool, ...]
    options_made: dict[tuple, Option]
    twins: tuple[tuple[int, ...], ...] = ()


_TABLES: dict[tuple[int, ...], tuple[tuple[Deck, ...], _Tables]] = {}


def _build_tables(decks: list[Deck]) -> _Tables:
    infos, seats = deal_cards(decks, CardInfo)
    same: dict[str, list[int]] = {}
    for i, ci in enumerate(infos):
        same.setdefault(ci.card.name, []).append(i)
    return _Tables(
        info=tuple(infos),
        by_uid={ci.uid: i for i, ci in enumerate(infos)},
        decks=tuple(seats),
        is_char=tuple(ci.card.type in ("host", "heathen") for ci in infos),
        kinds=tuple(ci.card.type for ci in infos),
        vs_base=tuple(getattr(ci.card, "vs", 0) for ci in infos),
        aura_base=tuple(getattr(ci.card, "aura", 0) for ci in infos),
        mods=tuple(getattr(ci.card, "mods", None) for ci in infos),
        tech=tuple(ci.card.conviction == "technology" for ci in infos),
        options_made={},
        # copy tags (table.py, TableMixin.tag): the other cards of each card's name in the game
        twins=tuple(tuple(x for x in same[ci.card.name] if x != i) for i, ci in enumerate(infos)),
    )


class HeresyGame(AereoMixin, WindowMixin, CombatMixin, AssemblyMixin, TableMixin, TaskLoop, Game):
    """Heresy: Kingdom Come for 2 to 5 players. ``decks``: one :class:`~.cards.Deck` per seat."""

    game_id = "heresy"
    title = "Heresy: Kingdom Come"
    MOMENTS = MOMENTS  # the kinds of moments of its response windows (windows.py; stops)
    min_players = 2
    max_players = 5
    OPTIONS = (
        OptionSpec("length", "Game length",  # HK-1.2.a, HK-40.1 (2 to 5 players: min/max_players)
                   # labelled with the two-player goal (the lobby seats two; the chart's
                   # 30/45/90/120 minutes are in the rules page); short enough for the
                   # lobby's drop-down at 80 columns (tests/ui/test_lobby_labels_fit.py)
                   tuple((k, f"{t} ({TAU_CHART[2][i]} tau)") for i, (k, t) in enumerate(
                       (("short", "Short"), ("standard", "Standard"), ("long", "Long"),
                        ("very_long", "Very long")))),
                   "standard"),
    )

    # -- setup (HK-4) ---------------------------------------------------------------------------
    def setup(self) -> None:
        for seat, deck in enumerate(self.decks):
            if not isinstance(deck, Deck):
                self.decks[seat] = Deck.model_validate(deck)
        t = per_decks(_TABLES, self.decks, _build_tables)  # shared by every game of these decks
        infos = t.info
        sides = [Side(deck=list(d)) for d in t.decks]
        self.info: tuple[CardInfo, ...] = infos
        self.by_uid: dict[str, int] = t.by_uid
        self.total_cards = len(infos)
        #: a cache of immutable options, shared by clones and every game of the
        #: same decks, player names and options (``_opts`` is the engine's name)
        self._opts: dict[tuple, Option] = self.shared_options(t.options_made)
        self._options_made = self._opts
        self.is_char: tuple[bool, ...] = t.is_char
        #: per card, static: its type, printed virtual support and aura, and what it adds when attached
        self.kinds: tuple[str, ...] = t.kinds
        self.vs_base: tuple[int, ...] = t.vs_base
        self.aura_base: tuple[int, ...] = t.aura_base
        self.mods: tuple = t.mods
        self.tech: tuple[bool, ...] = t.tech
        #: per card, static: the other cards of its name (TableMixin.tag)
        self.twins: tuple[tuple[int, ...], ...] = t.twins
        #: HK-15: per card its abilities; per seat whether its deck has any (windows.py)
        self.abil: tuple[tuple, ...] = tuple(getattr(ci.card, "abilities", ()) for ci in infos)
        self.abil_seat: tuple[bool, ...] = tuple(any(self.abil[c] for c, ci in enumerate(infos) if ci.owner == seat)
                                                 for seat in range(len(sides)))
        self.tau_needed = tau_needed(self.num_players, self.options["length"])
        self.s = HKState(sides=sides, pieces=[Piece(where="deck", seat=ci.owner) for ci in infos],
                         tags=[0] * len(infos))
        s = self.s
        for seat in range(self.num_players):
            self.say("deck", actor=seat, amounts={"cards": self.decks[seat].card_count()},
                     deck=self.decks[seat].name)
        self.say("goal", amounts={"tau": self.tau_needed})
        # HK-4.6: no tau, empty aura pools, nothing in play, no virtual support (the fresh Sides)
        for seat in range(self.num_players):  # HK-4.1, HK-4.2
            self.rng.shuffle(s.sides[seat].deck)
            self.draw(seat, OPENING_DRAW)
        for seat in range(self.num_players):  # HK-4.4.b: one seat after another
            s.tasks.append(("redraw", seat))
            s.tasks.append(("setup_discard", seat))
        s.tasks.append(("first",))

    # -- helpers ----------------------------------------------------------------------------------
    def live(self) -> list[int]:
        return [i for i, side in enumerate(self.s.sides) if not side.out]

    def opponents(self, seat: int) -> list[int]:
        """Every other player still in the game, clockwise after ``seat``."""
        n = self.num_players
        return [(seat + i) % n for i in range(1, n) if not self.s.sides[(seat + i) % n].out]

    def draw(self, seat: int, n: int) -> int:
        """Draw up to ``n`` cards from the top of the deck; returns how many."""
        side = self.s.sides[seat]
        k = min(n, len(side.deck))
        drawn = []
        for _ in range(k):
            c = side.deck[-1]
            self.take(c)
            self.put(c, "hand", seat)
            drawn.append(c)
        if k:
            self.revealed()
            self.say("draw", actor=seat, cards=[self.uid(c) for c in drawn], amounts={"cards": k}, only=seat,
                     names=[self.cname(c) for c in drawn])
        return k

    def opt(self, oid: str, label: str, verb: str, cards: tuple = (), zones: tuple = (), cost: int = 0,
            amount: int | None = None, seats: tuple = ()) -> Option:
        """An option (made once and shared: options are immutable, and the
        same arguments always make the same option)."""
        key = (oid, label, verb, cards, zones, cost, amount, seats)
        o = self._opts.get(key)
        if o is None:
            o = self._opts[key] = Option(oid, label, verb=verb, cards=cards, zones=zones, seats=seats,
                                         cost=(("aura", cost),) if cost else (), amount=amount)
        return o

    # -- setup decisions (HK-4.3, HK-4.4) -------------------------------------------------------
    def _d_redraw(self, seat: int) -> Decision | None:
        """HK-4.4; ruling HK-4.4.c: every seat is asked (until its redraw is
        used), with Keep alone when the eleven cards hold a domain, so that
        being asked never tells the others whether a hand held one."""
        side = self.s.sides[seat]
        if side.redraw_used:
            return None
        keep = self.opt("keep", "Keep these cards", "keep", zones=("hand",))
        if any(self.kind(c) == "domain" for c in side.hand):
            return Decision(seat, "redraw", words.prompt("redraw", domain=True), (keep,),
                            others=self.setup_others(seat))
        return Decision(seat, "redraw", words.prompt("redraw"), (
            self.opt("redraw", "Shuffle these 11 back and draw 11 new cards", "redraw", zones=("hand", "deck")),
            keep), others=self.setup_others(seat))

    def setup_others(self, seat: int) -> tuple[str, str]:
        """HK-3.8, HK-4.4.b: the other seats read the same of a redraw and a
        discard (a redraw decision worded as such would tell them there is no
        domain among the 11 cards, even when the hand is kept; ruling
        HK-4.4.c asks every seat, Keep alone with a domain)."""
        return ("setup", words.prompt("others_setup", name=self.names[seat]))

    def _a_redraw(self, seat: int, oid: str) -> None:
        side = self.s.sides[seat]
        if oid == "redraw":  # HK-4.4, HK-4.4.a: once a game
            side.redraw_used = True
            for c in side.hand[:]:
                self.take(c)
                self.put(c, "deck", seat)
            self.rng.shuffle(side.deck)
            self.say("redraw", actor=seat)
            self.draw(seat, OPENING_DRAW)

    def hk_by_name(self, cards) -> list[int]:
        """``cards`` ordered by name, then copy tag (then as they were): copies
        of one name are listed together, in the order the screen numbers
        them (issue 13: "Interdict, Vatican, Vatican, Interdict" no more)."""
        tags = self.s.tags
        return sorted(cards, key=lambda c: (self.cname(c), tags[c]))

    def discard_options(self, seat: int) -> list[Option]:
        """HK-3.7, HK-4.3, HK-8.3: each card of the hand to oblivion, and a
        Technology card to the archive too (HK-39.3: the archive is for them)."""
        out = []
        for c in self.hk_by_name(self.s.sides[seat].hand):
            u = self.uid(c)
            if self.card(c).conviction == "technology":
                out.append(self.opt(f"discard:{u}:archive", f"{self.cname(c)} to your archive", "discard",
                                    (u,), ("hand", "archive")))
            out.append(self.opt(f"discard:{u}:oblivion", f"{self.cname(c)} to oblivion", "discard", (u,),
                                ("hand", "oblivion")))
        return out

    def _d_setup_discard(self, seat: int) -> Decision | None:
        side = self.s.sides[seat]
        if len(side.hand) <= HAND:
            return None
        return Decision(seat, "setup_discard", words.prompt("setup_discard", n=len(side.hand) - HAND),
                        tuple(self.discard_options(seat)), others=self.setup_others(seat))

    def _a_setup_discard(self, seat: int, oid: str) -> None:
        self.discard(seat, oid)
        self.push(("setup_discard", seat))

    def discard(self, seat: int, oid: str) -> None:
        _, u, pile = oid.split(":")
        c = self.by_uid[u]
        self.take(c)
        self.put(c, pile, seat)
        if pile == "archive":  # face down (HK-3.4)
            self.say("archive", actor=seat, cards=[u], only=seat, card=self.cname(c))
        else:
            self.say("obliterate_from_hand", actor=seat, cards=[u], card=self.cname(c))

    def _t_first(self) -> None:
        """HK-4.5: the first player is chosen at random."""
        s = self.s
        s.first = self.rng.below(self.num_players)
        self.say("first", actor=s.first)
        s.tasks.append(("turn",))

    # -- the turn (HK-5) ---------------------------------------------------------------------------
    def _t_turn(self) -> None:
        """HK-5.1: the next live player's turn: Orientation (ready, recovery,
        maintenance, in order), the Action interval, then End of Turn."""
        s = self.s
        a = s.first if s.turn == 0 else self.next_live(s.active)
        if s.sides[a].turns >= ROUND_LIMIT:  # HK-1.5: every live player has had 60 turns
            self.end_by_limit()
            return
        s.turn += 1
        s.active = a
        side = s.sides[a]
        side.turns += 1
        side.built_domain = side.built_array = False
        s.conflicts = []  # HK-25.3
        self.log.turn = s.turn
        self.empty_aura()  # HK-5.3, HK-9.4
        self.say("turn", actor=a, amounts={"turn": s.turn, "round": side.turns})
        self.push(("ready",), ("recovery",), ("maintenance",), ("orient_window",), ("action",))

    def next_live(self, seat: int) -> int:
        n = self.num_players
        for i in range(1, n + 1):
            if not self.s.sides[(seat + i) % n].out:
                return (seat + i) % n
        return seat  # pragma: no cover - the game is over before this

    def empty_aura(self) -> None:
        """HK-9.4: every aura pool empties together."""
        for side in self.s.sides:
            side.aura = 0

    def _t_ready(self) -> None:
        """HK-6.2, HK-12.3, HK-13.4: the active player's open cards become
        ready; stricken cards stay as they are. HK-6.1: Orientation asks
        nobody anything before its miracle window (HK-6.1.a)."""
        s = self.s
        s.phase = "ready"
        pieces = s.pieces
        for c in self.in_play(s.active):
            p = pieces[c]
            if p.open and not p.stricken:
                p.open = False

    def _t_recovery(self) -> None:
        """HK-6.3, HK-6.3.a, HK-12.5: every stricken card of the active player
        is recovered (face up, still open this turn)."""
        s = self.s
        s.phase = "recovery"
        pieces = s.pieces
        back = [c for c in self.in_play(s.active) if pieces[c].stricken]
        for c in back:
            pieces[c].stricken = False
        if back:
            self.say("recover", actor=s.active, cards=[self.uid(c) for c in back],
                     names=[self.tname(c) for c in back])

    def _t_maintenance(self) -> None:
        """HK-6.4: no card of the pool has a maintenance cost yet; the phase
        passes (the cards that have one will name its consequence)."""
        self.s.phase = "maintenance"

    def _t_orient_window(self) -> None:
        """HK-6.1, HK-6.1.a: the Orientation interval's miracle window, after
        Maintenance, the active player asked first."""
        self.open_window("orientation", self.s.active)

    def _t_end_window(self) -> None:
        """HK-8.1, HK-6.1.a: the End of Turn interval's miracle window, at its
        beginning, the active player asked first."""
        self.open_window("end", self.s.active)

    # -- the Action interval (HK-7) ----------------------------------------------------------------
    def _d_action(self) -> Decision:
        s = self.s
        s.phase = "action"
        a = s.active
        side = s.sides[a]
        pieces = s.pieces
        kinds = self.kinds
        copt = self.card_opt
        opts: list[Option] = []
        # HK-7.1.a, HK-14.1..14.2: one domain and one array per turn
        seen: set[str] = set()
        for c in side.hand:
            k = kinds[c]
            if (k == "domain" and not side.built_domain) or (k == "array" and not side.built_array):
                key = self.info[c].card.key
                if key not in seen:
                    seen.add(key)
                    opts.append(copt("build", c))
        # HK-7.1.c/d, HK-14.4..14.9: call characters, enhancements, alephs, titles
        reach = -1
        for c in side.hand:
            k = kinds[c]
            if k not in CALLABLE:
                continue
            card = self.info[c].card
            if card.key in seen:
                continue
            seen.add(card.key)
            if reach < 0:
                reach = self.aura_within_reach(a)
            if card.call.aura > reach or not self.has_influence(a, card.call.influence):
                continue
            if card.unique and k != "title" and self.unique_in_play(card.key):  # HK-35.6: titles revoke
                continue
            if not self.targets_for(c):
                continue
            opts.append(copt("call" if k in ("host", "heathen") else "enhance", c))
        # HK-7.1.b, HK-9.1: open a card for aura (copies of a name together)
        for c in self.hk_by_name(self.aura_sources(a)):
            opts.append(copt("open", c, self.aura_of(c)))
        # HK-7.1.g/h: move, jack in/out, netwalk
        for loc in side.wilds + side.matrix:
            area = pieces[loc].where
            own_area = side.wilds if area == "wilds" else side.matrix
            for c in pieces[loc].attached:
                if not self.is_char[c]:
                    continue
                p = pieces[c]
                if p.open or p.stricken:
                    continue
                if len(own_area) > 1:  # HK-17.4: called this turn or not
                    opts.append(copt("move", c, area))
                nw = "netwalk" in self.keywords(c)
                if area == "wilds":
                    if not nw and side.matrix:  # HK-16.9: never a netwalker
                        opts.append(copt("jackin", c))
                    elif nw and side.matrix:
                        opts.append(copt("netwalk", c, "matrix"))
                else:
                    if p.body >= 0:  # HK-16.8: not without a body in play
                        opts.append(copt("jackout", c))
                    elif nw and side.wilds:
                        opts.append(copt("netwalk", c, "wilds"))
        # HK-7.1.j, HK-18.4: move tau between arrays; HK-18.8: not off a stricken one
        for arr in side.matrix:
            p = pieces[arr]
            if p.tau and not p.open and not p.stricken and any(x != arr for x in self.store_targets(a)):
                opts.append(copt("tau", arr))
        # HK-7.1.i, HK-34.1: a challenge (aereopagus.py)
        opts.extend(self.challenge_options(a))
        # HK-7.1.e/f, HK-11.8, HK-11.8.a, HK-24.1: celestial powers (only here) and miracles (windows.py)
        opts += self.play_options(a, ("power", "miracle"))
        opts += self.hk_ability_options(a, False)  # HK-15: special abilities (windows.py)
        # HK-7.1.i, HK-25, HK-26: attacks (combat.py)
        opts += self.attack_options(a)
        # HK-7.1.k, HK-19.1, HK-19.4: the gateway, only here (own Action interval)
        if self.tau(a) >= self.tau_needed:  # first: the option that wins the game (issue 13)
            opts.insert(0, self.opt("gateway", f"Activate your gateway ({self.tau(a)} tau)", "gateway"))
        # HK-14.8, HK-17.3: this decision is asked only in the active player's
        # own Action interval, never during a conflict, an effect or the
        # Aereopagus (their tasks come first); HK-21.7: nothing here waits
        # for virtual support (the support check after it makes a player crash)
        opts.append(END)  # HK-7.2: pass and end the interval
        return Decision(a, "action", words.prompt("action", aura=side.aura), tuple(opts))

    def card_opt(self, verb: str, c: int, extra: int | str = 0) -> Option:
        """The main-action option ``verb`` of card ``c`` (made once: it depends
        only on the card and ``extra``, the aura it gives or the area)."""
        key = (verb, c, extra)
        o = self._opts.get(key)
        if o is not None:
            return o
        u = self.uid(c)
        name = self.cname(c)
        if verb == "build":
            o = Option(f"build:{u}", f"Build {name}", verb="build", cards=(u,),
                       zones=("hand", "wilds" if self.kinds[c] == "domain" else "matrix"))
        elif verb in ("call", "enhance"):
            call = self.card(c).call
            label = f"Call {name}" if verb == "call" else f"Enhance with {name}"
            o = Option(f"{verb}:{u}", f"{label} ({call.words()})", verb=verb, cards=(u,), zones=("hand",),
                       cost=(("aura", call.aura),) if call.aura else ())
        elif verb == "open":
            o = Option(f"open:{u}", f"Open {name} for {extra} aura", verb="open_for_aura", cards=(u,))
        elif verb == "move":
            o = Option(f"move:{u}", f"Move {name}", verb="move", cards=(u,), zones=(str(extra),))
        elif verb == "jackin":
            o = Option(f"jackin:{u}", f"Jack {name} into the Matrix", verb="jack_in", cards=(u,),
                       zones=("wilds", "matrix"))
        elif verb == "jackout":
            o = Option(f"jackout:{u}", f"Jack {name} out to its body", verb="jack_out", cards=(u,),
                       zones=("matrix", "wilds"))
        elif verb == "netwalk":
            into = str(extra)
            o = Option(f"netwalk:{u}", f"Netwalk {name} into the {'Wilds' if into == 'wilds' else 'Matrix'}",
                       verb="netwalk", cards=(u,), zones=("matrix" if into == "wilds" else "wilds", into))
        else:  # tau
            o = Option(f"tau:{u}", f"Open {name} to move its tau", verb="move_tau", cards=(u,), zones=("matrix",))
        self._opts[key] = o
        return o

    def _a_action(self, oid: str) -> None:
        """Carry out a main action. HK-7.3: the gateway (HK-19.2), miracles,
        celestial powers and attacks are effects answered in a window;
        building, calling, enhancing, moving, jacking and netwalking are not
        answered yet (heresy.md, State of the engine; HK-16.10, HK-36.11: the
        support checks after them are made). HK-18.6: opening an array to move
        its tau is no effect and opens no window."""
        s = self.s
        a = s.active
        if oid == "end":
            self.say("end_actions", actor=a)
            self.push(("end",))
            return
        if oid == "gateway":  # HK-19.2: an effect, answered in a window
            self.say("gateway_try", actor=a, amounts={"tau": self.tau(a)})
            self.push(("action",))
            self.open_window("gateway", self.next_live(a), (a, -1, "gateway", 0, -1, ""))
            return
        if oid.startswith(("power:", "miracle:", "ability:")):  # HK-23.1, HK-15.5: an effect, answered
            self.push(("action",))
            self.hk_play(a, oid, ("action",))  # paid first if the pool is short (HK-9.7.a)
            return
        verb, u = oid.split(":")
        c = self.by_uid[u]
        if verb == "attack":  # the attack series (combat.py)
            self.push(("action",))
            self.begin_attack(a, c)
            return
        if verb == "build":  # HK-7.3: an effect, answered (windows.py hk_act)
            self.push(("action",))
            self.s.sides[a].built_domain |= self.kind(c) == "domain"
            self.s.sides[a].built_array |= self.kind(c) == "array"
            self.hk_act(a, "build", c, -1)
        elif verb == "open":
            self.open_for_aura(a, c)
            self.push(("action",))
        elif verb in ("call", "enhance"):
            s.pending = Pending(verb, c, cost=self.card(c).call.aura)
            self.push(("place",), ("pay",), ("finish",), ("action",))
        elif verb in ("move", "jackin", "netwalk"):
            s.pending = Pending(verb, c)
            self.push(("place",), ("finish",), ("action",))
        elif verb == "jackout":  # HK-16.10: an effect, answered
            self.push(("action",))
            self.hk_act(a, "jackout", c, s.pieces[c].body)
        elif verb == "tau":
            s.pending = Pending(verb, c)
            self.push(("tau_to",), ("action",))
        elif verb == "challenge":  # HK-34 (aereopagus.py)
            s.pending = Pending(verb, c)
            self.push(("aim",), ("action",))

    def build(self, seat: int, c: int) -> None:
        """HK-14.1..14.3: a location from hand into play, ready, for free
        (HK-14.3: it may open for aura this very turn)."""
        side = self.s.sides[seat]
        k = self.kind(c)
        self.take(c)
        self.put(c, "wilds" if k == "domain" else "matrix", seat)
        self.s.pieces[c].called = self.s.turn
        if k == "domain":
            side.built_domain = True
        else:
            side.built_array = True
        self.say("build", actor=seat, cards=[self.uid(c)], card=self.tname(c), area=self.area(c))

    def open_for_aura(self, seat: int, c: int) -> None:
        """HK-9.1, HK-9.3: open a ready card; its whole aura goes to the pool.
        HK-23.9, HK-23.9.a: not an effect: nobody is asked to answer it."""
        n = self.aura_of(c)
        self.open_card(c)
        self.s.sides[seat].aura += n
        self.say("open_aura", actor=seat, cards=[self.uid(c)], amounts={"aura": n}, card=self.tname(c))

    def targets_for(self, c: int) -> list[int]:
        """Where card ``c`` of the active player's hand may go.

        HK-14.4, HK-14.5, HK-36.1: a character to a domain (a netwalker to any
        location) of its player; HK-14.7, HK-20.1, HK-11.11: an enhancement,
        aleph or title onto a card of its player that fits its type line.
        HK-10.7, HK-38.2: convictions need not match; HK-20.7: any number of
        alephs on one card."""
        s = self.s
        a = s.active
        side = s.sides[a]
        card = self.card(c)
        k = card.type
        if k in ("host", "heathen"):
            if "netwalk" in card.keywords:
                return side.wilds + side.matrix
            return side.wilds[:]
        if k == "title":  # HK-35.1, HK-35.2, HK-35.6 (aereopagus.py)
            return self.title_targets(c)
        if k == "ic":  # HK-29.1: onto an array of its player
            return side.matrix[:]
        want = card.attach_to if k == "aleph" else card.enhance
        out = []
        pieces = s.pieces
        for x in side.wilds + side.matrix:
            if want in ("location", "any") or want == ("domain" if pieces[x].where == "wilds" else "array"):
                out.append(x)
        for x in self.characters(a):
            kx = self.kind(x)
            area = self.area(x)
            if (want in ("character", "any") or want == kx or (want == "wilds_character" and area == "wilds")
                    or (want == "matrix_character" and area == "matrix")):
                out.append(x)
        return out

    def _place_targets(self) -> list[int]:
        s = self.s
        pd = s.pending
        c = pd.card
        side = s.sides[s.active]
        if pd.verb in ("call", "enhance"):
            return self.targets_for(c)
        here = s.pieces[c].host
        area = self.area(c)
        if pd.verb == "move":  # HK-17.1, HK-17.2: same area, own locations
            return [x for x in (side.wilds if area == "wilds" else side.matrix) if x != here]
        if pd.verb == "jackin":  # HK-16.1
            return side.matrix[:]
        # netwalk (HK-36.2, HK-36.4, HK-36.4.a)
        return side.matrix[:] if area == "wilds" else side.wilds[:]

    def _d_place(self) -> Decision | str | None:
        s = self.s
        pd = s.pending
        if pd is None:
            return None
        targets = self._place_targets()
        opts = []
        for x in targets:
            u = self.uid(x)
            opts.append(self.opt(f"place:{u}", words.place_label(self, pd.verb, x), "place",
                                 (self.uid(pd.card), u), (self.area(x),)))
        if len(opts) == 1:
            return opts[0].id
        opts.append(self.opt("back", "Back", "back"))
        return Decision(s.active, "place", words.prompt("place", verb=pd.verb, card=self.tname(pd.card)),
                        tuple(opts), others=self.from_hand_others(pd))

    def _a_place(self, oid: str) -> None:
        s = self.s
        if oid == "back":
            s.pending = None
            return
        s.pending.target = self.by_uid[oid.split(":")[1]]

    def _d_pay(self) -> Decision | None:
        """HK-9.7: payment; the pool pays when it covers the cost."""
        s = self.s
        pd = s.pending
        if pd is None:
            return None
        side = s.sides[s.active]
        if side.aura >= pd.cost:
            return None
        opts = [self.opt(f"open:{self.uid(c)}", f"Open {self.cname(c)} for {self.aura_of(c)} aura", "open_for_aura",
                         (self.uid(c),)) for c in self.aura_sources(s.active)]
        if self.aura_within_reach(s.active) >= pd.cost:
            opts.append(self.opt("autopay", "Open what is needed", "autopay"))
        opts.append(self.opt("cancel", "Cancel", "cancel"))
        return Decision(s.active, "pay", words.prompt("pay", need=pd.cost - side.aura, card=self.tname(pd.card)),
                        tuple(opts), others=self.from_hand_others(pd))

    def from_hand_others(self, pd: Pending) -> tuple[str, str] | None:
        """HK-3.8: while a card from the hand is not yet in play (its place or
        payment is being chosen, and it may still go back), the other seats
        read only that an action is being chosen."""
        if pd.verb in ("call", "enhance"):
            return ("action", words.prompt("others_action", name=self.names[self.s.active]))
        return None

    def _a_pay(self, oid: str) -> None:
        s = self.s
        a = s.active
        if oid == "cancel":  # the aura opened stays in the pool (HK-9.3)
            s.pending = None
            return
        if oid == "autopay":  # HK-9.7.b: the least aura that pays
            for c in self.hk_least_aura(self.aura_sources(a), s.pending.cost - s.sides[a].aura):
                self.open_for_aura(a, c)
        else:
            self.open_for_aura(a, self.by_uid[oid.split(":")[1]])
        self.push(("pay",))

    def _t_pay(self) -> None:
        s = self.s
        if s.pending is not None:
            s.sides[s.active].aura -= s.pending.cost

    def _t_finish(self) -> None:
        """Carry out the pending action once its place and payment are made."""
        s = self.s
        pd = s.pending
        if pd is None:
            return
        s.pending = None
        a = s.active
        c, x = pd.card, pd.target
        if pd.verb == "enhance" and self.is_revocation(c):  # HK-35.2 (aereopagus.py)
            self.start_revoke(a, c, x, pd.cost)
            return
        elif pd.verb == "enhance" and self.kinds[c] == "ic":  # face down (combat.py): not shown, not answered
            self.enhance(a, c, x, pd.cost)
            self.push(*self.support_checks())
            return
        # HK-7.3, HK-16.10, HK-17.4, HK-36.11: an effect answered in a window;
        # it resolves through fx_<verb> (windows.py), a support check after it
        self.hk_act(a, pd.verb, c, x, pd.cost)

    def call(self, seat: int, c: int, loc: int, paid: int) -> None:
        """HK-14.4: a character attached ready to a location; HK-14.6: it
        cannot attack or use abilities this turn (``called``)."""
        self.take(c)
        self.put(c, "attached", seat, loc)
        self.s.pieces[c].called = self.s.turn
        self.say("call", actor=seat, cards=[self.uid(c), self.uid(loc)], amounts={"aura": paid},
                 card=self.tname(c), where=self.tname(loc))

    def enhance(self, seat: int, c: int, target: int, paid: int) -> None:
        """HK-14.7, HK-20.1: attach ready to its target (HK-20.2: an aleph on
        a location stays there; nothing but its leaving play moves it)."""
        if self.kinds[c] == "ic":  # face down (combat.py)
            self.cb_ic_attached(seat, c, target, paid)
            return
        self.take(c)
        self.put(c, "attached", seat, target)
        self.s.pieces[c].called = self.s.turn
        self.say("enhance", actor=seat, cards=[self.uid(c), self.uid(target)], amounts={"aura": paid},
                 card=self.tname(c), target=self.tname(target))

    def move(self, c: int, loc: int) -> None:
        """HK-17.1: opened and attached to another location of the same area;
        its attachments go with it (HK-20.3: its alephs too)."""
        seat = self.s.pieces[c].seat
        self.open_card(c)
        self.take(c)
        self.put(c, "attached", seat, loc)
        self.say("move", actor=seat, cards=[self.uid(c), self.uid(loc)], card=self.tname(c), where=self.tname(loc))

    def jack_in(self, c: int, arr: int) -> None:
        """HK-16.1, HK-16.2: opened, onto an array; the body stays on the domain
        with the "enhance Wilds character" enhancements (HK-39.9, HK-16.4: the
        body is a token, ``Piece.body``, not a card)."""
        s = self.s
        p = s.pieces[c]
        seat = p.seat
        dom = p.host
        self.open_card(c)
        self.take(c)
        self.put(c, "attached", seat, arr)
        p.body = dom
        for e in p.attached[:]:
            if self.wilds_only(e):
                self.take(e)
                self.put(e, "body", seat, c)
        self.say("jack_in", actor=seat, cards=[self.uid(c), self.uid(arr)], card=self.tname(c),
                 where=self.tname(arr), body=self.tname(dom))

    def jack_out(self, c: int) -> None:
        """HK-16.7: opened, back onto the domain of its body; the body's
        enhancements come back, "enhance Matrix character" ones go to the
        archive."""
        s = self.s
        p = s.pieces[c]
        seat = p.seat
        dom = p.body
        self.open_card(c)
        self.take(c)
        self.put(c, "attached", seat, dom)
        p.body = -1
        for e in p.attached[:]:
            if self.matrix_only(e):
                self.to_pile(e, "archive")
        for e in p.body_att[:]:
            self.take(e)
            self.put(e, "attached", seat, c)
        self.say("jack_out", actor=seat, cards=[self.uid(c), self.uid(dom)], card=self.tname(c),
                 where=self.tname(dom))

    def netwalk(self, c: int, loc: int) -> None:
        """HK-36.2, HK-36.4: opened, into the other area with no body;
        into the Matrix its "enhance Wilds character" enhancements are
        obliterated, into the Wilds its "enhance Matrix character" ones go to
        the archive."""
        p = self.s.pieces[c]
        seat = p.seat
        into = "matrix" if self.s.pieces[loc].where == "matrix" else "wilds"
        self.open_card(c)
        self.take(c)
        self.put(c, "attached", seat, loc)
        for e in p.attached[:]:
            if into == "matrix" and self.wilds_only(e):
                self.obliterate(e)
            elif into == "wilds" and self.matrix_only(e):
                self.to_pile(e, "archive")
        self.say("netwalk", actor=seat, cards=[self.uid(c), self.uid(loc)], card=self.tname(c),
                 where=self.tname(loc))

    def wilds_only(self, e: int) -> bool:
        """An enhancement that says "enhance Wilds character" (HK-20.8: never an aleph)."""
        return self.kind(e) == "enhancement" and self.card(e).enhance == "wilds_character"

    def matrix_only(self, e: int) -> bool:
        return self.kind(e) == "enhancement" and self.card(e).enhance == "matrix_character"

    # -- tau (HK-18) -------------------------------------------------------------------------------
    # HK-18.3, HK-18.5: tau costs are paid in windows.py (task ``tpay``)
    def _d_tau_to(self) -> Decision | str | None:
        """HK-18.4: open one ready array, move any of its tau onto others:
        one array at a time, then another or ``tau_done`` (``back`` before
        the first move, which opens the array)."""
        s = self.s
        pd = s.pending
        if pd is None:
            return None
        src = pd.card
        have = s.pieces[src].tau
        moved = s.pieces[src].open  # opened by this action's first move
        opts = []
        for x in self.store_targets(s.active):
            if x == src:
                continue
            u = self.uid(x)
            for k in range(1, min(have, self.room(x)) + 1):
                opts.append(self.opt(f"tau_to:{u}:{k}", f"{k} tau onto {self.cname(x)}", "move_tau",
                                     (self.uid(src), u), ("matrix",), amount=k))
        if moved and not opts:
            return "tau_done"
        opts.append(self.opt("tau_done", "Move no more", "tau_done") if moved else self.opt("back", "Back", "back"))
        return Decision(s.active, "tau_to", words.prompt("tau_to", card=self.tname(src), tau=have), tuple(opts))

    def _a_tau_to(self, oid: str) -> None:
        s = self.s
        pd = s.pending
        if oid in ("back", "tau_done"):
            s.pending = None
            return
        _, u, k = oid.split(":")
        x, n = self.by_uid[u], int(k)
        self.open_card(pd.card)
        self.lose_tau(pd.card, n)
        self.add_tau(x, n)
        self.say("move_tau", actor=s.active, cards=[self.uid(pd.card), u], amounts={"tau": n},
                 card=self.tname(pd.card), where=self.tname(x))
        self.push(("tau_to",))  # more of its tau onto another array (HK-18.4), or done

    def gain_tau(self, seat: int, n: int, why: str) -> None:
        """HK-18.2: ``seat`` gains ``n`` tau, to be stored at once."""
        self.say("gain_tau", actor=seat, amounts={"tau": n}, why=why)
        self.push(("store", seat, n))

    def _d_store(self, seat: int, n: int) -> Decision | str | None:
        if n <= 0 or self.s.sides[seat].out:
            return None
        targets = self.store_targets(seat)
        if not targets:
            return None  # _t_store: lost
        rooms = [self.room(x) for x in targets]
        total = sum(rooms)
        if len(targets) == 1 or total <= n:  # no choice: every array with room is filled, one log line each
            return f"store:{self.uid(targets[0])}:{min(n, rooms[0])}"
        # HK-18.2 "dividing it as you choose": how much on which array, in one answer (issue 13: not one
        # decision per tau); each option leaves room for the rest
        opts = []
        for x, room in zip(targets, rooms):
            ux = self.uid(x)
            label = f"on {self.cname(x)} ({self.s.pieces[x].tau}/{self.card(x).capacity})"
            for k in range(max(1, n - (total - room)), min(n, room) + 1):
                opts.append(self.opt(f"store:{ux}:{k}", f"Store {k} {label}", "store_tau", (ux,), ("matrix",),
                                     amount=k))
        return Decision(seat, "store", words.prompt("store", n=n), tuple(opts))

    def _a_store(self, seat: int, n: int, oid: str) -> None:
        parts = oid.split(":")  # store:<uid>:<how many> (1 when left out)
        x, k = self.by_uid[parts[1]], int(parts[2]) if len(parts) > 2 else 1
        self.add_tau(x, k)
        self.say("store_tau", actor=seat, cards=[self.uid(x)], amounts={"tau": k}, where=self.tname(x))
        self.push(("store", seat, n - k))

    def _t_store(self, seat: int, n: int) -> None:
        if n > 0 and not self.s.sides[seat].out:
            self.say("tau_lost", actor=seat, amounts={"tau": n})

    def gateway_resolves(self, seat: int) -> None:
        """HK-1.1, HK-19.1..19.3: enough tau still stored when it resolves: a
        win (HK-19.3: nothing spent, no array opened)."""
        t = self.tau(seat)
        if t < self.tau_needed:
            self.say("gateway_fails", actor=seat, amounts={"tau": t})
            return
        self.say("gateway", actor=seat, amounts={"tau": t})
        self.outcome = Outcome(seat, words.reason("gateway", name=self.names[seat], tau=t))

    # -- virtual support and crashes (HK-21, HK-22) -------------------------------------------------
    def support_checks(self) -> list[tuple]:
        """HK-21.6: a support check for every player, the active one first
        (HK-23.7: what happens to several players at once starts with the
        active player, then clockwise)."""
        a = self.s.active
        return [("support", seat) for seat in [a] + self.opponents(a) if not self.s.sides[seat].out]

    def _d_support(self, seat: int) -> Decision | str | None:
        short = self.short_of_support(seat)
        if not short:
            return None
        side = self.s.sides[seat]
        pieces = self.s.pieces
        opts = []
        for arr in side.matrix:
            u = self.uid(arr)
            opts.append(self.opt(f"crash:{u}", f"Crash {self.cname(arr)}", "crash", (u,), ("matrix",)))
            for x in pieces[arr].attached:
                if self.is_character(x):
                    ux = self.uid(x)
                    opts.append(self.opt(f"crash:{ux}", f"Crash {self.cname(x)}", "crash", (ux,), ("matrix",)))
        if len(opts) == 1:
            return opts[0].id
        return Decision(seat, "crash", words.prompt("crash", short=short), tuple(opts))

    def _a_support(self, seat: int, oid: str) -> None:
        self.crash(self.by_uid[oid.split(":")[1]])
        if self.s.aereo is not None:
            self.aereo_check()  # HK-33.13: a contestant crashed out of play dissolves the Aereopagus
        self.push(("support", seat))

    def crash(self, c: int) -> None:
        """HK-22.1..22.3, HK-22.2.a: a crashed array is obliterated with
        everything on it (characters too, their bodies removed) and its tau; a
        crashed character is ripped (HK-22.3)."""
        seat = self.s.pieces[c].seat
        self.say("crash", actor=seat, cards=[self.uid(c)], card=self.tname(c))
        for x in [c] + self.s.pieces[c].attached:  # out of any combat under way
            self.leave_conflict(x)
        if self.kind(c) == "array":
            self.obliterate(c)
        else:
            self.rip(c)

    def rip(self, c: int, said: bool = False) -> None:
        """HK-22.4: forced out of the Matrix (a crash, Matrix combat). HK-22.5,
        HK-22.6, HK-20.4, HK-22.7: with a body, stricken onto the body's
        domain, enhancements obliterated, alephs kept, the body's enhancements
        back on it; without a body, obliterated (HK-20.5: its alephs too).
        ``said``: the log has told it already (a Matrix death, HK-31.2)."""
        p = self.s.pieces[c]
        seat = p.seat
        if p.body < 0:
            if not said:
                self.say("ripped", actor=seat, cards=[self.uid(c)], card=self.tname(c), body=False)
            self.obliterate(c)
            return
        dom = p.body
        for e in p.attached[:]:
            if self.kind(e) != "aleph":
                self.obliterate(e)
        self.take(c)
        self.put(c, "attached", seat, dom)
        p.body = -1
        for e in p.body_att[:]:
            self.take(e)
            self.put(e, "attached", seat, c)
        self.strike(c)
        if not said:
            self.say("ripped", actor=seat, cards=[self.uid(c), self.uid(dom)], card=self.tname(c), body=True,
                     where=self.tname(dom))

    def strike(self, c: int) -> None:
        """HK-12.4, HK-13.2, HK-13.3, HK-20.5: open and face down, with what is
        attached to it, alephs included (not the characters on a location)."""
        pieces = self.s.pieces
        for x in [c] + [a for a in pieces[c].attached if not self.is_character(a)]:
            pieces[x].open = True
            pieces[x].stricken = True

    # -- End of Turn (HK-8) ---------------------------------------------------------------------------
    def _t_end(self) -> None:
        """HK-8: End of Turn in order, after its miracle window (HK-8.1,
        HK-6.1.a)."""
        s = self.s
        s.phase = "end"
        self.push(("end_window",), ("no_domains",), ("discard_start",), ("discard",), ("draw",), ("draw_deck",), ("repair",),
                  ("turn_over",))

    def _t_no_domains(self) -> None:
        """HK-8.2, HK-8.2.a: no domain at the start of End of Turn, after the
        player's first turn: each opponent gains 1 tau."""
        s = self.s
        a = s.active
        side = s.sides[a]
        if side.wilds or side.turns <= 1:
            return
        self.say("no_domains", actor=a)
        for o in reversed(self.opponents(a)):
            self.gain_tau(o, 1, "no_domains")

    def _t_discard_start(self) -> None:
        s = self.s
        s.skip_draw = len(s.sides[s.active].hand) > HAND  # HK-8.4

    def _d_discard(self) -> Decision | None:
        """HK-8.3, HK-8.4: discard any number; down to seven at most."""
        s = self.s
        a = s.active
        hand = s.sides[a].hand
        if not hand:
            return None
        opts = self.discard_options(a)
        over = len(hand) - HAND
        if over <= 0:
            opts.append(self.opt("discard_done", "Keep the rest", "discard_done"))
        return Decision(a, "discard", words.prompt("discard", over=over), tuple(opts))

    def _a_discard(self, oid: str) -> None:
        if oid == "discard_done":
            return
        self.discard(self.s.active, oid)
        self.push(("discard",))

    def _d_draw(self) -> Decision | None:
        """HK-8.5, HK-8.5.a: first, if they wish, one card of the archive."""
        s = self.s
        a = s.active
        side = s.sides[a]
        if s.skip_draw or len(side.hand) >= HAND or not side.archive:
            return None
        opts = [self.opt(f"archive_draw:{self.uid(c)}", f"Take {self.cname(c)} from your archive", "archive_draw",
                         (self.uid(c),), ("archive", "hand")) for c in side.archive]
        opts.append(self.opt("no_archive_draw", "Take nothing from the archive", "no_archive_draw"))
        return Decision(a, "archive_draw", words.prompt("archive_draw"), tuple(opts))

    def _a_draw(self, oid: str) -> None:
        if oid == "no_archive_draw":
            return
        a = self.s.active
        c = self.by_uid[oid.split(":")[1]]
        self.take(c)
        self.put(c, "hand", a)
        self.say("archive_draw", actor=a, cards=[self.uid(c)], only=a, card=self.cname(c))

    def _t_draw_deck(self) -> None:
        """HK-8.5, HK-8.6, HK-8.7: draw up to seven; an empty deck forfeits."""
        s = self.s
        a = s.active
        side = s.sides[a]
        if s.skip_draw:
            self.say("skip_draw", actor=a)
            return
        need = HAND - len(side.hand)
        if need <= 0:
            return
        got = self.draw(a, need)
        if got < need:
            self.forfeit(a, "empty_deck")

    def _t_repair(self) -> None:
        """HK-8.8, HK-8.8.a: every card in play loses its damage."""
        for p in self.s.pieces:
            p.damage = 0
        self.s.boosts.clear()  # effects lasting the turn end with it
        self.s.silenced.clear()
        self.s.conflicts.clear()

    def _t_turn_over(self) -> None:
        """HK-8.9: aura pools empty; the next turn (HK-1.5 is checked there)."""
        self.empty_aura()
        self.s.tasks.append(("turn",))

    def end_by_limit(self) -> None:
        """HK-1.5: after round 60 the most tau wins; equal most is a draw."""
        live = self.live()
        taus = {i: self.tau(i) for i in live}
        best = max(taus.values())
        top = [i for i in live if taus[i] == best]
        shown = ", ".join(f"{self.names[i]} {taus[i]}" for i in live)
        if len(top) == 1:
            self.outcome = Outcome(top[0], words.reason("limit", shown=shown, name=self.names[top[0]]))
        else:
            self.outcome = Outcome(None, words.reason("limit_draw", shown=shown))
        self.say("round_limit", actor=self.outcome.winner, reason=self.outcome.reason)

    def forfeit(self, seat: int, why: str) -> None:
        """HK-1.3, HK-1.4: out of the game; every card of theirs in play leaves
        (to their oblivion), with the tau on their arrays. The last player
        left wins."""
        s = self.s
        side = s.sides[seat]
        self.say("forfeit", actor=seat, why=why)
        side.out = True
        while side.wilds or side.matrix:
            self.obliterate((side.wilds or side.matrix)[0])
        # HK-1.4: their cards on other players' cards leave too (a title won in a challenge, HK-34.13.a)
        for o in self.opponents(seat):
            for c in [c for c in self.in_play(o) if self.info[c].owner == seat]:
                if self.s.pieces[c].where in ("attached", "body"):
                    self.obliterate(c)
        side.aura = 0
        live = self.live()
        if len(live) == 1:
            self.outcome = Outcome(live[0], words.reason("last", name=self.names[live[0]],
                                                         out=self.names[seat]))
            self.say("last_player", actor=live[0])
            return
        if seat == s.active:
            # the rest of the turn is skipped but for repair: the next live player begins
            # (after the support checks: a card of theirs that left may have given support, HK-21.6)
            s.tasks = [*self.support_checks(), ("repair",), ("turn_over",)]

    # -- views (view.py) ------------------------------------------------------------------------------
    def board_view(self, player: int | None) -> "view.Board":
        """:func:`.view.board_view`."""
        return view.board_view(self, player)

    def hidden_uids(self, player: int) -> set[str]:
        """:func:`.view.hidden_uids`."""
        return view.hidden_uids(self, player)

    def private_tokens(self, player: int) -> set[str]:
        """:func:`.view.private_tokens`."""
        return view.private_tokens(self, player)

    def check_invariants(self) -> None:
        """:func:`.invariants.check`."""
        invariants.check(self)

    def redeal_hidden(self, seat: int, rng) -> None:
        """:func:`.determinize.redeal_hidden` (issue 14; HK-3.9, HK-29.1, HK-30.8, HK-34.10.a)."""
        determinize.redeal_hidden(self, seat, rng)

    def evaluate(self, seat: int) -> float:
        """:func:`.evaluation.evaluate` (issue 14): ``seat``'s chances, 0..1, from public facts."""
        return evaluation.evaluate(self, seat)

    def render_event(self, verb: str, **fields) -> tuple[str, str | None]:
        """The text of a log event: :func:`.words.render`."""
        return words.render(self.names, verb, **fields)
