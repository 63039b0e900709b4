"""Pantheon's screen: the board drawn from ``PantheonGame.view(player)``.

The board (left of the log from 100 columns; below, the board takes the whole
width, L shows the log and its newest lines fill the board's spare rows), top
to bottom, mirrored like a table:

- the opponent: name, WP (and the goal), deck and hand counts, CP/MP/AP points
  and tokens; their dice; their active row; their bench, field, graveyard and
  sealed-away counts;
- what is on the stack now (an attack or card being answered);
- your bench/field/piles, your active row, your dice, and a line with your name,
  WP, points and tokens;
- your hand (only while you hold the keyboard) and the card panel: the name,
  facts and text of the card the highlighted option is about.

Nothing of the player's own is cut silently (issue 11): the drawing
(:mod:`.screen_layout`) lays whole tokens out in terminal cells and wraps
them; where rows run out the hand ends "+n more (H)" and the card text
"… (i: more)". Under the options a "Not offered" line says why cards in the
hand cannot be played now (typed reasons from :mod:`.why`).

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
can, and the footer then says "esc Back", else it leaves ("esc Leave");
while placing, a spot's key is its number; "," or s opens the settings; the
shell's F1, L, ?, u.

The drawing is pure (:func:`layout`), so tests can draw any view at any size.
"""
from __future__ import annotations

from typing import Any

from rich.cells import cell_len
from rich.text import Text
from textual.binding import Binding

from holytable.engine.decision import Option
from holytable.engine.view import View
from holytable.ui.board import PartsBoard
from holytable.ui.game_screen import GameScreen

from .screen_panels import PANELS, CardListScreen, sections
from .state import poss
from .turn import MAX_TOGGLES
from .view import Player

from .screen_layout import (FACE, MORE_TEXT, PHASES, all_cards, card_facts, dice_text, hand_rows, layout,
                            option_card, points_text, why_not_text)

__all__ = ["PantheonBoard", "PantheonScreen", "SCREEN", "dice_text", "hand_rows", "layout", "points_text",
           "MORE_TEXT"]


#: The header line's room at 80 columns (the shell adds a margin).
HEADER_CELLS = 78
#: Below this terminal width the side log is hidden, so that the board has the
#: whole width (78 columns at 80, not 54): names and card texts read whole
#: (fresh19/20: "Centaur Outrid…", Scales of Ma'at's text cut at 54). L shows
#: the log; the newest lines fill the board's spare rows, at most RECENT_LINES.
LOG_MIN_WIDTH = 100
RECENT_LINES = 4


class PantheonBoard(PartsBoard):
    """The Pantheon board widget (see the module docstring)."""

    PARTS = ("opp", "recent", "gap", "mid", "me", "hand", "card")
    PREFIX = "pn"
    LOG_MIN_WIDTH = LOG_MIN_WIDTH

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
        whose = go is not None and phase in ("play", "combat", "play2")
        d = view.deciding
        who = f"{names[d]} {'may answer' if view.window else 'to decide'}" if d is not None else ""
        head = " · ".join(p for p in parts + [f"{poss(names[go])} {ph}" if whose else ph, who] if p)
        if cell_len(head) > HEADER_CELLS:  # long names: the phase without its owner, then without the goal
            head = " · ".join(p for p in parts + [ph, who] if p)
        if cell_len(head) > HEADER_CELLS:
            head = " · ".join(p for p in ["Pantheon", f"turn {view.board.turn}", ph, who] if p)
        return head

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
        """The layout, with the newest log lines in the rows left over when
        the side log is hidden (:data:`LOG_MIN_WIDTH`)."""
        return layout(view, seat, highlighted, width, height, recent=0 if self.log_shown() else RECENT_LINES)

