"""What a player against the computer reads at 80x24 (issue 14, at the
table): Holdfast says why a card in hand is not offered, as Holy Wars and
Pantheon do; the log panel wraps at words; every key is findable."""
from __future__ import annotations

import pytest
from uihelpers import NAMES, SIZE, fast_computer, game_screen, screen_text, until

from holytable.ui.app import HolytableApp
from holytable.ui.decks import default_decks
from holytable.ui.lobby import GameSetup

GAMES = ["frontline", "holy_wars", "pantheon", "holdfast", "heresy"]


def vs_computer(game: str, seed: int = 3, options=None) -> HolytableApp:
    setup = GameSetup(game, list(NAMES), default_decks(game, 2), options or {}, seed, ["human", "normal"])
    return HolytableApp(start=setup, key_guard=0)


async def test_holdfast_says_which_cards_in_hand_are_not_offered_and_why(monkeypatch):
    """Holdfast, Ana's first Command Phase (seed 3): the cards her store
    cannot pay for are named under the options, "Not offered: ... (needs
    ...)" (HF-9.2); the options still show (one row fewer)."""
    from holytable.games.holdfast.why import not_offered

    fast_computer(monkeypatch)
    app = vs_computer("holdfast")
    async with app.run_test(size=SIZE) as pilot:
        gs = game_screen(app)
        await until(pilot, lambda: bool(gs.options()) and gs._view.decision_kind == "command", what="Ana's Command")
        missing = not_offered(gs.game, 0)
        assert missing and all(why for _, why in missing)
        name, why = missing[0]
        text = screen_text(app)
        prompt = text[text.index("━"):]
        assert "Not offered: " + name in " ".join(prompt.split()), prompt
        assert f"({why})" in " ".join(prompt.split()) or "…" in prompt
        assert gs.options()[0].label.split(" (")[0] in prompt  # an option still shows


@pytest.mark.parametrize("game", GAMES)
async def test_the_footer_against_the_computer_keeps_f1_first_and_quit_at_80_columns(game, monkeypatch):
    """Each game against the computer at 80x24, on the person's decision
    (F2 Hint in the footer): F1 Keys first, "^q Quit" whole at the end
    (Heresy and Pantheon cut it: F2 Hint took the room)."""
    fast_computer(monkeypatch)
    app = vs_computer(game)
    async with app.run_test(size=SIZE) as pilot:
        gs = game_screen(app)
        await until(pilot, lambda: bool(gs.options()), what="Ana's decision")
        await pilot.pause()
        foot = screen_text(app).rstrip("\n").splitlines()[-1]
        assert foot.startswith("F1 Keys") and foot.rstrip().endswith("^q Quit"), foot


def test_heresy_cuts_its_board_log_lines_after_a_whole_word():
    """Heresy's board shows the newest log entries one line each when the side
    log is hidden (80 columns): a long one is cut after its last whole word
    that fits, in cells ("… (L)"), never in the middle of a word. (The side
    log of the other games wraps at words: Textual's RichLog; Holy Wars' and
    Holdfast's board lines wrap whole.)"""
    from holytable.engine.log import Event
    from holytable.games.heresy.screen_layout import recent_lines

    text = "Bo calls Zoners onto Frankfurt Arcology and pays three aura for it."
    view = type("V", (), {"log": [Event(0, text)]})()
    for width in range(12, len(text)):
        (line,) = recent_lines(view, 1, width)
        assert line.cell_len <= width
        kept = line.plain.removesuffix("… (L)").rstrip()
        assert text.startswith(kept) and text[len(kept)] == " ", (width, line.plain)
