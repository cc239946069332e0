"""Old -> new -> old -> new on one data folder (issue 49): the previous release, version
0.1.0 (commit f1ffd63 of this repository), installed from the repository's own history in a
venv of its own, and this build take turns on the same data folder; at the end every
finished game, the rating, the series and the unfinished games are there, and an upgrade
with no game played leaves the rating as it was.

Each build runs ``tests/storage/upgrade_drive.py`` with its own interpreter (the window's
GameKeeper, as the window uses it at start and in play).  The previous release is built
from ``git archive f1ffd63`` of the checkout (``TICTACTOE_REPOSITORY`` names it when the
tests run outside it, as ``packaging/test_wheel.sh`` runs them) and installed with
``pip install --no-deps`` into a venv that sees this interpreter's packages (PySide6 and
numpy, pinned alike in both releases) through a ``.pth`` file, so nothing is installed
twice; pip builds it with setuptools from the same package index as the main install.
About 30 s.  In CI (``CI=true``) a missing repository fails the test rather than skip it.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest

PREVIOUS = "f1ffd63"  # version 0.1.0, the previous release
DRIVE = Path(__file__).parent / "upgrade_drive.py"
pytestmark = [pytest.mark.slow, pytest.mark.timeout(600)]


def repository() -> Path | None:
    """The git checkout holding the previous release's commit, or None."""
    for root in (os.environ.get("TICTACTOE_REPOSITORY"), Path(__file__).parents[2]):
        if not root:
            continue
        found = subprocess.run(
            ["git", "-C", str(root), "cat-file", "-e", f"{PREVIOUS}^{{commit}}"],
            capture_output=True,
        )
        if found.returncode == 0:
            return Path(root)
    return None


@pytest.fixture(scope="module")
def previous(tmp_path_factory) -> Path:
    """The previous release's interpreter, in a venv of its own."""
    root = repository()
    if root is None:
        message = f"the repository with commit {PREVIOUS} is not here (TICTACTOE_REPOSITORY)"
        if os.environ.get("CI") == "true":
            pytest.fail(message)
        pytest.skip(message)
    place = tmp_path_factory.mktemp("previous")
    source = place / "source"
    source.mkdir()
    archive = subprocess.run(
        ["git", "-C", str(root), "archive", PREVIOUS], capture_output=True, check=True
    )
    subprocess.run(["tar", "-x", "-C", str(source)], input=archive.stdout, check=True)
    venv = place / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True)
    python = venv / "bin" / "python"
    site = subprocess.run(
        [str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout.strip()
    ours = {sysconfig.get_paths()[name] for name in ("purelib", "platlib")}
    Path(site, "dependencies.pth").write_text("".join(f"{path}\n" for path in sorted(ours)))
    install = subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "--python",
            str(python),
            "install",
            "-q",
            "--no-deps",
            "--disable-pip-version-check",
            str(source),
        ],
        capture_output=True,
        text=True,
    )
    assert install.returncode == 0, install.stderr[-2000:]
    return python


def step(python: Path | str, name: str, home: Path) -> dict:
    env = dict(
        os.environ,
        XDG_DATA_HOME=str(home / "data"),
        XDG_CONFIG_HOME=str(home / "config"),
        QT_QPA_PLATFORM="offscreen",
        PYTHONDONTWRITEBYTECODE="1",
    )
    env.pop("PYTHONPATH", None)
    done = subprocess.run(
        [str(python), str(DRIVE), name], env=env, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, f"{name}: {done.stderr[-3000:]}"
    lines = [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]
    for line in lines:
        print(f"{name}: {json.dumps(line)}")  # the run's record, shown with -s or on failure
    return {line.get("stage", "end"): line for line in lines}


def test_old_new_old_new_keeps_every_game_the_rating_the_series_and_the_unfinished(
    previous, tmp_path
):
    from tictactoe.version import __version__

    old1 = step(previous, "old1", tmp_path)["end"]
    assert old1["version"] == "0.1.0" and str(previous.parents[1]) in old1["from"]
    assert old1["games"] == 4 and list(old1["rating"]) == ["large"]

    new1 = step(sys.executable, "new1", tmp_path)
    start, end = new1["start"], new1["end"]
    assert start["version"] == __version__ != "0.1.0"
    assert start["rating"] == old1["rating"]  # the upgrade alone moves nothing
    assert start["games"] == 4 and start["kept"] == old1["kept"] and start["problems"] == []
    assert "statistics.sqlite3.v1.bak" in start["files"]  # the copy made before migrating
    assert end["games"] == 6

    old2 = step(previous, "old2", tmp_path)["start"]
    assert old2["problems"] == []  # nothing refused, nothing set aside
    assert old2["games"] == 6  # it reads the newer file (the renju game as it can)
    [series] = old2["kept"]  # the series' game, with the move played in the new build
    assert series[1] == [[7, 7], [8, 8], [7, 8], [9, 9]] and series[2:] == [[1], 3]

    new2 = step(sys.executable, "new2", tmp_path)["end"]
    assert new2["problems"] == [] and new2["games"] == 6
    assert new2["rating"] == end["rating"]  # the second upgrade moves nothing either
    assert new2["kept"] == sorted(
        [
            ["15x15 k=5", [[7, 7], [8, 8], [7, 8], [9, 9], [10, 10]], [1], 3],
            ["15x15 k=5 renju", [[7, 7], [8, 8]], [], 1],
        ]
    )
    assert not [name for name in new2["files"] if ".unreadable-" in name]


def test_an_unfinished_game_the_previous_release_set_aside_is_offered_again(previous, tmp_path):
    kept = step(sys.executable, "new-renju", tmp_path)["end"]
    assert kept["kept"] == [["15x15 k=5 renju", [[7, 7], [8, 8], [6, 6]], [], 1]]
    old = step(previous, "look", tmp_path)["end"]  # 0.1.0 cannot play renju: sets it aside
    assert old["kept"] == [] and "version 2 is not supported" in old["problems"][0]
    assert [name for name in old["files"] if ".unreadable-" in name]
    new = step(sys.executable, "look", tmp_path)["end"]
    assert new["kept"] == kept["kept"] and new["healed"]
    assert len(new["problems"]) == 1 and "1 unfinished game back on the menu" in new["problems"][0]
    assert not [name for name in new["files"] if ".unreadable-" in name]
