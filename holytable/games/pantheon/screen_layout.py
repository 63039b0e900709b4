"""Pantheon's board drawn as text: pure functions of a typed view (no widgets),
so tests can draw any view at any size.

:func:`layout` returns ``{"opp", "mid", "me", "hand", "card"}``: lists of rich
``Text`` lines, each at most ``width`` terminal cells (measured in cells, not
characters: a name in CJK or with an emoji takes two cells a character), and
together at most ``height`` lines.

Nothing of the seated player's own (their side, their hand, the highlighted
card) is cut silently: lines are laid out from whole tokens (:func:`flow`) and
wrap onto the next line; where rows run out the hand ends with "+3 more (H)"
and the card text with "… (i: more)", naming the key of the panel that shows
the rest. Only the opponent's names may be shortened (to fit their active row
on one line), and only once the rows are short.

When everything fits, more is shown (at 120x40: the hand one card a line with
its type and HP, the whole card text).
"""
from __future__ import annotations

import io
from dataclasses import dataclass
from dataclasses import field as dfield
from typing import Any, Iterable, Sequence

from rich.cells import cell_len
from rich.console import Console
from rich.text import Text

from holytable.engine.decision import Option
from holytable.engine.text import counted
from holytable.engine.view import View
from holytable.ui.opponents import after, focus
from holytable.ui.text import line, short

from .state import poss
from .view import Card, Player, Spot
from .why import NotOffered

PHASES = {"opening": "opening", "upkeep": "Upkeep", "roll": "Roll", "play": "Play", "combat": "Combat",
          "play2": "Play 2", "end": "End"}
KW = {"stoic": "St", "immortal": "Im", "counter": "Co", "cunning": "Cu", "poisoned": "Po", "silenced": "Si"}
RES = ("cp", "mp", "ap")
#: PN-7.1: what each die face gives.
FACE = {1: "CP", 2: "CP", 3: "MP", 4: "MP", 5: "AP", 6: "AP"}
#: What a player does with what is on the stack (the stack line).
STACK_VERBS = {"card": "plays", "attack": "attacks with", "ability": "uses"}
#: The board's two sides (the opponent's on top, yours below).
OPP, ME, HAND, CARD = "opp", "me", "hand", "card"
#: Where the highlighted card's text is cut: the key of the panel with every card.
MORE_TEXT = " … (i: more)"
#: A console for wrapping text in cells (never printed to).
_CONSOLE = Console(width=400, color_system=None, file=io.StringIO(), legacy_windows=False)

Tok = str | Text
#: ``(separator, token)``: the separator goes before the token when both are on one line.
Item = tuple[str, Tok]


# -- small texts ----------------------------------------------------------------------------
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
    """``"CP 2 MP 0 AP 1 · tokens CP1 MP0 AP0"`` (tokens only when there are some)."""
    return " · ".join(points_tokens(p))


def points_tokens(p: Player) -> list[str]:
    """The points, then the tokens when there are some: ``["CP 2 MP 0 AP 1", "tokens CP1 MP0 AP0"]``."""
    pts, tok = p.points, p.tokens
    out = [" ".join(f"{r.upper()} {getattr(pts, r)}" for r in RES)]
    if any(getattr(tok, r) for r in RES):
        out.append("tokens " + " ".join(f"{r.upper()}{getattr(tok, r)}" for r in RES))
    return out


def short_name(c: Card) -> str:
    """The name before its comma: "Thoth" for "Thoth, Scribe of the Gods"."""
    return c.name.split(",")[0]


