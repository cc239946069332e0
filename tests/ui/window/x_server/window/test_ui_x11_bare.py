"""The main window on a bare X server (no window manager), the case Qt got wrong: it opens
where it was closed and has the focus back after a dialog (the checks: ``x11_window.py``).
The same checks under openbox: test_ui_x11_openbox.py, a file of its own so that the two
servers' dozen app starts run on two workers."""

from __future__ import annotations

from tests.ui.window.x_server.window.x11_window import (
    has_the_focus_and_its_tooltips_after_a_dialog,
    opens_where_it_was_closed,
)


def test_the_window_opens_where_it_was_closed(display, tmp_path):
    opens_where_it_was_closed(display, tmp_path)


def test_the_window_has_the_focus_and_its_tooltips_after_a_dialog(display, tmp_path):
    has_the_focus_and_its_tooltips_after_a_dialog(display, tmp_path)
