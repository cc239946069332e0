"""The main window on a real X server under openbox, a window manager: it opens where it was
closed and has the focus back after a dialog (the checks: ``x11_window.py``); without one:
test_ui_x11_bare.py."""

from __future__ import annotations

import os
import subprocess

import pytest

from tests.ui.window.x_server.window.x11_window import (
    has_the_focus_and_its_tooltips_after_a_dialog,
    opens_where_it_was_closed,
)
from tests.ui.window.x_server.x11 import need, stop


@pytest.fixture
def openbox(display, tmp_path):
    """openbox managing the private X server; the app's home in ``tmp_path``."""
    manager = subprocess.Popen(
        [need("openbox"), "--sm-disable"],
        env=dict(os.environ, DISPLAY=display, HOME=str(tmp_path)),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        yield display
    finally:
        stop(manager)


def test_the_window_opens_where_it_was_closed(openbox, tmp_path):
    opens_where_it_was_closed(openbox, tmp_path)


def test_the_window_has_the_focus_and_its_tooltips_after_a_dialog(openbox, tmp_path):
    has_the_focus_and_its_tooltips_after_a_dialog(openbox, tmp_path)
