"""Entry script for the PyInstaller build: the same as the ``tictactoe`` command."""
from tictactoe.cli import main

if __name__ == "__main__":
    raise SystemExit(main())
