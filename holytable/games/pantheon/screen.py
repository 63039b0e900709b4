"""Pantheon's screen: the board drawn from ``PantheonGame.view(player)``.

The board (left of the log), top to bottom, mirrored like a table:

- the opponent: name, WP (and the goal), deck and hand counts, CP/MP/AP points
  and tokens; their dice; their active row; their bench, field, graveyard and
  sealed-away counts;
- what is on the stack now (an attack or card being answered);
- your bench/field/piles, your active row, your dice, and a line with your name,
  WP, points and tokens;
- your hand (only while you hold the keyboard) and the card panel: the full
  text of the card the highlighted option is about.

Nothing is told by colour alone: a kept die is ``[5]``, a loose one `` 5 ``, an
unrolled one ``·``; "locked" once the dice are converted; characters show
``hp/max`` and keyword letters (St Stoic, Im Immortal, Co Counter, Cu Cunning,
Po Poisoned, Si Silenced), ``+n`` attached cards, ``☠`` a Curse on the spot,
``>`` the card the highlighted option is about.

Keys (the keyboard map of the rule text, ../shared/rules/pantheon.txt, where it fits a
terminal): during the roll 1-6 keep/release die n, R rolls, K keeps all and
locks (resolves); N ends the phase when the prompt offers it; H, B, G and i open
card panels (your hand; the active rows and benches; the graveyards and
sealed-away piles; every card on the table: :mod:`.screen_panels`), where Enter or
Space on a card moves the prompt's cursor to a choice about it; arrows move
along the prompt, Home/End jump to its first/last choice, Enter or Space
chooses; Esc cancels placing or targeting a card being played (the engine's
"Back", PN-9.3) or an attack's target (takes the last choice back) when it
can, else it leaves; while placing, a spot's key is its number; "," or s opens the settings; the shell's L, ?, u.

The drawing is pure (:func:`layout`), so tests can draw any view at any size.
"""
from __future__ import annotations

from typing import Any, Sequence

from rich.text import Text
from textual.binding import Binding

from holytable.engine.decision import Option
from holytable.engine.view import View
from holytable.ui.board import PartsBoard
from holytable.ui.game_screen import GameScreen
from holytable.ui.text import line, short, wrap

from .screen_panels import PANELS, CardListScreen, sections
from .state import poss
from .turn import MAX_TOGGLES
from .view import Card, Player, Spot

PHASES = {"opening": "opening", "upkeep": "Upkeep", "roll": "Roll", "play": "Play", "combat": "Combat",
          "play2": "Play 2", "end": "End"}
KW = {"stoic": "St", "immortal": "Im", "counter": "Co", "cunning": "Cu", "poisoned": "Po", "silenced": "Si"}
RES = ("cp", "mp", "ap")
#: PN-7.1: what each die face gives.
FACE = {1: "CP", 2: "CP", 3: "MP", 4: "MP", 5: "AP", 6: "AP"}
#: What a player does with what is on the stack (the stack line).
STACK_VERBS = {"card": "plays", "attack": "attacks with", "ability": "uses"}
#: The board's two sides (the opponent's on top, yours below).
OPP, ME = "opp", "me"


def hp_text(c: Card) -> str:
    """``"6/9"``: HP now / max HP (printed HP out of play)."""
    now = c.hp_now if c.hp_now is not None else c.hp
    return f"{now}/{c.max_hp if c.max_hp is not None else c.hp}"


def dice_text(p: Player) -> str:
    """``"[5] 3  1 [6] ..."``: kept dice in brackets, loose ones bare, · unrolled."""
    if not p.dice or not any(d.value for d in p.dice):
        return "· · · · · ·"
    if p.locked:  # every die counts once locked: no brackets
        return " ".join(f" {d.value} " for d in p.dice)
    return " ".join(f"[{d.value}]" if d.kept else f" {d.value} " for d in p.dice)


def pays(c: Card) -> str:
    """What pays for a card (PN-7.4): MP for magic, CP for the rest."""
    return "MP" if c.type == "magic" else "CP"


def points_text(p: Player) -> str:
    pts, tok = p.points, p.tokens
    s = " ".join(f"{r.upper()} {getattr(pts, r)}" for r in RES)
    if any(getattr(tok, r) for r in RES):
        s += " · tokens " + " ".join(f"{r.upper()}{getattr(tok, r)}" for r in RES)
    return s


