"""Heresy: Kingdom Come: Wilds and Matrix, aura and tau (docs/rules/heresy.md)."""
