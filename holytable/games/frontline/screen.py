"""Frontline's screen: the board drawn from ``FrontlineGame.view(player)``.

Layout of the board (left of the log), top to bottom: the opponent's side (name,
VP, deck, hand count, survivors), the frontline (one column per duel of this
turn: the opponent's soldier, the result, your soldier), your side, your hand,
and the full text of the card under the cursor.

Nothing is told by colour alone: "[face down]", "(Scout 2)" for your own
face-down soldier, "→" for a changed rank, "⊘" for a silenced soldier, "★" for
the winner, ">" for the cursor.
"""
from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.events import Resize
from textual.widgets import Static

from holytable.engine.decision import Option
from holytable.engine.view import View
from holytable.ui.board import GameBoard
from holytable.ui.game_screen import GameScreen

from .view import BoardView, CardView, DuelView, SideView, SoldierView

LABEL_W = 6  # player label column of the frontline
CELL_W = 15  # one duel column
GAP = 1

#: What the header says the deciding player is doing, by decision kind.
KIND_TEXT = {"draft": "to draft", "scout": "to scout", "exchange": "to decide (Veteran)"}
#: The result row of a compared duel that nobody won (DuelView.result).
RESULT_TEXT = {"tie": "tie → clash!", "forced": "forced clash", "stalemate": "stalemate"}


def _short(s: str, width: int) -> str:
    """``s`` cut to ``width`` characters, "…" marking a cut."""
    return s if len(s) <= width else s[: max(1, width - 1)] + "…"


