"""Holdfast's screen: the board drawn from ``HoldfastGame.view(player)``.

The board (left of the log), top to bottom, mirrored like a table so that what
is in range reads at a glance (docs/rules/holdfast.md, HF-6.5):

- the opponent: name, deck, hand, rubble and void counts; their store (the five
  kinds of bounty against capacity, what they harvest, their resources); their
  **courtyard** (out of range from the outland while the perimeter holds); their
  **perimeter** (structures side by side, ``╳gap`` where one fell, ``BREACHED``);
- the **outland**, shared by everyone: the opponent's cards, then yours; the
  shared **middling** on its rule;
- an assault being gathered or resolved: target, group, strength against
  morale, the damage split so far;
- your perimeter, your courtyard, your store, your name line;
- your hand (only while you hold the keyboard) and the card panel: the full
  text of the card the highlighted option is about.

Nothing of yours is shortened (issue 11): your cards, store, name line and
hand wrap on whole names, and where the rows run out the rest is counted with
the key that shows it ("+5 more (h)", "+2 more (i)"); lines are measured in
terminal cells (CJK names take two a letter). The opponent's side may shorten
names ("Levy Recr…"), ``i`` shows them whole. Below LOG_MIN_WIDTH columns the
side log is hidden and the board takes the width; the newest log entries fill
its spare rows. Rows left over go to your hand, then the card's text, then
(a tall terminal) your hand one card a line with its cost.

A card reads ``Name s/f/m``: strength / fortitude left / morale. Nothing is told
by colour alone: ``⤵`` no action left this turn, ``dmg3`` damage marked,
``▒`` face down (an opponent's face-down card is only ``▒face-down``; the view
never holds its name, HF-14.2), ``[Sentinel 2/4/3, ·]`` the occupants housed in
a structure (``·`` an empty place), ``+Iron Sword`` an attached gear or
fortification, ``*`` a member of the assault group, ``◎`` the card assaulted,
``>`` the card(s) the highlighted option is about.

Keys: the shell's arrows, Enter, 1-9 (and the letters it gives options 10 and
up), u, L, ?, Esc; ``0`` picks the last option (End, Back, Pass), PgUp/PgDn
jump between kinds of option; ``h`` your hand in full, ``i`` every card on the
table (:class:`CardsScreen`, Esc closes). The prompt shows as many options as
fit and scrolls with the cursor; the HF-1.1 warning opens on "Back".

The drawing is pure (:func:`layout`), so tests can draw any view at any size.
"""
from __future__ import annotations

from collections import Counter
from itertools import islice
from typing import Any, Callable, Iterable

from rich.cells import cell_len
from rich.text import Text
from textual.binding import Binding

from holytable.engine.decision import Option
from holytable.engine.text import counted
from holytable.engine.view import View
from holytable.games.holdfast.view import Card, Side
from holytable.games.holdfast.why import not_offered
from holytable.ui.board import PartsBoard
from holytable.ui.game_screen import GameScreen
from holytable.ui.modals import CardsScreen
from holytable.ui.opponents import after, focus
from holytable.ui.text import line, short

#: Below this terminal width the side log is hidden, so that the board has the
#: whole width and your own cards, hand and store read in full (``L`` shows
#: the log; the newest entries fill the board's spare rows, at most
#: RECENT_LINES of them).
LOG_MIN_WIDTH = 100
#: From this terminal height the prompt shows 4 option lines, not 3.
TALL_HEIGHT = 28
#: The header's room at 80 columns (the shell puts a space before it).
HEADER_WIDTH = 78
RECENT_LINES = 4
KINDS = ("current", "material", "production", "stock", "wealth")
ABBR = {"current": "Cur", "material": "Mat", "production": "Pro", "stock": "Sto", "wealth": "Wea"}
PHASES = {"setup": "setup", "harvest": "Harvest", "maintenance": "Maintenance", "command": "Command Phase",
          "assault": "Assault Phase", "end": "End Phase"}
#: The board's symbols in one line (the h and i panels, the rules page's "On screen").
LEGEND = ("s/f/m strength/fortitude/morale · ⤵ acted · * assailant · ◎ target · ▒ face down · "
          "[·] empty place · ╳ gap · » pending · dmgN damage · #n copy")
#: Help for options that are not about one card.
HINTS = {
    "end": "End the Command Phase anyway: you will lose in the End Phase (HF-1.1).",
    "perimeter": "Connect two or more of your free structures standing alone in the outland into a perimeter: "
                 "your courtyard lies behind it, out of range from the outland (HF-6.1).",
    "confirm": "Confirm the toggled cards ([x]) and go on.",
    "back": "Go back: nothing is paid or used.",
    "pass": "Pass: spring no trap now. This window opens at every assault, whatever you hold, so passing "
            "tells nothing (HF-13.2).",
    "keep": "Keep the bounty in your store.",
    "flush": "Empty your whole store (every kind) before the harvest (HF-4.2).",
    "stay": "Back to the Command Phase.",
    "pay_all": "Pay it all in one choice. The suggested split keeps the kinds the cards in your hand need.",
    "stop": "Stop offering cards: your store pays what it can of the upkeep and the rest goes unpaid. It is not "
            "owed later; every card stays in play.",
}


# -- text helpers ---------------------------------------------------------------


def rule(title: str | Text, width: int, ch: str = "─") -> Text:
    """``── title ─────`` across ``width`` cells."""
    t = Text(ch * 2 + " ", style="dim", no_wrap=True)
    t.append_text(title if isinstance(title, Text) else Text(title, style="bold"))
    t.append(" " + ch * max(0, width - t.cell_len - 1), style="dim")
    t.truncate(width)
    return t


def fold(t: Text, width: int) -> list[Text]:
    """``t`` cut into pieces of at most ``width`` cells (terminal cells, not
    characters: a CJK letter takes two), nothing dropped."""
    width = max(1, width)
    out: list[Text] = []
    rest = t
    while rest.cell_len > width:
        k, used = 0, 0
        plain = rest.plain
        while k < len(plain) and used + cell_len(plain[k]) <= width:
            used += cell_len(plain[k])
            k += 1
        k = max(1, k)
        head, rest = rest.divide([k])
        out.append(head)
    out.append(rest)
    return out


def more_token(n: int, key: str) -> Text:
    """``+3 more (i)``: what a zone or the hand leaves out, and the key that shows it."""
    return Text(f"+{n} more ({key})", style="bold")


def _pack(head: Text, tokens: list[Text], width: int, sep: str, indent: int, join: bool) -> list[Text]:
    """``head`` then ``tokens`` on lines of ``width`` cells, no token broken
    unless it is wider than a whole line (then it is folded onto the next)."""
    packed: list[Text] = []
    cur = Text(no_wrap=True)
    cur.append_text(head)
    col, empty = cur.cell_len, True
    for tok in tokens:
        gap = "" if empty else sep
        if not empty and col + cell_len(gap) + tok.cell_len > width:
            packed.append(cur)
            cur = Text(" " * indent, no_wrap=True)
            col, empty, gap = indent, True, sep if join else ""
        pieces = fold(tok, width - max(col, indent) - cell_len(gap)) if tok.cell_len > width - col - cell_len(gap) \
            else [tok]
        for i, piece in enumerate(pieces):
            if i:
                packed.append(cur)
                cur = Text(" " * indent, no_wrap=True)
                col = indent
            else:
                cur.append(gap, style="dim")
                col += cell_len(gap)
            cur.append_text(piece)
            col += piece.cell_len
        empty = False
    packed.append(cur)
    return packed


