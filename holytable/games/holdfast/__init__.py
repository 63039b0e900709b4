"""Holdfast: holds, bounty, denizens and structures, perimeters
(docs/rules/holdfast.md)."""