def unit_token(sl: Spot, hl: set[str], name_w: int = 99) -> str:
    """One spot: ``"Heracles 9/9 St +1"`` (the name cut to ``name_w``
    characters: only the opponent's, and only when rows are short), ``"—"``
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
    return mark + curse + short(short_name(c), max(4, name_w)) + tail


def card_facts(c: Card) -> str:
    """``"character · Greek · class 2 · cost 3 · 9 HP · withdraw 2"``."""
    return " · ".join(fact_tokens(c))


def fact_tokens(c: Card) -> list[str]:
    """The card's facts, one token each (see :func:`card_facts`)."""
    bits = [c.type + (f" ({c.subtype})" if c.subtype else ""), c.pantheon or "",
            f"class {c.class_}", f"cost {c.cost} {pays(c)}"]
    if c.type == "character":
        bits.append(f"{hp_text(c)} HP" if c.hp_now is not None else f"{c.hp} HP")
        bits.append(f"withdraw {c.withdraw}")
    if c.type == "field":
        bits.append("Preservation" if c.preservation else f"decay {c.decay}")
        if c.turns_left is not None:
            bits.append(f"{counted(c.turns_left, 'turn')} left")
    return [b for b in bits if b]


#: Why a card in hand is not offered now (:mod:`.why`), in a few words.
WHY_NOT = {"twist_answers": "answers {answers} only", "not_in_window": "not as an answer",
           "play_phase": "in a Play phase only", "nothing_to_answer": "nothing to answer",
           "no_target": "no target", "c3": "C3 Cost not met", "no_room": "no free spot",
           "no_character": "no character for it"}
ANSWERS = {"attack": "attacks", "card": "cards", "any": "plays"}


def why_not_text(r: NotOffered) -> str:
    """``"needs 3 CP"``, ``"answers an attack only"``...: one reason in words."""
    if r.why == "cost":
        return "needs " + ", ".join(f"{n} {res}" for res, n in r.need)
    return WHY_NOT[r.why].format(answers=ANSWERS.get(r.answers or "", "plays"))


# -- laying out whole tokens ---------------------------------------------------------------
def _text(t: Tok) -> Text:
    """A token as Text (a Text as it is: :func:`flow` only reads it)."""
    return t if isinstance(t, Text) else Text(t)


def flow(items: Iterable[Item], width: int, indent: str = "  ") -> list[Text]:
    """Lines of at most ``width`` cells holding the tokens of ``items`` whole,
    in order. Each token goes after its separator while it fits on the line,
    else starts the next line after ``indent``; the first token's separator is
    the first line's margin. A token wider than a whole line is folded over
    lines (never cut)."""
    out: list[Text] = []
    cur = Text(no_wrap=True)
    fresh, first = True, True  # nothing on the line yet; the first line
    for sep, tok in items:
        t = _text(tok)
        if not fresh and cur.cell_len + cell_len(sep) + t.cell_len > width:
            out.append(cur)
            cur, fresh, first = Text(indent, no_wrap=True), True, False
        lead = sep if (first or not fresh) else ""
        if cur.cell_len + cell_len(lead) + t.cell_len > width:  # wider than a line: fold it
            cur.append(lead)
            room = max(1, width - max(cur.cell_len, cell_len(indent)))
            for k, p in enumerate(t.wrap(_CONSOLE, room, overflow="fold")):
                if k:
                    out.append(cur)
                    cur, first = Text(indent, no_wrap=True), False
                p.rstrip()
                cur.append_text(p)
        else:
            cur.append(lead)
            cur.append_text(t)
        fresh = False
    out.append(cur)
    return [ln for ln in out if ln.plain.strip()] or [Text("")]


def prose(text: str, width: int, indent: str = "") -> list[Text]:
    """``text`` wrapped on words into lines of at most ``width`` cells."""
    if not text:
        return []
    lines = Text(text).wrap(_CONSOLE, max(1, width - cell_len(indent)), overflow="fold")
    out = []
    for ln in lines:
        ln.rstrip()
        out.append(Text(indent) + ln if indent else ln)
    return out


def cut_with_hint(lines: list[Text], rows: int, width: int, hint: str) -> list[Text]:
    """The first ``rows`` of ``lines``; when some are left out, the last one
    shown ends with ``hint`` (which names the key that shows the rest)."""
    if len(lines) <= rows:
        return lines
    if rows <= 0:
        return []
    out = [ln.copy() for ln in lines[:rows]]
    last = out[-1]
    room = width - cell_len(hint)
    if last.cell_len > room:
        last.truncate(max(0, room))
        last.rstrip()
    last.append(hint, style="italic")
    return out


