"""Holy Wars rules engine: the state machine of docs/rules/holy-wars.md.

Rule IDs (HW-n) refer to docs/rules/holy-wars.md. The engine advances through a
queue of tasks (``state.tasks``). A task ``(name, *args)`` runs ``_t_<name>``; a
task that may need a player's input has ``_d_<name>`` returning the Decision (or
an option id chosen for the player when there is nothing to choose, or None to
skip) and ``_a_<name>`` carrying out the chosen option.

Option ids: ``keep``/``mulligan``, ``rally:<uid>``/``no-rally``,
``play:<card-key>``, ``ability:<uid>:<n>``, ``attack:<uid>:<uid>``,
``direct:<uid>``, ``capture:<uid>:<uid>``, ``rescue:<uid>:<uid>``,
``defy:<uid>:<uid>``, ``end``, ``mode:<n>``, ``target:<uid>``,
``replace:<uid>``, ``pass``/``react:<card-key>`` (response windows),
``intervene:<uid>``/``intervene:none``, ``resist:<uid>``, ``unlock:<card-key>``,
``mark:<uid>``/``mark:done``, ``first:<source>`` (prevention order). The ids
never change (saves replay from them); only the engine reads them.

Screens read each option's typed fields instead: ``verb`` (the id's first word,
``no_rally``, ``no_intervene`` and ``mark_done`` for the refusals), ``cards``
(the acting card first: the Character that attacks, rallies or uses an ability,
the card played, then the target), ``seats`` (the opponent an attempt or a
target concerns), ``zones``, ``cost`` (``("Faith", n)`` or ``("Response
Faith", n)``) and ``amount`` (the ability or mode index, the Faith a Rally
gives, the Defense an intervention adds, a resister's Faith, a prevention's
amount). Prompts and labels are worded for the deciding seat ("your Riot
Marshal", "Respond to your own Veto"); the log's words are in ``words``.
"""
from __future__ import annotations

from dataclasses import dataclass

from holytable.engine.decision import Decision, Option
from holytable.engine.game import Game, Outcome
from holytable.engine.tables import per_decks
from holytable.engine.tasks import TaskLoop

from .cards import Ability, Character, Deck, EventCard, Playable
from .combat import CombatMixin, LeanActions
from .effects import EffectsMixin
from . import determinize as _determinize
from . import evaluate as _evaluate
from . import invariants as _invariants
from .sets import SetsMixin
from .state import CardInfo, HWState, Occ, Piece, Side
from .statics import EVENT_LIMIT, FIELD_LIMIT, StaticsMixin
from . import view as _view
from .windows import MOMENTS, WindowsMixin
from .words import ATTEMPT, end_reason, render, target_label

START_RESOLVE = 20  # HW-1.1
HAND_SIZE = 7  # HW-4.1


END_TURN = Option("end", "End your turn", verb="end")
NO_RALLY = Option("no-rally", "Do not Rally", verb="no_rally")


@dataclass(frozen=True)
class _Tables:
    """What follows from the two decks alone (HW-4): the card table, its
    per-card facts and each seat's starting zones ``(deck, reserve,
    convictions)`` before the shuffle; ``options_made``, a cache of options
    each made from its key alone. Shared by every game of the same decks
    (read only; the cache only grows)."""

    info: tuple[CardInfo, ...]
    by_uid: dict[str, int]
    kinds: tuple[str, ...]
    owners: tuple[int, ...]
    max_health: tuple[int, ...]
    keys: tuple[str, ...]
    cnames: tuple[str, ...]
    costs: tuple[int, ...]
    ctypes: tuple[str, ...]
    own_turn_abilities: tuple[tuple, ...]
    timed_abilities: tuple[tuple, ...]
    zones: tuple[tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]], ...]
    component_cards: tuple[frozenset[int], ...]
    static_rows: tuple[tuple, ...]
    options_made: dict[tuple, Option]


_TABLES: dict[tuple[int, ...], tuple[tuple[Deck, ...], _Tables]] = {}


