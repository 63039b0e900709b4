"""Computer players (issue 14): one search for every game, written against the
engine contract (never imports textual or rich). See docs/bot.md."""
from .ismcts import STRENGTHS, Budget, SearchStats, search
from .players import WINDOW_SEARCH, WINDOW_SECONDS, RandomPlayer, SearchPlayer, make_player

__all__ = ["STRENGTHS", "Budget", "SearchStats", "search", "RandomPlayer", "SearchPlayer", "make_player",
           "WINDOW_SECONDS", "WINDOW_SEARCH"]