# -- one player's side -----------------------------------------------------------------------
def head_lines(p: Player, view: View, width: int, top: bool, with_points: bool) -> list[Text]:
    """``"▼ Ana (you)  WP 2/10 · deck 31 · hand 8 · priority"`` (and the points
    when ``with_points``), wrapped onto a second line rather than cut."""
    you = "" if top else " (you)"
    items: list[Item] = [("", Text(f"{'▲' if top else '▼'} {p.name}{you}", style="bold")),
                         ("  ", f"WP {p.wp}/{view.board.goal}"), (" · ", f"deck {p.deck}"),
                         (" · ", f"hand {p.hand_count}")]
    if p.out:
        items.append((" · ", "OUT"))
    if view.board.priority == p.seat:
        items.append((" · ", "priority"))
    if with_points:
        items += [(" · ", Text(t, style="bold")) for t in points_tokens(p)]
    return flow(items, width, indent="   ")


def active_lines(p: Player, hl: set[str], width: int, one_line: bool = False) -> list[Text]:
    """The active row: ``"Act 1 Heracles 9/9 St  2 —  3 —"``, names whole,
    wrapped onto a second line when they do not fit on one; ``one_line``
    (the opponent's, when rows are short) shortens names until the row fits
    on one line."""
    def row(name_w: int) -> list[Text]:
        items: list[Item] = [("  ", Text("Act", style="italic"))]
        items += [(" " if i == 0 else "  ", f"{sl.spot} {unit_token(sl, hl, name_w)}")
                  for i, sl in enumerate(p.active)]
        return flow(items, width, indent="      ")

    lines = row(99)
    if one_line and len(lines) > 1:
        for name_w in range(21, 7, -1):  # never shorter than 8 ("Centaur…"): two lines then
            if len(row(name_w)) == 1:
                return row(name_w)
    return lines


def rest_lines(p: Player, hl: set[str], width: int, together: bool | str) -> list[list[Text]]:
    """The bench, the field and the piles, names whole: on two lines (bench;
    piles and field), or flowed together (``together``) when rows are short;
    ``together`` "counts": only how many, with the keys of the panels that
    name them (the opponent's, when rows run out). A list of blocks (one, or
    the bench's and the piles')."""
    bench_units = [unit_token(sl, hl) for sl in p.bench if sl.card]
    bench: list[Item] = [("  ", f"Bench {len(bench_units)}/{len(p.bench)}" + (":" if bench_units else ""))]
    bench += [(" " if i == 0 else ", ", u) for i, u in enumerate(bench_units)]
    fields = [short_name(f) + (f" ({f.turns_left} turns)" if f.turns_left else "") for f in p.field]
    field: list[Item] = [(" · ", "field")] + [(" " if i == 0 else ", ", f) for i, f in enumerate(fields)]
    if not fields:
        field.append((" ", "—"))
    piles: list[Item] = [("  ", f"grave {len(p.graveyard)}"), (" · ", f"sealed {len(p.sealed)}")]
    if together == "counts":  # the names are in the B and G panels
        n_field = f"field {len(fields)}" if fields else "field —"
        return [flow([("  ", f"Bench {len(bench_units)}/{len(p.bench)}"), (" · ", n_field)]
                     + [(" · ", t) for _, t in piles] + [("  ", Text("(B, G)", style="italic"))], width, indent="    ")]
    if together:
        return [flow(bench + field + [(" · ", t) for _, t in piles], width, indent="    ")]
    return [flow(bench, width, indent="    "), flow(piles + field, width, indent="    ")]


def dice_lines(p: Player, width: int) -> list[Text]:
    state = "locked" if p.locked else (f"roll {p.rolls}/3" if p.rolls else "not rolled")
    return flow([("  ", f"dice {dice_text(p)}"), ("  ", f"({state})")], width, indent="    ")


