"""Heresy's game screen: the shell (:class:`~holytable.ui.game_screen.GameScreen`)
with the Heresy board (:mod:`.screen_layout` draws it, a pure function) and
the card panels.

Keys: the shell's arrows, Enter, 1-9 (and the letters it gives options 10
and up), ``0`` the last option (End your turn, Pass, Back), PgUp/PgDn between
kinds of option, u, L, ?, Esc; ``h`` your hand and archive in full, ``i``
every card on the table with its full text (:class:`CardsScreen`, Esc
closes). Every decision of the engine (calling and paying, building,
enhancing, jacking, moving, combat, the Aereopagus) is a prompt of options;
the secret ones (the vote split, the damage assignment) are asked of each
player behind the shell's handoff and revealed together by the engine
(HK-40.3).
"""
from __future__ import annotations

from collections import Counter
from typing import Any

from rich.text import Text
from textual.binding import Binding
from textual.widgets import Static

from holytable.engine.decision import Option
from holytable.engine.text import counted
from holytable.engine.view import View
from holytable.games.heresy.view import Card, Player
from holytable.ui.board import PartsBoard
from holytable.ui.game_screen import GameScreen
from holytable.ui.modals import CardsScreen

from .screen_layout import (LEGEND, LOG_MIN_WIDTH, RECENT_LINES, TALL_HEIGHT, Cards, by_name, card_facts,
                            fight_lines, header, layout, option_labels, player_text, title_parts, titles)


class HeresyBoard(PartsBoard):
    """The Heresy board widget (see :mod:`.screen_layout`)."""

    PARTS = ("recent", "opp", "fight", "rule", "me", "gap", "hand", "card")
    PREFIX = "hk"
    LOG_MIN_WIDTH = LOG_MIN_WIDTH

    @classmethod
    def header(cls, view: View) -> str:
        return header(view)

    @classmethod
    def scores(cls, view: View) -> list[str]:
        """``"Ana (Free Cities)"`` and, on a line of its own under the name,
        ``"tau 11 of 11, 4 domains, 4 arrays"``: at 80 columns the game-over
        box wraps a long name line, never a count away from its word ("4 /
        arrays")."""
        b = view.board
        return [f"{p.name} ({p.deck})\n  tau {p.tau} of {b.tau_needed}, {counted(len(p.wilds), 'domain')}, "
                f"{counted(len(p.matrix), 'array')}" + (" · out" if p.out else "") for p in b.players]

    @classmethod
    def card_text(cls, view: View, card: str | None) -> tuple[str, str] | None:
        cards = Cards(view)
        c = next((x for x in cards.by_uid.values() if x.key == card), None)
        return (f"{c.name} · {card_facts(c)}", player_text(c)) if c else None

    def parts(self, view: View, seat: int, highlighted: Option | None, width: int,
              height: int) -> dict[str, Any]:
        recent = 0 if self.log_shown() else RECENT_LINES
        return layout(view, seat, highlighted, width, height, recent)


# -- the card panels (h, i) -----------------------------------------------------------------
def card_entry(c: Card, cards: Cards, extra: str = "") -> list[tuple[int, Text]]:
    """One card in full: a bold title (name with its copy mark, state, facts)
    and its text."""
    if c.face_down and not c.uid:
        return [(4, Text("▒ an IC, face down" + extra, style="bold"))]
    state = "stricken" if c.stricken else "open" if c.open else "ready" if c.where else ""
    title = Text(cards.name(c) if c.uid else c.name, style="bold")
    bits = [card_facts(c)]
    if state:
        bits.append(state)
    if c.type == "array" and c.where:
        bits.append(f"{c.tau or 0} of {c.capacity} tau stored")
    if c.damage:
        bits.append(f"{c.damage} damage")
    title.append(" · " + " · ".join(bits) + extra)
    out = [(4, title)]
    if c.text:
        out.append((6, Text(player_text(c))))
    return out


