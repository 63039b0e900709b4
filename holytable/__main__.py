"""``python -m holytable``: same as the ``holytable`` command."""
import sys

try:
    from holytable.cli import main
except KeyboardInterrupt:  # Ctrl-C while starting up
    sys.exit(130)

if __name__ == "__main__":
    sys.exit(main())
