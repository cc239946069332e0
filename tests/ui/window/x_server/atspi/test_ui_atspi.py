"""The board and the Buttons as a screen reader on Linux really gets them: over AT-SPI.

``test_ui_access.py`` asks Qt's accessibility API inside the process; this test checks
the whole way out: the app runs in a real window (Qt's xcb platform on a private Xvfb)
with Qt's AT-SPI bridge on, in a private D-Bus session, and a client on the other side
(``atspi_client.py``, the protocol Orca reads apps with) finds the board's table, a cell
and a Button by their names and roles, then hears the keyboard cursor's cells and the
move announced while the app presses Left, Up and Space on the board (``atspi_app.py``).

Needs Xvfb, ``dbus-run-session``, AT-SPI (``at-spi2-core``) and the system's Python with
``python3-dbus`` and ``python3-gi``: without them the test is skipped on a developer's
machine and fails under CI (``CI=true``), whose apt line installs them.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.ui.window.x_server.x11 import need

HERE = Path(__file__).parent
SYSTEM_PYTHON = "/usr/bin/python3"
A11Y_SERVICE = "/usr/share/dbus-1/services/org.a11y.Bus.service"  # D-Bus starts AT-SPI by it
RUN_S = 150.0
APT = "apt-get install dbus at-spi2-core python3-dbus python3-gi"


def require(present: bool, reason: str) -> None:
    """Skip without ``reason``'s tool on a developer's machine; fail under CI."""
    if present:
        return
    if os.environ.get("CI") == "true":
        pytest.fail(f"{reason} ({APT}): CI must run this test")
    pytest.skip(f"{reason} ({APT})")


def test_a_screen_reader_finds_the_board_and_hears_the_cursor_and_the_move(display, tmp_path):
    session = need("dbus-run-session")
    require(Path(A11Y_SERVICE).exists(), "AT-SPI (at-spi2-core) is not installed")
    probe = (
        subprocess.run(
            [SYSTEM_PYTHON, "-c", "import dbus, gi.repository.GLib"], capture_output=True
        )
        if os.path.exists(SYSTEM_PYTHON)
        else None
    )
    require(
        probe is not None and probe.returncode == 0,
        f"{SYSTEM_PYTHON} has no python3-dbus and python3-gi",
    )
    go = tmp_path / "go"
    env = dict(
        os.environ,
        DISPLAY=display,
        QT_QPA_PLATFORM="xcb",
        QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1",
        HOME=str(tmp_path),
    )
    env.pop("WAYLAND_DISPLAY", None)
    command = [
        session,
        "--",
        SYSTEM_PYTHON,
        str(HERE / "atspi_client.py"),
        str(go),
        "--",
        sys.executable,
        str(HERE / "atspi_app.py"),
        str(go),
    ]
    try:
        done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=RUN_S)
    except subprocess.TimeoutExpired as exc:
        pytest.fail(f"no answer within {RUN_S:.0f} s; stderr: {exc.stderr}")
    lines = [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]
    assert done.returncode == 0 and len(lines) == 2, done.stderr[-3000:]
    found, after = lines
    assert found == {
        "board": "Board, 15 by 15, 5 in a row wins",
        "board_role": "table",
        "children": 225,
        "cell": "h8, empty",
        "cell_role": "cell",
        "resign_role": "push button",
        "resign_description": "Give the game up: it counts as a loss for your side",
    }
    assert after["exit"] == 0, done.stderr[-3000:]
    focused = [
        e["about"]
        for e in after["heard"]
        if e["event"] == "StateChanged" and e["detail"] == "focused" and e["on"]
    ]
    cells = [name.split(",")[0] for name in focused if not name.startswith("Board")]
    assert cells[-3:] == ["h8", "g8", "g9"], after["heard"]  # (names are read when heard)
    announced = [e["data"] for e in after["heard"] if e["event"] == "Announcement"]
    assert announced[0].startswith("X to move"), announced  # the message bar at the start
    assert announced[1:] == ["X plays g9", announced[-1]] and announced[-1].startswith(
        "O to move"
    ), announced  # the move, then the bar
