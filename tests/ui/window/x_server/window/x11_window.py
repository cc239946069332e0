"""The main window on a real X server, what its tests check with and without a window manager
(test_ui_x11_bare.py, test_ui_x11_openbox.py): it opens where it was closed, and it has the
focus back after a dialog (``x11_window_app.py``).

Without a window manager Qt's ``saveGeometry`` put the window back 1 px right and 25 px
down (a frame it guessed), and nobody gave the window its focus when it opened or back
when a dialog closed: no tooltip showed and no key arrived until the next click.

Needs ``Xvfb`` and ``openbox`` (see ``x11.py``).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.ui.window.x_server.x11 import APT_HINT

APP = Path(__file__).with_name("x11_window_app.py")
APP_S = 60.0


def run_app(display: str, home: Path, *args: str) -> dict:
    env = dict(
        os.environ,
        DISPLAY=display,
        QT_QPA_PLATFORM="xcb",
        HOME=str(home),
        XDG_CONFIG_HOME=str(home / "config"),
        XDG_DATA_HOME=str(home / "data"),
    )
    env.pop("WAYLAND_DISPLAY", None)
    try:
        done = subprocess.run(
            [sys.executable, str(APP), str(home / "settings.ini"), *args],
            env=env,
            capture_output=True,
            text=True,
            timeout=APP_S,
        )
    except subprocess.TimeoutExpired as exc:
        pytest.fail(f"the app did not finish within {APP_S:.0f} s; stderr: {exc.stderr}")
    if 'platform plugin "xcb"' in done.stderr and os.environ.get("CI") != "true":
        pytest.skip(f"Qt's xcb platform cannot load here ({APT_HINT}): {done.stderr[-300:]}")
    lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
    assert done.returncode == 0 and lines, f"exit {done.returncode}; stderr: {done.stderr}"
    record = json.loads(lines[-1])
    assert record["shown"], record
    return record


def opens_where_it_was_closed(display: str, home: Path) -> None:
    """Where it first opened (the screen's corner with no window manager), then where it
    was moved to."""
    for move in ((), ("200,100",)):
        first = run_app(display, home, "geometry", *move)
        again = [run_app(display, home, "geometry")["inside"] for _ in range(2)]
        assert again == [first["inside"], first["inside"]], (move, first, again)


def has_the_focus_and_its_tooltips_after_a_dialog(display: str, home: Path) -> None:
    record = run_app(display, home, "focus")
    assert record == {
        "shown": True,
        "active_before": True,
        "active_after": True,
        "tooltip": True,
    }