def unit_token(sl: Spot, hl: set[str], name_w: int) -> str:
    """One spot: ``"Heracles 9/9 St +1"`` (the name cut to ``name_w``), ``"—"``
    when empty; ``>`` when highlighted, ``☠`` a Curse on the spot."""
    c = sl.card
    curse = "☠" if sl.curses else ""
    if c is None:
        return curse + "—"
    mark = ">" if c.uid in hl else ""
    tail = ""
    if c.type == "character":
        kws = "".join(KW.get(k, "") for k in c.keywords_now or [])
        tail = f" {hp_text(c)}" + (f" {kws}" if kws else "")
    if c.attached:
        tail += f" +{len(c.attached)}"
    return mark + curse + short(c.name.split(",")[0], max(4, name_w)) + tail


def all_cards(view: View) -> tuple[dict[str, Card], dict[str, Card]]:
    """Every card the view shows, ``(by uid, by key)``; the viewer's hand first."""
    by_uid: dict[str, Card] = {}
    by_key: dict[str, Card] = {}

    def add(c: Card | None) -> None:
        if c:
            by_uid.setdefault(c.uid, c)
            by_key.setdefault(c.key, c)
            for a in c.attached or []:
                add(a)

    players = view.board.players
    for p in players:
        for c in p.hand or []:
            add(c)
    for p in players:
        for sl in p.active + p.bench:
            add(sl.card)
            for k in sl.curses:
                add(k)
        for c in p.field + p.graveyard + p.sealed:
            add(c)
    for o in view.board.stack or []:
        add(o.card)
    return by_uid, by_key


def option_card(view: View, opt: Option | None) -> tuple[set[str], Card | None]:
    """The uids the option ``opt`` is about and the card whose text to show."""
    if not opt:
        return set(), None
    by_uid, by_key = all_cards(view)
    about = [u for u in opt.cards if u in by_uid]
    uids = set(about)
    card = by_uid[about[0]] if about else None
    if opt.card and (card is None or card.key != opt.card):
        card = by_key.get(opt.card, card)
    if card is None and view.board.stack:  # e.g. "Pass": the card being answered
        o = view.board.stack[-1]
        card = o.card or o.source
    return uids, card


def card_facts(c: Card) -> str:
    """``"character · Greek · class 2 · cost 3 · 9 HP · withdraw 2"``."""
    bits = [c.type + (f" ({c.subtype})" if c.subtype else ""), c.pantheon or "",
            f"class {c.class_}", f"cost {c.cost}"]
    if c.type == "character":
        bits.append(f"{hp_text(c)} HP" if c.hp_now is not None else f"{c.hp} HP")
        bits.append(f"withdraw {c.withdraw}")
    if c.type == "field":
        bits.append("Preservation" if c.preservation else f"decay {c.decay}")
        if c.turns_left is not None:
            bits.append(f"{c.turns_left} turns left")
    return " · ".join(b for b in bits if b)


def active_lines(p: Player, hl: set[str], width: int, rows: int) -> list[Text]:
    """The active row: ``"Act 1 Heracles 9/9 St  2 —  3 —"``, names as long as
    fit; on two lines (``rows`` 2) when one line would cut names under 12 cells."""
    slots = p.active
    pre = "  Act "
    full = [f"{sl.spot} {unit_token(sl, hl, 99)}" for sl in slots]
    # a token is as long as its uncut form less what its name loses at name_w
    names = [len(sl.card.name.split(",")[0]) if sl.card else 0 for sl in slots]

    def size(idx: range, name_w: int) -> int:
        return sum(len(full[i]) - max(0, names[i] - name_w) for i in idx) + 2 * max(0, len(idx) - 1)

    def widest(idx: range, lo: int) -> int:
        """The widest name (22 down to ``lo``) at which the tokens ``idx`` fit."""
        return next((w for w in range(22, lo - 1, -1) if size(idx, w) <= room), lo)

    def text(idx: range, name_w: int) -> str:
        return "  ".join(f"{slots[i].spot} {unit_token(slots[i], hl, name_w)}" for i in idx)

    room = width - len(pre)
    every = range(len(slots))
    name_w = widest(every, 12)
    if rows >= 2 and size(every, name_w) > room and len(slots) > 1:
        half = (len(slots) + 1) // 2
        one, two = range(half), range(half, len(slots))
        w = min(widest(one, 6), widest(two, 6))
        return [line(Text(pre, style="italic"), text(one, w), width=width),
                line(" " * len(pre), text(two, w), width=width)]
    return [line(Text(pre, style="italic"), text(every, widest(every, 4)), width=width)]


