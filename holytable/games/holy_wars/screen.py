"""Holy Wars' screen: the board drawn from ``HolyWarsGame.view(player)``.

The board (left of the log), top to bottom, mirrored like a table:

- the opponent: name, deck, Resolve and the Faith pool that counts now (Faith
  for the active player, Response Faith for the other), deck/hand/discard
  counts, Continuing Events, captives, Set Reserve and Set Area, Convictions;
  then their field;
- the newest log lines in the rows left over (when the side log is hidden:
  below 100 columns the board takes the whole width, so names read in full);
- a rule carrying the last dice roll (the log has every roll; a result too
  long for the rule goes on the lines under it);
- your field; your Events, captives, Set, Convictions; a rule with your name,
  Resolve, pool, deck and milestones;
- your hand (only while you hold the keyboard; with rows to spare, one card a
  line with its text) and the card panel: the full text of the card the
  highlighted option is about, an attempt's odds with the current numbers, or
  what a response window answers (at most 5 lines below 30 rows, then "(i:
  more)"; a third of a taller board); an
  attempt's panel starts with its verb ("Attack:"), the prompt showing its
  whole label under the cursor;
- ``▶`` what is being played or answered now, just above the prompt (wrapped).

Text is laid out in terminal cells (a CJK letter or an emoji takes two). At
80x24 each side is drawn at the most detailed level that fits (a side with
lines left out ends with "…(i)"; names stay whole until the last level); ``i``
opens every card on the table in full. The prompt shows as many options as fit and scrolls with the
cursor: arrows move, PgUp/PgDn jump to the previous/next kind of option, 1-9
pick the first nine, then letters (each option's key prefixes its label), 0 the
last; every option shows its whole label, verb first ("Play Envoy (2 Faith)",
"Attack with Riot Marshal → Party Whip"); "End your turn" with Faith left and
something to spend it on asks for a second press; a "Not offered: ..." line
says why a card in hand, an ability, a ready Character, a Rally, attack,
capture, rescue or Set Defiance has no option (``why.not_offered``; one or
two lines: when the reasons do not all fit, it names what is not offered and
gives as many reasons as fit, ending "(i: why)": the ``i`` panel lists it whole); the
prompt's title takes the longest wording that fits. An attempt's odds are the engine's own numbers
(``board.odds`` of the view, from ``CombatMixin.odds``), never worked out here.

Nothing is told by colour alone: ``⤵`` exhausted, ``✦`` newly played (cannot
attack, capture, rescue, Rally, defy or pay an exhaust cost yet), ``CT`` Combat
Trained, ``♥n`` health, ``⚑`` marked by Politics of Fear, ``⊘`` will not ready at
the next Recover, ``>`` the card(s) the highlighted option is about, and the words
locked / unlocked / Disrupted / Stabilized on set components.

The drawing is pure (:func:`layout`), so tests can draw any view at any size.
"""
from __future__ import annotations

import io
from typing import Any, Iterable, Sequence

from rich._wrap import divide_line
from rich.cells import cell_len
from rich.console import Console
from rich.text import Span, Text
from textual.binding import Binding

from holytable.engine.decision import Option
from holytable.engine.log import Event
from holytable.engine.text import counted
from holytable.games.holy_wars.view import Addend, CardView, Odds, SideView, odds_of
from holytable.games.holy_wars.words import compact_roll, possessive
from holytable.ui.board import PartsBoard, View
from holytable.ui.game_screen import GameScreen
from holytable.ui.modals import CardsScreen
from holytable.ui.text import short

#: Below this terminal width the side log is hidden, so that the board has the
#: whole width and every name reads in full (``L`` shows the log; the newest
#: lines fill the board's spare lines, at most RECENT_LINES of them).
LOG_MIN_WIDTH = 100
RECENT_LINES = 4
#: The card panel's rows at most, below 30 rows (a third of a taller board).
#: Five, not four (fresh19/20: "Senate Clerk: … pay 1 Fai… (i: more)"): in
#: seeded positions at 78x17 an attempt's panel was cut in 20 of 74, not 44
#: (with the verb as its title), the sides' labels a little shorter more often.
CARD_ROWS = 5
PHASES = {"setup": "mulligans", "recover": "Recover", "draw": "Draw Phase", "resource": "Resource Phase",
          "action": "Action Phase", "end": "End Phase"}
LEGEND = ("a/d/f = Attack/Defense/Faith · ⤵ exhausted · ✦ newly played · CT Combat Trained · ♥ health · "
          "⚑ marked · ⊘ stays exhausted next Recover")
#: Cells the header line may take at 80 columns (the shell starts it with a space).
HEADER_ROOM = 78
#: Ends a "Not offered" note cut inside its first item (a last resort): the
#: key of the panel that lists it whole.
NOTE_MORE = " … (i: all)"
#: Ends a "Not offered" note that names what is not offered but gives the
#: reasons of only some, or none: the ``i`` panel gives them all.
NOTE_WHY = " (i: why)"
KIND_LABEL = {"character": "Char ", "action": "Act ", "event": "Evt ", "reaction": "React "}
#: Hints for options that are not about one card.
HINTS = {
    "end": "end-of-turn effects resolve, then your unspent Faith is lost.",
    "no_rally": "every Character stays ready; your Faith stays as it is.",
    "keep": "you play with these seven cards.",
    "mulligan": "your hand is shuffled into your deck and you draw seven; that hand must be kept.",
}


# -- text helpers ---------------------------------------------------------------


SMALL_WORDS = {"of", "the", "at", "and", "to", "a"}


def abbrev(name: str, width: int) -> str:
    """A card name in at most ``width`` characters, word by word so that it
    stays readable: inner small words go first ("Zealot Flame"), then the
    longest words shrink to four letters and a dot ("Cath. Warden"); only then
    is it cut with "…"."""
    if len(name) <= width:
        return name
    words = name.split()
    words = words[:1] + [w for w in words[1:-1] if w.lower() not in SMALL_WORDS] + words[1:][-1:]
    while len(" ".join(words)) > width:
        i = max(range(len(words)), key=lambda k: (len(words[k]), -k))
        if len(words[i]) <= 5:
            break
        words[i] = words[i][:4] + "."
    return short(" ".join(words), width)


Token = Text | tuple[str, Text]


