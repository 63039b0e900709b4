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

from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.events import Resize
from textual.widgets import Static

from holytable.engine.decision import Option
from holytable.ui.board import GameBoard, View
from holytable.ui.game_screen import GameScreen

LABEL_W = 6  # player label column of the frontline
CELL_W = 15  # one duel column
GAP = 1

KIND_TEXT = {"draft": "to draft", "scout": "to scout", "exchange": "to decide (Veteran)"}


def _short(s: str, width: int) -> str:
    """``s`` cut to ``width`` characters, "…" marking a cut."""
    return s if len(s) <= width else s[: max(1, width - 1)] + "…"


def _card_label(card: dict[str, Any], rank: int | None = None, width: int = CELL_W) -> str:
    """``"Sergeant 9"``, or ``"Sergeant 9→7"`` when its rank changed this duel."""
    r = str(card["rank"]) if rank is None or rank == card["rank"] else f"{card['rank']}→{rank}"
    name = _short(card["name"], max(3, width - len(r) - 1))
    return f"{name} {r}"


def _tag(card: dict[str, Any]) -> str:
    return f"{card['colour']}-{card['key']}"


class FrontlineBoard(GameBoard):
    """The Frontline board widget (see the module docstring). Its CSS is in
    holytable/ui/holytable.tcss."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._last: tuple[View, int, dict[str, Any] | None] | None = None

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
        length = str(view.get("length", "")).title()
        parts = ["Frontline", f"{length} ({view.get('goal')} VP)", f"turn {view.get('turn', 0)}"]
        out = view.get("outcome")
        if out:
            w = out.get("winner")
            parts.append("game over: " + ("draw" if w is None else f"{view['names'][w]} wins"))
        elif view.get("deciding") is not None:
            who = view["names"][view["deciding"]]
            parts.append(f"{who} {KIND_TEXT.get(view.get('decision_kind') or '', 'to decide')}")
        return " · ".join(parts)

    @classmethod
    def scores(cls, view: View) -> list[str]:
        out = []
        for p in view.get("players", []):
            out.append(
                f"{p['name']} ({p['colour']}): {p['vp']} VP · {p['survivors']} survivors · {p['deck']} in deck"
            )
        return out

    @classmethod
    def card_text(cls, view: View, card: str | None) -> tuple[str, str] | None:
        c = cls._find_card(view, card)
        if c is None:
            return None
        return f"{c['name']} · rank {c['rank']} · {c['colour']}", c.get("text", "")

    # -- drawing --------------------------------------------------------------
    def show(self, view: View, seat: int, highlighted: Option | None) -> None:
        self._last = (view, seat, highlighted)
        players = view["players"]
        me, opp = players[seat], players[1 - seat]
        goal = view.get("goal")
        priority = view.get("priority")
        self.query_one("#fl-opp", Static).update(self._side(opp, goal, priority, "▲"))
        self.query_one("#fl-me", Static).update(self._side(me, goal, priority, "▼"))
        front = self.query_one("#fl-front", Static)
        front.border_title = f"Frontline · turn {view.get('turn', 0)}"
        front.update(self._frontline(view, seat))
        hl_uids = frozenset(highlighted.cards) if highlighted is not None else frozenset()
        hand = self.query_one("#fl-hand", Static)
        hand.border_title = f"{me['name']}'s hand ({me['hand_count']})"
        hand.update(self._hand(me, hl_uids, view.get("player") == seat))
        self._card_panel(view, seat, highlighted, hl_uids)

    def _side(self, p: dict[str, Any], goal: Any, priority: Any, arrow: str) -> Text:
        t = Text(no_wrap=True, overflow="ellipsis")
        t.append(f"{arrow} {p['name']}", style="bold")
        t.append(f" ({p['colour']})")
        if priority == p["seat"]:
            t.append(" · priority", style="italic")
        t.append("\n")
        t.append(f"  VP {p['vp']}/{goal}", style="bold")
        t.append(f" · deck {p['deck']} · hand {p['hand_count']} · survivors {p['survivors']}")
        return t

    def _columns(self) -> int:
        width = self.query_one("#fl-front", Static).size.width or (self.size.width - 2)
        if width <= 0:
            return 3
        return max(1, (width - LABEL_W) // (CELL_W + GAP))

    def _frontline(self, view: View, seat: int) -> Text:
        duels = view.get("frontline") or []
        last = view.get("last_turn") or []
        names = view["names"]
        t = Text(no_wrap=True, overflow="ellipsis")
        title = "duel"
        if not any(c is not None for d in duels for c in d["cards"]):
            if last:
                duels, title = last, "last turn"
            else:
                t.append("No soldier drafted yet this turn.", style="italic")
                if view.get("anti_clash"):
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

        head = [(f"{title} {start + i}" if title == "duel" else title, "italic") for i in range(len(shown))]
        row(f"+{skipped}" if skipped else "", head)
        row(names[1 - seat], [self._cell(d, 1 - seat, seat) for d in shown])
        row("", [self._result(d, names) for d in shown])
        row(names[seat], [self._cell(d, seat, seat) for d in shown])
        notes = []
        if any(any(d.get("silenced") or []) for d in shown):
            notes.append("⊘ silenced this duel")
        if view.get("anti_clash"):
            notes.append("Anti-Clash: no clash can begin this turn")
        if notes:
            t.append(" · ".join(notes), style="italic")
        else:
            t.rstrip()
        return t

    def _cell(self, duel: dict[str, Any], s: int, seat: int) -> tuple[str, str]:
        card = duel["cards"][s]
        if card is None:
            return ("—" if duel.get("rank") is None else "(withdrawn)", "dim")
        if card.get("face_down"):
            if "name" in card:  # your own face-down soldier
                return (f"({_card_label(card, width=CELL_W - 2)})", "italic")
            return ("[face down]", "")
        rank = (duel.get("rank") or [None, None])[s]
        label = _card_label(card, rank, CELL_W - (2 if (duel.get("silenced") or [False, False])[s] else 0))
        if (duel.get("silenced") or [False, False])[s]:
            label += " ⊘"
        result = duel.get("result") or ""
        return (label, "bold" if result == "won" and duel["winner"] == s else "")

    def _result(self, duel: dict[str, Any], names: list[str]) -> tuple[str, str]:
        result = duel.get("result") or ""
        if result == "won":
            w = duel["winner"]
            return (f"★ {_short(names[w], CELL_W - 7)} wins", "bold")
        if result == "tie":
            return ("tie → clash!", "bold")
        if result == "forced":
            return ("forced clash", "bold")
        if result == "stalemate":
            return ("stalemate", "bold")
        cards = duel["cards"]
        if duel.get("rank") is not None:
            r = duel["rank"]
            return (f"{r[0]} vs {r[1]}", "")
        if all(c is not None for c in cards):
            return ("both face down", "italic")
        return ("drafting…", "italic")

    def _hand(self, me: dict[str, Any], hl_uids: frozenset[str], private: bool) -> Text:
        t = Text()
        cards = me.get("hand")
        if not private or cards is None:
            t.append(f"{me['hand_count']} cards, hidden until {me['name']} has the keyboard.", style="italic")
            return t
        if not cards:
            t.append("(empty)", style="italic")
            return t
        groups: dict[str, list[dict[str, Any]]] = {}
        for c in cards:
            groups.setdefault(_tag(c), []).append(c)
        own = me["colour"]
        for i, (tag, cs) in enumerate(groups.items()):
            c = cs[0]
            label = f"{c['name']}\u00a0{c['rank']}"  # no break between name and rank
            if len(cs) > 1:
                label += f" ×{len(cs)}"
            if c["colour"] != own:
                label += f" [{c['colour']}]"
            on = any(x["uid"] in hl_uids for x in cs)
            if i:
                t.append("  ")
            t.append(">" if on else " ", style="bold")
            t.append(label, style="reverse bold" if on else "")
        return t

    @staticmethod
    def _find_uid(view: View, uids: frozenset[str]) -> dict[str, Any] | None:
        """The card with one of ``uids`` in a hand or on the frontline."""
        if not uids:
            return None
        pools = []
        for p in view.get("players", []):
            pools.extend(p.get("hand") or [])
        for d in view.get("frontline") or []:
            pools.extend(c for c in d["cards"] if c and "name" in c)
        return next((c for c in pools if c["uid"] in uids), None)

    @staticmethod
    def _find_card(view: View, key_or_tag: str | None) -> dict[str, Any] | None:
        if not key_or_tag:
            return None
        pools = []
        for p in view.get("players", []):
            pools.extend(p.get("hand") or [])
        for d in list(view.get("frontline") or []) + list(view.get("last_turn") or []):
            pools.extend(c for c in d["cards"] if c and "name" in c)
        for c in pools:
            if _tag(c) == key_or_tag or c["key"] == key_or_tag:
                return c
        return None

    def _card_panel(self, view: View, seat: int, highlighted: Option | None, hl_uids: frozenset[str]) -> None:
        panel = self.query_one("#fl-card", Static)
        if highlighted is None:
            panel.border_title = "Card"
            if view.get("player") is None:
                panel.update(Text("Cards stay hidden during the handoff.", style="italic"))
            else:
                panel.update(Text("The card under the cursor is shown here.", style="italic"))
            return
        card = self._find_uid(view, hl_uids) or self._find_card(view, highlighted.card)
        if card is None and highlighted.card:
            card = _pool_card(view, highlighted.card)
        if card is None:
            panel.border_title = "Option"
            panel.update(Text(highlighted.label))
            return
        panel.border_title = f"{card['name']} · rank {card['rank']}"
        panel.update(Text(card.get("text") or "No abilities."))


def _pool_card(view: View, key: str) -> dict[str, Any] | None:
    """Public card text of a soldier in play, for options whose card is not in the
    view (e.g. Scout's look at the top of the deck)."""
    return (view.get("soldiers") or {}).get(key)


class FrontlineScreen(GameScreen):
    """The Frontline game screen: the generic shell with the Frontline board."""

    BOARD = FrontlineBoard


SCREEN = FrontlineScreen