def side_lines(p: Player, view: View, hl: set[str], width: int, top: bool,
               squeeze: frozenset[str] = frozenset()) -> list[Text]:
    """One player's side, the head line outermost (top for the opponent, bottom
    for you). ``squeeze`` saves lines: "rest" bench, field and piles on one
    line, "active" the active row on one line, "points" the points folded into
    the head line."""
    goal = view.board.goal
    you = "" if top else " (you)"
    flags = " · OUT" if p.out else ""
    if view.board.priority == p.seat:
        flags += " · priority"
    pts_text = points_text(p)
    tail = f"  WP {p.wp}/{goal} · deck {p.deck} · hand {p.hand_count}{flags}"
    if "points" in squeeze:
        tail += f" · {pts_text}"
    head = line(Text(f"{'▲' if top else '▼'} {p.name}{you}", style="bold"), tail, width=width)
    blocks = [[head]]
    if "points" not in squeeze:
        blocks.append([line("  ", Text(pts_text, style="bold"), width=width)])
    state = "locked" if p.locked else (f"roll {p.rolls}/3" if p.rolls else "not rolled")
    blocks.append([line(f"  dice {dice_text(p)}  ({state})", width=width)])
    blocks.append(active_lines(p, hl, width, 1 if "active" in squeeze else 2))
    bench_units = [unit_token(sl, hl, 18) for sl in p.bench if sl.card]
    bench = f"Bench {len(bench_units)}/{len(p.bench)}" + (": " + ", ".join(bench_units) if bench_units else "")
    fields = [short(f.name.split(",")[0], 18) + (f" ({f.turns_left} turns)" if f.turns_left else "")
              for f in p.field]
    piles = f"grave {len(p.graveyard)} · sealed {len(p.sealed)}"
    field = "field " + (", ".join(fields) if fields else "—")
    if "rest" not in squeeze:
        blocks.append([line("  ", bench, width=width)])
        blocks.append([line(f"  {piles} · ", field, width=width)])
    elif len(bench) + len(field) + len(piles) + 8 > width:  # keep the piles visible
        blocks.append([line(f"  {piles} · ", field, " · ", bench, width=width)])
    else:
        blocks.append([line("  ", bench, " · ", field, " · ", piles, width=width)])
    if not top:
        blocks.reverse()
    return [ln for b in blocks for ln in b]


def stack_lines(view: View, width: int) -> list[Text]:
    """What is being answered now: ``"» Ana: Medusa's Petrifying Gaze → Scarab Swarm (Bo, 3 HP)"``."""
    names = view.names
    long_names = {c.name for c in all_cards(view)[0].values() if "," in c.name}
    out = []
    for o in (view.board.stack or [])[-2:]:
        what = o.what
        for n in long_names:
            what = what.replace(n, n.split(",")[0])
        tg = (" → " + ", ".join(o.targets)) if o.targets else ""
        for n in long_names:
            tg = tg.replace(n, n.split(",")[0])
        x = " (cancelled)" if o.cancelled else ""
        verb = STACK_VERBS.get(o.kind)
        who = f"{names[o.seat]} {verb} " if verb else ""
        # drawn into the divider between the two halves, which is always there
        body = short(f"{who}{what}{tg}{x}", max(1, width - 5)) + " "
        out.append(line(Text("╌ ", style="dim"), Text("» ", style="bold"), body,
                        Text("╌" * max(0, width - 4 - len(body)), style="dim"), width=width))
    return out


def hand_lines(me: Player, view: View, card: Card | None, private: bool, width: int) -> list[Text]:
    if not private or me.hand is None:
        return [line(Text(f"── {poss(me.name)} hand: {me.hand_count} cards (hidden) ", style="dim"),
                     "─" * width, width=width)]
    head = f"── {poss(me.name)} hand ({len(me.hand)}) "
    keys = " H/B/G/i: card panels ─"
    if len(head) + len(keys) + 2 > width:
        keys = ""
    out = [line(Text(head, style="dim"), Text("─" * max(0, width - len(head) - len(keys)), style="dim"),
                Text(keys, style="dim"), width=width)]
    rows: list[Text] = []
    for name_w in (24, 21, 18, 14, 11, 8):  # shorter names until the hand fits in three rows
        rows = hand_rows(me.hand, card, width, name_w)
        if len(rows) <= 3:
            break
    if len(rows) > 3:
        rows = rows[:3]
        rows[-1].append(" …", style="bold")
        rows[-1].truncate(width, overflow="ellipsis")
    if not rows:
        rows = [Text("  (empty)", style="italic")]
    return out + rows