def pack(tokens: Iterable[Token], width: int, indent: int = 0, sep: str = " · ", prefix: str = "") -> list[Text]:
    """Lay tokens on lines of ``width`` cells without breaking a token (a token
    wider than a line is cut with "…"); following lines start with ``indent``.
    A token ``(sep, text)`` brings its own separator. Each line starts with
    ``prefix`` too, outside the ``width`` (an indented block).

    Each line is made once from its pieces (text and spans), not token by
    token: the board is laid out at several levels of detail on every key
    (issue 11: time per key)."""
    lines: list[Text] = []
    plain: list[str] = [prefix]
    spans: list[Span] = []
    pos, col, empty = len(prefix), 0, True
    for item in tokens:
        gap, tok = item if isinstance(item, tuple) else (sep, item)
        w = tok.cell_len
        if not empty and col + len(gap) + w > width:
            lines.append(Text("".join(plain), no_wrap=True, overflow="ellipsis", spans=spans))
            lead = prefix + " " * indent
            plain, spans, pos, col, empty = [lead], [], len(lead), indent, True
        if not empty:
            if gap:  # as Text.append(gap, style="dim")
                plain.append(gap)
                spans.append(Span(pos, pos + len(gap), "dim"))
                pos += len(gap)
            col += len(gap)
        if w > width - col:
            tok = tok.copy()
            tok.truncate(max(1, width - col), overflow="ellipsis")
            w = tok.cell_len
        text = tok.plain  # as Text.append_text(tok)
        if tok.style:
            spans.append(Span(pos, pos + len(text), tok.style))
        spans.extend([Span(a + pos, b + pos, st) for a, b, st in tok.spans])
        plain.append(text)
        pos += len(text)
        col += w
        empty = False
    if not empty:
        lines.append(Text("".join(plain), no_wrap=True, overflow="ellipsis", spans=spans))
    return lines


#: Only used to wrap Text (no output).
_CONSOLE = Console(width=200, color_system=None, file=io.StringIO(), legacy_windows=False)


def rule_text(title: Text, width: int) -> Text:
    """``── title ─────`` across ``width`` cells."""
    t = Text("── ", style="dim", no_wrap=True, overflow="ellipsis")
    title = title.copy()
    title.truncate(max(4, width - 5), overflow="ellipsis")
    t.append_text(title)
    t.append(" " + "─" * max(0, width - title.cell_len - 4), style="dim")
    t.truncate(width)
    return t


#: Options whose cards are marked where they lie on the table (by uid); any
#: other option is about a card by its key (a card in hand, the Set Reserve).
MARKED = frozenset({"attack", "capture", "rescue", "defy", "direct", "rally", "target", "replace", "intervene",
                    "resist", "mark", "ability"})
#: Options that play a card from the hand or the Set Reserve (marked there).
FROM_HAND = frozenset({"play", "react", "unlock"})
#: The attempts, by the verb of their option.
ATTEMPT_VERBS = frozenset({"attack", "capture", "rescue", "defy", "direct"})
#: The card panel's title of an attempt, by its verb (a direct attack is an attack).
ATTEMPT_TITLES = {"direct": "Attack"}


def option_refs(option: Option | None) -> tuple[set[str], str | None]:
    """``(uids, card key)`` that the option ``option`` is about (its typed
    ``cards`` and ``card``)."""
    if option is None:
        return set(), None
    uids = set(option.cards) if option.verb in MARKED else set()
    return uids, option.card


class Cards:
    """Every card the view shows, by uid and by key (first match wins)."""

    def __init__(self, view: View, first: int = 0) -> None:
        self.by_uid: dict[str, CardView] = {}
        self.by_key: dict[str, CardView] = {}
        players = view.board.players
        for p in players[first:] + players[:first]:  # the viewer's own cards win by key
            for zone in ("hand", "field", "events", "captured", "reserve", "set_area", "convictions", "discard",
                         "removed"):
                for c in getattr(p, zone) or ():
                    self.add(c)
        for c in view.board.stack or []:
            self.add(c)
        for o in view.board.occurrences or []:
            if o.card:
                self.add(o.card)

    def add(self, c: CardView) -> None:
        self.by_uid.setdefault(c.uid, c)
        self.by_key.setdefault(c.key, c)

    def name(self, uid: str | None) -> str:
        c = self.by_uid.get(uid or "")
        return c.name if c else "?"

    def names(self) -> set[str]:
        """Every card name shown."""
        return {c.name for c in self.by_uid.values()}

    def shared(self, name: str) -> bool:
        """Whether cards of both players bear ``name``."""
        return len({c.owner for c in self.by_uid.values() if c.name == name}) > 1


def stats(c: CardView, printed: bool = False) -> str:
    """``"3/3/1"``: current Attack/Defense/Faith (printed ones if ``printed``
    or off the field)."""
    cur = c if printed else (c.current or c)
    return f"{cur.attack}/{cur.defense}/{cur.faith}"


def card_title(c: CardView) -> str:
    """``"Cathedral Warden · Character · cost 3 · a/d/f 2/4/1 CT · Religion"``."""
    return f"{c.name} · {card_facts(c)}"


def card_facts(c: CardView) -> str:
    """``"Character · cost 3 · a/d/f 2/4/1 CT · Religion"``."""
    bits = [c.kind]
    if c.type != "conviction":
        now = c.cost_now
        bits.append(f"cost {c.cost}" + (f", {now} for you now" if now is not None and now != c.cost else ""))
    if c.type == "character":
        s = "a/d/f " + stats(c) + (f" (printed {stats(c, True)})" if stats(c) != stats(c, True) else "")
        s += " CT" if c.combat_trained else ""
        if c.max_health:
            s += f" ♥{c.health or c.max_health}/{c.max_health}"
        bits.append(s)
    if c.identifiers:
        bits.append(", ".join(c.identifiers))
    return " · ".join(bits)


def char_token(c: CardView, hl: set[str], compact: bool) -> Text:
    """One Character on a field: markers that survive NO_COLOR."""
    on = c.uid in hl
    t = Text()
    t.append(">" if on else "", style="bold")
    if c.exhausted:
        t.append("⤵")
    name = abbrev(c.name, 14) if compact else c.name
    t.append(f"{name} {stats(c)}")
    if c.combat_trained:
        t.append(" CT")
    if c.health:
        t.append(f" ♥{c.health}")
    if c.newly:
        t.append(" ✦")
    if c.marked_by is not None:
        t.append(" ⚑")
    if c.no_recover:
        t.append(" ⊘")
    style = "reverse bold" if on else ("dim italic" if c.exhausted else "bold")
    t.stylize(style)
    return t


def comp_state(c: CardView) -> str:
    """A Set Reserve component's state in words (HW-16.4, HW-17)."""
    if c.disrupted:
        return "Disrupted" + ("" if c.playable_this_turn else ", not this turn")
    if c.stabilized:
        return "unlocked, Stabilized" if not c.locked else "locked, Stabilized"
    return "locked" if c.locked else "unlocked"


def head_tokens(p: SideView, view: View, top: bool, level: int, say_active: bool = True) -> list[Text]:
    """Name, deck name (level 0 only), "active", Resolve and the Faith pool
    that counts now: Faith for the active player, Response Faith for the other
    (HW-5.7; the other pool is always 0 then, and shown whenever it is not)."""
    toks = [Text(f"{'▲' if top else '▼'} {p.name}", style="bold")]
    if level < 1:
        toks.append(Text(p.deck_name, style="italic"))
    active = view.board.active == p.seat
    setup = view.board.phase == "setup"
    if active and not setup and say_active:
        toks.append(Text("active", style="bold underline"))
    toks.append(Text(f"Resolve {p.resolve}", style="bold"))
    if (active and not setup) or p.faith:
        toks.append(Text(f"Faith {p.faith}"))
    if (not active and not setup) or p.response_faith:
        toks.append(Text(f"Response Faith {p.response_faith}"))
    return toks


