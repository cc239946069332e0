"""The rules' help page: what each rule wins and forbids, with its diagrams, and the swap
openings, opened by "Rules…" in the menu's Board panel.

The text is ``resources/rules.md`` (the page's one copy; ``tests/variants/test_rules_page.py``
checks each of its diagrams against the rule modules), read through ``importlib.resources``
so that an installed app finds it, and shown as Markdown: its tables and its diagrams (code
blocks, in a fixed-width font) as the document has them.  The page is in English (the
document is the rules' one statement; its translation is for later); its frame speaks the
window's language.
"""

from __future__ import annotations

from importlib import resources

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from tictactoe.ui.widgets.dialogs import give_focus_back
from tictactoe.ui.words.translation import Words

RULES_FILE = "rules.md"
RulesPage = Words("RulesPage")


def rules_text() -> str:
    """The rules page's Markdown, as the package ships it."""
    return resources.files("tictactoe.resources").joinpath(RULES_FILE).read_text("utf-8")


class RulesDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(RulesPage.tr("The rules"))
        layout = QVBoxLayout(self)
        self.page = QTextBrowser()
        self.page.setOpenExternalLinks(False)
        self.page.setMarkdown(rules_text())
        self.page.setAccessibleName(RulesPage.tr("The rules"))
        self.page.setAccessibleDescription(
            RulesPage.tr("Each rule of the game, with diagrams, and the swap openings")
        )
        layout.addWidget(self.page)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close = buttons.button(QDialogButtonBox.StandardButton.Close)
        close.setText(RulesPage.tr("Close"))
        close.setAccessibleDescription(RulesPage.tr("Close the rules"))
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(720, 640)


def show_rules(parent: QWidget) -> RulesDialog:
    """Open the rules' page beside the window (it does not block the game)."""
    dialog = RulesDialog(parent)
    dialog.finished.connect(lambda _: give_focus_back(parent.window()))
    dialog.open()
    return dialog
