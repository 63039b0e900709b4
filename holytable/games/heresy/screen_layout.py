"""Heresy's board, drawn from ``HeresyGame.view(player)`` by a pure function
(:func:`layout`), so tests draw any view at any size without Textual.

Top to bottom (docs/rules/heresy.md, "On screen"):

- the newest log lines, when the side log is hidden (below LOG_MIN_WIDTH
  columns) and rows are free;
- each opponent: a name line (tau against the gateway goal, aura pool,
  virtual support, hand, deck, archive and oblivion counts), their influence
  by conviction and titles, their **Wilds** and their **Matrix**;
- the conflict under way: a combat (attacker, target, both sides, the
  assemblies, whose damage is assigned) or the Aereopagus (contestants,
  votes, phase, whose split is committed);
- your own Matrix and Wilds (mirrored like a table: the two Matrices face
  each other across the conflict), then your name line with your piles,
  influence and titles;
- your hand (only while you hold the keyboard) and the text of the card the
  highlighted option is about.

A location reads ``Biodome 0/3 VS1 [Gaians 2/3, ⤵Nanael 3/2 +Halo]``: attack /
defense (with what is attached), a domain's virtual support, its characters
in brackets, ``+Name`` an aleph, enhancement or title attached (counted
``+2 cards`` where rows are short; characters left out ``+1 character``);
an array adds ``τ1/4`` (tau stored / capacity). State is never told by colour alone: ``⤵`` open, ``✖`` stricken,
no mark ready; ``dmgN`` damage; ``*`` joined in an assembly; ``⚔`` taking
part in the combat; ``◎`` the card attacked or disputed; ``>`` what the
highlighted option is about; ``#2`` the copy tag of a card while another
card of its name is in play (the engine's, ``Card.tag``: the log and the
prompts name it the same). See :data:`LEGEND`.

Nothing of yours is shortened (issue 11): your zones, name line and hand wrap
on whole names; where the rows run out the rest is counted with the key that
shows it ("+3 more (i)", "+2 more (h)"). The opponent's lines keep whole
items too, the last counted "+n more (i)"; only a card's text stops, after
a whole word, "… (i: more)". Lines are measured in terminal cells.
"""
from __future__ import annotations

import io
from collections import Counter
from dataclasses import dataclass, replace
from typing import Any, Callable, Iterable

from rich.cells import cell_len
from rich.console import Console
from rich.text import Text

from holytable.engine.decision import Option
from holytable.engine.view import View
from holytable.games.heresy.cards import CONVICTION_NAMES
from holytable.games.heresy.view import Card, Player
from holytable.games.heresy.words import tagged

#: A console for wrapping text (never printed to).
_CONSOLE = Console(width=200, color_system=None, file=io.StringIO(), legacy_windows=False)
#: Below this terminal width the side log is hidden and the board has the whole width.
LOG_MIN_WIDTH = 100
#: From this terminal height the prompt shows 4 option lines, not 3.
TALL_HEIGHT = 28
#: The header's room at 80 columns (the shell puts a space before it).
HEADER_WIDTH = 78
RECENT_LINES = 4
PHASES = {"setup": "setup", "ready": "Orientation", "recovery": "Orientation", "maintenance": "Orientation",
          "action": "Action interval", "end": "End of Turn"}
TYPES = {"domain": "domain", "array": "array", "host": "Host", "heathen": "Heathen", "aleph": "aleph",
         "enhancement": "enhancement", "title": "title", "ic": "IC", "power": "celestial power",
         "miracle": "miracle"}
#: The board's symbols in one line (the h and i panels, the rules page's "On screen").
LEGEND = ("a/d attack/defense · ⤵ open · ✖ stricken · no mark: ready · τ tau stored/capacity · "
          "VS used N of M: virtual support your Matrix uses of what you have; VS2 on a domain: what it gives · "
          "+Name attached · [..] characters on a location · * joined · ⚔ in the combat · ◎ attacked or "
          "disputed · > the highlighted option's card · dmgN damage · #2 which card of its name (the log's too)")
AE_PHASES = {"presentation": "presentation", "execution": "voting",
             "tally": "the tally", "split": "the secret split"}


# -- laying tokens on lines -------------------------------------------------------------------
def _flow(head: Text, tokens: list[Text], width: int, sep: str, indent: int,
          alone: Text | None = None, split_first: bool = True) -> list[Text]:
    """``head`` then ``tokens`` on lines of ``width`` cells, ``sep`` between
    them; a token goes whole onto the next line when it does not fit, and
    one wider than a whole line is wrapped at its spaces (a location with
    many characters), its later lines indented two more. A head keeps its
    first token beside it when that token can be cut between whole items
    (:func:`_split_at`) and ``split_first``; else the head stands on its own
    line as ``alone`` (a label without its colon: a heading), when given."""
    lines: list[Text] = []
    cur = head.copy()
    cur.no_wrap = True
    if cur.cell_len > width:  # a head wider than the board (long names): wrapped at its spaces
        *first, cur = [ln for ln in cur.wrap(_CONSOLE, width, no_wrap=False, overflow="fold")]
        for ln in first:
            ln.rstrip()
            ln.no_wrap = True
        lines += first
        cur.no_wrap = True
        if cur.plain.strip():
            cur.append(" ")
    col, empty = cur.cell_len, True
    sw = cell_len(sep)
    label = bool(cur.plain.strip())  # a head on the line: it keeps its first token's start beside it
    for tok in tokens:
        gap = 0 if empty else sw
        # a token that does not fit goes to the next line: after other tokens, or after a head (a
        # blank head, a margin, never stands alone: the token is cut beside it)
        if col + gap + tok.cell_len > width and (not empty or (label and indent + tok.cell_len <= width)) and not (
                empty and label and split_first and _split_at(tok.plain, width - col, True) is not None):
            if empty and label and alone is not None:  # a heading: no colon left hanging
                cur = alone.copy()
                cur.no_wrap = True
            lines.append(cur)
            cur, col, empty, gap = Text(" " * indent, no_wrap=True), indent, True, 0
        label = False
        if col + gap + tok.cell_len <= width:
            if gap:
                cur.append(sep, style="dim")
            cur.append_text(tok)
            col += gap + tok.cell_len
            empty = False
            continue
        rest: Text | None = tok
        room, first = width - col - gap, True
        while rest is not None:
            if rest.cell_len <= room:
                piece, rest = rest, None
            else:
                piece, rest = _split(rest, room)
            if first and gap:
                cur.append(sep, style="dim")
            cur.append_text(piece)
            first = False
            if rest is not None:
                lines.append(cur)
                cur = Text(" " * (indent + 2), no_wrap=True)
                room = width - indent - 2
        col = cur.cell_len
        empty = False
    lines.append(cur)
    return lines


