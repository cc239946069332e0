"""The command line starts without Qt: --version, --help, and the module imports."""

from __future__ import annotations

import ast
import subprocess
import sys

import tictactoe
from tictactoe.cli import COMMANDS


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "tictactoe", *args], capture_output=True, text=True, timeout=60
    )


def test_version() -> None:
    done = run("--version")
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == f"tictactoe {tictactoe.__version__}"


def test_help_lists_the_sub_commands() -> None:
    done = run("--help")
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("usage: tictactoe")
    for name in ("play", "analyze", "match", "bench"):
        assert name in COMMANDS
        assert f"\n    {name}" in done.stdout, f"{name} missing from --help:\n{done.stdout}"


def test_an_unknown_sub_command_is_an_error() -> None:
    done = run("no-such-command")
    assert done.returncode == 2
    assert "invalid choice" in done.stderr


def heavy_modules_after(code: str) -> list[str]:
    """The Qt and numpy modules loaded by ``code`` in a fresh interpreter."""
    probe = (
        code + "\nimport sys\n"
        "print(sorted(m for m in sys.modules"
        " if m.split('.')[0] in ('PySide6', 'shiboken6', 'numpy')))"
    )
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    return ast.literal_eval(done.stdout.strip().splitlines()[-1])  # a printed list of names


def test_importing_the_cli_does_not_import_qt() -> None:
    assert heavy_modules_after("import tictactoe.cli") == []


def test_building_the_parser_does_not_import_qt_or_numpy() -> None:
    """--help, the text sub-commands, the brain and the game start fast: building the
    parser imports every command's module, and none of them loads Qt or numpy."""
    assert heavy_modules_after("from tictactoe.cli import build_parser; build_parser()") == []


def test_the_core_modules_do_not_import_qt() -> None:
    assert heavy_modules_after("import tictactoe, tictactoe.game, tictactoe.records") == []
