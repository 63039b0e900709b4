"""Pantheon's card panels: modal lists of cards with their full text.

The keyboard map of the rule text (../shared/rules/pantheon.txt) as it fits a terminal:

- ``H`` your hand, ``B`` the active rows and benches (yours first),
  ``G`` the graveyards and sealed-away piles, ``i`` every card on the table.

Each panel is a :class:`CardListScreen`: it opens on the highlighted card
when it lists it (where the board says "… (i: more)"); one entry per card, with where it is,
its state (HP, keywords, attachments), its facts and its whole text. Up/Down,
PgUp/PgDn, Home/End move; Enter or Space dismisses with the card's uid (the
game screen then moves its cursor to a choice about that card, "open the card's
menu"); Esc, ``q`` or a panel key closes it (dismisses None).

Everything comes from one player's view (PN-4.6): a panel never shows more than
the board does.
"""
from __future__ import annotations


from rich.console import Group
from rich.padding import Padding
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.widgets import Footer, OptionList
from textual.widgets.option_list import Option

from dataclasses import dataclass

from holytable.engine.text import counted
from holytable.engine.view import View
from holytable.ui.modals import OnceModal

from .screen_layout import why_not_text
from .state import poss
from .view import Card, Player

@dataclass(frozen=True, slots=True)
class Section:
    """What a panel lists under one title: ``cards`` as ``(where, card)``;
    ``standing`` the characters standing on the spots of an active row or
    bench (None for any other section); ``hidden`` for a hand shown only by
    its count."""

    title: str
    cards: list[tuple[str, Card]]
    standing: int | None = None
    hidden: bool = False

KW_NAMES = {"stoic": "Stoic", "immortal": "Immortal", "counter": "Counter", "cunning": "Cunning",
            "poisoned": "Poisoned", "silenced": "Silenced"}

#: The board's symbols, one line (the panels show it at the top; docs/rules/pantheon.md "On screen").
LEGEND = ("St Stoic · Im Immortal · Co Counter · Po Poisoned · Si Silenced · Cu Cunning · "
          "+n attached · ☠ spot curse · hp/max")

PANELS = {"hand": "Your hand", "board": "Active rows and benches", "piles": "Graveyards and sealed away",
          "all": "Every card on the table"}


def facts(c: Card) -> str:
    """``"character (Hero) · Greek · class 2 · cost 3 CP · 6 HP · withdraw 2"``."""
    kind = c.type + (f" ({c.subtype})" if c.subtype else "")
    if c.subtypes:
        kind += f" ({', '.join(c.subtypes)})"
    pay = "MP" if c.type == "magic" else "CP"
    bits = [kind, c.pantheon or "", f"class {c.class_}", f"cost {c.cost} {pay}"]
    if c.type == "character":
        bits.append(f"{c.hp} HP")
        bits.append(f"withdraw {c.withdraw}")
    if c.type == "field":
        bits.append("Preservation" if c.preservation else f"decay {c.decay}")
    return " · ".join(b for b in bits if b)


def state(c: Card) -> str:
    """What is true of the card on the table now: HP, keywords, attachments, turns left."""
    bits = []
    if c.hp_now is not None:
        bits.append(f"{c.hp_now}/{c.max_hp} HP")
        kws = [KW_NAMES.get(k, k) for k in c.keywords_now or []]
        if kws:
            bits.append(", ".join(kws))
        if c.enlightened:
            bits.append("Enlightened")
        if c.attacks_made:
            bits.append(f"attacked {c.attacks_made}×")
    if c.attached:
        bits.append("with " + ", ".join(a.name for a in c.attached))
    if c.turns_left:
        bits.append(f"{counted(c.turns_left, 'turn')} left")
    return " · ".join(bits)


def entry(where: str, c: Card) -> Group:
    """One card of a panel: name and place, then (indented) its state, facts and text."""
    head = Text()
    head.append(c.name, style="bold")
    head.append(f"  ({where})", style="italic")
    body = []
    now = state(c)
    if now:
        body.append(Text(now))
    body.append(Text(facts(c), style="dim"))
    if c.text:
        body.append(Text(c.text))
    return Group(head, Padding(Group(*body), (0, 0, 0, 2)))


def _spots(p: Player, zone: str, label: str, title: str) -> Section:
    """An active row or a bench: the cards standing there, then what is
    attached to them and the curses on the spots."""
    out = []
    slots = p.active if zone == "active" else p.bench
    for sl in slots:
        spot = f"{label} {sl.spot}" if zone == "active" else label
        if sl.granted_by:
            spot += f", granted by {sl.granted_by}"
        for k in sl.curses or []:
            out.append((f"curse on {spot}", k))
        c = sl.card
        if c:
            out.append((spot, c))
            for a in c.attached or []:
                out.append((f"attached to {c.name.split(',')[0]}", a))
    return Section(title, out, standing=sum(1 for sl in slots if sl.card is not None and sl.card.type == "character"))