def hand_rows(hand: Sequence[Card], card: Card | None, width: int, name_w: int) -> list[Text]:
    """The hand's cards ("Name cost"), the highlighted one ``>`` and reversed."""
    cur = Text(no_wrap=True, overflow="ellipsis")
    col = 0
    rows: list[Text] = []
    for c in hand:
        on = card is not None and c.uid == card.uid
        tok = f"{'>' if on else ' '}{short(c.name.split(',')[0], name_w)} {c.cost}{pays(c)}"
        if col and col + len(tok) + 1 > width:
            rows.append(cur)
            cur, col = Text(no_wrap=True, overflow="ellipsis"), 0
        if col:
            cur.append(" ")
            col += 1
        cur.append(tok, style="reverse bold" if on else "")
        col += len(tok)
    if col:
        rows.append(cur)
    return rows


def card_lines(card: Card | None, opt: Option | None, width: int, rows: int) -> list[Text]:
    if card is None:
        if opt is None:
            return []
        return [line(Text("── ", style="dim"), Text(opt.label, style="bold"), width=width)]
    head = line(Text("── ", style="dim"), Text(card.name, style="bold"), f" · {card_facts(card)}", width=width)
    return [head] + wrap(card.text or "", width, rows)


def roll_lines(me: Player, width: int) -> list[Text]:
    """While rolling, in place of a card's text: what the dice give if locked
    now (PN-7.1), tokens aside."""
    got = {r: 0 for r in RES}
    for d in me.dice:
        if d.value:
            got[FACE[d.value].lower()] += 1
    if not any(got.values()):
        return [line(Text("── ", style="dim"), Text("Roll the dice (R)", style="bold"), width=width)]
    now = " ".join(f"{got[r]} {r.upper()}" for r in RES)
    return [line(Text("── ", style="dim"), Text(f"If locked: {now}", style="bold"),
                 "  · 1-2 CP 3-4 MP 5-6 AP", width=width)]


def layout(view: View, seat: int, highlighted: Option | None, width: int, height: int) -> dict[str, Any]:
    """The board's lines at ``width`` x ``height``: ``{"opp", "mid", "me",
    "hand", "card"}`` (lists of Text, together at most ``height`` lines)."""
    players = view.board.players
    me = players[seat]
    opps = [p for p in players if p.seat != seat]
    opp = opps[0] if opps else me
    private = view.player == seat
    hl, card = option_card(view, highlighted if private else None)
    if card is not None and not private:
        card = None
    mid = stack_lines(view, width)
    hand = hand_lines(me, view, card, private, width)
    # Too tall: give way in this order -- the card text on two lines,
    # bench/field/piles on one line per side, the active rows on one line (the
    # one with shorter names first), the points folded into the head lines, the
    # second hand row, the older stack line, the card text. The divider between
    # the sides (with the stack drawn into it) always stays.
    rule = [line(Text("╌" * width, style="dim"), width=width)]
    sq: dict[str, frozenset[str]] = {OPP: frozenset(), ME: frozenset()}
    card_rows = 3

    def names_len(p: Player) -> int:
        return sum(len(sl.card.name.split(",")[0]) for sl in p.active if sl.card)

    # the active row with the shorter names goes onto one line first
    first, second = ("me", "opp") if names_len(me) <= names_len(opp) else ("opp", "me")
    steps = [("card", "2"), ("both", "rest"), (first, "active"), (second, "active"), ("both", "points")]
    sides: tuple[list[Text], list[Text]] | None = None
    while True:
        if sides is None:  # the sides are drawn again only when squeezed
            sides = (side_lines(opp, view, hl, width, True, sq[OPP]),
                     side_lines(me, view, hl, width, False, sq[ME]))
        mid_part = mid or rule
        card_part = (roll_lines(me, width) if private and view.decision_kind == "roll"
                     else card_lines(card, highlighted if private else None, width, card_rows))
        parts = dict(opp=list(sides[0]), mid=mid_part, me=list(sides[1]), hand=hand, card=card_part)
        if sum(len(v) for v in parts.values()) <= height or not steps:
            break
        what, n = steps.pop(0)
        if what in ("both", "opp", "me"):
            for side in ("opp", "me") if what == "both" else (what,):
                sq[side] |= {n}
            sides = None
        else:
            card_rows = int(n)
    total = lambda: sum(len(v) for v in parts.values())  # noqa: E731
    while total() > height and len(hand) > 2:
        hand.pop()
    while total() > height and len(mid_part) > 1:
        mid_part.pop(0)
    while total() > height and card_part:
        card_part.pop()
    return parts