def count_tokens(p: SideView) -> list[Text]:
    """Deck, hand and discard pile sizes."""
    return [Text(f"deck {p.deck}"), Text(f"hand {p.hand_count}"), Text(f"discard {len(p.discard)}")]


def milestone_token(p: SideView) -> Text:
    """``"milestones 1/3"``: Set Reserve milestones reached (HW-16.1)."""
    return Text(f"milestones {sum(1 for m in p.milestones if m.reached)}/3")


#: :func:`side_lines` results for the sides drawn last, by ``(id(side),
#: id(view), highlighted uids on that side, width, level, top)``, each with its
#: side and view (kept alive, so an id is not reused while cached). A cursor
#: move lays the board out again for another option, which most often marks
#: nothing on one side or both (issue 11: time per key).
_SIDE_CACHE: dict[tuple, tuple[SideView, View, tuple[list[Text], list[Text], list[Text]]]] = {}
_SIDE_CACHE_MAX = 64


def side_uids(p: SideView) -> frozenset[str]:
    """The uids of the cards :func:`side_lines` may mark on ``p``'s side."""
    return frozenset(c.uid for zone in (p.events, p.captured, p.reserve, p.set_area, p.convictions, p.field)
                     for c in zone)


def side_lines(p: SideView, view: View, hl: set[str], width: int, level: int,
               top: bool) -> tuple[list[Text], list[Text], list[Text]]:
    """:func:`draw_side`, remembered for the last sides drawn (the lines are
    shared: callers copy before changing them, as :func:`fit` does)."""
    key = (id(p), id(view), side_uids(p) & frozenset(hl), width, level, top)
    hit = _SIDE_CACHE.get(key)
    if hit is not None and hit[0] is p and hit[1] is view:
        return hit[2]
    if len(_SIDE_CACHE) >= _SIDE_CACHE_MAX:
        _SIDE_CACHE.clear()
    out = draw_side(p, view, hl, width, level, top)
    _SIDE_CACHE[key] = (p, view, out)
    return out


def draw_side(p: SideView, view: View, hl: set[str], width: int, level: int,
              top: bool) -> tuple[list[Text], list[Text], list[Text]]:
    """``(head, status, field)`` lines of one player's side at detail ``level``
    (0 most detailed, 4 most compact). The bottom player's head goes in the hand
    rule, so it is empty here. The top player's head holds the numbers that
    matter (Resolve, the Faith pool, deck, hand, milestones) and is never cut
    (:func:`fit` cuts status and field lines only). Less important words go
    first: counts (level 2), then labels shrink and the Set Area joins the Set
    Reserve's line ("Broadcast Curfew played", level 3); names are whole up to
    level 3; only level 4 abbreviates them word by word (:func:`abbrev`)."""
    compact = level >= 2
    n = lambda c: abbrev(c.name, 16) if level >= 4 else c.name  # noqa: E731

    def lab(name: str, count: str, brief: str) -> Text:
        """``"Events 2/5:"``, ``"Events:"`` (compact), ``"Evts:"`` (level 3)."""
        return Text((brief if level >= 3 else name if compact else name + count) + ":", style="italic")

    def para(label: Text, items: list[Text]) -> list[Token]:
        out: list[Token] = [label]
        for i, it in enumerate(items):
            out.append((" " if i == 0 else ", ", it))
        return out

    def mark(c: CardView, body: str) -> Text:
        on = c.uid in hl
        return Text((">" if on else "") + body, style="reverse bold" if on else "")

    paras: list[list[Token]] = []
    if p.events or level < 1:
        def turns(k: int) -> str:
            words = f"{k} turn{'s' if k != 1 else ''}"
            return f" {words}" if level >= 3 else f" ({words})"
        ev = [mark(e, n(e) + turns(e.turns_left) if e.turns_left else n(e)) for e in p.events]
        paras.append(para(lab("Events", f" {len(p.events)}/5", "Events"), ev or [Text("none")]))
    if p.captured or level < 1:
        cap = [mark(c, n(c)) for c in p.captured]
        paras.append(para(lab("Captives", f" {len(p.captured)}/3", "Captives"), cap or [Text("none")]))
    sset = p.set
    comps = [mark(c, f"{n(c)} {comp_state(c)}") for c in p.reserve]
    if level >= 3:  # the Set Area joins the Reserve's line: "Set: X locked, Y played"
        comps += [mark(c, n(c) + (" played, Stabilized" if c.stabilized else " played")) for c in p.set_area]
    elif not comps:
        comps = [Text("reserve empty")]
    stoks = para(Text(f"{'Set ' + sset.name if level < 3 else 'Set'}"
                      f"{' ✓complete' if sset.complete else ''}:", style="italic"), comps or [Text("—")])
    if level < 3 and (p.set_area or level < 1):
        area = [mark(c, n(c) + (" Stabilized" if c.stabilized else "")) for c in p.set_area]
        stoks += para(lab("Set Area", "", "Area"), area or [Text("—")])
    paras.append(stoks)
    if p.convictions or level < 1:
        conv = lab("Convictions", "", "Conv") + Text(" ")
        conv.append_text(Text(", ").join([mark(c, c.name) for c in p.convictions]) if p.convictions
                         else Text("none"))
        paras.append([conv])
    if top and level >= 1:  # the discard pile (the bottom player's is in "i")
        paras.insert(0, [Text(f"discard {len(p.discard)}")])

    field = [char_token(c, hl, level >= 4) for c in p.field]
    field_lines = pack([Text(f"Field {len(p.field)}/8", style="italic")]
                       + (field or [Text("no Characters", style="italic")]), width, indent=2, sep="  ")
    head = (head_tokens(p, view, top, level) + count_tokens(p)[:2] + [milestone_token(p)]
            + (count_tokens(p)[2:] if level < 1 else [])) if top else []
    if level >= 1:  # everything flows together
        flow: list[Token] = []
        for pa in paras:
            flow += pa
        return pack(head, width, indent=2), pack(flow, width - 2, prefix="  "), field_lines
    status = [ln for pa in paras for ln in pack(pa, width - 2, indent=2, prefix="  ")]
    return pack(head, width, indent=2), status, field_lines


#: How a side's last line says that lines were left out: ``i`` shows them.
MORE = " …(i)"


