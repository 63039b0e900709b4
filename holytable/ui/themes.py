"""The three themes of the settings screen: dark, light and high contrast.

Dark and light are Textual's built-in themes; high contrast is ours: pure black
and white with yellow accents. No state is told by colour alone anywhere in the
UI (text markers, bold and reverse carry it), so all three also work under
NO_COLOR and in 16-colour terminals.
"""
from __future__ import annotations

from textual.theme import Theme

HIGH_CONTRAST = Theme(
    name="holytable-high-contrast",
    primary="#ffff00",
    secondary="#00ffff",
    accent="#ffff00",
    warning="#ffff00",
    error="#ff5555",
    success="#00ff00",
    foreground="#ffffff",
    background="#000000",
    surface="#000000",
    panel="#1a1a1a",
    boost="#ffffff",
    dark=True,
    luminosity_spread=0.0,
    text_alpha=1.0,
    variables={
        "footer-key-foreground": "#ffff00",
        "footer-description-foreground": "#ffffff",
        "border": "#ffffff",
        "border-blurred": "#aaaaaa",
        "block-cursor-foreground": "#000000",
        "block-cursor-background": "#ffff00",
        "block-cursor-text-style": "bold",
        "input-cursor-background": "#ffffff",
        "input-cursor-foreground": "#000000",
        "text-muted": "#dddddd",
    },
)

#: settings key -> Textual theme name.
THEME_NAMES: dict[str, str] = {
    "dark": "textual-dark",
    "light": "textual-light",
    "high-contrast": HIGH_CONTRAST.name,
}
