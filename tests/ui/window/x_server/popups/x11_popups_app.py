"""The app's popups photographed on a real X server: run by ``test_ui_x11_popups.py``.

    python x11_popups_app.py OUT_DIR [--wm]

On Qt's xcb platform (``DISPLAY`` names an Xvfb), this starts the app as ``tictactoe``
does (``run``), waits for its window to be mapped and painted, then shows, one at a
time, what a player opens: the level list, "Start a new game?", the Open dialog and a
tooltip.  Each is photographed from the X root window (``QScreen.grabWindow(0)`` reads
the root's pixels from the server, as a person's screenshot does, not the widget's own
painting), once the popup is exposed and painted.  One JSON line per popup goes to
stdout: its place, how many colours its area holds, the share of the commonest, how much
of it matches the widget's own rendering, and the verdicts ``flat`` and ``like_own``;
OUT_DIR gets both pictures.

``--wm``: a window manager is expected; the window counts as managed once it has a frame.
"""

from __future__ import annotations

import json
import sys
import time
from collections.abc import Callable
from pathlib import Path

import numpy as np
from PySide6.QtCore import QEvent, QObject, QPoint, QRect, Qt, QTimer
from PySide6.QtGui import QGuiApplication, QHelpEvent, QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QComboBox, QWidget

from tictactoe.ui.window.app import LaunchOptions, run
from tictactoe.ui.window.main_window import MainWindow

WAIT_S = 20.0  # for a window to be mapped, exposed and painted (a loaded machine)
SETTLE_S = 3.0  # then for its pixels to reach the root window
MATCH_TOLERANCE = 24  # per colour channel, between the root's pixels and the widget's own
MIN_MATCH = 0.9  # share of the area on the screen that must match the widget's own
FLAT_SHARE = 0.985  # one colour over this share of the area: flat (text covers more)
INSET = 2  # the popup's border stays out of the measure


class PaintLog(QObject):
    """The top-level windows that have painted (a Paint event reached them or a child)."""

    def __init__(self) -> None:
        super().__init__()
        self.painted: set[int] = set()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and isinstance(watched, QWidget):
            self.painted.add(id(watched.window()))
        return False


def wait_until(condition: Callable[[], bool], seconds: float) -> bool:
    deadline = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > deadline:
            return False
        QTest.qWait(20)
    return True


