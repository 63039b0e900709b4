"""Frontline's screen: the board drawn from ``FrontlineGame.view(player)``.

Layout of the board (left of the log), top to bottom: the opponent's side (name,
VP, deck, hand count, survivors), the frontline (one column per duel of this
turn: the opponent's soldier, the result, your soldier), your side, your hand,
and the full text of the card under the cursor.

Nothing is cut (issue 11): text is laid out in terminal cells (a CJK letter or
an emoji takes two); each duel's column is as wide as its longest entry and the
newest duels that fit show ("+2": two earlier ones, in the log); the rows are
headed by the players' names, or ▲ / ▼ when a name is long; the sides wrap; the
hand never breaks an entry, and lists one soldier a line with its text when the
board has the rows (a tall terminal). The card panel is as tall as the longest
text of the decision's options, so nothing moves as the cursor does.

Nothing is told by colour alone: "[face down]", "(Scout 2)" for your own
face-down soldier, "→" for a changed rank, "⊘" for a silenced soldier, "★" for
the winner, ">" for the cursor.
"""
from __future__ import annotations

import io
from typing import Sequence

from rich.cells import cell_len
from rich.console import Console
from rich.text import Text
from textual.app import ComposeResult
from textual.events import Resize
from textual.widgets import Static

from holytable.engine.decision import Option
from holytable.engine.view import View
from holytable.ui.board import GameBoard, update_static
from holytable.ui.game_screen import GameScreen

from .view import BoardView, CardView, DuelView, SideView, SoldierView

LABEL_MAX = 12  # a player's name longer than this (cells): the frontline's rows say ▲ / ▼
CELL_MIN = 11  # the narrowest duel column (cells)
GAP = 2
#: Cells the header line may take at 80 columns (the shell starts it with a space).
HEADER_ROOM = 78

#: What the header says the deciding player is doing, by decision kind.
KIND_TEXT = {"draft": "to draft", "scout": "to scout", "exchange": "to decide (Veteran)"}
#: The result row of a compared duel that nobody won (DuelView.result).
RESULT_TEXT = {"tie": "tie → clash!", "forced": "forced clash", "stalemate": "stalemate"}
#: Only used to wrap Text (no output).
_CONSOLE = Console(width=200, color_system=None, file=io.StringIO(), legacy_windows=False)


def _pad(s: str, width: int) -> str:
    """``s`` padded with spaces to ``width`` terminal cells (a CJK letter or an
    emoji takes two)."""
    return s + " " * max(0, width - cell_len(s))


def _card_label(card: CardView, rank: int | None = None) -> str:
    """``"Sergeant 9"``, or ``"Sergeant 9→7"`` when its rank changed this duel
    (whole: the frontline's columns are as wide as their longest entry)."""
    r = str(card.rank) if rank is None or rank == card.rank else f"{card.rank}→{rank}"
    return f"{card.name} {r}"


def _seen_cards(board: BoardView, history: bool = True) -> list[CardView]:
    """Every card the view shows: hands, then the frontline's soldiers (and,
    with ``history``, the last turn's)."""
    out = [c for p in board.players for c in p.hand or ()]
    duels = board.frontline + (board.last_turn if history else ())
    out += [p.card for d in duels for p in d.cards if p is not None and p.card is not None]
    return out


