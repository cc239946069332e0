"""The app's accessibility interfaces, handed to Qt by one factory.

Qt asks the factories installed with ``QAccessible.installFactory`` for the interface of
every object a screen reader (or a test) looks at; this one answers for the two widgets
that paint themselves: the board (:class:`~tictactoe.ui.board.board_access.BoardAccessible`,
a table of cells) and the Button (:class:`~tictactoe.ui.widgets.accessible.ButtonAccessible`,
a push button).  Qt's own interfaces serve every other widget.

PySide6 keeps every factory installed until the application ends and calls each in turn,
so the factory is installed once per application: the application carries a property
that says it is.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAccessible, QAccessibleInterface

from tictactoe.ui.board.board_access import BoardAccessible
from tictactoe.ui.board.board_view import BoardView
from tictactoe.ui.widgets.accessible import ButtonAccessible
from tictactoe.ui.widgets.button import Button

INSTALLED = "tictactoe_accessibility"  # the application's property, once installed


def interface_for(key: str, target: QObject) -> QAccessibleInterface | None:
    """The factory: our interface for a board or a Button, None for anything else."""
    if isinstance(target, BoardView):
        return BoardAccessible(target)
    if isinstance(target, Button):
        return ButtonAccessible(target)
    return None


def install() -> None:
    """Install the factory for this application, once (needs the application)."""
    app = QCoreApplication.instance()
    if app is None:
        raise RuntimeError("accessibility needs the application to exist first")
    if app.property(INSTALLED):
        return
    QAccessible.installFactory(interface_for)
    app.setProperty(INSTALLED, True)