def _order(view: View, seat: int) -> list[Player]:
    """The players, ``seat`` first."""
    players = view.board.players
    return [p for p in players if p.seat == seat] + [p for p in players if p.seat != seat]


def _who(p: Player, seat: int) -> str:
    return "Your" if p.seat == seat else poss(p.name)


def sections(view: View, seat: int, kind: str) -> list[Section]:
    """What the panel ``kind`` (a key of :data:`PANELS`) lists, from ``seat``'s
    side of ``view``."""
    out: list[Section] = []
    players = _order(view, seat)
    if kind in ("hand", "all"):
        me = players[0]
        if me.hand is None:
            out.append(Section(f"Your hand: {me.hand_count} cards (hidden)", [], hidden=True))
        else:
            key = {c.uid: c.key for c in me.hand}  # one reason per card name: every copy says it
            why = {key[r.uid]: why_not_text(r) for r in view.board.not_offered if r.uid in key}
            out.append(Section("Your hand", [("in your hand" + (f"; not now: {why[c.key]}" if c.key in why else ""), c)
                                             for c in me.hand]))
    if kind in ("board", "all"):
        for p in players:
            who = _who(p, seat)
            out.append(_spots(p, "active", "active spot", f"{who} active row"))
            out.append(_spots(p, "bench", "bench", f"{who} bench"))
            if kind == "all":
                out.append(Section(f"{who} field", [("field", f) for f in p.field]))
    if kind == "all" and view.board.stack:
        names = view.names
        out.append(Section("Being answered now", [(f"played by {names[o.seat]}", o.card)
                                                  for o in view.board.stack if o.card]))
    if kind in ("piles", "all"):
        for p in players:
            who = _who(p, seat)
            out.append(Section(f"{who} graveyard", [("graveyard", c) for c in p.graveyard]))
            out.append(Section(f"{who} sealed away", [("sealed away", c) for c in p.sealed]))
    if kind == "all":  # every card: empty zones left out
        out = [sec for sec in out if sec.cards or sec.hidden]
    return out


def count(sec: Section) -> str:
    """A section's count: characters only on an active row or bench (not their
    attachments, curses or relics), else every card."""
    if sec.standing is not None:
        return f"{sec.standing} character{'s' if sec.standing != 1 else ''}"
    return str(len(sec.cards))


class CardListScreen(OnceModal):
    """A modal list of cards with their full text (see the module docstring).
    Dismisses the uid of the card chosen with Enter/Space, or None."""

    DEFAULT_CSS = """
    CardListScreen { align: center middle; }
    CardListScreen > #cards {
        width: 1fr; height: 1fr; border: round $primary; border-title-align: left;
        border-subtitle-align: right;
    }
    """

    BINDINGS = [
        Binding("escape,q,h,H,shift+h,b,B,shift+b,g,G,shift+g,i,I,shift+i", "close_panel", "Close", key_display="esc", id="pn.panel.close"),
        Binding("space", "select_card", "Choose", show=False, id="pn.panel.choose"),
        Binding("ctrl+q", "app.quit", "Quit", id="pn.panel.quit"),
    ]

    def __init__(self, title: str, parts: list[Section], focus_uid: str | None = None) -> None:
        super().__init__()
        self.title_text = title
        self.parts = parts
        #: The uid of the card to open the panel on (the highlighted card), if listed.
        self.focus_uid = focus_uid
        self._uid_of: dict[str, str] = {}  # OptionList option id -> card uid

    def compose(self) -> ComposeResult:
        options: list[Option] = [Option(Text(LEGEND, style="italic"), disabled=True)]
        n = 0
        for sec in self.parts:
            cards = sec.cards
            options.append(Option(Text(f"── {sec.title} ({count(sec)})", style="bold reverse"), disabled=True))
            if not cards:
                options.append(Option(Text("  (none)", style="italic"), disabled=True))
            for where, c in cards:
                n += 1
                self._uid_of[f"card-{n}"] = c.uid
                options.append(Option(entry(where, c), id=f"card-{n}"))
        box = OptionList(*options, id="cards")
        box.border_title = self.title_text
        box.border_subtitle = "Enter: choose it · Esc: close"
        yield box
        yield Footer(compact=True, show_command_palette=False)

    def on_mount(self) -> None:
        box = self.query_one(OptionList)
        box.focus()
        first = next((i for i, o in enumerate(box.options) if not o.disabled), None)
        here = next((i for i, o in enumerate(box.options) if o.id and self._uid_of[o.id] == self.focus_uid), None)
        box.highlighted = here if here is not None else first

    def uids(self) -> list[str]:
        """The uids listed, in order (one per entry)."""
        return [self._uid_of[o.id] for o in self.query_one(OptionList).options if o.id]

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        if event.option.id:
            self.close(self._uid_of[event.option.id])

    def action_select_card(self) -> None:
        box = self.query_one(OptionList)
        if box.highlighted is not None:
            box.action_select()

    def action_close_panel(self) -> None:
        self.close(None)