def _card_label(card: CardView, rank: int | None = None, width: int = CELL_W) -> str:
    """``"Sergeant 9"``, or ``"Sergeant 9→7"`` when its rank changed this duel."""
    r = str(card.rank) if rank is None or rank == card.rank else f"{card.rank}→{rank}"
    name = _short(card.name, max(3, width - len(r) - 1))
    return f"{name} {r}"


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
        b: BoardView = view.board
        parts = ["Frontline", f"{b.length.title()} ({b.goal} VP)", f"turn {b.turn}"]
        if view.outcome is not None:
            w = view.outcome.winner
            parts.append("game over: " + ("draw" if w is None else f"{view.names[w]} wins"))
        elif view.deciding is not None:
            who = view.names[view.deciding]
            parts.append(f"{who} {KIND_TEXT.get(view.decision_kind or '', 'to decide')}")
        return " · ".join(parts)

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
        self.query_one("#fl-opp", Static).update(self._side(opp, b, "▲"))
        self.query_one("#fl-me", Static).update(self._side(me, b, "▼"))
        front = self.query_one("#fl-front", Static)
        front.border_title = f"Frontline · turn {b.turn}"
        front.update(self._frontline(b, view.names, seat))
        hl_uids = frozenset(highlighted.cards) if highlighted is not None else frozenset()
        hand = self.query_one("#fl-hand", Static)
        hand.border_title = f"{me.name}'s hand ({me.hand_count})"
        hand.update(self._hand(me, hl_uids, view.player == seat))
        self._card_panel(view, highlighted, hl_uids)

    def _side(self, p: SideView, b: BoardView, arrow: str) -> Text:
        t = Text(no_wrap=True, overflow="ellipsis")
        t.append(f"{arrow} {p.name}", style="bold")
        t.append(f" ({p.colour})")
        if b.priority == p.seat:
            t.append(" · priority", style="italic")
        t.append("\n")
        t.append(f"  VP {p.vp}/{b.goal}", style="bold")
        t.append(f" · deck {p.deck} · hand {p.hand_count} · survivors {p.survivors}")
        return t

    def _columns(self) -> int:
        width = self.query_one("#fl-front", Static).size.width or (self.size.width - 2)
        if width <= 0:
            return 3
        return max(1, (width - LABEL_W) // (CELL_W + GAP))

    def _frontline(self, b: BoardView, names: tuple[str, ...], seat: int) -> Text:
        duels = b.frontline
        t = Text(no_wrap=True, overflow="ellipsis")
        last_turn = False  # this turn's duels are numbered; last turn's are headed "last turn"
        if not any(c is not None for d in duels for c in d.cards):
            if b.last_turn:
                duels, last_turn = b.last_turn, True
            else:
                t.append("No soldier drafted yet this turn.", style="italic")
                if b.anti_clash:
                    t.append("\nAnti-Clash: no clash can begin this turn.")
                return t
        ncol = self._columns()
        shown = duels[-ncol:]
        skipped = len(duels) - len(shown)
        start = skipped + 1

        def row(label: str, cells: list[tuple[str, str]]) -> None:
            t.append(_short(label, LABEL_W - 1).ljust(LABEL_W))
            for i, (text, style) in enumerate(cells):
                t.append(_short(text, CELL_W).ljust(CELL_W), style=style)
                if i < len(cells) - 1:
                    t.append(" " * GAP)
            t.append("\n")

        head = [("last turn" if last_turn else f"duel {start + i}", "italic") for i in range(len(shown))]
        row(f"+{skipped}" if skipped else "", head)
        row(names[1 - seat], [self._cell(d, 1 - seat) for d in shown])
        row("", [self._result(d, names) for d in shown])
        row(names[seat], [self._cell(d, seat) for d in shown])
        notes = []
        if any(any(d.silenced) for d in shown):
            notes.append("⊘ silenced this duel")
        if b.anti_clash:
            notes.append("Anti-Clash: no clash can begin this turn")
        if notes:
            t.append(" · ".join(notes), style="italic")
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
            return (f"({_card_label(card, width=CELL_W - 2)})", "italic")
        silenced = duel.silenced[s]
        label = _card_label(card, duel.rank[s] if duel.rank else None, CELL_W - (2 if silenced else 0))
        if silenced:
            label += " ⊘"
        return (label, "bold" if duel.result == "won" and duel.winner == s else "")

    def _result(self, duel: DuelView, names: tuple[str, ...]) -> tuple[str, str]:
        """The middle row of a duel: who won, or how it stands."""
        if duel.result == "won" and duel.winner is not None:
            return (f"★ {_short(names[duel.winner], CELL_W - 7)} wins", "bold")
        if duel.result in RESULT_TEXT:
            return (RESULT_TEXT[duel.result], "bold")
        if duel.rank is not None:
            return (f"{duel.rank[0]} vs {duel.rank[1]}", "")
        if all(c is not None for c in duel.cards):
            return ("both face down", "italic")
        return ("drafting…", "italic")

    def _hand(self, me: SideView, hl_uids: frozenset[str], private: bool) -> Text:
        """The hand, one entry per soldier (``×2`` for copies); the entry
        holding a card of the highlighted option is marked."""
        t = Text()
        cards = me.hand
        if not private or cards is None:
            t.append(f"{me.hand_count} cards, hidden until {me.name} has the keyboard.", style="italic")
            return t
        if not cards:
            t.append("(empty)", style="italic")
            return t
        groups: dict[str, list[CardView]] = {}
        for c in cards:
            groups.setdefault(c.tag, []).append(c)
        for i, cs in enumerate(groups.values()):
            c = cs[0]
            label = f"{c.name}\u00a0{c.rank}"  # no break between name and rank
            if len(cs) > 1:
                label += f" ×{len(cs)}"
            if c.colour != me.colour:
                label += f" [{c.colour}]"
            on = any(x.uid in hl_uids for x in cs)
            if i:
                t.append("  ")
            t.append(">" if on else " ", style="bold")
            t.append(label, style="reverse bold" if on else "")
        return t

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

    def _card_panel(self, view: View, highlighted: Option | None, hl_uids: frozenset[str]) -> None:
        panel = self.query_one("#fl-card", Static)
        if highlighted is None:
            panel.border_title = "Card"
            if view.player is None:
                panel.update(Text("Cards stay hidden during the handoff.", style="italic"))
            else:
                panel.update(Text("The card under the cursor is shown here.", style="italic"))
            return
        b: BoardView = view.board
        # The option's own card; else a card of that soldier in view; else the
        # soldier's public text (Scout's look at the deck: no card in view).
        card: CardView | SoldierView | None = self._find_uid(b, hl_uids) or self._find_card(b, highlighted.card)
        if card is None:
            card = b.soldier(highlighted.card)
        if card is None:
            panel.border_title = "Option"
            panel.update(Text(highlighted.label))
            return
        panel.border_title = f"{card.name} · rank {card.rank}"
        panel.update(Text(card.text or "No abilities."))


class FrontlineScreen(GameScreen):
    """The Frontline game screen: the generic shell with the Frontline board."""

    BOARD = FrontlineBoard


SCREEN = FrontlineScreen
