"""The app's modal dialogs, run one way: a message box with our own buttons, the file
dialogs, and the window given back its keyboard focus when a dialog closes.

**The focus back.**  With no window manager nobody gives the window under a dialog its
focus back when the dialog closes: Qt then has no active window, so no tooltip shows
(Qt shows them only in the active window) and no key reaches the window until the next
click.  :func:`run_modal` activates the window itself; under a window manager that does
it anyway, the request only repeats it.

**The file dialogs** (:func:`choose_file`): Qt's own dialog, not the desktop's, is what
an X server without a desktop session shows.  Its list's columns are sized to their
contents, so the date is never cut ("29 11 2…6 05:17" in a 630 px dialog), and it has no
Type nor Size column (Qt words both in the system's language); its words
come from Qt's catalogue, and where Qt ships none (Vietnamese) from ours
(:mod:`tictactoe.ui.words.qt_words`).
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QFileDialog,
    QHeaderView,
    QListView,
    QMessageBox,
    QSplitter,
    QTreeView,
    QWidget,
)

from tictactoe.ui.words.translation import Words

Dialogs = Words("Dialogs")
FILE_DIALOG_SIZE = (820, 520)  # logical pixels, at most the window's room


def run_modal(dialog: QDialog) -> int:
    """``dialog.exec()``, then the focus back to the window under it (see above)."""
    parent = dialog.parentWidget()
    window = parent.window() if parent is not None else None
    result = dialog.exec()
    give_focus_back(window)
    return result


def give_focus_back(window: QWidget | None) -> None:
    """Activate ``window`` once no other modal dialog is open over it."""
    if window is not None and window.isVisible() and QApplication.activeModalWidget() is None:
        window.activateWindow()


def message(parent: QWidget, title: str, text: str, *, warning: bool = False) -> None:
    """Tell something in a message box whose one button is ours ("OK" in the language
    chosen: Qt's own is not translated where Qt ships no catalogue)."""
    icon = QMessageBox.Icon.Warning if warning else QMessageBox.Icon.Information
    box = QMessageBox(icon, title, text, parent=parent)
    ok = box.addButton(Dialogs.tr("OK"), QMessageBox.ButtonRole.AcceptRole)
    box.setDefaultButton(ok)
    box.setEscapeButton(ok)
    run_modal(box)


def file_dialog(
    parent: QWidget, title: str, path: str, filters: str, *, save: bool = False
) -> QFileDialog:
    """A file dialog for Open (an existing file) or Save (asks before replacing one)."""
    dialog = QFileDialog(parent, title, path, filters)
    dialog.setObjectName("saveDialog" if save else "openDialog")
    if save:
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.setFileMode(QFileDialog.FileMode.AnyFile)
    else:
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
    window = parent.window()
    room = window.geometry()
    width, height = FILE_DIALOG_SIZE
    dialog.resize(min(width, room.width()), min(height, room.height()))
    fit_columns(dialog)
    return dialog


SIZE_COLUMN, TYPE_COLUMN = 1, 2  # of Qt's file list: Name, Size, Type, Date Modified
SIDEBAR_MAX = 240  # the places beside the list take their words' width, at most this


def fit_columns(dialog: QFileDialog) -> None:
    """The detail list's Date column as wide as its contents, Name taking the rest (Qt's
    dialog gives each a fixed width and cut the date); the places beside it as wide as
    their names.  No Type and no Size column: Qt words them in the system's language, not
    the one chosen ("TOML document", "0 bytes"), and neither helps to pick a game."""
    for view in dialog.findChildren(QTreeView):
        header = view.header()
        header.setStretchLastSection(False)
        header.setMinimumSectionSize(40)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in range(1, header.count()):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionHidden(SIZE_COLUMN, True)
        header.setSectionHidden(TYPE_COLUMN, True)
    splitter = dialog.findChild(QSplitter, "splitter")
    places = dialog.findChild(QListView, "sidebar")
    if splitter is not None and places is not None and splitter.count() == 2:
        wanted = places.sizeHintForColumn(0) + 2 * places.frameWidth() + 8
        side = min(max(wanted, places.minimumWidth()), SIDEBAR_MAX)
        splitter.setSizes([side, max(1, sum(splitter.sizes()) - side)])


def choose_file(parent: QWidget, title: str, path: str, filters: str, *, save: bool = False) -> str:
    """Ask for a file to open or save as; "" when cancelled."""
    dialog = file_dialog(parent, title, path, filters, save=save)
    try:
        if run_modal(dialog) != QDialog.DialogCode.Accepted:
            return ""
        chosen = dialog.selectedFiles()
        return chosen[0] if chosen else ""
    finally:
        dialog.deleteLater()
