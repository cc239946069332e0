"""The window's interpreter (ui.workers.interpreter): Qt paints on the GUI thread alone."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

import pytest

PAINT_A_LARGE_FILL = textwrap.dedent(
    """
    import os, sys
    if sys.argv[1] == "configured":
        from tictactoe.ui.workers.interpreter import configure_interpreter
        configure_interpreter()
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QColor, QImage, QPainter
    from PySide6.QtWidgets import QApplication
    app = QApplication(sys.argv[:1])
    image = QImage(1200, 900, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    for _ in range(20):
        painter.fillRect(image.rect(), QColor(10, 20, 30, 128))
    painter.end()
    names = []
    for task in os.listdir("/proc/self/task"):
        with open(f"/proc/self/task/{task}/comm") as comm:
            names.append(comm.read().strip())
    print(sum(name == "Thread (pooled)" for name in names))
    """
)


def _pool_threads(how: str) -> int:
    out = subprocess.run(
        [sys.executable, "-c", PAINT_A_LARGE_FILL, how],
        capture_output=True,
        text=True,
        timeout=120,
        env={k: v for k, v in os.environ.items() if k != "QT_NO_GUI_THREADPOOL"},
    )
    assert out.returncode == 0, out.stderr
    return int(out.stdout.split()[-1])


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="thread names from /proc")
def test_the_window_paints_a_large_fill_without_qts_thread_pool():
    """Qt hands a large fill to threads of its own and waits for them (the GIL held): the
    window's longest gaps held such waits under load.  Configured, it fills on its thread."""
    if _pool_threads("plain") == 0:
        pytest.skip("this Qt fills on the painting thread anyway (one core, or no pool)")
    assert _pool_threads("configured") == 0
