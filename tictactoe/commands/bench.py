"""`tictactoe bench`: not built yet (see its issue)."""
from __future__ import annotations

import argparse
import sys

HELP = "bench (not available yet)"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    pass


def run(args: argparse.Namespace) -> int:
    print("tictactoe bench is not available yet", file=sys.stderr)
    return 2