def pack(label: Text | str, tokens: list[Text], width: int, sep: str = " · ", indent: int = 4,
         rows: int | None = None, join: bool = False, key: str = "i", keep: int | None = None) -> list[Text]:
    """``label`` then ``tokens`` laid on lines of ``width`` cells (terminal
    cells), no token broken (one wider than a whole line is folded, never
    cut); at most ``rows`` lines: when tokens are left out the last line ends
    "+n more (key)", ``key`` opening a panel with them all. ``keep``: the index
    of a token that stays on screen whatever is left out (the highlighted
    card). ``join``: ``sep`` joins the tokens (a perimeter's "═"), so a
    wrapped line starts with it."""
    head = label if isinstance(label, Text) else Text(label, style="italic")
    widths = [t.cell_len for t in tokens]
    sep_w, head_w = cell_len(sep), head.cell_len
    if rows is None or _lines(head_w, widths, width, sep_w, indent, join) <= rows:
        return _pack(head, tokens, width, sep, indent, join)
    for n in range(len(tokens) - 1, -1, -1):
        order = list(range(n))
        if keep is not None and keep >= n and n:
            order = order[:-1] + [keep]
        more = more_token(len(tokens) - n, key)
        if n == 0 or _lines(head_w, [widths[i] for i in order] + [more.cell_len], width, sep_w, indent,
                            join) <= rows:
            lines = _pack(head, [tokens[i] for i in order] + [more], width, sep, indent, join)
            if len(lines) <= rows or n == 0:
                return lines[:rows]
    return []