class FrontlineBoard(GameBoard):
    """The Frontline board widget (see the module docstring). Its CSS is in
    holytable/ui/holytable.tcss."""

    OWN_PARTS = ("fl-front", "fl-me", "fl-hand", "fl-card")

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self._last: tuple[View, int, Option | None] | None = None

    def compose(self) -> ComposeResult:
        yield Static(id="fl-opp")
        yield Static(id="fl-front")
        yield Static(id="fl-me")
        yield Static(id="fl-hand")
        yield Static(id="fl-card")

    def on_resize(self, event: Resize) -> None:
        if self._last is not None:
            self.show(*self._last)

    # -- the shell's hooks ----------------------------------------------------
    @classmethod
    def header(cls, view: View) -> str:
        """``"Frontline · Standard (40 VP) · turn 3 · Ana to draft"``; when that
        is wider than :data:`HEADER_ROOM` cells (a long name), the longest
        shorter form that fits: without "Frontline", then "40 VP" alone, then
        the turn and who decides."""
        b: BoardView = view.board
        last = ""
        if view.outcome is not None:
            w = view.outcome.winner
            last = "game over: " + ("draw" if w is None else f"{view.names[w]} wins")
        elif view.deciding is not None:
            who = view.names[view.deciding]
            last = f"{who} {KIND_TEXT.get(view.decision_kind or '', 'to decide')}"
        turn, length = f"turn {b.turn}", f"{b.length.title()} ({b.goal} VP)"
        tries = [["Frontline", length, turn, last], [length, turn, last], [f"{b.goal} VP", turn, last], [turn, last]]
        heads = [" · ".join(p for p in t if p) for t in tries]
        return next((h for h in heads if cell_len(h) <= HEADER_ROOM), heads[-1])

    @classmethod
    def scores(cls, view: View) -> list[str]:
        return [f"{p.name} ({p.colour}): {p.vp} VP · {p.survivors} survivors · {p.deck} in deck"
                for p in view.board.players]

    @classmethod
    def card_text(cls, view: View, card: str | None) -> tuple[str, str] | None:
        c = cls._find_card(view.board, card)
        if c is None:
            return None
        return f"{c.name} · rank {c.rank} · {c.colour}", c.text

    # -- drawing --------------------------------------------------------------
    def show(self, view: View, seat: int, highlighted: Option | None) -> None:
        self._last = (view, seat, highlighted)
        b: BoardView = view.board
        me, opp = b.players[seat], b.players[1 - seat]
        width = max(30, self.size.width or 54)  # inside the padding
        sides = self._side(opp, b, "▲"), self._side(me, b, "▼")
        update_static(self.query_one("#fl-opp", Static), sides[0])
        update_static(self.query_one("#fl-me", Static), sides[1])
        front = self.query_one("#fl-front", Static)
        front.border_title = f"Frontline · turn {b.turn}"
        lines = self._frontline(b, view.names, seat, width)
        update_static(front, lines)
        hl_uids = frozenset(highlighted.cards) if highlighted is not None else frozenset()
        # The card panel is as tall as the longest text among this decision's
        # options, so that the board does not jump as the cursor moves.
        inner = max(10, width - 2)
        opts = view.options if view.player == seat and view.options else [highlighted]
        rows = max(len(self._card_content(view, o, frozenset(o.cards) if o else frozenset())[1].wrap(_CONSOLE, inner))
                   for o in opts)
        panel = self._card_panel(view, highlighted, hl_uids, rows)
        # The rows the hand may take in full: what the other parts leave
        # (the front and the card panel: their text + 2 borders; the hand's rule 1).
        used = sum(len(t.wrap(_CONSOLE, width)) for t in sides) + len(lines.wrap(_CONSOLE, width)) + 2 + 1
        used += 2 + len(panel.wrap(_CONSOLE, inner))
        hand = self.query_one("#fl-hand", Static)
        hand.border_title = f"{me.name}'s hand ({me.hand_count})"
        update_static(hand, self._hand(me, hl_uids, view.player == seat, width, self.size.height - used,
                                          public=view.player is None))

    def _side(self, p: SideView, b: BoardView, arrow: str) -> Text:
        """A player's name, colour, priority and counts (wrapped: a long name
        takes more rows, never cuts a number)."""
        t = Text()
        t.append(f"{arrow} {p.name}", style="bold")
        t.append(f" ({p.colour})")
        if b.priority == p.seat:
            t.append(" · priority", style="italic")
        t.append("\n")
        t.append(f"  VP {p.vp}/{b.goal}", style="bold")
        t.append(f" · deck {p.deck} · hand {p.hand_count} · survivors {p.survivors}")
        return t

    def _front_width(self) -> int:
        """Cells inside the frontline part (a guess before the first layout)."""
        return self.query_one("#fl-front", Static).content_size.width or max(30, self.size.width)

    def _frontline(self, b: BoardView, names: tuple[str, ...], seat: int, width: int | None = None) -> Text:
        """This turn's duels (else the last turn's), one column per duel, each
        as wide as its longest entry, so that no name is cut: as many of the
        newest duels as fit in ``width`` cells (``+2``: two earlier duels not
        shown; the log has them). The rows are headed by the players' names,
        or by ▲ / ▼ (as their sides are) when a name is long."""
        width = width or self._front_width()
        duels = b.frontline
        t = Text()
        last_turn = False  # this turn's duels are numbered; last turn's are headed "last turn"
        if not any(c is not None for d in duels for c in d.cards):
            if b.last_turn:
                duels, last_turn = b.last_turn, True
            else:
                t.append("No soldier drafted yet this turn.", style="italic")
                if b.anti_clash:
                    t.append("\nAnti-Clash: no clash can begin this turn.")
                return t
        by_name = max(cell_len(n) for n in names) <= LABEL_MAX
        labels = (names[1 - seat], names[seat]) if by_name else ("▲", "▼")
        label_w = max(cell_len(x) for x in labels) + 1
        who = list(names) if by_name else ["▲" if s != seat else "▼" for s in range(len(names))]
        columns = [
            ((("last turn" if last_turn else f"duel {i + 1}"), "italic"), self._cell(d, 1 - seat),
             self._result(d, who), self._cell(d, seat))
            for i, d in enumerate(duels)
        ]
        widths = [max(CELL_MIN, *(cell_len(text) for text, _ in col)) for col in columns]

        def label_width(n: int) -> int:  # with n columns shown: "+3" may head the labels
            return max(label_w, len(f"+{len(columns) - n}") + 1 if n < len(columns) else 0)

        ncol = 1
        while ncol < len(columns) and label_width(ncol + 1) + sum(widths[-ncol - 1:]) + GAP * ncol <= width:
            ncol += 1
        shown, cw = columns[-ncol:], widths[-ncol:]
        skipped = len(columns) - ncol
        label_w = label_width(ncol)

        def row(label: str, k: int) -> None:
            t.append(_pad(label, label_w))
            for i, col in enumerate(shown):
                text, style = col[k]
                t.append(_pad(text, cw[i]) if i < len(shown) - 1 else text, style=style)
                if i < len(shown) - 1:
                    t.append(" " * GAP)
            t.append("\n")

        row(f"+{skipped}" if skipped else "", 0)
        row(labels[0], 1)
        row("", 2)
        row(labels[1], 3)
        notes = []
        if any(any(d.silenced) for d in duels[-ncol:]):
            notes.append("⊘ silenced this duel")
        if b.anti_clash:
            notes.append("Anti-Clash: no clash can begin this turn")
        if notes:
            joined = " · ".join(notes)
            t.append(joined if cell_len(joined) <= width else "\n".join(notes), style="italic")
        else:
            t.rstrip()
        return t

    def _cell(self, duel: DuelView, s: int) -> tuple[str, str]:
        """Seat ``s``'s soldier in ``duel``: its text and style."""
        placed = duel.cards[s]
        if placed is None:
            return ("—" if duel.rank is None else "(withdrawn)", "dim")
        card = placed.card
        if card is None:
            return ("[face down]", "")
        if placed.face_down:  # the viewer's own face-down soldier
            return (f"({_card_label(card)})", "italic")
        label = _card_label(card, duel.rank[s] if duel.rank else None)
        if duel.silenced[s]:
            label += " ⊘"
        return (label, "bold" if duel.result == "won" and duel.winner == s else "")

    def _result(self, duel: DuelView, names: Sequence[str]) -> tuple[str, str]:
        """The middle row of a duel: who won (``names``: how the rows name the
        seats), or how it stands."""
        if duel.result == "won" and duel.winner is not None:
            return (f"★ {names[duel.winner]} wins", "bold")
        if duel.result in RESULT_TEXT:
            return (RESULT_TEXT[duel.result], "bold")
        if duel.rank is not None:
            return (f"{duel.rank[0]} vs {duel.rank[1]}", "")
        if all(c is not None for c in duel.cards):
            return ("both face down", "italic")
        missing = [names[s] for s, c in enumerate(duel.cards) if c is None]
        return (f"{missing[0]} to draft" if len(missing) == 1 else "still drafting", "italic")

    def _hand(self, me: SideView, hl_uids: frozenset[str], private: bool, width: int = 0,
              rows: int = 0, public: bool = False) -> Text:
        """The hand, one entry per soldier (``×2`` for copies); the entry
        holding a card of the highlighted option is marked. Entries are laid
        out on lines of ``width`` cells (0: the part's width) and never broken;
        when each entry with its card text fits in ``rows`` lines, the hand is
        shown one soldier per line, text and all (a tall terminal)."""
        t = Text()
        cards = me.hand
        if not private or cards is None:
            t.append(f"{me.hand_count} cards, hidden in this public view." if public
                     else f"{me.hand_count} cards, hidden until {me.name} has the keyboard.", style="italic")
            return t
        if not cards:
            t.append("(empty)", style="italic")
            return t
        width = width or self.query_one("#fl-hand", Static).content_size.width or max(30, self.size.width)
        groups: dict[str, list[CardView]] = {}
        for c in cards:
            groups.setdefault(c.tag, []).append(c)
        entries: list[tuple[Text, CardView]] = []
        for cs in groups.values():
            c = cs[0]
            label = f"{c.name} {c.rank}"
            if len(cs) > 1:
                label += f" ×{len(cs)}"
            if c.colour != me.colour:
                label += f" [{c.colour}]"
            on = any(x.uid in hl_uids for x in cs)
            e = Text()
            e.append(">" if on else " ", style="bold")
            e.append(label, style="reverse bold" if on else "bold")
            entries.append((e, c))
        full = self._hand_in_full(entries, width)
        if rows and len(full) <= rows:
            return Text("\n").join(full)
        lines: list[Text] = [Text()]
        for e, _ in entries:  # "Medic 4 >Spy 5 ×2": each entry starts with its marker
            cur = lines[-1]
            if cur.cell_len and cur.cell_len + 1 + e.cell_len > width:
                lines.append(cur := Text())
            if cur.cell_len:
                cur.append(" ")
            cur.append_text(e)
        return Text("\n").join(lines)

    @staticmethod
    def _hand_in_full(entries: list[tuple[Text, CardView]], width: int) -> list[Text]:
        """The hand one soldier per line with its card text (wrapped under it,
        indented), for a terminal with rows to spare."""
        out: list[Text] = []
        for e, c in entries:
            line = e.copy()
            line.append("  ")
            line.append(c.text or "No abilities.", style="italic")
            wrapped = line.wrap(_CONSOLE, max(10, width - 3))
            for i, ln in enumerate(wrapped):
                ln.rstrip()
                out.append(ln if i == 0 else Text("   ").append_text(ln))
        return out

    @staticmethod
    def _find_uid(board: BoardView, uids: frozenset[str]) -> CardView | None:
        """The card with one of ``uids`` in a hand or on the frontline."""
        if not uids:
            return None
        return next((c for c in _seen_cards(board, history=False) if c.uid in uids), None)

    @staticmethod
    def _find_card(board: BoardView, key_or_tag: str | None) -> CardView | None:
        """A card the view shows whose tag or card key is ``key_or_tag``."""
        if not key_or_tag:
            return None
        return next((c for c in _seen_cards(board) if key_or_tag in (c.tag, c.key)), None)

    def _card_panel(self, view: View, highlighted: Option | None, hl_uids: frozenset[str], rows: int = 0) -> Text:
        """Draw the card panel: the full text of the highlighted option's card,
        on at least ``rows`` lines; returns that text."""
        panel = self.query_one("#fl-card", Static)
        title, text = self._card_content(view, highlighted, hl_uids)
        short = rows - len(text.wrap(_CONSOLE, max(10, self.size.width - 2 if self.size.width else 52)))
        if short > 0:
            text = text.copy()
            text.append("\n" * short)
        panel.border_title = title
        update_static(panel, text)
        return text

    def _card_content(self, view: View, highlighted: Option | None, hl_uids: frozenset[str]) -> tuple[str, Text]:
        """``(title, text)`` of the card panel."""
        if highlighted is None:
            if view.player is None:
                return "Card", Text("Hands stay hidden in this public view.", style="italic")
            return "Card", Text("The card under the cursor is shown here.", style="italic")
        b: BoardView = view.board
        # The option's own card; else a card of that soldier in view; else the
        # soldier's public text (Scout's look at the deck: no card in view).
        card: CardView | SoldierView | None = self._find_uid(b, hl_uids) or self._find_card(b, highlighted.card)
        if card is None:
            card = b.soldier(highlighted.card)
        if card is None:
            return "Option", Text(highlighted.label)
        return f"{card.name} · rank {card.rank}", Text(card.text or "No abilities.")


class FrontlineScreen(GameScreen):
    """The Frontline game screen: the generic shell with the Frontline board."""

    BOARD = FrontlineBoard


SCREEN = FrontlineScreen