#: Where a token may be cut, between whole items: after a ", " (between the
#: characters on a location), before a " [" (the bracket goes with what it
#: holds) or a " +" (an attachment).
_AFTER = (", ",)
_BEFORE = (" [", " +")


def _split_at(raw: str, room: int, between_only: bool = False) -> int | None:
    """Where to cut ``raw`` so that its first part takes at most ``room``
    cells: between whole items (:data:`_AFTER`, :data:`_BEFORE`), else at a
    space (not before a closing bracket or a comma), else anywhere (a single
    word wider than the line); None when ``between_only`` and no item
    boundary fits."""
    room = max(1, room)
    between = [k for k in range(2, len(raw)) if raw[k - 2:k] in _AFTER]
    between += [k for k in range(1, len(raw) - 1) if raw[k:k + 2] in _BEFORE]
    spaces = [k for k in range(1, len(raw)) if raw[k - 1] == " " and raw[k] not in "]),"
              and raw[k - 2:k] != " ["]
    for ks in ((between,) if between_only else (between, spaces)):
        ks = sorted(k for k in ks if 0 < k and cell_len(raw[:k].rstrip()) <= room and raw[:k].strip())
        if ks:
            return ks[-1]
    if between_only:
        return None
    k, used = 0, 0
    while k < len(raw) and used + cell_len(raw[k]) <= room:
        used += cell_len(raw[k])
        k += 1
    return max(1, k)


def _split(t: Text, room: int) -> tuple[Text, Text]:
    """``t`` cut in two so that the first part takes at most ``room`` cells
    (:func:`_split_at`); the second part starts with no space."""
    k = _split_at(t.plain, room)
    head, rest = t.divide([k])
    head.rstrip()
    lead = len(rest.plain) - len(rest.plain.lstrip(" "))
    if lead:
        rest = rest[lead:]
    return head, rest


def wrap_words(t: Text, width: int) -> list[Text]:
    """``t`` (styled text) on lines of ``width`` cells, broken at spaces;
    a label ("Open:") stays with the word after it, a count with its word
    ("1 aura"), a bracket with what it holds; a word wider than a line is
    cut (:func:`_flow`)."""
    raw = t.plain
    spans: list[list[int]] = []
    k, n = 0, len(raw)
    while k < n:
        if raw[k] == " ":
            k += 1
            continue
        end = raw.find(" ", k)
        end = n if end < 0 else end
        prev = raw[spans[-1][0]:spans[-1][1]] if spans else ""
        last = prev.rsplit(" ", 1)[-1]
        if prev and (prev[-1] in ":[(" or raw[k] in "]),"
                     or last.lstrip("+-").isdigit()):  # "Open: 1 aura", "+1 attack": a count keeps its word
            spans[-1][1] = end  # glued to the word before
        else:
            spans.append([k, end])
        k = end
    toks = [t[a:b] for a, b in spans]
    for tok in toks:
        tok.no_wrap = True
    return _flow(Text(no_wrap=True), toks, width, " ", 0) if toks else [Text()]


def title_parts(raw: str, room: int, width: int) -> tuple[str, list[Text]] | None:
    """A prompt's title too long for the ``room`` cells of the box's top
    border: ``(head, rest)``, broken after its last ": " that fits (where a
    clause ends: "The Aereopagus (Rimmon (Bo) 1, Rabdos (Ana) 1):" / "open
    Hosts to vote, or pass"; "Ana: In secret:" / "divide 3 votes between
    Rabdos's attack and defense"), the rest bold on lines of ``width`` cells
    (:func:`wrap_words`), when it takes no more lines than a break between
    words would; None: no such place (the shell breaks between words)."""
    best = None
    k = raw.find(": ")
    while k >= 0 and cell_len(raw[:k + 1]) <= room:
        best = k + 1
        k = raw.find(": ", k + 1)
    if best is None:
        return None
    rest = wrap_words(Text(raw[best:].lstrip(), style="bold"), width)
    words = wrap_words(Text(raw, style="bold"), room)
    if len(rest) > max(1, len(words) - 1):
        return None
    return raw[:best], rest


def more_token(n: int, key: str) -> Text:
    """``+3 more (i)``: what a zone leaves out, and the key that shows it."""
    return Text(f"+{n} more ({key})", style="bold")


def flow(head: Text | str, tokens: list[Text], width: int, sep: str = " · ", indent: int = 4,
         rows: int | None = None, key: str = "i", keep: int | None = None,
         alone: Text | None = None, split_first: bool = True) -> list[Text]:
    """``head`` then ``tokens`` on at most ``rows`` lines (None: all), no
    token cut; when tokens are left out the last one is "+n more (key)",
    ``key`` opening a panel with them all. ``keep``: the index of a token that
    stays whatever is left out (the highlighted card's). ``alone``: the head
    as it reads on a line of its own; ``split_first`` (:func:`_flow`)."""
    if isinstance(head, str):
        head = Text(head, style="italic")
    lines = _flow(head, tokens, width, sep, indent, alone, split_first)
    if rows is None or len(lines) <= rows:
        return lines
    tries = []
    for n in range(len(tokens) - 1, 0, -1):
        order = list(range(n))
        if keep is not None and keep >= n:
            order = order[:-1] + [keep]
        tries.append(order)
    tries += [[keep]] if keep is not None else []
    for order in tries + [[]]:
        lines = _flow(head, [tokens[i] for i in order] + [more_token(len(tokens) - len(order), key)], width,
                      sep, indent, alone, split_first)
        if len(lines) <= rows:
            return lines
    return lines[:rows]