class PantheonBoard(PartsBoard):
    """The Pantheon board widget (see the module docstring)."""

    PARTS = ("opp", "gap", "mid", "me", "hand", "card")
    PREFIX = "pn"

    @classmethod
    def header(cls, view: View) -> str:
        names = view.names
        parts = ["Pantheon", f"{view.board.goal} WP", f"turn {view.board.turn}"]
        out = view.outcome
        if out:
            w = out.winner
            parts.append("game over: " + ("draw" if w is None else f"{names[w]} wins"))
            return " · ".join(parts)
        phase = view.board.phase
        go = view.board.go
        ph = PHASES.get(phase, phase)
        parts.append(f"{poss(names[go])} {ph}" if go is not None and phase in ("play", "combat", "play2") else ph)
        d = view.deciding
        if d is not None:
            parts.append(f"{names[d]} {'may answer' if view.window else 'to decide'}")
        return " · ".join(p for p in parts if p)

    @classmethod
    def scores(cls, view: View) -> list[str]:
        return [f"{p.name}: WP {p.wp} · deck {p.deck} · grave {len(p.graveyard)}"
                for p in view.board.players]

    @classmethod
    def card_text(cls, view: View, card: str | None) -> tuple[str, str] | None:
        c = all_cards(view)[1].get(card or "")
        return (f"{c.name} · {card_facts(c)}", c.text or "") if c else None

    def parts(self, view: View, seat: int, highlighted: Option | None, width: int,
              height: int) -> dict[str, Any]:
        return layout(view, seat, highlighted, width, height)

