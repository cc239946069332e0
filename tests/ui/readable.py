"""What a person can reach and read in a window, for the UI tests: the controls a person can
reach, those a screen reader would find without a name or a description (Qt's own
accessibility interfaces are the witness), and each text label's contrast with what is
behind it (WCAG's formula, written here apart from the themes' own)."""

from __future__ import annotations

from collections import Counter

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QColor
from PySide6.QtWidgets import QAbstractButton, QAbstractSpinBox, QApplication, QLabel, QWidget

from tictactoe.ui.widgets.button import Button

NAME, DESCRIPTION = QAccessible.Text.Name, QAccessible.Text.Description


def controls(top: QWidget) -> list[QWidget]:
    """The widgets of ``top`` a person can reach or click, as shown now (the text field
    inside a spin box is part of the box)."""
    found = []
    for widget in [top, *top.findChildren(QWidget)]:
        if not widget.isVisibleTo(top) and widget is not top:
            continue
        if isinstance(widget.parentWidget(), QAbstractSpinBox):
            continue
        focusable = bool(widget.focusPolicy() & Qt.FocusPolicy.TabFocus)
        if focusable or isinstance(widget, (Button, QAbstractButton)):
            found.append(widget)
    return found


def unnamed(top: QWidget, *, descriptions: bool = True) -> list[str]:
    """Each reachable control of ``top`` without an accessible name (or description): a
    control that names itself by its text (a button, a check box) needs its interface's
    name, the others (fields, lists, sliders, the board) a name of their own."""
    QApplication.processEvents()  # widgets added to a shown screen show once the loop turns
    problems = []
    for widget in controls(top):
        face = QAccessible.queryAccessibleInterface(widget)
        name, description = face.text(NAME).strip(), face.text(DESCRIPTION).strip()
        what = f"{type(widget).__name__} {name or widget.objectName()!r} in {type(top).__name__}"
        names_itself = isinstance(widget, (Button, QAbstractButton))
        own_name = widget.accessibleName() or face.role() == QAccessible.Role.Table  # the board's
        if not name or not (names_itself or own_name):
            problems.append(f"{what}: no name")
        elif descriptions and (not description or description == name):
            problems.append(f"{what}: no description")
    return problems


def luminance(c: QColor) -> float:
    def channel(v: int) -> float:
        v /= 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

    return 0.2126 * channel(c.red()) + 0.7152 * channel(c.green()) + 0.0722 * channel(c.blue())


def contrast(a: QColor, b: QColor) -> float:
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def label_contrasts(top) -> dict[str, float]:
    """For each visible text label of ``top`` (a dialog or a screen, grabbed whole so
    that what is behind a label is painted too): the contrast of its strongest text
    pixel with its background (the commonest pixel of the label's rectangle)."""
    whole = top.grab().toImage()
    scale = whole.width() / max(1, top.width())
    out = {}
    for label in top.findChildren(QLabel):
        if not label.isVisible() or not label.text().strip():
            continue
        corner = label.mapTo(top, label.rect().topLeft())
        image = whole.copy(
            int(corner.x() * scale),
            int(corner.y() * scale),
            int(label.width() * scale),
            int(label.height() * scale),
        )
        counts = Counter(
            image.pixel(x, y) for x in range(image.width()) for y in range(image.height())
        )
        background = QColor.fromRgb(counts.most_common(1)[0][0])
        text = max((QColor.fromRgb(p) for p in counts), key=lambda c: contrast(c, background))
        out[label.text().replace("&", "")] = contrast(text, background)
    return out