def _lines(head_w: int, widths: list[int], width: int, sep_w: int, indent: int, join: bool) -> int:
    """How many lines :func:`_pack` takes for tokens of ``widths`` cells
    (counted, not drawn)."""
    n, col, empty = 1, head_w, True
    for w in widths:
        gap = 0 if empty else sep_w
        if not empty and col + gap + w > width:
            n, col, empty = n + 1, indent, True
            gap = sep_w if join else 0
        if w > width - col - gap:  # folded onto the lines below
            room = max(1, width - max(col, indent) - gap)
            pieces = -(-w // room)
            n += pieces - 1
            col = indent + (w - room * (pieces - 1))
        else:
            col += gap + w
        empty = False
    return n


def bounty_short(amounts: tuple[int, ...], any_: int = 0) -> str:
    """``"Mat 2 Sto 3 any 1"`` (``amounts`` in KINDS order); ``"—"`` when nothing."""
    parts = [f"{ABBR[k]} {n}" for k, n in zip(KINDS, amounts) if n]
    if any_:
        parts.append(f"any {any_}")
    return " ".join(parts) or "—"


# -- the cards in a view ------------------------------------------------------------
def field_pieces(p: Side) -> Iterable[Card]:
    """Every card of player ``p`` on the field (occupants and attachments too)."""
    def walk(c: Card) -> Iterable[Card]:
        yield c
        for o in c.occupants:
            yield from walk(o)
        for a in c.attached:
            yield from walk(a)

    for zone in ("outland", "courtyard", "perimeter"):
        for c in getattr(p, zone):
            if not c.gap:
                yield from walk(c)


class Cards:
    """Every card the view shows, by uid, by face-down tag and by key (the
    viewer's own first)."""

    def __init__(self, view: View, first: int | None = None) -> None:
        self.by_uid: dict[str, Card] = {}
        self.by_fd: dict[str, Card] = {}
        self.by_key: dict[str, Card] = {}
        players = list(view.board.players)
        if first is not None and 0 <= first < len(players):
            players = players[first:] + players[:first]
        for p in players:
            for c in p.hand or []:
                self.add(c)
        for p in players:
            for c in field_pieces(p):
                self.add(c)
            for zone in ("resources", "rubble", "void"):
                for c in getattr(p, zone):
                    self.add(c)
        for c in view.board.middling + view.board.stack:
            self.add(c)
        a = view.board.assault
        if a and a.target:
            self.add(a.target)

    def add(self, c: Card) -> None:
        if c.fd:
            self.by_fd.setdefault(c.fd, c)
        if c.uid is not None:
            self.by_uid.setdefault(c.uid, c)
            self.by_key.setdefault(c.key, c)

    def get(self, handle: str) -> Card | None:
        return self.by_uid.get(handle) or self.by_fd.get(handle)


#: Options whose first card is the one acting and the rest what it acts on: the
#: board marks only the rest (a target, the structure a card is housed in).
ACTOR_FIRST = frozenset({"target", "place", "move_to"})


def marked(opt: Option) -> tuple[str, ...]:
    """The handles (uids, face-down tags) of the cards ``opt`` acts on."""
    return opt.cards[1:] if opt.verb in ACTOR_FIRST else opt.cards


def option_refs(view: View, opt: Option | None, cards: Cards) -> tuple[set[str], Card | None]:
    """``(handles, card)``: the uids / face-down tags the option ``opt`` is
    about (the board marks them), and the card whose text the card panel shows
    (None: no card): the option's own card (``opt.card``, the very copy when
    one of its cards is it), else the last card it marks that has a name
    (somebody else's face-down card has no text to show)."""
    if not opt:
        return set(), None
    on = [h for h in marked(opt) if cards.get(h) is not None]
    if opt.card:
        mine = [c for h in opt.cards if (c := cards.get(h)) is not None and c.key == opt.card]
        named = [c for h in on if cards.get(h).name is not None]
        return set(on), mine[0] if mine else cards.by_key.get(opt.card, named[0] if named else None)
    named = [c for h in on if (c := cards.get(h)).name is not None]
    return set(on), named[-1] if named else None


def handle_of(c: Card) -> str:
    return c.uid or c.fd or ""


def spent(c: Card) -> bool:
    """No action left this turn (HF-9.1)."""
    if c.face_down or c.where is None:
        return False
    return c.acted >= (c.acts or 1) and c.type in ("denizen", "structure", "belonging")


def acts_left(c: Card) -> int | None:
    """Actions left this turn (HF-9.1); None when the card does not act."""
    if c.face_down or c.where is None or c.type not in ("denizen", "structure", "belonging"):
        return None
    return max(0, (c.acts or 1) - c.acted)


def stats_text(c: Card) -> str:
    if c.strength is None:
        return ""
    return f"{c.strength}/{c.fortitude_left}/{c.morale}"


class Marks:
    """What the board marks: the highlighted option's cards, the assault."""

    def __init__(self, view: View, hl: set[str]) -> None:
        self.hl = hl
        a = view.board.assault
        self.group = set(a.group if a else ()) | set(view.board.selection)
        tgt = a.target if a else view.board.group_target
        self.target = handle_of(tgt) if tgt else ""


def piece_token(c: Card, marks: Marks, level: int, dup: Counter | None = None, whole: bool = False) -> Text:
    """One card on the field (see the module docstring for the marks).

    ``level`` 0 shows everything; 1 shortens names and attachments; 2 drops
    stats of occupants and cuts names harder; 3 shows names only. ``whole``
    (your own cards): names and attachments are never shortened, whatever
    the level."""
    h = handle_of(c)
    t = Text(no_wrap=True)
    if h in marks.hl or (c.fd and c.fd in marks.hl):
        t.append(">", style="bold")
    if h and h == marks.target:
        t.append("◎", style="bold")
    if c.uid in marks.group:
        t.append("*", style="bold")
    if c.face_down:
        t.append("▒", style="dim")
    if c.name is None:  # somebody else's face-down card: a position, nothing more
        t.append("face-down" if level < 2 else "fd", style="italic")
        return t
    if spent(c):
        t.append("⤵")
    cut = 99 if whole else (40, 16, 13, 10)[level]  # the pool's longest name has 16 letters
    name = short(c.name, cut)
    if dup is not None and dup[c.name] > 1 and (level < 3 or whole):
        name += "#" + str(c.copy)
    t.append(name, style="bold" if c.type == "structure" else "")
    st = stats_text(c)
    if st and level < 3:
        t.append(" " + st)
    if c.damage:
        t.append(f" dmg{c.damage}", style="bold")
    for a in c.attached:
        if whole:
            t.append(" +" + ("▒" if a.face_down else "") + (a.name or "face-down"))
        elif level == 0:
            t.append(" +" + ("▒" if a.face_down else "") + short(a.name or "face-down", 14))
        elif level < 3:
            t.append(" +" + short(a.name or "?", 6))
    if c.type == "structure" and (c.housing or 0) + len(c.occupants):
        occ = [piece_token(o, marks, min(3, level + 1) if level else 0, whole=whole) for o in c.occupants]
        free = max(0, (c.housing or 0) - len(occ))
        t.append("[")
        for i, o in enumerate(occ):
            if i:
                t.append(", ")
            t.append_text(o)
        for i in range(free):
            t.append(", ·" if occ or i else "·")
        t.append("]")
    return t


# -- the zones ------------------------------------------------------------------------------
def head_line(p: Side, view: View, top: bool, width: int, level: int) -> Text:
    """The opponent's name line, ``▲ Bo · Raiders · deck 8 · hand 12 · rubble 1
    · void 1`` (the deck's name only when everything fits), cut with "… (i)"
    at ``width`` (``i`` shows it all); your own is :func:`own_lines`, never cut."""
    you = "" if top or view.player is None else " (you)"
    t = Text(no_wrap=True)
    t.append(f"{'▲' if top else '▼'} {p.name}{you}", style="bold")
    bits = [f"deck {p.deck}", f"hand {p.hand_count}", f"rubble {len(p.rubble)}", f"void {len(p.void)}"]
    if p.war_tax:
        bits.append("war tax 2")
    if not p.alive:
        bits.append("OUT")
    rest = " · " + " · ".join(bits)
    if not top and t.cell_len + len(rest) > width:  # ▼ says it is yours
        t = Text(f"▼ {p.name}", style="bold", no_wrap=True)
    if p.deck_name and t.cell_len + len(rest) + len(p.deck_name) + 3 <= width:
        t.append(f" · {p.deck_name}", style="italic")
    t.append(rest)
    if t.cell_len > width:  # cut: say which key shows it all
        t.truncate(max(1, width - 4), overflow="ellipsis")
        t.append(" (i)", style="dim")
    return t


def store_line(p: Side, width: int, level: int, rows: int = 1) -> list[Text]:
    """The opponent's store: the five kinds against capacity, then (as far as
    they fit on ``rows`` lines) what they harvest, levies and resources (their
    upkeep is not in their view: it counts face-down cards)."""
    store = p.store
    t = Text("  ", no_wrap=True)
    t.append(f"bounty {p.stored}/{p.capacity}:", style="bold")
    for k, n in zip(KINDS, store):
        t.append(f" {ABBR[k]} {n}")
    extra = []
    up = p.upkeep
    if up and level < 3:
        due = bounty_short(up.kinds, up.any)
        extra.append("no upkeep" if due == "—" else f"upkeep {due}")
    if p.harvest is not None and level < 3:
        extra.append(f"harvest {bounty_short(p.harvest)}")
    for lv in p.levies:
        extra.append(f"levy {lv.name} ({lv.turns} turn{'' if lv.turns == 1 else 's'})")
    if level < 2:
        extra.append(counted(len(p.resources), "resource"))
    lines = [t]
    if rows > 1 and t.cell_len + sum(3 + len(e) for e in extra) > width:  # room to spare: a second line
        lines.append(Text("   ", no_wrap=True))
    for e in extra:
        sep = " · " if lines[-1].plain.strip() else " "
        if lines[-1].cell_len + len(sep) + len(e) <= width:
            lines[-1].append(sep, style="dim")
            lines[-1].append(e)
    lines[0].truncate(width, overflow="ellipsis")
    return lines


def own_lines(p: Side, width: int, srow: int, public: bool = False) -> list[Text]:
    """Your store and name line, whole, wrapped on whole items: the five
    stores against capacity, upkeep, harvest, levies, resources (``srow`` 0:
    all on the name line's items; else the store above the name line). The
    deck's name shows only when it fits on the name line."""
    you = Text(f"▼ {p.name}" if public else f"▼ {p.name} (you)", style="bold")  # a watcher is nobody's seat
    bits = [Text(b) for b in (f"deck {p.deck}", f"hand {p.hand_count}", f"rubble {len(p.rubble)}",
                              f"void {len(p.void)}")]
    if p.war_tax:
        bits.append(Text("war tax 2"))
    if not p.alive:
        bits.append(Text("OUT", style="bold"))
    bounty = Text(f"bounty {p.stored}/{p.capacity}:", style="bold")
    for k, n in zip(KINDS, p.store):
        bounty.append(f" {ABBR[k]} {n}")
    store = [bounty]
    up = p.upkeep
    if up:
        due = bounty_short(up.kinds, up.any)
        store.append(Text("no upkeep" if due == "—" else f"upkeep {due}"))
    if p.harvest is not None:
        store.append(Text(f"harvest {bounty_short(p.harvest)}"))
    for lv in p.levies:
        store.append(Text(f"levy {lv.name} ({lv.turns} turn{'' if lv.turns == 1 else 's'})"))
    store.append(Text(counted(len(p.resources), "resource")))
    if p.deck_name:
        named = [Text(p.deck_name, style="italic")] + bits
        if len(_pack(you, [Text("")] + named, width, " · ", 2, False)) == 1:
            bits = named
    if srow == 0:
        return pack(you, [Text("")] + bits + store, width, indent=2)
    return pack(Text("  "), store, width, indent=3) + pack(you, [Text("")] + bits, width, indent=2)


def compact_store(p: Side) -> str:
    """``"bounty 9/20 Pro 1 Sto 8"``: the kinds held (for a tiny board)."""
    return f"bounty {p.stored}/{p.capacity} {bounty_short(p.store)}"


def dup_names(p: Side) -> Counter:
    """How often each name shows on ``p``'s field (copies get ``#n``)."""
    return Counter(c.name for c in field_pieces(p) if c.name is not None and c.where in
                   ("outland", "courtyard", "perimeter", "housed"))


def perimeter_lines(p: Side, marks: Marks, width: int, level: int, rows: int | None, whole: bool = False) -> list[Text]:
    """``p``'s perimeter, structures joined by "═" (``whole``: names never
    shortened, see :func:`piece_token`); "+n more (i)" past ``rows`` lines."""
    if not p.perimeter:
        return [line(Text("  no perimeter, no courtyard", style="italic"), width=width)]
    dup = dup_names(p)
    toks = [Text("╳gap", style="bold") if s.gap else piece_token(s, marks, level, dup, whole) for s in p.perimeter]
    label = Text("  perimeter", style="italic")
    if p.breached:
        label.append(" BREACHED", style="bold reverse")
    label.append(": ")
    return pack(label, toks, width, sep="═", rows=rows, indent=3, join=True)


def courtyard_lines(p: Side, marks: Marks, width: int, level: int, rows: int | None, whole: bool = False) -> list[Text]:
    if not p.perimeter:
        return []
    dup = dup_names(p)
    toks = [piece_token(c, marks, level, dup, whole) for c in p.courtyard]
    label = Text("  courtyard", style="italic")
    if p.breached:
        label.append(" (breached: open)", style="bold")
    label.append(": ")
    if not toks:
        label.append("—", style="dim")
    return pack(label, toks, width, rows=rows)


def outland_rule(middling: list[Card], width: int, level: int) -> Text:
    """The outland's rule, carrying the shared middling: its names whole, as
    many as fit, then how many more (``i`` shows every card; the rule cut
    them off at the edge with no mark, play21). The note "(shared: all in
    range)" gives way to the names first."""
    names = Counter(c.name for c in middling)
    items = [n + (f" ×{k}" if k > 1 else "") for n, k in names.items()] if middling and level < 2 else []
    for note in ((True, False) if level < 2 else (False,)):
        title = Text("outland", style="bold")
        title.append(" (shared: all in range)" if note else "", style="italic")
        title.append(f" · middling {len(middling)}")
        room = width - title.cell_len - 5  # "┄┄ " before, " ┄" after
        shown: list[str] = []
        for k, item in enumerate(items):
            rest = len(items) - k - 1
            tail = f", +{rest} more (i)" if rest else ""
            if cell_len(": " + ", ".join(shown + [item]) + tail) > room:
                break
            shown.append(item)
        if len(shown) == len(items):
            if items:
                title.append(": " + ", ".join(items))
            return rule(title, width, "┄")
    title.append(": " + ", ".join(shown + [f"+{len(items) - len(shown)} more (i)"]))
    return rule(title, width, "┄")


def outland_row(p: Side, marks: Marks, width: int, level: int, rows: int | None, whole: bool = False) -> list[Text]:
    """``p``'s cards in the outland."""
    dup = dup_names(p)
    toks = [piece_token(c, marks, level, dup, whole) for c in p.outland]
    label = Text(f"  {p.name}: ", style="italic")  # the whole name: at most MAX_NAME_CELLS
    if not toks:
        label.append("—", style="dim")
    return pack(label, toks, width, rows=rows)


def copy_name(c: Card, among: list[Card]) -> str:
    """``c``'s name, with its copy number when ``among`` holds another copy."""
    if sum(1 for x in among if x.name == c.name) > 1 and c.uid:
        return f"{c.name}#{c.copy}"
    return c.name or "?"


def assault_lines(view: View, cards: Cards, width: int) -> list[Text]:
    """The assault being gathered or resolved, and a card being played."""
    names = view.names
    out: list[Text] = []
    a = view.board.assault
    gt = view.board.group_target
    if a:
        tgt = a.target
        members = [cards.by_uid[u] for u in a.group if u in cards.by_uid]
        group = [copy_name(c, members) for c in members]
        t = Text("⚔ ", style="bold")
        what = f"{names[a.defender]}'s {tgt.name}" if tgt.name is not None else f"a face-down card of {names[a.defender]}'s"
        t.append(f"{names[a.attacker]} assaults {what}: "
                 f"strength {a.strength}")
        if a.structure:
            mor = a.defence_morale
            t.append(f" vs morale {mor if mor is not None else '?'}")
        if a.stopped:
            t.append(" · stopped", style="bold")
        names_ = " · " + ", ".join(group)
        t.append(names_ if t.cell_len + len(names_) <= width else f" · *×{len(group)}")
        out.append(line(t, width=width))
        if a.split or a.split_left:
            parts = [f"{copy_name(cards.by_uid[u], members) if u in cards.by_uid else '?'} {n}"
                     for u, n in a.split]
            s = Text(f"  strikes back {'?' if a.target_strength is None else a.target_strength}: " + (", ".join(parts) or "none yet"))
            if a.split_left:
                s.append(f" · {a.split_left} left", style="bold")
            out.append(line(s, width=width))
    elif gt:
        sel = [cards.by_uid[u] for u in view.board.selection if u in cards.by_uid]
        t = Text("⚔ ", style="bold")
        t.append(f"group against {gt.name or 'a face-down card'}: strength {sum(c.strength or 0 for c in sel)}")
        if gt.type == "structure" and all(o.name is not None for o in gt.occupants):
            mor = (gt.morale or 0) + sum(o.morale or 0 for o in gt.occupants)
            t.append(f" vs morale {mor}")
        names_ = " · " + (", ".join(copy_name(c, sel) for c in sel) or "toggle members")
        t.append(names_ if t.cell_len + len(names_) <= width else f" · *×{len(sel)}")
        out.append(line(t, width=width))
    for c in view.board.stack:
        who = view.board.active if c.controller is None else c.controller
        what = c.name or "a card"
        verb = "plays" if c.type == "mysticism" else "deploys"
        out.append(line(Text("» ", style="bold"), f"{names[who]} {verb} {what} (paying its cost)", width=width))
    return out


#: The keys of the card panels, on the hand's line.
PANEL_KEYS = "h: hand · i: all cards"


def hand_lines(me: Side, view: View, card: Card | None, private: bool, width: int,
               rows: int, detail: bool = False) -> list[Text]:
    """Your hand (only while you hold the keyboard): whole names, ``×n`` for
    copies, the highlighted card ``>`` and reversed; on ``rows`` lines under a
    rule naming the ``h`` and ``i`` panels (``rows`` 0: one line after a
    "hand n (h):" label). Names are never cut: what does not fit is counted,
    "+n more (h)" (``h`` shows every card in full), and the highlighted card
    always shows. ``detail`` (a tall board): one card a line with its kind,
    stats and cost, ``rows`` not counted."""
    if not private or me.hand is None:
        return fold(Text(f"{me.name}'s hand: {counted(me.hand_count, 'card')} (hidden)", style="dim"), width)
    hand = me.hand
    counts = Counter(c.name for c in hand)
    uids = {x.uid for x in hand}
    distinct: list[Card] = []
    for c in hand:
        if c.name not in {d.name for d in distinct}:
            distinct.append(c)
    toks, keep = [], None
    for i, c in enumerate(distinct):
        on = card is not None and card.key == c.key and card.uid in uids
        keep = i if on else keep
        tok = Text(no_wrap=True)
        tok.append(">" if on else "", style="bold")
        tok.append(c.name + (f"×{counts[c.name]}" if counts[c.name] > 1 else ""),
                   style="reverse bold" if on else "")
        toks.append(tok)
    if rows == 0:
        label = Text(f"hand {len(hand)} (h): ", style="italic")
        if not toks:
            return [line(label, "empty", width=width)]
        return pack(label, toks, width, indent=1, rows=1, key="h", keep=keep)
    title = Text(f"{me.name}'s hand ({len(hand)})", style="dim")
    title.append(f" · {PANEL_KEYS}", style="italic")
    out = [rule(title, width)] if title.cell_len + 4 <= width else fold(title, width)
    if not toks:
        return out + [Text("  (empty)", style="italic")]
    if detail:
        for i, (tok, c) in enumerate(zip(toks, distinct)):
            t = Text(" ")
            t.append_text(tok)
            stats = f" {c.strength}/{c.fortitude}/{c.morale}" if c.strength is not None else ""
            t.append(stats + " · " + card_facts(c), style="" if i == keep else "dim")
            out += wrap_text(t, width)
        return out
    return out + pack(Text(" "), toks, width, indent=1, rows=rows, key="h", keep=keep)


def hand_rows_needed(me: Side, width: int) -> int:
    """How many lines under its rule the whole hand takes at ``width``."""
    if me.hand is None:
        return 1
    counts = Counter(c.name for c in me.hand)
    toks = [Text(">" + n + (f"×{k}" if k > 1 else "")) for n, k in counts.items()]  # ">": room for the mark
    return len(_pack(Text(" "), toks, width, " · ", 1, False)) if toks else 1


def card_facts(c: Card) -> str:
    """``"denizen · cost 1 Material, 2 Stock"`` and, on the field, its state now."""
    kind = c.type
    if kind == "belonging" and c.gear:
        kind = "belonging (gear)"
    if kind == "trap":
        kind = f"trap ({c.trigger}, {c.scope})"
    if kind == "mysticism" and c.afterlife == "middling":
        kind = "mysticism (to the middling)"
    bits = [kind, f"cost {c.cost}"]
    if c.fortitude_left is not None:
        now = f"now {stats_text(c)}"
        if c.damage:
            now += f" dmg{c.damage}"
        if c.face_down:
            now += " face down"
        left = acts_left(c)
        if left is not None and (c.acts or 1) > 1:  # Sellsword, Outrider, a Warhorse's rider (HF-9.1)
            now += f" · {left} act{'s' if left != 1 else ''} left"
        elif spent(c):
            now += " acted"
        bits.insert(1, now)  # on the field its state now comes before its cost
    return " · ".join(bits)


def wrap_text(t: Text | str, width: int) -> list[Text]:
    """``t`` wrapped on words into lines of at most ``width`` terminal cells
    (Rich's wrapping; a word longer than a line is folded, never cut)."""
    t = t if isinstance(t, Text) else Text(t)
    return [ln for ln in t.wrap(_console(), max(1, width), overflow="fold")]


def _console():
    """A console for :func:`wrap_text` (never printed to)."""
    global _CONSOLE
    if _CONSOLE is None:
        import io

        from rich.console import Console

        _CONSOLE = Console(width=500, color_system=None, file=io.StringIO(), legacy_windows=False)
    return _CONSOLE


_CONSOLE = None


def titled(title: Text, width: int) -> list[Text]:
    """``── title ───`` when it fits one line, else the title wrapped (never cut)."""
    if title.cell_len + 4 <= width:
        return [rule(title, width)]
    return wrap_text(title, width)


def body_lines(text: str, width: int, rows: int, key: str | None) -> list[Text]:
    """``text`` on at most ``rows`` lines; when it is longer, the last line
    ends "… (key)" (the panel that shows it whole). ``key`` None: all or
    nothing (a hint with no panel behind it)."""
    lines = wrap_text(text, width) if text and rows > 0 else []
    if len(lines) <= rows:
        return lines
    if key is None:
        return []
    more = f" … ({key})"
    last = Text(" ").join(lines[rows - 1:rows + 1])
    cut = wrap_text(last, width - cell_len(more))[0]
    cut.rstrip()
    cut.append(more)
    return lines[:rows - 1] + [cut]


def card_lines(view: View, card: Card | None, opt: Option | None, handles: set[str],
               cards: Cards, width: int, rows: int) -> list[Text]:
    """The card panel: the highlighted option's card (name, facts, text) on a
    title line and ``rows`` lines of text, the rest behind "… (h)" or "… (i)";
    for an option about no card, its label and a hint (whole or not at all)."""
    if card is None:
        if opt is None:
            return []
        verb = opt.verb
        head = titled(Text(opt.label, style="bold"), width)
        hidden = [h for h in handles if cards.get(h).name is None]
        if hidden:
            body = ("A face-down card: its name stays hidden until it is turned face up (an assault's reveal "
                    "step turns it up; a trap found this way is disarmed, HF-11.4).")
        elif verb == "pay" or verb == "lose":
            body = "Pay with bounty of this kind from your store (HF-4.4)." if verb == "pay" else \
                "Your capacity fell below your store: choose bounty to lose (HF-4.3)."
        elif verb == "end" and view.decision_kind == "command":
            body = ("End the Command Phase and go to the Assault Phase: there you may assault enemy cards in range "
                    "(HF-10), or end your turn.")
        elif verb == "end" and view.decision_kind == "assault":
            body = ("End your turn. The End Phase checks that you have a denizen and a structure in play (or you "
                    "lose, HF-1.1), then you draw 8 cards and put resources into play.")
        elif verb == "pass" and view.decision_kind != "trap":
            body = "Activate no more of the effects turned up by the reveal step."
        else:
            body = HINTS.get(verb, "")
        return head + body_lines(body, width, rows, None)
    title = Text(card.name, style="bold")
    title.append(" · " + card_facts(card), style="")
    head = titled(title, width)
    key = "h" if any(c.uid == card.uid for p in view.board.players for c in p.hand or []) else "i"
    return head + body_lines(card.text or "", width, rows, key)


# -- the whole board ------------------------------------------------------------------------
#: Ways to fit the board, most detailed first: (card level, card-text rows,
#: hand rows (0: one line with its label), store rows (0: your store on your
#: name line's items, the opponent's merged into theirs)). The rows left over
#: then go to the hand until it shows whole, then to the card's text, then to
#: the newest log lines (when the side log is hidden).
FITS = (
    (0, 3, 2, 2), (0, 2, 1, 2), (0, 2, 1, 1), (0, 1, 1, 1), (1, 1, 1, 1), (1, 1, 0, 1), (2, 1, 0, 1),
    (2, 0, 0, 1), (2, 0, 0, 0), (3, 1, 0, 1), (3, 0, 0, 1), (3, 0, 0, 0),
)
PARTS = ("recent", "opp", "out", "mid", "me", "hand", "card")
OUTLAND = "out"
#: The field's zones, top to bottom: the opponent's courtyard and perimeter,
#: the outland's two rows, your perimeter and courtyard; CUT_ORDER: which give
#: up lines first on a tiny board (courtyards and outland before perimeters).
ZONES = ("opp_yard", "opp_wall", "out_opp", "out_me", "me_wall", "me_yard")
CUT_ORDER = (0, 5, 2, 3, 1, 4)
#: The most card-text lines the card panel takes from the rows left over.
CARD_ROWS_MAX = 12


def recent_lines(view: View, rows: int, width: int) -> list[Text]:
    """The newest log entries, whole, on at most ``rows`` lines (for a board
    whose side log is hidden; ``L`` shows the whole log)."""
    out: list[Text] = []
    for e in reversed(view.log):
        if not e.text.strip():
            continue
        t = Text("· ", style="dim")
        t.append(e.text, style="dim italic")
        got = wrap_text(t, width)
        if len(out) + len(got) > rows:
            break
        out = got + out
    return out


def opponents(view: View, seat: int, highlighted: Option | None) -> tuple[Side, list[Side]]:
    """``(the opponent drawn in full, the others)``: at a table of three or
    more, the one the highlighted option names or aims at (a card on their
    side), else the next in seat order still in the game
    (:func:`holytable.ui.opponents.focus`); the others in seat order after
    ``seat``. Two players: ``(the other, [])``."""
    players = view.board.players
    n = len(players)
    others = [p.seat for p in players if p.seat != seat]
    if not others:
        return players[seat], []

    def holder(handle: str) -> int | None:
        return next((p.seat for p in players if any(handle_of(c) == handle for c in field_pieces(p))), None)

    shown = focus(seat, others, n, highlighted, holder, lambda s: not players[s].alive)
    return players[shown], [players[s] for s in after(seat, others, n) if s != shown]


def other_lines(p: Side, width: int) -> list[Text]:
    """An opponent not drawn in full, on one line (more when it cannot fit,
    never cut): ``"▲ Cy · bounty 9/20 · hand 9 · perimeter 3 · courtyard 1 ·
    outland 2 (i)"``: their store against capacity, hand and hold; i shows
    their cards."""
    bits = [f"bounty {p.stored}/{p.capacity}", f"hand {p.hand_count}",
            f"perimeter {sum(1 for c in p.perimeter if not c.gap)}"]
    if p.has_courtyard:
        bits.append(f"courtyard {sum(1 for c in p.courtyard if not c.gap)}")
    bits.append(f"outland {len(p.outland)}")
    if p.breached:
        bits.append("breached")
    if p.war_tax:
        bits.append("war tax 2")
    if not p.alive:
        bits.append("OUT")
    toks = [Text(b) for b in bits[:-1]] + [Text(bits[-1] + " (i)")]
    return pack(Text(f"▲ {p.name} · ", style="bold"), toks, width, indent=4)


#: One zone's lines (:func:`zone_lines`) by the zone's function, its side and
#: view (kept alive in the value, so an id is not reused while cached), the
#: highlighted cards on that side, the width, level, row cap and ``whole``. A
#: cursor move lays the board out again for another option, which marks
#: nothing on most zones (issue 11: time per key; most of a whole game's).
_ZONE_CACHE: dict[tuple, tuple[Side, View, list[Text]]] = {}
_ZONE_CACHE_MAX = 512


def zone_lines(fn: Callable[..., list[Text]], p: Side, view: View, marks: Marks, width: int, level: int,
               rows: int | None, whole: bool = False) -> list[Text]:
    """``fn(p, marks, width, level, rows, whole)`` (:func:`courtyard_lines`,
    :func:`perimeter_lines`, :func:`outland_row`), remembered for the last
    zones drawn. ``marks`` is ``Marks(view, hl)``: its group and target come
    from the view, so only the marked handles on ``p``'s field are in the key.
    The lines are shared: callers never change them (lists are copied)."""
    marked = frozenset(h for c in field_pieces(p) for h in (c.uid, c.fd) if h and h in marks.hl)
    key = (fn.__name__, id(p), id(view), marked, width, level, rows, whole)
    hit = _ZONE_CACHE.get(key)
    if hit is not None and hit[0] is p and hit[1] is view:
        return hit[2]
    if len(_ZONE_CACHE) >= _ZONE_CACHE_MAX:  # the oldest half goes (a layout tries dozens of caps)
        for old in list(islice(_ZONE_CACHE, _ZONE_CACHE_MAX // 2)):
            del _ZONE_CACHE[old]
    out = fn(p, marks, width, level, rows, whole)
    _ZONE_CACHE[key] = (p, view, out)
    return out


def layout(view: View, seat: int, highlighted: Option | None, width: int, height: int,
           recent: int = 0) -> dict[str, Any]:
    """The board's lines at ``width`` x ``height``: ``{"recent", "opp", "out",
    "mid", "me", "hand", "card"}`` (lists of Text, together at most ``height``
    lines) and ``"level"`` (the FITS entry used, 0 = most detailed).
    ``recent``: at most this many lines of the newest log entries fill the
    rows left over (for a screen whose side log is hidden).

    The field zones (courtyards, perimeters, the outland's two rows) take what
    room is left; the first FITS entry where every zone shows whole wins, and
    the rows it leaves go to the hand, the card's text and the log.
    Otherwise the most compact one is used and the longest zones give up lines
    (ending "+n more (i)") until the board fits — perimeters last. Your own
    cards, hand and store are never shortened: they wrap, and what finds no
    row is counted with the key that shows it."""
    players = view.board.players
    me = players[seat]
    private = view.player == seat
    opp, others = opponents(view, seat, highlighted if private else None)
    # three seats and more: one line for each opponent not drawn in full (never cut)
    rest = [ln for p in others for ln in other_lines(p, width)]
    cards = Cards(view, seat if private else None)
    handles, card = option_refs(view, highlighted if private else None, cards)
    marks = Marks(view, handles)
    mid = assault_lines(view, cards, width)
    out_p = view.board.middling

    memo: dict[tuple, Any] = {}

    def once(key: tuple, make):
        """``make()``, made once per layout for ``key`` (the fits below try
        many combinations of the same pieces)."""
        if key not in memo:
            memo[key] = make()
        return memo[key]

    def zones(lvl: int, rows: tuple[int | None, ...] = (None,) * 6) -> tuple[list[Text], ...]:
        """The field's zones in ZONES order, each at most ``rows`` lines."""
        return once(("zones", lvl, rows), lambda: _zones(lvl, rows))

    def _zones(lvl: int, rows: tuple[int | None, ...]) -> tuple[list[Text], ...]:
        oy, ow, oo, om, mw, my = rows
        z = lambda fn, p, r, whole=False: zone_lines(fn, p, view, marks, width, lvl, r, whole)  # noqa: E731
        return (z(courtyard_lines, opp, oy), z(perimeter_lines, opp, ow), z(outland_row, opp, oo),
                z(outland_row, me, om, True), z(perimeter_lines, me, mw, True), z(courtyard_lines, me, my, True))

    def assemble(lvl: int, crow: int, hrow: int, srow: int, z: tuple[list[Text], ...],
                 detail: bool = False) -> dict[str, Any]:
        opp_yard, opp_wall, out_opp, out_me, me_wall, me_yard = z
        if srow == 0:
            # the bounty (their score) whole; the name line's less needed
            # bits give way to it (adversarial finding: "bounty 12…")
            store = compact_store(opp)
            oh = once(("oh", lvl, 0), lambda: [line(
                head_line(opp, view, True, max(12, width - cell_len(store) - 3), lvl), " · ", store,
                width=width)])
        else:
            oh = once(("oh", lvl, srow), lambda: [head_line(opp, view, True, width, lvl)]
                      + store_line(opp, width, lvl, srow))
        return {
            "recent": [],
            "opp": rest + oh + opp_yard + opp_wall,
            "out": [outland_rule(out_p, width, lvl)] + out_opp + extra_out + out_me,
            "mid": list(mid),
            "me": me_wall + me_yard + once(("own", srow), lambda: own_lines(me, width, srow, view.player is None)),
            "hand": list(once(("hand", hrow, detail),
                              lambda: hand_lines(me, view, card, private, width, hrow, detail))),
            "card": list(once(("card", crow), lambda: card_lines(view, card, highlighted if private else None,
                                                                  handles, cards, width, crow))),
        }

    size = lambda parts: sum(len(v) for v in parts.values())  # noqa: E731
    parts: dict[str, Any] = {}
    #: the outland rows of the opponents on a line of their own, where rows are to spare
    extra_out: list[Text] = []
    for k, (lvl, crow, hrow, srow) in enumerate(FITS):
        z = zones(lvl)
        parts = assemble(lvl, crow, hrow, srow, z)
        if size(parts) <= height:
            more = [ln for p in others if p.outland for ln in outland_row(p, marks, width, lvl, None)]
            if more and size(parts) + len(more) <= height:
                extra_out[:] = more
                parts = assemble(lvl, crow, hrow, srow, z)
            parts = grow(parts, height, lambda c, h, d=False: assemble(lvl, c, h, srow, z, d), crow, hrow,
                         hand_rows_needed(me, width) if private and me.hand is not None else 0)
            parts["recent"] = recent_lines(view, min(recent, height - size(parts)), width)
            parts["level"] = k
            return parts
    # The most compact entry, the longest zones cut (courtyards and outland before perimeters).
    lvl, crow, hrow, srow = FITS[-1]
    z = zones(lvl)
    rows = [len(v) for v in z]
    while size(assemble(lvl, crow, hrow, srow, z)) > height:
        longest = max(rows)
        if longest <= 1:
            break
        i = next(i for i in CUT_ORDER if rows[i] == longest)
        rows[i] -= 1
        z = zones(lvl, tuple(rows))
    parts = assemble(lvl, crow, hrow, srow, z)
    # A tiny board: drop the outland rule, then card, hand and field lines.
    if size(parts) > height and parts[OUTLAND]:
        parts[OUTLAND].pop(0)
    for key in ("card", "hand", "mid", "out", "opp", "me"):
        while size(parts) > height and parts[key]:
            parts[key].pop()
    parts["level"] = len(FITS)
    return parts


def grow(parts: dict[str, Any], height: int, make, crow: int, hrow: int, need: int) -> dict[str, Any]:
    """``parts`` given the rows left over: the hand its own lines until it
    shows whole (``need``: the lines it takes whole), then the card's text
    more lines, then the hand one card a line with its facts;
    ``make(crow, hrow, detail=False)`` lays the board out again."""
    size = lambda p: sum(len(v) for v in p.values())  # noqa: E731
    while hrow < need:
        bigger = make(crow, hrow + 1)
        if size(bigger) > height:
            break
        parts, hrow = bigger, hrow + 1
    best = crow
    for more in range(crow + 1, CARD_ROWS_MAX + 1):
        bigger = make(more, hrow)
        if size(bigger) > height:
            break
        if size(bigger) > size(parts):
            parts, best = bigger, more
    if need and hrow >= need:
        bigger = make(best, hrow, True)
        if size(bigger) <= height:
            parts = bigger
    return parts


def option_label(o: Option, opts: list[Option], cards: Cards, players: tuple[Side, ...] = ()) -> str:
    """An option's label as the prompt shows it: the engine's label, then,
    for a card the board shows with its copy number (``players``: the view's),
    that number ("Turn Shieldbearer face up (free) · #2"); otherwise, when
    several options of one kind are about copies of one card, which one:
    where it lies ("Move Drifter · courtyard") or its copy number. The label
    itself is never searched nor rewritten (typed data only: ``o.cards``)."""
    label = o.label

    def ref(x: Option) -> Card | None:
        hs = [h for h in marked(x) if cards.get(h)]
        return cards.get(hs[0]) if hs else None

    c = ref(o)
    if c is None or c.name is None or c.uid is None:
        return label
    owner = next((p for p in players if p.seat == c.controller), None)
    copy = f"{label} · #{c.copy}"
    if owner is not None and c.where in ("outland", "courtyard", "perimeter", "housed") and \
            dup_names(owner)[c.name] > 1:  # the board shows "Name#n": so does the option
        return copy
    twins = [x for x in opts if x is not o and (r := ref(x)) is not None and r.name == c.name
             and r.uid != c.uid and x.verb == o.verb]
    if not twins:
        return label
    places = {r.where for x in twins if (r := ref(x)) is not None}
    if c.where not in places and c.where in ("outland", "courtyard", "perimeter", "housed"):
        return f"{label} · {c.where}"
    return copy


def round_text(view: View, limit: bool = True) -> str:
    """``"round 7 of 50"`` (``limit`` False: ``"round 7"``): HF-1.4 counts each player's turns; a round is one
    turn of every player still in, so the active player's own turn count is the
    round (the game ends after round ``turn_limit``)."""
    players = view.board.players
    a = view.board.active
    live = [p.turns for p in players if p.alive] or [0]
    n = players[a].turns if a is not None and a < len(players) and not view.outcome else max(live)
    return f"round {n} of {view.board.turn_limit}" if limit else f"round {n}"


class HoldfastBoard(PartsBoard):
    """The Holdfast board widget (see the module docstring)."""

    PARTS = ("recent", "opp", "out", "mid", "me", "gap", "hand", "card")
    PREFIX = "hf"
    LOG_MIN_WIDTH = LOG_MIN_WIDTH

    @classmethod
    def header(cls, view: View) -> str:
        names = view.names
        parts = ["Holdfast", round_text(view)]
        out = view.outcome
        if out:
            w = out.winner
            parts.append("game over: " + ("draw" if w is None else f"{names[w]} wins"))
            return " · ".join(parts)
        a = view.board.active
        phase = PHASES.get(view.board.phase, view.board.phase)
        if a is not None and view.board.turn:
            parts.append(f"{names[a]}'s {phase}")
        d = view.deciding
        if d is not None and (d != a or view.window):
            parts.append(f"{names[d]} {'may answer' if view.window else 'to decide'}")
        # long names (in terminal cells): the limit gives way (the rules page has it), then
        # the game's title, then the round; the names and the phase stay whole
        if cell_len(" · ".join(parts)) > HEADER_WIDTH:
            parts[1] = round_text(view, limit=False)
        for _ in range(2):
            if cell_len(" · ".join(parts)) > HEADER_WIDTH and len(parts) > 2:
                parts = parts[1:]
        return " · ".join(p for p in parts if p)

    @classmethod
    def scores(cls, view: View) -> list[str]:
        out = []
        for p in view.board.players:
            cs = list(field_pieces(p))
            dens = sum(1 for c in cs if c.type == "denizen")
            sts = sum(1 for c in cs if c.type == "structure")
            down = sum(1 for c in cs if c.name is None)
            hidden = f" · {down} face down" if down else ""
            # one line in the game-over box (about 60 columns at 80x24)
            out.append(f"{p.name} ({p.deck_name}): {counted(dens, 'denizen')}, "
                       f"{counted(sts, 'structure')}{hidden}" + ("" if p.alive else " · out"))
        return out

    @classmethod
    def card_text(cls, view: View, card: str | None) -> tuple[str, str] | None:
        c = Cards(view, view.player).by_key.get(card or "")
        return (f"{c.name} · {card_facts(c)}", c.text or "") if c else None

    def parts(self, view: View, seat: int, highlighted: Option | None, width: int,
              height: int) -> dict[str, Any]:
        """The layout, with the newest log lines on the board's spare rows
        when the side log is hidden (:data:`LOG_MIN_WIDTH`)."""
        recent = 0 if self.log_shown() else RECENT_LINES
        return layout(view, seat, highlighted, width, height, recent)

# -- the card panels (h, i) ---------------------------------------------------------------
def card_entry(c: Card, among: list[Card], extra: str = "") -> list[tuple[int, Text]]:
    """One card in full: a bold title line (name with its copy number, facts
    now) and its text."""
    if c.name is None:
        return [(4, Text(f"▒ a face-down card ({c.where or '?'})", style="bold"))]
    title = Text(("▒" if c.face_down else "") + copy_name(c, among), style="bold")
    title.append(" · " + card_facts(c) + extra)
    out = [(4, title)]
    if c.text:
        out.append((6, Text(c.text)))
    return out


def hand_details(view: View, seat: int) -> list[tuple[int, Text]]:
    """The ``h`` panel: every card of your hand with its cost, stats and whole
    text; which you could deploy now."""
    p = view.board.players[seat]
    out: list[tuple[int, Text]] = [(0, Text(LEGEND, style="italic"))]
    hand = p.hand
    if hand is None:
        return out + [(0, Text(f"\n{p.name}'s hand: {counted(p.hand_count, 'card')} (hidden)", style="bold"))]
    now = {o.card for o in view.options if o.verb in ("deploy", "play") and "hand" in o.zones}
    counts = Counter(c.name for c in hand)
    out.append((0, Text(f"\n▼ {p.name}'s hand: {counted(len(hand), 'card')} · store {p.stored}/{p.capacity} "
                        f"({bounty_short(p.store)})", style="bold")))
    seen: set[str] = set()
    for c in hand:
        if c.name in seen:
            continue
        seen.add(c.name)
        title = Text(c.name + (f" ×{counts[c.name]}" if counts[c.name] > 1 else ""), style="bold")
        title.append(" · " + card_facts(c))
        if c.key in now:
            title.append(" · can be deployed now", style="italic")
        out.append((2, title))
        if c.text:
            out.append((4, Text(c.text)))
    return out


def all_details(view: View, seat: int) -> list[tuple[int, Text]]:
    """The ``i`` panel: everything on the table the view shows, in full, the
    opponents first."""
    out: list[tuple[int, Text]] = [(0, Text(LEGEND, style="italic"))]
    players = view.board.players
    order = [p for p in players if p.seat != seat] + [p for p in players if p.seat == seat]
    for p in order:
        mark = "▼" if p.seat == seat else "▲"
        out.append((0, Text(f"\n{mark} {p.name} · {p.deck_name} · deck {p.deck} · hand "
                            f"{p.hand_count} · store {p.stored}/{p.capacity} ({bounty_short(p.store)})"
                            + ("" if p.alive else " · OUT"), style="bold")))
        among = [c for c in field_pieces(p) if c.where in ("outland", "courtyard", "perimeter", "housed")]

        def section(title: str, cs: list[Card]) -> None:
            out.append((2, Text.assemble((f"{title}: ", "bold"), "" if cs else "none")))
            for c in cs:
                if c.gap:
                    out.append((4, Text("╳ gap", style="bold")))
                    continue
                out.extend(card_entry(c, among))
                for o in c.occupants:
                    out.extend((n + 4, x) for n, x in card_entry(o, among, f" · housed in {c.name}"))
                for a in c.attached:
                    out.extend((n + 4, x) for n, x in card_entry(a, among, f" · on {c.name}"))

        if p.perimeter:
            section("Perimeter" + (" (BREACHED)" if p.breached else ""), p.perimeter)
            section("Courtyard", p.courtyard)
        section("Outland", p.outland)
        res = Counter(c.name for c in p.resources)
        texts = {c.name: c.text for c in p.resources}
        out.append((2, Text.assemble(("Resources: ", "bold"), "none" if not res else "")))
        for n, k in res.items():
            out.append((4, Text.assemble((n + (f" ×{k}" if k > 1 else ""), "bold"), f" · {texts[n]}")))
        for zone in ("rubble", "void"):
            names_ = Counter(c.name for c in getattr(p, zone))
            out.append((2, Text.assemble((f"{zone.capitalize()}: ", "bold"),
                                         ", ".join(n + (f" ×{k}" if k > 1 else "") for n, k in names_.items()) or "none")))
        if p.hand is not None:
            out.append((2, Text.assemble(("Hand: ", "bold"), ", ".join(c.name for c in p.hand) or "none",
                                         (" (h: in full)", "italic"))))
    mid = view.board.middling
    out.append((0, Text(f"\nMiddling (shared): {len(mid)}", style="bold")))
    for c in mid:
        out.extend(card_entry(c, mid))
    return out


class HoldfastScreen(GameScreen):
    """The Holdfast game screen: the shell with the Holdfast board, a prompt
    that scrolls with the cursor (the shell's ``0``, PgUp/PgDn), and the card
    panels ``h`` (your hand in full) and ``i`` (every card on the table)."""

    BOARD = HoldfastBoard
    #: "-narrow" hides the side log (see LOG_MIN_WIDTH).
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (LOG_MIN_WIDTH, "-wide")]
    #: The prompt keeps one height (its border and :meth:`prompt_rows` lines),
    #: so the board keeps its size from one decision to the next: it is never
    #: laid out for rows a taller prompt then takes (nor jumps on screen).
    VERTICAL_BREAKPOINTS = [(0, "-short"), (TALL_HEIGHT, "-tall")]
    DEFAULT_CSS = """
    HoldfastScreen.-narrow #side-log { display: none; }
    HoldfastScreen #prompt { height: 4; }
    HoldfastScreen.-tall #prompt { height: 5; }
    """
    BINDINGS = [
        Binding("h", "hand", "Hand", show=False, id="hf.hand"),
        Binding("i", "cards", "Cards", show=False, id="hf.cards"),
    ]

    def action_hand(self) -> None:
        if isinstance(self.app.screen, CardsScreen) or not self._view:
            return
        seat = self.seat
        names = self._view.names
        self.app.push_screen(CardsScreen(hand_details(self._view, seat), f"{names[seat]}'s hand · Esc closes"))

    def action_cards(self) -> None:
        if isinstance(self.app.screen, CardsScreen) or not self._view:
            return
        who = self._view.player
        names = self._view.names
        whose = f"{names[who]}'s view" if who is not None else "public"
        self.app.push_screen(CardsScreen(all_details(self._view, self.seat), f"Every card on the table · {whose} · Esc closes"))

    def option_keys(self, n: int) -> list[str]:
        """HF-1.1: in the warning before a lost End Phase, "End anyway" (last)
        gets no ``0``: the key that ended the phase must not also lose the game."""
        if getattr(self._view, "decision_kind", None) == "confirm_end":
            return self._numbered(n)
        return super().option_keys(n)

    def action_pick_last(self) -> None:
        if getattr(self._view, "decision_kind", None) == "confirm_end":
            self.seat_notice("Choose 'End anyway' by its number to end the phase and lose.")
            return
        super().action_pick_last()

    def prompt_rows(self) -> int:
        """Option lines shown: 3 at 24-27 rows, 4 on taller terminals (the
        prompt's height in DEFAULT_CSS follows); one fewer with a "Not
        offered" line (:meth:`prompt_notes`)."""
        return (3 if self.app.size.height < TALL_HEIGHT else 4) - (1 if self.prompt_notes() else 0)

    def prompt_notes(self) -> str:
        """Why cards in the hand are not offered in the Command Phase, cards
        with the same reason together, as Holy Wars and Pantheon say it:
        "Not offered: Levy Recruit, Grave Tender (needs 2 Stock) · Tithe of
        Ash (no target)" (HF-9.2)."""
        if self.replay or not self.private or self._view is None or self._view.decision_kind != "command":
            return ""
        groups: dict[str, list[str]] = {}
        for name, why in not_offered(self.game, self.seat):
            groups.setdefault(why, []).append(name)
        if not groups:
            return ""
        # one line, whole entries only: the rest is left to the hand panel (h)
        try:
            room = self.query_one("#prompt").content_size.width - 4
        except Exception:  # not composed yet
            room = 0
        room = room if room > 20 else 74
        entries = [f"{', '.join(names)} ({why})" for why, names in groups.items()]
        counts = [len(names) for names in groups.values()]
        note = "Not offered: " + entries[0]
        for k in range(1, len(entries) + 1):
            whole = "Not offered: " + " · ".join(entries[:k])
            # the cards left to the hand panel, counted (a bare "… (h)" hid how
            # many, as Holy Wars' "… i: all" did: fresh19/20)
            rest = "" if k == len(entries) else f" · +{sum(counts[k:])} more (h)"
            if k > 1 and cell_len(whole + rest) > room:
                break
            note = whole + rest
        return note

    def option_label(self, opt: Option) -> str:
        """The option's label told apart from same-named ones (``Drifter#2``,
        "(courtyard)"), see :func:`option_label`."""
        return option_label(opt, self._view.options, Cards(self._view, self.seat),
                            self._view.board.players)

    def prompt_title(self, title: str) -> str:
        """The engine's prompt (words.py words it for 80 columns); "Deploy a
        card: where?" names the card for the player deploying it (every seat
        reads the engine's prompt: it names no card that may go face down)."""
        opts = self.options()
        if opts and self._view.decision_kind == "place" and opts[0].cards:
            c = Cards(self._view, self.seat).get(opts[0].cards[0])
            if c is not None and c.name is not None:
                names = self._view.names
                return f"{names[self.seat]}: Deploy {c.name}: where?"
        return title


SCREEN = HoldfastScreen