# -- the cards of a view --------------------------------------------------------------------
def walk(c: Card) -> Iterable[Card]:
    """``c`` and everything attached to it (and to its body), depth first."""
    yield c
    for a in c.attached:
        yield from walk(a)
    for a in c.body_attached:
        yield from walk(a)


def in_play(p: Player) -> list[Card]:
    """Every card of ``p`` in play: Wilds, then Matrix, each with its attachments."""
    return [x for c in p.wilds + p.matrix for x in walk(c)]


class Cards:
    """Every card the view shows, by uid (the viewer's hand and archive,
    everything in play, every oblivion), with the copy tags of the cards in
    play (``copy``: uid -> tag, from the view: ``Card.tag``, the engine's
    one scheme, the same the log and the prompts use)."""

    def __init__(self, view: View) -> None:
        self.by_uid: dict[str, Card] = {}
        self.owner: dict[str, int] = {}
        self.copy: dict[str, int] = {}
        for p in view.board.players:
            for c in p.hand + p.archive:
                self.add(c, p.seat)
        for p in view.board.players:
            for c in in_play(p):
                if c.uid:
                    self.add(c, p.seat)
                    if c.tag:
                        self.copy[c.uid] = c.tag
            for c in p.oblivion:
                self.add(c, p.seat)

    def add(self, c: Card, seat: int) -> None:
        if c.uid and c.uid not in self.by_uid:
            self.by_uid[c.uid] = c
            self.owner[c.uid] = seat

    def get(self, uid: str) -> Card | None:
        return self.by_uid.get(uid)

    def name(self, c: Card) -> str:
        """The card's name with its copy tag while another card of its name is in play."""
        return tagged(c.name, self.copy.get(c.uid, 0))


def option_label(opt: Option, opts: list[Option] | tuple[Option, ...], cards: Cards) -> str:
    """An option's label as the prompt shows it: the engine's label, then
    the cards it is about that the board shows with a copy mark, named the
    way the board names them (``"1 tau onto Arena · Arena#2"``); typed data
    only (``opt.cards``), the label itself is never searched nor rewritten.

    A card found in every option of the same verb (or, for a lone verb, in
    every option of the decision) is the decision's subject, named by its
    prompt, and is left out (``"Take 3 tau"``, not ``"Take 3 tau · Arena#2"``),
    unless another card of the option has its name. Options that would still
    read the same are told apart by where their differing card lies, else
    by their order (``"· copy 2"``): no two options of one decision read the
    same (:func:`option_labels`)."""
    return option_labels(opts, cards)[list(opts).index(opt)] if opt in opts else _tagged(opt, opts, cards)


def _tagged(opt: Option, opts, cards: Cards) -> str:
    same = [o for o in opts if o.verb == opt.verb]
    # the cards every option of its verb shares; the only option of its verb,
    # about several cards, shares its first: the subject the prompt names
    # ("Move tau from X onto which array?")
    common = set(opt.cards) if len(same) > 1 else ({opt.cards[0]} if len(opt.cards) > 1 else set())
    for o in same:
        common &= set(o.cards)
    names = Counter(c.name for u in dict.fromkeys(opt.cards) if (c := cards.get(u)) is not None)
    tags: list[str] = []
    for u in dict.fromkeys(opt.cards):
        c = cards.get(u)
        if c is None or u not in cards.copy:
            continue
        if u in common and (u == opt.cards[0] or names[c.name] < 2):
            continue  # the subject, named by the prompt
        tags.append(cards.name(c))
    return f"{opt.label} · {', '.join(tags)}" if tags else opt.label


#: An option's warning when what it puts into the Matrix is more than the
#: player's virtual support carries (HK-21.5: the support check crashes a card).
NO_SUPPORT = " (no virtual support left: a card will crash)"


def crashes(o: Option, me: Player, cards: Cards) -> bool:
    """Whether choosing ``o`` leaves ``me`` short of virtual support (HK-21.1,
    HK-21.5), read from typed data: an array built, or a character jacked in,
    netwalked or called into the Matrix (``o.zones`` ending in ``"matrix"``)
    needs one more than ``me.vs_needed``; a netwalker gives none of its own
    (HK-21.4). A character moved between arrays needs nothing new."""
    if o.verb not in ("build", "jack_in", "netwalk", "place") or not o.zones or o.zones[-1] != "matrix" \
            or not o.cards:
        return False
    c = cards.get(o.cards[0])
    if c is None:
        return False
    if o.verb == "place" and c.type not in ("host", "heathen"):
        return False  # an enhancement on a Matrix character needs no support
    if o.verb in ("place", "jack_in", "netwalk") and \
            any(x.uid == c.uid for loc in me.matrix for x in walk(loc)):
        return False  # already in the Matrix: moved between arrays
    lose = c.vs if o.verb == "netwalk" else 0
    return me.vs_needed + 1 > me.vs - lose


