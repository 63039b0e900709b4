"""On a handoff "Pass the keyboard to Bo" (Ana can take back), one fresh `u`
- pressed by whoever is at the keyboard, which may already be Bo - shows
Ana's hand at once, with no handoff to Ana, and lets that person make Ana's
choice. Expected: `u` leads to a handoff back to Ana ("Ana takes back her
choice: press Enter when only you can see the screen") before her hand shows.
Now: GameScreen._take_back(from_handoff=True) shows a handoff to Ana."""

from uihelpers import SIZE, game_app, game_screen, screen_text

from holytable.ui.modals import HandoffScreen


async def test_u_on_the_next_players_handoff_does_not_reveal_the_previous_hand():
    app = game_app()  # key_guard=0: keys one by one
    async with app.run_test(size=SIZE) as pilot:
        gs = game_screen(app)
        await pilot.pause(0.3)
        await pilot.press("enter")          # Ana takes the keyboard
        await pilot.pause(0.3)
        ana = gs.seat
        await pilot.press("1")              # Ana chooses; handoff to Bo
        await pilot.pause(0.3)
        assert isinstance(app.screen, HandoffScreen) and gs.seat != ana
        await pilot.press("u")              # pressed by Bo, who now sits there
        await pilot.pause(0.3)
        hand = {c["name"] for c in gs.game.view_dict(ana)["players"][ana]["hand"]}
        shown = hand & set(screen_text(app).replace("(", " ").split())
        assert isinstance(app.screen, HandoffScreen) or not gs.private, (
            f"Ana's hand is on screen with no handoff to her: {sorted(shown)}")