def side_lines(p: Player, view: View, hl: set[str], width: int, top: bool,
               squeeze: frozenset[str] = frozenset(), memo: dict | None = None) -> list[Text]:
    """One player's side, the head line outermost (top for the opponent, bottom
    for you). ``squeeze`` saves lines: "rest" bench, field and piles flowed
    together, "active" the active row on one line (names shortened), "points"
    the points folded into the head line, "dice" the dice left out (only
    while that player is not rolling), "counts" bench, field and piles as
    counts (the B and G panels name them). ``memo``: a dict kept across
    calls for the same side (same ``p``, ``view``, ``hl``, ``width``,
    ``top``): each block is drawn once for each way it is squeezed."""
    memo = {} if memo is None else memo

    def block(key: tuple, make: Any) -> Any:
        if key not in memo:
            memo[key] = make()
        return memo[key]

    points = "points" in squeeze
    blocks = [block(("head", points), lambda: head_lines(p, view, width, top, points))]
    if not points:
        blocks.append(block(("points",), lambda: flow([("  ", Text(t, style="bold")) for t in points_tokens(p)],
                                                      width)))
    if "dice" not in squeeze:
        blocks.append(block(("dice",), lambda: dice_lines(p, width)))
    one_line = "active" in squeeze
    blocks.append(block(("active", one_line), lambda: active_lines(p, hl, width, one_line)))
    together = "counts" if "counts" in squeeze else "rest" in squeeze
    blocks += block(("rest", together), lambda: rest_lines(p, hl, width, together))
    if not top:
        blocks.reverse()
    return [ln for b in blocks for ln in b]


def stack_lines(view: View, width: int, last: int = 2) -> list[Text]:
    """What is being answered now, whole (on two lines if need be), drawn into
    the divider: ``"╌ » Ana attacks with Spear Thrust → Scarab Swarm (Bo, 3 HP) ╌╌"``."""
    names = view.names
    long_names = {c.name for c in all_cards(view)[0].values() if "," in c.name}
    out = []
    for o in (view.board.stack or [])[-last:]:
        what = o.what
        for n in long_names:
            what = what.replace(n, n.split(",")[0])
        tg = (" → " + ", ".join(o.targets)) if o.targets else ""
        for n in long_names:
            tg = tg.replace(n, n.split(",")[0])
        x = " (cancelled)" if o.cancelled else ""
        verb = STACK_VERBS.get(o.kind)
        who = f"{names[o.seat]} {verb} " if verb else ""
        body = prose(f"{who}{what}{tg}{x}", width - 5)
        for k, b in enumerate(body):
            lead = Text("╌ » " if k == 0 else "╌   ", style="dim")
            lead.stylize("bold", 2, 3)
            ln = lead + b + Text(" ")
            ln.append("╌" * max(0, width - ln.cell_len), style="dim")
            out.append(ln)
    return out


# -- the cards -------------------------------------------------------------------------------
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


def hand_lines(me: Player, view: View, card: Card | None, private: bool, width: int,
               mode: str = "flow", rows: int | None = None) -> list[Text]:
    """The hand under its heading. ``mode`` "text": a card a line with its
    type (and HP), its text under it; "lines": the same without the text; "flow": ``"Name 2CP"`` tokens, names whole, wrapped; at
    most ``rows`` rows of cards, the last ending "+3 more (H)" when some are
    left out."""
    if not private or me.hand is None:
        head = Text(f"── {poss(me.name)} hand: {me.hand_count} cards (hidden) ", style="dim")
        return flow([("", head), ("", Text("─" * max(0, width - head.cell_len), style="dim"))], width)
    head = f"── {poss(me.name)} hand ({len(me.hand)}) "
    keys = " H/B/G/i: card panels ─"
    if cell_len(head) + cell_len(keys) + 2 > width:
        keys = " H: panel ─" if cell_len(head) + 13 <= width else ""
    out = [line(Text(head, style="dim"), Text("─" * max(0, width - cell_len(head) - cell_len(keys)), style="dim"),
                Text(keys, style="dim"), width=width)]
    if not me.hand:
        return out + [Text("  (empty)", style="italic")]
    return out + hand_rows(me.hand, card, width, mode=mode, rows=rows)