def fit(top: tuple[list[Text], ...], bottom: tuple[list[Text], ...], room: int,
        width: int = 0) -> tuple[list[Text], list[Text]]:
    """Both sides in ``room`` lines: status lines give way first, then field
    lines, each time from the side that has more; a cut line ends with
    :data:`MORE`, the key that shows everything (lines of ``width`` cells;
    0: the cut line gives up as many cells as the mark takes)."""
    parts = [list(x) for x in top], [list(x) for x in bottom]
    total = lambda: sum(len(x) for side in parts for x in side)  # noqa: E731
    marked: set[int] = set()  # ids of the lines already ending in MORE
    for which in (1, 2):  # status, then field
        while total() > room:
            side = max(parts, key=lambda sd: len(sd[which]))
            if len(side[which]) <= (0 if which == 1 else 1):
                break
            side[which].pop()
            if side[which] and id(side[which][-1]) not in marked:
                last = side[which][-1].copy()
                keep = width - len(MORE) if width else last.cell_len - len(MORE)
                last.truncate(max(1, min(last.cell_len, keep)), overflow="crop")
                last.rstrip()
                last.append(MORE, style="bold")
                side[which][-1] = last
                marked.add(id(last))
    (th, ts, tf), (bh, bs, bf) = parts
    return th + ts + tf, bf + bs + bh


def occurrence_parts(view: View, cards: Cards) -> list[str]:
    """What is being played or answered now, outermost first: ``["Bo plays Smear
    Campaign → Border Captain", "answered by Ana's Veto"]``."""
    names = view.names
    parts = []
    for o in view.board.occurrences or []:
        who = names[o.seat] if 0 <= o.seat < len(names) else "?"
        k = o.kind
        src, tgt = cards.name(o.source), cards.name(o.target)
        if o.target and cards.shared(tgt):  # both sides have one: say whose
            owner = cards.by_uid[o.target].owner
            if owner is not None and 0 <= owner < len(names):
                tgt = possessive(names[owner], tgt)
        s = {
            "play": f"{who} plays {o.name}",
            "reaction": f"answered by {possessive(who, o.name)}",
            "ability": f"{possessive(who, src)}: {o.name}",
            "response": f"{possessive(who, src)}: {o.name}",
            "attack": f"{possessive(who, src)} attacks {tgt}",
            "direct": f"{possessive(who, src)} attacks directly",
            "capture": f"{possessive(who, src)} tries to capture {tgt}",
            "rescue": f"{possessive(who, src)} tries to rescue {tgt}",
            "defiance": f"{possessive(who, src)} defies {tgt}",
            "defeat": f"{tgt} is about to be defeated",
            "completion": f"{possessive(who, o.name)}",
        }.get(k, f"{who}: {o.name}")
        if k in ("play", "reaction", "ability", "response") and o.target:
            s += f" → {tgt}"
        if o.helper and k in ("capture", "rescue"):
            s += f" ({'helped' if k == 'capture' else 'resisted'} by {cards.name(o.helper)})"
        if o.rolled and o.totals:
            t = o.totals
            s += f" (rolled {t[0]}, needs {t[1]})" if k == "direct" and len(t) > 1 else \
                f" (rolled {' vs '.join(map(str, t))})"
        if o.canceled:
            s += " (canceled)"
        parts.append(s)
    return parts


def occurrence_text(view: View, cards: Cards) -> str:
    """The innermost two occurrences: ``"… ▸ Bo's Riot Marshal attacks Party Whip
    (rolled 8 vs 5) ▸ Party Whip is about to be defeated"``."""
    parts = occurrence_parts(view, cards)
    return ("… ▸ " if len(parts) > 2 else "") + " ▸ ".join(parts[-2:])


def pass_content(view: View, cards: Cards) -> tuple[str, list[str]]:
    """The card panel for "Pass": what the window is about, in full."""
    occs = view.board.occurrences or []
    if not occs:
        return "Pass", []
    o = occs[-1]
    now = occurrence_parts(view, cards)[-1]
    kind = {"defiance": "defy"}.get(o.kind, o.kind)
    src, tgt = cards.by_uid.get(o.source or ""), cards.by_uid.get(o.target or "")
    if o.card:  # the line above the prompt says who plays it on what
        c = o.card
        return f"Pass · {c.name}:", [f"({card_facts(c)}) {c.text or ''}"]
    if kind in ("attack", "direct", "capture", "rescue", "defy"):  # the ▶ line says who and what
        what = {"direct": "direct attack", "defy": "Set Defiance"}.get(kind, kind)
        return f"Pass · the {what}:", attempt_text(kind, src, tgt, o.odds, cost=False)
    if kind == "completion":  # the ▶ line says whose
        return "Pass · the Completion:", [view.board.players[o.seat].set.text]
    c = tgt if kind == "defeat" else src
    return f"Pass · {now}:", [f"{c.name}: {c.text or ''}"] if c else []


def roll_parts(log: Sequence[Event], names: Sequence[str]) -> tuple[str, str] | None:
    """The last dice of this turn's log (a ``roll`` or ``totals`` event), short
    (:func:`.words.compact_roll`), and the line after it (the result, or "");
    None once a new turn has begun without a roll."""
    for i in range(len(log) - 1, -1, -1):
        e = log[i]
        if e.verb == "turn":
            return None
        if e.verb in ("roll", "totals"):
            after = log[i + 1].text if i + 1 < len(log) and log[i + 1].verb != "turn" else ""
            return compact_roll(e, names), after
    return None


def last_roll(log: Sequence[Event], names: Sequence[str]) -> str | None:
    """:func:`roll_parts` as one line: ``"Bo 5+3=8 vs Ana 1+2=3: Riot Marshal
    wins the battle."``."""
    parts = roll_parts(log, names)
    return None if parts is None else (f"{parts[0]}: {parts[1]}" if parts[1] else parts[0])


#: How the card panel says where a stat differs from the board's number.
CONTEXT_WORDS = {"capture": "against captures", "rescue": "in rescues", "defiance": "in Set Defiance",
                 "attack": "in battle", "direct": "in battle"}


def addends(parts: Sequence[Addend], c: CardView | None, kind: str, first_key: str | None) -> str:
    """One side's addends from the engine's odds, in words: ``"4 Defense (+1
    against captures) + 3 intervention"`` (the bracket when the first number
    differs from the one the board shows for ``c``)."""
    out = []
    for i, a in enumerate(parts):
        v, lab = a.value, a.label
        txt = f"{v} {lab}".strip() if v >= 0 else f"({v}) {lab}".strip()
        if i == 0 and c is not None and first_key:
            shown = getattr(c.current or c, first_key)
            if isinstance(shown, int) and shown != v:
                txt += f" ({v - shown:+d} {CONTEXT_WORDS.get(kind, 'here')})"
        out.append(txt)
    return " + ".join(out) if out else "0"


