"""holytable's Textual UI: the app, its screens and widgets (see app.py)."""