def option_labels(opts: list[Option] | tuple[Option, ...], cards: Cards, me: Player | None = None) -> list[str]:
    """Every option's label as the prompt shows it (:func:`option_label`),
    no two the same; with ``me`` (the deciding player), an option that will
    make a card crash says so (:data:`NO_SUPPORT`, :func:`crashes`)."""
    opts = list(opts)
    shown = [_tagged(o, opts, cards) for o in opts]
    groups: dict[str, list[int]] = {}
    for i, s in enumerate(shown):
        groups.setdefault(s, []).append(i)
    for s, idx in groups.items():
        if len(idx) < 2:
            continue
        # where the differing card lies, when that alone tells them apart
        extra: list[str] = []
        for i in idx:
            o = opts[i]
            diff = [u for u in o.cards if any(u not in opts[j].cards for j in idx if j != i)]
            c = cards.get(diff[0]) if diff else None
            extra.append(where_words(c) if c is not None else "")
        if all(extra) and len(set(extra)) == len(extra):
            for i, e in zip(idx, extra):
                shown[i] = f"{s} · {e}"
        else:
            for k, i in enumerate(idx, 1):
                shown[i] = f"{s} · copy {k}"
    if me is not None:
        shown = [s + NO_SUPPORT if crashes(o, me, cards) else s for o, s in zip(opts, shown)]
    return shown


def where_words(c: Card) -> str:
    """Where a card lies, in words for an option's tag ("in the Wilds")."""
    return {"wilds": "in the Wilds", "matrix": "in the Matrix", "hand": "in hand", "archive": "in the archive",
            "oblivion": "in oblivion"}.get(c.where, "")


def player_text(c: Card) -> str:
    """A card's text as players read it: without the ``(ours)`` that marks,
    in decks/heresy/cards.yaml, a card or value holytable made up (a note
    for docs/rules/heresy-cards.md, not words of the card)."""
    t = c.text
    return t[len("(ours)"):].lstrip() if t.startswith("(ours)") else t


# -- what the board marks ---------------------------------------------------------------------
class Marks:
    """The highlighted option's cards (``>``), the combat's sides (``⚔``),
    the assemblies (``*``), the card attacked or disputed (``◎``)."""

    def __init__(self, view: View, hl: Option | None) -> None:
        self.hl = set(hl.cards) if hl is not None else set()
        b = view.board
        cf = b.combat
        self.fight = set(cf.attackers + cf.defenders) if cf else set()
        self.joined = set(cf.joined) if cf else set()
        ae = b.aereopagus
        self.target = {cf.target} if cf else set()
        if ae is not None:
            self.target |= set(ae.contestants) | ({ae.title} if ae.title else set())


def state_mark(c: Card) -> str:
    return "✖" if c.stricken else "⤵" if c.open else ""


def ad(c: Card) -> str:
    return f"{c.attack}/{c.defense}" if c.attack is not None and c.defense is not None else ""


def char_token(c: Card, cards: Cards, marks: Marks, level: int, whole: bool) -> Text:
    """A character on a location: marks, name, a/d, damage, attachments.
    ``level`` 0 shows all; 1 attachments as a count; 2 no a/d either
    (``whole``: your own, always level 0)."""
    lv = 0 if whole else level
    t = Text(no_wrap=True)
    _marks(t, c, marks)
    t.append(cards.name(c), style="bold" if c.type == "host" else "")
    if lv < 2 and ad(c):
        t.append(" " + ad(c))
    if c.damage:
        t.append(f" dmg{c.damage}", style="bold")
    att = [a for a in c.attached]
    if att:
        if lv == 0:
            for a in att:
                t.append(" +" + (a.name if not a.face_down or a.uid else "IC"))
        else:
            t.append(f" +{len(att)} card{'s' if len(att) != 1 else ''}")
    if c.body_on and lv == 0:
        body = cards.get(c.body_on)
        t.append(f" (body on {cards.name(body) if body else '?'})", style="italic")
    return t


def _marks(t: Text, c: Card, marks: Marks) -> None:
    if c.uid and c.uid in marks.hl:
        t.append(">", style="bold reverse")
    if c.uid and c.uid in marks.target:
        t.append("◎", style="bold")
    if c.uid and c.uid in marks.fight:
        t.append("⚔", style="bold")
    if c.uid and c.uid in marks.joined:
        t.append("*", style="bold")
    st = state_mark(c)
    if st:
        t.append(st, style="bold")


def loc_token(c: Card, cards: Cards, marks: Marks, level: int, whole: bool) -> Text:
    """A domain or an array with what stands on it (see the module docstring).
    ``level`` as :func:`char_token`; 3: the characters on it only counted,
    but for those marked (``[⚔Gaians, +2]``, ``[3 characters]``)."""
    lv = 0 if whole else level
    t = Text(no_wrap=True)
    _marks(t, c, marks)
    t.append(cards.name(c), style="bold")
    if lv < 2 and ad(c):
        t.append(" " + ad(c))
    if c.type == "array":
        t.append(f" τ{c.tau or 0}/{c.capacity or 0}", style="bold")
    elif c.type == "domain" and lv < 2:
        t.append(f" VS{0 if c.stricken else c.vs}")  # a stricken card gives none (HK-21.3)
    if c.damage:
        t.append(f" dmg{c.damage}", style="bold")
    chars = [a for a in c.attached if a.type in ("host", "heathen")]
    rest = [a for a in c.attached if a.type not in ("host", "heathen")]
    for a in rest:
        if lv == 0 or a.type == "ic":
            t.append(" +" + ("▒IC" if a.face_down and not a.uid else a.name))
    if rest and lv > 0 and any(a.type != "ic" for a in rest):
        n = sum(1 for a in rest if a.type != 'ic')
        t.append(f" +{n} card{'s' if n != 1 else ''}")
    if chars and lv >= 3:  # the opponent's, when rows are short: the marked ones and a count
        shown = [a for a in chars if a.uid and a.uid in marks.hl | marks.target | marks.fight]
        t.append(" [")
        for i, a in enumerate(shown):
            if i:
                t.append(", ")
            t.append_text(char_token(a, cards, marks, 2, whole))
        rest_n = len(chars) - len(shown)
        if rest_n and shown:
            t.append(f", +{rest_n} character{'s' if rest_n > 1 else ''}")
        elif rest_n:
            t.append(f"{rest_n} character{'s' if rest_n > 1 else ''}")
        t.append("]")
    elif chars:
        t.append(" [")
        for i, a in enumerate(chars):
            if i:
                t.append(", ")
            t.append_text(char_token(a, cards, marks, level, whole))
        t.append("]")
    return t