def attempt_text(kind: str, actor: CardView | None, target: CardView | None,
                 odds: Odds | None, cost: bool = True) -> list[str]:
    """What an attack, capture, rescue or Set Defiance needs to succeed, with the
    numbers the roll will add (``odds``: the engine's ``odds``, never worked
    out here) and its cost when ``cost``, then the text of the Characters in
    it."""
    if actor is None:
        return []
    pay = "2 Faith. " if cost else ""
    tn = target.name if target else "?"
    ekind = {"defy": "defiance"}.get(kind, kind)
    if odds is None:  # no numbers from the engine (a replay's public view...): the rule alone
        rule = {"attack": "d6 + Attack against d6 + Defense: the higher total wins, a tie leaves both.",
                "direct": "d6 + Attack: 7 or more costs the defending player 2 Resolve.",
                "capture": f"{pay}d6 + Attack against d6 + Defense: a higher total captures {tn}.",
                "rescue": f"{pay}d6 + Faith against d6 + the resister's Faith: {tn} returns exhausted.",
                }.get(kind, f"{pay}d6 + Attack against d6 + 3: {tn} goes back to its owner's Set Reserve, Disrupted.")
        out = [rule]
    else:
        mine = addends(odds.actor, actor, ekind, "faith" if kind == "rescue" else "attack")
        theirs = addends(odds.other, target, ekind, "defense" if kind in ("attack", "capture") else None)
        if kind == "attack":
            rule = f"d6 + {mine} against d6 + {theirs}: the higher total wins, a tie leaves both."
            if target and target.combat_trained:
                rule += f" {tn} is Combat Trained: if it wins by 3 or more, the attacker is defeated."
        elif kind == "direct":
            rule = f"d6 + {mine}: {odds.need or 7} or more costs the defending player 2 Resolve."
        elif kind == "capture":
            extra = ""
            if not odds.declared and odds.if_helped:
                extra = f" (+{odds.if_helped} if they intervene)"
            rule = f"{pay}d6 + {mine} against d6 + {theirs}{extra}: a higher total captures {tn}."
        elif kind == "rescue":
            res = odds.resisters
            if odds.declared or res is None:
                against = f"d6 + {theirs}"
            elif not res:
                against = "d6 + 0 (no one can resist)"
            elif len(res) == 1:
                against = f"d6 + {res[0].value} Faith ({res[0].name} resists)"
            else:
                against = "d6 + the resister's Faith (" + ", ".join(f"{r.name} {r.value}" for r in res) + ")"
            rule = f"{pay}d6 + {mine} against {against}: {tn} returns exhausted."
        else:
            rule = f"{pay}d6 + {mine} against d6 + {theirs}: {tn} goes back to its owner's Set Reserve, Disrupted."
        out = [rule]
    for c in (target, actor):  # the target's text first: it is what you face
        if c and c.text:
            out.append(f"{c.name}: {c.text}")
    return out


def wrapped(text: Text, width: int, indent: int = 2) -> list[Text]:
    """``text`` wrapped on words into lines of at most ``width`` cells (a CJK
    letter or an emoji takes two), the lines after the first indented by
    ``indent``."""
    out = []
    for i, ln in enumerate(text.wrap(_CONSOLE, max(10, width - indent))):
        ln.rstrip()
        ln.no_wrap, ln.overflow = True, "crop"
        out.append(ln if i == 0 else Text(" " * indent, no_wrap=True, overflow="crop").append_text(ln))
    return out


def mid_lines(view: View, cards: Cards, width: int) -> list[Text]:
    """The rule between the two sides, with the last roll and its result (or
    the legend); a result too long for the rule goes on the lines under it."""
    roll = roll_parts(view.log, view.names)
    if roll is None:
        return [rule_text(Text("⤵ exhausted · ✦ new · numbers: attack/defense/Faith · i: all cards", style="bold"), width)]
    dice, after = roll
    whole = Text(f"⚄ {dice}" + (f": {after}" if after else ""), style="bold")
    if whole.cell_len <= width - 5:
        return [rule_text(whole, width)]
    out = [rule_text(Text(f"⚄ {dice}", style="bold"), width)]
    return out + (wrapped(Text("  " + after, style="bold"), width) if after else [])


def now_lines(view: View, cards: Cards, width: int) -> list[Text]:
    """What is being played or answered now (``▶``), on the line(s) just above
    the prompt that asks about it: it reads the same whoever's turn it is."""
    now = occurrence_text(view, cards)
    if not now:
        return []
    return wrapped(Text("▶ " + now, style="bold"), width)


def recent_lines(view: View, rows: int, width: int) -> list[Text]:
    """The newest log lines in at most ``rows`` screen lines, each whole
    (wrapped; an older line that does not fit whole is left out: ``L`` shows
    the log)."""
    if rows <= 0:
        return []
    out: list[Text] = []
    for text in reversed([e.text for e in view.log if e.text.strip()]):
        lines = wrapped(Text("· " + text, style="dim italic"), width)
        if len(out) + len(lines) > rows:
            break
        out = lines + out
    return out


def hidden_hand(count: int, name: str, view: View) -> str:
    """The line in place of a hand not shown: until its player has the
    keyboard (a handoff), or for good in a public view (a watcher's, a
    replay's of an unfinished game: ``view.player`` None)."""
    if view.player is None:
        return f"{count} cards, hidden in this public view."
    return f"{count} cards, hidden until {name} has the keyboard."


def hand_lines(me: SideView, view: View, key: str | None, private: bool, width: int,
               in_full: bool = False) -> list[Text]:
    """The rule with your name, Resolve, pool, deck and milestones (the numbers
    on a line of their own when a long name leaves no room), then your hand
    (up to 3 lines; ``in_full``: one card a line, with its text, wrapped)."""
    cards = me.hand
    for level in (0, 1, 2):
        # at level 2 the header says whose turn it is
        toks = head_tokens(me, view, False, level, say_active=level < 2) + count_tokens(me)[:1] + [milestone_token(me)]
        head = Text(" · ", style="dim").join(toks)
        if head.cell_len <= width - 5:
            lines = [rule_text(head, width)]
            break
    else:  # a long name: the rule holds it, the numbers go on the line under it
        lines = [rule_text(toks[0], width)] + pack(toks[1:], width)
    if not private or cards is None:
        lines.append(Text(hidden_hand(me.hand_count, me.name, view), style="italic"))
        return lines
    if not cards:
        lines.append(Text("(empty)", style="italic"))
        return lines
    groups: dict[str, list[CardView]] = {}
    for c in cards:
        groups.setdefault(c.key, []).append(c)
    if in_full:
        for k, cs in groups.items():
            c, on = cs[0], k == key
            t = Text()
            t.append(KIND_LABEL.get(c.type, ""), style="italic dim")
            t.append(">" if on else "", style="bold")
            t.append(f"{c.name} {cost_text(c)}" + (f" ×{len(cs)}" if len(cs) > 1 else ""),
                     style="reverse bold" if on else "bold")
            t.append(f"  {c.text}" if c.text else "", style="italic")
            lines += wrapped(t, width, indent=4)
        return lines
    # Most readable first: type labels and whole names on two lines, ... names
    # cut at 10 on three lines.
    for labels, cut, most in ((True, 40, 2), (True, 40, 3), (True, 16, 3), (False, 40, 3), (False, 16, 3),
                              (False, 10, 3)):
        toks = []
        kind = None
        for k, cs in groups.items():
            c = cs[0]
            on = k == key
            tok = Text()
            if labels and c.type != kind:
                tok.append(KIND_LABEL.get(c.type, ""), style="italic dim")
            kind = c.type
            tok.append(">" if on else "", style="bold")
            name = c.name if on else abbrev(c.name, cut)
            tok.append(f"{name} {cost_text(c)}" + (f" ×{len(cs)}" if len(cs) > 1 else ""),
                       style="reverse bold" if on else "")
            toks.append(tok)
        packed = pack(toks, width, sep="  ")
        if len(packed) <= most:
            break
    return lines + packed[:3]