def _build_tables(decks: list[Deck]) -> _Tables:
    infos: list[CardInfo] = []
    zones = []
    for seat, deck in enumerate(decks):
        pre = f"p{seat + 1}"
        dk, res, conv = [], [], []
        for e in deck.cards:
            for n in range(1, e.count + 1):
                dk.append(len(infos))
                infos.append(CardInfo(f"{pre}-{e.card.key}-{n}", seat, e.card))
        for comp in deck.components:
            res.append(len(infos))
            infos.append(CardInfo(f"{pre}-{comp.key}", seat, comp))
        for cv in deck.convictions:
            conv.append(len(infos))
            infos.append(CardInfo(f"{pre}-{cv.key}", seat, cv))
        zones.append((tuple(dk), tuple(res), tuple(conv)))
    abilities = [tuple(enumerate(getattr(ci.card, "abilities", ()))) for ci in infos]
    t = _Tables(
        info=tuple(infos),
        by_uid={ci.uid: i for i, ci in enumerate(infos)},
        kinds=tuple(getattr(ci.card, "timing", ci.card.type) for ci in infos),
        owners=tuple(ci.owner for ci in infos),
        max_health=tuple(getattr(ci.card, "health", None) or 0 for ci in infos),
        keys=tuple(ci.card.key for ci in infos),
        cnames=tuple(ci.card.name for ci in infos),
        costs=tuple(getattr(ci.card, "cost", 0) for ci in infos),
        ctypes=tuple(ci.card.type for ci in infos),
        own_turn_abilities=tuple(tuple(x for x in a if x[1].when is None) for a in abilities),
        timed_abilities=tuple(tuple(x for x in a if x[1].when is not None) for a in abilities),
        zones=tuple(zones),
        component_cards=tuple(frozenset(i for i, ci in enumerate(infos) if ci.card.key in set(d.set.components))
                              for d in decks),
        static_rows=tuple(
            tuple(tuple((seat, ci.uid, i, st) for i, st in enumerate(ci.card.statics)) for seat in range(len(decks)))
            if getattr(ci.card, "statics", ()) else () for ci in infos),
        options_made={},
    )
    return t


def _card_tables(decks: list[Deck]) -> _Tables:
    """The :class:`_Tables` of these decks, remembered for the last few deck
    lists (simulate and tools build many games of the same decks)."""
    return per_decks(_TABLES, decks, _build_tables)