# -- the zones -----------------------------------------------------------------------------
def by_name(cs: tuple[Card, ...]) -> tuple[Card, ...]:
    """``cs`` for the eye: copies of one name together, in their tag order
    (#1, #2, #3), each name where its first card stands; the engine's order
    otherwise (no option's key depends on it)."""
    first: dict[str, int] = {}
    for i, c in enumerate(cs):
        first.setdefault(c.name, i)
    return tuple(sorted(cs, key=lambda c: (first[c.name], c.tag)))


def area_lines(label: str, locs: tuple[Card, ...], cards: Cards, marks: Marks, width: int, level: int,
               whole: bool, rows: int | None) -> list[Text]:
    """``Wilds: tok · tok`` on whole tokens; at most ``rows`` lines, the rest
    counted "+n more (i)". The highlighted card's location stays in sight."""
    head = Text(f"{label}: ", style="italic")
    if not locs:
        return [Text.assemble(head, ("none", "dim"))] if rows != 0 else []
    if rows == 0:
        return []
    locs = by_name(locs)
    toks = [loc_token(c, cards, marks, level, whole) for c in locs]
    wanted = marks.hl | marks.target | marks.fight
    keep = next((i for i, c in enumerate(locs) if any(x.uid in marks.hl for x in walk(c))), None)
    if keep is None:
        keep = next((i for i, c in enumerate(locs) if any(x.uid in wanted for x in walk(c))), None)
    return flow(head, toks, width, rows=rows, key="i", keep=keep, alone=Text(label, style="italic"))


def influence_tokens(p: Player, cards: Cards) -> list[Text]:
    out = [Text(f"{CONVICTION_NAMES.get(i.conviction, i.conviction)} {i.amount}") for i in p.influence]
    return out or [Text("none", style="dim")]


def titles(p: Player, cards: Cards) -> list[Text]:
    """``Prince of the Air (on Sandalphon)`` for each title in play."""
    out = []
    for loc in p.wilds + p.matrix:
        for ch in loc.attached:
            for a in ch.attached:
                if a.type == "title":
                    out.append(Text(f"{a.name} (on {cards.name(ch)})"))
    return out


def facts(p: Player, goal: int, own: bool) -> list[Text]:
    """The name line's facts, one token each."""
    out = [Text(f"tau {p.tau} of {goal}", style="bold"), Text(f"aura {p.aura}"),
           Text(f"VS used {p.vs_needed} of {p.vs}" + (" SHORT" if p.vs_needed > p.vs else "")),
           Text(f"hand {p.hand_count}"), Text(f"deck {p.deck_count}"),
           Text(f"archive {p.archive_count}" + (" (h)" if own and p.archive_count else "")),
           Text(f"oblivion {len(p.oblivion)}")]
    if p.out:
        out.append(Text("OUT", style="bold"))
    return out


def name_head(p: Player, own: bool, you: bool = True) -> Text:
    """``▼ Ana (you) · `` (``you``: the view is a seat's; a watcher's is
    nobody's, play21)."""
    t = Text(no_wrap=True)
    t.append(f"{'▼' if own else '▲'} {p.name}" + (" (you)" if own and you else ""), style="bold")
    t.append(" · ")
    return t


def opp_block(p: Player, view: View, cards: Cards, marks: Marks, width: int, level: int,
              caps: "Caps") -> list[Text]:
    """An opponent: name line, influence and titles, Wilds, Matrix. On one
    line (``caps``) the name line and the influence line keep whole items,
    the last ones (the least needed) counted "+n more (i)": never a word cut
    ("hand 4 · deck 43 · a… (i)" read as a cut line)."""
    goal = view.board.tau_needed
    toks = facts(p, goal, False) + ([Text(p.deck, style="italic")] if p.deck and level == 0 else [])
    out = flow(name_head(p, False), toks, width, rows=caps.opp_head)
    if caps.opp_info == 1:  # one line of whole items
        tl = titles(p, cards)
        inf = _listed(influence_tokens(p, cards))
        if tl:
            inf[-1].append(" ·", style="dim")
            tl = _listed(tl)
            tl[0] = Text.assemble(("titles: ", "italic"), tl[0])
        out += flow(Text("  influence ", style="italic"), inf + tl, width, sep=" ", rows=1)
    elif caps.opp_info is None:
        # two groups, each a list: "influence A, B · titles: X (on Y), Z (on W)", broken between whole items
        tl = titles(p, cards)
        inf = _listed(influence_tokens(p, cards))
        if tl:
            inf[-1].append(" ·", style="dim")
        tl = _listed(tl)
        if tl:
            tl[0] = Text.assemble(("titles: ", "italic"), tl[0])
        out += flow(Text("  influence ", style="italic"), inf + tl, width, sep=" ")
    out += area_lines("  Wilds", p.wilds, cards, marks, width, level, False, caps.opp_area)
    out += area_lines("  Matrix", p.matrix, cards, marks, width, level, False, caps.opp_area)
    return out


def _listed(toks: list[Text]) -> list[Text]:
    """Copies of ``toks`` with a comma after each but the last (a list that
    breaks between whole items, never before a comma)."""
    out = [t.copy() for t in toks]
    for t in out[:-1]:
        t.append(",")
    return out