def cost_text(c: CardView) -> str:
    """A hand card's cost: ``"3"``, or ``"3→2"`` when the player pays less (or
    more) now (``cost_now``: the engine's cost, HW-19 statics)."""
    now = c.cost_now
    return str(c.cost) if now is None or now == c.cost else f"{c.cost}→{now}"


def card_paragraphs(title: str, body: list[str], width: int) -> list[Text]:
    """The card panel's lines: the bold title runs into the first paragraph."""
    first = Text()
    first.append(title, style="bold underline")
    if body and body[0]:
        first.append(" " + body[0])
    out: list[Text] = []
    for para in [first] + [Text(b) for b in body[1:] if b]:
        out += list(para.wrap(_CONSOLE, max(10, width)))
    return out


def card_rows(view: View, cards: Cards, private: bool, width: int, most: int) -> int:
    """Rows of the card panel: enough for the longest text among this
    decision's options (so the board does not jump as the cursor moves)."""
    need = 1
    for opt in (view.options or [None]) if private else [None]:
        hl, key = option_refs(opt)
        need = max(need, len(card_paragraphs(*card_content(view, cards, opt, hl, key, private), width)))
        if need >= most:
            return most
    return need


def card_lines(view: View, cards: Cards, opt: Option | None, hl: set[str], key: str | None,
               private: bool, width: int, rows: int) -> list[Text]:
    """The card panel: ``rows`` lines, the last one cut with "…" if need be."""
    panel = card_paragraphs(*card_content(view, cards, opt, hl, key, private), width)
    if len(panel) > rows:
        panel = panel[:rows]
        last = panel[-1].copy()
        last.rstrip()
        more = " (i: more)"
        if last.cell_len + len(more) > width:  # cut inside the line: "…" says so
            last.truncate(max(1, width - len(more) - 1))
            last.rstrip()
            last.append("…")
        last.append(more, style="dim italic")
        panel[-1] = last
    return panel + [Text("")] * (rows - len(panel))


def card_content(view: View, cards: Cards, opt: Option | None, hl: set[str], key: str | None,
                 private: bool) -> tuple[str, list[str]]:
    """``(title, paragraphs)`` of the card panel for the option ``opt``: the
    card it is about in full, an attempt's odds, what a window answers, or a
    hint."""
    if opt is None:
        if not private:
            return ("Hands stay hidden in this public view." if view.player is None
                    else "Cards stay hidden during the handoff."), [LEGEND]
        return "Legend", [LEGEND]
    kind = opt.verb
    if kind in ATTEMPT_VERBS:
        who = [cards.by_uid.get(u) for u in opt.cards] + [None]
        seat = view.player
        odds = odds_of(view.board, opt)
        # the prompt shows the option's whole label under the cursor ("Attack with
        # Senate Clerk → Zealot of the Flame"): here its verb, so the texts have the rows
        # (the verb from the option's typed verb, never from its label's words)
        return ATTEMPT_TITLES.get(kind, kind.capitalize()) + ":", attempt_text(kind, who[0], who[1], odds, cost=False)
    if kind == "pass":
        return pass_content(view, cards)
    c = None
    if hl:
        c = cards.by_uid.get(next(iter(hl)))
    if c is None and key:
        c = cards.by_key.get(key)
    if c is None and kind == "mode":
        stack = view.board.stack or []
        c = stack[-1] if stack else None
        if c:
            return opt.label + ":", [f"{c.name}: {c.text or ''}"]
    if c is None:
        hint = HINTS.get(kind, "")
        return opt.label + (":" if hint else ""), [hint]
    return c.name, [f"({card_facts(c)}) {c.text or ''}"]


