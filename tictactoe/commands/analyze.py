"""`tictactoe analyze`: not built yet (see its issue)."""
from __future__ import annotations

import argparse
import sys

HELP = "analyze (not available yet)"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    pass


def run(args: argparse.Namespace) -> int:
    print("tictactoe analyze is not available yet", file=sys.stderr)
    return 2