def own_block(p: Player, view: View, cards: Cards, marks: Marks, width: int, level: int,
              caps: "Caps") -> list[Text]:
    """Your own zones, mirrored like a table: Matrix, then Wilds, then your
    name line with your piles, influence and titles; nothing shortened (whole
    names, wrapped)."""
    goal = view.board.tau_needed
    out = area_lines("Matrix", p.matrix, cards, marks, width, level, True, caps.me_area)
    out += area_lines("Wilds", p.wilds, cards, marks, width, level, True, caps.me_area)
    toks = facts(p, goal, True)
    toks.append(Text.assemble(("influence: ", "italic"), ", ".join(x.plain for x in influence_tokens(p, cards))))
    tl = titles(p, cards)
    if tl:
        toks.append(Text.assemble(("titles: ", "italic"), ", ".join(x.plain for x in tl)))
    out += flow(name_head(p, True, view.player is not None), toks, width, rows=None)
    return out


def fight_lines(view: View, cards: Cards, width: int, rows: int | None) -> list[Text]:
    """The combat or the Aereopagus under way, or nothing."""
    b = view.board
    names = view.names
    out: list[Text] = []
    cf = b.combat
    if cf is not None:
        tgt = cards.get(cf.target)
        said = (f"⚔ {names[cf.attacker]} attacks {names[cf.defender]}'s "
                f"{cards.name(tgt) if tgt else 'location'} ({'Wilds' if cf.kind == 'wilds' else 'Matrix'})")
        head, alone = Text(said + ": ", style="bold"), Text(said, style="bold")

        values = {u: (a, d) for u, a, d in cf.fight}

        oblivion = {c.uid for p in b.players for c in p.oblivion}

        def side(uids: tuple[str, ...]) -> Text:
            t = Text()
            for i, u in enumerate(uids):
                c = cards.get(u)
                if i:
                    t.append(", ")
                t.append(("*" if u in cf.joined else "") + (cards.name(c) if c else "?"))
                if u in values:
                    t.append(" {}/{}".format(*values[u]))
            return t

        def gone(n: int) -> Text:
            """Who left side ``n`` before the fight's end: killed (in oblivion) or
            out of the fight (returned, ripped out), never "nobody yet" after them."""
            t = Text()
            for u in (u for u, k in cf.gone if k == n):
                c = cards.get(u)
                t.append(("; " if t else "") + (cards.name(c) if c else "a card")
                         + (" killed" if u in oblivion else " out of the fight"), style="dim")
            return t

        toks = []
        for n, (label, uids) in enumerate((("attackers ", cf.attackers), ("defenders ", cf.defenders))):
            left, here = gone(n), side(uids)
            toks.append(Text.assemble((label, "italic"), here or ("" if left else Text("nobody yet", style="dim")),
                                      (f" (total {cf.totals[n]})" if uids else "", "bold"),
                                      ("; " if uids and left else "", "dim"), left))
        if cf.joined:
            toks.append(Text("* joined (+1/+1 counted)", style="italic"))
        if cf.intervened:
            toks.append(Text("Hosts intervened", style="italic"))
        if any(cf.committed):
            who = [names[s] for s, done in zip((cf.attacker, cf.defender), cf.committed) if done]
            toks.append(Text(f"damage assigned in secret by {' and '.join(who)}", style="italic"))
        out += flow(head, toks, width, rows=rows, key="i", alone=alone, split_first=False)
    ae = b.aereopagus
    if ae is not None:
        t0, t1 = ae.totals
        h = [cards.get(u) for u in ae.contestants]
        what = (f"revocation of {ae.title_name}" if ae.kind == "revoke" else
                f"challenge for {ae.title_name}" if ae.title_name else "challenge to obliterate")
        who = [f"{cards.name(h[i]) if h[i] else '?'} ({names[ae.seats[i]]})" for i in (0, 1)]
        if ae.phase == "answer":  # HK-34.4, HK-34.9: no Aereopagus until the challenge is accepted
            said = f"⚖ {who[0]} challenges {who[1]}" + (f" for {ae.title_name}" if ae.title_name else " to the death")
            out += flow(Text(said + ": ", style="bold"),
                        [Text(f"{names[ae.seats[1]]} to accept or decline", style="italic")], width, rows=rows,
                        key="i", alone=Text(said, style="bold"), split_first=False)
            return out
        if ae.phase in ("declined", "countered"):  # HK-34.4, HK-23.13: over; what follows is not its answer
            said = f"⚖ {who[0]} challenged {who[1]}: " + (
                f"declined, {cards.name(h[1]) if h[1] else '?'} is stricken" if ae.phase == "declined"
                else "countered")
            return out + flow(Text(said, style="bold"), [], width, rows=rows, key="i", alone=Text(said, style="bold"),
                              split_first=False)
        head, alone = Text(f"⚖ Aereopagus, {what}: ", style="bold"), Text(f"⚖ Aereopagus, {what}", style="bold")
        toks = [Text(f"{who[i]} {n} vote{'s' if n != 1 else ''}") for i, n in enumerate((t0, t1))]
        ph = AE_PHASES.get(ae.phase, ae.phase)
        if ae.window:  # a response window between two stages: whom it waits for is in the header
            ph = f"answers {ae.window}"
        elif ae.phase == "execution" and ae.turn >= 0:
            ph += f", {names[ae.turn]} to vote"
        toks.append(Text(ph, style="italic"))
        if ae.phase == "split" or any(ae.committed):
            done = [names[ae.seats[i]] for i in (0, 1) if ae.committed[i]]
            toks.append(Text(f"{' and '.join(done)} divided their votes in secret" if done
                             else "nobody has divided their votes yet", style="italic"))
        out += flow(head, toks, width, rows=rows, key="i", alone=alone, split_first=False)
    return out


