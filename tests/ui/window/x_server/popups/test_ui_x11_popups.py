"""Popups render their contents on a real X server, with and without a window manager.

The level list, "Start a new game?", the Open dialog and a tooltip are separate X
windows.  On an X server with no compositing manager (Xvfb and no window manager, as
``look.sh`` runs the app) they were reported as black boxes.  Here the real app runs on
Qt's xcb platform on a private Xvfb, opens each in turn and photographs it from the
root window (``x11_popups_app.py``, which holds the thresholds); a popup whose area is one
flat colour, or that does not look like the widget's own rendering, fails the test.

Needs ``Xvfb`` (and ``openbox`` for the managed case): without them the test is skipped
on a developer's machine and fails under CI (``CI=true``), whose apt line installs them.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.ui.window.x_server.x11 import APT_HINT, need, stop

APP = Path(__file__).with_name("x11_popups_app.py")
POPUPS = ("level-list", "message-box", "file-dialog", "tooltip")
APP_S = 100.0  # for the whole photographing session (seconds when all is well)


def photograph(display: str, home: Path, out: Path, wm: bool) -> dict[str, dict]:
    env = dict(
        os.environ,
        DISPLAY=display,
        QT_QPA_PLATFORM="xcb",
        HOME=str(home),
        XDG_CONFIG_HOME=str(home / "config"),
        XDG_DATA_HOME=str(home / "data"),
    )
    env.pop("WAYLAND_DISPLAY", None)
    args = [sys.executable, str(APP), str(out)] + (["--wm"] if wm else [])
    try:
        done = subprocess.run(args, env=env, capture_output=True, text=True, timeout=APP_S)
    except subprocess.TimeoutExpired as exc:
        pytest.fail(f"the app did not finish within {APP_S:.0f} s; stderr: {exc.stderr}")
    if 'platform plugin "xcb"' in done.stderr and os.environ.get("CI") != "true":
        pytest.skip(f"Qt's xcb platform cannot load here ({APT_HINT}): {done.stderr[-300:]}")
    records = {
        r["name"]: r
        for r in map(
            json.loads, (line for line in done.stdout.splitlines() if line.startswith("{"))
        )
    }
    assert done.returncode == 0, f"exit {done.returncode}; {records}; stderr: {done.stderr}"
    return records


def check(records: dict[str, dict], out: Path) -> None:
    for name in POPUPS:
        record = records.get(name)
        assert record is not None and record["shown"], f"{name} never showed: {records}"
        assert not record["flat"], f"{name} is one flat colour on the screen ({record}); see {out}"
        assert record["like_own"], (
            f"{name} on the screen is not what it painted ({record}); see {out}"
        )


def test_popups_render_without_a_window_manager(display, tmp_path):
    records = photograph(display, tmp_path / "home", tmp_path, wm=False)
    assert not records["window"]["framed"]  # nothing managed the window: no WM ran
    check(records, tmp_path)


def test_popups_render_under_a_window_manager(display, tmp_path):
    wm = subprocess.Popen(
        [need("openbox"), "--sm-disable"],
        env=dict(os.environ, DISPLAY=display, HOME=str(tmp_path / "home")),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        records = photograph(display, tmp_path / "home", tmp_path, wm=True)
    finally:
        stop(wm)
    assert records["window"]["framed"], f"openbox did not frame the window: {records}"
    check(records, tmp_path)