def _location(c: Card, cards: Cards) -> list[tuple[int, Text]]:
    out = card_entry(c, cards)
    for a in c.attached:
        out += [(n + 4, x) for n, x in card_entry(a, cards, f" · on {c.name}")]
        for b in a.attached:
            out += [(n + 8, x) for n, x in card_entry(b, cards, f" · on {a.name}")]
        for b in a.body_attached:
            out += [(n + 8, x) for n, x in card_entry(b, cards, f" · on {a.name}'s body")]
    return out


def _counted_names(cs: tuple[Card, ...]) -> str:
    n = Counter(c.name for c in cs)
    return ", ".join(k + (f" ×{v}" if v > 1 else "") for k, v in n.items()) or "none"


def all_details(view: View, seat: int) -> list[tuple[int, Text]]:
    """The ``i`` panel: the conflict under way, then every player's territory
    in full (the opponents first), their piles."""
    cards = Cards(view)
    out: list[tuple[int, Text]] = [(0, Text(LEGEND, style="italic"))]
    fight = fight_lines(view, cards, 76, None)
    if fight:
        out.append((0, Text("")))
        out += [(0, ln) for ln in fight]
    ae = view.board.aereopagus
    if ae is not None and ae.votes:  # each Host's votes so far (HK-33.8, HK-33.11)
        for v in ae.votes:
            host, to = cards.get(v.host), cards.get(ae.contestants[v.side]) if v.side in (0, 1) else None
            what = ("abstains" if to is None else f"{v.votes} for {cards.name(to)}") + \
                (" (made void)" if v.negated else "")
            out.append((4, Text(f"{cards.name(host) if host else '?'}: {what}")))
    b = view.board
    players = [p for p in b.players if p.seat != seat] + [p for p in b.players if p.seat == seat]
    for p in players:
        mark = "▼" if p.seat == seat else "▲"
        out.append((0, Text(f"\n{mark} {p.name} · {p.deck} · tau {p.tau} of {b.tau_needed} · aura {p.aura} · "
                            f"virtual support used {p.vs_needed} of {p.vs} · hand {p.hand_count} · "
                            f"deck {p.deck_count}" + (" · OUT" if p.out else ""), style="bold")))
        inf = ", ".join(f"{i.conviction.capitalize()} {i.amount}" for i in p.influence) or "none"
        out.append((2, Text.assemble(("Influence: ", "bold"), inf)))
        tl = titles(p, cards)
        out.append((2, Text.assemble(("Titles: ", "bold"), ", ".join(t.plain for t in tl) or "none")))
        for area, locs in (("Wilds", by_name(p.wilds)), ("Matrix", by_name(p.matrix))):
            out.append((2, Text.assemble((f"{area}: ", "bold"), "" if locs else "none")))
            for c in locs:
                out += _location(c, cards)
        if p.seat == seat and p.archive:
            out.append((2, Text.assemble((f"Archive ({p.archive_count}, only you see it): ", "bold"),
                                         _counted_names(p.archive))))
        else:
            out.append((2, Text.assemble(("Archive: ", "bold"), f"{p.archive_count} face down")))
        out.append((2, Text.assemble((f"Oblivion ({len(p.oblivion)}): ", "bold"), _counted_names(p.oblivion))))
        if p.hand:
            out.append((2, Text.assemble(("Hand: ", "bold"), _counted_names(p.hand), (" (h: in full)", "italic"))))
    return out


def hand_details(view: View, seat: int) -> list[tuple[int, Text]]:
    """The ``h`` panel: your hand, then your archive, each card with its type,
    values, call and whole text; which you could put into play now."""
    p: Player = view.board.players[seat]
    out: list[tuple[int, Text]] = [(0, Text(LEGEND, style="italic"))]
    if view.player != seat:
        return out + [(0, Text(f"\n{p.name}'s hand: {counted(p.hand_count, 'card')} (hidden)", style="bold"))]
    now = {o.cards[0] for o in view.options if o.cards and o.verb in ("build", "call", "enhance", "miracle", "power")}
    for title, pile in (("hand", p.hand), ("archive", p.archive)):
        out.append((0, Text(f"\n▼ {p.name}'s {title}: {counted(len(pile), 'card')} · aura {p.aura}",
                            style="bold")))
        counts = Counter(c.name for c in pile)
        seen: set[str] = set()
        for c in pile:
            if c.name in seen:
                continue
            seen.add(c.name)
            t = Text(c.name + (f" ×{counts[c.name]}" if counts[c.name] > 1 else ""), style="bold")
            t.append(" · " + card_facts(c))
            if any(x.uid in now for x in pile if x.name == c.name):
                t.append(" · can be played now", style="italic")
            out.append((2, t))
            if c.text:
                out.append((4, Text(player_text(c))))
    return out