def hand_lines(p: Player, cards: Cards, marks: Marks, width: int, rows: int | None,
               detail: bool | int) -> list[Text]:
    """``hand 7 (h): Michael · Biodome ×2 · …`` on whole names, the rest
    counted "+n more (h)"; ``detail``: one card a line with its type, values
    and call (a tall terminal); ``detail=2``: each with its text under it
    (rows to spare: a big terminal)."""
    if not p.hand and p.hand_count == 0:
        return [Text.assemble(("hand: ", "italic"), ("empty", "dim"))] if rows != 0 else []
    counts = Counter(c.name for c in p.hand)
    seen: dict[str, Card] = {}
    for c in p.hand:
        seen.setdefault(c.name, c)
    hl = {c.name for c in p.hand if c.uid in marks.hl}
    if detail:
        out = [Text(f"hand {p.hand_count} (h)", style="italic")]
        for name, c in seen.items():
            t = Text(name + (f" ×{counts[name]}" if counts[name] > 1 else ""), style="bold")
            t.append(" · " + card_facts(c, conviction=False))
            out += _flow(Text("  " + (">" if name in hl else " "), no_wrap=True), [t], width, "", 2)
            if detail == 2 and c.text:
                for ln in wrap_words(Text(player_text(c), style="dim"), width - 5):
                    ln.rstrip()
                    out.append(Text.assemble("     ", ln))
        if rows is None or len(out) <= rows:
            return out
    toks = []
    keep = None
    for i, (name, c) in enumerate(seen.items()):
        t = Text(no_wrap=True)
        if name in hl:
            t.append(">", style="bold reverse")
            keep = i
        t.append(name + (f" ×{counts[name]}" if counts[name] > 1 else ""))
        toks.append(t)
    return flow(Text(f"hand {p.hand_count} (h): ", style="italic"), toks, width, rows=rows, key="h", keep=keep,
                alone=Text(f"hand {p.hand_count} (h)", style="italic"))


def support(c: Card) -> tuple[int, int]:
    """``(virtual support, aura when opened)`` card ``c`` gives: in play the
    view's (with what is attached), in a hand or a pile the printed values
    (the view's printed cards carry none: read from the card pool by key)."""
    if c.where or c.vs or c.aura:
        return c.vs, c.aura
    if c.type not in ("domain", "host", "heathen"):
        return 0, 0
    from holytable.games.heresy.decks import load_pool  # cached; only for a card out of play

    try:
        printed = load_pool().cards.get(c.key)
    except Exception:  # a pool that does not load: the values are left out, never a crash
        return 0, 0
    return getattr(printed, "vs", 0) or 0, getattr(printed, "aura", 0) or 0


def card_facts(c: Card, conviction: bool = True) -> str:
    """``Host 3/3, free will 3, 2 votes, archangel · call 4 aura, 2 Rebellion · Rebellion``;
    a domain ``domain 2/3, virtual support 2, opens for 2 aura · Devotion``."""
    bits = [TYPES.get(c.type, c.type)]
    if ad(c):
        bits[0] += " " + ad(c)
    vs, aura = support(c)
    if vs:
        bits.append(f"virtual support {vs}")
    if aura and c.type == "domain":
        bits.append(f"opens for {aura} aura")
    if c.type == "array" and c.capacity is not None:
        bits.append(f"holds {c.capacity} tau")
    if c.free_will is not None:
        bits.append(f"free will {c.free_will}")
    if c.votes is not None:
        bits.append(f"{c.votes} vote{'s' if c.votes != 1 else ''}")
    if c.rank:
        bits.append(c.rank)
    if c.keywords:
        bits.append(", ".join(c.keywords))
    out = ", ".join(bits)
    if c.call:
        out += f" · call {c.call}"
    if c.conviction and conviction:
        out += f" · {CONVICTION_NAMES.get(c.conviction, c.conviction)}"
    return out


def shown_card(view: View, opt: Option | None, cards: Cards) -> Card | None:
    """The card whose text the card part shows: the option's first card (the
    one acting: called, moved, voting...), or for a challenge's aim the Host
    challenged."""
    if opt is None or not opt.cards:
        return None
    order = opt.cards[::-1] if opt.verb == "aim" else opt.cards
    for u in order:
        c = cards.get(u)
        if c is not None:
            return c
    return None


def card_lines(view: View, opt: Option | None, cards: Cards, width: int, rows: int | None) -> list[Text]:
    """The highlighted option's card: name and facts, then its text, wrapped
    on words; cut after a whole word to ``rows`` lines ending "… (i: more)"
    (or "(h: more)" for a hand card)."""
    c = shown_card(view, opt, cards)
    if c is None or rows == 0:
        return []
    head = Text(no_wrap=True)
    head.append(c.name, style="bold")
    head.append(" · " + card_facts(c))
    body = Text(head.plain + ". " + player_text(c) if c.text else head.plain)
    body.stylize("bold", 0, len(c.name))
    lines = wrap_words(body, width)
    for ln in lines:
        ln.rstrip()
        ln.no_wrap = True
    if rows is not None and len(lines) > rows:
        key = "h" if any(x.uid == c.uid for p in view.board.players for x in p.hand) else "i"
        lines = lines[:rows]
        last = lines[-1]
        more = f" … ({key}: more)"
        room = width - len(more)
        if last.cell_len > room:  # cut after a whole word ("One attacking… (h)" read as a cut word)
            last = lines[-1] = wrap_words(last, room)[0]
            last.no_wrap = True
        plain = last.plain.rstrip(" ·,")
        last.truncate(len(plain))
        last.append(more, style="bold")
    return lines


def recent_lines(view: View, n: int, width: int) -> list[Text]:
    """The newest ``n`` log entries, one line each (``L`` shows them whole)."""
    if n <= 0:
        return []
    out = []
    for e in view.log[-n:]:
        t = Text(e.text, style="dim", no_wrap=True)
        out.append(_cut_log(t, width))
    return out


def _cut_log(t: Text, width: int) -> Text:
    """``t`` on one line of ``width`` cells: whole, or cut after its last whole
    word that fits, ending "… (L)" (it was cut mid-word: "Bo calls Zon… (L)")."""
    if t.cell_len <= width:
        return t
    room = max(1, width - 5)
    head = wrap_words(t, room)[0]  # broken at a space, in cells (a word wider than the room is cut)
    head.rstrip()
    head.append("… (L)", style="bold")
    return head