def _hand_token(c: Card, on: bool, mode: str, n: int = 1) -> Text:
    """One hand entry: ``n`` copies of the card ``c`` ("Bastet 2CP ×2")."""
    t = Text()
    t.append(">" if on else " ", style="bold")
    times = f" ×{n}" if n > 1 else ""
    if mode in ("lines", "text"):
        facts = [c.type + (f" ({c.subtype})" if c.subtype else "")]
        if c.type == "character":
            facts.append(f"{c.hp} HP")
        t.append(f"{c.name} {c.cost}{pays(c)}{times}", style="reverse bold" if on else "")
        t.append(" · " + " · ".join(facts), style="dim")
        return t
    t.append(f"{short_name(c)} {c.cost}{pays(c)}{times}", style="reverse bold" if on else "")
    return t


def hand_groups(hand: Sequence[Card]) -> list[list[Card]]:
    """The hand's cards, copies of one card together (by key, in the order
    of each one's first copy): "Bastet 2CP ×2", as Holy Wars shows them
    (fresh19/20 read "Medusa 2CP  Medusa 2CP")."""
    groups: dict[str, list[Card]] = {}
    for c in hand:
        groups.setdefault(c.key, []).append(c)
    return list(groups.values())


def hand_rows(hand: Sequence[Card], card: Card | None, width: int, name_w: int | None = None,
              mode: str = "flow", rows: int | None = None) -> list[Text]:
    """The hand's cards (``"Name 2CP"``, names whole), the highlighted one
    ``>`` and reversed; a card a line in ``mode`` "lines". At most ``rows``
    rows: then the last row ends with "+n more (H)" (the hand panel).
    ``mode`` "text" puts each card's text under it.
    ``name_w`` is ignored (names are never cut)."""
    groups = hand_groups(hand)
    ons = [card is not None and any(c.uid == card.uid for c in g) for g in groups]
    toks = [_hand_token(g[0], on, mode, len(g)) for g, on in zip(groups, ons)]
    if mode in ("lines", "text"):
        lines = []
        for g, t in zip(groups, toks):
            lines += flow([("", t)], width, indent="    ")
            if mode == "text":
                lines += [Text(ln.plain, style="dim") for ln in prose(g[0].text or "", width, indent="    ")]
        if rows is None or len(lines) <= rows:
            return lines
        mode, toks = "flow", [_hand_token(g[0], on, "flow", len(g)) for g, on in zip(groups, ons)]
    lines = flow([("" if i == 0 else " ", t) for i, t in enumerate(toks)], width, indent="")
    if rows is None or len(lines) <= rows:
        return lines
    rows = max(1, rows)
    for shown in range(len(toks) - 1, -1, -1):
        left = sum(len(g) for g in groups[shown:])  # cards, not entries
        more = Text(f"+{left} more (H)", style="bold italic")
        lines = flow([("" if i == 0 else " ", t) for i, t in enumerate(toks[:shown])] + [(" ", more)],
                     width, indent="")
        if len(lines) <= rows:
            return lines
    return lines  # pragma: no cover - "+n more (H)" alone fits on a row


def card_lines(card: Card | None, opt: Option | None, width: int, rows: int | None) -> list[Text]:
    """The highlighted card: its name and facts (wrapped, never cut), then its
    text on at most ``rows`` lines (None: all of it), ending "… (i: more)"
    when cut; with ``rows`` 0 the heading says "(i: text)"."""
    if card is None:
        if opt is None:
            return []
        return flow([("", Text("── ", style="dim")), ("", Text(opt.label, style="bold"))], width, indent="   ")
    items: list[Item] = [("", Text("── ", style="dim")), ("", Text(card.name, style="bold"))]
    items += [(" · ", f) for f in fact_tokens(card)]
    text = prose(card.text or "", width)
    if rows == 0 and text:
        items.append(("  ", Text("(i: text)", style="italic")))
    head = flow(items, width, indent="   ")
    return head + (text if rows is None else cut_with_hint(text, rows, width, MORE_TEXT))


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
    return flow([("", Text("── ", style="dim")), ("", Text(f"If locked: {now}", style="bold")),
                 ("  · ", "1-2 CP 3-4 MP 5-6 AP")], width, indent="   ")


