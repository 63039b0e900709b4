"""Root of the test suite: this folder is on ``sys.path`` (pytest's default
import mode puts a root conftest's folder there), so every suite can
``import gamekit``."""