# -- the whole board -------------------------------------------------------------------------
@dataclass
class Caps:
    """How many lines each zone may take (None: as many as it needs; 0:
    none): the opponent's name line, influence line and each area, the
    fight, your areas, your hand, the card's text."""

    opp_head: int | None = None
    opp_info: int | None = None
    opp_area: int | None = None
    fight: int | None = None
    me_area: int | None = None
    hand: int | None = None
    card: int | None = 6


#: The steps that make a board fit, in order: each sets a zone's row cap
#: (None: as many as it needs). The opponent gives way first, then the card
#: text, then the fight and your hand, your own zones last.
STEPS: tuple[tuple[str, int], ...] = (
    ("opp_head", 1), ("opp_info", 1), ("card", 3), ("opp_info", 0), ("opp_area", 2), ("card", 2), ("hand", 2),
    ("opp_area", 1), ("card", 1), ("hand", 1), ("fight", 3), ("me_area", 3), ("card", 0), ("fight", 2),
    ("me_area", 2), ("me_area", 1), ("fight", 1), ("opp_area", 0),
)


def layout(view: View, seat: int, hl: Option | None, width: int, height: int,
           recent: int = 0) -> dict[str, Any]:
    """``{part: [rich Text lines]}`` for a board of ``width`` x ``height``
    cells, parts ``recent``, ``opp``, ``fight``, ``rule``, ``me``, ``hand``, ``card``;
    ``level`` (how far it compacted) and ``gap``. ``seat``: whose side is at
    the bottom; ``hl``: the highlighted option (None: none). The hand shows
    only when the view holds it (``view.player == seat``)."""
    b = view.board
    cards = Cards(view)
    marks = Marks(view, hl)
    me = b.players[seat]
    opps = [p for p in b.players[seat + 1:] + b.players[:seat]]
    show_hand = view.player == seat

    memo: dict[tuple, list[Text]] = {}

    def once(key: tuple, make: Callable[[], list[Text]]) -> list[Text]:
        """``make()``, made once per layout for ``key`` (the fits below build
        the board up to two dozen times, most zones the same each time: only
        the caps a zone reads are in its key); a fresh list each time (the
        tiny-board cut pops lines from the parts)."""
        got = memo.get(key)
        if got is None:
            got = memo[key] = make()
        return list(got)

    def build(level: int, caps: Caps, detail: bool | int = False) -> dict[str, Any]:
        opp: list[Text] = []
        for i, p in enumerate(opps):
            opp += once(("opp", i, level, caps.opp_head, caps.opp_info, caps.opp_area),
                        lambda: opp_block(p, view, cards, marks, width, level, caps))
        parts: dict[str, Any] = {
            "recent": [],
            "opp": opp,
            "fight": once(("fight", caps.fight), lambda: fight_lines(view, cards, width, caps.fight)),
            "rule": [Text("─" * width, style="dim")],
            "me": once(("me", level, caps.me_area), lambda: own_block(me, view, cards, marks, width, level, caps)),
            "hand": once(("hand", caps.hand, detail),
                         lambda: hand_lines(me, cards, marks, width, caps.hand, detail)) if show_hand else [],
            "card": once(("card", caps.card), lambda: card_lines(view, hl, cards, width, caps.card)),
        }
        return parts

    def size(parts: dict[str, Any]) -> int:
        return sum(len(v) for k, v in parts.items() if isinstance(v, list))

    caps = Caps()
    parts = build(0, caps)
    level = 0
    if size(parts) > height:
        for level in (1, 2, 3):
            parts = build(level, caps)
            if size(parts) <= height:
                break
    if size(parts) > height:
        undo: list[tuple[str, int | None]] = []
        for zone, cap in STEPS:
            undo.append((zone, getattr(caps, zone)))
            setattr(caps, zone, cap)
            parts = build(level, caps)
            if size(parts) <= height:
                break
        # a step may free more rows than needed: give back what still fits,
        # the latest steps (the most needed zones) first
        for zone, old in reversed(undo):
            tried = replace(caps, **{zone: old})
            bigger = build(level, tried)
            if size(bigger) <= height:
                parts, caps = bigger, tried
        level += 1
    # a tiny board: drop lines from the bottom of the least needed parts
    for key in ("card", "opp", "fight", "hand", "rule"):
        while size(parts) > height and parts[key]:
            parts[key].pop()
    # spare rows: the hand one card a line, the card's text whole, the log's newest lines
    if level == 0 and show_hand:
        bigger = build(0, Caps(card=None), detail=True)
        texts = build(0, Caps(card=None), detail=2)
        if size(texts) <= height:  # a big terminal: each hand card's text too
            parts = texts
        elif size(bigger) <= height:
            parts = bigger
        else:
            bigger = build(0, Caps(card=None))
            if size(bigger) <= height:
                parts = bigger
    if recent:
        parts["recent"] = recent_lines(view, min(recent, height - size(parts)), width)
    parts["level"] = level
    return parts


def header(view: View) -> str:
    """``Heresy · turn 7 · Ana's Action interval · Bo may answer`` (tau goal on the board)."""
    names = view.names
    b = view.board
    parts = ["Heresy: Kingdom Come", f"turn {b.turn}" if b.turn else "setup"]
    out = view.outcome
    if out:
        w = out.winner
        parts.append("game over: " + ("draw" if w is None else f"{names[w]} wins"))
        return " · ".join(parts)
    if b.turn:
        parts.append(f"{names[b.active]}'s {PHASES.get(b.phase, b.phase)}")
    d = view.deciding
    if d is not None and (d != b.active or view.window):
        parts.append(f"{names[d]} {'may answer' if view.window else 'to decide'}")
    if cell_len(" · ".join(parts)) > HEADER_WIDTH:
        parts[0] = "Heresy"
    if cell_len(" · ".join(parts)) > HEADER_WIDTH:
        parts = parts[1:]
    return " · ".join(parts)