class HeresyScreen(GameScreen):
    """The Heresy game screen: the shell with the Heresy board, a prompt that
    scrolls with the cursor, and the card panels ``h`` and ``i``."""

    BOARD = HeresyBoard
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (LOG_MIN_WIDTH, "-wide")]
    VERTICAL_BREAKPOINTS = [(0, "-short"), (TALL_HEIGHT, "-tall")]
    #: The prompt takes the rows its options need (the shell's ``height:
    #: auto``, at most its title and :meth:`prompt_rows` lines): the board
    #: gets the rest and lays itself out again for it.
    DEFAULT_CSS = """
    HeresyScreen.-narrow #side-log { display: none; }
    """
    BINDINGS = [
        Binding("h", "hand", "Hand", id="hk.hand"),
        Binding("i", "cards", "Cards", id="hk.cards"),
    ]

    def action_hand(self) -> None:
        if isinstance(self.app.screen, CardsScreen) or not self._view:
            return
        names = self._view.names
        self.app.push_screen(CardsScreen(hand_details(self._view, self.seat),
                                         f"{names[self.seat]}'s hand and archive · Esc closes"))

    def action_cards(self) -> None:
        if isinstance(self.app.screen, CardsScreen) or not self._view:
            return
        who = self._view.player
        names = self._view.names
        whose = f"{names[who]}'s view" if who is not None else "public"
        self.app.push_screen(CardsScreen(all_details(self._view, self.seat),
                                         f"Every card on the table · {whose} · Esc closes"))

    def _fit_title(self, title: str) -> tuple[str, list[Text]]:
        """The shell's, but a title too long for the border breaks where a
        clause ends (:func:`.screen_layout.title_parts`), not inside one
        ("… open Hosts to vote, or" / "pass"); the rest wrapped on whole
        words in the box."""
        head, rest = super()._fit_title(title)
        if not rest:
            return head, rest
        prompt = self.query_one("#prompt", Static)
        parts = title_parts(title, max(10, (prompt.size.width or 80) - 4),
                            max(10, (prompt.content_size.width or 76) - 1))  # the shell's room and width
        return parts if parts is not None else (head, rest)

    LEAD_TAKES_ROWS = False  # a long prompt's second line adds a row; the options keep theirs

    def prompt_rows(self) -> int:
        """Option lines shown: 3 below TALL_HEIGHT rows, else 4; a long list
        (more than twice that many options: a big turn) gets 5 rows below
        TALL_HEIGHT, else a fifth of the terminal's height (at least 6). The
        board lays itself out in the rows left (its own parts count what
        they cannot show: "+2 more (i)")."""
        height = self.app.size.height
        rows = 3 if height < TALL_HEIGHT else 4
        n = len(self._view.options) if self._view is not None and self.private else 0
        if n > 2 * rows:
            rows = 5 if height < TALL_HEIGHT else max(6, height // 5)
        return rows

    def option_label(self, opt: Option) -> str:
        """The engine's label with the cards it is about that the board marks
        with a copy number, named as the board names them; no two options of
        a decision read the same (screen_layout.option_labels)."""
        cache = getattr(self, "_labels", None)
        if cache is None or cache[0] is not self._view:
            view = self._view
            opts = list(view.options)
            players = view.board.players
            me = players[view.player] if view.player is not None and view.player < len(players) else None
            cache = self._labels = (view, dict(zip((o.id for o in opts), option_labels(opts, Cards(view), me))))
        return cache[1].get(opt.id, opt.label)


SCREEN = HeresyScreen
