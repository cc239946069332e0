"""What clips on a screen of the window: the minimum size's check (main_window/test_ui_window.py)
and the analysis panel's (engines/test_ui_analysis.py)."""

from __future__ import annotations

from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QAbstractScrollArea, QLabel, QWidget


def _parents(widget: QWidget, top: QWidget):
    parent = widget.parentWidget()
    while parent is not None and parent is not top:
        yield parent
        parent = parent.parentWidget()


def clipped(screen: QWidget) -> list[str]:
    """Visible widgets of ``screen`` smaller than they need, or sticking out of it."""
    problems = []
    for child in screen.findChildren(QWidget):
        if not child.isVisibleTo(screen) or child.width() == 0:
            continue
        if any(isinstance(p, QAbstractScrollArea) for p in _parents(child, screen)):
            continue  # inside a table or a scroll area: scrolls, does not clip
        hint = child.minimumSizeHint()
        if isinstance(child, QLabel) and child.wordWrap():
            need_h = child.heightForWidth(child.width())
            if need_h > child.height() + 1:
                problems.append(
                    f"{child.objectName() or child.text()[:30]!r} needs {need_h} px high"
                )
            continue
        if hint.isValid() and (
            child.width() + 1 < hint.width() or child.height() + 1 < hint.height()
        ):
            problems.append(
                f"{type(child).__name__} {getattr(child, 'text', lambda: '')()!r}: "
                f"{child.width()}x{child.height()} < {hint.width()}x{hint.height()}"
            )
        corner = child.mapTo(screen, QPoint(child.width(), child.height()))
        if corner.x() > screen.width() + 1 or corner.y() > screen.height() + 1:
            problems.append(f"{type(child).__name__} sticks out of the screen")
    return problems