def pixels(image: QImage) -> np.ndarray:
    """An RGB32 image as a (height, width) array of 0xffRRGGBB."""
    image = image.convertToFormat(QImage.Format.Format_RGB32)
    rows = np.frombuffer(
        image.constBits(), dtype=np.uint32, count=image.bytesPerLine() * image.height() // 4
    )
    return rows.reshape(image.height(), image.bytesPerLine() // 4)[:, : image.width()]


def measure(screen: np.ndarray, own: np.ndarray) -> dict[str, float]:
    inner = screen[INSET:-INSET, INSET:-INSET]
    values, counts = np.unique(inner, return_counts=True)
    size = min(screen.shape[0], own.shape[0]), min(screen.shape[1], own.shape[1])
    a = screen[: size[0], : size[1]].astype(np.int64)
    b = own[: size[0], : size[1]].astype(np.int64)
    close = np.ones(size, dtype=bool)
    for shift in (0, 8, 16):
        close &= np.abs(((a >> shift) & 0xFF) - ((b >> shift) & 0xFF)) <= MATCH_TOLERANCE
    return {
        "colours": len(values),
        "commonest": float(counts.max() / inner.size),
        "matches_own": float(close.mean()),
    }


def is_flat(stats: dict[str, float]) -> bool:
    return stats["colours"] < 3 or stats["commonest"] > FLAT_SHARE


class Photographer:
    def __init__(self, window: MainWindow, out: Path) -> None:
        self.window = window
        self.out = out
        self.log = PaintLog()
        QApplication.instance().installEventFilter(self.log)

    def ready(self, widget: QWidget) -> bool:
        handle = widget.windowHandle()
        return (
            widget.isVisible()
            and handle is not None
            and handle.isExposed()
            and id(widget) in self.log.painted
        )

    def photograph(self, name: str, widget: QWidget) -> None:
        """Wait for the popup to be painted, then read its area off the root window."""
        start = time.monotonic()
        shown = wait_until(lambda: self.ready(widget), WAIT_S)
        area = QRect(widget.mapToGlobal(QPoint(0, 0)), widget.size())
        screen = QGuiApplication.primaryScreen()
        stats: dict[str, float] = {}
        settle = time.monotonic() + SETTLE_S
        while True:  # the first grab usually holds it; a busy server may need a moment
            shot = screen.grabWindow(0, area.x(), area.y(), area.width(), area.height())
            own = widget.grab()
            stats = measure(pixels(shot.toImage()), pixels(own.toImage()))
            if not is_flat(stats) or time.monotonic() > settle:
                break
            QTest.qWait(50)
        shot.save(str(self.out / f"{name}-screen.png"))
        own.save(str(self.out / f"{name}-own.png"))
        record = {
            "name": name,
            "shown": shown,
            "seconds": round(time.monotonic() - start, 3),
            "area": [area.x(), area.y(), area.width(), area.height()],
            **stats,
            "flat": is_flat(stats),
            "like_own": stats["matches_own"] >= MIN_MATCH,
        }
        print(json.dumps(record), flush=True)

    def new_window(self, before: set[int]) -> QWidget | None:
        found = [
            w
            for w in QApplication.topLevelWidgets()
            if w.isVisible() and id(w) not in before and w is not self.window
        ]
        return found[0] if found else None


def visible_top_levels() -> set[int]:
    return {id(w) for w in QApplication.topLevelWidgets() if w.isVisible()}


def level_list(window: MainWindow) -> QComboBox:
    boxes = [
        b
        for b in window.menu_screen.findChildren(QComboBox)
        if b.isVisible() and "level" in b.accessibleName().lower()
    ]
    if not boxes:
        raise SystemExit("no visible level list on the menu")
    return boxes[0]


def with_tooltip(window: MainWindow) -> QWidget:
    widgets = [w for w in window.menu_screen.findChildren(QWidget) if w.isVisible() and w.toolTip()]
    if not widgets:
        raise SystemExit("no widget with a tooltip on the menu")
    return widgets[0]


def photograph_modal(camera: Photographer, name: str, open_it: Callable[[], object]) -> None:
    """Open a modal dialog (its own event loop), photograph it, close it with No/Cancel."""

    def inside() -> None:
        if wait_until(lambda: QApplication.activeModalWidget() is not None, WAIT_S):
            dialog = QApplication.activeModalWidget()
            camera.photograph(name, dialog)
            dialog.reject()
        else:
            print(json.dumps({"name": name, "shown": False}), flush=True)

    QTimer.singleShot(0, inside)
    open_it()


def session(window: MainWindow, out: Path, expect_wm: bool) -> int:
    camera = Photographer(window, out)
    if not wait_until(lambda: camera.ready(window), WAIT_S):
        print(json.dumps({"name": "window", "shown": False}), flush=True)
        return 1
    framed = wait_until(
        lambda: window.frameGeometry() != window.geometry(), WAIT_S if expect_wm else 0.0
    )
    print(json.dumps({"name": "window", "shown": True, "framed": framed}), flush=True)

    combo = level_list(window)
    QTest.mouseClick(combo, Qt.MouseButton.LeftButton)
    popup = combo.view().window()
    camera.photograph("level-list", popup)
    combo.hidePopup()
    wait_until(lambda: not popup.isVisible(), WAIT_S)

    photograph_modal(
        camera,
        "message-box",
        lambda: window.confirm(
            "Start a new game", "Start a new game? The unfinished game will be lost."
        ),
    )
    photograph_modal(camera, "file-dialog", window.files.open_game)

    # A window manager hands the focus back after the dialog, and a change of active
    # window hides (and deletes) a tooltip: show it once that has happened.
    wait_until(window.isActiveWindow, WAIT_S if expect_wm else 1.0)
    before = visible_top_levels()
    target = with_tooltip(window)
    centre = QPoint(target.width() // 2, target.height() // 2)
    QApplication.sendEvent(
        target, QHelpEvent(QEvent.Type.ToolTip, centre, target.mapToGlobal(centre))
    )
    if wait_until(lambda: camera.new_window(before) is not None, WAIT_S):
        camera.photograph("tooltip", camera.new_window(before))
    else:
        print(json.dumps({"name": "tooltip", "shown": False}), flush=True)
    return 0


def main(argv: list[str]) -> int:
    out = Path(argv[0])
    expect_wm = "--wm" in argv[1:]
    status = {"code": 1}

    def on_window(window: MainWindow) -> None:
        def go() -> None:
            try:
                status["code"] = session(window, out, expect_wm)
            finally:
                window.close()

        QTimer.singleShot(0, go)

    code = run(LaunchOptions(on_window=on_window, quit_after_ms=120_000))
    return status["code"] or code


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