class HolyWarsGame(WindowsMixin, CombatMixin, SetsMixin, EffectsMixin, StaticsMixin, TaskLoop, Game):
    """Holy Wars for two players. ``decks``: two :class:`~.cards.Deck`."""

    game_id = "holy_wars"
    title = "Holy Wars"
    MOMENTS = MOMENTS  # the kinds of moments of its response windows (windows.py; stops)

    # -- setup (HW-4) ---------------------------------------------------------------------------
    def setup(self) -> None:
        for seat, deck in enumerate(self.decks):
            if not isinstance(deck, Deck):
                self.decks[seat] = Deck.model_validate(deck)
        t = _card_tables(self.decks)
        infos = t.info
        self.info: tuple[CardInfo, ...] = infos
        self.by_uid: dict[str, int] = t.by_uid
        self.total_cards = len(infos)
        #: per card: "character", "action", "immediate", "continuing", "reaction" or "conviction"
        self.kinds: tuple[str, ...] = t.kinds
        self.owners: tuple[int, ...] = t.owners
        self.max_health: tuple[int, ...] = t.max_health
        #: per card: its key and its name (static tables of the hot queries)
        self.keys: tuple[str, ...] = t.keys
        self.cnames: tuple[str, ...] = t.cnames
        #: per card: its printed Faith Cost and its type (what cost statics name)
        self.costs: tuple[int, ...] = t.costs
        self.ctypes: tuple[str, ...] = t.ctypes
        #: per card: its abilities ``(index, Ability)`` usable in the Action
        #: Phase (no ``when``), and those used in a response window (a ``when``)
        self.own_turn_abilities: tuple[tuple, ...] = t.own_turn_abilities
        self.timed_abilities: tuple[tuple, ...] = t.timed_abilities
        #: per seat: the cards whose key is one of its set's components (HW-16.6)
        self.component_cards: tuple[frozenset[int], ...] = t.component_cards
        #: per card: () when it has no statics, else per seat controlling it the
        #: rows :meth:`statics` lists for them, ``(seat, uid, index, Static)``
        self.static_rows: tuple[tuple, ...] = t.static_rows
        #: a cache of immutable options, each made from its key alone (shared
        #: by clones and by every game of the same decks)
        self._options_made: dict[tuple, Option] = self.shared_options(t.options_made)
        sides = [Side(deck=list(d), reserve=list(r), convictions=list(c), resolve=START_RESOLVE)
                 for d, r, c in t.zones]
        self.s = HWState(sides=sides, pieces=[Piece() for _ in infos])
        s = self.s
        for seat in (0, 1):
            d = self.decks[seat]
            side = s.sides[seat]
            self.say("deck", actor=seat, cards=[self.uid(c) for c in side.convictions + side.reserve],
                     amounts={"convictions": len(side.convictions)}, deck=d.name, set=d.set.name)
        for seat in (0, 1):
            self.rng.shuffle(s.sides[seat].deck)
        s.first = self.rng.coin()
        s.active = s.first
        self.say("first", actor=s.first)
        for seat in self.order():
            self.draw(seat, HAND_SIZE)
        s.tasks = [("mulligan", s.first), ("mulligan", 1 - s.first), ("turn",)]

    #: the determinization hook of Game.determinize (issue 14): :func:`.determinize.redeal_hidden`
    redeal_hidden = _determinize.redeal_hidden
    #: the position evaluation a search uses at its playout cut-off (issue 14): :func:`.evaluate.evaluate`
    evaluate = _evaluate.evaluate

    def check_invariants(self) -> None:
        """:func:`.invariants.check` (HW-1, HW-2, HW-3, HW-5)."""
        _invariants.check(self)

    def board_view(self, player: int | None) -> "_view.HWBoard":
        """The typed board seat ``player`` sees (:func:`.view.board_view`)."""
        return _view.board_view(self, player)

    def hidden_uids(self, player: int) -> set[str]:
        """:func:`.view.hidden_uids` (HW-3.4)."""
        return _view.hidden_uids(self, player)

    def render_event(self, verb: str, **fields) -> tuple[str, str | None]:
        """The words of a log event: :func:`.words.render`."""
        return render(self, verb, **fields)

    # -- helpers ------------------------------------------------------------------------------
    def order(self) -> list[int]:
        """Seats, the active player first (HW-8.3, HW-18.2)."""
        a = self.s.active
        return [a, 1 - a]

    def windows(self, phase: str) -> list[tuple]:
        """HW-8.3: the active player's window, then the other player's."""
        a = self.s.active
        return [("window", a, phase), ("window", 1 - a, phase)]

    def uid(self, c: int) -> str:
        return self.info[c].uid

    def ability(self, c: int, i: int) -> Ability:
        """Ability ``i`` of the Character ``c`` (HW-7.6)."""
        card = self.info[c].card
        assert isinstance(card, Character)
        return card.abilities[i]

    def occ_name(self, occ: Occ) -> str:
        if occ.kind in ("play", "reaction"):
            return self.info[occ.card].card.name
        if occ.kind in ("ability", "response"):
            return self.ability(occ.source, occ.ability).name
        if occ.kind == "completion":
            return f"{self.decks[occ.seat].set.name} Completion"
        if occ.kind == "trigger":
            return self.info[occ.card].card.name
        return f"the {ATTEMPT.get(occ.kind, occ.kind)}"

    def reset_piece(self, c: int) -> None:
        """A card leaving play forgets everything (HW-12: health restored on return)."""
        p = self.s.pieces[c]
        keep_unlocked = p.unlocked
        self.s.pieces[c] = Piece(unlocked=keep_unlocked, disrupted=p.disrupted, stabilized=p.stabilized)

    def check_end(self) -> None:
        """HW-1.2, HW-1.3: a player at 0 Resolve loses; both at 0 at once: a draw."""
        s = self.s
        self.note_resolve()
        losers = [seat for seat, side in enumerate(s.sides) if side.resolve <= 0]
        if losers:
            winner = None if len(losers) > 1 else 1 - losers[0]
            self.outcome = Outcome(winner, end_reason(self.names, losers))
            self.say("game_over", actor=winner, seats=losers, reason=self.outcome.reason)


    def _t_end_occ(self) -> None:
        self.s.occ.pop()

    def _t_phase(self, name: str) -> None:
        self.s.phase = name

    # -- mulligan (HW-4.2) ----------------------------------------------------------------------
    def _d_mulligan(self, seat: int) -> Decision:
        return Decision(seat, "mulligan", "Keep your seven cards, or shuffle them in and draw seven new ones?",
                        (Option("keep", "Keep this hand", verb="keep", zones=("hand",)),
                         Option("mulligan", "Mulligan (the new hand must be kept)", verb="mulligan", zones=("hand", "deck"))))

    def _a_mulligan(self, seat: int, oid: str) -> None:
        side = self.s.sides[seat]
        if oid == "keep":
            self.say("keep", actor=seat)
            return
        side.mulliganed = True
        side.known = []
        side.deck += side.hand
        side.hand = []
        self.rng.shuffle(side.deck)
        self.say("mulligan", actor=seat)
        self.draw(seat, HAND_SIZE)

    # -- the turn (HW-5) --------------------------------------------------------------------------
    def _t_turn(self) -> None:
        s = self.s
        s.turn += 1
        s.active = s.first if s.turn == 1 else 1 - s.active
        a = s.active
        me, op = s.sides[a], s.sides[1 - a]
        self.log.turn = s.turn
        me.last_turn = s.turn
        for side in s.sides:
            side.used = []
        me.rally_used, me.rescues, me.defiance_used = False, 0, False
        self.say("turn", actor=a, amounts={"turn": s.turn})
        op.response_faith = self.response_income(1 - a)
        self.say("response_faith", actor=1 - a, amounts={"Response Faith": op.response_faith})
        s.phase = "recover"
        held = []
        for c in me.field:
            p = s.pieces[c]
            if p.no_recover:
                p.no_recover = False
                if p.exhausted:
                    held.append(c)
                continue
            p.exhausted = False
        if held:
            self.say("stays_exhausted", actor=a, cards=[self.uid(c) for c in held])
        self.push(("triggers", "your_turn_start"), ("phase", "draw"), ("draw_phase",), ("checkpoint",),
                  ("resource",), ("rally",), ("phase", "action"), ("action",))

    def _t_triggers(self, at: str) -> None:
        a = self.s.active
        tasks = []
        for e in self.s.sides[a].events:
            card = self.info[e].card
            for i, tr in enumerate(getattr(card, "triggers", ())):
                if tr.at == at:
                    tasks.append(("fire", e, i))
        self.push(*tasks)

    def _t_fire(self, e: int, i: int) -> None:
        a = self.s.active
        if e not in self.s.sides[a].events:
            return
        occ = Occ("trigger", a, card=e, ability=i)
        self.s.occ.append(occ)
        self.say("trigger", actor=a, cards=(self.uid(e),))
        self.push(*self.resolve_tasks(occ), ("end_occ",))

    def _t_draw_phase(self) -> None:
        a = self.s.active
        failed = [0, 0]
        failed[a] = self.draw(a, 1)
        self.deck_penalty(failed)

    def _t_resource(self) -> None:
        s = self.s
        s.phase = "resource"
        a = s.active
        me = s.sides[a]
        me.faith = self.income(a)
        self.say("income", actor=a, amounts={"Faith": me.faith, "characters": len(me.field)})

    def _d_rally(self) -> Decision | None:
        """HW-5.4: once, exhaust an eligible ready Character for 2 Faith."""
        a = self.s.active
        if self.cannot(a, "rally"):
            return None
        me, pieces = self.s.sides[a], self.s.pieces
        # eligible(c, a) for a card of a's field (a is its controller)
        cands = [c for c in me.field if not pieces[c].exhausted and pieces[c].entered < me.last_turn]
        if not cands:
            return None
        n = self.rally_faith(a)
        made = self._options_made  # each follows from its key alone: made once, shared
        opts = []
        for c in cands:
            o = made.get(("rally", c, n))
            if o is None:
                o = made["rally", c, n] = Option(
                    f"rally:{self.uid(c)}", f"Rally {self.cname(c)}: exhaust it for {n} Faith", self.info[c].card.key,
                    verb="rally", cards=(self.uid(c),), zones=("field",), amount=n)
            opts.append(o)
        opts.append(NO_RALLY)
        return Decision(a, "rally", f"Resource Phase: you have {self.s.sides[a].faith} Faith. Rally?", tuple(opts))

    def _a_rally(self, oid: str) -> None:
        if oid == "no-rally":
            return
        a = self.s.active
        c = self.by_uid[oid.split(":", 1)[1]]
        me = self.s.sides[a]
        self.s.pieces[c].exhausted = True
        me.rally_used = True
        n = self.rally_faith(a)
        me.faith += n
        self.say("rally", actor=a, cards=(self.uid(c),), amounts={"Faith": n, "pool": me.faith})

    def _t_end_phase(self) -> None:
        self.s.phase = "end"
        self.say("end_action", actor=self.s.active)
        self.push(("triggers", "your_turn_end"), ("end_cleanup",))

    def _t_end_cleanup(self) -> None:
        """HW-5.6 End: durations run down, unspent Faith and Response Faith are lost."""
        s = self.s
        a = s.active
        me, op = s.sides[a], s.sides[1 - a]
        for e in list(me.events):
            p = s.pieces[e]
            if p.counter > 0:
                p.counter -= 1
                if p.counter == 0:
                    me.events.remove(e)
                    me.discard.append(e)
                    self.reset_piece(e)
                    self.say("runs_out", actor=a, cards=(self.uid(e),))
        if me.faith:
            self.say("faith_lost", actor=a, amounts={"Faith": me.faith})
        me.faith = 0
        op.response_faith = 0
        for p in s.pieces:
            p.atk = p.dfn = p.fth = 0
        self.push(("checkpoint",), ("turn",))

    # -- the Action Phase (HW-5.5, HW-8) ---------------------------------------------------------------
    def ability_usable(self, c: int, i: int, seat: int) -> bool:
        """HW-7.6: once per turn; an exhaust cost needs an eligible Character; the
        cost must be affordable; a target must exist."""
        ab = self.ability(c, i)
        if ab.cost > self.pool(seat):
            return False
        if ab.exhaust and not (not self.s.pieces[c].exhausted and self.seasoned(c)):
            return False
        used = self.s.sides[seat].used
        if used and f"{self.info[c].uid}#a{i}" in used:
            return False
        return ab.target is None or bool(self.targets(ab.target, seat))

    def playable(self, c: int, seat: int) -> bool:
        return self.playable_at(c, seat, self.cost(c, seat))

    def playable_at(self, c: int, seat: int, cost: int) -> bool:
        """:meth:`playable`, given ``cost`` (``self.cost(c, seat)``)."""
        kind = self.kinds[c]
        if kind == "reaction" or kind == "conviction" or cost > self.s.sides[seat].faith:
            return False
        if kind == "character":
            return self.deploy_ok(seat, c)
        if kind == "continuing":
            return True
        card = self.info[c].card
        assert isinstance(card, Playable)
        if card.modes:
            return any(m.target is None or self.targets(m.target, seat) for m in card.modes)
        return card.target is None or bool(self.targets(card.target, seat))

    @staticmethod
    def modes_of(card: Playable) -> tuple:
        return card.modes if card.modes else (card,)

    def _d_action(self) -> Decision:
        return self.pinned(self._action_decision)

    def _action_decision(self) -> Decision:
        """The Action Phase's decision (:meth:`_d_action`, a pure query)."""
        a = self.s.active
        me = self.s.sides[a]
        opts: list[Option] = []
        seen: set[str] = set()
        made = self._options_made
        keys, kinds, faith = self.keys, self.kinds, me.faith
        # cost() and playable_at() written out for the hand (most of it
        # Characters): the cost statics of each card type looked up once, a
        # Character's deploy_ok() from the field's names (a card in hand is
        # never on the field, so same_name_controlled is "its name is there")
        costs, ctypes, pieces, cnames = self.costs, self.ctypes, self.s.pieces, self.cnames
        mods: dict[str, int] = {}
        field_names: set[str] | None = None
        room = len(me.field) < FIELD_LIMIT
        for c in me.hand:
            k = keys[c]
            if k in seen:
                continue
            seen.add(k)
            kind = kinds[c]
            if kind == "reaction" or kind == "conviction":
                continue  # never played in the Action Phase (playable_at)
            cost = costs[c]
            if not pieces[c].disrupted:  # cost(c, a)
                t = ctypes[c]
                m = mods.get(t)
                if m is None:
                    m = mods[t] = self.total(a, "cost", t)
                cost += m
                if cost < 0:
                    cost = 0
            if cost > faith:
                continue
            if kind == "character":  # playable_at: deploy_ok
                if not room:
                    continue
                if field_names is None:
                    field_names = {cnames[x] for x in me.field}
                ok = cnames[c] not in field_names
            else:
                ok = self.playable_at(c, a, cost)
            if ok:
                card = self.info[c].card
                key = ("play", c, cost)
                o = made.get(key)
                if o is None:
                    o = made[key] = Option(f"play:{card.key}", f"Play {card.name} ({cost} Faith)", card.key,
                                           verb="play", cards=(self.uid(c),), zones=("hand",), cost=(("Faith", cost),))
                opts.append(o)
        for c in me.reserve:
            p = self.s.pieces[c]
            if p.unlocked and p.disrupted != self.s.turn and self.playable_at(c, a, cost := self.cost(c, a)):
                card = self.info[c].card
                key = ("reserve", c, cost)
                o = made.get(key)
                if o is None:
                    o = made[key] = Option(f"play:{card.key}", f"Play {card.name} (Set Reserve, {cost} Faith)",
                                           card.key, verb="play", cards=(self.uid(c),), zones=("reserve",),
                                           cost=(("Faith", cost),))
                opts.append(o)
        own_turn = self.own_turn_abilities
        for c in me.field:
            for i, ab in own_turn[c]:
                if self.ability_usable(c, i, a):
                    key = ("ability", c, i)
                    o = made.get(key)
                    if o is None:
                        o = made[key] = Option(
                            f"ability:{self.uid(c)}:{i}", f"Use {self.cname(c)}'s {ab.name} ({ab.cost} Faith"
                            f"{', exhaust' if ab.exhaust else ''})", self.info[c].card.key, verb="ability",
                            cards=(self.uid(c),), zones=("field",), cost=(("Faith", ab.cost),), amount=i)
                    opts.append(o)
        if self.lean:  # a playout reads no prompt and one option (Game.lean)
            return Decision.lean(a, "action", LeanActions(opts, self.attempt_blocks(a), END_TURN, self, a))  # type: ignore[arg-type]
        opts += self.attempt_options(a)
        opts.append(END_TURN)
        return Decision(a, "action", f"Action Phase: {me.faith} Faith. Play, act, attack — or end your turn.", tuple(opts))

    def _a_action(self, oid: str) -> None:
        a = self.s.active
        kind, _, rest = oid.partition(":")
        if kind == "end":
            self.push(("end_phase",))
            return
        if kind == "play":
            tasks = self.announce(a, rest)
        elif kind == "ability":
            ref, i = rest.rsplit(":", 1)
            tasks = self.activate(a, self.by_uid[ref], int(i))
        elif kind == "direct":
            tasks = self.declare("direct", a, self.by_uid[rest], -1)
        else:
            actor, target = rest.split(":")
            tasks = self.declare("defiance" if kind == "defy" else kind, a, self.by_uid[actor], self.by_uid[target])
        self.push(*tasks, ("checkpoint",), ("action",))

    # -- playing a card (HW-8.1, HW-8.2, HW-8.6) -----------------------------------------------------------
    def announce(self, seat: int, key: str) -> list[tuple]:
        s = self.s
        me = s.sides[seat]
        c = next((x for x in me.hand if self.info[x].card.key == key), -1)
        zone = me.hand
        if c < 0:
            c = next(x for x in me.reserve if self.info[x].card.key == key)
            zone = me.reserve
        card = self.info[c].card
        cost = self.cost(c, seat)
        zone.remove(c)
        if me.known and card.key in me.known:
            me.known.remove(card.key)
        s.stack.append(c)
        me.faith -= cost
        occ = Occ("play", seat, card=c)
        s.occ.append(occ)
        self.say("play", actor=seat, cards=(self.uid(c),), amounts={"Faith": cost, "reserve": int(bool(card.set))})
        tasks: list[tuple] = []
        if isinstance(card, EventCard) and card.timing == "continuing" and len(me.events) >= EVENT_LIMIT:
            tasks.append(("replace",))
        if isinstance(card, Playable) and card.modes:
            tasks.append(("mode",))
        elif isinstance(card, Playable) and card.target is not None:
            tasks.append(("target",))
        return tasks + self.windows("play") + [("play_resolve",), ("end_occ",)]

    def activate(self, seat: int, c: int, i: int) -> list[tuple]:
        """HW-7.6: an own-turn ability: pay, exhaust if required, resolve (no
        response window: abilities are not played cards)."""
        ab = self.ability(c, i)
        me = self.s.sides[seat]
        me.used.append(f"{self.uid(c)}#a{i}")
        if ab.exhaust:
            self.s.pieces[c].exhausted = True
        me.faith -= ab.cost
        self.s.occ.append(Occ("ability", seat, source=c, ability=i))
        self.say("ability", actor=seat, cards=(self.uid(c),), amounts={"ability": i}, ability=ab.name)
        return ([("target",)] if ab.target is not None else []) + [("respond",), ("end_occ",)]

    def _d_replace(self) -> Decision:
        occ = self.s.occ[-1]
        opts = tuple(Option(f"replace:{self.uid(e)}", f"Discard {self.cname(e)}", self.info[e].card.key, verb="replace",
                            cards=(self.uid(e),), zones=("events", "discard"))
                     for e in self.s.sides[occ.seat].events)
        return Decision(occ.seat, "replace", "You control five Continuing Events: discard one to make room", opts)

    def _a_replace(self, oid: str) -> None:
        occ = self.s.occ[-1]
        e = self.by_uid[oid.split(":", 1)[1]]
        side = self.s.sides[occ.seat]
        side.events.remove(e)
        side.discard.append(e)
        self.reset_piece(e)
        occ.replaced = e
        self.say("replace", actor=occ.seat, cards=(self.uid(e),))

    def _d_mode(self) -> Decision:
        occ = self.s.occ[-1]
        card = self.info[occ.card].card
        assert isinstance(card, Playable)
        opts = tuple(Option(f"mode:{i}", f"Choose: {m.label or f'mode {i + 1}'}", verb="mode",
                            cards=(self.uid(occ.card),), amount=i) for i, m in enumerate(card.modes)
                     if m.target is None or self.targets(m.target, occ.seat))
        return Decision(occ.seat, "mode", f"{card.name}: choose one", opts)

    def _a_mode(self, oid: str) -> None:
        occ = self.s.occ[-1]
        occ.mode = int(oid.split(":", 1)[1])
        card = self.info[occ.card].card
        assert isinstance(card, Playable)
        self.say("mode", actor=occ.seat, cards=(self.uid(occ.card),), amounts={"mode": occ.mode},
                 label=card.modes[occ.mode].label)
        if card.modes[occ.mode].target is not None:
            self.push(("target",))

    def _d_target(self) -> Decision | str | None:
        occ = self.s.occ[-1]
        spec = self.spec_of(occ)[0]
        if spec is None:
            return None
        cands = self.targets(spec, occ.seat)
        if not cands:
            return None
        if len(cands) == 1:
            return f"target:{self.uid(cands[0])}"
        made = self._options_made  # each follows from its key alone: made once, shared
        opts = []
        for c in cands:
            holder = self.holder(c)
            key = ("target", c, occ.seat, holder, self.on_field(c) and self.s.pieces[c].exhausted)
            o = made.get(key)
            if o is None:
                o = made[key] = Option(f"target:{self.uid(c)}", f"Target {self.target_label(c, occ.seat)}",
                                       self.info[c].card.key, verb="target", cards=(self.uid(c),), seats=(holder,))
            opts.append(o)
        opts = tuple(opts)
        return Decision(occ.seat, "target", f"{self.occ_name(occ)}: choose a target", opts)

    def holder(self, c: int) -> int:
        """The seat that controls ``c``, else its owner."""
        ctl = self.controller(c)
        return self.info[c].owner if ctl < 0 else ctl

    def target_label(self, c: int, reader: int | None = None) -> str:
        """``"Bo's Riot Marshal (exhausted)"``, ``"your Riot Marshal"`` when
        seat ``reader`` holds it (:func:`.words.target_label`)."""
        holder = self.holder(c)
        return target_label(None if holder == reader else self.names[holder], self.cname(c),
                            self.on_field(c) and self.s.pieces[c].exhausted)

    def _a_target(self, oid: str) -> None:
        occ = self.s.occ[-1]
        occ.target = self.by_uid[oid.split(":", 1)[1]]
        t = occ.target
        self.say("target", actor=occ.seat, cards=(self.uid(t),), seats=(self.holder(t),),
                 amounts={"exhausted": int(self.on_field(t) and self.s.pieces[t].exhausted)}, what=self.occ_name(occ))

    def _t_play_resolve(self) -> None:
        """HW-8.5: the original resolves if it remains possible; else it goes to
        its destination (HW-8.1: a canceled Set component back to the Reserve)."""
        s = self.s
        occ = s.occ[-1]
        c, seat = occ.card, occ.seat
        card = self.info[c].card
        me = s.sides[seat]
        if occ.canceled:
            self.send_back(c, seat)
            return
        if isinstance(card, Character):
            s.stack.remove(c)
            if not self.deploy_ok(seat, c):
                self.say("cannot_deploy", actor=seat, cards=(self.uid(c),))
                self.send_back(c, seat, on_stack=False)
                return
            me.field.append(c)
            p = s.pieces[c]
            p.entered, p.exhausted, p.health = s.turn, False, card.health or 0
            self.stabilize(c)
            self.say("enters", actor=seat, cards=(self.uid(c),))
        elif isinstance(card, EventCard) and card.timing == "continuing":
            s.stack.remove(c)
            if len(me.events) >= EVENT_LIMIT:
                self.send_back(c, seat, on_stack=False)
                return
            me.events.append(c)
            s.pieces[c].counter = card.lasts.turns or 0
            self.stabilize(c)
            self.say("enters", actor=seat, cards=(self.uid(c),))
        else:
            self.push(*self.resolve_tasks(occ), ("play_done",))

    def stabilize(self, c: int) -> None:
        """HW-17.3: a Disrupted component replayed successfully becomes Stabilized."""
        p = self.s.pieces[c]
        if p.disrupted:
            p.disrupted = 0
            p.stabilized = True
            self.say("stabilized", actor=self.info[c].owner, cards=(self.uid(c),))

    def send_back(self, c: int, seat: int, on_stack: bool = True) -> None:
        s = self.s
        if on_stack:
            s.stack.remove(c)
        if self.info[c].card.set:
            s.sides[seat].reserve.append(c)
            self.say("back_to_reserve", actor=seat, cards=(self.uid(c),))
        else:
            s.sides[seat].discard.append(c)

    def _t_play_done(self) -> None:
        """HW-8.5: a one-time card goes to the discard pile; a one-time set
        component goes face up to the Set Area (HW-16.5)."""
        s = self.s
        occ = s.occ[-1]
        c = occ.card
        s.stack.remove(c)
        if self.info[c].card.set:
            s.sides[occ.seat].set_area.append(c)
            self.stabilize(c)
        else:
            s.sides[occ.seat].discard.append(c)


__all__ = ["HolyWarsGame"]
