"""Issue 13: the rules page (``?``) of a long rules file (Heresy's, 130 kB)
took ~5 s to open under load, keys pressed meanwhile landing unseen. It now
shows its first part at once, ready for keys, says "loading the rules…"
while it appends the rest section by section, and ends as the whole page.
(Measured: ready for keys 0.3 s after ``?`` for Heresy (the page's floor for
typed-ahead keys), was 4.5-5 s; whole page appended by ~2.2 s; Frontline
0.1-0.5 s in the same runs.)"""
from __future__ import annotations

from uihelpers import SIZE, until

from holytable.engine.record import save_record
from holytable.ui.app import HolytableApp
from holytable.ui.modals import HandoffScreen, find_rules, player_part
from holytable.ui.rules_screen import RulesScreen, RulesViewer
from holytable.ui.screenshots import HK_SEED, heresy_record


def test_chunks_cut_at_sections_and_lose_nothing():
    from holytable.ui.rules_screen import chunks

    text = player_part(find_rules("heresy").read_text(encoding="utf-8"))
    parts = chunks(text)
    assert "".join(parts) == text and len(parts) > 10
    assert all(p.startswith("## ") for p in parts[1:])
    assert chunks("# t\n\nshort\n") == ["# t\n\nshort\n"]


async def test_the_heresy_rules_page_is_ready_before_it_is_whole_and_ends_whole(tmp_path):
    path = tmp_path / "hk.json"
    save_record(heresy_record(HK_SEED, 30), path)
    app = HolytableApp(resume=path, key_guard=0)
    text = player_part(find_rules("heresy").read_text(encoding="utf-8"))
    async with app.run_test(size=SIZE) as pilot:
        if isinstance(app.screen, HandoffScreen):
            await pilot.press("enter")
        await pilot.pause()
        seen = []
        orig = RulesScreen.set_ready

        def spy(self):
            if not self.ready:
                doc = self.query_one(RulesViewer).document
                seen.append((len(doc.source), str(self.query_one(RulesViewer).border_subtitle)))
            orig(self)

        RulesScreen.set_ready = spy
        try:
            await pilot.press("question_mark")
            await until(pilot, lambda: isinstance(app.screen, RulesScreen) and app.screen.ready)
        finally:
            RulesScreen.set_ready = orig
        assert seen and seen[0][0] < len(text) // 4, seen  # ready with a part of the page
        assert "loading the rules" in seen[0][1]
        viewer = app.screen.query_one(RulesViewer)
        await until(pilot, lambda: "loading" not in str(viewer.border_subtitle), timeout=30)
        assert viewer.document.source == text
        heads = [ln.lstrip("#").strip() for ln in text.splitlines() if ln.startswith(("# ", "## "))]
        toc = [name for level, name, _ in viewer.document.table_of_contents if level <= 2]
        assert toc == heads