# -- the whole board ------------------------------------------------------------------------
def opponents(view: View, seat: int, highlighted: Option | None) -> tuple[Player, list[Player]]:
    """``(the opponent drawn in full, the others)``: at a table of three or
    more, the one the highlighted option aims at, else the next in seat
    order still in the game (:func:`holytable.ui.opponents.focus`); the
    others in seat order after ``seat``. Two players: ``(the other, [])``."""
    players = view.board.players
    n = len(players)
    others = [p.seat for p in players if p.seat != seat]
    if not others:
        return players[seat], []

    def holder(uid: str) -> int | None:
        for p in players:
            cards = [sl.card for sl in p.active + p.bench] + [k for sl in p.active + p.bench for k in sl.curses]
            if any(c is not None and c.uid == uid for c in [*cards, *p.field]):
                return p.seat
        return None

    shown = focus(seat, others, n, highlighted, holder, lambda s: players[s].out)
    return players[shown], [players[s] for s in after(seat, others, n) if s != shown]


def other_lines(p: Player, view: View, width: int) -> list[Text]:
    """An opponent not drawn in full, on one line (a second when it cannot
    fit, never cut): ``"▲ Cy  WP 3/10 · CP1 MP0 AP2 · hand 5 · on board 2 ·
    priority (B)"``: their public standing; B shows their cards."""
    pts = p.points
    units = sum(1 for sl in p.active + p.bench if sl.card is not None)
    items: list[Item] = [("", Text(f"▲ {p.name}", style="bold")), ("  ", f"WP {p.wp}/{view.board.goal}"),
                         (" · ", f"CP{pts.cp} MP{pts.mp} AP{pts.ap}"), (" · ", f"hand {p.hand_count}"),
                         (" · ", f"on board {units}")]
    if p.out:
        items.append((" · ", "OUT"))
    if view.board.priority == p.seat:
        items.append((" · ", "priority"))
    items.append((" ", "(B)"))
    return flow(items, width, indent="   ")


def recent_lines(view: View, rows: int, width: int) -> list[Text]:
    """The newest log lines in at most ``rows`` screen lines, each whole
    (wrapped; an older line that does not fit whole is left out: ``L`` shows
    the log)."""
    out: list[Text] = []
    if rows <= 0:
        return out
    for text in reversed([e.text for e in view.log if e.text.strip()]):
        lines = [Text(("· " if i == 0 else "  ") + ln.plain, style="dim italic")
                 for i, ln in enumerate(prose(text, width - 2))]
        if len(out) + len(lines) > rows:
            break
        out = lines + out
    return out


