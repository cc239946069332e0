"""One version: ``tictactoe/version.py`` is the one place; the wheel's metadata, the command
line and the changelog's newest heading agree with it (issue 49)."""

from __future__ import annotations

import importlib.metadata
import re
import subprocess
import sys
import tomllib
from pathlib import Path

import tictactoe
from tictactoe.version import __version__

ROOT = Path(__file__).parents[2]  # the checkout, or packaging/test_wheel.sh's copy of it


def test_the_installed_metadata_names_the_packages_version() -> None:
    assert importlib.metadata.version("tictactoe-mnk") == __version__ == tictactoe.__version__


def test_pyproject_takes_the_version_from_the_one_module() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert "version" not in project["project"] and "version" in project["project"]["dynamic"]
    dynamic = project["tool"]["setuptools"]["dynamic"]["version"]
    assert dynamic == {"attr": "tictactoe.version.__version__"}


def test_the_version_is_a_semantic_version_after_the_first_release() -> None:
    numbers = re.fullmatch(r"(\d+)\.(\d+)\.(\d+)", __version__)
    assert numbers is not None
    assert tuple(map(int, numbers.groups())) >= (0, 2, 0)  # 0.1.0 named two builds (issue 49)


def test_the_changelog_is_headed_by_versions_and_the_newest_is_this_one() -> None:
    headings = re.findall(
        r"^## \[([^\]]+)\] - (\S+)$", (ROOT / "CHANGELOG.md").read_text(encoding="utf-8"), re.M
    )
    assert headings[0][0] == __version__
    for version, date in headings:
        assert re.fullmatch(r"\d+\.\d+\.\d+", version), version
        assert date == "Unreleased" or re.fullmatch(r"\d{4}-\d{2}-\d{2}", date), date
    assert all(date != "Unreleased" for _, date in headings[1:])  # only the newest is open
    assert [v for v, _ in headings] == sorted(
        (v for v, _ in headings), key=lambda v: tuple(map(int, v.split("."))), reverse=True
    )


def test_the_command_line_says_the_version() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "tictactoe", "--version"], capture_output=True, text=True
    )
    assert done.returncode == 0 and done.stdout.strip() == f"tictactoe {__version__}"


def test_the_desktop_metadata_names_the_released_versions_as_the_changelog_does() -> None:
    metainfo = ROOT / "packaging" / "io.github.tictactoe_mnk.TicTacToe.metainfo.xml"
    releases = re.findall(r'<release version="([^"]+)" date="([^"]+)"', metainfo.read_text())
    changelog = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    dated = dict(re.findall(r"^## \[([^\]]+)\] - (\d{4}-\d{2}-\d{2})$", changelog, re.M))
    assert releases and all(dated.get(version) == date for version, date in releases)