class PantheonScreen(GameScreen):
    """The Pantheon game screen: the shell with the Pantheon board, a prompt that
    scrolls with the cursor, and the dice keys."""

    BOARD = PantheonBoard
    #: "-narrow" hides the side log (see LOG_MIN_WIDTH).
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (LOG_MIN_WIDTH, "-wide")]
    DEFAULT_CSS = """
    PantheonScreen.-narrow #side-log { display: none; }
    """
    BINDINGS = [
        # 1-6 keep/release a die while rolling (the footer says so), else the
        # shell's pick; these replace the shell's bindings of the keys 1-6.
        Binding("1", "die(1)", "Die", key_display="1-6", id="pn.die1"),
        *[Binding(str(n), f"die({n})", f"Die {n}", show=False, id=f"pn.die{n}") for n in range(2, 7)],
        Binding("1", "pick(1)", "Pick", key_display="1-9", id="game.pick1"),
        *[Binding(str(n), f"pick({n})", f"Pick {n}", show=False, system=True, id=f"game.pick{n}") for n in range(2, 7)],
        # capitals too (the labels show R, K, N; Caps Lock), and shift+x as some
        # terminals report a capital
        Binding("r,R,shift+r", "roll", "Roll", key_display="R", id="pn.roll"),
        Binding("k,K,shift+k", "keep_all", "Keep all", key_display="K", id="pn.keep_all"),
        Binding("n,N,shift+n", "next_phase", "Next", key_display="N", id="pn.next"),
        # Settings on "s" (and "," as in the text's keyboard map) and the
        # stops on "t" in the footer (fresh19/20 did not find them): at 80
        # columns the roll phase's R and K give way to them (FOOTER_SPARE:
        # the prompt shows them as its options' keys).
        Binding("s,comma", "settings", "Settings", id="game.settings"),
        Binding("t", "stops", "Stops", id="game.stops"),
        Binding("h,H,shift+h", "panel('hand')", "Hand panel", show=False, id="pn.hand"),
        Binding("b,B,shift+b", "panel('board')", "Active rows and benches", show=False, id="pn.board"),
        Binding("g,G,shift+g", "panel('piles')", "Graveyards and sealed away", show=False, id="pn.piles"),
        Binding("i,I,shift+i", "panel('all')", "Every card on the table", show=False, id="pn.cards"),
        Binding("space", "choose", "Choose", show=False, id="pn.space"),
        # Home/End: the first/last choice of the prompt (in a replay: the ends of
        # the record, as in the shell, whose bindings of these keys this replaces).
        Binding("home", "jump(0)", "First choice", show=False, id="pn.home"),
        Binding("end", "jump(-1)", "Last choice", show=False, id="pn.end"),
        # Esc says what it does: "Back" while it cancels the card or attack
        # being aimed or placed (checked first), else "Leave".
        Binding("escape", "back", "Back", id="pn.back"),
        Binding("escape", "leave", "Leave", id="game.leave"),
    ]

    #: Keys the footer drops first, in this order, when they do not all fit
    #: (see :class:`~holytable.ui.footer.SteadyFooter`): the prompt shows
    #: each as an option's key ("1 ...", "K Lock in the dice", "R Roll the
    #: dice", "N End Combat").
    FOOTER_SPARE = ("pick", "keep_all", "roll", "next_phase")

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
        if action == "back":
            return self._can_go_back()
        if action == "leave" and self._can_go_back():
            return False  # Esc goes back here: the footer says so
        return super().check_action(action, parameters)

    # -- the text's keys: panels, Home/End, Esc ------------------------------------
    def action_panel(self, kind: str) -> None:
        """H, B, G, i: a modal list of cards with their full text (:mod:`.screen_panels`)."""
        if isinstance(self.app.screen, CardListScreen) or not self._view:
            return
        card = option_card(self._view, self.highlighted())[1]
        self.app.push_screen(CardListScreen(PANELS[kind], sections(self._view, self.seat, kind),
                                            focus_uid=card.uid if card else None), self._panel_done)

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

    def _can_go_back(self) -> bool:
        """Esc cancels now: a card or attack is being aimed or placed and the
        engine offers "Back" (PN-9.3), or the choice that led here may be taken back."""
        if self.replay or not self.private or self._view is None or self._view.decision_kind not in self.CANCELLABLE:
            return False
        return self._find("back") is not None or (self.game.deciders[-1:] == [self.seat] and self._may_take_back())

    def action_back(self) -> None:
        """Esc while aiming or placing: the engine's own Back (PN-9.3: the card
        returns to the hand), else take back the choice that led here."""
        if self._choose_verb("back"):
            return
        if self._can_go_back():
            self._take_back(self.seat)

    def action_leave(self) -> None:
        """Esc where it cannot go back (see :meth:`action_back`): leave the
        game (after asking); while aiming or placing, first say why it cannot
        be cancelled."""
        if not self.replay and self.private and self._view.decision_kind in self.CANCELLABLE:
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
            self.seat_notice("No more rolls: lock the dice (K).")

    def action_keep_all(self) -> None:
        """K: keep every die and resolve (lock them in)."""
        if self._rolling():
            self._choose_verb("lock")

    def action_next_phase(self) -> None:
        """N: end the phase; against the computer held once when the phase
        moved on without the player (Play ending by itself: N would end Combat)."""
        i = self._find("next")
        if i is not None and self.computer is not None and self.computer.end_key_holds(
                self._view, self.options()[i], "N"):
            return
        self._choose_verb("next")

    def action_die(self, n: int) -> None:
        """1-6 while rolling: keep or release die n (PN-8.2)."""
        if not any(d.value for d in self._me().dice):
            self.seat_notice("Roll the dice first (R).")
            return
        self.action_pick(n)

    def action_pick(self, n: int) -> None:
        """During the roll, 1-6 keep or release die n; otherwise the shell's pick."""
        if self._rolling() and 1 <= n <= 6 and any(d.value for d in self._me().dice):
            if self._choose_verb("keep", n) or self._choose_verb("release", n):
                return
            self.seat_notice(f"Die {n} cannot change now: reroll (R) or lock (K).")
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

    def prompt_notes(self) -> str:
        """Why cards in the hand are not offered now, one line, cards with the
        same reason together: ``"Not offered: Anubis, Sobek (needs 3 CP) ·
        Achilles' Heel (answers attacks only)"``, whole names only, ending
        "· +2 more (H)" when the rest is left to the hand panel. In Combat and in
        answer, only the Twists (nothing else can be played then)."""
        v = self._view
        if v is None or not self.private or self.replay or not v.board.not_offered:
            return ""
        cards = all_cards(v)[0]
        answering = v.decision_kind in ("combat", "twist_window")  # only Twists can be played then
        groups: dict[str, list[str]] = {}  # cards with the same reason together, in hand order
        for r in v.board.not_offered:
            c = cards.get(r.uid)
            if c is not None and (not answering or c.type == "magic" and c.subtype == "twist"):
                groups.setdefault(why_not_text(r), []).append(c.name.split(",")[0])
        if not groups:
            return ""
        # the shell wraps notes a little short of the prompt's width: one line, whole names;
        # the cards left out counted, "· +2 more (H)" (a bare "… (H)" hid how many, as
        # Holy Wars' "… i: all" did, fresh19/20)
        room = (self.query_one("#prompt").content_size.width or 78) - 3

        def more(n: int) -> str:
            return f" · +{n} more (H)" if n else ""

        note, left = "Not offered:", sum(len(n) for n in groups.values())
        for why, names in groups.items():
            for k in range(len(names), 0, -1):  # as many names of this reason as fit
                item = f"{', '.join(names[:k])} ({why})"
                sep = " " if note == "Not offered:" else " · "
                if cell_len(note) + len(sep) + cell_len(item) + cell_len(more(left - k)) <= room:
                    break
            else:
                return note + more(left) if note != "Not offered:" else f"Not offered now: {left} in the hand (H)"
            note += sep + item
            left -= k
            if k < len(names):
                return note + more(left)
        return note

    def option_label(self, opt: Option) -> str:
        """Moving a character to an active spot (PN-5.1), in fewer words than
        the engine's: ``"Move Thoth to Trojan Horse's spot 4 ☠ Plague Ground
        (free)"`` (a spot another card grants by its name, a cursed spot
        with ☠ and the curse, as on the board); else the engine's label."""
        v = self._view
        if opt.verb != "advance" or v is None or not opt.cards or opt.amount is None:
            return opt.label
        me = self._me()
        card = all_cards(v)[0].get(opt.cards[0])
        if card is None or not 1 <= opt.amount <= len(me.active):
            return opt.label
        sl = me.active[opt.amount - 1]
        where = (f"{poss(sl.granted_by.split(',')[0])} spot {opt.amount}" if sl.granted_by
                 else f"active spot {opt.amount}")
        curses = "".join(f" ☠ {k.name.split(',')[0]}" for k in sl.curses)
        return f"Move {card.name.split(',')[0]} to {where}{curses} (free)"

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
            pieces = ["1-6 keep or release a die ([ ] = kept)", "R reroll the others", "K lock"]
        else:  # PN-8.2: the changes between two rolls are used up
            how = "R reroll or K lock" if any(o.verb == "roll" for o in opts) else "K lock"
            pieces = [f"no dice changes left ({MAX_TOGGLES} used): {how}"]
        on = opts[min(self.cursor, len(opts) - 1)] if opts else None
        if on is not None and on.verb in ("keep", "release"):
            # the die under the cursor in full: what Enter does (the line above shows it short)
            pieces.insert(0, f"Enter: {self.option_label(on)}")
        hint = pieces[0]
        for piece in pieces[1:]:  # as many of the key hints as fit, each whole
            if cell_len(hint) + 3 + cell_len(piece) + 2 <= width:
                hint += " · " + piece
        body.append(f"\n  {hint}", style="italic")
        return body


SCREEN = PantheonScreen