def layout(view: View, seat: int, highlighted: Option | None, width: int, height: int,
           recent: int = 0) -> dict[str, Any]:
    """The board's lines at ``width`` x ``height``: ``{"opp", "recent", "mid",
    "me", "hand", "card"}`` (lists of Text, together at most ``height`` lines
    when the seated player's own parts fit at all). ``recent``: at most this
    many of the newest log lines fill the rows left over (for a screen whose
    side log is hidden).

    Everything is drawn at its fullest first (the hand a card a line with
    its text, the whole card text); while too tall, it gives way in this
    order: the hand without its texts, the hand flowed on rows, the card
    text on 3 then 2 lines, bench/field/piles flowed together (both sides),
    the opponent's dice (while not rolling), the points folded into the
    head lines, the card text on 1 line, the opponent's bench, field and
    piles as counts, the opponent's active row on one line (names
    shortened, to 8 characters at least: fresh19/20 read "Centaur Outrid…"
    when this came before the card text's last line), the hand's rows down to two ("+n more (H)"),
    the older stack line, the card text (its heading says "(i: text)"), the
    hand's second row; last, the opponent's lines from the divider up. Your
    own side and the headings are never cut.
    """
    players = view.board.players
    me = players[seat]
    private = view.player == seat
    opp, others = opponents(view, seat, highlighted if private else None)
    # three seats and more: one line for each opponent not drawn in full (never cut)
    blocks = [other_lines(p, view, width) for p in others]
    rest = [ln for b in blocks for ln in b]
    hl, card = option_card(view, highlighted if private else None)
    if card is not None and not private:
        card = None
    rolling = private and view.decision_kind == "roll" and view.deciding == seat  # not the computer's roll
    fit = Fit(hand="text")

    # Each step of giving way changes one part: the others are drawn once
    # (keyed by what they depend on) and reused; each draw gets fresh lists.
    drawn: dict[tuple, list[Text]] = {}
    opp_memo: dict = {}
    me_memo: dict = {}

    def part(key: tuple, make: Any) -> list[Text]:
        if key not in drawn:
            drawn[key] = make()
        return list(drawn[key])

    def draw() -> dict[str, list[Text]]:
        opp_sq, me_sq = frozenset(fit.opp), frozenset(fit.me)
        mid = part(("mid", fit.stack), lambda: stack_lines(view, width, fit.stack)
                   or [line(Text("╌" * width, style="dim"), width=width)])
        card_part = part(("card", fit.card), lambda: roll_lines(me, width) if rolling
                         else card_lines(card, highlighted if private else None, width, fit.card))
        return dict(opp=rest + part(("opp", opp_sq), lambda: side_lines(opp, view, hl, width, True, opp_sq,
                                                                          opp_memo)),
                    mid=mid, me=part(("me", me_sq), lambda: side_lines(me, view, hl, width, False, me_sq, me_memo)),
                    hand=part(("hand", fit.hand, fit.hand_rows),
                              lambda: hand_lines(me, view, card, private, width, fit.hand, fit.hand_rows)),
                    card=card_part)

    def over(parts: dict[str, list[Text]]) -> int:
        return sum(len(v) for v in parts.values()) - height

    opp_rolls = opp.rolls > 0 and not opp.locked
    steps = [("hand", "lines"), ("hand", "flow"), ("card", 3), ("card", 2), (OPP, "rest"), (ME, "rest"),
             *([] if opp_rolls else [(OPP, "dice")]), (OPP, "points"), (ME, "points"),
             ("card", 1), (OPP, "counts"), (OPP, "active")]
    parts = draw()
    while over(parts) > 0 and steps:
        fit.give(*steps.pop(0))
        parts = draw()
    for what, least in (("hand_rows", 2), ("stack", 1), ("card", 0), ("hand_rows", 1)):
        if over(parts) <= 0:
            break
        if what == "hand_rows":  # as many rows as the rest leaves, down to ``least``
            if not (private and me.hand):
                continue
            least = max(least, len(parts[HAND]) - 1 - over(parts))
        fit.give(what, least)
        parts = draw()
    # last: the opponent's lines nearest the divider (their head line stays)
    top, bottom = parts[OPP], parts[CARD]
    while over(parts) > 0 and len(top) > len(rest) + 1:
        top.pop()
    while over(parts) > 0 and bottom:
        bottom.pop()
    # rows to spare (a tall terminal): each other opponent's active row under their line
    spare = -over(parts)
    if blocks and spare > 0:
        grown: list[Text] = []
        for p, b in zip(others, blocks):
            row = active_lines(p, hl, width, True)
            if len(row) <= spare:
                b = b + row
                spare -= len(row)
            grown += b
        parts[OPP] = grown + parts[OPP][len(rest):]
        spare = -over(parts)
    parts["recent"] = recent_lines(view, min(recent, spare), width)
    return parts


@dataclass
class Fit:
    """How far :func:`layout` has given way: the hand ``"lines"`` or
    ``"flow"`` and its rows (None: all), the card text's rows (None: all),
    the stack lines shown, what each side squeezes (see :func:`side_lines`)."""

    hand: str = "lines"
    hand_rows: int | None = None
    card: int | None = None
    stack: int = 2
    opp: set[str] = dfield(default_factory=set)
    me: set[str] = dfield(default_factory=set)

    def give(self, what: str, how: Any) -> None:
        """One step: ``(OPP or ME, squeeze)`` or ``(attribute, value)``."""
        if what in (OPP, ME):
            getattr(self, what).add(how)
        else:
            setattr(self, what, how)
