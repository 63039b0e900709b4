"""Root of the test suite: this folder is on ``sys.path`` (pytest's default
import mode puts a root conftest's folder there), so every suite can
``import gamekit``."""

#: Parts of the ids of the longest tests (whole games by keys, random games at
#: every decision): they run first, so that with pytest-xdist no worker is
#: left running one of them alone at the end. Only the order changes: a test
#: whose id changes simply runs in its usual place.
LONG_FIRST = (
    "test_every_decision_of_random_games",
    "whole_game",
    "whole_blitz_game",
    "test_game_over_says_when_the_end_was_not_saved",
    "test_no_hidden_uid_reaches_another_seat",
    "privacy_at_sampled_decisions",
    "test_layout_fits_and_never_fails_over_random_games",
    "test_random_keys_do_not_crash",
    "test_a_turn_by_keys_rolling_and_keeping_dice",
    "test_hf_16_1_seeded_random_games",
)


def pytest_collection_modifyitems(config, items):
    """The tests named in :data:`LONG_FIRST` first, each group in its usual order."""
    items.sort(key=lambda item: not any(part in item.nodeid for part in LONG_FIRST))
