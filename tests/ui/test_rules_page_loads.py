"""Issue 13: the rules page (``?``). Heresy's page (133 kB) showed its first
part at once, but took ~9 s to append the rest (Textual's Markdown widget
laying the page out again as each section came), and End or PgDn pressed
meanwhile left it at the top. It is now rendered whole by rich in one go and
drawn a screen at a time: when it takes keys it is whole, and End reaches its
last line. (Measured with bench/rules_bench.py, in the README's development
section.)"""
from __future__ import annotations

from uihelpers import SIZE, screen_text, until

from holytable.engine.record import save_record
from holytable.ui.app import HolytableApp
from holytable.ui.modals import HandoffScreen, find_rules, player_part
from holytable.ui.screenshots import HK_SEED, heresy_record

LAST_LINE = "Notes for developers: see the file in the docs folder."


def test_chunks_cut_at_sections_and_lose_nothing():
    from holytable.ui.rules_screen import chunks

    text = player_part(find_rules("heresy").read_text(encoding="utf-8"))
    parts = chunks(text)
    assert "".join(parts) == text and len(parts) > 10
    assert all(p.startswith("## ") for p in parts[1:])
    assert chunks("# t\n\nshort\n") == ["# t\n\nshort\n"]


async def _heresy_rules(pilot, app, tmp_path):
    await until(pilot, lambda: isinstance(app.screen, HandoffScreen))
    await pilot.press("enter")
    await pilot.pause()
    await pilot.press("question_mark")
    await until(pilot, lambda: type(app.screen).__name__ == "RulesScreen" and app.screen.ready)


def _heresy_app(tmp_path) -> HolytableApp:
    path = tmp_path / "hk.json"
    save_record(heresy_record(HK_SEED, 35), path)
    return HolytableApp(resume=path, key_guard=0)


async def test_end_on_the_heresy_rules_page_reaches_its_last_line_as_soon_as_it_takes_keys(tmp_path):
    app = _heresy_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await _heresy_rules(pilot, app, tmp_path)
        page = app.screen.query_one("#rules-viewer")
        assert "loading" not in str(page.border_subtitle)
        assert LAST_LINE not in screen_text(app)
        await pilot.press("end")
        await pilot.pause()
        assert LAST_LINE in screen_text(app)
        await pilot.press("home")
        await pilot.pause()
        assert "Heresy: Kingdom Come — rules" in screen_text(app)
        await pilot.press("pagedown")
        await pilot.pause()
        assert page.scroll_y > 0


async def test_n_and_p_go_from_section_to_section(tmp_path):
    app = _heresy_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await _heresy_rules(pilot, app, tmp_path)
        page = app.screen.query_one("#rules-viewer")
        assert "n Next section" in screen_text(app).splitlines()[-1]
        await pilot.press("n", "n")
        await pilot.pause()
        second = page.heads[2]
        assert page.scroll_y == second[1] and screen_text(app).splitlines()[1].strip("│ ").startswith(second[0])
        await pilot.press("p")
        await pilot.pause()
        assert page.scroll_y == page.heads[1][1]


async def test_the_heresy_rules_page_holds_every_heading_and_rewraps_when_resized(tmp_path):
    from holytable.ui.rules_screen import RulesPage

    text = player_part(find_rules("heresy").read_text(encoding="utf-8"))
    app = _heresy_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await _heresy_rules(pilot, app, tmp_path)
        page = app.screen.query_one(RulesPage)
        heads = [ln.lstrip("#").strip() for ln in text.splitlines() if ln.startswith(("# ", "## "))]
        assert [h for h, _ in page.heads] == heads
        shown = "\n".join(strip.text for strip in page.lines)
        assert all(h in shown for h in heads)
        narrow = len(page.lines)
        await pilot.resize_terminal(120, 40)
        await until(pilot, lambda: page.laid_out_width > 100 and len(page.lines) < narrow * 0.8)
        assert max(strip.cell_length for strip in page.lines) == page.laid_out_width
        await pilot.press("end")
        await pilot.pause()
        assert LAST_LINE in screen_text(app)


def test_a_page_the_markdown_renderer_fails_on_is_shown_as_plain_text(monkeypatch):
    import holytable.ui.rules_screen as rules_screen

    def broken(*_args):
        raise ValueError("a renderer bug")

    monkeypatch.setattr(rules_screen, "render_rules", broken)
    width, lines, heads = rules_screen.lay_out("# Title\n\nEvery word of the page.\n", 40, None)
    assert width == 40 and heads == []
    assert "Every word of the page." in "\n".join(strip.text for strip in lines)