def layout(view: View, seat: int, highlighted: Option | None, width: int, height: int,
           recent: int = 0) -> dict[str, Any]:
    """The board's lines at ``width`` x ``height``: ``{"opp", "recent", "mid",
    "me", "hand", "card", "now"}`` (lists of Text, together at most ``height``
    lines), ``"gap"`` (True when lines are left over) and ``"level"`` (0 = most
    detailed). ``recent``: at most this many of the newest log lines fill the
    lines left over (for a screen whose side log is hidden)."""
    players = view.board.players
    me, opp = players[seat], players[1 - seat]
    cards = Cards(view, seat)
    hl, key = option_refs(highlighted)
    hand_key = key
    if highlighted and highlighted.verb not in FROM_HAND:
        hand_key = None  # a target, attacker, ability...: marked where it is (its uid), not in the hand
    hl |= {c.uid for c in me.reserve if c.key == hand_key}  # unlock: / play: from the Set Reserve
    occs = view.board.occurrences or []
    if highlighted and highlighted.verb == "pass" and occs:  # what the window is about
        hl |= {u for u in (occs[-1].source, occs[-1].target) if u}
    private = view.player == seat
    hand = hand_lines(me, view, hand_key, private, width)
    # the card panel: at most 5 lines at 80x24 (CARD_ROWS), a third of a tall board
    rows = card_rows(view, cards, private, width, CARD_ROWS if height < 30 else max(6, height // 3))
    mid = mid_lines(view, cards, width)
    now = now_lines(view, cards, width)
    # Most detailed first; before names are abbreviated (level 4), the card
    # panel gives up lines (down to 2: "i" shows every card in full).
    tries = [(lv, rows) for lv in range(4)] + [(3, r) for r in range(rows - 1, 1, -1)] + [(4, min(rows, 2))]
    sides: dict[int, tuple] = {}  # both sides at each level, drawn once (the card rows vary at level 3)
    for level, crows in tries:
        room = height - len(hand) - crows - len(mid) - len(now)
        if level not in sides:
            sides[level] = (side_lines(opp, view, hl, width, level, True),
                            side_lines(me, view, hl, width, level, False))
        tparts, bparts = sides[level]
        if sum(map(len, tparts + bparts)) <= room:
            break
    card = card_lines(view, cards, highlighted, hl, key, private, width, crows)
    top, bottom = fit(tparts, bparts, max(0, room), width)
    spare = room - len(top) - len(bottom)
    if level == 0 and private and me.hand:  # rows to spare (a tall terminal): the hand card by card, texts too
        full = hand_lines(me, view, hand_key, private, width, in_full=True)
        if len(full) - len(hand) <= spare:
            spare -= len(full) - len(hand)
            room -= len(full) - len(hand)
            hand = full
    rec = recent_lines(view, min(recent, spare), width)
    return {"opp": top, "recent": rec, "mid": mid, "me": bottom, "hand": hand, "card": card, "now": now,
            "gap": len(top) + len(bottom) + len(rec) < room, "level": level}


class HolyWarsBoard(PartsBoard):
    """The Holy Wars board widget (see the module docstring)."""

    PARTS = ("opp", "recent", "gap", "mid", "me", "hand", "card", "now")
    PREFIX = "hw"
    LOG_MIN_WIDTH = LOG_MIN_WIDTH

    # -- the shell's hooks ----------------------------------------------------
    @classmethod
    def header(cls, view: View) -> str:
        """``"Holy Wars · turn 9 · Ana's Action Phase · Bo may respond"``; when
        that is wider than :data:`HEADER_ROOM` cells (long names), the longest
        of the shorter forms that fits: without "Holy Wars", without whose phase
        it is (the board marks the active side), without the phase."""
        names = view.names
        out = view.outcome
        if out:
            w = out.winner
            return " · ".join(["Holy Wars", f"turn {view.board.turn}",
                               "game over: " + ("draw" if w is None else f"{names[w]} wins")])
        phase = view.board.phase
        turn = f"turn {view.board.turn}"
        whose = what = ""
        if phase == "setup":
            whose = what = "mulligans"
        elif view.board.active is not None:
            what = PHASES.get(phase, phase)
            whose = f"{names[view.board.active]}'s {what}"
        d = view.deciding
        who = f"{names[d]} {'may respond' if view.window else 'to decide'}" if d is not None else ""
        tries = [["Holy Wars", turn, whose, who], [turn, whose, who], [turn, what, who], [turn, who]]
        heads = [" · ".join(p for p in t if p) for t in tries]
        return next((h for h in heads if cell_len(h) <= HEADER_ROOM), heads[-1])

    @classmethod
    def scores(cls, view: View) -> list[str]:
        return [
            f"{p.name} ({p.deck_name}): Resolve {p.resolve} · field {len(p.field)} · "
            f"captives {len(p.captured)}"
            for p in view.board.players
        ]

    @classmethod
    def card_text(cls, view: View, card: str | None) -> tuple[str, str] | None:
        c = Cards(view).by_key.get(card or "")
        return (card_title(c), c.text or "") if c else None

    # -- drawing --------------------------------------------------------------

    def parts(self, view: View, seat: int, highlighted: Option | None, width: int,
              height: int) -> dict[str, Any]:
        """The layout, with the newest log lines on the board when the side log
        is hidden (:data:`LOG_MIN_WIDTH`)."""
        recent = 0 if self.log_shown() else RECENT_LINES
        return layout(view, seat, highlighted, width, height, recent)

# -- every card in full ------------------------------------------------------------
def details(view: View, seat: int) -> list[tuple[int, Text]]:
    """Everything on the table that the view shows, in full, for the ``i``
    panel: ``(indent, paragraph)`` pairs, the opponent first."""
    out: list[tuple[int, Text]] = [(0, Text(LEGEND, style="italic"))]
    missing = view.board.unavailable or []
    if missing:  # the deciding player's "Not offered" line, whole
        out.append((0, Text("\nNot offered now", style="bold")))
        out += [(2, Text.assemble((f"{u.what}: ", "bold"), u.why)) for u in missing]
    players = view.board.players
    for i in [1 - seat, seat]:
        p = players[i]
        out.append((0, Text(f"\n{'▼' if i == seat else '▲'} {p.name} · {p.deck_name} · Resolve "
                            f"{p.resolve} · Faith {p.faith} · Response Faith {p.response_faith} · deck "
                            f"{p.deck} · hand {p.hand_count} · discard {len(p.discard)}", style="bold")))

        def section(title: str, cs: Sequence[CardView], extra=lambda c: "") -> None:
            out.append((2, Text.assemble((f"{title}: ", "bold"), "" if cs else "none")))
            for c in cs:
                out.append((4, Text(f"{card_title(c)}{extra(c)}", style="bold")))
                if c.text:
                    out.append((6, Text(c.text)))

        sset = p.set
        out.append((2, Text.assemble((f"Set {sset.name}{' (complete)' if sset.complete else ''}: ", "bold"),
                                     sset.text)))
        ms = ", ".join(f"{m.name} {'✓' if m.reached else '—'}" for m in p.milestones)
        out.append((4, Text(f"Milestones: {ms}")))
        section("Field", p.field, lambda c: (" · exhausted" if c.exhausted else " · ready")
                + (" · newly played" if c.newly else "")
                + (" · marked" if c.marked_by is not None else "")
                + (" · stays exhausted next Recover" if c.no_recover else ""))
        section("Continuing Events", p.events,
                lambda c: f" · {counted(c.turns_left, 'turn')} left" if c.turns_left else "")
        section("Captives (the opponent's Characters held)", p.captured)
        section("Convictions", p.convictions)
        section("Set Reserve", p.reserve, lambda c: f" · {comp_state(c)}")
        section("Set Area", p.set_area, lambda c: " · Stabilized" if c.stabilized else "")
        if p.hand is not None:
            section("Hand", p.hand)
        out.append((2, Text.assemble(("Discard pile: ", "bold"), ", ".join(c.name for c in p.discard) or "none")))
    return out


class HolyWarsScreen(GameScreen):
    """The Holy Wars game screen: the generic shell with the Holy Wars board, a
    scrolling prompt, ``0`` for the last option and ``i`` for every card."""

    BOARD = HolyWarsBoard
    #: "-narrow" hides the side log (holytable.tcss), see LOG_MIN_WIDTH.
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (LOG_MIN_WIDTH, "-wide")]
    BINDINGS = [
        Binding("i", "cards", "Cards", id="hw.cards"),
    ]

    #: Options that could spend Faith: while one is on offer, ending the turn
    #: with Faith left asks for a second press (the Faith would be lost, HW-5.2).
    SPENDS_FAITH = ("play", "ability", "capture", "rescue", "defy")

    def unspent_faith(self) -> int:
        """The Faith that "End your turn" would throw away now, when something on
        offer could still spend it; else 0."""
        v = self._view
        if v.decision_kind != "action" or v.player is None:
            return 0
        faith = v.board.players[v.player].faith
        if faith <= 0 or not any(o.verb in self.SPENDS_FAITH for o in self.options()):
            return 0
        return faith

    def _choose(self, option_id: str) -> None:
        """"End your turn" with Faith left and something to spend it on asks
        for a second press within the same decision (a stray ``0`` or Enter must
        not throw the Faith away); any other option goes straight through."""
        armed = getattr(self, "_end_armed", None)
        self._end_armed = None
        chosen = next((o for o in self.options() if o.id == option_id), None)
        if chosen is not None and chosen.verb == "end" and not self.replay:
            faith = self.unspent_faith()
            if faith and armed != len(self.game.choices):
                self._end_armed = len(self.game.choices)
                self.seat_notice(self.end_warning(faith))
                self._draw()
                return
            if faith:  # confirmed: the warning has done its job
                self.app.clear_notifications()
        super()._choose(option_id)

    @staticmethod
    def end_warning(faith: int) -> str:
        return f"End your turn with {faith} Faith unspent? Press again to confirm."

    def action_move(self, delta: int) -> None:
        """Moving the cursor away from "End your turn" disarms its confirmation."""
        self._end_armed = None
        super().action_move(delta)

    def action_cards(self) -> None:
        if isinstance(self.app.screen, CardsScreen) or not self._view:
            return
        who = self._view.player
        names = self._view.names
        whose = f"{names[who]}'s view" if who is not None else "public"
        title = f"Every card on the table · {whose}"
        self.app.push_screen(CardsScreen(details(self._view, self.seat), title))

    # -- the prompt -------------------------------------------------------------
    def prompt_rows(self) -> int:
        """Option lines shown: 3 at 24-27 rows, up to 4 on taller terminals
        (the "not offered" line comes on top: 1 line, 2 on taller terminals)."""
        return 3 if self.app.size.height < 28 else 4

    def option_label(self, opt: Option) -> str:
        """An option's label as the prompt shows it: the engine's whole label,
        verb, cards and cost included ("Play Envoy (2 Faith)", "Attack with
        Riot Marshal → Party Whip"), worded by the engine for its reader
        ("Target your Riot Marshal")."""
        return opt.label

    def _prompt_width(self) -> int:
        """Cells inside the prompt box (76 before it is laid out)."""
        try:
            return self.query_one("#prompt").content_size.width or 76
        except Exception:  # not mounted
            return 76

    def why_not(self) -> str:
        """"Not offered: capture: you already hold 3 captives · ..." from the
        view's ``unavailable`` (empty when nothing is missing), laid out as the
        shell wraps notes. Below 28 rows it takes one line when the options
        need three, so that they still show (else two lines): a longer list
        ends after its last whole item (or word) with :data:`NOTE_MORE`, the
        key of the panel that lists it whole, never split across lines."""
        items = self._view.board.unavailable or []
        opts = self.options()
        if not items or not opts:
            return ""
        width = self._prompt_width() - 2  # the scroll margin (prompt_rows: always scrolled)
        wrap_w = max(10, width - 1)  # as the shell wraps notes
        allowed = 2
        if self.app.size.height < 28:
            allowed = 1 if self._option_lines(width) >= 3 else 2
        parts = [f"{u.what}: {u.why}" for u in items]
        whats = [u.what for u in items]
        note = "Not offered: " + " · ".join(parts)
        if self._note_fits(note, "", wrap_w, allowed):
            return note
        # what is not offered, always; the reasons of as many as fit (fresh19/20
        # found "… i: all" after one item opaque: it hid what the rest were)
        for k in range(len(parts) - 1, -1, -1):
            note = "Not offered: " + " · ".join(parts[:k] + whats[k:])
            if self._note_fits(note, NOTE_WHY, wrap_w, allowed):
                return note + NOTE_WHY
        for k in range(len(whats) - 1, 0, -1):  # the first names, and how many more
            note = "Not offered: " + " · ".join(whats[:k]) + f" · {len(whats) - k} more"
            if self._note_fits(note, NOTE_WHY, wrap_w, allowed):
                return note + NOTE_WHY
        words = ("Not offered: " + parts[0]).split(" ")  # the first item alone is too long: cut at a word
        for k in range(len(words) - 1, 1, -1):
            note = " ".join(words[:k]).rstrip(" ·:,")
            if self._note_fits(note, NOTE_MORE, wrap_w, allowed):
                return note + NOTE_MORE
        return "Not offered:" + NOTE_MORE

    def _option_lines(self, width: int) -> int:
        """How many lines the options take, laid out as the shell lays them in
        ``width`` cells."""
        opts = self.options()
        keys = self.option_keys(len(opts))
        lines, col = 1, 0
        for i, o in enumerate(opts):
            n = min(len(f"{self.option_key(i, o, keys[i])} {self.option_label(o)}"), width - 1) + 1
            if col and col + n + 2 > width:
                lines, col = lines + 1, 0
            elif col:
                col += 2
            col += n
        return lines

    @staticmethod
    def _note_fits(note: str, more: str, width: int, rows: int) -> bool:
        """Whether ``note + more`` wraps (as rich wraps it) into at most
        ``rows`` lines of ``width`` cells with ``more`` whole on the last one."""
        breaks = divide_line(note + more, width, fold=True)
        if len(breaks) + 1 > rows:
            return False
        return not more or all(b <= len(note) + 1 for b in breaks)  # no break inside "… i: all"

    def prompt_notes(self) -> str:
        """The End-turn confirmation while it waits for the second press, else
        why an action is not offered."""
        if getattr(self, "_end_armed", None) == len(self.game.choices) and self.unspent_faith():
            return self.end_warning(self.unspent_faith())
        return self.why_not()

    def prompt_title(self, title: str) -> str:
        """The decision's prompt in the title, named for whoever decides
        ("Ana: Respond to your own Veto"): the Action Phase's from the deciding
        player's Faith ("Action Phase · 10 Faith · 0 ends the turn"), any other
        as the engine words it for the deciding player. The longest form that
        fits the box: then without "Action Phase" (or, in a response window,
        naming what is answered by the ▶ line above the prompt), then without the
        name (the header names who decides)."""
        v = self._view
        who = v.names[self.seat] if self.private else v.names[v.deciding] if v.deciding is not None else ""
        bodies = [v.prompt or title]
        if v.prompt and v.decision_kind == "action" and v.deciding is not None:
            faith = v.board.players[v.deciding].faith
            bodies = [f"Action Phase · {faith} Faith · 0 ends the turn", f"{faith} Faith · 0 ends the turn"]
        elif v.window and v.deciding is not None and v.board.occurrences:
            # the line above the prompt (▶) says what is answered: the last resort names it so
            p = v.board.players[v.deciding]
            pool = (p.faith, "Faith") if v.board.active == v.deciding else (p.response_faith, "Response Faith")
            bodies.append(f"Respond to ▶ above — you have {pool[0]} {pool[1]}")
        tries = [f"{who}: {b}" for b in bodies if who] + bodies
        room = self._title_room()
        return next((t for t in tries if cell_len(t) <= room), tries[-1])

    def _title_room(self) -> int:
        """Cells the prompt's title may take on the box's top edge (as the
        shell measures it), less the shell's "[3/8 · PgDn] " when the options
        will scroll (the shell wraps a longer title into the box: a wrong
        guess costs a row, never a cut)."""
        try:
            room = (self.query_one("#prompt").size.width or 80) - 4  # as the shell's _fit_title
        except Exception:  # not mounted
            room = 76
        opts = self.options()
        if opts and self._option_lines(self._prompt_width() - 2) > self.prompt_rows():  # they will scroll
            room -= cell_len(f"[{min(self.cursor, len(opts) - 1) + 1}/{len(opts)} · PgDn] ")
        return room


SCREEN = HolyWarsScreen