class PantheonScreen(GameScreen):
    """The Pantheon game screen: the shell with the Pantheon board, a prompt that
    scrolls with the cursor, and the dice keys."""

    BOARD = PantheonBoard
    BINDINGS = [
        # 1-6 keep/release a die while rolling (the footer says so), else the
        # shell's pick; these replace the shell's bindings of the keys 1-6.
        Binding("1", "die(1)", "Die", key_display="1-6", id="pn.die1"),
        *[Binding(str(n), f"die({n})", f"Die {n}", show=False, id=f"pn.die{n}") for n in range(2, 7)],
        Binding("1", "pick(1)", "Pick", key_display="1-9", id="game.pick1"),
        *[Binding(str(n), f"pick({n})", f"Pick {n}", show=False, id=f"game.pick{n}") for n in range(2, 7)],
        # capitals too (the labels show R, K, N; Caps Lock), and shift+x as some
        # terminals report a capital
        Binding("r,R,shift+r", "roll", "Roll", key_display="R", id="pn.roll"),
        Binding("k,K,shift+k", "keep_all", "Keep all", key_display="K", id="pn.keep_all"),
        Binding("n,N,shift+n", "next_phase", "Next", key_display="N", id="pn.next"),
        # Room in the 80-column footer for the dice keys: Settings stays on "s"
        # (and "," as in the text's keyboard map), listed in the command palette.
        Binding("s,comma", "settings", "Settings", show=False, id="game.settings"),
        Binding("h,H,shift+h", "panel('hand')", "Hand", show=False, id="pn.hand"),
        Binding("b,B,shift+b", "panel('board')", "Board", show=False, id="pn.board"),
        Binding("g,G,shift+g", "panel('piles')", "Graveyards", show=False, id="pn.piles"),
        Binding("i,I,shift+i", "panel('all')", "Cards", show=False, id="pn.cards"),
        Binding("space", "choose", "Choose", show=False, id="pn.space"),
        # Home/End: the first/last choice of the prompt (in a replay: the ends of
        # the record, as in the shell, whose bindings of these keys this replaces).
        Binding("home", "jump(0)", "First choice", show=False, id="pn.home"),
        Binding("end", "jump(-1)", "Last choice", show=False, id="pn.end"),
        Binding("escape", "leave", "Leave", id="game.leave"),
    ]

    #: Decisions where Esc cancels (takes back the choice that led to them).
    CANCELLABLE = ("target", "place", "attack_target", "sacrifice", "split")

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._esc_warned = -1

    def prompt_rows(self) -> int:
        """Option lines shown in the prompt (scrolled to the cursor)."""
        return 3

    def _find(self, verb: str, amount: int | None = None) -> int | None:
        """The index of the first option on offer doing ``verb`` (for
        ``amount``, when given), or None."""
        for i, o in enumerate(self.options()):
            if o.verb == verb and (amount is None or o.amount == amount):
                return i
        return None

    def _choose_verb(self, verb: str, amount: int | None = None) -> bool:
        """Choose the option doing ``verb`` (see :meth:`_find`); False when none is on offer."""
        i = self._find(verb, amount)
        if i is None:
            return False
        self.cursor = i
        self._choose(self.options()[i].id)
        return True

    def _rolling(self) -> bool:
        return self._view.decision_kind == "roll" and bool(self.options())

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "die":
            return not self.replay and self.private and self._rolling()
        if action == "pick" and self._rolling():
            return False
        if action in ("roll", "keep_all"):
            if self.replay or not self.private:
                return False
            return self._rolling()  # shown only while rolling
        if action == "next_phase":
            if self.replay or not self.private:
                return False
            return self._find("next") is not None
        if action == "jump":
            return self.replay or (self.private and bool(self.options()))
        return super().check_action(action, parameters)

    # -- the text's keys: panels, Home/End, Esc ------------------------------------
    def action_panel(self, kind: str) -> None:
        """H, B, G, i: a modal list of cards with their full text (:mod:`.screen_panels`)."""
        if isinstance(self.app.screen, CardListScreen) or not self._view:
            return
        self.app.push_screen(CardListScreen(PANELS[kind], sections(self._view, self.seat, kind)), self._panel_done)

    def _panel_done(self, uid: str | None) -> None:
        """Enter on a card in a panel: move the cursor to the first choice about it."""
        if not uid:
            return
        by_uid = all_cards(self._view)[0]
        c = by_uid.get(uid)
        mine = {h.uid for h in self._me().hand or []}
        for i, o in enumerate(self.options()):
            about = uid in o.cards or (uid in mine and c is not None and o.card == c.key)
            if about:
                self.cursor = i
                self._draw()
                return
        name = c.name if c else "that card"
        self.notify(f"No choice about {name} now.")

    def action_jump(self, where: int) -> None:
        """Home/End: the first or last choice (in a replay: the record's ends)."""
        if self.replay:
            self.action_step_to(where)
            return
        opts = self.options()
        if opts:
            self.cursor = 0 if where == 0 else len(opts) - 1
            self._draw()

    def action_leave(self) -> None:
        """Esc: cancel targeting or placing a card (take back the choice that
        led here) when that is allowed, else leave the game (after asking)."""
        if not self.replay and self.private and self._view.decision_kind in self.CANCELLABLE:
            if self._choose_verb("back"):  # the engine's own Back (PN-9.3): the card returns to the hand
                return
            if self.game.deciders[-1:] == [self.seat] and self._may_take_back():
                self._take_back(self.seat)
                return
            here = len(self.game.choices)
            if self._esc_warned != here:  # say why once; Esc again leaves
                self._esc_warned = here
                self.notify("This cannot be cancelled now (a card was revealed or chance came in between). "
                            "Esc again to leave the game.", severity="warning")
                return
        super().action_leave()

    def action_roll(self) -> None:
        if self._choose_verb("roll"):
            return
        if self._rolling():
            self.notify("No more rolls: lock the dice (K).", severity="warning")

    def action_keep_all(self) -> None:
        """K: keep every die and resolve (lock them in)."""
        if self._rolling():
            self._choose_verb("lock")

    def action_next_phase(self) -> None:
        self._choose_verb("next")

    def action_die(self, n: int) -> None:
        """1-6 while rolling: keep or release die n (PN-8.2)."""
        if not any(d.value for d in self._me().dice):
            self.notify("Roll the dice first (R).", severity="warning")
            return
        self.action_pick(n)

    def action_pick(self, n: int) -> None:
        """During the roll, 1-6 keep or release die n; otherwise the shell's pick."""
        if self._rolling() and 1 <= n <= 6 and any(d.value for d in self._me().dice):
            if self._choose_verb("keep", n) or self._choose_verb("release", n):
                return
            self.notify(f"Die {n} cannot change now: reroll (R) or lock (K).", severity="warning")
            return
        super().action_pick(n)

    def _me(self) -> Player:
        return self._view.board.players[self.seat]

    # -- the prompt: as many option lines as fit, scrolled with the cursor --------
    def _options_text(self, opts: list[Option], width: int, lead: list[Text] | None = None) -> Text:
        ids = tuple(o.id for o in opts)
        if self._rolling() and any(d.value for d in self._me().dice):
            self._opt_ids = ids
            dice = self._dice_options(opts, width - 1)
            return Text("\n").join([*(lead or []), dice])
        return super()._options_text(opts, width, lead)

    def option_keys(self, n: int) -> list[str]:
        """Placing a character: "Active spot N" has the key N, the bench the next
        digit after the last spot; "Back" (the last option) is 0 everywhere."""
        opts = self.options()
        if len(opts) != n or self.replay:
            return super().option_keys(n)
        back = opts[-1].verb == "back"
        if self._view.decision_kind == "place":
            spots = len(self._me().active)
            keys = []
            for o in opts:
                if o.verb == "place" and o.zones == ("active",) and o.amount is not None:
                    keys.append(str(o.amount))
                elif o.verb == "place" and o.zones == ("bench",):
                    keys.append(str(spots + 1) if spots < 9 else "")
                else:
                    keys.append("0" if o.verb == "back" else "")
            if all(k == "" or k.isdigit() and int(k) <= 9 for k in keys) and len(set(keys) - {""}) == len(
                    [k for k in keys if k]):
                return keys
        if back and n <= 10:
            return super().option_keys(n - 1) + ["0"]
        return super().option_keys(n)

    def option_key(self, i: int, opt: Option, key: str) -> str:
        """While rolling: the die's number, R (roll) and K (lock); N for "next
        phase"; else the shell's key."""
        if self._rolling():
            if opt.verb in ("keep", "release"):
                return str(opt.amount)
            if opt.verb in ("roll", "lock"):
                return {"roll": "R", "lock": "K"}[opt.verb]
        elif opt.verb == "next":
            return "N"
        return key or "·"

    def _dice_options(self, opts: list[Option], width: int) -> Text:
        """The roll prompt (PN-8.2), in three lines: the dice by their keys, kept
        ones in brackets as on the board (``1 [5 AP]  2  3 MP``); R and K; a hint."""
        body = Text(no_wrap=True, overflow="ellipsis")
        dice = self._me().dice
        rows: list[list[tuple[int, str]]] = [[], []]
        for i, o in enumerate(opts):
            kind, n = o.verb, o.amount
            if kind in ("keep", "release") and n is not None:
                d = dice[n - 1]
                face = f"{d.value} {FACE[d.value]}"
                rows[0].append((i, f"{n} [{face}]" if d.kept else f"{n}  {face} "))
            elif kind == "roll":
                rows[1].append((i, f"R {o.label}"))
            elif kind == "lock":
                rows[1].append((i, "K Lock in the dice (keep all)"))
            else:
                rows[1].append((i, o.label))
        for k, row in enumerate(rows):
            if k:
                body.append("\n")
            for j, (i, item) in enumerate(row):
                body.append("  " if j else " ")
                on = i == self.cursor
                body.append(">" if on else " ", style="bold")
                body.append(item, style="reverse bold" if on else "")
        if any(o.verb in ("keep", "release") for o in opts):
            hint = "1-6 keep or release a die ([ ] = kept) · R reroll the others · K lock"
        else:  # PN-8.2: the changes between two rolls are used up
            how = "R reroll or K lock" if any(o.verb == "roll" for o in opts) else "K lock"
            hint = f"no dice changes left ({MAX_TOGGLES} used): {how}"
        body.append(f"\n  {hint}", style="italic")
        return body


SCREEN = PantheonScreen
